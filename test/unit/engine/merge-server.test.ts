/**
 * A merged level's server figures on plain values: the shards read one server, so gauges
 * combine (most of the maxima, means weighted by reads), counts of reads add up, and the
 * counters and histograms come whole from the shard with the longest span, named; each shard's
 * own figures are kept beside the merged ones.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mergedLevel, overlapOf, type ShardPart } from '../../../src/engine/merge-levels.js';
import { mergedServer } from '../../../src/engine/merge-server.js';
import type { RequestRecord } from '../../../src/model/record.js';
import type { ServerLevelStats } from '../../../src/model/server-metrics.js';
import { dist, level } from '../../helpers/levels.js';

function server(over: Partial<ServerLevelStats>): ServerLevelStats {
  return {
    engine: 'vllm', scrapes: 4, scrape_failures: 0, restarted: false,
    running_mean: 2, running_max: 3, waiting_mean: 0, waiting_max: 0,
    kv_cache_usage_max: 0.2, preemptions: 0, prefix_cache_hit_rate: 0.5,
    queue_time_ms: { count: 10, p50: 150, p95: 285, p50_bucket_ms: [0, 300], p95_bucket_ms: [0, 300] },
    ttft_ms: { count: 10, p50: 20, p95: 40, p50_bucket_ms: [10, 20], p95_bucket_ms: [20, 40] },
    ttft_gap_ms: { p50: 1, p95: 1 },
    metrics: { 'vllm:num_preemptions_total': { kind: 'counter', delta: 0 } },
    ...over,
  };
}

const shardA = server({
  scrapes: 3, scrape_failures: 1, running_mean: 2, running_max: 3, waiting_mean: 1, waiting_max: 2, kv_cache_usage_max: 0.5, preemptions: 4,
  ttft_ms: { count: 18, p50: 30, p95: 80, p50_bucket_ms: [20, 40], p95_bucket_ms: [40, 80] },
});
const shardB = server({
  scrapes: 5, running_mean: 4, running_max: 4, waiting_mean: 3, waiting_max: 6, kv_cache_usage_max: 0.9, preemptions: 7,
  ttft_ms: { count: 20, p50: 35, p95: 90, p50_bucket_ms: [20, 40], p95_bucket_ms: [80, 160] },
  metrics: { 'vllm:num_preemptions_total': { kind: 'counter', delta: 7 } },
});

describe('mergedServer', () => {
  it('takes the largest maxima, pools the means over every read, adds the reads, and takes counters whole from the longest shard', () => {
    const merged = mergedServer([{ shard: '1/2', server: shardA, spanMs: 2000 }, { shard: '2/2', server: shardB, spanMs: 2100 }], dist(50, { p50: 40, p95: 100 }));
    assert.ok(merged !== undefined);
    assert.equal(merged.scrapes, 8);
    assert.equal(merged.scrape_failures, 1);
    assert.equal(merged.running_max, 4);
    assert.equal(merged.waiting_max, 6);
    assert.equal(merged.kv_cache_usage_max, 0.9);
    // (2 × 3 + 4 × 5) / 8 reads, (1 × 3 + 3 × 5) / 8.
    assert.equal(merged.running_mean, 3.25);
    assert.equal(merged.waiting_mean, 2.25);
    // Both shards counted the same server's preemptions: never 4 + 7.
    assert.equal(merged.preemptions, 7);
    assert.deepEqual(merged.ttft_ms, shardB.ttft_ms);
    assert.deepEqual(merged.metrics, shardB.metrics);
    assert.equal(merged.counters_from_shard, '2/2');
    // The gap is the merged client's TTFT minus the server's.
    assert.deepEqual(merged.ttft_gap_ms, { p50: 5, p95: 10 });
  });

  it('leaves the counters out when any shard saw the server restart, and keeps the lower index on a tie', () => {
    const merged = mergedServer([{ shard: '1/2', server: shardA, spanMs: 2000 }, { shard: '2/2', server: { ...shardB, restarted: true }, spanMs: 2000 }], dist(50));
    assert.equal(merged?.counters_from_shard, '1/2');
    assert.equal(merged?.restarted, true);
    assert.equal(merged?.preemptions, null);
    assert.equal(merged?.ttft_ms, null);
    assert.equal(merged?.queue_time_ms, null);
    assert.equal(merged?.prefix_cache_hit_rate, null);
    assert.equal(merged?.running_max, 4, 'gauges still hold');
  });

  it('merges the shards that read the server, and none when they saw different engines or none read it', () => {
    const one = mergedServer([{ shard: '1/2', server: undefined, spanMs: 3000 }, { shard: '2/2', server: shardB, spanMs: 2000 }], dist(50));
    assert.equal(one?.counters_from_shard, '2/2');
    assert.equal(one?.scrapes, 5);
    assert.equal(mergedServer([{ shard: '1/2', server: shardA, spanMs: 1 }, { shard: '2/2', server: { ...shardB, engine: 'sglang' }, spanMs: 1 }], dist(50)), undefined);
    assert.equal(mergedServer([{ shard: '1/2', server: undefined, spanMs: 1 }], dist(50)), undefined);
  });
});

function record(id: string, sentMs: number): RequestRecord {
  return {
    id, sentMs, headersMs: sentMs + 1, contentMs: [sentMs + 20, sentMs + 30], endMs: sentMs + 31, statusCode: 200,
    inputTokens: 7, outputTokens: 2, tokensSource: 'usage', finishReason: 'length', ok: true, error: undefined,
  };
}

function part(shard: string, originMs: number, s: ServerLevelStats | undefined): ShardPart {
  const records = Array.from({ length: 8 }, (_, i) => record(`${shard}-${i}`, i * 100));
  return { shard, dir: `shard-${shard[0]}`, originMs, records, timings: [], own: level({ concurrency: 2, ...(s === undefined ? {} : { server: s }) }) };
}

describe('mergedLevel and the server', () => {
  it('keeps the merged server figures on the level and each shard\'s own beside its part', () => {
    const parts = [part('1/2', 1_000_000, shardA), part('2/2', 1_000_050, shardB)];
    const merged = mergedLevel({ concurrency: 4 }, parts, overlapOf(parts));
    assert.equal(merged.server?.engine, 'vllm');
    assert.equal(merged.server?.waiting_max, 6);
    assert.equal(merged.server?.scrapes, 8);
    assert.deepEqual(merged.shards?.map((s) => s.server?.preemptions), [4, 7]);
  });

  it('adds no server figures when no shard read the server', () => {
    const parts = [part('1/2', 1_000_000, undefined), part('2/2', 1_000_050, undefined)];
    const merged = mergedLevel({ concurrency: 4 }, parts, overlapOf(parts));
    assert.equal(merged.server, undefined);
    assert.ok(merged.shards?.every((s) => !('server' in s)));
  });
});
