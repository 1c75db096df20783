/**
 * `npm run bench`: the fidelity benchmark of the path a user runs (see `fidelity-run.ts`).
 * Entry point only: it runs the benchmark and sets the exit code.
 */
import { run } from './fidelity-run.js';

// Let Ctrl-C run the exit handlers that kill the ground-truth server processes.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
