/**
 * Runs the bundled command line (dist/cli.js) as a real child process and collects what it
 * printed, so tests see exactly what a user's shell or a CI log would.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Results } from '../../src/model/results.js';
import { ProgressDeadline, waitForProgress } from './progress-deadline.js';

/** Absolute path of the bundled CLI. */
export const CLI_PATH = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node dist/cli.js ...args` in `cwd` with `env` (merged over a clean PATH/HOME), killed
 * when it has printed nothing for `timeoutMs` (120 s by default; see progress-deadline.ts).
 */
export function runCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): Promise<CliResult> {
  return startCli(args, options).done;
}

/** A CLI process still running: signal it through `child`, read what it printed so far. */
export interface StartedCli {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** What it printed to stderr so far. */
  stderr(): string;
  /** Resolves when it has exited. */
  done: Promise<CliResult>;
}

/** Starts `node dist/cli.js ...args` like `runCli`, without waiting for it. */
export function startCli(args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number }): StartedCli {
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const deadline = new ProgressDeadline(options.timeoutMs ?? 120_000, () => child.kill('SIGKILL'));
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    deadline.progress();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    deadline.progress();
  });
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      deadline.clear();
      resolve({ code, stdout, stderr });
    });
  });
  return { child, stderr: () => stderr, done };
}

/**
 * Resolves once `read()` matches `pattern`, polling every 20 ms; rejects when `read()` has not
 * grown for `timeoutMs` (long by default: a file in the parallel round can be starved of the CPU
 * for seconds), so a run that keeps printing its progress on a busy machine is waited for.
 */
export function waitFor(read: () => string, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  return waitForProgress(read, pattern, timeoutMs);
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

/** The small sweep of a spec written by `simSpec`. */
export interface SimSweep {
  maxTokens: number;
  concurrency: readonly number[];
  requests: number;
  warmup: number;
}

/**
 * A spec for the simulator's model at `baseUrl`, in block style (tests edit it with
 * `.replace('requests: 5', …)`): one short prompt, the sweep given, then the YAML in `extra`.
 */
export function simSpec(baseUrl: string, sweep: SimSweep, extra = ''): string {
  return `endpoint:
  base_url: ${baseUrl}
  model: sim-model
workload:
  prompt: Say something.
  max_tokens: ${sweep.maxTokens}
sweep:
  concurrency: [${sweep.concurrency.join(', ')}]
  requests: ${sweep.requests}
  warmup: ${sweep.warmup}
${extra}`;
}

/** The results.json a run wrote into `dir/out`. */
export async function readResults(dir: string, out = 'out'): Promise<Results> {
  return JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
}
