/**
 * What one read of a server's `/metrics` costs (`node build/bench/scrape-cost.js`): the client's
 * CPU (process.cpuUsage around the read, its parsing and its indexing, as `ServerMetricsWatch`
 * does them) and wall time, for a level's first and last reads (every series parsed) and the
 * reads between (only the engine's mapped series), one read after another on the reads' own
 * connection; and the server's CPU per read where it can be read. Against two servers, idle:
 *
 * - the ground-truth server's vLLM page (bench/ground-truth/metrics-page.ts, about 40 KB);
 * - llama.cpp's llama-server with `--metrics` (the tiny model of `npm run real-engine`; skipped
 *   with a line when it is not built), its CPU from /proc/<pid>/stat.
 *
 * Environment: SCRAPE_COST_READS (reads of each kind, 200 by default). Prints a table; writes nothing.
 */
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { MetricsScraper } from '../src/server-metrics/scrape.js';
import { detectEngine, mappedNames } from '../src/server-metrics/engines.js';
import { reading } from '../src/server-metrics/summary.js';
import { startGroundTruth } from './ground-truth/spawn.js';
import { findEngine, startLlamaServer } from '../test/helpers/llama-server.js';
import { median } from './measure/summary.js';

const READS = Number(process.env.SCRAPE_COST_READS ?? 200);

/** One kind of read's figures: medians and 95th percentiles over the reads. */
interface ReadCost {
  /** The whole CPU of the measured reads over their number: free of one reading's granularity. */
  cpuUsMean: number;
  /** The same over the first ten reads of the kind, left out of the others: code not yet optimised, as in a short run's first reads. */
  coldCpuUsMean: number;
  cpuUsP50: number;
  cpuUsP95: number;
  wallMsP50: number;
  wallMsP95: number;
  bytes: number;
  series: number;
}

function p95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
}

/** `READS` reads of `url`, parsing every series or only `keep`'s. */
async function cost(scraper: MetricsScraper, keep: ((name: string) => boolean) | undefined): Promise<ReadCost> {
  const cpu: number[] = [];
  const cold: number[] = [];
  const wall: number[] = [];
  let series = 0;
  for (let i = 0; i < READS + 10; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const outcome = await scraper.read(undefined, keep);
    if (!outcome.ok) throw new Error(`a read of ${scraper.url} failed: ${outcome.reason}`);
    const indexed = reading(outcome.exposition);
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    series = indexed.byKey.size;
    // The first ten warm the connection and the parser's compiled code.
    if (i < 10) {
      cold.push(c1.user + c1.system);
      continue;
    }
    cpu.push(c1.user + c1.system);
    wall.push(t1 - t0);
  }
  const text = await (await fetch(scraper.url)).text();
  const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
  return { cpuUsMean: mean(cpu), coldCpuUsMean: mean(cold), cpuUsP50: median(cpu)!, cpuUsP95: p95(cpu), wallMsP50: median(wall)!, wallMsP95: p95(wall), bytes: Buffer.byteLength(text), series };
}

/** Both kinds of read against one server, with the engine it shows. */
async function costs(url: string): Promise<{ full: ReadCost; mapped: ReadCost; engine: string }> {
  const scraper = new MetricsScraper(url, {});
  try {
    const first = await scraper.read();
    if (!first.ok) throw new Error(`${url}: ${first.reason}`);
    const engine = detectEngine(new Set(first.exposition.samples.map((s) => s.name)));
    const names = engine === undefined ? [] : mappedNames(engine);
    const kept = new Set(names.flatMap((n) => [n, `${n}_bucket`, `${n}_count`, `${n}_sum`]));
    return { full: await cost(scraper, undefined), mapped: await cost(scraper, (name) => kept.has(name)), engine: engine?.engine ?? 'unknown' };
  } finally {
    await scraper.close();
  }
}

/** A process's CPU (user + system) in µs, from /proc/<pid>/stat. */
async function procCpuUs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command.
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

const row = (what: string, c: ReadCost, serverUs: string): string =>
  `| ${what} | ${(c.bytes / 1024).toFixed(1)} KiB | ${c.series} | ${c.coldCpuUsMean.toFixed(0)} | ${c.cpuUsMean.toFixed(0)} | ${c.cpuUsP50.toFixed(0)} / ${c.cpuUsP95.toFixed(0)} | ${c.wallMsP50.toFixed(2)} / ${c.wallMsP95.toFixed(2)} | ${serverUs} |`;

async function main(): Promise<void> {
  const lines = [
    `one read of /metrics, ${READS} reads of each kind one after another, idle servers; ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    '| page, read | size | series kept | client CPU µs, first 10 reads | mean after | p50 / p95 | wall ms p50 / p95 | server CPU per read |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const truth = await startGroundTruth({ ttftMs: 100, itlMs: 10, tokens: 64, nearWindowMs: 0, nearMode: 'sleep', metrics: true });
  try {
    await truth.take();
    const vllm = await costs(`${truth.baseUrl.replace(/\/v1$/, '')}/metrics`);
    const served = await truth.take();
    const perRead = served.metricsReadsMs.length > 0 ? `${(served.cpuUs / served.metricsReadsMs.length).toFixed(0)} µs (Node, the page built per read)` : '—';
    lines.push(row(`vLLM (${vllm.engine}), first and last: every series`, vllm.full, perRead), row('vLLM, between: mapped series only', vllm.mapped, perRead));
  } finally {
    await truth.stop();
  }
  const engine = await findEngine();
  if ('missing' in engine) lines.push(`llama.cpp skipped: ${engine.missing}`);
  else {
    const server = await startLlamaServer(engine, { slots: 4 });
    try {
      const before = await procCpuUs(server.pid);
      const llama = await costs(`${server.url}/metrics`);
      const serverUs = (await procCpuUs(server.pid)) - before;
      const reads = 2 * (READS + 10) + 3;
      const perRead = `${(serverUs / reads).toFixed(0)} µs (/proc, 10 ms ticks over ${reads} reads)`;
      lines.push(row(`llama.cpp (${llama.engine}), every series`, llama.full, perRead), row('llama.cpp, mapped series only', llama.mapped, perRead));
    } finally {
      await server.stop();
    }
  }
  process.stdout.write(lines.join('\n') + '\n');
}

await main();
