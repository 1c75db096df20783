/**
 * The raw facts one streamed request leaves behind. Every time is a reading of the
 * monotonic clock `performance.now()` (milliseconds, sub-microsecond resolution) in the
 * process that sent the request; metrics are computed from these later by pure functions.
 */
import type { SweepLevel } from './level.js';

/**
 * Stable names for why a request failed. They are a public contract: they appear in
 * `results.json` (`errors`), `requests.jsonl` (`error_kind`) and docs/troubleshooting.md.
 */
export type ErrorKind =
  /** HTTP 401 or 403: the key is missing, wrong, or not allowed to use this model. */
  | 'auth'
  /** HTTP 404: wrong base URL path or unknown model. */
  | 'not_found'
  /** HTTP 429, or an error event that says so. Never retried inside a measurement. */
  | 'rate_limited'
  /** HTTP 400/422: the server rejected the request body. */
  | 'bad_request'
  /** HTTP 5xx, or an Anthropic `overloaded_error` event in the stream. */
  | 'server_error'
  /** Any other non-2xx status. */
  | 'http_error'
  /** The TCP/TLS connection could not be made (refused, DNS, proxy). */
  | 'connect'
  /** The whole-request timeout (`timeout_s`) ran out. */
  | 'timeout'
  /** The connection closed in the middle of a stream. */
  | 'stream_reset'
  /** No byte arrived for longer than the stall timeout. */
  | 'stream_stalled'
  /** An event whose data is not valid JSON, or not an object; or a body compressed without being asked for. */
  | 'bad_event'
  /** The server sent an `{"error": …}` object inside the stream. */
  | 'stream_error'
  /** The answer was not an event stream (e.g. a plain JSON body): the server ignored `stream: true`. */
  | 'not_streaming'
  /** The stream finished without a single content event. */
  | 'empty_stream'
  /** The run was cancelled (Ctrl-C, SIGTERM, budget) while the request was in flight. */
  | 'cancelled';

/** A classified failure. `message` is plain words for a person; it never contains the API key. */
export interface RequestError {
  kind: ErrorKind;
  message: string;
}

/** Where a request's token counts came from. */
export type TokensSource =
  /** The server's `usage` object (`prompt_tokens`, `completion_tokens`). */
  | 'usage'
  /** No usage was sent: output tokens are the number of content events; input tokens are unknown. */
  | 'events';

/**
 * One request, as measured. Compact on purpose: numbers and one array, no text (a conversation's
 * turn carries its answer's text only until the conversation has taken it off, see `answerText`).
 */
export interface RequestRecord {
  /** The id sent in the `x-request-id` header, so a server log can be paired with this record. */
  id: string;
  /**
   * Monotonic ms when the request went on the wire: as it was written on a connected socket,
   * after any wait for a free connection of the pool and any connection set-up (`stream.connectMs`),
   * which therefore count in neither TTFT nor E2E. For a request that never reached a
   * connection, when it was handed to the pool.
   */
  sentMs: number;
  /** Monotonic ms when the response status and headers arrived (time to first byte). */
  headersMs: number | undefined;
  /**
   * Monotonic ms at which each token event arrived: an event whose delta carries non-empty
   * answer text or reasoning text (`reasoning_content`, `reasoning`, Anthropic `thinking`).
   * All events parsed out of one network read share that read's arrival time. Which of them
   * were reasoning is told by `reasoningEvents` and `firstAnswerIndex`.
   */
  contentMs: number[];
  /**
   * Index in `contentMs` of the first answer (not reasoning) event; null when only reasoning
   * arrived. Absent (read as 0) in records of streams without reasoning.
   */
  firstAnswerIndex?: number | null;
  /** How many of the `contentMs` events were reasoning events; absent means 0. */
  reasoningEvents?: number;
  /**
   * Reasoning tokens: `completion_tokens_details.reasoning_tokens` from usage when the server
   * sent it, else `reasoningEvents`. Part of `outputTokens`. Absent means 0. Present without
   * `reasoningEvents` when the server reasoned without streaming the reasoning.
   */
  reasoningTokens?: number;
  /** Where `reasoningTokens` came from; absent when the request had no reasoning. */
  reasoningTokensSource?: TokensSource;
  /**
   * Tokens each `contentMs` event carried, from the running usage the server sent with every
   * event (e.g. vLLM `continuous_usage_stats`); absent when it did not, or the counts did not
   * rise with every event.
   */
  eventTokens?: number[];
  /** Facts about how the stream was shaped; absent for records made before they were kept. */
  stream?: StreamShape;
  /** Monotonic ms when the stream finished (after `[DONE]`, the end of the body, or the failure). */
  endMs: number;
  /** HTTP status, or undefined when no response arrived. */
  statusCode: number | undefined;
  /** Prompt tokens from `usage`; undefined when the server sent no usage. */
  inputTokens: number | undefined;
  /** Completion tokens from `usage`, else the number of content events. */
  outputTokens: number | undefined;
  /** Which of the two the token counts came from; undefined for a request that failed before any. */
  tokensSource: TokensSource | undefined;
  /** The last `finish_reason` the server sent, when it sent one. */
  finishReason: string | undefined;
  /** True when the request completed with at least one content event and no error. */
  ok: boolean;
  /** Why it failed; undefined when `ok`. */
  error: RequestError | undefined;
  /**
   * The answer's text, only for a request that asked to keep it (a conversation's turn); the
   * conversation takes it off before the record goes on, so no record kept or written has it.
   */
  answerText?: string;
  /** The turn of its conversation, from 1 (`workload.conversation`); absent for single requests. */
  turn?: number;
}

