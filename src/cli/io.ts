/**
 * The streams a command writes to, passed in so tests and the demo can capture them.
 */
export interface CliIO {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Directory relative paths are resolved against. */
  cwd: string;
}

/** The real process streams. */
export function processIO(): CliIO {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}
