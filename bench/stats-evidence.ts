/**
 * The statistics evidence, long form: run by hand, prints Markdown tables.
 *
 *   node build/bench/stats-evidence.js [trials] [section …]
 *
 * Sections: `aa` (A/A false alarms of the whole family, Holm vs the naive point rule),
 * `detect` (detection rates of known changes), `calibration` (one check at the boundary of
 * its null hypothesis, per statistic and sample size), `minimum` (the same at the smallest
 * judged sample sizes, 20 × the trials, for the small error levels), `runs` (baselines of
 * several runs with run-to-run drift: A/A false alarms and detection, against the pooled
 * one-run rule), `timing`. Default: all but `minimum`, 1000 trials.
 * Every trial has its own seed, so any row can be replayed.
 */
import { changePValue, isJudgeable } from '../src/stats/comparison.js';
import { compareSamples, minimumSamples, percentileBootstrap, statQuantile, type SampleStat } from '../src/stats/compare-samples.js';
import { compareRatios } from '../src/stats/compare-rates.js';
import { mixSeed, createUint32Source } from '../src/stats/random.js';
import { compareFamily, compareFamilyAcrossRuns, judgeComparisons, FAMILY, type FamilyCheck } from './stats-family.js';
import { SHAPES, drawTtftMs, driftingRuns, syntheticRun, type Shape, type SyntheticChange } from './stats-synthetic.js';
import { poolSamples } from '../src/gate/regression-runs.js';

const trials = Number(process.argv[2] ?? 1000);
const sections = process.argv.slice(3);
const wanted = (s: string): boolean => (sections.length === 0 && s !== 'minimum') || sections.includes(s);
const RESAMPLES = 10_000;
const ALPHA = 0.05;

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
/** Upper end of a one-sided 95 % Clopper–Pearson-like bound, by the Wilson score: enough for a table. */
const upper95 = (k: number, n: number): number => {
  const z = 1.645;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return centre + half;
};

function trialPair(shape: Shape, n: number, trial: number, change: SyntheticChange, scenario: number): [ReturnType<typeof syntheticRun>, ReturnType<typeof syntheticRun>] {
  const seed = mixSeed(0x51a7, scenario, SHAPES.indexOf(shape), n, trial);
  return [syntheticRun(shape, n, mixSeed(seed, 1)), syntheticRun(shape, n, mixSeed(seed, 2), change)];
}

if (wanted('aa')) {
  console.log(`\n## A/A: same distribution both sides, ${FAMILY.length} metrics × 4 levels, α = ${ALPHA}, ${trials} trials per row\n`);
  console.log('Share of trials with at least one check declared a regression (in brackets: one-sided 95 % upper confidence bound). Allowed: +10 % for latencies, −10 % for QPS and TPM, −1 % for the success rate.\n');
  console.log('| shape | n/level | judged checks | Holm, allowed as configured | Holm, allowed 0 % (strictest) | judged checks that pass / are inconclusive | naive point rule | naive rule, worst metric |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const n of [32, 64]) {
    for (const shape of SHAPES) {
      let holm = 0, strict = 0, naive = 0, judged = 0, passed = 0, open = 0;
      const naiveByMetric = new Map<string, number>();
      for (let t = 0; t < trials; t++) {
        const [a, b] = trialPair(shape, n, t, {}, 1);
        const compared = compareFamily(a, b, { seed: mixSeed(t, 7), resamples: RESAMPLES });
        const configured = judgeComparisons(compared, { alpha: ALPHA });
        const zero = judgeComparisons(compared, { alpha: ALPHA, allowedScale: 0 });
        judged += configured.filter((c) => isJudgeable(c.comparison)).length;
        passed += configured.filter((c) => c.judgement.outcome === 'pass').length;
        open += configured.filter((c) => isJudgeable(c.comparison) && c.judgement.outcome === 'inconclusive').length;
        if (configured.some((c) => c.judgement.outcome === 'regression')) holm++;
        if (zero.some((c) => c.judgement.outcome === 'regression')) strict++;
        if (configured.some((c) => c.naiveRegression)) naive++;
        const seen = new Set<string>();
        for (const c of configured) if (c.naiveRegression) seen.add(c.path);
        for (const p of seen) naiveByMetric.set(p, (naiveByMetric.get(p) ?? 0) + 1);
      }
      const worst = [...naiveByMetric.entries()].sort((x, y) => y[1] - x[1])[0];
      console.log(`| ${shape} | ${n} | ${(judged / trials).toFixed(0)} of 36 | ${pct(holm / trials)} (≤ ${pct(upper95(holm, trials))}) | ${pct(strict / trials)} (≤ ${pct(upper95(strict, trials))}) | ${pct(passed / judged)} / ${pct(open / judged)} | ${pct(naive / trials)} | ${worst ? `${worst[0]} ${pct(worst[1] / trials)}` : '–'} |`);
    }
  }
}

