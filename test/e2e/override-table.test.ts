// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The override table (src/spec/overrides.ts) against what it drives: action.yml declares exactly
 * its inputs plus the Action's other inputs; every row names a field of the spec schema; and the
 * real CLI (dist/cli.js) and Action (dist/action.js) read every row, by its flag and by its
 * input, and name it so in the error for a bad value.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { applyOverrides, INPUT_OVERRIDES, OVERRIDES, overrideUsage, type OverrideKey } from '../../src/spec/overrides.js';
import { schemaAt } from '../../src/spec/schema.js';
import { parseSpec } from '../../src/spec/load.js';
import { NON_OVERRIDE_INPUTS } from '../../src/github/constants.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { runAction } from '../helpers/action.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SPEC = 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: Hi}\n';

/** A value each setting refuses, as typed: a new row needs one here. */
const BAD: Readonly<Record<OverrideKey, string>> = {
  baseUrl: 'h:8000',
  model: 'm'.repeat(300),
  referenceUrl: 'ftp://h/v1',
  concurrency: '1,x',
  rate: 'fast',
  maxConcurrency: 'many',
  requests: 'lots',
  warmup: '-1',
  maxTokens: '1e3',
  timeoutS: '2m',
  stallTimeoutS: 'soon',
  maxDurationS: '0',
};

test('action.yml declares every input of the override table, and no other input but the listed ones', () => {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { description: string }> };
  const tableInputs = INPUT_OVERRIDES.map((r) => r.input);
  const others = Object.values(NON_OVERRIDE_INPUTS) as string[];
  assert.deepEqual(tableInputs.filter((i) => others.includes(i)), [], 'an override input is also listed as a non-override input');
  assert.deepEqual(Object.keys(action.inputs).sort(), [...tableInputs, ...others].sort());
  for (const r of INPUT_OVERRIDES) {
    assert.ok(action.inputs[r.input]!.description.includes(r.field.join('.')), `action.yml's ${r.input} says it overrides ${r.field.join('.')}`);
  }
});

test('every row replaces a field of the spec schema, under a flag and input of its own', () => {
  for (const r of OVERRIDES) assert.ok(schemaAt(r.field) !== undefined, `${r.flag}: ${r.field.join('.')} is in spec.schema.json`);
  const flags = OVERRIDES.map((r) => r.flag);
  assert.equal(new Set(flags).size, flags.length);
  assert.deepEqual(Object.keys(BAD).sort(), OVERRIDES.map((r) => r.key).sort());
});

test('applyOverrides writes each value into its field and leaves the spec as it was', () => {
  const spec = parseSpec(SPEC, 'spec.yml');
  const before = structuredClone(spec);
  const out = applyOverrides(spec, { concurrency: [2], timeoutS: 5, referenceUrl: 'http://r/v1', maxTokens: 9 });
  assert.deepEqual(spec, before);
  assert.deepEqual(out.sweep, { concurrency: [2] });
  assert.equal(out.endpoint.timeout_s, 5);
  assert.equal(out.endpoint.model, 'm');
  assert.deepEqual(out.reference, { base_url: 'http://r/v1' });
  assert.equal(out.workload.max_tokens, 9);
});

test('run --help has a usage line for every row, in the table\'s order', async () => {
  const res = await runCli(['run', '--help'], { cwd: root });
  assert.equal(res.code, 0, res.stderr);
  assert.ok(res.stdout.includes(overrideUsage()), res.stdout);
  const at = OVERRIDES.map((r) => res.stdout.indexOf(`\n  ${r.flag} ${r.arg} `));
  assert.ok(at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!)), `flags at ${at.join(', ')}`);
});

test('the CLI reads every row by its flag and names the flag when its value is refused', async () => {
  const dir = await tempDir();
  const spec = await writeSpec(dir, SPEC);
  await Promise.all(OVERRIDES.map(async (r) => {
    const res = await runCli(['run', '--spec', spec, `${r.flag}=${BAD[r.key]}`], { cwd: dir });
    assert.equal(res.code, 2, `${r.flag}: ${res.stderr}`);
    assert.ok(res.stderr.startsWith(`error: ${r.flag} `), `${r.flag}: ${res.stderr}`);
  }));
});

test('the Action reads every row with an input and names the input when its value is refused', async () => {
  await Promise.all(INPUT_OVERRIDES.map(async (r) => {
    const run = await runAction({ spec: SPEC, inputs: { [r.input]: BAD[r.key], comment: 'false' } });
    assert.notEqual(run.code, 0, `${r.input}: ${run.stdout}`);
    assert.match(run.stdout, new RegExp(`^::error::input ${r.input} `, 'm'), `${r.input}: ${run.stdout}`);
  }));
});
