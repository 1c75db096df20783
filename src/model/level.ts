/**
 * How a level is named and matched once rate levels exist beside concurrency levels: a level
 * (or a check on one) is a rate level when it carries a `rate`, else a concurrency level. Files
 * written before rate levels existed carry no `rate` and are read as concurrency levels.
 */

/** What identifies a level: a `LevelStats`, a `Check`, or a baseline's level. */
export interface LevelIdentity {
  concurrency: number;
  /** Target requests/s of a rate level; null or absent for a concurrency level. */
  rate?: number | null;
}

/** The target rate of a rate level; null for a concurrency level. */
export function levelRate(level: LevelIdentity): number | null {
  return typeof level.rate === 'number' ? level.rate : null;
}

/** A map key that tells a rate level from a concurrency level with the same number. */
export function levelKey(level: LevelIdentity): string {
  const rate = levelRate(level);
  return rate === null ? `c${level.concurrency}` : `r${rate}`;
}

/** Table cell naming the level: `8` for concurrency 8, `2 req/s` for a rate level. */
export function levelLabel(level: LevelIdentity): string {
  const rate = levelRate(level);
  return rate === null ? String(level.concurrency) : `${rate} req/s`;
}

/** The level in a sentence: `concurrency 8`, or `2 req/s` for a rate level. */
export function levelName(level: LevelIdentity): string {
  const rate = levelRate(level);
  return rate === null ? `concurrency ${level.concurrency}` : `${rate} req/s`;
}
