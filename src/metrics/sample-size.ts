/**
 * How many samples a percentile needs before it is reported. Pure: a distribution in, the same
 * distribution with too-thin percentiles set to null out.
 *
 * The rule: pXX is reported only from at least `100 / (100 − XX)` samples, and never from fewer
 * than 5. Below that many samples the nearest-rank pXX is the largest sample itself (e.g. with
 * 32 samples, p99 would be the maximum under another name), so the number says nothing about
 * the tail it claims to describe. Hence:
 *
 * | statistic | samples needed |
 * | --- | --- |
 * | p50 | 5 |
 * | p90 | 10 |
 * | p95 | 20 |
 * | p99 | 100 |
 *
 * `count`, `mean`, `min` and `max` are exact facts about the sample and are always reported.
 */
import type { Distribution, LevelDistribution } from '../model/level-stats.js';

/** The percentiles a distribution carries. */
export type PercentileName = 'p50' | 'p90' | 'p95' | 'p99';

/** Fewest samples any percentile is computed from: a median of two values is not a median. */
export const MIN_PERCENTILE_SAMPLES = 5;

/** Samples each percentile needs: max(5, 100 / (100 − q)). */
export const PERCENTILE_MIN_SAMPLES: Readonly<Record<PercentileName, number>> = Object.freeze({
  p50: MIN_PERCENTILE_SAMPLES,
  p90: 10,
  p95: 20,
  p99: 100,
});

const PERCENTILES: readonly PercentileName[] = ['p50', 'p90', 'p95', 'p99'];

/** True when a sample of `count` values is large enough to report `stat`. */
export function percentileReportable(stat: PercentileName, count: number): boolean {
  return count >= PERCENTILE_MIN_SAMPLES[stat];
}

/**
 * The distribution with every percentile its sample is too small for set to null, and a `note`
 * saying which were left out and why. An empty distribution (count 0) and one with enough
 * samples for every percentile are returned as they are, without a note.
 */
export function withholdThinPercentiles(d: Distribution): LevelDistribution {
  if (d.count === 0) return d;
  const withheld = PERCENTILES.filter((p) => !percentileReportable(p, d.count));
  if (withheld.length === 0) return d;
  const out: LevelDistribution = { ...d };
  for (const p of withheld) out[p] = null;
  out.note = thinSampleNote(withheld, d.count);
  return out;
}

/**
 * Why a percentile was left out, in plain words:
 * `p95 needs at least 20 samples and p99 at least 100; there were 12`.
 */
export function thinSampleNote(withheld: readonly PercentileName[], count: number): string {
  const parts = withheld.map((p, i) => `${p} ${i === 0 ? 'needs ' : ''}at least ${PERCENTILE_MIN_SAMPLES[p]}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} samples; there ${count === 1 ? 'was' : 'were'} ${count}`;
}
