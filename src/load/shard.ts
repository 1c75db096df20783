/**
 * One shard of a sweep split across N machines (`run --shard i/N`): its share of every level's
 * load, its request ids and prompt slots, and the common wall-clock schedule every shard
 * computes from the same spec and `--start-at`, so that N shards agree without talking.
 *
 * **The split.** A concurrency level c gives shard i (from 1) ⌊c/N⌋ requests in flight, plus one
 * for the first c mod N shards, so the shares sum to c; `sweep.requests`, `sweep.warmup` and
 * `sweep.max_concurrency` are split the same way; a rate r gives each shard r/N, whose Poisson
 * streams together are a Poisson stream of rate r.
 *
 * **The schedule.** With L levels (concurrency levels, then rate levels, in the spec's order)
 * each level gets a slot of `sweep.max_duration_s / L` seconds: level k starts at
 * `start_at + k × slot` on every shard's wall clock. A shard waits for that instant before the
 * level's warm-up; a shard that is late (its level before ran past its slot, or it started
 * after `start_at`) starts the level at once, and the merge says how much the shards overlapped.
 */
import { createHash } from 'node:crypto';
import { GateError } from '../errors.js';
import { levelKey, type SweepLevel } from '../model/level.js';
import type { ShardId } from '../model/shard.js';
import type { Plan } from '../spec/types.js';
import { DEFAULT_ARRIVAL_SEED } from './arrivals.js';
import { sleep } from './sleep.js';

/** `i/N` as written. */
export function shardLabel(shard: ShardId): string {
  return `${shard.index}/${shard.count}`;
}

/**
 * Parses `i/N` (`--shard 2/4`, Action input `shard`).
 * @throws GateError `USAGE` naming `name` and the value.
 */
export function parseShard(text: string, name: string): ShardId {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(count) && count >= 1 && index >= 1 && index <= count)) {
    throw new GateError('USAGE', `${name} is ${JSON.stringify(text)}, not i/N with 1 ≤ i ≤ N (e.g. 2/4 for the second of four shards).`, {
      hint: 'In a matrix job, write shard: ${{ matrix.shard }}/4 with matrix.shard: [1, 2, 3, 4].',
    });
  }
  return { index, count };
}

/**
 * Parses `--start-at` (Action input `start-at`): an ISO 8601 time with a time zone.
 * @throws GateError `USAGE` naming `name` and the value.
 */
export function parseStartAt(text: string, name: string): Date {
  const t = text.trim();
  const ms = /(Z|[+-]\d\d:?\d\d)$/i.test(t) ? Date.parse(t) : NaN;
  if (!Number.isFinite(ms)) {
    throw new GateError('USAGE', `${name} is ${JSON.stringify(text)}, not an ISO 8601 time with a time zone.`, {
      hint: 'Give every shard the same instant, a little ahead of when the last one will be ready, e.g. 2026-05-01T12:00:00Z.',
    });
  }
  return new Date(ms);
}

/** Shard `index`'s share of `total`: ⌊total/N⌋, plus one for the first total mod N shards. */
export function shardShare(total: number, shard: ShardId): number {
  const base = Math.floor(total / shard.count);
  return base + (shard.index - 1 < total % shard.count ? 1 : 0);
}

/**
 * SHA-256 of what every shard must run the same: the endpoint, the workload and the whole
 * sweep, before the split. Keys are never in a plan (only the names of their variables).
 */
export function planDigest(plan: Plan): string {
  return createHash('sha256').update(JSON.stringify({ endpoint: plan.endpoint, workload: plan.workload, sweep: plan.sweep })).digest('hex');
}

/** Seconds each level is given on every shard (see the module comment). */
export function levelSlotS(plan: Plan): number {
  const levels = plan.sweep.concurrency.length + (plan.sweep.rate?.length ?? 0);
  return plan.sweep.maxDurationS / Math.max(1, levels);
}

/** The spec's levels in the order they run, with their keys. */
export function planLevels(plan: Plan): { concurrency: number; rate: number | null; key: string }[] {
  const cap = plan.sweep.maxConcurrency ?? 0;
  return [
    ...plan.sweep.concurrency.map((c) => ({ concurrency: c, rate: null, key: levelKey({ concurrency: c }) })),
    ...(plan.sweep.rate ?? []).map((r) => ({ concurrency: cap, rate: r, key: levelKey({ concurrency: cap, rate: r }) })),
  ];
}

/**
 * The plan shard `shard` runs: every level's share, the requests' share, and a budget that
 * counts from `startAt` rather than from now (a shard that waits for the common start keeps its
 * whole budget for the levels).
 *
 * @throws GateError `USAGE` when the sweep cannot be split N ways: a level or `sweep.requests`
 *   below N, two levels with the same share, or a feature the split does not cover.
 */
