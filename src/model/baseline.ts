/**
 * The baseline in results.json: the commit a run measured, a baseline's origin and age, the runs
 * a baseline keeps (`history`), and the comparison table's rows (`baseline.rows`).
 */
import type { LevelSamples } from './samples.js';

/**
 * The commit a run measured, when the front end knows it (in a workflow, `GITHUB_SHA` and
 * `GITHUB_REF`). Proposed as `results.json` field `git`; null or absent for local runs.
 */
export interface GitInfo {
  /** Full commit SHA. */
  sha: string;
  /** The ref the run was made on, such as `refs/heads/main`; null when unknown. */
  ref: string | null;
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

/** One earlier run as the baseline keeps it: when, which commit, and each level's raw samples. */
export interface BaselineRun {
  /** When the run started (ISO 8601, UTC). */
  started_at: string;
  /** The commit it measured; null when unknown. */
  git: GitInfo | null;
  /** Each level's raw samples, identified as in `levels[]` (`concurrency`, and `rate` for a rate level). */
  levels: Array<{ concurrency: number; rate?: number; samples: LevelSamples }>;
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
