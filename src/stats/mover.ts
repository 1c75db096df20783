/**
 * Bounds and p-values for the ratio of two proportions: Wilson score intervals per side,
 * recovered into an interval for the ratio by MOVER.
 */
import type { ChangeInterval, ProportionComparison } from './comparison-types.js';
import { normalQuantile } from './special.js';

/**
 * Wilson score interval for one proportion (Wilson 1927) at one-sided error γ per side: the
 * interval of p whose score test does not reject; unlike the Wald interval it stays inside
 * [0, 1] and keeps its coverage at 0 or all successes, the usual case for success rates.
 */
export function wilsonInterval(successes: number, trials: number, gamma: number): ChangeInterval {
  const z = normalQuantile(1 - gamma);
  const z2 = z * z;
  const p = successes / trials;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * Bounds on p_current / p_baseline − 1 by MOVER-R (Donner & Zou 2012, "Closed-form confidence
 * intervals for functions of the normal mean and standard deviation", Stat Methods Med Res 21;
 * Newcombe 2013, "Confidence Intervals for Proportions and Related Measures of Effect Size", §10):
 * the Wilson limits of each side recovered into limits for the ratio.
 */
export function moverBounds(c: ProportionComparison, gamma: number): ChangeInterval {
  const p1 = c.currentSuccesses / c.currentCount;
  const p2 = c.baselineSuccesses / c.baselineCount;
  const w1 = wilsonInterval(c.currentSuccesses, c.currentCount, gamma);
  const w2 = wilsonInterval(c.baselineSuccesses, c.baselineCount, gamma);
  const pp = p1 * p2;
  const lowDisc = pp * pp - w1.lower * w2.upper * (2 * p1 - w1.lower) * (2 * p2 - w2.upper);
  const lower = (pp - Math.sqrt(Math.max(0, lowDisc))) / (w2.upper * (2 * p2 - w2.upper));
  const highDen = w2.lower * (2 * p2 - w2.lower);
  const highDisc = pp * pp - w1.upper * w2.lower * (2 * p1 - w1.upper) * (2 * p2 - w2.lower);
  const upper = highDen > 0 ? (pp + Math.sqrt(Math.max(0, highDisc))) / highDen : Infinity;
  return { lower: Math.max(0, lower) - 1, upper: upper - 1 };
}

/**
 * The MOVER p-value: the error level γ at which the one-sided bound reaches the allowed ratio,
 * found by bisection on ln γ (the bound moves monotonically with γ). For γ above ½ the lower
 * bound continues as the upper bound at 1 − γ, so p-values near 1 come out too.
 */
export function moverPValue(c: ProportionComparison, direction: 'up' | 'down', limit: number): number {
  const target = limit - 1;
  // beyond(γ): does the one-sided bound at error γ lie strictly beyond the allowed change?
  const beyond = (g: number): boolean => {
    if (direction === 'up') {
      const lower = g <= 0.5 ? moverBounds(c, g).lower : moverBounds(c, 1 - g).upper;
      return lower > target;
    }
    const upper = g <= 0.5 ? moverBounds(c, g).upper : moverBounds(c, 1 - g).lower;
    return upper < target;
  };
  let lo = 1e-15;
  let hi = 1 - 1e-15;
  if (beyond(lo)) return lo;
  if (!beyond(hi)) return 1;
  // Invariant: not beyond at lo, beyond at hi. Halving ln γ keeps the relative precision the
  // same for tiny p-values (Holm compares them with α / m) and for large ones.
  for (let i = 0; i < 200 && hi > lo * (1 + 1e-10); i++) {
    const mid = Math.sqrt(lo * hi);
    if (beyond(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
