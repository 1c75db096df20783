/**
 * `requests.jsonl`: one line per measured request, so anyone can recompute every figure in
 * results.json from the raw data (see the README's "Metrics" section).
 */
import type { RequestRecord } from '../client/types.js';
import { requestMetrics } from '../metrics/index.js';

/** The fields of one line. Times in ms, rounded to the microsecond. */
export interface RequestLine {
  level: number;
  id: string;
  ok: boolean;
  error_kind: string | null;
  error_message: string | null;
  status_code: number | null;
  ttft_ms: number | null;
  tpot_ms: number | null;
  e2e_ms: number;
  itl_ms: number[];
  input_tokens: number | null;
  output_tokens: number | null;
  tokens_source: string | null;
}

/** Converts one record to its line object. */
export function requestLine(level: number, record: RequestRecord): RequestLine {
  const m = requestMetrics(record);
  return {
    level,
    id: record.id,
    ok: record.ok,
    error_kind: record.error?.kind ?? null,
    error_message: record.error?.message ?? null,
    status_code: record.statusCode ?? null,
    ttft_ms: m.ttftMs === undefined ? null : us(m.ttftMs),
    tpot_ms: m.tpotMs === undefined ? null : us(m.tpotMs),
    e2e_ms: us(m.e2eMs),
    itl_ms: m.itlMs.map(us),
    input_tokens: record.inputTokens ?? null,
    output_tokens: record.outputTokens ?? null,
    tokens_source: record.tokensSource ?? null,
  };
}

/** Serialises a level's records, one JSON object per line, each line ending in `\n`. */
export function requestsJsonl(level: number, records: readonly RequestRecord[]): string {
  let out = '';
  for (const r of records) out += JSON.stringify(requestLine(level, r)) + '\n';
  return out;
}

function us(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
