/**
 * The Action's path for a spec with scenarios: each scenario runs through the engine with its own
 * plan and files (`<out>/<name>/`), then one combined report becomes the PR comment, the job
 * summary and `<out>/report.md`; annotations cover every scenario and name it.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import type { LoadedSpec } from '../spec/load.js';
import type { Plan, PlanOverrides } from '../spec/types.js';
import type { ApiKeyRead } from '../io/api-key.js';
import { run as runEngine } from '../engine/run.js';
import { OutputWriter } from '../io/outputs.js';
import { readBaseline, unusableBaselineWarning, writeBaseline } from '../io/baseline-file.js';
import type { BaselineInput } from '../gate/judge.js';
import { renderReport, reportInputFromResults, type ReportSpec } from '../report/markdown.js';
import { renderScenariosReport } from '../report/markdown-scenarios.js';
import { levelsTextTable } from '../report/text-table.js';
import { checksText } from '../report/text-checks.js';
import { isGateError } from '../errors.js';
import type { FailOn } from '../model/checks.js';
import { resolveScenarioPlans, runsKept, scenarioLocator } from '../spec/scenario-plans.js';
import { runScenarios } from '../engine/scenarios.js';
import { combineScenarios } from '../engine/scenario-results.js';
import { type ScenariosResults } from '../model/scenario-results.js';
import { scenarioDir } from '../spec/scenario-names.js';
import { collectEnvironment } from '../io/environment.js';
import { readWorkloadFiles } from '../workload/files.js';
import { readScenarioFiles } from '../engine/scenario-files.js';
import { Input, Output } from './constants.js';
import { levelRate, type LevelIdentity } from '../model/level.js';
import { writeJobSummary } from './summary.js';
import { logInfo } from './log.js';
import { figureOutputs } from './figure-outputs.js';
import { readReferenceKey } from './reference-key.js';
import { annotateChecks } from './annotations.js';
import type { ArtifactBaseline } from './baseline-artifact.js';
import { exitCodeFor } from '../exit-codes.js';
import { inconclusiveResult } from './step-result.js';

/** What the Action's main path hands over to run the scenarios. */
export interface ActionScenariosRun {
  env: NodeJS.ProcessEnv;
  cwd: string;
  signal: AbortSignal;
  outDir: string;
  loaded: LoadedSpec;
  specPath: string;
  overrides: PlanOverrides;
  overrideNames: Readonly<Record<keyof PlanOverrides, string>>;
  /** The `baseline` input: replaces the shared baseline path (each scenario adds `-<name>`). */
  baselinePath: string | undefined;
  updateBaseline: boolean;
  failOn: FailOn;
  readKey: (plan: Plan, notes: string[]) => ApiKeyRead;
  /**
   * With input `baseline-artifact`: finds the base branch's artifact once and gives each named
   * scenario its baseline from it (else its committed file, with a note); absent without the input.
   */
  artifactBaselines?: (scenarios: { name: string; path: string }[]) => Promise<Map<string, ArtifactBaseline>>;
}

