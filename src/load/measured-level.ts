/**
 * What every measured level becomes, for the endpoint and a same-run reference alike: its
 * records without those a stop cancelled (they say nothing about the endpoint), and the figures
 * computed from them.
 */
import type { RequestRecord } from '../model/record.js';
import { levelStats } from '../metrics/index.js';
import { clientCheck, type FigureAllowance, type JudgedFigure } from '../metrics/client-check.js';
import { metricLabel, metricPath, METRICS, readMetric } from '../metrics/catalogue.js';
import type { LevelStats } from '../model/level-stats.js';
import { levelSamples } from '../metrics/samples.js';
import { goodputFields, type GoodputBounds } from '../metrics/goodput.js';
import { turnStats } from '../metrics/turns.js';
import type { OpenLoopTiming } from '../model/record.js';
import { CLOSED_LOOP_FIELDS, openLoopStats } from './open-loop-stats.js';
import type { LevelRun } from './sweep.js';

/** A request the run's stop cancelled: neither a success nor a failure of the endpoint. */
export function wasCancelled(record: RequestRecord): boolean {
  return record.error?.kind === 'cancelled';
}

/** The level's records that were not cancelled, and at a rate level their timings, in the same order. */
export function keptRecords(level: Pick<LevelRun, 'records' | 'timings'>): { records: RequestRecord[]; timings: OpenLoopTiming[] } {
  const records: RequestRecord[] = [];
  const timings: OpenLoopTiming[] = [];
  level.records.forEach((r, i) => {
    if (wasCancelled(r)) return;
    records.push(r);
    const t = level.timings?.[i];
    if (t !== undefined) timings.push(t);
  });
  return { records, timings };
}

/**
 * Distributions, rates, the open-loop fields of a rate level, the self-check and the compact
 * samples of one level's kept records.
 * @param durationS - the measured wall time (for a repeated level, the sum of its passes').
 * @param allowances - the figures judged at the level and their allowed changes (`figureAllowances` in gate), for the self-check.
 * @param goodput - the spec's per-request bounds (`plan.gate.goodput`); without them the level has no goodput figures.
 */
export function measuredLevelStats(
  level: LevelRun, records: RequestRecord[], timings: OpenLoopTiming[], durationS: number, allowances: readonly FigureAllowance[],
  goodput?: GoodputBounds,
): LevelStats {
  const measured = levelStats({ concurrency: level.concurrency, records, durationS });
  const open = level.rate === undefined ? CLOSED_LOOP_FIELDS : { ...openLoopStats(records, timings, level.rate), ...(level.trace === undefined ? {} : { trace: level.trace }) };
  const samples = levelSamples(records);
  const turns = turnStats(records);
  const stats: LevelStats = {
    ...measured, ...(turns === undefined ? {} : { turns }), ...(goodput === undefined ? {} : goodputFields(samples, durationS, goodput)), ...open,
  };
  const figures: JudgedFigure[] = allowances.map((a) => ({
    metric: metricPath(a.ref), label: metricLabel(a.ref), unit: METRICS[a.ref.metric].unit, value: readMetric(stats, a.ref), allowed: a.fraction, allowedText: a.text,
  }));
  const client = clientCheck(level.self, level.idle, figures, { e2eP50Ms: measured.e2e_ms.p50, outputTokensP50: measured.output_tokens.p50 });
  return { ...stats, client, samples };
}
