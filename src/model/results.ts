/**
 * The `results.json` contract. Field names are a public API that users' scripts and
 * baselines depend on: renaming or removing one requires bumping RESULTS_SCHEMA_VERSION
 * and a migration note in docs/results-schema.md.
 */
import type { ServerEngine } from './server-metrics.js';
import type { LevelStats } from './level-stats.js';
import type { EndpointApi } from './endpoint.js';
import type { Check, FailOn, Knee } from './checks.js';
import type { BaselineAge, BaselineRun, ChangePointReport, ComparisonRow, GitInfo, HistoryTrend } from './baseline.js';
import type { RunEnvironment } from './environment.js';
import type { MergedShards, ShardFacts } from './shard.js';

/** Version of the results.json layout. */
export const RESULTS_SCHEMA_VERSION = 1 as const;

/**
 * The verdict of a run (the policy is in src/gate/run-status.ts; docs/gate.md).
 * - `pass`: every planned level was measured, every limit meant to gate the run was judged at
 *   some level, and none failed.
 * - `fail`: measured, and a gate said no. A failed check stands even when the run stopped
 *   early: what was measured already broke a limit.
 * - `inconclusive`: measured, nothing failed, but a limit meant to gate the run (an error-level
 *   SLO threshold or `max_change` entry of a kind `fail-on` selects) was judged at no level: too
 *   few samples, client-bound levels, a refused or unreadable baseline, no data. The CLI exits 4
 *   and the Action fails, unless the spec sets `gate.on_inconclusive: pass`. A value added without a format change: a
 *   reader that knows only the other three should treat it as not a pass. Also every shard of a
 *   sweep (`run --shard`) that measured its share: it is not the verdict, which the merge gives,
 *   and it exits 0 (docs/shards.md).
 * - `error`: nothing trustworthy could be measured (the connectivity check failed, every
 *   request failed, or the spec was invalid), or the run stopped before every level was
 *   measured (its time budget ran out, or it was cancelled) and no check had failed. An error
 *   never passes silently: the CLI exits 3 and the Action fails unless `fail-on-error` is false.
 */
export type RunStatus = 'pass' | 'fail' | 'inconclusive' | 'error';

/** What an inconclusive run does to the exit code and the Action's step (`gate.on_inconclusive`). */
export type OnInconclusive = 'fail' | 'pass';

/** The connectivity check sent before any load. */
export interface PreflightResult {
  ok: boolean;
  status_code: number | null;
  /** The classified error kind when it failed. */
  error_kind: string | null;
  ttft_ms: number | null;
  e2e_ms: number | null;
  /** Whether the server sent a `usage` object in the stream. */
  usage: boolean;
  /**
   * Whether requests carried `stream_options`: false when the server answered 400 naming it
   * and the run went without it (a note says so). Absent for `anthropic-messages`, which has
   * no such field, and in older files.
   */
  stream_options?: boolean;
  /**
   * The body field every request carried its token limit in: `max_tokens`, or
   * `max_completion_tokens` (spec `workload.max_tokens_field`, or chosen when the server answered
   * 400 naming the other and the retried connectivity check worked; a note then says so). Absent
   * for `anthropic-messages`, whose only field is `max_tokens`, and in older files.
   */
  max_tokens_field?: 'max_tokens' | 'max_completion_tokens';
}

