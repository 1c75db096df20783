/**
 * Where a baseline came from and how old it is, for the report ("baseline from a1b2c3d on
 * main, 12 days old"): an old baseline explains a surprising comparison.
 */
import type { Results } from '../model/results.js';

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

const DAY_MS = 86_400_000;

/**
 * Read the baseline's commit and compute its age.
 *
 * @param now - the current time, passed in so the result is reproducible.
 */
export function baselineAge(baseline: Pick<Results, 'finished_at'> & { git?: GitInfo | null }, now: Date): BaselineAge {
  const measuredMs = Date.parse(baseline.finished_at);
  const ageMs = now.getTime() - measuredMs;
  return {
    sha: baseline.git?.sha ?? null,
    ref: baseline.git?.ref ?? null,
    measured_at: baseline.finished_at,
    // A clock a little behind the machine that wrote the baseline must not give a negative age.
    age_days: Number.isFinite(ageMs) ? Math.max(0, Math.floor(ageMs / DAY_MS)) : null,
  };
}
