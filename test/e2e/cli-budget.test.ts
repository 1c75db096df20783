/**
 * A run out of its time budget from the command line: exit 3 (could not measure), the report
 * and the terminal say it stopped early, where, and what to raise. Whether the budget runs out
 * during the first level depends on timing, so it runs alone (not @parallel); the other verdicts
 * are in cli-verdicts.test.ts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

let slow: Simulator;
before(async () => {
  slow = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 25, decodePerSeqMs: 0, jitter: 0 });
});
after(async () => {
  await slow.close();
});

const spec = (url: string) => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 5, warmup: 0}
`;

async function files(dir: string): Promise<{ results: Results; report: string }> {
  return {
    results: JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results,
    report: await readFile(join(dir, 'out', 'report.md'), 'utf8'),
  };
}

test('a run out of budget exits 3, and the report says it stopped early and why', async () => {
  const dir = await tempDir();
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(slow.url).replace('requests: 5', 'requests: 20')), '--out', 'out', '--max-duration', '0.8'], { cwd: dir });
  assert.equal(res.code, 3, res.stdout + res.stderr);
  assert.match(res.stdout, /^ERROR \(incomplete\): /m);
  assert.match(res.stderr, /hint: Raise sweep\.max_duration_s \(or pass --max-duration\)/);
  const { results, report } = await files(dir);
  assert.equal(results.error?.code, 'BUDGET_EXHAUSTED');
  assert.equal(results.sweep.max_duration_s, 0.8);
  assert.ok(results.duration_s < 1.5, `${results.duration_s} s`);
  assert.match(report, /^\*\*ERROR\*\* · .* · 1 of 2 levels in .*, stopped early/m);
  assert.match(report, /time budget of 0\.8 s \(sweep\.max\\_duration\\_s\) ran out during concurrency 1/);
});
