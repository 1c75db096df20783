// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/** The split of a sweep into shards (`load/shard.ts`): shares, prompt slots, refusals. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runShard, shardPlan, shardShare } from '../../../src/load/shard.js';
import { resolvePlan } from '../../../src/spec/plan.js';

const plan = (sweep: Record<string, unknown>) => resolvePlan({ version: 1, endpoint: { base_url: 'http://127.0.0.1:9/v1', model: 'm' }, workload: { prompt: 'hi' }, sweep }, {}, undefined);

test('the shares of a level sum to it, each ⌊c/N⌋ or ⌈c/N⌉', () => {
  for (const n of [2, 3, 4, 7]) {
    for (const c of [n, n + 1, 10, 512, 1001]) {
      const shares = Array.from({ length: n }, (_, i) => shardShare(c, { index: i + 1, count: n }));
      assert.equal(shares.reduce((a, b) => a + b, 0), c);
      assert.ok(shares.every((s) => s === Math.floor(c / n) || s === Math.ceil(c / n)));
    }
  }
});

test('the shards\' prompt slots are disjoint and a rate level is split r/N with its own arrivals', () => {
  const whole = plan({ concurrency: [8], rate: [6], max_concurrency: 8, requests: 20 });
  const at = new Date(Date.now() + 1000);
  const slots = [1, 2, 3].map((i) => new Set(Array.from({ length: 100 }, (_, s) => runShard(whole, { index: i, count: 3 }, at).slot(s))));
  for (const a of slots) for (const b of slots) if (a !== b) assert.ok([...a].every((s) => !b.has(s)));
  const one = shardPlan(whole, { index: 1, count: 3 }, at, Date.now());
  const two = shardPlan(whole, { index: 2, count: 3 }, at, Date.now());
  assert.deepEqual(one.sweep.rate, [2]);
  assert.deepEqual([one.sweep.concurrency, two.sweep.concurrency, one.sweep.requests, two.sweep.requests], [[3], [3], 7, 7]);
  assert.notEqual(one.sweep.seed, two.sweep.seed);
});

test('levels that give a shard the same share are refused, naming both', () => {
  assert.throws(() => shardPlan(plan({ concurrency: [2, 3] }), { index: 2, count: 2 }, new Date(), Date.now()),
    /concurrency 2 and 3 both give this shard 1 requests in flight/);
});
