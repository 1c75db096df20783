/**
 * The level a one-line summary speaks of ("TTFT p95 at the highest level"): the highest
 * concurrency level that measured anything, whatever order the levels ran in; the highest rate
 * level only when the sweep ran rate levels alone. Rate levels run after the concurrency levels,
 * so the last level is not the answer.
 */
import type { LevelStats } from '../model/level-stats.js';
import { levelRate } from '../model/level.js';

export function highestLevel(levels: readonly LevelStats[]): LevelStats | undefined {
  const measured = levels.filter((l) => l.succeeded > 0);
  const closed = measured.filter((l) => levelRate(l) === null);
  const pool = closed.length > 0 ? closed : measured;
  const load = (l: LevelStats): number => levelRate(l) ?? l.concurrency;
  return pool.reduce<LevelStats | undefined>((best, l) => (best === undefined || load(l) > load(best) ? l : best), undefined);
}
