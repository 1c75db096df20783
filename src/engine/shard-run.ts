/**
 * A run that is one shard of a sweep (`run --shard i/N`): the split plan and the engine's hooks
 * (`load/shard.ts`), and its output folder, which also gets the shard's raw records
 * (`shard-records.jsonl`) and its facts (results.json `shard`) for `llm-slo-gate merge`.
 */
import type { Plan } from '../spec/types.js';
import type { RequestRecord } from '../model/record.js';
import type { Results } from '../model/results.js';
import type { ShardFacts, ShardId, ShardLevel, ShardRecordLine } from '../model/shard.js';
import { levelKey } from '../model/level.js';
import { GateError } from '../errors.js';
import { levelSlotS, levelStarts, planDigest, planLevels, runShard, shardLabel, shardPlan } from '../load/shard.js';
import type { ShardRun } from './run-spec.js';

export type { ShardRun };

/** The machine's clock facts, read by the front end (`io/clock-facts.ts`). */
export interface ClockFacts {
  host: string;
  synchronized: boolean | null;
  source: string | null;
}

/**
 * Prepares shard `shard` of the sweep `whole` (the plan before the split), starting at `startAt`.
 * @throws GateError `USAGE` when the sweep cannot be split (see `shardPlan`).
 */
export function prepareShard(whole: Plan, shard: ShardId, startAt: Date, specSha256: string | null, clock: ClockFacts): ShardRun {
  const plan = shardPlan(whole, shard, startAt, Date.now());
  const starts = levelStarts(whole, startAt);
  const wholeLevels = planLevels(whole);
  const shareLevels = planLevels(plan);
  const label = shardLabel(shard);
  // The records arrive under the shard's own level (its share); the merge names the whole one.
  const wholeKey = new Map(shareLevels.map((l, k) => [l.key, wholeLevels[k]!] as const));
  const spans = new Map<string, { first: number; last: number }>();
  const levels = (): ShardLevel[] => wholeLevels.map((w, k) => {
    const share = shareLevels[k]!;
    const span = spans.get(w.key);
    const at = (ms: number): string => new Date(performance.timeOrigin + ms).toISOString();
    return {
      concurrency: w.concurrency, rate: w.rate, shard_concurrency: share.concurrency, shard_rate: share.rate, shard_requests: plan.sweep.requests,
      scheduled_start: starts.get(w.key)!.toISOString(),
      started_at: span ? at(span.first) : null, finished_at: span ? at(span.last) : null,
    };
  });
  const facts = (): ShardFacts => ({
    index: shard.index, count: shard.count, plan_sha256: planDigest(whole), spec_sha256: specSha256, start_at: startAt.toISOString(),
    level_slot_s: levelSlotS(whole),
    sweep: {
      concurrency: [...whole.sweep.concurrency], rate: [...(whole.sweep.rate ?? [])], requests: whole.sweep.requests, warmup: whole.sweep.warmup,
      max_concurrency: whole.sweep.maxConcurrency ?? null, max_duration_s: whole.sweep.maxDurationS,
    },
    host: clock.host, clock_synchronized: clock.synchronized, clock_source: clock.source, time_origin_ms: performance.timeOrigin,
    levels: levels(),
  });
  return {
    shard, plan, hooks: runShard(whole, shard, startAt),
    files: (files) => ({
      dir: files.dir,
      path: (file) => files.path(file),
      appendRequests: async (batch) => {
        const { level, records, timings } = batch;
        const key = wholeKey.get(levelKey(level))?.key;
        if (key === undefined || files.appendShardRecords === undefined) throw new GateError('IO', `shard ${label}: level ${level.concurrency} is not one of the shard's levels.`);
        spans.set(key, span(records));
        const lines = records.map((record, i): ShardRecordLine => ({ level: key, shard: label, record, ...(timings?.[i] ? { timing: timings[i] } : {}) }));
        await files.appendShardRecords(lines.map((l) => JSON.stringify(l) + '\n').join(''));
        await files.appendRequests(batch);
      },
      writeResults: (results: Results) => {
        results.shard = facts();
        return files.writeResults(results);
      },
      writeReport: (markdown) => files.writeReport(markdown),
    }),
  };
}

/** First measured send and last measured finish, on the monotonic clock. */
function span(records: readonly RequestRecord[]): { first: number; last: number } {
  let first = Infinity;
  let last = -Infinity;
  for (const r of records) {
    first = Math.min(first, r.sentMs);
    last = Math.max(last, r.endMs);
  }
  return { first, last };
}
