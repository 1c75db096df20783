/**
 * Annotations for failed checks, pointing at the line of the spec that sets the threshold, so
 * the pull request's "Files changed" view and the run page show what broke and where.
 *
 * GitHub keeps at most 10 error and 10 warning annotations per step and silently drops the rest.
 * Failures of the same threshold at several levels therefore share one annotation, and when
 * there are still too many, the last slot says how many were left out.
 */
import * as core from '@actions/core';
import type { AnnotationProperties } from '@actions/core';
import type { Check } from '../model/checks.js';
import { formatLimit, formatMetric, resolutionClause } from '../metrics/format.js';
import { describeChange, describeCheck } from '../gate/describe.js';
import { levelLabel, levelName } from '../model/level.js';
import { RESOLUTION_OBJECTIVE } from '../gate/resolution-check.js';

/** GitHub's per-step limit for each annotation type. */
export const ANNOTATIONS_PER_TYPE = 10;

/** Where annotations go; `@actions/core` by default, a recorder in tests. */
export interface AnnotationSink {
  error(message: string, properties: AnnotationProperties): void;
  warning(message: string, properties: AnnotationProperties): void;
}

/** Options for `annotateChecks`. */
export interface AnnotateOptions {
  /** The spec's path relative to the repository root, as annotations need it; none when unknown. */
  specFile?: string | null;
  /**
   * Most error annotations written. One below GitHub's limit by default, leaving a slot for the
   * step's own failure message (`core.setFailed` is an error annotation too).
   * @defaultValue 9
   */
  maxErrors?: number;
  /** @defaultValue 10 */
  maxWarnings?: number;
}

/** How many annotations were written, and how many failed thresholds only the summary line covers. */
export interface AnnotateResult {
  errors: number;
  warnings: number;
  omitted: number;
}

/**
 * Writes one annotation per failed threshold: errors for `error`-level checks, warnings for
 * `warn`-level ones. Passing and unjudged checks are not annotated.
 */
export function annotateChecks(checks: readonly Check[], options: AnnotateOptions = {}, sink: AnnotationSink = core): AnnotateResult {
  const failed = checks.filter((c) => c.status === 'fail');
  const errors = annotateGroup(groupByThreshold(failed.filter((c) => c.level === 'error')), options.maxErrors ?? ANNOTATIONS_PER_TYPE - 1,
    options.specFile ?? null, (m, p) => sink.error(m, p));
  const warnings = annotateGroup(groupByThreshold(failed.filter((c) => c.level === 'warn')), options.maxWarnings ?? ANNOTATIONS_PER_TYPE,
    options.specFile ?? null, (m, p) => sink.warning(m, p));
  return { errors: errors.written, warnings: warnings.written, omitted: errors.omitted + warnings.omitted };
}

/** Failed checks of one threshold (same objective, metric, kind and spec line) across levels. */
function groupByThreshold(checks: readonly Check[]): Check[][] {
  const groups = new Map<string, Check[]>();
  for (const c of checks) {
    const key = JSON.stringify([c.kind, c.objective, c.metric, c.op, c.spec_line, c.kind === 'regression' ? null : c.limit]);
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  return [...groups.values()];
}

function annotateGroup(
  groups: readonly Check[][],
  max: number,
  specFile: string | null,
  write: (message: string, properties: AnnotationProperties) => void,
): { written: number; omitted: number } {
  if (max <= 0 || groups.length === 0) return { written: 0, omitted: groups.length };
  const fits = groups.length <= max;
  const shown = fits ? groups : groups.slice(0, max - 1);
  for (const group of shown) {
    const first = group[0]!;
    const properties: AnnotationProperties = { title: title(first) };
    if (specFile) {
      properties.file = specFile;
      if (first.spec_line !== null) properties.startLine = first.spec_line;
    }
    write(message(group), properties);
  }
  if (fits) return { written: shown.length, omitted: 0 };
  const omitted = groups.length - shown.length;
  const properties: AnnotationProperties = { title: `${omitted} more failed thresholds` };
  if (specFile) properties.file = specFile;
  write(`… and ${omitted} more failed thresholds, left out because GitHub shows at most ${ANNOTATIONS_PER_TYPE} annotations of a kind per step. `
    + 'The job summary lists every failed check.', properties);
  return { written: shown.length + 1, omitted };
}

function title(c: Check): string {
  if (c.drift !== undefined) return `Drift ${c.level === 'error' ? 'failed' : 'warning'}: max_drift`;
  const what = c.kind === 'regression' ? 'Regression' : 'SLO';
  return `${what} ${c.level === 'error' ? 'failed' : 'warning'}: ${c.objective}`.slice(0, 200);
}

/**
 * e.g. `ttft_ms.p95 must be ≤ 1,500 ms, and was not at concurrency 8 (1,812 ms), 16 (2,610 ms). Threshold: ttft_ms: {p95: 1500}`
 */
function message(group: readonly Check[]): string {
  const first = group[0]!;
  if (first.objective === RESOLUTION_OBJECTIVE) return resolutionMessage(group);
  // A drift names its merges: one sentence per level.
  if (first.drift !== undefined) return group.slice(0, 10).map((c) => describeCheck(c)).join(' ');
  const at = group.slice(0, 10).map((c) => {
    if (c.kind !== 'regression') return `${levelLabel(c)} (${formatMetric(c.metric, c.actual)})`;
    const change = c.change !== null ? `, ${describeChange(c)}` : '';
    return `${levelLabel(c)} (${formatMetric(c.metric, c.actual)}${change} against ${formatMetric(c.metric, c.baseline)}, limit ${formatLimit(c)})`;
  });
  if (group.length > 10) at.push(`and ${group.length - 10} more levels`);
  const rule = first.kind === 'regression'
    ? `${first.metric} changed more than allowed against the baseline at concurrency`
    : `${first.metric} must be ${formatLimit(first)}, and was not at concurrency`;
  // What moved on the server with it, said once per different sentence (one per level at most).
  const server = [...new Set(group.slice(0, 10).flatMap((c) => (c.moved_with === undefined ? [] : [`At ${levelName(c)}: ${c.moved_with}`])))];
  return `${rule} ${at.join(', ')}.${first.source ? ` Threshold: ${first.source}` : ''}${server.length > 0 ? ` ${server.join(' ')}` : ''}`;
}

/**
 * A `baseline.min_resolution` check holds a resolution (a fraction), not a value of its metric,
 * and has no baseline figure: it says how small a change the run could tell from noise.
 * e.g. `ttft_ms.p50: this run is too small to judge it against the baseline at concurrency 8
 * (it tells changes of 78 % or more from noise; 15 % required). This run is too small …`
 */
function resolutionMessage(group: readonly Check[]): string {
  const first = group[0]!;
  // One level's reason says it all: the resolution, the one required and the fix.
  if (group.length === 1 && first.reason !== null) return `${first.reason.charAt(0).toUpperCase()}${first.reason.slice(1)}.`;
  const required = first.source.replace(/^min_resolution:\s*/, '');
  const at = group.slice(0, 10).map((c) => `${levelName(c)} (${c.resolution === null || c.resolution === undefined ? 'no resolution could be computed' : `it ${resolutionClause(c.resolution, c.op === '>=' ? 'down' : 'up').replace(/ [+-](?=\d)/, ' ')}`}; ${required} required)`);
  if (group.length > 10) at.push(`and ${group.length - 10} more levels`);
  const why = first.reason === null ? '' : ` At ${levelName(first)}: ${first.reason}.`;
  return `${first.metric}: this run is too small to judge it against the baseline at ${at.join(', ')}.${why}`;
}
