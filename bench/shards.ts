/**
 * `npm run bench:shards`: one sweep level of 512 streams against the ground-truth server (whose
 * every write time is logged), driven by one `dist/cli.js run` process, then split into 2 and 4
 * `run --shard` processes merged by `dist/cli.js merge`. For each: whether the level was flagged
 * client-bound, and the client's timing error against the server's log, per request paired by id:
 *
 * - TTFT error: the client's TTFT − (server's first content write − the request's arrival); it
 *   includes the request's transit, which a client that sends late also lengthens;
 * - ITL error: each client gap − the server's gap between the same two writes (clock-free).
 *
 * Writes bench/results/shards-latest.json and prints a Markdown table. Run under
 * `flock /work/wt/_brief/bench.lock` (or alone on the machine): other load moves the figures.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { loadavg, tmpdir, availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGroundTruth } from './ground-truth/spawn.js';
import type { ServedRequest } from './ground-truth/protocol.js';
import { percentile } from '../src/stats/percentile.js';

// SHARDS_BENCH_CLI: another build of the CLI, e.g. a copy of dist/ kept while the tree changes.
const CLI = process.env.SHARDS_BENCH_CLI ?? fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const OUT = fileURLToPath(new URL('../../bench/results/shards-latest.json', import.meta.url));
const CONCURRENCY = 512;
const SERVER = { ttftMs: 20, itlMs: 10, tokens: 64, nearWindowMs: 2, nearMode: 'sleep' as const };
const REQUESTS = CONCURRENCY * 4;
const REPEATS = Number(process.env.SHARDS_BENCH_REPEATS ?? 3);

interface Line { id: string; ok: boolean; level: number; ttft_ms: number | null; itl_ms: number[] }

/** Runs `node dist/cli.js …args`; resolves with its exit code and stderr. */
function cli(args: string[]): Promise<{ code: number; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  return new Promise((resolve) => child.once('exit', (code) => {
    clearTimeout(timer);
    resolve({ code: code ?? -1, stderr });
  }));
}

async function jsonl(path: string): Promise<Line[]> {
  return (await readFile(path, 'utf8')).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Line);
}

/** One configuration: `shards` processes (1 = a plain run, no --shard), its merged results and errors. */
async function measure(baseUrl: string, shards: number, dir: string): Promise<Record<string, unknown>> {
  const common = ['--base-url', baseUrl, '--model', 'gt', '--concurrency', String(CONCURRENCY), '--requests', String(REQUESTS),
    '--warmup', String(CONCURRENCY), '--max-tokens', String(SERVER.tokens), '--max-duration', '90', '-q'];
  const startAt = new Date(Date.now() + 4000 + 1000 * shards).toISOString();
  const outs = Array.from({ length: shards }, (_, i) => join(dir, `n${shards}-shard-${i + 1}`));
  const runs = await Promise.all(outs.map((out, i) => cli(['run', ...common, '--out', out, ...(shards > 1 ? ['--shard', `${i + 1}/${shards}`, '--start-at', startAt] : [])])));
  for (const r of runs) if (r.code !== 0 && r.code !== 1) throw new Error(`a run failed (${r.code}): ${r.stderr.slice(-1500)}`);
  let resultsDir = outs[0]!;
  if (shards > 1) {
    resultsDir = join(dir, `n${shards}-merged`);
    const merged = await cli(['merge', ...outs, '--out', resultsDir, '-q']);
    if (merged.code !== 0 && merged.code !== 1) throw new Error(`merge failed (${merged.code}): ${merged.stderr.slice(-1500)}`);
  }
  const results = JSON.parse(await readFile(join(resultsDir, 'results.json'), 'utf8'));
  const lines = (await Promise.all(outs.map((o) => jsonl(join(o, 'requests.jsonl'))))).flat();
  const level = results.levels[0];
  return {
    lines,
    figures: {
      shards,
      client_bound: level.client?.bound ?? null,
      client_reason: level.client?.reason ?? null,
      shard_bound: shards > 1 ? level.shards.map((s: { client: { bound: boolean } | null }) => s.client?.bound ?? null) : [level.client?.bound ?? null],
      own_delay_p99_ms: shards > 1 ? level.shards.map((s: { client: { own_delay_p99_ms: number } | null }) => s.client?.own_delay_p99_ms ?? null) : [level.client?.own_delay_p99_ms ?? null],
      requests: level.requests,
      succeeded: level.succeeded,
      qps: round(level.qps),
      ttft_p50_ms: round(level.ttft_ms.p50), ttft_p99_ms: round(level.ttft_ms.p99), itl_p50_ms: round(level.itl_ms.p50), itl_p99_ms: round(level.itl_ms.p99),
      overlap_s: level.shard_overlap_s ?? null,
    },
  };
}

