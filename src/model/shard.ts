/**
 * What a shard of a sweep records about itself (results.json `shard`), and what a merge of
 * shards records (`shards`, `levels[].shards`). A sweep split into N shards runs on N machines
 * at once, each with its share of every level's load; `llm-slo-gate merge` pools their raw
 * records into one results.json (docs/shards.md). Serialised as-is, hence snake_case.
 */
import type { ClientCheck } from './client-check.js';
import type { ServerLevelStats } from './server-metrics.js';
import type { RequestRecord, OpenLoopTiming } from './record.js';

/** Shard `index` of `count`, from 1: `--shard 2/4` is `{index: 2, count: 4}`. */
export interface ShardId {
  index: number;
  count: number;
}

/** One level as a shard ran it (`shard.levels[]`). */
export interface ShardLevel {
  /** The whole level's concurrency (at a rate level, its whole cap), as the spec writes it. */
  concurrency: number;
  /** The whole level's rate in requests/s; null for a concurrency level. */
  rate: number | null;
  /** This shard's share: the requests it kept in flight (at a rate level, its cap). */
  shard_concurrency: number;
  /** This shard's rate, `rate / count`; null for a concurrency level. */
  shard_rate: number | null;
  /** Measured requests this shard planned at the level. */
  shard_requests: number;
  /** When the level was due to start on every shard (ISO 8601), from `start_at` and the level slot. */
  scheduled_start: string;
  /** Wall clock of this shard's first measured send and last measured finish (ISO 8601); null when nothing was measured. */
  started_at: string | null;
  finished_at: string | null;
}

/** results.json `shard`: present only in a shard's results (`run --shard i/N`). */
export interface ShardFacts extends ShardId {
  /**
   * SHA-256 of the plan's endpoint, workload and whole sweep before the split: shards of one
   * sweep have the same one, whatever file or flags made it.
   */
  plan_sha256: string;
  /** SHA-256 of the spec file; null for a run from flags alone. */
  spec_sha256: string | null;
  /** The common start of the first level (ISO 8601), `--start-at`. */
  start_at: string;
  /** Seconds each level is given: `sweep.max_duration_s` / the number of levels (docs/shards.md). */
  level_slot_s: number;
  /** The whole sweep, before the split. */
  sweep: { concurrency: number[]; rate: number[]; requests: number; warmup: number; max_concurrency: number | null; max_duration_s: number };
  /** The machine's host name. */
  host: string;
  /** Whether the OS said its clock is synchronised (NTP); null when it could not tell. */
  clock_synchronized: boolean | null;
  /** What told it (`timedatectl`); null when nothing did. */
  clock_source: string | null;
  /** `performance.timeOrigin`: the epoch ms the records' monotonic times count from, to place them on the wall clock. */
  time_origin_ms: number;
  levels: ShardLevel[];
}

/** One line of a shard's `shard-records.jsonl`: a measured request exactly as recorded. */
export interface ShardRecordLine {
  /** The whole level: `c8`, or `r4` for a rate level (`levelKey` of the spec's level). */
  level: string;
  /** `i/N`. */
  shard: string;
  record: RequestRecord;
  /** At a rate level, when it was due and how long it queued; absent otherwise. */
  timing?: OpenLoopTiming;
}

/** One shard's part of a merged level (`levels[].shards[]`). */
export interface LevelShard {
  /** `i/N`. */
  shard: string;
  /** Its share of the level's concurrency (or cap), and at a rate level its rate. */
  concurrency: number;
  rate: number | null;
  requests: number;
  succeeded: number;
  /** Wall clock of its first measured send and last measured finish (ISO 8601). */
  started_at: string;
  finished_at: string;
  /** Its own self-check at the level (see `LevelStats.client`). */
  client: ClientCheck | null;
  /** The server's figures as this shard read them over its own window (see `LevelStats.server`); absent when it read none. */
  server?: ServerLevelStats;
}

/** results.json `shards`: present only in merged results (`llm-slo-gate merge`). */
export interface MergedShards {
  count: number;
  /** The common start the shards were given (ISO 8601). */
  start_at: string;
  /** Each shard, in index order. */
  each: {
    shard: string;
    host: string;
    clock_synchronized: boolean | null;
    /** The shard's own status: `inconclusive` when it measured its share (a shard is never the verdict), `error` when it could not. */
    status: string;
    started_at: string;
    finished_at: string;
  }[];
}
