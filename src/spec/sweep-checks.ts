/**
 * Rules on the sweep's sample-size fields that a JSON Schema cannot express: `max_requests`
 * against `requests`, and the range of `target_resolution`.
 */
import type { Issue } from './problem.js';

const PERCENT = /^\s*(?:\d+(?:\.\d+)?|\.\d+)\s*%\s*$/;

/** Problems with `sweep.max_requests` and `sweep.target_resolution` in unvalidated spec data. */
export function sweepIssues(data: unknown): Issue[] {
  if (!isRecord(data) || !isRecord(data.sweep)) return [];
  const sweep = data.sweep;
  const issues: Issue[] = [];
  const requests = typeof sweep.requests === 'number' ? sweep.requests : 32;
  if (typeof sweep.max_requests === 'number' && Number.isInteger(sweep.max_requests) && sweep.max_requests >= 1 && sweep.max_requests < requests) {
    issues.push({
      path: ['sweep', 'max_requests'],
      at: 'value',
      message: `${sweep.max_requests} is below sweep.requests (${requests}${sweep.requests === undefined ? ', the default' : ''}); `
        + `max_requests is the most a level may grow to, so set it above requests (e.g. ${requests * 4}) to sample adaptively, or remove it`,
    });
  }
  const t = sweep.target_resolution;
  if (typeof t === 'string' && PERCENT.test(t)) {
    const pct = Number(t.trim().replace(/\s*%$/, ''));
    if (!(pct > 0 && pct <= 100)) {
      issues.push({
        path: ['sweep', 'target_resolution'],
        at: 'value',
        message: `"${t}" is not a usable resolution: give a percentage above 0 % and at most 100 %, such as "10%"`,
      });
    }
  }
  return issues;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
