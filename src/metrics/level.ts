/**
 * Statistics of one load level: counts, rates and latency distributions over its measured
 * requests. Pure: records in, one LevelStats out.
 */
import { DRAIN_DEADLINE_MS, type RequestRecord } from '../model/record.js';
import { distributionInPlace } from '../stats/percentile.js';
import { consistency, requestMetrics } from './request.js';
import { withholdThinPercentiles } from './sample-size.js';
import type { LevelDistribution, LevelStats, StreamStats } from '../model/level-stats.js';

/** What `levelStats` summarises. */
export interface LevelInput {
  /** Requests held in flight at once at this level. */
  concurrency: number;
  /** The measured requests only: warm-up requests are left out by the caller. */
  records: readonly RequestRecord[];
  /** Wall time of the measured batch in seconds (see `batchDurationS`). 0 for an empty batch. */
  durationS: number;
}

/**
 * Summarise one level.
 *
 * - Counts and `success_rate` cover every measured record; `errors` counts failed ones by
 *   `error.kind` (`"unknown"` if a failed record carries no error).
 * - Rates use successful requests only, divided by `durationS`: `qps`, `rpm = qps × 60`,
 *   `tpm` = (input + output tokens) per minute, `output_tokens_per_s`. Unknown input tokens
 *   (no `usage`) count as 0, which `tokens_source: "events"` or `"mixed"` makes visible.
 *   When `durationS` is 0 (a level with no requests) every rate is 0.
 * - Distributions use successful requests only: a failure's partial timings would make the
 *   level look faster than it is. `itl_ms` pools the gaps of all successful requests;
 *   `input_tokens` holds only the known counts.
 * - A percentile is null when its sample is too small to say anything about the tail it names
 *   (p50 needs 5 samples, p90 10, p95 20, p99 100; see `withholdThinPercentiles`); the
 *   distribution's `note` then says which were left out.
 *
 * @throws RangeError when `durationS` is negative or not finite.
 */
export function levelStats(input: LevelInput): LevelStats {
  const { concurrency, records, durationS } = input;
  if (!(durationS >= 0 && Number.isFinite(durationS))) {
    throw new RangeError(`durationS must be a finite number ≥ 0, got ${durationS}`);
  }

  const ok = records.filter((r) => r.ok);
  const n = ok.length;
  const { errors, statuses } = failureTally(records);

  // One typed array per metric, filled to a running length: no per-metric intermediate arrays.
  const ttft = new Float64Array(n);
  const tpot = new Float64Array(n);
  const e2e = new Float64Array(n);
  const tps = new Float64Array(n);
  const inTok = new Float64Array(n);
  const outTok = new Float64Array(n);
  let gapCount = 0;
  for (const r of ok) gapCount += Math.max(0, r.contentMs.length - 1);
  const itl = new Float64Array(gapCount);
  const itlToken = new Float64Array(gapCount);
  const ttfa = new Float64Array(n);
  const reasoningTok = new Float64Array(n);
  let nTtft = 0, nTpot = 0, nTps = 0, nIn = 0, nOut = 0, nItl = 0, nItlToken = 0, nTtfa = 0;
  let reasoningUsage = 0, reasoningEvents = 0, reasoningOnly = 0;
  const shape = newShapeTally(ok);

  let tokensIn = 0;
  let tokensOut = 0;
  let usage = 0;
  let events = 0;
  for (let i = 0; i < n; i++) {
    const r = ok[i] as RequestRecord;
    const m = requestMetrics(r);
    if (m.ttftMs !== undefined) ttft[nTtft++] = m.ttftMs;
    if (m.tpotMs !== undefined) tpot[nTpot++] = m.tpotMs;
    if (m.tps !== undefined) tps[nTps++] = m.tps;
    e2e[i] = m.e2eMs;
    for (const gap of m.itlMs) itl[nItl++] = gap;
    for (const gap of m.itlTokenMs) itlToken[nItlToken++] = gap;
    if (m.ttfaMs !== undefined) ttfa[nTtfa++] = m.ttfaMs;
    else if (r.contentMs.length > 0) reasoningOnly++;
    reasoningTok[i] = m.reasoningTokens;
    if (r.reasoningTokensSource === 'usage') reasoningUsage++;
    else if (r.reasoningTokensSource === 'events') reasoningEvents++;
    tallyShape(shape, r);
    if (r.inputTokens !== undefined) {
      inTok[nIn++] = r.inputTokens;
      tokensIn += r.inputTokens;
    }
    if (r.outputTokens !== undefined) {
      outTok[nOut++] = r.outputTokens;
      tokensOut += r.outputTokens;
    }
    if (r.tokensSource === 'usage') usage++;
    else if (r.tokensSource === 'events') events++;
  }

  const perS = (count: number): number => (durationS > 0 ? count / durationS : 0);
  const qps = perS(n);
  return {
    concurrency,
    requests: records.length,
    succeeded: n,
    failed: records.length - n,
    success_rate: records.length === 0 ? null : n / records.length,
    duration_s: durationS,
    qps,
    rpm: qps * 60,
    tpm: perS(tokensIn + tokensOut) * 60,
    output_tokens_per_s: perS(tokensOut),
    errors,
    ...(statuses.size === 0 ? {} : { error_statuses: Object.fromEntries([...statuses].map(([k, v]) => [k, [...v].sort((a, b) => a - b)])) }),
    tokens_source: sourceOf(usage, events),
    ttft_ms: summarise(ttft.subarray(0, nTtft)),
    ttfa_ms: summarise(ttfa.subarray(0, nTtfa)),
    tpot_ms: summarise(tpot.subarray(0, nTpot)),
    itl_ms: summarise(itl.subarray(0, nItl)),
    itl_token_ms: summarise(itlToken.subarray(0, nItlToken)),
    reasoning_tokens: summarise(reasoningTok),
    reasoning_tokens_source: sourceOf(reasoningUsage, reasoningEvents),
    reasoning_only: reasoningOnly,
    stream: { ...shapeStats(shape), ...connectionCounts(records) },
    e2e_ms: summarise(e2e),
    input_tokens: summarise(inTok.subarray(0, nIn)),
    output_tokens: summarise(outTok.subarray(0, nOut)),
    request_tps: summarise(tps.subarray(0, nTps)),
    e2e_check: e2eCheck(ok),
    // The process facts are not in the records; the runner adds them (see clientCheck).
    client: null,
  };
}

