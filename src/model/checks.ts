import type { TraceIdentity } from './level.js';
/**
 * The gate's contract: every evaluated threshold becomes one Check in `results.json`
 * (`checks[]`), whether it passed or not, so a reader can see exactly what was judged.
 * Field names are snake_case because they are serialised as-is.
 */

import type { DriftDetail } from './baseline.js';

/** `error` fails the gate; `warn` is reported only. */
export type CheckLevel = 'error' | 'warn';

/**
 * - `pass`: measured and within the limit.
 * - `fail`: measured and beyond the limit (fails the gate when the level is `error`; shown as a
 *   warning when the level is `warn`).
 * - `not_applicable`: the measured workload broke the objective's preconditions (e.g. output
 *   tokens p95 above the bound the SLO was written for): never counted as a pass.
 * - `no_data`: the metric could not be computed (no successful request, too few samples, level
 *   not run).
 * - `inconclusive`: a regression check whose interval neither rules out nor confirms a change
 *   beyond the allowed one (or whose samples are too few to compare); `baseline.inconclusive`
 *   decides whether it warns (the default), fails or is ignored. A limit whose checks are all
 *   `no_data`, `not_applicable` or `inconclusive` makes the run inconclusive (`run-status.ts`).
 */
export type CheckStatus = 'pass' | 'fail' | 'not_applicable' | 'no_data' | 'inconclusive';

/** One judged limit at one load level. */
export interface Check {
  /**
   * The objective's name from the spec; `SLO <n>` (its 1-based position in `slos`) when it has
   * none; `baseline` for regression checks; `reference` for regression checks against a
   * reference endpoint measured in the same run (spec `reference`).
   */
  objective: string;
  /** An SLO threshold, or an allowed change against the baseline. */
  kind: 'slo' | 'regression';
  level: CheckLevel;
  /**
   * The load level judged. For a check on a rate level (`rate` present), that level's cap on
   * requests in flight, or 0 when the rate level was not run.
   */
  concurrency: number;
  /** Target requests/s of the rate level judged; absent for a concurrency level. */
  rate?: number;
  /** At a trace replay, which replay: `{file, format, speed}` as in `levels[].trace`; absent at any other level. */
  trace?: TraceIdentity;
  /** Metric path, e.g. `ttft_ms.p95`, `success_rate`, `tpm`. */
  metric: string;
  /** How `actual` must compare with `limit` to pass. */
  op: '<=' | '>=';
  /**
   * The bound, in the metric's unit (a fraction for `success_rate`). For regressions: the
   * baseline value moved by the allowed change, and null when the baseline has no value.
   */
  limit: number | null;
  /** The measured value; null when there was none. */
  actual: number | null;
  /**
   * For regressions: the baseline's value of the metric, in the metric's unit as `actual` is.
   * Against a baseline of several runs, their typical value (the geometric mean of the runs'
   * statistic). For a throughput (`qps`, `rpm`, `tpm`, `output_tokens_per_s`) judged from raw
   * samples, whose comparison is made per millisecond of request time: `actual / (1 + change)`,
   * the baseline as this run's figure would read it, so that `actual`, `baseline` and `change` agree.
   */
  baseline: number | null;
  /** For regressions: (actual − baseline) / baseline; null when not computable. */
  change: number | null;
  /**
   * For regressions judged from raw samples: the lower and upper bound on the change (a fraction,
   * like `change`), at the Holm-adjusted level that decided the check; null when the baseline or
   * this run has no raw samples, or the change could not be judged. Absent on SLO checks.
   */
  change_lower?: number | null;
  change_upper?: number | null;
  /** For regressions judged from raw samples: the Holm-adjusted p-value (a regression when at most 1 − confidence); null otherwise. */
  adjusted_p?: number | null;
  /**
   * For regressions judged from raw samples: the smallest change in the bad direction this run
   * could tell from noise (a fraction; 0.2 is 20 %); null when it could not be judged.
   */
  resolution?: number | null;
  /**
   * On a `baseline.min_resolution` check that failed: about how many requests per level
   * (`sweep.requests`) would bring the resolution to the required one; absent otherwise.
   */
  requests_needed?: number;
  status: CheckStatus;
  /** Why the status is `not_applicable`, `no_data` or `inconclusive`, in plain words; null otherwise. */
  reason: string | null;
  /**
   * The user's own limit as text, for messages: `ttft_ms: {p95: 1500}` → `ttft_ms.p95 <= 1500`,
   * `success_rate: {min: 0.995}` → `success_rate >= 0.995`, a max_change entry → `tpm: -10%`.
   */
  source: string;
  /** Where the threshold is written in the spec, for annotations; null when unknown. */
  spec_line: number | null;
  /**
   * On a failed or inconclusive check whose level has the server's own figures in this run and
   * in the baseline (`levels[].server`): one sentence saying what moved with it on the server,
   * such as `Moved with it on the server (vLLM), against the baseline: requests waiting (max) 0 → 6,
   * its queue time p50 4 → 31 ms.`, or that nothing did. Facts side by side, not a cause. Absent otherwise.
   */
  moved_with?: string;
  /**
   * On a `baseline.max_drift` check (objective `drift`): the anchor and the merges that make up
   * the drift, each with its step. Absent on other checks.
   */
  drift?: DriftDetail;
}

/**
 * The capacity knee found in the sweep: the last level before TPM stops growing while TTFT p95
 * climbs fast or requests start failing. The exact rule and its thresholds are in `knee.ts`.
 */
export interface Knee {
  /** True when a knee was found inside the sweep. */
  reached: boolean;
  /** Highest concurrency before the knee; null when not reached. */
  concurrency: number | null;
  /** knee × safety factor, rounded down, at least 1; null when not reached. */
  recommended_concurrency: number | null;
  safety_factor: number;
  /**
   * Present when the knee was chosen by SLO attainment (`knee.min_slo_attainment`, rule in
   * `attainment-knee.ts`): the least attainment a level up to the knee kept. Absent for the TPM rule.
   */
  min_slo_attainment?: number;
  /** One sentence explaining the finding (or why none was found). */
  reason: string;
}

/** Which kinds of check may fail the gate: the Action's `fail-on` input. */
export type FailOn = 'slo' | 'regression' | 'both' | 'none';

/**
 * Whether a check that failed fails the gate under `failOn`: only at level `error`, and only a
 * kind `failOn` selects; any other failed check is a warning.
 */
export function failureGates(check: Pick<Check, 'level' | 'kind' | 'drift'>, failOn: FailOn): boolean {
  // Drift found by main's own refresh run gates it whatever fail-on says: that job usually runs with fail-on: none.
  return check.level === 'error' && (failOn === 'both' || failOn === check.kind || check.drift?.on_main === true);
}
