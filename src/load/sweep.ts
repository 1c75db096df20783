/**
 * A concurrency sweep: the levels run one after another; each first sends its warm-up requests
 * (not counted), then a fixed number of measured requests, closed-loop at that concurrency.
 * Levels are yielded one at a time so a caller can summarise and write a level's records and
 * then drop them: memory stays flat however long the sweep.
 */
import type { RequestRecord } from '../model/record.js';
import { runClosedLoop } from './closed-loop.js';
import { batchDurationS } from '../metrics/level.js';
import { idleFloor, IDLE_WINDOW_MS, startSelfCheck } from './self-check.js';
import { type SelfSample } from '../model/client-check.js';
import { runOpenLoop } from './open-loop.js';
import { type OpenLoopTiming } from '../model/record.js';
import { levelSeed, poissonSchedule, DEFAULT_ARRIVAL_SEED } from './arrivals.js';
import { preOpenConnections } from './pre-open.js';
import { adaptiveStep, type AdaptiveStop } from './adaptive.js';
import type { RequestSlot, SweepLevel, TraceIdentity } from '../model/level.js';

/** Which part of a level a request belongs to. */
export type Phase = 'warmup' | 'measure';

/**
 * Where a request of the sweep sits, which is also what its id names (`requestId`): its level,
 * the sweep's pass from 0 (see `repeats`, so a later pass can send other requests), its phase and
 * its position among the level's requests of that phase.
 */
export interface SweepSlot extends RequestSlot {
  level: SweepLevel;
  pass: number;
  /**
   * With conversations, at a concurrency level's measured requests: the session the request
   * belongs to (from 0) and its turn in it (from 0). Absent otherwise.
   */
  session?: number;
  turn?: number;
}

/** Sends one request; must not throw (failures are records with `ok: false`). */
export type SweepSend = (slot: SweepSlot) => Promise<RequestRecord>;

export interface SweepOptions {
  /** Concurrency levels in the order to run them. */
  levels: readonly number[];
  /** Measured requests per level. */
  requests: number;
  /**
   * Warm-up requests per level, sent before the measured ones and discarded. When greater than
   * 0, the warm-up also tops the connection pool up to the level's concurrency (see
   * `openConnections`), so no measured request pays for a TCP or TLS handshake; before a rate
   * level, to the requests it keeps in flight (`pre-open.ts`).
   */
  warmup: number;
  /** Connections already open to the endpoint, when the client can tell; undefined otherwise. */
  openConnections?: () => number | undefined;
  send: SweepSend;
  signal?: AbortSignal;
  /** Progress within a level: measured requests finished so far. */
  onProgress?: (level: SweepLevel, finished: number, total: number) => void;
  /** Open-loop request-rate levels (requests/s), run after the concurrency levels. @defaultValue [] */
  rates?: readonly number[];
  /** Most requests in flight at once at a rate level. */
  maxConcurrency?: number;
  /** Seed of the rate levels' Poisson arrivals. @defaultValue `DEFAULT_ARRIVAL_SEED` */
  seed?: number;
  /** Adaptive sampling of the concurrency levels; undefined for a fixed `requests` per level. */
  adaptive?: SweepAdaptive;
  /** Times the whole sweep runs, levels in order, pass after pass. @defaultValue 1 */
  repeats?: number;
  /**
   * When the run's time budget ends, on the `performance.now()` clock: an adaptive level stops
   * growing when another batch would not fit in its share of what is left. Undefined for none.
   */
  deadlineMs?: number;
  /**
   * Awaited before each level's warm-up, e.g. to start it at a wall-clock time shared with other
   * shards of the sweep (`load/shard.ts`). Undefined to start each level at once.
   */
  beforeLevel?: (level: SweepLevel) => Promise<void>;
  /**
   * Conversations (`workload.conversation`): a concurrency level's measured requests go as
   * sessions of `turns` requests, each worker holding one session at a time, `thinkTimeMs`
   * apart; request i is turn `i mod turns` of session `floor(i / turns)`. Warm-up requests stay
   * single: they open connections and warm the server, which a first turn does as well as a
   * session. Not for use with `adaptive`. Undefined for single requests.
   */
  conversation?: { turns: number; thinkTimeMs: number };
  /**
   * Awaited at a concurrency level after its warm-up, just before its measured requests, when
   * nothing of the level is in flight (e.g. to read the server's metrics without that read
   * overlapping a measured request). Not called at rate levels, whose warm-up runs into the
   * measured requests without a pause.
   */
  beforeMeasure?: (level: SweepLevel) => Promise<void>;
  /**
   * A trace replay (`sweep.trace`), run after any other levels as one open-loop level: every
   * request of `scheduleMs` measured, at most `maxConcurrency` in flight. With `warmup` above 0
   * the connections it keeps busy are opened first, as before a rate level. Undefined for none.
   */
  trace?: SweepTrace;
}

