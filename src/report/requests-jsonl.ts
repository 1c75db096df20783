/**
 * `requests.jsonl`: one line per measured request, so anyone can recompute every figure in
 * results.json from the raw data (see docs/metrics.md and docs/output-files.md).
 */
import type { LevelRecords, RequestRecord } from '../model/record.js';
import { requestMetrics } from '../metrics/index.js';
import { handedOverMs, type OpenLoopTiming } from '../model/record.js';

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
  /** Target requests/s of the rate level; null at a concurrency level (where `level` is the concurrency). */
  rate: number | null;
  /** Rate level: when the request was due, in ms after the level's first measured request was due; else null. */
  scheduled_ms: number | null;
  /** Rate level: when it was actually sent, on the same scale as `scheduled_ms`; else null. */
  sent_ms: number | null;
  /** Rate level: ms it waited for a free slot under `sweep.max_concurrency`; else null. */
  client_queue_ms: number | null;
  /** Rate level: ms it went out late beyond that wait (sent − scheduled − queue); else null. */
  send_lag_ms: number | null;
  /** Sent → first answer (not reasoning) event; equals `ttft_ms` without reasoning; null when no answer came. */
  ttfa_ms: number | null;
  /** Reasoning tokens (part of `output_tokens`); 0 without reasoning. */
  reasoning_tokens: number;
  /** `usage` or `events`: where `reasoning_tokens` came from; null without reasoning. */
  reasoning_tokens_source: string | null;
  /** Tokens each token event carried, from running usage; null when the server sent none per event. */
  event_tokens: number[] | null;
  /**
   * Ms from the send until the request was written on a connection (a wait for a free one is
   * inside `ttft_ms` and `e2e_ms`); null in records made before it was kept.
   */
  connection_wait_ms: number | null;
  /**
   * Ms it took to set up the connection this request was the first to use (outside `ttft_ms` and
   * `e2e_ms`); null when it went on a kept-alive connection or in records made before it was kept.
   */
  connect_ms: number | null;
  /**
   * True when the request was first written on a kept-alive connection that the server closed
   * before any byte of a response, and sent once more on a new connection; its times are the
   * second sending's.
   */
  resent: boolean;
  /**
   * True when it went on a connection of its own (closed after the response), because the
   * server had closed each earlier connection after one response without saying so.
   */
  fresh_connection: boolean;
  /** Pass of the sweep (from 1) that sent the request; present only when `sweep.repeats` is above 1. */
  pass?: number;
  /** The request's turn in its conversation, from 1; present only with `workload.conversation`. */
  turn?: number;
}

/**
 * Converts one record to its line object.
 *
 * @param timing - at a rate level, the record's schedule facts and the level's time origin.
 */
export function requestLine(level: number, record: RequestRecord, timing?: { rate: number; timing: OpenLoopTiming; originMs: number }, pass?: number): RequestLine {
  const m = requestMetrics(record);
  const t = timing?.timing;
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
    rate: timing?.rate ?? null,
    scheduled_ms: t === undefined ? null : us(t.scheduledMs - (timing as { originMs: number }).originMs),
    sent_ms: t === undefined ? null : us(handedOverMs(record) - (timing as { originMs: number }).originMs),
    client_queue_ms: t === undefined ? null : us(t.queueMs),
    send_lag_ms: t === undefined ? null : us(Math.max(0, handedOverMs(record) - t.scheduledMs - t.queueMs)),
    ttfa_ms: m.ttfaMs === undefined ? null : us(m.ttfaMs),
    reasoning_tokens: m.reasoningTokens,
    reasoning_tokens_source: record.reasoningTokensSource ?? null,
    event_tokens: record.eventTokens ?? null,
    connection_wait_ms: record.stream?.connectionWaitMs === undefined ? null : us(record.stream.connectionWaitMs),
    connect_ms: typeof record.stream?.connectMs === 'number' ? us(record.stream.connectMs) : null,
    resent: record.stream?.resent === true,
    fresh_connection: record.stream?.freshConnection === true,
    ...(pass !== undefined ? { pass } : {}),
    ...(record.turn !== undefined ? { turn: record.turn } : {}),
  };
}

/**
 * Serialises a level's records, one JSON object per line, each line ending in `\n`: at a rate
 * level with its schedule facts, and with each record's pass when the sweep repeats.
 */
export function requestsJsonl({ level, records, timings, passes }: LevelRecords): string {
  let out = '';
  const { rate } = level;
  const originMs = timings?.[0]?.scheduledMs ?? 0;
  records.forEach((r, i) => {
    const timing = rate === undefined ? undefined : timings?.[i];
    out += JSON.stringify(requestLine(level.concurrency, r, rate !== undefined && timing ? { rate, timing, originMs } : undefined, passes?.[i])) + '\n';
  });
  return out;
}

function us(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
