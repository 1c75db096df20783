// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Scenarios in the Action, end to end: dist/action.js in a child process against the simulator
 * and a local server speaking GitHub's comment endpoints. One spec gives one comment, with a
 * section per scenario, and the annotations name the scenario they are about.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tempDir } from '../helpers/cli.js';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction as runBundledAction, type ActionOptions, type ActionRun } from '../helpers/action.js';
import { headings, parseGfm, tables } from '../helpers/markdown.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

const OWNER = 'acme';
const REPO = 'inference';
const PR = 42;

let sim: Simulator;
let gh: GitHubServer;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
  gh = await startGitHubServer();
});
after(async () => {
  await sim.close();
  await gh.close();
});

// The rag scenario's objective cannot hold (at most 1 output token while asking for 16), whatever the machine's speed.
const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 5, warmup: 0}
scenarios:
  - name: chat
    slos:
      - name: chat answers
        thresholds: {success_rate: {min: 0.99}}
  - name: rag
    workload: {prompt: "${'context '.repeat(50)}", max_tokens: 16}
    slos:
      - name: rag length
        thresholds:
          output_tokens: {p50: 1}
`;

function runAction(options: ActionOptions): Promise<ActionRun> {
  return runBundledAction({
    ...options,
    inputs: { 'base-url': sim.url, 'github-token': gh.token, ...options.inputs },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, ...options.env },
  });
}

const prPayload = {
  pull_request: {
    number: PR,
    head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } },
    base: { repo: { full_name: `${OWNER}/${REPO}` } },
  },
  repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
};

test('two scenarios give one comment with a section each, a summary, outputs for the whole run, and annotations naming the scenario', async () => {
  const run = await runAction({ spec: SPEC, payload: prPayload });
  assert.equal(run.code, 1, run.stdout);
  assert.equal(run.outputs.status, 'fail');
  assert.equal(run.outputs['failed-checks'], '1');
  assert.equal(run.outputs['results-path'], join(run.workspace, 'llm-slo-gate-results', 'results.json'));
  assert.notEqual(run.outputs['ttft-p95-ms'], undefined);

  const comments = gh.comments(OWNER, REPO, PR);
  assert.equal(comments.length, 1, 'one comment for the spec, not one per scenario');
  const body = comments[0]!.body;
  assert.match(body, /^<!-- llm-slo-gate:\.github\/llm-slo\.yml -->/);
  const root = parseGfm(body);
  assert.deepEqual(tables(root)[0]!.rows.map((r) => [r[0], r[1]]), [['chat', 'PASS'], ['rag', 'FAIL']]);
  const h = headings(root);
  assert.ok(h.includes('Scenario chat') && h.includes('Scenario rag'), h.join(' | '));
  assert.ok(body.length <= 65_000);
  assert.equal(run.summary.trim(), body.trim(), 'the job summary is the same report');

  // The annotation points at the rag scenario's own objective, and its title names the scenario.
  const specLines = SPEC.split('\n');
  const line = specLines.findIndex((l) => l.includes('output_tokens: {p50: 1}')) + 1;
  assert.match(run.stdout, new RegExp(`::error title=SLO failed%3A \\[rag\\] rag length,file=\\.github/llm-slo\\.yml,line=${line}::`));
  assert.match(run.stdout, /check\(s\) failed in scenario rag/);

  const combined = JSON.parse(await readFile(run.outputs['results-path']!, 'utf8')) as ScenariosResults;
  assert.deepEqual(combined.scenarios.map((s) => s.status), ['pass', 'fail']);

  // Comment-only mode reads the combined file and reports every scenario again.
  const commentOnly = await runAction({
    spec: 'not: a valid spec',
    event: 'workflow_run',
    payload: { workflow_run: { pull_requests: [] }, repository: { full_name: `${OWNER}/${REPO}` } },
    inputs: { 'results-file': run.outputs['results-path']!, 'pr-number': '77' },
  });
  assert.equal(commentOnly.code, 1, commentOnly.stdout);
  assert.equal(commentOnly.outputs.status, 'fail');
  const again = gh.comments(OWNER, REPO, 77);
  assert.equal(again.length, 1);
  assert.ok(headings(parseGfm(again[0]!.body)).includes('Scenario rag'));
});

test('update-baseline writes one baseline file per scenario, named after it', async () => {
  const run = await runAction({ spec: SPEC, event: 'push', inputs: { 'update-baseline': 'true' } });
  assert.equal(run.code, 1, 'rag still fails its objective');
  for (const [name, maxTokens] of [['chat', 8], ['rag', 16]] as const) {
    const base = JSON.parse(await readFile(join(run.workspace, '.github', `llm-slo-baseline-${name}.json`), 'utf8')) as { workload: { max_tokens: number } };
    assert.equal(base.workload.max_tokens, maxTokens, name);
  }
  assert.match(run.stdout, /baseline of chat written to [\s\S]*baseline of rag written to/);
});

test('the log names a rate level by its rate, and a bad prompt set in a later scenario fails the step before anything is measured', async () => {
  const rated = await runAction({ spec: `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [2, 1], requests: 20, warmup: 0}
