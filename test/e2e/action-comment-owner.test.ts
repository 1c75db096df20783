// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The sticky comment belongs to the token that wrote it: dist/action.js in a child process, the
 * simulator as the endpoint, and a local GitHub API whose comments have authors and pages. A
 * comment anyone else posts with our marker is never edited, whether GitHub would allow the edit
 * or refuse it.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { commentMarker } from '../../src/report/markdown.js';
import { startGitHubServer, type GitHubServer, type GitHubServerOptions } from '../helpers/github-server.js';
import { runAction, type ActionRun } from '../helpers/action.js';

const KEY = 'sk-owner-test-8f1d2c3b4a5e6f7a';
const OWNER = 'acme';
const REPO = 'inference';
const PR = 42;
const MARKER = commentMarker('.github/llm-slo.yml');
const FORGED = `${MARKER}\n**PASS**: every objective met (posted by mallory)`;

// 5 requests: a p50 needs 5 samples, and a limit judged at no level would make the run inconclusive.
const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 5, warmup: 1}
slos:
  - name: chat
    thresholds:
      ttft_ms: {p50: 5000}
`;

let sim: Simulator;
const servers: GitHubServer[] = [];
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
});
after(async () => {
  await sim.close();
  await Promise.all(servers.map((s) => s.close()));
});

async function github(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const gh = await startGitHubServer(options);
  servers.push(gh);
  return gh;
}

/** Runs the bundled Action on pull request 42, posting to `gh`. */
function runOnPr(gh: GitHubServer): Promise<ActionRun> {
  return runAction({
    spec: SPEC,
    payload: {
      pull_request: { number: PR, head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
      repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
    },
    inputs: { 'base-url': sim.url, 'github-token': gh.token },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, LLM_KEY: KEY },
  });
}

test('among 150 comments, a look-alike by another user is left alone and the workflow token\'s own comment on page 2 is updated', async () => {
  const gh = await github();
  for (let i = 0; i < 40; i++) gh.addComment(OWNER, REPO, PR, `review comment ${i}`, 'reviewer');
  const forged = gh.addComment(OWNER, REPO, PR, FORGED, 'mallory');
  const indented = gh.addComment(OWNER, REPO, PR, `  ${MARKER}\nnot at the very start`, 'github-actions[bot]');
  for (let i = 0; i < 70; i++) gh.addComment(OWNER, REPO, PR, `review comment ${40 + i}`, 'reviewer');
  const own = gh.addComment(OWNER, REPO, PR, `${MARKER}\nthe previous report`, 'github-actions[bot]');
  for (let i = 0; i < 37; i++) gh.addComment(OWNER, REPO, PR, `late comment ${i}`, 'reviewer');

  const run = await runOnPr(gh);
  assert.equal(run.code, 0, run.stdout);
  const comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 150, 'nothing created');
  const byId = new Map(comments.map((c) => [c.id, c]));
  assert.equal(byId.get(forged.id)!.body, FORGED, 'the look-alike is untouched');
  assert.equal(byId.get(indented.id)!.body, `  ${MARKER}\nnot at the very start`);
  assert.ok(byId.get(own.id)!.body.startsWith(`${MARKER}\n`) && /PASS/.test(byId.get(own.id)!.body), byId.get(own.id)!.body);
  assert.notEqual(byId.get(own.id)!.body, `${MARKER}\nthe previous report`);
  assert.match(run.stdout, new RegExp(`Pull request comment updated: .*#issuecomment-${own.id}`));
  assert.deepEqual(gh.requests.filter((r) => r.method === 'PATCH').map((r) => r.path), [`/repos/${OWNER}/${REPO}/issues/comments/${own.id}`]);
});

test('where GitHub refuses to edit another user\'s look-alike, the report is still posted and no permission is blamed', async () => {
  const gh = await github({ othersEditable: false });
  const forged = gh.addComment(OWNER, REPO, PR, FORGED, 'mallory');
  const run = await runOnPr(gh);
  assert.equal(run.code, 0, run.stdout);
  assert.doesNotMatch(run.stdout, /No pull request comment|pull-requests: write/);
  const comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 2);
  assert.equal(comments[0]!.body, FORGED);
  assert.equal(comments[1]!.user, 'github-actions[bot]');
  assert.match(comments[1]!.body, /PASS/);
  assert.ok(!gh.requests.some((r) => r.method === 'PATCH' && r.path.endsWith(`/${forged.id}`)));
});

test('with a personal token, the comment of the user GET /user names is updated, not the workflow bot\'s or anyone else\'s', async () => {
  const gh = await github({ user: 'release-bot-account' });
  const bots = gh.addComment(OWNER, REPO, PR, `${MARKER}\nfrom the workflow token`, 'github-actions[bot]');
  const forged = gh.addComment(OWNER, REPO, PR, FORGED, 'mallory');
  const own = gh.addComment(OWNER, REPO, PR, `${MARKER}\nthe previous report`, 'release-bot-account');
  const run = await runOnPr(gh);
  assert.equal(run.code, 0, run.stdout);
  const byId = new Map(gh.comments(OWNER, REPO, PR).map((c) => [c.id, c]));
  assert.equal(byId.size, 3);
  assert.equal(byId.get(bots.id)!.body, `${MARKER}\nfrom the workflow token`);
  assert.equal(byId.get(forged.id)!.body, FORGED);
  assert.match(byId.get(own.id)!.body, /PASS/);
});
