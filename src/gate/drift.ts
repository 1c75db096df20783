/**
 * Slow drift across merges: `baseline.max_drift` checks, main's trend per gated metric, and step
 * changes in main's history.
 *
 * `max_change` judges one run against the spread of main's recent runs; a slowdown that arrives
 * a few percent per merge enters that spread and is never beyond it. `max_drift` judges how far
 * main has got from an anchor instead: the oldest run the history keeps, or the run pinned with
 * `--pin-baseline` (`Results.anchor` in the baseline file).
 *
 * **The rule.** d = ln(this run's statistic / the anchor's), the anchor's being the geometric
 * mean of the oldest `ANCHOR_WINDOW` runs (or the pinned run's). The noise of d is that of this run
 * and the anchor's k runs, σ·√(1 + 1/k), with σ the spread of main's runs about their level (about their trend when they drift,
 * `stats/trend.ts`), topped up by the same prior as `max_change` (σ₀ = 2 % plus each run's own
 * sampling noise, worth 4 runs). A check fails when the drift is past the limit and the drift
 * itself is told from noise (its one-sided bound at the check's confidence, Bonferroni over the
 * run's drift checks, excludes no change); it is inconclusive when past the limit but not told
 * from noise, and passes otherwise. The point estimate decides the limit and the interval only
 * guards against noise: a drift limit is a budget for main, and waiting until a whole interval
 * lies past it would let main overspend it by the noise of two runs before anything said so.
 * The false alarms this gives are measured on real CLI runs (`npm run bench:verdict -- --drift`).
 *
 * **Who is failed.** A pull request fails when it takes main past the limit; when main was past it
 * already before the pull request (its latest run), the check only warns there — the pull request
 * did not cause it — and main's own refresh run (`--update-baseline`) is the one that fails
 * (`baseline.drift_on_main`), whatever `fail-on` says, since that job usually reports only.
 */
import type { Results } from '../model/results.js';
import type { Check, CheckLevel } from '../model/checks.js';
import type { BaselineRun, ChangePointReport, DriftDetail, DriftStep, HistoryTrend } from '../model/baseline.js';
import { levelKey, levelName, levelRate, sweepLevel, type LevelIdentity } from '../model/level.js';
import type { LevelSamples } from '../model/samples.js';
import { metricLabel, parseMetricPath, readMetric, type MetricRef } from '../metrics/catalogue.js';
import { formatAllowed, formatChange, formatChangeAgainst, formatInterval } from '../metrics/format.js';
import { parseMaxChange, type AllowedChange } from '../spec/max-change.js';
import type { SpecLocator } from '../spec/locate.js';
import { formatPath } from '../spec/problem.js';
import { baselineRuns, runSamplesAt, usableSamples } from './baseline-history.js';
import { cohortSize, judgedAcrossRuns, priorRunSd, runCohortVariance, runValue } from './regression-runs.js';
import { PRIOR_RUN_DOF, toppedUpSpread } from '../stats/compare-runs.js';
import { drifts, logTrend, type LogTrend } from '../stats/trend.js';
import { studentTQuantile } from '../stats/special.js';
import { changePoints } from '../stats/change-points.js';

/** The objective `baseline.max_drift` checks carry. */
export const DRIFT_OBJECTIVE = 'drift';

export interface DriftInput {
  current: Results;
  /** The baseline file's results: its `history` and pinned `anchor`. */
  baseline: Results;
  maxChange: Readonly<Record<string, string>>;
  maxDrift: Readonly<Record<string, string>>;
  /** `baseline.level`: the level of drift checks on a pull request. */
  level: CheckLevel;
  /** True when this run records the baseline (main's refresh). */
  onMain: boolean;
  /** `baseline.drift_on_main`. */
  driftOnMain: 'fail' | 'warn';
  /** `baseline.confidence`. */
  confidence: number;
  /** `baseline.min_runs`: with a shorter history, drift checks are kept as not judged yet. */
  minRuns: number;
  locate?: SpecLocator;
}

export interface DriftOutcome {
  checks: Check[];
  notes: string[];
  trends: HistoryTrend[];
  /** Step changes in main's history with this run appended; only on main's refresh run. */
  changePoints: ChangePointReport[];
}

