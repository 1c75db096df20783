/**
 * Baselines of several runs end to end: the bundled CLI against the simulator, refreshing the
 * baseline with `--update-baseline` under `baseline.runs`, and results.json recording where it
 * was measured.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simulatorsForFile } from '../helpers/simulators.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

const sim = simulatorsForFile();

test('--update-baseline keeps the last baseline.runs runs, and the next run is judged against them with the environment recorded', async () => {
  const s = await sim({ prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 12, decodePerSeqMs: 0.5, maxBatch: 8, jitter: 0.1, seed: 5 });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Say hello.", max_tokens: 8}
sweep: {concurrency: [2], requests: 20, warmup: 1}
baseline:
  path: baseline.json
  judge_client_bound: true
  runs: 2
  min_resolution: "50%"
  max_change:
    tpot_ms.p50: "+10%"
# 20 requests at one level may leave the one check inconclusive; this test is about the history.
gate: {on_inconclusive: pass}
`);
  const env = { RUNNER_OS: 'Linux', RUNNER_ENVIRONMENT: 'self-hosted', RUNNER_NAME: 'box-1', GITHUB_ACTIONS: 'true' };
  for (const out of ['a', 'b', 'c']) {
    const r = await runCli(['run', '--spec', specPath, '--out', out, '--base-url', s.url, '-q', '--update-baseline'], { cwd: dir, env });
    assert.equal(r.code, 0, r.stderr + r.stdout);
  }
  const file = JSON.parse(await readFile(join(dir, 'baseline.json'), 'utf8')) as Results;
  const c = JSON.parse(await readFile(join(dir, 'c', 'results.json'), 'utf8')) as Results;
  const b = JSON.parse(await readFile(join(dir, 'b', 'results.json'), 'utf8')) as Results;
  assert.equal(file.history?.length, 2, 'the oldest run was dropped');
  assert.deepEqual(file.history?.map((h) => h.started_at), [b.started_at, c.started_at]);
  assert.equal(c.history, undefined, 'results.json itself carries no history');
  assert.equal(c.environment?.ci?.runner_name, 'box-1');
  assert.equal(c.environment?.node_version, process.version);

  // Against the two-run baseline, from another runner.
  const d = await runCli(['run', '--spec', specPath, '--out', 'd', '--base-url', s.url, '-q'], { cwd: dir, env: { ...env, RUNNER_NAME: 'box-2' } });
  const r = JSON.parse(await readFile(join(dir, 'd', 'results.json'), 'utf8')) as Results;
  assert.equal(r.baseline.status, 'compared');
  assert.equal(r.baseline.runs, 2);
  assert.deepEqual(r.baseline.warnings, ['runner: "self-hosted Linux box-1" in the baseline, "self-hosted Linux box-2" now']);
  const check = r.checks.find((x) => x.objective === 'baseline' && x.metric === 'tpot_ms.p50');
  assert.ok(check?.status === 'pass' || check?.status === 'inconclusive', JSON.stringify(check));
  assert.ok(r.checks.some((x) => x.objective === 'baseline.min_resolution'), 'a resolution check per compared metric');
  assert.notEqual(d.code, 3, d.stderr);
  const report = await readFile(join(dir, 'd', 'report.md'), 'utf8');
  assert.match(report, /it holds 2 runs/);
  assert.match(report, /Measured in other conditions than the baseline: runner/);
});
