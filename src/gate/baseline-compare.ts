/**
 * This run against its baseline: a table of changes for the report, and a Check for every
 * metric the spec limits with `baseline.max_change`. Call `checkBaselineCompatible` first: this
 * module compares whatever it is given.
 *
 * Two rules, by what the files hold:
 * - **Raw samples on both sides** (`LevelStats.samples`): each check compares the samples
 *   (`compareMetric`) and all of them are judged together (`judgeRegressions`), so the chance of
 *   any false regression in the run is at most 1 − `confidence`. A check fails only when its
 *   interval lies wholly beyond the allowed change, passes when it lies wholly within, and is
 *   `inconclusive` otherwise.
 * - **Either side without samples** (a baseline recorded before they were kept): the point rule,
 *   the current value against the baseline value moved by the allowed change, with no interval.
 */
import type { LevelStats } from '../model/level-stats.js';
import type { Results } from '../model/results.js';
import { formatPath } from '../spec/problem.js';
import { METRICS, metricLabel, metricPath, parseMetricPath, readMetric, type MetricRef } from '../metrics/catalogue.js';
import { compileMaxChange, type AllowedChange } from '../spec/max-change.js';
import { noDataReason } from './slo-evaluate.js';
import { type SpecLocator } from '../spec/locate.js';
import type { Check, CheckLevel } from '../model/checks.js';
import { levelKey, levelName, levelRate, levelTrace, sweepLevel, type LevelIdentity } from '../model/level.js';
import { checkSeed, compareMetric } from './regression-samples.js';
import { type LevelSamples } from '../model/samples.js';
import { judgeRegressions, type RegressionJudgement } from './regression.js';
import { formatAllowed, formatInterval, resolutionClause } from '../metrics/format.js';
import { baselineRuns, runSamplesAt, usableSamples as samplesUsable } from './baseline-history.js';
import { compareMetricAcrossRuns, tooFewRuns, type RunSpreadRule } from './regression-runs.js';
import { changeBounds, isJudgeable, type Comparison } from '../stats/comparison.js';
import { isAcrossRuns } from '../stats/compare-runs.js';
import { resolutionCheck } from './resolution-check.js';
import { noiseNote } from './noise-note.js';
import type { ComparisonRow } from '../model/baseline.js';

/** The metrics the comparison table shows at every level, in column order. */
export const DEFAULT_COMPARISON_METRICS: readonly string[] = [
  'ttft_ms.p50', 'ttft_ms.p95', 'ttft_ms.p99', 'tpot_ms.p50', 'tpot_ms.p95', 'e2e_ms.p95', 'qps', 'tpm', 'success_rate',
];

/** How regressions are judged when both sides carry raw samples. */
export interface CompareOptions {
  /** Chance that no check of the run is a false regression. @defaultValue 0.95 */
  confidence?: number;
  /** The coarsest resolution accepted (0.15 for "15%"); each coarser check gets a resolution check. */
  minResolution?: number;
  /** Level of the resolution checks. @defaultValue `warn` */
  resolutionLevel?: CheckLevel;
  /**
   * Fewest baseline runs at a level for its changes to be judged (`baseline.min_runs`); with fewer,
   * checks are inconclusive and rows carry no interval (`tooFewRuns`). @defaultValue 1
   */
  minRuns?: number;
  /** The baseline is a reference measured in this same run (for the note on what intervals cover). */
  sameRun?: boolean;
  /** How the spread of a history's runs is judged; the gate's rule when omitted (the verdict benchmark measures others). */
  runSpread?: RunSpreadRule;
}

/** Resamples of the bootstrap behind a table row's interval (no check, so no Holm level to reach). */
const ROW_RESAMPLES = 2_000;

/** The note added when some checks fell back to the point rule for want of raw samples. */
export const NO_SAMPLES_NOTE = 'The baseline has no raw samples; re-record it to get intervals. '
  + 'Until then its regression checks compare the values alone (no confidence interval, no control of false alarms).';

/** The name regression checks carry as their objective. */
export const BASELINE_OBJECTIVE = 'baseline';

