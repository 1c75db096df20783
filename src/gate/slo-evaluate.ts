/**
 * Step 3 of 3 for SLOs: hold parsed objectives against the measured levels. Every threshold at
 * every level it applies to becomes one Check, whatever its outcome, so the report can show
 * exactly what was judged and what could not be.
 */
import type { LevelStats } from '../model/level-stats.js';
import { formatPath } from '../spec/problem.js';
import { metricLabel, metricPath, readMetric, type MetricRef } from '../metrics/catalogue.js';
import { formatPair } from '../metrics/format.js';
import { atEveryLevel, type Objective, type Threshold } from '../spec/slo-parse.js';
import type { Check, CheckStatus } from '../model/checks.js';
import { levelKey, levelName, levelRate, levelTrace, type LevelIdentity, type TraceIdentity } from '../model/level.js';
import type { SloSpec } from '../spec/gate-types.js';
import { compileSlos } from '../spec/slo.js';
import type { SpecLocator } from '../spec/locate.js';

/**
 * Judge each objective at each level it applies to.
 *
 * - `at: {concurrency}` names concurrency levels and `at: {rate}` rate levels (a rate level is
 *   matched by its target rate, never by its cap).
 * - An objective without `at` applies to every level in `levels` (so an empty sweep yields no
 *   checks for it; a run that measured nothing must be reported as an error by the caller).
 * - A level named in `at` that is not in `levels` gives `no_data` checks saying it was not run.
 * - When a `when` precondition is broken at a level, every threshold of the objective there is
 *   `not_applicable`, with the measured value in the reason; when a precondition cannot be
 *   checked (no token counts), they are `no_data`. Neither is ever a pass.
 * - A threshold whose metric has no value at a level (no samples) is `no_data`.
 *
 * @param levels - the measured levels, in the order run.
 * @param locate - maps a threshold's spec path to its line, for `spec_line`.
 */
export function evaluateObjectives(objectives: readonly Objective[], levels: readonly LevelStats[], locate?: SpecLocator): Check[] {
  const byKey = new Map<string, LevelStats>();
  for (const level of levels) if (!byKey.has(levelKey(level))) byKey.set(levelKey(level), level);
  const ran: readonly LevelIdentity[] = levels;

  const checks: Check[] = [];
  for (const objective of objectives) {
    const rates = objective.rate ?? null;
    const targets: readonly LevelIdentity[] = atEveryLevel(objective)
      ? ran
      : [...(objective.concurrency ?? []).map((concurrency) => ({ concurrency })), ...(rates ?? []).map((rate) => ({ concurrency: 0, rate }))];
    for (const target of targets) {
      const level = byKey.get(levelKey(target));
      const rate = levelRate(target);
      const concurrency = level?.concurrency ?? target.concurrency;
      const gate: Gate | undefined = level === undefined
        ? { status: 'no_data', reason: notRunReason(target, ran) }
        : preconditionGate(objective, level);
      for (const t of objective.thresholds) {
        const trace = levelTrace(level ?? target);
        const base = { objective: objective.name, level: objective.level, concurrency, ...(rate === null ? {} : { rate }), ...(trace === null ? {} : { trace }), threshold: t, line: locate?.(formatPath(t.path)) ?? null };
        if (level === undefined || gate !== undefined) {
          checks.push(check(base, null, gate?.status ?? 'no_data', gate?.reason ?? null));
          continue;
        }
        const actual = readMetric(level, t);
        if (actual === null) checks.push(check(base, null, 'no_data', noDataReason(level, t)));
        else checks.push(check(base, actual, holds(t, actual) ? 'pass' : 'fail', null));
      }
    }
  }
  return checks;
}

/** True when the measured value is on the allowed side of the limit (the limit itself included). */
export function holds(t: Pick<Threshold, 'bound' | 'limit'>, actual: number): boolean {
  return t.bound === 'max' ? actual <= t.limit : actual >= t.limit;
}

