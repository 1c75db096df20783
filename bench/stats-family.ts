/**
 * The family of regression checks the evidence judges: the report's nine default comparison
 * metrics at every level of a sweep, with their allowed changes, judged together with Holm's
 * procedure, next to the naive point rule (point change beyond the allowed change).
 */
import { parseMetricPath, type MetricRef } from '../src/metrics/catalogue.js';
import { compareMetric } from '../src/gate/regression-samples.js';
import { compareMetricAcrossRuns } from '../src/gate/regression-runs.js';
import { judgeRegressions, type RegressionJudgement } from '../src/gate/regression.js';
import type { AllowedChangeLimit, Comparison } from '../src/stats/comparison.js';
import { mixSeed } from '../src/stats/random.js';
import { LEVELS, type SyntheticRun } from './stats-synthetic.js';

/** The nine metrics and the change each may make, as a spec's `max_change` would allow. */
export const FAMILY: ReadonlyArray<{ path: string; allowed: AllowedChangeLimit }> = [
  { path: 'ttft_ms.p50', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'ttft_ms.p95', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'ttft_ms.p99', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'tpot_ms.p50', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'tpot_ms.p95', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'e2e_ms.p95', allowed: { direction: 'up', fraction: 0.1 } },
  { path: 'qps', allowed: { direction: 'down', fraction: 0.1 } },
  { path: 'tpm', allowed: { direction: 'down', fraction: 0.1 } },
  { path: 'success_rate', allowed: { direction: 'down', fraction: 0.01 } },
];

/** One check of the family: where it is, and both verdicts. */
export interface FamilyCheck {
  path: string;
  concurrency: number;
  comparison: Comparison;
  judgement: RegressionJudgement;
  /** The naive rule: the point change is beyond the allowed change. */
  naiveRegression: boolean;
}

/** How the family is judged. */
export interface FamilyOptions {
  /** Seeds the percentile bootstraps (each check gets its own stream). */
  seed: number;
  /** Bootstrap resamples. */
  resamples: number;
  /** @defaultValue 0.05 */
  alpha?: number;
  /** Multiplies every allowed change: 0 judges "any change at all", the strictest null. @defaultValue 1 */
  allowedScale?: number;
}

/** Compare every metric of the family at every level; judge them together. */
export function judgeFamily(baseline: SyntheticRun, current: SyntheticRun, options: FamilyOptions): FamilyCheck[] {
  const comparisons = compareFamily(baseline, current, options);
  return judgeComparisons(comparisons, options);
}

/** The comparisons of the family, before judging (they can be judged under several settings). */
export function compareFamily(baseline: SyntheticRun, current: SyntheticRun, options: Pick<FamilyOptions, 'seed' | 'resamples'>): Array<{ path: string; concurrency: number; allowed: AllowedChangeLimit; comparison: Comparison }> {
  const out: Array<{ path: string; concurrency: number; allowed: AllowedChangeLimit; comparison: Comparison }> = [];
  LEVELS.forEach((concurrency, level) => {
    FAMILY.forEach(({ path, allowed }, metric) => {
      const ref = parseMetricPath(path) as MetricRef;
      const comparison = compareMetric(ref, baseline[level]!, current[level]!, { seed: mixSeed(options.seed, level, metric), resamples: options.resamples });
      out.push({ path, concurrency, allowed, comparison });
    });
  });
  return out;
}

/** Judge compared checks with Holm at α, allowed changes scaled by `allowedScale`. */
export function judgeComparisons(
  comparisons: ReadonlyArray<{ path: string; concurrency: number; allowed: AllowedChangeLimit; comparison: Comparison }>,
  options: Pick<FamilyOptions, 'alpha' | 'allowedScale'>,
): FamilyCheck[] {
  const scale = options.allowedScale ?? 1;
  const inputs = comparisons.map((c) => ({ comparison: c.comparison, allowed: { direction: c.allowed.direction, fraction: c.allowed.fraction * scale } }));
  const judgements = judgeRegressions(inputs, { alpha: options.alpha ?? 0.05 });
  return comparisons.map((c, i) => {
    const allowed = inputs[i]!.allowed;
    const change = c.comparison.change;
    const naiveRegression = change !== null && (allowed.direction === 'up' ? change > allowed.fraction : change < -allowed.fraction);
    return { path: c.path, concurrency: c.concurrency, comparison: c.comparison, judgement: judgements[i]!, naiveRegression };
  });
}

/**
 * The comparisons of the family against a baseline of several runs (`compareMetricAcrossRuns`),
 * as the gate makes them when the baseline file holds a history.
 */
export function compareFamilyAcrossRuns(
  baselineRuns: readonly SyntheticRun[], current: SyntheticRun, options: Pick<FamilyOptions, 'seed' | 'resamples'>,
): Array<{ path: string; concurrency: number; allowed: AllowedChangeLimit; comparison: Comparison }> {
  const out: Array<{ path: string; concurrency: number; allowed: AllowedChangeLimit; comparison: Comparison }> = [];
  LEVELS.forEach((concurrency, level) => {
    FAMILY.forEach(({ path, allowed }, metric) => {
      const ref = parseMetricPath(path) as MetricRef;
      const runs = baselineRuns.map((r) => r[level]!);
      const comparison = compareMetricAcrossRuns(ref, runs, current[level]!, { seed: mixSeed(options.seed, level, metric), resamples: options.resamples });
      out.push({ path, concurrency, allowed, comparison });
    });
  });
  return out;
}
