// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * A cancelled workflow: the runner sends SIGINT, then SIGTERM, to the Action mid-sweep. The
 * measurement stops, the files and the job summary are still written, the step fails as an
 * error, and no pull request comment replaces the one from the run that superseded it.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { collectAction, prepareAction, startAction } from '../helpers/action.js';
import { waitFor } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

let sim: Simulator | undefined;
let gh: GitHubServer | undefined;
after(async () => {
  await sim?.close();
  await gh?.close();
});

test('SIGINT then SIGTERM mid-sweep: partial results, summary and outputs are written, and the step fails as an error', async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 20, decodePerSeqMs: 0, jitter: 0, maxBatch: 16 });
  gh = await startGitHubServer();
  const prepared = await prepareAction({
    spec: `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: Hi, max_tokens: 10}
sweep: {concurrency: [1, 2, 4], requests: 8, warmup: 0}
`,
    inputs: { 'base-url': sim.url, 'github-token': gh.token },
    payload: {
      pull_request: { number: 42, head: { sha: 'b'.repeat(40), repo: { full_name: 'acme/inference' } }, base: { repo: { full_name: 'acme/inference' } } },
      repository: { full_name: 'acme/inference', name: 'inference', owner: { login: 'acme' } },
    },
    env: { GITHUB_API_URL: gh.url },
  });
  const action = startAction(prepared);
  await waitFor(action.log, /concurrency 1: 8\/8 ok/);
  // Back to back, so the second arrives while the first is still being handled. Two pending
  // signals may be handled in either order, so the assertions accept both.
  action.child.kill('SIGINT');
  action.child.kill('SIGTERM');
  const run = await collectAction(prepared, await action.done);

  assert.equal(run.code, 1, run.stdout);
  assert.equal(run.outputs.status, 'error');
  assert.match(run.stdout, /SIG(INT|TERM): stopping/);
  assert.match(run.stdout, /SIG(INT|TERM): already stopping; still writing the partial results/);
  assert.match(run.stdout, /::error::llm-slo-gate could not measure the endpoint: The run was cancelled \(SIG(INT|TERM)\)/);
  const results = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
  assert.equal(results.incomplete, true);
  assert.equal(results.stop_reason, 'cancelled');
  const lines = (await readFile(join(run.workspace, 'llm-slo-gate-results', 'requests.jsonl'), 'utf8')).trim().split('\n');
  assert.equal(lines.length, results.levels.reduce((n, l) => n + l.requests, 0));
  assert.match(run.summary, /\*\*ERROR\*\*.*stopped early/);
  assert.match(run.stdout, /No pull request comment: the run was cancelled/);
  assert.deepEqual(gh.requests, [], 'nothing was posted');
});
