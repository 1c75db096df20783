/**
 * Percentiles and distribution summaries. Pure: arrays in, values out.
 */
import type { Distribution } from '../model/level-stats.js';

/**
 * The `p`-th percentile of an ascending sample, by linear interpolation between the closest
 * ranks: exactly numpy's default `np.percentile(a, p)` (`method="linear"`). The rank is
 * `(n − 1) · p / 100`; the result lies between the values at its floor and ceiling.
 *
 * @param sorted - values in ascending order; not checked, so sort first (see `distribution`).
 * @param p - percentile from 0 (the minimum) to 100 (the maximum).
 * @returns undefined for an empty sample.
 * @throws RangeError when `p` is outside 0–100 or not a number.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number | undefined {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be from 0 to 100, got ${p}`);
  const n = sorted.length;
  if (n === 0) return undefined;
  // Same order of operations as numpy (q = p / 100, then (n − 1) · q) so that results agree to the last bit.
  const rank = (n - 1) * (p / 100);
  const lo = Math.floor(rank);
  const hi = Math.min(lo + 1, n - 1);
  const below = sorted[lo] as number;
  const above = sorted[hi] as number;
  const t = rank - lo;
  const diff = above - below;
  // numpy interpolates from the nearer end, which keeps the result monotonic in p under rounding.
  return t >= 0.5 ? above - diff * (1 - t) : below + diff * t;
}

/**
 * Summarise a sample: count, mean, min, max and P50/P90/P95/P99. The input is not modified.
 * An empty sample gives `count: 0` and null everywhere else.
 *
 * @param values - the sample, in any order; finite numbers.
 */
export function distribution(values: ArrayLike<number>): Distribution {
  return distributionInPlace(Float64Array.from(values));
}

/**
 * Like `distribution`, but sorts the given array in place instead of copying it, for callers
 * that built the array themselves and do not need its order (large pooled samples).
 *
 * @param values - the sample; sorted ascending on return.
 */
export function distributionInPlace(values: Float64Array): Distribution {
  const n = values.length;
  if (n === 0) {
    return { count: 0, mean: null, min: null, max: null, p50: null, p90: null, p95: null, p99: null };
  }
  // A typed array sorts numerically; a plain array's default sort would compare strings.
  values.sort();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  return {
    count: n,
    mean: sum / n,
    min: values[0] as number,
    max: values[n - 1] as number,
    p50: percentile(values, 50) as number,
    p90: percentile(values, 90) as number,
    p95: percentile(values, 95) as number,
    p99: percentile(values, 99) as number,
  };
}
