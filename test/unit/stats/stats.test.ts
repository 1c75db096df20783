// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { percentile } from '../../../src/stats/percentile.js';
import { changeBounds, changeCentre, changePValue, type AllowedChangeLimit, type JudgeableComparison } from '../../../src/stats/comparison.js';
import { wilsonInterval } from '../../../src/stats/mover.js';
import { compareProportions } from '../../../src/stats/compare-proportions.js';
import { compareRatios } from '../../../src/stats/compare-rates.js';
import { compareSamples, minimumSamples, percentileBootstrap, type SampleStat } from '../../../src/stats/compare-samples.js';
import { formatInterval } from '../../../src/metrics/format.js';
import { holmAdjust, holmLevel } from '../../../src/stats/holm.js';
import { quantileResampler } from '../../../src/stats/quantile-bootstrap.js';
import { createUint32Source, mixSeed, openUnit } from '../../../src/stats/random.js';
import { resolutionOf, tooCoarse } from '../../../src/stats/resolution.js';
import {
  logGamma, normalCdf, normalQuantile, regularizedBeta, regularizedGammaQ, studentTCdf, studentTQuantile,
} from '../../../src/stats/special.js';

const NBSP = '\u00a0';

/** n log-normal draws (median `median`, σ) from a seeded stream. */
function logNormal(seed: number, n: number, median = 400, sigma = 0.35): Float64Array {
  const next = createUint32Source(seed);
  return Float64Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(openUnit(next))) * Math.cos(2 * Math.PI * openUnit(next));
    return median * Math.exp(sigma * z);
  });
}

function judgeable(c: ReturnType<typeof compareSamples>): JudgeableComparison {
  assert.notEqual(c.method, 'insufficient', 'expected a comparison with enough data');
  return c as JudgeableComparison;
}

function close(actual: number, expected: number, relTol: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= relTol * Math.max(1e-300, Math.abs(expected)), `${what}: got ${actual}, expected ${expected}`);
}

describe('special functions', () => {
  it('log-gamma matches factorials and Γ(½) = √π', () => {
    assert.ok(Math.abs(logGamma(1)) < 1e-13, String(logGamma(1)));
    close(logGamma(0.5), 0.5 * Math.log(Math.PI), 1e-13, 'lnΓ(½)');
    close(logGamma(10), Math.log(362880), 1e-13, 'lnΓ(10)');
    close(logGamma(171), 706.5730622457874, 1e-13, 'lnΓ(171)');
  });

  it('log-gamma obeys Γ(x + 1) = x·Γ(x) across small and large x', () => {
    for (const x of [0.1, 0.7, 1.3, 4.5, 9.99, 10.01, 55.5, 480.25]) {
      close(logGamma(x + 1), logGamma(x) + Math.log(x), 1e-12, `x = ${x}`);
    }
  });

  it('the incomplete beta has the closed forms of Beta(a, 1), Beta(1, b) and symmetry', () => {
    for (const x of [0.01, 0.3, 0.5, 0.9, 0.999]) {
      close(regularizedBeta(x, 3.5, 1), Math.pow(x, 3.5), 1e-12, `I_${x}(3.5, 1)`);
      close(regularizedBeta(x, 1, 7), 1 - Math.pow(1 - x, 7), 1e-12, `I_${x}(1, 7)`);
      close(regularizedBeta(x, 4, 9) + regularizedBeta(1 - x, 9, 4), 1, 1e-12, `symmetry at ${x}`);
    }
    close(regularizedBeta(0.5, 12.5, 12.5), 0.5, 1e-12, 'I_½(a, a)');
  });

  it('the incomplete beta gives binomial tails: P(Bin(n, p) ≥ k) = I_p(k, n − k + 1)', () => {
    const n = 40;
    const p = 0.93;
    let tail = 0;
    for (let j = 37; j <= n; j++) tail += Math.exp(logGamma(n + 1) - logGamma(j + 1) - logGamma(n - j + 1) + j * Math.log(p) + (n - j) * Math.log1p(-p));
    close(regularizedBeta(p, 37, n - 37 + 1), tail, 1e-10, 'binomial tail');
  });

  it('the normal CDF is accurate in the centre and far in the tails', () => {
    assert.equal(normalCdf(0), 0.5);
    close(normalCdf(1.959963984540054), 0.975, 1e-13, 'Φ(1.96)');
    close(normalCdf(-3), 0.0013498980316300946, 1e-12, 'Φ(−3)');
    close(normalCdf(-8), 6.22096057427174e-16, 1e-11, 'Φ(−8)');
    close(regularizedGammaQ(1, 2.5), Math.exp(-2.5), 1e-13, 'Q(1, x) = e^−x');
  });

  it('the normal quantile inverts the CDF', () => {
    close(normalQuantile(0.975), 1.959963984540054, 1e-12, 'z(0.975)');
    for (const p of [1e-12, 1e-6, 0.0014, 0.05, 0.3, 0.5, 0.8, 0.999999]) {
      close(normalCdf(normalQuantile(p)), p, 1e-10, `Φ(Φ⁻¹(${p}))`);
    }
  });

  it("Student's t matches the Cauchy distribution at 1 degree of freedom, and reference quantiles", () => {
    for (const t of [-5, -1, 0.3, 2]) close(studentTCdf(t, 1), 0.5 + Math.atan(t) / Math.PI, 1e-12, `T₁(${t})`);
    close(studentTQuantile(0.975, 10), 2.228138851986274, 1e-11, 't₀.₉₇₅,₁₀');
    close(studentTQuantile(0.001, 31), -3.3748992804233016, 1e-11, 't₀.₀₀₁,₃₁');
    close(studentTCdf(studentTQuantile(0.0002, 15), 15), 0.0002, 1e-8, 'round trip');
  });
});

