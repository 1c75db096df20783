// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The base branch's results artifact as the baseline of a spec with scenarios, end to end:
 * dist/action.js in a child process, the simulator as the endpoint, and a local server speaking
 * GitHub's Actions API whose artifact download redirects to a local "blob storage" server. The
 * artifact is the results folder a real run with scenarios wrote on a push to main.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, prepareAction, startAction, collectAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { addArtifactRun as addRunWithArtifact, prEnv, prPayload as payloadOf, type PullRequest } from '../helpers/pull-request.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

const KEY = 'sk-artifact-scenarios-4b3c2d1e0f9a8b7c6d5e';
const TOKEN = 'ghs_ScenarioArtifactToken0123456789abcdXYZ';
const OWNER = 'acme';
const PR = 7;
const BASE_SHA = 'c'.repeat(40);
const ARTIFACT = 'llm-slo-results';
const OUT = 'llm-slo-gate-results';

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 0}
scenarios:
  - name: chat
    slos:
      - name: chat answers
        thresholds: {success_rate: {min: 0.9}}
  - name: rag
    workload: {prompt: "${'context '.repeat(40)}", max_tokens: 12}
    slos:
      - name: rag answers
        thresholds: {success_rate: {min: 0.9}}
`;

const SINGLE_SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 0}
slos:
  - name: chat
    thresholds: {success_rate: {min: 0.9}}
`;

let sim: Simulator;
let gh: GitHubServer;
/** What the main branch's run with scenarios wrote: the combined file and each scenario's own. */
let combinedText: string;
let chatText: string;
let ragText: string;

const pr = (repo: string): PullRequest => ({ owner: OWNER, repo, number: PR, baseSha: BASE_SHA });
const prPayload = (repo: string) => payloadOf(pr(repo));

function prOptions(repo: string, spec = SPEC): ActionOptions {
  return {
    spec,
    payload: prPayload(repo),
    inputs: { 'base-url': sim.url, 'github-token': TOKEN, 'baseline-artifact': ARTIFACT, comment: 'false' },
    env: { ...prEnv(pr(repo), gh.url), LLM_KEY: KEY },
  };
}

/** Adds a successful run at the base commit on main whose artifact is `files`, zipped. */
function addArtifactRun(repo: string, files: Record<string, string>): number {
  return addRunWithArtifact(gh, pr(repo), ARTIFACT, files);
}

async function readJson<T>(run: ActionRun, path: string): Promise<T> {
  return JSON.parse(await readFile(join(run.workspace, OUT, path), 'utf8')) as T;
}

/** Fails unless the scenario's results (its own file and its combined entry) compared with the artifact's `entry`. */
async function assertFromArtifact(run: ActionRun, name: string, runId: number, entry: string, scenario: string | undefined): Promise<Results> {
  const own = await readJson<Results>(run, `${name}/results.json`);
  assert.equal(own.baseline.status, 'compared', `${name}: ${JSON.stringify(own.baseline)}`);
  assert.ok(own.baseline.rows.length > 0, `${name}: rows were compared`);
  const source = own.baseline.source;
  assert.ok(source?.kind === 'artifact', `${name}: ${JSON.stringify(source)}`);
  assert.deepEqual([source.run_id, source.entry, source.scenario, source.matched, source.artifact], [runId, entry, scenario, 'base_sha', ARTIFACT]);
  const combined = await readJson<ScenariosResults>(run, 'results.json');
  assert.deepEqual(combined.scenarios.find((s) => s.name === name)?.results?.baseline.source, source, `${name}: the combined file records the same source`);
  assert.ok(own.notes.some((n) => n.startsWith(`Baseline from artifact \`${ARTIFACT}\` of run ${runId} `)), own.notes.join('\n'));
  return own;
}

before(async () => {
  sim = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 3, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 9, apiKey: KEY });
  gh = await startGitHubServer({ token: TOKEN });
  const main = await runBundledAction({
    spec: SPEC,
    event: 'push',
    payload: { ref: 'refs/heads/main' },
    inputs: { 'base-url': sim.url, comment: 'false' },
    env: { LLM_KEY: KEY, GITHUB_SHA: BASE_SHA, GITHUB_REF: 'refs/heads/main' },
  });
  assert.equal(main.code, 0, main.stdout);
  combinedText = await readFile(join(main.workspace, OUT, 'results.json'), 'utf8');
  chatText = await readFile(join(main.workspace, OUT, 'chat', 'results.json'), 'utf8');
  ragText = await readFile(join(main.workspace, OUT, 'rag', 'results.json'), 'utf8');
  assert.equal((JSON.parse(combinedText) as ScenariosResults).kind, 'scenarios');
});
after(async () => {
  await sim.close();
  await gh.close();
});

test('each scenario compares with its own results.json in the uploaded folder, found with one lookup', async () => {
  const repo = 'folders';
  const runId = addArtifactRun(repo, { 'results.json': combinedText, 'chat/results.json': chatText, 'rag/results.json': ragText, 'report.md': '# report\n' });
  const before = gh.requests.length;
  const run = await runBundledAction(prOptions(repo));
  assert.equal(run.code, 0, run.stdout);
  assert.doesNotMatch(run.stdout, /not used with scenarios/);
  await assertFromArtifact(run, 'chat', runId, 'chat/results.json', undefined);
  const rag = await assertFromArtifact(run, 'rag', runId, 'rag/results.json', undefined);
  assert.ok(rag.notes.some((n) => n.endsWith('Read from its rag/results.json.')), rag.notes.join('\n'));
  // One lookup for both scenarios: the run at the base commit, its artifacts, one zip.
  const calls = gh.requests.slice(before).filter((r) => r.path.includes('/actions/'));
  assert.deepEqual(calls.map((r) => r.path.replace(/\d+/g, 'N')), [
    `/repos/${OWNER}/${repo}/actions/workflows/llm-slo.yml/runs`,
    `/repos/${OWNER}/${repo}/actions/runs/N/artifacts`,
    `/repos/${OWNER}/${repo}/actions/artifacts/N/zip`,
  ]);
  assert.ok(!run.stdout.replaceAll(`::add-mask::${TOKEN}`, '').includes(TOKEN), 'the token is not in the log');
  // Both scenario sections of the job summary name the artifact's run.
  const named = run.summary.match(new RegExp(`Changes are against the baseline in artifact \`${ARTIFACT}\` of \\[run ${runId}\\]`, 'g')) ?? [];
  assert.equal(named.length, 2, run.summary);
});

