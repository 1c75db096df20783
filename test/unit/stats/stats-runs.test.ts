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
import { compareAcrossRuns, DEFAULT_RUN_PRIOR, PRIOR_RUN_DOF, PRIOR_RUN_SD } from '../../../src/stats/compare-runs.js';
import { judgeRegressions } from '../../../src/gate/regression.js';
import { changeBounds, changePValue, isJudgeable } from '../../../src/stats/comparison.js';
import { compareMetric } from '../../../src/gate/regression-samples.js';
import { type LevelSamples } from '../../../src/model/samples.js';
import { cohortSize, compareMetricAcrossRuns, DEFAULT_RUN_SPREAD, poolSamples, runCohortVariance, runValue, type RunSpreadRule } from '../../../src/gate/regression-runs.js';
import { quantileLogVariance, quantileResampler } from '../../../src/stats/quantile-bootstrap.js';
import { normalQuantile } from '../../../src/stats/special.js';
import { createUint32Source, openUnit } from '../../../src/stats/random.js';
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
  it('without a prior is the classical t prediction interval on the log scale, with R − 1 degrees of freedom', () => {
    const values = [100, 110, 90, 105, 95];
    const c = compareAcrossRuns('p50', values, 120, { baseline: 320, current: 64 }, { dof: 0, sd: 0 });
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

  it('tops up a spread the runs have not shown with the prior (σ̃ over ν₀ + R − 1 degrees of freedom), and leaves one they have shown alone', () => {
    const prior = { dof: 4, sd: 0.03 };
    // Five runs within 0.6 % of each other: less than σ₀ = 3 %, so the prior tops them up.
    const close = [100, 101, 99.5, 100.5, 100.2];
    const c = compareAcrossRuns('p50', close, 103, { baseline: 320, current: 64 }, prior);
    assert.ok(c !== null);
    const logs = close.map(Math.log);
    const mean = logs.reduce((a, b) => a + b) / 5;
    const ss = logs.reduce((a, y) => a + (y - mean) ** 2, 0);
    assert.equal(c.dof, 8);
    assert.ok(Math.abs(c.standardError - Math.sqrt((4 * 0.03 ** 2 + ss) / 8) * Math.sqrt(1 + 1 / 5)) < 1e-12);
    assert.ok(c.standardError > Math.sqrt(ss / 4) * Math.sqrt(1 + 1 / 5), 'wider than the runs alone');
    // Five runs 10 % apart: the runs have shown a spread larger than σ₀, and it stands.
    const wide = [100, 110, 90, 105, 95];
    assert.deepEqual(compareAcrossRuns('p50', wide, 120, { baseline: 320, current: 64 }, prior), compareAcrossRuns('p50', wide, 120, { baseline: 320, current: 64 }, { dof: 0, sd: 0 }));
    // The default is the gate's prior.
    assert.deepEqual(compareAcrossRuns('p50', close, 103, { baseline: 320, current: 64 }), compareAcrossRuns('p50', close, 103, { baseline: 320, current: 64 }, DEFAULT_RUN_PRIOR));
    assert.deepEqual(DEFAULT_RUN_PRIOR, { dof: PRIOR_RUN_DOF, sd: PRIOR_RUN_SD });
    // As runs accumulate the prior weighs less: 50 runs as close as these are judged nearly by their own spread.
    const many = Array.from({ length: 50 }, (_, i) => close[i % 5]!);
    const m = compareAcrossRuns('p50', many, 103, { baseline: 1600, current: 32 }, prior);
    assert.ok(m !== null && m.standardError < 0.01, `${m?.standardError}`);
  });

  it('two runs that happen to agree (9.468 and 9.471 ms) do not make +18.9 % a regression beyond +15 %', () => {
    // A user's report against llama.cpp: the third run of a fresh history failed TTFT p50 at
    // +18.9 % [+16.7 %, +21.1 %], an interval as narrow as the two runs' 0.03 % agreement.
    const c = compareAcrossRuns('p50', [9.468, 9.471], 11.26, { baseline: 64, current: 32 });
    assert.ok(c !== null);
    assert.ok(Math.abs((c.change ?? 0) - 0.189) < 0.001, `${c.change}`);
    const [j] = judgeRegressions([{ comparison: c, allowed: { direction: 'up', fraction: 0.15 } }], { alpha: ALPHA });
    assert.notEqual(j?.outcome, 'regression', JSON.stringify(j?.interval));
    assert.equal(j?.outcome, 'inconclusive');
    // Its interval holds +15 %, and is as wide as a spread the two runs could not show (theirs alone gave ±0.2 %).
    assert.ok((j?.interval?.lower ?? 1) < 0.15 && (j?.interval?.upper ?? 0) - (j?.interval?.lower ?? 0) > 0.08, JSON.stringify(j?.interval));
  });

  it('a 30 % slowdown against 10 runs that spread by a few per cent is still a regression beyond +10 %', () => {
    const ten = [100, 104, 97, 101, 99, 103, 96, 102, 98, 100];
    const c = compareAcrossRuns('p50', ten, 130, { baseline: 320, current: 32 });
    assert.ok(c !== null);
    // Judged with 5 other checks that pass, as in a run of the README's spec (3 limits × 2 levels).
    const quiet = compareAcrossRuns('p50', ten, 100, { baseline: 320, current: 32 }) as NonNullable<typeof c>;
    const judged = judgeRegressions([c, quiet, quiet, quiet, quiet, quiet].map((comparison) => ({ comparison, allowed: { direction: 'up', fraction: 0.1 } })), { alpha: ALPHA });
    assert.equal(judged[0]?.outcome, 'regression', JSON.stringify(judged[0]?.interval));
    assert.ok((judged[0]?.interval?.lower ?? 0) > 0.1);
  });

  it('returns null for runs that agree exactly, and refuses fewer than 2 runs, a zero value or a negative prior', () => {
    assert.equal(compareAcrossRuns('p50', [100, 100, 100], 100, { baseline: 3, current: 1 }), null);
    assert.throws(() => compareAcrossRuns('p50', [100], 100, { baseline: 1, current: 1 }), /at least 2 baseline runs/);
    assert.throws(() => compareAcrossRuns('p50', [100, 0], 100, { baseline: 1, current: 1 }), /finite and > 0/);
    assert.throws(() => compareAcrossRuns('p50', [100, 101], 100, { baseline: 1, current: 1 }, { dof: -1, sd: 0.03 }), /dof ≥ 0 and sd ≥ 0/);
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

describe('the prior counts each run\'s own sampling noise', () => {
  // 32 requests a run, TTFT spread log-normally (σ 0.25): a run's median wanders by about 5 %
  // from its requests alone, whatever two runs happen to show.
  const n = 32;
  const ttft = Array.from({ length: n }, (_, i) => 100 * Math.exp(0.25 * normalQuantile((i + 0.5) / n)));
  const run = (scale: number): LevelSamples => ({
    ok: ttft.map(() => 1), e2e_ms: ttft.map((v) => 10 * v * scale), ttft_ms: ttft.map((v) => v * scale),
    tpot_ms: ttft.map(() => 10), input_tokens: ttft.map(() => 10), output_tokens: ttft.map(() => 16),
  });

  it('two runs whose medians agree to 0.03 % do not make +25 % a regression beyond +15 %, since each median alone wanders by 5 %', () => {
    const judge = (rule?: RunSpreadRule) => {
      const c = compareMetricAcrossRuns(ref('ttft_ms.p50'), [run(1), run(1.0003)], run(1.25), {}, rule);
      return judgeRegressions([{ comparison: c, allowed: { direction: 'up', fraction: 0.15 } }], { alpha: ALPHA })[0]!;
    };
    const j = judge();
    assert.equal(j.outcome, 'inconclusive', JSON.stringify(j.interval));
    assert.ok((j.interval?.lower ?? 1) < 0.15, JSON.stringify(j.interval));
    // The 2 % floor on what moves whole runs alone would not have covered it.
    assert.equal(judge({ priorDof: PRIOR_RUN_DOF, priorSd: PRIOR_RUN_SD, withinRun: false }).outcome, 'regression');
    assert.deepEqual(DEFAULT_RUN_SPREAD, { priorDof: PRIOR_RUN_DOF, priorSd: PRIOR_RUN_SD, withinRun: true });
  });

  it('takes a percentile\'s sampling variance from the exact bootstrap of its order statistic', () => {
    const sorted = Float64Array.from(ttft).sort();
    const exact = quantileLogVariance(sorted, 0.5);
    // Monte Carlo bootstrap of the median's log, for comparison.
    const resample = quantileResampler(sorted, 0.5);
    const next = createUint32Source(9);
    let m1 = 0;
    let m2 = 0;
    const B = 20_000;
    for (let b = 0; b < B; b++) {
      const y = Math.log(resample(() => openUnit(next)));
      m1 += y;
      m2 += y * y;
    }
    const mc = m2 / B - (m1 / B) ** 2;
    assert.ok(Math.abs(exact / mc - 1) < 0.25, `exact ${exact}, Monte Carlo ${mc}`);
    // About (1.2533 · 0.25)² / 32 for a log-normal median.
    assert.ok(Math.abs(Math.sqrt(exact) / (1.2533 * 0.25 / Math.sqrt(n)) - 1) < 0.25, `${Math.sqrt(exact)}`);
    assert.ok(Number.isNaN(quantileLogVariance(Float64Array.from([0, 0, 0, 1, 2]), 0.5)), 'a zero it may land on has no logarithm');
  });
});

describe('a run\'s noise with requests in cohorts (change points on main\'s history)', () => {
  const run = (ttft: number[], e2e: number): LevelSamples => ({
    ok: ttft.map(() => 1), e2e_ms: ttft.map(() => e2e), ttft_ms: ttft, tpot_ms: ttft.map(() => 20),
    input_tokens: ttft.map(() => 10), output_tokens: ttft.map(() => 16),
  });

  it('takes a concurrency level\'s cohort as its concurrency, a rate level\'s as the requests in flight on average', () => {
    const s = run(Array(32).fill(30), 3000);
    assert.equal(cohortSize({ concurrency: 8 }, s), 8);
    assert.equal(cohortSize({ concurrency: 16, rate: 2 }, s), 6);
    assert.equal(cohortSize({ concurrency: 4, rate: 2 }, s), 4);
    assert.equal(cohortSize({ concurrency: 16, rate: 0.1 }, s), 1);
    assert.equal(cohortSize({ concurrency: 16, rate: 2 }, { ...s, e2e_ms: s.e2e_ms.map(() => 0) }), 1);
  });

  it('counts a cohort that shared its TTFT as one request, and leaves independent requests as they were', () => {
    // Recorded at concurrency 8: cohorts of 8 alike TTFTs, three low and one high.
    const cohorts = run(Array.from({ length: 32 }, (_, i) => ([33, 50, 33, 33][Math.floor(i / 8)]!) + 0.01 * (i % 8)), 400);
    const ref = parseMetricPath('ttft_ms.p50')!;
    const alone = runValue(ref, cohorts);
    assert.ok(!('short' in alone));
    assert.ok(Math.sqrt(runCohortVariance(ref, cohorts, 8)) > 0.07, "resampled by cohort, 40 seeds read 0.08-0.12");
    assert.ok(runCohortVariance(ref, cohorts, 8) > 10 * alone.variance);
    const next = createUint32Source(4);
    const independent = run(Array.from({ length: 64 }, () => 30 * Math.exp(0.2 * normalQuantile(openUnit(next)))), 400);
    const iid = runValue(ref, independent);
    assert.ok(!('short' in iid));
    assert.ok(Math.abs(runCohortVariance(ref, independent, 1) / iid.variance - 1) < 0.3);
    assert.ok(Number.isNaN(runCohortVariance(ref, run([30, 31], 400), 1)), 'a run too short for its statistic has no noise to give');
    assert.ok(runCohortVariance(parseMetricPath('tpm')!, cohorts, 8) >= 0);
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

  // A trace replay's level is keyed by its replay (`t<speed>`), not its rate: a history entry that
  // kept only the rate never matched it, and its max_change checks stayed "not judged yet".
  it('keeps a trace replay\'s level in the history and judges it against the runs', () => {
    const trace = { file: 'traces/mooncake.jsonl', format: 'mooncake', speed: 1 };
    const traced = (seed: number, startedAt: string, drift: number): Results => {
      const r = run(seed, startedAt, drift);
      return { ...r, levels: r.levels.map((l) => ({ ...l, concurrency: 16, rate: 2, trace })) };
    };
    let base: Results | undefined;
    for (let i = 1; i <= 4; i++) base = nextBaseline(traced(20 + i, `2026-01-0${i}T00:00:00Z`, [1, 1.1, 0.92, 1.05][i - 1]!), base, 5);
    assert.deepEqual(base!.history!.map((h) => h.levels[0]!.trace), [trace, trace, trace, trace]);
    const { checks, runs } = compareToBaseline(traced(98, '2026-01-09T00:00:00Z', 1), base!, { 'tpot_ms.p50': '+10%' }, 'error', undefined, { minRuns: 2 });
    assert.equal(runs, 4);
    const [c] = checks;
    assert.notEqual(c?.status, 'no_data', JSON.stringify(c));
    const values = base!.history!.map((h) => percentile(Float64Array.from(h.levels[0]!.samples.tpot_ms.filter((v): v is number => v !== null)).sort(), 50)!);
    const geo = Math.exp(values.reduce((a, v) => a + Math.log(v), 0) / values.length);
    assert.ok(Math.abs((c?.baseline ?? 0) - geo) < 1e-6 * geo, `${c?.baseline} vs ${geo}: judged against the runs, not the latest alone`);
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
