/**
 * From measured levels to a verdict: SLO checks, the baseline comparison, the knee, and the
 * status. Pure: everything it needs (the baseline's content, the spec's line lookup, the time)
 * is passed in.
 *
 * Three rules on top of the gate's own, so that a verdict never reads better than the run was:
 *
 * 1. **A level where every measured request failed is a failed level.** Every SLO threshold
 *    that applies there, and every allowed change against a baseline value, fails (at its own
 *    `error` or `warn` level): the users at that load got no answer, which no latency or
 *    throughput limit allows. A note names the level and its error kinds, and says so when no
 *    objective covers it (only when the spec removed the default success-rate objective with
 *    `gate.min_success_rate: false`; then it does not change the verdict).
 * 2. **A percentile too thin to report is not judged.** A check on it is `no_data`, and its
 *    reason says how many samples it needs and how many there were (see `sample-size.ts`).
 * 3. **A run that stopped early cannot pass.** When the budget ran out or the run was cancelled
 *    before every level was measured, the status is `error` with the stop as its cause, unless
 *    a check failed, in which case it is `fail`: what was measured already broke a limit.
 *
 * Every level also carries the default success-rate objective (`default-objective.ts`), and a
 * baseline that could not be compared keeps its `max_change` checks as not judged; the status
 * itself comes from the gate's one policy, `runStatus` (`gate/run-status.ts`).
 */
import { withServerSentences } from './server-moved.js';
import type { Plan } from '../spec/types.js';
import type { Results, BaselineReport } from '../model/results.js';
import type { Check, Knee } from '../model/checks.js';
import { evaluateSlos } from './slo-evaluate.js';
import type { SpecLocator } from '../spec/locate.js';
import { compareToBaseline, unjudgedRegressionChecks } from './baseline-compare.js';
import { changePointSentence, judgeDrift } from './drift.js';
import type { RunSpreadRule } from './regression-runs.js';
import { REFERENCE_OBJECTIVE } from './describe.js';
import { checkBaselineCompatible } from './baseline-compat.js';
import { baselineAge } from './baseline-age.js';
import { environmentDifferences } from './environment.js';
import { findKnee } from './knee.js';
import { findAttainmentKnee } from './attainment-knee.js';
import { levelKey, levelName } from '../model/level.js';
import { type FailOn } from '../model/checks.js';
import { runStatus } from './run-status.js';
import { defaultObjectiveChecks } from './default-objective.js';
import { DEFAULT_MIN_SUCCESS_RATE } from '../spec/gate-types.js';
import { METRICS, metricLabel, parseMetricPath, type DistributionMetric } from '../metrics/catalogue.js';
import type { LevelStats } from '../model/level-stats.js';
import type { ShardId } from '../model/shard.js';
import { PERCENTILE_MIN_SAMPLES, type PercentileName } from '../metrics/sample-size.js';

/** The baseline as the front end found it on disk. */
export type BaselineInput =
  | { status: 'loaded'; path: string; results: Results }
  | { status: 'missing'; path: string }
  | { status: 'unreadable'; path: string; reason: string };

/**
 * A same-run reference (see `src/engine/reference.ts`): its levels, measured alongside this run's, stand in for a
 * stored baseline; `url` is the reference's redacted URL, for messages.
 */
export type ReferenceBaselineInput = { status: 'reference'; url: string; levels: LevelStats[] };

export interface JudgeInput {
  /** The measured results, status still as measured (`pass` or `error`). */
  results: Results;
  gate: Plan['gate'];
  baseline: BaselineInput | ReferenceBaselineInput | undefined;
  failOn: FailOn;
  locate: SpecLocator | undefined;
  now: Date;
  /**
   * Set when the run stopped before every level was measured (budget or cancellation): the
   * error the run gets when no check failed.
   */
  stopped?: NonNullable<Results['error']>;
  /**
   * True when this run records the new baseline (`--update-baseline`): an old baseline that was
   * refused or unreadable then leaves its `max_change` limits out of the gate (see `runStatus`).
   */
  recordsBaseline?: boolean;
  /**
   * True when the front end's search for the baseline asked for a comparison (an artifact looked
   * for), so a missing one is reported as missing even when the spec configures none.
   */
  baselineAsked?: boolean;
  /** Set when the run is one shard of a sweep: its status is not the sweep's verdict (`runStatus`). */
  shard?: ShardId;
  /** How the spread of a history's runs is judged; the gate's rule when omitted (the verdict benchmark measures others). */
  runSpread?: RunSpreadRule;
}

/** The judged parts of the results. */
export type Judgement = Pick<Results, 'status' | 'error' | 'checks' | 'verdict' | 'knee' | 'baseline'> & { notes: string[] };

