// @parallel: asserts no timing (each limit is either far above or far below what the simulator takes), so it may run beside other test files (scripts/test.mjs).
/**
 * The gate end to end: the bundled CLI against the simulator, with SLOs and a stored baseline,
 * judged by exit code and by the checks in results.json. The regression test, which measures a
 * 30 % slowdown, is in gate-e2e.test.ts and runs alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SimConfig } from '../../src/sim/index.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

/** Quick, jitter-free timings: a decode step of 4 ms, prefill of 10 ms. */
const BASE: Partial<SimConfig> = { prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0.25, maxBatch: 8, jitter: 0, seed: 3 };
const sim = simulatorsForFile();

function spec(gate: string): string {
  return `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Say hello.", max_tokens: 16}
sweep: {concurrency: [1, 4], requests: 20, warmup: 1}
${gate}`;
}

async function results(dir: string, out = 'out'): Promise<Results> {
  return JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
}

test('thresholds that hold pass with exit 0, and every threshold is recorded as a check', async () => {
  const s = await sim(BASE);
  const dir = await tempDir();
  // Limits a hundred times what the simulator takes (TTFT p95 ~65 ms, TPOT p95 ~11 ms): beside a
  // busy core, at the lowest priority, a run once read TPOT p95 213 ms and TTFT p95 679 ms.
  const specPath = await writeSpec(dir, spec(`slos:
  - name: chat
    thresholds:
      ttft_ms: {p95: 20000}
      tpot_ms: {p95: 2000}
      success_rate: {min: 0.99}
`));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', s.url, '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr + res.stdout);
  const r = await results(dir);
  assert.equal(r.status, 'pass');
  assert.equal(r.checks.length, 3 * 2, 'three thresholds at two levels');
  assert.ok(r.checks.every((c) => c.status === 'pass' && c.kind === 'slo' && c.objective === 'chat'));
  assert.deepEqual(r.checks.map((c) => c.spec_line).sort(), [7, 7, 8, 8, 9, 9], 'each check points at its spec line');
});

test('a TTFT p95 limit below what the simulator produces fails with exit 1 and names the check', async () => {
  const s = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(`slos:
  - name: snappy
    at: {concurrency: 4}
    thresholds:
      ttft_ms: {p95: 5}
`));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', s.url, '-q'], { cwd: dir });
  assert.equal(res.code, 1, res.stderr + res.stdout);
  assert.match(res.stdout, /FAIL\s+TTFT p95 at concurrency 4 is [\d.]+\sms; the limit is 5\sms \(objective "snappy"\) \[spec line 8\]/);
  const r = await results(dir);
  assert.equal(r.status, 'fail');
  // The snappy check, and the default success-rate objective at each level, which passes.
  const [check] = r.checks.filter((c) => c.objective === 'snappy');
  assert.equal(r.checks.length, 3);
  assert.ok(r.checks.filter((c) => c.objective === 'default success rate').every((c) => c.status === 'pass'));
  assert.equal(check?.status, 'fail');
  assert.equal(check?.metric, 'ttft_ms.p95');
  assert.equal(check?.limit, 5);
  assert.ok((check?.actual ?? 0) >= BASE.prefillBaseMs!);
  assert.equal(r.verdict.failed, 1);
});

test('--fail-on none reports the failed check but passes', async () => {
  const s = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(`slos:
  - thresholds:
      ttft_ms: {p95: 1}
`));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', s.url, '-q', '--fail-on', 'none'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  const r = await results(dir);
  assert.equal(r.verdict.warned, 2);
  assert.ok(r.checks.filter((c) => c.objective === 'SLO 1').every((c) => c.status === 'fail'));
});

test('a warn-level objective never fails the run', async () => {
  const s = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(`slos:
  - level: warn
    thresholds:
      ttft_ms: {p95: 1}
`));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', s.url, '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /WARN\s+TTFT p95/);
});

// The baseline gate of the regression test in gate-e2e.test.ts: a refused baseline keeps its checks.
const BASELINE_GATE = `baseline:
  path: baseline.json
  judge_client_bound: true
  min_runs: 1
  max_change:
    tpot_ms.p50: "+10%"
    e2e_ms.p50: "+10%"
`;

test('a baseline measured with another max_tokens is refused, not compared, and the run is inconclusive', async () => {
  const s = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(BASELINE_GATE));
  const first = await runCli(['run', '--spec', specPath, '--out', 'a', '--base-url', s.url, '-q', '--update-baseline', '--max-tokens', '8'], { cwd: dir });
  assert.equal(first.code, 0, first.stderr);
  const second = await runCli(['run', '--spec', specPath, '--out', 'b', '--base-url', s.url, '-q'], { cwd: dir });
  assert.equal(second.code, 4, second.stderr);
  const r = await results(dir, 'b');
  assert.equal(r.status, 'inconclusive');
  assert.equal(r.baseline.status, 'incompatible');
  assert.ok(r.baseline.reasons.some((x) => /max_tokens/.test(x)), r.baseline.reasons.join('; '));
  // The max_change checks stay, none judged, each saying which field differs.
  const regressions = r.checks.filter((c) => c.kind === 'regression');
  assert.equal(regressions.length, 2 * 2);
  assert.ok(regressions.every((c) => c.status === 'no_data' && /max_tokens differs: the baseline used 8, this run 16/.test(c.reason ?? '')));
  assert.match(second.stderr, /was not compared/);
});
