/** Pure summaries of measured requests: per-request metrics, distributions and level statistics. */
export { percentile, distribution, distributionInPlace } from '../stats/percentile.js';
export { requestMetrics, consistency, type Consistency } from './request.js';
export { levelStats, batchDurationS, type LevelInput } from './level.js';
export {
  PERCENTILE_MIN_SAMPLES,
  MIN_PERCENTILE_SAMPLES,
  percentileReportable,
  withholdThinPercentiles,
  thinSampleNote,
  type PercentileName,
} from './sample-size.js';
export type { Distribution, LevelDistribution, RequestMetrics, LevelStats, StreamStats } from '../model/level-stats.js';
export { streamNotes, TOKEN_COUNT_TOLERANCE } from './stream-notes.js';
