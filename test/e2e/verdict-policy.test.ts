// @parallel: asserts no timing (its limits are 50 times what the simulator takes; its failures are scripted), so it may run beside other test files (scripts/test.mjs).
/**
 * The gate never says PASS about what it did not judge, through the real CLI (dist/cli.js) and
 * the real Action (dist/action.js under a runner-like environment, against the local GitHub
 * REST server): a limit judged at no level makes the run inconclusive (exit 4, the step fails),
 * half the requests failing fails it on the default success-rate objective, a refused baseline
 * keeps its checks as unjudged with the field that differs, and the starter spec gates something.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startTranscriptServer, typicalStream, type Transcript, type TranscriptServer } from '../helpers/transcript-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { collectAction, prepareAction, startAction, type ActionRun } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/llm-slo.yml', import.meta.url));
const OWNER = 'acme';
const REPO = 'inference';
const PR = 42;

let sim: Simulator;
let halfFailing: TranscriptServer;
let oneFailing: TranscriptServer;
let gh: GitHubServer;

const OK: Transcript = { steps: typicalStream(['Hello', ' there', ' friend']) };
const FAILING: Transcript = { status: 500, headers: { 'content-type': 'application/json' }, steps: [{ write: '{"error": {"message": "boom"}}' }] };
/** The measured request's index from its id (`<run>-c2-m5` → 5); warm-ups and the connectivity check have none. */
const measuredIndex = (id: unknown): number | undefined => {
  const m = /-m(\d+)$/.exec(String(id));
  return m ? Number(m[1]) : undefined;
};

before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
  // Every second measured request answers 500, and fast: its timings would flatter the latency figures.
  halfFailing = await startTranscriptServer((req) => ((measuredIndex(req.headers['x-request-id']) ?? 0) % 2 === 1 ? FAILING : OK));
  // One transient failure in a level of the default size.
  oneFailing = await startTranscriptServer((req) => (measuredIndex(req.headers['x-request-id']) === 7 ? FAILING : OK));
  gh = await startGitHubServer();
});
after(async () => {
  await Promise.all([sim.close(), halfFailing.close(), oneFailing.close(), gh.close()]);
});

const spec = (url: string, extra = '', sweep = 'concurrency: [1, 2], requests: 10, warmup: 0') => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
sweep: {${sweep}}
${extra}`;

/** A p95 needs 20 samples; 10 requests a level leave it unjudged everywhere. */
const THIN_P95 = `slos:
  - name: tail
    thresholds:
      ttft_ms: {p95: 5000}
`;
const TTFT_ONLY = `slos:
  - name: first token
    thresholds:
      ttft_ms: {p50: 5000}
`;
const MAX_CHANGE = `baseline:
  max_change:
    tpot_ms.p50: "+50%"
    tpm: "-50%"