/** A replay's schedule and identity. */
export interface SweepTrace {
  identity: TraceIdentity;
  /** Send offsets in ms from the replay's start, non-decreasing, the speed already applied. */
  scheduleMs: readonly number[];
  /** Mean rate of the schedule in requests/s: (n − 1) / its span; the level's target `rate`. */
  rate: number;
}

/** How concurrency levels grow past `requests` (see `adaptiveStep`). */
export interface SweepAdaptive {
  /** Most measured requests a level may send; adaptive only when above `requests`. */
  maxRequests: number;
  /** Wanted relative half-width of the gated metrics, e.g. 0.1 for ±10 %. */
  target: number;
  /**
   * The worst relative half-width of the level's gated metrics over these finished records;
   * Infinity when one cannot be bounded yet.
   */
  resolution: (level: SweepLevel, records: readonly RequestRecord[]) => number;
}

/**
 * What one level produced, with the level itself: its concurrency, or at a rate level its
 * target `rate` and its cap (`maxConcurrency`) as `concurrency`.
 */
export interface LevelRun extends SweepLevel {
  /** At a rate level, when each record was due and how long it queued (same order as `records`). */
  timings?: OpenLoopTiming[];
  /** Measured records only, in sending order. */
  records: RequestRecord[];
  /** First measured send → last measured finish, in seconds; 0 when nothing was measured. */
  durationS: number;
  /** The most measured requests in flight at once (never above `concurrency`). */
  maxInFlight: number;
  /** Warm-up requests sent and discarded. */
  warmupSent: number;
  /** How busy the measuring process was during the measured batch. */
  self: SelfSample;
  /**
   * The same watch over a quiet window before the sweep's first level (`idleFloor`): what the
   * loop reads on this machine when the process does nothing. Absent when it was not measured.
   */
  idle?: SelfSample;
  /** True when the run was cancelled before this level sent all its measured requests. */
  incomplete: boolean;
  /** Measured requests the level planned in the end: `requests`, or more when it grew adaptively. */
  planned?: number;
  /** Why an adaptive level stopped sending; undefined for a level of fixed size. */
  adaptiveStop?: AdaptiveStop;
  /** Which pass of the sweep this level belongs to, from 0 (see `repeats`). */
  repeat?: number;
}

/**
 * Runs the sweep `repeats` times, yielding each level as soon as it finishes (tagged with its
 * pass). Every pass warms each level up again, as a fresh sweep would.
 */
export async function* runSweep(options: SweepOptions): AsyncGenerator<LevelRun> {
  const repeats = options.repeats ?? 1;
  // Before any request of the sweep, while nothing is in flight: the floor every level is held
  // against. A short budget spends at most a twentieth of what is left on it.
  const leftMs = options.deadlineMs === undefined ? Infinity : options.deadlineMs - performance.now();
  const idle = await idleFloor(Math.min(IDLE_WINDOW_MS, Math.max(0, leftMs / 20)), options.signal);
  for (let repeat = 0; repeat < repeats; repeat++) {
    if (options.signal?.aborted) return;
    for await (const level of sweepPass(options, repeat)) yield { ...level, repeat, idle };
  }
}

/**
 * Runs one pass of the sweep, yielding each level as soon as it finishes: the concurrency levels,
 * then the rate levels. A stop ends the pass.
 */
async function* sweepPass(options: SweepOptions, repeat: number): AsyncGenerator<LevelRun> {
  const turns = options.conversation?.turns;
  const send: PassSend = (phase, level, index) => options.send({
    level, pass: repeat, phase, index,
    ...(turns !== undefined && phase === 'measure' && level.rate === undefined ? { session: Math.floor(index / turns), turn: index % turns } : {}),
  });
  yield* concurrencyLevels(options, repeat, send);
  yield* rateLevels(options, send);
  if (options.trace !== undefined) {
    const { identity, scheduleMs, rate } = options.trace;
    const level: SweepLevel = { concurrency: options.maxConcurrency ?? 0, rate, trace: identity };
    if (options.signal?.aborted) return;
    await options.beforeLevel?.(level);
    if (options.signal?.aborted) return;
    // Every request of the replay is measured: a warm-up only opens the connections first.
    const run = await openLoopLevel(options, send, level, [], scheduleMs);
    if (run !== undefined) yield run;
  }
}

