/**
 * The Action front end: inputs → plans → the engine's runSpec() with the Action's ports
 * (action-ports.ts) → outputs, job summary, annotations, one PR comment, the step's result. It
 * also has a comment-only mode (`results-file`) for the fork-safe pattern, where a trusted workflow_run job reports on
 * results a measuring job uploaded, without checking out or running any pull request code.
 */
import * as core from '@actions/core';
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { loadSpecFile } from '../spec/load.js';
import { resolvePlan } from '../spec/plan.js';
import { overrideNames, parseIntegerFlag, readOverrides, type PlanOverrides } from '../spec/overrides.js';
import { runSpec } from '../engine/run-spec.js';
import { frozenPlan, resolveRuns } from '../engine/resolve-runs.js';
import { exitCodeFor } from '../exit-codes.js';
import { inconclusiveResult } from './step-result.js';
import { OutputWriter } from '../io/outputs.js';
import { reportOnlyWarning } from '../gate/run-status.js';
import { parseFailOn, DEFAULT_SPEC_PATH, DEFAULT_OUT_DIR } from '../io/front-end.js';
import { levelsTextTable } from '../report/text-table.js';
import { checksText, failuresText } from '../report/text-checks.js';
import { renderReport, reportInputFromResults, commentMarker } from '../report/markdown.js';
import { renderScenariosReport } from '../report/markdown-scenarios.js';
import { shardAdvice } from '../report/verdict-line.js';
import { isGateError, GateError } from '../errors.js';
import { containsSecret } from '../spec/checks.js';
import { handleStopSignals } from '../io/stop-signals.js';
import type { Results } from '../model/results.js';
import { Input, Output } from './constants.js';
import { figureOutputs } from './figure-outputs.js';
import { githubContext, canComment } from './context.js';
import { writeJobSummary } from './summary.js';
import { logInfo } from './log.js';
import { annotateChecks } from './annotations.js';
import { upsertComment } from './comment.js';
import { isGitHubApiError } from './errors.js';
import { actionPorts, carriesArtifactHistory } from './action-ports.js';
import { reportActionScenarios, type ActionReport, type OutputPaths } from './action-scenarios.js';
import { checkResults, describeProblems, type CheckedResults } from '../io/results-check.js';
import { actionShard } from './action-shard.js';
import { inputEntries, parseBooleanInput, readActionInputs, type ActionInputs } from './action-inputs.js';
import { mergeShards } from '../engine/merge.js';
import { findShardFolders, readShardFolders } from '../io/shard-folders.js';

/** Inputs that may hold a key: every other input is refused when it looks like one. */
const KEY_INPUTS: readonly string[] = [Input.ApiKey, Input.GithubToken];

/**
 * Runs the Action; sets the step's result instead of throwing. A cancelled workflow's SIGINT
 * or SIGTERM stops the measurement cleanly, and the files and job summary are still written
 * with what was measured (no PR comment: a newer run usually superseded this one).
 */
