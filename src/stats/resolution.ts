/**
 * What a comparison could have detected: the noise floor of a check, so that "no regression"
 * can be read as "none bigger than 5 %" or "none bigger than 60 %".
 */
import { changeBounds, changeCentre, type AllowedChangeLimit, type JudgeableComparison } from './comparison.js';

/** A check's resolving power. */
export interface Resolution {
  /**
   * The smallest change in the bad direction that this comparison would tell from no change with
   * probability `power` at error level γ: a relative change (0.12 = 12 %), always ≥ 0; Infinity
   * when the data cannot bound it.
   */
  resolution: number;
  /**
   * The smallest regression it would flag against the allowed change with probability `power`:
   * (1 + allowed)·(1 + resolution) − 1 for `up`, and the matching drop for `down`. Reading "no
   * regression" as "none bigger than `detectable`" is right four times in five at power 0.8.
   */
  detectable: number;
}

/**
 * The minimum detectable change (the power-analysis notion, Cohen 1988) read off the comparison's
 * own bounds on the log scale. A regression is declared when the one-sided bound at error γ
 * clears the limit; the bound sits w_γ below the centre, and the centre itself falls
 * w_{1−power} below the true change with probability 1 − power. So a true change of
 * w_γ + w_{1−power} beyond the limit is detected with probability `power`, where w_x is the
 * distance from the centre (the bound at ½) to the bound at error x. Using the comparison's own
 * bounds keeps the skew and the small-sample widening of its method.
 *
 * @param gamma - the check's error level; for planning use α / m (Holm's first step).
 * @param power - @defaultValue 0.8
 */
export function resolutionOf(c: JudgeableComparison, allowed: AllowedChangeLimit, gamma: number, power = 0.8): Resolution {
  if (!(power > 0.5 && power < 1)) throw new RangeError(`power must be between 0.5 and 1, got ${power}`);
  const centre = Math.log1p(changeCentre(c));
  const atGamma = changeBounds(c, gamma);
  const atPower = changeBounds(c, 1 - power);
  let widthLog: number;
  if (allowed.direction === 'up') {
    widthLog = (centre - Math.log1p(atGamma.lower)) + (centre - Math.log1p(atPower.lower));
  } else {
    widthLog = (Math.log1p(atGamma.upper) - centre) + (Math.log1p(atPower.upper) - centre);
  }
  if (!Number.isFinite(widthLog)) return { resolution: Infinity, detectable: Infinity };
  widthLog = Math.max(0, widthLog);
  if (allowed.direction === 'up') {
    return { resolution: Math.expm1(widthLog), detectable: (1 + allowed.fraction) * Math.exp(widthLog) - 1 };
  }
  return { resolution: -Math.expm1(-widthLog), detectable: 1 - (1 - allowed.fraction) * Math.exp(-widthLog) };
}

/**
 * True when a check is too coarse to judge the metric: its resolution is worse than the one
 * required (the spec's `min_resolution`, e.g. 0.1 for "10%").
 */
export function tooCoarse(r: Resolution, requiredResolution: number): boolean {
  return !(r.resolution <= requiredResolution);
}
