/**
 * Shards through the Action: two dist/action.js processes with input `shard` (as two jobs of a
 * matrix would run), then dist/action.js with `merge: true` over their folders, as a merge job
 * that downloaded the shard artifacts: one pull request comment, from the merge only.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { collectAction, prepareAction, startAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';

const OWNER = 'acme';
const REPO = 'inference';
const PR = 51;

let sim: SimProcess;
let gh: GitHubServer;
before(async () => {
  sim = await startSimProcess({ prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0.3, maxBatch: 16, jitter: 0.2, seed: 4, outputTokens: 10 });
  gh = await startGitHubServer();
});
after(async () => {
  await sim.stop();
  await gh.close();
});

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 10}
sweep: {concurrency: [4, 8], requests: 40, warmup: 2, max_duration_s: 4}
slos:
  - name: chat
    thresholds:
      ttft_ms: {p95: 5000}
`;

const payload = {
  pull_request: { number: PR, head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
  repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
};
const options = (inputs: Record<string, string>): ActionOptions => ({
  spec: SPEC, payload,
  inputs: { 'base-url': sim.url, 'github-token': gh.token, ...inputs },
  env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url },
});
/** The shard jobs' workspaces, for the refusal test. */
let shardWorkspaces: string[] = [];
async function runPrepared(o: ActionOptions): Promise<ActionRun> {
  const prepared = await prepareAction(o);
  return collectAction(prepared, await startAction(prepared).done);
}

test('two shard jobs and a merge job: the merged results are judged and posted in one comment, by the merge only', async () => {
  // Far enough ahead for both processes to load and check the endpoint.
  const startAt = new Date(Date.now() + 4000).toISOString();
  const shards = await Promise.all([1, 2].map((i) => runPrepared(options({ shard: `${i}/2`, 'start-at': startAt, out: 'shard-out' }))));
  for (const s of shards) {
    assert.equal(s.code, 0, s.stdout);
    assert.match(s.stdout, /No pull request comment from shard [12]\/2: the merge job \(merge: true\) posts it/);
    // Not the verdict, though every check passed on its share: the step succeeds so the merge job runs.
    assert.equal(s.outputs.status, 'inconclusive');
    assert.match(s.summary, /\*\*INCONCLUSIVE\*\* · .* · shard [12]\/2 of a sweep, not its verdict/);
    assert.match(s.stdout, /shard [12]\/2 measured its share, so it exits 0 without a verdict/);
  }
  assert.equal(gh.comments(OWNER, REPO, PR).length, 0, 'no shard commented');
  shardWorkspaces = shards.map((s) => s.workspace);
  const s1 = JSON.parse(await readFile(join(shards[0]!.workspace, 'shard-out', 'results.json'), 'utf8'));
  assert.deepEqual(s1.levels.map((l: { concurrency: number }) => l.concurrency), [2, 4]);
  assert.equal(s1.shard.start_at, startAt);

  // The merge job: each artifact downloaded into a folder of its own under shards-path.
  const prepared = await prepareAction(options({ merge: 'true', 'shards-path': 'downloaded' }));
  for (const [i, s] of shards.entries()) await cp(join(s.workspace, 'shard-out'), join(prepared.workspace, 'downloaded', `llm-slo-shard-${i + 1}`), { recursive: true });
  const merged = await collectAction(prepared, await startAction(prepared).done);
  assert.equal(merged.code, 0, merged.stdout);
  assert.match(merged.stdout, /merging 2 shard folder\(s\): downloaded\/llm-slo-shard-1, downloaded\/llm-slo-shard-2/);
  assert.equal(merged.outputs.status, 'pass');
  const results = JSON.parse(await readFile(merged.outputs['results-path']!, 'utf8'));
  assert.deepEqual(results.levels.map((l: { concurrency: number }) => l.concurrency), [4, 8]);
  assert.deepEqual(results.levels.map((l: { requests: number }) => l.requests), [40, 40]);
  assert.equal(results.shards.count, 2);
  assert.ok(results.checks.some((c: { metric: string; status: string }) => c.metric === 'ttft_ms.p95' && c.status === 'pass'), 'the merged levels were judged');
  const comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 1, 'one comment');
  assert.match(comments[0]!.body, /PASS/);
  assert.match(comments[0]!.body, /Merged from 2 shards/);
  assert.match(merged.summary, /Merged from 2 shards/);
});

