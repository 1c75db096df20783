// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { distribution, percentile } from '../../../src/stats/percentile.js';

describe('percentile', () => {
  // Expected values are numpy 2's `np.percentile(a, p)` (method "linear"), printed with repr;
  // the arithmetic is rank = (n − 1) · p / 100, then a[floor] + (a[ceil] − a[floor]) · frac.
  const ONE_TO_TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const IRREGULAR = [0.25, 1.5, 3, 3, 7, 12, 250];
  const cases: { name: string; sorted: number[]; p: number; want: number | undefined }[] = [
    { name: 'an empty sample has no percentile', sorted: [], p: 50, want: undefined },
    { name: 'one value is every percentile (p0)', sorted: [42], p: 0, want: 42 },
    { name: 'one value is every percentile (p99)', sorted: [42], p: 99, want: 42 },
    // n = 2: rank = 0.5 → 10 + 10 · 0.5
    { name: 'two values: the median is their midpoint', sorted: [10, 20], p: 50, want: 15 },
    // rank = 0.99 → 10 + 10 · 0.99
    { name: 'two values: p99 is near the top', sorted: [10, 20], p: 99, want: 19.9 },
    { name: 'p0 is the minimum', sorted: ONE_TO_TEN, p: 0, want: 1 },
    { name: 'p100 is the maximum', sorted: ONE_TO_TEN, p: 100, want: 10 },
    // rank = 9 · 0.5 = 4.5 → 5 + 0.5
    { name: '1..10: p50 is 5.5', sorted: ONE_TO_TEN, p: 50, want: 5.5 },
    // rank = 8.1 → 9 + 0.1
    { name: '1..10: p90 is 9.1', sorted: ONE_TO_TEN, p: 90, want: 9.1 },
    // rank = 9 · 0.95 = 8.549999999999999 in binary → 9 + 0.549999… = 9.549999999999999, as numpy prints
    { name: '1..10: p95 matches numpy to the last bit', sorted: ONE_TO_TEN, p: 95, want: 9.549999999999999 },
    // rank = 0.7, past the midpoint, so numpy interpolates down from the upper value:
    // 0.2 − 0.1 · 0.3 = 0.17, where 0.1 + 0.1 · 0.7 would give 0.16999999999999998
    { name: 'past the midpoint it interpolates from the upper value, as numpy does', sorted: [0.1, 0.2, 0.7], p: 35, want: 0.17 },
    // rank = 8.91 → 9 + 0.91
    { name: '1..10: p99 is 9.91', sorted: ONE_TO_TEN, p: 99, want: 9.91 },
    // ties: [1, 5, 5, 5], rank = 1.5 → 5 + 0 · 0.5
    { name: 'ties interpolate to the tied value', sorted: [1, 5, 5, 5], p: 50, want: 5 },
    // rank = 6 · 0.5 = 3 → exactly a[3]
    { name: 'irregular sample: p50 lands on a rank', sorted: IRREGULAR, p: 50, want: 3 },
    // rank = 5.4 → 12 + 238 · 0.4 = 107.2 (numpy: 107.20000000000009)
    { name: 'irregular sample: p90 matches numpy', sorted: IRREGULAR, p: 90, want: 107.20000000000009 },
    // rank = 5.7 → 12 + 238 · 0.7 = 178.6 (numpy: 178.59999999999982)
    { name: 'irregular sample: p95 matches numpy', sorted: IRREGULAR, p: 95, want: 178.59999999999982 },
    // rank = 5.94 → 12 + 238 · 0.94 = 235.72 (numpy: 235.71999999999989)
    { name: 'irregular sample: p99 matches numpy', sorted: IRREGULAR, p: 99, want: 235.71999999999989 },
  ];
  for (const c of cases) {
    it(c.name, () => assert.equal(percentile(c.sorted, c.p), c.want));
  }

  for (const p of [-1, 100.5, Number.NaN]) {
    it(`refuses percentile ${p}`, () => assert.throws(() => percentile([1, 2], p), RangeError));
  }
});

describe('distribution', () => {
  it('summarises an empty sample as count 0 and nulls, never 0', () => {
    assert.deepEqual(distribution([]), {
      count: 0, mean: null, min: null, max: null, p50: null, p90: null, p95: null, p99: null,
    });
  });

  it('summarises one value', () => {
    assert.deepEqual(distribution([7]), { count: 1, mean: 7, min: 7, max: 7, p50: 7, p90: 7, p95: 7, p99: 7 });
  });

  it('sorts unsorted input numerically, not as strings', () => {
    // As strings 100 < 20 < 3; numerically the sample is [3, 20, 100].
    // mean = 123 / 3 = 41; p50: rank 1 → 20; p90: rank 1.8 → 20 + 80 · 0.8 = 84
    const d = distribution([100, 3, 20]);
    assert.equal(d.min, 3);
    assert.equal(d.max, 100);
    assert.equal(d.mean, 41);
    assert.equal(d.p50, 20);
    assert.ok(Math.abs((d.p90 as number) - 84) < 1e-9, `p90 ${d.p90}`);
  });

  it('gives numpy values for a shuffled 1..10', () => {
    assert.deepEqual(distribution([7, 3, 10, 1, 9, 2, 8, 5, 4, 6]), {
      count: 10, mean: 5.5, min: 1, max: 10, p50: 5.5, p90: 9.1, p95: 9.549999999999999, p99: 9.91,
    });
  });

  it('gives numpy values for a sample with ties', () => {
    // sorted [2, 4, 4, 4, 5, 5, 7, 9], mean 40 / 8 = 5
    // p50: rank 3.5 → 4 + 1 · 0.5 = 4.5; p90: rank 6.3 → 7 + 2 · 0.3 = 7.6
    // p95: rank 6.65 → 9 − 2 · 0.35 = 8.299999999999999; p99: rank 6.93 → 7 + 2 · 0.93 = 8.86
    assert.deepEqual(distribution([5, 4, 9, 4, 2, 7, 4, 5]), {
      count: 8, mean: 5, min: 2, max: 9, p50: 4.5, p90: 7.6, p95: 8.299999999999999, p99: 8.86,
    });
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    distribution(values);
    assert.deepEqual(values, [3, 1, 2]);
  });
});
