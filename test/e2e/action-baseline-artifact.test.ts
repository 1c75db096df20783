// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The baseline from the base branch's results artifact, end to end: dist/action.js in a child
 * process, the simulator as the endpoint, and a local server speaking GitHub's Actions API whose
 * artifact download redirects to a second local "blob storage" server that refuses a token.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, prepareAction, startAction, collectAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';
import { MAX_RESULTS_ENTRY_BYTES } from '../../src/io/results-zip.js';
import { lyingZip } from '../helpers/lying-zip.js';
import { prEnv, prPayload as payloadOf, zipFiles, type PullRequest } from '../helpers/pull-request.js';

const KEY = 'sk-artifact-test-9d8c7b6a5f4e3d2c1b0a';
const TOKEN = 'ghs_ArtifactReadToken0123456789abcdefXYZ';
const OWNER = 'acme';
const PR = 42;
const BASE_SHA = 'c'.repeat(40);
const ARTIFACT = 'llm-slo-results';

let sim: Simulator;
let gh: GitHubServer;
/** A real results.json, measured by the Action on a push, as the main branch's job uploads it. */
let baselineText: string;

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 1}
slos:
  - name: chat
    thresholds:
      ttft_ms: {p50: 5000}
`;

/** Runs the bundled Action on a pull request of `repo` against this file's simulator and GitHub server. */
function runAction(repo: string, options: Partial<ActionOptions> = {}): Promise<ActionRun> {
  return runBundledAction({
    spec: SPEC,
    payload: prPayload(repo),
    ...options,
    inputs: { 'base-url': sim.url, 'github-token': TOKEN, 'baseline-artifact': ARTIFACT, ...options.inputs },
    env: { ...prEnv(pr(repo), gh.url), LLM_KEY: KEY, ...options.env },
  });
}

const pr = (repo: string): PullRequest => ({ owner: OWNER, repo, number: PR, baseSha: BASE_SHA });
const prPayload = (repo: string) => payloadOf(pr(repo));

/** An artifact zip as actions/upload-artifact makes it from the results folder. */
function resultsZip(results: string = baselineText): Uint8Array {
  return zipFiles({ 'results.json': results, 'requests.jsonl': '{"ok":true}\n', 'report.md': '# report\n' });
}

async function resultsOf(run: ActionRun): Promise<Results> {
  return JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
}

/** Fails when the token is not masked, or appears in the log, the job summary, or any file the Action wrote. */
async function assertTokenNowhere(run: ActionRun): Promise<void> {
  // The runner learns to mask it from `::add-mask::`, which it removes from the log it shows.
  assert.ok(run.stdout.includes(`::add-mask::${TOKEN}`), 'the token is masked');
  assert.ok(!run.stdout.replaceAll(`::add-mask::${TOKEN}`, '').includes(TOKEN), 'the token is not in the log');
  assert.ok(!run.summary.includes(TOKEN), 'the token is not in the job summary');
  for (const file of await readdir(join(run.workspace, 'llm-slo-gate-results'))) {
    assert.ok(!(await readFile(join(run.workspace, 'llm-slo-gate-results', file), 'utf8')).includes(TOKEN), `the token is not in ${file}`);
  }
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

before(async () => {
  sim = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 3, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
  gh = await startGitHubServer({ token: TOKEN });
  const main = await runBundledAction({
    spec: SPEC,
    event: 'push',
    payload: { ref: 'refs/heads/main' },
    inputs: { 'base-url': sim.url, comment: 'false' },
    env: { LLM_KEY: KEY, GITHUB_SHA: BASE_SHA, GITHUB_REF: 'refs/heads/main' },
  });
  assert.equal(main.code, 0, main.stdout);
  baselineText = await readFile(join(main.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8');
});
after(async () => {
  await sim.close();
  await gh.close();
});

test('the run at the base commit is chosen over a newer one, its zip is fetched past the redirect without the token, and the comparison is made', async () => {
  const repo = 'by-commit';
  const atBase = gh.addRun(OWNER, repo, { head_sha: BASE_SHA, updated_at: hoursAgo(5) });
  gh.addArtifact(atBase.id, { name: ARTIFACT, zip: resultsZip() });
  // A newer run on main whose results could not be compared (another model): choosing it would show.
  const newer = gh.addRun(OWNER, repo, { head_sha: 'd'.repeat(40), updated_at: hoursAgo(1) });
  gh.addArtifact(newer.id, { name: ARTIFACT, zip: resultsZip(baselineText.replace(/"model": "sim-model"/g, '"model": "other-model"')) });
  // A pull request run from a fork's own main branch is never a baseline.
  const forkRun = gh.addRun(OWNER, repo, { head_sha: 'e'.repeat(40), event: 'pull_request', head_repository: 'stranger/by-commit' });
  gh.addArtifact(forkRun.id, { name: ARTIFACT, zip: resultsZip() });
  const blobsBefore = gh.blobRequests.length;
  const requestsBefore = gh.requests.length;

  const run = await runAction(repo);
  assert.equal(run.code, 0, run.stdout);
  const results = await resultsOf(run);
  assert.equal(results.baseline.status, 'compared', JSON.stringify(results.baseline.reasons));
  assert.ok(results.baseline.rows.length > 0, 'rows were compared');
  const source = results.baseline.source;
  assert.equal(source?.kind, 'artifact');
  assert.ok(source?.kind === 'artifact');
  assert.deepEqual(
    [source.run_id, source.head_sha, source.matched, source.branch, source.entry, source.artifact],
    [atBase.id, BASE_SHA, 'base_sha', 'main', 'results.json', ARTIFACT],
  );
  assert.equal(source.run_url, `https://github.example/${OWNER}/${repo}/actions/runs/${atBase.id}`);
  assert.ok(results.notes.some((n) => n.includes(`run ${atBase.id}`) && n.includes('the run at the pull request\'s base commit') && /commit cccccccccccc, finished 5 h ago/.test(n)), results.notes.join('\n'));

  // Three API calls when the base commit's run has the artifact: its run, its artifacts, the zip.
  const calls = gh.requests.slice(requestsBefore).filter((r) => r.path.includes('/actions/'));
  assert.deepEqual(calls.map((r) => r.path.replace(/\d+/g, 'N')), [
    `/repos/${OWNER}/${repo}/actions/workflows/llm-slo.yml/runs`,
    `/repos/${OWNER}/${repo}/actions/runs/N/artifacts`,
    `/repos/${OWNER}/${repo}/actions/artifacts/N/zip`,
  ]);
  assert.equal(calls[0]!.query.get('head_sha'), BASE_SHA);
  assert.deepEqual([calls[0]!.query.get('branch'), calls[0]!.query.get('status')], ['main', 'success']);
  // The storage host got exactly one request, without a token; the API got the token.
  const blobs = gh.blobRequests.slice(blobsBefore);
  assert.equal(blobs.length, 1);
  assert.equal(blobs[0]!.authorization, undefined);
  const zipCall = gh.requests.find((r) => r.path.endsWith('/zip') && r.path.includes(repo));
  assert.equal(zipCall?.authorization, `Bearer ${TOKEN}`);

  assert.match(run.summary, new RegExp(`Changes are against the baseline in artifact \`${ARTIFACT}\` of \\[run ${atBase.id}\\]\\(https://github\\.example/${OWNER}/${repo}/actions/runs/${atBase.id}\\) from commit \`cccccccccccc\``));
  await assertTokenNowhere(run);
});

