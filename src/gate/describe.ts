/**
 * Checks and baselines as sentences a person reads in a pull request comment, a job summary or
 * an annotation: `TTFT p95 at concurrency 8 is 1 732 ms; the limit is 1 500 ms (objective
 * "interactive chat")`.
 */
import { metricLabel, parseMetricPath, type MetricName } from '../metrics/catalogue.js';
import {
  formatAllowed, formatChange, formatChangeAgainst, formatInterval, formatMetric, formatPair, formatValue, signedPercent,
} from '../metrics/format.js';
import type { BaselineAge } from '../model/baseline.js';
import type { Check } from '../model/checks.js';
import { levelName } from '../model/level.js';
import { RESOLUTION_OBJECTIVE, resolutionCells } from './resolution-check.js';
import { DEFAULT_OBJECTIVE } from './default-objective.js';
import { describeDrift } from './drift.js';

/** One sentence saying what was judged, what was measured, and against what. */
export function describeCheck(c: Check): string {
  const ref = parseMetricPath(c.metric);
  const subject = `${ref === undefined ? c.metric : metricLabel(ref)} at ${levelName(c)}`;
  if (c.kind === 'slo') return describeSlo(c, subject, ref?.metric);
  if (c.drift !== undefined) return describeDriftCheck(c, subject);
  const text = describeRegression(c, subject, ref?.metric);
  // Against a reference measured in the same run, "the baseline" is that reference.
  return c.objective === REFERENCE_OBJECTIVE ? text.replace(/\bthe baseline\b/g, 'the reference') : text;
}

/** The objective of regression checks judged against a same-run reference instead of a stored baseline. */
export const REFERENCE_OBJECTIVE = 'reference';

function describeSlo(c: Check, subject: string, metric: MetricName | undefined): string {
  // The default objective is not in the spec unless the user set gate.min_success_rate: say where it comes from.
  const tail = c.objective === DEFAULT_OBJECTIVE
    ? ` (the default objective${c.spec_line === null ? '; gate.min_success_rate in the spec changes it' : ''})`
    : ` (objective "${c.objective}")`;
  if (c.status === 'no_data') return `${subject} has no data: ${c.reason ?? 'no value was measured'}${tail}`;
  if (c.status === 'not_applicable') return `${subject} was not judged: ${c.reason ?? 'a precondition did not hold'}${tail}`;
  if (c.actual === null || c.limit === null) return `${subject}: ${c.source}${tail}`;
  const [actual, limit] = show(metric, c.actual, c.limit);
  const bound = c.op === '<=' ? 'limit' : 'minimum';
  return c.status === 'fail'
    ? `${subject} is ${actual}; the ${bound} is ${limit}${tail}`
    : `${subject} is ${actual}, within the ${bound} of ${limit}${tail}`;
}

/** A judged drift check: failed with its merges, or its drift against the allowed one. */
function describeDriftCheck(c: Check, subject: string): string {
  if (c.status === 'fail') return `${describeDrift(c, subject)}${c.reason === null ? '' : ` (${c.reason})`}`;
  if (c.status === 'inconclusive') return `${subject} ${c.reason ?? 'drift could not be told from noise'}`;
  const threshold = allowedChange(c);
  const interval = c.change === null || c.change_lower === undefined || c.change_upper === undefined ? null
    : formatInterval(c.change, { lower: c.change_lower ?? -Infinity, upper: c.change_upper ?? Infinity }, threshold ?? undefined);
  return interval === null
    ? `${subject} drift from the anchor was not judged: ${c.reason ?? 'no value'}`
    : `${subject} drifted ${interval} from the anchor, within the allowed ${threshold === null ? c.source : formatAllowed(threshold)}`;
}

function describeRegression(c: Check, subject: string, metric: MetricName | undefined): string {
  if (c.objective === RESOLUTION_OBJECTIVE) {
    return c.reason ?? `${subject} can tell a change of ${signedPercent(c.actual ?? 0, 0).replace(/^\+/, '')} from noise, within the required ${c.source.replace(/^min_resolution:\s*/, '')}`;
  }
  if (c.status === 'no_data' || c.status === 'not_applicable') {
    return `${subject} was not compared with the baseline: ${c.reason ?? 'no value to compare'}`;
  }
  if (c.actual === null || c.baseline === null) return `${subject}: ${c.source}`;
  const threshold = allowedChange(c);
  const allowed = threshold === null ? c.source : formatAllowed(threshold);
  const [before, after] = show(metric, c.baseline, c.actual);
  if (c.status === 'inconclusive') {
    return `${subject} is inconclusive against the baseline (${before} → ${after}): ${c.reason ?? `the data cannot tell whether it changed by more than the allowed ${allowed}`}`;
  }
  const interval = changeWithInterval(c, threshold ?? undefined);
  if (interval !== null) {
    // The interval is what decided the check: wholly beyond the allowed change, or wholly within.
    return c.status === 'fail'
      ? `${subject} changed ${interval} against the baseline (${before} → ${after}), beyond the allowed ${allowed}`
      : `${subject} changed ${interval} against the baseline (${before} → ${after}), within the allowed ${allowed}`;
  }
  const change = c.change === null ? null : threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold);
  const moved = c.change === null || change === null
    ? `rose from 0 (${before} → ${after})`
    : c.status === 'fail'
      ? `${c.change >= 0 ? 'rose' : 'fell'} ${change.replace(/^[+-]/, '')} ${c.change >= 0 ? 'over' : 'below'} the baseline (${before} → ${after})`
      : `changed ${change} against the baseline (${before} → ${after})`;
  if (c.status === 'pass') return `${subject} ${moved}, within the allowed ${allowed}`;
  const limit = c.limit === null ? '' : ` (limit ${show(metric, c.limit, c.limit)[0]})`;
  return `${subject} ${moved}; at most ${allowed} is allowed${limit}`;
}

