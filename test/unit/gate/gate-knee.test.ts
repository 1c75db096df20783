// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { findKnee } from '../../../src/gate/knee.js';
import { level, sweep } from '../../helpers/levels.js';

/** Reasons use no-break spaces inside numbers; compare them as plain spaces. */
const plain = (s: string): string => s.replaceAll('\u00a0', ' ');

describe('findKnee', () => {
  const cases: Array<{ name: string; rows: Array<[number, number, number, number?]>; knee: number | null; recommended: number | null; factor?: number }> = [
    {
      // Shaped like the simulator's defaults: 8 sequences batch at once; past that requests wait.
      name: 'finds the knee where throughput flattens and TTFT p95 explodes (8 → 6)',
      rows: [[1, 3_700, 41], [4, 12_700, 44], [8, 20_950, 47], [16, 21_160, 5_880]],
      knee: 8, recommended: 6,
    },
    {
      name: 'does not find a knee while throughput still grows at the top level',
      rows: [[1, 3_700, 41], [4, 12_700, 60], [8, 20_950, 95], [16, 29_000, 180]],
      knee: null, recommended: null,
    },
    {
      name: 'ignores a single dip in the middle of the sweep, since throughput grows again after it',
      rows: [[1, 3_700, 41], [2, 7_000, 43], [4, 6_900, 90], [8, 14_000, 70], [16, 26_000, 120], [32, 26_300, 900]],
      knee: 16, recommended: 12,
    },
    {
      name: 'counts failures: flat throughput with a falling success rate is a knee even when TTFT holds',
      rows: [[1, 3_700, 41, 1], [4, 12_700, 44, 1], [8, 13_000, 45, 0.6]],
      knee: 4, recommended: 3,
    },
    {
      name: 'does not call flat throughput a knee without queueing or failures',
      rows: [[1, 3_700, 41], [4, 12_700, 44], [8, 13_000, 50]],
      knee: null, recommended: null,
    },
    {
      name: 'does not call a TTFT climb a knee while throughput grows',
      rows: [[1, 3_700, 41], [4, 12_700, 400]],
      knee: null, recommended: null,
    },
    {
      name: 'can put the knee at the first level, and never recommends less than 1',
      rows: [[1, 3_700, 41], [2, 3_750, 90]],
      knee: 1, recommended: 1,
    },
    {
      name: 'reads levels by concurrency whatever order they ran in',
      rows: [[16, 21_160, 5_880], [1, 3_700, 41], [8, 20_950, 47], [4, 12_700, 44]],
      knee: 8, recommended: 6,
    },
    {
      name: 'rounds the recommendation down without losing a whole step to floating point',
      rows: [[100, 50_000, 40], [200, 50_100, 400]],
      knee: 100, recommended: 29, factor: 0.29,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const knee = findKnee(sweep(c.rows), c.factor);
      assert.deepEqual([knee.reached, knee.concurrency, knee.recommended_concurrency], [c.knee !== null, c.knee, c.recommended], knee.reason);
      assert.equal(knee.safety_factor, c.factor ?? 0.75);
    });
  }

  it('explains a knee with the numbers behind it', () => {
    const knee = findKnee(sweep([[1, 3_700, 41], [4, 12_700, 44], [8, 20_950, 47], [16, 21_160, 5_880]]));
    assert.equal(plain(knee.reason),
      'TPM stops growing after concurrency 8: from concurrency 8 to 16 TPM changed +1.0 % (20 950 → 21 160 tokens/min) '
      + 'while TTFT p95 changed +12 411 % (47 → 5 880 ms). Beyond 8, extra requests only queue; '
      + 'run at most 6 in production (8 × 0.75, 25 % headroom).');
  });

  it('says throughput still grows when the sweep never reached the knee', () => {
    const knee = findKnee(sweep([[1, 3_700, 41], [8, 20_950, 95], [16, 29_000, 180]]));
    assert.match(plain(knee.reason), /^No knee within the sweep: from concurrency 8 to 16 TPM changed \+38 % .*add higher levels to find it\.$/);
  });

  it('mentions a dip it did not take for the knee', () => {
    const knee = findKnee(sweep([[1, 3_700, 41], [2, 7_000, 43], [4, 6_900, 90], [8, 14_000, 70]]));
    assert.equal(knee.reached, false);
    assert.match(knee.reason, /The flat step from 2 to 4 is not a knee: TPM grew again at higher concurrency\./);
  });

  it('names the failures when they mark the knee', () => {
    const knee = findKnee(sweep([[1, 3_700, 41, 1], [4, 12_700, 44, 1], [8, 13_000, 45, 0.6]]));
    assert.match(plain(knee.reason), /the success rate fell from 100 % to 60 %/);
  });

  it('treats a level where every request failed as beyond the knee', () => {
    const levels = [...sweep([[1, 3_700, 41], [4, 12_700, 44]]), level({ concurrency: 8, tpm: 0, succeeded: 0, failed: 32, success_rate: 0, ttft_ms: { count: 0 } })];
    const knee = findKnee(levels);
    assert.equal(knee.concurrency, 4);
    assert.match(knee.reason, /no request succeeded at 8, so TTFT p95 is unknown there/);
  });

  it('needs two levels, and says which one it had', () => {
    const knee = findKnee(sweep([[4, 12_700, 44]]));
    assert.deepEqual([knee.reached, knee.concurrency, knee.recommended_concurrency], [false, null, null]);
    assert.equal(knee.reason, 'A knee needs at least two load levels; the sweep ran only concurrency 4.');
  });

  it('names the trace replay, not its mean rate, when the sweep replayed a trace only', () => {
    const replay = level({ concurrency: 0, rate: 1.2, trace: { file: 'traces/mooncake.jsonl', format: 'mooncake', speed: 2 } });
    assert.equal(findKnee([replay]).reason,
      'The sweep replayed a trace (the replay of traces/mooncake.jsonl at 2× speed); the knee is found on concurrency levels, so add sweep.concurrency (or --concurrency) to find it.');
  });

  it('says so when no level was run', () => {
    assert.equal(findKnee([]).reason, 'No load level was run, so there is no knee to find.');
  });

  for (const factor of [0, -0.5, 1.5, Number.NaN]) {
    it(`refuses a safety factor of ${factor}`, () => {
      assert.throws(() => findKnee([], factor), RangeError);
    });
  }
});
