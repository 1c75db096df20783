/**
 * Goodput and SLO attainment are counted against the spec's per-request bounds (`goodput`), so a
 * limit on them or a knee chosen by attainment needs that section:
 * without it there is nothing to count, and the limit would be reported as no data on every run.
 */
import type { Issue, PathSegment } from './problem.js';
import { GOODPUT_METRICS } from '../metrics/catalogue.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const FIX = 'add a goodput section with the per-request bounds a good request meets, such as goodput: {ttft_ms: 1500, tpot_ms: 30}';

/** Every use of goodput or slo_attainment in a spec (or a scenario's effective spec) that has no `goodput` section. */
export function goodputIssues(spec: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  // A baseline's goodput was counted against the bounds of its day, and its samples would have to
  // be recounted against today's: until that is done, a change of goodput is not judged at all.
  const maxChange = isRecord(spec.baseline) && isRecord(spec.baseline.max_change) ? spec.baseline.max_change : {};
  for (const metric of GOODPUT_METRICS) {
    if (metric in maxChange) {
      issues.push({ path: ['baseline', 'max_change', metric], at: 'key', message: `cannot be compared with a baseline: ${metric} is judged against slos thresholds only; write slos: [{thresholds: {${metric}: {min: …}}}] instead` });
    }
  }
  if (spec.goodput !== undefined) return issues;
  const named = (metric: string, path: PathSegment[]): void => {
    issues.push({ path, at: 'key', message: `needs per-request bounds to count ${metric === 'goodput' ? 'goodput' : 'SLO attainment'} against; ${FIX}` });
  };
  if (Array.isArray(spec.slos)) {
    spec.slos.forEach((objective, i) => {
      const thresholds = isRecord(objective) && isRecord(objective.thresholds) ? objective.thresholds : {};
      for (const metric of GOODPUT_METRICS) if (metric in thresholds) named(metric, ['slos', i, 'thresholds', metric]);
    });
  }
  if (isRecord(spec.knee) && spec.knee.min_slo_attainment !== undefined) named('slo_attainment', ['knee', 'min_slo_attainment']);
  return issues;
}
