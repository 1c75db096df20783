/**
 * Records to figures: takes what the sweep measured and returns values, with the notes they call
 * for. `summarizeLevel` turns one level's records into its statistics, the endpoint's and a same-run
 * reference's alike (`summarizeRun`); `keptLevel` is the one place the requests a stop cancelled
 * leave a level's figures and records; `stopOutcome` says whether a stop left the
 * run incomplete and where; `levelNotes` reads the measured levels for what a reader should know.
 */
import type { RequestRecord, OpenLoopTiming } from '../model/record.js';
import type { SweepAdaptive } from '../load/sweep.js';
import type { PooledLevel } from '../load/repeats.js';
import { defaultAllowances, figureAllowances, gatedMetrics } from '../gate/gated-metrics.js';
import { adaptiveSummary, repeatSummary } from '../load/sampling-summary.js';
import { levelName, type SweepLevel } from '../model/level.js';
import { openLoopStats } from '../load/open-loop-stats.js';
import { describeStop, stopError, type StopError, type StopFacts, type StopPoint } from '../load/stop-report.js';
import { batchDurationS } from '../metrics/index.js';
import type { LevelStats } from '../model/level-stats.js';
import type { Plan } from '../spec/types.js';
import { bufferedStreamNote, consistencyNote, clientBoundNote } from './diagnose.js';
import { streamNotes } from '../metrics/stream-notes.js';
import { keptRecords, measuredLevelStats } from '../load/measured-level.js';
import type { LevelRun } from '../load/sweep.js';
import type { FigureAllowance } from '../metrics/client-check.js';
import type { GoodputBounds } from '../metrics/goodput.js';
import type { MetricRef } from '../metrics/catalogue.js';
import { levelSamples } from '../metrics/samples.js';
import { worstResolution } from '../metrics/sample-resolution.js';
import { syntheticInputNote } from '../workload/note.js';

/** One level as summarised: its kept records and, when any were kept, its statistics. */
export interface LevelSummary {
  /** The records the stop did not cancel, and at a rate level their timings, in sending order. */
  records: RequestRecord[];
  timings: OpenLoopTiming[];
  /** Requests the stop cancelled: neither successes nor failures of the endpoint. */
  cancelled: number;
  /** The level's statistics; undefined when every measured request was cancelled. */
  stats: LevelStats | undefined;
  /** Which pass (from 1) measured each kept record; only when the sweep repeats. */
  recordPasses: number[] | undefined;
}

/** What a level's figures are judged and bounded by: the plan's, or a same-run reference's defaults. */
export interface LevelRules {
  /** The figures judged at the level and their allowed changes, for the self-check (`figureAllowances`). */
  allowances: readonly FigureAllowance[];
  /** The spec's per-request bounds; without them the level has no goodput figures. */
  goodput: GoodputBounds | undefined;
  /** The gated metrics of a level, for an adaptive level's summary; unused without adaptive sampling. */
  gated: (level: SweepLevel) => MetricRef[];
}

/** A plan's rules for its own levels. */
export function planRules(plan: Plan): LevelRules {
  return {
    allowances: figureAllowances(plan.gate, plan.sweep.targetResolution),
    goodput: plan.gate.goodput,
    gated: (level) => gatedMetrics(plan.gate, level),
  };
}

/** A same-run reference's rules: its levels are judged against, so only the default allowances apply. */
export function referenceRules(): LevelRules {
  return { allowances: defaultAllowances(), goodput: undefined, gated: () => [] };
}

/**
 * One level's statistics from its records, by the plan's rules (see `summarizeRun`).
 */
export function summarizeLevel(
  level: PooledLevel, plan: Plan, sampling: { adaptive: SweepAdaptive | undefined; repeats: number },
): LevelSummary {
  return summarizeRun(level, planRules(plan), sampling);
}

/**
 * One level's statistics from its records, for the endpoint and a same-run reference alike. A
 * request cancelled by the stop tells nothing about the endpoint: it is dropped here, once, from
 * each pass (`keptLevel`), and counted nowhere else.
 */
export function summarizeRun(
  level: PooledLevel, rules: LevelRules, sampling: { adaptive: SweepAdaptive | undefined; repeats: number },
): LevelSummary {
  const { adaptive, repeats } = sampling;
  const { records, timings, cancelled, passes } = keptLevel(level);
  if (records.length === 0) return { records, timings, cancelled, stats: undefined, recordPasses: undefined };
  const durationS = passes.reduce((t, p) => t + batchDurationS(p.records), 0);
  const stats: LevelStats = {
    ...measuredLevelStats(level, records, timings, durationS, rules.allowances, rules.goodput),
    ...(adaptive && level.adaptiveStop !== undefined ? {
      adaptive: adaptiveSummary(records, rules.gated(level), adaptive.target, adaptive.maxRequests, level.adaptiveStop),
    } : {}),
    ...(repeats > 1 ? { repeats: passes.map((p) => repeatSummary(level.concurrency, p.records, p.run.adaptiveStop)) } : {}),
    ...(repeats > 1 && level.rate !== undefined ? pooledOpenLoop(passes, level.rate) : {}),
  };
  const recordPasses = repeats > 1 ? passes.flatMap((p, i) => p.records.map(() => (p.run.repeat ?? i) + 1)) : undefined;
  return { records, timings, cancelled, stats, recordPasses };
}

