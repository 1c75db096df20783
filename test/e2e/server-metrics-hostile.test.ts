/**
 * The server's metrics page is untrusted: huge, slow, millions of series, markup and workflow
 * commands in names and label values, NaN and infinities, counters that go backwards. Each read
 * is bounded in time and size, nothing from the page reaches the report or the notes unescaped,
 * and the measured requests do not notice.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MetricsScraper } from '../../src/server-metrics/scrape.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { measure, plan } from '../helpers/engine-runs.js';
import { renderReport } from '../../src/report/markdown.js';
import { reportInputFromResults } from '../../src/report/markdown-input.js';

const simulator = simulatorsForFile({ prefillBaseMs: 5, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
const servers: Server[] = [];
after(async () => {
  for (const s of servers) s.closeAllConnections();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A /metrics server answering each read (0, 1, …) with `answer`. */
async function metricsServer(answer: (read: number, res: import('node:http').ServerResponse) => void): Promise<string> {
  let reads = 0;
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    answer(reads++, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

test('A body past the size limit is cut off and the read fails', async () => {
  const url = await metricsServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const line = `${'x'.repeat(1000)} 1\n`;
    for (let i = 0; i < 10_000; i++) res.write(line);
    res.end();
  });
  const scraper = new MetricsScraper(url, {}, { timeoutMs: 5000, maxBytes: 64 * 1024, maxSeries: 1000 });
  const outcome = await scraper.read();
  await scraper.close();
  assert.equal(outcome.ok, false);
  assert.match(outcome.ok ? '' : outcome.reason, /larger than/);
});

test('A server that never finishes its answer fails the read at the time limit', async () => {
  const url = await metricsServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('llamacpp:requests_processing 1\n');
  });
  const scraper = new MetricsScraper(url, {}, { timeoutMs: 300, maxBytes: 1024 * 1024, maxSeries: 1000 });
  const started = performance.now();
  const outcome = await scraper.read();
  const tookMs = performance.now() - started;
  await scraper.close();
  assert.equal(outcome.ok, false);
  assert.match(outcome.ok ? '' : outcome.reason, /did not answer within 300 ms/);
  assert.ok(tookMs < 1500, `${tookMs} ms`);
});

const HOSTILE = '<img src=x onerror=alert(1)>**bold** [link](http://evil) @someone #1\n::error::owned ##[warning]x';
const hostileLabel = HOSTILE.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

test('Markup, mentions and workflow commands in the page reach neither the report nor the notes; NaN, infinities, a restart and a flood of series are handled', async () => {
  const sim = await simulator();
  const url = await metricsServer((read, res) => {
    // The counter restarts (goes back to 0) from the third read on: a restart mid-level.
    const processed = read < 2 ? 1000 + read * 10 : read;
    const flood = Array.from({ length: 30_000 }, (_, i) => `junk_series_${i}{x="${i}"} ${i}`).join('\n');
    res.writeHead(200, { 'content-type': 'text/plain' }).end([
      '# TYPE llamacpp:requests_processing gauge',
      `llamacpp:requests_processing{model="${hostileLabel}"} ${read % 2 === 0 ? 'NaN' : '2'}`,
      '# TYPE llamacpp:requests_deferred gauge',
      `llamacpp:requests_deferred{model="${hostileLabel}"} ${read === 1 ? '+Inf' : '1'}`,
      '# TYPE llamacpp:prompt_tokens_total counter',
      `llamacpp:prompt_tokens_total ${processed}`,
      '::error::not a metric line',
      flood,
      '',
    ].join('\n'));
  });
  const p = plan(sim.url, `workload: {prompt: "Hi", max_tokens: 8}\nsweep: {concurrency: [2], requests: 12, warmup: 1}\nserver_metrics: {url: "${url}", interval_ms: 100}\n`);
  const { results } = await measure(p);
  assert.equal(results.error, null);
  assert.equal(results.levels[0]!.failed, 0);
  const s = results.levels[0]!.server!;
  assert.equal(s.engine, 'llamacpp');
  assert.equal(s.running_max, 2, 'NaN skipped');
  assert.equal(s.waiting_max, 1, '+Inf skipped');
  assert.equal(s.restarted, true);
  assert.ok(results.notes.some((n) => /restarted mid-level/.test(n)), results.notes.join('\n'));
  assert.ok(Object.keys(s.metrics).length <= 200);
  // The raw series keep the label as data in results.json.
  assert.ok(Object.keys(s.metrics).some((k) => k.startsWith('llamacpp:requests_processing{model="<img')));

  const md = renderReport(reportInputFromResults(results));
  const text = [md, ...results.notes].join('\n');
  for (const bad of ['<img', 'onerror', '**bold**', '@someone', '::error::', '##[warning]', 'junk_series']) {
    assert.ok(!text.includes(bad), `${bad} in:\n${text}`);
  }
});

test('Headers for the metrics come from the environment, are sent, and are written nowhere', async () => {
  const { readServerMetricsHeaders } = await import('../../src/io/api-key.js');
  const SECRET = 'Bearer metrics-secret-0123456789';
  const notes: string[] = [];
  const sim = await simulator();
  let seen: string | undefined;
  const url = await metricsServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('llamacpp:requests_processing 1\nllamacpp:requests_deferred 0\n');
  });
  const server = servers[servers.length - 1]!;
  server.prependListener('request', (req) => { seen ??= req.headers.authorization; });
  const p = plan(sim.url, `workload: {prompt: "Hi", max_tokens: 4}\nsweep: {concurrency: [1], requests: 3, warmup: 0}\nserver_metrics: {url: "${url}", headers: {Authorization: METRICS_AUTH, X-Tenant: METRICS_TENANT}}\n`);
  const headers = readServerMetricsHeaders({ METRICS_AUTH: ` ${SECRET} ` }, p, notes);
  assert.deepEqual(headers, { Authorization: SECRET });
  assert.deepEqual(notes, ['METRICS_TENANT is not set: the server\'s metrics are read without the X-Tenant header (server_metrics.headers).']);
  const { results } = await measure(p, { serverMetricsHeaders: headers });
  assert.equal(seen, SECRET);
  assert.equal(results.server_metrics?.status, 'read');
  const written = JSON.stringify(results) + renderReport(reportInputFromResults(results));
  assert.ok(!written.includes('metrics-secret'), 'the header value is written nowhere');
});