/** One run's statistic with its own sampling variance, or null when it has none. */
type Value = { value: number; variance: number } | null;

/** A gated metric's history at one level. */
interface Series {
  at: LevelIdentity;
  ref: MetricRef;
  path: string;
  runs: BaselineRun[];
  values: Value[];
  /** The anchor's level: the pinned run's value, or the geometric mean over the anchor window. */
  anchor: Value;
  /** Runs behind `anchor`: 1 for a pinned anchor, up to `ANCHOR_WINDOW` for the oldest runs. */
  anchorRuns: number;
  anchorRun: BaselineRun;
  anchorIndex: number | null;
  current: Value;
  /** This run's samples at the level, when usable. */
  currentSamples: LevelSamples | null;
  trend: LogTrend | null;
  sd: number;
  dof: number;
}

/** Drift checks, trends and change points for this run against the baseline's history. */
export function judgeDrift(input: DriftInput): DriftOutcome {
  const runs = baselineRuns(input.baseline);
  const out: DriftOutcome = { checks: [], notes: [], trends: [], changePoints: [] };
  if (runs.length === 0) return out;
  const pinned = pinnedAnchor(input.baseline);
  const anchorRun = pinned ?? (runs[0] as BaselineRun);
  const drift = parseMaxChange(input.maxDrift, ['baseline', 'max_drift']).changes;
  const gated = [...parseMaxChange(input.maxChange).changes, ...drift];
  const seen = new Set<string>();
  const judged: Array<{ series: Series; a: AllowedChange }> = [];
  for (const level of input.current.levels) {
    const at = sweepLevel(level);
    for (const a of gated) {
      const key = `${levelKey(at)}|${a.path}`;
      if (!judgedAcrossRuns(a) || seen.has(key)) continue;
      seen.add(key);
      const series = seriesOf(at, a, runs, anchorRun, pinned !== undefined, level.samples);
      if (series === null) continue;
      out.trends.push(trendOf(series));
      if (drifts(series.trend)) out.notes.push(driftNote(series));
      if (input.onMain) out.changePoints.push(...changePointsOf(series, input.current));
    }
    for (const a of drift) {
      if (!judgedAcrossRuns(a)) continue;
      const series = seriesOf(at, a, runs, anchorRun, pinned !== undefined, level.samples);
      if (series !== null) judged.push({ series, a });
    }
  }
  const held = runs.length;
  const needed = driftRunsNeeded(input.minRuns, pinned !== undefined);
  for (const { series, a } of judged) {
    out.checks.push(held < needed ? notYet(series, a, input, held, needed) : driftCheck(series, a, input, judged.length));
  }
  return out;
}

/**
 * Runs the history must hold before drift is judged: `baseline.min_runs`, and with the default
 * anchor also the anchor's `ANCHOR_WINDOW` runs and one after them, so that the anchor and main's
 * latest level are different runs and the spread comes from more than the prior. Judged sooner,
 * a fresh history's third run on a busy machine failed main's refresh on drift from its own
 * first two runs.
 */
export function driftRunsNeeded(minRuns: number, pinned: boolean): number {
  return pinned ? minRuns : Math.max(minRuns, ANCHOR_WINDOW + 1);
}

/** The baseline file's pinned anchor, when it has a usable one. */
function pinnedAnchor(baseline: Results): BaselineRun | undefined {
  const anchor = (baseline as { anchor?: unknown }).anchor;
  if (typeof anchor !== 'object' || anchor === null) return undefined;
  const run = anchor as Partial<BaselineRun>;
  return typeof run.started_at === 'string' && Array.isArray(run.levels) ? (run as BaselineRun) : undefined;
}

function valueAt(run: BaselineRun, at: LevelIdentity, ref: MetricRef): Value {
  const [samples] = runSamplesAt([run], at);
  return samples === undefined ? null : valueOf(ref, samples);
}

function valueOf(ref: MetricRef, samples: LevelSamples): Value {
  const v = runValue(ref, samples);
  return 'short' in v ? null : { value: v.value, variance: v.variance };
}