export function shardPlan(plan: Plan, shard: ShardId, startAt: Date, nowMs: number): Plan {
  const { sweep } = plan;
  const n = shard.count;
  const refuse = (what: string, fix: string): never => {
    throw new GateError('USAGE', `--shard ${shardLabel(shard)}: ${what}`, { hint: fix });
  };
  if (plan.reference !== undefined) refuse('a spec with a reference endpoint cannot be split into shards.', 'Remove reference (or --reference-url) for a sharded run.');
  if (sweep.maxRequests !== undefined) refuse('adaptive sampling (sweep.max_requests) cannot be split into shards: each shard would stop at its own count.', 'Remove sweep.max_requests for a sharded run.');
  if ((sweep.repeats ?? 1) > 1) refuse('sweep.repeats above 1 cannot be split into shards.', 'Remove sweep.repeats for a sharded run.');
  const small = sweep.concurrency.filter((c) => c < n);
  if (small.length > 0) refuse(`concurrency ${small.join(', ')} is below the ${n} shards: each shard needs at least one request in flight.`, `Use levels of at least ${n}, or fewer shards.`);
  if (sweep.requests < n) refuse(`sweep.requests is ${sweep.requests}, below the ${n} shards.`, `Set sweep.requests to at least ${n}.`);
  if (sweep.maxConcurrency !== undefined && sweep.maxConcurrency < n) refuse(`sweep.max_concurrency is ${sweep.maxConcurrency}, below the ${n} shards.`, `Set sweep.max_concurrency to at least ${n}.`);
  const shares = sweep.concurrency.map((c) => shardShare(c, shard));
  const dup = shares.findIndex((s, i) => shares.indexOf(s) !== i);
  if (dup >= 0) {
    const first = shares.indexOf(shares[dup] as number);
    refuse(`concurrency ${sweep.concurrency[first]} and ${sweep.concurrency[dup]} both give this shard ${shares[dup]} requests in flight, so its levels could not be told apart.`,
      `Choose levels at least ${n} apart.`);
  }
  const waitS = Math.max(0, (startAt.getTime() - nowMs) / 1000);
  return {
    ...plan,
    sweep: {
      ...sweep,
      concurrency: shares,
      ...(sweep.rate !== undefined ? { rate: sweep.rate.map((r) => r / n) } : {}),
      ...(sweep.maxConcurrency !== undefined ? { maxConcurrency: shardShare(sweep.maxConcurrency, shard) } : {}),
      // Each shard its own arrivals: N copies of one schedule would send in bursts of N.
      ...(sweep.rate !== undefined ? { seed: ((sweep.seed ?? DEFAULT_ARRIVAL_SEED) + shard.index * 0x9e3779b1) >>> 0 } : {}),
      requests: shardShare(sweep.requests, shard),
      warmup: sweep.warmup === 0 ? 0 : Math.ceil(sweep.warmup / n),
      maxDurationS: sweep.maxDurationS + waitS,
    },
  };
}

/** What the engine asks of a shard while it runs (`RunOptions.shard`). */
export interface RunShard {
  shard: ShardId;
  /** Every request id starts with this, naming the shard. */
  idPrefix(runId: string): string;
  /** The prompt slot this shard sends for the slot a whole run would: disjoint across shards. */
  slot(slot: number): number;
  /** Resolves at the wall-clock start of the shard's level (its own share), or at once when due or aborted. */
  levelStart(level: SweepLevel, signal: AbortSignal | undefined): Promise<void>;
}

/** The engine's hooks for shard `shard` of `whole` (the plan before the split), starting at `startAt`. */
export function runShard(whole: Plan, shard: ShardId, startAt: Date): RunShard {
  const split = shardPlan(whole, shard, startAt, Date.now());
  const slotMs = levelSlotS(whole) * 1000;
  const starts = new Map<string, number>();
  const shares = planLevels(split);
  shares.forEach((l, k) => starts.set(l.key, startAt.getTime() + k * slotMs));
  return {
    shard,
    idPrefix: (runId) => `${runId}-s${shard.index}of${shard.count}`,
    slot: (slot) => slot * shard.count + (shard.index - 1),
    levelStart: (level, signal) => sleepUntil(starts.get(levelKey(level)) ?? 0, signal),
  };
}

/** When each whole level was due, by its key, as `runShard` schedules it. */
export function levelStarts(whole: Plan, startAt: Date): Map<string, Date> {
  const slotMs = levelSlotS(whole) * 1000;
  return new Map(planLevels(whole).map((l, k) => [l.key, new Date(startAt.getTime() + k * slotMs)] as const));
}

/** Resolves at wall-clock `atMs` (`Date.now()` scale), or at once when it has passed or `signal` aborts. */
async function sleepUntil(atMs: number, signal: AbortSignal | undefined): Promise<void> {
  // Timers can fire early by a millisecond and drift over long waits: wait in steps, re-reading the clock.
  for (let left = atMs - Date.now(); left > 0 && !signal?.aborted; left = atMs - Date.now()) await sleep(Math.min(left, 60_000), signal);
}
