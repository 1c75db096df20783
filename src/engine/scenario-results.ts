/**
 * The combined results of a run with scenarios, from each scenario's entry (the contract is in
 * `model/scenario-results.ts`).
 */
import { RESULTS_SCHEMA_VERSION, type Results, type RunStatus } from '../model/results.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { SCENARIOS_KIND, type ScenarioEntry, type ScenarioStatus, type ScenariosResults } from '../model/scenario-results.js';

const RANK: Readonly<Record<RunStatus, number>> = { pass: 0, inconclusive: 1, fail: 2, error: 3 };

/** The worst status: error over fail over inconclusive over pass; a scenario not run counts as an error. */
export function worstStatus(statuses: readonly ScenarioStatus[]): RunStatus {
  let worst: RunStatus = 'pass';
  for (const s of statuses) {
    const status: RunStatus = s === 'not_run' ? 'error' : s;
    if (RANK[status] > RANK[worst]) worst = status;
  }
  return worst;
}

/** Builds the combined results from the scenarios' entries. Pure. */
export function combineScenarios(entries: readonly ScenarioEntry[], run: { startedAt: Date; finishedAt: Date; budgetS: number }): ScenariosResults {
  const notRun = entries.filter((e) => e.status === 'not_run');
  const broken = entries.filter((e) => e.status === 'error' && e.results === null);
  const notes = [
    ...(broken.length === 0 ? [] : [`Could not finish: ${broken.map((e) => `${e.name} (${e.note ?? 'no reason recorded'})`).join('; ')}.`]),
    ...(notRun.length === 0 ? [] : [`Not run: ${notRun.map((e) => `${e.name} (${e.note ?? 'no reason recorded'})`).join('; ')}.`]),
  ];
  const sum = (pick: (v: Results['verdict']) => number) => entries.reduce((n, e) => n + (e.verdict ? pick(e.verdict) : 0), 0);
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    kind: SCENARIOS_KIND,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: worstStatus(entries.map((e) => e.status)),
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    duration_s: Math.round(run.finishedAt.getTime() - run.startedAt.getTime()) / 1000,
    max_duration_s: run.budgetS,
    incomplete: entries.some((e) => e.status === 'not_run' || e.results === null || e.results.incomplete === true),
    scenarios: [...entries],
    verdict: {
      failed: sum((v) => v.failed), warned: sum((v) => v.warned), unverified: sum((v) => v.unverified),
      on_inconclusive: onInconclusive(entries),
    },
    notes,
  };
}

/** `pass` when every inconclusive scenario's spec lets it pass; without one, the scenarios' shared setting. */
function onInconclusive(entries: readonly ScenarioEntry[]): 'fail' | 'pass' {
  const inconclusive = entries.filter((e) => e.status === 'inconclusive');
  if (inconclusive.length > 0) return inconclusive.every((e) => e.verdict?.on_inconclusive === 'pass') ? 'pass' : 'fail';
  return entries.find((e) => e.verdict?.on_inconclusive !== undefined)?.verdict?.on_inconclusive ?? 'fail';
}

/** True when parsed JSON is a combined results file rather than a single run's. */
export function isScenariosResults(data: unknown): data is ScenariosResults {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === SCENARIOS_KIND
    && Array.isArray((data as { scenarios?: unknown }).scenarios);
}
