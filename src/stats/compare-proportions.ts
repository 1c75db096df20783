/**
 * Compare a success rate between two runs.
 *
 * Method, and why: successes are binomial, so no resampling is needed. Each side gets a Wilson
 * score interval, and MOVER (Donner & Zou 2012) recovers from them an interval for the ratio
 * p_current / p_baseline, which is the relative change `max_change` speaks of. Wilson-based
 * intervals keep close to their nominal coverage at the rates a service runs at (≥ 99 %,
 * often 100 % of a few dozen requests), where the Wald interval collapses to a point
 * (Newcombe 1998, "Interval estimation for the difference between independent proportions").
 */
import type { Comparison } from './comparison.js';

/** Successful and total requests of one run at one level. */
export interface ProportionSample {
  successes: number;
  trials: number;
}

/**
 * Compare success rates. Deterministic: no seed.
 *
 * @returns an `insufficient` comparison when a side has no trials, or the baseline had no success
 *   (a relative change from 0 is undefined).
 * @throws RangeError when counts are not whole numbers with 0 ≤ successes ≤ trials.
 */
export function compareProportions(baseline: ProportionSample, current: ProportionSample): Comparison {
  check(baseline, 'baseline');
  check(current, 'current');
  const baselineValue = baseline.trials === 0 ? null : baseline.successes / baseline.trials;
  const currentValue = current.trials === 0 ? null : current.successes / current.trials;
  const common = {
    statistic: 'proportion',
    baselineCount: baseline.trials,
    currentCount: current.trials,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1,
  };
  if (baselineValue === null || currentValue === null) {
    return { ...common, method: 'insufficient', needed: 1, reason: `the ${baselineValue === null ? 'baseline' : 'current run'} sent no request` };
  }
  if (baselineValue === 0) {
    return { ...common, method: 'insufficient', needed: null, reason: 'no request of the baseline succeeded, so a relative change is undefined' };
  }
  return { ...common, method: 'mover-wilson', baselineSuccesses: baseline.successes, currentSuccesses: current.successes };
}

function check(s: ProportionSample, side: string): void {
  if (!(Number.isInteger(s.successes) && Number.isInteger(s.trials) && s.successes >= 0 && s.successes <= s.trials)) {
    throw new RangeError(`${side}: successes and trials must be whole numbers with 0 ≤ successes ≤ trials, got ${s.successes} of ${s.trials}`);
  }
}
