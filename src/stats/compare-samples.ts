/**
 * Compare a percentile or the mean of two independent samples (a baseline run's requests and this
 * run's) as a relative change with bounds.
 *
 * Method, and why:
 * - Percentiles: the percentile bootstrap (Efron 1979) of P_current / P_baseline, each side
 *   resampled independently, with the same linear-interpolation percentile the report shows (so
 *   the point change matches the table). Latency percentiles have no usable closed-form standard
 *   error and their sampling distribution is skewed and lumpy; the bootstrap follows both.
 *   Replicates come from the exact distribution of the resample's order statistics
 *   (`quantileResampler`), O(1) each, so 10 000 of them cost about 2 ms at any sample size.
 * - A percentile is judged only when each side expects at least two values above it:
 *   n ≥ 2 / (1 − q), i.e. p90 from 20, p95 from 40, p99 from 200 samples (anything from 10).
 *   Below that the estimate is one of the two largest values and the bootstrap cannot see past
 *   the sample maximum: in simulation (`bench/stats-evidence.ts`, sections `calibration` and
 *   `minimum`) its false-alarm rate at the error level of Holm's first step for 36 checks
 *   (0.0014) is 1.8–3.2 times nominal for p95 of 32 samples and 3–5 times for p99 of 64, against
 *   at most 1.4 times at the minimum sizes and under 0.9 times at the 1 % and 5 % levels. Such a
 *   check is `insufficient`: it never raises an alarm and says how many samples it needs.
 * - The mean: Welch's t on the log scale (`welch-log.ts`), closed-form and deterministic.
 */
import { percentile } from './percentile.js';
import type { BootstrapComparison, Comparison, InsufficientComparison } from './comparison.js';
import { quantileResampler } from './quantile-bootstrap.js';
import { createUint32Source, openUnit } from './random.js';
import { logMean, welchLog } from './welch-log.js';

/** The statistics of a sample that can be compared. */
export type SampleStat = 'p50' | 'p90' | 'p95' | 'p99' | 'mean';

/** How a percentile's bootstrap is run. */
export interface BootstrapOptions {
  /**
   * Seeds the resampling; the same samples and seed always give the same result. Give each
   * check of a run its own seed (`mixSeed(seed, …)`) so their resamples are independent.
   * @defaultValue 1
   */
  seed?: number;
  /**
   * Bootstrap resamples B. The smallest p-value a check can reach is 1 / (B + 1), and the first
   * step of Holm's procedure over m checks needs α / m, so B should be at least 5·m / α.
   * @defaultValue 10 000 (enough for 100 checks at α = 0.05)
   */
  resamples?: number;
}

/** The resamples used when none are given. */
export const DEFAULT_RESAMPLES = 10_000;

/** Fewest samples per side below which no statistic is judged. */
export const MIN_SAMPLES = 10;

/** The quantile (0–1) a percentile statistic names; undefined for the mean. */
export function statQuantile(stat: SampleStat): number | undefined {
  switch (stat) {
    case 'p50': return 0.5;
    case 'p90': return 0.9;
    case 'p95': return 0.95;
    case 'p99': return 0.99;
    case 'mean': return undefined;
  }
}

/**
 * Fewest samples per side for `stat` to be judged: at least two expected above a percentile,
 * n ≥ 2 / (1 − q), and never fewer than `MIN_SAMPLES`: p50 10, p90 20, p95 40, p99 200, mean 10.
 */
export function minimumSamples(stat: SampleStat): number {
  const q = statQuantile(stat);
  return q === undefined ? MIN_SAMPLES : Math.max(MIN_SAMPLES, Math.ceil(2 / (1 - q) - 1e-9));
}