/** Runs every scenario and writes each one's files and the combined results.json. */
export async function runActionScenarios(a: ActionScenariosRun): Promise<ScenariosResults> {
  const { spec, locate } = a.loaded;
  const plans = resolveScenarioPlans(spec, a.overrides, a.specPath, a.overrideNames, a.baselinePath);
  // Every scenario's files are read before the first one runs: a bad file fails the step at once.
  const files = await readScenarioFiles(plans.scenarios, a.cwd);
  // A scenario with a same-run reference compares with it, so it needs no stored baseline.
  const compared = plans.scenarios.filter((s) => s.plan.reference === undefined);
  for (const s of a.artifactBaselines ? compared : []) {
    // Asking for an artifact is asking for a comparison: finding none is reported like a missing file.
    s.plan.gate.baseline = { ...s.plan.gate.baseline, configured: true };
  }
  const fromArtifact = a.artifactBaselines && compared.length > 0
    ? await a.artifactBaselines(compared.map((s) => ({ name: s.name, path: s.plan.gate.baseline.path })))
    : new Map<string, ArtifactBaseline>();
  // Every baseline is read and checked before the first request: one that cannot be used is a
  // warning now, and its scenario runs as one without a baseline.
  const baselines = new Map<string, BaselineInput>();
  for (const s of compared) {
    const baseline = fromArtifact.get(s.name)?.baseline ?? await readBaseline(a.cwd, s.plan.gate.baseline.path);
    const unusable = unusableBaselineWarning(baseline);
    if (unusable) core.warning(`scenario ${s.name}: ${unusable}`);
    baselines.set(s.name, baseline);
  }
  const top = await OutputWriter.openCombined(a.cwd, a.outDir);
  const startedAt = new Date();
  const entries = await runScenarios({
    scenarios: plans.scenarios,
    budgetS: plans.budgetS,
    signal: a.signal,
    runOne: async (scenario, plan) => {
      logInfo(`scenario ${scenario.name}: up to ${plan.sweep.maxDurationS} s`);
      const writer = await OutputWriter.open(a.cwd, join(a.outDir, scenarioDir(scenario.name)));
      const notes: string[] = [...scenario.notes];
      const found = fromArtifact.get(scenario.name);
      if (found) notes.push(...found.notes);
      const { key, trimmed } = a.readKey(plan, notes);
      const scenarioLocate = scenarioLocator(locate, spec, scenario.index);
      const outcome = await runEngine({
        plan,
        apiKey: key,
        apiKeyTrimmed: trimmed,
        notes,
        signal: a.signal,
        failOn: a.failOn,
        ...(scenarioLocate ? { locate: scenarioLocate } : {}),
        // A same-run reference replaces the stored baseline: no file or artifact is read.
        ...(plan.reference ? { referenceApiKey: readReferenceKey(a.env, plan, key, notes) } : { baseline: baselines.get(scenario.name) }),
        git: a.env.GITHUB_SHA ? { sha: a.env.GITHUB_SHA, ref: a.env.GITHUB_REF || null } : null,
        environment: collectEnvironment(a.env),
        workloadFiles: files.get(scenario.name) ?? await readWorkloadFiles(plan.workload, a.cwd),
        onEvent: (e) => {
          if (e.type === 'preflight') logInfo(`${scenario.name}: connectivity check ${e.result.ok ? 'ok' : `failed (${e.result.error_kind})`}`);
          if (e.type === 'level-done') logInfo(`${scenario.name}: ${levelLogName(e.stats)}: ${e.stats.succeeded}/${e.stats.requests} ok`);
        },
        onLevelRecords: (level, records, openLoop, passes) => writer.appendRequests(level, records, openLoop, passes),
      });
      if (found) outcome.results.baseline = { ...outcome.results.baseline, source: found.source };
      await writer.writeResults(outcome.results);
      await writer.writeReport(renderReport(reportInputFromResults(outcome.results, { hints: outcome.results.hints })));
      return outcome;
    },
  });
  const combined = combineScenarios(entries, { startedAt, finishedAt: new Date(), budgetS: plans.budgetS });
  await top.writeScenariosResults(combined);
  if (a.updateBaseline) {
    for (const entry of combined.scenarios) {
      // One scenario that cannot be a baseline must not keep the others from being refreshed.
      try {
        if (!entry.results) core.warning(`Not writing ${entry.baseline_path}: scenario ${entry.name} ${entry.status === 'not_run' ? 'was not run' : 'stopped with an error'}.`);
        else logInfo(`baseline of ${entry.name} written to ${await writeBaseline(a.cwd, entry.baseline_path, entry.results, runsKept(plans, entry.name))}`);
      } catch (err) {
        if (isGateError(err)) core.warning(err.message);
        else throw err;
      }
    }
  }
  return combined;
}

/** What the Action's main path hands over to report on combined results. */
export interface ActionScenariosReport {
  env: NodeJS.ProcessEnv;
  outDir: string;
  cwd: string;
  spec: ReportSpec | null;
  runUrl: string | null;
  /** The spec's path in the repository: the comment's marker and the annotations' file. */
  specInRepo: string;
  failOnError: boolean;
  /** Posts or updates the PR comment (or says why not). */
  comment: (markdown: string, markerId: string) => Promise<void>;
  /** Where the results came from, under the verdict, when this run did not measure them (see `ReportOptions.origin`). */
  origin?: string;
}

/** Report, outputs, job summary, annotations, comment and the step's result for combined results. */
export async function reportActionScenarios(combined: ScenariosResults, a: ActionScenariosReport): Promise<void> {
  const writer = await OutputWriter.openCombined(a.cwd, a.outDir);
  const markdown = renderScenariosReport(combined, { spec: a.spec, runUrl: a.runUrl }, { markerId: a.specInRepo, ...(a.origin ? { origin: a.origin } : {}) });
  await writer.writeReport(markdown);

  for (const s of combined.scenarios) {
    const r = s.results;
    logInfo(`scenario ${s.name}: ${s.status === 'not_run' ? `not run (${s.note})` : s.status}`);
    if (!r) continue;
    if (r.levels.length > 0) logInfo(levelsTextTable(r.levels));
    const judged = checksText(r);
    if (judged) logInfo(judged);
    for (const note of r.notes) core.notice(`${s.name}: ${note}`);
  }
  for (const note of combined.notes) core.notice(note);

  setScenarioOutputs(combined, writer);
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
function setScenarioOutputs(combined: ScenariosResults, writer: OutputWriter): void {
  core.setOutput(Output.Status, combined.status);
  core.setOutput(Output.ResultsPath, writer.path('results'));
  core.setOutput(Output.ReportPath, writer.path('report'));
  // The figures are the first scenario's that measured anything.
  const first = combined.scenarios.find((s) => (s.results?.levels.length ?? 0) > 0)?.results;
  for (const [name, value] of Object.entries(figureOutputs(first ?? undefined))) core.setOutput(name, value);
  core.setOutput(Output.FailedChecks, combined.verdict.failed);
}

/** A level in the log: `concurrency 8`, or `rate 2 req/s` for a rate level. */
export function levelLogName(level: LevelIdentity): string {
  const rate = levelRate(level);
  return rate === null ? `concurrency ${level.concurrency}` : `rate ${rate} req/s`;
}