describe('seeded generator', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const a = createUint32Source(42);
    const b = createUint32Source(42);
    const c = createUint32Source(43);
    const sa = Array.from({ length: 8 }, a);
    assert.deepEqual(Array.from({ length: 8 }, b), sa);
    assert.notDeepEqual(Array.from({ length: 8 }, c), sa);
    for (const x of sa) assert.ok(Number.isInteger(x) && x >= 0 && x < 2 ** 32);
  });

  it('draws uniforms whose mean and spread are those of U(0, 1)', () => {
    const next = createUint32Source(7);
    let sum = 0;
    let sq = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const u = openUnit(next);
      assert.ok(u > 0 && u < 1);
      sum += u;
      sq += u * u;
    }
    assert.ok(Math.abs(sum / n - 0.5) < 0.003, `mean ${sum / n}`);
    assert.ok(Math.abs(sq / n - sum * sum / n / n - 1 / 12) < 0.002, 'variance');
  });

  it('mixes seed parts so that their order matters', () => {
    assert.notEqual(mixSeed(1, 2), mixSeed(2, 1));
    assert.equal(mixSeed(5, 6, 7), mixSeed(5, 6, 7));
  });
});

describe('quantileResampler', () => {
  // The tables promise the distribution full resampling gives; compare the two by a chi-square
  // test on the replicate values (fixed seeds, so the statistic is fixed too).
  const sample = Float64Array.from([1, 2, 3, 5, 8, 13, 21, 34, 55]);
  for (const q of [0.5, 0.9, 0.95, 0.3, 1]) {
    it(`draws the q = ${q} percentile of a resample exactly as full resampling does`, () => {
      const next = createUint32Source(mixSeed(11, q * 100));
      const u = (): number => openUnit(next);
      const resample = quantileResampler(sample, q);
      const n = 60_000;
      const fast = new Map<number, number>();
      const slow = new Map<number, number>();
      const buf = new Float64Array(sample.length);
      for (let i = 0; i < n; i++) {
        const v = resample(u);
        fast.set(v, (fast.get(v) ?? 0) + 1);
        for (let k = 0; k < buf.length; k++) buf[k] = sample[Math.floor(u() * buf.length)]!;
        buf.sort();
        // The same interpolation as the resampler; numpy's last-bit rounding would split cells.
        const rank = (buf.length - 1) * q;
        const lo = Math.floor(rank);
        const w = buf[lo]! + (rank - lo) * (buf[Math.min(lo + 1, buf.length - 1)]! - buf[lo]!);
        slow.set(w, (slow.get(w) ?? 0) + 1);
      }
      let chi = 0;
      let cells = 0;
      for (const key of new Set([...fast.keys(), ...slow.keys()])) {
        const a = fast.get(key) ?? 0;
        const b = slow.get(key) ?? 0;
        if (a + b < 20) continue;
        chi += (a - b) ** 2 / (a + b);
        cells++;
      }
      const df = cells - 1;
      // Far beyond the 99.9th percentile of χ²(df) for these df: only a wrong distribution fails.
      assert.ok(chi < df + 6 * Math.sqrt(2 * df), `χ² = ${chi.toFixed(1)} on ${df} df`);
    });
  }

  it('never reads outside the sample', () => {
    const next = createUint32Source(3);
    const resample = quantileResampler(Float64Array.from([10, 20]), 0.99);
    for (let i = 0; i < 10_000; i++) {
      const v = resample(() => openUnit(next));
      assert.ok(v >= 10 && v <= 20, String(v));
    }
  });
});

