/**
 * Action inputs `shard` and `start-at`: one job of a matrix runs one shard of the sweep. Without
 * `start-at`, the shards' common start is this workflow run's start (the same instant for
 * every job of the matrix, read from the API) plus `DEFAULT_START_MARGIN_S`.
 */
import * as core from '@actions/core';
import { GateError } from '../errors.js';
import type { Plan } from '../spec/types.js';
import { prepareShard, type ShardRun } from '../engine/shard-run.js';
import { parseShard, parseStartAt } from '../load/shard.js';
import { clockFacts } from '../io/clock-facts.js';
import { Input } from './constants.js';
import type { ActionInputs } from './action-inputs.js';
import { createGitHubClient, githubApiUrl } from './octokit.js';
import { logInfo } from './log.js';

/**
 * Seconds after the workflow run started that the shards start, when `start-at` is not given:
 * enough for hosted runners to be assigned, check out and install (a job queued longer starts late,
 * and the merge then says how little the shards overlapped).
 */
export const DEFAULT_START_MARGIN_S = 180;

/**
 * The shard input `shard` asks for, of the spec's resolved plans (one, unless `scenarios`), with
 * its split plan; undefined without it.
 * @throws GateError `USAGE` for a bad input, `IO` when the run's start cannot be read.
 */
export async function actionShard(plans: readonly Plan[], scenarios: boolean, env: NodeJS.ProcessEnv, specSha256: string | null, inputs: ActionInputs): Promise<ShardRun | undefined> {
  const shardText = inputs.Shard;
  const startText = inputs.StartAt;
  if (!shardText) {
    if (startText) throw new GateError('USAGE', `input ${Input.StartAt} needs input ${Input.Shard}.`, { hint: `Set ${Input.Shard}: \${{ matrix.shard }}/N, or remove ${Input.StartAt}.` });
    return undefined;
  }
  const shard = parseShard(shardText, `input ${Input.Shard}`);
  if (inputs.UpdateBaseline.trim().toLowerCase() === 'true') {
    throw new GateError('USAGE', `input ${Input.UpdateBaseline} does not apply to a shard: the merge job (${Input.Merge}: true) writes the merged baseline.`, { hint: `Move ${Input.UpdateBaseline}: true to the merge job.` });
  }
  if (scenarios) throw new GateError('USAGE', 'A spec with scenarios cannot be split into shards.', { hint: 'Run each scenario as a spec of its own to shard it.' });
  const startAt = startText ? parseStartAt(startText, `input ${Input.StartAt}`) : await runStartPlusMargin(env, inputs);
  logInfo(`shard ${shard.index}/${shard.count}: levels start from ${startAt.toISOString()}`);
  return prepareShard(plans[0]!, shard, startAt, specSha256, clockFacts());
}

/** This workflow run's (this attempt's) start, from the API, plus the margin. */
async function runStartPlusMargin(env: NodeJS.ProcessEnv, inputs: ActionInputs): Promise<Date> {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = Number(env.GITHUB_RUN_ID);
  const token = inputs.GithubToken || env.GITHUB_TOKEN || '';
  const hint = `Set input ${Input.StartAt} to the same ISO 8601 time in every shard job (e.g. from a job before the matrix), or give the token actions: read.`;
  if (!owner || !repo || !Number.isSafeInteger(runId) || !token) {
    throw new GateError('USAGE', `input ${Input.Shard} without ${Input.StartAt} needs the workflow run's start, which needs GITHUB_REPOSITORY, GITHUB_RUN_ID and a token.`, { hint });
  }
  core.setSecret(token);
  try {
    const octokit = await createGitHubClient(token, githubApiUrl(env));
    const { data } = await octokit.rest.actions.getWorkflowRun({ owner, repo, run_id: runId });
    const started = Date.parse(data.run_started_at ?? data.created_at);
    if (!Number.isFinite(started)) throw new Error('the run has no start time');
    return new Date(started + DEFAULT_START_MARGIN_S * 1000);
  } catch (cause) {
    throw new GateError('IO', `Cannot read this workflow run's start time: ${(cause as Error).message}`, { hint, cause });
  }
}
