/**
 * A baseline that remembers several runs (`baseline.runs` ≥ 2). The baseline file stays an
 * ordinary results.json of the latest run, so anything that reads one run reads it unchanged;
 * its `history` adds the raw samples of the last runs, oldest first, the latest included, so
 * comparisons can tell run-to-run drift from a regression.
 */
import type { Results } from '../model/results.js';
import { checkBaselineCompatible } from './baseline-compat.js';
import type { LevelSamples } from '../model/samples.js';
import { levelKey, sweepLevel, type LevelIdentity } from '../model/level.js';
import type { BaselineRun } from '../model/baseline.js';

/** Most runs a baseline keeps, whatever `baseline.runs` says (the schema's maximum). */
export const MAX_BASELINE_RUNS = 50;

/**
 * This run's samples as one history entry, each level with its whole identity (`sweepLevel`: a
 * trace level's replay too, which is what tells it from a rate level of the same rate); levels
 * without samples are left out.
 */
export function runOf(results: Results): BaselineRun {
  const levels: BaselineRun['levels'] = [];
  for (const l of results.levels) {
    if (!usableSamples(l.samples)) continue;
    levels.push({ ...sweepLevel(l), samples: l.samples as LevelSamples });
  }
  return { started_at: results.started_at, git: results.git ?? null, levels };
}

/**
 * The runs a baseline holds, oldest first: its `history` when it has one (entries of the wrong
 * shape left out), otherwise the baseline itself as the one run (none when it has no samples).
 */
export function baselineRuns(baseline: Results): BaselineRun[] {
  const history = (baseline as { history?: unknown }).history;
  if (Array.isArray(history) && history.length > 0) return history.filter(isRun);
  const only = runOf(baseline);
  return only.levels.length > 0 ? [only] : [];
}

/**
 * The baseline to write after this run: this run's results, with `history` holding the last
 * `runs` runs (the previous baseline's runs, then this one) when `runs` ≥ 2. A previous baseline
 * that this run could not be compared with (another model, prompt, max_tokens, unique prefix or levels) starts
 * the history afresh, so runs of different workloads never mix. With `pin`, this run becomes the
 * anchor `baseline.max_drift` is judged from (`anchor`); otherwise the previous baseline's pinned
 * anchor is kept.
 */
export function nextBaseline(current: Results, previous: Results | undefined, runs: number, options: { pin?: boolean } = {}): Results {
  const { history: _dropped, anchor: _anchor, ...rest } = current as Results & { history?: unknown; anchor?: unknown };
  const keep = Math.min(MAX_BASELINE_RUNS, Math.max(1, Math.floor(runs)));
  const compatible = previous !== undefined && checkBaselineCompatible(current, previous).ok;
  // The anchor of baseline.max_drift: this run when pinned, else the one pinned before, kept while the workload stays the same.
  const kept = compatible ? (previous as Results & { anchor?: BaselineRun }).anchor : undefined;
  const anchor = options.pin === true ? runOf(current) : kept !== undefined && isRun(kept) ? kept : undefined;
  const pinned = anchor === undefined ? {} : { anchor };
  if (keep < 2) return { ...rest, ...pinned } as Results;
  const earlier = compatible ? baselineRuns(previous as Results) : [];
  return { ...rest, history: [...earlier, runOf(current)].slice(-keep), ...pinned } as Results;
}

/** The samples of each run that has `level`, oldest first. */
export function runSamplesAt(runs: readonly BaselineRun[], level: LevelIdentity): LevelSamples[] {
  const key = levelKey(level);
  const out: LevelSamples[] = [];
  for (const r of runs) {
    const found = r.levels.find((l) => levelKey(l) === key);
    if (found !== undefined && usableSamples(found.samples)) out.push(found.samples);
  }
  return out;
}

function isRun(x: unknown): x is BaselineRun {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Partial<BaselineRun>;
  return typeof r.started_at === 'string' && Array.isArray(r.levels)
    && r.levels.every((l) => typeof l === 'object' && l !== null && typeof l.concurrency === 'number' && usableSamples(l.samples));
}

/**
 * True when `s` holds raw samples of the expected shape: every column an array of one entry per
 * request. A file edited by hand or cut short is compared by its values instead.
 */
export function usableSamples(s: unknown): s is LevelSamples {
  if (typeof s !== 'object' || s === null) return false;
  const columns = s as Record<string, unknown>;
  const n = Array.isArray(columns.ok) ? columns.ok.length : -1;
  return n >= 0 && ['e2e_ms', 'ttft_ms', 'tpot_ms', 'input_tokens', 'output_tokens'].every((k) => Array.isArray(columns[k]) && (columns[k] as unknown[]).length === n);
}
