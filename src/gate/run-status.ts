/**
 * The run's status from its checks: the one place the gate's policy lives. Every front end (the
 * CLI, its scenarios, the Action, its scenarios) takes the status and the reason line from here,
 * and the exit code from `exitCodeFor` (src/exit-codes.ts; for a shard with `shard: true`: a
 * shard is never the verdict, so it is `inconclusive` and exits 0 once it measured its share).
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
 * regression checks at all, and the run passes with a note saying how to record one. A baseline
 * whose history is still shorter than `baseline.min_runs` is the same case: the team just added
 * the workflows, main has recorded one run, and nothing a pull request does can change that; its
 * `max_change` checks are kept, not judged (`no_data`), they gate nothing, and the reason line
 * says when regression checks start, so a pass never reads as if they ran. A run that
 * records a new baseline (`--update-baseline`) over one that was refused or unreadable is the
 * same case: its job is to record, so the `max_change` limits the old file could not judge are
 * left out (the note says why the old one was refused); SLO thresholds and the default
 * success-rate objective still gate it.
 *
 * Limits judged nowhere are grouped by their cause in the reason line, so a cause shared by
 * several limits (a refused baseline behind every `max_change` entry) is said once; the line
 * names a few and counts the rest, and the checks table keeps the full detail.
 */
import { failureGates, type Check, type FailOn } from '../model/checks.js';
import type { ShardId } from '../model/shard.js';
import type { OnInconclusive } from '../model/results.js';
import { gateVerdict, type InconclusivePolicy, type Verdict } from './verdict.js';
import { levelName } from '../model/level.js';
import { briefCheck } from './describe.js';

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
  /**
   * Set when this run records a new baseline and the old one could not be compared: `why` says
   * so after "the old one" (`was refused because max_tokens differs …`). Its `max_change` limits
   * are then not meant to gate the run.
   */
  rerecorded?: { path: string; why: string };
  /**
   * Set when the baseline's history holds fewer runs than `baseline.min_runs`: its `max_change`
   * checks were not judged and gate nothing yet; the run is judged on its SLOs, like a first run.
   */
  shortHistory?: { path: string; runs: number; minRuns: number };
  /**
   * Set when the run is one shard of a sweep (`run --shard i/N`): it held a share of each level's
   * load and read no baseline, so whatever its checks say is not the sweep's verdict, which the
   * merge gives. Its status is never `pass` (nor `fail`): `inconclusive`, or `error`.
   */
  shard?: ShardId;
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
/** The longest a cause (a check's reason, a baseline's problem) is quoted in the reason line. */
const CAUSE_MAX_CHARS = 160;

/** Applies the policy above. Pure. */
export function runStatus(input: RunStatusInput): RunStatusOutcome {
  const verdict = gateVerdict(input.checks, input.failOn, input.inconclusive);
  if (input.measurement === 'error') return { status: 'error', verdict, reason: null };
  if (input.shard !== undefined) {
    return input.measurement === 'stopped' ? { status: 'error', verdict, reason: null } : { status: 'inconclusive', verdict, reason: shardReason(input.shard, input.checks) };
  }
  // A failed check stands even when the run stopped early: what was measured already broke a limit.
  if (verdict.failed.length > 0) return { status: 'fail', verdict, reason: failedReason(verdict.failed) };
  if (input.measurement === 'stopped') return { status: 'error', verdict, reason: null };
  if (input.failOn === 'none') {
    const unjudged = input.checks.filter((c) => !isJudged(c)).length;
    return { status: 'pass', verdict, reason: `report only (fail-on: none): ${verdict.warned.length} failed or warned, ${unjudged} not judged` };
  }
  const { rerecorded, shortHistory } = input;
  // A re-recorded baseline's old file, or a history too short to judge by, judged no change: its max_change checks gate nothing.
  const selected = (c: Check): boolean => failureGates(c, input.failOn) && !((rerecorded !== undefined || shortHistory !== undefined) && c.kind === 'regression');
  const limits = new Map<string, Check[]>();
  for (const c of input.checks.filter(selected)) {
    const key = `${c.kind}\u0000${c.objective}\u0000${c.source}`;
    limits.set(key, [...(limits.get(key) ?? []), c]);
  }
  const nowhere = [...limits.values()].filter((checks) => !checks.some(isJudged));
  const noBaseline = input.missingBaseline === undefined ? null : missingBaselineText(input.missingBaseline);
  const recorded = rerecorded === undefined ? null
    : `baseline re-recorded at ${rerecorded.path}; the old one ${cut(rerecorded.why)}, so its max_change limits were not judged`;
  const waiting = shortHistory === undefined ? null : shortHistoryReason(shortHistory);
  if (limits.size === 0 && noBaseline === null && recorded === null && waiting === null) {
    return { status: 'inconclusive', verdict, reason: 'nothing could fail this run: no error-level limit of a kind fail-on selects applies to the levels measured' };
  }
  if (nowhere.length > 0) {
    const all = nowhere.length === limits.size ? 'nothing was judged; ' : '';
    return { status: 'inconclusive', verdict, reason: `${all}judged at no level: ${byCause(nowhere)}` };
  }
  const partial = [...limits.values()].flat().filter((c) => !isJudged(c));
  const parts: string[] = [...(waiting === null ? [] : [waiting]), ...(recorded === null ? [] : [recorded])];
  if (partial.length > 0) {
    const total = [...limits.values()].flat().length;
    parts.push(`${partial.length} of ${total} checks not judged: ${named(partial.map((c) => `${c.source} at ${levelName(c)}`), 'check')}`);
  }
  if (noBaseline !== null) parts.push(noBaseline);
  return { status: 'pass', verdict, reason: parts.length > 0 ? parts.join('; ') : null };
}

