/**
 * One plan per scenario, resolved by the same `resolvePlan` as a spec without scenarios: each
 * scenario's sections replace the top-level ones whole (never merged field by field), so what a
 * scenario says is all that applies to it, and a top-level section is a default to copy.
 */
import { resolvePlan } from './plan.js';
import { checkOverrides, OVERRIDE_FLAGS, type OverrideNames, type PlanOverrides } from './overrides.js';
import { GateError, isGateError } from '../errors.js';
import { specDefault } from './schema.js';
import type { Plan, ScenarioSpec, Spec } from './types.js';
import type { SpecLocator } from './locate.js';
import { DEFAULT_BASELINE_PATH } from './gate-types.js';
import { scenarioBaselinePath } from './scenario-names.js';

/** A scenario ready to run. */
export interface ScenarioPlan {
  name: string;
  /** Position in the spec's `scenarios`, for pointing at its lines. */
  index: number;
  plan: Plan;
  /** The scenario's own `sweep.max_duration_s`, a cap inside the shared budget; undefined when it sets none. */
  capS: number | undefined;
  /** Overrides this scenario runs without, each with why: added to its results' notes. */
  notes: readonly string[];
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
 * shared budget. A scenario that cannot take an override (`maxConcurrency` without rate levels,
 * `requests` above its own `max_requests`) runs without it, with a note naming it; the override
 * is refused only when no scenario can take it.
 *
 * `baselinePath`, from `--baseline` or the `baseline` input, replaces the shared baseline path,
 * so each scenario without a path of its own compares with that path plus `-<name>`; a scenario
 * with its own `baseline.path` keeps it.
 *
 * @throws GateError `USAGE` when an override's value is wrong, when no scenario can take it, or
 *   when a scenario's sections refuse it otherwise (naming the scenario).
 */
export function resolveScenarioPlans(
  spec: Spec,
  overrides: PlanOverrides,
  specPath?: string,
  flagNames: OverrideNames = OVERRIDE_FLAGS,
  baselinePath?: string,
): ScenarioPlans {
  // A flag's value is wrong for every scenario alike, so it is reported once, without a scenario.
  checkOverrides(overrides, flagNames);
  const names = { ...OVERRIDE_FLAGS, ...flagNames };
  const list = spec.scenarios ?? [];
  const label = (index: number) => `scenarios[${index}] (${list[index]!.name})`;
  // Which scenarios cannot take an override, and why: they run without it, with a note.
  const specs = list.map((scenario) => scenarioSpec(spec, scenario));
  const refusals = specs.map((own) => overrideRefusals(own, overrides, names));
  for (const key of ['maxConcurrency', 'requests'] as const) {
    if (overrides[key] === undefined || list.length === 0 || !refusals.every((r) => r[key] !== undefined)) continue;
    const flag = names[key];
    throw new GateError('USAGE', `${flag} ${overrides[key]}: no scenario can take it (${refusals.map((r, i) => `${label(i)}: ${r[key]}`).join('; ')}).`, {
      hint: key === 'maxConcurrency' ? `Give rate levels too, e.g. ${names.rate} 1,2,4, or leave ${flag} out.` : `Give a smaller ${flag}, or raise the scenarios' sweep.max_requests.`,
    });
  }
  const scenarios = list.map((scenario, index) => {
    const own: PlanOverrides = { ...overrides };
    const notes: string[] = [];
    for (const [key, why] of Object.entries(refusals[index]!) as [keyof PlanOverrides, string][]) {
      delete own[key];
      const kept = key === 'requests' ? `; it runs its own sweep.requests (${specs[index]!.sweep?.requests ?? specDefault('sweep.requests')})` : '';
      notes.push(`${names[key]} ${overrides[key]} was not applied to ${label(index)}: ${why}${kept}.`);
    }
    let plan: Plan;
    try {
      plan = resolvePlan(specs[index]!, own, specPath, flagNames);
    } catch (err) {
      // What the scenario's own sections refuse is said with the scenario's name.
      if (!isGateError(err)) throw err;
      throw new GateError(err.code, `${label(index)}: ${err.message}`, { ...(err.hint === undefined ? {} : { hint: err.hint }), cause: err });
    }
    const shared = baselinePath ?? spec.baseline?.path ?? DEFAULT_BASELINE_PATH;
    // The override replaces the shared path only: a scenario that names its own file keeps it.
    const ownPath = scenario.baseline?.path;
    plan.gate.baseline = {
      ...plan.gate.baseline,
      path: ownPath ?? scenarioBaselinePath(shared, scenario.name),
      configured: plan.gate.baseline.configured || baselinePath !== undefined,
    };
    return { name: scenario.name, index, plan, capS: scenario.sweep?.max_duration_s, notes };
  });
  const budgetS = overrides.maxDurationS ?? spec.sweep?.max_duration_s ?? specDefault('sweep.max_duration_s');
  return { scenarios, budgetS };
}

/**
 * The overrides a scenario's spec cannot take, each with the reason, as the end of a sentence:
 * `--max-concurrency` bounds rate levels only, and `--requests` may not pass the scenario's own
 * `sweep.max_requests` (the same rule as without scenarios).
 */
function overrideRefusals(spec: Spec, overrides: PlanOverrides, flagNames: Readonly<Record<keyof PlanOverrides, string>>): Partial<Record<keyof PlanOverrides, string>> {
  const out: Partial<Record<keyof PlanOverrides, string>> = {};
  const sweep = spec.sweep ?? {};
  if (overrides.maxConcurrency !== undefined && overrides.rate === undefined && sweep.rate === undefined) {
    out.maxConcurrency = `it has no rate levels (sweep.rate or ${flagNames.rate}) to bound`;
  }
  if (overrides.requests !== undefined && sweep.max_requests !== undefined && overrides.requests > sweep.max_requests) {
    out.requests = `more than its sweep.max_requests (${sweep.max_requests})`;
  }
  return out;
}

/** The spec a scenario runs: the top level with the scenario's sections in place of their namesakes. */
function scenarioSpec(spec: Spec, scenario: ScenarioSpec): Spec {
  const { scenarios: _all, ...shared } = spec;
  const merged: Spec = { ...shared, workload: scenario.workload ?? spec.workload };
  for (const key of ['sweep', 'slos', 'baseline', 'knee', 'goodput'] as const) {
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
