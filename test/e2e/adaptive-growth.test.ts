// @parallel: asserts no timing (a noisy endpoint only gets noisier on a busy machine; repeats are counted, and their time is held against their own sum), so it may run beside other test files (scripts/test.mjs).
/**
 * Sample sizes end to end over real sockets with the simulator, where the answer does not depend
 * on timing: adaptive levels grow to max_requests when the endpoint is noisy; repeated sweeps keep
 * per-pass medians and pool their requests; the spec refuses values that cannot work, naming the
 * field, the value and the fix. What depends on timing is in adaptive.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run, type RunEvent } from '../../src/engine/run.js';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import { renderReport, reportInputFromResults } from '../../src/report/markdown.js';
import { isGateError } from '../../src/errors.js';
import { adaptiveSimsForFile, plan, problems } from '../helpers/adaptive.js';

const sim = adaptiveSimsForFile();

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
  assert.match(report, /\| 1 \| 40 of 40 max \| ±\d+\.\d\s% \(±10\.0\s%\) \| max_requests reached \|/);
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
  assert.match(report, /\| 1 \| 15 \| 3 \| [\d.]+–[\d.]+\sms \(CV \d+\.\d\s%\) \|/);
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
