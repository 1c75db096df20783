/**
 * From measured levels to a verdict: SLO checks, the baseline comparison, the knee, and the
 * status. Pure: everything it needs (the baseline's content, the spec's line lookup, the time)
 * is passed in.
 */
import type { Plan } from './spec/types.js';
import type { Results, BaselineReport, RunStatus } from './results.js';
import type { Check } from './gate/types.js';
import { evaluateSlos } from './gate/slo.js';
import type { SpecLocator } from './gate/slo-evaluate.js';
import { compareToBaseline } from './gate/baseline-compare.js';
import { checkBaselineCompatible } from './gate/baseline-compat.js';
import { baselineAge } from './gate/baseline-age.js';
import { findKnee } from './gate/knee.js';
import { gateVerdict, type FailOn } from './gate/verdict.js';

/** The baseline as the front end found it on disk. */
export type BaselineInput =
  | { status: 'loaded'; path: string; results: Results }
  | { status: 'missing'; path: string }
  | { status: 'unreadable'; path: string; reason: string };

export interface JudgeInput {
  /** The measured results, status still as measured (`pass` or `error`). */
  results: Results;
  gate: Plan['gate'];
  baseline: BaselineInput | undefined;
  failOn: FailOn;
  locate: SpecLocator | undefined;
  now: Date;
}

/** The judged parts of the results. */
export type Judgement = Pick<Results, 'status' | 'checks' | 'verdict' | 'knee' | 'baseline'> & { notes: string[] };

/** Judges a measured run. A run that could not measure keeps status `error` whatever the checks say. */
export function judge(input: JudgeInput): Judgement {
  const { results, gate, failOn, locate } = input;
  const notes: string[] = [];
  const measured = results.levels.length > 0;
  const checks: Check[] = measured ? evaluateSlos(gate.slos, results.levels, locate) : [];
  const baseline = measured ? compare(input, checks, notes) : emptyBaseline(input, 'not_configured', []);
  const verdict = gateVerdict(checks, failOn);
  const status: RunStatus = results.status === 'error' ? 'error' : verdict.status;
  return {
    status,
    checks,
    verdict: { fail_on: failOn, failed: verdict.failed.length, warned: verdict.warned.length, unverified: verdict.unverified.length },
    knee: measured ? findKnee(results.levels, gate.safetyFactor) : null,
    baseline,
    notes,
  };
}

function compare(input: JudgeInput, checks: Check[], notes: string[]): BaselineReport {
  const { baseline, gate, results } = input;
  if (baseline === undefined || baseline.status === 'missing') {
    if (!gate.baseline.configured) return emptyBaseline(input, 'not_configured', []);
    notes.push(`No baseline at ${gate.baseline.path}: nothing to compare against. Run \`llm-slo-gate run --update-baseline\` on the main branch to create one.`);
    return emptyBaseline(input, 'missing', [`no file at ${gate.baseline.path}`]);
  }
  if (baseline.status === 'unreadable') {
    notes.push(`The baseline ${baseline.path} could not be used: ${baseline.reason}`);
    return emptyBaseline(input, 'unreadable', [baseline.reason]);
  }
  const compatible = checkBaselineCompatible(results, baseline.results);
  const age = baselineAge(baseline.results, input.now);
  if (!compatible.ok) {
    notes.push(`The baseline ${baseline.path} was not compared: ${compatible.reasons.join('; ')}. Refresh it on the main branch.`);
    return { status: 'incompatible', path: baseline.path, reasons: compatible.reasons, age, rows: [] };
  }
  const comparison = compareToBaseline(results, baseline.results, gate.baseline.maxChange, gate.baseline.level, input.locate);
  checks.push(...comparison.checks);
  return { status: 'compared', path: baseline.path, reasons: [], age, rows: comparison.rows };
}

function emptyBaseline(input: JudgeInput, status: BaselineReport['status'], reasons: string[]): BaselineReport {
  return { status, path: input.baseline?.path ?? input.gate.baseline.path, reasons, age: null, rows: [] };
}
