/**
 * Step changes in a series of runs (main's history of one metric at one level), by E-divisive
 * means with a Student's t significance test, the method of MongoDB's Hunter (now Apache Otava;
 * Daly et al., "Creating a Virtuous Cycle in Performance Testing at MongoDB", ICPE 2020; Fleming
 * et al., "Hunter: Using Change Point Detection to Hunt for Performance Regressions", ICPE 2023).
 *
 * 1. **Split, top down** (Matteson & James, "A Nonparametric Approach for Multiple Change Point
 *    Analysis of Multivariate Data", JASA 2014, α = 1): within a segment, the split τ that
 *    maximises Q̂ = m·n/(m + n) · Ê over the ends κ of the right side, the energy distance between
 *    the m values of [start, τ) and the n of [τ, κ), Ê = 2/(mn) Σ|xᵢ − yⱼ| − Σ_{i<k}|xᵢ − xₖ| / C(m, 2) − Σ_{j<k}|yⱼ − yₖ| / C(n, 2).
 *    Of every segment's best split, the one with the largest Q̂ is tested ([start, τ) against
 *    [τ, κ)) with a two-sided two-sample Student's t-test; kept when
 *    p ≤ 10 × `maxP`, and the segments are split again, until a split is not kept. Hunter replaced
 *    E-divisive's permutation test by this t-test: deterministic, and it works with a handful of
 *    points.
 *    The t-test's pooled variance is at least `minRunLogSd`², the runs' own sampling noise, which
 *    the caller knows from each run's requests: a few runs alike by chance on one side of a split
 *    would otherwise make any difference look certain (`gate/drift.ts`, `cohortNoiseLogSd`).
 * 2. **Merge, bottom up**: while some change point's p (against its neighbours) exceeds `maxP`,
 *    or, once all pass, the smallest step is below `minMagnitude`, that weakest one is removed and
 *    its neighbours are tested again.
 *
 * Values are compared on the log scale, so a step is a ratio, as every change in this tool is.
 * `minMagnitude` is Hunter's 0.05; `maxP` is stricter than Hunter's 0.001 (`CHANGE_POINT_MAX_P`
 * says why), and each side of a step holds at least 2 runs (`MIN_SIDE`). The false alarms this
 * gives on real CLI runs of an unchanged endpoint are measured by `npm run bench:verdict -- --drift`.
 */
import { studentTCdf } from './special.js';

/** One step change. */
export interface ChangePoint {
  /** Index of the first value after the step. */
  index: number;
  /** Geometric mean of the values from the previous change point up to the step. */
  before: number;
  /** Geometric mean of the values from the step up to the next change point. */
  after: number;
  /** after / before − 1. */
  change: number;
  /** Two-sided p-value of the t-test between the two sides. */
  pValue: number;
}

export interface ChangePointOptions {
  /** Largest p-value a change point keeps. @defaultValue 0.0002 */
  maxP?: number;
  /**
   * Least sd of ln(a run's value) the t-tests assume, whatever the two sides show: the runs' own
   * sampling noise, about which a run's figure moves however alike a few runs happen to be; 0,
   * or a value that is not a number above 0, leaves the sides' spread alone. @defaultValue 0
   */
  minRunLogSd?: number;
  /** Smallest step kept, as max(|after/before − 1|, |before/after − 1|). @defaultValue 0.05 */
  minMagnitude?: number;
}

/**
 * Fewest runs on each side of a step. One run apart from the rest is what an outlier looks like
 * too: at Hunter's p ≤ 0.001, unchanged series of 18 runs with a 3 % scatter, judged afresh at
 * every merge over the last 11 runs, had a step reported in 7.2 % of sequences with one-run sides
 * and 4.2 % with two (1 000 seeded series). A real step is reported one main run later.
 */
const MIN_SIDE = 2;

/**
 * Largest p-value kept: stricter than Hunter's 0.001, because Hunter analyses a history once and
 * the gate analyses main's history again at every merge. On seeded unchanged series (3 % and 10 %
 * scatter, the last 11 runs judged afresh at each of 15 merges, 500 sequences), 0.001 reported a
 * step in 5.0 % and 6.4 % of sequences, 0.0002 in 1.0 % and 1.2 %; a 15 % step at 3 % scatter
 * was still found in 95 % of them (99 % at 0.001), a median of 2 runs after it.
 */
export const CHANGE_POINT_MAX_P = 0.0002;
/** Smallest step kept: Hunter's default. */
export const CHANGE_POINT_MIN_MAGNITUDE = 0.05;

/** The step changes in `values` (> 0, oldest first), in order; none for fewer than 3 values. */
export function changePoints(values: readonly number[], options: ChangePointOptions = {}): ChangePoint[] {
  const maxP = options.maxP ?? CHANGE_POINT_MAX_P;
  const minMagnitude = options.minMagnitude ?? CHANGE_POINT_MIN_MAGNITUDE;
  if (values.length < 3 || !values.every((v) => Number.isFinite(v) && v > 0)) return [];
  const series: LogSeries = { ys: values.map((v) => Math.log(v)), minVariance: floorVariance(options.minRunLogSd) };
  const kept = merge(split(series, maxP * 10), series, maxP, minMagnitude);
  return kept.map((i) => describe(series, i, kept));
}

function floorVariance(sd: number | undefined): number {
  return sd !== undefined && sd > 0 && Number.isFinite(sd) ? sd * sd : 0;
}

