/**
 * Deadlines for the child processes of end-to-end tests that follow the run's own progress: the
 * time allowed restarts whenever the process prints something, so a run that keeps moving on a
 * busy machine (another test file, a compile, a contributor's browser) is not killed for being
 * slow, while one that stops printing is, after `idleMs`. A ceiling of `CEILING_FACTOR` × idleMs
 * in all still ends a process that prints for ever.
 */

/** How many idle periods a process may run in all, however much it prints. */
export const CEILING_FACTOR = 5;

/** A timer that fires `idleMs` after the last progress, or at the ceiling. */
export class ProgressDeadline {
  readonly #idleMs: number;
  readonly #onExpire: () => void;
  readonly #ceilingAt: number;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(idleMs: number, onExpire: () => void) {
    this.#idleMs = idleMs;
    this.#onExpire = onExpire;
    this.#ceilingAt = performance.now() + CEILING_FACTOR * idleMs;
    this.progress();
  }

  /** Something happened: the idle time starts again (never past the ceiling). */
  progress(): void {
    clearTimeout(this.#timer);
    const ms = Math.min(this.#idleMs, Math.max(0, this.#ceilingAt - performance.now()));
    this.#timer = setTimeout(this.#onExpire, ms);
  }

  /** The process ended: no kill. */
  clear(): void {
    clearTimeout(this.#timer);
  }
}

/**
 * Resolves once `read()` matches `pattern`, polling every 20 ms; rejects when `read()` has not
 * grown for `idleMs`, or at the ceiling.
 */
export async function waitForProgress(read: () => string, pattern: RegExp, idleMs: number): Promise<void> {
  const startMs = performance.now();
  let lastLength = read().length;
  let lastGrowthMs = startMs;
  while (!pattern.test(read())) {
    const nowMs = performance.now();
    const length = read().length;
    if (length !== lastLength) {
      lastLength = length;
      lastGrowthMs = nowMs;
    }
    if (nowMs - lastGrowthMs > idleMs || nowMs - startMs > CEILING_FACTOR * idleMs) {
      throw new Error(`timed out waiting for ${pattern} (nothing new for ${Math.round(nowMs - lastGrowthMs)} ms) in:\n${read()}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}
