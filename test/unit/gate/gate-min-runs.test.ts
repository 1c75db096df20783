// `baseline.min_runs`: a baseline of fewer runs than that cannot see run-to-run noise, so its
// max_change checks are inconclusive with the fix, never a narrow interval about a change that
// another run of the same endpoint would show too.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareToBaseline } from '../../../src/gate/baseline-compare.js';
import { nextBaseline } from '../../../src/gate/baseline-history.js';
import { DEFAULT_MIN_RUNS } from '../../../src/spec/gate-types.js';
import type { LevelSamples } from '../../../src/model/samples.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { judge } from '../../../src/gate/judge.js';
import type { Results } from '../../../src/model/results.js';
import { syntheticRun } from '../../../bench/stats-synthetic.js';
import { level, results } from '../../helpers/levels.js';

const MAX_CHANGE = { 'tpot_ms.p50': '+10%', 'ttft_ms.p50': '+15%', tpm: '-10%' };

/** One synthetic run at concurrency 4 (64 requests); `tpotScale` 1.3 is a 30 % slower decode. */
function run(seed: number, tpotScale = 1): Results {
  const samples = syntheticRun('lognormal', 64, seed, { tpotScale })[1] as LevelSamples;
  return results([level({ concurrency: 4, samples })], { started_at: `2026-01-01T00:00:${String(seed % 60).padStart(2, '0')}Z` });
}

/** A baseline file as `--update-baseline` writes it after `seeds.length` runs, keeping them all. */
function history(seeds: number[]): Results {
  let b: Results | undefined;
  for (const s of seeds) b = nextBaseline(run(s), b, seeds.length);
  return b as Results;
}

describe('baseline.min_runs', () => {
  it('leaves every check of a one-run baseline inconclusive with the fix, the point change kept and no interval', () => {
    const slower = run(2, 1.3);
    const { checks, rows } = compareToBaseline(slower, run(1), MAX_CHANGE, 'error', undefined, { minRuns: 2 });
    assert.equal(checks.length, 3);
    for (const c of checks) {
      assert.equal(c.status, 'inconclusive', JSON.stringify(c));
      assert.match(c.reason ?? '', /the baseline holds 1 run here and baseline\.min_runs is 2: one run's requests cannot show how much this figure moves from run to run/);
      assert.match(c.reason ?? '', /set baseline\.runs \(e\.g\. 10\) and let the workflow on the main branch refresh the baseline until it holds 2 runs/);
      assert.equal(c.change_lower, null);
      assert.equal(c.change_upper, null);
      assert.equal(c.adjusted_p, null);
    }
    const tpot = checks.find((c) => c.metric === 'tpot_ms.p50');
    assert.ok((tpot?.change ?? 0) > 0.2, `the point change is still reported: ${tpot?.change}`);
    // The level table shows changes without an interval it cannot back.
    for (const r of rows) assert.ok(r.change_lower === null && r.change_upper === null, JSON.stringify(r));
  });

  it('judges the same one-run data from its requests when min_runs is 1', () => {
    const { checks } = compareToBaseline(run(2, 1.3), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 1 });
    assert.equal(checks.find((c) => c.metric === 'tpot_ms.p50')?.status, 'fail');
  });

  it('judges a baseline of enough runs against their spread, and asks for more when it holds fewer than min_runs', () => {
    const base = history([11, 12, 13]);
    const cur = run(2, 1.3);
    const judged = compareToBaseline(cur, base, MAX_CHANGE, 'error', undefined, { minRuns: 3 });
    const tpot = judged.checks.find((c) => c.metric === 'tpot_ms.p50');
    assert.equal(judged.runs, 3);
    assert.ok(tpot?.status === 'fail' || tpot?.status === 'inconclusive', JSON.stringify(tpot));
    assert.notEqual(tpot?.change_upper, null, 'judged across runs: an interval');
    const short = compareToBaseline(cur, base, MAX_CHANGE, 'error', undefined, { minRuns: 5 });
    for (const c of short.checks) {
      assert.equal(c.status, 'inconclusive');
      assert.match(c.reason ?? '', /the baseline holds 3 runs here and baseline\.min_runs is 5: 3 runs cannot show/);
    }
  });

  it('defaults to 2 in a spec, so a run against a one-run baseline file is inconclusive, never failed on a regression', () => {
    assert.equal(DEFAULT_MIN_RUNS, 2);
    const spec = parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
baseline: {max_change: {tpot_ms.p50: "+10%"}, judge_client_bound: true}
`, 'spec.yml');
    const plan = resolvePlan(spec, {});
    assert.equal(plan.gate.baseline.minRuns, 2);
    const j = judge({ results: run(2, 1.3), gate: plan.gate, baseline: { status: 'loaded', path: 'b.json', results: run(1) }, failOn: 'both', locate: undefined, now: new Date() });
    // Nothing the max_change limit asked for was judged: the run is inconclusive (exit 4), not failed.
    assert.equal(j.status, 'inconclusive');
    assert.deepEqual(j.checks.filter((c) => c.kind === 'regression').map((c) => c.status), ['inconclusive']);
    const strict = parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
baseline: {max_change: {tpot_ms.p50: "+10%"}, judge_client_bound: true, min_runs: 1}
`, 'spec.yml');
    const k = judge({ results: run(2, 1.3), gate: resolvePlan(strict, {}).gate, baseline: { status: 'loaded', path: 'b.json', results: run(1) }, failOn: 'both', locate: undefined, now: new Date() });
    assert.equal(k.status, 'fail');
  });

  it('refuses a min_runs that is not a whole number from 1 to 50, naming the field', () => {
    for (const bad of ['0', '51', '2.5', '"two"']) {
      assert.throws(() => parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
baseline: {min_runs: ${bad}}
`, 'spec.yml'), /baseline\.min_runs/);
    }
  });

  it('says in a note which noise the intervals cover and the resolution they reached', () => {
    const one = compareToBaseline(run(2), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 2 });
    assert.deepEqual(one.notes, ["Regression checks were not judged: the baseline holds 1 run and baseline.min_runs is 2, and one run's requests cannot show how much whole runs move. "
      + 'Set baseline.runs (e.g. 10) and refresh the baseline on the main branch until it holds 2 runs.']);
    const requests = compareToBaseline(run(2), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 1 });
    assert.match(requests.notes.join('\n'), /^Regression intervals cover this run's and the baseline run's requests only, not how much whole runs move \(baseline\.min_runs is 1\); resolution reached: TPOT p50 ±\d+ %, TTFT p50 ±\d+ %, TPM ±\d+ %\.$/);
    const spread = compareToBaseline(run(2), history([11, 12, 13]), MAX_CHANGE, 'error', undefined, { minRuns: 2 });
    assert.match(spread.notes.join('\n'), /^Regression intervals cover the between-run spread of 3 baseline runs \(each run's figure, this run as one more draw\); resolution reached: TPOT p50 ±\d+ %/);
    const reference = compareToBaseline(run(2), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 2, sameRun: true });
    assert.match(reference.notes.join('\n'), /^Regression intervals cover the requests of this run and of the reference measured alongside it/);
  });
});
