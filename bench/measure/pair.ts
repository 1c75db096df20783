/**
 * Pairs a client's traces with the server's write log by request id and turns each pair into
 * errors, all on CLOCK_MONOTONIC (client times shifted by the process's offset):
 *
 * - TTFT error: client's first content arrival − server's first content write;
 * - ITL error, per gap: client gap − server gap between the same two events;
 * - E2E error: client's end of stream (`[DONE]` seen) − server's tail write.
 *
 * A positive error is time the client added; a few µs negative is possible because the kernel
 * can hand the bytes to the client before the server's own write call returns.
 */
import type { GroundTruthConfig, ServedRequest } from '../ground-truth/protocol.js';
import type { ClientTrace } from '../clients/types.js';

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
  let paired = 0;
  let gapCount = 0;
  let unpaired = 0;
  let mismatched = 0;
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
    if (!server.completed || written.length !== client.length || client.length === 0) {
      mismatched += 1;
      continue;
    }
    ttftMs[paired] = (client[0] as number) + offsetMs - (written[0] as number);
    e2eMs[paired] = trace.endMs + offsetMs - server.endMs;
    for (let i = 1; i < client.length; i++) {
      itlMs[gapCount++] = (client[i] as number) - (client[i - 1] as number) - ((written[i] as number) - (written[i - 1] as number));
    }
    paired += 1;
  }
  return {
    ttftMs: ttftMs.subarray(0, paired),
    itlMs: itlMs.subarray(0, gapCount),
    e2eMs: e2eMs.subarray(0, paired),
    paired,
    unpaired,
    mismatched,
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
