/**
 * Opening a rate level's connections before it is timed. An open-loop level keeps about
 * rate × E2E requests in flight (Little's law); if the pool holds fewer connections, the
 * level's first requests each pay a TCP (and TLS) handshake inside their TTFT. So before a rate
 * level, one request measures E2E, and then as many requests as the level will keep in flight
 * are sent at once, which leaves that many connections open and warm.
 */
import type { RequestRecord } from '../model/record.js';
import { runClosedLoop, type SendFn } from './closed-loop.js';

/**
 * Requests a rate level keeps in flight on average: rate × E2E, rounded up, at least 1, and
 * never above the level's cap.
 *
 * @param rate - target requests/s.
 * @param e2eMs - one request's end-to-end time in ms.
 * @param cap - the level's `max_concurrency`; undefined for none.
 */
export function expectedInFlight(rate: number, e2eMs: number, cap: number | undefined): number {
  const n = Math.max(1, Math.ceil((rate * Math.max(0, e2eMs)) / 1000));
  return cap === undefined ? n : Math.min(cap, n);
}

export interface PreOpenOptions {
  /** Target requests/s of the level. */
  rate: number;
  /** The level's cap on requests in flight. */
  cap: number | undefined;
  /** Connections open now; the pre-opening is skipped when the client cannot tell (a proxy). */
  openConnections: () => number | undefined;
  /** Sends one warm-up request; its index counts from 0 within the pre-opening. */
  send: SendFn;
  signal?: AbortSignal;
}

/**
 * Tops the pool up to the connections the rate level will need. Returns the warm-up requests
 * sent: 0 when the client cannot count its connections, else the E2E probe plus, when the pool
 * is short, one request per connection needed.
 */
export async function preOpenConnections(options: PreOpenOptions): Promise<number> {
  const { rate, cap, openConnections, send, signal } = options;
  if (openConnections() === undefined || signal?.aborted) return 0;
  const probe: RequestRecord = await send(0);
  if (!probe.ok || signal?.aborted) return 1;
  const need = expectedInFlight(rate, probe.endMs - probe.sentMs, cap);
  if ((openConnections() ?? need) >= need) return 1;
  const w = await runClosedLoop({ concurrency: need, total: need, send: (i) => send(1 + i), ...(signal ? { signal } : {}) });
  return 1 + w.records.length;
}