/**
 * Ms the rest of a body may take to arrive after the stream's end event (`[DONE]`,
 * `message_stop`) before the client closes its connection. The record ends at the end event; a
 * server that then keeps the response open would otherwise hold the connection until
 * `timeout_s`, and the next request would wait for it inside the pool (`connectionWaitMs`).
 */
export const DRAIN_DEADLINE_MS = 100;

/**
 * Most tokens a usage count of one request may hold: beyond the largest context window of any
 * model (10 million). A larger count (`1e308`) is a server's bug, and read as it stands it would
 * make TPOT 0 and TPM astronomical; it is ignored (`implausibleUsage`).
 */
export const MAX_TOKEN_COUNT = 10_000_000;

/** How one response streamed: numbers and flags only, set by the stream loop. */
export interface StreamShape {
  /** The first event carried no token (a role-only delta, Anthropic `message_start`). */
  emptyFirstEvent: boolean;
  /** SSE comment lines (`: OPENROUTER PROCESSING`) and empty `data:` lines: keep-alives. */
  keepAlives: number;
  /** The stream ended with its terminator (`[DONE]`, `message_stop`) rather than by closing. */
  terminated: boolean;
  /**
   * Ms from the hand-over to the pool until the request was written on a connection: a wait for
   * a free connection (and the connecting of a new one). Outside TTFT and E2E, which start at
   * `sentMs`, the write; records made before that change counted it inside them. Near 0 when a
   * kept-alive connection was free; 0 when the request never reached a connection. Absent in
   * records made before it was kept.
   */
  connectionWaitMs?: number;
  /**
   * Ms it took to set up the connection this request was the first to use (TCP, TLS, a
   * proxy's tunnel), part of `connectionWaitMs`; null when it went on a kept-alive connection.
   * Absent when not known (records made before it was kept).
   */
  connectMs?: number | null;
  /** True when the server's usage held a token count above MAX_TOKEN_COUNT, which was ignored; absent otherwise. */
  implausibleUsage?: boolean;
  /**
   * True when the request was first written on a kept-alive connection that the server closed
   * before any byte of a response, and was then sent once more on a new connection; its times
   * are the second sending's. Absent otherwise.
   */
  resent?: boolean;
  /**
   * True when the request went on a connection of its own, closed after its response
   * (`Connection: close`), because the server had closed each earlier connection after one
   * response without saying so. Absent otherwise.
   */
  freshConnection?: boolean;
}

/**
 * When the request was handed to the connection pool: `sentMs` less any wait for a connection.
 * An open-loop level's schedule is kept by this moment (the client's own timers), not by the
 * write, which a handshake or a busy pool may delay.
 */
export function handedOverMs(record: Pick<RequestRecord, 'sentMs' | 'stream'>): number {
  return record.sentMs - (record.stream?.connectionWaitMs ?? 0);
}

/** When one open-loop request was due, and how long it waited on our side before it went. */
export interface OpenLoopTiming {
  /** Monotonic ms at which the schedule said to send it. */
  scheduledMs: number;
  /** Ms it waited for a free slot under the cap; 0 when a slot was free when it was due. */
  queueMs: number;
}

/** One level's measured records as they are written out (`requests.jsonl`, a shard's raw records). */
export interface LevelRecords {
  level: SweepLevel;
  records: readonly RequestRecord[];
  /** At a rate level, when each record was due and how long it waited for a slot; same order as `records`. */
  timings?: readonly OpenLoopTiming[];
  /** With `sweep.repeats` above 1, the pass (from 1) of each record, same order as `records`. */
  passes?: readonly number[];
}
