/**
 * Reading and writing the stored baseline: an earlier run's results.json, usually committed at
 * `.github/llm-slo-baseline.json` and refreshed by a workflow on the main branch.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { BaselineInput } from '../gate/judge.js';
import type { Results } from '../model/results.js';
import { checkResults, describeProblems } from './results-check.js';
import { GateError } from '../errors.js';
import { nextBaseline } from '../gate/baseline-history.js';

/** Reads the baseline at `path` (relative to `cwd`). A missing file is a normal outcome, not an error. */
export async function readBaseline(cwd: string, path: string): Promise<BaselineInput> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOENT') return { status: 'missing', path };
    return { status: 'unreadable', path, reason: `cannot read it (${typeof code === 'string' ? code : (err as Error).message})` };
  }
  return baselineFromText(path, text);
}

/** How to replace a baseline file that cannot be used. */
export const BASELINE_FILE_FIX = 'record it again: run `llm-slo-gate run --update-baseline` on the main branch and commit the file';

/**
 * A baseline's text (from a file or an artifact) as a loaded or unreadable baseline; `path` names
 * it in messages, `fix` says how to replace it.
 */
export function baselineFromText(path: string, text: string, fix = BASELINE_FILE_FIX): BaselineInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { status: 'unreadable', path, reason: `it is not valid JSON (${(err as Error).message}); ${fix}` };
  }
  return baselineFromData(path, data, fix);
}

/**
 * Parsed results checked completely as a baseline (see `checkResults`): loaded, or unreadable
 * with the fields at fault and the fix. A baseline that passes cannot break the comparison later.
 */
export function baselineFromData(path: string, data: unknown, fix = BASELINE_FILE_FIX): BaselineInput {
  const checked = checkResults(data);
  if (!checked.ok) return { status: 'unreadable', path, reason: `${describeProblems(checked.problems)}; ${fix}` };
  if (checked.kind === 'scenarios') {
    return { status: 'unreadable', path, reason: 'it holds the combined results of a spec with scenarios, not one run\'s; point it at one scenario\'s baseline file' };
  }
  return { status: 'loaded', path, results: checked.results };
}

/**
 * Writes `results` as the new baseline. Refuses a run that measured nothing or stopped early:
 * a baseline from a broken run would make every later comparison meaningless.
 *
 * @param runs - the spec's `baseline.runs`: with 2 or more, the file keeps the raw samples of the
 *   last `runs` runs in `history` (the baseline already at `path`, then this run).
 * @param options - `pin`: record this run as the anchor of `baseline.max_drift` (`--pin-baseline`).
 */
export async function writeBaseline(cwd: string, path: string, results: Results, runs = 1, options: { pin?: boolean } = {}): Promise<string> {
  refuseAsBaseline(path, results);
  // The previous file is read for its history and for a pinned anchor, which even one-run baselines keep.
  const previous = await readBaseline(cwd, path);
  return writeNextBaseline(resolve(cwd, path), results, previous.status === 'loaded' ? previous.results : undefined, runs, path, options);
}

/**
 * Writes the baseline that follows `previous` (the last `runs` runs, see `nextBaseline`) at the
 * absolute path `abs`, named `shown` in messages; refuses a run that cannot be a baseline.
 */
export async function writeNextBaseline(
  abs: string, results: Results, previous: Results | undefined, runs: number, shown: string, options: { pin?: boolean } = {},
): Promise<string> {
  refuseAsBaseline(shown, results);
  const next = nextBaseline(results, previous, runs, options);
  await mkdir(dirname(abs), { recursive: true });
  await writeFile(abs, JSON.stringify(next, null, 2) + '\n');
  return abs;
}

function refuseAsBaseline(path: string, results: Results): void {
  if (results.status === 'error' || results.levels.length === 0) {
    throw new GateError('IO', `Not writing ${path}: this run could not measure the endpoint (status ${results.status}).`, {
      hint: 'Fix the endpoint first; a baseline must come from a complete run.',
    });
  }
  if (results.incomplete) {
    throw new GateError('IO', `Not writing ${path}: this run stopped before every level finished.`, {
      hint: 'Let the run finish (raise max_duration or lower the sweep) before refreshing the baseline.',
    });
  }
}
