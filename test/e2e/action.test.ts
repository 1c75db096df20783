// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The Action end to end: dist/action.js in a child process with the environment a runner gives
 * it (INPUT_* variables, event payload, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), against the
 * simulator and a local server speaking GitHub's comment endpoints.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { parseGfm, tables } from '../helpers/markdown.js';

const KEY = 'sk-action-test-5c1e9a0b7d3f2e4a6b8c';
const OWNER = 'acme';
const REPO = 'inference';
const PR = 42;

let sim: Simulator;
let gh: GitHubServer;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 3, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
  gh = await startGitHubServer();
});
after(async () => {
  await sim.close();
  await gh.close();
});

const SPEC = (ttftLimitMs: number) => `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 1}
slos:
  - name: "chat @octocat"
    thresholds:
      ttft_ms: {p50: ${ttftLimitMs}}
`;

/** Runs the bundled Action against this file's simulator and GitHub server. */
function runAction(options: ActionOptions): Promise<ActionRun> {
  return runBundledAction({
    ...options,
    inputs: { 'base-url': sim.url, 'github-token': gh.token, ...options.inputs },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, LLM_KEY: KEY, ...options.env },
  });
}

const prPayload = (fromFork: boolean) => ({
  pull_request: {
    number: PR,
    head: { sha: 'b'.repeat(40), repo: { full_name: fromFork ? 'stranger/inference' : `${OWNER}/${REPO}` } },
    base: { repo: { full_name: `${OWNER}/${REPO}` } },
  },
  repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
});

test('on a pull request the Action posts one comment, and a second run updates that same comment', async () => {
  const first = await runAction({ spec: SPEC(5000), payload: prPayload(false) });
  assert.equal(first.code, 0, first.stdout);
  assert.equal(first.outputs.status, 'pass');
  let comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 1);
  const firstId = comments[0]!.id;
  assert.match(comments[0]!.body, /^<!-- llm-slo-gate:\.github\/llm-slo\.yml -->/);
  assert.equal(first.outputs['comment-url'] !== undefined, true);

  const second = await runAction({ spec: SPEC(1), payload: prPayload(false) });
  assert.equal(second.code, 1, 'a failed SLO fails the step');
  comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 1, 'still one comment');
  assert.equal(comments[0]!.id, firstId, 'the same comment was updated');
  const body = comments[0]!.body;
  assert.match(body, /FAIL/);
  assert.match(body, /TTFT p95/);
  assert.ok(body.includes('chat') && !body.includes('@octocat'), 'the spec name cannot ping anyone');
  assert.equal(second.outputs.status, 'fail');
  assert.equal(second.outputs['failed-checks'], '2');

  // The job summary carries the same report, and its level table has the columns it claims.
  assert.match(second.summary, /TTFT p95/);
  const parsed = tables(parseGfm(second.summary));
  assert.ok(parsed.some((t) => t.header.some((h) => /concurrency/i.test(h)) && t.header.some((h) => /TTFT p95/.test(h))), JSON.stringify(parsed.map((t) => t.header)));
  // The failed threshold is annotated at its spec line.
  assert.match(second.stdout, /::error title=SLO failed[^,]*,file=\.github\/llm-slo\.yml,line=7::/);
});

test('a pull request from a fork gets no comment, but the step still passes or fails on the measurement', async () => {
  const before = gh.comments(OWNER, 'forked', PR).length;
  const ok = await runAction({ spec: SPEC(5000), payload: { ...prPayload(true), repository: { full_name: `${OWNER}/forked` } }, env: { GITHUB_REPOSITORY: `${OWNER}/forked` } });
  assert.equal(ok.code, 0, ok.stdout);
  assert.match(ok.stdout, /No pull request comment: .*fork/i);
  const bad = await runAction({ spec: SPEC(1), payload: { ...prPayload(true), repository: { full_name: `${OWNER}/forked` } }, env: { GITHUB_REPOSITORY: `${OWNER}/forked` } });
  assert.equal(bad.code, 1);
  assert.equal(gh.comments(OWNER, 'forked', PR).length, before);
  assert.match(bad.summary, /FAIL/, 'the summary is still written');
});