export interface Results {
  schema_version: typeof RESULTS_SCHEMA_VERSION;
  tool: { name: string; version: string };
  status: RunStatus;
  /**
   * Why the status is `error`; null otherwise. Codes: `ENDPOINT_UNUSABLE` (the connectivity
   * check failed, or every request failed), `BUDGET_EXHAUSTED` (`sweep.max_duration_s` ran out
   * before every level was measured), `CANCELLED` (Ctrl-C or SIGTERM before every level was
   * measured), `SHARD_INCOMPLETE` (merged shards: a shard did not measure every level).
   */
  error: { code: string; message: string; hint: string | null } | null;
  /** Wall-clock times of the run (ISO 8601, UTC). */
  started_at: string;
  finished_at: string;
  /** Whole run, preflight included, in seconds. */
  duration_s: number;
  /** True when the run stopped before every level finished (cancelled or out of budget). */
  incomplete: boolean;
  /**
   * Why an incomplete run stopped: `budget` (sweep.max_duration_s ran out) or `cancelled`
   * (Ctrl-C, SIGTERM); null for a complete run. Absent from files written before it existed.
   */
  stop_reason?: 'budget' | 'cancelled' | null;
  /** The endpoint called. Never contains the key. */
  endpoint: {
    base_url: string;
    url: string;
    model: string;
    /** The API spoken (`endpoint.api`). Absent from files written before it existed, which measured `openai-chat`. */
    api?: EndpointApi;
  };
  /** What was sent; the prompt itself is summarised by its size and digest. */
  workload: {
    max_tokens: number;
    temperature: number | null;
    messages: number;
    prompt_chars: number;
    /**
     * SHA-256 of what is sent, without the unique prefix: equal digests mean the same prompts.
     * For a fixed text prompt, of the JSON-serialised messages; otherwise of the JSON of the
     * prompt set's prompts (or the synthetic target and count) with the seed, the images' digests
     * and the extra body fields.
     */
    prompt_sha256: string;
    /**
     * Where the prompts came from: `prompt`, `messages`, `prompt_set`, `synthetic` or `trace` (a
     * replay, `sweep.trace`). With a prompt set, `messages` is the most messages any of its
     * prompts has and `prompt_chars` the set's characters in all; with synthetic prompts, those of
     * one prompt; with a trace, 1 and the replay's characters in all (four a token). Absent from
     * older files.
     */
    source?: 'prompt' | 'messages' | 'prompt_set' | 'synthetic' | 'trace';
    /** The prompt set read: its path as the spec writes it, the file's SHA-256 and its number of prompts. */
    prompt_set?: { path: string; sha256: string; prompts: number };
    /** Input tokens each synthetic prompt aims at (compare with `levels[].input_tokens`). */
    synthetic_input_tokens?: number;
    /** How many different synthetic prompts were cycled through. */
    synthetic_prompts?: number;
    /** Seed of the prompt order and synthetic words; present with a prompt set or synthetic prompts. */
    seed?: number;
    /** Images sent with the last user message: path, media type read from the content, size in bytes, SHA-256. */
    images?: { path: string; media_type: string; bytes: number; sha256: string }[];
    /** True when each request's first user message started with a unique tag against prefix caching. Absent from older files. */
    unique_prefix?: boolean;
    /** Tokens of the system prompt every request started with (`workload.shared_prefix`); absent when none. */
    shared_prefix_tokens?: number;
    /** Sessions of several turns (`workload.conversation`); absent for single requests. */
    conversation?: { turns: number; think_time_ms: number };
    /**
     * The trace replayed (`sweep.trace`): its path as the spec writes it, the file's SHA-256, its
     * format, the requests of the window and the file lines of its first and last. Absent otherwise.
     */
    trace?: { path: string; sha256: string; format: string; requests: number; first_line: number; last_line: number };
    /** Names of the extra body fields sent (values are not recorded). Absent from older files. */
    extra_body_keys?: string[];
  };
  sweep: {
    concurrency: number[];
    requests: number;
    warmup: number;
    /** The run's time budget in seconds. Absent from files written before it existed. */
    max_duration_s?: number;
    /** Open-loop request-rate levels (requests/s), run after the concurrency levels; absent when none. */
    rate?: number[];
    /** Cap on requests in flight at a rate level; present with `rate`. */
    max_concurrency?: number | null;
    /** Seed of the rate levels' Poisson arrivals; present with `rate`. */
    seed?: number | null;
    /** Most measured requests per concurrency level when adaptive sampling was on; absent otherwise. */
    max_requests?: number;
    /** The wanted relative half-width of gated metrics (0.1 = ±10 %); present with `max_requests`. */
    target_resolution?: number | null;
    /** Times the whole sweep ran, when more than once; absent for one pass. */
    repeats?: number;
    /**
     * The trace replayed (`sweep.trace`), absent without one: the file, its format and speed as
     * the spec gives them, the window (start_s, and null for what the spec left open), the
     * requests the window selected and the schedule's span in seconds after the speed.
     */
    trace?: {
      file: string;
      format: 'mooncake' | 'azure' | 'jsonl';
      speed: number;
      window: { start_s: number; duration_s: number | null; max_requests: number | null };
      requests: number;
      span_s: number;
    };
  };
  preflight: PreflightResult | null;
  /**
   * One entry per level with at least one measured request, in the order run. A level cut short
   * by a stop is included with the requests that finished (`requests` below `sweep.requests`).
   */
  levels: LevelStats[];
  /**
   * The spec's per-request goodput bounds in ms (`goodput`), which `levels[].good_requests`,
   * `goodput` and `slo_attainment` count against; absent when the spec has none.
   */
  goodput_bounds?: { ttft_ms?: number; ttfa_ms?: number; tpot_ms?: number; e2e_ms?: number };
  /** Observations worth a person's attention (e.g. no usage sent, so tokens were counted). */
  notes: string[];
  /** One plain-words hint per error kind the run saw (connectivity check and levels), for the person who must fix it. */
  hints: Record<string, string>;
  /** The commit measured, when known (in a workflow: GITHUB_SHA and GITHUB_REF); null otherwise. */
  git: GitInfo | null;
  /**
   * Where it was measured: OS, architecture, CPU, Node.js and tool version, CI runner facts.
   * Absent when the front end did not record it (files written before it existed).
   */
  environment?: RunEnvironment;
  /**
   * Only in a baseline file kept with `baseline.runs` ≥ 2: the raw samples of the last runs,
   * oldest first, this run last. Absent otherwise.
   */
  history?: BaselineRun[];
  /**
   * Only in a baseline file: the run pinned as the anchor of `baseline.max_drift` with
   * `--pin-baseline` (Action input `pin-baseline`), kept across refreshes until pinned again.
   * Absent when none was pinned: the anchor is then the oldest run of `history`.
   */
  anchor?: BaselineRun;
  /** Every judged threshold and allowed change, passed or not. */
  checks: Check[];
  /** How the checks became the status. */
  verdict: {
    /** Which kinds of failed checks fail the gate. */
    fail_on: FailOn;
    /** Checks that failed the gate. */
    failed: number;
    /** Checks that failed without failing the gate (warn level, or a kind fail_on leaves out). */
    warned: number;
    /** Checks not judged (not applicable, or no data). */
    unverified: number;
    /**
     * Why the status is what it is, in plain words: the failed checks, the limits judged at no
     * level (`inconclusive`), the checks not judged next to a pass, or the missing baseline;
     * null for a plain pass and for `error` (see `error`). Absent from older files.
     */
    reason?: string | null;
    /** The spec's `gate.on_inconclusive`: whether an inconclusive run exits 4 (`fail`) or 0 (`pass`). Absent from older files. */
    on_inconclusive?: 'fail' | 'pass';
  };
  /** The capacity knee of the sweep; null when nothing was measured. */
  knee: Knee | null;
  /** The comparison with the stored baseline, or with the same-run reference when `reference` is set. */
  baseline: BaselineReport;
  /**
   * The reference endpoint measured in the same run (spec `reference`), with its figures per
   * level; absent when the spec has none.
   */
  reference?: ReferenceResults;
  /**
   * Whether the server's own metrics were read during the sweep (spec `server_metrics`, see
   * docs/server-metrics.md); each level's figures are its `server`. Absent when reading was off
   * or the run never got past its connectivity check.
   */
  server_metrics?: ServerMetricsStatus;
  /**
   * Only in the results of one shard of a sweep (`run --shard i/N`): which shard, the common
   * schedule, the clock facts and each level's actual start and stop, for `llm-slo-gate merge`.
   * Its `levels` hold this shard's share of the load. Absent otherwise (docs/shards.md).
   */
  shard?: ShardFacts;
  /**
   * Only in results merged from shards (`llm-slo-gate merge`): the shards pooled. Absent otherwise.
   */
  shards?: MergedShards;
}

