/**
 * What a person is told about a run that stopped early: where it stopped, what was measured,
 * what was not, and what to do. Pure: facts in, sentences out.
 */
import type { StopReason } from './stop.js';
import { levelName, type SweepLevel } from '../model/level.js';

/** Where in the run the stop came. */
export type StopPoint =
  /** During the connectivity check: nothing was measured. */
  | { phase: 'preflight' }
  /** During a level's warm-up: that level has no measured request. */
  | { phase: 'warmup'; level: SweepLevel }
  /** During a level's measured requests. */
  | {
    phase: 'measure';
    /** The level; a rate level is named by its rate, not its cap. */
    level: SweepLevel;
    /** Measured requests that finished and are counted. */
    finished: number;
    /** Measured requests the level was to send. */
    planned: number;
    /** Requests in flight that were cancelled; left out of every figure. */
    cancelled: number;
  }
  /** Between two levels: level `after` finished completely. */
  | { phase: 'between'; after: SweepLevel };

/** Everything the description needs. */
export interface StopFacts {
  reason: StopReason;
  /** What cancelled the run (e.g. `SIGTERM`), when known. */
  cancelledBy: string | undefined;
  /** The run's budget, in seconds (`sweep.max_duration_s`). */
  budgetS: number;
  at: StopPoint;
  /** Planned levels with nothing measured, in sweep order (a level cut in its warm-up included). */
  notRun: readonly number[];
}

/** The stop as results.json's `error`: a stable code, one sentence, and the fix. */
export interface StopError {
  /** `BUDGET_EXHAUSTED` or `CANCELLED`. */
  code: 'BUDGET_EXHAUSTED' | 'CANCELLED';
  message: string;
  hint: string;
}

/**
 * One paragraph: why the run stopped, where, and which levels it did not measure, e.g.
 * `The run's time budget of 60 s (sweep.max_duration_s) ran out during concurrency 8, after 13
 * of 32 measured requests (2 requests in flight were cancelled and are not counted); concurrency
 * 16 and 32 were not run.`
 */
export function describeStop(facts: StopFacts): string {
  const cause = facts.reason === 'budget'
    ? `The run's time budget of ${formatSeconds(facts.budgetS)} (sweep.max_duration_s) ran out`
    : `The run was cancelled${facts.cancelledBy === undefined ? '' : ` (${facts.cancelledBy})`}`;
  const at = facts.at;
  let where: string;
  switch (at.phase) {
    case 'preflight':
      return `${cause} during the connectivity check; nothing was measured.`;
    case 'warmup':
      where = ` during the warm-up of ${levelName(at.level)}, before any of its measured requests`;
      break;
    case 'measure': {
      const cancelled = at.cancelled === 0 ? ''
        : ` (${at.cancelled} ${at.cancelled === 1 ? 'request' : 'requests'} in flight ${at.cancelled === 1 ? 'was' : 'were'} cancelled and ${at.cancelled === 1 ? 'is' : 'are'} not counted)`;
      where = at.finished === 0
        ? ` during ${levelName(at.level)}, before any of its ${at.planned} measured requests finished${cancelled}`
        : ` during ${levelName(at.level)}, after ${at.finished} of ${at.planned} measured requests${cancelled}`;
      break;
    }
    case 'between':
      where = ` after ${levelName(at.after)} finished`;
      break;
  }
  const notRun = facts.notRun.length === 0 ? ''
    : `; concurrency ${joinAnd(facts.notRun)} ${facts.notRun.length === 1 ? 'was' : 'were'} not measured`;
  return `${cause}${where}${notRun}.`;
}

/** The `error` of a run that stopped early without a failed check. */
export function stopError(facts: StopFacts): StopError {
  if (facts.reason === 'budget') {
    return {
      code: 'BUDGET_EXHAUSTED',
      message: describeStop(facts),
      hint: 'Raise sweep.max_duration_s (or pass --max-duration), or shorten the sweep: fewer levels, fewer requests per level, '
        + 'or a smaller max_tokens. The levels that were measured are reported, but an incomplete run cannot pass the gate.',
    };
  }
  return {
    code: 'CANCELLED',
    message: describeStop(facts),
    hint: 'Run it again to get a verdict; the levels that were measured are reported, but a cancelled run cannot pass the gate.',
  };
}

function formatSeconds(s: number): string {
  return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}

function joinAnd(items: readonly number[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
