/**
 * A small seeded version of the verdict benchmark (`npm run bench:verdict`): real CLI runs of an
 * unchanged simulator, each refreshing the baseline as the workflow on the main branch does, and
 * the share of them the default method fails. Runs of the simulator at concurrency 8 differ from
 * one another far more than their requests suggest (where requests land in the batch cycle moves
 * TTFT p50 by 40 % between runs), which is what a one-run interval cannot see.
 *
 * Changes are allowed 0 %, the strictest setting: any rise at all is a regression once the
 * interval clears 0, so the shares below measure the intervals' calibration and nothing else.
 * Two shares are bounded by α + 3 standard errors:
 * - the CLI's own verdicts, each run judged against the runs before it (`baseline.runs: 10`);
 * - every ordered pair of those runs judged as a one-run baseline, by the same spec's plan: the
 *   case of a user whose baseline holds one run. Judged from their requests alone (min_runs: 1,
 *   the rule before min_runs), 24 of 56 pairs failed; at the default they judge no change yet.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import { judge } from '../../src/gate/judge.js';
import type { Results } from '../../src/model/results.js';

const ALPHA = 0.05;
const RUNS = 8;
const limit = (n: number): number => ALPHA + 3 * Math.sqrt((ALPHA * (1 - ALPHA)) / n);

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Explain in three sentences what a service level objective is.", max_tokens: 8}
sweep: {concurrency: [4, 8], requests: 24, warmup: 2}
baseline:
  path: baseline.json
  runs: 10
  # The self-check is not what this measures: a busy test machine must not hide the checks.
  judge_client_bound: true
  max_change: {ttft_ms.p50: "+0%", tpot_ms.p50: "+0%", tpm: "-0%"}
`;

let sim: SimProcess | undefined;
after(async () => { await sim?.stop(); });

const failed = (r: Pick<Results, 'checks'>): boolean => r.checks.some((c) => c.kind === 'regression' && c.objective === 'baseline' && c.status === 'fail');

test(`A/A on ${RUNS} real CLI runs of one simulator: the default method fails at most α + 3 standard errors of them`, async () => {
  sim = await startSimProcess({ seed: 11 });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, SPEC);
  const runs: Results[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await runCli(['run', '--spec', specPath, '--out', `r${i}`, '--base-url', sim.url, '-q', '--update-baseline'], { cwd: dir });
    // 4: inconclusive (a history of 2–3 runs may not tell +0 % from noise); 1 would be a false failure, counted below.
    assert.ok(r.code === 0 || r.code === 1 || r.code === 4, r.stderr + r.stdout);
    runs.push(JSON.parse(await readFile(join(dir, `r${i}`, 'results.json'), 'utf8')) as Results);
  }
  const trials = runs.slice(1);
  assert.ok(trials.every((r) => r.baseline.status === 'compared'), 'every run after the first was compared');
  assert.ok(trials.every((r) => r.checks.filter((c) => c.kind === 'regression').length === 6), 'three metrics at two levels');
  const cliFailed = trials.filter(failed).length;
  assert.ok(cliFailed / trials.length <= limit(trials.length), `the CLI failed ${cliFailed} of ${trials.length} A/A runs`);

  // Every ordered pair as a one-run baseline, judged by the spec's own plan (min_runs at its default).
  const plan = resolvePlan(parseSpec(SPEC, specPath), {});
  let pairs = 0;
  let pairsFailed = 0;
  for (const [i, current] of runs.entries()) {
    for (const [j, base] of runs.entries()) {
      if (i === j) continue;
      const { history: _h, ...oneRun } = base;
      const { checks: _c, ...measured } = current;
      const judged = judge({
        results: { ...measured, checks: [], status: 'pass' }, gate: plan.gate, baseline: { status: 'loaded', path: 'baseline.json', results: oneRun },
        failOn: 'both', locate: undefined, now: new Date(),
      });
      pairs++;
      if (failed(judged)) pairsFailed++;
    }
  }
  if (process.env.VERDICT_AA_DEBUG) console.log(`cli ${cliFailed}/${trials.length}, pairs ${pairsFailed}/${pairs}`);
  // Pairs share runs, so the standard error counts runs, not pairs.
  assert.ok(pairsFailed / pairs <= limit(RUNS), `one-run baselines failed ${pairsFailed} of ${pairs} A/A pairs`);
});
