// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Scenarios from the command line, end to end: the bundled CLI in a child process against the
 * simulator, whose prefill cost per prompt token makes a long prompt's first token slow, as a
 * long-context RAG workload's is.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, startCli, tempDir, waitFor, writeSpec } from '../helpers/cli.js';
import { headings, parseGfm, tables } from '../helpers/markdown.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';
import { SCENARIO_TABLE_HEADERS } from '../../src/report/markdown-scenarios.js';

let sim: Simulator;
let slow: Simulator;
before(async () => {
  // ~0.5 ms per prompt token: the long prompt's TTFT is hundreds of ms, the short one's a few.
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 1, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
  slow = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 40, decodePerSeqMs: 0, jitter: 0 });
});
after(async () => {
  await Promise.all([sim.close(), slow.close()]);
});

const LONG = 'lorem ipsum dolor sit amet '.repeat(40);

const spec = (url: string, extra = '') => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: "Hi there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 5, warmup: 0}
slos:
  - name: chat first token
    thresholds: {ttft_ms: {p50: 150}}
scenarios:
  - name: chat
  - name: rag
    workload: {prompt: "${LONG}", max_tokens: 16}
    sweep: {concurrency: [1], requests: 5, warmup: 0}
    slos:
      - name: rag first token
        thresholds: {ttft_ms: {p50: 150}}
