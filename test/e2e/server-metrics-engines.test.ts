// Runs alone (not @parallel): the server's metrics are read with the product's 2 s read deadline,
// by this process from a fixture server in this process, and a process starved of the CPU for
// seconds beside other files can see a read cut short, which breaks the count of reads asserted.
/**
 * The server's own metrics, read during a sweep from loopback servers that answer `/metrics` as
 * vLLM, TGI and SGLang write it (test/helpers/engine-metrics.ts, which cites each engine's source)
 * and move their figures on at every read: each engine is recognised and mapped to `levels[].server`,
 * and when a candidate is slowed, its failed check names the server figures that moved with it.
 * The requests go to the simulator; the metrics come from a server of their own (`server_metrics.url`).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { simulatorsForFile } from '../helpers/simulators.js';
import { measure, plan } from '../helpers/engine-runs.js';
import { CALM, QUEUED, startEngineMetrics, type EngineMetricsServer, type FixtureEngine } from '../helpers/engine-metrics.js';
import { renderReport } from '../../src/report/markdown.js';
import { reportInputFromResults } from '../../src/report/markdown-input.js';
import { resultsCsv } from '../../src/report/csv.js';
import { levelsTextTable } from '../../src/report/text-table.js';

const simulator = simulatorsForFile({ prefillBaseMs: 5, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
const servers: EngineMetricsServer[] = [];
after(async () => { await Promise.all(servers.map((s) => s.close())); });

const spec = (metricsUrl: string, extra = ''): string => `workload: {prompt: "Say something.", max_tokens: 8}
sweep: {concurrency: [2], requests: 12, warmup: 2}
server_metrics: {url: "${metricsUrl}", interval_ms: 100}
${extra}`;

const EXPECTED: Record<FixtureEngine, { queue: boolean; ttft: boolean; kv: boolean; preemptions: boolean }> = {
  vllm: { queue: true, ttft: true, kv: true, preemptions: true },
  tgi: { queue: true, ttft: false, kv: false, preemptions: false },
  sglang: { queue: true, ttft: true, kv: true, preemptions: true },
};

for (const engine of ['vllm', 'tgi', 'sglang'] as const) {
  test(`${engine}: recognised, mapped per level, and named in a slowed candidate's failed check`, async () => {
    const fast = await simulator();
    const metrics = await startEngineMetrics(engine, CALM);
    servers.push(metrics);
    const base = await measure(plan(fast.url, spec(metrics.url)));
    const r = base.results;
    assert.equal(r.error, null);
    assert.deepEqual({ ...r.server_metrics, url: undefined }, { url: undefined, status: 'read', engine, reason: null });
    const s = r.levels[0]!.server!;
    assert.equal(s.engine, engine);
    assert.ok(s.scrapes >= 2, `reads: ${s.scrapes}`);
    assert.equal(s.running_max, CALM.running);
    assert.equal(s.waiting_max, 0);
    assert.equal(s.restarted, false);
    assert.equal(s.kv_cache_usage_max !== undefined, EXPECTED[engine].kv);
    assert.equal(s.preemptions !== undefined, EXPECTED[engine].preemptions);
    assert.equal(s.queue_time_ms !== undefined, EXPECTED[engine].queue);
    assert.equal(s.ttft_ms !== undefined, EXPECTED[engine].ttft);
    // The level's requests only: each read after the first added CALM.requestsPerRead observations.
    assert.equal(s.queue_time_ms?.count, (s.scrapes - 1) * CALM.requestsPerRead);
    if (EXPECTED[engine].ttft) {
      assert.ok(s.ttft_gap_ms !== undefined && s.ttft_gap_ms !== null, 'client minus server TTFT');
      // Known to its bucket only: vLLM's buckets around 15 ms are 10–20 ms, SGLang's first is 0–100 ms.
      const [lower, upper] = s.ttft_ms!.p50_bucket_ms!;
      assert.ok(lower <= CALM.ttftS * 1000 && CALM.ttftS * 1000 <= upper!, `bucket ${lower}–${upper} ms`);
      assert.ok(s.ttft_ms!.p50! >= lower && s.ttft_ms!.p50! <= upper!);
    }

    // A slower candidate, whose server queues: TTFT p50 fails its allowed change, and the check says what moved on the server.
    const slow = await simulator({ prefillBaseMs: 150 });
    metrics.setLoad(QUEUED);
    const cand = await measure(plan(slow.url, spec(metrics.url, 'baseline: {max_change: {ttft_ms.p50: "+10%"}, min_runs: 1, judge_client_bound: true}')), {
      baseline: { status: 'loaded', path: 'baseline.json', results: r },
    });
    const failed = cand.results.checks.find((c) => c.metric === 'ttft_ms.p50' && c.kind === 'regression');
    assert.equal(failed?.status, 'fail', JSON.stringify(failed));
    const sentence = failed!.moved_with ?? '';
    assert.match(sentence, /^Moved with it on the server \((vLLM|TGI|SGLang)\), against the baseline: /);
    assert.match(sentence, /requests waiting \(max\) 0 → 6/);
    assert.match(sentence, /requests running \(max\) 2 → 4/);
    assert.match(sentence, /its queue time p50 [\d.]+ → [\d.]+ ms/);
    if (EXPECTED[engine].kv) assert.match(sentence, /KV-cache use \(max\) 20 % → 97 %/);
    if (EXPECTED[engine].preemptions) assert.match(sentence, /preemptions 0 → \d+/);
    assert.doesNotMatch(sentence, /because/);

    const md = renderReport(reportInputFromResults(cand.results));
    if (process.env.SHOW_REPORT) console.log(md);
    assert.match(md, /\| Server running max \| Server waiting max \|/);
    assert.ok(md.includes('Moved with it on the server'), md);
    // The terminal's table too: the server's running and waiting, and its KV-cache use where published.
    const terminal = levelsTextTable(cand.results.levels).split('\n');
    assert.match(terminal[0]!, EXPECTED[engine].kv ? /srv run {2}srv wait {2}srv KV$/ : /srv run {2}srv wait$/);
    assert.match(terminal[2]!, EXPECTED[engine].kv ? / 4 +6 +97%$/ : / 4 +6$/);
    const csv = resultsCsv(cand.results.levels).split('\n');
    const header = csv[0]!.split(',');
    const row = csv[1]!.split(',');
    assert.equal(row[header.indexOf('server_engine')], engine);
    assert.equal(row[header.indexOf('server_waiting_max')], String(QUEUED.waiting));
  });
}

test('Without server_metrics, /metrics is looked for at the endpoint\'s origin; a server without one is recorded, not noted', async () => {
  const sim = await simulator();
  const r = (await measure(plan(sim.url, 'workload: {prompt: "Hi", max_tokens: 4}\nsweep: {concurrency: [1], requests: 3, warmup: 0}\n'))).results;
  assert.equal(r.error, null);
  assert.equal(r.server_metrics?.status, 'not_found');
  assert.ok(r.server_metrics?.reason);
  assert.equal(r.levels[0]!.server, undefined);
  assert.ok(!r.notes.some((n) => /metrics/.test(n)), r.notes.join('\n'));
});

test('server_metrics: false reads nothing', async () => {
  const sim = await simulator();
  const metrics = await startEngineMetrics('vllm', CALM);
  servers.push(metrics);
  const r = (await measure(plan(sim.url, 'workload: {prompt: "Hi", max_tokens: 4}\nsweep: {concurrency: [1], requests: 3, warmup: 0}\nserver_metrics: false\n'))).results;
  assert.equal(r.server_metrics, undefined);
  assert.equal(metrics.reads(), 0);
});

test('SLOs limit the server\'s own figures; where the engine does not publish one, its check is not judged and says why', async () => {
  const sim = await simulator();
  const vllm = await startEngineMetrics('vllm', QUEUED);
  const tgi = await startEngineMetrics('tgi', QUEUED);
  servers.push(vllm, tgi);
  const slos = 'slos:\n  - name: server queue\n    thresholds: {server.waiting_max: {max: 2}, server.preemptions: {max: 0}, server.kv_cache_usage_max: {max: 0.9}, server.running_max: {max: 8}}\n';
  const onVllm = (await measure(plan(sim.url, spec(vllm.url, slos)))).results;
  const byMetric = (r: typeof onVllm) => Object.fromEntries(r.checks.filter((c) => c.objective === 'server queue').map((c) => [c.metric, c]));
  const v = byMetric(onVllm);
  assert.deepEqual(Object.fromEntries(Object.entries(v).map(([m, c]) => [m, [c.status, c.actual]])), {
    'server.waiting_max': ['fail', QUEUED.waiting],
    'server.preemptions': ['fail', v['server.preemptions']!.actual],
    'server.kv_cache_usage_max': ['fail', QUEUED.kv],
    'server.running_max': ['pass', QUEUED.running],
  });
  assert.ok(v['server.preemptions']!.actual! > 0);
  assert.equal(onVllm.status, 'fail');
  const md = renderReport(reportInputFromResults(onVllm));
  assert.match(md, /`server\.waiting_max` \| ≤\s2\srequests \| 6\srequests \|/);
  assert.match(md, /`server\.kv_cache_usage_max` \| ≤\s90\s% \| 97\s% \|/);

  const t = byMetric((await measure(plan(sim.url, spec(tgi.url, slos)))).results);
  assert.equal(t['server.waiting_max']!.status, 'fail');
  assert.equal(t['server.preemptions']!.status, 'no_data');
  assert.match(t['server.preemptions']!.reason ?? '', /the server \(tgi\) does not publish its preemptions/);
});

test('Same-run A/B: the reference\'s own metrics are read too, and a failed check names what moved against the reference', async () => {
  const fast = await simulator();
  const slow = await simulator({ prefillBaseMs: 150 });
  const origin = (url: string): string => new URL(url).origin;
  const candidate = await startEngineMetrics('vllm', QUEUED, 'sim-model', origin(slow.url));
  const reference = await startEngineMetrics('vllm', CALM, 'sim-model', origin(fast.url));
  servers.push(candidate, reference);
  const p = plan(`${candidate.origin}/v1`, `workload: {prompt: "Say something.", max_tokens: 8}
sweep: {concurrency: [2], requests: 12, warmup: 2}
server_metrics: {interval_ms: 100}
reference: {base_url: "${reference.origin}/v1"}
baseline: {max_change: {ttft_ms.p50: "+10%"}, judge_client_bound: true}
`);
  const { results } = await measure(p);
  assert.equal(results.server_metrics?.status, 'read');
  assert.equal(results.reference?.levels[0]?.server?.engine, 'vllm');
  assert.equal(results.reference?.levels[0]?.server?.waiting_max, 0);
  assert.ok(reference.reads() >= 3, `reference reads: ${reference.reads()}`);
  const failed = results.checks.find((c) => c.metric === 'ttft_ms.p50' && c.kind === 'regression');
  assert.equal(failed?.status, 'fail', JSON.stringify(failed));
  assert.match(failed!.moved_with ?? '', /^Moved with it on the server \(vLLM\), against the reference: requests waiting \(max\) 0 → 6, /);
});
