/**
 * Ctrl-C and SIGTERM while a front end measures. A cancelled workflow sends SIGINT then SIGTERM,
 * a person presses Ctrl-C; either way the first signal stops the run cleanly (no new request,
 * the requests in flight cancelled) so the files can still be written with what was measured.
 * A second signal exits at once.
 */
import { constants } from 'node:os';

/** What a front end needs while the handlers are installed. */
export interface StopSignals {
  /** Aborts on the first signal, with the signal's name (e.g. `SIGTERM`) as its reason. */
  signal: AbortSignal;
  /** Removes the handlers; later signals have their default effect again. */
  dispose(): void;
}

/** How the handlers behave. */
export interface StopSignalOptions {
  /** Where the line about stopping goes (stderr, or the Action's log). */
  say: (line: string) => void;
  /**
   * How a second signal ends the process, or null to keep writing the files. A person pressing
   * Ctrl-C twice wants out; a cancelled workflow sends SIGINT and then SIGTERM on its own, and
   * the runner kills the process anyway a few seconds later, so the Action keeps going.
   * @defaultValue `process.exit`
   */
  exit?: ((code: number) => void) | null;
}

/**
 * Installs the handlers. Keep them until the files are written, so that the first signal never
 * kills the process halfway through writing them.
 */
export function handleStopSignals(options: StopSignalOptions): StopSignals {
  const { say } = options;
  const exit = options.exit === undefined ? (code: number) => process.exit(code) : options.exit;
  const controller = new AbortController();
  const onSignal = (sig: NodeJS.Signals): void => {
    if (controller.signal.aborted) {
      // 128 + the signal's number is what a shell reports for a process the signal killed.
      if (exit !== null) exit(128 + (constants.signals[sig] ?? 2));
      else say(`${sig}: already stopping; still writing the partial results`);
      return;
    }
    say(`${sig}: stopping; cancelling the requests in flight and writing partial results${exit === null ? '' : ' (send it again to quit at once)'}`);
    controller.abort(sig);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
