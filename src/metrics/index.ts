/** Pure summaries of measured requests: per-request metrics, distributions and level statistics. */
export { percentile, distribution, distributionInPlace } from './percentile.js';
export { requestMetrics, consistency, type Consistency } from './request.js';
export { levelStats, batchDurationS, type LevelInput } from './level.js';
export type { Distribution, RequestMetrics, LevelStats } from './types.js';