/** What became of the baseline comparison. */
export interface BaselineReport {
  /**
   * - `compared`: the baseline was read and compared.
   * - `missing`: no baseline file (a warning, never a failure: the first run on a branch has none).
   * - `incompatible`: measured with a different model, prompt, max_tokens or levels: refused, see `reasons`.
   * - `unreadable`: the file exists but is not a results file: see `reasons`.
   * - `not_configured`: the spec has no baseline section and no file was found.
   */
  status: 'compared' | 'missing' | 'incompatible' | 'unreadable' | 'not_configured';
  /** Path of the baseline file, as configured. */
  path: string;
  /** Why the baseline was not compared; empty when it was. */
  reasons: string[];
  /** Its commit and age; null unless it was read. */
  age: BaselineAge | null;
  /** Per level and metric: baseline, current and change; empty unless compared. */
  rows: ComparisonRow[];
  /**
   * Where the baseline came from when it was not simply the file at `path`: a workflow run's
   * artifact (Action input `baseline-artifact`; `{kind: "file"}` when the artifact was looked for
   * and the file used instead), or `{kind: "reference", url}` for a reference endpoint measured in
   * the same run (`url` redacted). Absent when only the file at `path` was read.
   */
  source?: BaselineSource;
  /** Runs the baseline holds (its `history`, else 1); absent unless compared. */
  runs?: number;
  /**
   * `baseline.min_runs`: the runs the history must hold before `max_change` is judged; absent
   * unless a stored baseline was compared. While `runs` is below it, the regression checks are
   * `no_data` (not judged yet) and the run is judged on its SLOs alone.
   */
  min_runs?: number;
  /**
   * How the baseline's measuring conditions differ from this run's (runner, CPU, Node.js,
   * endpoint host, tool version), in plain words; empty or absent when they match or are unknown.
   */
  warnings?: string[];
  /**
   * Main's history of each gated metric (`max_change` and `max_drift`) at each level this run
   * measured, for the trend chart; absent unless a history of 2 or more runs was compared.
   */
  trends?: HistoryTrend[];
  /**
   * Step changes found in main's history, this run included, on a run that records the baseline
   * (main's refresh); absent on other runs.
   */
  change_points?: ChangePointReport[];
}