test('without start-at, a shard job starts its levels at the workflow run\'s start plus 180 s, read from the API', async () => {
  // The run started 179 s ago: its levels are due 1 s from now.
  const run = gh.addRun(OWNER, REPO, { head_sha: 'b'.repeat(40), run_started_at: new Date(Date.now() - 179_000).toISOString() });
  const o = options({ shard: '1/2', out: 'shard-out', concurrency: '2', requests: '10' });
  // An SLO no answer meets: the shard's own check fails, yet the shard neither fails nor annotates the PR.
  const failing = SPEC.replace('ttft_ms: {p95: 5000}', 'ttft_ms: {p50: 0.001}');
  const shard = await runPrepared({ ...o, spec: failing, env: { ...o.env, GITHUB_RUN_ID: String(run.id) } });
  assert.equal(shard.code, 0, shard.stdout);
  assert.equal(shard.outputs.status, 'inconclusive');
  assert.doesNotMatch(shard.stdout, /::error/);
  assert.match(shard.stdout, /No annotations from shard 1\/2: the merge job annotates the failed checks of the sweep/);
  assert.match(shard.summary, /shard 1\/2 of a sweep, not its verdict: .* On this shard's requests alone, [1-9]\d* of \d+ checks failed/);
  const facts = JSON.parse(await readFile(join(shard.workspace, 'shard-out', 'results.json'), 'utf8')).shard;
  assert.equal(Date.parse(facts.start_at), Date.parse(run.run_started_at!) + 180_000);
  assert.match(shard.stdout, new RegExp(`shard 1/2: levels start from ${facts.start_at.replace(/\./g, '\\.')}`));
  assert.ok(Date.parse(facts.levels[0].started_at) >= Date.parse(facts.start_at), 'the level waited for the start');
});

test('the merge job refuses a missing shard and an empty shards folder, and posts nothing', async () => {
  assert.equal(shardWorkspaces.length, 2, 'the shard jobs ran');
  const before = gh.comments(OWNER, REPO, PR).map((c) => c.updated_at);
  const prepared = await prepareAction(options({ merge: 'true', 'shards-path': 'downloaded' }));
  await cp(join(shardWorkspaces[0]!, 'shard-out'), join(prepared.workspace, 'downloaded', 'llm-slo-shard-1'), { recursive: true });
  const missing = await collectAction(prepared, await startAction(prepared).done);
  assert.notEqual(missing.code, 0);
  assert.match(missing.stdout, /::error::Shard 2\/2 missing: the folders given \(downloaded\/llm-slo-shard-1 \(shard 1\/2\)\) hold 1 of 2/);
  const empty = await runPrepared(options({ merge: 'true', 'shards-path': 'nothing-here' }));
  assert.notEqual(empty.code, 0);
  assert.match(empty.stdout, /Cannot read the shards folder .*nothing-here/);
  // A shard's results file is not a run to report: comment-only mode refuses it.
  const given = await runPrepared(options({ 'results-file': join(shardWorkspaces[0]!, 'shard-out', 'results.json'), 'pr-number': String(PR) }));
  assert.notEqual(given.code, 0);
  assert.match(given.stdout, /::error::The results file is shard 1\/2's: a shard holds a share of the sweep's load and is not its verdict/);
  assert.deepEqual(gh.comments(OWNER, REPO, PR).map((c) => c.updated_at), before, 'no comment posted or updated');
});