/** The logs of a series, and the least variance its t-tests assume. */
interface LogSeries {
  ys: readonly number[];
  minVariance: number;
}

/** Top-down splitting (step 1); returns the kept indexes, sorted. */
function split(series: LogSeries, maxP: number): number[] {
  const { ys } = series;
  const points: number[] = [];
  for (;;) {
    const bounds = [0, ...points, ys.length];
    let best: { start: number; index: number; end: number; q: number } | null = null;
    for (let s = 0; s + 1 < bounds.length; s++) {
      const found = bestSplit(ys, bounds[s] as number, bounds[s + 1] as number);
      if (found !== null && (best === null || found.q > best.q)) best = found;
    }
    if (best === null) return points;
    const { pValue } = tTestBetween(series, best.start, best.index, best.end);
    if (!(pValue <= maxP)) return points;
    points.push(best.index);
    points.sort((a, b) => a - b);
  }
}

/**
 * The split τ of ys[lo, hi) with the largest Q̂ between ys[lo, τ) and ys[τ, κ) over every end κ
 * (Matteson & James's κ: a segment that steps up and back down is split where it steps, not where
 * its halves differ most); null when the segment is too short to split.
 */
function bestSplit(ys: readonly number[], lo: number, hi: number): { start: number; index: number; end: number; q: number } | null {
  if (hi - lo < 2 * MIN_SIDE) return null;
  let best: { start: number; index: number; end: number; q: number } | null = null;
  for (let tau = lo + MIN_SIDE; tau + MIN_SIDE <= hi; tau++) {
    for (let kappa = tau + MIN_SIDE; kappa <= hi; kappa++) {
      const q = qHat(ys.slice(lo, tau), ys.slice(tau, kappa));
      if (best === null || q > best.q) best = { start: lo, index: tau, end: kappa, q };
    }
  }
  return best;
}

/** Q̂ of Matteson & James with α = 1 (see the module comment). */
function qHat(x: readonly number[], y: readonly number[]): number {
  const m = x.length;
  const n = y.length;
  let between = 0;
  for (const a of x) for (const b of y) between += Math.abs(a - b);
  const within = (z: readonly number[]): number => {
    if (z.length < 2) return 0;
    let sum = 0;
    for (let i = 0; i < z.length; i++) for (let k = i + 1; k < z.length; k++) sum += Math.abs((z[i] as number) - (z[k] as number));
    return sum / ((z.length * (z.length - 1)) / 2);
  };
  const e = (2 * between) / (m * n) - within(x) - within(y);
  return ((m * n) / (m + n)) * e;
}

/** Bottom-up merging (step 2). */
function merge(points: number[], series: LogSeries, maxP: number, minMagnitude: number): number[] {
  const kept = [...points];
  while (kept.length > 0) {
    const stats = kept.map((i) => describe(series, i, kept));
    let weakest = stats.reduce((a, b) => (b.pValue > a.pValue ? b : a));
    if (weakest.pValue < maxP) {
      weakest = stats.reduce((a, b) => (magnitude(b) < magnitude(a) ? b : a));
      if (magnitude(weakest) > minMagnitude) return kept;
    }
    kept.splice(kept.indexOf(weakest.index), 1);
  }
  return kept;
}

function magnitude(c: ChangePoint): number {
  return Math.max(Math.abs(c.after / c.before - 1), Math.abs(c.before / c.after - 1));
}

/** The change point at `index`, its sides bounded by its neighbours in `points` (or the series' ends). */
function describe(series: LogSeries, index: number, points: readonly number[]): ChangePoint {
  const { left, right, pValue } = tTest(series, index, points);
  const before = Math.exp(mean(left));
  const after = Math.exp(mean(right));
  return { index, before, after, change: after / before - 1, pValue };
}

/** Student's two-sample t-test (pooled variance, two-sided) between the two sides of `index`, bounded by its neighbours in `points`. */
function tTest(series: LogSeries, index: number, points: readonly number[]): { left: number[]; right: number[]; pValue: number } {
  const end = Math.min(series.ys.length, ...points.filter((p) => p > index));
  return tTestBetween(series, Math.max(0, ...points.filter((p) => p < index)), index, end);
}

/**
 * The t-test between ys[start, index) and ys[index, end), its pooled variance at least the
 * series' `minVariance`.
 */
function tTestBetween(series: LogSeries, start: number, index: number, end: number): { left: number[]; right: number[]; pValue: number } {
  const { ys, minVariance } = series;
  const left = ys.slice(start, index);
  const right = ys.slice(index, end);
  const m = left.length;
  const n = right.length;
  if (m === 0 || n === 0 || m + n < 3) return { left, right, pValue: 1 };
  const ss = (z: readonly number[]): number => {
    const mu = mean(z);
    return z.reduce((a, v) => a + (v - mu) ** 2, 0);
  };
  const dof = m + n - 2;
  const pooled = Math.max(minVariance, (ss(left) + ss(right)) / dof);
  const diff = mean(right) - mean(left);
  if (!(pooled > 0)) return { left, right, pValue: Math.abs(diff) > 0 ? 0 : 1 };
  const t = diff / Math.sqrt(pooled * (1 / m + 1 / n));
  return { left, right, pValue: 2 * (1 - studentTCdf(Math.abs(t), dof)) };
}

function mean(z: readonly number[]): number {
  return z.reduce((a, b) => a + b, 0) / z.length;
}
