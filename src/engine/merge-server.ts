/**
 * A merged level's server figures (`levels[].server`) from its shards' own. Every shard of a
 * sweep reads the same `/metrics` (one spec, one endpoint) during the same level, each over its
 * own window: from its measured requests' start to their end.
 *
 * - Gauges combine exactly: every read of any shard is a read of that one server, so the most any
 *   read saw is the largest of the shards' maxima, and the mean over all reads is the shards'
 *   means weighted by their reads.
 * - Counters and histograms do not add up: each shard's difference already counts the whole
 *   server's work during its window (the other shards' requests too), so a sum would count it N
 *   times, and windows that are not one window have no exact union from their differences. They
 *   are taken whole from one shard, named in `counters_from_shard`: the one whose measured span
 *   was longest, so its window covers most of the level. Each shard's own figures stay in
 *   `levels[].shards[].server`.
 */
import type { ServerLevelStats } from '../model/server-metrics.js';
import type { LevelDistribution } from '../model/level-stats.js';
import { ENGINES } from '../server-metrics/engines.js';
import { withTtftGap } from './server-levels.js';

/** One shard's server figures at a level, with its measured span in ms. */
export interface ShardServer {
  /** `i/N`. */
  shard: string;
  /** Its figures; undefined when it read none at this level. */
  server: ServerLevelStats | undefined;
  /** Its first measured send to its last measured finish, ms. */
  spanMs: number;
}

/**
 * The merged level's server figures, with the client's merged TTFT for the gap; undefined when
 * no shard read the server at the level, or when the shards recognised different engines (then
 * they did not read one server, and only their own figures are kept).
 */
export function mergedServer(shards: readonly ShardServer[], clientTtft: LevelDistribution): ServerLevelStats | undefined {
  const read = shards.filter((s): s is ShardServer & { server: ServerLevelStats } => s.server !== undefined);
  if (read.length === 0) return undefined;
  if (new Set(read.map((s) => s.server.engine)).size > 1) return undefined;
  // The longest span, the lowest index on a tie (the shards come in index order).
  const widest = read.reduce((best, s) => (s.spanMs > best.spanMs ? s : best));
  const restarted = read.some((s) => s.server.restarted);
  const { ttft_gap_ms: _gap, ...counted } = widest.server;
  const merged: ServerLevelStats = {
    ...counted,
    scrapes: sum(read.map((s) => s.server.scrapes)),
    scrape_failures: sum(read.map((s) => s.server.scrape_failures)),
    restarted,
    running_mean: pooledMean(read.map((s) => [s.server.running_mean, s.server.scrapes])),
    running_max: maxOf(read.map((s) => s.server.running_max)),
    waiting_mean: pooledMean(read.map((s) => [s.server.waiting_mean, s.server.scrapes])),
    waiting_max: maxOf(read.map((s) => s.server.waiting_max)),
    counters_from_shard: widest.shard,
  };
  if (read.some((s) => s.server.kv_cache_usage_max !== undefined)) merged.kv_cache_usage_max = maxOf(read.map((s) => s.server.kv_cache_usage_max ?? null));
  // A restart seen by any shard is the server's: no difference across it means anything.
  if (restarted) {
    for (const field of ['preemptions', 'queue_time_ms', 'ttft_ms'] as const) if (merged[field] !== undefined) merged[field] = null;
    // As summarizeServer: a hit rate read from a gauge is no difference, and a restart leaves it.
    const fromGauge = ENGINES.find((e) => e.engine === merged.engine)?.prefixCache?.kind === 'gauge';
    if (merged.prefix_cache_hit_rate !== undefined && !fromGauge) merged.prefix_cache_hit_rate = null;
  }
  return withTtftGap(merged, clientTtft);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The largest known value; null when none is known. */
function maxOf(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : Math.max(...known);
}

/** The mean over every read: each shard's mean weighted by its reads; null when none is known. */
function pooledMean(parts: readonly [number | null, number][]): number | null {
  const known = parts.filter((p): p is [number, number] => p[0] !== null && p[1] > 0);
  const reads = sum(known.map(([, n]) => n));
  if (reads === 0) return null;
  return Math.round((sum(known.map(([mean, n]) => mean * n)) / reads) * 1000) / 1000;
}