if (wanted('detect')) {
  const scenarios: Array<{ name: string; change: SyntheticChange; metric: string; sizes: number[] }> = [
    { name: 'TTFT +20 % (every request)', change: { ttftScale: 1.2 }, metric: 'ttft_ms.p50', sizes: [32, 64] },
    { name: 'TTFT +30 % (every request)', change: { ttftScale: 1.3 }, metric: 'ttft_ms.p95', sizes: [32, 64] },
    { name: 'TTFT tail +30 % (p50 unchanged)', change: { ttftTail: 0.3 }, metric: 'ttft_ms.p95', sizes: [64] },
    { name: 'TTFT tail +30 % (p50 unchanged)', change: { ttftTail: 0.3 }, metric: 'ttft_ms.p50', sizes: [64] },
    { name: 'decode 30 % slower', change: { tpotScale: 1.3 }, metric: 'tpot_ms.p50', sizes: [32, 64] },
    { name: 'decode 30 % slower', change: { tpotScale: 1.3 }, metric: 'e2e_ms.p95', sizes: [64] },
    { name: 'decode 30 % slower', change: { tpotScale: 1.3 }, metric: 'tpm', sizes: [32, 64] },
  ];
  console.log(`\n## Detection: ${trials} trials per row, Holm at α = ${ALPHA}\n`);
  console.log('Share of level checks of the metric declared a regression (in brackets: at least one of the 4 levels). "36 checks": judged with the whole family of 9 metrics × 4 levels; "4 checks": a spec that limits only this metric. Allowed: +10 % for latencies, −10 % for throughput; "0 %": any change in the bad direction.\n');
  console.log('| change | metric | n/level | shape | 36 checks, allowed ±10 % | 36 checks, allowed 0 % | 4 checks, allowed ±10 % | 4 checks, allowed 0 % | median resolution | naive rule |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  scenarios.forEach((s, si) => {
    for (const n of s.sizes) {
      for (const shape of SHAPES) {
        const settings = [
          { only: false, scale: 1 }, { only: false, scale: 0 }, { only: true, scale: 1 }, { only: true, scale: 0 },
        ];
        const perCheck = settings.map(() => 0);
        const anyLevel = settings.map(() => 0);
        let naive = 0;
        const resolutions: number[] = [];
        for (let t = 0; t < trials; t++) {
          const [a, b] = trialPair(shape, n, t, s.change, 10 + si);
          const compared = compareFamily(a, b, { seed: mixSeed(t, 11), resamples: RESAMPLES });
          settings.forEach((set, k) => {
            const family = set.only ? compared.filter((c) => c.path === s.metric) : compared;
            const mine = judgeComparisons(family, { alpha: ALPHA, allowedScale: set.scale }).filter((c) => c.path === s.metric);
            const hits = mine.filter((c) => c.judgement.outcome === 'regression').length;
            perCheck[k]! += hits / mine.length;
            if (hits > 0) anyLevel[k]!++;
            if (k === 0) {
              naive += mine.filter((c) => c.naiveRegression).length / mine.length;
              for (const c of mine) resolutions.push(c.judgement.resolution);
            }
          });
        }
        resolutions.sort((x, y) => x - y);
        const median = resolutions[Math.floor(resolutions.length / 2)]!;
        const cells = settings.map((_, k) => `${pct(perCheck[k]! / trials)} (${pct(anyLevel[k]! / trials)})`);
        console.log(`| ${s.name} | ${s.metric} | ${n} | ${shape} | ${cells.join(' | ')} | ${Number.isFinite(median) ? `±${pct(median)}` : 'not judged'} | ${pct(naive / trials)} |`);
      }
    }
  });
}