/** How far each successful request's E2E is from TTFT + (output tokens − 1) × TPOT (see `consistency`). */
function e2eCheck(ok: readonly RequestRecord[]): LevelStats['e2e_check'] {
  const n = ok.length;
  const gaps = new Float64Array(n);
  let nGaps = 0;
  let off = 0;
  for (let i = 0; i < n; i++) {
    const r = ok[i] as RequestRecord;
    const c = consistency(r);
    if (c !== undefined) {
      gaps[nGaps++] = c.mismatchMs;
      if (c.relMismatch > E2E_CHECK_TOLERANCE && Math.abs(c.mismatchMs) >= E2E_CHECK_MIN_MS) off++;
    }
  }
  return { checked: nGaps, off, median_gap_ms: nGaps === 0 ? null : distributionInPlace(gaps.subarray(0, nGaps)).p50 };
}

/** Failed records counted by `error.kind`, with the HTTP statuses (400 and up) each kind came with. */
function failureTally(records: readonly RequestRecord[]): { errors: Record<string, number>; statuses: Map<string, Set<number>> } {
  const errors: Record<string, number> = {};
  const statuses = new Map<string, Set<number>>();
  for (const r of records) {
    if (r.ok) continue;
    const kind = r.error?.kind ?? 'unknown';
    errors[kind] = (errors[kind] ?? 0) + 1;
    // A stream that failed after a 200 says nothing more with its status.
    if (r.statusCode !== undefined && r.statusCode >= 400) statuses.set(kind, (statuses.get(kind) ?? new Set<number>()).add(r.statusCode));
  }
  return { errors, statuses };
}

/** `usage`, `events`, `mixed`, or null, from how many requests had each. */
function sourceOf(usage: number, events: number): 'usage' | 'events' | 'mixed' | null {
  return usage > 0 && events > 0 ? 'mixed' : usage > 0 ? 'usage' : events > 0 ? 'events' : null;
}

/**
 * A wait for a connection at least this long counts in `stream.connection_waits`: half the
 * client's drain deadline after an end event (100 ms), which a server holding its responses
 * open makes every request wait. Shorter waits are a kept-alive connection finishing its
 * previous response a moment after its end event, longer on a busy client.
 */
export const CONNECTION_WAIT_NOTED_MS = DRAIN_DEADLINE_MS / 2;

/** Running totals behind a level's StreamStats. */
interface ShapeTally {
  perEvent: Float64Array;
  nPerEvent: number;
  emptyFirst: number;
  keepAlives: number;
  unterminated: number;
  connectionWaits: number;
  connectionWaitMaxMs: number | null;
  connects: number;
  connectMaxMs: number | null;
  implausibleUsage: number;
  withUsage: number;
  usageTokens: number;
  usageEvents: number;
  reasoningTokens: number;
  knownTokens: number;
}

function newShapeTally(ok: readonly RequestRecord[]): ShapeTally {
  let events = 0;
  for (const r of ok) if (r.eventTokens !== undefined) events += r.eventTokens.length;
  return {
    perEvent: new Float64Array(events), nPerEvent: 0, emptyFirst: 0, keepAlives: 0, unterminated: 0, connectionWaits: 0, connectionWaitMaxMs: null, connects: 0, connectMaxMs: null, implausibleUsage: 0,
    withUsage: 0, usageTokens: 0, usageEvents: 0, reasoningTokens: 0, knownTokens: 0,
  };
}

