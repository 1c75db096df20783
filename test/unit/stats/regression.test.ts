// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord } from '../../../src/model/record.js';
import { parseMetricPath, type MetricRef } from '../../../src/metrics/catalogue.js';
import { checkSeed, compareMetric } from '../../../src/gate/regression-samples.js';
import { levelSamples } from '../../../src/metrics/samples.js';
import { type LevelSamples } from '../../../src/model/samples.js';
import { judgeRegressions, type RegressionCheckInput } from '../../../src/gate/regression.js';
import { changeBounds, changePValue, type AllowedChangeLimit, type Comparison, type JudgeableComparison } from '../../../src/stats/comparison.js';
import { compareProportions } from '../../../src/stats/compare-proportions.js';
import { compareSamples } from '../../../src/stats/compare-samples.js';
import { holmAdjust } from '../../../src/stats/holm.js';
import { createUint32Source, mixSeed, openUnit } from '../../../src/stats/random.js';

const UP_10: AllowedChangeLimit = { direction: 'up', fraction: 0.1 };

function logNormal(seed: number, n: number, median = 400, sigma = 0.35): Float64Array {
  const next = createUint32Source(seed);
  return Float64Array.from({ length: n }, () => median * Math.exp(sigma * Math.sqrt(-2 * Math.log(openUnit(next))) * Math.cos(2 * Math.PI * openUnit(next))));
}

function check(comparison: Comparison, allowed = UP_10): RegressionCheckInput {
  return { comparison, allowed };
}

