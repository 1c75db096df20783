/**
 * A change judged against a baseline of several runs, so that what moves from one run to the
 * next (another runner, a busier endpoint, the time of day) counts as noise rather than as a
 * regression.
 *
 * Method: each baseline run gives one value of the statistic (its p95, its mean, its TPM …), and
 * the current run is treated as one more draw from the same population of runs. On the log scale,
 * with yᵣ = ln(value of run r), ȳ their mean and s their standard deviation over R runs, the
 * current run's y₀ under "nothing changed" satisfies
 *
 *   (y₀ − ȳ) / (s · √(1 + 1/R)) ~ t(R − 1)
 *
 * when the yᵣ are normal: the prediction interval for a new observation (Hahn & Meeker 1991,
 * "Statistical Intervals", §4). s is the spread of whole runs, so it holds the sampling noise
 * within a run and the drift between runs together, whatever their shares; no model of either is
 * needed. The interval is closed-form, hence deterministic, and it is exact for log-normal run
 * values; the logarithm keeps the skew of latency statistics small. Its price is that with few
 * runs t(R − 1) has heavy tails: 5 or more runs give usable resolution, 2 give very wide intervals.
 *
 * The result is a `welch-log` comparison (log change, standard error, degrees of freedom), so
 * bounds, p-values, Holm and resolution work on it unchanged.
 */
import type { Comparison, WelchComparison } from './comparison.js';

/**
 * Compare the current run's statistic with those of R ≥ 2 baseline runs.
 *
 * @param statistic - what is compared: `p95`, `mean`, `ratio`.
 * @param baselineValues - the statistic of each baseline run, > 0.
 * @param currentValue - this run's statistic, > 0.
 * @param counts - observations behind the values (for the record: baseline summed over runs).
 * @returns null when the runs do not spread at all (all equal): the prediction interval would be
 *   a point, and the caller should compare the pooled samples instead.
 * @throws RangeError with fewer than 2 runs, or a value that is not finite and > 0.
 */
export function compareAcrossRuns(
  statistic: string, baselineValues: readonly number[], currentValue: number, counts: { baseline: number; current: number },
): WelchComparison | null {
  const r = baselineValues.length;
  if (r < 2) throw new RangeError(`a comparison across runs needs at least 2 baseline runs, got ${r}`);
  for (const v of [...baselineValues, currentValue]) {
    if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`run values must be finite and > 0, got ${v}`);
  }
  const logs = baselineValues.map((v) => Math.log(v));
  const mean = logs.reduce((a, b) => a + b, 0) / r;
  const ss = logs.reduce((a, y) => a + (y - mean) ** 2, 0);
  const sd = Math.sqrt(ss / (r - 1));
  if (!(sd > 1e-12)) return null;
  const baselineValue = Math.exp(mean);
  return {
    statistic,
    baselineCount: counts.baseline,
    currentCount: counts.current,
    baselineValue,
    currentValue,
    change: currentValue / baselineValue - 1,
    baselineRuns: r,
    method: 'welch-log',
    logChange: Math.log(currentValue) - mean,
    standardError: sd * Math.sqrt(1 + 1 / r),
    dof: r - 1,
  };
}

/** True when a comparison was made against several baseline runs. */
export function isAcrossRuns(c: Comparison): boolean {
  return (c.baselineRuns ?? 1) >= 2;
}
