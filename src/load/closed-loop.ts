/**
 * Closed-loop load: exactly `concurrency` workers, each sending its next request as soon as
 * its previous one finishes, until `total` requests have been sent. The number in flight can
 * never exceed `concurrency`, because each worker holds at most one request.
 */
import type { RequestRecord } from '../client/types.js';

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
}

export interface ClosedLoopResult {
  /** Records in sending order (index order); shorter than `total` when aborted. */
  records: RequestRecord[];
  /** The most requests that were ever in flight at once. */
  maxInFlight: number;
}

/** Runs one closed-loop batch. */
export async function runClosedLoop(options: ClosedLoopOptions): Promise<ClosedLoopResult> {
  const { concurrency, total, send, signal, onRecord } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const slots: (RequestRecord | undefined)[] = new Array(total);
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;

  const worker = async (): Promise<void> => {
    while (next < total && !signal?.aborted) {
      const index = next++;
      inFlight++;
      if (inFlight > maxInFlight) maxInFlight = inFlight;
      try {
        const record = await send(index);
        slots[index] = record;
        onRecord?.(record, index);
      } finally {
        inFlight--;
      }
    }
  };

  const workers: Promise<void>[] = [];
  for (let i = 0; i < Math.min(concurrency, total); i++) workers.push(worker());
  await Promise.all(workers);
  return { records: slots.filter((r): r is RequestRecord => r !== undefined), maxInFlight };
}
