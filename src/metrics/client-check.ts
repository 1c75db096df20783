/**
 * Deciding whether a level's figures may be the client's own delays. Pure: the process facts
 * come from `startSelfCheck` (src/load), the latencies from the level's statistics.
 */
import type { ClientCheck, SelfSample } from '../model/client-check.js';

/** Loop delay p99 above this share of ITL p50 flags the level. */
export const LOOP_DELAY_SHARE_OF_ITL = 0.1;
/** CPU share at or above this (of one core; JavaScript runs on one) flags the level. */
export const CPU_SHARE_LIMIT = 0.9;
/**
 * Loop delays below this never flag a level on their own: sub-millisecond scheduling noise is
 * the floor of any client (see the README's accuracy table), not a bottleneck.
 */
export const LOOP_DELAY_FLOOR_MS = 1;

/**
 * Flags a level as client-bound when the event loop ran late by more than 10 % of the ITL it
 * measured (and more than 1 ms), or the process used nearly a full core.
 *
 * @param itlP50Ms - the level's ITL p50, or null when it has none (then TTFT p50 is the scale).
 */
export function clientCheck(sample: SelfSample, itlP50Ms: number | null, ttftP50Ms: number | null): ClientCheck {
  const reasons: string[] = [];
  const scale = itlP50Ms ?? ttftP50Ms;
  const loop = sample.loopDelayP99Ms;
  if (scale !== null && scale > 0 && loop > LOOP_DELAY_FLOOR_MS && loop > LOOP_DELAY_SHARE_OF_ITL * scale) {
    reasons.push(`the client's event loop ran ${loop.toFixed(1)} ms late at p99, ${Math.round((loop / scale) * 100)} % of the ${itlP50Ms !== null ? 'ITL' : 'TTFT'} p50 it measured (${scale.toFixed(1)} ms)`);
  }
  if (sample.cpuShare >= CPU_SHARE_LIMIT) {
    reasons.push(`the measuring process used ${Math.round(sample.cpuShare * 100)} % of a CPU core`);
  }
  return {
    loop_delay_p99_ms: Math.round(loop * 1000) / 1000,
    cpu_share: Math.round(sample.cpuShare * 1000) / 1000,
    bound: reasons.length > 0,
    reason: reasons.length > 0 ? reasons.join('; ') : null,
  };
}
