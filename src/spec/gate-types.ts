/**
 * The gate's sections of the spec (`slos`, `baseline`, `knee`) as a user writes them, mirroring
 * `gate.schema.json` (snake_case, as in the file). The parsed forms the engine evaluates live in
 * `slo-parse.ts` and `max-change.ts`.
 */
import type { CheckLevel } from '../model/checks.js';
import type { DistributionStat } from '../metrics/catalogue.js';
import type { GoodputSpec } from '../metrics/goodput.js';

/** Lower and/or upper bound on one value: `{min: 0.995}`, `{max: 2}`, or both. */
export interface Bounds {
  /** The value must be at least this. */
  min?: number;
  /** The value must be at most this. */
  max?: number;
}

/**
 * Limits on statistics of one distribution. A bare number is an upper bound (`p95: 1500` means
 * "p95 at most 1500"); `{min, max}` states the direction explicitly and is required for
 * `request_tps`, which is better when higher.
 */
export type DistributionLimits = Partial<Record<DistributionStat, number | Bounds>>;

/** What one objective requires at each level it applies to. */
export interface ThresholdsSpec {
  ttft_ms?: DistributionLimits;
  tpot_ms?: DistributionLimits;
  itl_ms?: DistributionLimits;
  e2e_ms?: DistributionLimits;
  input_tokens?: DistributionLimits;
  output_tokens?: DistributionLimits;
  request_tps?: DistributionLimits;
  success_rate?: Bounds;
  qps?: Bounds;
  rpm?: Bounds;
  tpm?: Bounds;
  output_tokens_per_s?: Bounds;
  goodput?: Bounds;
  slo_attainment?: Bounds;
}

/** One service level objective (`slos[]`). */
export interface SloSpec {
  /** Shown in messages; `SLO <n>` (1-based position) when omitted. */
  name?: string;
  /** Load levels it applies to. @defaultValue every level of the sweep */
  at?: { concurrency?: number | number[]; rate?: number | number[] };
  /**
   * Upper bounds on the measured workload the objective was written for. When the workload
   * breaks one, the objective is reported as not applicable at that level, never as passed.
   */
  when?: { input_tokens?: Partial<Record<DistributionStat, number>>; output_tokens?: Partial<Record<DistributionStat, number>> };
  /** @defaultValue `error` */
  level?: CheckLevel;
  thresholds: ThresholdsSpec;
}

/** Comparison with an earlier run (`baseline`). */
export interface BaselineSpec {
  /** Path of the baseline results file, relative to the working directory. @defaultValue `.github/llm-slo-baseline.json` */
  path?: string;
  /** Allowed change per metric path, e.g. `{"ttft_ms.p95": "+10%", "tpm": "-10%"}`. @defaultValue `{}` */
  max_change?: Record<string, string>;
  /** @defaultValue `error` */
  level?: CheckLevel;
  /** Judge regressions on client-bound levels too. @defaultValue false */
  judge_client_bound?: boolean;
  /**
   * Confidence of the regression verdicts of one run: the chance that no check in the run is a
   * false regression. Used when both the baseline and this run carry raw samples.
   * @defaultValue 0.95
   */
  confidence?: number;
  /** What a check the data cannot decide does: `pass` (ignored), `warn` or `fail`. @defaultValue `warn` */
  inconclusive?: 'pass' | 'warn' | 'fail';
  /** The coarsest resolution a compared metric may have, e.g. `"15%"`; none required when absent. */
  min_resolution?: string;
  /** Whether a metric too coarse for `min_resolution` fails the gate (`error`) or warns. @defaultValue `warn` */
  resolution_level?: CheckLevel;
  /** Runs the baseline keeps in its history when it is refreshed. @defaultValue 1 */
  runs?: number;
  /** Fewest baseline runs at a level before its changes are judged (see `tooFewRuns`). @defaultValue 2 */
  min_runs?: number;
}

/** Capacity knee settings (`knee`). */
export interface KneeSpec {
  /** Production concurrency = knee × this, rounded down. @defaultValue 0.75 */
  safety_factor?: number;
  /**
   * Choose the knee by SLO attainment instead of TPM: the highest concurrency up to which every
   * level's `slo_attainment` is at least this. Needs a `goodput` section.
   */
  min_slo_attainment?: number;
}

/** How the checks become the run's status (`gate`). */
export interface RunGateSpec {
  /** The default objective's minimum success rate at every level; false removes it. @defaultValue 0.9 */
  min_success_rate?: number | false;
  /** What an inconclusive run does to the exit code and the step. @defaultValue `fail` */
  on_inconclusive?: 'fail' | 'pass';
}

/** The gate's part of the spec. */
export interface GateSpec {
  slos?: SloSpec[];
  baseline?: BaselineSpec;
  knee?: KneeSpec;
  /** Per-request bounds that define goodput and SLO attainment (see `metrics/goodput.ts`). */
  goodput?: GoodputSpec;
}

/** Default location of the baseline file. */
export const DEFAULT_BASELINE_PATH = '.github/llm-slo-baseline.json';

/** Default `baseline.confidence`: at most a 5 % chance of any false regression in a run. */
export const DEFAULT_BASELINE_CONFIDENCE = 0.95;

/** Default `baseline.min_runs`: one run's requests cannot show run-to-run noise (`gate/regression-runs.ts`). */
export const DEFAULT_MIN_RUNS = 2;

/** Default knee safety factor: 25 % headroom, so a knee at 8 recommends 6. */
export const DEFAULT_SAFETY_FACTOR = 0.75;

/** Default `gate.min_success_rate`: the default objective's minimum (why 0.9: `gate/default-objective.ts`). */
export const DEFAULT_MIN_SUCCESS_RATE = 0.9;