describe('judgeRegressions', () => {
  it('declares a regression when the whole interval lies beyond the allowed change', () => {
    const [j] = judgeRegressions([check(compareSamples(logNormal(1, 64), logNormal(2, 64, 800), 'p50'))]);
    assert.equal(j!.outcome, 'regression');
    assert.ok(j!.interval!.lower > 0.1, JSON.stringify(j));
    assert.ok(j!.adjustedP! <= 0.05);
  });

  it('passes a check whose whole interval lies within the allowed change', () => {
    const [j] = judgeRegressions([check(compareSamples(logNormal(3, 2000, 400, 0.2), logNormal(4, 2000, 400, 0.2), 'p50'))]);
    assert.equal(j!.outcome, 'pass');
    assert.ok(j!.interval!.upper <= 0.1);
  });

  it('calls a check inconclusive when its interval straddles the allowed change', () => {
    // Every value +15 %, 32 noisy samples: beyond +10 % as a point, not as an interval.
    const [j] = judgeRegressions([check(compareSamples(logNormal(5, 32), logNormal(5, 32).map((x) => x * 1.15), 'p50'))]);
    assert.ok(Math.abs(j!.change! - 0.15) < 1e-12);
    assert.equal(j!.outcome, 'inconclusive');
    assert.ok(j!.interval!.lower <= 0.1 && j!.interval!.upper > 0.1, JSON.stringify(j!.interval));
    assert.equal(j!.reason, null);
  });

  it('reads regressions of metrics that may not drop from the upper bound', () => {
    const [drop, steady] = judgeRegressions([
      check(compareProportions({ successes: 640, trials: 640 }, { successes: 560, trials: 640 }), { direction: 'down', fraction: 0.01 }),
      check(compareProportions({ successes: 6400, trials: 6400 }, { successes: 6400, trials: 6400 }), { direction: 'down', fraction: 0.01 }),
    ]);
    assert.equal(drop!.outcome, 'regression');
    assert.ok(drop!.interval!.upper < -0.01);
    assert.equal(steady!.outcome, 'pass');
    assert.ok(steady!.interval!.lower >= -0.01);
  });

  it('keeps checks it cannot judge out of the family and says why', () => {
    const judged = check(compareSamples(logNormal(1, 64), logNormal(2, 64, 520), 'p50'));
    const tooFew = check(compareSamples(logNormal(1, 32), logNormal(2, 32), 'p95'));
    const [alone] = judgeRegressions([judged]);
    const [withIt, short] = judgeRegressions([judged, tooFew]);
    assert.equal(withIt!.adjustedP, alone!.adjustedP);
    assert.equal(short!.outcome, 'inconclusive');
    assert.match(short!.reason!, /p95 needs at least 40 samples per side/);
    assert.equal(short!.interval, null);
    assert.equal(short!.resolution, Infinity);
  });

  it('adjusts p-values over the family by Holm', () => {
    const checks = [1, 2, 3, 4, 5].map((k) => check(compareSamples(logNormal(k, 48), logNormal(k + 10, 48, 400 + 40 * k), 'p50')));
    const out = judgeRegressions(checks);
    const raw = out.map((j) => j.pValue!);
    assert.deepEqual(out.map((j) => j.adjustedP), holmAdjust(raw));
    assert.deepEqual(raw, checks.map((c) => changePValue(c.comparison as JudgeableComparison, c.allowed)));
  });

  it('shows intervals that agree with the verdict for every check of random families', () => {
    for (let family = 0; family < 30; family++) {
      const checks: RegressionCheckInput[] = [];
      for (let k = 0; k < 8; k++) {
        const seed = mixSeed(family, k);
        const shift = 1 + 0.6 * openUnit(createUint32Source(seed));
        const stat = (['p50', 'p90', 'mean'] as const)[k % 3]!;
        checks.push(check(compareSamples(logNormal(seed, 40), logNormal(seed + 1, 40, 400 * shift), stat, { seed, resamples: 2000 })));
      }
      for (const j of judgeRegressions(checks)) {
        assert.equal(j.outcome === 'regression', j.interval!.lower > 0.1, `family ${family}: ${JSON.stringify(j)}`);
        if (j.outcome === 'pass') assert.ok(j.interval!.upper <= 0.1);
        assert.ok(j.errorLevel! >= 0.05 / 8 - 1e-15 && j.errorLevel! <= 0.05);
        const b = changeBounds(checks[0]!.comparison as JudgeableComparison, j.errorLevel!);
        assert.ok(Number.isFinite(b.lower));
      }
    }
  });

  it('does not depend on the order of the checks', () => {
    const checks = [1, 2, 3].map((k) => check(compareSamples(logNormal(k, 48), logNormal(k + 10, 48, 450 + 60 * k), 'p50')));
    const forward = judgeRegressions(checks);
    const backward = judgeRegressions(checks.slice().reverse()).reverse();
    assert.deepEqual(forward, backward);
  });

  it('is stricter with a smaller α', () => {
    const c = check(compareSamples(logNormal(1, 64), logNormal(2, 64, 560), 'p50'));
    const [loose] = judgeRegressions([c], { alpha: 0.2 });
    const [strict] = judgeRegressions([c], { alpha: 0.001 });
    assert.ok(strict!.interval!.lower < loose!.interval!.lower && strict!.interval!.upper > loose!.interval!.upper);
    assert.throws(() => judgeRegressions([c], { alpha: 0.5 }), /alpha must be between 0 and 0.5/);
    assert.throws(() => judgeRegressions([check(c.comparison, { direction: 'up', fraction: -0.1 })]), /allowed change must be ≥ 0/);
  });

  it('states a resolution for each check and flags those coarser than required', () => {
    const small = check(compareSamples(logNormal(1, 20), logNormal(2, 20), 'p50'));
    const large = check(compareSamples(logNormal(1, 2000), logNormal(2, 2000), 'p50'));
    const [a, b] = judgeRegressions([small, large], { minResolution: 0.1 });
    assert.ok(a!.resolution > 0.1 && a!.tooCoarse, `small: ${a!.resolution}`);
    assert.ok(b!.resolution < 0.1 && !b!.tooCoarse, `large: ${b!.resolution}`);
    assert.ok(a!.detectable > a!.resolution);
    const [none] = judgeRegressions([small]);
    assert.equal(none!.tooCoarse, false);
  });
});

/** A record of a successful streamed request sent at `at` ms. */
function record(at: number, ttftMs: number, tokens: number, tpotMs: number, ok = true): RequestRecord {
  const contentMs = ok ? Array.from({ length: tokens }, (_, i) => at + ttftMs + i * tpotMs) : [];
  return {
    id: `r${at}`, sentMs: at, headersMs: at + 1, contentMs, endMs: ok ? at + ttftMs + (tokens - 1) * tpotMs + 2 : at + 50,
    statusCode: ok ? 200 : 500, inputTokens: ok ? 100 : undefined, outputTokens: ok ? tokens : undefined,
    tokensSource: ok ? 'usage' : undefined, finishReason: ok ? 'stop' : undefined, ok,
    error: ok ? undefined : { kind: 'server_error', message: 'HTTP 500' },
  };
}

function samplesOf(n: number, scale: number, seed: number, failEvery = 0): LevelSamples {
  const next = createUint32Source(seed);
  const records = Array.from({ length: n }, (_, i) => record(i * 1000, 300 * scale * (0.7 + 0.6 * openUnit(next)), 20 + (i % 5), 20 * scale, failEvery === 0 || i % failEvery !== 0));
  return levelSamples(records);
}

