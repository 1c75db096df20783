/**
 * This run against its baseline: a table of changes for the report, and a Check for every
 * metric the spec limits with `baseline.max_change`. Call `checkBaselineCompatible` first: this
 * module compares whatever it is given.
 *
 * Two rules, by what the files hold:
 * - **Raw samples on both sides** (`LevelStats.samples`): each check compares the samples
 *   (`compareMetric`) and all of them are judged together (`judgeRegressions`), so the chance of
 *   any false regression in the run is at most 1 − `confidence`. A check fails only when its
 *   interval lies wholly beyond the allowed change, passes when it lies wholly within, and is
 *   `inconclusive` otherwise.
 * - **Either side without samples** (a baseline recorded before they were kept): the point rule,
 *   the current value against the baseline value moved by the allowed change, with no interval.
 */
import type { LevelStats } from '../metrics/types.js';
import type { Results } from '../results.js';
import { formatPath } from '../spec/problem.js';
import { METRICS, metricLabel, metricPath, parseMetricPath, readMetric, type MetricRef } from './catalogue.js';
import { compileMaxChange, type AllowedChange } from './max-change.js';
import { noDataReason, type SpecLocator } from './slo-evaluate.js';
import type { Check, CheckLevel } from './types.js';
import { levelKey, levelName, levelRate, type LevelIdentity } from '../load/open-loop-level.js';
import { checkSeed, compareMetric } from './regression-samples.js';
import { judgeRegressions, type RegressionJudgement } from './regression.js';
import { formatInterval, formatPercent } from './stats/format.js';

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

/** How regressions are judged when both sides carry raw samples. */
export interface CompareOptions {
  /** Chance that no check of the run is a false regression. @defaultValue 0.95 */
  confidence?: number;
}

/** The note added when some checks fell back to the point rule for want of raw samples. */
export const NO_SAMPLES_NOTE = 'The baseline has no raw samples; re-record it to get intervals. '
  + 'Until then its regression checks compare the values alone (no confidence interval, no control of false alarms).';

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
 * @returns the checks and rows, and notes for the report (e.g. that the baseline has no raw samples).
 * @throws GateError `SPEC_INVALID` when `maxChange` is invalid.
 */
export function compareToBaseline(
  current: Results, baseline: Results, maxChange: Readonly<Record<string, string>> | undefined, level: CheckLevel, locate?: SpecLocator,
  options: CompareOptions = {},
): { checks: Check[]; rows: ComparisonRow[]; notes: string[] } {
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
  // Checks with a value on both sides and raw samples on both sides, judged together below.
  const sampled: Array<{ index: number; a: AllowedChange; at: LevelIdentity; now: LevelStats; then: LevelStats }> = [];
  let pointRule = false;
  for (const k of then.keys()) {
    for (const a of allowed) {
      const check = regressionCheck(id(k), a, now.get(k), then.get(k) as LevelStats, level, locate);
      const n = now.get(k);
      const t = then.get(k) as LevelStats;
      if (check.status !== 'no_data' && n !== undefined) {
        if (usableSamples(n) && usableSamples(t)) sampled.push({ index: checks.length, a, at: id(k), now: n, then: t });
        else pointRule = true;
      }
      checks.push(check);
    }
  }

  if (sampled.length > 0) {
    const inputs = sampled.map(({ a, at, now: n, then: t }) => ({
      comparison: compareMetric(a, t.samples!, n.samples!, { seed: checkSeed(a.path, at.concurrency, levelRate(at) === null ? '' : levelKey(at)) }),
      allowed: { direction: a.direction, fraction: a.fraction },
    }));
    const judgements = judgeRegressions(inputs, { alpha: 1 - (options.confidence ?? 0.95) });
    sampled.forEach(({ index, a }, j) => { checks[index] = withJudgement(checks[index] as Check, a, judgements[j] as RegressionJudgement); });
  }
  return { checks, rows, notes: pointRule ? [NO_SAMPLES_NOTE] : [] };
}

/**
 * A check decided by the statistical rule: `regression` fails, `pass` passes, and
 * `inconclusive` says why the data could not decide.
 */
export function withJudgement(check: Check, a: Pick<AllowedChange, 'direction' | 'fraction'>, j: RegressionJudgement): Check {
  const status: Check['status'] = j.outcome === 'regression' ? 'fail' : j.outcome === 'pass' ? 'pass' : 'inconclusive';
  const change = j.change !== null && Number.isFinite(j.change) ? j.change : check.change;
  const resolution = Number.isFinite(j.resolution) ? j.resolution : null;
  let reason: string | null = null;
  if (status === 'inconclusive') {
    const allowedText = formatPercent(a.direction === 'up' ? a.fraction : -a.fraction, Number.isInteger(Math.round(a.fraction * 1e6) / 1e4) ? 0 : 1);
    const seen = j.interval !== null && change !== null ? formatInterval(change, j.interval) : null;
    reason = j.reason ?? (seen === null
      ? 'the data cannot tell whether the change is within the allowed one'
      : `the change ${seen} could be within the allowed ${allowedText} or beyond it`
        + (resolution === null ? '' : `; this run can only tell a change of ${formatPercent(a.direction === 'up' ? resolution : -resolution, 0)} or more from noise`));
  }
  return {
    ...check,
    change,
    change_lower: j.interval === null ? null : finiteOrNull(j.interval.lower),
    change_upper: j.interval === null ? null : finiteOrNull(j.interval.upper),
    adjusted_p: j.adjustedP,
    resolution,
    status,
    reason,
  };
}

/**
 * True when a level carries raw samples of the expected shape: every column an array of one
 * entry per request. A file edited by hand or cut short is compared by its values instead.
 */
function usableSamples(l: LevelStats): boolean {
  const s = l.samples as unknown;
  if (typeof s !== 'object' || s === null) return false;
  const columns = s as Record<string, unknown>;
  const n = Array.isArray(columns.ok) ? columns.ok.length : -1;
  return n >= 0 && ['e2e_ms', 'ttft_ms', 'tpot_ms', 'input_tokens', 'output_tokens'].every((k) => Array.isArray(columns[k]) && (columns[k] as unknown[]).length === n);
}

/** JSON has no infinity: an unbounded side of an interval is stored as null. */
function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x : null;
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
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution: null,
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