describe('compareSamples', () => {
  it('reports the same point change as the percentile the report table shows', () => {
    const base = logNormal(1, 64);
    const cur = logNormal(2, 64);
    for (const stat of ['p50', 'p90', 'p95'] as const) {
      const c = compareSamples(base, cur, stat);
      const q = Number(stat.slice(1));
      const want = percentile(cur.slice().sort(), q)! / percentile(base.slice().sort(), q)! - 1;
      assert.equal(c.change, want, stat);
    }
  });

  it('gives the same replicates for the same seed and different ones for another seed', () => {
    const base = logNormal(1, 48);
    const cur = logNormal(2, 48);
    const a = judgeable(compareSamples(base, cur, 'p50', { seed: 9, resamples: 500 }));
    const b = judgeable(compareSamples(base, cur, 'p50', { seed: 9, resamples: 500 }));
    const c = judgeable(compareSamples(base, cur, 'p50', { seed: 10, resamples: 500 }));
    assert.deepEqual(a, b);
    assert.notDeepEqual(a, c);
  });

  it('leaves its inputs as they were', () => {
    const base = [5, 1, 4, 2, 3, 9, 8, 7, 6, 10];
    const copy = base.slice();
    compareSamples(base, base, 'p50', { resamples: 200 });
    assert.deepEqual(base, copy);
  });

  it('does not depend on the unit: scaling both samples leaves change and bounds alone', () => {
    const base = logNormal(3, 50);
    const cur = logNormal(4, 50);
    const a = judgeable(compareSamples(base, cur, 'p90', { seed: 1, resamples: 2000 }));
    const b = judgeable(compareSamples(base.map((x) => x / 1000), cur.map((x) => x / 1000), 'p90', { seed: 1, resamples: 2000 }));
    close(b.change!, a.change!, 1e-9, 'change');
    close(changeBounds(b, 0.025).lower, changeBounds(a, 0.025).lower, 1e-9, 'lower');
    close(changeBounds(b, 0.025).upper, changeBounds(a, 0.025).upper, 1e-9, 'upper');
  });

  it('brackets a doubling of every value with an interval that excludes no change', () => {
    const base = logNormal(5, 64);
    const cur = logNormal(6, 64).map((x) => x * 2);
    for (const stat of ['p50', 'p95', 'mean'] as const) {
      const c = judgeable(compareSamples(base, cur, stat));
      const b = changeBounds(c, 0.025);
      assert.ok(b.lower > 0 && b.lower < 1 && b.upper > 1, `${stat}: [${b.lower}, ${b.upper}]`);
    }
  });

  const minima: Array<[SampleStat, number]> = [['p50', 10], ['p90', 20], ['p95', 40], ['p99', 200], ['mean', 10]];
  for (const [stat, needed] of minima) {
    it(`needs ${needed} samples a side for ${stat}, and says so below that`, () => {
      assert.equal(minimumSamples(stat), needed);
      const enough = compareSamples(logNormal(1, needed), logNormal(2, needed), stat, { resamples: 200 });
      assert.notEqual(enough.method, 'insufficient');
      const short = compareSamples(logNormal(1, needed), logNormal(2, needed - 1), stat, { resamples: 200 });
      assert.equal(short.method, 'insufficient');
      assert.ok(short.method === 'insufficient' && short.needed === needed);
      assert.match(short.method === 'insufficient' ? short.reason : '', new RegExp(`${stat} needs at least ${needed} samples per side; the current run has ${needed - 1}`));
    });
  }

  it('refuses negative and non-finite values with the index of the culprit', () => {
    assert.throws(() => compareSamples([1, 2, -3], [1, 2, 3], 'p50'), /baseline sample value 2 must be a finite number ≥ 0, got -3/);
    assert.throws(() => compareSamples([1, 2, 3], [1, NaN], 'mean'), /current sample value 1/);
  });

  it('cannot judge a change from a baseline of 0', () => {
    const zeros = new Array(20).fill(0);
    const c = compareSamples(zeros, zeros.map(() => 1), 'p50');
    assert.equal(c.method, 'insufficient');
    assert.equal(c.change, null);
  });

  it('compares the mean in closed form, with the same answer for any seed', () => {
    const base = logNormal(7, 30);
    const cur = logNormal(8, 30);
    const a = compareSamples(base, cur, 'mean', { seed: 1 });
    const b = compareSamples(base, cur, 'mean', { seed: 2 });
    assert.equal(a.method, 'welch-log');
    assert.deepEqual(a, b);
  });
});