/** Where a baseline came from: a workflow run's artifact, or the file at `baseline.path`. */
export type BaselineSource =
  | {
    /** A reference endpoint measured in the same run (`reference` in the spec); `url` is redacted. */
    kind: 'reference';
    url: string;
  }
  | {
    /** The committed file at `baseline.path` (no usable artifact was found, or the run was not for a pull request). */
    kind: 'file';
  }
  | {
    /** The results artifact of a successful workflow run on the pull request's base branch. */
    kind: 'artifact';
    /** The artifact's name, as given to actions/upload-artifact. */
    artifact: string;
    /** The artifact's ID. */
    artifact_id: number;
    /** The file read inside the artifact, e.g. `results.json`. */
    entry: string;
    /**
     * Set when the baseline is this scenario's entry in the combined results.json `entry` of a
     * spec with scenarios, rather than a results.json of its own (e.g. `chat/results.json`).
     */
    scenario?: string;
    /** ID of the workflow run that uploaded it. */
    run_id: number;
    /** That run's page on GitHub. */
    run_url: string;
    /** The commit that run measured. */
    head_sha: string;
    /** The branch that run was on (the pull request's base branch). */
    branch: string;
    /**
     * `base_sha`: the run measured the pull request's base commit, the exact code the pull
     * request changes. `newest`: no such run had the artifact, so the newest one that did was used.
     */
    matched: 'base_sha' | 'newest';
    /** When that run last changed state (it finished), ISO 8601. */
    run_finished_at: string;
  };

/** The reference endpoint as recorded in results.json (`reference`). */
export interface ReferenceResults {
  /** Where the reference was reached; URLs are redacted like `endpoint`'s. */
  endpoint: {
    base_url: string;
    url: string;
    model: string;
    api: string;
  };
  /** The reference's own connectivity check; null when it was not reached (the candidate's failed first). */
  preflight: PreflightResult | null;
  /** The reference's figures per level, measured at the same time as the candidate's `levels`. */
  levels: LevelStats[];
}

/** Whether and where the server's metrics were read (`results.json` `server_metrics`). */
export interface ServerMetricsStatus {
  /** Where they were read, credentials redacted. */
  url: string;
  /**
   * `read`: read during the sweep; `not_found`: looked for at the endpoint's origin and not there
   * (or not a known engine's), which is no fault; `failed`: set in the spec and could not be read.
   */
  status: 'read' | 'not_found' | 'failed';
  /** The engine recognised from the metric names; null when none was. */
  engine: ServerEngine | null;
  /** Why not read, in plain words; null when read. */
  reason: string | null;
}