test('without a run at the base commit the newest run with the artifact is used, skipping an expired one, and a note says so', async () => {
  const repo = 'newest';
  const older = gh.addRun(OWNER, repo, { head_sha: '1'.repeat(40), updated_at: hoursAgo(72) });
  gh.addArtifact(older.id, { name: ARTIFACT, zip: resultsZip() });
  const expired = gh.addRun(OWNER, repo, { head_sha: '2'.repeat(40), updated_at: hoursAgo(2) });
  const dead = gh.addArtifact(expired.id, { name: ARTIFACT, zip: resultsZip(), expired: true });

  const run = await runAction(repo);
  assert.equal(run.code, 0, run.stdout);
  const results = await resultsOf(run);
  assert.equal(results.baseline.status, 'compared');
  const source = results.baseline.source;
  assert.ok(source?.kind === 'artifact', JSON.stringify(source));
  assert.equal(source.run_id, older.id);
  assert.equal(source.matched, 'newest');
  const note = results.notes.find((n) => n.includes(`run ${older.id}`)) ?? '';
  assert.match(note, /\(llm-slo\.yml on main, commit 111111111111, finished 3 days ago\): the newest run with it/);
  assert.match(note, new RegExp(`no run at the base commit ${BASE_SHA.slice(0, 12)} has it`));
  assert.match(note, new RegExp(`run ${expired.id}: the artifact has expired`));
  assert.ok(!gh.requests.some((r) => r.path.endsWith(`/artifacts/${dead.id}/zip`)), 'the expired artifact was not downloaded');
  await assertTokenNowhere(run);
});

test('with no artifact anywhere the run passes with a missing-baseline note', async () => {
  const repo = 'none';
  const lonely = gh.addRun(OWNER, repo, { head_sha: BASE_SHA });
  gh.addArtifact(lonely.id, { name: 'something-else', zip: resultsZip() });

  const missing = await runAction(repo);
  assert.equal(missing.code, 0, missing.stdout);
  const results = await resultsOf(missing);
  assert.equal(results.status, 'pass');
  assert.equal(results.baseline.status, 'missing');
  assert.deepEqual(results.baseline.source, { kind: 'file' });
  const note = results.notes.find((n) => n.startsWith(`No baseline artifact \`${ARTIFACT}\``)) ?? '';
  assert.match(note, new RegExp(`the only successful run of llm-slo\\.yml on main does not have it \\(run ${lonely.id}: no such artifact\\)`));
  assert.match(note, /No committed baseline at \.github\/llm-slo-baseline\.json either, so nothing is compared\./);
  // Said once, under the verdict (no max_change limit waits on it, so the verdict's line need not), with how to record one.
  assert.match(missing.summary, /^No baseline yet at \.github\/llm-slo-baseline\.json, so no change was judged; record one with/m);
  assert.equal(missing.summary.match(/no baseline yet/gi)?.length, 1, missing.summary);
  await assertTokenNowhere(missing);
});