describe('bounds and p-values', () => {
  // Bounds at γ clear the allowed change exactly when its p-value is at most γ: the property
  // that keeps a printed interval and a verdict from ever disagreeing.
  const comparisons: Array<[string, JudgeableComparison]> = [
    ['a percentile bootstrap', judgeable(compareSamples(logNormal(1, 40), logNormal(2, 40, 480), 'p50', { resamples: 3000 }))],
    ['a Welch comparison of means', judgeable(compareSamples(logNormal(3, 40), logNormal(4, 40, 480), 'mean'))],
    ['a comparison of proportions', compareProportions({ successes: 640, trials: 640 }, { successes: 600, trials: 640 }) as JudgeableComparison],
  ];
  for (const [name, c] of comparisons) {
    it(`agree for ${name} at every level and limit`, () => {
      for (const gamma of [0.0005, 0.0014, 0.01, 0.05, 0.2]) {
        const b = changeBounds(c, gamma);
        for (const fraction of [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3]) {
          const up: AllowedChangeLimit = { direction: 'up', fraction };
          const down: AllowedChangeLimit = { direction: 'down', fraction };
          // Skip limits within float noise of a bound, where either answer is right.
          if (Math.abs(b.lower - fraction) > 1e-9) assert.equal(changePValue(c, up) <= gamma, b.lower > fraction, `up ${fraction} at γ = ${gamma}`);
          if (Math.abs(b.upper + fraction) > 1e-9) assert.equal(changePValue(c, down) <= gamma, b.upper < -fraction, `down ${fraction} at γ = ${gamma}`);
        }
      }
    });
  }

  it('widen as the error level shrinks and hold the centre between them', () => {
    for (const [, c] of comparisons) {
      const wide = changeBounds(c, 0.001);
      const narrow = changeBounds(c, 0.1);
      const centre = changeCentre(c);
      assert.ok(wide.lower <= narrow.lower && narrow.lower <= centre && centre <= narrow.upper && narrow.upper <= wide.upper);
    }
  });

  it('refuse error levels outside (0, ½)', () => {
    assert.throws(() => changeBounds(comparisons[0]![1], 0.5), /between 0 and 0.5/);
    assert.throws(() => changeBounds(comparisons[0]![1], 0), /between 0 and 0.5/);
  });

  it('give a bootstrap p-value no smaller than 1 / (B + 1)', () => {
    const c = judgeable(compareSamples(logNormal(1, 64), logNormal(2, 64).map((x) => x * 5), 'p50', { resamples: 999 }));
    assert.equal(changePValue(c, { direction: 'up', fraction: 0.1 }), 1 / 1000);
  });
});

