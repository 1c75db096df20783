/**
 * Sample sizes that fit the question, end to end over real sockets with the simulator: adaptive
 * levels stop early when the endpoint is steady and grow to max_requests when it is noisy,
 * within the time budget; repeated sweeps keep per-pass medians and pool their requests; the
 * spec refuses values that cannot work, naming the field, the value and the fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type RunEvent } from '../../src/engine/run.js';
import { checkSpecText, parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import type { Plan } from '../../src/spec/types.js';
import type { Simulator } from '../../src/sim/index.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { renderReport, reportInputFromResults } from '../../src/report/markdown.js';
import { isGateError } from '../../src/errors.js';

const startSim = simulatorsForFile({ prefillPerTokenMs: 0, decodeBaseMs: 10, decodePerSeqMs: 0, maxBatch: 64 });

/**
 * A simulator whose requests take about 20 + 5 × 10 ms; `jitter` scales every step by up to ±that
 * share. Noisy tests run at concurrency 1: concurrent requests share prefill steps, so their
 * TTFTs come in equal pairs and a small sample can look steadier than the endpoint is.
 */
function sim(jitter: number, prefillBaseMs = 20): Promise<Simulator> {
  return startSim({ prefillBaseMs, jitter });
}

function plan(baseUrl: string, sweep: string, rest = ''): Plan {
  return resolvePlan(parseSpec(`endpoint: {base_url: "${baseUrl}", model: sim-model}\nworkload: {prompt: Hi, max_tokens: 6}\nsweep: {${sweep}}\n${rest}`, 'spec.yml'), {}, 'spec.yml');
}

function problems(sweep: string): string[] {
  return checkSpecText(`endpoint: {base_url: "http://127.0.0.1:1", model: m}\nworkload: {prompt: Hi}\nsweep: {${sweep}}\n`, 'spec.yml')
    .problems.map((p) => `${p.path ?? ''}: ${p.message}`);
}

test('a steady endpoint: the level stops after its first requests, the target reached', async () => {
  // A longer prefill, so the runner's own timer lateness on a busy machine is a small share of TTFT.
  const s = await sim(0, 60);
  const { results } = await run({ plan: plan(s.url, 'concurrency: [1], requests: 16, warmup: 1, max_requests: 96, target_resolution: "15%"'), apiKey: undefined });
  const l = results.levels[0]!;
  assert.equal(results.status, 'pass');
  assert.ok(l.adaptive, 'the level says how it chose its size');
  assert.equal(l.adaptive.stopped_because, 'target_reached', JSON.stringify(l.adaptive));
  assert.equal(l.adaptive.reached, true);
  assert.ok(l.adaptive.resolution !== null && l.adaptive.resolution <= 0.15);
  assert.ok(l.requests < 96, `took ${l.requests}`);
  assert.deepEqual(Object.keys(l.adaptive.metrics).sort(), ['tpot_ms.p50', 'ttft_ms.p50'], 'nothing gated: the two medians');
  assert.equal(l.samples?.ok.length, l.requests, 'every request kept is in the samples');
  assert.deepEqual([results.sweep.max_requests, results.sweep.target_resolution], [96, 0.15]);
});

