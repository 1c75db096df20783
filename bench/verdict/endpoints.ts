/**
 * The endpoints the verdict benchmark measures, each in its own process, as a user's would be:
 * the built-in simulator started through the CLI (`llm-slo-gate simulate`), either afresh with a
 * new seed for every run or once for all runs, and the ground-truth server with per-request
 * jitter and a slow drift. Each comes in three variants: as it is, with a 30 % slower decode,
 * and with a 30 % slower prefill (TTFT). The real engine (`llama`: llama.cpp's llama-server as
 * `npm run real-engine` built it, 4 slots, 1 thread) comes in two: the tiny model, and the slowed
 * model (twice its size in every dimension, about 1.6 times slower per token); it has no
 * slower-prefill variant.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findEngine, startLlamaServer } from '../../test/helpers/llama-server.js';
import { startGroundTruth, type GroundTruthServer } from '../ground-truth/spawn.js';
import type { GroundTruthConfig } from '../ground-truth/protocol.js';

/** What a run measures: the endpoint as it is, or slowed. */
export type Variant = 'same' | 'slow-decode' | 'slow-prefill';

/** How a configuration's endpoint lives across runs. */
export type ConfigurationName = 'sim-restart' | 'sim-long' | 'ground-truth' | 'sim-ab' | 'ground-truth-ab' | 'llama';

/** The variants a configuration can measure: the real engine has no slower-prefill model. */
export function variantsOf(name: ConfigurationName): Variant[] {
  return name === 'llama' ? ['same', 'slow-decode'] : ['same', 'slow-decode', 'slow-prefill'];
}

/** Configurations judged against a same-run reference (`--reference-url`) instead of a stored baseline. */
export function isSameRun(name: ConfigurationName): boolean {
  return name.endsWith('-ab');
}

/** The slowdown applied by the slowed variants. */
export const SLOWDOWN = 1.3;

/** The simulator's timing at its defaults (see src/sim/config.ts), as flags. */
const SIM_BASE = { prefillBaseMs: 20, prefillPerTokenMs: 0.05, decodeBaseMs: 15, decodePerSeqMs: 1 };

/** The simulator's flags for a variant: decode steps or prefill 30 % slower. */
export function simFlags(variant: Variant, seed: number): string[] {
  const decode = variant === 'slow-decode' ? SLOWDOWN : 1;
  const prefill = variant === 'slow-prefill' ? SLOWDOWN : 1;
  return [
    '--seed', String(seed),
    '--prefill-base-ms', String(SIM_BASE.prefillBaseMs * prefill),
    '--prefill-per-token-ms', String(SIM_BASE.prefillPerTokenMs * prefill),
    '--decode-base-ms', String(SIM_BASE.decodeBaseMs * decode),
    '--decode-per-seq-ms', String(SIM_BASE.decodePerSeqMs * decode),
  ];
}

/** The simulator's flags with decode steps `factor` times slower (the drift sequences: 1.04^k at merge k). */
export function decodeScaledFlags(factor: number, seed: number): string[] {
  return [
    '--seed', String(seed),
    '--prefill-base-ms', String(SIM_BASE.prefillBaseMs),
    '--prefill-per-token-ms', String(SIM_BASE.prefillPerTokenMs),
    '--decode-base-ms', String(SIM_BASE.decodeBaseMs * factor),
    '--decode-per-seq-ms', String(SIM_BASE.decodePerSeqMs * factor),
  ];
}

/** The ground truth's schedule: TTFT 60 ms and ITL 12 ms, each request ±10 % (σ of the log), drifting ±8 % over 15 minutes. */
export const GROUND_TRUTH = { ttftMs: 60, itlMs: 12, jitter: 0.1, driftAmplitude: 0.08, driftPeriodS: 900 };

/** A running endpoint. */
export interface Endpoint {
  url: string;
  stop(): Promise<void>;
}

/** Children still running, killed if the benchmark exits early. */
const alive = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of alive) c.kill('SIGKILL');
});

/** `node dist/cli.js simulate --port 0 …`, resolved once it prints its URL. */
export async function startCliSimulator(cli: string, variant: Variant, seed: number, flags: string[] = simFlags(variant, seed)): Promise<Endpoint> {
  const child = spawn(process.execPath, [cli, 'simulate', '--port', '0', ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  alive.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    alive.delete(child);
    resolve();
  }));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /at (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`simulator exited (${code}) before listening: ${err}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A ground-truth server for `variant`; servers given the same `epochMs` share the drift's phase. */
export async function startGroundTruthEndpoint(variant: Variant, tokens: number, epochMs: number, seed: number): Promise<Endpoint> {
  const g = GROUND_TRUTH;
  const config: GroundTruthConfig = {
    ttftMs: g.ttftMs * (variant === 'slow-prefill' ? SLOWDOWN : 1),
    itlMs: g.itlMs * (variant === 'slow-decode' ? SLOWDOWN : 1),
    tokens,
    nearWindowMs: 2,
    nearMode: 'sleep',
    jitter: g.jitter,
    seed,
    drift: { amplitude: g.driftAmplitude, periodS: g.driftPeriodS, epochMs },
  };
  const server: GroundTruthServer = await startGroundTruth(config);
  return { url: server.baseUrl, stop: () => server.stop() };
}

/**
 * llama-server for `variant`: the tiny model as it is, the slowed model for `slow-decode`. Both
 * servers of a configuration run side by side for all its runs (asked in turn, never at once),
 * so that the machine's other work weighs on both alike.
 */
export async function startLlamaEndpoint(variant: Variant): Promise<Endpoint> {
  if (variant === 'slow-prefill') throw new Error('the real engine has no slower-prefill variant');
  const engine = await findEngine();
  if ('missing' in engine) throw new Error(`llama-server is not built (${engine.missing}): run \`npm run real-engine\` first`);
  const server = await startLlamaServer(engine, { model: variant === 'same' ? 'tiny' : 'slowed' });
  return { url: server.baseUrl, stop: () => server.stop() };
}

/**
 * The endpoints of one configuration: `endpointFor(variant, run)` gives the endpoint a run
 * measures and `release` ends it when the configuration restarts per run.
 */
export interface EndpointPool {
  acquire(variant: Variant, run: number): Promise<Endpoint>;
  release(endpoint: Endpoint): Promise<void>;
  close(): Promise<void>;
}

/** The pool for a configuration: fresh simulators per run, or long-lived processes per variant. */
export function endpointPool(name: ConfigurationName, cli: string, tokens: number, seedBase: number): EndpointPool {
  if (name === 'sim-restart') {
    return {
      acquire: (variant, run) => startCliSimulator(cli, variant, seedBase + run),
      release: (e) => e.stop(),
      close: async () => {},
    };
  }
  const epochMs = Date.now();
  const started = new Map<Variant, Promise<Endpoint>>();
  const start = (variant: Variant): Promise<Endpoint> => (name === 'sim-long' || name === 'sim-ab'
    ? startCliSimulator(cli, variant, seedBase)
    : name === 'llama'
      ? startLlamaEndpoint(variant)
      : startGroundTruthEndpoint(variant, tokens, epochMs, seedBase + ['same', 'slow-decode', 'slow-prefill'].indexOf(variant)));
  return {
    acquire: (variant) => {
      if (!started.has(variant)) started.set(variant, start(variant));
      return started.get(variant) as Promise<Endpoint>;
    },
    release: async () => {},
    close: async () => {
      await Promise.all([...started.values()].map(async (p) => (await p).stop()));
    },
  };
}
