/**
 * Time for the simulator: one monotonic clock shared by scheduling and the write log, and a
 * timer that fires at an absolute deadline instead of after a relative delay.
 */

/**
 * CLOCK_MONOTONIC in milliseconds (fractional, nanosecond source). Unlike `performance.now()`,
 * whose zero is the start of each process, this reading has the same zero in every process on
 * the machine, so a client in another process can compare its own readings with the write log:
 * it should read `Number(process.hrtime.bigint()) / 1e6` too (or add the constant offset
 * between that and its `performance.now()`, sampled once).
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** What the serving model needs from time; tests substitute a scripted clock. */
export interface EngineClock {
  /** Current time in ms on the clock the deadlines are expressed in. */
  now(): number;
  /**
   * Run `fn` once, as soon as possible at or after `atMs` (absolute). Returns a function that
   * cancels it. `fn` is never called synchronously from inside `schedule`.
   */
  schedule(atMs: number, fn: () => void): () => void;
}

/**
 * How long before a deadline the timer hands over to polling. Node timers have millisecond
 * granularity and may fire up to about 1 ms early or late against a fresh clock reading, so
 * the last stretch is polled with `setImmediate`, which still lets network I/O through.
 */
const POLL_WINDOW_MS = 2;

/**
 * The real clock: `monotonicMs` and deadline timers accurate to well under a millisecond on an
 * idle machine. The price is a short poll (at most `POLL_WINDOW_MS`) before each deadline.
 */
export function realClock(): EngineClock {
  return {
    now: monotonicMs,
    schedule(atMs, fn) {
      let cancelled = false;
      let timer: NodeJS.Timeout | undefined;
      let immediate: NodeJS.Immediate | undefined;
      const poll = (): void => {
        timer = undefined;
        if (cancelled) return;
        if (monotonicMs() >= atMs) fn();
        else immediate = setImmediate(poll);
      };
      const leadMs = atMs - monotonicMs() - POLL_WINDOW_MS;
      if (leadMs >= 1) timer = setTimeout(poll, leadMs);
      else immediate = setImmediate(poll);
      return () => {
        cancelled = true;
        if (timer !== undefined) clearTimeout(timer);
        if (immediate !== undefined) clearImmediate(immediate);
      };
    },
  };
}
