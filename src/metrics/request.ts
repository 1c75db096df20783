/**
 * Per-request figures, derived from one RequestRecord by the definitions in docs/metrics.md's
 * metric table. Pure: no clock, no I/O.
 */
import type { RequestRecord } from '../model/record.js';
import type { RequestMetrics } from '../model/level-stats.js';

/**
 * TTFT, TPOT, ITL, E2E and TPS of one request.
 *
 * - TTFT: first token event (reasoning or answer) − sent. Undefined without one.
 * - TTFA: first answer event − sent; equals TTFT without reasoning, undefined when only
 *   reasoning arrived.
 * - ITL per token: see `perTokenGaps`.
 * - TPOT: (last content event − first content event) / (output tokens − 1), with output tokens
 *   as recorded (from `usage` when the server sent it, so it may differ from the number of
 *   content events). Undefined when output tokens are unknown or below 2, and when fewer than
 *   2 content events arrived: one event spans no time, so there is nothing to divide.
 * - ITL: the gap between each pair of consecutive content events, one per gap (so a chunk that
 *   carries several tokens is one sample). Mean ITL is not TPOT.
 * - E2E: end of stream − sent.
 * - TPS: output tokens / E2E in seconds. Includes TTFT, so it is not 1000 / TPOT. Undefined when
 *   output tokens are unknown or E2E is not positive.
 *
 * Computed for failed requests too; summaries leave those out (see `levelStats`).
 */
export function requestMetrics(rec: RequestRecord): RequestMetrics {
  const events = rec.contentMs;
  const first = events[0];
  const last = events[events.length - 1];
  const out = rec.outputTokens;
  const e2eMs = rec.endMs - rec.sentMs;

  const itlMs: number[] = [];
  for (let i = 1; i < events.length; i++) itlMs.push((events[i] as number) - (events[i - 1] as number));

  const answerIndex = rec.firstAnswerIndex === undefined ? 0 : rec.firstAnswerIndex;
  const answer = answerIndex === null ? undefined : events[answerIndex];
  return {
    ttftMs: first === undefined ? undefined : first - rec.sentMs,
    ttfaMs: answer === undefined ? undefined : answer - rec.sentMs,
    itlTokenMs: perTokenGaps(itlMs, rec.eventTokens, events.length, out),
    reasoningTokens: rec.reasoningTokens ?? 0,
    tpotMs: tpotMsOf(first, last, events.length, out),
    itlMs,
    e2eMs,
    tps: out === undefined || !(e2eMs > 0) ? undefined : out / (e2eMs / 1000),
  };
}

/**
 * The ITL gaps per token: gap i (closing event i + 1) divided by that event's tokens when the
 * server reported them per event; else, when usage counted more tokens than there were events,
 * every gap divided by (tokens − 1) / (events − 1), so that the gaps average to TPOT; else the
 * gaps as they are.
 */
function perTokenGaps(itlMs: number[], eventTokens: readonly number[] | undefined, events: number, outputTokens: number | undefined): number[] {
  if (eventTokens !== undefined && eventTokens.length === events) {
    return itlMs.map((gap, i) => gap / (eventTokens[i + 1] as number));
  }
  if (outputTokens !== undefined && events >= 2 && outputTokens > events) {
    const spread = (outputTokens - 1) / (events - 1);
    return itlMs.map((gap) => gap / spread);
  }
  return itlMs;
}

/** TPOT from the first/last content times, the number of content events and the output tokens. */
function tpotMsOf(
  firstMs: number | undefined,
  lastMs: number | undefined,
  events: number,
  outputTokens: number | undefined,
): number | undefined {
  if (firstMs === undefined || lastMs === undefined || events < 2) return undefined;
  if (outputTokens === undefined || outputTokens < 2) return undefined;
  return (lastMs - firstMs) / (outputTokens - 1);
}

/** How far a request's E2E is from TTFT + (output tokens − 1) × TPOT. */
export interface Consistency {
  /** TTFT + (output tokens − 1) × TPOT, in ms. */
  expectedE2eMs: number;
  /** The measured E2E, in ms. */
  e2eMs: number;
  /** E2E − expected, in ms. Positive: the stream went on after the last content event. */
  mismatchMs: number;
  /** |mismatch| / E2E: 0 is a perfect match, 0.1 is 10 % of the request's time unexplained. */
  relMismatch: number;
}

/**
 * docs/metrics.md's plausibility check E2E ≈ TTFT + (n − 1) × TPOT, for one request.
 *
 * With TPOT taken as defined in `requestMetrics`, the right-hand side is exactly "sent → last
 * content event", so the mismatch is the time the stream stayed open after the last content
 * event. A few ms (the usage chunk and `[DONE]`) is normal. A large share of E2E means tokens
 * arrived in events not counted as content (missed chunks, e.g. text in another field), or the
 * server held the stream open before closing it.
 *
 * @returns undefined when the check cannot be made: no content event, output tokens unknown,
 *   TPOT undefined for a multi-token answer, or E2E not positive.
 */
export function consistency(rec: RequestRecord): Consistency | undefined {
  const m = requestMetrics(rec);
  const out = rec.outputTokens;
  if (m.ttftMs === undefined || out === undefined || out < 1 || !(m.e2eMs > 0)) return undefined;
  let expectedE2eMs = m.ttftMs;
  if (out >= 2) {
    if (m.tpotMs === undefined) return undefined;
    expectedE2eMs += (out - 1) * m.tpotMs;
  }
  const mismatchMs = m.e2eMs - expectedE2eMs;
  return { expectedE2eMs, e2eMs: m.e2eMs, mismatchMs, relMismatch: Math.abs(mismatchMs) / m.e2eMs };
}
