/**
 * The spec as a user writes it (`.github/llm-slo.yml`), and the plan resolved from it.
 * The spec mirrors the JSON Schema in `spec.schema.json` (snake_case, as in the file);
 * the plan is what the engine runs (camelCase, units in names, every default filled in).
 */
import type { ChatMessage } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { GateSpec, RunGateSpec, SloSpec } from './gate-types.js';
import type { CheckLevel } from '../model/checks.js';
import type { ProbeSpec } from './probe.js';

/** The file's shape after validation. Optional fields take the defaults documented in docs/spec.md. */
export interface Spec extends GateSpec {
  /** Spec format version; 1 when omitted. */
  version?: 1;
  /** How the checks become the run's status; applies to every scenario. */
  gate?: RunGateSpec;
  endpoint: {
    /** e.g. `http://127.0.0.1:8000/v1`; a trailing `/v1` is optional. */
    base_url: string;
    model: string;
    /** The API the endpoint speaks. @defaultValue `openai-chat` */
    api?: EndpointApi;
    /** Name of the environment variable holding the key. @defaultValue `OPENAI_API_KEY` */
    api_key_env?: string;
    /** Header the key is sent in, bare, instead of the API's own. */
    api_key_header?: string;
    /** Whole-request timeout. @defaultValue 120 */
    timeout_s?: number;
    /** Longest wait for the next byte of a response. @defaultValue 30 */
    stall_timeout_s?: number;
    /** Extra HTTP headers sent with every request. */
    headers?: Record<string, string>;
  };
  /**
   * A reference endpoint measured in the same run (same-run A/B); every field but `base_url`
   * defaults to `endpoint`'s.
   */
  reference?: {
    base_url: string;
    model?: string;
    api?: EndpointApi;
    api_key_env?: string;
    api_key_header?: string;
    timeout_s?: number;
    stall_timeout_s?: number;
    headers?: Record<string, string>;
  };
  /**
   * What every request asks for. Required unless every entry of `scenarios` has its own (the
   * loader checks this); `resolveScenarioPlans` fills it in before any plan is resolved.
   */
  workload: {
    /** A single user message. Exactly one of `prompt` and `messages`. */
    prompt?: string;
    /** A whole conversation. */
    messages?: ChatMessage[];
    /** @defaultValue 256 */
    max_tokens?: number;
    temperature?: number;
    /** Path of a JSONL prompt set, relative to the working directory. */
    prompts?: string;
    /** Synthetic prompts of a target input length. */
    synthetic?: { input_tokens: number; count?: number };
    /** Image files sent with the last user message, relative to the working directory. */
    images?: string[];
    /** Tag each request's first user message so a prefix cache cannot serve it. @defaultValue true */
    unique_prefix?: boolean;
    /** Extra top-level request body fields, such as `ignore_eos`. */
    extra_body?: Record<string, unknown>;
    /** Seed of the prompt order and synthetic words. @defaultValue `sweep.seed`, else 1 */
    seed?: number;
  };
  sweep?: {
    /** Closed-loop concurrency levels, run in order. @defaultValue [1, 4, 8, 16] */
    concurrency?: number[];
    /** Measured requests per level. @defaultValue 32 */
    requests?: number;
    /** Un-counted warm-up requests per level. @defaultValue 2 */
    warmup?: number;
    /** Budget of the whole run, in seconds. @defaultValue 900 */
    max_duration_s?: number;
    /** Open-loop request-rate levels in requests/s, run after the concurrency levels. */
    rate?: number[];
    /** Cap on requests in flight at a rate level. @defaultValue 256 */
    max_concurrency?: number;
    /** Seed of the Poisson arrivals of rate levels. @defaultValue 1 */
    seed?: number;
    /** Most measured requests per concurrency level; adaptive sampling is on when above `requests`. */
    max_requests?: number;
    /** Wanted half-width of the gated metrics' intervals, as a percentage. @defaultValue "10%" */
    target_resolution?: string;
    /** Times the whole sweep runs. @defaultValue 1 */
    repeats?: number;
  };
  /** Several measurements run one after another, each reported on its own; see `ScenarioSpec`. */
  scenarios?: ScenarioSpec[];
  /** How `llm-slo-gate probe` watches the endpoint; ignored by `run` and the Action. */
  probe?: ProbeSpec;
}

/**
 * One entry of `scenarios`: each section it has replaces the top-level one whole; the sections
 * it leaves out are the top-level ones.
 */
export interface ScenarioSpec extends GateSpec {
  /** Letters, digits, `-` and `_`; unique within the spec, ignoring case. */
  name: string;
  workload?: Spec['workload'];
  sweep?: Spec['sweep'];
}

