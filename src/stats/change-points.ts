/**
 * Step changes in a series of runs (main's history of one metric at one level), by E-divisive
 * means with a Student's t significance test, the method of MongoDB's Hunter (now Apache Otava;
 * Daly et al., "Creating a Virtuous Cycle in Performance Testing at MongoDB", ICPE 2020; Fleming
 * et al., "Hunter: Using Change Point Detection to Hunt for Performance Regressions", ICPE 2023).
 *
 * 1. **Split, top down** (Matteson & James, "A Nonparametric Approach for Multiple Change Point
 *    Analysis of Multivariate Data", JASA 2014, α = 1): within a segment, the split τ that
 *    maximises Q̂ = m·n/(m + n) · Ê, the energy distance between the m values left of τ and the n
 *    right of it, Ê = 2/(mn) Σ|xᵢ − yⱼ| − Σ_{i<k}|xᵢ − xₖ| / C(m, 2) − Σ_{j<k}|yⱼ − yₖ| / C(n, 2).
 *    Of every segment's best split, the one with the largest Q̂ is tested against its segment (the
 *    values between its neighbouring change points) with a two-sided two-sample t-test; kept when
 *    p ≤ 10 × `maxP`, and the segments are split again, until a split is not kept. Hunter replaced
 *    E-divisive's permutation test by this t-test: deterministic, and it works with a handful of
 *    points.
 * 2. **Merge, bottom up**: while some change point's p (against its neighbours) exceeds `maxP`,
 *    or, once all pass, the smallest step is below `minMagnitude`, that weakest one is removed and
 *    its neighbours are tested again.
 *
 * Values are compared on the log scale, so a step is a ratio, as every change in this tool is.
 * Defaults are Hunter's: `maxP` 0.001, `minMagnitude` 0.05. The false alarms this gives on real
 * CLI runs of an unchanged endpoint are measured by `npm run bench:verdict -- --drift`.
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
  /** Largest p-value a change point keeps. @defaultValue 0.001 */
  maxP?: number;
  /** Smallest step kept, as max(|after/before − 1|, |before/after − 1|). @defaultValue 0.05 */
  minMagnitude?: number;
}

/** Hunter's defaults. */
export const CHANGE_POINT_MAX_P = 0.001;
export const CHANGE_POINT_MIN_MAGNITUDE = 0.05;

/** The step changes in `values` (> 0, oldest first), in order; none for fewer than 3 values. */
export function changePoints(values: readonly number[], options: ChangePointOptions = {}): ChangePoint[] {
  const maxP = options.maxP ?? CHANGE_POINT_MAX_P;
  const minMagnitude = options.minMagnitude ?? CHANGE_POINT_MIN_MAGNITUDE;
  if (values.length < 3 || !values.every((v) => Number.isFinite(v) && v > 0)) return [];
  const ys = values.map((v) => Math.log(v));
  return merge(split(ys, maxP * 10), ys, maxP, minMagnitude).map((i) => describe(ys, i, []));
}

/** Top-down splitting (step 1); returns the kept indexes, sorted. */
function split(ys: readonly number[], maxP: number): number[] {
  const points: number[] = [];
  for (;;) {
    const bounds = [0, ...points, ys.length];
    let best: { index: number; q: number } | null = null;
    for (let s = 0; s + 1 < bounds.length; s++) {
      const found = bestSplit(ys, bounds[s] as number, bounds[s + 1] as number);
      if (found !== null && (best === null || found.q > best.q)) best = found;
    }
    if (best === null) return points;
    const { pValue } = tTest(ys, best.index, points);
    if (!(pValue <= maxP)) return points;
    points.push(best.index);
    points.sort((a, b) => a - b);
  }
}

/** The split of ys[lo, hi) with the largest Q̂; null when the segment is too short to split. */
function bestSplit(ys: readonly number[], lo: number, hi: number): { index: number; q: number } | null {
  if (hi - lo < 3) return null;
  let best: { index: number; q: number } | null = null;
  for (let tau = lo + 1; tau < hi; tau++) {
    const q = qHat(ys.slice(lo, tau), ys.slice(tau, hi));
    if (best === null || q > best.q) best = { index: tau, q };
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
function merge(points: number[], ys: readonly number[], maxP: number, minMagnitude: number): number[] {
  const kept = [...points];
  while (kept.length > 0) {
    const stats = kept.map((i) => describe(ys, i, kept));
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
function describe(ys: readonly number[], index: number, points: readonly number[]): ChangePoint {
  const { left, right, pValue } = tTest(ys, index, points);
  const before = Math.exp(mean(left));
  const after = Math.exp(mean(right));
  return { index, before, after, change: after / before - 1, pValue };
}

/** Student's two-sample t-test (pooled variance, two-sided) between the two sides of `index`. */
function tTest(ys: readonly number[], index: number, points: readonly number[]): { left: number[]; right: number[]; pValue: number } {
  const start = Math.max(0, ...points.filter((p) => p < index));
  const end = Math.min(ys.length, ...points.filter((p) => p > index));
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
  const pooled = (ss(left) + ss(right)) / dof;
  const diff = mean(right) - mean(left);
  if (!(pooled > 0)) return { left, right, pValue: Math.abs(diff) > 0 ? 0 : 1 };
  const t = diff / Math.sqrt(pooled * (1 / m + 1 / n));
  return { left, right, pValue: 2 * (1 - studentTCdf(Math.abs(t), dof)) };
}

function mean(z: readonly number[]): number {
  return z.reduce((a, b) => a + b, 0) / z.length;
}
