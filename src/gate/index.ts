/** The gate: SLO checks, baseline comparison, the capacity knee and the verdict, all pure. */
export type { Check, CheckLevel, CheckStatus, Knee } from '../model/checks.js';
export type { SloSpec, BaselineSpec, KneeSpec, GateSpec, ThresholdsSpec, DistributionLimits, Bounds } from './spec-types.js';
export { DEFAULT_BASELINE_PATH, DEFAULT_SAFETY_FACTOR } from './spec-types.js';
export {
  METRICS, METRIC_NAMES, METRIC_PATHS, DISTRIBUTION_METRICS, DISTRIBUTION_STATS, SCALAR_METRICS, WORKLOAD_METRICS,
  parseMetricPath, metricPath, metricLabel, readMetric,
  type MetricName, type MetricRef, type MetricInfo, type DistributionStat,
} from '../metrics/catalogue.js';
export { parseSlos, type Objective, type Threshold, type ParsedSlos } from './slo-parse.js';
export { validateObjectives } from './slo-validate.js';
export { evaluateObjectives, noDataReason, type SpecLocator } from './slo-evaluate.js';
export { compileSlos, evaluateSlos, sloIssues } from './slo.js';
export { parseChange, parseMaxChange, compileMaxChange, type AllowedChange } from './max-change.js';
export { checkBaselineCompatible, type Compatibility } from './baseline-compat.js';
export { compareToBaseline, relativeChange, DEFAULT_COMPARISON_METRICS, BASELINE_OBJECTIVE } from './baseline-compare.js';
export { type ComparisonRow } from '../model/baseline.js';
export { baselineAge } from './baseline-age.js';
export { type BaselineAge, type GitInfo } from '../model/baseline.js';
export { findKnee, DEFAULT_KNEE_RULE, type KneeRule } from './knee.js';
export { gateVerdict, FAIL_ON_VALUES, INCONCLUSIVE_POLICIES, type InconclusivePolicy, type Verdict } from './verdict.js';
export { type FailOn } from '../model/checks.js';
export { describeCheck, describeBaselineAge, describeValue } from './describe.js';
export { formatNumber, formatValue, formatPair, formatChange, NBSP } from './format.js';
export { gateSpecIssues } from './spec-issues.js';
