/**
 * The combined `results.json` of a run with scenarios: a public API, like the single run's.
 * It names every scenario in the spec's order with its verdict, where its own files are, and its
 * whole `Results` (the same shape a run without scenarios writes), so one file holds everything
 * and a scenario's entry can be read exactly like a single run's results.json.
 */
import type { RESULTS_SCHEMA_VERSION, Results, RunStatus } from './results.js';

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
