// @parallel: asserts no timing (it checks the shape of the files the CLI writes; its limits are seconds away from what the simulator takes), so it may run beside other test files (scripts/test.mjs).
/**
 * The shipped JSON Schema of results.json (`schema/results.schema.json`) and the complete check
 * of a results file read back (`checkResults`): every results.json the real CLI writes, single
 * run and scenarios, validates against it with no field it does not describe; and a file that
 * the schema or the invariants refuse is named field by field. That the committed schema is the
 * one the types generate is checked in results-schema-committed.test.ts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { checkResults, describeProblems, resultsSchema } from '../../src/io/results-check.js';
import type { Results } from '../../src/model/results.js';
import type { ScenariosResults } from '../../src/model/scenario-results.js';

let sim: SimProcess;
let reference: SimProcess;
/** Text of real results files, written by dist/cli.js against the simulator. */
const written: { name: string; text: string }[] = [];
let single: Results;
/** The baseline file those runs kept, with `history`. */
let kept: Results;

const SIM = { prefillBaseMs: 3, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0.1, maxBatch: 4, jitter: 0.05, seed: 3 };

before(async () => {
  [sim, reference] = await Promise.all([startSimProcess(SIM), startSimProcess(SIM)]);
  const dir = await tempDir();
  // A single run with concurrency and rate levels, SLOs and allowed changes, keeping two runs in
  // its baseline (history), then a second run compared with that baseline.
  const singleSpec = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8, max_tokens_field: max_completion_tokens}
sweep: {concurrency: [1, 2], rate: [40], max_concurrency: 4, requests: 10, warmup: 1}
goodput: {ttft_ms: 5000, tpot_ms: 1000}
slos:
  - name: chat
    thresholds: {ttft_ms: {p50: 5000}, success_rate: {min: 0.5}, slo_attainment: {min: 0.5}}
baseline:
  path: base.json
  runs: 2
  # Far from what a busy machine moves, so the run compared with the baseline passes: the files
  # edited below start from a run with no failed check.
  max_change: {ttft_ms.p50: "+900%", tpm: "-90%"}
`);
  for (const extra of [['--update-baseline'], ['--update-baseline'], []]) {
    const res = await runCli(['run', '--spec', singleSpec, '--out', 'single', '-q', ...extra], { cwd: dir });
    // The second run's baseline holds one run, fewer than baseline.min_runs: judged on its SLO alone.
    assert.ok(res.code === 0 || res.code === 1 || res.code === 4, res.stdout + res.stderr);
  }
  written.push({ name: 'baseline with history', text: await readFile(join(dir, 'base.json'), 'utf8') });
  written.push({ name: 'single run compared with a baseline', text: await readFile(join(dir, 'single', 'results.json'), 'utf8') });
  single = JSON.parse(written.at(-1)!.text) as Results;
  kept = JSON.parse(written[0]!.text) as Results;

  const ab = await runCli(['run', '--spec', singleSpec, '--out', 'ab', '-q', '--reference-url', reference.url, '--concurrency', '1', '--rate', '20'], { cwd: dir });
  assert.ok(ab.code === 0 || ab.code === 1 || ab.code === 4, ab.stdout + ab.stderr);
  written.push({ name: 'same-run reference', text: await readFile(join(dir, 'ab', 'results.json'), 'utf8') });

  const scenariosSpec = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 6, warmup: 0, max_duration_s: 60}
scenarios:
  - name: chat
    slos:
      - thresholds: {ttft_ms: {p50: 5000}}
  - name: long
    workload: {prompt: "Tell me more", max_tokens: 12}
    sweep: {concurrency: [1, 2], requests: 6, repeats: 2}
`, 'scenarios.yml');
  const sc = await runCli(['run', '--spec', scenariosSpec, '--out', 'scen', '-q'], { cwd: dir });
  assert.equal(sc.code, 0, sc.stdout + sc.stderr);
  written.push({ name: 'combined scenarios', text: await readFile(join(dir, 'scen', 'results.json'), 'utf8') });
  written.push({ name: 'one scenario', text: await readFile(join(dir, 'scen', 'long', 'results.json'), 'utf8') });
});
after(async () => {
  await Promise.all([sim.stop(), reference.stop()]);
});

/** The schema with every described object closed, so a field the tool writes but the schema lacks shows. */
function closed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closed);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // `if` only tells the two kinds of file apart; closing it would send every file to `else`.
    if (k === 'if') out[k] = v;
    else out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, closed(s)])) : closed(v);
  }
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