/**
 * Compare two runs level by level.
 *
 * Rows cover every level of either run (this run's order first, then levels only the baseline
 * has) × the default metrics, followed by any other metric named in `maxChange`. Checks cover
 * only the metrics in `maxChange`, at every level of the baseline: a baseline level this run did
 * not reach is `no_data`, as is a metric missing on either side.
 *
 * @param maxChange - the spec's `baseline.max_change`, e.g. `{"ttft_ms.p95": "+10%"}`.
 * @param level - whether a regression fails the gate (`error`) or is reported (`warn`).
 * @param locate - maps `baseline.max_change["ttft_ms.p95"]` to its spec line.
 * @returns the checks and rows, and notes for the report (e.g. that the baseline has no raw samples).
 * @throws GateError `SPEC_INVALID` when `maxChange` is invalid.
 */
export function compareToBaseline(
  current: Results, baseline: Results, maxChange: Readonly<Record<string, string>> | undefined, level: CheckLevel, locate?: SpecLocator,
  options: CompareOptions = {},
): ComparedToBaseline {
  const allowed = compileMaxChange(maxChange);
  // Levels are matched by identity: a rate level by its rate, a concurrency level by its concurrency.
  const now = byLevel(current.levels);
  const then = byLevel(baseline.levels);
  const keys = [...now.keys(), ...[...then.keys()].filter((c) => !now.has(c))];
  const id = (k: string): LevelIdentity => sweepLevel((now.get(k) ?? then.get(k)) as LevelStats);

  const refs: MetricRef[] = DEFAULT_COMPARISON_METRICS.map((p) => parseMetricPath(p) as MetricRef);
  for (const a of allowed) if (!refs.some((r) => r.metric === a.metric && r.stat === a.stat)) refs.push(a);

  const runs = baselineRuns(baseline);
  const alpha = 1 - (options.confidence ?? 0.95);
  const minRuns = options.minRuns ?? 1;
  // Fewest baseline runs behind a check's comparison, for the note on what the intervals cover.
  let fewestRuns = Infinity;
  // One comparison per level and metric, whichever of the check and the row asks first: with
  // several baseline runs, against their spread; otherwise the two runs' samples.
  const compare = (at: LevelIdentity, ref: MetricRef, n: LevelStats, t: LevelStats, resamples?: number): Comparison => {
    const seed = checkSeed(metricPath(ref), at);
    const history = runs.length >= 2 ? runSamplesAt(runs, at) : [];
    const bootstrap = resamples === undefined ? { seed } : { seed, resamples };
    const c = history.length >= 2
      ? compareMetricAcrossRuns(ref, history, n.samples as LevelSamples, bootstrap, options.runSpread)
      : compareMetric(ref, t.samples as LevelSamples, n.samples as LevelSamples, bootstrap);
    const seen = Math.max(1, history.length);
    if (resamples === undefined) fewestRuns = Math.min(fewestRuns, seen);
    // A metric that is not compared at all (ITL, min, max) keeps its own reason.
    return seen < minRuns && c.method !== 'insufficient' ? tooFewRuns(c, seen, minRuns) : c;
  };

  const checks: Check[] = [];
  // Checks with a value on both sides and raw samples on both sides, judged together below.
  const sampled: SampledCheck[] = [];
  let pointRule = false;
  // A history shorter than min_runs judges nothing yet: like no baseline, not like an undecided one.
  // (A baseline without raw samples, recorded by an earlier version, keeps the point rule instead.)
  const held = Math.max(1, runs.length);
  const short = options.sameRun !== true && runs.length >= 1 && held < minRuns;
  for (const k of then.keys()) {
    for (const a of allowed) {
      const check = regressionCheck(id(k), a, now.get(k), then.get(k) as LevelStats, level, locate);
      const n = now.get(k);
      const t = then.get(k) as LevelStats;
      if (short) {
        if (check.status === 'no_data' || n === undefined) {
          checks.push(check);
          continue;
        }
        // The point change from the requests, as a judged check would show it; no interval.
        const c = usableSamples(n) && usableSamples(t) ? compare(id(k), a, n, t) : undefined;
        const change = c?.change ?? check.change;
        checks.push({ ...check, change: change !== null && Number.isFinite(change) ? change : null, status: 'no_data', reason: notYetReason(held, minRuns) });
        continue;
      }
      if (check.status !== 'no_data' && n !== undefined) {
        if (usableSamples(n) && usableSamples(t)) sampled.push({ index: checks.length, a, at: id(k), now: n, comparison: compare(id(k), a, n, t) });
        else pointRule = true;
      }
      checks.push(check);
    }
  }

  const resolutionChecks = sampled.length > 0 ? judgeSampled(sampled, checks, alpha, current, options, locate) : [];

  const checked = new Map<string, Check>();
  for (const c of checks) if (c.change_lower !== undefined || c.change_upper !== undefined) checked.set(`${levelKey(c)}|${c.metric}`, c);
  const rows: ComparisonRow[] = [];
  for (const k of keys) {
    for (const ref of refs) {
      const r = row(id(k), ref, now.get(k), then.get(k));
      const n = now.get(k);
      const t = then.get(k);
      if (n !== undefined && t !== undefined && usableSamples(n) && usableSamples(t)) {
        const c = checked.get(`${k}|${r.metric}`);
        if (c !== undefined && c.adjusted_p !== null && c.adjusted_p !== undefined) {
          Object.assign(r, { baseline: c.baseline, change: c.change, change_lower: c.change_lower ?? null, change_upper: c.change_upper ?? null });
        } else {
          Object.assign(r, rowInterval(compare(id(k), ref, n, t, ROW_RESAMPLES), alpha / 2, r));
        }
      }
      rows.push(r);
    }
  }
  const notes = pointRule ? [NO_SAMPLES_NOTE] : [];
  const noise = short
    ? noiseNote({ runs: held, minRuns, sameRun: false }, checks)
    : noiseNote({ runs: fewestRuns, minRuns, sameRun: options.sameRun ?? false }, sampled.map(({ index }) => checks[index] as Check));
  if (noise !== null) notes.push(noise);
  return { checks: [...checks, ...resolutionChecks], rows, notes, runs: held, ...(short ? { shortHistory: { runs: held, minRuns } } : {}) };
}

