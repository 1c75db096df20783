/**
 * The combined `results.json` of a run with scenarios: a public API, like the single run's.
 * It names every scenario in the spec's order with its verdict, where its own files are, and its
 * whole `Results` (the same shape a run without scenarios writes), so one file holds everything
 * and a scenario's entry can be read exactly like a single run's results.json.
 */
import { RESULTS_SCHEMA_VERSION, type Results, type RunStatus } from '../results.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';

/** `kind` of the combined file; a single run's results.json has no `kind`. */
export const SCENARIOS_KIND = 'scenarios' as const;

/** A scenario's verdict, or `not_run` when the shared budget ran out or the run was cancelled before it started. */
export type ScenarioStatus = RunStatus | 'not_run';

/** One scenario in the combined results. */
export interface ScenarioEntry {
  /** The scenario's name from the spec. */
  name: string;
  status: ScenarioStatus;
  /** Its results.json, relative to the combined file's folder (`chat/results.json`); null when it wrote none (not run, or stopped with an error). */
  results_path: string | null;
  /** The baseline file it was compared with (and that `--update-baseline` writes), relative to the working directory. */
  baseline_path: string;
  /** Seconds of the shared budget it was given; null when not run. */
  budget_s: number | null;
  /** Why it was not run, or why it stopped with an error before writing results; null when it ran. */
  note: string | null;
  /** Its checks counted (as in its results); null when it has no results. */
  verdict: Results['verdict'] | null;
  /** Its whole results, as its own results.json holds them; null when it has none (not run, or stopped with an error). */
  results: Results | null;
}

/** The combined `results.json` of a spec with `scenarios`. */
export interface ScenariosResults {
  schema_version: typeof RESULTS_SCHEMA_VERSION;
  /** Always `scenarios`: tells this file from a single run's results.json. */
  kind: typeof SCENARIOS_KIND;
  tool: { name: string; version: string };
  /**
   * The worst of the scenarios' statuses: `error` (a scenario could not measure, stopped early,
   * or was not run) over `fail` (a check failed) over `inconclusive` (a scenario's limit was
   * judged at no level) over `pass`.
   */
  status: RunStatus;
  /** Wall-clock times of the whole run (ISO 8601, UTC). */
  started_at: string;
  finished_at: string;
  /** Whole run, every scenario, in seconds. */
  duration_s: number;
  /** The budget all scenarios shared, in seconds (top-level sweep.max_duration_s). */
  max_duration_s: number;
  /** True when a scenario was not run, stopped with an error, or stopped before every level finished. */
  incomplete: boolean;
  /** Every scenario, in the spec's order. */
  scenarios: ScenarioEntry[];
  /**
   * Checks counted over every scenario; `on_inconclusive` is `pass` only when every inconclusive
   * scenario's spec let it pass (`gate.on_inconclusive`), so the run's exit code follows from its
   * scenarios' (absent from older files).
   */
  verdict: { failed: number; warned: number; unverified: number; on_inconclusive?: 'fail' | 'pass' };
  /** What a reader should know about the run as a whole (e.g. which scenarios were not run). */
  notes: string[];
}

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
