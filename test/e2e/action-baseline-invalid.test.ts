// @parallel: asserts no timing (its limits are seconds away from what the simulator takes), so it may run beside other test files (scripts/test.mjs).
/**
 * A baseline artifact that cannot be used, through the real Action (dist/action.js under a
 * runner-like environment, the simulator as the endpoint, the local GitHub REST server serving
 * runs, artifacts and comments): it is checked before the first request, a warning annotation
 * names the artifact's file and the field, and the run goes on as one without a baseline, with
 * results.json, report, job summary, `status` output and comment all written. Before the
 * complete check, these crashed the step after measuring everything, leaving none of them.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, prepareAction, startAction, collectAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { addArtifactRun, prEnv, prPayload as payloadOf, type PullRequest } from '../helpers/pull-request.js';
import { BROKEN_BASELINES, brokenText } from '../helpers/broken-baselines.js';
import { escapeText } from '../../src/report/escape.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

const KEY = 'sk-invalid-baseline-7a6b5c4d3e2f1a0b9c8d';
const TOKEN = 'ghs_InvalidBaselineToken0123456789abcdXYZ';
const OWNER = 'acme';
const PR = 12;
const BASE_SHA = 'c'.repeat(40);
const ARTIFACT = 'llm-slo-results';
const OUT = 'llm-slo-gate-results';

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 10, warmup: 1}
slos:
  - name: chat
    thresholds: {ttft_ms: {p50: 5000}}
baseline:
  max_change: {ttft_ms.p50: "+50%", tpm: "-30%", e2e_ms.p50: "+50%"}
`;

const SCENARIOS_SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 6, warmup: 0, max_duration_s: 60}
baseline:
  max_change: {ttft_ms.p50: "+50%"}
scenarios:
  - name: first
  - name: second
`;

let sim: SimProcess;
let gh: GitHubServer;
/** A real results.json, measured by the Action on a push to main. */
let baseline: Results;
/** The same spec's run on a pull request whose base branch has no artifact and no committed file. */
let withoutBaseline: ActionRun;

const pr = (repo: string): PullRequest => ({ owner: OWNER, repo, number: PR, baseSha: BASE_SHA });
const prPayload = (repo: string) => payloadOf(pr(repo));

function runOnPr(repo: string, options: Partial<ActionOptions> = {}): Promise<ActionRun> {
  return runBundledAction({
    spec: SPEC,
    payload: prPayload(repo),
    ...options,
    inputs: { 'base-url': sim.url, 'github-token': TOKEN, 'baseline-artifact': ARTIFACT, ...options.inputs },
    env: { ...prEnv(pr(repo), gh.url), LLM_KEY: KEY, ...options.env },
  });
}

/** A successful run at the base commit on main whose artifact holds `files`. */
function uploaded(repo: string, files: Record<string, string>): void {
  addArtifactRun(gh, pr(repo), ARTIFACT, files, new Date(Date.now() - 3_600_000).toISOString());
}

before(async () => {
  sim = await startSimProcess({ prefillBaseMs: 3, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0.1, maxBatch: 4, jitter: 0.05, seed: 4, apiKey: KEY });
  gh = await startGitHubServer({ token: TOKEN });
  const main = await runBundledAction({
    spec: SPEC,
    event: 'push',
    payload: { ref: 'refs/heads/main' },
    inputs: { 'base-url': sim.url, comment: 'false' },
    env: { LLM_KEY: KEY, GITHUB_SHA: BASE_SHA, GITHUB_REF: 'refs/heads/main' },
  });
  assert.equal(main.code, 0, main.stdout);
  baseline = JSON.parse(await readFile(join(main.workspace, OUT, 'results.json'), 'utf8')) as Results;
  withoutBaseline = await runOnPr('no-artifact');
});
after(async () => {
  await sim.stop();
  await gh.close();
});

/** The recorded baseline with `edit` applied. */
const broken = (edit: (r: Record<string, any>) => void): string => brokenText(baseline, edit);

const CASES = BROKEN_BASELINES.map((c) => ({ ...c, text: () => broken(c.edit) }));

for (const [i, c] of CASES.entries()) {
  test(`an artifact baseline with ${c.name}: warned before any request, and the summary, status output and comment are all written`, async () => {
    const repo = `invalid-${i}`;
    uploaded(repo, { 'results.json': c.text(), 'report.md': '# report\n' });
    const run = await runOnPr(repo);
    assert.doesNotMatch(run.stdout, /internal error/);
    // Measured and judged as a run without a baseline, but its max_change limits were not
    // judged: the step fails as inconclusive, never a pass.
    assert.equal(withoutBaseline.outputs.status, 'pass');
    assert.equal(run.code, 1, `an unusable baseline fails the step as inconclusive:\n${run.stdout}`);
    assert.equal(run.outputs.status, 'inconclusive');

    const warning = run.stdout.indexOf(`::warning::The baseline ${ARTIFACT}/results.json cannot be used: ${c.field}`);
    assert.ok(warning >= 0, run.stdout);
    assert.ok(warning < run.stdout.indexOf('connectivity check:'), 'the warning comes before the first request');
    assert.match(run.stdout.slice(warning).split('\n')[0]!, /record it again: re-run the workflow on the base branch so that it uploads new results\. This run goes on without it: its max_change checks are not judged\.$/);

    const results = JSON.parse(await readFile(join(run.workspace, OUT, 'results.json'), 'utf8')) as Results;
    assert.equal(results.baseline.status, 'unreadable');
    assert.equal(results.baseline.source?.kind, 'artifact');
    assert.ok(results.baseline.reasons[0]?.startsWith(c.field), results.baseline.reasons.join('\n'));
    assert.ok(results.checks.length > 0, 'the run was judged');
    await access(join(run.workspace, OUT, 'report.md'));
    assert.ok(run.summary.includes(escapeText(c.field)), 'the job summary names the field');
    assert.ok(run.outputs['results-path'] && run.outputs['report-path'], 'the file outputs are set');
    const [comment] = gh.comments(OWNER, repo, PR);
    assert.ok(comment, 'a comment was posted');
    assert.ok(comment.body.includes(escapeText(c.field)), comment.body);
  });
}

