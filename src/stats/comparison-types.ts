/**
 * What a comparison of one statistic between a baseline and a current sample holds, whatever the
 * method; the questions asked of it are in `comparison.ts`. Types only, so the methods can
 * name them without importing the module that dispatches to them.
 */

/**
 * Which way a change is a regression: `up`, the value may grow by at most `fraction` (latencies);
 * `down`, it may drop by at most `fraction` (throughput, success rate).
 */
export interface AllowedChangeLimit {
  direction: 'up' | 'down';
  /** The allowed change as a fraction of the baseline value: 0.1 for 10 %. */
  fraction: number;
}

/** What the two samples' statistic and change were, whatever the method. */
interface ComparisonCommon {
  /** The statistic compared: `p50` … `p99`, `mean`, `ratio` (Σ numerator / Σ denominator) or `proportion`. */
  statistic: string;
  /** Observations on each side (requests; for proportions, trials). */
  baselineCount: number;
  currentCount: number;
  /** The statistic's point estimate on each side; null when a side has no observation. */
  baselineValue: number | null;
  currentValue: number | null;
  /** currentValue / baselineValue − 1; null when not computable (a side empty, or the baseline value 0). */
  change: number | null;
  /**
   * Runs the baseline side was drawn from when it holds several (`compare-runs.ts`); absent for a
   * baseline of one run.
   */
  baselineRuns?: number;
}

/**
 * A percentile bootstrap comparison (Efron 1979): sorted replicates of current* / baseline*;
 * a bound at error γ is a replicate quantile.
 */
export interface BootstrapComparison extends ComparisonCommon {
  method: 'percentile-bootstrap';
  /** B replicates of the ratio current* / baseline*, ascending. */
  replicates: Float64Array;
}

/**
 * A comparison on the log scale by Welch's t: ln(current / baseline) with its delta-method
 * standard error, and conservative degrees of freedom (the smaller side's n − 1).
 */
export interface WelchComparison extends ComparisonCommon {
  method: 'welch-log';
  /** ln(current / baseline); ±∞ when one side's value is 0. */
  logChange: number;
  /** Standard error of `logChange`. */
  standardError: number;
  /** Degrees of freedom of the t distribution. */
  dof: number;
}

/** Success rates: Wilson score intervals per side combined by MOVER for their ratio. */
export interface ProportionComparison extends ComparisonCommon {
  method: 'mover-wilson';
  baselineSuccesses: number;
  currentSuccesses: number;
}

/** A comparison that cannot be judged: too few observations for the statistic, or no baseline value. */
export interface InsufficientComparison extends ComparisonCommon {
  method: 'insufficient';
  /** Fewest observations per side the statistic needs; null when the problem is not the count. */
  needed: number | null;
  /** Why, in plain words: `p95 needs at least 40 samples per side; the baseline has 32`. */
  reason: string;
}

/** Any comparison. */
export type Comparison = BootstrapComparison | WelchComparison | ProportionComparison | InsufficientComparison;

/** A comparison that bounds and p-values can be computed for. */
export type JudgeableComparison = BootstrapComparison | WelchComparison | ProportionComparison;

/** A range of relative changes: −0.04 … 0.21 is −4 % … +21 %. */
export interface ChangeInterval {
  lower: number;
  upper: number;
}
