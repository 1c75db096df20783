/**
 * A full garbage collection between levels, so that one the process has made due does not run
 * inside a level's measured requests. A process that has just loaded its code and read its spec
 * has grown its old generation to V8's first limit, and the first major collection then comes a
 * few seconds in: in a sweep's first level, with its incremental marking steps (up to 7.5 ms
 * seen at 16 streams) and its final pause (5 ms) landing between a burst's arrivals and their
 * reads, where each one is taken for the server's latency. Collected before the level instead,
 * the old generation's next limit is set from what is live, and a level of a few thousand
 * requests does not reach it. Benchmark harnesses collect between measured runs for the same
 * reason.
 *
 * V8 only hands out its `gc` function to a context made while `--expose-gc` is set, and Node
 * lets a running process set it (`v8.setFlagsFromString`): the flag is set for the making of one
 * new context, which is all that sees the function, and cleared again.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The collector: undefined until first asked for, null where none could be had. */
let collector: (() => void) | null | undefined;

function findCollector(): (() => void) | null {
  // A process started with --expose-gc already has it.
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === 'function') return exposed as () => void;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Runs a full, synchronous collection (about 10–30 ms for the CLI's heap here). Call it only
 * where no request is being timed: a level's start, before its warm-up. Returns false where the
 * runtime offered no collector (nothing was done).
 */
export function collectGarbage(): boolean {
  collector ??= findCollector();
  if (collector === null) return false;
  collector();
  return true;
}
