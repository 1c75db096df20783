/**
 * The first step of a spec's runs: the spec and the overrides in, the list of runs out, each plan
 * frozen and final. A spec without scenarios is a list of one run, named `''`; a spec with
 * scenarios is one run per scenario, in the spec's order, sharing a budget. Everything that decides
 * a plan's values is done here, before the first request, so that no later step changes a plan:
 * `--baseline` (or the `baseline` input), the shard's split of the sweep, and a trace replay's
 * request count (read from its file with the run's other workload files).
 */
import type { Plan, PlanOverrides, Spec } from '../spec/types.js';
import type { OverrideNames } from '../spec/overrides.js';
import { resolvePlan } from '../spec/plan.js';
import { resolveScenarioPlans, type ScenarioPlan } from '../spec/scenario-plans.js';
import { GateError, isGateError } from '../errors.js';
import { readWorkloadFiles, type WorkloadFiles } from '../workload/files.js';
import type { RunPlan, ShardRun, SpecRuns } from './run-spec.js';

export type { RunPlan, SpecRuns } from './run-spec.js';

export interface ResolveRunsOptions {
  /** Folder the workload's relative paths are read from. */
  cwd: string;
  specPath?: string;
  /** The front end's names of the overrides, for messages. */
  flagNames?: OverrideNames;
  /** `--baseline` or the `baseline` input: the baseline file(s) to compare with, a comparison asked for. */
  baselinePath?: string;
  /**
   * The shard the front end asks for, given the resolved plans (one per run) and whether they are
   * scenarios; undefined for a run that is not sharded. @throws GateError `USAGE` when it refuses.
   */
  shard?: (plans: readonly Plan[], scenarios: boolean) => Promise<ShardRun | undefined> | ShardRun | undefined;
}

/**
 * The spec's runs (see `SpecRuns`), every plan frozen.
 * @throws GateError `USAGE` for a wrong override or a refused shard, or as `readWorkloadFiles`
 *   for a workload file that cannot be used (its message starting with the scenario, if any).
 */
export async function resolveRuns(spec: Spec, overrides: PlanOverrides, options: ResolveRunsOptions): Promise<SpecRuns> {
  const scenarios = spec.scenarios !== undefined;
  const { specPath, flagNames, baselinePath } = options;
  const { scenarios: planned, budgetS } = scenarios
    ? resolveScenarioPlans(spec, overrides, specPath, flagNames, baselinePath)
    : singleRun(resolvePlan(spec, overrides, specPath, flagNames, baselinePath));
  const shard = await options.shard?.(planned.map((s) => s.plan), scenarios);
  const split = shard === undefined ? planned : planned.map((s) => ({ ...s, plan: shard.plan }));
  // Every run's files are read before anything is written or sent: a bad file fails at once.
  const runs: RunPlan[] = [];
  for (const s of split) {
    const files = await runFiles(s, options.cwd, scenarios);
    runs.push(Object.freeze({ ...s, plan: frozenPlan(withTraceRequests(s.plan, files)), notes: Object.freeze([...s.notes]), files }));
  }
  if (shard !== undefined && runs.some((r) => r.plan.workload.trace !== undefined)) {
    throw new GateError('USAGE', 'A spec that replays a trace (sweep.trace) cannot be split into shards: the replay is one schedule of recorded arrivals.', { hint: 'Run it without --shard, on one runner.' });
  }
  return Object.freeze({ runs: Object.freeze(runs), scenarios, budgetS: scenarios ? budgetS : runs[0]!.plan.sweep.maxDurationS, ...(shard ? { shard } : {}) });
}

/** A spec without scenarios as a list of one run. */
function singleRun(plan: Plan): { scenarios: ScenarioPlan[]; budgetS: number } {
  return { scenarios: [{ name: '', index: -1, plan, capS: undefined, notes: [] }], budgetS: plan.sweep.maxDurationS };
}

/** A run's workload files; a scenario's problem is named with the scenario (`scenarios[1] (rag): …`). */
async function runFiles(s: ScenarioPlan, cwd: string, named: boolean): Promise<WorkloadFiles> {
  try {
    return await readWorkloadFiles(s.plan.workload, cwd);
  } catch (err) {
    if (!named || !isGateError(err)) throw err;
    throw new GateError(err.code, `scenarios[${s.index}] (${s.name}): ${err.message}`, { ...(err.hint === undefined ? {} : { hint: err.hint }), cause: err });
  }
}

/**
 * The plan with a replay's size as `sweep.requests`: every request of the trace's window is
 * measured, so the replay level plans that many, as a rate level plans `requests`. The plan
 * itself when there is no trace.
 */
export function withTraceRequests(plan: Plan, files: WorkloadFiles): Plan {
  const replay = files.trace?.replay;
  if (replay === undefined) return plan;
  return { ...plan, sweep: { ...plan.sweep, requests: replay.entries.length } };
}

/**
 * The plan frozen all the way down, so that a step that tried to change it after resolution
 * throws instead of changing what other steps read. A plan is small plain data: freezing it is cheap.
 */
export function frozenPlan(plan: Plan): Plan {
  return deepFreeze(plan);
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
