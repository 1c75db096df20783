/**
 * Statistics for regression verdicts: intervals for the change of a metric between a baseline
 * and the current run, p-values dual to them, Holm's adjustment, and the resolution of a check.
 * Pure: arrays in, values out, seeded where random.
 */
export {
  allowedRatio, changeBounds, changeCentre, changePValue, isJudgeable,
  type AllowedChangeLimit, type BootstrapComparison, type ChangeInterval, type Comparison,
  type InsufficientComparison, type JudgeableComparison, type ProportionComparison, type WelchComparison,
} from './comparison.js';
export {
  DEFAULT_RESAMPLES, MIN_SAMPLES, compareSamples, minimumSamples, statQuantile,
  type BootstrapOptions, type SampleStat,
} from './compare-samples.js';
export { compareRatios, type RatioSample } from './compare-rates.js';
export { compareProportions, type ProportionSample } from './compare-proportions.js';
export { wilsonInterval } from './mover.js';
export { holmAdjust, holmLevel } from './holm.js';
export { resolutionOf, tooCoarse, type Resolution } from './resolution.js';
export { formatInterval, formatPercent } from './format.js';
export { mixSeed } from './random.js';
