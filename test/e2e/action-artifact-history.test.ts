// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The baseline's history carried in the results artifact, end to end: dist/action.js in a child
 * process on "main" (a push) and on a pull request, the simulator as the endpoint, and a local
 * server speaking GitHub's Actions API that serves the zips of the results folders the earlier
 * runs left, as actions/upload-artifact would upload them.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type FakeRun, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, type ActionRun } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';
import { assertCheckTables, assertInconclusiveItems, assertTerminalChecks, assertVerdictLine } from '../helpers/reader-numbers.js';
import { parseGfm, tables } from '../helpers/markdown.js';

const KEY = 'sk-history-test-1a2b3c4d5e6f7a8b9c0d';
const TOKEN = 'ghs_HistoryReadToken0123456789abcdefXYZ';
const OWNER = 'acme';
const ARTIFACT = 'llm-slo-results';
const OUT = 'llm-slo-gate-results';

let sim: Simulator;
/** The same endpoint with a decode a third slower: a pull request's regression. */
let slower: Simulator;
let gh: GitHubServer;

const GATE = `baseline:
  runs: 10
  max_change: {ttft_ms.p50: "+50%", tpot_ms.p50: "+50%"}
`;
const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 12, warmup: 1}
${GATE}`;
const SCENARIOS_SPEC = `${SPEC}scenarios:
  - name: chat
  - name: rag
    workload: {prompt: "A longer document to answer from, then the question", max_tokens: 8}
`;

before(async () => {
  sim = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 3, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
  slower = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0.2 * 4 / 3, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
  gh = await startGitHubServer({ token: TOKEN });
});
after(async () => {
  await sim.close();
  await slower.close();
  await gh.close();
});

const env = (repo: string, extra: Record<string, string> = {}) => ({
  GITHUB_REPOSITORY: `${OWNER}/${repo}`,
  GITHUB_API_URL: gh.url,
  GITHUB_WORKFLOW_REF: `${OWNER}/${repo}/.github/workflows/llm-slo.yml@refs/heads/main`,
  LLM_KEY: KEY,
  ...extra,
});
const inputs = { 'github-token': TOKEN, 'baseline-artifact': ARTIFACT, comment: 'false' };

/** A run on main and, while it runs, its entry in the server's list (not yet successful, so never its own baseline). */
interface MainRun extends ActionRun {
  listed: FakeRun;
}

/** A push to main at commit `sha`, as the documented workflow runs on it: it records, so it fails on nothing it judges. */
async function onMain(repo: string, spec: string, sha: string, apiUrl = gh.url): Promise<MainRun> {
  const listed = gh.addRun(OWNER, repo, { head_sha: sha, conclusion: '' });
  const run = await runBundledAction({
    spec,
    event: 'push',
    payload: { ref: 'refs/heads/main' },
    inputs: { ...inputs, 'base-url': sim.url, 'fail-on': 'none' },
    env: env(repo, { GITHUB_SHA: sha, GITHUB_REF: 'refs/heads/main', GITHUB_API_URL: apiUrl }),
  });
  return { ...run, listed };
}

/** A pull request whose base is main at `baseSha`, measured at `url` (the simulator unless told), posting its comment when `comment` is set. */
function onPullRequest(repo: string, spec: string, baseSha: string, options: { url?: string; comment?: boolean } = {}): Promise<ActionRun> {
  return runBundledAction({
    spec,
    payload: {
      pull_request: {
        number: 7,
        head: { sha: 'f'.repeat(40), ref: 'feature', repo: { full_name: `${OWNER}/${repo}` } },
        base: { sha: baseSha, ref: 'main', repo: { full_name: `${OWNER}/${repo}` } },
      },
      repository: { full_name: `${OWNER}/${repo}`, name: repo, owner: { login: OWNER } },
    },
    inputs: { ...inputs, 'base-url': options.url ?? sim.url, ...(options.comment ? { comment: 'true' } : {}) },
    env: env(repo, { GITHUB_BASE_REF: 'main', GITHUB_REF: 'refs/pull/7/merge' }),
  });
}

/**
 * The run succeeds, with every file of its results folder as its artifact, zipped as
 * actions/upload-artifact uploads `path: llm-slo-gate-results/`.
 */
async function uploadResults(run: MainRun): Promise<number> {
  const root = join(run.workspace, OUT);
  const files: Record<string, Uint8Array> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path).split('\\').join('/')] = await readFile(path);
  }
  run.listed.conclusion = 'success';
  gh.addArtifact(run.listed.id, { name: ARTIFACT, zip: zipSync(files) });
  return run.listed.id;
}

async function json<T>(run: ActionRun, ...path: string[]): Promise<T> {
  return JSON.parse(await readFile(join(run.workspace, OUT, ...path), 'utf8')) as T;
}
const historyOf = (baseline: Results): unknown[] => (baseline as Results & { history?: unknown[] }).history ?? [];
const regressions = (r: Results) => r.checks.filter((c) => c.kind === 'regression');

/** The check's change was judged with an interval (2 runs are few, so it may still be too wide to decide). */
function assertJudged(c: Results['checks'][number], where: string): void {
  const what = `${where}: ${c.metric} at concurrency ${c.concurrency}: ${c.status} ${c.reason ?? ''}`;
  assert.doesNotMatch(c.reason ?? '', /min_runs/, what);
  assert.equal(typeof c.change_lower, 'number', what);
  assert.equal(typeof c.change_upper, 'number', what);
}

test('two runs on main carry a history of 2 runs in their artifact, and a pull request against it judges max_change', async () => {
  const repo = 'history';
  const first = await onMain(repo, SPEC, '1'.repeat(40));
  assert.equal(first.code, 0, first.stdout);
  const firstResults = await json<Results>(first, 'results.json');
  assert.ok(firstResults.notes.some((n) => n.startsWith(`No baseline artifact \`${ARTIFACT}\`: no successful run of llm-slo.yml on main was found.`)), firstResults.notes.join('\n'));
  assert.ok(firstResults.notes.some((n) => n.includes(`this run starts one in ${OUT}/llm-slo-baseline.json, with this run alone`)), firstResults.notes.join('\n'));
  assert.equal(historyOf(await json<Results>(first, 'llm-slo-baseline.json')).length, 1);
  const firstRun = await uploadResults(first);

  const second = await onMain(repo, SPEC, '2'.repeat(40));
  assert.equal(second.code, 0, second.stdout);
  const secondResults = await json<Results>(second, 'results.json');
  const source = secondResults.baseline.source;
  assert.ok(source?.kind === 'artifact', JSON.stringify(source));
  assert.deepEqual([source.run_id, source.entry, source.matched], [firstRun, 'llm-slo-baseline.json', 'newest']);
  assert.ok(secondResults.notes.some((n) => n.includes(`run ${firstRun} (llm-slo.yml on main, commit 111111111111`) && n.includes('this run is on main, so its baseline continues from there')), secondResults.notes.join('\n'));
  assert.ok(secondResults.notes.some((n) => n.includes(`added to that artifact's baseline history of 1 run (baseline.runs keeps the last 10) in ${OUT}/llm-slo-baseline.json`)), secondResults.notes.join('\n'));
  const carried = await json<Results>(second, 'llm-slo-baseline.json');
  assert.deepEqual(historyOf(carried).map((r) => (r as { git: { sha: string } }).git.sha), ['1'.repeat(40), '2'.repeat(40)]);
  // The listing asked for this workflow's successful runs on main, the branch pushed to.
  const listed = gh.requests.filter((r) => r.path === `/repos/${OWNER}/${repo}/actions/workflows/llm-slo.yml/runs`).at(-1);
  assert.deepEqual([listed?.query.get('branch'), listed?.query.get('status'), listed?.query.get('head_sha')], ['main', 'success', null]);
  await uploadResults(second);

  const pr = await onPullRequest(repo, SPEC, '2'.repeat(40));
  const results = await json<Results>(pr, 'results.json');
  assert.equal(results.baseline.status, 'compared', JSON.stringify(results.baseline.reasons));
  assert.equal(results.baseline.runs, 2);
  assert.ok(regressions(results).length > 0);
  // Each change judged against the spread of the 2 runs: an interval, not "the baseline holds 1 run" (whose checks have none).
  for (const c of regressions(results)) assertJudged(c, 'single run');
  // A pull request is not a refresh: it writes no baseline of its own.
  await assert.rejects(readFile(join(pr.workspace, OUT, 'llm-slo-baseline.json')), { code: 'ENOENT' });
});

