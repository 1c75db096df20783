/**
 * Closed-loop load: exactly `concurrency` workers, each sending its next request as soon as
 * its previous one finishes, until `total` requests have been sent. The number in flight can
 * never exceed `concurrency`, because each worker holds at most one request.
 */
import type { RequestRecord } from '../model/record.js';
import { sleep } from './sleep.js';

/** Sends request number `index` of a batch and resolves with its record; must not throw. */
export type SendFn = (index: number) => Promise<RequestRecord>;

export interface ClosedLoopOptions {
  /** Requests in flight at once. */
  concurrency: number;
  /** Requests to send in all. */
  total: number;
  send: SendFn;
  /** Stops handing out new requests once aborted; in-flight requests are the sender's to cancel. */
  signal?: AbortSignal;
  /** Called as each request finishes, in finishing order. */
  onRecord?: (record: RequestRecord, index: number) => void;
  /**
   * Asked, when all requests planned so far have been sent and a worker is free, how many more
   * to send (0 or less ends the batch; it is not asked again). It is called synchronously
   * while the other requests stay in flight, so a batch that grows never drops its
   * concurrency in between. `sent` is the requests sent so far. Without it, the batch is `total`.
   */
  more?: (sent: number) => number;
  /**
   * Conversations: each worker takes `length` consecutive indexes at a time (a session) and
   * sends them one after another, waiting `pauseMs` between a record and the next send (the
   * user's think time, with no request in flight). The last session is cut short at `total`.
   * Not for use with `more`. Without it, every index is a batch of its own.
   */
  chain?: { length: number; pauseMs: number };
}

export interface ClosedLoopResult {
  /** Records in sending order (index order); shorter than `total` when aborted. */
  records: RequestRecord[];
  /** The most requests that were ever in flight at once. */
  maxInFlight: number;
}

/** Runs one closed-loop batch. */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const { concurrency, total, send, signal, onRecord, more, chain } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const slots: (RequestRecord | undefined)[] = new Array(total);
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let limit = total;
  let closed = more === undefined;
  let workerCount = 0;
  const running = new Set<Promise<void>>();

  // True when the plan has room for another request, asking `more` once it is used up.
  const hasWork = (): boolean => {
    if (next < limit) return true;
    if (closed || more === undefined) return false;
    const extra = Math.floor(more(next));
    if (!(extra > 0)) {
      closed = true;
      return false;
    }
    limit += extra;
    // A plan that grew past the workers running (concurrency above the first batch) gets more.
    const missing = Math.min(concurrency, limit - next) - workerCount;
    for (let i = 0; i < missing; i++) start();
    return true;
  };

  const sendOne = async (index: number): Promise<void> => {
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    try {
      const record = await send(index);
      slots[index] = record;
      onRecord?.(record, index);
    } finally {
      inFlight--;
    }
  };

  const worker = async (): Promise<void> => {
    while (!signal?.aborted && hasWork()) {
      const first = next;
      const length = chain === undefined ? 1 : Math.max(1, Math.min(chain.length, limit - first));
      next += length;
      for (let k = 0; k < length; k++) {
        if (k > 0 && chain !== undefined && chain.pauseMs > 0) await sleep(chain.pauseMs, signal);
        if (k > 0 && signal?.aborted) break;
        await sendOne(first + k);
      }
    }
  };

  function start(): void {
    workerCount++;
    const p = worker().finally(() => {
      workerCount--;
      running.delete(p);
    });
    running.add(p);
  }
  for (let i = 0; i < Math.min(concurrency, total); i++) start();
  while (running.size > 0) await Promise.all([...running]);
  return { records: slots.filter((r): r is RequestRecord => r !== undefined), maxInFlight };
}
