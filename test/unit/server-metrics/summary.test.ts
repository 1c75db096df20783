import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseExposition } from '../../../src/server-metrics/exposition.js';
import { bucketQuantile, reading, summarizeServer, MAX_RAW_SERIES } from '../../../src/server-metrics/summary.js';
import { detectEngine, ENGINES } from '../../../src/server-metrics/engines.js';

const read = (text: string) => reading(parseExposition(text, 10_000));
const vllm = ENGINES.find((e) => e.engine === 'vllm')!;
const llama = ENGINES.find((e) => e.engine === 'llamacpp')!;

function vllmText(v: { running: number; waiting: number; kv: number; preempt: number; hits: number; queries: number; ttft: [number, number, number] }): string {
  return `# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{engine="0",model_name="m"} ${v.running}
vllm:num_requests_running{engine="1",model_name="m"} 1.0
# TYPE vllm:num_requests_waiting gauge
vllm:num_requests_waiting{engine="0",model_name="m"} ${v.waiting}
# TYPE vllm:kv_cache_usage_perc gauge
vllm:kv_cache_usage_perc{engine="0",model_name="m"} ${v.kv}
# TYPE vllm:num_preemptions counter
vllm:num_preemptions_total{engine="0",model_name="m"} ${v.preempt}
# TYPE vllm:prefix_cache_queries counter
vllm:prefix_cache_queries_total{engine="0",model_name="m"} ${v.queries}
# TYPE vllm:prefix_cache_hits counter
vllm:prefix_cache_hits_total{engine="0",model_name="m"} ${v.hits}
# TYPE vllm:time_to_first_token_seconds histogram
vllm:time_to_first_token_seconds_bucket{engine="0",le="0.01",model_name="m"} ${v.ttft[0]}
vllm:time_to_first_token_seconds_bucket{engine="0",le="0.1",model_name="m"} ${v.ttft[1]}
vllm:time_to_first_token_seconds_bucket{engine="0",le="+Inf",model_name="m"} ${v.ttft[2]}
vllm:time_to_first_token_seconds_count{engine="0",model_name="m"} ${v.ttft[2]}
vllm:time_to_first_token_seconds_sum{engine="0",model_name="m"} 1.0
`;
}

test('Gauges are summed over label sets and summarised over reads; counters and histograms differ end minus start', () => {
  const a = read(vllmText({ running: 1, waiting: 0, kv: 0.1, preempt: 5, hits: 100, queries: 200, ttft: [10, 20, 20] }));
  const b = read(vllmText({ running: 3, waiting: 4, kv: 0.9, preempt: 7, hits: 150, queries: 400, ttft: [10, 30, 40] }));
  const c = read(vllmText({ running: 2, waiting: 2, kv: 0.5, preempt: 9, hits: 200, queries: 600, ttft: [10, 40, 60] }));
  const s = summarizeServer(vllm, [[a, b, c]], 0);
  assert.equal(s.engine, 'vllm');
  assert.equal(s.running_max, 4);
  assert.equal(s.running_mean, 3);
  assert.equal(s.waiting_max, 4);
  assert.equal(s.kv_cache_usage_max, 0.9);
  assert.equal(s.preemptions, 4);
  assert.equal(s.prefix_cache_hit_rate, 0.25);
  // 40 observations in the level: 20 in (0.01, 0.1], 20 above 0.1.
  assert.equal(s.ttft_ms?.count, 40);
  assert.deepEqual(s.ttft_ms?.p50_bucket_ms, [10, 100]);
  assert.equal(s.ttft_ms?.p50, 100);
  assert.deepEqual(s.ttft_ms?.p95_bucket_ms, [100, null]);
  assert.equal(s.restarted, false);
  assert.deepEqual(s.metrics['vllm:num_preemptions_total{engine="0",model_name="m"}'], { kind: 'counter', delta: 4 });
  assert.deepEqual(s.metrics['vllm:time_to_first_token_seconds_count{engine="0",model_name="m"}'], { kind: 'counter', delta: 40 });
  assert.ok(!Object.keys(s.metrics).some((k) => k.includes('_bucket')));
});

