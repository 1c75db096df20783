// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Baselines of several runs: the prediction interval across runs, the history the baseline file
// keeps, and seeded A/A evidence with run-to-run drift (every latency of a run scaled by one
// factor, as another runner or a busier endpoint does). The longer run behind the documented
// figures is `bench/stats-evidence.ts runs`; this one keeps to a few hundred trials.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareAcrossRuns } from '../../../src/stats/compare-runs.js';
import { changeBounds, changePValue, isJudgeable } from '../../../src/stats/comparison.js';
import { compareMetric } from '../../../src/gate/regression-samples.js';
import { type LevelSamples } from '../../../src/model/samples.js';
import { compareMetricAcrossRuns, poolSamples } from '../../../src/gate/regression-runs.js';
import { parseMetricPath, type MetricRef } from '../../../src/metrics/catalogue.js';
import { mixSeed } from '../../../src/stats/random.js';
import { baselineRuns, nextBaseline } from '../../../src/gate/baseline-history.js';
import { compareToBaseline } from '../../../src/gate/baseline-compare.js';
import { writeBaseline } from '../../../src/io/baseline-file.js';
import { compareFamilyAcrossRuns, judgeComparisons } from '../../../bench/stats-family.js';
import { SHAPES, driftingRuns, syntheticRun } from '../../../bench/stats-synthetic.js';
import type { Results } from '../../../src/model/results.js';
import { percentile } from '../../../src/stats/percentile.js';
import { level, results } from '../../helpers/levels.js';

const ALPHA = 0.05;
const ref = (path: string): MetricRef => parseMetricPath(path) as MetricRef;
const limit = (trials: number): number => ALPHA + 3 * Math.sqrt((ALPHA * (1 - ALPHA)) / trials);

describe('compareAcrossRuns', () => {
  it('is the t prediction interval on the log scale, with R − 1 degrees of freedom', () => {
    const values = [100, 110, 90, 105, 95];
    const c = compareAcrossRuns('p50', values, 120, { baseline: 320, current: 64 });
    assert.ok(c !== null);
    const logs = values.map(Math.log);
    const mean = logs.reduce((a, b) => a + b) / 5;
    const sd = Math.sqrt(logs.reduce((a, y) => a + (y - mean) ** 2, 0) / 4);
    assert.equal(c.dof, 4);
    assert.equal(c.baselineRuns, 5);
    assert.ok(Math.abs(c.logChange - (Math.log(120) - mean)) < 1e-12);
    assert.ok(Math.abs(c.standardError - sd * Math.sqrt(1 + 1 / 5)) < 1e-12);
    assert.ok(Math.abs((c.baselineValue ?? 0) - Math.exp(mean)) < 1e-9);
    // t(4) at 97.5 % is 2.776: the interval is that many standard errors either side.
    const b = changeBounds(c, 0.025);
    assert.ok(Math.abs(Math.log1p(b.upper) - c.logChange - 2.7764 * c.standardError) < 1e-3);
  });

  it('returns null for runs that agree exactly, and refuses fewer than 2 runs or a zero value', () => {
    assert.equal(compareAcrossRuns('p50', [100, 100, 100], 100, { baseline: 3, current: 1 }), null);
    assert.throws(() => compareAcrossRuns('p50', [100], 100, { baseline: 1, current: 1 }), /at least 2 baseline runs/);
    assert.throws(() => compareAcrossRuns('p50', [100, 0], 100, { baseline: 1, current: 1 }), /finite and > 0/);
  });
});

