/**
 * One timer for every stream of the ground-truth server: a min-heap of absolute deadlines on
 * CLOCK_MONOTONIC, woken by `setTimeout` until the next deadline is near, then waited out more
 * precisely.
 *
 * Why one heap instead of a timer per token: at 512 streams × 10 ms there are 51 k deadlines a
 * second; one timer keeps the server's own cost per event small, so the machine's other core
 * is left to the client being measured. Why a second stage: a Node timer fires on a
 * whole-millisecond loop clock, typically 0–1.5 ms late. Two ways to wait the last stretch:
 * `spin` polls with `setImmediate` (socket I/O gets through between polls, but it burns a core
 * and allocates an Immediate per poll); `sleep` blocks in `Atomics.wait` until just before the
 * deadline and polls the clock for the last 0.1 ms (the core is free for the client; arriving
 * requests wait at most the window, which moves their arrival stamp, never a logged write).
 * A late arrival stamp starts the request's schedule late, so it lands in every client's TTFT
 * error; with the window at 0 (the loop never blocked) the fidelity benchmark's TTFT errors at
 * 16 and 64 streams did not change beyond their scatter (docs/accuracy.md). Measured here at
 * 1 stream × 1 ms ITL: `spin` used 80 % of a core, `sleep` 7 %; at 256 × 10 ms, 99 % against
 * 34 %. On a two-core machine that core is the client's.
 */
import { monotonicMs } from '../../src/sim/clock.js';

/** How much earlier than a deadline a `sleep` wakes, to poll the clock the rest of the way, ms. */
const SLEEP_SLACK_MS = 0.1;

/** Something to run at `dueMs`. */
export interface Timed {
  /** Absolute deadline, CLOCK_MONOTONIC ms. */
  dueMs: number;
  /** Runs at or just after `dueMs`; may `add` itself again with a later `dueMs`. */
  fire(): void;
}

/** How the last stretch before a deadline is waited; see the module comment. */
export type NearMode = 'spin' | 'sleep';

/** Deadline scheduler; see the module comment. */
export class DeadlineScheduler {
  readonly #heap: Timed[] = [];
  readonly #nearWindowMs: number;
  readonly #nearMode: NearMode;
  /** Never written: `Atomics.wait` on it is a precise sleep. */
  readonly #sleepCell = new Int32Array(new SharedArrayBuffer(4));
  #timer: NodeJS.Timeout | undefined;
  /** The deadline the armed timer is for, -Infinity while an immediate is queued, undefined when idle. */
  #armedForMs: number | undefined;
  #immediate: NodeJS.Immediate | undefined;
  /** True while due items are being fired; the tick re-arms once at its end. */
  #firing = false;

  /**
   * @param nearWindowMs - stop trusting the timer this long before each deadline; 0 trusts it.
   * @param nearMode - how to wait that last stretch.
   */
  constructor(nearWindowMs: number, nearMode: NearMode) {
    // A NaN window would never arm a timer and poll with setImmediate for ever: a spinning server.
    if (!(nearWindowMs >= 0)) throw new RangeError(`nearWindowMs must be a number of ms ≥ 0, got ${nearWindowMs}`);
    this.#nearWindowMs = nearWindowMs;
    this.#nearMode = nearMode;
  }

  /** Schedules `item` at its `dueMs`. */
  add(item: Timed): void {
    this.#push(item);
    if (this.#firing) return;
    if (this.#armedForMs === undefined || item.dueMs < this.#armedForMs) this.#arm();
  }

  /** Drops every pending deadline and timer. */
  stop(): void {
    this.#heap.length = 0;
    this.#disarm();
  }

  readonly #tick = (): void => {
    this.#timer = undefined;
    this.#immediate = undefined;
    this.#armedForMs = undefined;
    const heap = this.#heap;
    let nowMs = monotonicMs();
    if (this.#nearMode === 'sleep' && heap.length > 0) {
      const waitMs = (heap[0] as Timed).dueMs - nowMs;
      if (waitMs > 0 && waitMs <= this.#nearWindowMs) {
        // The kernel wakes a sleeper up to its timer slack (50 µs by default) late, so a long
        // wait sleeps short of the deadline and polls the clock for the rest. A wait shorter
        // than that (many streams: deadlines tens of µs apart) just sleeps: polling every gap
        // would cost the client's core for a precision the log does not need.
        if (waitMs <= SLEEP_SLACK_MS) {
          Atomics.wait(this.#sleepCell, 0, 0, waitMs);
          nowMs = monotonicMs();
        } else {
          Atomics.wait(this.#sleepCell, 0, 0, waitMs - SLEEP_SLACK_MS);
          const dueMs = (heap[0] as Timed).dueMs;
          do nowMs = monotonicMs();
          while (nowMs < dueMs);
        }
      }
    }
    this.#firing = true;
    try {
      // A fresh clock reading per item: firing one takes a socket write, and a burst of hundreds
      // must not be judged against the time the burst started.
      while (heap.length > 0 && (heap[0] as Timed).dueMs <= nowMs) {
        this.#pop().fire();
        nowMs = monotonicMs();
      }
    } finally {
      this.#firing = false;
      this.#arm();
    }
  };

  #arm(): void {
    this.#disarm();
    const next = this.#heap[0];
    if (next === undefined) return;
    const waitMs = next.dueMs - monotonicMs() - this.#nearWindowMs;
    if (waitMs >= 1) {
      this.#armedForMs = next.dueMs;
      this.#timer = setTimeout(this.#tick, Math.floor(waitMs));
    } else {
      // Within the window (or timer-only and due within a millisecond): one more loop turn,
      // so that socket I/O is served, then the tick waits out the rest or fires.
      this.#armedForMs = Number.NEGATIVE_INFINITY;
      this.#immediate = setImmediate(this.#tick);
    }
  }

  #disarm(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    if (this.#immediate !== undefined) clearImmediate(this.#immediate);
    this.#timer = undefined;
    this.#immediate = undefined;
    this.#armedForMs = undefined;
  }

  #push(item: Timed): void {
    const heap = this.#heap;
    let i = heap.length;
    heap.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] as Timed;
      if (above.dueMs <= item.dueMs) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = item;
  }

  #pop(): Timed {
    const heap = this.#heap;
    const top = heap[0] as Timed;
    const last = heap.pop() as Timed;
    const n = heap.length;
    if (n === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && (heap[right] as Timed).dueMs < (heap[left] as Timed).dueMs ? right : left;
      if ((heap[child] as Timed).dueMs >= last.dueMs) break;
      heap[i] = heap[child] as Timed;
      i = child;
    }
    heap[i] = last;
    return top;
  }
}