export async function actionMain(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const stop = handleStopSignals({ say: (line) => core.warning(line), exit: null });
  try {
    // Every input, once, here; the one catch below is the step's only failure path for a throw.
    await act(readActionInputs(), env, stop.signal);
  } catch (err) {
    if (isGateError(err)) core.setFailed(`${err.message}${err.hint ? `\n${err.hint}` : ''}`);
    else core.setFailed(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    stop.dispose();
  }
}

/**
 * Refuses an input other than `api-key` (or `github-token`) that holds something shaped like a
 * key: it would be echoed into logs and results. The value is masked first, so even the error
 * cannot show it.
 */
function refuseSecretInputs(inputs: ActionInputs): void {
  for (const [name, value] of inputEntries(inputs)) {
    if (KEY_INPUTS.includes(name)) continue;
    if (!containsSecret(value)) continue;
    core.setSecret(value);
    throw new GateError('USAGE', `input ${name}: this value looks like an API key, which does not belong in this input.`, {
      hint: `Pass the key only in the ${Input.ApiKey} input, from a repository secret (${Input.ApiKey}: $` + '{{ secrets.OPENAI_API_KEY }}), '
        + 'or in the environment variable named by endpoint.api_key_env; rotate the exposed key.',
    });
  }
}

async function act(inputs: ActionInputs, env: NodeJS.ProcessEnv, signal: AbortSignal): Promise<void> {
  refuseSecretInputs(inputs);
  const cwd = resolve(env.GITHUB_WORKSPACE ?? process.cwd(), inputs.WorkingDirectory || '.');
  const failOn = parseFailOn(inputs.FailOn || 'both', `input ${Input.FailOn}`);
  const specPath = inputs.Spec || DEFAULT_SPEC_PATH;
  const outDir = inputs.Out || DEFAULT_OUT_DIR;
  const ctx = githubContext(env);
  // One comment per spec: a workflow that gates several endpoints gets one comment each.
  const specInRepo = relative(env.GITHUB_WORKSPACE ?? cwd, resolve(cwd, specPath)) || specPath;
  const sink: ActionReport = {
    env, specInRepo,
    failOnError: parseBooleanInput(inputs.FailOnError, Input.FailOnError, true),
    comment: (markdown, markerId) => comment(inputs, env, ctx, markdown, markerId),
  };
  const resultsFile = inputs.ResultsFile;
  // Comment-only mode: report on results measured elsewhere; nothing here touches an endpoint.
  if (resultsFile) return reportGiven(await readResultsFile(resolve(cwd, resultsFile)), cwd, outDir, ctx.runUrl, sink);

  const loaded = await loadSpecFile(resolve(cwd, specPath), specPath);
  const baselineInput = inputs.Baseline || undefined;
  // Merge mode: the shard jobs' folders, downloaded, become one run's results; nothing is measured.
  if (parseBooleanInput(inputs.Merge, Input.Merge, false)) return reportMerged({ inputs, loaded, specPath, baselineInput, cwd, outDir, failOn, runUrl: ctx.runUrl, specInRepo, sink, env, signal });
  const runs = await resolveRuns(loaded.spec, overridesFromInputs(inputs), {
    cwd, specPath, flagNames: overrideNames('action'),
    ...(baselineInput ? { baselinePath: baselineInput } : {}),
    shard: (plans, scenarios) => actionShard(plans, scenarios, env, loaded.sha256, inputs),
  });
  const { shard } = runs;
  // A shard holds a share of the load: it neither reads nor refreshes the baseline (the merge job does).
  const updateBaseline = parseBooleanInput(inputs.UpdateBaseline, Input.UpdateBaseline, false) || (!shard && carriesArtifactHistory(env, inputs));
  const outcome = await runSpec({
    spec: loaded.spec, runs, locate: loaded.locate, failOn, outDir,
    specFile: { path: specPath, sha256: loaded.sha256 },
    updateBaseline,
    ...(updateBaseline && parseBooleanInput(inputs.PinBaseline, Input.PinBaseline, false) ? { pinBaseline: true } : {}),
    runUrl: ctx.runUrl,
    reportOptions: { markerId: specInRepo },
  }, actionPorts(env, cwd, signal, { outDir, refresh: updateBaseline }, inputs));
  // A shard's figures hold only its share of the load: the merge job posts the one comment.
  const shardSink: ActionReport = shard ? { ...sink, comment: async () => logInfo(`No pull request comment from shard ${shard.shard.index}/${shard.shard.count}: the merge job (merge: true) posts it.`) } : sink;
  if (outcome.kind === 'scenarios') await reportActionScenarios(outcome.results, outcome.report, outcome.files, shardSink);
  else await reportActionRun(outcome.results, outcome.report, outcome.files, shardSink);
  // A baseline asked for and not refreshed fails the step, as the CLI exits 3, after everything else is reported.
  if (outcome.baselineRefused) core.setFailed(`${outcome.baselineRefused.message}${outcome.baselineRefused.hint ? `\n${outcome.baselineRefused.hint}` : ''}`);
}

/** Merge mode: the shard folders under input `shards-path`, merged by the engine and reported like a run. */
async function reportMerged(m: {
  inputs: ActionInputs; loaded: Awaited<ReturnType<typeof loadSpecFile>>; specPath: string; baselineInput: string | undefined; cwd: string; outDir: string;
  failOn: ReturnType<typeof parseFailOn>; runUrl: string | null; specInRepo: string; sink: ActionReport; env: NodeJS.ProcessEnv; signal: AbortSignal;
}): Promise<void> {
  const shardsPath = m.inputs.ShardsPath || 'llm-slo-shards';
  const dirs = await findShardFolders(m.cwd, shardsPath);
  if (dirs.length === 0) {
    throw new GateError('IO', `No shard folders under ${shardsPath}: none holds a results.json and shard-records.jsonl.`, {
      hint: `Download every shard job's artifact into ${shardsPath} (actions/download-artifact with path: ${shardsPath}).`,
    });
  }
  logInfo(`merging ${dirs.length} shard folder(s): ${dirs.join(', ')}`);
  const plan = frozenPlan(resolvePlan(m.loaded.spec, {}, m.specPath, overrideNames('action'), m.baselineInput));
  // The merged run is the sweep's one run: on main it carries the artifact's history as a single run does.
  const updateBaseline = parseBooleanInput(m.inputs.UpdateBaseline, Input.UpdateBaseline, false) || carriesArtifactHistory(m.env, m.inputs);
  const merged = await mergeShards({
    shards: await readShardFolders(m.cwd, dirs), plan, specSha256: m.loaded.sha256, locate: m.loaded.locate, failOn: m.failOn, outDir: m.outDir,
    specFile: { path: m.specPath, sha256: m.loaded.sha256 }, updateBaseline,
    ...(updateBaseline && parseBooleanInput(m.inputs.PinBaseline, Input.PinBaseline, false) ? { pinBaseline: true } : {}),
    runUrl: m.runUrl, reportOptions: { markerId: m.specInRepo },
  }, actionPorts(m.env, m.cwd, m.signal, { outDir: m.outDir, refresh: updateBaseline }, m.inputs));
  await reportActionRun(merged.results, merged.report, merged.files, m.sink);
  if (merged.baselineRefused) core.setFailed(`${merged.baselineRefused.message}${merged.baselineRefused.hint ? `\n${merged.baselineRefused.hint}` : ''}`);
}

/** Comment-only mode: the file's results are copied to the output folder and reported as measured. */
async function reportGiven(given: ResultsFile, cwd: string, outDir: string, runUrl: string | null, sink: ActionReport): Promise<void> {
  const options = { markerId: sink.specInRepo, origin: COMMENT_ONLY_ORIGIN };
  if (given.kind === 'scenarios') {
    const writer = await OutputWriter.openCombined(cwd, outDir);
    await writer.writeScenariosResults(given.results);
    const markdown = renderScenariosReport(given.results, { spec: null, runUrl }, options);
    await writer.writeReport(markdown);
    return reportActionScenarios(given.results, markdown, writer, sink);
  }
  const shard = given.results.shard;
  if (shard) {
    throw new GateError('USAGE', `The results file is shard ${shard.index}/${shard.count}'s: a shard holds a share of the sweep's load and is not its verdict.`, {
      hint: `Merge every shard's folder (${Input.Merge}: true with ${Input.ShardsPath}) and report the merged results.`,
    });
  }
  const writer = await OutputWriter.open(cwd, outDir);
  await writer.writeResults(given.results);
  const reportOnly = reportOnlyWarning(given.results.verdict);
  if (reportOnly) core.warning(reportOnly.replace(/\*\*|`/g, ''));
  // Results from before hints were recorded carry none; the report then shows the error alone.
  const markdown = renderReport(reportInputFromResults(given.results, { spec: null, hints: given.results.hints ?? {}, runUrl }), {
    ...options, origin: [COMMENT_ONLY_ORIGIN, reportOnly].filter(Boolean).join('\n\n'),
  });
  await writer.writeReport(markdown);
  return reportActionRun(given.results, markdown, writer, sink);
}

/** Log, outputs, job summary, annotations, comment and the step's result for one run whose report.md is written. */
async function reportActionRun(results: Results, markdown: string, files: OutputPaths, sink: ActionReport): Promise<void> {
  if (results.levels.length > 0) logInfo(levelsTextTable(results.levels));
  const judged = checksText(results);
  if (judged) logInfo(judged);
  // What each kind of failed request means and what to try, as the report has it.
  const failures = failuresText(results);
  if (failures) logInfo(failures);
  for (const note of results.notes) core.notice(note);

  setOutputs(results, files);
  const summary = await writeJobSummary(markdown, sink.env);
  if (!summary.written) logInfo(`No job summary: ${summary.reason}`);
  // A shard's checks judged its own share of the load: the merge job annotates the verdict's.
  if (results.shard) logInfo(`No annotations from shard ${results.shard.index}/${results.shard.count}: the merge job annotates the failed checks of the sweep.`);
  else annotateChecks(results.checks, { specFile: sink.specInRepo });
  if (results.stop_reason === 'cancelled') logInfo('No pull request comment: the run was cancelled, usually because a newer run replaced it.');
  else await sink.comment(markdown, sink.specInRepo);

  // The step's result comes last, so it takes the annotation slot kept free for it.
  if (results.status === 'error') {
    const message = `llm-slo-gate could not measure the endpoint: ${results.error?.message ?? 'unknown error'}${results.error?.hint ? `\n${results.error.hint}` : ''}`;
    if (sink.failOnError) core.setFailed(message);
    else core.warning(`${message}\n(${Input.FailOnError} is false, so this step passes anyway.)`);
  } else if (results.status === 'fail') {
    core.setFailed(`llm-slo-gate: ${results.verdict.reason ?? `${results.verdict.failed} check(s) failed`}; see the job summary or the pull request comment.`);
  } else if (results.shard) {
    logInfo(shardAdvice(results.shard, results.status));
  } else if (results.status === 'inconclusive') {
    inconclusiveResult(exitCodeFor(results.status, results.verdict.on_inconclusive), results.verdict.reason, results.verdict.on_inconclusive);
  }
}

async function comment(inputs: ActionInputs, env: NodeJS.ProcessEnv, ctx: ReturnType<typeof githubContext>, markdown: string, markerId: string): Promise<void> {
  if (!parseBooleanInput(inputs.Comment, Input.Comment, true)) {
    logInfo(`Not commenting: input ${Input.Comment} is false.`);
    return;
  }
  const token = inputs.GithubToken || env.GITHUB_TOKEN || '';
  if (token) core.setSecret(token);
  const prInput = inputs.PrNumber;
  const issueNumber = prInput ? parseIntegerFlag(prInput, `input ${Input.PrNumber}`) : null;
  const decision = canComment(ctx, { token, issueNumber });
  if (!decision.ok) {
    logInfo(`No pull request comment: ${decision.reason}.`);
    return;
  }
  try {
    const res = await upsertComment({
      token,
      baseUrl: ctx.apiUrl,
      owner: decision.owner,
      repo: decision.repo,
      issueNumber: decision.issueNumber,
      marker: commentMarker(markerId),
      body: markdown,
    });
    logInfo(`Pull request comment ${res.action}: ${res.url}`);
    core.setOutput(Output.CommentUrl, res.url);
  } catch (err) {
    // A missing permission must not hide the measurement: the summary and the result stand.
    if (isGitHubApiError(err)) core.warning(`No pull request comment: ${err.message}${err.hint ? ` ${err.hint}` : ''}`);
    else throw err;
  }
}

function setOutputs(results: Results, writer: OutputPaths): void {
  core.setOutput(Output.Status, results.status);
  core.setOutput(Output.ResultsPath, writer.path('results'));
  core.setOutput(Output.ReportPath, writer.path('report'));
  for (const [name, value] of Object.entries(figureOutputs(results))) core.setOutput(name, value);
  core.setOutput(Output.FailedChecks, results.verdict.failed);
}

/** The overrides the workflow set: an empty input is not set. */
function overridesFromInputs(inputs: ActionInputs): PlanOverrides {
  return readOverrides('action', (name) => inputs.overrides[name] || undefined);
}

/** The results a comment-only run reports on, of either kind. */
type ResultsFile = Extract<CheckedResults, { ok: true }>;

/**
 * Under the verdict of a comment-only report: the file came from the pull request's own run, so
 * its figures are that run's, measured with the pull request's code, not this workflow's.
 */
const COMMENT_ONLY_ORIGIN = '_Reported from the results.json of the pull request\'s own run (comment-only mode): the figures and the verdict '
  + 'are that run\'s, measured with the pull request\'s code. This workflow checked the file is a complete and consistent results.json; '
  + 'it measured nothing itself._';

/**
 * Reads and checks the results file of comment-only mode completely (schema and invariants, see
 * `checkResults`): a file that is not one this version wrote, or whose verdict its own checks
 * contradict, is refused with the fields at fault rather than posted.
 */
async function readResultsFile(path: string): Promise<ResultsFile> {
  const hint = `Point input ${Input.ResultsFile} at the results.json the measuring job uploaded (download it first with actions/download-artifact), `
    + 'and let that job write it with the same version of llm-slo-gate.';
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path, 'utf8'));
  } catch (cause) {
    throw new GateError('IO', `Cannot read the results file ${path}: ${(cause as Error).message}`, { hint, cause });
  }
  const checked = checkResults(data);
  if (!checked.ok) {
    throw new GateError('IO', `${path} is not an llm-slo-gate results.json this version can report on: ${describeProblems(checked.problems)}.`, { hint });
  }
  return checked;
}

/**
 * The name `@github/local-action` calls: `npx @github/local-action run . src/github/action-main.ts .env`
 * runs the Action from source on a workstation, with its own stand-in for the runner.
 */
export const run = (): Promise<void> => actionMain();
