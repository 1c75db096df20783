import type { TraceIdentity } from './level.js';
import type { ClientCheck } from './client-check.js';
import type { LevelSamples } from './samples.js';
import type { AdaptiveSummary, RepeatSummary } from './sampling.js';
import type { LevelShard } from './shard.js';
import type { ServerLevelStats } from './server-metrics.js';

/**
 * The statistics contract. These shapes are serialised as-is into `results.json`, so their
 * field names are snake_case and carry units; changing one is a schema version bump.
 */

/**
 * Summary of one sample. Percentiles use linear interpolation between closest ranks (numpy's
 * default, `method="linear"`). A sample with no values has `count: 0` and `null` everywhere
 * else: "no data" is never reported as 0.
 */
export interface Distribution {
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  p50: number | null;
  p90: number | null;
  p95: number | null;
  p99: number | null;
}

/**
 * A distribution in a level's statistics. A percentile is also null here when the sample is too
 * small for it (p50 needs 5 samples, p90 10, p95 20, p99 100; see `sample-size.ts`).
 */
export interface LevelDistribution extends Distribution {
  /**
   * Present only when percentiles were left out because the sample is too small, e.g.
   * `p95 needs at least 20 and p99 at least 100 samples; there were 12`.
   */
  note?: string;
}

/**
 * One turn of a conversation workload's level (`levels[].turns[]`): the requests that were that
 * turn of their session, counted and summarised as the level is (distributions over the
 * successful ones).
 */
export interface TurnStats {
  /** The turn, from 1 (turn 1 is the prompt source's request; each later one carries the history). */
  turn: number;
  requests: number;
  succeeded: number;
  ttft_ms: LevelDistribution;
  e2e_ms: LevelDistribution;
  /** Input tokens the server counted: they grow turn by turn with the history. */
  input_tokens: LevelDistribution;
}

/** Per-request figures derived from a RequestRecord (see docs/metrics.md, "Metric definitions"). */
export interface RequestMetrics {
  /** Sent → first token event of any kind (reasoning or answer). Undefined when none arrived. */
  ttftMs: number | undefined;
  /** Sent → first answer event (not reasoning). Equals `ttftMs` without reasoning; undefined when no answer arrived. */
  ttfaMs: number | undefined;
  /**
   * (last content − first content) / (output tokens − 1), output tokens from usage when sent.
   * Undefined for fewer than 2 tokens, unknown tokens, or fewer than 2 content events.
   */
  tpotMs: number | undefined;
  /** Gaps between consecutive token events (reasoning and answer). Empty for fewer than 2 events. */
  itlMs: number[];
  /**
   * Each gap of `itlMs` divided by the tokens of the event that closed it: from running usage
   * when the server sent it, else spread evenly by (output tokens − 1) / (events − 1) when usage
   * counted more tokens than events; equal to `itlMs` when every event is one token.
   */
  itlTokenMs: number[];
  /** Reasoning tokens (from usage, else reasoning events); 0 without reasoning. */
  reasoningTokens: number;
  /** Sent → stream finished. */
  e2eMs: number;
  /** Output tokens / E2E in seconds. Undefined when tokens are unknown or E2E is not positive. */
  tps: number | undefined;
}