function tallyShape(t: ShapeTally, r: RequestRecord): void {
  if (r.eventTokens !== undefined) for (const k of r.eventTokens) t.perEvent[t.nPerEvent++] = k;
  if (r.stream !== undefined) {
    if (r.stream.emptyFirstEvent) t.emptyFirst++;
    t.keepAlives += r.stream.keepAlives;
    if (!r.stream.terminated) t.unterminated++;
    if (r.stream.implausibleUsage === true) t.implausibleUsage++;
    const connectMs = r.stream.connectMs;
    // A request's wait for a free connection, without the set-up of one it opened itself
    // (`connectMs`, noted on its own): a set-up that took long, on a slow network or a starved
    // runner, is not a server holding its connections busy. A socket undici began opening
    // before this request was sent (after an abort) can report more set-up than the request
    // waited: never below 0.
    const setUpMs = typeof connectMs === 'number' ? connectMs : 0;
    const waitMs = r.stream.connectionWaitMs === undefined ? undefined : Math.max(0, r.stream.connectionWaitMs - setUpMs);
    if (waitMs !== undefined && waitMs >= CONNECTION_WAIT_NOTED_MS) {
      t.connectionWaits++;
      t.connectionWaitMaxMs = Math.max(t.connectionWaitMaxMs ?? 0, waitMs);
    }
    if (typeof connectMs === 'number') {
      t.connects++;
      t.connectMaxMs = Math.max(t.connectMaxMs ?? 0, connectMs);
    }
  }
  if (r.tokensSource === 'usage' && r.outputTokens !== undefined) {
    t.withUsage++;
    // Reasoning the server counted but never streamed has no event to compare with.
    const hidden = (r.reasoningEvents ?? 0) === 0 ? r.reasoningTokens ?? 0 : 0;
    t.usageTokens += Math.max(0, r.outputTokens - hidden);
    t.usageEvents += r.contentMs.length;
  }
  if (r.outputTokens !== undefined) {
    t.knownTokens += r.outputTokens;
    t.reasoningTokens += r.reasoningTokens ?? 0;
  }
}

function shapeStats(t: ShapeTally): StreamStats {
  return {
    tokens_per_event: t.nPerEvent === 0 ? null : summarise(t.perEvent.subarray(0, t.nPerEvent)),
    empty_first_event: t.emptyFirst,
    keep_alives: t.keepAlives,
    unterminated: t.unterminated,
    connection_waits: t.connectionWaits,
    connection_wait_max_ms: t.connectionWaitMaxMs === null ? null : Math.round(t.connectionWaitMaxMs * 1000) / 1000,
    connects: t.connects,
    connect_max_ms: t.connectMaxMs === null ? null : Math.round(t.connectMaxMs * 1000) / 1000,
    implausible_usage: t.implausibleUsage,
    with_usage: t.withUsage,
    reasoning_share: t.knownTokens > 0 ? Math.round((t.reasoningTokens / t.knownTokens) * 1000) / 1000 : null,
    usage_tokens: t.usageTokens,
    usage_events: t.usageEvents,
  };
}

/**
 * Requests sent again after the server closed their kept-alive connection unanswered, and
 * requests sent on a connection of their own (see `StreamShape.resent`, `freshConnection`):
 * over every record, since a resend that failed again is one of them too.
 */
function connectionCounts(records: readonly RequestRecord[]): Pick<StreamStats, 'resent' | 'fresh_connections'> {
  let resent = 0;
  let fresh = 0;
  for (const r of records) {
    if (r.stream?.resent === true) resent++;
    if (r.stream?.freshConnection === true) fresh++;
  }
  return { resent, fresh_connections: fresh };
}

/** Share of a request's E2E that E2E − (TTFT + (n − 1) × TPOT) may reach before it counts as off. */
export const E2E_CHECK_TOLERANCE = 0.1;
/** Gaps shorter than this (the usage chunk and `[DONE]` on a short answer) never count as off. */
export const E2E_CHECK_MIN_MS = 20;

/** A level's distribution: the numpy-equivalent summary, with too-thin percentiles left out. */
function summarise(values: Float64Array): LevelDistribution {
  return withholdThinPercentiles(distributionInPlace(values));
}

/**
 * Wall time of a batch in seconds: earliest `sentMs` → latest `endMs`. 0 for no records.
 * Pass the measured records only, so warm-up time is not counted.
 */
export function batchDurationS(records: readonly RequestRecord[]): number {
  if (records.length === 0) return 0;
  let start = Infinity;
  let end = -Infinity;
  for (const r of records) {
    if (r.sentMs < start) start = r.sentMs;
    if (r.endMs > end) end = r.endMs;
  }
  return Math.max(0, end - start) / 1000;
}
