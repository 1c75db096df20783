/**
 * The gate's own checks of its spec sections, for the spec loader: rules the JSON Schema cannot
 * express (a limit pointing the wrong way for its metric, min above max, a success rate written
 * in percent, a level listed twice, a max_change sign that would fail on an improvement).
 */
import type { Issue } from './problem.js';
import { parseMaxChange } from './max-change.js';
import { sloIssues } from './slo.js';
import { goodputIssues } from './goodput-issues.js';

/**
 * Every problem in the spec's `slos` and `baseline.max_change`, with paths from the spec's root
 * (`['slos', 0, 'thresholds', 'ttft_ms', 'p96']`). Also reports wrong shapes, so it is safe on
 * unvalidated data; when the schema already reported problems in a section, prefer those, as
 * these would largely repeat them.
 */
export function gateSpecIssues(spec: unknown): Issue[] {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return [];
  const data = spec as { slos?: unknown; baseline?: unknown; [key: string]: unknown };
  const baseline = typeof data.baseline === 'object' && data.baseline !== null ? (data.baseline as { max_change?: unknown; max_drift?: unknown }) : {};
  return [
    ...sloIssues(data.slos), ...parseMaxChange(baseline.max_change).issues,
    ...parseMaxChange(baseline.max_drift, ['baseline', 'max_drift']).issues, ...goodputIssues(data),
  ];
}