describe('compareMetricAcrossRuns', () => {
  const { baseline, current } = driftingRuns('lognormal', 64, 5, 0.1, 42);
  const runs = baseline.map((r) => r[1]!);

  it('judges latencies and throughput across runs, and the success rate on the pooled requests', () => {
    for (const path of ['ttft_ms.p50', 'ttft_ms.p95', 'tpot_ms.mean', 'tpm', 'qps']) {
      const c = compareMetricAcrossRuns(ref(path), runs, current[1]!);
      assert.equal(c.method, 'welch-log', path);
      assert.equal(c.baselineRuns, 5, path);
    }
    const s = compareMetricAcrossRuns(ref('success_rate'), runs, current[1]!);
    assert.equal(s.method, 'mover-wilson');
    assert.equal(s.baselineCount, 5 * 64);
  });

  it('says which run is too small, and falls back to the one-run rule with a single run', () => {
    const short = [...runs.slice(0, 2), { ...runs[2]!, ok: runs[2]!.ok.map((v, i) => (i < 30 ? v : 0)) as Array<0 | 1> }];
    const c = compareMetricAcrossRuns(ref('ttft_ms.p95'), short, current[1]!);
    assert.equal(c.method, 'insufficient');
    assert.match(c.method === 'insufficient' ? c.reason : '', /p95 needs at least 40 samples per run; there are \d+ in baseline run 3 of 3/);
    const one = compareMetricAcrossRuns(ref('ttft_ms.p50'), runs.slice(0, 1), current[1]!, { seed: 3, resamples: 500 });
    assert.equal(one.method, 'percentile-bootstrap');
    assert.equal(one.baselineRuns, undefined);
  });
});

describe('A/A with run-to-run drift (τ = 0.1, 5 baseline runs, 64 requests a level)', () => {
  const TRIALS = 300;
  const PATHS = ['ttft_ms.p50', 'ttft_ms.p95', 'tpot_ms.p50', 'tpot_ms.p95', 'e2e_ms.p95', 'qps', 'tpm'];

  it('keeps each check at or below α, and the whole family too; pooling the runs does not', () => {
    let perCheck = 0;
    let checks = 0;
    let family = 0;
    let pooledAlarms = 0;
    let pooledChecks = 0;
    for (let t = 0; t < TRIALS; t++) {
      const shape = SHAPES[t % SHAPES.length]!;
      const seed = mixSeed(0xaa, t);
      const { baseline, current } = driftingRuns(shape, 64, 5, 0.1, seed);
      const compared = compareFamilyAcrossRuns(baseline, current, { seed: mixSeed(seed, 1), resamples: 500 });
      for (const c of compared) {
        if (c.concurrency !== 4 || !PATHS.includes(c.path) || !isJudgeable(c.comparison)) continue;
        checks++;
        if (changePValue(c.comparison, { direction: c.allowed.direction, fraction: 0 }) <= ALPHA) perCheck++;
      }
      if (judgeComparisons(compared, { alpha: ALPHA }).some((c) => c.judgement.outcome === 'regression')) family++;
      // The same data with the runs pooled into one baseline, as a one-run comparison would see it.
      for (const path of ['tpot_ms.p50', 'tpm']) {
        const pooled = compareMetric(ref(path), poolSamples(baseline.map((r) => r[1]!)), current[1]!, { seed: mixSeed(seed, 2), resamples: 500 });
        if (!isJudgeable(pooled)) continue;
        pooledChecks++;
        if (changePValue(pooled, { direction: path === 'tpm' ? 'down' : 'up', fraction: 0 }) <= ALPHA) pooledAlarms++;
      }
    }
    assert.equal(checks, TRIALS * PATHS.length, 'every check judged');
    // Checks of one trial share its current run, so the bound uses the trial count, not the check count.
    assert.ok(perCheck / checks <= limit(TRIALS), `one check at α: ${perCheck}/${checks}`);
    assert.ok(family / TRIALS <= limit(TRIALS), `family of 36 with Holm: ${family}/${TRIALS}`);
    assert.ok(pooledAlarms / pooledChecks > 2 * ALPHA, `pooled runs: ${pooledAlarms}/${pooledChecks} (the drift must matter)`);
  });

  it('still finds a 30 % slower decode against an allowed +10 % with 10 baseline runs, one check gated', () => {
    let found = 0;
    const trials = 40;
    for (let t = 0; t < trials; t++) {
      const { baseline, current } = driftingRuns('lognormal', 64, 10, 0.05, mixSeed(0xbb, t), { tpotScale: 1.3 });
      const c = compareMetricAcrossRuns(ref('tpot_ms.p50'), baseline.map((r) => r[1]!), current[1]!);
      if (isJudgeable(c) && changePValue(c, { direction: 'up', fraction: 0.1 }) <= ALPHA) found++;
    }
    assert.ok(found / trials >= 0.5, `${found}/${trials}`);
  });
});