/** Sends one request of a level within the pass being run. */
type PassSend = (phase: Phase, level: SweepLevel, index: number) => Promise<RequestRecord>;

/**
 * A pass's closed-loop levels, one after another: each sends its warm-up, then its measured
 * requests at its concurrency, growing past `requests` when adaptive.
 */
async function* concurrencyLevels(options: SweepOptions, repeat: number, send: PassSend): AsyncGenerator<LevelRun> {
  const { levels, requests, warmup, signal, onProgress } = options;
  for (const [levelIndex, concurrency] of levels.entries()) {
    const level: SweepLevel = { concurrency };
    if (signal?.aborted) return;
    await options.beforeLevel?.(level);
    if (signal?.aborted) return;
    let warmupSent = 0;
    if (warmup > 0) {
      // Warm-up fills the connection pool and the server's caches at this level's concurrency.
      // A measured request on a new connection would count the handshake as TTFT (tens of ms
      // over TLS), so when connections are missing the warm-up puts `concurrency` requests in
      // flight at once: the idle connections take some, and the pool opens the rest.
      const open = options.openConnections?.();
      const total = open === undefined || open >= concurrency ? warmup : Math.max(warmup, concurrency);
      const w = await runClosedLoop({
        concurrency: Math.min(concurrency, total),
        total,
        send: (i) => send('warmup', level, i),
        ...(signal ? { signal } : {}),
      });
      warmupSent = w.records.length;
    }
    if (signal?.aborted) return;
    await options.beforeMeasure?.(level);
    if (signal?.aborted) return;
    let finished = 0;
    onProgress?.(level, 0, requests);
    const watch = startSelfCheck();
    const adaptive = options.adaptive !== undefined && options.adaptive.maxRequests > requests ? options.adaptive : undefined;
    // Level runs still to come, this one included: each may take an equal share of the time left.
    const remaining = (levels.length - levelIndex) + (options.rates?.length ?? 0)
      + ((options.repeats ?? 1) - 1 - repeat) * (levels.length + (options.rates?.length ?? 0));
    const grow = adaptive === undefined ? undefined : adaptiveGrowth(adaptive, level, requests, options.deadlineMs, remaining);
    const conversation = options.conversation;
    const m = await runClosedLoop({
      concurrency,
      total: requests,
      send: (i) => send('measure', level, i),
      ...(conversation ? { chain: { length: conversation.turns, pauseMs: conversation.thinkTimeMs } } : {}),
      ...(signal ? { signal } : {}),
      onRecord: (r) => {
        grow?.finished.push(r);
        onProgress?.(level, ++finished, grow?.planned() ?? requests);
      },
      ...(grow ? { more: grow.more } : {}),
    }).catch((err: unknown) => {
      watch.stop();
      throw err;
    });
    const self = watch.stop();
    const planned = grow?.planned() ?? requests;
    const adaptiveStop = grow === undefined ? undefined : grow.stop() ?? (signal?.aborted ? 'run_stopped' : undefined);
    yield {
      ...level,
      records: m.records,
      durationS: batchDurationS(m.records),
      maxInFlight: m.maxInFlight,
      warmupSent,
      self,
      incomplete: m.records.length < planned,
      ...(grow ? { planned } : {}),
      ...(adaptiveStop ? { adaptiveStop } : {}),
    };
  }
}

/**
 * A pass's open-loop levels, one per rate: Poisson arrivals (the warm-up first, from the same
 * stream), at most `maxConcurrency` in flight.
 */
async function* rateLevels(options: SweepOptions, send: PassSend): AsyncGenerator<LevelRun> {
  const { requests, warmup, signal } = options;
  const rates = options.rates ?? [];
  const cap = options.maxConcurrency;
  for (const [levelIndex, rate] of rates.entries()) {
    const level: SweepLevel = { concurrency: cap ?? 0, rate };
    if (signal?.aborted) return;
    await options.beforeLevel?.(level);
    if (signal?.aborted) return;
    // Warm-up requests are the first arrivals of the same Poisson stream, so the measured
    // requests start with the server already under this level's load.
    const seed = levelSeed(options.seed ?? DEFAULT_ARRIVAL_SEED, levelIndex);
    const warm = poissonSchedule(rate, warmup, seed ^ 0x5bd1e995);
    const run = await openLoopLevel(options, send, level, warm, poissonSchedule(rate, requests, seed));
    if (run === undefined) return;
    yield run;
  }
}

