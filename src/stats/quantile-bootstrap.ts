/**
 * Bootstrap replicates of a percentile without building resamples.
 *
 * A bootstrap resample draws n values from the sorted sample x₍₁₎ … x₍ₙ₎ with replacement. Let
 * N_j be how many draws fall on x₍₁₎ … x₍ⱼ₎: Binomial(n, j/n). The resample's k-th smallest value
 * is x₍J₎ with J = min{j : N_j ≥ k}, so P(J ≤ j) = P(Binomial(n, j/n) ≥ k) = I_{j/n}(k, n − k + 1),
 * the exact bootstrap distribution of an order statistic (Hutson & Ernst 2000, "The exact
 * bootstrap mean and variance of an L-estimator", JRSS B 62). The linear-interpolation
 * percentile also needs the (k + 1)-th smallest, x₍J′₎: J′ = J unless exactly k draws fell on
 * the first J values, which given J = j has probability
 *   P(N_j = k) · (1 − ((j − 1)/j)^k) / P(J = j),
 * and then the other n − k draws are uniform over the n − j larger values, so J′ − j is the
 * smallest of n − k uniform picks from 1 … n − j.
 *
 * Drawing (J, J′) from these tables gives replicates in exactly the distribution full resampling
 * would, at O(1) per replicate instead of O(n): 10 000 replicates take about the same time for
 * 20 samples as for 500.
 */
import { logGamma, regularizedBeta } from './special.js';

/** Returns a uniform number in (0, 1) on each call. */
export type UniformSource = () => number;

/** Draws one bootstrap replicate of a percentile per call. */
export type QuantileResampler = (uniform: UniformSource) => number;

/** Tail probability below which a value of J is treated as never drawn. */
const NEGLIGIBLE = 1e-14;

/**
 * A resampler for numpy's linear-interpolation q-quantile of `sorted`.
 *
 * @param sorted - the sample, ascending, n ≥ 1. Kept by reference; do not modify it afterwards.
 * @param q - the quantile, 0–1.
 */
export function quantileResampler(sorted: Float64Array, q: number): QuantileResampler {
  const n = sorted.length;
  if (n < 1) throw new RangeError('a quantile needs at least one value');
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be from 0 to 1, got ${q}`);
  const rank = (n - 1) * q;
  const lo = Math.floor(rank);
  const k = lo + 1;
  const t = rank - lo;
  const { first, cdf, nextDiffers } = orderStatisticTable(n, k);
  const guide = guideTable(cdf);
  const cells = guide.length;
  const interpolate = t > 0 && k < n;

  return (uniform) => {
    const u = uniform();
    // Indexed search (Chen & Asau 1974): start at the first index whose CDF reaches the cell's
    // lower edge, then step; about two comparisons per draw.
    let a = guide[Math.floor(u * cells)]!;
    while (cdf[a]! < u) a++;
    const j = first + a;
    const lower = sorted[j - 1]!;
    if (!interpolate) return lower;
    let jNext = j;
    if (uniform() < nextDiffers[a]!) {
      // Smallest of n − k uniform picks from 1 … n − j, by inversion.
      const step = Math.ceil((n - j) * -Math.expm1(Math.log(uniform()) / (n - k)));
      jNext = Math.min(n, j + Math.max(1, step));
    }
    const upper = sorted[jNext - 1]!;
    return lower + t * (upper - lower);
  };
}

/** guide[i] = the first index whose CDF value is at least i / cells, for cells = cdf.length. */
function guideTable(cdf: Float64Array): Int32Array {
  const cells = cdf.length;
  const guide = new Int32Array(cells);
  let a = 0;
  for (let i = 0; i < cells; i++) {
    while (cdf[a]! < i / cells) a++;
    guide[i] = a;
  }
  return guide;
}

/**
 * For J, the index of the k-th smallest of a resample of size n: the CDF over the indices where
 * J has non-negligible probability (from `first`), and for each the probability that the
 * (k + 1)-th smallest lies on a larger index.
 */
function orderStatisticTable(n: number, k: number): { first: number; cdf: Float64Array; nextDiffers: Float64Array } {
  const cdfAt = (j: number): number => (j <= 0 ? 0 : j >= n ? 1 : regularizedBeta(j / n, k, n - k + 1));
  // J concentrates around k; walk out from it to where the tails become negligible.
  let first = k;
  while (first > 1 && cdfAt(first - 1) > NEGLIGIBLE) first--;
  let last = k;
  while (last < n && cdfAt(last) < 1 - NEGLIGIBLE) last++;
  const size = last - first + 1;
  const cdf = new Float64Array(size);
  const nextDiffers = new Float64Array(size);
  const logChoose = logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
  let below = cdfAt(first - 1);
  for (let i = 0; i < size; i++) {
    const j = first + i;
    const at = i === size - 1 ? 1 : cdfAt(j);
    cdf[i] = at;
    const pJ = at - below;
    if (pJ > 0 && j < n) {
      const p = j / n;
      const exactlyK = Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log1p(-p));
      const share = (exactlyK * -Math.expm1(k * Math.log1p(-1 / j))) / pJ;
      nextDiffers[i] = Math.min(1, Math.max(0, share));
    }
    below = at;
  }
  return { first, cdf, nextDiffers };
}

/**
 * The exact bootstrap variance of ln(q-quantile) of `sorted` (Hutson & Ernst 2000), for the order
 * statistic nearest the quantile's rank: how much the figure wanders from one resample of the
 * same requests to the next, without drawing any. NaN when a value it could land on is not > 0.
 *
 * @param sorted - the sample, ascending, n ≥ 1.
 * @param q - the quantile, 0–1.
 */
export function quantileLogVariance(sorted: Float64Array, q: number): number {
  const n = sorted.length;
  if (n < 1) throw new RangeError('a quantile needs at least one value');
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be from 0 to 1, got ${q}`);
  const k = Math.min(n, Math.max(1, Math.round((n - 1) * q) + 1));
  const { first, cdf } = orderStatisticTable(n, k);
  const centre = Math.log(sorted[k - 1]!);
  let below = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < cdf.length; i++) {
    const p = cdf[i]! - below;
    below = cdf[i]!;
    const x = sorted[first + i - 1]!;
    if (!(x > 0)) return NaN;
    // Moments about the central value, so the difference below does not cancel.
    const y = Math.log(x) - centre;
    m1 += p * y;
    m2 += p * y * y;
  }
  return Math.max(0, m2 - m1 * m1);
}
