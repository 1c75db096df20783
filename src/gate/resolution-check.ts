/**
 * `baseline.min_resolution`: a check per compared metric saying whether this run was big enough
 * to judge it. A "no regression" from a check that could only see changes of 60 % or more is not
 * the reassurance it reads as; this check says so, and how many requests would do.
 *
 * The fix rests on the resolution shrinking about as 1 / √n on the log scale (a standard error
 * does, and the resolution is a multiple of one), with the baseline re-recorded at the same size:
 * n_needed ≈ n · (w / w_required)², w the log-scale width. Against several baseline runs, the
 * spread between runs does not shrink with more requests, so the advice is more runs instead,
 * with no request count. An adaptive level's size is set by `sweep.max_requests`, so the advice
 * names that field.
 */
import { levelName, levelRate, levelTrace, type LevelIdentity } from '../model/level.js';
import { metricLabel } from '../metrics/catalogue.js';
import type { AllowedChange } from '../spec/max-change.js';
import type { RegressionJudgement } from './regression.js';
import type { Comparison } from '../stats/comparison.js';
import { isAcrossRuns } from '../stats/compare-runs.js';
import { formatAllowed, formatResolution, RESOLUTION_SHOWN_MAX, resolutionClause, signedPercent } from '../metrics/format.js';
import type { Check, CheckLevel } from '../model/checks.js';

/** The objective resolution checks carry. */
export const RESOLUTION_OBJECTIVE = 'baseline.min_resolution';

/** What a resolution check is made from. */
export interface ResolutionCheckInput {
  at: LevelIdentity;
  allowed: AllowedChange;
  comparison: Comparison;
  judgement: RegressionJudgement;
  /** Requests measured at this level in the current run. */
  requests: number;
  /**
   * True when the level grew adaptively (`sweep.max_requests` set, a concurrency level): then
   * `max_requests`, not `requests`, is what bounds its size and what the advice names.
   */
  adaptive?: boolean;
  /** The resolution required, a fraction (0.15 for "15%"). */
  minResolution: number;
  level: CheckLevel;
  specLine: number | null;
}

/**
 * The resolution check of one compared metric: `pass` when its resolution is at most the
 * required one, `fail` (at `level`) when it is wider or the metric could not be judged for too
 * few samples. Null when the metric cannot be judged however many requests are sent (such as
 * ITL or a maximum): its regression check already says why.
 */
export function resolutionCheck(input: ResolutionCheckInput): Check | null {
  const { at, allowed: a, comparison, judgement: j, minResolution } = input;
  if (comparison.method === 'insufficient' && comparison.needed === null) return null;
  const label = `${metricLabel(a)} at ${levelName(at)}`;
  const required = formatAllowed(minResolution, false);
  const resolution = Number.isFinite(j.resolution) ? j.resolution : null;
  const coarse = j.tooCoarse || resolution === null;
  let reason: string | null = null;
  let needed: number | null = null;
  if (coarse && resolution !== null && isAcrossRuns(comparison)) {
    // Against several runs the width comes from how far whole runs spread, which more requests
    // per run barely narrow: only more runs (a better estimate of that spread) do.
    const runs = comparison.baselineRuns ?? 2;
    reason = `this run cannot judge ${label} finely enough: against the ${runs} baseline runs it ${unsigned(resolutionClause(resolution, a.direction))}, `
      + `wider than the ${required} required. The spread between runs limits this resolution, and more requests per run will not narrow it: `
      + `keep more runs in the baseline (raise baseline.runs; it holds ${runs} now)`;
  } else if (coarse) {
    needed = requestsNeeded(input);
    const field = input.adaptive === true ? 'sweep.max_requests' : 'sweep.requests';
    const fix = `raise ${field} to about ${needed} and refresh the baseline at that size`
      + (isAcrossRuns(comparison) ? ', or keep more baseline runs (baseline.runs)' : '');
    reason = resolution === null
      ? `this run is too small to judge ${label}: ${comparison.method === 'insufficient' ? comparison.reason : 'its change could not be bounded'}; ${fix}`
      : `this run is too small to judge ${label}: it ${unsigned(resolutionClause(resolution, a.direction))}, `
        + `wider than the ${required} required; ${fix} (resolution shrinks about as 1/√requests)`;
  }
  return {
    objective: RESOLUTION_OBJECTIVE,
    kind: 'regression',
    level: input.level,
    concurrency: at.concurrency,
    ...(levelRate(at) === null ? {} : { rate: levelRate(at) as number }),
    ...(levelTrace(at) === null ? {} : { trace: levelTrace(at)! }),
    metric: a.path,
    op: '<=',
    limit: minResolution,
    actual: resolution,
    baseline: null,
    change: null,
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution,
    ...(needed === null ? {} : { requests_needed: needed }),
    status: coarse ? 'fail' : 'pass',
    reason,
    source: `min_resolution: ${required.replace(/\u00a0/g, '')}`,
    spec_line: input.specLine,
  };
}

/**
 * Requests per level that would bring the resolution to the required one: n · (w / w₀)² on the
 * log scale, rounded up to a multiple of 10; for a metric short of samples, enough for its minimum.
 */
function requestsNeeded(input: Pick<ResolutionCheckInput, 'allowed' | 'comparison' | 'judgement' | 'requests' | 'minResolution'>): number {
  const { allowed: a, comparison: c, judgement: j, minResolution } = input;
  const n = Math.max(1, input.requests);
  let needed: number;
  if (c.method === 'insufficient' || !Number.isFinite(j.resolution)) {
    // Requests, not successes, are what sweep.requests counts: scale by the share that succeeded.
    const have = Math.max(1, Math.min(c.baselineCount || n, c.currentCount || n));
    const perSample = Math.max(1, n / have);
    needed = Math.max(n + 1, Math.ceil((c.method === 'insufficient' && c.needed !== null ? c.needed : 2 * n) * perSample));
  } else {
    const w = a.direction === 'up' ? Math.log1p(j.resolution) : -Math.log1p(-Math.min(j.resolution, 0.999999));
    const w0 = a.direction === 'up' ? Math.log1p(minResolution) : -Math.log1p(-Math.min(minResolution, 0.999999));
    needed = Math.ceil(n * (w / w0) ** 2);
  }
  return Math.ceil(needed / 10) * 10;
}

/** A resolution clause without the sign of its figure: a resolution is a size, as the spec writes it. */
function unsigned(clause: string): string {
  return clause.replace(/ [+-](?=\d)/, ' ');
}

/**
 * Limit and actual cells of a resolution check in a table: `≤ 15 %`, `38 % (~210 requests)`;
 * past a doubling, `over 100 %` (a figure such as 120 329 % says nothing more).
 */
export function resolutionCells(c: Pick<Check, 'limit' | 'actual' | 'requests_needed'>): [string, string] {
  const pct = (x: number): string => signedPercent(x, 0).replace(/^\+/, '');
  const limit = c.limit === null ? '–' : `≤ ${formatAllowed(c.limit, false)}`;
  let actual = c.actual === null ? 'unbounded'
    : formatResolution(c.actual, 'up') === null ? `over ${pct(RESOLUTION_SHOWN_MAX.up)}` : pct(c.actual);
  if (c.requests_needed !== undefined) actual += ` (~${c.requests_needed} requests)`;
  return [limit, actual];
}
