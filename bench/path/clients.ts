/**
 * The two clients the benchmark compares, each run as a child process against one ground-truth
 * server: the product exactly as a user runs it (`node dist/cli.js run`, warm-up, self-check and
 * progress on), and the raw-socket floor. Both report per request what `requests.jsonl` holds:
 * TTFT and the ITL gaps, on their own clock (no offset between processes is needed).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestId } from '../clients/types.js';
import { sampleCpu, type CpuSampler } from './proc-cpu.js';

/** The bundled CLI, from `build/bench/path/`. */
const CLI_PATH = fileURLToPath(new URL('../../../dist/cli.js', import.meta.url));
/** The compiled raw-socket child, next to this file. */
const RAW_PATH = fileURLToPath(new URL('./raw-child.js', import.meta.url));
/** Longest one client run may take before it is killed, ms. */
const RUN_TIMEOUT_MS = 180_000;

/** One request as a client reported it. */
export interface RelativeTrace {
  id: string;
  ok: boolean;
  ttftMs: number | null;
  itlMs: number[];
  /** Connection set-up inside this request, ms; null when it used a kept-alive connection, undefined when the client does not say. */
  connectMs?: number | null;
  /** Dispatch → written on a connection, ms (the CLI's `connection_wait_ms`); undefined for the raw client. */
  connectionWaitMs?: number | null;
}

/** What one client run left behind. */
export interface ClientRun {
  /** Measured requests only (the CLI's warm-up, the raw client's first round, are left out). */
  traces: RelativeTrace[];
  /** CPU of the client process between two CLOCK_MONOTONIC moments, µs. */
  cpuBetweenUs(fromMs: number, toMs: number): number;
  /** How far the CPU samples reach (CLOCK_MONOTONIC ms): a window is measured only up to here. */
  cpuSampledUntilMs: number;
  exitCode: number | null;
  /** With `RunAsk.serverMetrics`: the reads of the server's metrics the CLI counted at its level. */
  serverReads?: number;
}

/** What a run is asked to do. */
export interface RunAsk {
  baseUrl: string;
  concurrency: number;
  /** Measured requests. */
  requests: number;
  tokens: number;
  /** Unique per run, so the server log of one run cannot be taken for another's. */
  idPrefix: string;
  /** Extra `node` options for the CLI child (e.g. `--cpu-prof`). */
  nodeOptions?: string[];
  /** Another build's `dist/cli.js` to run instead of this one's. */
  cli?: string;
  /** The spec's `server_metrics` section as YAML (`false`, or a mapping); absent: the spec has none. */
  serverMetrics?: string;
}

/** An environment without proxy settings or API key, so every request goes straight to loopback. */
function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/_proxy$/i.test(k) && k !== 'OPENAI_API_KEY') env[k] = v;
  return env;
}

/** Runs `args` under `command` (node unless named), sampling its CPU; resolves with stdout and the exit code. */
export async function runChild(args: string[], command = process.execPath): Promise<{ stdout: string; stderr: string; exitCode: number | null; cpu: CpuSampler }> {
  const child = spawn(command, args, { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  const cpu = sampleCpu(child.pid as number);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  try {
    // 'close', not 'exit': a peer prints all its traces at its end, and they must be read whole.
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => resolve(code));
    });
    return { stdout, stderr, exitCode, cpu };
  } finally {
    clearTimeout(timer);
    cpu.stop();
  }
}

/** The line of `requests.jsonl` fields read here. */
interface RequestLine {
  id: string;
  ok: boolean;
  ttft_ms: number | null;
  itl_ms: number[];
  connect_ms?: number | null;
  connection_wait_ms: number | null;
}

/** The reads of the server's metrics the CLI counted at its level (`levels[0].server.scrapes`); 0 when it read none. */
async function serverReads(resultsPath: string): Promise<number> {
  const results = JSON.parse(await readFile(resultsPath, 'utf8')) as { levels?: { server?: { scrapes?: number } }[] };
  return results.levels?.[0]?.server?.scrapes ?? 0;
}

/** The CLI as a user runs it, with a spec of one closed-loop level; see the module comment. */
export async function runCliClient(ask: RunAsk): Promise<ClientRun> {
  const dir = await mkdtemp(join(tmpdir(), 'fidelity-cli-'));
  try {
    const spec = join(dir, 'spec.yml');
    await writeFile(spec, `version: 1
endpoint: {base_url: "${ask.baseUrl}", model: ground-truth, timeout_s: 120}
workload: {prompt: "Count to a hundred.", max_tokens: ${ask.tokens}}
sweep: {concurrency: [${ask.concurrency}], requests: ${ask.requests}, warmup: 2}
${ask.serverMetrics === undefined ? '' : `server_metrics: ${ask.serverMetrics}\n`}`);
    const out = join(dir, 'out');
    const run = await runChild([...(ask.nodeOptions ?? []), ask.cli ?? CLI_PATH, 'run', '--spec', spec, '--out', out]);
    let text: string;
    try {
      text = await readFile(join(out, 'requests.jsonl'), 'utf8');
    } catch {
      throw new Error(`the CLI wrote no requests.jsonl (exit ${run.exitCode}): ${run.stderr.slice(-2000)}`);
    }
    const lines = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as RequestLine);
    const scrapes = ask.serverMetrics === undefined ? undefined : await serverReads(join(out, 'results.json'));
    return {
      ...(scrapes === undefined ? {} : { serverReads: scrapes }),
      traces: lines.map((l) => ({ id: l.id, ok: l.ok, ttftMs: l.ttft_ms, itlMs: l.itl_ms, connectionWaitMs: l.connection_wait_ms, ...(l.connect_ms !== undefined ? { connectMs: l.connect_ms } : {}) })),
      cpuBetweenUs: run.cpu.cpuBetweenUs,
      cpuSampledUntilMs: run.cpu.sampledUntilMs(),
      exitCode: run.exitCode,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The raw-socket floor: one round of `concurrency` requests opens and warms the connections
 * (like the CLI's warm-up) and is left out; the measured requests follow on the same sockets.
 */
export async function runRawFloor(ask: RunAsk): Promise<ClientRun> {
  const warm = ask.concurrency;
  const shape = { baseUrl: ask.baseUrl, concurrency: ask.concurrency, requests: warm + ask.requests, spreadMs: 0, maxTokens: ask.tokens, idPrefix: ask.idPrefix };
  const run = await runChild([RAW_PATH, JSON.stringify(shape)]);
  if (run.exitCode !== 0) throw new Error(`the raw client failed (exit ${run.exitCode}): ${run.stderr.slice(-2000)}`);
  const warmIds = new Set(Array.from({ length: warm }, (_, i) => requestId(ask.idPrefix, i)));
  const raw = JSON.parse(run.stdout) as { id: string; ok: boolean; sentMs: number; contentMs: number[] }[];
  return {
    traces: raw.filter((t) => !warmIds.has(t.id)).map((t) => ({
      id: t.id,
      ok: t.ok,
      ttftMs: t.contentMs.length > 0 ? (t.contentMs[0] as number) - t.sentMs : null,
      itlMs: t.contentMs.slice(1).map((ms, i) => ms - (t.contentMs[i] as number)),
    })),
    cpuBetweenUs: run.cpu.cpuBetweenUs,
    cpuSampledUntilMs: run.cpu.sampledUntilMs(),
    exitCode: run.exitCode,
  };
}