/**
 * A regression check's change with its interval, `+12 % [+4 %, +21 %]`, when it was judged from
 * raw samples; null when it has no interval (point rule, SLO check, not judged). An unbounded
 * side (stored as null) prints as ±∞.
 */
export function changeWithInterval(
  c: Pick<Check, 'change' | 'change_lower' | 'change_upper' | 'adjusted_p'>, threshold?: number,
): string | null {
  if (c.change === null || c.adjusted_p === undefined || c.adjusted_p === null) return null;
  if (c.change_lower === undefined || c.change_upper === undefined) return null;
  return formatInterval(c.change, { lower: c.change_lower ?? -Infinity, upper: c.change_upper ?? Infinity }, threshold);
}

/**
 * A regression check's change as a reader sees it: with its interval when it has one, every
 * figure precise enough to sit on the right side of the allowed change; `–` without a change.
 */
export function describeChange(c: Pick<Check, 'kind' | 'op' | 'source' | 'change' | 'change_lower' | 'change_upper' | 'adjusted_p'>): string {
  if (c.change === null) return '–';
  const threshold = c.kind === 'regression' ? allowedChange(c) : null;
  return changeWithInterval(c, threshold ?? undefined)
    ?? (threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold));
}

/**
 * The allowed change of a regression check as a signed fraction, from its source
 * (`ttft_ms.p95: +10%` → 0.1, `tpm: -10%` → -0.1; an unsigned `10%` takes the side its operator
 * guards); null when the source has another shape.
 */
export function allowedChange(c: Pick<Check, 'op' | 'source'>): number | null {
  const m = /:\s*([+\-\u2212]?)\s*([\d.]+)\s*%\s*$/.exec(c.source);
  if (m === null) return null;
  const size = Number(m[2]) / 100;
  if (!Number.isFinite(size)) return null;
  const down = m[1] === '' ? c.op === '>=' : m[1] !== '+';
  return down ? -size : size;
}

/**
 * A failed check in a few words, for the verdict's line: what failed, by how much, against what.
 * `TPOT p50 at concurrency 1 changed +33 % against the baseline (allowed +10 %)`, `TTFT p95 at
 * concurrency 8 is 1 812 ms (limit 1 500 ms)`, `Success rate at concurrency 2 is 50 % (minimum 90 %)`.
 */
export function briefCheck(c: Check): string {
  const ref = parseMetricPath(c.metric);
  const subject = `${ref === undefined ? c.metric : metricLabel(ref)} at ${levelName(c)}`;
  if (c.objective === RESOLUTION_OBJECTIVE) {
    const [limit, actual] = resolutionCells(c);
    return `${subject}: resolution ${actual.replace(/ \(.*\)$/, '')} (required ${limit})`;
  }
  if (c.drift !== undefined && c.status === 'fail') return describeDrift(c, subject);
  if (c.actual === null) return `${subject}: no value${c.reason === null ? '' : ` (${c.reason.length > 80 ? `${c.reason.slice(0, 79).trimEnd()}…` : c.reason})`}`;
  if (c.kind === 'regression' && c.change !== null) {
    const threshold = allowedChange(c);
    const change = threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold);
    return `${subject} changed ${change} against the ${c.objective === REFERENCE_OBJECTIVE ? 'reference' : 'baseline'} (allowed ${threshold === null ? c.source : formatAllowed(threshold)})`;
  }
  const [actual, limit] = c.limit === null || ref === undefined ? [formatMetric(c.metric, c.actual), formatMetric(c.metric, c.limit)] : formatPair(ref.metric, c.actual, c.limit);
  return `${subject} is ${actual} (${c.op === '>=' ? 'minimum' : 'limit'} ${limit})`;
}

function show(metric: MetricName | undefined, a: number, b: number): [string, string] {
  return metric === undefined ? [String(a), String(b)] : formatPair(metric, a, b);
}

/**
 * Where the baseline came from and its age: `Baseline: commit a1b2c3d on main, measured
 * 2026-01-02 (12 days ago).`
 */
export function describeBaselineAge(age: BaselineAge): string {
  const commit = age.sha === null
    ? 'commit not recorded'
    : `commit ${age.sha.slice(0, 7)}${age.ref === null ? '' : ` on ${age.ref.replace(/^refs\/(heads|tags)\//, '')}`}`;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(age.measured_at)?.[0] ?? age.measured_at;
  const ago = age.age_days === null ? '' : age.age_days === 0 ? ' (today)' : age.age_days === 1 ? ' (1 day ago)' : ` (${age.age_days} days ago)`;
  return `Baseline: ${commit}, measured ${day}${ago}.`;
}

/** A value with its unit, for tables: `1 732 ms`, `99.5 %`. */
export function describeValue(metric: MetricName, value: number | null): string {
  return value === null ? 'no data' : formatValue(metric, value);
}