function ref(path: string): MetricRef {
  return parseMetricPath(path) as MetricRef;
}

describe('levelSamples', () => {
  it('keeps one entry per request, with nulls for what a failed request lacks', () => {
    const s = levelSamples([record(0, 250.0004, 3, 10), record(100, 300, 3, 10, false)]);
    assert.deepEqual(s.ok, [1, 0]);
    assert.deepEqual(s.ttft_ms, [250, null]);
    assert.deepEqual(s.tpot_ms, [10, null]);
    assert.deepEqual(s.e2e_ms, [272, 50]);
    assert.deepEqual(s.input_tokens, [100, null]);
    assert.deepEqual(s.output_tokens, [3, null]);
  });
});

describe('checkSeed', () => {
  it('gives a check the same seed every time and other checks other seeds', () => {
    assert.equal(checkSeed('ttft_ms.p95', { concurrency: 4 }), checkSeed('ttft_ms.p95', { concurrency: 4, rate: null }));
    const seeds = new Set([
      checkSeed('ttft_ms.p95', { concurrency: 4 }), checkSeed('ttft_ms.p95', { concurrency: 8 }), checkSeed('ttft_ms.p50', { concurrency: 4 }),
      checkSeed('ttft_ms.p95', { concurrency: 4, rate: 2 }),
    ]);
    assert.equal(seeds.size, 4, 'a rate level whose cap is 4 does not share the seed of concurrency 4');
  });

  it('keeps the seeds stored results were judged with', () => {
    // Changing a seed would change the verdict of a re-judged results.json.
    assert.equal(checkSeed('ttft_ms.p95', { concurrency: 4 }), 3365905212);
    assert.equal(checkSeed('ttft_ms.p95', { concurrency: 16, rate: 2 }), 3167012709);
    assert.equal(checkSeed('tpm', { concurrency: 16, rate: 0.5 }), 3494228341);
  });
});

describe('compareMetric', () => {
  const base = samplesOf(64, 1, 1, 16);
  const slower = samplesOf(64, 2, 2, 16);

  it('compares latency percentiles over successful requests only', () => {
    const c = compareMetric(ref('ttft_ms.p95'), base, slower);
    assert.equal(c.method, 'percentile-bootstrap');
    assert.equal(c.baselineCount, 60);
    const [j] = judgeRegressions([{ comparison: c, allowed: UP_10 }]);
    assert.equal(j!.outcome, 'regression');
  });

  it('compares the success rate as a proportion of all requests', () => {
    const c = compareMetric(ref('success_rate'), base, slower);
    assert.equal(c.method, 'mover-wilson');
    assert.equal(c.baselineValue, 60 / 64);
  });

  it('compares TPM as tokens of successful requests over the time of all requests', () => {
    const c = compareMetric(ref('tpm'), base, slower);
    assert.equal(c.method, 'welch-log');
    let tokens = 0;
    let time = 0;
    base.ok.forEach((ok, i) => {
      if (ok === 1) tokens += base.input_tokens[i]! + base.output_tokens[i]!;
      time += base.e2e_ms[i]!;
    });
    assert.equal(c.baselineValue, tokens / time);
    const [j] = judgeRegressions([{ comparison: c, allowed: { direction: 'down', fraction: 0.1 } }]);
    assert.equal(j!.outcome, 'regression');
  });

  it('compares QPS and RPM alike, as successful requests over time', () => {
    const qps = compareMetric(ref('qps'), base, slower);
    const rpm = compareMetric(ref('rpm'), base, slower);
    assert.equal(qps.change, rpm.change);
    assert.ok(qps.change! < -0.3);
  });

  it('compares per-request tokens/s from output tokens and E2E', () => {
    const c = compareMetric(ref('request_tps.p50'), base, slower);
    assert.ok(c.change! < -0.3, String(c.change));
  });

  const refused: Array<[string, RegExp]> = [
    ['itl_ms.p95', /not independent samples; compare tpot_ms instead/],
    ['ttft_ms.max', /minimum and maximum of a sample cannot be compared/],
  ];
  for (const [path, why] of refused) {
    it(`does not compare ${path}, and says why`, () => {
      const c = compareMetric(ref(path), base, slower);
      assert.equal(c.method, 'insufficient');
      assert.match(c.method === 'insufficient' ? c.reason : '', why);
    });
  }
});
