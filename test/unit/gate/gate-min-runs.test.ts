// `baseline.min_runs`: a baseline of fewer runs than that cannot see run-to-run noise, so its
// max_change checks are not judged yet, never a narrow interval about a change that another run
// of the same endpoint would show too; and a run against it is judged on its SLOs, like a first
// run with no baseline, rather than left inconclusive for a state a pull request cannot change.
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
  it('judges nothing yet against a one-run baseline: every check not judged (no_data) with when checks start, the point change kept and no interval', () => {
    const slower = run(2, 1.3);
    const compared = compareToBaseline(slower, run(1), MAX_CHANGE, 'error', undefined, { minRuns: 2 });
    const { checks, rows } = compared;
    assert.equal(checks.length, 3);
    assert.deepEqual(compared.shortHistory, { runs: 1, minRuns: 2 });
    for (const c of checks) {
      assert.equal(c.status, 'no_data', JSON.stringify(c));
      assert.match(c.reason ?? '', /^not judged yet: the baseline's history holds 1 run and regression checks start at 2 \(baseline\.min_runs\), since one run's requests cannot show how much whole runs move/);
      assert.match(c.reason ?? '', /each run recorded with --update-baseline \(the workflow on the main branch\) adds one$/);
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

  it('judges a baseline of enough runs against their spread, and judges nothing yet when it holds fewer than min_runs', () => {
    const base = history([11, 12, 13]);
    const cur = run(2, 1.3);
    const judged = compareToBaseline(cur, base, MAX_CHANGE, 'error', undefined, { minRuns: 3 });
    const tpot = judged.checks.find((c) => c.metric === 'tpot_ms.p50');
    assert.equal(judged.runs, 3);
    assert.equal(judged.shortHistory, undefined);
    assert.ok(tpot?.status === 'fail' || tpot?.status === 'inconclusive', JSON.stringify(tpot));
    assert.notEqual(tpot?.change_upper, null, 'judged across runs: an interval');
    const short = compareToBaseline(cur, base, MAX_CHANGE, 'error', undefined, { minRuns: 5 });
    assert.deepEqual(short.shortHistory, { runs: 3, minRuns: 5 });
    for (const c of short.checks) {
      assert.equal(c.status, 'no_data');
      assert.match(c.reason ?? '', /^not judged yet: the baseline's history holds 3 runs and regression checks start at 5 \(baseline\.min_runs\), since 3 runs cannot show/);
    }
  });

  it('defaults to 2 in a spec, so a run against a one-run baseline file is judged on its SLOs: it passes, saying when regression checks start', () => {
    assert.equal(DEFAULT_MIN_RUNS, 2);
    const gateOf = (extra: string) => resolvePlan(parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
baseline: {max_change: {tpot_ms.p50: "+10%"}, judge_client_bound: true${extra}}
`, 'spec.yml'), {}).gate;
    const plan = gateOf('');
    assert.equal(plan.baseline.minRuns, 2);
    const judgeAgainstOne = (gate: typeof plan) => judge({ results: run(2, 1.3), gate, baseline: { status: 'loaded', path: 'b.json', results: run(1) }, failOn: 'both', locate: undefined, now: new Date() });
    const j = judgeAgainstOne(plan);
    // Like a first run with no baseline: judged on the default success rate (every request succeeded), not inconclusive (exit 4).
    assert.equal(j.status, 'pass');
    assert.match(j.verdict.reason ?? '', /^regression checks not run yet: they start when the baseline's history holds 2 runs \(it holds 1, at b\.json\); judged on SLOs only$/);
    assert.deepEqual(j.checks.filter((c) => c.kind === 'regression').map((c) => c.status), ['no_data']);
    assert.equal(j.baseline.status, 'compared');
    assert.deepEqual([j.baseline.runs, j.baseline.min_runs], [1, 2]);
    // Not judged is never failed, whatever baseline.inconclusive says.
    assert.equal(judgeAgainstOne(gateOf(', inconclusive: fail')).status, 'pass');
    // min_runs: 1 judges the one run from its requests, as before min_runs existed.
    assert.equal(judgeAgainstOne(gateOf(', min_runs: 1')).status, 'fail');
  });

  it('still fails a run against a short history on its SLOs', () => {
    const gate = resolvePlan(parseSpec(`endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
slos: [{thresholds: {tpot_ms: {p50: 1}}}]
baseline: {max_change: {tpot_ms.p50: "+10%"}, judge_client_bound: true}
`, 'spec.yml'), {}).gate;
    const j = judge({ results: run(2), gate, baseline: { status: 'loaded', path: 'b.json', results: run(1) }, failOn: 'both', locate: undefined, now: new Date() });
    assert.equal(j.status, 'fail');
    assert.match(j.verdict.reason ?? '', /^1 check failed: TPOT p50 at concurrency 4 is [\d.]+\sms \(limit 1\sms\)/);
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
    assert.deepEqual(one.notes, ["Regression checks start when the baseline's history holds 2 runs (baseline.min_runs; it holds 1 run): one run's requests cannot show how much whole runs move. "
      + 'Until then runs are judged on their SLOs alone, as with no baseline; keep baseline.runs (e.g. 10) and let the workflow on the main branch record a run on every push.']);
    const requests = compareToBaseline(run(2), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 1 });
    assert.match(requests.notes.join('\n'), /^Regression intervals cover this run's and the baseline run's requests only, not how much whole runs move \(baseline\.min_runs is 1\); resolution reached: TPOT p50 ±\d+ %, TTFT p50 ±\d+ %, TPM ±\d+ %\.$/);
    const spread = compareToBaseline(run(2), history([11, 12, 13]), MAX_CHANGE, 'error', undefined, { minRuns: 2 });
    assert.match(spread.notes.join('\n'), /^Regression intervals cover the between-run spread of 3 baseline runs \(each run's figure, this run as one more draw\); resolution reached: TPOT p50 ±\d+ %/);
    const reference = compareToBaseline(run(2), run(1), MAX_CHANGE, 'error', undefined, { minRuns: 2, sameRun: true });
    assert.match(reference.notes.join('\n'), /^Regression intervals cover the requests of this run and of the reference measured alongside it/);
  });
});