/**
 * Judges a measured run (see the rules above). A run that could not measure keeps status
 * `error` and its error whatever the checks say.
 */
export function judge(input: JudgeInput): Judgement {
  const { results, gate, failOn, locate } = input;
  const notes: string[] = [];
  const measured = results.levels.length > 0;
  const slo = measured ? evaluateSlos(gate.slos, results.levels, locate) : [];
  const checks: Check[] = [...slo, ...(measured ? defaultObjectiveChecks(results.levels, slo, gate.minSuccessRate ?? DEFAULT_MIN_SUCCESS_RATE, locate) : [])];
  // Set by `compare` when the baseline's history is still shorter than baseline.min_runs.
  const shortHistory: { runs?: number; minRuns: number } = { minRuns: gate.baseline.minRuns };
  const baseline = measured ? compare(input, checks, notes, shortHistory) : emptyBaseline(input, 'not_configured', []);
  const byLevel = new Map(results.levels.map((l) => [levelKey(l), l] as const));
  for (const [i, c] of checks.entries()) checks[i] = rejudge(c, byLevel.get(levelKey(c)));
  const compared = serverBaseline(input.baseline);
  if (compared !== undefined) checks.splice(0, checks.length, ...withServerSentences(checks, results.levels, compared.levels, compared.against));
  if (results.status !== 'error') notes.push(...deadLevelNotes(results.levels, checks));
  const limitsChanges = Object.keys(gate.baseline.maxChange).length > 0;
  const rerecorded = input.recordsBaseline === true && input.baseline?.status !== 'reference' ? rerecordedBaseline(baseline) : undefined;
  if (rerecorded !== undefined && (gate.baseline.runs ?? 1) >= 2) {
    notes.push(`The baseline's history (baseline.runs: ${gate.baseline.runs}) restarts from this run: the old baseline ${rerecorded.why}, so its runs are not kept.`);
  }
  const outcome = runStatus({
    checks,
    failOn,
    inconclusive: gate.baseline.inconclusive,
    measurement: results.status === 'error' ? 'error' : input.stopped !== undefined ? 'stopped' : 'complete',
    ...(baseline.status === 'missing' && limitsChanges ? { missingBaseline: baseline.path } : {}),
    ...(rerecorded !== undefined && limitsChanges ? { rerecorded } : {}),
    ...(limitsChanges && shortHistory.runs !== undefined ? { shortHistory: { path: baseline.path, runs: shortHistory.runs, minRuns: shortHistory.minRuns } } : {}),
    ...(input.shard === undefined ? {} : { shard: input.shard }),
  });
  const error = outcome.status === 'error' && results.status !== 'error' ? input.stopped ?? results.error : results.error;
  const { verdict } = outcome;
  return {
    status: outcome.status,
    error,
    checks,
    verdict: {
      fail_on: failOn, failed: verdict.failed.length, warned: verdict.warned.length, unverified: verdict.unverified.length,
      reason: outcome.reason, on_inconclusive: gate.onInconclusive ?? 'fail',
    },
    knee: measured ? kneeOf(results.levels, gate) : null,
    baseline,
    notes,
  };
}

/** The levels the server figures are set against: the stored baseline's, or the reference's; undefined without either. */
function serverBaseline(baseline: JudgeInput['baseline']): { levels: readonly LevelStats[]; against: string } | undefined {
  if (baseline?.status === 'loaded') return { levels: baseline.results.levels, against: 'the baseline' };
  if (baseline?.status === 'reference') return { levels: baseline.levels, against: 'the reference' };
  return undefined;
}

/** The knee by the rule the spec chose: SLO attainment when `knee.min_slo_attainment` is set, else TPM. */
function kneeOf(levels: Results['levels'], gate: Plan['gate']): Knee {
  return gate.kneeMinSloAttainment === undefined ? findKnee(levels, gate.safetyFactor) : findAttainmentKnee(levels, gate.kneeMinSloAttainment, gate.safetyFactor);
}

/** Why an old baseline that is being replaced could not be compared; undefined when it was compared or absent. */
function rerecordedBaseline(baseline: BaselineReport): { path: string; why: string } | undefined {
  if (baseline.status === 'incompatible') return { path: baseline.path, why: `was refused because ${baseline.reasons.join('; ')}` };
  if (baseline.status === 'unreadable') return { path: baseline.path, why: `could not be used because ${baseline.reasons.join('; ')}` };
  return undefined;
}