function seriesOf(
  at: LevelIdentity, a: AllowedChange, runs: BaselineRun[], anchorRun: BaselineRun, pinned: boolean, samples: unknown,
): Series | null {
  const values = runs.map((r) => valueAt(r, at, a));
  const known = values.filter((v): v is NonNullable<Value> => v !== null);
  if (known.length === 0) return null;
  const currentSamples = usableSamples(samples) ? samples : null;
  const current = currentSamples === null ? null : valueOf(a, currentSamples);
  const anchorIndex = pinned ? runs.findIndex((r) => r.started_at === anchorRun.started_at) : 0;
  const window = pinned ? [valueAt(anchorRun, at, a)] : values.slice(0, ANCHOR_WINDOW);
  const anchorValues = window.filter((v): v is NonNullable<Value> => v !== null);
  const prior = { dof: PRIOR_RUN_DOF, sd: priorRunSd(known) };
  const trend = logTrend(known.map((v) => v.value), prior);
  const spread = drifts(trend) ? { sd: trend.sd, dof: trend.dof } : flatSpread(known.map((v) => v.value), prior);
  return {
    at, ref: a, path: a.path, runs, values, anchor: geometricMean(anchorValues), anchorRuns: Math.max(1, anchorValues.length), anchorRun,
    anchorIndex: anchorIndex < 0 ? null : anchorIndex, current, currentSamples, trend, ...spread,
  };
}

/**
 * Runs the default anchor averages: the oldest run and the next ones, up to this many. One run is
 * a noisy anchor, and its error is shared by every later comparison until it leaves the history:
 * in the drift benchmark's first sequences, one slow first run moved a whole sequence's drift by
 * 10–20 %. Three is what a fresh history holds when pull requests start being judged against it.
 */
export const ANCHOR_WINDOW = 3;

function geometricMean(values: ReadonlyArray<{ value: number; variance: number }>): Value {
  if (values.length === 0) return null;
  const mean = values.reduce((a, v) => a + Math.log(v.value), 0) / values.length;
  return { value: Math.exp(mean), variance: values.reduce((a, v) => a + v.variance, 0) / values.length ** 2 };
}

/** σ̃ and its degrees of freedom for runs about one level, as `compareAcrossRuns` tops them up. */
function flatSpread(values: readonly number[], prior: { dof: number; sd: number }): { sd: number; dof: number } {
  if (values.length < 2) return { sd: prior.sd, dof: prior.dof };
  const { sd, dof } = toppedUpSpread(values.map((v) => Math.log(v)), prior);
  return { sd, dof };
}

function point(run: BaselineRun, value: number | null, change: number | null): DriftStep {
  return { sha: run.git?.sha ?? null, pr: run.git?.pr ?? null, started_at: run.started_at, value: value ?? Number.NaN, change };
}

/** The anchor, then every run after it with the step it contributed, then this run. */
function detailOf(s: Series, current: Results, onMain: boolean, pinned: boolean): DriftDetail {
  const steps: DriftDetail['steps'] = [];
  // Steps run from run to run; the anchor's own run starts them (its level may average a window).
  let previous = (s.anchorIndex === null ? s.anchor?.value : s.values[s.anchorIndex]?.value) ?? null;
  const from = s.anchorIndex === null ? 0 : s.anchorIndex + 1;
  const after = pinned && s.anchorIndex === null ? s.runs.filter((r) => r.started_at > s.anchorRun.started_at) : s.runs.slice(from);
  for (const run of after) {
    const v = s.values[s.runs.indexOf(run)]?.value ?? null;
    steps.push(point(run, v, v !== null && previous !== null ? v / previous - 1 : null));
    if (v !== null) previous = v;
  }
  const now = s.current?.value ?? null;
  steps.push({ ...point({ started_at: current.started_at, git: current.git ?? null, levels: [] }, now, now !== null && previous !== null ? now / previous - 1 : null), this_run: true });
  return { anchor_kind: pinned ? 'pinned' : 'oldest', anchor: point(s.anchorRun, s.anchor?.value ?? null, null), steps, on_main: onMain };
}

