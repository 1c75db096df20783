// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Comment-only mode (`results-file`, the fork-safe workflow_run pattern) through the real Action:
 * dist/action.js under a runner-like environment, posting to the local GitHub REST server. The
 * file comes from the pull request's own run, so it is untrusted: it is checked completely
 * (schema and invariants) and refused with the fields at fault when it is not a results.json the
 * tool wrote, or when its verdict contradicts its own checks; a file that passes is posted with a
 * line saying it reports the pull request's own run.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { tempDir } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

const KEY = 'sk-comment-only-1f2e3d4c5b6a7980a1b2';
const OWNER = 'acme';
const REPO = 'inference';
const OUT = 'llm-slo-gate-results';
const ORIGIN = 'Reported from the results.json of the pull request\'s own run (comment-only mode)';

const SPEC = (ttftLimitMs: number) => `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 1}
slos:
  - name: chat
    thresholds:
      ttft_ms: {p50: ${ttftLimitMs}}
`;

const SCENARIOS_SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 6, warmup: 0, max_duration_s: 60}
scenarios:
  - name: chat
    slos:
      - thresholds: {ttft_ms: {p50: 1}}
  - name: long
    workload: {prompt: "Tell me more", max_tokens: 12}
`;

let sim: SimProcess;
let gh: GitHubServer;
/** Real results of the measuring job: one that failed its SLO, one that passed, and combined scenarios results that failed. */
let failed: Results;
let passed: Results;
let scenarios: ScenariosResults;
let pr = 200;

/** The measuring job: the Action on a pull request, not commenting, as the fork-safe pattern runs it. */
async function measure(spec: string): Promise<unknown> {
  const run = await runBundledAction({ spec, inputs: { 'base-url': sim.url, comment: 'false' }, env: { LLM_KEY: KEY } });
  assert.ok(run.code === 0 || run.code === 1, run.stdout);
  return JSON.parse(await readFile(join(run.workspace, OUT, 'results.json'), 'utf8'));
}

before(async () => {
  sim = await startSimProcess({ prefillBaseMs: 3, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0.1, maxBatch: 4, jitter: 0.05, seed: 6, apiKey: KEY });
  gh = await startGitHubServer();
  failed = await measure(SPEC(1)) as Results;
  passed = await measure(SPEC(5000)) as Results;
  scenarios = await measure(SCENARIOS_SPEC) as ScenariosResults;
  assert.equal(failed.status, 'fail');
  assert.equal(scenarios.status, 'fail');
});
after(async () => {
  await sim.stop();
  await gh.close();
});

/** The report job: downloads nothing, reads `data` as the uploaded results.json, and comments on a new pull request. */
async function report(data: unknown, options: Partial<ActionOptions> = {}): Promise<{ run: ActionRun; issue: number }> {
  const dir = await tempDir();
  const file = join(dir, 'results.json');
  await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  const issue = pr++;
  const run = await runBundledAction({
    spec: 'not: a valid spec',
    event: 'workflow_run',
    payload: { workflow_run: { pull_requests: [] }, repository: { full_name: `${OWNER}/${REPO}` } },
    ...options,
    inputs: { 'results-file': file, 'pr-number': String(issue), 'github-token': gh.token, ...options.inputs },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, ...options.env },
  });
  return { run, issue };
}

/** The `::error::` line that failed the step. */
function errorLine(run: ActionRun): string {
  return run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
}

test('a results.json the pull request\'s own run wrote is posted, saying it reports that run', async () => {
  const { run, issue } = await report(passed);
  assert.equal(run.code, 0, run.stdout);
  assert.equal(run.outputs.status, 'pass');
  const [comment] = gh.comments(OWNER, REPO, issue);
  assert.ok(comment, 'a comment was posted');
  const lines = comment.body.split('\n');
  assert.match(lines[2] ?? '', /^\*\*PASS\*\* · /, comment.body);
  assert.ok(lines[4]?.startsWith(`_${ORIGIN}: the figures and the verdict are that run's, measured with the pull request's code.`), 'the line under the verdict says whose run it was');
  assert.ok(run.summary.includes(ORIGIN), 'the job summary says so too');
});

test('the fork-safe pattern posts the real verdict: the measuring job fails on a failed check and its results.json says FAIL', async () => {
  const measured = await runBundledAction({ spec: SPEC(1), inputs: { 'base-url': sim.url, comment: 'false' }, env: { LLM_KEY: KEY } });
  assert.equal(measured.code, 1, 'the measuring step fails the pull request\'s check');
  const file = JSON.parse(await readFile(join(measured.workspace, OUT, 'results.json'), 'utf8')) as Results;
  assert.equal(file.status, 'fail', 'the file keeps the real status for the report job');
  const { run, issue } = await report(file);
  assert.equal(run.outputs.status, 'fail');
  const [comment] = gh.comments(OWNER, REPO, issue);
  assert.match(comment?.body.split('\n')[2] ?? '', /^\*\*FAIL\*\* · .*2 checks failed: TTFT p50 at concurrency 1 is [\d.]+\u00a0ms \(limit 1\u00a0ms\)/, comment?.body);
  assert.doesNotMatch(comment?.body ?? '', /is a report, not a verdict/);
});

test('a file measured with fail-on: none says in the comment that its PASS is a report, not a verdict', async () => {
  const measured = await runBundledAction({ spec: SPEC(1), inputs: { 'base-url': sim.url, comment: 'false', 'fail-on': 'none' }, env: { LLM_KEY: KEY } });
  assert.equal(measured.code, 0, measured.stdout);
  const file = JSON.parse(await readFile(join(measured.workspace, OUT, 'results.json'), 'utf8')) as Results;
  assert.equal(file.status, 'pass');
  const { run, issue } = await report(file);
  assert.equal(run.code, 0, run.stdout);
  const [comment] = gh.comments(OWNER, REPO, issue);
  const warned = file.verdict.warned;
  assert.ok(warned >= 2, 'both levels broke the SLO');
  assert.ok(comment?.body.includes(`**The measuring job ran with \`fail-on: none\`, so this status is a report, not a verdict: ${warned} check(s) failed or warned without failing it.**`), comment?.body);
  assert.match(run.stdout, /::warning::The measuring job ran with fail-on: none, so this status is a report, not a verdict/);
});

