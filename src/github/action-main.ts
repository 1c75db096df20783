/**
 * The Action front end: maps inputs to a plan, runs the engine, and maps the results to
 * outputs, the job summary and the step's result. The engine does the measuring.
 */
import * as core from '@actions/core';
import { resolve } from 'node:path';
import { loadSpecFile } from '../spec/load.js';
import { resolvePlan, parseConcurrencyList, parseIntegerFlag } from '../spec/plan.js';
import type { PlanOverrides } from '../spec/types.js';
import { run } from '../run.js';
import { OutputWriter } from '../io/outputs.js';
import { readApiKey, DEFAULT_SPEC_PATH, DEFAULT_OUT_DIR } from '../cli/run-command.js';
import { levelsTextTable } from '../report/text-table.js';
import { isGateError } from '../errors.js';
import { Input, Output } from './constants.js';

/** How override errors name the Action's inputs. */
const ACTION_OVERRIDE_NAMES = {
  baseUrl: `input ${Input.BaseUrl}`,
  model: `input ${Input.Model}`,
  concurrency: `input ${Input.Concurrency}`,
  requests: `input ${Input.Requests}`,
  warmup: 'warmup',
  maxTokens: 'max_tokens',
} as const;

/** Runs the Action; sets the step's result instead of throwing. */
export async function actionMain(): Promise<void> {
  try {
    const cwd = resolve(core.getInput(Input.WorkingDirectory) || '.');
    const specPath = core.getInput(Input.Spec) || DEFAULT_SPEC_PATH;
    const { spec } = await loadSpecFile(resolve(cwd, specPath), specPath);
    const overrides: PlanOverrides = {};
    const baseUrl = core.getInput(Input.BaseUrl);
    if (baseUrl) overrides.baseUrl = baseUrl;
    const model = core.getInput(Input.Model);
    if (model) overrides.model = model;
    const concurrency = core.getInput(Input.Concurrency);
    if (concurrency) overrides.concurrency = parseConcurrencyList(concurrency, `input ${Input.Concurrency}`);
    const requests = core.getInput(Input.Requests);
    if (requests) overrides.requests = parseIntegerFlag(requests, `input ${Input.Requests}`);
    const plan = resolvePlan(spec, overrides, specPath, ACTION_OVERRIDE_NAMES);

    const notes: string[] = [];
    // An explicit input wins over the environment variable named in the spec.
    const inputKey = core.getInput(Input.ApiKey).trim();
    if (inputKey) core.setSecret(inputKey);
    const envKey = inputKey ? undefined : readApiKey(process.env, plan.endpoint.apiKeyEnv, notes);
    if (envKey) core.setSecret(envKey);
    const writer = await OutputWriter.open(cwd, core.getInput(Input.Out) || DEFAULT_OUT_DIR);

    const outcome = await run({
      plan,
      apiKey: inputKey || envKey,
      notes,
      onEvent: (e) => {
        if (e.type === 'level-done') core.info(`concurrency ${e.stats.concurrency}: ${e.stats.succeeded}/${e.stats.requests} ok`);
      },
      onLevelRecords: (level, records) => writer.appendRequests(level, records),
    });
    await writer.writeResults(outcome.results);
    const r = outcome.results;
    core.info(levelsTextTable(r.levels));
    core.setOutput(Output.Status, r.status);
    core.setOutput(Output.ResultsPath, writer.path('results'));
    const last = r.levels.at(-1);
    if (last) {
      core.setOutput(Output.TtftP95Ms, last.ttft_ms.p95 ?? '');
      core.setOutput(Output.TpotP95Ms, last.tpot_ms.p95 ?? '');
    }
    core.setOutput(Output.MaxQps, Math.max(0, ...r.levels.map((l) => l.qps)));
    core.setOutput(Output.MaxTpm, Math.max(0, ...r.levels.map((l) => l.tpm)));
    for (const note of r.notes) core.notice(note);
    if (r.error) core.setFailed(`${r.error.message}${r.error.hint ? `\n${r.error.hint}` : ''}`);
  } catch (err) {
    if (isGateError(err)) core.setFailed(`${err.message}${err.hint ? `\n${err.hint}` : ''}`);
    else core.setFailed(`internal error: ${err instanceof Error ? err.message : String(err)}`);
  }
}
