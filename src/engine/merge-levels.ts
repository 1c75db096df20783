/**
 * One level merged from its shards: the shards' raw records pooled and summarised by the same
 * code as a single run's level (`levelStats`, `openLoopStats`, `levelSamples`), so every
 * percentile is computed exactly from the union of the requests, never averaged. Throughput is
 * what all shards together completed while every one of them was measuring: the successful
 * requests (and their tokens) that finished inside the window where the shards overlapped, over
 * that window.
 */
import type { LevelDistribution, LevelStats } from '../model/level-stats.js';
import { mergedServer } from './merge-server.js';
import { levelRate, type LevelIdentity } from '../model/level.js';
import type { RequestRecord, OpenLoopTiming } from '../model/record.js';
import type { ClientCheck } from '../model/client-check.js';
import type { LevelShard } from '../model/shard.js';
import { levelStats } from '../metrics/index.js';
import { turnStats } from '../metrics/turns.js';
import { levelSamples } from '../metrics/samples.js';
import { CLOSED_LOOP_FIELDS, openLoopStats } from '../load/open-loop-stats.js';

/** Least share of the longest shard's measured time that every shard must have measured together. */
export const MIN_OVERLAP_SHARE = 0.5;

/** One shard's part of a level, as read from its folder. */
export interface ShardPart {
  /** `i/N`. */
  shard: string;
  /** The folder it came from, for messages. */
  dir: string;
  /** `performance.timeOrigin` of the shard's process: its records' monotonic ms + this = epoch ms. */
  originMs: number;
  records: RequestRecord[];
  /** At a rate level, same order as `records`. */
  timings: OpenLoopTiming[];
  /** The shard's own summary of the level (its share), for its self-check and achieved rate. */
  own: LevelStats;
}

/** Where the shards' measured spans lie on the wall clock, and how much they overlap. */
export interface Overlap {
  /** Epoch ms: the latest first send, the earliest last finish. */
  fromMs: number;
  toMs: number;
  /** toMs − fromMs (negative when the spans do not meet). */
  overlapMs: number;
  /** The longest shard's span, ms. */
  longestMs: number;
  /** Each shard's span in epoch ms, same order as the parts. */
  spans: { fromMs: number; toMs: number }[];
}

/** The shards' spans at one level. */
export function overlapOf(parts: readonly ShardPart[]): Overlap {
  const spans = parts.map((p) => {
    let first = Infinity;
    let last = -Infinity;
    for (const r of p.records) {
      first = Math.min(first, r.sentMs);
      last = Math.max(last, r.endMs);
    }
    return { fromMs: p.originMs + first, toMs: p.originMs + last };
  });
  const fromMs = Math.max(...spans.map((s) => s.fromMs));
  const toMs = Math.min(...spans.map((s) => s.toMs));
  return { fromMs, toMs, overlapMs: toMs - fromMs, longestMs: Math.max(...spans.map((s) => s.toMs - s.fromMs)), spans };
}

/**
 * The merged level. `whole` is the level as the spec writes it (its whole concurrency or cap, and
 * rate); `overlap` comes from `overlapOf` and must be positive.
 */
export function mergedLevel(whole: LevelIdentity, parts: readonly ShardPart[], overlap: Overlap): LevelStats {
  const records = parts.flatMap((p) => p.records);
  const windowS = overlap.overlapMs / 1000;
  const base = levelStats({ concurrency: whole.concurrency, records, durationS: windowS });
  const rate = levelRate(whole);
  let succeeded = 0;
  let tokensIn = 0;
  let tokensOut = 0;
  for (const p of parts) {
    for (const r of p.records) {
      const endMs = p.originMs + r.endMs;
      if (!r.ok || endMs < overlap.fromMs || endMs > overlap.toMs) continue;
      succeeded++;
      tokensIn += r.inputTokens ?? 0;
      tokensOut += r.outputTokens ?? 0;
    }
  }
  const qps = succeeded / windowS;
  // Each shard's records keep their turn, so a merged conversation level is told turn by turn too.
  const turns = turnStats(records);
  return {
    ...base,
    ...(turns === undefined ? {} : { turns }),
    ...(rate === null ? CLOSED_LOOP_FIELDS : mergedOpenLoop(parts, rate)),
    duration_s: windowS,
    qps,
    rpm: qps * 60,
    tpm: ((tokensIn + tokensOut) / windowS) * 60,
    output_tokens_per_s: tokensOut / windowS,
    client: worstClient(parts),
    samples: levelSamples(records),
    shard_overlap_s: windowS,
    shards: parts.map((p, i): LevelShard => ({
      shard: p.shard, concurrency: p.own.concurrency, rate: p.own.rate ?? null, requests: p.own.requests, succeeded: p.own.succeeded,
      started_at: new Date(overlap.spans[i]!.fromMs).toISOString(), finished_at: new Date(overlap.spans[i]!.toMs).toISOString(), client: p.own.client,
      ...(p.own.server === undefined ? {} : { server: p.own.server }),
    })),
    ...serverOf(parts, overlap, base.ttft_ms),
  };
}

/** The merged level's `server`, from the shards' own (merge-server.ts); nothing when no shard read it. */
function serverOf(parts: readonly ShardPart[], overlap: Overlap, ttft: LevelDistribution): Partial<LevelStats> {
  const server = mergedServer(parts.map((p, i) => ({ shard: p.shard, server: p.own.server, spanMs: overlap.spans[i]!.toMs - overlap.spans[i]!.fromMs })), ttft);
  return server === undefined ? {} : { server };
}

/**
 * A rate level's open-loop figures: queue waits and send lags pooled (each is measured within
 * one process), the achieved rate the sum of the shards' (their monotonic clocks are not one
 * clock), and behind when any shard was.
 */
function mergedOpenLoop(parts: readonly ShardPart[], rate: number): Partial<LevelStats> {
  const pooled = openLoopStats(parts.flatMap((p) => p.records), parts.flatMap((p) => p.timings), rate);
  const rates = parts.map((p) => p.own.achieved_rate ?? null);
  const behind = parts.filter((p) => p.own.client_behind).map((p) => `shard ${p.shard}: ${p.own.client_behind}`);
  return {
    ...pooled,
    achieved_rate: rates.every((r): r is number => r !== null) ? rates.reduce((a, b) => a + b, 0) : null,
    client_behind: behind.length > 0 ? behind.join('; ') : null,
  };
}

/** The level's self-check: the first shard flagged client-bound, named, else the busiest shard's. */
function worstClient(parts: readonly ShardPart[]): ClientCheck | null {
  const checked = parts.filter((p) => p.own.client !== null);
  const bound = checked.find((p) => p.own.client?.bound);
  if (bound) return { ...bound.own.client!, reason: `shard ${bound.shard}: ${bound.own.client!.reason ?? 'client-bound'}` };
  const busiest = checked.sort((a, b) => (b.own.client!.own_delay_p99_ms) - (a.own.client!.own_delay_p99_ms))[0];
  return busiest?.own.client ?? null;
}
