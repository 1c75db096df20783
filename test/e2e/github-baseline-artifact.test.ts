// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The baseline artifact's parts: picking the results file from a zip, naming the workflow and
 * the base branch, and the search against a local server speaking GitHub's Actions API (for the
 * outcomes the end-to-end tests do not reach: a wrong workflow, an unusable artifact).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { MAX_RESULTS_ENTRY_BYTES, MAX_ZIP_INFLATED_BYTES, inflateBudget, inflateZipEntry, listZipEntries, readResultsEntry } from '../../src/io/results-zip.js';
import { readScenarioEntries } from '../../src/github/artifact-scenarios.js';
import { artifactTarget, workflowName } from '../../src/github/artifact-target.js';
import { baselineFromArtifact, type ArtifactBaselineOptions } from '../../src/github/baseline-artifact.js';
import { downloadArtifactZip } from '../../src/github/artifact-download.js';
import { RESULTS_SCHEMA_VERSION } from '../../src/model/results.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { tempDir } from '../helpers/cli.js';
import { lyingZip } from '../helpers/lying-zip.js';

const TOKEN = 'ghs_UnitArtifactToken0123456789abcdef';
const BASE_SHA = 'a'.repeat(40);

test('the results file is picked by name, nearest the root, and other files are left packed', () => {
  const zip = zipSync({
    'deep/nested/results.json': strToU8('{"deep":true}'),
    'results.json': strToU8('{"root":true}'),
    'requests.jsonl': strToU8('x'.repeat(10_000)),
  });
  assert.deepEqual(readResultsEntry(zip, ['results.json']), { ok: true, entry: 'results.json', text: '{"root":true}' });
  const onlyNested = zipSync({ 'out/llm-slo-baseline.json': strToU8('{}'), 'out/report.md': strToU8('#') });
  assert.deepEqual(readResultsEntry(onlyNested, ['results.json', 'llm-slo-baseline.json']), { ok: true, entry: 'out/llm-slo-baseline.json', text: '{}' });
});

test('a zip without the file, an oversized entry and bytes that are no zip each say what is wrong', () => {
  const without = readResultsEntry(zipSync({ 'report.md': strToU8('#') }), ['results.json']);
  assert.deepEqual(without, { ok: false, problem: 'it holds no results.json (it holds report.md)' });
  const big = readResultsEntry(zipSync({ 'results.json': strToU8(' '.repeat(5000)) }), ['results.json'], 1000);
  assert.equal(big.ok, false);
  assert.match(big.ok ? '' : big.problem, /results\.json is 5000 bytes uncompressed, more than the 1000 bytes read/);
  const junk = readResultsEntry(strToU8('<html>not a zip</html>'), ['results.json']);
  assert.equal(junk.ok, false);
  assert.match(junk.ok ? '' : junk.problem, /^it is not a readable zip archive/);
});

test('the workflow is named by its file, from an input path or the workflow ref', () => {
  const cases: [string, string | undefined][] = [
    ['llm-slo.yml', 'llm-slo.yml'],
    ['.github/workflows/bench.yaml', 'bench.yaml'],
    ['acme/api/.github/workflows/llm-slo.yml@refs/pull/7/merge', 'llm-slo.yml'],
    ['  ', undefined],
  ];
  for (const [input, name] of cases) assert.equal(workflowName(input), name, input);
});