test('an expired or refused artifact on main starts the history afresh with a note, and the run still passes', async () => {
  const repo = 'expired';
  const old = gh.addRun(OWNER, repo, { head_sha: '3'.repeat(40) });
  gh.addArtifact(old.id, { name: ARTIFACT, zip: zipSync({}), expired: true });
  const expired = await onMain(repo, SPEC, '4'.repeat(40));
  assert.equal(expired.code, 0, expired.stdout);
  const notes = (await json<Results>(expired, 'results.json')).notes;
  assert.ok(notes.some((n) => n.includes(`run ${old.id}: the artifact has expired`)), notes.join('\n'));
  assert.ok(notes.some((n) => n.includes('this run starts one in')), notes.join('\n'));
  assert.equal(historyOf(await json<Results>(expired, 'llm-slo-baseline.json')).length, 1);

  const forbidden = await startGitHubServer({ token: TOKEN });
  forbidden.forbid('actions');
  try {
    const refused = await onMain('refused', SPEC, '5'.repeat(40), forbidden.url);
    assert.equal(refused.code, 0, refused.stdout);
    assert.match(refused.stdout, /::warning::Baseline artifact `llm-slo-results` could not be read: GitHub answered 403/);
    assert.equal(historyOf(await json<Results>(refused, 'llm-slo-baseline.json')).length, 1);
  } finally {
    await forbidden.close();
  }
});