test('a minimal file is refused with the fields it lacks, not a crash, and nothing is posted', async () => {
  const { run, issue } = await report({ schema_version: 1, status: 'pass', levels: [], endpoint: {}, workload: {} });
  assert.equal(run.code, 1);
  assert.doesNotMatch(run.stdout, /internal error/);
  assert.match(errorLine(run), /results\.json is not an llm-slo-gate results\.json this version can report on: the file lacks tool, error, started_at, .*; endpoint lacks base_url, url, model; workload lacks max_tokens, temperature, messages, prompt_chars, prompt_sha256\.%0APoint input results-file/);
  assert.equal(gh.comments(OWNER, REPO, issue).length, 0, 'nothing is posted');
  assert.equal(run.outputs.status, undefined, 'no status is claimed for it');
});

test('a forged PASS is refused, naming the fields that contradict it', async () => {
  // The failing run's file, edited to claim a pass: the verdict says so, the failed check does not.
  const flipped = structuredClone(failed) as Results;
  flipped.status = 'pass';
  flipped.verdict = { ...flipped.verdict, failed: 0 };
  const first = await report(flipped);
  assert.equal(first.run.code, 1);
  assert.match(errorLine(first.run), /verdict\.failed is 0, but \d+ check\(s\) in checks failed the gate/);
  assert.equal(gh.comments(OWNER, REPO, first.issue).length, 0);

  // Edited further so every check claims a pass: each SLO check's own figures still say fail.
  const forged = structuredClone(flipped);
  forged.checks = forged.checks.map((c) => ({ ...c, status: 'pass' as const }));
  const second = await report(forged);
  assert.equal(second.run.code, 1);
  assert.match(errorLine(second.run), /checks\[0\]\.status is "pass", but its actual [0-9.]+ breaks its limit <= 1/);
  assert.equal(gh.comments(OWNER, REPO, second.issue).length, 0);
});

test('combined scenarios results: a forged PASS is refused, real ones are posted saying whose run they report', async () => {
  const forged = structuredClone(scenarios);
  forged.status = 'pass';
  for (const s of forged.scenarios) s.status = 'pass';
  const refused = await report(forged);
  assert.equal(refused.run.code, 1);
  assert.doesNotMatch(refused.run.stdout, /internal error/);
  assert.match(errorLine(refused.run), /scenarios\[0\]\.status is "pass", but its results say "fail"/);
  assert.equal(gh.comments(OWNER, REPO, refused.issue).length, 0);

  const { run, issue } = await report(scenarios);
  assert.equal(run.code, 1, 'the uploaded run failed a check, so the report step fails too');
  assert.equal(run.outputs.status, 'fail');
  const [comment] = gh.comments(OWNER, REPO, issue);
  assert.ok(comment?.body.split('\n')[4]?.startsWith(`_${ORIGIN}`), comment?.body);
});
