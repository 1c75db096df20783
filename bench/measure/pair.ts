/**
 * Pairs a client's traces with the server's write log by request id and turns each pair into
 * errors, all on CLOCK_MONOTONIC (client times shifted by the process's offset):
 *
 * - TTFT error: client's first content arrival − server's first content write;
 * - ITL error, per gap: client gap − server gap between the same two events;
 * - E2E error: client's end of stream (`[DONE]` seen) − server's tail write.
 *
 * "Server write" is the moment the write call returned. A positive error is time the client
 * added; a few µs negative is possible because the kernel hands the bytes to the reader inside
 * that call. When a write call took longer than UNCERTAIN_WRITE_MS, the server was pre-empted
 * inside or just after it (on a busy machine, often by the very reader it woke), so when the
 * bytes left is not known to better than that: such events are left out and counted.
 */
import type { GroundTruthConfig, ServedRequest } from '../ground-truth/protocol.js';
import type { ClientTrace } from '../clients/types.js';

/** A server write call longer than this (ms) makes its event's send time uncertain. */
export const UNCERTAIN_WRITE_MS = 0.2;

/** Error samples of one client run, in ms, one entry per request (TTFT, E2E) or per gap (ITL). */
export interface PairedErrors {
  ttftMs: Float64Array;
  itlMs: Float64Array;
  e2eMs: Float64Array;
  /** Requests paired and compared. */
  paired: number;
  /** Client traces that failed, or whose id the server never logged. */
  unpaired: number;
  /** Pairs whose content-event counts differ (a parsing or framing fault) or whose answer was cut. */
  mismatched: number;
  /** Server writes (content or tail) left out because their send time is uncertain. */
  uncertainWrites: number;
  /** Content events the client saw across the run. */
  clientEvents: number;
}

/** See the module comment. `offsetMs` is `monotonicMs() − performance.now()` in the client's process. */
export function pairErrors(traces: readonly ClientTrace[], served: readonly ServedRequest[], offsetMs: number): PairedErrors {
  const byId = new Map<string, ServedRequest>();
  for (const entry of served) byId.set(entry.id, entry);
  let gaps = 0;
  for (const t of traces) gaps += Math.max(0, t.contentMs.length - 1);
  const ttftMs = new Float64Array(traces.length);
  const itlMs = new Float64Array(gaps);
  const e2eMs = new Float64Array(traces.length);
  let ttftCount = 0;
  let gapCount = 0;
  let e2eCount = 0;
  let paired = 0;
  let unpaired = 0;
  let mismatched = 0;
  let uncertainWrites = 0;
  let clientEvents = 0;
  for (const trace of traces) {
    const client = trace.contentMs;
    clientEvents += client.length;
    const server = byId.get(trace.id);
    if (!trace.ok || server === undefined) {
      unpaired += 1;
      continue;
    }
    const written = server.contentMs;
    const started = server.contentWriteStartMs;
    if (!server.completed || written.length !== client.length || client.length === 0) {
      mismatched += 1;
      continue;
    }
    paired += 1;
    let previousCertain = false;
    for (let i = 0; i < client.length; i++) {
      const certain = (written[i] as number) - (started[i] as number) <= UNCERTAIN_WRITE_MS;
      if (!certain) uncertainWrites += 1;
      if (i === 0 && certain) ttftMs[ttftCount++] = (client[0] as number) + offsetMs - (written[0] as number);
      if (i > 0 && certain && previousCertain) {
        itlMs[gapCount++] = (client[i] as number) - (client[i - 1] as number) - ((written[i] as number) - (written[i - 1] as number));
      }
      previousCertain = certain;
    }
    if (server.endMs - server.endWriteStartMs <= UNCERTAIN_WRITE_MS) e2eMs[e2eCount++] = trace.endMs + offsetMs - server.endMs;
    else uncertainWrites += 1;
  }
  return {
    ttftMs: ttftMs.subarray(0, ttftCount),
    itlMs: itlMs.subarray(0, gapCount),
    e2eMs: e2eMs.subarray(0, e2eCount),
    paired,
    unpaired,
    mismatched,
    uncertainWrites,
    clientEvents,
  };
}

/** How far the server's writes were from its own schedule, over one run. */
export interface ServerLateness {
  /** Write time − deadline for every content event, ms. */
  latenessMs: Float64Array;
  /** Content writes the kernel did not take at once (see ServedRequest.queuedWrites). */
  queuedWrites: number;
}

/** The server's own accuracy: each content write against `arrival + TTFT + i · ITL`. */
export function serverLateness(served: readonly ServedRequest[], config: GroundTruthConfig): ServerLateness {
  let events = 0;
  for (const entry of served) events += entry.completed ? entry.contentMs.length : 0;
  const latenessMs = new Float64Array(events);
  let n = 0;
  let queuedWrites = 0;
  for (const entry of served) {
    if (!entry.completed) continue;
    queuedWrites += entry.queuedWrites;
    const firstDueMs = entry.arrivalMs + config.ttftMs;
    for (let i = 0; i < entry.contentMs.length; i++) latenessMs[n++] = (entry.contentMs[i] as number) - (firstDueMs + i * config.itlMs);
  }
  return { latenessMs, queuedWrites };
}