/** Why a `max_change` check of a history shorter than `baseline.min_runs` was not judged. */
function notYetReason(held: number, minRuns: number): string {
  return `not judged yet: the baseline's history holds ${held === 1 ? '1 run' : `${held} runs`} and regression checks start at ${minRuns} `
    + `(baseline.min_runs), since ${held === 1 ? "one run's requests cannot" : `${held} runs cannot`} show how much whole runs move; `
    + 'each run recorded with --update-baseline (the workflow on the main branch) adds one';
}

/** What `compareToBaseline` returns. */
export interface ComparedToBaseline {
  checks: Check[];
  rows: ComparisonRow[];
  notes: string[];
  /** Runs the baseline holds (its history, else 1). */
  runs: number;
  /**
   * Set when the baseline holds fewer runs than `minRuns`: its `max_change` checks are `no_data`,
   * not judged yet, and gate nothing (`runStatus`'s `shortHistory`).
   */
  shortHistory?: { runs: number; minRuns: number };
}

/** A check with a value and raw samples on both sides: `checks[index]`, with its comparison. */
interface SampledCheck { index: number; a: AllowedChange; at: LevelIdentity; now: LevelStats; comparison: Comparison }

/**
 * The sampled checks judged together at error `alpha` (`judgeRegressions`): each of
 * `checks[index]` is replaced by its judged form, and the resolution checks are returned.
 */
function judgeSampled(
  sampled: readonly SampledCheck[], checks: Check[], alpha: number, current: Results, options: CompareOptions, locate: SpecLocator | undefined,
): Check[] {
  const resolutionChecks: Check[] = [];
  const inputs = sampled.map(({ a, comparison }) => ({ comparison, allowed: { direction: a.direction, fraction: a.fraction } }));
  const judgements = judgeRegressions(inputs, {
    alpha, ...(options.minResolution === undefined ? {} : { minResolution: options.minResolution }),
  });
  sampled.forEach(({ index, a, at, now: n, comparison }, j) => {
    const judgement = judgements[j] as RegressionJudgement;
    let judged = withJudgement(checks[index] as Check, a, judgement);
    const base = shownBaseline(a, comparison, judged.actual);
    // Against several runs the baseline is their typical value, and the limit moves with it.
    if (base !== null) judged = { ...judged, baseline: base, limit: base * (a.direction === 'up' ? 1 + a.fraction : 1 - a.fraction) };
    checks[index] = judged;
    if (options.minResolution !== undefined) {
      const r = resolutionCheck({
        at, allowed: a, comparison, judgement, requests: n.requests, minResolution: options.minResolution,
        adaptive: current.sweep.max_requests !== undefined && levelRate(at) === null,
        level: options.resolutionLevel ?? 'warn', specLine: locate?.('baseline.min_resolution') ?? null,
      });
      if (r !== null) resolutionChecks.push(r);
    }
  });
  return resolutionChecks;
}

