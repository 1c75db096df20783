/**
 * The allowed change per metric against the baseline (`baseline.max_change`).
 *
 * ```
 * max_change = mapping of metric-path → change
 * metric-path = <dist-metric>.<stat> | <scalar-metric>     e.g. ttft_ms.p95, tpm
 * change      = [sign] number "%"                          e.g. "+10%", "-5%", "12.5%"
 * sign        = "+"   the value may grow by at most number % (the default)
 *             | "-"   the value may drop by at most number %
 * ```
 *
 * The sign must guard the metric's bad direction: latencies may grow ("+"), throughput and
 * success rate may drop ("-"); token counts, which are neither better nor worse, take either.
 */
import type { Issue, PathSegment } from './problem.js';
import { closestName } from './suggest.js';
import { METRICS, METRIC_PATHS, metricLabel, parseMetricPath, type MetricRef } from '../metrics/catalogue.js';
import { invalidSpec } from './gate-error.js';

/** One parsed `max_change` entry. */
export interface AllowedChange extends MetricRef {
  /** `ttft_ms.p95`, as written. */
  path: string;
  /** `up`: the value may grow by at most `fraction`; `down`: it may drop by at most `fraction`. */
  direction: 'up' | 'down';
  /** The allowed change as a fraction of the baseline value: `"+10%"` → 0.1. */
  fraction: number;
  /** The user's entry as text: `ttft_ms.p95: +10%`. */
  source: string;
  /** Where the entry is written in the spec. */
  specPath: PathSegment[];
}

const CHANGE = /^\s*([+\-\u2212]?)\s*(\d+(?:\.\d+)?|\.\d+)\s*%\s*$/;

/**
 * Read one change: `"+10%"` → up 0.1, `"-10%"` → down 0.1, `"10%"` → up 0.1.
 * Returns a message instead when the text is not of that form.
 */
export function parseChange(text: unknown): { direction: 'up' | 'down'; fraction: number } | { error: string } {
  if (typeof text !== 'string') {
    const shown = typeof text === 'number' ? `; write "+${text}%" (up) or "-${text}%" (down)` : '';
    return { error: `must be a percentage in quotes, such as "+10%"${shown}` };
  }
  const m = CHANGE.exec(text);
  if (m === null) return { error: `must be a percentage such as "+10%" (may grow at most 10 %) or "-10%" (may drop at most 10 %), got "${text}"` };
  const direction = m[1] === '' || m[1] === '+' ? 'up' : 'down';
  return { direction, fraction: Number(m[2]) / 100 };
}

/** Every entry that could be read, and every problem, in the order written. */
export function parseMaxChange(data: unknown, root: readonly PathSegment[] = ['baseline', 'max_change']): { changes: AllowedChange[]; issues: Issue[] } {
  const changes: AllowedChange[] = [];
  const issues: Issue[] = [];
  if (data === undefined || data === null) return { changes, issues };
  if (typeof data !== 'object' || Array.isArray(data)) {
    issues.push({ path: [...root], at: 'value', message: 'must be a mapping of metric to allowed change, such as {"ttft_ms.p95": "+10%"}' });
    return { changes, issues };
  }
  for (const [path, text] of Object.entries(data as Record<string, unknown>)) {
    const specPath = [...root, path];
    const ref = parseMetricPath(path);
    if (ref === undefined) {
      const guess = closestName(path, METRIC_PATHS);
      const hint = guess === undefined ? '' : `did you mean "${guess}"? `;
      issues.push({
        path: specPath, at: 'key',
        message: `unknown metric "${path}"; ${hint}write a distribution metric with its statistic (ttft_ms.p95, tpot_ms.p50, e2e_ms.p99 …) or one of success_rate, qps, rpm, tpm, output_tokens_per_s`,
      });
      continue;
    }
    const parsed = parseChange(text);
    if ('error' in parsed) {
      issues.push({ path: specPath, at: 'value', message: parsed.error });
      continue;
    }
    const problem = directionProblem(ref, parsed.direction, parsed.fraction, typeof text === 'string' ? text.trim() : '');
    if (problem !== undefined) {
      issues.push({ path: specPath, at: 'value', message: problem });
      continue;
    }
    changes.push({ ...ref, path, ...parsed, source: `${path}: ${String(text).trim()}`, specPath });
  }
  return { changes, issues };
}

/**
 * Parse `max_change`, ready to compare.
 * @throws GateError `SPEC_INVALID` listing every problem.
 */
export function compileMaxChange(data: unknown): AllowedChange[] {
  const { changes, issues } = parseMaxChange(data);
  if (issues.length > 0) throw invalidSpec('baseline', issues);
  return changes;
}

function directionProblem(ref: MetricRef, direction: 'up' | 'down', fraction: number, text: string): string | undefined {
  const pct = Number((fraction * 100).toPrecision(10));
  if (direction === 'down' && fraction > 1) return `cannot drop by more than 100 % (got "${text}")`;
  const better = METRICS[ref.metric].better;
  const label = metricLabel(ref);
  if (better === 'higher' && direction === 'up') {
    const bare = !/^[+]/.test(text) ? ` ("${text}" without a sign means it may grow)` : '';
    return `${label} is better when higher, so a limit on growth${bare} would fail the gate when it improves; write "-${pct}%" to allow a drop of at most ${pct} %`;
  }
  if (better === 'lower' && direction === 'down') {
    return `${label} is better when lower, so a limit on dropping would fail the gate when it gets faster; write "+${pct}%" to allow growth of at most ${pct} %`;
  }
  return undefined;
}
