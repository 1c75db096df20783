/**
 * A history of runs that moves in one direction: the least-squares line through ln(value of run r)
 * against r, whether its slope can be told from noise, and the current run judged against where
 * the line leaves the history (its value at the latest run) with the scatter about the line as
 * the spread.
 *
 * Why: the spread of a history is the right yardstick for a new run only when the runs scatter
 * about one level. When main slows a few percent per merge, the plain standard deviation of the
 * runs holds the trend too, so every interval widens with each merge until no change can be
 * judged (from the third merge of a +4 %-per-merge sequence every run was inconclusive). The
 * scatter about the line is the noise alone; the line's end is what main does now.
 *
 * Method: ordinary least squares on the log scale, x = 0 … R − 1. With residual sum of squares
 * SSE and s² = SSE / (R − 2), a new run's y₀ under "nothing changed since the latest run" satisfies
 * (y₀ − ŷ(R − 1)) / (σ · √(1 + 1/R + (R − 1 − x̄)² / Sxx)) ~ t(R − 2) (the prediction interval at
 * x = R − 1; Hahn & Meeker, "Statistical Intervals", §4). As for a flat history
 * (`compare-runs.ts`), a spread the runs have not shown yet is topped up by the scaled inverse-χ²
 * prior (ν₀, σ₀): σ̃² = (ν₀ σ₀² + SSE) / (ν₀ + R − 2) with t(ν₀ + R − 2). The slope's test is
 * b / (σ̃ / √Sxx) against the same t.
 */
import type { WelchComparison } from './comparison-types.js';
import { welchLogComparison, type RunSpreadPrior } from './compare-runs.js';
import { studentTCdf } from './special.js';

/** Two-sided p-value below which a history's slope counts as drift. */
export const DRIFT_P_VALUE = 0.01;

/** Fewest runs a trend is fitted to: two for the line, two more for a spread about it. */
export const MIN_TREND_RUNS = 4;

/** The line through a history's log values. */
export interface LogTrend {
  /** Runs fitted. */
  runs: number;
  /** ln(value) at x = 0. */
  intercept: number;
  /** Change of ln(value) per run: 0.039 for about +4 % a run. */
  slope: number;
  /** σ̃, the spread about the line (topped up by the prior when the runs show less). */
  sd: number;
  /** Degrees of freedom of `sd`. */
  dof: number;
  /** Σ (x − x̄)². */
  sxx: number;
  /** Two-sided p-value of "slope = 0". */
  slopeP: number;
}

/**
 * The line through ln(values) (oldest first); null with fewer than `MIN_TREND_RUNS` runs, a value
 * that is not finite and > 0, or runs that agree exactly.
 */
export function logTrend(values: readonly number[], prior: RunSpreadPrior): LogTrend | null {
  const r = values.length;
  if (r < MIN_TREND_RUNS || !values.every((v) => Number.isFinite(v) && v > 0)) return null;
  const ys = values.map((v) => Math.log(v));
  const xMean = (r - 1) / 2;
  const yMean = ys.reduce((a, b) => a + b, 0) / r;
  let sxx = 0;
  let sxy = 0;
  ys.forEach((y, x) => {
    sxx += (x - xMean) ** 2;
    sxy += (x - xMean) * (y - yMean);
  });
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  const sse = ys.reduce((a, y, x) => a + (y - intercept - slope * x) ** 2, 0);
  const s = Math.sqrt(sse / (r - 2));
  if (!(s > 1e-12) && Math.abs(slope) < 1e-12) return null;
  // The prior tops up a spread the runs have not shown; one they have shown stands (as in compare-runs.ts).
  const topUp = prior.dof > 0 && s < prior.sd;
  const dof = topUp ? prior.dof + r - 2 : r - 2;
  const sd = topUp ? Math.sqrt((prior.dof * prior.sd ** 2 + sse) / dof) : s;
  const t = slope / (sd / Math.sqrt(sxx));
  const slopeP = 2 * (1 - studentTCdf(Math.abs(t), dof));
  return { runs: r, intercept, slope, sd, dof, sxx, slopeP };
}

/** True when the history's slope can be told from noise (`DRIFT_P_VALUE`). */
export function drifts(trend: LogTrend | null): trend is LogTrend {
  return trend !== null && trend.slopeP < DRIFT_P_VALUE;
}

/** ln(value) the line gives at the latest run: where the drift leaves the history. */
export function trendEnd(trend: LogTrend): number {
  return trend.intercept + trend.slope * (trend.runs - 1);
}

/**
 * The current run against where `trend` leaves the history, as a `welch-log` comparison (so
 * bounds, p-values, Holm and resolution apply unchanged).
 *
 * @param counts - observations behind the values, for the record.
 */
export function compareAgainstTrend(
  statistic: string, trend: LogTrend, currentValue: number, counts: { baseline: number; current: number },
): WelchComparison {
  const end = trendEnd(trend);
  const r = trend.runs;
  const lever = (r - 1 - (r - 1) / 2) ** 2 / trend.sxx;
  return welchLogComparison(statistic, counts, currentValue, { logLevel: end, runs: r, standardError: trend.sd * Math.sqrt(1 + 1 / r + lever), dof: trend.dof });
}
