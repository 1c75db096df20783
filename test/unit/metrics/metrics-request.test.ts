// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord } from '../../../src/model/record.js';
import { consistency, requestMetrics } from '../../../src/metrics/request.js';
import type { RequestMetrics } from '../../../src/model/level-stats.js';

/** A successful record sent at 1000 ms; override what the case is about. */
function rec(over: Partial<RequestRecord>): RequestRecord {
  return {
    id: 'r', sentMs: 1000, headersMs: 1050, contentMs: [], endMs: 2000, statusCode: 200,
    inputTokens: 10, outputTokens: undefined, tokensSource: 'usage', finishReason: 'stop',
    ok: true, error: undefined, ...over,
  };
}

describe('requestMetrics', () => {
  const cases: { name: string; rec: RequestRecord; want: RequestMetrics }[] = [
    {
      // TTFT 1200 − 1000; TPOT (1500 − 1200) / (4 − 1) = 100; E2E 1600 − 1000; TPS 4 / 0.6
      name: 'one token per event',
      rec: rec({ contentMs: [1200, 1300, 1400, 1500], outputTokens: 4, endMs: 1600 }),
      want: { ttftMs: 200, tpotMs: 100, itlMs: [100, 100, 100], itlTokenMs: [100, 100, 100], ttfaMs: 200, reasoningTokens: 0, e2eMs: 600, tps: 4 / 0.6 },
    },
    {
      // usage says 7 tokens in 3 events: TPOT (1400 − 1200) / (7 − 1) = 33.3…, ITL stays per event
      name: 'TPOT divides by usage output tokens, not by the number of events',
      rec: rec({ contentMs: [1200, 1250, 1400], outputTokens: 7, endMs: 1500 }),
      want: { ttftMs: 200, tpotMs: 200 / 6, itlMs: [50, 150], itlTokenMs: [50 / 3, 150 / 3], ttfaMs: 200, reasoningTokens: 0, e2eMs: 500, tps: 7 / 0.5 },
    },
    {
      name: 'a one-token answer has no TPOT',
      rec: rec({ contentMs: [1300], outputTokens: 1, endMs: 1310 }),
      want: { ttftMs: 300, tpotMs: undefined, itlMs: [], itlTokenMs: [], ttfaMs: 300, reasoningTokens: 0, e2eMs: 310, tps: 1 / 0.31 },
    },
    {
      // usage says 5 tokens, but they came in one event: no time span to divide
      name: 'several tokens in one event give no TPOT rather than 0',
      rec: rec({ contentMs: [1300], outputTokens: 5, endMs: 1310 }),
      want: { ttftMs: 300, tpotMs: undefined, itlMs: [], itlTokenMs: [], ttfaMs: 300, reasoningTokens: 0, e2eMs: 310, tps: 5 / 0.31 },
    },
    {
      name: 'unknown output tokens give no TPOT and no TPS',
      rec: rec({ contentMs: [1100, 1200], outputTokens: undefined, endMs: 1250 }),
      want: { ttftMs: 100, tpotMs: undefined, itlMs: [100], itlTokenMs: [100], ttfaMs: 100, reasoningTokens: 0, e2eMs: 250, tps: undefined },
    },
    {
      name: 'a request without content has no TTFT, but has an E2E',
      rec: rec({ contentMs: [], outputTokens: undefined, endMs: 1400, ok: false,
        error: { kind: 'empty_stream', message: 'no content' } }),
      want: { ttftMs: undefined, tpotMs: undefined, itlMs: [], itlTokenMs: [], ttfaMs: undefined, reasoningTokens: 0, e2eMs: 400, tps: undefined },
    },
    {
      name: 'a zero E2E gives no TPS instead of infinity',
      rec: rec({ contentMs: [1000], outputTokens: 1, endMs: 1000 }),
      want: { ttftMs: 0, tpotMs: undefined, itlMs: [], itlTokenMs: [], ttfaMs: 0, reasoningTokens: 0, e2eMs: 0, tps: undefined },
    },
  ];
  for (const c of cases) {
    it(c.name, () => assert.deepEqual(requestMetrics(c.rec), c.want));
  }
});

describe('consistency', () => {
  it('matches when the stream ends at the last content event', () => {
    // TTFT 200 + (4 − 1) · TPOT 100 = 500 = E2E
    const c = consistency(rec({ contentMs: [1200, 1300, 1400, 1500], outputTokens: 4, endMs: 1500 }));
    assert.deepEqual(c, { expectedE2eMs: 500, e2eMs: 500, mismatchMs: 0, relMismatch: 0 });
  });

  it('reports the time the stream stayed open after the last content event', () => {
    // expected 500; E2E 2000 − 1000 = 1000; mismatch 500 = 50 % of E2E
    const c = consistency(rec({ contentMs: [1200, 1300, 1400, 1500], outputTokens: 4, endMs: 2000 }));
    assert.deepEqual(c, { expectedE2eMs: 500, e2eMs: 1000, mismatchMs: 500, relMismatch: 0.5 });
  });

  it('uses TTFT alone for a one-token answer', () => {
    // expected 300 (no TPOT term); E2E 400; mismatch 100 = 25 %
    const c = consistency(rec({ contentMs: [1300], outputTokens: 1, endMs: 1400 }));
    assert.deepEqual(c, { expectedE2eMs: 300, e2eMs: 400, mismatchMs: 100, relMismatch: 0.25 });
  });

  const unusable: { name: string; rec: RequestRecord }[] = [
    { name: 'no content event', rec: rec({ contentMs: [], outputTokens: undefined }) },
    { name: 'unknown output tokens', rec: rec({ contentMs: [1100, 1200], outputTokens: undefined }) },
    { name: 'several tokens in one event', rec: rec({ contentMs: [1100], outputTokens: 3 }) },
    { name: 'a zero E2E', rec: rec({ contentMs: [1000], outputTokens: 1, endMs: 1000 }) },
  ];
  for (const c of unusable) {
    it(`cannot be checked with ${c.name}`, () => assert.equal(consistency(c.rec), undefined));
  }
});
