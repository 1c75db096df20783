/**
 * Runs the bundled command line (dist/cli.js) as a real child process and collects what it
 * printed, so tests see exactly what a user's shell or a CI log would.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Absolute path of the bundled CLI. */
export const CLI_PATH = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js ...args` in `cwd` with `env` (merged over a clean PATH/HOME), killed after `timeoutMs`. */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_PATH, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A fresh temporary folder. */
export function tempDir(prefix = 'llm-slo-gate-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Writes a spec file (YAML text) into `dir` and returns its path. */
export async function writeSpec(dir: string, yaml: string, name = 'llm-slo.yml'): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, yaml);
  return path;
}
