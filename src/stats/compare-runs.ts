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
 * within a run and the drift between runs together, whatever their shares; no model of either
 * is needed.
 *
 * **A history that knows it is short.** With 2–4 runs s is itself a guess, and a lucky one can
 * be far too small: two runs that happen to agree (9.468 and 9.471 ms) give an interval of ±2 %
 * about an endpoint whose runs move by 10–20 %, and the next run of the same endpoint fails.
 * So when the runs spread less than σ₀ — what whole runs are assumed to move by at least (a
 * `RunSpreadPrior`) — σ is not taken from them alone but from the posterior of a scaled
 * inverse-χ² prior (ν₀, σ₀²) on it (Gelman et al., "Bayesian Data Analysis", 3rd ed., §3.3,
 * flat prior on the mean):
 *
 *   (y₀ − ȳ) / (σ̃ · √(1 + 1/R)) ~ t(ν₀ + R − 1),   σ̃² = (ν₀ σ₀² + (R − 1) s²) / (ν₀ + R − 1)
 *
 * σ̃ lies between s and σ₀ and moves to s as runs accumulate (the runs weigh (R − 1) / (ν₀ + R − 1)),
 * so the interval is never as narrow as a lucky agreement, and a short history still has the
 * degrees of freedom to pass an unchanged endpoint rather than t(1)'s ±38 standard errors. When
 * the runs spread more than σ₀ the classical interval stands: the prior only ever tops up a
 * spread the history has not shown yet, and never talks down one it has (a symmetric prior
 * would, and then failed 9–25 % of A/A comparisons at α = 5 % where runs really move by 5–20 %;
 * docs/regression-evidence.md).
 *
 * The result is a `welch-log` comparison (log change, standard error, degrees of freedom), so
 * bounds, p-values, Holm and resolution work on it unchanged. Closed-form, hence deterministic.
 */
import type { Comparison, WelchComparison } from './comparison.js';

/**
 * What is assumed about the spread of whole runs before the history shows it: a scaled
 * inverse-χ² prior on σ², the variance of ln(a run's value), used while the runs spread less
 * than `sd`.
 */
export interface RunSpreadPrior {
  /** ν₀: how many runs of evidence the prior is worth; 0 for none (the classical t interval). */
  dof: number;
  /** σ₀: the assumed sd of ln(a run's value), e.g. 0.03 for runs that move by about 3 %. */
  sd: number;
}

/**
 * σ₀ when nothing else is known: the least whole runs of an unchanged endpoint are assumed to
 * move by (sd of the log). Measured spreads (docs/regression-evidence.md): 0.2–1.4 % for a
 * simulator on a quiet runner outside its batch cycle, 5.7 % for an endpoint drifting ±8 %, 6–47 %
 * on a busy runner. Each run's own sampling noise, which its requests show, is added to it
 * where they are known (`gate/regression-runs.ts`).
 */
export const PRIOR_RUN_SD = 0.02;

/** ν₀: the prior counts as this many runs; a history of R runs outweighs it once R − 1 > ν₀. */
export const PRIOR_RUN_DOF = 4;

/** The prior used when the caller gives none: σ₀ = `PRIOR_RUN_SD`, ν₀ = `PRIOR_RUN_DOF`. */
export const DEFAULT_RUN_PRIOR: RunSpreadPrior = { dof: PRIOR_RUN_DOF, sd: PRIOR_RUN_SD };

/**
 * The spread of runs' logs about their mean (at least 2), topped up by `prior` where the runs
 * spread less than its `sd`: the prior tops up a spread the runs have not shown yet; a spread
 * they have shown stands. `rawSd` is the runs' own.
 */
export function toppedUpSpread(logs: readonly number[], prior: RunSpreadPrior): { mean: number; rawSd: number; sd: number; dof: number } {
  const r = logs.length;
  const mean = logs.reduce((a, b) => a + b, 0) / r;
  const ss = logs.reduce((a, y) => a + (y - mean) ** 2, 0);
  const rawSd = Math.sqrt(ss / (r - 1));
  const topUp = prior.dof > 0 && rawSd < prior.sd;
  const dof = topUp ? prior.dof + r - 1 : r - 1;
  return { mean, rawSd, sd: topUp ? Math.sqrt((prior.dof * prior.sd ** 2 + ss) / dof) : rawSd, dof };
}

/**
 * Compare the current run's statistic with those of R ≥ 2 baseline runs.
 *
 * @param statistic - what is compared: `p95`, `mean`, `ratio`.
 * @param baselineValues - the statistic of each baseline run, > 0.
 * @param currentValue - this run's statistic, > 0.
 * @param counts - observations behind the values (for the record: baseline summed over runs).
 * @param prior - the prior on the spread of runs (`DEFAULT_RUN_PRIOR` when omitted; `{dof: 0,
 *   sd: 0}` is the classical t interval), applied when the runs spread less than its `sd`.
 * @returns null when the runs do not spread at all (all equal: a figure fixed by the workload,
 *   such as output tokens capped by max_tokens): the caller should compare the pooled samples.
 * @throws RangeError with fewer than 2 runs, a value that is not finite and > 0, or a prior
 *   with negative or non-finite parameters.
 */
export function compareAcrossRuns(
  statistic: string, baselineValues: readonly number[], currentValue: number, counts: { baseline: number; current: number },
  prior: RunSpreadPrior = DEFAULT_RUN_PRIOR,
): WelchComparison | null {
  const r = baselineValues.length;
  if (r < 2) throw new RangeError(`a comparison across runs needs at least 2 baseline runs, got ${r}`);
  for (const v of [...baselineValues, currentValue]) {
    if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`run values must be finite and > 0, got ${v}`);
  }
  if (!(prior.dof >= 0 && Number.isFinite(prior.dof) && prior.sd >= 0 && Number.isFinite(prior.sd))) {
    throw new RangeError(`a prior on the spread of runs needs dof ≥ 0 and sd ≥ 0, got ${prior.dof} and ${prior.sd}`);
  }
  const { mean, rawSd, sd: scale, dof } = toppedUpSpread(baselineValues.map((v) => Math.log(v)), prior);
  if (!(rawSd > 1e-12)) return null;
  return welchLogComparison(statistic, counts, currentValue, { logLevel: mean, runs: r, standardError: scale * Math.sqrt(1 + 1 / r), dof });
}

/**
 * The current run's value against a level of the baseline runs on the log scale, as a
 * `welch-log` comparison: the one shape both the runs' mean (`compareAcrossRuns`) and a trend's
 * end (`compareAgainstTrend`) are judged in, so bounds, p-values, Holm and resolution apply alike.
 *
 * @param level - ln of the baseline's level, the runs behind it, and the standard error and
 *   degrees of freedom of the current run's log against it.
 */
export function welchLogComparison(
  statistic: string, counts: { baseline: number; current: number }, currentValue: number,
  level: { logLevel: number; runs: number; standardError: number; dof: number },
): WelchComparison {
  const baselineValue = Math.exp(level.logLevel);
  return {
    statistic,
    baselineCount: counts.baseline,
    currentCount: counts.current,
    baselineValue,
    currentValue,
    change: currentValue / baselineValue - 1,
    baselineRuns: level.runs,
    method: 'welch-log',
    logChange: Math.log(currentValue) - level.logLevel,
    standardError: level.standardError,
    dof: level.dof,
  };
}

/** True when a comparison was made against several baseline runs. */
export function isAcrossRuns(c: Comparison): boolean {
  return (c.baselineRuns ?? 1) >= 2;
}