/** Why a metric has no value at a level, in plain words. */
export function noDataReason(level: LevelStats, ref: MetricRef): string {
  if (level.requests === 0) return `no request was measured at ${levelName(level)}`;
  if (level.succeeded === 0) {
    return `no request succeeded at ${levelName(level)} (${level.failed} of ${level.requests} failed)`;
  }
  switch (ref.metric) {
    case 'tpot_ms':
      return 'no answer had 2 or more output tokens, so TPOT is undefined';
    case 'itl_ms':
      return 'no answer had 2 or more content events, so there were no gaps to measure';
    case 'input_tokens':
      return 'the server sent no token usage, so input token counts are unknown';
    case 'output_tokens':
    case 'request_tps':
      return 'output token counts are unknown';
    case 'server.running_max':
    case 'server.waiting_max':
    case 'server.kv_cache_usage_max':
    case 'server.preemptions':
    case 'server.prefix_cache_hit_rate':
      return level.server === undefined
        ? `the server's own metrics were not read at ${levelName(level)} (see results.json server_metrics)`
        : `the server (${level.server.engine}) does not publish ${metricLabel(ref).replace(/^Server /, 'its ').toLowerCase()}${level.server.restarted ? ', or restarted mid-level' : ''}`;
    default:
      return `${metricLabel(ref)} has no samples`;
  }
}

interface Gate {
  status: Extract<CheckStatus, 'not_applicable' | 'no_data'>;
  reason: string;
}

/** The first broken or uncheckable precondition at this level, or undefined when all hold. */
function preconditionGate(objective: Objective, level: LevelStats): Gate | undefined {
  for (const p of objective.preconditions) {
    const measured = readMetric(level, p);
    if (measured === null) {
      return { status: 'no_data', reason: `its workload precondition ${p.source} could not be checked: ${noDataReason(level, p)}` };
    }
    if (!holds(p, measured)) {
      const [m, limit] = formatPair(p.metric, measured, p.limit);
      const label = metricLabel(p);
      return {
        status: 'not_applicable',
        reason: `the objective is written for ${p.source}, but the measured ${label[0]?.toLowerCase()}${label.slice(1)} `
          + `was ${m}, above ${limit}`,
      };
    }
  }
  return undefined;
}

function notRunReason(target: LevelIdentity, ran: readonly LevelIdentity[]): string {
  if (ran.length === 0) return `${levelName(target)} was not run: no load level finished`;
  const isRate = levelRate(target) !== null;
  const same = ran.filter((l) => (levelRate(l) !== null) === isRate);
  if (same.length === 0) return `${levelName(target)} was not run (the sweep ran no ${isRate ? 'rate' : 'concurrency'} levels)`;
  return `${levelName(target)} was not run (the sweep ran ${isRate ? same.map((l) => `${levelRate(l)}`).join(', ') + ' req/s' : same.map((l) => l.concurrency).join(', ')})`;
}

interface CheckBase {
  objective: string;
  level: Check['level'];
  concurrency: number;
  rate?: number;
  trace?: TraceIdentity;
  threshold: Threshold;
  line: number | null;
}

function check(base: CheckBase, actual: number | null, status: CheckStatus, reason: string | null): Check {
  const t = base.threshold;
  return {
    objective: base.objective,
    kind: 'slo',
    level: base.level,
    concurrency: base.concurrency,
    ...(base.rate === undefined ? {} : { rate: base.rate }),
    ...(base.trace === undefined ? {} : { trace: base.trace }),
    metric: metricPath(t),
    op: t.bound === 'max' ? '<=' : '>=',
    limit: t.limit,
    actual,
    baseline: null,
    change: null,
    status,
    reason,
    source: t.source,
    spec_line: base.line,
  };
}

/**
 * One Check per threshold per level it applies to (see `evaluateObjectives` for the rules on
 * levels not run, broken preconditions and missing data).
 *
 * @param slos - the spec's `slos`, as written.
 * @param levels - the measured levels (`results.levels`).
 * @param locate - maps a spec path such as `slos[0].thresholds.ttft_ms.p95` to its line.
 * @throws GateError `SPEC_INVALID` when `slos` is invalid.
 */
export function evaluateSlos(slos: readonly SloSpec[] | undefined, levels: readonly LevelStats[], locate?: SpecLocator): Check[] {
  return evaluateObjectives(compileSlos(slos), levels, locate);
}