test('a committed baseline stands in when no artifact is found', async () => {
  const repo = 'file-fallback';
  gh.addRun(OWNER, repo, { head_sha: BASE_SHA });
  const prepared = await prepareAction({
    spec: SPEC,
    payload: prPayload(repo),
    inputs: { 'base-url': sim.url, 'github-token': TOKEN, 'baseline-artifact': ARTIFACT },
    env: { GITHUB_REPOSITORY: `${OWNER}/${repo}`, GITHUB_API_URL: gh.url, GITHUB_WORKFLOW_REF: `${OWNER}/${repo}/.github/workflows/llm-slo.yml@refs/pull/1/merge`, GITHUB_BASE_REF: 'main', LLM_KEY: KEY },
  });
  await writeFile(join(prepared.workspace, '.github', 'llm-slo-baseline.json'), baselineText);
  const run = await collectAction(prepared, await startAction(prepared).done);
  assert.equal(run.code, 0, run.stdout);
  const results = await resultsOf(run);
  assert.equal(results.baseline.status, 'compared');
  assert.deepEqual(results.baseline.source, { kind: 'file' });
  assert.ok(results.notes.some((n) => n.includes('Using the committed baseline at .github/llm-slo-baseline.json instead.')), results.notes.join('\n'));
  assert.match(run.summary, /Changes are against the baseline `\.github\/llm-slo-baseline\.json`/);
});

test('a token without actions: read gets a warning naming the permission, and the gate still runs', async () => {
  const forbidden = await startGitHubServer({ token: TOKEN });
  forbidden.forbid('actions');
  try {
    const run = await runAction('forbidden', { env: { GITHUB_API_URL: forbidden.url } });
    assert.equal(run.code, 0, run.stdout);
    assert.match(run.stdout, /::warning::Baseline artifact `llm-slo-results` could not be read: GitHub answered 403 \(Resource not accessible by integration\).*The token lacks the `actions: read` permission/);
    const results = await resultsOf(run);
    assert.equal(results.status, 'pass');
    assert.equal(results.baseline.status, 'missing');
    assert.equal(forbidden.blobRequests.length, 0);
    await assertTokenNowhere(run);
  } finally {
    await forbidden.close();
  }
});

test('on a push of a tag no artifact is looked for and no Actions API call is made', async () => {
  const before = gh.requests.length;
  const run = await runAction('pushed', { event: 'push', payload: { ref: 'refs/tags/v1.0' }, env: { GITHUB_REF: 'refs/tags/v1.0' } });
  assert.equal(run.code, 0, run.stdout);
  assert.equal(gh.requests.slice(before).filter((r) => r.path.includes('/actions/')).length, 0);
  const results = await resultsOf(run);
  assert.ok(results.notes.some((n) => n.includes('not looked for: this run is for push on refs/tags/v1.0, neither a pull request')), results.notes.join('\n'));
  assert.equal(results.baseline.status, 'missing');
});

test('an artifact whose results.json claims 1 KB and inflates to 4 GiB is refused at once, and the run goes on without a baseline', async () => {
  const repo = 'zip-bomb';
  const atBase = gh.addRun(OWNER, repo, { head_sha: BASE_SHA });
  gh.addArtifact(atBase.id, { name: ARTIFACT, zip: lyingZip([{ name: 'results.json', claimedBytes: 1024, inflatedMiB: 4096 }]) });
  const started = performance.now();
  const run = await runAction(repo);
  const elapsedMs = performance.now() - started;
  assert.equal(run.code, 0, run.stdout);
  const results = await resultsOf(run);
  assert.equal(results.status, 'pass');
  assert.equal(results.baseline.status, 'unreadable');
  const refusal = `its results.json inflates to more than the ${MAX_RESULTS_ENTRY_BYTES} bytes read, though the zip says 1024 bytes; it was not read further`;
  assert.deepEqual(results.baseline.reasons, [refusal]);
  assert.ok(results.notes.some((n) => n === `The baseline ${ARTIFACT}/results.json could not be used: ${refusal}`), results.notes.join('\n'));
  assert.equal(results.checks.filter((c) => c.kind === 'regression').length, 0, 'nothing is compared');
  // Inflating the 4 GiB took over a minute of CPU; the whole run, sweep included, now takes a
  // few seconds. The bound is wide because this file may run starved of the CPU beside others;
  // the refusal's own CPU is bounded in github-baseline-artifact.test.ts.
  assert.ok(elapsedMs < 60_000, `${Math.round(elapsedMs)} ms`);
});