function driftCheck(s: Series, a: AllowedChange, input: DriftInput, count: number): Check {
  const pinned = pinnedAnchor(input.baseline) !== undefined;
  const level = input.current.levels.find((l) => levelKey(l) === levelKey(s.at));
  const actual = level === undefined ? null : readMetric(level, a);
  const base = baseCheck(s, a, input, actual);
  if (s.anchor === null || s.current === null) {
    const who = s.anchor === null ? `the anchor run (${runName(s.anchorRun)})` : 'this run';
    return { ...base, status: 'no_data', reason: `${who} has no ${metricLabel(a)} at ${levelName(s.at)} to judge drift by` };
  }
  const detail = detailOf(s, input.current, input.onMain, pinned);
  // On main, main has drifted when this run and main's latest run both have: the drift judged is
  // the nearer of the two, so one slow run on a busy runner never fails main's refresh (the mean
  // of the two did: a run 37 % slow from the machine's load alone took it past a +15 % limit).
  // A pull request answers for its own run.
  const previous = latestValues(s, 1)[0];
  const both = input.onMain && previous !== undefined;
  const own = Math.log(s.current.value / s.anchor.value);
  const before = previous === undefined ? own : Math.log(previous / s.anchor.value);
  const d = !both ? own : a.direction === 'up' ? Math.min(own, before) : Math.max(own, before);
  // The noise of one run plus the anchor's, an average of `anchorRuns` runs.
  const se = s.sd * Math.sqrt(1 + 1 / s.anchorRuns);
  const t = studentTQuantile(1 - (1 - input.confidence) / Math.max(1, count), s.dof);
  const theta = Math.log(a.direction === 'up' ? 1 + a.fraction : 1 - a.fraction);
  const beyond = (x: number): boolean => (a.direction === 'up' ? x > theta : x < theta);
  const real = a.direction === 'up' ? d - t * se > 0 : d + t * se < 0;
  const change = Math.exp(d) - 1;
  const interval = { lower: Math.exp(d - t * se) - 1, upper: Math.exp(d + t * se) - 1 };
  const judged: Check = {
    ...base,
    // The anchor in this run's scale (a throughput's statistic is per ms of request time; the ratio holds).
    baseline: actual === null ? null : actual * (s.anchor.value / s.current.value),
    limit: actual === null ? null : actual * (s.anchor.value / s.current.value) * Math.exp(theta),
    change, change_lower: interval.lower, change_upper: interval.upper, adjusted_p: null,
    resolution: Math.exp(t * se) - 1, drift: detail,
  };
  // Main was past the limit before this pull request: not this pull request's doing.
  // Main's level before this pull request: its latest two runs, as main's refresh judges it.
  const lastTwo = latestValues(s, 2);
  const latest = lastTwo.length === 0 ? null : Math.exp(lastTwo.reduce((x, v) => x + Math.log(v), 0) / lastTwo.length);
  const already = !input.onMain && latest !== null && beyond(Math.log(latest / s.anchor.value));
  const allowed = formatAllowed(a.direction === 'up' ? a.fraction : -a.fraction);
  const seenText = formatInterval(change, interval, Math.exp(theta) - 1);
  if (!beyond(d)) return { ...judged, status: 'pass', reason: null };
  if (!real) {
    return {
      ...judged, status: 'inconclusive',
      reason: `drifted ${seenText} from the anchor, past the allowed ${allowed}, but main's runs move too much to tell that from noise`,
    };
  }
  const mainLevel: CheckLevel = input.driftOnMain === 'warn' ? 'warn' : 'error';
  return {
    ...judged,
    level: input.onMain ? mainLevel : already ? 'warn' : judged.level,
    status: 'fail',
    reason: already
      ? `main was already past the allowed drift before this change (${formatChange((latest as number) / s.anchor.value - 1)} from the anchor over its latest runs); main's refresh run reports it`
      : both ? `this run and main's latest run are both past it (this run ${formatChange(Math.exp(own) - 1)}, the latest ${formatChange(Math.exp(before) - 1)}); the nearer of the two is shown` : null,
  };
}

