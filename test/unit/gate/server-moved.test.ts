import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverChanges, serverSentence, withServerSentences } from '../../../src/gate/server-moved.js';
import type { ServerLevelStats } from '../../../src/model/server-metrics.js';
import type { Check } from '../../../src/model/checks.js';
import type { LevelStats } from '../../../src/model/level-stats.js';

const server = (s: Partial<ServerLevelStats>): ServerLevelStats => ({
  engine: 'vllm', scrapes: 5, scrape_failures: 0, restarted: false,
  running_mean: 2, running_max: 2, waiting_mean: 0, waiting_max: 0, metrics: {}, ...s,
});
const hist = (p50: number, p95: number) => ({ count: 10, p50, p95, p50_bucket_ms: [0, 300] as [number, number], p95_bucket_ms: [0, 300] as [number, number] });

const cases: { name: string; before: Partial<ServerLevelStats>; after: Partial<ServerLevelStats>; want: string[] }[] = [
  { name: 'Nothing moved', before: {}, after: {}, want: [] },
  { name: 'Waiting from 0 is a move however small', before: {}, after: { waiting_max: 1 }, want: ['requests waiting (max) 0 → 1'] },
  { name: 'A count that moves by less than one is not a move', before: { running_max: 3.5 }, after: { running_max: 4 }, want: [] },
  { name: 'A count that moves by under a quarter is not a move', before: { running_max: 10 }, after: { running_max: 12 }, want: [] },
  { name: 'KV-cache use moves by 5 points or more', before: { kv_cache_usage_max: 0.5 }, after: { kv_cache_usage_max: 0.97 }, want: ['KV-cache use (max) 50 % → 97 %'] },
  { name: 'KV-cache use within 5 points stays', before: { kv_cache_usage_max: 0.5 }, after: { kv_cache_usage_max: 0.53 }, want: [] },
  { name: 'Preemptions from none', before: { preemptions: 0 }, after: { preemptions: 12 }, want: ['preemptions 0 → 12'] },
  { name: 'Queue time by a quarter and 1 ms', before: { queue_time_ms: hist(4, 10) }, after: { queue_time_ms: hist(31, 11) }, want: ['its queue time p50 4 → 31 ms'] },
  { name: 'A figure one side lacks is not compared', before: {}, after: { kv_cache_usage_max: 0.9, preemptions: 3 }, want: [] },
];
for (const c of cases) {
  test(c.name, () => assert.deepEqual(serverChanges(server(c.before), server(c.after)), c.want));
}

test('The sentence says what moved, that nothing did, or that the server restarted; never a cause', () => {
  assert.equal(serverSentence(server({}), server({ waiting_max: 6 }), 'the baseline'), 'Moved with it on the server (vLLM), against the baseline: requests waiting (max) 0 → 6.');
  assert.match(serverSentence(server({}), server({}), 'the reference')!, /stayed as in the reference\.$/);
  assert.match(serverSentence(server({}), server({ restarted: true }), 'the baseline')!, /restarted mid-level/);
  assert.equal(serverSentence(undefined, server({}), 'the baseline'), undefined);
  for (const s of [serverSentence(server({}), server({ waiting_max: 6 }), 'the baseline')!]) assert.doesNotMatch(s, /because|caused|due to/);
});

test('Only failed and inconclusive checks get the sentence of their level', () => {
  const check = (status: Check['status'], concurrency: number): Check => ({
    objective: 'baseline', kind: 'regression', level: 'error', concurrency, metric: 'ttft_ms.p50', op: '<=', limit: 1, actual: 2,
    baseline: 1, change: 1, status, reason: null, source: 'ttft_ms.p50: +10%', spec_line: null,
  });
  const level = (concurrency: number, s: Partial<ServerLevelStats>) => ({ concurrency, server: server(s) }) as LevelStats;
  const out = withServerSentences(
    [check('fail', 8), check('pass', 8), check('inconclusive', 8), check('fail', 1)],
    [level(8, { waiting_max: 6 }), level(1, {})],
    [level(8, {})],
    'the baseline',
  );
  assert.deepEqual(out.map((c) => c.moved_with !== undefined), [true, false, true, false]);
});
