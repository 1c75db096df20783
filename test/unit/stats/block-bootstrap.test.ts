// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The circular block bootstrap behind the sampling noise of a run whose requests travel in cohorts
// (stats/block-bootstrap.ts): the fast quantile agrees with resorting each resample, blocks of one
// are the ordinary bootstrap, cohorts of alike values count as one observation each, and a run of
// fewer than 2 blocks has no variance to give.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { blockLogVariance, blockQuantileLogVariance } from '../../../src/stats/block-bootstrap.js';
import { quantileLogVariance } from '../../../src/stats/quantile-bootstrap.js';
import { percentile } from '../../../src/stats/percentile.js';
import { createUint32Source, openUnit } from '../../../src/stats/random.js';

function uniformValues(seed: number, n: number): Float64Array {
  const next = createUint32Source(seed);
  return Float64Array.from({ length: n }, () => 10 + 40 * openUnit(next));
}

describe('block bootstrap', () => {
  it('reads a resample\'s quantile off its rank counts exactly as sorting it would', () => {
    for (const [n, q, block] of [[32, 0.5, 8], [33, 0.9, 4], [32, 0.9, 8], [500, 0.95, 16], [10, 0.5, 1], [7, 0, 3], [7, 1, 3]] as const) {
      const values = uniformValues(n, n);
      const picked = new Float64Array(n);
      const sorted = blockLogVariance(n, block, (indexes) => {
        for (let i = 0; i < n; i++) picked[i] = values[indexes[i]!]!;
        picked.sort();
        return percentile(picked, q * 100)!;
      });
      assert.ok(sorted > 0 || q === 0 || q === 1, `${n} ${q}`);
      assert.equal(blockQuantileLogVariance(values, q, block), sorted, `${n} ${q} ${block}`);
    }
  });

  it('with blocks of one, agrees with the exact bootstrap variance of a median within its resampling error', () => {
    const values = uniformValues(3, 200);
    const exact = quantileLogVariance(Float64Array.from(values).sort(), 0.5);
    const block = blockQuantileLogVariance(values, 0.5, 1);
    assert.ok(Math.abs(block / exact - 1) < 0.25, `${block} against ${exact}`);
  });

  it('counts a cohort of requests that shared a batch as one observation', () => {
    // 32 requests at concurrency 8: four cohorts, each of 8 alike TTFTs, three low and one high,
    // as in a recorded simulator run whose TTFT p50 was 33 ms when the next run's was 50 ms.
    const cohorts = [33, 50, 33, 33];
    const values = Float64Array.from({ length: 32 }, (_, i) => cohorts[Math.floor(i / 8)]! + 0.01 * (i % 8));
    const perRequest = blockQuantileLogVariance(values, 0.5, 1);
    const perCohort = blockQuantileLogVariance(values, 0.5, 8);
    assert.ok(perCohort > 10 * perRequest, `${perCohort} against ${perRequest}`);
    // Resampled by cohort, 40 seeds read an sd of 0.08-0.12; one request at a time, 0.0003.
    assert.ok(Math.sqrt(perCohort) > 0.07, String(Math.sqrt(perCohort)));
  });

  it('is deterministic and refuses an empty sample', () => {
    const values = uniformValues(5, 40);
    assert.equal(blockQuantileLogVariance(values, 0.9, 4), blockQuantileLogVariance(values, 0.9, 4));
    assert.notEqual(blockQuantileLogVariance(values, 0.9, 4, 1), blockQuantileLogVariance(values, 0.9, 4, 2));
    assert.throws(() => blockLogVariance(0, 1, () => 1), /n must be a whole number/);
    assert.ok(Number.isNaN(blockLogVariance(4, 2, () => 0)));
    // 32 requests at concurrency 32 (or 20 at 16): every resample is the run itself, rotated.
    assert.ok(Number.isNaN(blockQuantileLogVariance(values.subarray(0, 32), 0.5, 32)));
    assert.ok(Number.isNaN(blockQuantileLogVariance(values.subarray(0, 20), 0.5, 16)));
    assert.ok(blockQuantileLogVariance(values.subarray(0, 32), 0.5, 16) > 0);
  });
});
