/**
 * Runs the bundled Action (dist/action.js) as a real child process with the environment a
 * runner gives it: INPUT_* variables, an event payload, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files, in a fresh workspace holding the spec at .github/llm-slo.yml.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from './cli.js';
import { ProgressDeadline } from './progress-deadline.js';

/** Absolute path of the bundled Action. */
export const ACTION_PATH = fileURLToPath(new URL('../../../dist/action.js', import.meta.url));

/** How to run the Action once. */
export interface ActionOptions {
  /** The spec's YAML text. */
  spec: string;
  /** Action inputs by their action.yml names, e.g. `{'base-url': …}`. */
  inputs?: Record<string, string>;
  /** @defaultValue `pull_request` */
  event?: string;
  payload?: unknown;
  /** Extra variables, over the runner's. */
  env?: Record<string, string>;
}

/** A workspace set up for one run, with the environment to start the Action in. */
export interface PreparedAction {
  workspace: string;
  env: Record<string, string>;
  outputPath: string;
  summaryPath: string;
}

/** What a finished run left behind. */
export interface ActionRun {
  code: number | null;
  /** stdout and stderr together, as a workflow log shows them. */
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

/** Creates the workspace, spec, payload and runner files, and the environment. */
export async function prepareAction(options: ActionOptions): Promise<PreparedAction> {
  const workspace = await tempDir('llm-slo-gate-action-');
  await mkdir(join(workspace, '.github'), { recursive: true });
  await writeFile(join(workspace, '.github', 'llm-slo.yml'), options.spec);
  const payloadPath = join(workspace, 'event.json');
  await writeFile(payloadPath, JSON.stringify(options.payload ?? {}));
  const outputPath = join(workspace, 'github_output');
  const summaryPath = join(workspace, 'step_summary');
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_NAME: options.event ?? 'pull_request',
    GITHUB_EVENT_PATH: payloadPath,
    GITHUB_REPOSITORY: 'acme/inference',
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '777',
    GITHUB_SHA: 'a'.repeat(40),
    GITHUB_REF: 'refs/pull/42/merge',
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...Object.fromEntries(Object.entries(options.inputs ?? {}).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...options.env,
  };
  return { workspace, env, outputPath, summaryPath };
}

/** A started Action: the child, its log so far, and its end. */
export interface StartedAction {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** stdout and stderr so far. */
  log(): string;
  /** Resolves when the process has exited. */
  done: Promise<{ code: number | null; stdout: string }>;
}

/** Starts the Action in a prepared workspace; killed when it has printed nothing for `timeoutMs` (progress-deadline.ts). */
export function startAction(prepared: PreparedAction, timeoutMs = 120_000): StartedAction {
  const child = spawn(process.execPath, [ACTION_PATH], { cwd: prepared.workspace, env: prepared.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const deadline = new ProgressDeadline(timeoutMs, () => child.kill('SIGKILL'));
  const take = (d: Buffer): void => {
    out += d.toString();
    deadline.progress();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const done = new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      deadline.clear();
      resolve({ code, stdout: out });
    });
  });
  return { child, log: () => out, done };
}

/** Reads what a finished run left in its runner files. */
export async function collectAction(prepared: PreparedAction, ended: { code: number | null; stdout: string }): Promise<ActionRun> {
  return {
    code: ended.code,
    stdout: ended.stdout,
    outputs: parseOutputs(await readFile(prepared.outputPath, 'utf8')),
    summary: await readFile(prepared.summaryPath, 'utf8'),
    workspace: prepared.workspace,
  };
}

/** Runs the Action to the end in a fresh workspace. */
export async function runAction(options: ActionOptions): Promise<ActionRun> {
  const prepared = await prepareAction(options);
  return collectAction(prepared, await startAction(prepared).done);
}

/** Reads the runner's `name<<delimiter … delimiter` output file format. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (let m = re.exec(text); m; m = re.exec(text)) out[m[1]!] = m[3]!;
  return out;
}