/** The values of the latest `count` history runs that have one, latest first. */
function latestValues(s: Series, count: number): number[] {
  const out: number[] = [];
  for (let i = s.values.length - 1; i >= 0 && out.length < count; i--) {
    const v = s.values[i];
    if (v !== null && v !== undefined) out.push(v.value);
  }
  return out;
}

function baseCheck(s: Series, a: AllowedChange, input: DriftInput, actual: number | null): Check {
  const rate = levelRate(s.at);
  return {
    objective: DRIFT_OBJECTIVE,
    kind: 'regression',
    level: input.level,
    concurrency: s.at.concurrency,
    ...(rate === null ? {} : { rate }),
    metric: a.path,
    op: a.direction === 'up' ? '<=' : '>=',
    limit: null,
    actual,
    baseline: null,
    change: null,
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution: null,
    status: 'no_data',
    reason: null,
    source: `max_drift ${a.source}`,
    spec_line: input.locate?.(formatPath(a.specPath)) ?? null,
  };
}

function notYet(s: Series, a: AllowedChange, input: DriftInput, held: number, needed: number): Check {
  const level = input.current.levels.find((l) => levelKey(l) === levelKey(s.at));
  const why = needed === input.minRuns ? 'baseline.min_runs' : `the oldest ${ANCHOR_WINDOW} runs as the anchor and one after them`;
  return {
    ...baseCheck(s, a, input, level === undefined ? null : readMetric(level, a)),
    reason: `not judged yet: the baseline's history holds ${held === 1 ? '1 run' : `${held} runs`} and drift is judged from ${needed} (${why})`,
  };
}

/** `abc1234 (#45)`, or the run's date when no commit was recorded. */
export function runName(run: { sha: string | null; pr: number | null; started_at: string } | BaselineRun): string {
  const sha = 'git' in run ? run.git?.sha ?? null : run.sha;
  const pr = 'git' in run ? run.git?.pr ?? null : run.pr;
  const name = sha === null ? `the run of ${run.started_at.slice(0, 10)}` : sha.slice(0, 7);
  return pr === null || pr === undefined ? name : `${name} (#${pr})`;
}

/**
 * A failed drift check in a sentence: `TPOT p50 at concurrency 8 drifted +21.7 % from the anchor
 * abc1234 (allowed +15 %): def5678 (#41) +4.0 %, …, this run +4.2 %`.
 */
export function describeDrift(c: Check, subject: string): string {
  const d = c.drift;
  if (d === undefined || c.change === null) return `${subject}: ${c.reason ?? c.source}`;
  const threshold = c.op === '<=' ? 1 : -1;
  const allowed = /:\s*([+\-\u2212]?[\d.]+\s*%)\s*$/.exec(c.source)?.[1] ?? c.source;
  const steps = d.steps.filter((s) => s.change !== null);
  const shown = steps.length <= MAX_STEPS_NAMED ? steps : largest(steps, threshold);
  const names = shown.map((s) => `${s.this_run === true ? 'this run' : runName(s)} ${formatChange(s.change as number)}`);
  const more = steps.length - shown.length;
  const anchor = `${d.anchor_kind === 'pinned' ? 'the pinned anchor' : 'the anchor'} ${runName(d.anchor)}`;
  return `${subject} drifted ${formatChangeAgainst(c.change, threshold * Number.parseFloat(allowed) / 100)} from ${anchor} (allowed ${allowed.replace(/\s+/g, '')}): `
    + `${names.join(', ')}${more > 0 ? ` (and ${more} smaller ${more === 1 ? 'step' : 'steps'})` : ''}`;
}

/** Most steps a drift sentence names; beyond it, the largest in the drift's direction, in order. */
const MAX_STEPS_NAMED = 6;

function largest(steps: DriftDetail['steps'], sign: number): DriftDetail['steps'] {
  const keep = new Set([...steps].sort((x, y) => sign * ((y.change as number) - (x.change as number))).slice(0, MAX_STEPS_NAMED - 1));
  const last = steps.at(-1);
  if (last !== undefined) keep.add(last);
  return steps.filter((s) => keep.has(s));
}

