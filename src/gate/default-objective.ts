/**
 * The objective every level carries unless the spec says otherwise: a minimum success rate
 * (`gate.min_success_rate`, 0.9 by default). Failed requests are left out of every latency
 * figure (a failure's partial timings would flatter the level), so a change that makes requests
 * fail fast would otherwise look faster; this objective is what fails it.
 *
 * Why 0.9: at the default 32 requests a level it passes with up to 3 failures and fails with 4
 * or more, so one transient failure (a dropped connection, one 503) never fails a run, while a
 * level losing half its requests always does, at any size. Binomially, a 32-request level of
 * an endpoint that fails 1 % of requests at random fails this objective with probability
 * 0.03 % (2 %: 0.4 %; 5 %: 7 %), while one failing 20 % is caught 91 % of the time. A
 * binomial rule ("fail when the failures are unlikely under a 1 % failure rate") was the
 * alternative; it needs a failure rate to assume, and a fixed share is easier to read in a
 * comment and to override.
 */
import type { LevelStats } from '../model/level-stats.js';
import type { Check } from '../model/checks.js';
import { levelKey, levelRate } from '../model/level.js';
import type { SpecLocator } from '../spec/locate.js';

/** The objective name of the default success-rate checks. */
export const DEFAULT_OBJECTIVE = 'default success rate';

/**
 * One check per measured level of `success_rate >= minSuccessRate`, except at levels where an
 * objective of the spec already limits the success rate from below (the user's own limit
 * replaces the default there). None when `minSuccessRate` is false (the spec removed it).
 *
 * @param sloChecks - the checks of the spec's own objectives.
 */
export function defaultObjectiveChecks(
  levels: readonly LevelStats[], sloChecks: readonly Check[], minSuccessRate: number | false, locate?: SpecLocator,
): Check[] {
  if (minSuccessRate === false) return [];
  const own = new Set(sloChecks.filter((c) => c.kind === 'slo' && c.metric === 'success_rate' && c.op === '>=').map(levelKey));
  const specLine = locate?.('gate.min_success_rate') ?? null;
  const checks: Check[] = [];
  for (const level of levels) {
    if (own.has(levelKey(level))) continue;
    const rate = levelRate(level);
    const actual = level.success_rate;
    checks.push({
      objective: DEFAULT_OBJECTIVE,
      kind: 'slo',
      level: 'error',
      concurrency: level.concurrency,
      ...(rate === null ? {} : { rate }),
      ...(level.trace ? { trace: level.trace } : {}),
      metric: 'success_rate',
      op: '>=',
      limit: minSuccessRate,
      actual,
      baseline: null,
      change: null,
      status: actual === null ? 'no_data' : actual >= minSuccessRate ? 'pass' : 'fail',
      reason: actual === null ? 'no request was measured at this level' : level.failed > 0 ? `${describeFailures([level])}` : null,
      source: `success_rate >= ${minSuccessRate}`,
      spec_line: specLine,
    });
  }
  return checks;
}

/**
 * The requests behind a failure count, in a few words: `18/20 ok: 2 server_error (503)`, the
 * kinds most frequent first, each with the HTTP statuses seen. Empty when nothing failed.
 */
export function describeFailures(levels: readonly Pick<LevelStats, 'requests' | 'succeeded' | 'failed' | 'errors' | 'error_statuses'>[]): string {
  const requests = levels.reduce((n, l) => n + l.requests, 0);
  const succeeded = levels.reduce((n, l) => n + l.succeeded, 0);
  if (requests === succeeded) return '';
  const kinds = new Map<string, number>();
  const statuses = new Map<string, Set<number>>();
  for (const l of levels) {
    for (const [kind, n] of Object.entries(l.errors)) kinds.set(kind, (kinds.get(kind) ?? 0) + n);
    for (const [kind, codes] of Object.entries(l.error_statuses ?? {})) {
      const seen = statuses.get(kind) ?? new Set<number>();
      for (const code of codes) seen.add(code);
      statuses.set(kind, seen);
    }
  }
  const parts = [...kinds].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, n]) => {
    const codes = [...(statuses.get(kind) ?? [])].sort((a, b) => a - b);
    return `${n} ${kind}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`;
  });
  return `${succeeded}/${requests} ok: ${parts.join(', ')}`;
}
