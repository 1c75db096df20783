// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { distribution } from '../../../src/stats/percentile.js';
import { levelStats } from '../../../src/metrics/level.js';
import { PERCENTILE_MIN_SAMPLES, withholdThinPercentiles, type PercentileName } from '../../../src/metrics/sample-size.js';
import type { RequestRecord } from '../../../src/model/record.js';

/** 1, 2, …, n */
const ramp = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('withholdThinPercentiles', () => {
  const cases: { count: number; reported: PercentileName[]; note: string | undefined }[] = [
    { count: 1, reported: [], note: 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there was 1' },
    { count: 2, reported: [], note: 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there were 2' },
    { count: 4, reported: [], note: 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there were 4' },
    { count: 5, reported: ['p50'], note: 'p90 needs at least 10, p95 at least 20 and p99 at least 100 samples; there were 5' },
    { count: 19, reported: ['p50', 'p90'], note: 'p95 needs at least 20 and p99 at least 100 samples; there were 19' },
    { count: 20, reported: ['p50', 'p90', 'p95'], note: 'p99 needs at least 100 samples; there were 20' },
    { count: 99, reported: ['p50', 'p90', 'p95'], note: 'p99 needs at least 100 samples; there were 99' },
    { count: 100, reported: ['p50', 'p90', 'p95', 'p99'], note: undefined },
  ];
  for (const c of cases) {
    it(`reports ${c.reported.join(', ') || 'no percentile'} from ${c.count} ${c.count === 1 ? 'sample' : 'samples'}`, () => {
      const full = distribution(ramp(c.count));
      const d = withholdThinPercentiles(full);
      for (const p of ['p50', 'p90', 'p95', 'p99'] as const) {
        assert.equal(d[p], c.reported.includes(p) ? full[p] : null, p);
      }
      assert.equal(d.note, c.note);
      // The exact statistics of the sample are always there.
      assert.deepEqual([d.count, d.mean, d.min, d.max], [full.count, full.mean, full.min, full.max]);
    });
  }

  it('leaves an empty sample as count 0 and nulls, without a note', () => {
    assert.deepEqual(withholdThinPercentiles(distribution([])), distribution([]));
  });

  it('needs at least one sample beyond each percentile’s rank, and never fewer than 5', () => {
    for (const [p, q] of [['p50', 50], ['p90', 90], ['p95', 95], ['p99', 99]] as const) {
      assert.equal(PERCENTILE_MIN_SAMPLES[p], Math.max(5, Math.round(100 / (100 - q))), p);
    }
  });
});

describe('levelStats and the sample-size rule', () => {
  const ok = (i: number, ttftMs: number): RequestRecord => ({
    id: `ok${i}`, sentMs: 0, headersMs: 1, contentMs: [ttftMs, ttftMs + 10], endMs: ttftMs + 20, statusCode: 200,
    inputTokens: 5, outputTokens: 2, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
  });
  // Failures that got a first token very early: counted, they would drag every percentile down.
  const failed = (i: number): RequestRecord => ({
    id: `bad${i}`, sentMs: 0, headersMs: 1, contentMs: [1], endMs: 5, statusCode: 200,
    inputTokens: undefined, outputTokens: 1, tokensSource: 'events', finishReason: undefined, ok: false,
    error: { kind: 'stream_reset', message: 'reset' },
  });

  it('takes percentiles from successful requests only, and only those the successes can carry', () => {
    const records = [...ramp(20).map((i) => ok(i, 100 + i)), ...ramp(30).map(failed)];
    const s = levelStats({ concurrency: 4, records, durationS: 1 });
    assert.equal(s.requests, 50);
    assert.equal(s.ttft_ms.count, 20, 'the 30 failures are not samples');
    assert.equal(s.ttft_ms.min, 101);
    // 101..120: p50 rank 9.5 → 110.5; p95 rank 18.05 → 119.05
    assert.equal(s.ttft_ms.p50, 110.5);
    assert.ok(Math.abs((s.ttft_ms.p95 as number) - 119.05) < 1e-9, String(s.ttft_ms.p95));
    assert.equal(s.ttft_ms.p99, null, '50 requests were sent, but only 20 succeeded');
    assert.equal(s.ttft_ms.note, 'p99 needs at least 100 samples; there were 20');
  });
});