/**
 * One open-loop level: `warm` (offsets of its warm-up requests, discarded), then `measured`
 * (offsets from the last warm-up), at most `maxConcurrency` in flight; with `warmup` above 0 the
 * connections the level keeps busy at its `rate` are opened first. Undefined when a stop came
 * before its first measured request.
 */
async function openLoopLevel(options: SweepOptions, send: PassSend, level: SweepLevel, warm: readonly number[], measured: readonly number[]): Promise<LevelRun | undefined> {
  const { warmup, signal, onProgress } = options;
  const cap = options.maxConcurrency;
  const rate = level.rate ?? 0;
  const requests = measured.length;
  const warmCount = warm.length;
  const warmEnd = warmCount > 0 ? (warm[warmCount - 1] as number) : 0;
  const schedule = [...warm, ...measured.map((t) => warmEnd + t)];
  // With a warm-up, the connections this level keeps busy are opened before it is timed.
  const openConnections = options.openConnections;
  const preOpened = warmup > 0 && openConnections !== undefined && rate > 0
    ? await preOpenConnections({ rate, cap, openConnections, send: (i) => send('warmup', level, warmCount + i), ...(signal ? { signal } : {}) })
    : 0;
  let finished = 0;
  let measuring = false;
  let watch: ReturnType<typeof startSelfCheck> | undefined;
  const o = await runOpenLoop({
    schedule,
    ...(cap !== undefined ? { maxConcurrency: cap } : {}),
    ...(signal ? { signal } : {}),
    send: (i) => {
      if (i < warmCount) return send('warmup', level, i);
      if (!measuring) {
        measuring = true;
        onProgress?.(level, 0, requests);
        watch = startSelfCheck();
      }
      return send('measure', level, i - warmCount);
    },
    onRecord: (_r, i) => {
      if (i >= warmCount) onProgress?.(level, ++finished, requests);
    },
  }).catch((err: unknown) => {
    watch?.stop();
    throw err;
  });
  const self = (watch ?? startSelfCheck()).stop();
  if (!measuring) return undefined;
  const records: RequestRecord[] = [];
  const timings: OpenLoopTiming[] = [];
  let warmupSent = preOpened;
  for (let i = 0; i < o.records.length; i++) {
    const r = o.records[i] as RequestRecord;
    if ((o.indices[i] as number) < warmCount) {
      warmupSent++;
      continue;
    }
    records.push(r);
    timings.push(o.timings[i] as OpenLoopTiming);
  }
  return {
    ...level,
    timings,
    records,
    durationS: batchDurationS(records),
    maxInFlight: o.maxInFlight,
    warmupSent,
    self,
    incomplete: records.length < requests,
  };
}

/**
 * The state of one adaptive level: the records finished so far, and the `more` hook that asks
 * `adaptiveStep` (the pure decision) whenever the plan is used up.
 */
function adaptiveGrowth(adaptive: SweepAdaptive, level: SweepLevel, requests: number, deadlineMs: number | undefined, remaining: number) {
  const startMs = performance.now();
  // A fifth of the share is kept back: the pace is an estimate, and a level that overran would
  // leave the run's stop to cut it (or the next levels) mid-way. The last fifth of the time
  // would buy little precision anyway, since an interval narrows only as 1/√n.
  const allowanceMs = deadlineMs === undefined ? Infinity : (0.8 * Math.max(0, deadlineMs - startMs)) / Math.max(1, remaining);
  const finished: RequestRecord[] = [];
  let planned = requests;
  let stop: AdaptiveStop | undefined;
  return {
    finished,
    planned: () => planned,
    stop: () => stop,
    more: (sent: number): number => {
      const step = adaptiveStep({
        sent,
        finished: finished.length,
        requests,
        maxRequests: adaptive.maxRequests,
        concurrency: level.concurrency,
        resolution: adaptive.resolution(level, finished),
        target: adaptive.target,
        elapsedMs: performance.now() - startMs,
        allowanceMs,
      });
      if ('stop' in step) {
        stop = step.stop;
        return 0;
      }
      planned = sent + step.more;
      return step.more;
    },
  };
}
