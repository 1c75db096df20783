/**
 * The Action's ports into the engine: the key from input `api-key` (else the spec's variable),
 * masked; baselines from input `baseline-artifact` then the committed file, and, on the branch
 * itself, written into the results folder with their history for the next artifact; the log as
 * workflow commands, escaped.
 */
import * as core from '@actions/core';
import { join, resolve } from 'node:path';
import type { BaselinesPort, EnginePorts, FoundBaseline, LogPort } from '../engine/run-spec.js';
import type { Plan } from '../spec/types.js';
import type { Results } from '../model/results.js';
import { fileBaselines, fileOutputs } from '../io/engine-ports.js';
import { writeNextBaseline } from '../io/baseline-file.js';
import { pullRequestOf } from '../io/git-info.js';
import type { GitInfo } from '../model/baseline.js';
import { scenarioDir } from '../spec/scenario-names.js';
import { baselineRuns } from '../gate/baseline-history.js';
import { isPullRequestEvent } from './artifact-target.js';
import { readApiKey, readReferenceKey, readServerMetricsHeaders, type ApiKeyRead } from '../io/api-key.js';
import { collectEnvironment } from '../io/environment.js';
import { levelName, levelRate, levelTrace, type LevelIdentity } from '../model/level.js';
import type { ActionInputs } from './action-inputs.js';
import { logInfo } from './log.js';
import { baselineFileName, baselineFromArtifact, scenarioBaselinesFromArtifact } from './baseline-artifact.js';

/** What the baselines port needs from the run: the results folder, and whether this run refreshes its baselines. */
export interface ActionBaselineOptions {
  outDir: string;
  refresh: boolean;
}

/**
 * True when this run continues the baseline's history in the artifact: input `baseline-artifact`
 * on a run that is not a pull request's (a push to `main`). Such a run is a refresh, as with
 * `update-baseline: true`, so its artifact can serve as the next baseline.
 */
export function carriesArtifactHistory(env: NodeJS.ProcessEnv, inputs: ActionInputs): boolean {
  return inputs.BaselineArtifact.trim() !== '' && !isPullRequestEvent(env);
}

export function actionPorts(env: NodeJS.ProcessEnv, cwd: string, signal: AbortSignal, options: ActionBaselineOptions, inputs: ActionInputs): EnginePorts {
  const files = fileBaselines(cwd);
  return {
    cwd,
    signal,
    baselines: inputs.BaselineArtifact.trim() ? artifactBaselines(env, cwd, files, options, inputs) : files,
    secrets: {
      key: (plan, notes) => readKey(env, plan, notes, inputs.apiKeyAsGiven),
      referenceKey: (plan, key, notes) => {
        const found = readReferenceKey(env, plan, key, notes);
        if (found) core.setSecret(found);
        return found;
      },
      serverMetricsHeaders: (plan, notes) => {
        const headers = readServerMetricsHeaders(env, plan, notes);
        for (const value of Object.values(headers)) core.setSecret(value);
        return headers;
      },
    },
    outputs: fileOutputs(cwd),
    log: actionLog(),
    git: env.GITHUB_SHA ? gitOfWorkflow(env) : null,
    environment: collectEnvironment(env),
  };
}

/** The workflow run's commit, with the pull request it belongs to when the event says. */
function gitOfWorkflow(env: NodeJS.ProcessEnv): GitInfo {
  const pr = pullRequestOf(env);
  return { sha: env.GITHUB_SHA as string, ref: env.GITHUB_REF || null, ...(pr === null ? {} : { pr }) };
}

function actionLog(): LogPort {
  return {
    warn: (line) => core.warning(line),
    info: (line) => logInfo(line),
    scenarioStart: (scenario, budgetS) => logInfo(`scenario ${scenario.name}: up to ${budgetS} s`),
    event: (scenario, e) => {
      const ok = e.type === 'preflight' ? (e.result.ok ? 'ok' : `failed (${e.result.error_kind})`) : '';
      if (e.type === 'preflight') logInfo(scenario === '' ? `connectivity check: ${ok}` : `${scenario}: connectivity check ${ok}`);
      if (e.type === 'level-done') logInfo(`${scenario === '' ? '' : `${scenario}: `}${levelLogName(e.stats)}: ${e.stats.succeeded}/${e.stats.requests} ok`);
    },
  };
}

/** A level in the log: `concurrency 8`, or `rate 2 req/s` for a rate level (a single run and a scenario alike). */
export function levelLogName(level: LevelIdentity): string {
  const rate = levelRate(level);
  if (levelTrace(level) !== null) return levelName(level);
  return rate === null ? `concurrency ${level.concurrency}` : `rate ${rate} req/s`;
}