/**
 * A row's interval at error γ on each side; when the comparison's own baseline is what the row
 * must show (`shownBaseline`: several runs, or a throughput), its baseline and change too.
 */
function rowInterval(c: Comparison, gamma: number, r: ComparisonRow): Partial<ComparisonRow> {
  if (!isJudgeable(c)) return { change_lower: null, change_upper: null };
  const interval = changeBounds(c, gamma);
  const ref = parseMetricPath(r.metric);
  const base = ref === undefined ? null : shownBaseline(ref, c, r.current);
  const across = base !== null;
  return {
    ...(across ? { baseline: base, change: c.change } : {}),
    change_lower: finiteOrNull(interval.lower),
    change_upper: finiteOrNull(interval.upper),
    ...(r.change === null && !across ? { change_lower: null, change_upper: null } : {}),
  };
}

/**
 * The baseline a check or row shows when it is not simply the baseline file's stored value: null
 * when it is (a one-run comparison of a statistic compared in its stored scale), or when it
 * cannot be computed (no change, or this run's value is 0).
 *
 * Against several runs the baseline is the runs' typical value, which no file stores: for a
 * statistic compared in its stored scale (a latency percentile, a share) that value is already in
 * the metric's unit. A throughput (`compared: 'per-request-ms'` in the catalogue: QPS, RPM, TPM,
 * output tokens/s) is not: it is compared as work per millisecond a request was in flight, a
 * figure in proportion to the stored rate at a fixed concurrency but thousands of times smaller
 * than tokens/min (shown as it was, a baseline of "0.152 TPM" against 7 052 TPM read as a 23 %
 * drop). Its baseline, against one run or several, is shown the one way that keeps every figure
 * of the row in the metric's own unit and in agreement with the change beside it: this run's
 * stored value moved back by the comparison's change, current / (1 + change).
 */
export function shownBaseline(ref: MetricRef, c: Comparison, current: number | null): number | null {
  if (METRICS[ref.metric].compared === 'stored') return isAcrossRuns(c) ? c.baselineValue : null;
  if (current === null || c.change === null || !Number.isFinite(c.change) || !(c.change > -1)) return null;
  const base = current / (1 + c.change);
  return Number.isFinite(base) && base > 0 ? base : null;
}

/**
 * A check decided by the statistical rule: `regression` fails, `pass` passes, and
 * `inconclusive` says why the data could not decide.
 */
export function withJudgement(check: Check, a: Pick<AllowedChange, 'direction' | 'fraction'>, j: RegressionJudgement): Check {
  const status: Check['status'] = j.outcome === 'regression' ? 'fail' : j.outcome === 'pass' ? 'pass' : 'inconclusive';
  const change = j.change !== null && Number.isFinite(j.change) ? j.change : check.change;
  const resolution = Number.isFinite(j.resolution) ? j.resolution : null;
  let reason: string | null = null;
  if (status === 'inconclusive') {
    const threshold = a.direction === 'up' ? a.fraction : -a.fraction;
    const seen = j.interval !== null && change !== null ? formatInterval(change, j.interval, threshold) : null;
    reason = j.reason ?? (seen === null
      ? 'the data cannot tell whether the change is within the allowed one'
      : `the change ${seen} could be within the allowed ${formatAllowed(threshold)} or beyond it`
        + (resolution === null ? '' : `; this run ${resolutionClause(resolution, a.direction)}`));
  }
  return {
    ...check,
    change,
    change_lower: j.interval === null ? null : finiteOrNull(j.interval.lower),
    change_upper: j.interval === null ? null : finiteOrNull(j.interval.upper),
    adjusted_p: j.adjustedP,
    resolution,
    status,
    reason,
  };
}

