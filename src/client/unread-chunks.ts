/**
 * The process-wide queue of stream chunks stamped on arrival but not read yet: the one piece of
 * module state the stream loop keeps (besides the arrival stamps of `arrival.ts`, whose flush
 * ends by reading this queue). A response's chunk is stamped in its socket's callback and queued
 * here (`readLater`); the queue is read in the same turn's check phase, once the poll phase has
 * stamped every socket that was ready (`readAllUnread`).
 *
 * Why it exists (git 6781c95, docs/accuracy.md): when c streams' events arrive together, each
 * socket's chunk read at once made the next socket's stamp wait for its SSE and JSON parsing,
 * its record and the next request the closed loop sent from it (40.7–42.2 ms apart for two
 * [DONE]s written in one server callback with a 40 ms consumer of each record; under 20 ms
 * queued). Why it is one queue for the process (b767a20): two arrays per request in flight were
 * promoted at each scavenge (438–477 KB/s promoted at 64 streams, 299–311 with this queue).
 * Why its arrays are emptied by a count (6e146ac): `length = 0` drops their storage, and every
 * chunk then allocated two new arrays (40 MB of a 2 048-request run at 256 streams).
 */
import { flushingArrivals, onArrivalsFlushed } from './arrival.js';

/** Who a queued chunk is for: the request whose response it belongs to. */
export interface QueuedChunkReader {
  /** Reads one stream chunk at its arrival time (`readLater`'s call, in arrival order). */
  readQueued(chunk: Buffer, arrivedMs: number): void;
}

/** What a read chunk's slot holds until it is used again (it keeps no Buffer alive; 324bc67). */
const NO_CHUNK = Buffer.alloc(0);

/**
 * Stream chunks stamped on arrival but not read yet, of every request, in arrival order: who
 * they are for, the chunk and its arrival time, and how many there are. The arrays are reused
 * from turn to turn (emptied by the count, not by `length = 0`, which drops their storage).
 */
const unreadOwners: (QueuedChunkReader | undefined)[] = [];
const unreadChunks: Buffer[] = [];
const unreadMs: number[] = [];
let unreadCount = 0;
/** Whether `readAllUnread` is running: a chunk queued meanwhile is read by that same run. */
let readingUnread = false;

/**
 * Has `chunk` read in this turn's check phase, after the poll phase has run the callback of
 * every socket that was ready. When many streams' events arrive together (c streams on one
 * schedule), each socket's chunk is then stamped after the HTTP parsing of the chunks before
 * it only, not after their SSE and JSON parsing, their records, and the next requests those
 * records send: the last stamp of a burst is that much closer to its arrival.
 */
export function readLater(owner: QueuedChunkReader, chunk: Buffer, arrivedMs: number): void {
  // Inside a flush of held sockets (arrival.ts) the flush reads them when it is done.
  if (unreadCount === 0 && !flushingArrivals() && !readingUnread) setImmediate(readAllUnread);
  const n = unreadCount++;
  unreadOwners[n] = owner;
  unreadChunks[n] = chunk;
  unreadMs[n] = arrivedMs;
}

function readAllUnread(): void {
  // An abort while reading can end a response synchronously: the run already going reads on.
  if (readingUnread) return;
  readingUnread = true;
  let done = 0;
  try {
    while (done < unreadCount) {
      const i = done++;
      const owner = unreadOwners[i]!;
      const chunk = unreadChunks[i]!;
      // Let go of the slot first, so no chunk outlives its turn: a Buffer still held at the
      // next scavenge is copied and promoted instead of freed.
      unreadOwners[i] = undefined;
      unreadChunks[i] = NO_CHUNK;
      owner.readQueued(chunk, unreadMs[i]!);
    }
  } finally {
    // After a read that threw, the chunks behind it move to the front and are read next turn.
    const left = unreadCount - done;
    if (left > 0) {
      unreadOwners.copyWithin(0, done, unreadCount);
      unreadChunks.copyWithin(0, done, unreadCount);
      unreadMs.copyWithin(0, done, unreadCount);
      unreadOwners.fill(undefined, left, unreadCount);
      unreadChunks.fill(NO_CHUNK, left, unreadCount);
      setImmediate(readAllUnread);
    }
    unreadCount = left;
    readingUnread = false;
  }
}

onArrivalsFlushed(readAllUnread);