/** How the server streamed at one level, over its successful requests (`levels[].stream`). */
export interface StreamStats {
  /**
   * Tokens per token event, from the running usage the server sent with every event (vLLM
   * `continuous_usage_stats`); null when no request had running usage.
   */
  tokens_per_event: LevelDistribution | null;
  /** Requests whose first event carried no token (a role-only delta, Anthropic `message_start`). */
  empty_first_event: number;
  /** Keep-alive SSE comments and empty `data:` lines, summed over the requests. */
  keep_alives: number;
  /** Requests whose stream ended by closing, without `[DONE]` (or `message_stop`). */
  unterminated: number;
  /**
   * Successful requests that waited 50 ms or more before they were written on a connection,
   * because every connection of the pool was still busy (a server holding responses open after
   * their end event, until the client closed them). The wait is outside their TTFT and E2E,
   * which start when the request is written (files written before `connects` was kept counted
   * it inside). Absent in files written before it was kept.
   */
  connection_waits?: number;
  /** The longest of those waits in ms; null when none waited. Absent in files written before it was kept. */
  connection_wait_max_ms?: number | null;
  /**
   * Measured requests that set up the connection they went on (TCP, TLS, a proxy's tunnel)
   * instead of finding a kept-alive one: the server had closed an idle connection, or the
   * warm-up could not open enough. The set-up is outside their TTFT and E2E (`connect_ms` in
   * requests.jsonl). Absent in files written before it was kept.
   */
  connects?: number;
  /** The longest of those set-ups in ms; null when none. Absent in files written before it was kept. */
  connect_max_ms?: number | null;
  /**
   * Measured requests first written on a kept-alive connection that the server closed before
   * any byte of a response, and sent once more on a new connection (`resent` in requests.jsonl);
   * their times are the second sending's. Counted over every measured request, failed or not.
   * Absent in files written before it was kept.
   */
  resent?: number;
  /**
   * Measured requests sent on a connection of their own because the server had closed each
   * earlier connection after one response without saying so (`fresh_connection` in
   * requests.jsonl). Counted over every measured request. Absent in files written before it was kept.
   */
  fresh_connections?: number;
  /**
   * Successful requests whose usage held a token count above 10 million, which was ignored (their
   * tokens were counted from the token events). Absent in files written before it was kept.
   */
  implausible_usage?: number;
  /** Requests whose token counts came from the server's usage. */
  with_usage: number;
  /** Reasoning tokens / output tokens over requests with known counts; null when no tokens are known. */
  reasoning_share: number | null;
  /**
   * Output tokens the server's usage counted, over the requests with usage, less reasoning it
   * counted but never streamed (hidden reasoning has no event to compare with).
   */
  usage_tokens: number;
  /** Token events (answer and reasoning) of those same requests: equal to `usage_tokens` when each event is one token. */
  usage_events: number;
}

