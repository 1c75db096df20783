/**
 * Where a baseline came from and how old it is, for the report ("baseline from a1b2c3d on
 * main, 12 days old"): an old baseline explains a surprising comparison.
 */
import type { Results } from '../model/results.js';
import type { BaselineAge, GitInfo } from '../model/baseline.js';

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