test('every results.json the CLI writes validates against the shipped schema, and uses no field it does not describe', () => {
  const strict = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(closed(resultsSchema) as object);
  const shipped = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(resultsSchema);
  assert.ok(single.levels.some((l) => l.mode === 'rate') && single.baseline.status === 'compared', 'the single run covers rate levels and a comparison');
  assert.equal(kept.history?.length, 2, 'the baseline keeps two runs');
  for (const file of written) {
    const data = JSON.parse(file.text) as unknown;
    assert.ok(shipped(data), `${file.name}: ${JSON.stringify(shipped.errors?.slice(0, 3))}`);
    assert.ok(strict(data), `${file.name} has fields the schema does not describe: ${JSON.stringify(strict.errors?.slice(0, 3))}`);
    const checked = checkResults(data);
    assert.ok(checked.ok, `${file.name}: ${checked.ok ? '' : describeProblems(checked.problems)}`);
  }
  const combined = checkResults(JSON.parse(written.find((f) => f.name === 'combined scenarios')!.text));
  assert.ok(combined.ok && combined.kind === 'scenarios');
});

test('a field added by a newer version is ignored, as the reader ignores it', () => {
  const checked = checkResults({ ...structuredClone(single), some_new_field: { nested: [1, 2] }, levels: single.levels.map((l) => ({ ...l, new_figure: 3 })) });
  assert.ok(checked.ok, checked.ok ? '' : describeProblems(checked.problems));
});

/** `single` with `edit` applied to a copy. */
function edited(edit: (r: Record<string, any>) => void, from: Results = single): unknown {
  const copy = structuredClone(from) as unknown as Record<string, any>;
  edit(copy);
  return copy;
}

const refused: { name: string; data: () => unknown; says: RegExp }[] = [
  { name: 'a sample that is null', data: () => edited((r) => { r.levels[0].samples.e2e_ms[1] = null; }), says: /^levels\[0\]\.samples\.e2e_ms\[1\] is null, but must be a number$/ },
  { name: 'a sample that is text', data: () => edited((r) => { r.levels[0].samples.ttft_ms[1] = 'x'; }), says: /^levels\[0\]\.samples\.ttft_ms\[1\] is "x", but must be a number or null$/ },
  { name: 'samples that are text', data: () => edited((r) => { r.levels[0].samples = 'x'; }), says: /^levels\[0\]\.samples is "x", but must be an object$/ },
  { name: 'a level that is null', data: () => edited((r) => { r.levels = [null]; }), says: /^levels\[0\] is null, but must be an object$/ },
  { name: 'an empty endpoint', data: () => edited((r) => { r.endpoint = {}; }), says: /^endpoint lacks base_url, url, model$/ },
  { name: 'a start time that is a number', data: () => edited((r) => { r.started_at = 12345; }), says: /^started_at is 12345, but must be text$/ },
  { name: 'another schema version', data: () => edited((r) => { r.schema_version = 2; }), says: /^schema_version is 2, this version reads 1$/ },
  { name: 'not an object', data: () => [1, 2], says: /^the file is a list of 2, not a results\.json object$/ },
  { name: 'a bad enum value', data: () => edited((r) => { r.status = 'great'; }), says: /^status is "great", but must be one of "pass", "fail", "inconclusive", "error"/ },
  { name: 'a number too large for JSON', data: () => JSON.parse(JSON.stringify(single).replace(/"duration_s":[0-9.e-]+/, '"duration_s":1e999')), says: /^duration_s is a number too large for JSON/ },
  { name: 'a negative latency', data: () => edited((r) => { r.levels[0].samples.tpot_ms[0] = -3; }), says: /^levels\[0\]\.samples\.tpot_ms\[0\] is -3, but must be a number ≥ 0 or null$/ },
  { name: 'a negative percentile', data: () => edited((r) => { r.levels[1].ttft_ms.min = -1; }), says: /^levels\[1\]\.ttft_ms\.min is -1, but must be ≥ 0$/ },
  { name: 'percentiles out of order', data: () => edited((r) => { r.levels[0].e2e_ms.p90 = r.levels[0].e2e_ms.p50 / 2; }), says: /^levels\[0\]\.e2e_ms\.p90 is [0-9.]+, below p50/ },
  { name: 'counts that do not add up', data: () => edited((r) => { r.levels[0].succeeded -= 1; }), says: /^levels\[0\]\.requests is 10, but succeeded \(9\) \+ failed \(0\) is 9; levels\[0\]\.success_rate is 1, but succeeded \/ requests is 0\.9/ },
  { name: 'a sample column of another length', data: () => edited((r) => { r.levels[0].samples.ttft_ms.pop(); }), says: /^levels\[0\]\.samples\.ttft_ms has 9 entries, but ok has 10/ },
  { name: 'samples of another level size', data: () => edited((r) => { for (const k of ['ok', 'e2e_ms', 'ttft_ms', 'tpot_ms', 'input_tokens', 'output_tokens']) r.levels[0].samples[k].pop(); }), says: /^levels\[0\]\.samples\.ok has 9 entries, but the level measured 10 request\(s\)$/ },
  { name: 'a broken history entry', data: () => edited((r) => { r.history[0].levels[0].samples.e2e_ms = ['x']; }, kept), says: /^history\[0\]\.levels\[0\]\.samples\.e2e_ms\[0\] is "x", but must be a number$/ },
  { name: 'a PASS beside a check that failed the gate', data: () => edited((r) => { r.checks[0].status = 'fail'; }), says: /^verdict\.failed is 0, but 1 check\(s\) in checks failed the gate; checks\[0\]\.status is "fail", but its actual [0-9.]+ meets its limit <= 5000$/ },
  { name: 'an SLO check whose status its own figures contradict', data: () => edited((r) => { r.checks[0].limit = r.checks[0].actual / 2; }), says: /^checks\[0\]\.status is "pass", but its actual [0-9.]+ breaks its limit <= [0-9.]+$/ },
  { name: 'a FAIL with no failed check', data: () => edited((r) => { r.status = 'fail'; }), says: /^status is "fail", but verdict\.failed is 0$/ },
];