test('an artifact holding only the combined results.json gives each scenario its embedded results', async () => {
  const repo = 'combined-only';
  const runId = addArtifactRun(repo, { 'results.json': combinedText });
  const run = await runBundledAction(prOptions(repo));
  assert.equal(run.code, 0, run.stdout);
  const chat = await assertFromArtifact(run, 'chat', runId, 'results.json', 'chat');
  await assertFromArtifact(run, 'rag', runId, 'results.json', 'rag');
  assert.ok(chat.notes.some((n) => n.endsWith('Read from scenario chat\'s entry in its combined results.json.')), chat.notes.join('\n'));
  // Each scenario's baseline figures are its own embedded levels', not the other scenario's.
  const embedded = JSON.parse(combinedText) as ScenariosResults;
  for (const name of ['chat', 'rag']) {
    const levels = embedded.scenarios.find((s) => s.name === name)!.results!.levels;
    const rows = (await readJson<Results>(run, `${name}/results.json`)).baseline.rows.filter((r) => r.baseline !== null);
    let checked = 0;
    for (const row of rows) {
      const level = levels.find((l) => l.concurrency === row.concurrency) as unknown as Record<string, unknown>;
      const value = row.metric.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], level);
      if (typeof value !== 'number') continue;
      checked += 1;
      assert.ok(Math.abs(value - row.baseline!) <= 1e-6 * Math.max(1, Math.abs(value)), `${name} ${row.metric} at ${row.concurrency}: ${value} vs ${row.baseline}`);
    }
    assert.ok(checked > 0, `${name}: some baseline figures were checked`);
  }
});

test('a scenario the artifact lacks falls back to its committed file, with a note naming it', async () => {
  const repo = 'partial';
  const onlyChat = JSON.parse(combinedText) as ScenariosResults;
  onlyChat.scenarios = onlyChat.scenarios.filter((s) => s.name === 'chat');
  const runId = addArtifactRun(repo, { 'results.json': JSON.stringify(onlyChat), 'chat/results.json': chatText });
  const prepared = await prepareAction(prOptions(repo));
  await writeFile(join(prepared.workspace, '.github', 'llm-slo-baseline-rag.json'), ragText);
  const run = await collectAction(prepared, await startAction(prepared).done);
  assert.equal(run.code, 0, run.stdout);
  await assertFromArtifact(run, 'chat', runId, 'chat/results.json', undefined);
  const rag = await readJson<Results>(run, 'rag/results.json');
  assert.equal(rag.baseline.status, 'compared', JSON.stringify(rag.baseline));
  assert.deepEqual(rag.baseline.source, { kind: 'file' });
  const note = rag.notes.find((n) => n.startsWith('No baseline for scenario rag in')) ?? '';
  assert.match(note, new RegExp(`in artifact \`${ARTIFACT}\` of run ${runId} \\(llm-slo\\.yml on main, commit cccccccccccc, `));
  assert.match(note, /it has no rag\/results\.json, and its results\.json has no scenario rag \(it has chat\)\. Using the committed baseline at \.github\/llm-slo-baseline-rag\.json instead\.$/);
  assert.match(run.stdout, /::notice::rag: No baseline for scenario rag in/);
});

test('a spec without scenarios never takes combined results as its baseline', async () => {
  const repo = 'single';
  const runId = addArtifactRun(repo, { 'results.json': combinedText });
  const run = await runBundledAction(prOptions(repo, SINGLE_SPEC));
  assert.equal(run.code, 0, run.stdout);
  const results = await readJson<Results>(run, 'results.json');
  assert.equal(results.status, 'pass');
  assert.equal(results.baseline.status, 'missing');
  assert.deepEqual(results.baseline.source, { kind: 'file' });
  const note = results.notes.find((n) => n.startsWith(`No baseline in artifact \`${ARTIFACT}\` of run ${runId} `)) ?? '';
  assert.match(note, /its results\.json holds the combined results of a spec with scenarios, not a single run's\./, results.notes.join('\n'));
  assert.match(note, /No committed baseline at \.github\/llm-slo-baseline\.json either, so nothing is compared\.$/);

  // The folder as a run with scenarios uploads it: a scenario's own file is not taken either.
  const folders = 'single-folders';
  addArtifactRun(folders, { 'results.json': combinedText, 'chat/results.json': chatText, 'rag/results.json': ragText });
  const again = await runBundledAction(prOptions(folders, SINGLE_SPEC));
  assert.equal(again.code, 0, again.stdout);
  const second = await readJson<Results>(again, 'results.json');
  assert.equal(second.baseline.status, 'missing');
  assert.ok(second.notes.some((n) => n.includes('its chat/results.json is one scenario\'s results from a spec with scenarios')), second.notes.join('\n'));
});
