/**
 * Pooling the passes of a repeated sweep (`sweep.repeats`): a level's requests from every pass
 * become one sample, while each pass stays available on its own, so a reader sees both the
 * pooled distribution and how far the passes' medians moved from one run to the next.
 */
import type { LevelRun } from './sweep.js';
import { levelKey, sweepLevel } from '../model/level.js';

/** One level over every pass that measured it. */
export interface PooledLevel extends LevelRun {
  /** Each pass's own run of the level, in pass order. */
  runs: LevelRun[];
}

/**
 * Yields each level once every pass has measured it, its records pooled; with one pass, each
 * level as it comes. When the sweep ends early (a stop), levels that some pass measured are
 * still yielded, marked incomplete and with `planned` counting the passes that never ran.
 *
 * @param requests - `sweep.requests`, what a pass that never ran would have planned.
 */
export async function* pooledLevels(sweep: AsyncIterable<LevelRun>, repeats: number, requests: number): AsyncGenerator<PooledLevel> {
  const pending = new Map<string, LevelRun[]>();
  for await (const level of sweep) {
    if (repeats <= 1) {
      yield { ...level, runs: [level] };
      continue;
    }
    const key = levelKey(level);
    const runs = [...(pending.get(key) ?? []), level];
    pending.set(key, runs);
    if (runs.length >= repeats) {
      pending.delete(key);
      yield pool(runs, repeats, requests);
    }
  }
  for (const runs of pending.values()) yield pool(runs, repeats, requests);
}

/** One level's passes as one sample. */
export function pool(runs: readonly LevelRun[], repeats: number, requests: number): PooledLevel {
  const first = runs[0];
  if (first === undefined) throw new RangeError('a pooled level needs at least one pass');
  if (runs.length === 1 && repeats <= 1) return { ...first, runs: [first] };
  const timings = runs.every((r) => r.timings !== undefined) ? runs.flatMap((r) => r.timings ?? []) : undefined;
  const planned = runs.reduce((n, r) => n + (r.planned ?? requests), 0) + Math.max(0, repeats - runs.length) * requests;
  // The busiest pass (by the client's own delay, which the client check reads) speaks for the
  // level's client check: a client-bound pass taints the pool.
  const self = runs.reduce((a, r) => (r.self.ownDelayMeanMs > a.ownDelayMeanMs ? r.self : a), first.self);
  const last = runs[runs.length - 1] as LevelRun;
  return {
    ...sweepLevel(first),
    ...(timings !== undefined ? { timings } : {}),
    records: runs.flatMap((r) => r.records),
    // Pass durations add up; the gaps between passes (other levels) are not this level's time.
    durationS: runs.reduce((t, r) => t + r.durationS, 0),
    maxInFlight: Math.max(...runs.map((r) => r.maxInFlight)),
    warmupSent: runs.reduce((n, r) => n + r.warmupSent, 0),
    self,
    ...(first.idle !== undefined ? { idle: first.idle } : {}),
    incomplete: runs.length < repeats || runs.some((r) => r.incomplete),
    planned,
    ...(last.adaptiveStop !== undefined ? { adaptiveStop: runs.some((r) => r.adaptiveStop === 'run_stopped') ? 'run_stopped' : last.adaptiveStop } : {}),
    runs: [...runs],
  };
}