/**
 * Compare `stat` of two independent samples: the relative change current / baseline − 1 and what
 * its bounds and p-values need (see `changeBounds`, `changePValue`). Percentiles are seeded
 * bootstrap comparisons; the mean is a closed-form Welch comparison and ignores `options`.
 *
 * @param baseline - the baseline's values (e.g. TTFT of each successful request, ms); any order,
 *   finite and ≥ 0. Not modified.
 * @param current - this run's values, same unit.
 * @returns an `insufficient` comparison when a side has fewer than `minimumSamples(stat)` values
 *   or the baseline's statistic is 0 (a relative change is then undefined).
 * @throws RangeError when a value is negative or not finite.
 */
export function compareSamples(
  baseline: ArrayLike<number>, current: ArrayLike<number>, stat: SampleStat, options: BootstrapOptions = {},
): Comparison {
  const base = sortedCopy(baseline, 'baseline');
  const cur = sortedCopy(current, 'current');
  const q = statQuantile(stat);
  const estimate = (x: Float64Array): number | null => (x.length === 0 ? null : q === undefined ? meanOf(x) : percentile(x, q * 100)!);
  const baselineValue = estimate(base);
  const currentValue = estimate(cur);
  const common = {
    statistic: stat,
    baselineCount: base.length,
    currentCount: cur.length,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1,
  };
  const needed = minimumSamples(stat);
  const short = base.length < needed ? 'baseline' : cur.length < needed ? 'current run' : null;
  if (short !== null) {
    const has = short === 'baseline' ? base.length : cur.length;
    return insufficient(common, needed, `${stat} needs at least ${needed} samples per side; the ${short} has ${has}`);
  }
  if (baselineValue === 0) return insufficient(common, null, `the baseline's ${stat} is 0, so a relative change is undefined`);

  if (q === undefined) return { ...common, method: 'welch-log', ...welchLog(logMean(base), logMean(cur)) };

  return percentileBootstrap(base, cur, q, options);
}

/**
 * The percentile bootstrap of P_current / P_baseline for sorted samples, without the minimum
 * sample size `compareSamples` enforces (for studying the method below it).
 *
 * @param base - baseline, ascending, at least one value, its q-quantile above 0.
 * @param cur - current, ascending, at least one value.
 */
export function percentileBootstrap(base: Float64Array, cur: Float64Array, q: number, options: BootstrapOptions = {}): BootstrapComparison {
  const resamples = checkResamples(options.resamples ?? DEFAULT_RESAMPLES);
  const next = createUint32Source(options.seed ?? 1);
  const uniform = (): number => openUnit(next);
  const resampleBase = quantileResampler(base, q);
  const resampleCur = quantileResampler(cur, q);
  const replicates = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) replicates[b] = ratio(resampleCur(uniform), resampleBase(uniform));
  replicates.sort();
  const baselineValue = percentile(base, q * 100)!;
  const currentValue = percentile(cur, q * 100)!;
  return {
    statistic: `p${Math.round(q * 100)}`,
    baselineCount: base.length,
    currentCount: cur.length,
    baselineValue,
    currentValue,
    change: baselineValue === 0 ? null : currentValue / baselineValue - 1,
    method: 'percentile-bootstrap',
    replicates,
  };
}

/** current / baseline, with the limits a zero on either side implies (0 / 0 is no change). */
function ratio(current: number, base: number): number {
  if (base > 0) return current / base;
  return current > 0 ? Infinity : 1;
}

function checkResamples(b: number): number {
  if (!(Number.isInteger(b) && b >= 100)) throw new RangeError(`resamples must be an integer ≥ 100, got ${b}`);
  return b;
}

function insufficient(common: Omit<InsufficientComparison, 'method' | 'needed' | 'reason'>, needed: number | null, reason: string): InsufficientComparison {
  return { ...common, method: 'insufficient', needed, reason };
}

function sortedCopy(values: ArrayLike<number>, side: string): Float64Array {
  const out = Float64Array.from(values);
  for (let i = 0; i < out.length; i++) {
    const x = out[i]!;
    if (!(Number.isFinite(x) && x >= 0)) throw new RangeError(`${side} sample value ${i} must be a finite number ≥ 0, got ${x}`);
  }
  // A typed array sorts numerically.
  return out.sort();
}

function meanOf(x: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i]!;
  return sum / x.length;
}