if (wanted('runs')) {
  console.log(`\n## Baselines of several runs, with run-to-run drift: ${trials} trials per row, α = ${ALPHA}, 2 000 resamples\n`);
  console.log('Every latency of a run × exp(τ·z). "across runs": the prediction interval over baseline runs (`compare-runs.ts`); "pooled": the baseline runs\' requests pooled and compared as one run. Family: 9 metrics × 4 levels, Holm; "one check": each check alone at α (share of checks). Allowed: as configured (±10 %, −1 % success rate) or 0 %.\n');
  console.log('| shape | n/level | runs | τ | across runs, family, allowed as configured | across runs, family, 0 % | across runs, one check, 0 % | pooled, family, as configured | pooled, one check, 0 % | decode +30 %: TPOT p50 checks flagged (across runs, family) |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  // 2 000 resamples: the smallest p-value, 1/2001, is still below Holm's first step α/36.
  const B = 2000;
  const rows: Array<[number, number, number]> = [[64, 5, 0], [64, 5, 0.1], [64, 10, 0.1], [32, 5, 0.1]];
  for (const [n, runs, tau] of rows) {
    for (const shape of SHAPES) {
      let fam = 0, famZero = 0, one = 0, oneAll = 0, pooledFam = 0, pooledOne = 0, pooledAll = 0, detected = 0, detectAll = 0;
      for (let t = 0; t < trials; t++) {
        const seed = mixSeed(0x4a4a, n, runs, Math.round(tau * 1000), SHAPES.indexOf(shape), t);
        const { baseline, current } = driftingRuns(shape, n, runs, tau, seed);
        const across = compareFamilyAcrossRuns(baseline, current, { seed: mixSeed(seed, 5), resamples: B });
        if (judgeComparisons(across, { alpha: ALPHA }).some((c) => c.judgement.outcome === 'regression')) fam++;
        if (judgeComparisons(across, { alpha: ALPHA, allowedScale: 0 }).some((c) => c.judgement.outcome === 'regression')) famZero++;
        for (const c of across) {
          if (!isJudgeable(c.comparison)) continue;
          oneAll++;
          if (changePValue(c.comparison, { direction: c.allowed.direction, fraction: 0 }) <= ALPHA) one++;
        }
        const pooledRun = baseline[0]!.map((_, level) => poolSamples(baseline.map((r) => r[level]!)));
        const pooled = compareFamily(pooledRun, current, { seed: mixSeed(seed, 6), resamples: B });
        if (judgeComparisons(pooled, { alpha: ALPHA }).some((c) => c.judgement.outcome === 'regression')) pooledFam++;
        for (const c of pooled) {
          if (!isJudgeable(c.comparison)) continue;
          pooledAll++;
          if (changePValue(c.comparison, { direction: c.allowed.direction, fraction: 0 }) <= ALPHA) pooledOne++;
        }
        const slow = driftingRuns(shape, n, runs, tau, mixSeed(seed, 9), { tpotScale: 1.3 });
        const judged = judgeComparisons(compareFamilyAcrossRuns(slow.baseline, slow.current, { seed: mixSeed(seed, 10), resamples: B }), { alpha: ALPHA });
        for (const c of judged) {
          if (c.path !== 'tpot_ms.p50') continue;
          detectAll++;
          if (c.judgement.outcome === 'regression') detected++;
        }
      }
      console.log(`| ${shape} | ${n} | ${runs} | ${tau} | ${pct(fam / trials)} (≤ ${pct(upper95(fam, trials))}) | ${pct(famZero / trials)} (≤ ${pct(upper95(famZero, trials))}) | ${pct(one / oneAll)} | ${pct(pooledFam / trials)} | ${pct(pooledOne / pooledAll)} | ${pct(detected / detectAll)} |`);
    }
  }
}

/** Rejection rates ÷ nominal level of one check at the boundary of its null, per shape. */
function calibrate(title: string, rows: Array<[SampleStat | 'tpm', number]>, T: number): void {
  const levels = [0.05, 0.01, 0.05 / 36];
  console.log(`\n## ${title}: one check at the boundary of its null (true change = allowed change), ${T} trials per row\n`);
  console.log(`Rejection rate ÷ nominal level at γ = ${levels.map((g) => g.toPrecision(2)).join(', ')} (1.00 = exact; above 1 = too many false alarms). γ = 0.0014 is Holm's first step for 36 checks at α = 0.05.\n`);
  console.log('| statistic | n | shape | ' + levels.map((g) => `γ = ${g.toPrecision(2)}`).join(' | ') + ' |');
  console.log('|---|---|---|' + levels.map(() => '---|').join(''));
  for (const [stat, n] of rows) {
    for (const shape of SHAPES) {
      const next = createUint32Source(mixSeed(0xca1, SHAPES.indexOf(shape), n, stat.length, T));
      const hits = levels.map(() => 0);
      const draw = (): Float64Array => { const x = new Float64Array(n); for (let i = 0; i < n; i++) x[i] = drawTtftMs(shape, next); return x; };
      for (let t = 0; t < T; t++) {
        // Current = baseline distribution × 1.1, allowed +10 %: exactly on the boundary.
        const base = draw();
        const cur = draw().map((x) => x * 1.1);
        let c;
        if (stat === 'tpm') {
          // Tokens 128–255 per request over E2E = TTFT + 20 ms per token; the current run takes
          // 10 % longer for the same work, so its throughput is 1 / 1.1 of the baseline's.
          const tokens = (): Float64Array => Float64Array.from({ length: n }, () => 128 + Math.floor((next() / 4294967296) * 128));
          const tb = tokens();
          const tc = tokens();
          c = compareRatios({ numerator: tb, denominator: base.map((x, i) => x + tb[i]! * 20) },
            { numerator: tc, denominator: cur.map((x, i) => x + tc[i]! * 22) });
        } else if (stat === 'mean') {
          c = compareSamples(base, cur, stat);
        } else {
          // Below the gate's minimum sample size too, to show why the minimum exists.
          c = percentileBootstrap(base.sort(), cur.sort(), statQuantile(stat)!, { seed: mixSeed(t, 3, n), resamples: RESAMPLES });
        }
        if (!isJudgeable(c)) continue;
        const p = stat === 'tpm' ? changePValue(c, { direction: 'down', fraction: 1 - 1 / 1.1 }) : changePValue(c, { direction: 'up', fraction: 0.1 });
        levels.forEach((g, i) => { if (p <= g) hits[i]!++; });
      }
      const note = stat !== 'tpm' && n < minimumSamples(stat) ? ' (below the minimum: not judged by the gate)' : '';
      console.log(`| ${stat}${note} | ${n} | ${shape} | ` + hits.map((h, i) => (h / T / levels[i]!).toFixed(2)).join(' | ') + ' |');
    }
  }
}

if (wanted('calibration')) {
  calibrate('Calibration', [
    ['p50', 10], ['p50', 32], ['p90', 20], ['p90', 32], ['p95', 32], ['p95', 40], ['p95', 64], ['p99', 64], ['p99', 200], ['mean', 16], ['mean', 64], ['tpm', 16], ['tpm', 64],
  ], trials * 4);
}

if (wanted('minimum')) {
  calibrate('At the minimum sample sizes', [['p90', 20], ['p95', 40], ['p99', 200], ['p95', 32]], trials * 20);
}

if (wanted('timing')) {
  console.log('\n## Time per comparison (after warm-up), B = 10 000\n');
  console.log('| statistic | n = 32 | n = 64 | n = 200 | n = 500 |');
  console.log('|---|---|---|---|---|');
  const next = createUint32Source(9);
  for (const stat of ['p50', 'p95', 'p99', 'mean'] as SampleStat[]) {
    const cells: string[] = [];
    for (const n of [32, 64, 200, 500]) {
      const a = Float64Array.from({ length: n }, () => drawTtftMs('lognormal', next));
      const b = Float64Array.from({ length: n }, () => drawTtftMs('lognormal', next));
      const q = statQuantile(stat);
      const run = (): unknown => (q === undefined ? compareSamples(a, b, stat) : percentileBootstrap(a.slice().sort(), b.slice().sort(), q, { seed: 1, resamples: RESAMPLES }));
      for (let i = 0; i < 5; i++) run();
      const t0 = performance.now();
      for (let i = 0; i < 40; i++) run();
      cells.push(`${((performance.now() - t0) / 40).toFixed(2)} ms`);
    }
    console.log(`| ${stat} | ${cells.join(' | ')} |`);
  }
}