test('A counter going backwards is a restart: counters and histograms are left out', () => {
  const a = read(vllmText({ running: 1, waiting: 0, kv: 0.1, preempt: 50, hits: 100, queries: 200, ttft: [10, 20, 20] }));
  const b = read(vllmText({ running: 1, waiting: 0, kv: 0.1, preempt: 0, hits: 0, queries: 0, ttft: [0, 0, 0] }));
  const s = summarizeServer(vllm, [[a, b]], 0);
  assert.equal(s.restarted, true);
  assert.equal(s.preemptions, null);
  assert.equal(s.ttft_ms, null);
  assert.equal(s.running_max, 2);
});

test('NaN and infinite gauge values are ignored', () => {
  const a = read('llamacpp:requests_processing NaN\nllamacpp:requests_deferred +Inf\n');
  const b = read('llamacpp:requests_processing 3\nllamacpp:requests_deferred 1\n');
  const s = summarizeServer(llama, [[a, b]], 0);
  assert.equal(s.running_max, 3);
  assert.equal(s.running_mean, 3);
  assert.equal(s.waiting_max, 1);
});

test('llama.cpp: the prompt cache hit rate is cached over cached plus processed tokens', () => {
  const t = (cached: number, processed: number) => read(`# TYPE llamacpp:prompt_tokens_total counter\nllamacpp:prompt_tokens_total ${processed}\n# TYPE llamacpp:prompt_tokens_cached_total counter\nllamacpp:prompt_tokens_cached_total ${cached}\nllamacpp:requests_processing 0\nllamacpp:requests_deferred 0\n`);
  const s = summarizeServer(llama, [[t(0, 0), t(30, 70)]], 0);
  assert.equal(s.prefix_cache_hit_rate, 0.3);
  assert.equal(s.queue_time_ms, undefined);
  assert.equal(s.kv_cache_usage_max, undefined);
});

test('Several windows (passes) add their differences up', () => {
  const t = (p: number) => read(vllmText({ running: 1, waiting: 0, kv: 0.1, preempt: p, hits: 0, queries: 0, ttft: [0, 0, 0] }));
  const s = summarizeServer(vllm, [[t(0), t(2)], [t(10), t(13)]], 1);
  assert.equal(s.preemptions, 5);
  assert.equal(s.scrapes, 4);
  assert.equal(s.scrape_failures, 1);
});

test('Raw series are bounded, the mapped ones first', () => {
  const many = Array.from({ length: 500 }, (_, i) => `other_${i} ${i}`).join('\n');
  const r = read(`${many}\nllamacpp:requests_processing 1\nllamacpp:requests_deferred 0\n`);
  const s = summarizeServer(llama, [[r, r]], 0);
  const keys = Object.keys(s.metrics);
  assert.equal(keys.length, MAX_RAW_SERIES);
  assert.deepEqual(keys.slice(0, 2), ['llamacpp:requests_processing', 'llamacpp:requests_deferred']);
});

test('Engines are told apart by their names', () => {
  assert.equal(detectEngine(new Set(['tgi_queue_size', 'tgi_batch_current_size']))?.engine, 'tgi');
  assert.equal(detectEngine(new Set(['sglang:num_running_reqs', 'sglang:num_queue_reqs']))?.engine, 'sglang');
  assert.equal(detectEngine(new Set(['llamacpp:prompt_tokens_total']))?.engine, 'llamacpp');
  assert.equal(detectEngine(new Set(['process_cpu_seconds_total'])), undefined);
});

test('A quantile is interpolated inside its bucket, the first bucket starting at 0', () => {
  const q = bucketQuantile(new Map([[0.1, 10], [0.2, 20], [Infinity, 20]]), 0.25);
  assert.deepEqual(q, { value: 50, bucket: [0, 100] });
  assert.equal(bucketQuantile(new Map([[Infinity, 0]]), 0.5), undefined);
});
