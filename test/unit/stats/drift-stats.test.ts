// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The statistics behind drift: the trend through a history's log values, the comparison against
// where a drifting history leaves main, and change points (E-divisive means with a t-test), with
// their false-alarm rate on seeded series of unchanged runs and their detection of a step.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareAgainstTrend, drifts, logTrend, trendEnd } from '../../../src/stats/trend.js';
import { changePoints } from '../../../src/stats/change-points.js';
import { createUint32Source, openUnit } from '../../../src/stats/random.js';
import { normalQuantile } from '../../../src/stats/special.js';

const PRIOR = { dof: 4, sd: 0.02 };

/** `n` run values about 10 scattered log-normally by `sd`, each `step` (a ratio) above the last from `from` on. */
function series(seed: number, n: number, sd: number, step = 1, from = 0): number[] {
  const next = createUint32Source(seed);
  return Array.from({ length: n }, (_, i) => 10 * step ** Math.max(0, i - from + 1) * Math.exp(sd * normalQuantile(openUnit(next))));
}

describe('trend through a history', () => {
  it('finds a +4 % per run drift and ends where the drift leaves main', () => {
    const values = series(1, 8, 0.01, 1.04, 1);
    const t = logTrend(values, PRIOR);
    assert.ok(drifts(t), JSON.stringify(t));
    assert.ok(Math.abs(Math.exp(t.slope) - 1.04) < 0.01, String(t.slope));
    assert.ok(Math.abs(Math.exp(trendEnd(t)) / values.at(-1)! - 1) < 0.03);
  });

  it('judges the next run against the trend\'s end: a +4 % step reads as about +4 %, not as the whole drift', () => {
    const values = series(2, 8, 0.005, 1.04, 1);
    const t = logTrend(values, PRIOR)!;
    const c = compareAgainstTrend('p50', t, values.at(-1)! * 1.04, { baseline: 256, current: 32 });
    assert.ok(c.change !== null && c.change > 0.01 && c.change < 0.08, String(c.change));
    assert.equal(c.method, 'welch-log');
    assert.equal(c.baselineRuns, 8);
  });

  it('does not call an unchanged history drifting more than about 1 % of the time', () => {
    let found = 0;
    const trials = 1000;
    for (let s = 0; s < trials; s++) if (drifts(logTrend(series(100 + s, 10, 0.03), PRIOR))) found++;
    assert.ok(found / trials <= 0.02, `${found} of ${trials}`);
  });

  it('needs 4 runs and values above 0', () => {
    assert.equal(logTrend([1, 2, 3], PRIOR), null);
    assert.equal(logTrend([1, 2, 0, 3], PRIOR), null);
  });
});

describe('change points', () => {
  it('finds a 9 % step and where it happened', () => {
    const values = series(7, 14, 0.01).map((v, i) => (i >= 8 ? v * 1.09 : v));
    const cps = changePoints(values);
    assert.equal(cps.length, 1, JSON.stringify(cps));
    assert.equal(cps[0]!.index, 8);
    assert.ok(Math.abs(cps[0]!.change - 0.09) < 0.03, String(cps[0]!.change));
    assert.ok(cps[0]!.pValue <= 0.001);
  });

  it('finds two steps, up then down', () => {
    const values = [...series(8, 6, 0.01), ...series(9, 6, 0.01).map((v) => v * 1.2), ...series(10, 6, 0.01)];
    const cps = changePoints(values);
    assert.deepEqual(cps.map((c) => c.index), [6, 12]);
    assert.ok(cps[0]!.change > 0.15 && cps[1]!.change < -0.1);
  });

  it('ignores steps under 5 % however clear (Hunter\'s min_magnitude)', () => {
    const values = [...Array(8).fill(10), ...Array(8).fill(10.3)].map((v, i) => v * (1 + 0.0005 * (i % 2)));
    assert.deepEqual(changePoints(values), []);
  });

  // The false-alarm rate on unchanged runs, as main's refresh job meets it: seeded log-normal
  // series of 18 runs (main's 3 first runs and 15 merges) scattering by 3 %, the last 11 runs
  // (a history of 10 and this run) analysed afresh at every merge.
  it('reports a step in at most 3 % of unchanged 15-merge sequences', () => {
    let alarms = 0;
    const trials = 300;
    for (let s = 0; s < trials; s++) {
      const v = series(5000 + s, 18, 0.03);
      for (let n = 4; n <= 18; n++) {
        if (changePoints(v.slice(Math.max(0, n - 11), n)).length > 0) {
          alarms++;
          break;
        }
      }
    }
    assert.ok(alarms / trials <= 0.03, `${alarms} of ${trials}`);
  });

  it('finds a 15 % step by the 4th run after it in at least 80 % of sequences scattering by 3 % (measured: 87 %)', () => {
    let found = 0;
    const trials = 200;
    for (let s = 0; s < trials; s++) {
      const v = series(7000 + s, 18, 0.03).map((x, i) => (i >= 8 ? x * 1.15 : x));
      for (let n = 10; n <= 12; n++) {
        if (changePoints(v.slice(Math.max(0, n - 11), n)).some((c) => c.index === 8 - Math.max(0, n - 11))) {
          found++;
          break;
        }
      }
    }
    assert.ok(found / trials >= 0.8, `${found} of ${trials}`);
  });

  // Three runs alike by chance on one side of a split have a pooled spread near 0; a floor at the
  // runs' own sampling noise keeps such a split from reading as a step (gate/drift.ts).
  it('judges a step against minRunLogSd when the two sides spread less than it', () => {
    const values = [50, 50.2, 49.9, 33, 33.1, 32.9, 50.1, 50, 49.8, 50.2, 50].map((v, i) => v * (1 + 0.001 * (i % 3)));
    assert.equal(changePoints(values).length > 0, true);
    assert.deepEqual(changePoints(values, { minRunLogSd: 0.19 }), []);
    const step = series(11, 11, 0.01).map((v, i) => (i >= 6 ? v * 1.15 : v));
    assert.deepEqual(changePoints(step, { minRunLogSd: 0.02 }).map((c) => c.index), [6]);
    // A floor that is not a number above 0 leaves the sides' spread alone, as none does.
    for (const odd of [Number.NaN, -1, 0, Number.POSITIVE_INFINITY]) assert.deepEqual(changePoints(values, { minRunLogSd: odd }), changePoints(values));
  });

  it('says nothing about fewer than 3 values or values that are not above 0', () => {
    assert.deepEqual(changePoints([1, 2]), []);
    assert.deepEqual(changePoints([1, 1, 0, 5, 5, 5]), []);
  });
});
