/**
 * How precisely one level's requests pin down a metric: the relative half-width of its 95 %
 * confidence interval from this run alone (0.1 = the value is known to ±10 %). Adaptive sampling
 * keeps a level going until every gated metric is this tight.
 *
 * - Percentiles: the distribution-free order-statistic interval [x₍ₗ₎, x₍ᵤ₎] (the number of
 *   values below the true q-quantile is Binomial(n, q)), so it holds for any latency shape and
 *   is unbounded (Infinity) until the sample has enough values on both sides of the percentile
 *   (a p99 needs about 300).
 * - Means: the normal interval, 1.96 · s / √n.
 * - Throughput (qps, rpm, tpm, output_tokens_per_s), read as Σ work / Σ E2E over requests as the
 *   regression checks do: the ratio estimator's delta-method interval.
 * - Success rate: the Wilson interval.
 * - `itl_ms` (pooled gaps of one request move together, so they are not independent samples),
 *   `min` and `max` cannot be bounded this way: they are left out, as are `goodput` and
 *   `slo_attainment`, which depend on the spec's per-request bounds.
 */
import { column } from './samples.js';
import { type LevelSamples } from '../model/samples.js';
import { isServerMetric, type MetricRef } from './catalogue.js';
import { regularizedBeta } from '../stats/special.js';
import { statQuantile, type SampleStat } from '../stats/compare-samples.js';
import { wilsonInterval } from '../stats/mover.js';
import { percentile } from '../stats/percentile.js';

/** Two-sided error of the intervals: 95 % confidence. */
const ALPHA = 0.05;
const Z = 1.959963984540054;

/** True when `resolutionOf` can bound the metric at all. */
export function resolvable(ref: MetricRef): boolean {
  if (ref.metric === 'itl_ms') return false;
  // Counted against the spec's goodput bounds, which a level's samples alone do not carry.
  if (ref.metric === 'goodput' || ref.metric === 'slo_attainment') return false;
  // The server's own figures come from its metrics, not from the requests' samples.
  if (isServerMetric(ref.metric)) return false;
  return ref.stat !== 'min' && ref.stat !== 'max';
}

/**
 * The relative half-width of `ref` over the level's samples; Infinity when the data cannot
 * bound it (too few values, a value of 0, or a metric `resolvable` rejects).
 */
export function resolutionOf(ref: MetricRef, s: LevelSamples): number {
  if (!resolvable(ref)) return Infinity;
  switch (ref.metric) {
    case 'success_rate': {
      const n = s.ok.length;
      if (n === 0) return Infinity;
      const ok = s.ok.reduce<number>((a, b) => a + b, 0);
      if (ok === 0) return Infinity;
      const w = wilsonInterval(ok, n, ALPHA / 2);
      return (w.upper - w.lower) / 2 / (ok / n);
    }
    case 'qps':
    case 'rpm':
      return ratioResolution(s, (i) => (s.ok[i] === 1 ? 1 : 0));
    case 'tpm':
      return ratioResolution(s, (i) => (s.ok[i] === 1 ? (s.input_tokens[i] ?? 0) + (s.output_tokens[i] ?? 0) : 0));
    case 'output_tokens_per_s':
      return ratioResolution(s, (i) => (s.ok[i] === 1 ? s.output_tokens[i] ?? 0 : 0));
    default: {
      const values = column(s, ref.metric);
      if (ref.stat === 'mean') return meanResolution(values);
      const q = statQuantile(ref.stat as SampleStat);
      return q === undefined ? Infinity : quantileResolution(values, q);
    }
  }
}

/** The worst resolution over `refs`; 0 when `refs` is empty. */
export function worstResolution(refs: readonly MetricRef[], s: LevelSamples): number {
  let worst = 0;
  for (const ref of refs) worst = Math.max(worst, resolutionOf(ref, s));
  return worst;
}

/**
 * Half the width of the order-statistic interval of the q-quantile, over the linear-interpolation
 * percentile the report shows.
 */
export function quantileResolution(values: Float64Array, q: number): number {
  const n = values.length;
  if (!(q > 0 && q < 1) || n < 2) return Infinity;
  const sorted = Float64Array.from(values).sort();
  // F(k) = P(Binomial(n, q) ≤ k): the chance that at most k values lie below the true quantile.
  const cdf = (k: number): number => (k < 0 ? 0 : k >= n ? 1 : regularizedBeta(1 - q, n - k, k + 1));
  // Lower rank l: the largest with F(l − 1) ≤ α/2; upper rank u: the smallest with F(u − 1) ≥ 1 − α/2.
  const lower = lastAtMost(1, n, (j) => cdf(j - 1) <= ALPHA / 2);
  const upper = firstAtLeast(1, n, (j) => cdf(j - 1) >= 1 - ALPHA / 2);
  if (lower === undefined || upper === undefined) return Infinity;
  const estimate = percentile(sorted, q * 100);
  const width = (sorted[upper - 1] as number) - (sorted[lower - 1] as number);
  if (estimate === undefined || !(estimate > 0)) return width === 0 ? 0 : Infinity;
  return width / 2 / estimate;
}

function meanResolution(values: Float64Array): number {
  const n = values.length;
  if (n < 2) return Infinity;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  if (!(mean > 0)) return ss === 0 ? 0 : Infinity;
  return (Z * Math.sqrt(ss / (n - 1) / n)) / mean;
}

/** Σ work / Σ E2E with the delta-method standard error of a ratio estimator. */
function ratioResolution(s: LevelSamples, work: (i: number) => number): number {
  const n = s.ok.length;
  if (n < 2) return Infinity;
  let sy = 0;
  let sx = 0;
  for (let i = 0; i < n; i++) {
    sy += work(i);
    sx += s.e2e_ms[i] ?? 0;
  }
  if (!(sy > 0 && sx > 0)) return Infinity;
  const r = sy / sx;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (work(i) - r * (s.e2e_ms[i] ?? 0)) ** 2;
  const se = Math.sqrt(ss / (n * (n - 1))) / (sx / n);
  return (Z * se) / r;
}

/** Index search helpers over [lo, hi] for monotone predicates. */
function lastAtMost(lo: number, hi: number, ok: (j: number) => boolean): number | undefined {
  if (!ok(lo)) return undefined;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function firstAtLeast(lo: number, hi: number, ok: (j: number) => boolean): number | undefined {
  if (!ok(hi)) return undefined;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ok(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
