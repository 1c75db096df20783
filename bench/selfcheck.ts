/**
 * `npm run bench:selfcheck`: the self-check benchmark (see `selfcheck-run.ts`). Entry point
 * only: it runs the benchmark and sets the exit code (1 when a target was missed).
 */
import { run } from './selfcheck-run.js';

// Let Ctrl-C run the exit handlers that kill the server processes.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