test('a pull request event is a target with its base branch and commit, a run on a branch with that branch', async () => {
  const dir = await tempDir('llm-slo-gate-target-');
  const payload = join(dir, 'event.json');
  await writeFile(payload, JSON.stringify({ pull_request: { base: { ref: 'release', sha: BASE_SHA.toUpperCase() } } }));
  const env = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REPOSITORY: 'acme/api', GITHUB_EVENT_PATH: payload, GITHUB_WORKFLOW_REF: 'acme/api/.github/workflows/ci.yml@refs/pull/7/merge' };
  assert.deepEqual(artifactTarget(env, ''), { ok: true, target: { owner: 'acme', repo: 'api', workflow: 'ci.yml', branch: 'release', baseSha: BASE_SHA, ownBranch: false } });
  const named = artifactTarget(env, 'bench.yml');
  assert.equal(named.ok ? named.target.workflow : '', 'bench.yml');
  // A push to main (or a dispatch on it) continues the baseline from main's newest earlier run, whatever the payload says.
  const push = artifactTarget({ ...env, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' }, '');
  assert.deepEqual(push, { ok: true, target: { owner: 'acme', repo: 'api', workflow: 'ci.yml', branch: 'main', baseSha: null, ownBranch: true } });
  const tag = artifactTarget({ ...env, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/v1' }, '');
  assert.deepEqual(tag.ok ? null : tag.reason, 'this run is for push on refs/tags/v1, neither a pull request (whose base branch has the baseline) nor a run on a branch (whose earlier run has it)');
  const noWorkflow = artifactTarget({ ...env, GITHUB_WORKFLOW_REF: '' }, '');
  assert.match(noWorkflow.ok ? '' : noWorkflow.reason, /name its file in input baseline-workflow/);
});

let gh: GitHubServer;
let cwd: string;
let payloadPath: string;
before(async () => {
  gh = await startGitHubServer({ token: TOKEN });
  cwd = await tempDir('llm-slo-gate-artifact-');
  payloadPath = join(cwd, 'event.json');
  await writeFile(payloadPath, JSON.stringify({ pull_request: { number: 3, base: { ref: 'main', sha: BASE_SHA } } }));
});
after(() => gh.close());

function options(repo: string, extra: Partial<ArtifactBaselineOptions> = {}): ArtifactBaselineOptions {
  return {
    artifact: 'llm-slo-results',
    workflow: '',
    path: '.github/llm-slo-baseline.json',
    cwd,
    token: TOKEN,
    env: {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: payloadPath,
      GITHUB_REPOSITORY: `acme/${repo}`,
      GITHUB_API_URL: gh.url,
      GITHUB_WORKFLOW_REF: `acme/${repo}/.github/workflows/llm-slo.yml@refs/pull/3/merge`,
    },
    ...extra,
  };
}

test('an artifact whose results.json this version cannot read is an unreadable baseline, with its source recorded', async () => {
  const run = gh.addRun('acme', 'old-schema', { head_sha: BASE_SHA });
  const artifact = gh.addArtifact(run.id, { name: 'llm-slo-results', zip: zipSync({ 'results.json': strToU8(JSON.stringify({ schema_version: -1 })) }) });
  const found = await baselineFromArtifact(options('old-schema'));
  assert.equal(found.baseline.status, 'unreadable');
  assert.equal(found.baseline.path, 'llm-slo-results/results.json');
  assert.match(found.baseline.status === 'unreadable' ? found.baseline.reason : '', new RegExp(`schema_version is -1, this version reads ${RESULTS_SCHEMA_VERSION}`));
  assert.equal(found.source.kind === 'artifact' ? found.source.artifact_id : null, artifact.id);
  assert.equal(found.warning, null);
});

test('a zip without results.json is unreadable and names what it holds', async () => {
  const run = gh.addRun('acme', 'no-file', { head_sha: BASE_SHA });
  gh.addArtifact(run.id, { name: 'llm-slo-results', zip: zipSync({ 'report.md': strToU8('#') }) });
  const found = await baselineFromArtifact(options('no-file'));
  assert.deepEqual(found.baseline, { status: 'unreadable', path: 'llm-slo-results/results.json', reason: 'it holds no llm-slo-baseline.json or results.json (it holds report.md)' });
});

test('a workflow GitHub does not know gets a warning pointing at input baseline-workflow', async () => {
  gh.addRun('acme', 'wrong-workflow', { head_sha: BASE_SHA, workflow: 'bench.yml' });
  const found = await baselineFromArtifact(options('wrong-workflow'));
  assert.equal(found.baseline.status, 'missing');
  assert.deepEqual(found.source, { kind: 'file' });
  assert.match(found.warning ?? '', /GitHub answered 404 \(Not Found\) to listing the runs of llm-slo\.yml\. No workflow llm-slo\.yml is visible to the token: name the workflow file that uploads the artifact in input baseline-workflow\./);
  const named = await baselineFromArtifact(options('wrong-workflow', { workflow: 'bench.yml' }));
  assert.equal(named.warning, null);
  assert.match(named.notes[0] ?? '', /the only successful run of bench\.yml on main does not have it/);
});

test('without a token nothing is asked of GitHub', async () => {
  const before = gh.requests.length;
  const found = await baselineFromArtifact(options('no-token', { token: '' }));
  assert.equal(gh.requests.length, before);
  assert.match(found.notes[0] ?? '', /not looked for: no GitHub token was given/);
});

test('the download sends the token to the API only, follows the redirect, and refuses an oversized zip', async () => {
  const run = gh.addRun('acme', 'download', { head_sha: BASE_SHA });
  const zip = zipSync({ 'results.json': strToU8('{}') });
  const artifact = gh.addArtifact(run.id, { name: 'x', zip });
  const blobsBefore = gh.blobRequests.length;
  const bytes = await downloadArtifactZip({ apiUrl: gh.url, owner: 'acme', repo: 'download', artifactId: artifact.id, token: TOKEN });
  assert.deepEqual([...bytes], [...zip]);
  assert.deepEqual(gh.blobRequests.slice(blobsBefore).map((r) => r.authorization), [undefined]);
  await assert.rejects(
    downloadArtifactZip({ apiUrl: gh.url, owner: 'acme', repo: 'download', artifactId: artifact.id, token: TOKEN, maxBytes: 10 }),
    (err: Error & { status?: unknown }) => err.name === 'ArtifactDownloadError' && /larger than 10 bytes/.test(err.message),
  );
  const expired = gh.addArtifact(run.id, { name: 'gone', zip, expired: true });
  await assert.rejects(
    downloadArtifactZip({ apiUrl: gh.url, owner: 'acme', repo: 'download', artifactId: expired.id, token: TOKEN }),
    (err: Error & { status?: unknown }) => err.status === 410 && /GitHub answered 410 \(Artifact has expired\)/.test(err.message),
  );
});

test('an API that does not answer is a note, not a warning and not an error', async () => {
  const closed = await startGitHubServer({ token: TOKEN });
  const url = closed.url;
  await closed.close();
  const found = await baselineFromArtifact(options('unreachable', { env: { ...options('unreachable').env, GITHUB_API_URL: url } }));
  assert.equal(found.baseline.status, 'missing');
  assert.equal(found.warning, null);
  assert.match(found.notes[0] ?? '', /^Baseline artifact `llm-slo-results` could not be read: listing the runs of llm-slo\.yml failed \(/);
  assert.doesNotMatch(found.notes[0] ?? '', /GitHub answered/);
});

test('an artifact whose results.json is not JSON is unreadable', async () => {
  const run = gh.addRun('acme', 'not-json', { head_sha: BASE_SHA });
  gh.addArtifact(run.id, { name: 'llm-slo-results', zip: zipSync({ 'results.json': strToU8('{"levels": [') }) });
  const found = await baselineFromArtifact(options('not-json'));
  assert.equal(found.baseline.status, 'unreadable');
  assert.match(found.baseline.status === 'unreadable' ? found.baseline.reason : '', /^it is not valid JSON/);
});

test('when the event names no base commit, the newest run is used and the note says why', async () => {
  const bare = join(cwd, 'bare-event.json');
  await writeFile(bare, JSON.stringify({ pull_request: { number: 3 } }));
  const run = gh.addRun('acme', 'no-base-sha', { head_sha: 'b'.repeat(40) });
  gh.addArtifact(run.id, { name: 'llm-slo-results', zip: zipSync({ 'results.json': strToU8('{}') }) });
  const before = gh.requests.length;
  const found = await baselineFromArtifact(options('no-base-sha', { env: { ...options('no-base-sha').env, GITHUB_EVENT_PATH: bare, GITHUB_BASE_REF: 'main' } }));
  assert.equal(found.source.kind === 'artifact' ? found.source.matched : null, 'newest');
  assert.match(found.notes[0] ?? '', /the newest run with it, as the event does not name the base commit\.$/);
  assert.ok(gh.requests.slice(before).every((r) => !r.query.has('head_sha')), 'no search by commit');
});

test('an entry that claims 1 KB and inflates to 4 GiB is refused after inflating little more than the cap', () => {
  const bomb = lyingZip([{ name: 'results.json', claimedBytes: 1024, inflatedMiB: 4096 }]);
  assert.ok(bomb.length < 5_000_000, `${bomb.length} bytes`);
  const listed = listZipEntries(bomb);
  assert.ok(listed.ok);
  const entry = listed.entries[0];
  assert.ok(entry !== undefined);
  assert.deepEqual(readResultsEntry(bomb, ['results.json']), { ok: false, problem: `its results.json inflates to more than the ${MAX_RESULTS_ENTRY_BYTES} bytes read, though the zip says 1024 bytes; it was not read further` });
  // The bytes inflated, not the time taken: the read stops within one step (16 KB of DEFLATE,
  // at most 1032-fold) past the cap, not after the 4 GiB a one-shot inflate would produce.
  const budget = inflateBudget();
  const cpu = process.cpuUsage();
  const read = inflateZipEntry(bomb, entry, MAX_RESULTS_ENTRY_BYTES, budget);
  const used = process.cpuUsage(cpu);
  assert.equal(read.ok, false);
  const inflatedBytes = MAX_ZIP_INFLATED_BYTES - budget.remainingBytes;
  assert.ok(inflatedBytes > MAX_RESULTS_ENTRY_BYTES && inflatedBytes <= MAX_RESULTS_ENTRY_BYTES + 1032 * 16 * 1024, `${inflatedBytes} bytes inflated`);
  // A minute of CPU inflates the whole entry; the cap's 64 MiB take well under a second here, so
  // ten seconds can fail only when the cap does not hold, whatever else shares the machine.
  assert.ok(used.user + used.system < 10_000_000, `${(used.user + used.system) / 1000} ms of CPU`);
});

test('many lying entries in one zip share one budget of inflated bytes', () => {
  const entries = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => ({ name: `${s}/results.json`, claimedBytes: 1024, inflatedMiB: 60 }));
  const bombs = lyingZip(entries);
  const cpu = process.cpuUsage();
  const reads = readScenarioEntries(bombs, ['a', 'b', 'c', 'd', 'e', 'f']);
  const used = process.cpuUsage(cpu);
  const problems = [...reads.values()].map((r) => (r.kind === 'unreadable' ? r.problem : r.kind));
  // 60 MiB each fits the per-entry cap; the first two fit the zip's budget, the rest are cut off.
  assert.deepEqual(problems.slice(2), entries.slice(2).map((e) => `its ${e.name} inflates to more than the ${MAX_ZIP_INFLATED_BYTES} bytes read from one artifact in all, though the zip says 1024 bytes; it was not read further`));
  // The refusals above show the shared budget (they name the artifact's budget, not the
  // per-entry cap). CPU only bounds a runaway: with the budget holding, its 128 MiB took 1.6 s of
  // CPU on a CI machine running other test files beside this one, so the bound is the first test's.
  assert.ok(used.user + used.system < 10_000_000, `${(used.user + used.system) / 1000} ms of CPU`);
});

test('a zip listed from its central directory: stored and deflated entries, names in UTF-8, and a truncated entry said to be so', () => {
  const zip = zipSync({ 'stored.json': [strToU8('{"stored":true}'), { level: 0 }], 'données/results.json': strToU8('{"deflated":true}') });
  assert.deepEqual(readResultsEntry(zip, ['stored.json']), { ok: true, entry: 'stored.json', text: '{"stored":true}' });
  assert.deepEqual(readResultsEntry(zip, ['results.json']), { ok: true, entry: 'données/results.json', text: '{"deflated":true}' });
  const cut = readResultsEntry(zip.subarray(0, 40), ['results.json']);
  assert.equal(cut.ok, false);
  assert.match(cut.ok ? '' : cut.problem, /^it is not a readable zip archive \(no end of central directory record\)/);
});
