/**
 * SLOs from spec to checks: parse, validate, evaluate (each step in its own module).
 */
import type { LevelStats } from '../model/level-stats.js';
import type { Issue } from '../spec/problem.js';
import { evaluateObjectives, type SpecLocator } from './slo-evaluate.js';
import { parseSlos, type Objective } from './slo-parse.js';
import { validateObjectives } from './slo-validate.js';
import type { SloSpec } from '../spec/gate-types.js';
import { invalidSpec } from './spec-error.js';
import type { Check } from '../model/checks.js';

/** Every problem in a `slos` value: its shape first, then the rules on what parsed. */
export function sloIssues(slos: unknown): Issue[] {
  const parsed = parseSlos(slos);
  return [...parsed.issues, ...validateObjectives(parsed.objectives)];
}

/**
 * Parse and validate the spec's `slos`, ready to evaluate. Call it before measuring, so a typo
 * stops the run before any load is sent.
 *
 * @throws GateError `SPEC_INVALID` listing every problem, each with its field path.
 */
export function compileSlos(slos: unknown): Objective[] {
  const parsed = parseSlos(slos);
  const issues = [...parsed.issues, ...validateObjectives(parsed.objectives)];
  if (issues.length > 0) throw invalidSpec('slos', issues);
  return parsed.objectives;
}

/**
 * One Check per threshold per level it applies to (see `evaluateObjectives` for the rules on
 * levels not run, broken preconditions and missing data).
 *
 * @param slos - the spec's `slos`, as written.
 * @param levels - the measured levels (`results.levels`).
 * @param locate - maps a spec path such as `slos[0].thresholds.ttft_ms.p95` to its line.
 * @throws GateError `SPEC_INVALID` when `slos` is invalid.
 */
export function evaluateSlos(slos: readonly SloSpec[] | undefined, levels: readonly LevelStats[], locate?: SpecLocator): Check[] {
  return evaluateObjectives(compileSlos(slos), levels, locate);
}
