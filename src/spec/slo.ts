/**
 * SLOs from spec to objectives: parse, then validate (each step in its own module). Evaluating
 * them against measured levels is the gate's (`gate/slo-evaluate.ts`).
 */
import type { Issue } from './problem.js';
import { parseSlos, type Objective } from './slo-parse.js';
import { validateObjectives } from './slo-validate.js';
import { invalidSpec } from './gate-error.js';

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

