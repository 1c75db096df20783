/**
 * Puts a client's `performance.now()` readings on the server's clock. Both are CLOCK_MONOTONIC
 * on the same machine (Node's `performance.now()` is `uv_hrtime` minus the process's start), so
 * the two differ by a constant per process, measured here.
 */
import { monotonicMs } from '../../src/sim/clock.js';

/**
 * `monotonicMs() − performance.now()` in this process. Read as the middle of the tightest of
 * `tries` brackets `now, monotonic, now`, so it is off by less than half that bracket
 * (a fraction of a µs) rather than by a pre-emption between two reads.
 */
export function monotonicOffsetMs(tries = 2000): { offsetMs: number; uncertaintyMs: number } {
  let bestSpanMs = Number.POSITIVE_INFINITY;
  let offsetMs = 0;
  for (let i = 0; i < tries; i++) {
    const before = performance.now();
    const mono = monotonicMs();
    const after = performance.now();
    if (after - before < bestSpanMs) {
      bestSpanMs = after - before;
      offsetMs = mono - (before + after) / 2;
    }
  }
  return { offsetMs, uncertaintyMs: bestSpanMs / 2 };
}
