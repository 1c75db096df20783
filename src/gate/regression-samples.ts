/**
 * Which statistical comparison each metric's raw samples get in a regression check. A level's
 * summary (percentiles, rates) cannot carry an interval; its per-request columns
 * (`metrics/samples.ts`) can.
 */
import type { MetricRef } from '../metrics/catalogue.js';
import type { Comparison } from '../stats/comparison.js';
import { compareProportions } from '../stats/compare-proportions.js';
import { compareRatios } from '../stats/compare-rates.js';
import { compareSamples, type BootstrapOptions, type SampleStat } from '../stats/compare-samples.js';
import { mixSeed } from '../stats/random.js';
import type { LevelSamples } from '../model/samples.js';
import { levelKey, levelRate, type LevelIdentity } from '../model/level.js';
import { column, successes, tokensOf, work } from '../metrics/samples.js';

/**
 * Compare one metric of one level between the baseline and this run:
 *
 * - distribution metrics (`ttft_ms`, `ttfa_ms`, `tpot_ms`, `e2e_ms`, `input_tokens`, `output_tokens`,
 *   `request_tps`) at p50/p90/p95/p99/mean: `compareSamples` over the successful requests;
 * - `success_rate`: `compareProportions`;
 * - `qps` and `rpm` (successful requests per unit of time), `tpm` (input + output tokens) and
 *   `output_tokens_per_s`: `compareRatios` of per-request work over per-request E2E, every
 *   request counted (see `compare-rates.ts` for why this tracks throughput at a fixed concurrency).
 *
 * `min` and `max`, and `itl_ms` (whose pooled gaps are not independent: the gaps of one request
 * move together), are not compared: the result is `insufficient` with the reason.
 *
 * @param options - seed and resamples for percentiles; give each check its own (`checkSeed`).
 */
export function compareMetric(ref: MetricRef, baseline: LevelSamples, current: LevelSamples, options: BootstrapOptions = {}): Comparison {
  switch (ref.metric) {
    case 'success_rate':
      return compareProportions(successes(baseline), successes(current));
    case 'qps':
    case 'rpm':
      return compareRatios(work(baseline, () => 1), work(current, () => 1));
    case 'tpm':
      return compareRatios(work(baseline, tokensOf), work(current, tokensOf));
    case 'output_tokens_per_s':
      return compareRatios(work(baseline, (s, i) => s.output_tokens[i] ?? 0), work(current, (s, i) => s.output_tokens[i] ?? 0));
    case 'itl_ms':
      return notCompared(ref, 'ITL gaps of one request move together, so pooled gaps are not independent samples; compare tpot_ms instead');
    default: {
      const stat = ref.stat;
      if (stat === null || stat === 'min' || stat === 'max') {
        return notCompared(ref, 'the minimum and maximum of a sample cannot be compared with a controlled error rate; compare p99 or p50 instead');
      }
      return compareSamples(column(baseline, ref.metric), column(current, ref.metric), stat as SampleStat, options);
    }
  }
}

/**
 * The bootstrap seed of one check, from what identifies it: the same check of the same data
 * always gets the same resamples (so re-running the gate on stored results gives the same
 * verdict), and different checks get independent ones.
 *
 * @param path - the metric path, e.g. `ttft_ms.p95`.
 * @param level - the level; a rate level mixes in its key too, so it never shares the seed of
 *   the concurrency level its cap equals.
 */
export function checkSeed(path: string, level: LevelIdentity): number {
  return mixSeed(textHash(path), level.concurrency, textHash(levelRate(level) === null ? '' : levelKey(level)));
}

/** FNV-1a over the UTF-16 code units of a string. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function notCompared(ref: MetricRef, reason: string): Comparison {
  return {
    statistic: ref.stat ?? ref.metric,
    baselineCount: 0,
    currentCount: 0,
    baselineValue: null,
    currentValue: null,
    change: null,
    method: 'insufficient',
    needed: null,
    reason,
  };
}

