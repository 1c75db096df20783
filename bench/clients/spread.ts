/**
 * Staggered start of a closed loop's first requests: worker `k` of `n` may start at
 * `t0 + k · spreadMs / n`. A Node timer cannot wait 20 µs (512 streams over 10 ms), so one
 * poller checks the clock on every loop turn until the last worker is released; it runs only
 * for `spreadMs`.
 */

/** Returns `waitTurn(k)`, resolving when worker `k` may start. */
export function spreadStarts(workers: number, spreadMs: number): (k: number) => Promise<void> {
  const startMs = performance.now();
  const stepMs = workers > 0 ? spreadMs / workers : 0;
  const waiting: ((() => void) | undefined)[] = new Array(workers);
  let released = 0;
  const poll = (): void => {
    const dueCount = Math.min(workers, Math.floor((performance.now() - startMs) / Math.max(stepMs, 1e-9)) + 1);
    while (released < dueCount) {
      const wake = waiting[released];
      // A worker that has not asked yet finds its turn passed and starts at once.
      waiting[released] = undefined;
      released += 1;
      wake?.();
    }
    if (released < workers) setImmediate(poll);
  };
  // No spread releases every worker at once; so does a spread that is not a number, which as
  // a step would be NaN and keep the poller spinning for ever.
  if (!(spreadMs > 0)) released = workers;
  else setImmediate(poll);
  return (k) =>
    k < released
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiting[k] = resolve;
        });
}
