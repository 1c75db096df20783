/**
 * The streams a command writes to, passed in so tests and the demo can capture them.
 */
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { CommandGuard } from '../io/workflow-commands.js';

export interface CliIO {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Directory relative paths are resolved against. */
  cwd: string;
}

/**
 * The real process streams. Inside GitHub Actions (`GITHUB_ACTIONS=true`) the runner reads both
 * for workflow commands, and the CLI prints SLO names, reasons and server messages; it never
 * means to send a command itself, so everything it writes there passes a `CommandGuard`.
 */
export function processIO(env: NodeJS.ProcessEnv = process.env): CliIO {
  const inActions = env.GITHUB_ACTIONS === 'true';
  return {
    stdout: inActions ? guarded(process.stdout) : process.stdout,
    stderr: inActions ? guarded(process.stderr) : process.stderr,
    env,
    cwd: process.cwd(),
  };
}

/**
 * A stream that writes to `target` through its own `CommandGuard`. Each write reaches `target`
 * at once (the callback is synchronous), so nothing waits in this stream if the process exits.
 */
function guarded(target: NodeJS.WriteStream): Writable & { isTTY?: boolean } {
  const guard = new CommandGuard();
  const decoder = new StringDecoder('utf8');
  const stream: Writable & { isTTY?: boolean } = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      target.write(guard.push(typeof chunk === 'string' ? chunk : decoder.write(chunk)));
      done();
    },
  });
  stream.isTTY = target.isTTY;
  return stream;
}
