/**
 * The server's own metrics against a real engine: llama.cpp's llama-server with 4 slots and
 * `--metrics` (the tiny model of `npm run real-engine`, docs/real-engine.md), found at the
 * endpoint's origin (the section sets only `interval_ms`: a level here lasts about a second). At concurrency 1 no request waits for a
 * slot; at 8, four are decoded and the others wait (`llamacpp:requests_deferred`), and the
 * report's level table shows it.
 *
 * Runs alone (a real engine on a shared CPU).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { engineRequirement, findEngine, startLlamaServer, type Engine } from '../helpers/llama-server.js';
import { needing } from '../helpers/real-servers.js';
import { measure, plan } from '../helpers/engine-runs.js';
import { renderReport } from '../../src/report/markdown.js';
import { reportInputFromResults } from '../../src/report/markdown-input.js';

const engine = await findEngine();
const requirement = engineRequirement(engine);
const cleanups: (() => Promise<unknown>)[] = [];
after(async () => { for (const c of cleanups.reverse()) await c(); });

const SLOTS = 4;

test(`llama-server with ${SLOTS} slots: no request waits at concurrency 1, some wait at 8, never more than ${SLOTS} run`, ...needing(requirement, async (t) => {
  const server = await startLlamaServer(engine as Engine, { slots: SLOTS });
  cleanups.push(() => server.stop());
  const p = plan(server.baseUrl, `workload: {prompt: "Tell me a story.", max_tokens: 64}
sweep: {concurrency: [1, 8], requests: 24, warmup: 2}
server_metrics: {interval_ms: 100}
`);
  const { results } = await measure(p);
  assert.equal(results.error, null);
  assert.deepEqual({ status: results.server_metrics?.status, engine: results.server_metrics?.engine }, { status: 'read', engine: 'llamacpp' });
  const [one, eight] = results.levels;
  for (const l of results.levels) {
    const s = l.server!;
    t.diagnostic(`concurrency ${l.concurrency}: ${s.scrapes} reads, running mean/max ${s.running_mean}/${s.running_max}, waiting mean/max ${s.waiting_mean}/${s.waiting_max}, prompt cache hit rate ${s.prefix_cache_hit_rate}, TTFT p95 ${l.ttft_ms.p95?.toFixed(1)} ms`);
    assert.equal(s.engine, 'llamacpp');
    assert.ok(s.scrapes >= 2, `reads at concurrency ${l.concurrency}: ${s.scrapes}`);
    assert.ok(s.running_max !== null && s.running_max <= SLOTS, `running max ${s.running_max}`);
    assert.equal(s.restarted, false);
    assert.ok(s.metrics['llamacpp:n_busy_slots_per_decode'] !== undefined, 'raw series kept');
  }
  assert.equal(one!.server!.waiting_max, 0);
  assert.ok(eight!.server!.waiting_max !== null && eight!.server!.waiting_max >= 1, `waiting max at 8: ${eight!.server!.waiting_max}`);
  assert.equal(eight!.server!.running_max, SLOTS);

  // report.md, which is also the pull request comment: the level table has the server's columns.
  const md = renderReport(reportInputFromResults(results));
  const header = md.split('\n').find((line) => line.startsWith('| Concurrency |'))!;
  const cells = (row: string): string[] => row.split('|').slice(1, -1).map((c) => c.trim());
  const columns = cells(header);
  const rowOf = (c: number): string[] => cells(md.split('\n').find((line) => line.startsWith(`| ${c} |`))!);
  const waiting = columns.indexOf('Server waiting max');
  const running = columns.indexOf('Server running max');
  assert.ok(waiting > 0 && running > 0, header);
  assert.equal(rowOf(1)[waiting], '0');
  assert.ok(Number(rowOf(8)[waiting]) >= 1, rowOf(8).join(' | '));
  assert.equal(rowOf(8)[running], String(SLOTS));
  assert.ok(!columns.includes('KV cache max'), 'llama.cpp publishes no KV-cache use');
}));
