/**
 * The run's status from its checks: the one place the gate's policy lives. Every front end (the
 * CLI, its scenarios, the Action, its scenarios) takes the status and the reason line from here,
 * and the exit code from `exitCodeFor` (src/exit-codes.ts).
 *
 * | status         | exit | when |
 * | -------------- | ---- | ---- |
 * | `error`        | 3    | nothing trustworthy was measured, or the run stopped early and no check failed |
 * | `fail`         | 1    | a check that gates the run failed |
 * | `inconclusive` | 4    | a limit meant to gate the run was judged at no level (0 with `gate.on_inconclusive: pass`) |
 * | `pass`         | 0    | every limit meant to gate the run was judged somewhere, and none failed |
 *
 * "Meant to gate": an `error`-level check of a kind `fail-on` selects. Its limit is the user's
 * one threshold or `max_change` entry (the checks with the same objective and source), judged
 * when at least one of its checks passed or failed. A limit whose checks are all `no_data`,
 * `not_applicable` or `inconclusive` (too few samples, client-bound levels, a baseline refused,
 * no data) decided nothing, so the run cannot pass on it: the way a test runner that ran no test
 * fails rather than passes. Limits judged at some levels and not at others pass, and the reason
 * line names what was not judged, so it shows next to the verdict rather than only in the details.
 *
 * The expected exception is the first run of a new gate: with no baseline file yet there are no
 * regression checks at all, and the run passes with a note saying how to record one.
 */
import { failureGates, type Check, type FailOn } from '../model/checks.js';
import type { OnInconclusive } from '../model/results.js';
import { gateVerdict, type InconclusivePolicy, type Verdict } from './verdict.js';
import { levelName } from '../model/level.js';

/** The allowed `gate.on_inconclusive` values, the default first. */
export const ON_INCONCLUSIVE_VALUES: readonly OnInconclusive[] = ['fail', 'pass'];

/** A run's status: `error` (could not measure), `fail`, `inconclusive` or `pass`. */
export type GateRunStatus = 'pass' | 'fail' | 'inconclusive' | 'error';

/** What the policy needs besides the checks. */
export interface RunStatusInput {
  checks: readonly Check[];
  failOn: FailOn;
  /** The spec's `baseline.inconclusive`: what an inconclusive regression check does. */
  inconclusive: InconclusivePolicy;
  /**
   * How the measurement went: `error` when nothing trustworthy was measured, `stopped` when the
   * run stopped before every level was measured, `complete` otherwise.
   */
  measurement: 'complete' | 'stopped' | 'error';
  /**
   * Set when the spec limits changes (`baseline.max_change` has entries) and no baseline file
   * exists yet: the first run of a new gate, which passes with a note. The path is named in it.
   */
  missingBaseline?: string;
}

/** The status, the checks behind it, and one line saying why, for the report's first line and the terminal. */
export interface RunStatusOutcome {
  status: GateRunStatus;
  verdict: Verdict;
  /**
   * Why, in plain words: the failed checks, the limits judged at no level, the checks not
   * judged next to a pass, or the missing baseline; null for a plain pass or an error (whose
   * own message says why).
   */
  reason: string | null;
}

/** How many items a reason line names before it says "and N more". */
const NAMED = 3;

/** Applies the policy above. Pure. */
export function runStatus(input: RunStatusInput): RunStatusOutcome {
  const verdict = gateVerdict(input.checks, input.failOn, input.inconclusive);
  if (input.measurement === 'error') return { status: 'error', verdict, reason: null };
  // A failed check stands even when the run stopped early: what was measured already broke a limit.
  if (verdict.failed.length > 0) return { status: 'fail', verdict, reason: failedReason(verdict.failed) };
  if (input.measurement === 'stopped') return { status: 'error', verdict, reason: null };
  if (input.failOn === 'none') {
    const unjudged = input.checks.filter((c) => !isJudged(c)).length;
    return { status: 'pass', verdict, reason: `report only (fail-on: none): ${verdict.warned.length} failed or warned, ${unjudged} not judged` };
  }
  const selected = (c: Check): boolean => failureGates(c, input.failOn);
  const limits = new Map<string, Check[]>();
  for (const c of input.checks.filter(selected)) {
    const key = `${c.kind}\u0000${c.objective}\u0000${c.source}`;
    limits.set(key, [...(limits.get(key) ?? []), c]);
  }
  const nowhere = [...limits.values()].filter((checks) => !checks.some(isJudged));
  const noBaseline = input.missingBaseline === undefined ? null
    : `no baseline yet at ${input.missingBaseline}, so no change was judged; record one with llm-slo-gate run --update-baseline `
      + '(Action input update-baseline: true) on the main branch';
  if (limits.size === 0 && noBaseline === null) {
    return { status: 'inconclusive', verdict, reason: 'nothing could fail this run: no error-level limit of a kind fail-on selects applies to the levels measured' };
  }
  if (nowhere.length > 0) {
    const all = nowhere.length === limits.size ? 'nothing was judged; ' : '';
    return { status: 'inconclusive', verdict, reason: `${all}judged at no level: ${named(nowhere.map(limitText), 'limit')}` };
  }
  const partial = [...limits.values()].flat().filter((c) => !isJudged(c));
  const parts: string[] = [];
  if (partial.length > 0) {
    const total = [...limits.values()].flat().length;
    parts.push(`${partial.length} of ${total} checks not judged: ${named(partial.map((c) => `${c.source} at ${levelName(c)}`), 'check')}`);
  }
  if (noBaseline !== null) parts.push(noBaseline);
  return { status: 'pass', verdict, reason: parts.length > 0 ? parts.join('; ') : null };
}

/** True when the check decided something: it passed or failed. */
function isJudged(c: Check): boolean {
  return c.status === 'pass' || c.status === 'fail';
}

/** `1 check failed: success_rate >= 0.9 at concurrency 2` */
function failedReason(failed: readonly Check[]): string {
  return `${failed.length} ${failed.length === 1 ? 'check' : 'checks'} failed: ${named(failed.map((c) => `${c.source} at ${levelName(c)}`), 'check')}`;
}

/** A limit judged at no level and why: `ttft_ms.p95 <= 1500 (at concurrency 1: …)`. */
function limitText(checks: readonly Check[]): string {
  const first = checks[0] as Check;
  const what = first.kind === 'regression' ? `${first.objective} ${first.source}` : first.source;
  const why = first.reason ?? first.status.replace('_', ' ');
  return `${what} (at ${levelName(first)}: ${why})`;
}

/** The first few items joined, with "and N more …" for the rest. */
function named(items: readonly string[], noun: string): string {
  const unique = [...new Set(items)];
  const shown = unique.slice(0, NAMED).join('; ');
  const more = unique.length - NAMED;
  return more > 0 ? `${shown}; and ${more} more ${more === 1 ? noun : `${noun}s`}` : shown;
}
