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
import type { AllowedChangeLimit, ChangeInterval, Comparison, JudgeableComparison } from './comparison-types.js';

export type {
  AllowedChangeLimit,
  BootstrapComparison,
  ChangeInterval,
  Comparison,
  InsufficientComparison,
  JudgeableComparison,
  ProportionComparison,
  WelchComparison,
} from './comparison-types.js';

/** True when the comparison carries enough data for bounds and p-values. */
export function isJudgeable(c: Comparison): c is JudgeableComparison {
  return c.method !== 'insufficient';
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
