/**
 * What stands next to the verdict in the report's first line and the terminal's last: why the
 * status is what it is (`verdict.reason`: the failed checks, the limits judged at no level, the
 * checks not judged next to a pass, the missing baseline) and the failures behind the requests
 * that did not succeed (`22/44 ok: 22 server_error (500)`). Plain text; the Markdown escapes it.
 */
import type { Results } from '../model/results.js';
import { describeFailures } from '../gate/default-objective.js';
import type { LevelStats } from '../model/level-stats.js';
import { levelLabel } from '../model/level.js';

const WORDS: Readonly<Record<Results['status'], string>> = { pass: 'PASS', fail: 'FAIL', inconclusive: 'INCONCLUSIVE', error: 'ERROR' };

/**
 * The status as a word: `PASS`, `FAIL`, `INCONCLUSIVE`, `ERROR`. A results file read in
 * comment-only mode may hold anything, so any other value is `UNKNOWN`, never echoed.
 */
export function statusWord(status: Results['status']): string {
  return Object.hasOwn(WORDS, status) ? WORDS[status] : 'UNKNOWN';
}

/** The reason and the failure summary, each a short phrase; empty when there is neither. */
export function verdictDetails(r: Pick<Results, 'verdict' | 'levels'>): string[] {
  return [r.verdict.reason ?? '', describeFailures(r.levels)].filter((t) => t !== '');
}

/** What an inconclusive run means for the step or the exit code, and how to change it. */
export function inconclusiveAdvice(onInconclusive: 'fail' | 'pass' | undefined): string {
  return onInconclusive === 'pass'
    ? 'inconclusive: a limit meant to gate this run was judged at no level; gate.on_inconclusive: pass lets it pass anyway.'
    : 'inconclusive: a limit meant to gate this run was judged at no level, so it does not pass (exit 4). '
      + 'Fix what kept it from being judged (named above), or set gate.on_inconclusive: pass in the spec to let such runs pass.';
}

/** What a shard's status means for its exit code or step, and where the verdict comes from. */
export function shardAdvice(shard: { index: number; count: number }, status: Results['status']): string {
  const next = 'merge every shard\'s folder (llm-slo-gate merge DIR…, or a job with Action input merge: true) for the verdict.';
  return status === 'error'
    ? `shard ${shard.index}/${shard.count} could not measure its share (exit 3): the sweep has no verdict without it; run the sweep again.`
    : `shard ${shard.index}/${shard.count} measured its share, so it exits 0 without a verdict: ${next}`;
}

/** The failed requests of one kind: how many, and at which levels (`concurrency 1, 2, 4`). */
export interface FailureKind {
  kind: string;
  count: number;
  /** `concurrency 1, 2, 4`, or `levels 2 req/s, …` when a rate level is among them; at most 10 named. */
  where: string;
}

/** The failed requests by kind, in the order the levels first show them; empty when none failed. */
export function failuresByKind(levels: readonly Pick<LevelStats, 'concurrency' | 'rate' | 'errors'>[]): FailureKind[] {
  const byKind = new Map<string, { count: number; at: string[] }>();
  for (const level of levels) {
    for (const [kind, count] of Object.entries(level.errors)) {
      if (!(count > 0)) continue;
      const entry = byKind.get(kind) ?? { count: 0, at: [] };
      entry.count += count;
      entry.at.push(levelLabel(level));
      byKind.set(kind, entry);
    }
  }
  return [...byKind].map(([kind, { count, at }]) => {
    const list = at.length <= 10 ? at.join(', ') : `${at.slice(0, 10).join(', ')}, …`;
    return { kind, count, where: `${at.some((a) => a.endsWith('req/s')) ? 'levels' : 'concurrency'} ${list}` };
  });
}