/**
 * With input `baseline-artifact`: the base branch's latest results artifact, found once, gives
 * each run its baseline (else its committed file, with a note saying why). Asking for an artifact
 * is asking for a comparison, so finding none is reported like a missing configured file.
 *
 * A refresh writes each run's next baseline into its results folder, named like `baseline.path`
 * (`llm-slo-gate-results/llm-slo-baseline.json`, a scenario's in its own folder), so that the
 * artifact uploaded from that folder carries the history: the artifact's runs, then this one,
 * as `--update-baseline` appends to a file. A baseline that did not come from an artifact
 * (none found, expired, refused, unreadable) is not continued: the history starts afresh.
 */
function artifactBaselines(env: NodeJS.ProcessEnv, cwd: string, files: BaselinesPort, options: ActionBaselineOptions, inputs: ActionInputs): BaselinesPort {
  const continued = new Map<string, Results | undefined>();
  const fileOf = (name: string, path: string): string => join(options.outDir, name === '' ? '' : scenarioDir(name), baselineFileName(path));
  return {
    write: (path, results, runs, name, options) => writeNextBaseline(resolve(cwd, fileOf(name, path)), results, continued.get(name), runs, fileOf(name, path), options),
    read: async (wanted, scenarios) => {
      const out = await readArtifactBaselines({ env, cwd, files, inputs }, wanted, scenarios);
      if (!options.refresh) return out;
      for (const w of wanted) {
        const f = out.get(w.name)!;
        const previous = f.source?.kind === 'artifact' && f.baseline.status === 'loaded' ? f.baseline.results : undefined;
        continued.set(w.name, previous);
        f.notes = [...(f.notes ?? []), historyNote(fileOf(w.name, w.plan.gate.baseline.path), previous, w.plan.gate.baseline.runs ?? 1)];
      }
      return out;
    },
  };
}

/** What a refresh does with the artifact's history, for the run's notes. */
function historyNote(file: string, previous: Results | undefined, runs: number): string {
  if (previous === undefined) {
    return `No baseline history from an artifact to continue: this run starts one in ${file}, with this run alone; upload that folder as the artifact, and `
      + 'pull requests judge their max_change checks once it holds baseline.min_runs runs.';
  }
  const n = baselineRuns(previous).length;
  return `This run is added to that artifact's baseline history of ${n} run${n === 1 ? '' : 's'} (baseline.runs keeps the last ${runs}) in ${file}, for the artifact this workflow uploads.`;
}

/** Each run's baseline from the artifact, else its committed file. */
async function readArtifactBaselines(where: { env: NodeJS.ProcessEnv; cwd: string; files: BaselinesPort; inputs: ActionInputs },
  wanted: readonly { name: string; plan: Plan }[], scenarios: boolean): Promise<Map<string, FoundBaseline>> {
  const { env, cwd, files, inputs } = where;
  const token = inputs.GithubToken || env.GITHUB_TOKEN || '';
  if (token) core.setSecret(token);
  const common = { artifact: inputs.BaselineArtifact.trim(), workflow: inputs.BaselineWorkflow, cwd, token, env };
  const out = new Map<string, FoundBaseline>();
  const first = wanted[0];
  if (!scenarios && first) {
    const found = await baselineFromArtifact({ ...common, path: first.plan.gate.baseline.path });
    if (found.warning) core.warning(found.warning);
    out.set(first.name, { baseline: found.baseline, source: found.source, notes: found.notes, configured: true });
    return out;
  }
  const found = await scenarioBaselinesFromArtifact({ ...common, scenarios: wanted.map((w) => ({ name: w.name, path: w.plan.gate.baseline.path })) });
  if (found.warning) core.warning(found.warning);
  const fromFiles = await files.read(wanted.filter((w) => !found.baselines.has(w.name)), scenarios);
  for (const w of wanted) {
    const f = found.baselines.get(w.name);
    out.set(w.name, f ? { baseline: f.baseline, source: f.source, notes: f.notes, configured: true } : { ...fromFiles.get(w.name)!, configured: true });
  }
  return out;
}

/** The `api-key` input wins over the variable named in the spec; either is masked in logs. */
function readKey(env: NodeJS.ProcessEnv, plan: Plan, notes: string[], raw: string): ApiKeyRead {
  const input = raw.trim();
  if (input) {
    core.setSecret(input);
    return { key: input, trimmed: input !== raw };
  }
  const fromEnv = readApiKey(env, plan.endpoint.apiKeyEnv, notes);
  if (fromEnv.key) core.setSecret(fromEnv.key);
  return fromEnv;
}
