// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Seeded simulation evidence for the regression verdicts: false alarms of A/A comparisons stay at
// or below α for the whole family of checks, and known slow-downs are found. The longer run
// behind the figures in the documentation is `bench/stats-evidence.ts`; this one keeps to a few
// hundred trials and 2 000 resamples (the smallest p-value, 1/2001, is still below Holm's first
// step α/m for the ≤ 36 checks here), so the file runs in seconds. Fixed seeds: the figures are
// the same on every run.
import { describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mixSeed } from '../../../src/stats/random.js';
import { compareFamily, judgeComparisons, type FamilyCheck } from '../../../bench/stats-family.js';
import { SHAPES, syntheticRun, type SyntheticChange } from '../../../bench/stats-synthetic.js';

const ALPHA = 0.05;
const RESAMPLES = 2000;

/**
 * The most false-alarm trials a procedure whose true rate is α can show in `trials` trials,
 * allowing three standard errors of the binomial count: a calibrated procedure fails this about
 * once in a thousand seeds, while one at 1.5 α fails it at 300 trials more often than not.
 */
function falseAlarmLimit(trials: number): number {
  return ALPHA + 3 * Math.sqrt((ALPHA * (1 - ALPHA)) / trials);
}

/** Run `trials` seeded baseline/current pairs and judge the family under each setting. */
function simulate(
  trials: number, n: number, change: SyntheticChange, scenario: number,
  settings: ReadonlyArray<{ allowedScale?: number; only?: string }>,
): FamilyCheck[][][] {
  const out: FamilyCheck[][][] = settings.map(() => []);
  for (let t = 0; t < trials; t++) {
    const shape = SHAPES[t % SHAPES.length]!;
    const seed = mixSeed(0x7e57, scenario, n, t);
    const baseline = syntheticRun(shape, n, mixSeed(seed, 1));
    const current = syntheticRun(shape, n, mixSeed(seed, 2), change);
    const compared = compareFamily(baseline, current, { seed: mixSeed(seed, 3), resamples: RESAMPLES });
    settings.forEach((s, k) => {
      const family = s.only === undefined ? compared : compared.filter((c) => c.path === s.only);
      out[k]!.push(judgeComparisons(family, { alpha: ALPHA, allowedScale: s.allowedScale ?? 1 }));
    });
  }
  return out;
}

const anyRegression = (family: FamilyCheck[]): boolean => family.some((c) => c.judgement.outcome === 'regression');
const share = (trials: FamilyCheck[][], hit: (f: FamilyCheck[]) => boolean): number => trials.filter(hit).length / trials.length;
/** Share of the level checks of `path` declared regressions, over all trials. */
const perCheck = (trials: FamilyCheck[][], path: string): number => {
  let hits = 0;
  let all = 0;
  for (const f of trials) {
    for (const c of f) {
      if (c.path !== path) continue;
      all++;
      if (c.judgement.outcome === 'regression') hits++;
    }
  }
  return hits / all;
};
const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

describe('A/A: the same service measured twice', () => {
  for (const n of [32, 64]) {
    const trials = 240;
    // One set of trials, judged three ways: as configured (+10 % latency, −10 % throughput,
    // −1 % success), with every allowed change 0 (the strictest null: any change in the bad
    // direction counts as a regression), and by the naive point rule.
    const [configured, strict] = simulate(trials, n, {}, 1, [{}, { allowedScale: 0 }]);

    it(`raises a false alarm in at most α of runs of 9 metrics × 4 levels with ${n} requests a level`, (t: TestContext) => {
      const rate = share(configured!, anyRegression);
      t.diagnostic(`false-alarm rate ${pct(rate)} over ${trials} runs`);
      assert.ok(rate <= falseAlarmLimit(trials), `${pct(rate)} > ${pct(falseAlarmLimit(trials))}`);
    });

    it(`stays at or below α with ${n} requests a level even when any change at all counts`, (t: TestContext) => {
      const rate = share(strict!, anyRegression);
      t.diagnostic(`false-alarm rate ${pct(rate)} over ${trials} runs`);
      assert.ok(rate <= falseAlarmLimit(trials), `${pct(rate)} > ${pct(falseAlarmLimit(trials))}`);
    });

    it(`would raise false alarms in most runs with the naive point rule at ${n} requests a level`, (t: TestContext) => {
      const rate = share(configured!, (f) => f.some((c) => c.naiveRegression));
      t.diagnostic(`naive point rule: false alarm in ${pct(rate)} of runs`);
      assert.ok(rate >= 0.5, pct(rate));
    });
  }
});

describe('detection of known slow-downs', () => {
  it('finds decoding 30 % slower in TPOT p50 at almost every level with 32 requests', (t: TestContext) => {
    const [runs] = simulate(90, 32, { tpotScale: 1.3 }, 2, [{}]);
    const rate = perCheck(runs!, 'tpot_ms.p50');
    t.diagnostic(`TPOT p50 level checks flagged: ${pct(rate)}; TPM: ${pct(perCheck(runs!, 'tpm'))}`);
    assert.ok(rate >= 0.8, pct(rate));
    assert.ok(share(runs!, anyRegression) >= 0.95);
  });

  it('finds TTFT +30 % on every request in p95 with 64 requests when p95 is the gated metric', (t: TestContext) => {
    const [runs] = simulate(90, 64, { ttftScale: 1.3 }, 3, [{ only: 'ttft_ms.p95', allowedScale: 0 }]);
    const rate = share(runs!, anyRegression);
    t.diagnostic(`at least one of 4 levels flagged in ${pct(rate)} of runs; level checks ${pct(perCheck(runs!, 'ttft_ms.p95'))}`);
    assert.ok(rate >= 0.3, pct(rate));
  });

  it('finds TTFT +20 % on every request in p50 with 64 requests when p50 is the gated metric', (t: TestContext) => {
    const [runs] = simulate(90, 64, { ttftScale: 1.2 }, 4, [{ only: 'ttft_ms.p50', allowedScale: 0 }]);
    const rate = share(runs!, anyRegression);
    t.diagnostic(`at least one of 4 levels flagged in ${pct(rate)} of runs; level checks ${pct(perCheck(runs!, 'ttft_ms.p50'))}`);
    assert.ok(rate >= 0.5, pct(rate));
  });

  it('does not blame the median for a slower tail', (t: TestContext) => {
    const trials = 120;
    const [runs] = simulate(trials, 64, { ttftTail: 0.3 }, 5, [{ allowedScale: 0 }]);
    const rate = share(runs!, (f) => f.some((c) => c.path === 'ttft_ms.p50' && c.judgement.outcome === 'regression'));
    t.diagnostic(`TTFT p50 flagged in ${pct(rate)} of runs; TTFT p95 level checks flagged: ${pct(perCheck(runs!, 'ttft_ms.p95'))}`);
    assert.ok(rate <= falseAlarmLimit(trials), pct(rate));
  });
});
