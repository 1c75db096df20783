/**
 * Pairs a client's requests with the ground-truth server's log by `x-request-id` and turns each
 * pair into errors, each client interval minus the server's own view of it:
 *
 * - TTFT error: client TTFT (its send → first content arrival) − (server's first content write −
 *   the request's arrival at the server). What is left is the request's way to the server, the
 *   first event's way back, and whatever delayed the client's send stamp or its read;
 * - ITL error, per gap: client gap − server gap between the same two writes.
 *
 * A server write call longer than UNCERTAIN_WRITE_MS (the server was pre-empted in it) leaves
 * its event's send time unknown to better than that: such events are left out and counted.
 */
import type { ServedRequest } from '../ground-truth/protocol.js';
import { countBelow } from '../../src/stats/bootstrap-interval.js';
import { UNCERTAIN_WRITE_MS } from '../measure/pair.js';
import type { RelativeTrace } from './clients.js';

export interface RelativeErrors {
  ttftMs: Float64Array;
  itlMs: Float64Array;
  paired: number;
  /** Client failures, or ids the server never logged. */
  unpaired: number;
  /** Pairs whose event counts differ, or whose answer was cut. */
  mismatched: number;
  uncertainWrites: number;
  /** Content events of the paired requests, as the server wrote them. */
  events: number;
  /** The server's first arrival and last tail write among the paired requests (CLOCK_MONOTONIC ms): the measured window. */
  windowMs: [number, number];
  /** Paired requests that reported connection set-up inside them (`connect_ms` not null). */
  handshakes: number;
  /** When the server wrote each content event of the paired requests, CLOCK_MONOTONIC ms, in order (for `eventsBetween`). */
  eventWritesMs: Float64Array;
}

/** How many of the sorted `writesMs` fall in [fromMs, toMs). */
export function eventsBetween(writesMs: Float64Array, fromMs: number, toMs: number): number {
  return Math.max(0, countBelow(writesMs, toMs) - countBelow(writesMs, fromMs));
}

/** See the module comment. */
export function pairRelative(traces: readonly RelativeTrace[], served: readonly ServedRequest[]): RelativeErrors {
  const byId = new Map<string, ServedRequest>();
  for (const entry of served) byId.set(entry.id, entry);
  const ttft: number[] = [];
  const itl: number[] = [];
  let paired = 0;
  let unpaired = 0;
  let mismatched = 0;
  let uncertainWrites = 0;
  let events = 0;
  let handshakes = 0;
  const writes: number[] = [];
  let fromMs = Number.POSITIVE_INFINITY;
  let toMs = Number.NEGATIVE_INFINITY;
  for (const trace of traces) {
    const server = byId.get(trace.id);
    if (!trace.ok || server === undefined || trace.ttftMs === null) {
      unpaired += 1;
      continue;
    }
    const written = server.contentMs;
    const started = server.contentWriteStartMs;
    if (!server.completed || trace.itlMs.length !== written.length - 1) {
      mismatched += 1;
      continue;
    }
    paired += 1;
    events += written.length;
    for (const ms of written) writes.push(ms);
    if (trace.connectMs !== undefined && trace.connectMs !== null) handshakes += 1;
    fromMs = Math.min(fromMs, server.arrivalMs);
    toMs = Math.max(toMs, server.endMs);
    const certain = (i: number): boolean => (written[i] as number) - (started[i] as number) <= UNCERTAIN_WRITE_MS;
    if (certain(0)) ttft.push(trace.ttftMs - ((written[0] as number) - server.arrivalMs));
    else uncertainWrites += 1;
    for (let i = 1; i < written.length; i++) {
      if (!certain(i)) {
        uncertainWrites += 1;
        continue;
      }
      if (certain(i - 1)) itl.push((trace.itlMs[i - 1] as number) - ((written[i] as number) - (written[i - 1] as number)));
    }
  }
  return {
    ttftMs: Float64Array.from(ttft),
    itlMs: Float64Array.from(itl),
    paired,
    unpaired,
    mismatched,
    uncertainWrites,
    events,
    windowMs: [fromMs, toMs],
    handshakes,
    eventWritesMs: Float64Array.from(writes).sort(),
  };
}
