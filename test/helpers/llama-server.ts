/**
 * A real inference engine for tests: llama.cpp's llama-server, as `npm run real-engine` built it
 * into its cache (scripts/real-engine.mjs, docs/real-engine.md), serving a tiny random-weight
 * llama model, started on a free loopback port as a child process and stopped (SIGTERM, then
 * SIGKILL), also when the test process exits without stopping it. Beside it: a recording
 * pass-through that keeps the server's own `timings` of each answer, a direct streamed request,
 * and a run of the CLI against it.
 *
 * This file never builds anything: where the build is absent, `engineRequirement()` says so, for
 * test/helpers/real-servers.ts to skip or fail the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent as HttpAgent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Results } from '../../src/model/results.js';
import type { RequestLine } from '../../src/report/requests-jsonl.js';
import { readResults, runCli, tempDir, writeSpec, type CliResult } from './cli.js';
import { freePort } from './prometheus.js';
import type { Requirement } from './real-servers.js';

/** One model of the cache's manifest (its sizes as scripts/real-engine/gguf.mjs wrote them). */
export interface EngineModel {
  path: string;
  bytes: number;
  embd: number;
  layers: number;
  heads: number;
  ff: number;
  ctx: number;
  seed: number;
}

/** The built engine: scripts/real-engine.mjs's manifest, with absolute paths. */
export interface Engine {
  dir: string;
  package: string;
  commit: string;
  target: string;
  version: string;
  buildSeconds: number;
  server: string;
  models: { tiny: EngineModel; slowed: EngineModel };
}

/** What scripts/real-engine/cache.mjs exports that this file uses. */
interface CacheModule {
  readEngine(env?: NodeJS.ProcessEnv): Engine | { missing: string };
}

const CACHE_MODULE = fileURLToPath(new URL('../../../scripts/real-engine/cache.mjs', import.meta.url));

/** The command that builds the engine and its models. */
export const REAL_ENGINE_INSTALL = 'build it with `npm run real-engine` (about 12 minutes on 2 cores, once; it needs `apt-get install -y cmake g++ make git`)';

/** The engine the cache holds for this machine, or why there is none. */
export async function findEngine(env: NodeJS.ProcessEnv = process.env): Promise<Engine | { missing: string }> {
  // Read through the build script's own module (plain JavaScript, outside the TypeScript build),
  // so the two never disagree on where the cache is.
  const cache = await import(pathToFileURL(CACHE_MODULE).href) as CacheModule;
  return cache.readEngine(env);
}

/** The engine as a test's requirement (test/helpers/real-servers.ts). */
export function engineRequirement(found: Engine | { missing: string }): Requirement {
  return { what: 'llama-server', missing: 'missing' in found ? found.missing : undefined, install: REAL_ENGINE_INSTALL };
}

export interface LlamaServerOptions {
  /** Parallel slots (`-np`): requests decoded at once; more wait in the server's queue. Default 4. */
  slots?: number;
  /** CPU threads for decoding (`-t`). Default 1, so a sweep's client has the other core. */
  threads?: number;
  /** The whole context (`-c`), shared by the slots. Default 512 a slot. */
  ctx?: number;
  /** Which model of the cache: `tiny`, or `slowed` (twice its size in every dimension). Default tiny. */
  model?: 'tiny' | 'slowed';
  /** The default sampling seed (`--seed`). Default 1. */
  seed?: number;
  /** More arguments, e.g. `['--no-cache-prompt']`. */
  args?: string[];
}

/** A running llama-server. */
export interface LlamaServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** `<url>/v1`, the OpenAI-compatible base URL. */
  baseUrl: string;
  /** The model name it answers to (its file name is what it reports; any name is accepted). */
  model: string;
  pid: number;
  /** From the spawn to /health answering ok, in ms. */
  startMs: number;
  /** What it printed so far, for failure messages. */
  log(): string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Every server started and not stopped yet: killed when this process exits, whatever the tests did. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts llama-server on a free loopback port and resolves once `/health` says ok (the model is
 * loaded and the slots are ready); tries another port when the one chosen was taken meanwhile.
 */
export async function startLlamaServer(engine: Engine, options: LlamaServerOptions = {}): Promise<LlamaServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(engine, options, await freePort());
    } catch (err) {
      if (attempt >= 3 || !/address already in use|couldn't bind|bind/i.test(String(err))) throw err;
    }
  }
}

