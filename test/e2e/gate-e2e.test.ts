/**
 * Regression detection end to end: the bundled CLI against two simulators, a baseline from the
 * faster one and a run of one 30 % slower, judged by exit code and by the checks in
 * results.json. The exit codes and checks that assert no timing are in gate-slo-e2e.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, access } from 'node:fs/promises';
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
workload: {prompt: "Say hello.", max_tokens: 10}
sweep: {concurrency: [2, 4], requests: 20, warmup: 1}
${gate}`;
}

async function results(dir: string, out = 'out'): Promise<Results> {
  return JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
}

// These tests are about regression detection: a busy test machine must not turn the levels
// client-bound and the checks into "no data" (the self-check has its own tests). One baseline run
// is judged from its requests (min_runs: 1), so the per-request comparison is what they test.
const BASELINE_GATE = `baseline:
  path: baseline.json
  judge_client_bound: true
  min_runs: 1
  max_change:
    tpot_ms.p50: "+10%"
    e2e_ms.p50: "+10%"
`;

test('a baseline from a faster configuration against a 30 % slower one fails as a regression; the same configuration twice does not', async () => {
  // Decode steps long enough (12 ms) that timer lateness on a busy machine stays small beside them.
  const FAST_DECODE = { ...BASE, decodeBaseMs: 12, decodePerSeqMs: 0.5 };
  const fast = await sim(FAST_DECODE);
  const slow = await sim({ ...FAST_DECODE, decodeBaseMs: FAST_DECODE.decodeBaseMs * 1.3, decodePerSeqMs: FAST_DECODE.decodePerSeqMs * 1.3 });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(BASELINE_GATE));

  // No baseline yet: a warning, not a failure.
  const first = await runCli(['run', '--spec', specPath, '--out', 'first', '--base-url', fast.url, '-q', '--update-baseline'], { cwd: dir });
  assert.equal(first.code, 0, first.stderr);
  // Said once, on the verdict's line, with how to record one.
  assert.match(first.stdout, /PASS: .* No baseline yet at baseline\.json, so no change was judged; record one with llm-slo-gate run --update-baseline/);
  assert.equal((first.stdout + first.stderr).match(/no baseline/gi)?.length, 1, first.stdout + first.stderr);
  assert.equal((await results(dir, 'first')).baseline.status, 'missing');
  await access(join(dir, 'baseline.json'));

  const same = await runCli(['run', '--spec', specPath, '--out', 'same', '--base-url', fast.url, '-q'], { cwd: dir });
  // Never a regression; when every level of a metric is inconclusive, the run says so (exit 4) rather than pass.
  assert.ok(same.code === 0 || same.code === 4, same.stderr + same.stdout);
  const sameResults = await results(dir, 'same');
  assert.equal(sameResults.baseline.status, 'compared');
  assert.ok(sameResults.baseline.rows.length > 0);
  const sameRegressions = sameResults.checks.filter((c) => c.kind === 'regression');
  assert.equal(sameRegressions.length, 2 * 2);
  // Both runs keep raw samples, so each change comes with an interval; the same configuration
  // may be inconclusive at 20 requests, but never a regression.
  assert.ok(sameRegressions.every((c) => c.status === 'pass' || c.status === 'inconclusive'),
    JSON.stringify(sameRegressions.map((c) => [c.concurrency, c.metric, c.change, c.change_lower, c.change_upper, c.status])));
  assert.ok(sameRegressions.every((c) => c.adjusted_p !== null && c.adjusted_p !== undefined), 'judged from raw samples');
  assert.ok((await results(dir, 'first')).levels.every((l) => l.samples !== undefined && l.samples.ok.length === 20), 'each level keeps its samples');

  const slower = await runCli(['run', '--spec', specPath, '--out', 'slow', '--base-url', slow.url, '-q'], { cwd: dir });
  assert.equal(slower.code, 1, slower.stderr + slower.stdout);
  const slowResults = await results(dir, 'slow');
  const failed = slowResults.checks.filter((c) => c.status === 'fail');
  assert.ok(failed.some((c) => c.kind === 'regression' && c.metric === 'tpot_ms.p50'), JSON.stringify(failed));
  // A regression is called only when its whole interval lies beyond the allowed change.
  for (const c of failed.filter((x) => x.kind === 'regression')) assert.ok((c.change_lower ?? -Infinity) > 0.1, JSON.stringify(c));
  assert.match(slower.stdout, /FAIL\s+TPOT p50 at concurrency \d+ changed \+\d+(\.\d)?\s%\s\[\+\d+(\.\d)?\s%, \+\d+(\.\d)?\s%\]/);
  // Every failure is a real slowdown beyond the allowed 10 %, not noise around it.
  for (const c of failed) assert.ok((c.change ?? 0) > 0.15, `${c.metric} changed ${c.change}`);
});