/** A level with the requests the stop cancelled dropped: each pass's kept records, and the pool of them. */
export interface KeptLevel {
  /** Each pass with its kept records and, at a rate level, their timings. */
  passes: { run: LevelRun; records: RequestRecord[]; timings: OpenLoopTiming[] }[];
  /** Every pass's kept records in pass order, and their timings when the level has timings. */
  records: RequestRecord[];
  timings: OpenLoopTiming[];
  /** Requests the stop cancelled, over every pass. */
  cancelled: number;
}

/**
 * The one place cancelled requests are dropped: each pass's records once, the pooled level's
 * records being its passes' in pass order (`pool`).
 */
export function keptLevel(level: PooledLevel): KeptLevel {
  const passes = level.runs.map((run) => ({ run, ...keptRecords(run) }));
  const records = passes.flatMap((p) => p.records);
  const timings = level.timings === undefined ? [] : passes.flatMap((p) => p.timings);
  return { passes, records, timings, cancelled: level.records.length - records.length };
}

/**
 * The adaptive resolution of a level's records finished so far, without those a stop cancelled:
 * what adaptive growth decides on (`SweepAdaptive.resolution`).
 */
export function finishedResolution(gated: readonly MetricRef[], records: readonly RequestRecord[]): number {
  return worstResolution(gated, levelSamples(keptRecords({ records: [...records] }).records));
}

/**
 * The open-loop figures of a rate level pooled over passes: the achieved rate is the mean of
 * each pass's (the gaps between passes are not this level's sending), and the level counts as
 * behind when any pass was.
 */
export function pooledOpenLoop(passes: readonly { records: RequestRecord[]; timings: OpenLoopTiming[] }[], rate: number): Pick<LevelStats, 'achieved_rate' | 'client_behind'> {
  const each = passes.map((p) => openLoopStats(p.records, p.timings, rate));
  const rates = each.map((e) => e.achieved_rate).filter((r): r is number => r !== null);
  return {
    achieved_rate: rates.length > 0 ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    client_behind: each.find((e) => e.client_behind !== null)?.client_behind ?? null,
  };
}

/** What a run's stop was and where it found the sweep. */
export interface StopSeen {
  reason: StopFacts['reason'] | undefined;
  cancelledBy: StopFacts['cancelledBy'];
  stopPoint: StopPoint;
  /** A level a stop cut short. */
  cutLevel: SweepLevel | undefined;
  /** The rate levels that measured something. */
  measuredRates: ReadonlySet<number>;
}

/**
 * Whether a stop left the run incomplete, with the notes saying where it stopped and the error the
 * run gets when no check failed.
 */
export function stopOutcome(
  plan: Plan, stop: StopSeen, levels: readonly LevelStats[], repeats: number, budgetS: number,
): { incomplete: boolean; stopped: StopError | undefined; notes: string[] } {
  const { stopPoint, measuredRates, cutLevel } = stop;
  const notes: string[] = [];
  // Planned levels with nothing measured: never started, cut in their warm-up, or every
  // measured request cancelled. Only a stop leaves levels out: a failed connectivity check is
  // an error of its own, not an incomplete run.
  const measured = new Set(levels.filter((l) => l.mode !== 'rate').map((l) => l.concurrency));
  const notRun = plan.sweep.concurrency.filter((c) => !measured.has(c));
  const ratesNotRun = (plan.sweep.rate ?? []).filter((r) => !measuredRates.has(r));
  const incomplete = stop.reason !== undefined && (notRun.length > 0 || ratesNotRun.length > 0 || cutLevel !== undefined);
  let stopped: StopError | undefined;
  if (incomplete && stop.reason !== undefined) {
    const facts: StopFacts = { reason: stop.reason, cancelledBy: stop.cancelledBy, budgetS, at: stopPoint, notRun };
    notes.push(describeStop(facts));
    if (ratesNotRun.length > 0) notes.push(`Rate level${ratesNotRun.length > 1 ? 's' : ''} ${ratesNotRun.map((r) => `${r} req/s`).join(', ')} ${ratesNotRun.length > 1 ? 'were' : 'was'} not measured.`);
    stopped = stopError(facts);
    if (repeats > 1) {
      const passes = levels.map((l) => `${l.repeats?.length ?? 1} at ${levelName(l)}`).join(', ');
      notes.push(`The sweep was to run ${repeats} times; passes measured (the last one may be cut short): ${passes || 'none'}. Each level pools the requests of its passes.`);
    }
  }
  return { incomplete, stopped, notes };
}

/**
 * What the measured levels tell a reader beyond their figures: a buffered stream, figures that
 * disagree, a client that bounded the load, synthetic prompts off their length, stream quirks, and
 * rate levels the client could not keep up with.
 */
export function levelNotes(plan: Plan, levels: readonly LevelStats[]): string[] {
  const notes: string[] = [];
  for (const note of [bufferedStreamNote(levels), consistencyNote(levels), clientBoundNote(levels), syntheticInputNote(plan.workload.synthetic?.inputTokens, levels, plan.workload.sharedPrefixTokens)]) if (note) notes.push(note);
  notes.push(...streamNotes(levels));
  for (const l of levels) {
    if (l.client_behind) notes.push(`At ${levelName(l)} the client did not apply the load asked for: ${l.client_behind}. Its latency figures describe a lighter load than the level names.`);
  }
  return notes;
}
