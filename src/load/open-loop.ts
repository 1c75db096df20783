/**
 * Open-loop load: requests are sent at send times fixed in advance (see `poissonSchedule`),
 * whether or not earlier ones have answered, as real users arrive. An optional cap bounds the
 * requests in flight; a request due while the cap is full waits for a free slot, and that wait
 * is recorded apart (`queueMs`) rather than hidden in its latency. Latency is still measured
 * from the actual send, so the record's own timings are unchanged.
 */
import type { RequestRecord } from '../model/record.js';
import type { SendFn } from './closed-loop.js';
import type { OpenLoopTiming } from '../model/record.js';
import { sleep } from './sleep.js';

export interface OpenLoopOptions {
  /** Send offsets in ms from the start, non-decreasing (see `poissonSchedule`). */
  schedule: readonly number[];
  /** Most requests in flight at once; undefined for no cap. */
  maxConcurrency?: number;
  send: SendFn;
  /** Stops sending once aborted; in-flight requests are the sender's to cancel. */
  signal?: AbortSignal;
  /** Called as each request finishes, in finishing order. */
  onRecord?: (record: RequestRecord, index: number) => void;
  /** The clock; `performance.now` unless a test scripts it. */
  now?: () => number;
}

export interface OpenLoopResult {
  /** Records in schedule order; shorter than the schedule when aborted. */
  records: RequestRecord[];
  /** Timing of each record, same order and length as `records`. */
  timings: OpenLoopTiming[];
  /** Schedule position of each record, same order and length as `records`. */
  indices: number[];
  /** The most requests that were ever in flight at once. */
  maxInFlight: number;
}

/**
 * Runs one open-loop batch.
 *
 * The dispatcher sleeps until each absolute deadline (start + offset) rather than for each gap,
 * so timer lateness does not add up over a batch: a late wake-up sends the overdue requests at
 * once and the next deadline is unchanged. Requests waiting for a slot are served first in,
 * first out.
 *
 * @throws RangeError when `maxConcurrency` is given and is not a positive integer.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { schedule, maxConcurrency, send, signal, onRecord } = options;
  const now = options.now ?? (() => performance.now());
  if (maxConcurrency !== undefined && !(Number.isInteger(maxConcurrency) && maxConcurrency >= 1)) {
    throw new RangeError(`maxConcurrency must be a positive integer, got ${maxConcurrency}`);
  }
  const cap = maxConcurrency ?? Infinity;
  const total = schedule.length;
  const slots: (RequestRecord | undefined)[] = new Array(total);
  const timings: (OpenLoopTiming | undefined)[] = new Array(total);
  const waiting: { index: number; dueMs: number }[] = [];
  const inFlightPromises = new Set<Promise<void>>();
  let inFlight = 0;
  let maxInFlight = 0;
  const start = now();

  // `dueMs` is when a queued request found the cap full: the wait for a slot starts then (a late
  // wake-up of the dispatcher before it is lateness, which shows up as send lag instead).
  const launch = (index: number, dueMs: number | undefined): void => {
    const scheduledMs = start + (schedule[index] as number);
    timings[index] = { scheduledMs, queueMs: dueMs === undefined ? 0 : Math.max(0, now() - dueMs) };
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    const p = send(index).then(
      (record) => {
        slots[index] = record;
        onRecord?.(record, index);
      },
    ).finally(() => {
      inFlight--;
      inFlightPromises.delete(p);
      const next = waiting.shift();
      if (next !== undefined && !signal?.aborted) launch(next.index, next.dueMs);
    });
    inFlightPromises.add(p);
  };

  for (let i = 0; i < total; i++) {
    if (signal?.aborted) break;
    const deadline = start + (schedule[i] as number);
    for (let t = now(); t < deadline; t = now()) {
      await sleep(deadline - t, signal);
      if (signal?.aborted) break;
    }
    if (signal?.aborted) break;
    if (inFlight < cap && waiting.length === 0) launch(i, undefined);
    else waiting.push({ index: i, dueMs: now() });
  }
  // Drain: wait until everything launched (and everything queued, unless aborted) has finished.
  while (inFlightPromises.size > 0) await Promise.all([...inFlightPromises]);

  const records: RequestRecord[] = [];
  const outTimings: OpenLoopTiming[] = [];
  const indices: number[] = [];
  for (let i = 0; i < total; i++) {
    const r = slots[i];
    const t = timings[i];
    if (r !== undefined && t !== undefined) {
      records.push(r);
      outTimings.push(t);
      indices.push(i);
    }
  }
  return { records, timings: outTimings, indices, maxInFlight };
}
