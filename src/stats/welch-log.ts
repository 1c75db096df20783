/**
 * Welch's t on the log scale for statistics built from sums over requests: the mean of a sample,
 * and a ratio of sums (tokens over time). The delta method gives the variance of ln(statistic)
 * from per-request influence values, and Welch's t (Welch 1947) compares the two sides without
 * assuming equal spreads.
 *
 * The degrees of freedom are the smaller side's n − 1 (Hsu 1938; Scheffé 1970), not the
 * Welch–Satterthwaite value, which can reach n_b + n_c − 2: latency samples are skewed, and the
 * heavier t tails this gives keep the one-sided error at the small levels Holm uses close to
 * nominal for 10–30 requests a side, where the plain bootstrap is too narrow (Hesterberg 2015,
 * "What teachers should know about the bootstrap"). Being closed-form, it is deterministic and
 * has no Monte Carlo floor under its p-values.
 *
 * It assumes a finite variance: with tails as heavy as Pareto shape ≤ 2 the mean has no usable
 * standard error (and no bootstrap of it is consistent either, Athreya 1987), so gate
 * heavy-tailed metrics on percentiles.
 */
import type { ChangeInterval, WelchComparison } from './comparison-types.js';
import { studentTCdf, studentTQuantile } from './special.js';

/** One side's ln(statistic) and the estimated variance of it. */
export interface LogEstimate {
  /** ln of the statistic; −∞ when it is 0. */
  log: number;
  /** Var(ln statistic) by the delta method: Σ zᵢ² / (n (n − 1)) over influence values zᵢ. */
  variance: number;
  n: number;
}

/** ln(mean) and its variance: influence zᵢ = xᵢ / x̄ − 1. */
export function logMean(values: Float64Array): LogEstimate {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  if (!(mean > 0)) return { log: -Infinity, variance: 0, n };
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const z = values[i]! / mean - 1;
    ss += z * z;
  }
  return { log: Math.log(mean), variance: ss / (n * (n - 1)), n };
}

/**
 * ln(Σ numerator / Σ denominator) and its variance, the ratio estimator's linearisation
 * (Cochran 1977, "Sampling Techniques", §6.4): influence zᵢ = numᵢ / mean(num) − denᵢ / mean(den).
 */
export function logRatioOfSums(numerator: Float64Array, denominator: Float64Array): LogEstimate {
  const n = numerator.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += numerator[i]!;
    den += denominator[i]!;
  }
  if (!(num > 0 && den > 0)) return { log: num > 0 ? Infinity : -Infinity, variance: 0, n };
  const meanNum = num / n;
  const meanDen = den / n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const z = numerator[i]! / meanNum - denominator[i]! / meanDen;
    ss += z * z;
  }
  return { log: Math.log(num / den), variance: ss / (n * (n - 1)), n };
}

/** The log change current vs baseline, its standard error, and conservative degrees of freedom. */
export function welchLog(baseline: LogEstimate, current: LogEstimate): { logChange: number; standardError: number; dof: number } {
  const logChange = current.log === baseline.log ? 0 : current.log - baseline.log;
  return {
    logChange,
    standardError: Math.sqrt(baseline.variance + current.variance),
    dof: Math.min(baseline.n, current.n) - 1,
  };
}

/** Welch bounds: ln change ± t_{1−γ, ν} · se, back on the ratio scale. */
export function welchBounds(c: WelchComparison, gamma: number): ChangeInterval {
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    const at = Math.expm1(c.logChange);
    return { lower: at, upper: at };
  }
  const half = studentTQuantile(1 - gamma, c.dof) * c.standardError;
  return { lower: Math.expm1(c.logChange - half), upper: Math.expm1(c.logChange + half) };
}

/** P(T ≥ (ln change − θ₀) / se) for `up`, P(T ≤ …) for `down`, T ~ t(ν). */
export function welchPValue(c: WelchComparison, direction: 'up' | 'down', theta: number): number {
  const diff = c.logChange - theta;
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    return (direction === 'up' ? diff > 0 : diff < 0) ? 0 : 1;
  }
  const t = diff / c.standardError;
  return direction === 'up' ? studentTCdf(-t, c.dof) : studentTCdf(t, c.dof);
}