test('a noisy endpoint: the level grows to max_requests exactly, and says it fell short', async () => {
  const s = await sim(0.9);
  const events: RunEvent[] = [];
  const { results } = await run({
    plan: plan(s.url, 'concurrency: [1], requests: 8, warmup: 1, max_requests: 40', 'baseline: {max_change: {ttft_ms.p50: "+10%"}}'),
    apiKey: undefined,
    onEvent: (e) => events.push(e),
  });
  const l = results.levels[0]!;
  assert.equal(l.requests, 40, 'never more than max_requests, and all of them when the target is out of reach');
  assert.equal(l.adaptive?.stopped_because, 'max_requests');
  assert.equal(l.adaptive?.reached, false);
  assert.ok((l.adaptive?.resolution ?? Infinity) > 0.1);
  assert.deepEqual(Object.keys(l.adaptive?.metrics ?? {}), ['ttft_ms.p50'], 'the gated metric is the one tightened');
  // Progress reported the growing plan, never a finished count above it.
  const progress = events.filter((e): e is Extract<RunEvent, { type: 'level-progress' }> => e.type === 'level-progress');
  assert.equal(progress.at(-1)?.total, 40);
  assert.ok(progress.every((e) => e.finished <= e.total));
  const report = renderReport(reportInputFromResults(results));
  assert.match(report, /### Sample size/);
  assert.match(report, /\| 1 \| 40 of 40 max \| ±\d+\.\d % \(±10\.0 %\) \| max_requests reached \|/);
});

test('a noisy endpoint and a short budget: the level stops for time, and the run still completes', async () => {
  const s = await sim(0.9);
  const { results } = await run({ plan: plan(s.url, 'concurrency: [1], requests: 8, warmup: 1, max_requests: 100000, max_duration_s: 4'), apiKey: undefined });
  const l = results.levels[0]!;
  assert.equal(l.adaptive?.stopped_because, 'time_budget', JSON.stringify(l.adaptive));
  assert.ok(l.requests > 8 && l.requests < 100000, `took ${l.requests}`);
  assert.equal(results.incomplete, false, 'stopped by its own share of the budget, not cut by the run\'s stop');
  assert.equal(results.status, 'pass');
  assert.ok(results.duration_s <= 4.5, `ran ${results.duration_s} s`);
});

test('repeats run the whole sweep N times in order, keep each pass\'s medians and pool the requests', async () => {
  const s = await sim(0.05);
  const starts: string[] = [];
  const written: number[] = [];
  const { results } = await run({
    plan: plan(s.url, 'concurrency: [1, 2], requests: 5, warmup: 1, repeats: 3'),
    apiKey: undefined,
    onEvent: (e) => { if (e.type === 'level-start') starts.push(`c${e.concurrency}`); },
    onLevelRecords: ({ records }) => { written.push(records.length); },
  });
  assert.deepEqual(starts, ['c1', 'c2', 'c1', 'c2', 'c1', 'c2'], 'levels in order, pass after pass');
  assert.equal(results.sweep.repeats, 3);
  assert.deepEqual(results.levels.map((l) => l.requests), [15, 15], 'pooled: repeats × requests');
  assert.deepEqual(written, [15, 15]);
  for (const l of results.levels) {
    assert.equal(l.repeats?.length, 3);
    assert.deepEqual(l.repeats?.map((r) => r.requests), [5, 5, 5]);
    for (const r of l.repeats ?? []) {
      assert.ok(r.ttft_ms_p50 !== null && r.ttft_ms_p50 > 10, JSON.stringify(r));
      assert.ok(r.tpot_ms_p50 !== null && r.e2e_ms_p50 !== null && r.itl_ms_p50 !== null && r.qps > 0);
    }
    // The pooled rates use the passes' own time, not the gaps while other levels ran.
    const passTime = (l.repeats ?? []).reduce((t, r) => t + r.duration_s, 0);
    assert.ok(Math.abs(l.duration_s - passTime) < 0.01, `${l.duration_s} vs ${passTime}`);
    assert.equal(l.adaptive, undefined);
  }
  const report = renderReport(reportInputFromResults(results));
  assert.match(report, /\| 1 \| 15 \| 3 \| [\d.]+–[\d.]+ ms \(CV \d+\.\d %\) \|/);
});

test('repeats cut by the budget keep the passes measured and say the run stopped', async () => {
  const s = await sim(0.05);
  const { results } = await run({ plan: plan(s.url, 'concurrency: [1], requests: 4, warmup: 0, repeats: 100, max_duration_s: 1.5'), apiKey: undefined });
  assert.equal(results.incomplete, true);
  assert.equal(results.stop_reason, 'budget');
  assert.equal(results.status, 'error');
  const l = results.levels[0]!;
  assert.ok(l.repeats !== undefined && l.repeats.length >= 1 && l.repeats.length < 100, `${l.repeats?.length} passes`);
  assert.equal(l.requests, l.repeats.reduce((n, r) => n + r.requests, 0));
  assert.ok(results.notes.some((n) => /budget|max_duration_s/i.test(n)), results.notes.join('\n'));
  assert.ok(results.notes.some((n) => n.startsWith('The sweep was to run 100 times;') && n.includes(`${l.repeats?.length} at concurrency 1`)), results.notes.join('\n'));
});

test('bad sample-size fields are refused with the field, the value and the fix', () => {
  const below = problems('requests: 32, max_requests: 16');
  assert.ok(below.some((p) => /^sweep\.max_requests: 16 is below sweep\.requests \(32\).*set it above requests/.test(p)), below.join('\n'));
  const belowDefault = problems('max_requests: 8');
  assert.ok(belowDefault.some((p) => /^sweep\.max_requests: 8 is below sweep\.requests \(32, the default\)/.test(p)), belowDefault.join('\n'));
  const words = problems('max_requests: 64, target_resolution: ten');
  assert.ok(words.some((p) => /^sweep\.target_resolution: .*percentage such as "10%".*ten/.test(p)), words.join('\n'));
  const fraction = problems('max_requests: 64, target_resolution: 0.1');
  assert.ok(fraction.some((p) => p.startsWith('sweep.target_resolution:')), fraction.join('\n'));
  const zero = problems('max_requests: 64, target_resolution: "0%"');
  assert.ok(zero.some((p) => /^sweep\.target_resolution: "0%" .*above 0 %/.test(p)), zero.join('\n'));
  assert.ok(problems('repeats: 0').some((p) => p.startsWith('sweep.repeats:')));
  assert.ok(problems('max_requests: 2.5').some((p) => p.startsWith('sweep.max_requests:')));
  assert.deepEqual(problems('requests: 16, max_requests: 64, target_resolution: "5 %", repeats: 3'), []);
});

test('the plan: adaptive only above requests, and an override past max_requests is refused', () => {
  const on = plan('http://127.0.0.1:1', 'requests: 16, max_requests: 64, target_resolution: "5%"');
  assert.deepEqual([on.sweep.maxRequests, on.sweep.targetResolution], [64, 0.05]);
  const defaults = plan('http://127.0.0.1:1', 'requests: 16, max_requests: 64');
  assert.equal(defaults.sweep.targetResolution, 0.1);
  assert.equal(defaults.sweep.repeats, undefined);
  const equal = plan('http://127.0.0.1:1', 'requests: 16, max_requests: 16');
  assert.equal(equal.sweep.maxRequests, undefined, 'max_requests equal to requests: fixed size');
  const spec = parseSpec('endpoint: {base_url: "http://127.0.0.1:1", model: m}\nworkload: {prompt: Hi}\nsweep: {requests: 16, max_requests: 64}', 'spec.yml');
  assert.throws(() => resolvePlan(spec, { requests: 100 }, 'spec.yml'), (e: unknown) => isGateError(e) && e.code === 'USAGE'
    && /--requests 100: more than sweep\.max_requests \(64\)/.test(e.message) && /--requests 64 or less/.test(e.hint ?? ''));
  assert.equal(resolvePlan(spec, { requests: 64 }, 'spec.yml').sweep.maxRequests, undefined);
});
