/**
 * Bounds and p-values of a percentile bootstrap comparison (Efron 1979), read off its sorted
 * replicates so that each is the exact dual of the other.
 */
import type { BootstrapComparison, ChangeInterval } from './comparison-types.js';

/** Replicate quantiles at γ and 1 − γ, as relative changes. */
export function bootstrapBounds(c: BootstrapComparison, gamma: number): ChangeInterval {
  return { lower: lowerRatio(c, gamma) - 1, upper: upperRatio(c, gamma) - 1 };
}

/**
 * The Monte Carlo p-value with the +1 correction (Davison & Hinkley 1997, §4.2): the share of
 * replicates at or inside the allowed ratio, counting the observed data as one more; never 0,
 * at least 1 / (B + 1).
 */
export function bootstrapPValue(c: BootstrapComparison, direction: 'up' | 'down', limit: number): number {
  const r = c.replicates;
  const b = r.length;
  const inside = direction === 'up' ? countAtMost(r, limit) : b - countBelow(r, limit);
  return (1 + inside) / (b + 1);
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

/** The mirror of `lowerRatio`: the (k + 1)-th largest replicate; +∞ with too few replicates. */
function upperRatio(c: BootstrapComparison, gamma: number): number {
  const b = c.replicates.length;
  const k = Math.floor(gamma * (b + 1)) - 1;
  return k < 0 ? Infinity : c.replicates[Math.max(b - 1 - k, 0)]!;
}

/** #{r ≤ x} in an ascending array, by binary search. */
function countAtMost(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** #{r < x} in an ascending array, by binary search. */
export function countBelow(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