/** A check the gate could not judge, reconsidered with what the level says about why. */
function rejudge(c: Check, level: LevelStats | undefined): Check {
  if (c.status !== 'no_data' || level === undefined) return c;
  if (isDead(level)) {
    // A regression needs a value to regress from: without one in the baseline it stays unjudged.
    if (c.kind === 'regression' && c.baseline === null) return c;
    return { ...c, status: 'fail', reason: `${deadLevelReason(level)}, so no answer met this limit` };
  }
  const ref = parseMetricPath(c.metric);
  if (ref === undefined || ref.stat === null || METRICS[ref.metric].kind !== 'distribution' || !(ref.stat in PERCENTILE_MIN_SAMPLES)) return c;
  const dist = level[ref.metric as DistributionMetric];
  const needed = PERCENTILE_MIN_SAMPLES[ref.stat as PercentileName];
  if (dist === undefined || dist.count === 0 || dist.count >= needed) return c;
  const failures = level.failed > 0 ? ` (${level.succeeded} of ${level.requests} requests succeeded)` : '';
  return {
    ...c,
    reason: `${metricLabel(ref)} needs at least ${needed} samples and ${levelName(level)} had ${dist.count}${failures}, `
      + `too few to say anything about that tail; raise sweep.requests to judge it`,
  };
}

/** True when the level measured requests and none succeeded. */
function isDead(level: LevelStats): boolean {
  return level.requests > 0 && level.succeeded === 0;
}

/** `no request succeeded at concurrency 32 (32 of 32 failed: rate_limited × 30, timeout × 2)` */
function deadLevelReason(level: LevelStats): string {
  const kinds = Object.entries(level.errors).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} × ${n}`).join(', ');
  return `no request succeeded at ${levelName(level)} (${level.failed} of ${level.requests} failed${kinds ? `: ${kinds}` : ''})`;
}

/** One note per level where every request failed, saying what that did to the verdict. */
function deadLevelNotes(levels: readonly LevelStats[], checks: readonly Check[]): string[] {
  const notes: string[] = [];
  for (const level of levels) {
    if (!isDead(level)) continue;
    const failed = checks.filter((c) => levelKey(c) === levelKey(level) && c.status === 'fail').length;
    const reason = deadLevelReason(level);
    const head = `${reason[0]?.toUpperCase()}${reason.slice(1)}.`;
    notes.push(failed > 0
      ? `${head} ${failed === 1 ? 'The check that applies there fails' : `The ${failed} checks that apply there fail`}, since no answer met ${failed === 1 ? 'it' : 'them'}.`
      : `${head} No objective applies to this level, so it does not change the verdict; remove gate.min_success_rate: false `
        + 'or add success_rate: {min: …} to an objective that covers it to gate on it.');
  }
  return notes;
}

function compare(input: JudgeInput, checks: Check[], notes: string[], shortHistory: { runs?: number }): BaselineReport {
  const { baseline, gate, results } = input;
  if (baseline?.status === 'reference') return compareToReference(input, baseline, checks, notes);
  if (baseline === undefined || baseline.status === 'missing') {
    if (!gate.baseline.configured && input.baselineAsked !== true) return emptyBaseline(input, 'not_configured', []);
    // Said once, by the verdict's reason or where the report names the baseline (`missingBaselineText`), not again as a note.
    return emptyBaseline(input, 'missing', [`no file at ${gate.baseline.path}`]);
  }
  if (baseline.status === 'unreadable') {
    notes.push(`The baseline ${baseline.path} could not be used: ${baseline.reason}`);
    checks.push(...refusedChecks(input, `not compared: the baseline ${baseline.path} could not be used (${baseline.reason})`));
    return emptyBaseline(input, 'unreadable', [baseline.reason]);
  }
  const compatible = checkBaselineCompatible(results, baseline.results);
  const age = baselineAge(baseline.results, input.now);
  if (!compatible.ok) {
    notes.push(`The baseline ${baseline.path} was not compared: ${compatible.reasons.join('; ')}. Refresh it on the main branch.`);
    checks.push(...refusedChecks(input, `not compared: the baseline was refused, ${compatible.reasons.join('; ')}`));
    return { status: 'incompatible', path: baseline.path, reasons: compatible.reasons, age, rows: [] };
  }
  const comparison = compareToBaseline(
    results, baseline.results, gate.baseline.maxChange, gate.baseline.level, input.locate, {
      confidence: gate.baseline.confidence,
      ...(gate.baseline.minResolution === undefined ? {} : { minResolution: gate.baseline.minResolution }),
      resolutionLevel: gate.baseline.resolutionLevel ?? 'warn',
      minRuns: gate.baseline.minRuns,
      ...(input.runSpread === undefined ? {} : { runSpread: input.runSpread }),
    },
  );
  notes.push(...comparison.notes);
  if (comparison.shortHistory !== undefined) shortHistory.runs = comparison.shortHistory.runs;
  const warnings = environmentDifferences(results, baseline.results);
  if (warnings.length > 0) {
    notes.push(`The baseline was measured in other conditions (${warnings.join('; ')}); a change may be theirs rather than the endpoint's.`);
  }
  const drift = judgeDrift({
    current: results, baseline: baseline.results, maxChange: gate.baseline.maxChange, maxDrift: gate.baseline.maxDrift ?? {},
    level: gate.baseline.level, onMain: input.recordsBaseline === true, driftOnMain: gate.baseline.driftOnMain ?? 'fail',
    confidence: gate.baseline.confidence, minRuns: gate.baseline.minRuns, ...(input.locate === undefined ? {} : { locate: input.locate }),
  });
  notes.push(...drift.notes);
  // On main's refresh run each step change is a note: a line in the terminal, a notice annotation in the Action.
  if (input.recordsBaseline === true) notes.push(...drift.changePoints.map((p) => `Step change in main's history: ${changePointSentence(p)}.`));
  const judged = [...comparison.checks, ...drift.checks];
  checks.push(...(gate.baseline.judgeClientBound ? judged : judged.map((c) => withoutClientBound(c, results.levels))));
  return {
    status: 'compared', path: baseline.path, reasons: [], age, rows: comparison.rows, runs: comparison.runs, min_runs: gate.baseline.minRuns, warnings,
    ...(drift.trends.some((t) => t.runs.length >= 2) ? { trends: drift.trends } : {}),
    ...(input.recordsBaseline === true && drift.trends.length > 0 ? { change_points: drift.changePoints } : {}),
  };
}

