/**
 * The result of comparing one statistic between a baseline and a current sample, and the two
 * questions every check asks of it: where does the change lie at a given error level
 * (`changeBounds`), and how surprising is the data if the change is within what is allowed
 * (`changePValue`). The two are exact duals: a bound at error level γ lies beyond an allowed
 * change exactly when that change's p-value is at most γ, so an interval and a verdict read from
 * the same comparison can never disagree.
 */
import { bootstrapBounds, bootstrapPValue } from './bootstrap-interval.js';
import { moverBounds, moverPValue } from './mover.js';
import { welchBounds, welchPValue } from './welch-log.js';

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

/** True when the comparison carries enough data for bounds and p-values. */
export function isJudgeable(c: Comparison): c is JudgeableComparison {
  return c.method !== 'insufficient';
}

/** A range of relative changes: −0.04 … 0.21 is −4 % … +21 %. */
export interface ChangeInterval {
  lower: number;
  upper: number;
}

/**
 * Two-sided bounds on the relative change with error `gamma` on each side: the true change is
 * below `lower` with probability at most γ, and above `upper` with probability at most γ (so the
 * interval's confidence is 1 − 2γ). Bounds may be −1 (−100 %) and +∞ when the data cannot limit
 * them.
 */
export function changeBounds(c: JudgeableComparison, gamma: number): ChangeInterval {
  checkLevel(gamma);
  if (c.method === 'mover-wilson') return moverBounds(c, gamma);
  if (c.method === 'welch-log') return welchBounds(c, gamma);
  return bootstrapBounds(c, gamma);
}

/**
 * The one-sided p-value of "the change is within what is allowed" (H0: change ≤ +fraction for
 * `up`, change ≥ −fraction for `down`): small values are evidence of a regression beyond the
 * allowed change. Dual to `changeBounds`: p ≤ γ exactly when the bound at γ lies beyond the limit.
 */
export function changePValue(c: JudgeableComparison, allowed: AllowedChangeLimit): number {
  const limit = allowedRatio(allowed);
  if (allowed.direction === 'down' && limit <= 0) return 1;
  if (c.method === 'mover-wilson') return moverPValue(c, allowed.direction, limit);
  if (c.method === 'welch-log') return welchPValue(c, allowed.direction, Math.log(limit));
  return bootstrapPValue(c, allowed.direction, limit);
}

/**
 * The centre of the comparison's distribution of the change: the median replicate for a
 * bootstrap (the bound at error ½), the point estimate otherwise. For a bootstrap it can
 * differ a little from `change`, which is the point estimate the report's table shows.
 */
export function changeCentre(c: JudgeableComparison): number {
  if (c.method === 'mover-wilson') return (c.currentSuccesses / c.currentCount) / (c.baselineSuccesses / c.baselineCount) - 1;
  if (c.method === 'welch-log') return Math.expm1(c.logChange);
  const r = c.replicates;
  const mid = (r.length - 1) / 2;
  return 0.5 * (r[Math.floor(mid)]! + r[Math.ceil(mid)]!) - 1;
}

/** 1 + fraction for `up`, 1 − fraction for `down`: the allowed ratio current / baseline. */
export function allowedRatio(allowed: AllowedChangeLimit): number {
  return allowed.direction === 'up' ? 1 + allowed.fraction : 1 - allowed.fraction;
}

function checkLevel(gamma: number): void {
  if (!(gamma > 0 && gamma < 0.5)) throw new RangeError(`error level must be between 0 and 0.5, got ${gamma}`);
}
