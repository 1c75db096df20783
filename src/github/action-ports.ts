/**
 * The Action's ports into the engine: the key from input `api-key` (else the spec's variable),
 * masked; baselines from input `baseline-artifact` then the committed file; the log as
 * workflow commands, escaped.
 */
import * as core from '@actions/core';
import type { BaselinesPort, EnginePorts, FoundBaseline, LogPort } from '../engine/run-spec.js';
import type { Plan } from '../spec/types.js';
import { fileBaselines, fileOutputs } from '../io/engine-ports.js';
import { readApiKey, readReferenceKey, type ApiKeyRead } from '../io/api-key.js';
import { collectEnvironment } from '../io/environment.js';
import { levelRate, type LevelIdentity } from '../model/level.js';
import { Input } from './constants.js';
import { logInfo } from './log.js';
import { baselineFromArtifact, scenarioBaselinesFromArtifact } from './baseline-artifact.js';

export function actionPorts(env: NodeJS.ProcessEnv, cwd: string, signal: AbortSignal): EnginePorts {
  const files = fileBaselines(cwd);
  return {
    cwd,
    signal,
    baselines: core.getInput(Input.BaselineArtifact).trim() ? artifactBaselines(env, cwd, files) : files,
    secrets: {
      key: (plan, notes) => readKey(env, plan, notes),
      referenceKey: (plan, key, notes) => {
        const found = readReferenceKey(env, plan, key, notes);
        if (found) core.setSecret(found);
        return found;
      },
    },
    outputs: fileOutputs(cwd),
    log: actionLog(),
    git: env.GITHUB_SHA ? { sha: env.GITHUB_SHA, ref: env.GITHUB_REF || null } : null,
    environment: collectEnvironment(env),
  };
}

function actionLog(): LogPort {
  return {
    warn: (line) => core.warning(line),
    info: (line) => logInfo(line),
    scenarioStart: (scenario, plan) => logInfo(`scenario ${scenario.name}: up to ${plan.sweep.maxDurationS} s`),
    event: (scenario, e) => {
      const ok = e.type === 'preflight' ? (e.result.ok ? 'ok' : `failed (${e.result.error_kind})`) : '';
      if (e.type === 'preflight') logInfo(scenario === null ? `connectivity check: ${ok}` : `${scenario}: connectivity check ${ok}`);
      if (e.type === 'level-done') logInfo(`${scenario === null ? '' : `${scenario}: `}${levelLogName(e.stats)}: ${e.stats.succeeded}/${e.stats.requests} ok`);
    },
  };
}

/** A level in the log: `concurrency 8`, or `rate 2 req/s` for a rate level (a single run and a scenario alike). */
export function levelLogName(level: LevelIdentity): string {
  const rate = levelRate(level);
  return rate === null ? `concurrency ${level.concurrency}` : `rate ${rate} req/s`;
}

/**
 * With input `baseline-artifact`: the base branch's latest results artifact, found once, gives
 * each run its baseline (else its committed file, with a note saying why). Asking for an artifact
 * is asking for a comparison, so finding none is reported like a missing configured file.
 */
function artifactBaselines(env: NodeJS.ProcessEnv, cwd: string, files: BaselinesPort): BaselinesPort {
  return {
    write: files.write,
    read: async (wanted, scenarios) => {
      const token = core.getInput(Input.GithubToken) || env.GITHUB_TOKEN || '';
      if (token) core.setSecret(token);
      const common = { artifact: core.getInput(Input.BaselineArtifact).trim(), workflow: core.getInput(Input.BaselineWorkflow), cwd, token, env };
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
    },
  };
}

/** The `api-key` input wins over the variable named in the spec; either is masked in logs. */
function readKey(env: NodeJS.ProcessEnv, plan: Plan, notes: string[]): ApiKeyRead {
  const raw = core.getInput(Input.ApiKey, { trimWhitespace: false });
  const input = raw.trim();
  if (input) {
    core.setSecret(input);
    return { key: input, trimmed: input !== raw };
  }
  const fromEnv = readApiKey(env, plan.endpoint.apiKeyEnv, notes);
  if (fromEnv.key) core.setSecret(fromEnv.key);
  return fromEnv;
}