/** A results file of one synthetic run at concurrency 4 with a start time. */
function run(seed: number, startedAt: string, drift = 1): Results {
  const samples = syntheticRun('lognormal', 64, seed, { drift })[1] as LevelSamples;
  // The level's counts are its samples', as in a file the tool writes (a baseline read back is checked for that).
  const succeeded = samples.ok.filter((v) => v === 1).length;
  const failed = samples.ok.length - succeeded;
  const counts = { requests: samples.ok.length, succeeded, failed, success_rate: succeeded / samples.ok.length, errors: (failed > 0 ? { server_error: failed } : {}) as Record<string, number> };
  return results([level({ concurrency: 4, samples, ...counts })], { started_at: startedAt });
}

describe('the baseline history', () => {
  it('appends each run, keeps the last N, and starts afresh when the workload changed', () => {
    const a = nextBaseline(run(1, '2026-01-01T00:00:00Z'), undefined, 3);
    assert.equal(a.history?.length, 1);
    const b = nextBaseline(run(2, '2026-01-02T00:00:00Z'), a, 3);
    const c = nextBaseline(run(3, '2026-01-03T00:00:00Z'), b, 3);
    const d = nextBaseline(run(4, '2026-01-04T00:00:00Z'), c, 3);
    assert.deepEqual(d.history?.map((h) => h.started_at.slice(0, 10)), ['2026-01-02', '2026-01-03', '2026-01-04']);
    assert.deepEqual(baselineRuns(d).length, 3);
    const other = { ...run(5, '2026-01-05T00:00:00Z'), endpoint: { ...d.endpoint, model: 'another-model' } };
    assert.equal(nextBaseline(other, d, 3).history?.length, 1, 'another model starts a new history');
    assert.equal(nextBaseline(run(6, '2026-01-06T00:00:00Z'), d, 1).history, undefined, 'runs: 1 keeps no history');
    // A one-run baseline written before histories existed counts as its one run.
    assert.equal(nextBaseline(run(7, '2026-01-07T00:00:00Z'), run(8, '2026-01-06T00:00:00Z'), 3).history?.length, 2);
  });

  it('is written to the baseline file run after run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-slo-history-'));
    for (let i = 1; i <= 4; i++) await writeBaseline(dir, 'b.json', run(i, `2026-01-0${i}T00:00:00Z`), 3);
    const file = JSON.parse(await readFile(join(dir, 'b.json'), 'utf8')) as Results;
    assert.equal(file.started_at, '2026-01-04T00:00:00Z', 'the file is the latest run');
    assert.deepEqual(file.history?.map((h) => h.started_at), ['2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-04T00:00:00Z']);
    assert.equal(file.history?.[0]?.levels[0]?.samples.ok.length, 64);
  });

  it('makes the comparison judge against the runs: their typical value, their spread, and the count', () => {
    let base: Results | undefined;
    for (let i = 1; i <= 5; i++) base = nextBaseline(run(10 + i, `2026-01-0${i}T00:00:00Z`, [1, 1.1, 0.92, 1.05, 0.97][i - 1]), base, 5);
    const cur = run(99, '2026-01-09T00:00:00Z');
    const { checks, rows, runs } = compareToBaseline(cur, base!, { 'tpot_ms.p50': '+10%' }, 'error');
    assert.equal(runs, 5);
    const [c] = checks;
    const values = base!.history!.map((h) => {
      const x = Float64Array.from(h.levels[0]!.samples.tpot_ms.filter((v): v is number => v !== null)).sort();
      return percentile(x, 50)!;
    });
    const geo = Math.exp(values.reduce((a, v) => a + Math.log(v), 0) / values.length);
    assert.ok(Math.abs((c?.baseline ?? 0) - geo) < 1e-6 * geo, `${c?.baseline} vs ${geo}`);
    assert.ok(c?.status === 'pass' || c?.status === 'inconclusive', JSON.stringify(c));
    const row = rows.find((r) => r.metric === 'ttft_ms.p50');
    assert.ok(row?.change_lower !== null && row?.change_lower !== undefined && row.change_upper !== undefined && row.change_upper !== null);
    assert.ok(row.change_lower < (row.change ?? 0) && (row.change ?? 0) < row.change_upper);
  });
});