/** Client − server errors of the paired requests. */
function errors(lines: readonly Line[], served: readonly ServedRequest[]): Record<string, number | null> {
  const byId = new Map(served.map((s) => [s.id, s] as const));
  const ttft: number[] = [];
  const itl: number[] = [];
  for (const l of lines) {
    const s = byId.get(l.id);
    if (!l.ok || s === undefined || !s.completed || l.ttft_ms === null || s.contentMs.length !== l.itl_ms.length + 1) continue;
    ttft.push(l.ttft_ms - ((s.contentMs[0] as number) - s.arrivalMs));
    for (let i = 0; i < l.itl_ms.length; i++) itl.push((l.itl_ms[i] as number) - ((s.contentMs[i + 1] as number) - (s.contentMs[i] as number)));
  }
  const p = (a: number[], q: number): number | null => (a.length === 0 ? null : round(percentile(Float64Array.from(a).sort(), q) as number));
  return { paired: ttft.length, ttft_err_p50_ms: p(ttft, 50), ttft_err_p95_ms: p(ttft, 95), ttft_err_p99_ms: p(ttft, 99), itl_err_p50_ms: p(itl, 50), itl_err_p99_ms: p(itl, 99) };
}

function round(x: number | null | undefined): number | null {
  return x === null || x === undefined ? null : Math.round(x * 1000) / 1000;
}

const median = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return v.length === 0 ? null : (v.length % 2 === 1 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2);
};

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'llm-slo-gate-bench-shards-'));
  const load = { before: loadavg().map((x) => round(x)), cpus: availableParallelism() };
  const rows: Record<string, unknown>[] = [];
  const server = await startGroundTruth(SERVER);
  try {
    for (let repeat = 1; repeat <= REPEATS; repeat++) {
      for (const shards of [1, 2, 4]) {
        await server.take();
        const { lines, figures } = await measure(server.baseUrl, shards, join(dir, `r${repeat}`));
        const { requests: served } = await server.take();
        const row = { repeat, ...(figures as object), ...errors(lines as Line[], served) };
        rows.push(row);
        process.stderr.write(`${JSON.stringify(row)}\n`);
      }
    }
  } finally {
    await server.stop();
  }
  const summary = [1, 2, 4].map((shards) => {
    const mine = rows.filter((r) => r.shards === shards);
    const med = (k: string): number | null => median(mine.map((r) => r[k] as number | null));
    return {
      shards, runs: mine.length, client_bound_runs: mine.filter((r) => r.client_bound === true).length,
      qps: med('qps'), ttft_err_p50_ms: med('ttft_err_p50_ms'), ttft_err_p99_ms: med('ttft_err_p99_ms'), itl_err_p50_ms: med('itl_err_p50_ms'), itl_err_p99_ms: med('itl_err_p99_ms'),
      ttft_p50_ms: med('ttft_p50_ms'), ttft_p99_ms: med('ttft_p99_ms'),
    };
  });
  const out = { server: SERVER, concurrency: CONCURRENCY, requests: REQUESTS, load: { ...load, after: loadavg().map((x) => round(x)) }, summary, rows };
  await mkdir(join(OUT, '..'), { recursive: true });
  await writeFile(OUT, JSON.stringify(out, null, 2) + '\n');
  const table = ['| processes | client-bound runs | QPS | TTFT p50 (truth 20 ms) | TTFT error p50 / p99 | ITL error p50 / p99 |', '| --- | --- | --- | --- | --- | --- |',
    ...summary.map((s) => `| ${s.shards} | ${s.client_bound_runs} of ${s.runs} | ${s.qps} | ${s.ttft_p50_ms} ms | ${s.ttft_err_p50_ms} / ${s.ttft_err_p99_ms} ms | ${s.itl_err_p50_ms} / ${s.itl_err_p99_ms} ms |`)];
  process.stdout.write(`${table.join('\n')}\n\nload average before ${load.before.join(', ')}, after ${out.load.after.join(', ')} (${load.cpus} CPUs); medians of ${REPEATS} runs each. ${OUT}\n`);
}

await main();