/** True when a level carries raw samples of the expected shape (see `usableSamples` in baseline-history). */
function usableSamples(l: LevelStats): boolean {
  return samplesUsable(l.samples);
}

/** JSON has no infinity: an unbounded side of an interval is stored as null. */
function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/** (current − baseline) / baseline; 0 when both are 0; null when it cannot be computed. */
export function relativeChange(baseline: number | null, current: number | null): number | null {
  if (baseline === null || current === null) return null;
  if (baseline === 0) return current === 0 ? 0 : null;
  return (current - baseline) / baseline;
}

function row(at: LevelIdentity, ref: MetricRef, now: LevelStats | undefined, then: LevelStats | undefined): ComparisonRow {
  const current = now === undefined ? null : readMetric(now, ref);
  const base = then === undefined ? null : readMetric(then, ref);
  const info = METRICS[ref.metric];
  const rate = levelRate(at);
  return {
    concurrency: at.concurrency,
    ...(rate === null ? {} : { rate }),
    metric: metricPath(ref),
    label: metricLabel(ref),
    unit: info.unit,
    better: info.better,
    baseline: base,
    current,
    change: relativeChange(base, current),
  };
}

/**
 * The checks `maxChange` asks for at each of this run's levels, none judged: what a baseline that
 * was refused (incompatible) or could not be read would have been compared on. Each is `no_data`
 * with `reason` (which field differs, with both values), so the checks stay in `checks[]` and the
 * gate knows they were meant to gate the run.
 */
export function unjudgedRegressionChecks(
  levels: readonly LevelStats[], maxChange: Readonly<Record<string, string>> | undefined, level: CheckLevel, reason: string, locate?: SpecLocator,
): Check[] {
  const allowed = compileMaxChange(maxChange);
  return [...byLevel(levels).values()].flatMap((l) => allowed.map((a): Check => {
    const actual = readMetric(l, a);
    return {
      ...regressionCheck(sweepLevel(l), a, l, l, level, locate),
      limit: null, baseline: null, change: null, actual, status: 'no_data', reason,
    };
  }));
}

function regressionCheck(
  at: LevelIdentity, a: AllowedChange, now: LevelStats | undefined, then: LevelStats, level: CheckLevel, locate: SpecLocator | undefined,
): Check {
  const base = readMetric(then, a);
  const actual = now === undefined ? null : readMetric(now, a);
  const limit = base === null ? null : base * (a.direction === 'up' ? 1 + a.fraction : 1 - a.fraction);
  let status: Check['status'];
  let reason: string | null = null;
  if (now === undefined) {
    status = 'no_data';
    reason = `${levelName(at)} is in the baseline but was not run this time`;
  } else if (base === null) {
    status = 'no_data';
    reason = `the baseline has no ${metricLabel(a)} at ${levelName(at)}: ${noDataReason(then, a)}`;
  } else if (actual === null) {
    status = 'no_data';
    reason = noDataReason(now, a);
  } else {
    status = (a.direction === 'up' ? actual <= (limit as number) : actual >= (limit as number)) ? 'pass' : 'fail';
  }
  return {
    objective: BASELINE_OBJECTIVE,
    kind: 'regression',
    level,
    concurrency: at.concurrency,
    ...(levelRate(at) === null ? {} : { rate: levelRate(at) as number }),
    ...(levelTrace(at) === null ? {} : { trace: levelTrace(at)! }),
    metric: a.path,
    op: a.direction === 'up' ? '<=' : '>=',
    limit,
    actual,
    baseline: base,
    change: relativeChange(base, actual),
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution: null,
    status,
    reason,
    source: a.source,
    spec_line: locate?.(formatPath(a.specPath)) ?? null,
  };
}

function byLevel(levels: readonly LevelStats[]): Map<string, LevelStats> {
  const map = new Map<string, LevelStats>();
  for (const l of levels) if (!map.has(levelKey(l))) map.set(levelKey(l), l);
  return map;
}
