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
  /**
   * A trace replay (`sweep.trace`): a rate level whose send times are the trace's, whose `rate`
   * is the replay's mean rate; null or absent for any other level.
   */
  trace?: TraceIdentity | null;
}

/** Which replay a trace level is: the file as the spec names it, and the speed it was replayed at. */
export interface TraceIdentity {
  file: string;
  format: string;
  speed: number;
}

/**
 * A level as a sweep runs it, the one value load/, engine/ and io/ pass for "which level":
 * `{ concurrency: 8 }` for a concurrency level, `{ concurrency: 16, rate: 2 }` for a rate level,
 * whose `concurrency` is its cap on requests in flight (`sweep.max_concurrency`).
 */
export interface SweepLevel extends LevelIdentity {
  concurrency: number;
  /** Target requests/s of a rate level; absent for a concurrency level. */
  rate?: number;
  /** The replay, at a trace level; absent otherwise. */
  trace?: TraceIdentity;
}

/**
 * Just the identity of `level` (a `LevelStats`, a `LevelRun`, a check), as a `SweepLevel`: a
 * null `rate` of a file's level is left out, and so is everything else it carries.
 */
export function sweepLevel(level: LevelIdentity): SweepLevel {
  const rate = levelRate(level);
  if (rate === null) return { concurrency: level.concurrency };
  const trace = levelTrace(level);
  return trace === null ? { concurrency: level.concurrency, rate } : { concurrency: level.concurrency, rate, trace: { file: trace.file, format: trace.format, speed: trace.speed } };
}

/** The replay of a trace level; null for any other level. */
export function levelTrace(level: LevelIdentity): TraceIdentity | null {
  return typeof level.trace === 'object' && level.trace !== null ? level.trace : null;
}

/** The file's last path segment: what a table cell has room for. */
function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

/** The target rate of a rate level; null for a concurrency level. */
export function levelRate(level: LevelIdentity): number | null {
  return typeof level.rate === 'number' ? level.rate : null;
}

/** A map key that tells a rate level from a concurrency level with the same number. */
export function levelKey(level: LevelIdentity): string {
  const trace = levelTrace(level);
  // One replay a run: its speed tells it from a replay of the same trace at another pace.
  if (trace !== null) return `t${trace.speed}`;
  const rate = levelRate(level);
  return rate === null ? `c${level.concurrency}` : `r${rate}`;
}

/** Table cell naming the level: `8` for concurrency 8, `2 req/s` for a rate level. */
export function levelLabel(level: LevelIdentity): string {
  const trace = levelTrace(level);
  if (trace !== null) return `replay ${baseName(trace.file)} ×${trace.speed}`;
  const rate = levelRate(level);
  return rate === null ? String(level.concurrency) : `${rate} req/s`;
}

/** The level in a sentence: `concurrency 8`, or `2 req/s` for a rate level. */
export function levelName(level: LevelIdentity): string {
  const trace = levelTrace(level);
  if (trace !== null) return `the replay of ${trace.file} at ${trace.speed}× speed`;
  const rate = levelRate(level);
  return rate === null ? `concurrency ${level.concurrency}` : `${rate} req/s`;
}

/** Where a request sits in a run, for its id. */
export interface RequestSlot {
  level: LevelIdentity;
  /** Pass of a repeated sweep, 0 for the first. @defaultValue 0 */
  pass?: number;
  phase: 'warmup' | 'measure';
  /** Position among the level's requests of this phase. */
  index: number;
}

/**
 * A request's id, also its unique prefix: `<run>-c8-m3` (the fourth measured request at
 * concurrency 8), `<run>-r2-w0` (the first warm-up at 2 req/s), `<run>-c8-p2-m3` (the second
 * pass of a repeated sweep), `<run>-ref-c8-m3` (the same request to the reference endpoint).
 * The endpoint under test and the reference name a level alike, by `levelKey`.
 */
export function requestId(runId: string, slot: RequestSlot, endpoint: 'reference' | 'candidate' = 'candidate'): string {
  const pass = slot.pass ?? 0;
  return `${runId}-${endpoint === 'reference' ? 'ref-' : ''}${levelKey(slot.level)}-${pass > 0 ? `p${pass + 1}-` : ''}${slot.phase === 'warmup' ? 'w' : 'm'}${slot.index}`;
}
