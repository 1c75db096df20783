/**
 * One plan per scenario, resolved by the same `resolvePlan` as a spec without scenarios: each
 * scenario's sections replace the top-level ones whole (never merged field by field), so what a
 * scenario says is all that applies to it, and a top-level section is a default to copy.
 */
import { resolvePlan, OVERRIDE_FLAGS } from '../spec/plan.js';
import { schemaDefault } from '../spec/schema.js';
import type { Plan, PlanOverrides, ScenarioSpec, Spec } from '../spec/types.js';
import type { SpecLocator } from '../gate/slo-evaluate.js';
import { DEFAULT_BASELINE_PATH } from '../gate/spec-types.js';
import { scenarioBaselinePath } from './names.js';

/** A scenario ready to run. */
export interface ScenarioPlan {
  name: string;
  /** Position in the spec's `scenarios`, for pointing at its lines. */
  index: number;
  plan: Plan;
  /** The scenario's own `sweep.max_duration_s`, a cap inside the shared budget; undefined when it sets none. */
  capS: number | undefined;
}

/** Every scenario's plan, and the budget they share. */
export interface ScenarioPlans {
  scenarios: ScenarioPlan[];
  /** Seconds all scenarios together may take: the top-level `sweep.max_duration_s` or its override. */
  budgetS: number;
}

/**
 * The plans of a spec with `scenarios`, in the spec's order.
 *
 * Overrides (flags or inputs) apply to every scenario, except `maxDurationS`, which sets the
 * shared budget. `baselinePath`, from `--baseline` or the `baseline` input, replaces the shared
 * baseline path, so each scenario without a path of its own compares with that path plus `-<name>`.
 *
 * @throws GateError `USAGE` when an override breaks the spec's rules (as `resolvePlan`).
 */
export function resolveScenarioPlans(
  spec: Spec,
  overrides: PlanOverrides,
  specPath?: string,
  flagNames: Readonly<Record<keyof PlanOverrides, string>> = OVERRIDE_FLAGS,
  baselinePath?: string,
): ScenarioPlans {
  const scenarios = (spec.scenarios ?? []).map((scenario, index) => {
    const plan = resolvePlan(scenarioSpec(spec, scenario), overrides, specPath, flagNames);
    const shared = baselinePath ?? spec.baseline?.path ?? DEFAULT_BASELINE_PATH;
    const ownPath = baselinePath === undefined ? scenario.baseline?.path : undefined;
    plan.gate.baseline = {
      ...plan.gate.baseline,
      path: ownPath ?? scenarioBaselinePath(shared, scenario.name),
      configured: plan.gate.baseline.configured || baselinePath !== undefined,
    };
    return { name: scenario.name, index, plan, capS: scenario.sweep?.max_duration_s };
  });
  const budgetS = overrides.maxDurationS ?? spec.sweep?.max_duration_s ?? (schemaDefault(['sweep', 'max_duration_s']) as number);
  return { scenarios, budgetS };
}

/** The spec a scenario runs: the top level with the scenario's sections in place of their namesakes. */
export function scenarioSpec(spec: Spec, scenario: ScenarioSpec): Spec {
  const { scenarios: _all, ...shared } = spec;
  const merged: Spec = { ...shared, workload: scenario.workload ?? spec.workload };
  for (const key of ['sweep', 'slos', 'baseline', 'knee'] as const) {
    const own = scenario[key] ?? spec[key];
    if (own === undefined) delete merged[key];
    else (merged as unknown as Record<string, unknown>)[key] = own;
  }
  return merged;
}

/**
 * Points a field of the scenario's own sections at its lines under `scenarios[i]`; fields of
 * sections it takes from the top level keep their top-level lines.
 */
export function scenarioLocator(locate: SpecLocator | undefined, spec: Spec, index: number): SpecLocator | undefined {
  if (locate === undefined) return undefined;
  const scenario = spec.scenarios?.[index];
  return (field) => {
    const section = /^[a-z_]+/.exec(field)?.[0];
    if (scenario !== undefined && section !== undefined && section in scenario && section !== 'name') {
      return locate(`scenarios[${index}].${field}`);
    }
    return locate(field);
  };
}

/** How many runs a scenario's baseline keeps (`baseline.runs`, 1 when unset). */
export function runsKept(plans: ScenarioPlans, name: string): number {
  return plans.scenarios.find((s) => s.name === name)?.plan.gate.baseline.runs ?? 1;
}
