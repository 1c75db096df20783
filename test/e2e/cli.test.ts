// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The command line end to end: the bundled CLI in a child process, against the simulator on
 * loopback, checking exit codes, the files written and what is printed.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator, type WriteLogEntry } from '../../src/sim/index.js';
import { runCli, simSpec, tempDir, writeSpec } from '../helpers/cli.js';
import { CSV_COLUMNS } from '../../src/report/csv.js';

const KEY = 'sk-test-7f3a9c2e1b5d4f60a8e9';
/** Fast timings so a sweep takes well under a second per level. */
const FAST = { prefillBaseMs: 4, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 7 };

let sim: Simulator;
let keyedSim: Simulator;
const log: WriteLogEntry[] = [];

before(async () => {
  sim = await startSimulator(FAST, { writeLog: (e) => log.push(e) });
  keyedSim = await startSimulator({ ...FAST, apiKey: KEY });
});
after(async () => {
  await sim.close();
  await keyedSim.close();
});

/** A spec of a short sweep: tests edit its lines with `.replace`. */
function spec(baseUrl: string, extra = ''): string {
  return simSpec(baseUrl, { maxTokens: 8, concurrency: [1, 3], requests: 6, warmup: 2 }, extra);
}

test('run measures every level, writes the three files and exits 0', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url));
  log.length = 0;
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /PASS/);
  assert.match(res.stdout, /TTFT p95/);

  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8'));
  assert.equal(results.status, 'pass');
  assert.equal(results.schema_version, 1);
  assert.deepEqual(results.endpoint, { base_url: sim.url, url: `${sim.url}/chat/completions`, model: 'sim-model', api: 'openai-chat' });
  assert.deepEqual(results.levels.map((l: { concurrency: number }) => l.concurrency), [1, 3]);
  for (const level of results.levels) {
    assert.equal(level.requests, 6);
    assert.equal(level.succeeded, 6);
    assert.equal(level.failed, 0);
    assert.equal(level.output_tokens.p50, 8);
    assert.equal(level.tokens_source, 'usage');
    for (const key of ['ttft_ms', 'tpot_ms', 'itl_ms', 'e2e_ms', 'input_tokens', 'output_tokens']) {
      // Six requests (42 pooled gaps for ITL) are too few for p99, which a note then explains.
      assert.deepEqual(Object.keys(level[key]), ['count', 'mean', 'min', 'max', 'p50', 'p90', 'p95', 'p99', 'note'], key);
      assert.equal(level[key].p99, null, key);
    }
    assert.ok(level.qps > 0 && level.tpm > 0 && level.output_tokens_per_s > 0);
    assert.ok(level.ttft_ms.p50 >= FAST.prefillBaseMs, `TTFT ${level.ttft_ms.p50} below the simulator's prefill`);
  }

  const lines = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 12, 'one line per measured request, warm-ups excluded');
  for (const line of lines) {
    for (const field of ['level', 'ok', 'error_kind', 'status_code', 'ttft_ms', 'tpot_ms', 'e2e_ms', 'itl_ms', 'input_tokens', 'output_tokens', 'tokens_source']) {
      assert.ok(field in line, `requests.jsonl lacks ${field}`);
    }
    assert.equal(line.itl_ms.length, 7);
    assert.equal(line.status_code, 200);
  }

  const csv = (await readFile(join(dir, 'out', 'results.csv'), 'utf8')).trim().split('\n');
  assert.equal(csv[0], CSV_COLUMNS.join(','));
  assert.equal(csv.length, 3);

  // The server saw: 1 connectivity check, then per level its warm-ups and 6 measured requests.
  // Level 1: 2 warm-ups (its one connection is open). Level 3: the pool holds 1 connection, so
  // 3 warm-ups go at once and open the other 2 before anything is timed.
  assert.equal(log.length, 1 + (2 + 6) + (3 + 6));
  const warmups = log.filter((e) => /-w\d+$/.test(e.id)).length;
  assert.equal(warmups, 5);
});

