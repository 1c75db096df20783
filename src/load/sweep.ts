/**
 * A concurrency sweep: the levels run one after another; each first sends its warm-up requests
 * (not counted), then a fixed number of measured requests, closed-loop at that concurrency.
 * Levels are yielded one at a time so a caller can summarise and write a level's records and
 * then drop them: memory stays flat however long the sweep.
 */
import type { RequestRecord } from '../client/types.js';
import { runClosedLoop } from './closed-loop.js';
import { startSelfCheck, type SelfSample } from './self-check.js';

/** Which part of a level a request belongs to. */
export type Phase = 'warmup' | 'measure';

/** Sends one request; must not throw (failures are records with `ok: false`). */
export type SweepSend = (phase: Phase, concurrency: number, index: number) => Promise<RequestRecord>;

export interface SweepOptions {
  /** Concurrency levels in the order to run them. */
  levels: readonly number[];
  /** Measured requests per level. */
  requests: number;
  /**
   * Warm-up requests per level, sent before the measured ones and discarded. When greater than
   * 0, the warm-up also tops the connection pool up to the level's concurrency (see
   * `openConnections`), so no measured request pays for a TCP or TLS handshake.
   */
  warmup: number;
  /** Connections already open to the endpoint, when the client can tell; undefined otherwise. */
  openConnections?: () => number | undefined;
  send: SweepSend;
  signal?: AbortSignal;
  /** Progress within a level: measured requests finished so far. */
  onProgress?: (concurrency: number, finished: number, total: number) => void;
}

/** What one level produced. */
export interface LevelRun {
  concurrency: number;
  /** Measured records only, in sending order. */
  records: RequestRecord[];
  /** First measured send → last measured finish, in seconds; 0 when nothing was measured. */
  durationS: number;
  /** The most measured requests in flight at once (never above `concurrency`). */
  maxInFlight: number;
  /** Warm-up requests sent and discarded. */
  warmupSent: number;
  /** How busy the measuring process was during the measured batch. */
  self: SelfSample;
  /** True when the run was cancelled before this level sent all its measured requests. */
  incomplete: boolean;
}

/** Runs the sweep, yielding each level as soon as it finishes. */
export async function* runSweep(options: SweepOptions): AsyncGenerator<LevelRun> {
  const { levels, requests, warmup, send, signal, onProgress } = options;
  for (const concurrency of levels) {
    if (signal?.aborted) return;
    let warmupSent = 0;
    if (warmup > 0) {
      // Warm-up fills the connection pool and the server's caches at this level's concurrency.
      // A measured request on a new connection would count the handshake as TTFT (tens of ms
      // over TLS), so the warm-up sends at least one request per connection still missing.
      const open = options.openConnections?.();
      const total = open === undefined ? warmup : Math.max(warmup, concurrency - open);
      const w = await runClosedLoop({
        concurrency: Math.min(concurrency, total),
        total,
        send: (i) => send('warmup', concurrency, i),
        ...(signal ? { signal } : {}),
      });
      warmupSent = w.records.length;
    }
    if (signal?.aborted) return;
    let finished = 0;
    onProgress?.(concurrency, 0, requests);
    const watch = startSelfCheck();
    const m = await runClosedLoop({
      concurrency,
      total: requests,
      send: (i) => send('measure', concurrency, i),
      ...(signal ? { signal } : {}),
      onRecord: () => onProgress?.(concurrency, ++finished, requests),
    });
    const self = watch.stop();
    yield {
      concurrency,
      records: m.records,
      durationS: batchDurationS(m.records),
      maxInFlight: m.maxInFlight,
      warmupSent,
      self,
      incomplete: m.records.length < requests,
    };
  }
}

/** Wall time of a batch: the earliest send to the latest finish, in seconds. */
export function batchDurationS(records: readonly RequestRecord[]): number {
  if (records.length === 0) return 0;
  let first = Infinity;
  let last = -Infinity;
  for (const r of records) {
    if (r.sentMs < first) first = r.sentMs;
    if (r.endMs > last) last = r.endMs;
  }
  return (last - first) / 1000;
}