/** One load level of a sweep, as written in `results.json` `levels[]`. */
export interface LevelStats {
  /**
   * Requests held in flight at once (closed loop). At a rate level (`mode: "rate"`), the cap on
   * requests in flight (`sweep.max_concurrency`) instead.
   */
  concurrency: number;
  /**
   * How the level applied load: `concurrency` (closed loop) or `rate` (open loop: requests sent
   * on a Poisson schedule at `rate` requests/s). Files written before rate levels existed have
   * no `mode`; read its absence as `concurrency`. A level is identified by `rate` when it is a
   * rate level, else by `concurrency`.
   */
  mode?: 'concurrency' | 'rate';
  /** Target requests/s of a rate level; null (or absent, in older files) for a concurrency level. */
  rate?: number | null;
  /**
   * At a trace replay (`sweep.trace`), which replay the level is: the trace's `file` as the spec
   * names it, its `format` and the `speed`. Such a level is a rate level (`mode: "rate"`) whose
   * send times are the trace's and whose `rate` is the replay's mean rate, (requests − 1) / span.
   * Absent at every other level.
   */
  trace?: TraceIdentity;
  /**
   * Requests/s actually sent at a rate level: (measured requests − 1) / (last actual send −
   * first actual send), failures included; null for a concurrency level or under 2 requests.
   */
  achieved_rate?: number | null;
  /**
   * At a rate level, ms each measured request waited on our side for a free slot under
   * `max_concurrency` (0 when one was free); null for a concurrency level. Not part of TTFT or
   * E2E, which start at the actual send.
   */
  client_queue_ms?: LevelDistribution | null;
  /**
   * At a rate level, ms each measured request went out later than scheduled beyond its queue
   * wait (timer and event-loop lateness of the client); null for a concurrency level.
   */
  send_lag_ms?: LevelDistribution | null;
  /**
   * At a rate level, why the client did not apply the load asked for (achieved rate under 90 % of
   * target, send lag p95 above 10 ms, or the cap holding requests back), so the figures are not
   * read as the server's; null when it kept up or for a concurrency level.
   */
  client_behind?: string | null;
  /** Measured requests sent (warm-up excluded). */
  requests: number;
  succeeded: number;
  failed: number;
  /** succeeded / requests; null when no request was sent. */
  success_rate: number | null;
  /** Wall time of the measured batch: first send → last finish, in seconds. */
  duration_s: number;
  /** Successful requests per second. This and the other rates are 0 when `duration_s` is 0. */
  qps: number;
  /** Successful requests per minute. */
  rpm: number;
  /** (input + output tokens of successful requests) per minute; unknown input tokens count as 0. */
  tpm: number;
  /** Output tokens of successful requests per second. */
  output_tokens_per_s: number;
  /**
   * Measured requests that succeeded and met every per-request bound of the spec's `goodput`
   * section. This and `goodput` and `slo_attainment` are present only when the spec has one.
   */
  good_requests?: number;
  /** `good_requests` per second of `duration_s` (as `qps`); 0 when `duration_s` is 0. */
  goodput?: number;
  /** `good_requests` / `requests`, failures included; null when no request was sent. */
  slo_attainment?: number | null;
  /** Failed requests by error kind. */
  errors: Record<string, number>;
  /**
   * The HTTP error statuses (400 and up) behind each error kind, ascending (`{"server_error": [500, 503]}`), for
   * kinds whose failures had one; absent when no failed request had a status (and in older files).
   */
  error_statuses?: Record<string, number[]>;
  /** Where token counts came from across successful requests: usage, events, or mixed. */
  tokens_source: 'usage' | 'events' | 'mixed' | null;
  /** Sent → first token event of any kind (reasoning or answer). */
  ttft_ms: LevelDistribution;
  /**
   * Sent → first answer event, over the successful requests that got an answer. Equals
   * `ttft_ms` for a model that does not reason. Absent in files written before it was kept.
   */
  ttfa_ms?: LevelDistribution;
  tpot_ms: LevelDistribution;
  /** Pooled gaps of all successful requests, one per pair of consecutive token events. */
  itl_ms: LevelDistribution;
  /**
   * Pooled per-token gaps: each `itl_ms` gap divided by the tokens of the event closing it
   * (see RequestMetrics.itlTokenMs). Equals `itl_ms` when every event carries one token.
   */
  itl_token_ms?: LevelDistribution;
  /** Reasoning tokens per successful request (0 for a request without reasoning). */
  reasoning_tokens?: LevelDistribution;
  /**
   * Where reasoning token counts came from across requests with reasoning: `usage`
   * (`completion_tokens_details.reasoning_tokens`), `events` (counted reasoning events) or
   * `mixed`; null when no request reasoned.
   */
  reasoning_tokens_source?: 'usage' | 'events' | 'mixed' | null;
  /**
   * Successful requests that reasoned but sent no answer (`max_tokens` ran out while thinking):
   * they have a TTFT but no TTFA.
   */
  reasoning_only?: number;
  /** How the server streamed at this level. */
  stream?: StreamStats;
  e2e_ms: LevelDistribution;
  input_tokens: LevelDistribution;
  output_tokens: LevelDistribution;
  /**
   * With a conversation workload (`workload.conversation`), the level's requests turn by turn,
   * from turn 1; the level's own figures cover every turn. Absent for single requests.
   */
  turns?: TurnStats[];
  /** Per-request output tokens / E2E seconds. */
  request_tps: LevelDistribution;
  /**
   * The plausibility check E2E ≈ TTFT + (n − 1) × TPOT over the successful requests
   * (see `consistency`): how many could be checked, how many were off by more than
   * `E2E_CHECK_TOLERANCE` of their E2E (and at least `E2E_CHECK_MIN_MS`), and the median of
   * E2E − (TTFT + (n − 1) × TPOT). A level where many are off is flagged in the notes.
   */
  e2e_check: { checked: number; off: number; median_gap_ms: number | null };
  /**
   * The measuring process's own load during the level (event-loop delay, CPU) and whether the
   * level is flagged client-bound; null when it was not watched.
   */
  client: ClientCheck | null;
  /**
   * The measured requests as compact per-request columns, kept so that a later run can compare
   * against this one with confidence intervals. Absent in files written before they were kept
   * (such a baseline is compared by its percentiles alone).
   */
  samples?: LevelSamples;
  /**
   * How the level chose its number of requests when adaptive sampling was on
   * (`sweep.max_requests` above `sweep.requests`); absent for a level of fixed size.
   */
  adaptive?: AdaptiveSummary;
  /**
   * One entry per pass when `sweep.repeats` is above 1, in pass order: each pass's own medians.
   * The level's distributions and rates pool every pass's requests. Absent with one pass.
   */
  repeats?: RepeatSummary[];
  /**
   * Only in results merged from shards: seconds during which every shard was measuring this level.
   * `duration_s` is this window and the rates (`qps`, `rpm`, `tpm`, `output_tokens_per_s`)
   * count the successful requests that finished inside it, over all shards.
   */
  shard_overlap_s?: number;
  /** Only in results merged from shards: each shard's part of the level, in shard order. */
  shards?: LevelShard[];
  /**
   * What the server's own metrics (`/metrics`) said during the level: running and waiting
   * requests, KV-cache use, preemptions, its queue time and TTFT (see docs/server-metrics.md).
   * Absent when they were not read (none found, `server_metrics: false`, or an older file).
   */
  server?: ServerLevelStats;
}
