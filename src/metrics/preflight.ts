/** The connectivity check's record in results.json terms; shared by the endpoint and a same-run reference. */
import type { RequestRecord } from '../model/record.js';
import { requestMetrics } from './index.js';
import type { PreflightResult } from '../model/results.js';

export function preflightResult(record: RequestRecord): PreflightResult {
  const m = requestMetrics(record);
  return {
    ok: record.ok,
    status_code: record.statusCode ?? null,
    error_kind: record.error?.kind ?? null,
    ttft_ms: m.ttftMs === undefined ? null : round3(m.ttftMs),
    e2e_ms: round3(m.e2eMs),
    usage: record.tokensSource === 'usage',
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
