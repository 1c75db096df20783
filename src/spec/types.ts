/**
 * The spec as a user writes it (`.github/llm-slo.yml`), and the plan resolved from it.
 * The spec's types are generated from its JSON Schema (`spec.schema.json` → `spec-types.ts`,
 * snake_case, as in the file); the plan is what the engine runs (camelCase, units in names,
 * every default filled in), written here by hand since no file has its shape.
 */
import type { ChatMessage, MaxTokensField } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { CheckLevel } from '../model/checks.js';
import type { SloSpec, SpecFile, WorkloadSpec } from './spec-types.js';

export type { ScenarioSpec, SpecFile, WorkloadSpec } from './spec-types.js';
import type { GoodputBounds } from '../metrics/goodput.js';

/**
 * The file's shape after validation. Optional fields take their schema defaults (`specDefault`).
 * `workload` is optional in the schema when every entry of `scenarios` has its own (the loader
 * checks this); `resolveScenarioPlans` fills it in before any plan is resolved, so a resolved
 * spec has one.
 */
export interface Spec extends SpecFile {
  workload: WorkloadSpec;
}

/** Values from the command line (or Action inputs) that override the spec: one per row of the override table. */
export type { PlanOverrides } from './overrides.js';

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
    /** The body field the limit is sent in (`workload.max_tokens_field`); absent for the default, `max_tokens`. */
    maxTokensField?: MaxTokensField;
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
    /** Tokens of the system prompt every request starts with (`workload.shared_prefix`); absent when none. */
    sharedPrefixTokens?: number;
    /** Sessions of several turns (`workload.conversation`); absent for single requests. */
    conversation?: { turns: number; thinkTimeMs: number };
    /**
     * Recorded traffic to replay (`sweep.trace`), kept with the workload since it is read with
     * the workload's files and sets every request's lengths; absent without one.
     */
    trace?: { file: string; format: 'mooncake' | 'azure' | 'jsonl'; speed: number; window: { startS?: number; durationS?: number; maxRequests?: number } };
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
      /** Allowed drift from the anchor per metric path (`baseline.max_drift`), e.g. `{"tpot_ms.p50": "+15%"}`; absent when none. */
      maxDrift?: Record<string, string>;
      /** What main's refresh run does when main has drifted past `maxDrift` (`baseline.drift_on_main`); `fail` when absent. */
      driftOnMain?: 'fail' | 'warn';
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
    /**
     * The per-request bounds of goodput and SLO attainment (`goodput`); absent when the spec has
     * none, and then levels carry no goodput figures.
     */
    goodput?: GoodputBounds;
    /** Choose the knee as the highest concurrency whose SLO attainment stays at least this (`knee.min_slo_attainment`); absent for the TPM rule. */
    kneeMinSloAttainment?: number;
    /** The default objective's minimum success rate (`gate.min_success_rate`); false when removed, 0.9 when absent. */
    minSuccessRate?: number | false;
    /** What an inconclusive run does to the exit code (`gate.on_inconclusive`); `fail` when absent. */
    onInconclusive?: 'fail' | 'pass';
  };
  /** Reading the server's own metrics during the sweep (`server_metrics`); absent means off. */
  serverMetrics?: ServerMetricsPlan;
}

/**
 * How the server's metrics are read: `off` (`server_metrics: false`), `discover` (the section
 * absent: `/metrics` at the endpoint's origin, used only when it answers with a known engine's
 * metrics) or `set` (the section's `url`).
 */
export type ServerMetricsPlan =
  | { mode: 'off' }
  | {
    mode: 'discover' | 'set';
    url: string;
    /** Header name → the environment variable holding its value; values are read by the front end, never stored here. */
    headerEnvs: Record<string, string>;
    /**
     * Reads between a level's first and last: the first this many ms after the level starts; the
     * gap then grows with the level's elapsed time up to `maxIntervalMs` (see `readGapMs` in
     * server-metrics/watch.ts). Equal when the spec wrote `interval_ms`: a fixed interval.
     */
    intervalMs: number;
    maxIntervalMs: number;
  };
