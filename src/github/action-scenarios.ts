/**
 * The Action's sink for a spec with scenarios, measured by the engine or read in comment-only
 * mode: one combined report becomes the PR comment and the job summary; annotations cover every
 * scenario and name it.
 */
import * as core from '@actions/core';
import { levelsTextTable } from '../report/text-table.js';
import { checksText, failuresText } from '../report/text-checks.js';
import { type ScenariosResults } from '../model/scenario-results.js';
import { Input, Output } from './constants.js';
import { writeJobSummary } from './summary.js';
import { logInfo } from './log.js';
import { figureOutputs } from './figure-outputs.js';
import { annotateChecks } from './annotations.js';
import { exitCodeFor } from '../exit-codes.js';
import { inconclusiveResult } from './step-result.js';

/** Where the results and report files are, for the step's outputs. */
export interface OutputPaths {
  path(file: 'results' | 'report'): string;
}

/** What the Action's main path hands over to report on combined results. */
export interface ActionReport {
  env: NodeJS.ProcessEnv;
  /** The spec's path in the repository: the comment's marker and the annotations' file. */
  specInRepo: string;
  failOnError: boolean;
  /** Posts or updates the PR comment (or says why not). */
  comment: (markdown: string, markerId: string) => Promise<void>;
}

/** Log, outputs, job summary, annotations, comment and the step's result for combined results whose report.md is written. */
export async function reportActionScenarios(combined: ScenariosResults, markdown: string, files: OutputPaths, a: ActionReport): Promise<void> {
  for (const s of combined.scenarios) {
    const r = s.results;
    logInfo(`scenario ${s.name}: ${s.status === 'not_run' ? `not run (${s.note})` : s.status}`);
    if (!r) continue;
    if (r.levels.length > 0) logInfo(levelsTextTable(r.levels));
    const judged = checksText(r);
    if (judged) logInfo(judged);
    const failures = failuresText(r);
    if (failures) logInfo(failures);
    for (const note of r.notes) core.notice(`${s.name}: ${note}`);
  }
  for (const note of combined.notes) core.notice(note);

  setScenarioOutputs(combined, files);
  const summary = await writeJobSummary(markdown, a.env);
  if (!summary.written) logInfo(`No job summary: ${summary.reason}`);
  // The annotation limit is per step, so every scenario's failures share it; the title names the scenario.
  const checks = combined.scenarios.flatMap((s) => (s.results?.checks ?? []).map((c) => ({ ...c, objective: `[${s.name}] ${c.objective}` })));
  annotateChecks(checks, { specFile: a.specInRepo });
  const cancelled = combined.scenarios.some((s) => s.results?.stop_reason === 'cancelled');
  if (cancelled) logInfo('No pull request comment: the run was cancelled, usually because a newer run replaced it.');
  else await a.comment(markdown, a.specInRepo);

  // A failed check fails the step even when fail-on-error lets another scenario's error pass.
  const failed = combined.scenarios.filter((s) => s.status === 'fail').map((s) => s.name);
  const errored = combined.scenarios.filter((s) => s.status === 'error' || s.status === 'not_run');
  const errorMessage = errored.length === 0 ? '' : `llm-slo-gate could not measure ${errored.map((s) => `scenario ${s.name}: ${
    s.results?.error?.message ?? s.note ?? 'unknown error'}`).join('; ')}`;
  const failMessage = failed.length === 0 ? ''
    : `llm-slo-gate: ${combined.verdict.failed} check(s) failed in scenario${failed.length > 1 ? 's' : ''} ${failed.join(', ')}; see the job summary or the pull request comment.`;
  if (errored.length > 0 && a.failOnError) core.setFailed([errorMessage, failMessage].filter(Boolean).join('\n'));
  else if (failed.length > 0) core.setFailed(failMessage);
  else if (combined.status === 'inconclusive') {
    const undecided = combined.scenarios.filter((s) => s.status === 'inconclusive');
    const reason = `inconclusive: ${undecided.map((s) => `scenario ${s.name}: ${s.results?.verdict.reason ?? 'a limit was judged at no level'}`).join('; ')}`;
    inconclusiveResult(exitCodeFor(combined.status, combined.verdict.on_inconclusive), reason, combined.verdict.on_inconclusive);
  }
  if (errored.length > 0 && !a.failOnError) core.warning(`${errorMessage}\n(${Input.FailOnError} is false, so this does not fail the step.)`);
}

/**
 * The step's outputs: status, files and failed checks cover every scenario; the figures (TTFT,
 * TPOT, QPS, TPM, knee) are those of the first scenario that measured a level, as listed first.
 */
function setScenarioOutputs(combined: ScenariosResults, writer: OutputPaths): void {
  core.setOutput(Output.Status, combined.status);
  core.setOutput(Output.ResultsPath, writer.path('results'));
  core.setOutput(Output.ReportPath, writer.path('report'));
  // The figures are the first scenario's that measured anything.
  const first = combined.scenarios.find((s) => (s.results?.levels.length ?? 0) > 0)?.results;
  for (const [name, value] of Object.entries(figureOutputs(first ?? undefined))) core.setOutput(name, value);
  core.setOutput(Output.FailedChecks, combined.verdict.failed);
}
