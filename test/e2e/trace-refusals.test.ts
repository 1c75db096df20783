// @parallel: asserts no timing: `validate` and refused runs only, no request is sent.
/**
 * What `validate` says about a trace replay before any run: the plan it would run, a bad file
 * (every bad line at once, with file:line), a window that selects nothing, a file outside the
 * working directory, and the fields that cannot go with a replay, each named with the fix.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/traces/', import.meta.url));

async function validate(sweep: string, workload = '{prompt: "Say hello."}', files: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  const dir = await tempDir();
  await mkdir(join(dir, 'traces'));
  await copyFile(join(EXAMPLES, 'mooncake.jsonl'), join(dir, 'traces', 'mooncake.jsonl'));
  await copyFile(join(EXAMPLES, 'azure.csv'), join(dir, 'traces', 'azure.csv'));
  await copyFile(join(EXAMPLES, 'requests.jsonl'), join(dir, 'traces', 'requests.jsonl'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const spec = await writeSpec(dir, `endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: ${workload}\nsweep:\n${sweep}\n`);
  const res = await runCli(['validate', '--spec', spec], { cwd: dir, timeoutMs: 120_000 });
  return { code: res.code, out: res.stdout + res.stderr };
}

test('validate names the replay it would run: file, format, speed, requests and span', async () => {
  const r = await validate('  trace: {file: traces/azure.csv, format: azure, speed: 4, window: {start_s: 1}}');
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /replay of traces\/azure\.csv \(azure\) at 4× speed: \d+ requests over [\d.]+ s/);
});

test('the shipped JSONL slice, with literal prompts among synthetic lengths, validates as a replay of all its lines', async () => {
  const r = await validate('  trace: {file: traces/requests.jsonl, format: jsonl}');
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /replay of traces\/requests\.jsonl \(jsonl\) at 1× speed: 16 requests over [\d.]+ s/);
});

test('a bad trace is refused before a run, every bad line at once with file:line', async () => {
  const bad = '{"at_ms": 0, "input_tokens": 20, "output_tokens": 5}\n{"at_ms": 10, "input_tokens": -1, "output_tokens": 5}\n{"at_ms": "soon", "input_tokens": 20, "output_tokens": 5}\n';
  const r = await validate('  trace: {file: bad.jsonl, format: jsonl}', undefined, { 'bad.jsonl': bad });
  assert.equal(r.code, 2, r.out);
  assert.match(r.out, /bad\.jsonl:2: "input_tokens" is -1/);
  assert.match(r.out, /bad\.jsonl:3: "at_ms" is "soon"/);
});

test('a window that selects nothing is refused with where the trace has requests', async () => {
  const r = await validate('  trace: {file: traces/mooncake.jsonl, format: mooncake, window: {start_s: 600, duration_s: 60}}');
  assert.equal(r.code, 2, r.out);
  assert.match(r.out, /sweep\.trace\.window: selects no request of traces\/mooncake\.jsonl/);
});

test('a trace outside the working directory, or in the wrong format, is refused', async () => {
  const outside = await validate('  trace: {file: ../../etc/hostname, format: jsonl}');
  assert.equal(outside.code, 2, outside.out);
  assert.match(outside.out, /sweep\.trace\.file: .* (is outside the working directory|does not exist)/);
  const wrong = await validate('  trace: {file: traces/azure.csv, format: mooncake}');
  assert.equal(wrong.code, 2, wrong.out);
  assert.match(wrong.out, /traces\/azure\.csv:1: not valid JSON/);
});

test('fields a replay would override, and other levels, are refused naming the field and the fix', async () => {
  const r = await validate('  concurrency: [1, 4]\n  repeats: 2\n  trace: {file: traces/mooncake.jsonl, format: mooncake}', '{synthetic: {input_tokens: 100}, max_tokens: 64}');
  assert.equal(r.code, 2, r.out);
  for (const field of ['workload.synthetic', 'workload.max_tokens', 'sweep.concurrency', 'sweep.repeats']) {
    assert.match(r.out, new RegExp(`${field.replace('.', '\\.')}.*cannot be used with sweep\\.trace`), field);
  }
});

test('a replay is refused with --rate, and split into shards, before anything is sent', async () => {
  const dir = await tempDir();
  await mkdir(join(dir, 'traces'));
  await copyFile(join(EXAMPLES, 'azure.csv'), join(dir, 'traces', 'azure.csv'));
  const spec = await writeSpec(dir, 'endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: Hi}\nsweep:\n  trace: {file: traces/azure.csv, format: azure}\n');
  const rate = await runCli(['run', '--spec', spec, '--out', 'out', '--rate', '2'], { cwd: dir, timeoutMs: 120_000 });
  assert.equal(rate.code, 2, rate.stdout + rate.stderr);
  assert.match(rate.stderr, /--rate: the spec replays a trace \(sweep\.trace "traces\/azure\.csv"\)/);
  const shard = await runCli(['run', '--spec', spec, '--out', 'out', '--shard', '1/2', '--start-at', '2030-01-01T00:00:00Z'], { cwd: dir, timeoutMs: 120_000 });
  assert.equal(shard.code, 2, shard.stdout + shard.stderr);
  assert.match(shard.stderr, /cannot be split into shards/);
});