for (const c of refused) {
  test(`refused, naming the field: ${c.name}`, () => {
    const checked = checkResults(c.data());
    assert.ok(!checked.ok, 'refused');
    assert.match(describeProblems(checked.problems), c.says);
  });
}

test('a credential-shaped or control-character value is never echoed as it is', () => {
  const checked = checkResults(edited((r) => { r.started_at = 7; r.endpoint.model = 42; r.knee = 'sk-live-0123456789abcdefghijklmnop'; r.tool.name = ['a']; }));
  assert.ok(!checked.ok);
  const text = describeProblems(checked.problems);
  assert.match(text, /; and \d+ more problems?$/, 'only the first problems are named');
  const secret = checkResults(edited((r) => { r.knee = 'sk-live-0123456789abcdefghijklmnop'; }));
  assert.ok(!secret.ok);
  assert.doesNotMatch(describeProblems(secret.problems), /sk-live/);
  assert.match(describeProblems(secret.problems), /^knee is text that looks like a credential \(not shown\), but must be/);
  const control = checkResults(edited((r) => { r.status = 'pass\n::error::x\u202e'; }));
  assert.ok(!control.ok);
  assert.match(describeProblems(control.problems), /^status is "pass\\n::error::x\\u202e", but must be/);
});

test('combined scenarios results: an entry whose status or totals disagree with its own results is refused', () => {
  const text = written.find((f) => f.name === 'combined scenarios')!.text;
  const forged = JSON.parse(text) as ScenariosResults & Record<string, any>;
  forged.scenarios[0]!.results!.status = 'fail';
  const checked = checkResults(forged);
  assert.ok(!checked.ok);
  assert.match(describeProblems(checked.problems), /^scenarios\[0\]\.results\.status is "fail", but verdict\.failed is 0; scenarios\[0\]\.status is "pass", but its results say "fail"$/);
  const totals = JSON.parse(text) as ScenariosResults;
  totals.verdict.failed = 3;
  const t = checkResults(totals);
  assert.ok(!t.ok);
  assert.match(describeProblems(t.problems), /^verdict\.failed is 3, but the scenarios' add up to 0$/);
});

test('a hostile file, nested deeply or wrong in every entry, is answered without a crash', () => {
  const deep = JSON.parse(JSON.stringify(single).replace(/^\{/, `{"extra":${'['.repeat(100_000)}${']'.repeat(100_000)},`)) as unknown;
  assert.ok(checkResults(deep).ok, 'an unknown field, however deep, is ignored');
  const everyEntry = edited((r) => {
    r.levels[0].samples.ok = Array(50_000).fill(1);
    r.levels[0].samples.e2e_ms = Array(50_000).fill('x');
  });
  const checked = checkResults(everyEntry);
  assert.ok(!checked.ok);
  assert.match(describeProblems(checked.problems), /^levels\[0\]\.samples\.e2e_ms\[0\] is "x", but must be a number; .*; and \d{5} more problems$/);
});