describe('compareRatios', () => {
  it('compares Σ work / Σ time, pairs kept together', () => {
    const c = compareRatios(
      { numerator: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100], denominator: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10] },
      { numerator: [100, 100, 100, 100, 100, 100, 100, 100, 100, 0], denominator: [12, 11, 10, 12, 11, 10, 12, 11, 10, 5] },
    );
    assert.equal(c.method, 'welch-log');
    assert.equal(c.baselineValue, 10);
    close(c.currentValue!, 900 / 104, 1e-12, 'current');
    close(c.change!, 900 / 104 / 10 - 1, 1e-12, 'change');
  });

  it('finds a 30 % throughput drop in 64 requests a side', () => {
    const time = logNormal(1, 64, 4000, 0.2);
    const slower = logNormal(2, 64, 4000 * 1.3, 0.2);
    const tokens = Array.from({ length: 64 }, () => 256);
    const c = compareRatios({ numerator: tokens, denominator: time }, { numerator: tokens, denominator: slower }) as JudgeableComparison;
    const b = changeBounds(c, 0.0014);
    assert.ok(b.upper < -0.1, `upper bound ${b.upper}`);
  });

  it('needs 10 requests a side and pairs of equal length', () => {
    const nine = { numerator: new Array(9).fill(1), denominator: new Array(9).fill(1) };
    const ten = { numerator: new Array(10).fill(1), denominator: new Array(10).fill(1) };
    assert.equal(compareRatios(nine, ten).method, 'insufficient');
    assert.throws(() => compareRatios({ numerator: [1, 2], denominator: [1] }, ten), /one value per request, got 2 and 1/);
  });

  it('cannot judge a change from a baseline that did no work', () => {
    const idle = { numerator: new Array(10).fill(0), denominator: new Array(10).fill(1) };
    const busy = { numerator: new Array(10).fill(1), denominator: new Array(10).fill(1) };
    assert.equal(compareRatios(idle, busy).method, 'insufficient');
  });

  it('calls a current run with no work at all a drop of 100 %', () => {
    const busy = { numerator: Array.from({ length: 10 }, (_, i) => 5 + i), denominator: new Array(10).fill(1) };
    const idle = { numerator: new Array(10).fill(0), denominator: new Array(10).fill(1) };
    const c = compareRatios(busy, idle) as JudgeableComparison;
    assert.equal(c.change, -1);
    assert.equal(changePValue(c, { direction: 'down', fraction: 0.1 }), 0);
  });
});

describe('compareProportions', () => {
  it('uses Wilson intervals: 0 of 10 has an upper 97.5 % limit of z² / (n + z²)', () => {
    const w = wilsonInterval(0, 10, 0.025);
    assert.equal(w.lower, 0);
    const z2 = 1.959963984540054 ** 2;
    close(w.upper, z2 / (10 + z2), 1e-12, 'upper');
  });

  it('bounds the ratio of two perfect runs by the Wilson limits, as MOVER-R does', () => {
    const c = compareProportions({ successes: 64, trials: 64 }, { successes: 64, trials: 64 }) as JudgeableComparison;
    const b = changeBounds(c, 0.025);
    const w = wilsonInterval(64, 64, 0.025);
    close(b.lower, w.lower - 1, 1e-12, 'lower');
    close(b.upper, 1 / w.lower - 1, 1e-12, 'upper');
  });

  it('needs a baseline with at least one success and requests on both sides', () => {
    assert.equal(compareProportions({ successes: 0, trials: 10 }, { successes: 5, trials: 10 }).method, 'insufficient');
    assert.equal(compareProportions({ successes: 5, trials: 10 }, { successes: 0, trials: 0 }).method, 'insufficient');
    assert.throws(() => compareProportions({ successes: 11, trials: 10 }, { successes: 5, trials: 10 }), /0 ≤ successes ≤ trials, got 11 of 10/);
  });

  it('gives larger p-values to smaller drops', () => {
    const limit: AllowedChangeLimit = { direction: 'down', fraction: 0.01 };
    const ps = [640, 630, 620, 600].map((s) => changePValue(compareProportions({ successes: 640, trials: 640 }, { successes: s, trials: 640 }) as JudgeableComparison, limit));
    for (let i = 1; i < ps.length; i++) assert.ok(ps[i]! < ps[i - 1]!, ps.join(', '));
  });
});

