/**
 * Sample sizes that fit the question, end to end over real sockets with the simulator, where the
 * answer depends on timing: a steady endpoint stops early, a short time budget stops a level and
 * cuts repeated sweeps. What asserts no timing (a noisy endpoint grows to max_requests, repeats
 * pool their requests, the spec's refusals) is in adaptive-growth.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '../../src/engine/run.js';
import { adaptiveSimsForFile, plan } from '../helpers/adaptive.js';

const sim = adaptiveSimsForFile();

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