test('a spec with scenarios: a scenario\'s unusable baseline in the artifact is warned about before the first scenario runs', async () => {
  const repo = 'invalid-scenarios';
  uploaded(repo, { 'second/results.json': broken((r) => { r.levels = [null]; }) });
  const run = await runOnPr(repo, { spec: SCENARIOS_SPEC });
  assert.doesNotMatch(run.stdout, /internal error/);
  assert.notEqual(run.outputs.status, undefined, run.stdout);
  const warning = run.stdout.indexOf(`::warning::scenario second: The baseline ${ARTIFACT}/second/results.json cannot be used: levels[0] is null`);
  assert.ok(warning >= 0, run.stdout);
  assert.ok(warning < run.stdout.indexOf('connectivity check'), 'checked before the first scenario sends anything');
  const combined = JSON.parse(await readFile(join(run.workspace, OUT, 'results.json'), 'utf8')) as ScenariosResults;
  const second = combined.scenarios.find((s) => s.name === 'second');
  assert.equal(second?.results?.baseline.status, 'unreadable');
  assert.match(second?.results?.baseline.reasons[0] ?? '', /^levels\[0\] is null, but must be an object/);
  assert.ok(run.summary.length > 0, 'the job summary is written');
  assert.equal(gh.comments(OWNER, repo, PR).length, 1, 'the comment is posted');
});

test('a committed baseline file that cannot be used: the same warning before any request, and every output written', async () => {
  const repo = 'invalid-file';
  const prepared = await prepareAction({
    spec: SPEC,
    payload: prPayload(repo),
    inputs: { 'base-url': sim.url, 'github-token': TOKEN, baseline: '.github/base.json' },
    env: { GITHUB_REPOSITORY: `${OWNER}/${repo}`, GITHUB_API_URL: gh.url, LLM_KEY: KEY },
  });
  await writeFile(join(prepared.workspace, '.github', 'base.json'), broken((r) => { r.levels[0].samples.e2e_ms[1] = 'x'; }));
  const run = await collectAction(prepared, await startAction(prepared).done);
  assert.doesNotMatch(run.stdout, /internal error/);
  assert.equal(run.code, 1, run.stdout);
  const warning = run.stdout.indexOf('::warning::The baseline .github/base.json cannot be used: levels[0].samples.e2e_ms[1] is "x", but must be a number; '
    + 'record it again: run `llm-slo-gate run --update-baseline` on the main branch and commit the file. This run goes on without it: its max_change checks are not judged.');
  assert.ok(warning >= 0 && warning < run.stdout.indexOf('connectivity check:'), run.stdout);
  assert.equal(run.outputs.status, 'inconclusive');
  assert.ok(run.summary.includes(escapeText('levels[0].samples.e2e_ms[1]')), 'the job summary names the field');
  assert.equal(gh.comments(OWNER, repo, PR).length, 1, 'the comment is posted');
});

test('a baseline refresh (update-baseline: true) after a spec change passes on what it judged and writes the new baseline', async () => {
  const changed = SPEC.replace('max_tokens: 8', 'max_tokens: 9');
  const prepared = await prepareAction({
    spec: changed,
    event: 'push',
    payload: { ref: 'refs/heads/main' },
    inputs: { 'base-url': sim.url, comment: 'false', 'update-baseline': 'true' },
    env: { LLM_KEY: KEY, GITHUB_SHA: BASE_SHA, GITHUB_REF: 'refs/heads/main' },
  });
  await writeFile(join(prepared.workspace, '.github', 'llm-slo-baseline.json'), JSON.stringify(baseline));
  const run = await collectAction(prepared, await startAction(prepared).done);
  assert.equal(run.code, 0, `the refresh step passes: ${run.stdout}`);
  assert.equal(run.outputs.status, 'pass');
  assert.match(run.summary, /baseline re-recorded at \.github\/llm-slo-baseline\.json; the old one was refused because max\\_tokens differs/, run.summary);
  const written = JSON.parse(await readFile(join(prepared.workspace, '.github', 'llm-slo-baseline.json'), 'utf8')) as Results;
  assert.equal(written.workload.max_tokens, 9);
});