async function startOnce(engine: Engine, options: LlamaServerOptions, port: number): Promise<LlamaServer> {
  const { slots = 4, threads = 1, model = 'tiny', seed = 1, args = [] } = options;
  const ctx = options.ctx ?? 512 * slots;
  const argv = [
    '--host', '127.0.0.1', '--port', String(port),
    '-m', engine.models[model].path,
    '-np', String(slots), '-c', String(ctx),
    '-t', String(threads), '-tb', String(threads),
    '--seed', String(seed),
    '--metrics', '--no-webui', '--no-warmup',
    ...args,
  ];
  const started = performance.now();
  // Not in a process group (nor a session) of its own: Linux puts each session in a scheduling
  // group of its own (autogroup), and a new one would take the server out of the test runner's
  // lowest-priority group, in which scripts/test.mjs runs the files that assert no timing, to
  // compete at full weight with the timing-sensitive file of the other round. In the runner's
  // process group, an interrupt of the runner stops it too. llama-server starts no process of
  // its own, so stopping its pid stops all of it.
  const child = spawn(engine.server, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let log = '';
  const keep = (d: Buffer): void => { log = (log + d.toString()).slice(-200_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => { running.delete(child); resolve(); }));
  let spawnError: Error | undefined;
  child.once('error', (err) => { spawnError = err; });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + 60_000;
  for (;;) {
    if (spawnError) throw new Error(`${engine.server}: ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`llama-server exited with ${child.exitCode ?? child.signalCode}:\n${log.slice(-4000)}`);
    try {
      const res = await fetch(`${url}/health`);
      const body = await res.text();
      if (res.ok && /"ok"/.test(body)) break;
    } catch { /* not listening yet */ }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`llama-server was not ready after 60 s:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, baseUrl: `${url}/v1`, model: `tiny-${model}`, pid: child.pid!, startMs: performance.now() - started, log: () => log, stop };
}

/** llama.cpp's `timings` object, which it puts in the last event of a streamed answer. */
export interface ServerTimings {
  /** Prompt tokens taken from the slot's cache (not processed again). */
  cache_n: number;
  /** Prompt tokens processed. */
  prompt_n: number;
  /** From the slot starting on the prompt to the first token sampled. */
  prompt_ms: number;
  prompt_per_token_ms: number;
  prompt_per_second: number;
  /** Tokens generated, the first included. */
  predicted_n: number;
  /** From the first token sampled to the last. */
  predicted_ms: number;
  /** predicted_ms / (predicted_n − 1): the first token comes with the prompt, so it is not a decode step. */
  predicted_per_token_ms: number;
  predicted_per_second: number;
}

/** A pass-through in front of llama-server that keeps each answer's `timings` by request id. */
export interface TimingsRecorder {
  /** `http://127.0.0.1:<port>`: put `<url>/v1` in the spec instead of the server's. */
  url: string;
  /** Each request's timings, by the `x-request-id` it was sent with. */
  timings: Map<string, ServerTimings>;
  /** Requests forwarded. */
  forwarded: number;
  close(): Promise<void>;
}

/** Headers of one connection, not of the message: never forwarded by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/**
 * Starts a recording pass-through to `target` (llama-server's `http://127.0.0.1:<port>`) on a
 * free loopback port: each request goes upstream on a connection of its own, each response
 * comes back chunk by chunk as it arrives (nothing is held back), and the `timings` of each
 * streamed answer's events are kept by request id. It keeps its own connections with the client
 * alive, so a client behind it never sees llama-server close a connection after an answer.
 */
export async function startTimingsRecorder(target: string): Promise<TimingsRecorder> {
  const upstream = new URL(target);
  const recorder: TimingsRecorder = { url: '', timings: new Map(), forwarded: 0, close: async () => {} };
  const agent = new HttpAgent({ keepAlive: false });
  const server = createHttpServer((req, res) => {
    recorder.forwarded++;
    const id = String(req.headers['x-request-id'] ?? '');
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !HOP_BY_HOP.has(k)));
    const up = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...headers, host: upstream.host }, agent }, (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, Object.fromEntries(Object.entries(upRes.headers).filter(([k]) => !HOP_BY_HOP.has(k))));
      const decoder = new StringDecoder('utf8');
      let partial = '';
      upRes.on('data', (chunk: Buffer) => {
        res.write(chunk);
        partial += decoder.write(chunk);
        const lines = partial.split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: {') || !line.includes('"timings"')) continue;
          try {
            const event = JSON.parse(line.slice('data: '.length)) as { timings?: ServerTimings };
            if (event.timings !== undefined) recorder.timings.set(id, event.timings);
          } catch { /* not JSON: the client under test reports it */ }
        }
      });
      upRes.on('end', () => res.end());
      upRes.on('error', () => res.destroy());
    });
    up.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream: ${err.message}`);
    });
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  recorder.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    agent.destroy();
  };
  return recorder;
}

/** A sweep for `runSweep`. */
export interface Sweep {
  api?: 'openai-chat' | 'openai-completions';
  concurrency: readonly number[];
  requests: number;
  warmup?: number;
  maxTokens?: number;
  prompt?: string;
  /** More top-level YAML for the spec (e.g. `goodput:` and `knee:` sections). */
  extra?: string;
}

/**
 * Runs the real entry, `node dist/cli.js run`, against `baseUrl` (llama-server's `/v1`, or a
 * recorder's) with `--out` in a fresh temporary folder, and reads what it wrote.
 */
export async function runSweep(baseUrl: string, model: string, sweep: Sweep): Promise<{ res: CliResult; results: Results; lines: RequestLine[]; dir: string }> {
  const dir = await tempDir('llm-slo-gate-real-engine-');
  const spec = await writeSpec(dir, `endpoint:
  base_url: ${baseUrl}
  model: ${model}
  api: ${sweep.api ?? 'openai-chat'}
