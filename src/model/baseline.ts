/**
 * The baseline in results.json: the commit a run measured, a baseline's origin and age, the runs
 * a baseline keeps (`history`), and the comparison table's rows (`baseline.rows`).
 */
import type { LevelSamples } from './samples.js';
import type { TraceIdentity } from './level.js';

/**
 * The commit a run measured, when the front end knows it (in a workflow, `GITHUB_SHA` and
 * `GITHUB_REF`). Proposed as `results.json` field `git`; null or absent for local runs.
 */
export interface GitInfo {
  /** Full commit SHA. */
  sha: string;
  /** The ref the run was made on, such as `refs/heads/main`; null when unknown. */
  ref: string | null;
  /**
   * The pull request the commit belongs to, when known: the pull request measured, or on the main
   * branch the one its merge commit names (`Merge pull request #45 …`, `Title (#45)`). Absent
   * from files written before it was recorded, and when unknown.
   */
  pr?: number | null;
}

/** A baseline's origin and age. */
export interface BaselineAge {
  /** The baseline's commit SHA; null when it was not recorded. */
  sha: string | null;
  /** The baseline's ref; null when it was not recorded. */
  ref: string | null;
  /** When the baseline run finished (ISO 8601, as in its `finished_at`). */
  measured_at: string;
  /** Whole days from `measured_at` to now (0 on the same day, never negative); null when the time cannot be read. */
  age_days: number | null;
}

/**
 * One earlier run as the baseline keeps it: when (`started_at`), which commit and pull request
 * (`git`), and each level's raw samples.
 */
export interface BaselineRun {
  /** When the run started (ISO 8601, UTC). */
  started_at: string;
  /** The commit it measured; null when unknown. */
  git: GitInfo | null;
  /**
   * Each level's raw samples, identified as in `levels[]` (`concurrency`, `rate` for a rate level,
   * and `trace` for a trace replay; entries written before `trace` was kept lack it, and a trace
   * level's history starts with the first run that has it).
   */
  levels: Array<{ concurrency: number; rate?: number; trace?: TraceIdentity; samples: LevelSamples }>;
}

/** One metric at one level, then and now. */
export interface ComparisonRow {
  concurrency: number;
  /** Target requests/s when the row is about a rate level; absent for a concurrency level. */
  rate?: number;
  /** Metric path, e.g. `ttft_ms.p95`, `tpm`. */
  metric: string;
  /** How a person names it: `TTFT p95`. */
  label: string;
  /** The metric's unit, `%` for fractions such as the success rate. */
  unit: string;
  /** Which way is an improvement (for colouring a change); null when neither. */
  better: 'lower' | 'higher' | null;
  baseline: number | null;
  current: number | null;
  /** (current − baseline) / baseline; 0 when both are 0; null when either is missing or only the baseline is 0. */
  change: number | null;
  /**
   * Bounds on `change` when both sides keep raw samples: the interval of the metric's regression
   * check when it has one (at its Holm level), else a plain interval at `baseline.confidence`
   * (95 % by default); null when the change could not be bounded. Absent without samples.
   */
  change_lower?: number | null;
  change_upper?: number | null;
}

/** One run of main's history as a drift check names it: which commit, when, and what it moved. */
export interface DriftStep {
  /** The run's commit SHA; null when it was not recorded. */
  sha: string | null;
  /** The pull request it merged, when known. */
  pr: number | null;
  /** When the run started (ISO 8601). */
  started_at: string;
  /** The run's value of the metric (its statistic, in the metric's unit; a throughput per ms of request time). */
  value: number;
  /** Its change from the run before it (a fraction); null for the anchor. */
  change: number | null;
}

/**
 * What a `baseline.max_drift` check judged: the anchor, and the runs of main's history from it
 * to this run, each with the step it contributed.
 */
export interface DriftDetail {
  /** `pinned` when the anchor was pinned with --pin-baseline; `oldest` when it is the oldest run the history keeps (its level averaged with the next 2). */
  anchor_kind: 'pinned' | 'oldest';
  /**
   * The anchor run; its `value` is the anchor's level, which for the default anchor is the
   * geometric mean of the oldest 3 runs the history keeps (one run is too noisy an anchor).
   */
  anchor: DriftStep;
  /** The history's runs after the anchor, oldest first, then this run (`this_run: true`). */
  steps: Array<DriftStep & { this_run?: boolean }>;
  /** True on a run that records the baseline (main's refresh): a failed check there gates whatever `fail-on` says, unless `baseline.drift_on_main` is `warn`. */
  on_main: boolean;
}

/** One run in a `HistoryTrend`. */
export interface TrendPoint {
  sha: string | null;
  pr: number | null;
  started_at: string;
  /** The run's statistic (a throughput per ms of request time); null when the run could not give one. */
  value: number | null;
}

/**
 * Main's history of one gated metric at one level, for the report's trend chart: the runs the
 * baseline keeps, the anchor, and this run apart.
 */
export interface HistoryTrend {
  concurrency: number;
  /** Target requests/s of a rate level; absent for a concurrency level. */
  rate?: number;
  /** Metric path, e.g. `tpot_ms.p50`. */
  metric: string;
  /** The history's runs, oldest first. */
  runs: TrendPoint[];
  /** The anchor of `baseline.max_drift`: its index in `runs`, or null when a pinned anchor older than every run. */
  anchor_index: number | null;
  /** The anchor's statistic. */
  anchor_value: number | null;
  /** This run's statistic; null when it has none. */
  current: number | null;
  /**
   * Set when the history drifts (its slope told from noise at p < 0.01): the fitted change per
   * run (0.04 for +4 %), what `max_change` is then judged against: where the drift leaves main.
   */
  drift_per_run?: number;
}

/** A step change found in main's history of one metric at one level (E-divisive means, `stats/change-points.ts`). */
export interface ChangePointReport {
  concurrency: number;
  rate?: number;
  metric: string;
  /** The first run after the step: its commit, pull request and time. */
  sha: string | null;
  pr: number | null;
  started_at: string;
  /** after / before − 1, between the geometric means of the runs either side. */
  change: number;
  /** The t-test's two-sided p-value. */
  p_value: number;
}
