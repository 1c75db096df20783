/**
 * The simulator as a child process (bundled as dist/sim-child.js), for a parent that measures
 * against it, such as `llm-slo-gate demo`: the measuring client then has its event loop to
 * itself. The protocol:
 *
 * - stdin: the first line is the settings as JSON (`SimConfigInput`, the same raw values
 *   `simulate`'s flags give); the settings travel here rather than on the command line, so a
 *   simulator key never shows in the process list.
 * - stdout: once listening on a free loopback port, one line `{"url": …, "port": …}`.
 * - The simulator stops, and the process exits 0, when stdin ends: when the parent closes it, or
 *   exits without doing so, so no simulator outlives its parent.
 * - Ctrl-C at a terminal reaches the whole process group; SIGINT is ignored here, because the
 *   parent stops its measurement first and then this simulator.
 * - Settings that do not validate, or a server that cannot start: `error: …` (and `hint: …`) on
 *   stderr, exit 2 for a setting, 3 otherwise.
 */
import { startSimulator } from './server.js';
import { isGateError } from '../errors.js';

async function main(): Promise<number> {
  process.on('SIGINT', () => undefined);
  let buffered = '';
  const ended = new Promise<void>((resolve) => process.stdin.once('end', resolve));
  const firstLine = new Promise<string | undefined>((resolve) => {
    process.stdin.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const cut = buffered.indexOf('\n');
      if (cut >= 0) resolve(buffered.slice(0, cut));
    });
    void ended.then(() => resolve(undefined));
  });
  const line = await firstLine;
  if (line === undefined) return 0;
  try {
    const sim = await startSimulator(JSON.parse(line) as Record<string, unknown>, { host: '127.0.0.1', port: 0 });
    process.stdout.write(`${JSON.stringify({ url: sim.url, port: sim.port })}\n`);
    await ended;
    await sim.close();
    return 0;
  } catch (err) {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}\n`);
    if (isGateError(err) && err.hint) process.stderr.write(`hint: ${err.hint}\n`);
    return isGateError(err) && err.code === 'USAGE' ? 2 : 3;
  }
}

process.exitCode = await main();
// The stdin listener would keep the process alive after a failed start.
process.stdin.destroy();