/**
 * Regressions against a reference measured in the same run: the same rules as against a stored
 * baseline, with the reference's levels in its place. No compatibility or age check applies:
 * both sides got the same workload at the same time.
 */
function compareToReference(input: JudgeInput, reference: ReferenceBaselineInput, checks: Check[], notes: string[]): BaselineReport {
  const { gate, results } = input;
  const source = { kind: 'reference' as const, url: reference.url };
  notes.push(`Regressions are judged against the reference endpoint ${reference.url}, measured in this run; `
    + `the stored baseline ${gate.baseline.path} was not read.`);
  if (reference.levels.length === 0) {
    const reason = `nothing was measured at the reference ${reference.url}`;
    checks.push(...refusedChecks(input, `not compared: ${reason}`).map((c) => ({ ...c, objective: REFERENCE_OBJECTIVE })));
    return { status: 'unreadable', path: gate.baseline.path, reasons: [reason], age: null, rows: [], source };
  }
  const comparison = compareToBaseline(
    results, { ...results, levels: reference.levels }, gate.baseline.maxChange, gate.baseline.level, input.locate, { confidence: gate.baseline.confidence, sameRun: true },
  );
  notes.push(...comparison.notes);
  const judged = comparison.checks.map((c) => ({ ...c, objective: REFERENCE_OBJECTIVE }));
  checks.push(...(gate.baseline.judgeClientBound ? judged : judged.map((c) => withoutClientBound(c, results.levels))));
  return { status: 'compared', path: gate.baseline.path, reasons: [], age: null, rows: comparison.rows, source };
}

/**
 * A regression on a level where the measuring process was flagged client-bound is not called:
 * the change may be the runner's own delay. The check becomes `no_data` with the reason.
 */
function withoutClientBound(check: Check, levels: readonly LevelStats[]): Check {
  const level = levels.find((l) => levelKey(l) === levelKey(check));
  if (!level?.client?.bound || check.status === 'no_data') return check;
  return {
    ...check,
    status: 'no_data',
    reason: `not judged: the measuring client was busy at this level (${level.client.reason ?? 'client-bound'}); set baseline.judge_client_bound to judge it anyway`,
  };
}

/**
 * The `max_change` checks a baseline that could not be compared would have had, kept in
 * `checks[]` as not judged with the reason, so the gate sees that they were meant to gate the run.
 */
function refusedChecks(input: JudgeInput, reason: string): Check[] {
  const { gate, results } = input;
  return unjudgedRegressionChecks(results.levels, gate.baseline.maxChange, gate.baseline.level, reason, input.locate);
}

function emptyBaseline(input: JudgeInput, status: BaselineReport['status'], reasons: string[]): BaselineReport {
  const path = input.baseline !== undefined && input.baseline.status !== 'reference' ? input.baseline.path : input.gate.baseline.path;
  return { status, path, reasons, age: null, rows: [] };
}
