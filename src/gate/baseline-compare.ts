/**
 * This run against its baseline: a table of changes for the report, and a Check for every
 * metric the spec limits with `baseline.max_change`. Call `checkBaselineCompatible` first: this
 * module compares whatever it is given.
 */
import type { LevelStats } from '../metrics/types.js';
import type { Results } from '../results.js';
import { formatPath } from '../spec/problem.js';
import { METRICS, metricLabel, metricPath, parseMetricPath, readMetric, type MetricRef } from './catalogue.js';
import { compileMaxChange, type AllowedChange } from './max-change.js';
import { noDataReason, type SpecLocator } from './slo-evaluate.js';
import type { Check, CheckLevel } from './types.js';
import { levelKey, levelName, levelRate, type LevelIdentity } from '../load/open-loop-level.js';

/** One metric at one level, then and now. */
export interface ComparisonRow {
  concurrency: number;
  /** Target requests/s when the row is about a rate level; absent for a concurrency level. */
  rate?: number;
  /** Metric path, e.g. `ttft_ms.p95`, `tpm`. */
  metric: string;
  /** How a person names it: `TTFT p95`. */
  label: string;
  /** The metric's unit, `%` for fractions such as the success rate. */
  unit: string;
  /** Which way is an improvement (for colouring a change); null when neither. */
  better: 'lower' | 'higher' | null;
  baseline: number | null;
  current: number | null;
  /** (current − baseline) / baseline; 0 when both are 0; null when either is missing or only the baseline is 0. */
  change: number | null;
}

/** The metrics the comparison table shows at every level, in column order. */
export const DEFAULT_COMPARISON_METRICS: readonly string[] = [
  'ttft_ms.p50', 'ttft_ms.p95', 'ttft_ms.p99', 'tpot_ms.p50', 'tpot_ms.p95', 'e2e_ms.p95', 'qps', 'tpm', 'success_rate',
];

/** The name regression checks carry as their objective. */
export const BASELINE_OBJECTIVE = 'baseline';

/**
 * Compare two runs level by level.
 *
 * Rows cover every level of either run (this run's order first, then levels only the baseline
 * has) × the default metrics, followed by any other metric named in `maxChange`. Checks cover
 * only the metrics in `maxChange`, at every level of the baseline: a baseline level this run did
 * not reach is `no_data`, as is a metric missing on either side.
 *
 * @param maxChange - the spec's `baseline.max_change`, e.g. `{"ttft_ms.p95": "+10%"}`.
 * @param level - whether a regression fails the gate (`error`) or is reported (`warn`).
 * @param locate - maps `baseline.max_change["ttft_ms.p95"]` to its spec line.
 * @throws GateError `SPEC_INVALID` when `maxChange` is invalid.
 */
export function compareToBaseline(
  current: Results, baseline: Results, maxChange: Readonly<Record<string, string>> | undefined, level: CheckLevel, locate?: SpecLocator,
): { checks: Check[]; rows: ComparisonRow[] } {
  const allowed = compileMaxChange(maxChange);
  // Levels are matched by identity: a rate level by its rate, a concurrency level by its concurrency.
  const now = byLevel(current.levels);
  const then = byLevel(baseline.levels);
  const keys = [...now.keys(), ...[...then.keys()].filter((c) => !now.has(c))];
  const id = (k: string): LevelIdentity => identity((now.get(k) ?? then.get(k)) as LevelStats);

  const refs: MetricRef[] = DEFAULT_COMPARISON_METRICS.map((p) => parseMetricPath(p) as MetricRef);
  for (const a of allowed) if (!refs.some((r) => r.metric === a.metric && r.stat === a.stat)) refs.push(a);

  const rows: ComparisonRow[] = [];
  for (const k of keys) {
    for (const ref of refs) rows.push(row(id(k), ref, now.get(k), then.get(k)));
  }

  const checks: Check[] = [];
  for (const k of then.keys()) {
    for (const a of allowed) checks.push(regressionCheck(id(k), a, now.get(k), then.get(k) as LevelStats, level, locate));
  }
  return { checks, rows };
}

/** (current − baseline) / baseline; 0 when both are 0; null when it cannot be computed. */
export function relativeChange(baseline: number | null, current: number | null): number | null {
  if (baseline === null || current === null) return null;
  if (baseline === 0) return current === 0 ? 0 : null;
  return (current - baseline) / baseline;
}

function row(at: LevelIdentity, ref: MetricRef, now: LevelStats | undefined, then: LevelStats | undefined): ComparisonRow {
  const current = now === undefined ? null : readMetric(now, ref);
  const base = then === undefined ? null : readMetric(then, ref);
  const info = METRICS[ref.metric];
  const rate = levelRate(at);
  return {
    concurrency: at.concurrency,
    ...(rate === null ? {} : { rate }),
    metric: metricPath(ref),
    label: metricLabel(ref),
    unit: info.unit,
    better: info.better,
    baseline: base,
    current,
    change: relativeChange(base, current),
  };
}

function regressionCheck(
  at: LevelIdentity, a: AllowedChange, now: LevelStats | undefined, then: LevelStats, level: CheckLevel, locate: SpecLocator | undefined,
): Check {
  const base = readMetric(then, a);
  const actual = now === undefined ? null : readMetric(now, a);
  const limit = base === null ? null : base * (a.direction === 'up' ? 1 + a.fraction : 1 - a.fraction);
  let status: Check['status'];
  let reason: string | null = null;
  if (now === undefined) {
    status = 'no_data';
    reason = `${levelName(at)} is in the baseline but was not run this time`;
  } else if (base === null) {
    status = 'no_data';
    reason = `the baseline has no ${metricLabel(a)} at ${levelName(at)}: ${noDataReason(then, a)}`;
  } else if (actual === null) {
    status = 'no_data';
    reason = noDataReason(now, a);
  } else {
    status = (a.direction === 'up' ? actual <= (limit as number) : actual >= (limit as number)) ? 'pass' : 'fail';
  }
  return {
    objective: BASELINE_OBJECTIVE,
    kind: 'regression',
    level,
    concurrency: at.concurrency,
    ...(levelRate(at) === null ? {} : { rate: levelRate(at) as number }),
    metric: a.path,
    op: a.direction === 'up' ? '<=' : '>=',
    limit,
    actual,
    baseline: base,
    change: relativeChange(base, actual),
    status,
    reason,
    source: a.source,
    spec_line: locate?.(formatPath(a.specPath)) ?? null,
  };
}

function byLevel(levels: readonly LevelStats[]): Map<string, LevelStats> {
  const map = new Map<string, LevelStats>();
  for (const l of levels) if (!map.has(levelKey(l))) map.set(levelKey(l), l);
  return map;
}

function identity(l: LevelStats): LevelIdentity {
  const rate = levelRate(l);
  return rate === null ? { concurrency: l.concurrency } : { concurrency: l.concurrency, rate };
}
