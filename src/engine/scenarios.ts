/**
 * Runs scenarios one after another, each as its own engine run with its own plan, inside one
 * budget shared by all: each scenario gets what is left of it (or its own cap, when smaller), and
 * once it has run out, or the run was cancelled, the scenarios still waiting are not run. A
 * scenario's share is decided here, as it starts, and handed to its run beside its plan: the
 * plan itself stays as resolved.
 */
import type { RunOutcome } from './run.js';
import type { ScenarioPlan } from '../spec/scenario-plans.js';
import type { ScenarioEntry } from '../model/scenario-results.js';
import { scenarioDir } from '../spec/scenario-names.js';

/**
 * Least budget worth starting a scenario with, in seconds: less than this cannot fit a
 * connectivity check and a level, so the scenario is reported as not run instead.
 */
export const MIN_SCENARIO_BUDGET_S = 1;

/** What `runScenarios` needs from its front end. */
export interface RunScenariosOptions<S extends ScenarioPlan = ScenarioPlan> {
  scenarios: readonly S[];
  /** Seconds all scenarios together may take. */
  budgetS: number;
  /** Aborts the scenario running now; later ones are not run. */
  signal?: AbortSignal;
  /** Runs one scenario in `budgetS` seconds, its share of the budget (in place of its plan's `sweep.maxDurationS`). */
  runOne: (scenario: S, budgetS: number) => Promise<RunOutcome>;
  /** Milliseconds since some fixed point; `performance.now` unless a test passes its own clock. */
  now?: () => number;
}

/** Every scenario's entry, in order, with its outcome when it ran. */
export async function runScenarios<S extends ScenarioPlan>(options: RunScenariosOptions<S>): Promise<ScenarioEntry[]> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const entries: ScenarioEntry[] = [];
  let cancelled = false;
  for (const scenario of options.scenarios) {
    const leftS = options.budgetS - (now() - started) / 1000;
    const base = { name: scenario.name, baseline_path: scenario.plan.gate.baseline.path };
    let note: string | undefined;
    if (cancelled || options.signal?.aborted) note = 'the run was cancelled before it started';
    else if (leftS < MIN_SCENARIO_BUDGET_S) {
      note = `the shared budget of ${options.budgetS} s (sweep.max_duration_s) ran out before it started; raise it or shorten the sweeps`;
    }
    if (note !== undefined) {
      entries.push({ ...base, status: 'not_run', results_path: null, budget_s: null, note, verdict: null, results: null });
      continue;
    }
    const budgetS = Math.round(Math.min(leftS, scenario.capS ?? Infinity) * 1000) / 1000;
    let outcome: RunOutcome;
    try {
      outcome = await options.runOne(scenario, budgetS);
    } catch (err) {
      // One scenario that cannot run (a file it cannot write, say) must not lose what the others
      // measured: it is recorded as an error with the reason, and the next one runs.
      const reason = errorText(err);
      entries.push({ ...base, status: 'error', results_path: null, budget_s: budgetS, note: `it stopped with an error: ${reason}`, verdict: null, results: null });
      continue;
    }
    if (outcome.results.stop_reason === 'cancelled') cancelled = true;
    entries.push({
      ...base,
      status: outcome.results.status,
      results_path: `${scenarioDir(scenario.name)}/results.json`,
      budget_s: budgetS,
      note: null,
      verdict: { ...outcome.results.verdict },
      results: outcome.results,
    });
  }
  return entries;
}

/** An error's message, with its hint when it has one. */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const hint = (err as { hint?: unknown }).hint;
  return typeof hint === 'string' && hint !== '' ? `${err.message} (${hint})` : err.message;
}
