/**
 * Stopping a run cleanly. One signal fires when the caller cancels (Ctrl-C, SIGTERM from a
 * cancelled workflow) or when the run's time budget runs out; everything that sends requests
 * listens to it, so no new request starts and the requests in flight end at once. The reason it
 * fired is kept, because a run that ran out of time and a run someone stopped need different
 * advice.
 */

/** Why a run stopped early: its time budget ran out, or the caller cancelled it. */
export type StopReason = 'budget' | 'cancelled';

/** A run's stop signal and what fired it. */
export interface RunStop {
  /** Aborted when the run must stop; pass it to every request and loop. */
  readonly signal: AbortSignal;
  /** Why it fired; undefined while the run may go on. */
  readonly reason: StopReason | undefined;
  /**
   * What cancelled the run, when the caller said (the abort reason it gave, if it was a
   * string such as `SIGTERM`); undefined otherwise.
   */
  readonly cancelledBy: string | undefined;
  /** Stops the budget timer and stops listening to the caller's signal. Call when the run ends. */
  dispose(): void;
}

/** What bounds a run: its time budget and its caller's cancellation. */
export interface RunStopOptions {
  /** The run's whole time budget in ms, counted from this call. */
  budgetMs: number;
  /** The caller's cancellation signal. */
  signal?: AbortSignal;
}

/**
 * Starts the budget clock and links the caller's signal.
 *
 * @throws RangeError when `budgetMs` is not a positive number.
 */
export function startRunStop(options: RunStopOptions): RunStop {
  const { budgetMs, signal } = options;
  if (!(budgetMs > 0)) throw new RangeError(`budgetMs must be > 0, got ${budgetMs}`);
  const controller = new AbortController();
  let reason: StopReason | undefined;
  let cancelledBy: string | undefined;

  const stop = (why: StopReason, by?: unknown): void => {
    if (controller.signal.aborted) return;
    reason = why;
    if (typeof by === 'string' && by !== '') cancelledBy = by;
    controller.abort(why);
  };
  const onCancel = (): void => stop('cancelled', signal?.reason);

  // setTimeout keeps at most 2^31 − 1 ms; the schema caps the budget far below that.
  const timer = setTimeout(() => stop('budget'), budgetMs);
  // The timer must never be what keeps a finished process alive.
  timer.unref();
  if (signal?.aborted) onCancel();
  else signal?.addEventListener('abort', onCancel, { once: true });

  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    get cancelledBy() {
      return cancelledBy;
    },
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
    },
  };
}