${extra}`;

async function json<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

test('two scenarios: one passes, one fails, so the run fails (exit 1), with files and a report section for each', async () => {
  const dir = await tempDir();
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url)), '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 1, res.stdout + res.stderr);
  assert.match(res.stdout, /== scenario chat ==[\s\S]*== scenario rag ==/);
  assert.match(res.stdout, /^ {2}chat {2}PASS/m);
  assert.match(res.stdout, /^ {2}rag {3}FAIL/m);
  assert.match(res.stdout, /^FAIL: 2 scenarios/m);

  const combined = await json<ScenariosResults>(join(dir, 'out', 'results.json'));
  assert.equal(combined.kind, 'scenarios');
  assert.equal(combined.status, 'fail');
  assert.deepEqual(combined.scenarios.map((s) => [s.name, s.status, s.results_path]), [['chat', 'pass', 'chat/results.json'], ['rag', 'fail', 'rag/results.json']]);
  assert.equal(combined.verdict.failed, 1);
  const rag = await json<Results>(join(dir, 'out', 'rag', 'results.json'));
  const chat = await json<Results>(join(dir, 'out', 'chat', 'results.json'));
  assert.equal((rag as { kind?: string }).kind, undefined, 'a scenario\'s own results.json has the single-run shape');
  assert.deepEqual(rag.sweep.concurrency, [1]);
  assert.equal(rag.workload.max_tokens, 16);
  assert.equal(chat.workload.max_tokens, 8);
  assert.ok(rag.workload.prompt_chars > 20 * chat.workload.prompt_chars);
  assert.ok(rag.levels[0]!.ttft_ms.p50! > 150 && chat.levels[0]!.ttft_ms.p50! < 150, 'the long prompt is slower to its first token');
  assert.deepEqual(combined.scenarios[1]!.results, rag, 'the combined file embeds each scenario\'s results');
  assert.equal(rag.checks.find((c) => c.status === 'fail')?.objective, 'rag first token');
  assert.equal(chat.checks[0]?.objective, 'chat first token', 'a scenario without slos uses the top-level ones');
  for (const name of ['chat', 'rag']) {
    for (const file of ['requests.jsonl', 'results.csv', 'report.md']) assert.ok((await stat(join(dir, 'out', name, file))).size > 0, `${name}/${file}`);
  }
  const lines = (await readFile(join(dir, 'out', 'rag', 'requests.jsonl'), 'utf8')).trim().split('\n');
  assert.equal(lines.length, 5, 'each scenario\'s requests are in its own file');

  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  const root = parseGfm(report);
  const [summary] = tables(root);
  assert.deepEqual(summary!.header, SCENARIO_TABLE_HEADERS);
  assert.deepEqual(summary!.rows.map((r) => [r[0], r[1], r[2]]), [['chat', 'PASS', '0'], ['rag', 'FAIL', '1']]);
  const h = headings(root);
  assert.ok(h.includes('Scenario chat') && h.includes('Scenario rag'), h.join(' | '));
  assert.ok(h.indexOf('Scenario chat') < h.indexOf('Scenario rag'));
  const ragSection = report.slice(report.indexOf('## Scenario `rag`'));
  assert.match(ragSection, /^### Failed/m, 'the scenario\'s own report follows, its headings nested under the scenario\'s');
  assert.match(ragSection, /rag first token/);
  assert.ok(!report.slice(0, report.indexOf('## Scenario `rag`')).includes('rag first token'), 'the chat section holds none of rag\'s checks');
});

test('each scenario refreshes and compares with its own baseline', async () => {
  const dir = await tempDir();
  const path = await writeSpec(dir, spec(sim.url, 'baseline: {path: base/b.json}\n').replace(/p50: 150/g, 'p50: 100000'));
  const first = await runCli(['run', '--spec', path, '--out', 'out', '-q', '--update-baseline'], { cwd: dir });
  assert.equal(first.code, 0, first.stdout + first.stderr);
  const chatBase = await json<Results>(join(dir, 'base', 'b-chat.json'));
  const ragBase = await json<Results>(join(dir, 'base', 'b-rag.json'));
  assert.equal(chatBase.workload.max_tokens, 8);
  assert.equal(ragBase.workload.max_tokens, 16);

  const second = await runCli(['run', '--spec', path, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(second.code, 0, second.stdout + second.stderr);
  const combined = await json<ScenariosResults>(join(dir, 'out', 'results.json'));
  for (const s of combined.scenarios) {
    assert.equal(s.results?.baseline.status, 'compared', `${s.name}: ${JSON.stringify(s.results?.baseline.reasons)}`);
    assert.equal(s.results?.baseline.path, `base/b-${s.name}.json`);
    assert.equal(s.baseline_path, `base/b-${s.name}.json`);
  }
  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.match(report, /Changes are against the baseline `base\/b-chat\.json`/);
  assert.match(report, /Changes are against the baseline `base\/b-rag\.json`/);
});

test('when the shared budget runs out, later scenarios are not run, and what was measured is written', async () => {
  const dir = await tempDir();
  const text = `endpoint: {base_url: "${slow.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 64}
sweep: {concurrency: [1], requests: 20, warmup: 0, max_duration_s: 1.5}
scenarios:
  - name: first
  - name: second
`;
  const res = await runCli(['run', '--spec', await writeSpec(dir, text), '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 3, res.stdout + res.stderr);
  const combined = await json<ScenariosResults>(join(dir, 'out', 'results.json'));
  assert.equal(combined.status, 'error');
  assert.equal(combined.incomplete, true);
  const [first, second] = combined.scenarios;
  assert.equal(first!.status, 'error');
  assert.equal(first!.results?.stop_reason, 'budget');
  assert.equal(second!.status, 'not_run');
  assert.equal(second!.results, null);
  assert.match(second!.note ?? '', /shared budget of 1\.5 s \(sweep\.max_duration_s\) ran out before it started/);
  assert.match(combined.notes.join('\n'), /Not run: second/);
  const partial = await json<Results>(join(dir, 'out', 'first', 'results.json'));
  assert.equal(partial.incomplete, true);
  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.match(report, /## Scenario `second`\n\nNot run: the shared budget/);
  assert.match(res.stdout, /second +NOT RUN/);
});

test('SIGTERM stops the scenario running and skips the rest, keeping what was measured', async () => {
  const dir = await tempDir();
  const text = `endpoint: {base_url: "${slow.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 12}
sweep: {concurrency: [1, 2], requests: 4, warmup: 0}
scenarios:
  - name: first
  - name: second
`;
  // 12 tokens of 40 ms: the second level takes about a second, time enough for the signal to land in it.
  const cli = startCli(['run', '--spec', await writeSpec(dir, text), '--out', 'out'], { cwd: dir });
  await waitFor(cli.stderr, /concurrency 1: 4\/4 ok/);
  cli.child.kill('SIGTERM');
  const res = await cli.done;
  assert.equal(res.code, 3, res.stdout + res.stderr);
  const combined = await json<ScenariosResults>(join(dir, 'out', 'results.json'));
  assert.deepEqual(combined.scenarios.map((s) => s.status), ['error', 'not_run']);
  assert.equal(combined.scenarios[0]!.results?.stop_reason, 'cancelled');
  assert.equal(combined.scenarios[1]!.note, 'the run was cancelled before it started');
  assert.equal((await json<Results>(join(dir, 'out', 'first', 'results.json'))).levels.length, 1);
});

test('validate shows each scenario\'s plan and baseline file', async () => {
  const dir = await tempDir();
  const res = await runCli(['validate', '--spec', await writeSpec(dir, spec(sim.url))], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /valid, 2 scenario\(s\) sharing a budget of 900 s/);
  assert.match(res.stdout, /^scenario chat \(baseline \.github\/llm-slo-baseline-chat\.json\)\n[\s\S]*max_tokens 8/m);
  assert.match(res.stdout, /^scenario rag \(baseline \.github\/llm-slo-baseline-rag\.json\)\n[\s\S]*max_tokens 16[\s\S]*sweep {5}concurrency 1;/m);
});

test('validate shows each scenario\'s share of the budget, adaptive sampling and repeats', async () => {
  const dir = await tempDir();
  const res = await runCli(['validate', '--spec', await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hi there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 5, max_duration_s: 120}
scenarios:
  - name: chat
  - name: rag
    sweep: {concurrency: [1], requests: 8, max_requests: 64, target_resolution: "5%", repeats: 3, max_duration_s: 30}
`)], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /sharing a budget of 120 s/);
  assert.doesNotMatch(res.stdout, /whole run 900 s/);
  assert.match(res.stdout, /^scenario chat [^\n]*\n(?: {4}[^\n]*\n)*? {4}budgets {3}[^\n]*, this scenario up to 120 s of the shared 120 s$/m);
  assert.match(res.stdout, /^scenario rag [^\n]*\n(?: {4}[^\n]*\n)*? {4}budgets {3}[^\n]*, this scenario up to 30 s of the shared 120 s$/m);
  assert.match(res.stdout, /8 measured \+ 2 warm-up requests per level, adaptive up to 64 requests per concurrency level for ±5 % resolution, 3 repeats of the whole sweep$/m);

  // A spec without scenarios shows them too.
  const single = await runCli(['validate', '--spec', await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hi there"}
sweep: {requests: 10, max_requests: 40, repeats: 2}
`, 'single.yml')], { cwd: dir });
  assert.equal(single.code, 0, single.stderr);
  assert.match(single.stdout, /10 measured \+ \d+ warm-up requests per level, adaptive up to 40 requests per concurrency level for ±10 % resolution, 2 repeats of the whole sweep$/m);
});

test('a bad prompt set in a later scenario is refused before anything is measured', async () => {
  const dir = await tempDir();
  await writeFile(join(dir, 'rag.jsonl'), '{"prompt": "fine"}\n{"promt": "typo"}\n');
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url).replace(`workload: {prompt: "${LONG}", max_tokens: 16}`, 'workload: {prompts: rag.jsonl, max_tokens: 16}')), '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 2, res.stdout + res.stderr);
  assert.match(res.stderr, /scenarios\[1\] \(rag\): rag\.jsonl:2: unknown field "promt"/);
  assert.doesNotMatch(res.stdout, /== scenario chat ==/, 'the first scenario never started');
  await assert.rejects(stat(join(dir, 'out', 'chat', 'results.json')));
  const checked = await runCli(['validate', '--spec', join(dir, 'llm-slo.yml')], { cwd: dir });
  assert.equal(checked.code, 2, checked.stdout + checked.stderr);
  assert.match(checked.stderr, /scenarios\[1\] \(rag\): rag\.jsonl:2: unknown field "promt"/);
});

test('a scenario that stops with an error keeps what the others measured, in the combined results and report', async () => {
  const dir = await tempDir();
  // The chat scenario's folder cannot be made: a file stands in its place.
  const out = join(dir, 'runs');
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'chat'), 'not a folder');
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(sim.url)), '--out', 'runs', '-q'], { cwd: dir });
  assert.equal(res.code, 3, res.stdout + res.stderr);
  assert.match(res.stdout, /== scenario chat ==[\s\S]*== scenario rag ==/, 'the next scenario still runs');
  const combined = await json<ScenariosResults>(join(out, 'results.json'));
  assert.deepEqual(combined.scenarios.map((s) => [s.name, s.status, s.results_path]), [['chat', 'error', null], ['rag', 'fail', 'rag/results.json']]);
  assert.match(combined.scenarios[0]!.note ?? '', /^it stopped with an error: Cannot write the output folder /);
  assert.equal(combined.status, 'error');
  assert.equal(combined.incomplete, true);
  assert.match(combined.notes.join(' '), /Could not finish: chat \(it stopped with an error/);
  const report = await readFile(join(out, 'report.md'), 'utf8');
  assert.match(report, /## Scenario `chat`\n\nCould not finish: it stopped with an error: Cannot write the output folder/);
  assert.match(report, /## Scenario `rag`\n\n[\s\S]*rag first token/);
  assert.match(res.stdout, /^ {2}chat {2}ERROR {4}it stopped with an error: Cannot write the output folder/m);
});

test('--max-concurrency bounds the scenario with rate levels; the other runs without it and says so', async () => {
  const dir = await tempDir();
  const res = await runCli(['run', '--spec', await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hi there", max_tokens: 4}
sweep: {concurrency: [1], requests: 3, warmup: 0}
scenarios:
  - name: chat
  - name: open
    sweep: {rate: [50], requests: 3, warmup: 0}
`), '--out', 'out', '-q', '--max-concurrency', '2'], { cwd: dir });
  assert.equal(res.code, 0, res.stdout + res.stderr);
  const open = await json<Results>(join(dir, 'out', 'open', 'results.json'));
  const chat = await json<Results>(join(dir, 'out', 'chat', 'results.json'));
  assert.equal(open.sweep.max_concurrency, 2);
  assert.ok(chat.notes.includes('--max-concurrency 2 was not applied to scenarios[0] (chat): it has no rate levels (sweep.rate or --rate) to bound.'), chat.notes.join('\n'));
  assert.match(res.stderr, /note: --max-concurrency 2 was not applied to scenarios\[0\] \(chat\)/);
});
