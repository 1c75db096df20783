/**
 * The result of comparing one statistic between a baseline and a current sample, and the two
 * questions every check asks of it: where does the change lie at a given error level
 * (`changeBounds`), and how surprising is the data if the change is within what is allowed
 * (`changePValue`). The two are exact duals: a bound at error level γ lies beyond an allowed
 * change exactly when that change's p-value is at most γ, so an interval and a verdict read from
 * the same comparison can never disagree.
 */
import { normalQuantile, studentTCdf, studentTQuantile } from './special.js';

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
  return { lower: lowerRatio(c, gamma) - 1, upper: upperRatio(c, gamma) - 1 };
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
  const r = c.replicates;
  const b = r.length;
  // Monte Carlo p-value with the +1 correction (Davison & Hinkley 1997, §4.2): never 0.
  const beyond = allowed.direction === 'up' ? countAtMost(r, limit) : b - countBelow(r, limit);
  return (1 + beyond) / (b + 1);
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

/**
 * The (k + 1)-th smallest replicate with k = ⌊γ(B + 1)⌋ − 1: an allowed ratio below it has
 * (1 + #{r ≤ ratio}) / (B + 1) ≤ γ and one at or above it does not, which makes the bound the
 * exact dual of the p-value. With too few replicates for γ the bound is 0 (a −100 % change).
 */
function lowerRatio(c: BootstrapComparison, gamma: number): number {
  const k = Math.floor(gamma * (c.replicates.length + 1)) - 1;
  return k < 0 ? 0 : c.replicates[Math.min(k, c.replicates.length - 1)]!;
}

function upperRatio(c: BootstrapComparison, gamma: number): number {
  const b = c.replicates.length;
  const k = Math.floor(gamma * (b + 1)) - 1;
  return k < 0 ? Infinity : c.replicates[Math.max(b - 1 - k, 0)]!;
}

/** Welch bounds: ln change ± t_{1−γ, ν} · se, back on the ratio scale. */
function welchBounds(c: WelchComparison, gamma: number): ChangeInterval {
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    const at = Math.expm1(c.logChange);
    return { lower: at, upper: at };
  }
  const half = studentTQuantile(1 - gamma, c.dof) * c.standardError;
  return { lower: Math.expm1(c.logChange - half), upper: Math.expm1(c.logChange + half) };
}

/** P(T ≥ (ln change − θ₀) / se) for `up`, P(T ≤ …) for `down`, T ~ t(ν). */
function welchPValue(c: WelchComparison, direction: 'up' | 'down', theta: number): number {
  const diff = c.logChange - theta;
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    return (direction === 'up' ? diff > 0 : diff < 0) ? 0 : 1;
  }
  const t = diff / c.standardError;
  return direction === 'up' ? studentTCdf(-t, c.dof) : studentTCdf(t, c.dof);
}

/**
 * Wilson score interval for one proportion (Wilson 1927) at one-sided error γ per side: the
 * interval of p whose score test does not reject; unlike the Wald interval it stays inside
 * [0, 1] and keeps its coverage at 0 or all successes, the usual case for success rates.
 */
export function wilsonInterval(successes: number, trials: number, gamma: number): ChangeInterval {
  const z = normalQuantile(1 - gamma);
  const z2 = z * z;
  const p = successes / trials;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * Bounds on p_current / p_baseline − 1 by MOVER-R (Donner & Zou 2012, "Closed-form confidence
 * intervals for functions of the normal mean and standard deviation", Stat Methods Med Res 21;
 * Newcombe 2013, "Confidence Intervals for Proportions and Related Measures of Effect Size", §10):
 * the Wilson limits of each side recovered into limits for the ratio.
 */
function moverBounds(c: ProportionComparison, gamma: number): ChangeInterval {
  const p1 = c.currentSuccesses / c.currentCount;
  const p2 = c.baselineSuccesses / c.baselineCount;
  const w1 = wilsonInterval(c.currentSuccesses, c.currentCount, gamma);
  const w2 = wilsonInterval(c.baselineSuccesses, c.baselineCount, gamma);
  const pp = p1 * p2;
  const lowDisc = pp * pp - w1.lower * w2.upper * (2 * p1 - w1.lower) * (2 * p2 - w2.upper);
  const lower = (pp - Math.sqrt(Math.max(0, lowDisc))) / (w2.upper * (2 * p2 - w2.upper));
  const highDen = w2.lower * (2 * p2 - w2.lower);
  const highDisc = pp * pp - w1.upper * w2.lower * (2 * p1 - w1.upper) * (2 * p2 - w2.lower);
  const upper = highDen > 0 ? (pp + Math.sqrt(Math.max(0, highDisc))) / highDen : Infinity;
  return { lower: Math.max(0, lower) - 1, upper: upper - 1 };
}

/**
 * The MOVER p-value: the error level γ at which the one-sided bound reaches the allowed ratio,
 * found by bisection on ln γ (the bound moves monotonically with γ). For γ above ½ the lower
 * bound continues as the upper bound at 1 − γ, so p-values near 1 come out too.
 */
function moverPValue(c: ProportionComparison, direction: 'up' | 'down', limit: number): number {
  const target = limit - 1;
  // beyond(γ): does the one-sided bound at error γ lie strictly beyond the allowed change?
  const beyond = (g: number): boolean => {
    if (direction === 'up') {
      const lower = g <= 0.5 ? moverBounds(c, g).lower : moverBounds(c, 1 - g).upper;
      return lower > target;
    }
    const upper = g <= 0.5 ? moverBounds(c, g).upper : moverBounds(c, 1 - g).lower;
    return upper < target;
  };
  let lo = 1e-15;
  let hi = 1 - 1e-15;
  if (beyond(lo)) return lo;
  if (!beyond(hi)) return 1;
  // Invariant: not beyond at lo, beyond at hi. Halving ln γ keeps the relative precision the
  // same for tiny p-values (Holm compares them with α / m) and for large ones.
  for (let i = 0; i < 200 && hi > lo * (1 + 1e-10); i++) {
    const mid = Math.sqrt(lo * hi);
    if (beyond(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** #{r ≤ x} in an ascending array, by binary search. */
function countAtMost(sorted: Float64Array, theta: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= theta) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** #{r < x} in an ascending array, by binary search. */
function countBelow(sorted: Float64Array, theta: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < theta) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function checkLevel(gamma: number): void {
  if (!(gamma > 0 && gamma < 0.5)) throw new RangeError(`error level must be between 0 and 0.5, got ${gamma}`);
}