scenarios:
  - name: chat
  - name: open
    sweep: {rate: [20], requests: 3, warmup: 0}
`, event: 'push' });
  assert.equal(rated.code, 0, rated.stdout);
  assert.match(rated.stdout, /^chat: concurrency 1: 20\/20 ok$/m);
  // The step's TTFT output is the highest concurrency's, not the last level run.
  const combined = JSON.parse(await readFile(rated.outputs['results-path']!, 'utf8')) as ScenariosResults;
  const c2 = combined.scenarios[0]!.results!.levels.find((l) => l.concurrency === 2)!;
  assert.ok(c2.ttft_ms.p95 !== null, 'enough requests for a p95');
  assert.equal(rated.outputs['ttft-p95-ms'], String(Math.round(c2.ttft_ms.p95 * 1000) / 1000));
  assert.match(rated.stdout, /^open: rate 20 req\/s: 3\/3 ok$/m);
  assert.doesNotMatch(rated.stdout, /^open: concurrency/m);

  const bad = await runAction({ spec: SPEC.replace(`workload: {prompt: "${'context '.repeat(50)}", max_tokens: 16}`, 'workload: {prompts: prompts/missing.jsonl}'), event: 'push' });
  assert.notEqual(bad.code, 0, bad.stdout);
  assert.match(bad.stdout, /scenarios\[1\] \(rag\): workload\.prompts: prompts\/missing\.jsonl does not exist/);
  assert.doesNotMatch(bad.stdout, /chat: connectivity check/, 'the first scenario never started');
});

test('a scenario that stops with an error still gives the comment, with what the other scenarios measured', async () => {
  // The chat scenario's folder cannot be made: a file stands in its place.
  const out = join(await tempDir(), 'results');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'chat'), 'not a folder');
  const before = gh.comments(OWNER, REPO, 43).length;
  const run = await runAction({ spec: SPEC, payload: { ...prPayload, pull_request: { ...prPayload.pull_request, number: 43 } }, inputs: { out } });
  assert.notEqual(run.code, 0, run.stdout);
  assert.match(run.stdout, /could not measure scenario chat: it stopped with an error: Cannot write the output folder/);
  const comments = gh.comments(OWNER, REPO, 43);
  assert.equal(comments.length, before + 1, run.stdout);
  const body = comments.at(-1)!.body;
  assert.match(body, /## Scenario `chat`\n\nCould not finish: it stopped with an error/);
  assert.match(body, /## Scenario `rag`\n\n[\s\S]*rag length/);
  const combined = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as ScenariosResults;
  assert.deepEqual(combined.scenarios.map((s) => s.status), ['error', 'fail']);
});