describe('holmAdjust', () => {
  it('adjusts step-down and keeps adjusted p-values monotone in the raw order', () => {
    // Sorted: 0.005·4 = 0.02, 0.01·3 = 0.03, 0.03·2 = 0.06, 0.04·1 = 0.04 → 0.06 (monotone).
    assert.deepEqual(holmAdjust([0.01, 0.04, 0.03, 0.005]).map((p) => Number(p.toFixed(10))), [0.03, 0.06, 0.06, 0.02]);
  });

  it('caps adjusted p-values at 1 and keeps an empty family empty', () => {
    assert.deepEqual(holmAdjust([0.5, 0.9]), [1, 1]);
    assert.deepEqual(holmAdjust([]), []);
    assert.throws(() => holmAdjust([1.2]), /must be in \[0, 1\]/);
  });

  it('puts each check at a level where its own p-value decides as Holm does', () => {
    const p = [0.0001, 0.004, 0.013, 0.02, 0.5];
    const adj = holmAdjust(p);
    p.forEach((pi, i) => {
      const g = holmLevel(0.05, pi, adj[i]!, p.length);
      assert.ok(g >= 0.05 / p.length - 1e-15 && g <= 0.05);
      assert.equal(pi <= g, adj[i]! <= 0.05, `check ${i}`);
    });
  });
});

describe('resolutionOf', () => {
  it('is finer with more samples and states the detectable regression on top of the allowed change', () => {
    const allowed: AllowedChangeLimit = { direction: 'up', fraction: 0.1 };
    const small = resolutionOf(judgeable(compareSamples(logNormal(1, 32), logNormal(2, 32), 'p50')), allowed, 0.05 / 36);
    const large = resolutionOf(judgeable(compareSamples(logNormal(1, 400), logNormal(2, 400), 'p50')), allowed, 0.05 / 36);
    assert.ok(large.resolution < small.resolution / 2, `${large.resolution} vs ${small.resolution}`);
    close(small.detectable, 1.1 * (1 + small.resolution) - 1, 1e-12, 'detectable');
  });

  it('is about (z_γ + z_power) standard errors for a Welch comparison', () => {
    const c = judgeable(compareSamples(logNormal(3, 100), logNormal(4, 100), 'mean'));
    assert.ok(c.method === 'welch-log');
    const r = resolutionOf(c, { direction: 'up', fraction: 0 }, 0.05);
    const want = Math.expm1((studentTQuantile(0.95, c.dof) + studentTQuantile(0.8, c.dof)) * c.standardError);
    close(r.resolution, want, 1e-9, 'resolution');
  });

  it('states a drop for metrics that may not fall', () => {
    const c = compareProportions({ successes: 63, trials: 64 }, { successes: 64, trials: 64 }) as JudgeableComparison;
    const r = resolutionOf(c, { direction: 'down', fraction: 0.01 }, 0.01);
    assert.ok(r.resolution > 0 && r.resolution < 1);
    close(r.detectable, 1 - 0.99 * (1 - r.resolution), 1e-12, 'detectable');
  });

  it('calls a check too coarse when its resolution is worse than required', () => {
    assert.equal(tooCoarse({ resolution: 0.12, detectable: 0.23 }, 0.1), true);
    assert.equal(tooCoarse({ resolution: 0.08, detectable: 0.19 }, 0.1), false);
    assert.equal(tooCoarse({ resolution: Infinity, detectable: Infinity }, 0.1), true);
  });
});

describe('formatInterval', () => {
  const cases: Array<[string, number, number, number, string]> = [
    ['whole percents for a wide interval', 0.1204, 0.041, 0.2093, `+12${NBSP}% [+4${NBSP}%, +21${NBSP}%]`],
    ['one decimal for a narrow interval', 0.012, -0.004, 0.029, `+1.2${NBSP}% [-0.4${NBSP}%, +2.9${NBSP}%]`],
    ['no sign on zero', 0, -0.2, 0.25, `0${NBSP}% [-20${NBSP}%, +25${NBSP}%]`],
    ['an unbounded upper side', 0.3, -0.1, Infinity, `+30${NBSP}% [-10${NBSP}%, +∞${NBSP}%]`],
    ['a total drop', -1, -1, -0.5, `-100${NBSP}% [-100${NBSP}%, -50${NBSP}%]`],
  ];
  for (const [name, change, lower, upper, want] of cases) {
    it(`prints ${name}`, () => assert.equal(formatInterval(change, { lower, upper }), want));
  }
});

describe('percentileBootstrap', () => {
  it('compares any sample size, for studying the method below the gate’s minimum', () => {
    const c = percentileBootstrap(logNormal(1, 12).sort(), logNormal(2, 12).sort(), 0.99, { resamples: 200 });
    assert.equal(c.method, 'percentile-bootstrap');
    assert.equal(c.statistic, 'p99');
    assert.equal(c.replicates.length, 200);
  });
});