test('no more requests are in flight at the server than the level asks for', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url).replace('[1, 3]', '[2, 5]').replace('requests: 6', 'requests: 15'));
  log.length = 0;
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  for (const level of [2, 5]) {
    const spans = log.filter((e) => e.id.includes(`-c${level}-`)).map((e) => [e.headers_ms, e.end_ms] as const);
    // Warm-ups: as many as the level's concurrency, since the pool is short of it each time.
    assert.equal(spans.length, 15 + level);
    // Sweep the start/end events in time order and track how many overlap.
    const events = spans.flatMap(([s, e]) => [[s, 1], [e, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let now = 0;
    let most = 0;
    for (const [, d] of events) most = Math.max(most, (now += d));
    assert.ok(most <= level, `level ${level}: ${most} in flight at the server`);
    assert.equal(most, level, `level ${level} should fill its slots`);
  }
});

test('flags override the spec', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec('http://127.0.0.1:1/v1'));
  const res = await runCli(['run', '--spec', specPath, '--out', 'o', '--base-url', sim.url, '--concurrency', '2', '--requests', '3', '--warmup', '0', '--max-tokens', '5', '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  const results = JSON.parse(await readFile(join(dir, 'o', 'results.json'), 'utf8'));
  assert.deepEqual(results.sweep, { concurrency: [2], requests: 3, warmup: 0, max_duration_s: 900 });
  assert.equal(results.workload.max_tokens, 5);
  assert.equal(results.levels[0].output_tokens.max, 5);
});

test('the key is sent as a Bearer token, trimmed, and appears in no output', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(keyedSim.url));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: `  ${KEY}\n` } });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stderr, /OPENAI_API_KEY had surrounding whitespace/);
  assert.ok(!res.stdout.includes(KEY) && !res.stderr.includes(KEY), 'key printed');
  for (const f of await readdir(join(dir, 'out'))) {
    assert.ok(!(await readFile(join(dir, 'out', f), 'utf8')).includes(KEY), `key written to ${f}`);
  }
});

test('a refused key stops the run at the connectivity check with exit 3 and a hint naming the variable', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(keyedSim.url));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: 'sk-wrong-000000000000000000' } });
  assert.equal(res.code, 3);
  assert.match(res.stderr, /connectivity check/);
  assert.match(res.stderr, /\(auth\)/);
  assert.match(res.stderr, /OPENAI_API_KEY was set/);
  assert.ok(!res.stderr.includes('sk-wrong-000000000000000000') && !res.stdout.includes('sk-wrong-000000000000000000'));
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8'));
  assert.equal(results.status, 'error');
  assert.equal(results.preflight.error_kind, 'auth');
  assert.deepEqual(results.levels, []);
});

test('an endpoint that refuses connections exits 3 and says what was called', async () => {
  const dir = await tempDir();
  const dead = await startSimulator(FAST);
  const url = dead.url;
  await dead.close();
  const specPath = await writeSpec(dir, spec(url));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  assert.equal(res.code, 3);
  assert.match(res.stderr, /\(connect\)/);
  assert.ok(res.stderr.includes(`${url}/chat/completions`), res.stderr);
});

test('an invalid spec exits 2 naming the field, its line and the fix, and sends nothing', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url).replace('requests: 6', 'requests: six'));
  log.length = 0;
  const res = await runCli(['run', '--spec', specPath], { cwd: dir });
  assert.equal(res.code, 2);
  assert.match(res.stderr, /llm-slo\.yml:9:13 sweep\.requests: must be an integer from 1 to 100000 \(got "six"\)/);
  assert.equal(log.length, 0);
});

test('bad usage exits 2', async () => {
  const dir = await tempDir();
  for (const args of [['frobnicate'], ['run', '--concurrency', '1,x'], ['run', '--no-such-flag'], []]) {
    const res = await runCli(args, { cwd: dir });
    assert.equal(res.code, 2, `${args.join(' ')}: ${res.stderr}`);
  }
});

test('a missing spec file says where it looked and how to start one', async () => {
  const dir = await tempDir();
  const res = await runCli(['run'], { cwd: dir });
  assert.equal(res.code, 2);
  assert.match(res.stderr, /\.github\/llm-slo\.yml/);
  assert.match(res.stderr, /examples\/llm-slo\.yml/);
});

test('validate prints the plan and sends nothing', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url));
  log.length = 0;
  const res = await runCli(['validate', '--spec', specPath], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /valid/);
  assert.match(res.stdout, /concurrency 1, 3; 6 measured \+ 2 warm-up/);
  assert.equal(log.length, 0);
});

test('demo starts its own simulator, runs a spec against it and compares with the configuration', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec('http://127.0.0.1:9/v1'));
  const res = await runCli(['demo', '--spec', specPath, '--out', 'demo-out', '--decode-base-ms', '3', '--prefill-base-ms', '5', '--jitter', '0'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /configuration predicts/);
  const ttft = /TTFT\s+configured\s+([\d.]+) ms\s+measured p50\s+([\d.]+) ms/.exec(res.stdout);
  assert.ok(ttft, res.stdout);
  assert.ok(Number(ttft[2]) >= Number(ttft[1]), 'nothing arrives before the configured prefill');
  const results = JSON.parse(await readFile(join(dir, 'demo-out', 'results.json'), 'utf8'));
  assert.equal(results.levels.length, 2);
});

test('--version and --help answer without a spec', async () => {
  const dir = await tempDir();
  const v = await runCli(['--version'], { cwd: dir });
  assert.equal(v.code, 0);
  assert.match(v.stdout, /^\d+\.\d+\.\d+\n$/);
  for (const cmd of ['run', 'validate', 'simulate', 'demo']) {
    const h = await runCli([cmd, '--help'], { cwd: dir });
    assert.equal(h.code, 0);
    assert.match(h.stdout, /Usage: llm-slo-gate/);
  }
});
