/**
 * The simulator, reached without importing it: `simulate` and `demo` load its own bundle
 * (dist/sim.js) by path at run time, and `demo` serves it from a child process
 * (dist/sim-child.js). No product code imports src/sim/ (`npm run lint:deps`), so the CLI's and
 * the Action's bundles carry none of it, and the simulator can change without touching them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GateError } from '../errors.js';

/** A simulator setting as a command-line flag (one of the simulator's `simConfigFields`). */
export interface SimFlag {
  /** e.g. `--max-batch`. */
  flag: string;
  /** The settings field it sets, e.g. `maxBatch`. */
  key: string;
  kind: string;
  /** A value to show in the usage text. */
  example: string;
  summary: string;
}

/** The validated settings: the CLI reads the model id and hands the rest back to the simulator. */
export interface SimSettings {
  readonly model: string;
}

/** A simulator serving in this process. */
export interface RunningSimulator {
  /** Base URL including `/v1`. */
  url: string;
  config: SimSettings;
  close(): Promise<void>;
}

/**
 * What the CLI uses of the simulator's bundle: a part of src/sim/index.ts's exports, under the
 * same names (test/sim-bundle.test.ts holds the two together).
 */
export interface SimulatorModule {
  simConfigFields: readonly SimFlag[];
  SIM_FAULT_HELP: string;
  /** @throws GateError `USAGE` naming the setting at fault. */
  parseSimConfig(raw: Record<string, unknown>): SimSettings;
  describeSimulator(config: SimSettings, url: string): string;
  startSimulator(config: SimSettings, options: { host?: string; port?: number; writeLog?: string }): Promise<RunningSimulator>;
  expectedLowLoad(config: SimSettings, workload: { concurrency: number; promptTokens: number; outputTokens: number }): { ttftMs: number; itlMs: number; e2eMs: number };
  estimatePromptTokens(messages: readonly unknown[]): number;
}

/**
 * One of the simulator's bundled files, built by `npm run bundle` into the package's dist/: the
 * first dist/<file> above the running file, which is the package's own whether this runs from
 * dist/ or from the compiled sources (build/, which holds a copy of package.json).
 */
function bundled(file: 'sim.js' | 'sim-child.js'): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const path = join(dir, 'dist', file);
    if (existsSync(path)) return path;
    if (dirname(dir) === dir) break;
  }
  throw new GateError('IO', `The simulator's bundle dist/${file} is missing above ${fileURLToPath(import.meta.url)}.`, {
    hint: 'Run `npm run bundle`, or reinstall llm-slo-gate.',
  });
}

/** Loads the simulator's bundle. @throws GateError `IO` when it is missing. */
export async function loadSimulator(): Promise<SimulatorModule> {
  return await import(pathToFileURL(bundled('sim.js')).href) as SimulatorModule;
}

/** A simulator serving in a child process. */
export interface SimulatorProcess {
  /** Base URL including `/v1`, on a free loopback port. */
  url: string;
  /** Stops the simulator and waits for its process to end; safe to call twice. */
  close(): Promise<void>;
}

/** How long a child simulator gets to start, or to stop once asked. */
const CHILD_TIMEOUT_MS = 10_000;

/**
 * Starts the simulator with these raw settings (as `parseSimConfig` takes them) in a child
 * process on a free loopback port, and resolves once it listens (the protocol is in
 * src/sim/child.ts). Validate the settings first (`parseSimConfig`): a child that refuses them,
 * or cannot start, fails here with what it wrote to stderr.
 *
 * @throws GateError `IO` when the child exits or stays silent instead of listening.
 */
export async function startSimulatorProcess(settings: Record<string, unknown>): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, [bundled('sim-child.js')], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const exited = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    // A child that could not be spawned; its message is the reason given below.
    child.once('error', (err) => {
      stderr += err.message;
      resolve();
    });
  });
  // A child that has ended closes its stdin: writing to it then is no error of ours.
  child.stdin.on('error', () => undefined);
  child.stdin.write(`${JSON.stringify(settings)}\n`);
  const ready = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), CHILD_TIMEOUT_MS);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
      const cut = stdout.indexOf('\n');
      if (cut >= 0) {
        clearTimeout(timer);
        resolve(stdout.slice(0, cut));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    })();
    return closing;
  };
  if (ready === undefined) {
    await close();
    throw new GateError('IO', `The simulator did not start: ${stderr.trim() || 'its process ended without a word'}`, {
      hint: 'Run `llm-slo-gate simulate` with the same settings to see it start on its own.',
    });
  }
  return { url: (JSON.parse(ready) as { url: string }).url, close };
}