`;

async function cliFiles(dir: string): Promise<{ results: Results; report: string }> {
  return {
    results: JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results,
    report: await readFile(join(dir, 'out', 'report.md'), 'utf8'),
  };
}

/** The report's first line, after the comment marker when there is one, with Markdown's backslash escapes undone. */
function firstLine(markdown: string): string {
  return (markdown.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--')) ?? '').replace(/\\(.)/g, '$1');
}

const prPayload = {
  pull_request: { number: PR, head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
  repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
};

/** Runs the bundled Action on a pull request, with optional files written into its workspace first. */
async function action(specText: string, files: Record<string, string> = {}, inputs: Record<string, string> = {}): Promise<ActionRun & { results: Results; comment: string }> {
  const prepared = await prepareAction({
    spec: specText,
    payload: prPayload,
    inputs: { 'github-token': gh.token, ...inputs },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url },
  });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(prepared.workspace, path, '..'), { recursive: true });
    await writeFile(join(prepared.workspace, path), text);
  }
  const run = await collectAction(prepared, await startAction(prepared, 90_000).done);
  const results = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
  const comments = gh.comments(OWNER, REPO, PR);
  return { ...run, results, comment: comments[comments.length - 1]?.body ?? '' };
}

describe('nothing judged is not a pass', () => {
  test('CLI: a p95 limit with too few samples at every level is inconclusive, exit 4, and the first line says why', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, THIN_P95)), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 4, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'inconclusive');
    assert.equal(results.verdict.on_inconclusive, 'fail');
    const tail = results.checks.filter((c) => c.objective === 'tail');
    assert.equal(tail.length, 2);
    assert.ok(tail.every((c) => c.status === 'no_data'));
    assert.match(results.verdict.reason ?? '', /judged at no level: ttft_ms\.p95 <= 5000: (at concurrency 1: )?.*needs at least 20 samples/);
    assert.match(firstLine(report), /^\*\*INCONCLUSIVE\*\* · .* · judged at no level: ttft_ms\.p95 <= 5000/);
    assert.match(res.stdout, /^INCONCLUSIVE: .* Judged at no level: ttft_ms\.p95 <= 5000/m);
    assert.match(res.stderr, /gate\.on_inconclusive: pass/, 'the terminal names the opt-out');
  });

  test('CLI: gate.on_inconclusive: pass exits 0, and the status still says inconclusive', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, `${THIN_P95}gate: {on_inconclusive: pass}\n`)), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'inconclusive');
    assert.equal(results.verdict.on_inconclusive, 'pass');
    assert.match(firstLine(report), /^\*\*INCONCLUSIVE\*\*/);
  });

  test('CLI: a limit judged at some levels only passes, and the first line names the checks not judged', async () => {
    const dir = await tempDir();
    const partial = `slos:\n  - name: first token\n    at: {concurrency: [1, 3]}\n    thresholds:\n      ttft_ms: {p50: 5000}\n`;
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, partial)), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'pass');
    assert.match(firstLine(report), /^\*\*PASS\*\* · .* · 1 of \d+ checks not judged: ttft_ms\.p50 <= 5000 at concurrency 3$/);
    assert.match(res.stdout, /^PASS: .* 1 of \d+ checks not judged: ttft_ms\.p50 <= 5000 at concurrency 3\. Results in /m);
  });

  test('Action: the same spec sets status inconclusive, fails the step, and the summary and comment open with it', async () => {
    const run = await action(spec(sim.url, THIN_P95));
    assert.equal(run.code, 1, run.stdout);
    assert.equal(run.outputs.status, 'inconclusive');
    assert.equal(run.results.status, 'inconclusive');
    assert.match(run.stdout, /::error::llm-slo-gate: judged at no level: ttft_ms\.p95 <= 5000/);
    assert.match(firstLine(run.summary), /^\*\*INCONCLUSIVE\*\* · .* · judged at no level: ttft_ms\.p95 <= 5000/);
    assert.match(firstLine(run.comment), /^\*\*INCONCLUSIVE\*\*/);
  });

  test('Action: with gate.on_inconclusive: pass the step passes with a warning', async () => {
    const run = await action(spec(sim.url, `${THIN_P95}gate: {on_inconclusive: pass}\n`));
    assert.equal(run.code, 0, run.stdout);
    assert.equal(run.outputs.status, 'inconclusive');
    assert.match(run.stdout, /::warning::llm-slo-gate: judged at no level/);
  });
});

describe('failures gate by default', () => {
  test('CLI: half the requests failing fails the run on the default success rate, and the first line names the error kinds', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(`${halfFailing.origin}/v1`, TTFT_ONLY)), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 1, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'fail');
    const defaults = results.checks.filter((c) => c.objective === 'default success rate');
    assert.deepEqual(defaults.map((c) => [c.concurrency, c.status, c.actual, c.limit]), [[1, 'fail', 0.5, 0.9], [2, 'fail', 0.5, 0.9]]);
    assert.ok(results.checks.filter((c) => c.objective === 'first token').every((c) => c.status === 'pass'), 'the fast failures leave the TTFT limit met');
    assert.deepEqual(results.levels[0]?.error_statuses, { server_error: [500] });
    assert.match(firstLine(report), /^\*\*FAIL\*\* · .* · 2 checks failed: Success rate at concurrency 1 is 50\s% \(minimum 90\s%\); Success rate at concurrency 2 is 50\s% \(minimum 90\s%\) · 10\/20 ok: 10 server_error \(500\)$/);
    assert.match(res.stdout, /^FAIL: .* 2 checks failed: .* 10\/20 ok: 10 server_error \(500\)\. Results in /m);
  });

  test('CLI: one transient failure in a default-size level passes, and the count is still named', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(`${oneFailing.origin}/v1`, TTFT_ONLY, 'concurrency: [4], warmup: 0')), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'pass');
    assert.equal(results.sweep.requests, 32, 'the default level size');
    assert.match(firstLine(report), /^\*\*PASS\*\* · .* · 31\/32 ok: 1 server_error \(500\)$/);
  });

  test('Action: half the requests failing fails the step with status fail, named in the summary', async () => {
    const run = await action(spec(`${halfFailing.origin}/v1`, TTFT_ONLY));
    assert.equal(run.code, 1, run.stdout);
    assert.equal(run.outputs.status, 'fail');
    assert.match(run.stdout, /::error::llm-slo-gate: 2 checks failed: Success rate at concurrency 1 is 50\s%25 \(minimum 90\s%25\)/);
    assert.match(firstLine(run.summary), /^\*\*FAIL\*\* · .* · 10\/20 ok: 10 server_error \(500\)$/);
  });
});

describe('a refused baseline keeps its checks as unjudged', () => {
  /** Records a baseline with max_tokens 8 through the CLI; returns the folder and the file's text. */
  async function recordBaseline(): Promise<{ dir: string; text: string; first: Awaited<ReturnType<typeof runCli>>; report: string }> {
    const dir = await tempDir();
    const first = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url, MAX_CHANGE)), '--out', 'out', '--update-baseline'], { cwd: dir });
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    return { dir, text: await readFile(join(dir, '.github', 'llm-slo-baseline.json'), 'utf8'), first, report };
  }

  test('CLI: the first run, with no baseline yet, passes with a note saying how to record one', async () => {
    const { first, report } = await recordBaseline();
    assert.equal(first.code, 0, first.stdout + first.stderr);
    assert.match(firstLine(report), /^\*\*PASS\*\* · .* · no baseline yet at \.github\/llm-slo-baseline\.json, so no change was judged; record one with llm-slo-gate run --update-baseline/);
  });

  test('CLI: max_tokens 8 → 9 keeps the max_change checks, unjudged with old and new values, and the run is inconclusive', async () => {
    const { dir } = await recordBaseline();
    const res = await runCli(['run', '--spec', join(dir, 'llm-slo.yml'), '--out', 'out', '--max-tokens', '9'], { cwd: dir });
    assert.equal(res.code, 4, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    assert.equal(results.status, 'inconclusive');
    assert.equal(results.baseline.status, 'incompatible');
    const regressions = results.checks.filter((c) => c.kind === 'regression');
    assert.deepEqual(regressions.map((c) => `${c.concurrency} ${c.metric} ${c.status}`).sort(), ['1 tpm no_data', '1 tpot_ms.p50 no_data', '2 tpm no_data', '2 tpot_ms.p50 no_data']);
    for (const c of regressions) assert.match(c.reason ?? '', /max_tokens differs: the baseline used 8, this run 9/);
    assert.match(firstLine(report), /^\*\*INCONCLUSIVE\*\* · .* · judged at no level: 2 max\\?_change limits \(tpot\\?_ms\.p50 \+50%, tpm -\d+%\): the baseline was refused, max\\?_tokens differs/);
    assert.match(firstLine(report), /max_tokens differs: the baseline used 8, this run 9/);
  });

  test('Action: the same refused baseline in the workspace makes the step inconclusive, with the checks kept', async () => {
    const { text } = await recordBaseline();
    const run = await action(spec(sim.url, MAX_CHANGE).replace('max_tokens: 8', 'max_tokens: 9'), { '.github/llm-slo-baseline.json': text });
    assert.equal(run.code, 1, run.stdout);
    assert.equal(run.outputs.status, 'inconclusive');
    assert.equal(run.results.baseline.status, 'incompatible');
    const regressions = run.results.checks.filter((c) => c.kind === 'regression');
    assert.equal(regressions.length, 4);
    assert.ok(regressions.every((c) => c.status === 'no_data' && /max_tokens differs: the baseline used 8, this run 9/.test(c.reason ?? '')));
    assert.match(firstLine(run.comment), /^\*\*INCONCLUSIVE\*\* · .*max_tokens differs/);
  });
});

describe('the starter spec gates something', () => {
  test('CLI: validate warns, naming the fix, when only failed requests or nothing can fail a run', async () => {
    const dir = await tempDir();
    const plain = await runCli(['validate', '--spec', await writeSpec(dir, spec(sim.url))], { cwd: dir });
    assert.equal(plain.code, 0, plain.stderr);
    assert.match(plain.stderr, /^warning: only failed requests can fail this spec's runs \(the default success_rate >= 0\.9\): .*add an SLO \(slos: \[\{thresholds: \{ttft_ms: \{p95: 2000\}\}\}\]\)/m);
    const none = await runCli(['validate', '--spec', await writeSpec(dir, spec(sim.url, 'gate: {min_success_rate: false}\n'), 'none.yml')], { cwd: dir });
    assert.match(none.stderr, /^warning: nothing in this spec can fail a run: .*gate\.min_success_rate is false; add an SLO/m);
    const example = await runCli(['validate', '--spec', EXAMPLE], { cwd: dir });
    assert.equal(example.code, 0, example.stderr);
    assert.doesNotMatch(example.stderr, /can fail/);
  });

  test('CLI: the example spec, run against the simulator, judges its SLO and asks for a baseline', async () => {
    const dir = await tempDir();
    await copyFile(EXAMPLE, join(dir, 'llm-slo.yml'));
    const res = await runCli(['run', '--spec', 'llm-slo.yml', '--out', 'out', '--base-url', sim.url, '--concurrency', '1,2', '--requests', '20', '--warmup', '0'], { cwd: dir });
    assert.equal(res.code, 0, res.stdout + res.stderr);
    const { results, report } = await cliFiles(dir);
    const slo = results.checks.filter((c) => c.kind === 'slo' && c.objective !== 'default success rate');
    assert.ok(slo.length >= 4 && slo.every((c) => c.status === 'pass'), JSON.stringify(slo));
    assert.equal(results.baseline.status, 'missing');
    assert.match(firstLine(report), /no baseline yet at \.github\/llm-slo-baseline\.json/);
  });

  test('Action: the example spec gates, and a spec with nothing but failures to gate gets a notice naming the fix', async () => {
    const example = (await readFile(EXAMPLE, 'utf8')).replace('concurrency: [1, 2, 4, 8, 16, 32]', 'concurrency: [1, 2]').replace('requests: 24', 'requests: 20');
    const run = await action(example, {}, { 'base-url': sim.url });
    assert.equal(run.code, 0, run.stdout);
    assert.equal(run.outputs.status, 'pass');
    assert.ok(run.results.checks.some((c) => c.objective === 'interactive chat' && c.status === 'pass'));
    assert.match(firstLine(run.summary), /no baseline yet/);
    assert.doesNotMatch(run.stdout, /only failed requests can fail/);

    const bare = await action(spec(sim.url));
    assert.equal(bare.outputs.status, 'pass');
    assert.match(bare.stdout, /::notice::This spec: only failed requests can fail this spec's runs/);
  });
});

describe('scenarios follow their scenarios\' statuses', () => {
  const scenarios = (url: string) => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [1], requests: 10, warmup: 0}
scenarios:
  - name: judged
  - name: thin
${THIN_P95.replace(/^/gm, '    ').trimEnd()}
`;

  test('CLI: one inconclusive scenario makes the run inconclusive, exit 4', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, scenarios(sim.url)), '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 4, res.stdout + res.stderr);
    const combined = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as ScenariosResults;
    assert.equal(combined.status, 'inconclusive');
    assert.deepEqual(combined.scenarios.map((s) => s.status), ['pass', 'inconclusive']);
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    assert.match(firstLine(report), /^\*\*INCONCLUSIVE\*\* · 2 scenarios \(1 inconclusive, 1 passed\).* · `thin`: judged at no level: ttft_ms\.p95 <= 5000/);
  });

  test('Action: one inconclusive scenario sets status inconclusive and fails the step', async () => {
    const run = await action(scenarios(sim.url));
    assert.equal(run.code, 1, run.stdout);
    assert.equal(run.outputs.status, 'inconclusive');
    assert.match(run.stdout, /::error::llm-slo-gate: inconclusive: scenario thin: judged at no level/);
  });
});
