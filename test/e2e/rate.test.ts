/**
 * Rate levels end to end: the spec fields, an engine run against the simulator that holds the
 * asked rate and reports it, SLOs attached to a rate level, and the reports and raw lines that
 * keep the client's own waiting apart from the server's latency.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/engine/run.js';
import { checkSpecText, parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import type { Plan } from '../../src/spec/types.js';
import type { LevelRecords } from '../../src/model/record.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { onTime } from '../helpers/on-time.js';
import { requestsJsonl, type RequestLine } from '../../src/report/requests-jsonl.js';
import { levelsTextTable } from '../../src/report/text-table.js';
import { renderReport, reportInputFromResults } from '../../src/report/markdown.js';
import { parseSlos } from '../../src/spec/slo-parse.js';
import { validateObjectives } from '../../src/spec/slo-validate.js';
import { evaluateObjectives } from '../../src/gate/slo-evaluate.js';
import { findKnee } from '../../src/gate/knee.js';
import { compareToBaseline } from '../../src/gate/baseline-compare.js';
import { level, results } from '../helpers/levels.js';

const sim = simulatorsForFile({ prefillPerTokenMs: 0, decodePerSeqMs: 0, jitter: 0, maxBatch: 64 });

function plan(baseUrl: string, yaml: string): Plan {
  return resolvePlan(parseSpec(`endpoint: {base_url: "${baseUrl}", model: sim-model}\n${yaml}`, 'spec.yml'), {}, 'spec.yml');
}

function problems(yaml: string): string[] {
  return checkSpecText(`endpoint: {base_url: "http://127.0.0.1:1", model: m}\nworkload: {prompt: Hi}\n${yaml}`, 'spec.yml').problems.map((p) => `${p.path ?? ''}: ${p.message}`);
}

test('a spec with only rate levels runs no concurrency levels; with both, concurrency levels come first', () => {
  const only = plan('http://127.0.0.1:1', 'workload: {prompt: Hi}\nsweep: {rate: [1, 2, 4]}');
  assert.deepEqual(only.sweep.concurrency, []);
  assert.deepEqual(only.sweep.rate, [1, 2, 4]);
  assert.equal(only.sweep.seed, 1, 'a fixed default seed, so runs repeat');
  assert.equal(only.sweep.maxConcurrency, 256);
  const both = plan('http://127.0.0.1:1', 'workload: {prompt: Hi}\nsweep: {concurrency: [1, 4], rate: [0.5], seed: 9, max_concurrency: 8}');
  assert.deepEqual([both.sweep.concurrency, both.sweep.rate, both.sweep.seed, both.sweep.maxConcurrency], [[1, 4], [0.5], 9, 8]);
  const none = plan('http://127.0.0.1:1', 'workload: {prompt: Hi}');
  assert.equal(none.sweep.rate, undefined, 'no rate levels unless asked');
  assert.deepEqual(none.sweep.concurrency, [1, 4, 8, 16]);
});

test('rate fields that break the rules are refused with the rule in words', () => {
  const cases: { name: string; yaml: string; expect: RegExp }[] = [
    { name: 'a zero rate', yaml: 'sweep: {rate: [0]}', expect: /sweep\.rate\[0\].*greater than 0/ },
    { name: 'a rate as text', yaml: 'sweep: {rate: [fast]}', expect: /sweep\.rate\[0\]/ },
    { name: 'an empty list', yaml: 'sweep: {rate: []}', expect: /sweep\.rate/ },
    { name: 'a repeated rate', yaml: 'sweep: {rate: [2, 2]}', expect: /sweep\.rate/ },
    { name: 'a fractional cap', yaml: 'sweep: {rate: [2], max_concurrency: 1.5}', expect: /sweep\.max_concurrency/ },
    { name: 'a negative seed', yaml: 'sweep: {rate: [2], seed: -1}', expect: /sweep\.seed/ },
    { name: 'an SLO at a zero rate', yaml: 'sweep: {rate: [2]}\nslos: [{at: {rate: 0}, thresholds: {ttft_ms: {p95: 100}}}]', expect: /slos\[0\]\.at\.rate/ },
    { name: 'an SLO at nothing', yaml: 'sweep: {rate: [2]}\nslos: [{at: {}, thresholds: {ttft_ms: {p95: 100}}}]', expect: /slos\[0\]\.at/ },
  ];
  for (const c of cases) {
    const found = problems(c.yaml);
    assert.ok(found.some((p) => c.expect.test(p)), `${c.name}: ${JSON.stringify(found)}`);
  }
  assert.deepEqual(problems('sweep: {rate: [0.5, 2], max_concurrency: 4, seed: 3}\nslos: [{at: {rate: 2, concurrency: 4}, thresholds: {ttft_ms: {p95: 100}}}]'), []);
});

test('SLOs name rate levels by rate, never by their cap, and a rate not run is no data', () => {
  const parsed = parseSlos([
    { name: 'steady 2 QPS', at: { rate: 2 }, thresholds: { ttft_ms: { p95: 1500 } } },
    { name: 'conc 4', at: { concurrency: 4 }, thresholds: { ttft_ms: { p95: 1500 } } },
    { name: 'all', thresholds: { success_rate: { min: 0.99 } } },
    { name: 'not run', at: { rate: [8] }, thresholds: { ttft_ms: { p95: 1500 } } },
  ]);
  assert.deepEqual(parsed.issues, []);
  assert.deepEqual(validateObjectives(parsed.objectives), []);
  // A concurrency level 4 and a rate level capped at 4: the same number, two different levels.
  const levels = [
    level({ concurrency: 4 }),
    level({ concurrency: 4, mode: 'rate', rate: 2, achieved_rate: 1.98 }),
  ];
  levels[1]!.ttft_ms = { ...levels[1]!.ttft_ms, p95: 2000 };
  const checks = evaluateObjectives(parsed.objectives, levels);
  const steady = checks.filter((c) => c.objective === 'steady 2 QPS');
  assert.equal(steady.length, 1);
  assert.equal(steady[0]!.rate, 2);
  assert.equal(steady[0]!.status, 'fail', 'judged on the rate level, whose TTFT p95 is 2000 ms');
  const conc = checks.filter((c) => c.objective === 'conc 4');
  assert.deepEqual(conc.map((c) => [c.rate, c.status]), [[undefined, 'pass']]);
  assert.deepEqual(checks.filter((c) => c.objective === 'all').map((c) => c.rate ?? null), [null, 2], 'no at: every level, both kinds');
  const missing = checks.find((c) => c.objective === 'not run');
  assert.equal(missing?.status, 'no_data');
  assert.match(missing?.reason ?? '', /8 req\/s was not run \(the sweep ran 2 req\/s\)/);
});

test('the knee ignores rate levels and the baseline compares rate levels with rate levels', () => {
  const conc = [1, 2, 4].map((c) => level({ concurrency: c, tpm: 1000 * c }));
  const rate = level({ concurrency: 256, mode: 'rate', rate: 2, tpm: 10 });
  const knee = findKnee([...conc, rate]);
  assert.doesNotMatch(knee.reason ?? '', /256/);
  const now = results([...conc, rate]);
  const then = results([...conc, level({ concurrency: 256, mode: 'rate', rate: 2, tpm: 20 })]);
  const { checks, rows } = compareToBaseline(now, then, { tpm: '-10%' }, 'error');
  const rateCheck = checks.find((c) => c.rate === 2);
  assert.equal(rateCheck?.status, 'fail', 'TPM at 2 req/s halved against the baseline at 2 req/s');
  assert.equal(checks.filter((c) => c.rate === undefined && c.status === 'pass').length, 3);
  assert.ok(rows.some((r) => r.rate === 2 && r.metric === 'tpm' && r.change === -0.5));
});

test('rate 20 against the simulator: 60 requests at 20 req/s ± 10 %, reported with the queueing apart', async (t) => {
  const s = await sim({ prefillBaseMs: 5, decodeBaseMs: 5 });
  const p = plan(s.url, `workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [2], rate: [20], requests: 60, warmup: 2, max_concurrency: 16}
slos:
  - {name: steady 20 QPS, at: {rate: 20}, thresholds: {success_rate: {min: 0.99}, ttft_ms: {p95: 1500}}}`);
  const measured = await onTime(t, async () => {
    const written: LevelRecords[] = [];
    const startedMs = performance.now();
    const outcome = await run({ plan: p, apiKey: undefined, onLevelRecords: (level) => { written.push(level); } });
    return { ...outcome, written, elapsedS: (performance.now() - startedMs) / 1000 };
  }, ({ results: res, elapsedS }) => {
    const r = res.levels[1];
    const missed: string[] = [];
    if (r?.achieved_rate == null || Math.abs(r.achieved_rate - 20) / 20 > 0.1) missed.push(`achieved ${r?.achieved_rate} req/s`);
    if (!(elapsedS > 2.5 && elapsedS < 18)) missed.push(`60 requests at 20 req/s take about 3 s, and the whole run well under 18 s (took ${elapsedS.toFixed(1)} s)`);
    if (r?.client_behind != null) missed.push(`client behind: ${r.client_behind}`);
    if (!((r?.send_lag_ms?.p95 ?? Infinity) < 10)) missed.push(`send lag p95 ${r?.send_lag_ms?.p95} ms`);
    return missed;
  });
  const { results: res, exitCode, written } = measured;
  assert.equal(res.status, 'pass', JSON.stringify(res.notes));
  assert.equal(exitCode, 0);
  assert.deepEqual(res.levels.map((l) => [l.mode, l.rate, l.concurrency]), [['concurrency', null, 2], ['rate', 20, 16]], 'concurrency levels first');
  const r = res.levels[1]!;
  assert.equal(r.requests, 60);
  assert.equal(r.client_queue_ms?.count, 60);
  assert.equal(r.client_queue_ms?.max, 0, 'at 20 req/s with short answers no request waits for a slot');
  assert.equal(res.levels[0]!.achieved_rate, null, 'closed-loop levels carry null open-loop fields');
  assert.deepEqual(res.sweep.rate, [20]);
  assert.equal(res.sweep.seed, 1);
  assert.equal(res.knee?.reached, false);
  assert.doesNotMatch(res.knee?.reason ?? '', /\b16\b/, 'the knee looks at concurrency levels only');

  const slo = res.checks.filter((c) => c.objective === 'steady 20 QPS');
  assert.deepEqual(slo.map((c) => [c.rate, c.metric, c.status]), [[20, 'success_rate', 'pass'], [20, 'ttft_ms.p95', 'pass']]);

  // requests.jsonl: rate lines carry the schedule; closed-loop lines carry nulls.
  const lines = written.flatMap((w) => requestsJsonl(w).trim().split('\n').map((l) => JSON.parse(l) as RequestLine));
  const rateLines = lines.filter((l) => l.rate === 20);
  assert.equal(rateLines.length, 60);
  assert.equal(rateLines[0]!.scheduled_ms, 0);
  assert.ok(Math.abs(rateLines[59]!.scheduled_ms! - 2_950) < 1, 'the measured schedule spans (n − 1) / rate exactly');
  for (const l of rateLines) assert.ok(l.send_lag_ms! >= 0 && l.client_queue_ms === 0 && l.sent_ms! >= l.scheduled_ms! - 0.001);
  const closed = lines.filter((l) => l.rate === null);
  assert.equal(closed.length, 60);
  assert.ok(closed.every((l) => l.scheduled_ms === null && l.client_queue_ms === null && l.send_lag_ms === null));

  // Reports label the rate level and show the client's side apart.
  const text = levelsTextTable(res.levels);
  assert.match(text, /^\s*level\b.*sent\/s\s+queue p95\s+lag p95$/m);
  assert.match(text, /20 req\/s/);
  const md = renderReport(reportInputFromResults(res));
  assert.match(md, /\| Level \|/);
  assert.match(md, /\| 20 req\/s \(sent [0-9.]+\) \|/);
  assert.match(md, /\| Rate level \| Sent req\/s \| Max in flight \| Client queue p95 \| Send lag p95 \| Client kept up \|/);
  assert.match(md, /open-loop rate 20 req\/s \(Poisson, seed 1, at most 16 in flight\)/);
});

test('a level whose cap holds requests back is flagged: its figures describe less load than asked', async () => {
  const s = await sim({ prefillBaseMs: 5, decodeBaseMs: 20 });
  // 16 tokens at 20 ms: about 0.3 s a request, so one slot carries ~3 req/s, far below 40.
  const p = plan(s.url, `workload: {prompt: Hi, max_tokens: 16}
sweep: {rate: [40], requests: 8, warmup: 0, max_concurrency: 1}`);
  const { results: res } = await run({ plan: p, apiKey: undefined });
  const r = res.levels[0]!;
  assert.equal(r.concurrency, 1);
  assert.ok((r.client_queue_ms?.max ?? 0) > 1000, `requests queued for a slot (max ${r.client_queue_ms?.max} ms)`);
  assert.ok((r.achieved_rate ?? Infinity) < 10, `achieved ${r.achieved_rate}`);
  assert.match(r.client_behind ?? '', /against a target of 40 req\/s/);
  assert.ok(res.notes.some((n) => /^At 40 req\/s the client did not apply the load asked for/.test(n)), JSON.stringify(res.notes));
  // The latency still starts at the actual send: TTFT stays near the server's own.
  assert.ok((r.ttft_ms.p50 ?? Infinity) < 200, `TTFT p50 ${r.ttft_ms.p50} ms excludes the queue wait`);
});
