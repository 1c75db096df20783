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

const INSTALL_HINT = 'install them with `apt-get install -y --no-install-recommends prometheus prometheus-pushgateway` '
  + '(Debian and Ubuntu; .ci/run does this when they are absent), or put the upstream binaries on PATH';

/**
 * The path of the first of `names` found on PATH.
 * @throws Error saying how to install it: a missing binary fails the test, never skips it.
 */
export function requireBinary(...names: string[]): string {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim();
  }
  throw new Error(`${names.join(' or ')} is not installed, and this test runs against the real thing: ${INSTALL_HINT}.`);
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