workload:
  prompt: ${sweep.prompt ?? 'Explain in three sentences what a service level objective is.'}
  max_tokens: ${sweep.maxTokens ?? 32}
sweep:
  concurrency: [${sweep.concurrency.join(', ')}]
  requests: ${sweep.requests}
  warmup: ${sweep.warmup ?? 1}
${sweep.extra ?? ''}`);
  const res = await runCli(['run', '--spec', spec, '--out', 'out'], { cwd: dir, timeoutMs: 300_000 });
  let results: Results;
  try {
    results = await readResults(dir);
  } catch (err) {
    throw new Error(`no results.json (exit ${res.code}): ${String(err)}\n${res.stderr}`);
  }
  const lines = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as RequestLine);
  return { res, results, lines, dir };
}

/** One streamed answer of `ask`. */
export interface Answer {
  status: number;
  /** The answer's text, put together from its events. */
  text: string;
  finishReason: string | undefined;
  /** `usage.completion_tokens`. */
  completionTokens: number | undefined;
  timings: ServerTimings | undefined;
  /** Error objects in the stream, and the body of a status other than 200. */
  errors: string[];
  /** From the request's start to the end of the body, in ms. */
  e2eMs: number;
}

/**
 * Sends one streamed request straight to llama-server on a connection of its own, closed after
 * the answer (llama-server closes a connection after each streamed answer, and a request sent on
 * a kept-alive one races that close), and reads the whole stream.
 */
export function ask(s: LlamaServer, route: 'chat' | 'completions', prompt: string, maxTokens: number): Promise<Answer> {
  const body = route === 'chat'
    ? { model: s.model, messages: [{ role: 'user', content: prompt }], max_tokens: maxTokens, stream: true, stream_options: { include_usage: true } }
    : { model: s.model, prompt, max_tokens: maxTokens, stream: true, stream_options: { include_usage: true } };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${s.baseUrl}/${route === 'chat' ? 'chat/completions' : 'completions'}`, {
      method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close' },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer: Answer = { status: res.statusCode ?? 0, text: '', finishReason: undefined, completionTokens: undefined, timings: undefined, errors: [], e2eMs: performance.now() - started };
        if (answer.status !== 200) answer.errors.push(raw.slice(0, 500));
        for (const line of raw.split('\n')) {
          if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
          const event = JSON.parse(line.slice(6)) as {
            error?: unknown;
            choices?: { delta?: { content?: string | null }; text?: string; finish_reason?: string | null }[];
            usage?: { completion_tokens?: number };
            timings?: ServerTimings;
          };
          if (event.error !== undefined) answer.errors.push(JSON.stringify(event.error));
          for (const c of event.choices ?? []) {
            answer.text += (route === 'chat' ? c.delta?.content : c.text) ?? '';
            if (c.finish_reason) answer.finishReason = c.finish_reason;
          }
          if (event.usage?.completion_tokens !== undefined) answer.completionTokens = event.usage.completion_tokens;
          if (event.timings !== undefined) answer.timings = event.timings;
        }
        resolve(answer);
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
