/**
 * A real Prometheus and a real Pushgateway (Debian's `prometheus` and `prometheus-pushgateway`
 * packages), started on free loopback ports with their data in a temporary folder, for tests
 * of what the probe exposes. Neither package's system service is used.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from './cli.js';
import type { Requirement } from './real-servers.js';

/** The command that installs both (the packages' system services are not used). */
export const PROMETHEUS_INSTALL = 'install them with `apt-get install -y --no-install-recommends prometheus prometheus-pushgateway`';

/** The path of the first of `names` found on PATH, or undefined. */
export function findBinary(...names: string[]): string | undefined {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim();
  }
  return undefined;
}

/**
 * One of `names` on PATH, as a test's requirement: absent, the test is skipped with the command
 * that installs it, or fails when LLM_SLO_GATE_REQUIRE_SERVERS is set (test/helpers/real-servers.ts).
 */
export function binaryRequirement(...names: string[]): Requirement {
  return { what: names.join(' or '), missing: findBinary(...names) === undefined ? 'not on PATH' : undefined, install: PROMETHEUS_INSTALL };
}

/**
 * The path of the first of `names` found on PATH.
 * @throws Error saying how to install it (a test checks `binaryRequirement` first).
 */
export function requireBinary(...names: string[]): string {
  const found = findBinary(...names);
  if (found !== undefined) return found;
  throw new Error(`${names.join(' or ')} is not installed, and this test runs against the real thing: ${PROMETHEUS_INSTALL}.`);
}

/** A port free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a daemon on a port that was free a moment ago, and on another one when a server of a
 * test file running beside this one took it in between (the daemon exits: address in use).
 */
async function onFreePort(start: (port: number) => Promise<Daemon>, attempts = 3): Promise<Daemon> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= attempts || !/address already in use/i.test(String(err))) throw err;
    }
  }
}

/** A started server process. */
export interface Daemon {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

async function startDaemon(binary: string, args: string[], port: number, readyPath: string): Promise<Daemon> {
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${binary} exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch { /* not listening yet */ }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`${binary} was not ready after 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, log: () => log, stop };
}

/**
 * Prometheus scraping `target` (`host:port`, path /metrics) every second, with `ruleFiles` loaded.
 */
export async function startPrometheus(target: string, ruleFiles: readonly string[] = []): Promise<Daemon> {
  const binary = requireBinary('prometheus');
  const dir = await tempDir('llm-slo-gate-prometheus-');
  const config = join(dir, 'prometheus.yml');
  await writeFile(config, [
    'global: {scrape_interval: 1s, evaluation_interval: 1s}',
    `rule_files: ${JSON.stringify(ruleFiles)}`,
    'scrape_configs:',
    '  - job_name: llm-slo-probe',
    `    static_configs: [{targets: ["${target}"]}]`,
    '',
  ].join('\n'));
  return onFreePort((port) => startDaemon(binary, [
    `--config.file=${config}`, `--storage.tsdb.path=${join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`,
  ], port, '/-/ready'));
}

/** A Pushgateway without persistence. */
export async function startPushgateway(): Promise<Daemon> {
  const binary = requireBinary('prometheus-pushgateway', 'pushgateway');
  return onFreePort((port) => startDaemon(binary, [`--web.listen-address=127.0.0.1:${port}`], port, '/-/ready'));
}

/** One series of an instant query's result. */
export interface Sample {
  metric: Record<string, string>;
  value: number;
}

/** Runs an instant PromQL query through Prometheus's HTTP API (`/api/v1/query`). */
export async function query(prometheus: string, promql: string): Promise<Sample[]> {
  const res = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = await res.json() as { status: string; error?: string; data?: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  if (body.status !== 'success') throw new Error(`query ${promql} failed: ${body.error ?? res.status}`);
  return (body.data?.result ?? []).map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
}

/** Polls `query` until `accept` holds for its result; rejects with the last result after `timeoutMs`. */
export async function queryUntil(prometheus: string, promql: string, accept: (samples: Sample[]) => boolean, timeoutMs = 60_000): Promise<Sample[]> {
  const deadline = performance.now() + timeoutMs;
  let last: Sample[] = [];
  while (performance.now() < deadline) {
    last = await query(prometheus, promql);
    if (accept(last)) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting on ${promql}; last result: ${JSON.stringify(last)}`);
}
