/**
 * Poisson arrivals for open-loop levels: the gaps between send times are drawn from an
 * exponential distribution with mean 1 / rate, from a seeded generator, so the same seed, rate
 * and count always give the same schedule (a re-run sends at the same offsets).
 */
import { createUint32Source } from '../stats/random.js';

/** Seed used when the spec names none (`sweep.seed`). */
export const DEFAULT_ARRIVAL_SEED = 1;

/**
 * Send offsets of `count` requests at `ratePerS` requests per second, in ms from the level's
 * start, non-decreasing. Gaps are exponential draws (mean 1 / rate), then scaled together so the
 * span from the first send to the last is exactly (count − 1) / rate: the batch runs at the
 * target rate, not at a rate off by sampling noise (about ±13 % over 60 requests otherwise).
 * Scaled exponential gaps are the arrival times of a Poisson process given that `count` arrive
 * in that span, so the burstiness is unchanged. The first request goes at its own scaled gap.
 *
 * @param seed - any integer; the level's own seed (see `levelSeed`).
 * @throws RangeError when `ratePerS` is not a positive finite number or `count` is negative.
 */
export function poissonSchedule(ratePerS: number, count: number, seed: number): number[] {
  if (!(ratePerS > 0 && Number.isFinite(ratePerS))) throw new RangeError(`ratePerS must be a positive number, got ${ratePerS}`);
  if (!(Number.isInteger(count) && count >= 0)) throw new RangeError(`count must be a whole number ≥ 0, got ${count}`);
  const next = createUint32Source(seed);
  const meanGapMs = 1000 / ratePerS;
  const gaps: number[] = new Array(count);
  let span = 0;
  for (let i = 0; i < count; i++) {
    // (u + 1) / 2^32 lies in (0, 1], so the log is finite.
    const u = (next() + 1) / 4294967296;
    gaps[i] = -Math.log(u) * meanGapMs;
    if (i > 0) span += gaps[i] as number;
  }
  const scale = count >= 2 && span > 0 ? ((count - 1) * meanGapMs) / span : 1;
  const out: number[] = new Array(count);
  let t = 0;
  for (let i = 0; i < count; i++) {
    t += (gaps[i] as number) * scale;
    out[i] = t;
  }
  return out;
}

/**
 * The seed of one rate level: the sweep's seed mixed with the level's position, so two levels
 * of one sweep draw different gaps and a level's schedule does not change when the levels
 * before it change rate.
 */
export function levelSeed(sweepSeed: number, levelIndex: number): number {
  return (Math.imul(sweepSeed | 0, 0x9e3779b1) ^ Math.imul(levelIndex + 1, 0x85ebca6b)) | 0;
}
