/**
 * The regression verdict over all compared checks of a run (metric × level × scenario): each
 * check is a regression, a pass, or inconclusive, with the chance of any false alarm in the run
 * held at α.
 *
 * The rule:
 * 1. Every check has a one-sided p-value for "the change is within what is allowed"
 *    (`changePValue`), and the p-values of all judgeable checks are adjusted together by Holm's
 *    step-down procedure (Holm 1979).
 * 2. A check is a `regression` when its adjusted p-value is at most α: statistical evidence
 *    (the chance of any false alarm in the run is at most α) and practical size (the change is
 *    beyond the allowed one, not merely beyond zero) at once.
 * 3. Its interval is reported at its own Holm level γᵢ = α·pᵢ / p̃ᵢ on each side, the level at
 *    which the interval's bound clears the limit exactly when Holm rejects, so the interval lies
 *    wholly beyond the allowed change exactly for regressions.
 * 4. Otherwise the check `pass`es when that interval lies wholly within the allowed change (no
 *    regression bigger than allowed), and is `inconclusive` when it straddles the limit, or when
 *    the data cannot be judged at all (too few samples: see `reason`).
 */
import {
  changeBounds, changePValue, type AllowedChangeLimit, type ChangeInterval, type Comparison, type JudgeableComparison,
} from '../stats/comparison.js';
import { holmAdjust, holmLevel } from '../stats/holm.js';
import { resolutionOf, tooCoarse } from '../stats/resolution.js';

/** One check to judge: a comparison and the change its metric is allowed. */
export interface RegressionCheckInput {
  comparison: Comparison;
  /** From the spec's `max_change`: `{direction: 'up', fraction: 0.1}` for "+10%". */
  allowed: AllowedChangeLimit;
}

/** What became of one check. */
export type RegressionOutcome = 'regression' | 'inconclusive' | 'pass';

/** One check's verdict, with everything the report shows about it. */
export interface RegressionJudgement {
  outcome: RegressionOutcome;
  /** Why the check could not be judged (too few samples …); null when it was judged. */
  reason: string | null;
  /** The point change current / baseline − 1, as the report's table shows it; null when not computable. */
  change: number | null;
  /** Bounds on the change at `errorLevel` on each side; null when not judged. */
  interval: ChangeInterval | null;
  /** γᵢ: the one-sided error level of `interval` (its confidence is 1 − 2γᵢ); null when not judged. */
  errorLevel: number | null;
  /** One-sided p-value of "the change is within the allowed change"; null when not judged. */
  pValue: number | null;
  /** Holm-adjusted p-value; a regression when at most α. Null when not judged. */
  adjustedP: number | null;
  /**
   * The smallest change in the bad direction this check would tell from noise with the
   * configured power at α / m (see `resolutionOf`); Infinity when not judged.
   */
  resolution: number;
  /** The smallest regression this check would flag with the configured power; Infinity when not judged. */
  detectable: number;
  /** True when `resolution` is worse than the required `minResolution` (false when none is required). */
  tooCoarse: boolean;
}

/** How the family of checks is judged. */
export interface JudgeOptions {
  /**
   * The chance of any false regression among all checks of the run (family-wise error rate).
   * @defaultValue 0.05
   */
  alpha?: number;
  /** The power at which `resolution` and `detectable` are stated. @defaultValue 0.8 */
  power?: number;
  /** The coarsest resolution accepted (e.g. 0.1 for a spec's "10%"); checks worse than it are `tooCoarse`. */
  minResolution?: number;
}

/** The family-wise false-alarm rate used when none is configured. */
export const DEFAULT_ALPHA = 0.05;

/**
 * Judge every check of a run together. Checks that cannot be judged (too few samples, no
 * baseline value) are `inconclusive` and do not count towards Holm's m: they can raise no alarm.
 *
 * @returns one judgement per input, in the input order.
 * @throws RangeError when α is not in (0, 0.5) or a fraction is negative.
 */
export function judgeRegressions(checks: readonly RegressionCheckInput[], options: JudgeOptions = {}): RegressionJudgement[] {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const power = options.power ?? 0.8;
  if (!(alpha > 0 && alpha < 0.5)) throw new RangeError(`alpha must be between 0 and 0.5, got ${alpha}`);
  for (const c of checks) {
    if (!(c.allowed.fraction >= 0)) throw new RangeError(`an allowed change must be ≥ 0, got ${c.allowed.fraction}`);
  }

  const judged: Array<{ comparison: JudgeableComparison; allowed: AllowedChangeLimit; index: number }> = [];
  checks.forEach(({ comparison, allowed }, index) => {
    if (comparison.method !== 'insufficient') judged.push({ comparison, allowed, index });
  });
  const m = judged.length;
  const pValues = judged.map((c) => changePValue(c.comparison, c.allowed));
  const adjusted = holmAdjust(pValues);

  const out: RegressionJudgement[] = checks.map(({ comparison }) => ({
    outcome: 'inconclusive',
    reason: comparison.method === 'insufficient' ? comparison.reason : null,
    change: comparison.change,
    interval: null,
    errorLevel: null,
    pValue: null,
    adjustedP: null,
    resolution: Infinity,
    detectable: Infinity,
    tooCoarse: options.minResolution !== undefined,
  }));

  judged.forEach(({ comparison, allowed, index }, j) => {
    const p = pValues[j]!;
    const adj = adjusted[j]!;
    const gamma = holmLevel(alpha, p, adj, m);
    const interval = changeBounds(comparison, gamma);
    const within = allowed.direction === 'up' ? interval.upper <= allowed.fraction : interval.lower >= -allowed.fraction;
    // Resolution is stated at Holm's first-step level α / m: what the check can detect even when
    // it is the only regression in the run, independent of the other checks' data.
    const r = resolutionOf(comparison, allowed, alpha / m, power);
    out[index] = {
      outcome: adj <= alpha ? 'regression' : within ? 'pass' : 'inconclusive',
      reason: null,
      change: comparison.change,
      interval,
      errorLevel: gamma,
      pValue: p,
      adjustedP: adj,
      resolution: r.resolution,
      detectable: r.detectable,
      tooCoarse: options.minResolution !== undefined && tooCoarse(r, options.minResolution),
    };
  });
  return out;
}
