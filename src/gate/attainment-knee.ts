/**
 * The capacity knee chosen by SLO attainment (`knee.min_slo_attainment`): the highest concurrency
 * up to which every level kept at least that share of its requests within the per-request goodput
 * bounds. Where the TPM rule (`knee.ts`) finds where throughput stops growing, this one finds where
 * the objective stops holding, which is what "how much load can we take at this SLO" asks.
 *
 * On concurrency levels sorted by concurrency: the knee is the level before the first one whose
 * attainment falls below the minimum (or is unknown: no request sent). When the lowest level
 * already falls below, or none does, there is no knee within the sweep, and the reason says which.
 */
import type { LevelStats } from '../model/level-stats.js';
import type { Knee } from '../model/checks.js';
import { openLoopOnly, uniqueSorted } from './knee.js';
import { formatNumber, formatValue, NBSP } from '../metrics/format.js';

/**
 * Find the knee by SLO attainment and the recommended production concurrency,
 * max(1, ⌊knee × safetyFactor⌋).
 *
 * @param levels - the measured levels, in any order; rate levels are left out.
 * @param minAttainment - the least `slo_attainment` a level may have, in (0, 1].
 * @param safetyFactor - share of the knee to run in production, in (0, 1].
 * @throws RangeError when `minAttainment` or `safetyFactor` is outside (0, 1].
 */
export function findAttainmentKnee(levels: readonly LevelStats[], minAttainment: number, safetyFactor: number): Knee {
  if (!(minAttainment > 0 && minAttainment <= 1)) throw new RangeError(`The knee's minimum SLO attainment must be greater than 0 and at most 1, got ${minAttainment}.`);
  if (!(safetyFactor > 0 && safetyFactor <= 1)) throw new RangeError(`The knee safety factor must be greater than 0 and at most 1, got ${safetyFactor}.`);
  const base = { safety_factor: safetyFactor, min_slo_attainment: minAttainment };
  const notReached = (reason: string): Knee => ({ reached: false, concurrency: null, recommended_concurrency: null, ...base, reason });
  const min = formatValue('slo_attainment', minAttainment);

  const sorted = uniqueSorted(levels);
  if (sorted.length === 0) {
    return notReached(levels.length === 0
      ? 'No load level was run, so there is no knee to find.'
      : openLoopOnly(levels));
  }
  const first = sorted.findIndex((l) => !(typeof l.slo_attainment === 'number' && l.slo_attainment >= minAttainment));
  if (first === -1) {
    const top = sorted[sorted.length - 1] as LevelStats;
    return notReached(`No knee within the sweep: SLO attainment stays at or above ${min} up to the top level, concurrency ${top.concurrency} (${attained(top)}); add higher levels to find where it falls.`);
  }
  const below = sorted[first] as LevelStats;
  if (first === 0) {
    return notReached(`No knee within the sweep: SLO attainment is already below ${min} at the lowest level, concurrency ${below.concurrency} (${attained(below)}); lower the load or loosen the goodput bounds.`);
  }
  const knee = (sorted[first - 1] as LevelStats).concurrency;
  // The epsilon keeps products such as 100 × 0.29 = 28.999999999999996 from rounding down a whole step.
  const recommended = Math.max(1, Math.floor(knee * safetyFactor + 1e-9));
  const headroom = formatNumber((1 - safetyFactor) * 100);
  return {
    reached: true,
    concurrency: knee,
    recommended_concurrency: recommended,
    ...base,
    reason: `SLO attainment stays at or above ${min} up to concurrency ${knee} (${attained(sorted[first - 1] as LevelStats)}) and falls to ${attained(below)} at concurrency ${below.concurrency}; `
      + `run at most ${recommended} in production (${knee} × ${safetyFactor}, ${headroom}${NBSP}% headroom).`,
  };
}

/** "93 % (30 of 32 requests within the goodput bounds)", or why it is unknown. */
function attained(level: LevelStats): string {
  if (typeof level.slo_attainment !== 'number') return 'no request sent';
  const good = level.good_requests === undefined ? '' : ` (${level.good_requests} of ${level.requests} requests within the goodput bounds)`;
  return `${formatValue('slo_attainment', level.slo_attainment)}${good}`;
}

