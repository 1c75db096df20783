/**
 * When a response's bytes arrived, taken before undici parses them. When c streams' events
 * arrive together (a closed loop's synchronised streams), the poll phase runs one socket's
 * callback after another, and undici parses each socket's bytes (HTTP/1.1 framing in llhttp,
 * then its handler) in that socket's turn, before the next socket is read: stamped in undici's
 * body callback, the last socket of a burst waits for the parsing of every socket ahead of it,
 * and at 64 streams that is most of a TTFT's error. So each socket the pool opens is stamped as
 * Node pushes what it read (`stampArrivals`), and undici's `readable` event for it is held until
 * the check phase of the same turn (`flushArrivals`), when every socket that was ready has been
 * stamped; undici then parses each in order, and the stream loop takes the socket's stamp
 * (`readingArrivalMs`) instead of the time its parse reached the body.
 *
 * Nothing is reordered on a socket: a held `readable` is emitted before the socket is
 * destroyed for a failed read (a reset), so undici parses what arrived just before the reset,
 * as it did when it read at once, and before the socket's `error`, `end` or `close`. Bytes
 * read in several pushes before one parse all carry the latest push's time, never a time
 * before they arrived.
 */
import type { Socket } from 'node:net';

/**
 * Sockets whose `readable` is held, in the order they became readable (each one's release),
 * and how many: the array is reused from flush to flush, so a flush allocates nothing.
 */
const held: (() => void)[] = [];
let heldCount = 0;
/** What a released slot holds until it is used again (it keeps no socket alive). */
const released = (): void => {};
/** Called at the end of each flush (the stream loop's reading of what the flush parsed). */
let afterFlush: (() => void) | undefined;
/** While undici parses a held socket's bytes: when they arrived. */
let arrivalMs: number | undefined;
/** Whether a flush is running (the stream loop then leaves its reading to `afterFlush`). */
let flushing = false;
/** Whether a held socket is being handed to undici now (its parse is running). */
let releasing = false;

/** When the bytes being parsed now arrived, when undici is parsing a held socket's bytes; else undefined. */
export function readingArrivalMs(): number | undefined {
  return arrivalMs;
}

/** Whether `flushArrivals` is running: what it parses is read by its `afterFlush` hook, in the same turn. */
export function flushingArrivals(): boolean {
  return flushing;
}

/**
 * What runs as a poll hands over its first socket: the self-check's reading of the loop's turns
 * (src/load/self-check.ts), which needs no timer of its own to see them.
 */
const turnWatchers = new Set<() => void>();

/**
 * Calls `watcher` once in every turn of the event loop whose poll read from a pool socket, as
 * the poll hands over the first one (the loop has just stopped waiting for I/O, and what it ran
 * since the last such call was one busy stretch, or several with waits between them), until the
 * returned function is called.
 */
export function watchReadTurns(watcher: () => void): () => void {
  turnWatchers.add(watcher);
  return () => { turnWatchers.delete(watcher); };
}

/** Sets what runs after each flush (once per process: the stream loop's reader). */
export function onArrivalsFlushed(hook: () => void): void {
  afterFlush = hook;
}

/**
 * Hands every held `readable` to undici now, in arrival order, then runs the `afterFlush`
 * hook. Runs in the check phase after each poll that held one; a timer's check-phase callback
 * calls it too, so what had arrived is parsed before the timer judges.
 */
export function flushArrivals(): void {
  if (flushing) return;
  flushing = true;
  let done = 0;
  try {
    // Read to its end as it stands: a socket held while the flush runs goes in this flush.
    while (done < heldCount) {
      const release = held[done]!;
      held[done++] = released;
      release();
    }
  } finally {
    // After a release that threw, the sockets still held move to the front and go in the
    // next turn's check phase, and what the flush did parse is read all the same.
    if (done < heldCount) {
      held.copyWithin(0, done, heldCount);
      held.fill(released, heldCount - done, heldCount);
    }
    heldCount -= done;
    flushing = false;
    if (heldCount > 0) setImmediate(flushArrivals);
    afterFlush?.();
  }
}

/**
 * Stamps what `socket` reads as Node pushes it, and holds its `readable` events until the
 * next flush (see the module comment). Its own methods are wrapped; nothing else changes.
 */
export function stampArrivals(socket: Socket): void {
  const push = socket.push;
  const destroy = socket.destroy;
  // The plain emitter's signature: Socket's overloads name each event's listener type.
  const emit = socket.emit as (this: Socket, event: string | symbol, ...args: unknown[]) => boolean;
  // Bytes buffered before this (none, as sockets come from the connector) arrived before now.
  let pushedMs = performance.now();
  let holding = false;
  const release = (): void => {
    if (!holding) return;
    holding = false;
    const outerMs = arrivalMs;
    const outerReleasing = releasing;
    arrivalMs = pushedMs;
    releasing = true;
    try {
      emit.call(socket, 'readable');
    } finally {
      arrivalMs = outerMs;
      releasing = outerReleasing;
    }
  };
  socket.push = function pushStamped(this: Socket, chunk: unknown, encoding?: BufferEncoding): boolean {
    // The end of the stream (null) is pushed too: bytes held with it take its time, which is
    // never before they arrived.
    pushedMs = performance.now();
    return push.call(this, chunk, encoding);
  };
  socket.emit = function emitHeld(this: Socket, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'readable') {
      if (!holding) {
        holding = true;
        if (heldCount === 0 && !flushing) {
          setImmediate(flushArrivals);
          // The first socket a poll hands over: the loop has just stopped waiting for I/O.
          for (const watcher of turnWatchers) watcher();
        }
        held[heldCount++] = release;
      }
      return true;
    }
    if (holding && (event === 'error' || event === 'end' || event === 'close')) {
      try {
        release();
      } catch (err) {
        emit.call(this, event, ...args);
        throw err;
      }
    }
    return emit.call(this, event, ...args);
  } as Socket['emit'];
  socket.destroy = function destroyAfterHeld(this: Socket, error?: Error): Socket {
    // A failed read (a reset) destroys the socket, after which undici refuses its bytes: what
    // arrived before it is parsed first. Only then: a destroy of undici's own (an aborted
    // request) must not parse more of the request it is ending, nor one inside another
    // socket's parse.
    if (holding && !releasing && (error as NodeJS.ErrnoException | undefined)?.syscall === 'read') release();
    return destroy.call(this, error);
  } as Socket['destroy'];
}