function trendOf(s: Series): HistoryTrend {
  const rate = levelRate(s.at);
  return {
    concurrency: s.at.concurrency,
    ...(rate === null ? {} : { rate }),
    metric: s.path,
    runs: s.runs.map((r, i) => ({ sha: r.git?.sha ?? null, pr: r.git?.pr ?? null, started_at: r.started_at, value: s.values[i]?.value ?? null })),
    anchor_index: s.anchorIndex,
    anchor_value: s.anchor?.value ?? null,
    current: s.current?.value ?? null,
    ...(drifts(s.trend) ? { drift_per_run: Math.exp(s.trend.slope) - 1 } : {}),
  };
}

/** `TPOT p50 at concurrency 8: main's last 7 runs drift +4.0 % a run; …` */
function driftNote(s: Series): string {
  const perRun = formatChange(Math.exp((s.trend as LogTrend).slope) - 1);
  return `Main's history drifts: ${metricLabel(s.ref)} at ${levelName(s.at)} moved ${perRun} a run over its last ${s.trend?.runs ?? 0} runs, `
    + 'so its max_change is judged against where that drift leaves main (the trend\'s latest point, with the scatter about the trend as the spread), '
    + 'not against a spread the drift has widened; baseline.max_drift judges the drift itself.';
}

/** Step changes in the history with this run appended, each named by the first run after it. */
function changePointsOf(s: Series, current: Results): ChangePointReport[] {
  const runs = [...s.runs.map((r, i) => ({ run: r, value: s.values[i] ?? null }))];
  const known = runs.filter((x): x is { run: BaselineRun; value: NonNullable<Value> } => x.value !== null);
  const values = known.map((x) => x.value.value);
  if (s.current !== null) values.push(s.current.value);
  const rate = levelRate(s.at);
  return changePoints(values, { minRunLogSd: cohortNoiseLogSd(s) }).map((cp) => {
    // Past the history's runs is this run.
    const run = known[cp.index]?.run ?? { started_at: current.started_at, git: current.git ?? null, levels: [] };
    return {
      concurrency: s.at.concurrency,
      ...(rate === null ? {} : { rate }),
      metric: s.path,
      sha: run.git?.sha ?? null,
      pr: run.git?.pr ?? null,
      started_at: run.started_at,
      change: cp.change,
      p_value: cp.pValue,
    };
  });
}

/**
 * The least spread of runs a step is judged against: the root mean of the runs' own sampling
 * variances with requests resampled in cohorts (`runCohortVariance`): about what a run's figure
 * moves by, however alike a few runs on one side of a split happen to be (an estimate, and a low
 * one with few cohorts a run). Without it, 5 of 20 sequences of an unchanged endpoint reported a
 * step (CLI runs against the simulator, concurrency 4 and 8): TTFT p50 there is one cohort's
 * value, and three runs in a row that landed on the low cohort read as a −31 % step with
 * p ≈ 10⁻⁶. Replayed on those runs with it (`bench/drift-replay.ts`), none did, and 9–25 % steps
 * in TPOT p50 and TPM injected into them were still found by the step's second run; 20 new
 * sequences on new seeds reported none either (docs/gate.md, "Measured"). A mean, not a median,
 * over the runs: a run whose cohorts split evenly is as much a run of this endpoint as one whose
 * cohorts agreed.
 */
function cohortNoiseLogSd(s: Series): number {
  const samples = runSamplesAt(s.runs, s.at);
  if (s.currentSamples !== null) samples.push(s.currentSamples);
  const variances = samples
    .map((x) => runCohortVariance(s.ref, x, cohortSize(s.at, x)))
    .filter((v) => Number.isFinite(v));
  return variances.length === 0 ? 0 : Math.sqrt(variances.reduce((a, b) => a + b, 0) / variances.length);
}

/** `TPOT p50 at concurrency 8 stepped up 9 % at abc1234 (#45)`, plain text (annotations, logs). */
export function changePointSentence(p: ChangePointReport): string {
  const ref = parseMetricPath(p.metric);
  const step = `${p.change >= 0 ? 'stepped up' : 'stepped down'} ${formatChange(Math.abs(p.change)).replace(/^\+/, '')}`;
  return `${ref === undefined ? p.metric : metricLabel(ref)} at ${levelName(p)} ${step} at ${runName(p)}`;
}
