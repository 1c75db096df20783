/**
 * `npm run bench:client`: the client-only fidelity benchmark (see `client-only-run.ts`). Entry point
 * only: it runs the benchmark and sets the exit code.
 */
import { run } from './client-only-run.js';

// Let Ctrl-C run the exit handlers that kill the ground-truth server processes.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

// Exit explicitly either way: after a failure, sockets of an abandoned run may still be open,
// and the benchmark must end rather than wait on them.
run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