/**
 * What a run without its baseline file says, once: in the verdict's reason when the run passes on
 * it, else where the report and the terminal name the baseline.
 */
export function missingBaselineText(path: string): string {
  return `no baseline yet at ${path}, so no change was judged; record one with llm-slo-gate run --update-baseline `
    + '(Action input update-baseline: true) on the main branch';
}

/**
 * `regression checks not run yet: they start when the baseline's history holds 2 runs (it holds
 * 1, at .github/llm-slo-baseline.json); judged on SLOs only`: the first thing a pull request
 * opened right after the workflows were added says, so that its pass is not read as "no regression".
 */
export function shortHistoryReason(h: { path: string; runs: number; minRuns: number }): string {
  return `regression checks not run yet: they start when the baseline's history holds ${h.minRuns} runs (it holds ${h.runs}, at ${h.path}); `
    + 'judged on SLOs only';
}

/**
 * `shard 1/2 of a sweep, not its verdict: … On its own requests 1 of 7 checks failed`: the first
 * thing a shard job's log and summary say, so that no one reads a shard as the gate.
 */
function shardReason(shard: ShardId, checks: readonly Check[]): string {
  const failed = checks.filter((c) => c.status === 'fail').length;
  return `shard ${shard.index}/${shard.count} of a sweep, not its verdict: it measured a share of each level's load and read no baseline; `
    + `llm-slo-gate merge (Action input merge: true) over every shard's folder judges the sweep. On this shard's requests alone, ${failed} of ${checks.length} checks failed`;
}

/** True when the check decided something: it passed or failed. */
function isJudged(c: Check): boolean {
  return c.status === 'pass' || c.status === 'fail';
}

/**
 * What failed, by how much, against what, for the verdict's line:
 * `2 checks failed: Success rate at concurrency 2 is 50 % (minimum 90 %); TPOT p50 at concurrency 1 changed +33 % against the baseline (allowed +10 %)`.
 */
function failedReason(failed: readonly Check[]): string {
  return `${failed.length} ${failed.length === 1 ? 'check' : 'checks'} failed: ${named(failed.map(briefCheck), 'check')}`;
}

/**
 * Limits judged at no level, grouped by cause so that each cause is said once:
 * `3 max_change limits (ttft_ms.p50 +50%, tpm -30%, e2e_ms.p50 +50%): the baseline … could not be used (…)`.
 */
function byCause(nowhere: readonly Check[][]): string {
  const groups = new Map<string, Check[]>();
  for (const checks of nowhere) {
    const cause = causeOf(checks);
    groups.set(cause, [...(groups.get(cause) ?? []), checks[0] as Check]);
  }
  return named([...groups].map(([cause, firsts]) => `${groupLabel(firsts)}: ${cause}`), 'cause');
}

/**
 * Why a limit was judged nowhere, from its first check: said once for the limit when every
 * check has the same reason, else with the level it is about. The leading "not compared:" or
 * "not judged:" is dropped, since the line already says the limit was not judged.
 */
function causeOf(checks: readonly Check[]): string {
  const first = checks[0] as Check;
  const why = cut((first.reason ?? first.status.replace('_', ' ')).replace(/^not (compared|judged): /, ''));
  return checks.every((c) => c.reason === first.reason) ? why : `at ${levelName(first)}: ${why}`;
}

/** `ttft_ms.p95 <= 1500`, or `2 max_change limits (ttft_ms.p50 +50%, tpm -30%)` for several. */
function groupLabel(firsts: readonly Check[]): string {
  const names = firsts.map((c) => (c.kind === 'regression' ? c.source.replace(/: /, ' ') : c.source));
  if (firsts.length === 1) return names[0] as string;
  const kinds = new Set(firsts.map((c) => c.kind));
  const noun = kinds.size > 1 ? 'limits' : kinds.has('regression') ? 'max_change limits' : 'SLO limits';
  return `${firsts.length} ${noun} (${named(names, 'limit', ', ')})`;
}

/** `text` cut to CAUSE_MAX_CHARS characters (whole code points), with "…" when cut. */
function cut(text: string): string {
  const chars = Array.from(text);
  return chars.length <= CAUSE_MAX_CHARS ? text : `${chars.slice(0, CAUSE_MAX_CHARS - 1).join('').trimEnd()}…`;
}

/** The first few items joined, with "and N more …" for the rest. */
function named(items: readonly string[], noun: string, separator = '; '): string {
  const unique = [...new Set(items)];
  const shown = unique.slice(0, NAMED).join(separator);
  const more = unique.length - NAMED;
  return more > 0 ? `${shown}${separator}and ${more} more ${more === 1 ? noun : `${noun}s`}` : shown;
}

/**
 * What a report posted from another job's results file must add when that job ran with
 * `fail-on: none`: its `pass` is a report, not a verdict, since failed checks only warned.
 * Null otherwise. Markdown; every figure in it is a count.
 */
export function reportOnlyWarning(verdict: { fail_on: FailOn; warned: number }): string | null {
  if (verdict.fail_on !== 'none') return null;
  return `**The measuring job ran with \`fail-on: none\`, so this status is a report, not a verdict: ${verdict.warned} check(s) failed or warned `
    + 'without failing it.** To post the real verdict, keep `fail-on` at its default in the measuring job and let the steps after it run '
    + 'with `if: ${{ !cancelled() }}` (docs/workflows.md, the fork-safe pattern).';
}
