/**
 * One gate run exactly as a user runs it: `node dist/cli.js run --spec … --base-url …` as a child
 * process, in its own folder, its results.json read back.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Results } from '../../src/model/results.js';

export interface CliRun {
  results: Results;
  exitCode: number;
  /** Process start to exit, s: what a CI step waits. */
  wallS: number;
}

/** Longest a single run may take before the benchmark gives up on it, ms. */
const RUN_TIMEOUT_MS = 240_000;

/**
 * Runs the CLI.
 *
 * @param baselinePath - the baseline file the run compares with (`--baseline`).
 * @param update - add `--update-baseline`: the run then writes itself into that file, as the
 *   README's workflow on the main branch does.
 * @param referenceUrl - measure this reference in the same run (`--reference-url`) and judge against it.
 * @param extra - more flags (`--fail-on none`) and variables (`GITHUB_SHA`, `GITHUB_EVENT_PATH`), as a workflow sets them.
 */
export async function runCli(
  cli: string, dir: string, spec: string, url: string, baselinePath: string, update: boolean, referenceUrl?: string,
  extra: { args?: string[]; env?: Record<string, string> } = {},
): Promise<CliRun> {
  await mkdir(dir, { recursive: true });
  const args = [
    cli, 'run', '--spec', spec, '--base-url', url, '--out', join(dir, 'out'), '--baseline', baselinePath, '-q',
    ...(update ? ['--update-baseline'] : []), ...(referenceUrl === undefined ? [] : ['--reference-url', referenceUrl]), ...(extra.args ?? []),
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, OPENAI_API_KEY: '', ...extra.env } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  clearTimeout(timer);
  const wallS = (performance.now() - started) / 1000;
  let results: Results;
  try {
    results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  } catch {
    throw new Error(`the run in ${dir} wrote no results.json (exit ${exitCode}): ${stderr.slice(-2000)}`);
  }
  return { results, exitCode, wallS };
}
