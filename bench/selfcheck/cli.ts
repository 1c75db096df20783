/**
 * The product as a user runs it: `node dist/cli.js …` in a child process, optionally with the
 * burner preloaded (`burner.ts`), and what it wrote. The machine's load average is read before
 * and after every run, since neighbours move every figure here.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/model/results.js';
import type { RequestLine } from './truth.js';

/** The bundled CLI, from `build/bench/selfcheck/`. */
const CLI_PATH = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));
/** The compiled burner, next to this file. */
export const BURNER_PATH = fileURLToPath(new URL('./burner.js', import.meta.url));

/** Longest one CLI run may take before it is killed, ms. */
const RUN_TIMEOUT_MS = 240_000;

export interface CliRun {
  code: number | null;
  stderr: string;
  results: Results;
  lines: RequestLine[];
  /** 1-minute load average before and after the run. */
  load: [number, number];
  wallS: number;
}

/** An environment without proxy settings, so every request goes straight to loopback. */
function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/_proxy$/i.test(k)) env[k] = v;
  return { ...env, ...extra };
}

/**
 * Runs the CLI with `args`, writing to `outDir`; `burn` is the burner's `B/G` setting, or
 * undefined for none; `cli` another build of the CLI to run (an earlier release, to compare).
 */
export async function runCli(args: string[], outDir: string, burn?: string, cli = CLI_PATH): Promise<CliRun> {
  const before = loadavg()[0] as number;
  const started = performance.now();
  const nodeArgs = burn === undefined ? [] : ['--import', BURNER_PATH];
  const child = spawn(process.execPath, [...nodeArgs, cli, ...args, '--out', outDir, '--quiet'], {
    env: cleanEnv(burn === undefined ? {} : { SELFCHECK_BURN: burn }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  const wallS = (performance.now() - started) / 1000;
  const results = JSON.parse(await readFile(join(outDir, 'results.json'), 'utf8')) as Results;
  const text = await readFile(join(outDir, 'requests.jsonl'), 'utf8');
  const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as RequestLine);
  return { code, stderr, results, lines, load: [before, loadavg()[0] as number], wallS };
}

/** A long-running CLI command (`simulate`), stopped by `stop()`; `url` once it listens. */
export async function startSimulate(args: string[] = []): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [CLI_PATH, 'simulate', '--port', '0', ...args], { env: cleanEnv({}), stdio: ['ignore', 'pipe', 'pipe'] });
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`simulate did not start: ${text}`)), 15_000);
    child.stderr.on('data', (d: Buffer) => (text += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.once('exit', () => reject(new Error(`simulate exited: ${text}`)));
  });
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}