test('with scenarios each scenario carries its own history in its folder, and a pull request judges each against it', async () => {
  const repo = 'scenarios';
  const first = await onMain(repo, SCENARIOS_SPEC, '6'.repeat(40));
  assert.equal(first.code, 0, first.stdout);
  for (const name of ['chat', 'rag']) assert.equal(historyOf(await json<Results>(first, name, `llm-slo-baseline-${name}.json`)).length, 1, name);
  await uploadResults(first);

  const second = await onMain(repo, SCENARIOS_SPEC, '7'.repeat(40));
  assert.equal(second.code, 0, second.stdout);
  const prompts = new Set<string>();
  for (const name of ['chat', 'rag']) {
    const carried = await json<Results>(second, name, `llm-slo-baseline-${name}.json`);
    assert.equal(historyOf(carried).length, 2, name);
    prompts.add(carried.workload.prompt_sha256);
  }
  // Each scenario's own workload: neither file took the other's runs.
  assert.equal(prompts.size, 2);
  await uploadResults(second);

  const pr = await onPullRequest(repo, SCENARIOS_SPEC, '7'.repeat(40));
  const combined = await json<ScenariosResults>(pr, 'results.json');
  for (const s of combined.scenarios) {
    assert.ok(s.results, s.name);
    assert.equal(s.results.baseline.runs, 2, s.name);
    const source = s.results.baseline.source;
    assert.equal(source?.kind === 'artifact' ? source.entry : null, `${s.name}/llm-slo-baseline-${s.name}.json`);
    for (const c of regressions(s.results)) assertJudged(c, s.name);
  }
});

test('the README\'s recommended spec against a slower pull request: every figure of the comment is in the unit it names, and agrees with its change', async () => {
  // The README's gate, word for word: the spread of main's last 10 runs.
  const readmeSpec = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 16}
sweep: {concurrency: [1, 2], requests: 24, warmup: 1}
baseline:
  path: .github/llm-slo-baseline.json
  runs: 10                 # judge each change against the spread of main's last 10 runs
  max_change:
    ttft_ms.p50: "+15%"
    tpot_ms.p50: "+10%"
    tpm: "-10%"
`;
  const repo = 'readme';
  for (const sha of ['a', 'b', 'c']) {
    const main = await onMain(repo, readmeSpec, sha.repeat(40));
    assert.equal(main.code, 0, main.stdout);
    await uploadResults(main);
  }
  const pr = await onPullRequest(repo, readmeSpec, 'c'.repeat(40), { url: slower.url, comment: true });
  const results = await json<Results>(pr, 'results.json');
  assert.equal(results.baseline.runs, 3);
  // Three runs give wide intervals: the slower decode fails, or is at least not passed.
  assert.ok(pr.code === 1 || pr.code === 4, pr.stdout);
  // On a busy machine the self-check may hold a level's checks back (not judged: the client was busy);
  // the others show their figures.
  const busy = (c: Results['checks'][number]): boolean => c.status === 'no_data' && /measuring client was busy/.test(c.reason ?? '');
  const tpmChecks = results.checks.filter((c) => c.kind === 'regression' && c.metric === 'tpm');
  assert.ok(tpmChecks.length > 0 && tpmChecks.every((c) => c.status === 'fail' || c.status === 'inconclusive' || busy(c)), JSON.stringify(tpmChecks));
  const tpm = tpmChecks.filter((c) => !busy(c));
  assert.ok(tpm.length > 0, JSON.stringify(tpmChecks));
  const [comment] = gh.comments(OWNER, repo, 7);
  assert.ok(comment, `the pull request has its comment: ${pr.stdout}`);
  for (const [what, md] of [['the comment', comment.body], ['the job summary', pr.summary]] as const) {
    assertCheckTables(md, what);
    const items = assertInconclusiveItems(md, what);
    assertVerdictLine(md.split('\n').find((l) => l.startsWith('**'))!, what);
    // Wherever the comment shows TPM against its baseline, the baseline is in tokens per minute, near this run's TPM:
    // within a factor of 10 either way (a unit mistake is a factor of 60 or more). Not always above it: a busy
    // machine can halve a run's TPM on its own, or slow main's runs below the slower pull request's at a level.
    const failed = tables(parseGfm(md)).find((t) => t.header.includes('Baseline'));
    const figures = [
      ...(failed?.rows ?? []).filter((r) => r[2] === 'tpm').map((r) => [r[5]!, r[4]!].map((c) => Number(c.replace(/ tokens\/min$/, '').replaceAll(' ', '')))),
      ...items.filter((i) => i.metric === 'tpm').map((i) => [i.before, i.after]),
    ];
    assert.equal(figures.length, tpm.length, `every TPM check shows its figures: ${md}`);
    for (const [baseline, actual] of figures) assert.ok(baseline! > actual! / 10 && baseline! < 10 * actual!, `a TPM baseline of ${baseline} against ${actual}`);
  }
  assert.ok(assertTerminalChecks(pr.stdout, 'the log') > 0, pr.stdout);
  assertVerdictLine(results.verdict.reason ?? '', 'the verdict');
});