test('on a push the Action writes the summary only', async () => {
  const requestsBefore = gh.requests.length;
  const run = await runAction({ spec: SPEC(5000), event: 'push', payload: { ref: 'refs/heads/main' } });
  assert.equal(run.code, 0, run.stdout);
  assert.equal(gh.requests.length, requestsBefore, 'no GitHub API call');
  assert.match(run.summary, /PASS/);
});

test('without pull-requests write permission the comment is skipped with a reason, and the result stands', async () => {
  const forbidden = await startGitHubServer();
  forbidden.forbid('create', 'update');
  try {
    const run = await runAction({ spec: SPEC(5000), payload: prPayload(false), env: { GITHUB_API_URL: forbidden.url }, inputs: { 'github-token': forbidden.token } });
    assert.equal(run.code, 0, run.stdout);
    assert.match(run.stdout, /::warning::No pull request comment/);
  } finally {
    await forbidden.close();
  }
});

test('the key is masked and appears in no file the Action writes', async () => {
  const run = await runAction({ spec: SPEC(5000), event: 'push', inputs: { 'api-key': KEY } });
  assert.equal(run.code, 0, run.stdout);
  assert.match(run.stdout, new RegExp(`::add-mask::${KEY}`));
  const withoutMask = run.stdout.replace(`::add-mask::${KEY}`, '');
  assert.ok(!withoutMask.includes(KEY), 'key in the log');
  for (const f of ['results.json', 'requests.jsonl', 'results.csv', 'report.md']) {
    assert.ok(!(await readFile(join(run.workspace, 'llm-slo-gate-results', f), 'utf8')).includes(KEY), f);
  }
  assert.ok(!run.summary.includes(KEY));
});

test('an unreachable endpoint is an error that fails the step unless fail-on-error is false', async () => {
  const dead = await startSimulator({});
  const url = dead.url;
  await dead.close();
  const failing = await runAction({ spec: SPEC(5000), event: 'push', inputs: { 'base-url': url } });
  assert.equal(failing.code, 1);
  assert.equal(failing.outputs.status, 'error');
  assert.match(failing.stdout, /could not measure/);
  const tolerated = await runAction({ spec: SPEC(5000), event: 'push', inputs: { 'base-url': url, 'fail-on-error': 'false' } });
  assert.equal(tolerated.code, 0);
  assert.equal(tolerated.outputs.status, 'error');
});

test('the comment of a run that could not measure says ERROR, not FAIL, and names the cause and what to try', async () => {
  const dead = await startSimulator({});
  const url = dead.url;
  await dead.close();
  const run = await runAction({ spec: SPEC(5000), payload: { ...prPayload(false), pull_request: { ...prPayload(false).pull_request, number: 43 } }, inputs: { 'base-url': url } });
  assert.equal(run.code, 1, 'an error fails the step');
  assert.equal(run.outputs.status, 'error');
  const [comment] = gh.comments(OWNER, REPO, 43);
  assert.ok(comment, 'a comment was posted');
  assert.match(comment.body, /^\*\*ERROR\*\* · .* · could not measure/m);
  assert.doesNotMatch(comment.body, /\*\*FAIL\*\*|\*\*PASS\*\*/);
  assert.match(comment.body, /The run could not measure the endpoint: The connectivity check to .* failed \(connect\)/);
  assert.match(comment.body, /\*\*What to try:\*\* \S/);
});

test('comment-only mode reports on uploaded results without measuring', async () => {
  const measured = await runAction({ spec: SPEC(1), event: 'push' });
  const resultsPath = join(measured.workspace, 'llm-slo-gate-results', 'results.json');
  const simRequestsBefore = gh.requests.length;
  const commentOnly = await runAction({
    spec: 'not: a valid spec',
    event: 'workflow_run',
    payload: { workflow_run: { pull_requests: [] }, repository: { full_name: `${OWNER}/${REPO}` } },
    inputs: { 'results-file': resultsPath, 'pr-number': '77', 'base-url': 'http://127.0.0.1:9/v1' },
  });
  assert.equal(commentOnly.code, 1, 'the uploaded run failed its SLO, so this step fails too');
  assert.equal(commentOnly.outputs.status, 'fail');
  const comments = gh.comments(OWNER, REPO, 77);
  assert.equal(comments.length, 1);
  assert.match(comments[0]!.body, /FAIL/);
  assert.ok(gh.requests.length > simRequestsBefore);
});
