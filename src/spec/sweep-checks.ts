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
  issues.push(...traceIssues(data, sweep));
  return issues;
}

/**
 * What cannot go with a trace replay (`sweep.trace`), each named at the field that conflicts: the
 * trace sets every request's lengths and send time, so a workload source or field that would set
 * them too, other load levels, repeated passes and a same-run reference (whose pairing is by
 * level size) are refused rather than silently overridden.
 */
function traceIssues(data: Record<string, unknown>, sweep: Record<string, unknown>): Issue[] {
  if (!isRecord(sweep.trace)) return [];
  const issues: Issue[] = [];
  const workload = isRecord(data.workload) ? data.workload : {};
  const lengths: Record<string, string> = {
    prompts: 'the trace gives every request its own length; replace the prompt set with a `prompt` (sent only as the connectivity check)',
    synthetic: 'the trace gives every request its own input length; replace synthetic with a short `prompt` (sent only as the connectivity check)',
    max_tokens: 'the trace gives every request its own output length as max_tokens; remove workload.max_tokens',
    shared_prefix: 'a shared prefix would add tokens the trace did not record; remove it (a Mooncake trace records its shared prefixes in hash_ids)',
    conversation: 'a replay sends each request at its recorded time, while a turn waits for the answer before it; remove workload.conversation',
  };
  for (const [key, why] of Object.entries(lengths)) {
    if (workload[key] !== undefined) issues.push({ path: ['workload', key], at: 'key', message: `cannot be used with sweep.trace: ${why}` });
  }
  const levels: Record<string, string> = {
    concurrency: 'a replay is the run\'s one level; run concurrency levels in a spec or scenario of their own, or remove sweep.concurrency',
    rate: 'a replay is the run\'s one level; run rate levels in a spec or scenario of their own, or remove sweep.rate',
  };
  for (const [key, why] of Object.entries(levels)) {
    if (sweep[key] !== undefined) issues.push({ path: ['sweep', key], at: 'key', message: `cannot be used with sweep.trace: ${why}` });
  }
  if (typeof sweep.repeats === 'number' && sweep.repeats > 1) {
    issues.push({ path: ['sweep', 'repeats'], at: 'value', message: `${sweep.repeats} cannot be used with sweep.trace: a later pass would resend the trace's shared blocks already in the server's cache; run the spec again instead, or remove sweep.repeats` });
  }
  if (data.reference !== undefined) {
    issues.push({ path: ['reference'], at: 'key', message: 'cannot be used with sweep.trace: a same-run A/B is not supported for a replay; compare against a stored baseline (baseline.max_change) instead' });
  }
  return issues;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