/** Values from the command line (or Action inputs) that override the spec. */
export interface PlanOverrides {
  baseUrl?: string;
  model?: string;
  concurrency?: number[];
  requests?: number;
  warmup?: number;
  maxTokens?: number;
  /** Seconds, as `endpoint.timeout_s`. */
  timeoutS?: number;
  /** Seconds, as `endpoint.stall_timeout_s`. */
  stallTimeoutS?: number;
  /** Seconds, as `sweep.max_duration_s`. */
  maxDurationS?: number;
  /**
   * Requests/s, as `sweep.rate`: replaces the spec's rate levels. The spec's concurrency levels
   * still run unless `concurrency` is overridden too; a spec with no concurrency levels runs
   * rate levels only, as in the file.
   */
  rate?: number[];
  /** As `sweep.max_concurrency`; only meaningful with rate levels (from the spec or `rate`). */
  maxConcurrency?: number;
  /** As `reference.base_url`; needs a `reference` section or stands for one with `endpoint`'s other fields. */
  referenceUrl?: string;
}

/** Everything the engine needs to run, with defaults resolved. */
export interface Plan {
  /** Path the spec was read from, for messages; undefined for an in-memory spec. */
  specPath: string | undefined;
  endpoint: {
    baseUrl: string;
    model: string;
    /** The API spoken, which chooses the client's adapter. */
    api: EndpointApi;
    /** Name only; the value is read from the environment by the front end, never stored here. */
    apiKeyEnv: string;
    /** Header the key is sent in, bare, instead of the API's own; absent for the API's own. */
    apiKeyHeader?: string;
    /** Whole-request timeout, send to end of stream. */
    timeoutMs: number;
    /** Longest wait for the next byte before a request is counted as `stream_stalled`. */
    stallTimeoutMs: number;
    headers: Record<string, string>;
  };
  /**
   * The reference endpoint measured alongside `endpoint` in the same run, every default taken
   * from `endpoint`; absent when the spec has none. When present, regressions are judged against
   * its samples and no baseline file is read.
   */
  reference?: Plan['endpoint'];
  workload: {
    /** The fixed conversation; empty when the prompts come from `prompts` or `synthetic`. */
    messages: ChatMessage[];
    maxTokens: number;
    temperature: number | undefined;
    /** Path of the JSONL prompt set as the spec writes it (relative to the working directory); absent for other workloads. */
    prompts?: string;
    /** Synthetic prompts: the target input tokens and how many different prompts; absent for other workloads. */
    synthetic?: { inputTokens: number; count: number };
    /** Image paths as the spec writes them (relative to the working directory); absent when none. */
    images?: string[];
    /** False when the spec turns the per-request unique prefix off; absent means on. */
    uniquePrefix?: boolean;
    /** Extra top-level body fields; absent when none. */
    extraBody?: Record<string, unknown>;
    /** Seed of the prompt order and synthetic words; absent when neither `prompts` nor `synthetic` is used. */
    seed?: number;
  };
  sweep: {
    /** Closed-loop levels; empty when the spec has only rate levels. */
    concurrency: number[];
    /**
     * Open-loop levels in requests/s, run after the concurrency levels; absent when the spec has
     * none (and then so are `maxConcurrency` and `seed`).
     */
    rate?: number[];
    /** Cap on requests in flight at a rate level; also sizes the connection pool. */
    maxConcurrency?: number;
    /** Seed of the rate levels' Poisson arrivals. */
    seed?: number;
    requests: number;
    warmup: number;
    /** Budget of the whole run, connectivity check included; the run stops cleanly when it runs out. */
    maxDurationS: number;
    /** Most measured requests per concurrency level; present only when above `requests` (adaptive sampling on). */
    maxRequests?: number;
    /** Wanted relative half-width of the gated metrics (0.1 for "10%"); present with `maxRequests`. */
    targetResolution?: number;
    /** Times the whole sweep runs; 1 for a single pass. */
    repeats?: number;
  };
  /** What the measurement is judged against. */
  gate: {
    /** Objectives as written (validated); evaluated after the sweep. */
    slos: SloSpec[];
    baseline: {
      /** True when the spec has a `baseline` section; otherwise a missing file is not worth a warning. */
      configured: boolean;
      /** Path of the baseline results file, relative to the working directory. */
      path: string;
      /** Allowed change per metric path, e.g. `{"ttft_ms.p95": "+10%"}`. */
      maxChange: Record<string, string>;
      level: CheckLevel;
      /** Judge regressions on levels flagged client-bound (normally reported as no data). */
      judgeClientBound: boolean;
      /** Chance that no regression check of the run is a false alarm (1 − the family-wise error rate). */
      confidence: number;
      /** What an inconclusive regression check does to the verdict. */
      inconclusive: 'pass' | 'warn' | 'fail';
      /** The coarsest resolution accepted, as a fraction (0.15 for "15%"); undefined when none is required. */
      minResolution?: number;
      /** Whether a metric too coarse for `minResolution` fails the gate or warns (`warn` when absent). */
      resolutionLevel?: CheckLevel;
      /** Runs the baseline file keeps when refreshed (1, the latest only, when absent). */
      runs?: number;
      /** Fewest baseline runs at a level before its changes are judged. */
      minRuns: number;
    };
    /** Knee × this = recommended production concurrency. */
    safetyFactor: number;
    /** The default objective's minimum success rate (`gate.min_success_rate`); false when removed, 0.9 when absent. */
    minSuccessRate?: number | false;
    /** What an inconclusive run does to the exit code (`gate.on_inconclusive`); `fail` when absent. */
    onInconclusive?: 'fail' | 'pass';
  };
}
