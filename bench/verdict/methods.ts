/**
 * The regression methods compared on the same measured runs. Every run is measured once by the
 * real CLI, whose own verdict (the spec's method) is kept; the other methods judge that run's
 * results.json again with the gate's own comparison (`compareToBaseline`, the function the CLI's
 * verdict calls), against a baseline built from the same earlier main-branch runs the way
 * `--update-baseline` builds it (`nextBaseline`). So every method sees exactly the same
 * measurements, and the CLI's verdict cross-checks the re-judging.
 */
import type { Results } from '../../src/model/results.js';
import type { Check } from '../../src/model/checks.js';
import { compareToBaseline, BASELINE_OBJECTIVE } from '../../src/gate/baseline-compare.js';
import { nextBaseline } from '../../src/gate/baseline-history.js';
import { REFERENCE_OBJECTIVE } from '../../src/gate/describe.js';

/** One way of judging a run against the main branch's earlier runs. */
export interface Method {
  /** Short name for tables and JSON. */
  name: string;
  /** How many of the latest main-branch runs the baseline keeps (`baseline.runs`). */
  runs: number;
  /** `baseline.min_runs`: fewer baseline runs than this judge nothing. */
  minRuns: number;
  /** Which noise the method's interval covers, in words. */
  covers: string;
}

/** What became of one run's regression checks. */
export interface Outcome {
  /** Some regression check failed. */
  failed: boolean;
  /** Some regression check was inconclusive (or unjudged) and none failed. */
  inconclusive: boolean;
  /** Metric paths with a failed check at some level, e.g. `tpot_ms.p50`. */
  failedMetrics: string[];
  /** Regression checks in the run. */
  checks: number;
  /** Per metric path, the coarsest `resolution` over its levels' judged checks (a fraction); absent when none was judged. */
  resolution: Record<string, number>;
}

/** The regression checks of a run against its stored baseline or same-run reference (not SLOs, not resolution checks). */
export function regressionChecks(checks: readonly Check[]): Check[] {
  return checks.filter((c) => c.kind === 'regression' && (c.objective === BASELINE_OBJECTIVE || c.objective === REFERENCE_OBJECTIVE));
}

/** Classifies a run by its regression checks' statuses, whatever its exit code says. */
export function outcomeOf(checks: readonly Check[]): Outcome {
  const regressions = regressionChecks(checks);
  const failed = regressions.filter((c) => c.status === 'fail');
  const open = regressions.some((c) => c.status === 'inconclusive' || c.status === 'no_data');
  const resolution: Record<string, number> = {};
  for (const c of regressions) {
    if (typeof c.resolution === 'number' && Number.isFinite(c.resolution)) resolution[c.metric] = Math.max(resolution[c.metric] ?? 0, c.resolution);
  }
  return {
    resolution,
    failed: failed.length > 0,
    inconclusive: failed.length === 0 && open,
    failedMetrics: [...new Set(failed.map((c) => c.metric))].sort(),
    checks: regressions.length,
  };
}

/** The baseline the main branch's workflow would hold after `mainRuns` (oldest first), keeping `runs`. */
export function baselineAfter(mainRuns: readonly Results[], runs: number): Results | undefined {
  let baseline: Results | undefined;
  for (const r of mainRuns.slice(-runs)) baseline = nextBaseline(r, baseline, runs);
  return baseline;
}

/** Judges `current` by `method` against the main-branch runs before it. */
export function judgeBy(
  method: Method, mainRuns: readonly Results[], current: Results, maxChange: Readonly<Record<string, string>>, confidence: number,
): Check[] {
  const baseline = baselineAfter(mainRuns, method.runs);
  if (baseline === undefined) return [];
  return compareToBaseline(current, baseline, maxChange, 'error', undefined, { confidence, minRuns: method.minRuns }).checks;
}
