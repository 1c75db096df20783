// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord } from '../../../src/model/record.js';
import { batchDurationS, levelStats } from '../../../src/metrics/level.js';
import type { Distribution, LevelDistribution } from '../../../src/model/level-stats.js';

function rec(over: Partial<RequestRecord>): RequestRecord {
  return {
    id: 'r', sentMs: 0, headersMs: undefined, contentMs: [], endMs: 0, statusCode: 200,
    inputTokens: undefined, outputTokens: undefined, tokensSource: undefined, finishReason: undefined,
    ok: true, error: undefined, ...over,
  };
}

/** Compare a distribution field by field, allowing for rounding in the last bits. */
function assertDist(actual: LevelDistribution, want: LevelDistribution, label: string): void {
  assert.equal(actual.count, want.count, `${label}.count`);
  assert.equal(actual.note, want.note, `${label}.note`);
  for (const key of ['mean', 'min', 'max', 'p50', 'p90', 'p95', 'p99'] as const) {
    const a = actual[key];
    const w = want[key];
    if (w === null || a === null) assert.equal(a, w, `${label}.${key}`);
    else assert.ok(Math.abs(a - w) <= 1e-9 * Math.max(1, Math.abs(w)), `${label}.${key}: ${a} ≠ ${w}`);
  }
}

const dist = (count: number, mean: number, min: number, max: number, p50: number, p90: number, p95: number, p99: number): Distribution =>
  ({ count, mean, min, max, p50, p90, p95, p99 });
const EMPTY: Distribution = { count: 0, mean: null, min: null, max: null, p50: null, p90: null, p95: null, p99: null };
/** Three samples: too few for any percentile (p50 needs 5), so only the exact statistics remain. */
const THREE = 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there were 3';
const three = (mean: number, min: number, max: number): LevelDistribution =>
  ({ count: 3, mean, min, max, p50: null, p90: null, p95: null, p99: null, note: THREE });

// Three successes and three failures:
// A: usage says 9 tokens in 5 events. TTFT 100, TPOT (180 − 100) / 8 = 10, ITL 20 × 4, E2E 200, TPS 9 / 0.2 = 45
// B: no usage (3 events = 3 tokens). TTFT 300, TPOT (370 − 310) / 2 = 30, ITL 20, 40, E2E 390, TPS 3 / 0.39
// C: usage, one token. TTFT 200, no TPOT, no ITL, E2E 210, TPS 1 / 0.21
// D: timed out after two content events: its timings must not appear anywhere.
// E, F: auth failure and timeout without content.
const A = rec({ id: 'A', sentMs: 0, contentMs: [100, 120, 140, 160, 180], endMs: 200,
  inputTokens: 50, outputTokens: 9, tokensSource: 'usage' });
const B = rec({ id: 'B', sentMs: 10, contentMs: [310, 330, 370], endMs: 400,
  inputTokens: undefined, outputTokens: 3, tokensSource: 'events' });
const C = rec({ id: 'C', sentMs: 20, contentMs: [220], endMs: 230,
  inputTokens: 30, outputTokens: 1, tokensSource: 'usage' });
const D = rec({ id: 'D', sentMs: 30, contentMs: [130, 150], endMs: 1030, outputTokens: 2, tokensSource: 'events',
  ok: false, error: { kind: 'timeout', message: 'timed out' } });
const E = rec({ id: 'E', sentMs: 40, endMs: 45, statusCode: 401, ok: false, error: { kind: 'auth', message: 'bad key' } });
const F = rec({ id: 'F', sentMs: 50, endMs: 1050, statusCode: undefined, ok: false,
  error: { kind: 'timeout', message: 'timed out' } });

describe('levelStats', () => {
  const s = levelStats({ concurrency: 4, records: [A, B, C, D, E, F], durationS: 2 });

  it('counts every measured request, and successes apart', () => {
    assert.equal(s.concurrency, 4);
    assert.equal(s.requests, 6);
    assert.equal(s.succeeded, 3);
    assert.equal(s.failed, 3);
    assert.equal(s.success_rate, 0.5);
    assert.equal(s.duration_s, 2);
  });

  it('divides successful requests and tokens by the wall time', () => {
    // 3 successes / 2 s; tokens in 50 + 0 + 30 = 80, out 9 + 3 + 1 = 13; (80 + 13) / (2 / 60) = 2790
    assert.equal(s.qps, 1.5);
    assert.equal(s.rpm, 90);
    assert.equal(s.tpm, 2790);
    assert.equal(s.output_tokens_per_s, 6.5);
  });

  it('counts failures by kind', () => {
    assert.deepEqual(s.errors, { timeout: 2, auth: 1 });
  });

  it('says token counts are mixed when some requests had usage and some did not', () => {
    assert.equal(s.tokens_source, 'mixed');
  });

  it('summarises latencies of successful requests only', () => {
    // TTFT [100, 300, 200]; D's 100 ms is absent
    assertDist(s.ttft_ms, three(200, 100, 300), 'ttft_ms');
    // TPOT [10, 30]; C has none, D's would be 20
    assertDist(s.tpot_ms, {
      count: 2, mean: 20, min: 10, max: 30, p50: null, p90: null, p95: null, p99: null,
      note: 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there were 2',
    }, 'tpot_ms');
    // E2E [200, 390, 210]
    assertDist(s.e2e_ms, three(800 / 3, 200, 390), 'e2e_ms');
  });

  it('pools the inter-token gaps of all successful requests', () => {
    // A's four 20s and B's 20, 40: sorted [20, 20, 20, 20, 20, 40]; six gaps are enough for p50 only
    assertDist(s.itl_ms, {
      ...dist(6, 140 / 6, 20, 40, 20, 0, 0, 0), p90: null, p95: null, p99: null,
      note: 'p90 needs at least 10, p95 at least 20 and p99 at least 100 samples; there were 6',
    }, 'itl_ms');
  });

  it('summarises only known input tokens, and all output tokens', () => {
    assertDist(s.input_tokens, {
      count: 2, mean: 40, min: 30, max: 50, p50: null, p90: null, p95: null, p99: null,
      note: 'p50 needs at least 5, p90 at least 10, p95 at least 20 and p99 at least 100 samples; there were 2',
    }, 'input_tokens');
    // [1, 3, 9]
    assertDist(s.output_tokens, three(13 / 3, 1, 9), 'output_tokens');
  });

  it('summarises per-request TPS', () => {
    const tps = [1 / 0.21, 3 / 0.39, 45];
    assertDist(s.request_tps, three((tps[0]! + tps[1]! + 45) / 3, tps[0]!, 45), 'request_tps');
  });

  const sources: { name: string; records: RequestRecord[]; want: string | null }[] = [
    { name: 'usage when every success had usage', records: [A, C, D], want: 'usage' },
    { name: 'events when no success had usage', records: [B, D], want: 'events' },
    { name: 'null when nothing succeeded', records: [D, E], want: null },
  ];
  for (const c of sources) {
    it(`reports tokens_source ${c.name}`, () => {
      assert.equal(levelStats({ concurrency: 1, records: c.records, durationS: 1 }).tokens_source, c.want);
    });
  }

  it('reports no latency samples, not zeros, when every request failed', () => {
    const f = levelStats({ concurrency: 2, records: [D, E, F], durationS: 1.5 });
    assert.equal(f.success_rate, 0);
    assert.equal(f.qps, 0);
    assert.equal(f.tpm, 0);
    for (const key of ['ttft_ms', 'tpot_ms', 'itl_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps'] as const) {
      assert.deepEqual(f[key], EMPTY, key);
    }
  });

  it('reports an empty level with no success rate and zero rates', () => {
    const e = levelStats({ concurrency: 8, records: [], durationS: 0 });
    assert.equal(e.requests, 0);
    assert.equal(e.success_rate, null);
    assert.equal(e.qps, 0);
    assert.equal(e.rpm, 0);
    assert.equal(e.tpm, 0);
    assert.equal(e.output_tokens_per_s, 0);
    assert.deepEqual(e.errors, {});
    assert.deepEqual(e.ttft_ms, EMPTY);
  });

  it('counts a failure without an error as unknown', () => {
    const odd = rec({ ok: false, error: undefined });
    assert.deepEqual(levelStats({ concurrency: 1, records: [odd], durationS: 1 }).errors, { unknown: 1 });
  });

  for (const durationS of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`refuses a duration of ${durationS}`, () => {
      assert.throws(() => levelStats({ concurrency: 1, records: [A], durationS }), RangeError);
    });
  }
});

describe('batchDurationS', () => {
  it('runs from the first send to the last finish', () => {
    // earliest send 0 (A), latest end 1050 (F)
    assert.equal(batchDurationS([B, A, F, C]), 1.05);
  });
  it('is 0 for no records', () => assert.equal(batchDurationS([]), 0));
});

describe('levelStats: reasoning, per-token ITL and stream facts', () => {
  // R1 reasoned 2 events then answered 2 (usage: 6 tokens, 3 of them reasoning, running usage per event);
  // R2 only reasoned (max_tokens ran out); R3 answered without reasoning and without usage or [DONE].
  const R1 = rec({ id: 'R1', sentMs: 0, contentMs: [100, 120, 160, 200], endMs: 210, outputTokens: 6, tokensSource: 'usage',
    firstAnswerIndex: 2, reasoningEvents: 2, reasoningTokens: 3, reasoningTokensSource: 'usage', eventTokens: [2, 1, 2, 1],
    stream: { emptyFirstEvent: true, keepAlives: 2, terminated: true, connectMs: 2.5 } });
  const R2 = rec({ id: 'R2', sentMs: 0, contentMs: [50, 60], endMs: 70, outputTokens: 2, tokensSource: 'events',
    firstAnswerIndex: null, reasoningEvents: 2, reasoningTokens: 2, reasoningTokensSource: 'events',
    stream: { emptyFirstEvent: false, keepAlives: 0, terminated: true, connectMs: null } });
  const R3 = rec({ id: 'R3', sentMs: 0, contentMs: [30, 40], endMs: 45, outputTokens: 2, tokensSource: 'events',
    stream: { emptyFirstEvent: false, keepAlives: 1, terminated: false } });
  const s = levelStats({ concurrency: 1, records: [R1, R2, R3], durationS: 1 });

  it('takes TTFA from the first answer event and counts answers that never started', () => {
    assert.deepEqual([s.ttfa_ms!.count, s.ttfa_ms!.mean, s.ttfa_ms!.min, s.ttfa_ms!.max], [2, (160 + 30) / 2, 30, 160]);
    assert.equal(s.ttft_ms.min, 30);
    assert.equal(s.reasoning_only, 1);
    assert.deepEqual([s.reasoning_tokens!.min, s.reasoning_tokens!.max, s.reasoning_tokens!.count], [0, 3, 3]);
    assert.equal(s.reasoning_tokens_source, 'mixed');
  });

  it('divides each gap by the tokens of the event closing it', () => {
    // R1 gaps 20 / 1, 40 / 2, 40 / 1; R2 and R3 one token per event: 10, 10.
    const d = s.itl_token_ms!;
    assert.deepEqual([d.count, d.mean, d.min, d.max, d.p50], [5, (20 + 20 + 40 + 10 + 10) / 5, 10, 40, 20]);
  });

  it('counts a wait for a free connection without the set-up of one the request opened itself', () => {
    const base = { emptyFirstEvent: false, keepAlives: 0, terminated: true };
    // W waited 120 ms, 1 of it setting up its own connection; S spent its 449 ms setting one up.
    const W = rec({ id: 'W', stream: { ...base, connectionWaitMs: 120, connectMs: 1 } });
    const S = rec({ id: 'S', stream: { ...base, connectionWaitMs: 449, connectMs: 449 } });
    const K = rec({ id: 'K', stream: { ...base, connectionWaitMs: 60, connectMs: null } });
    // E took a socket undici had begun opening before E was sent: more set-up than wait.
    const E = rec({ id: 'E', stream: { ...base, connectionWaitMs: 0.34, connectMs: 0.89 } });
    const stream = levelStats({ concurrency: 1, records: [W, S, K, E], durationS: 1 }).stream!;
    assert.equal(stream.connection_waits, 2);
    assert.equal(stream.connection_wait_max_ms, 119);
    assert.equal(stream.connects, 3);
    assert.equal(stream.connect_max_ms, 449);
  });

  it('counts requests sent again and requests given a connection of their own, failed ones too', () => {
    const base = { emptyFirstEvent: false, keepAlives: 0, terminated: true, connectMs: 0.5 };
    const again = rec({ id: 'A', stream: { ...base, resent: true } });
    const againFailed = rec({ id: 'F', ok: false, error: { kind: 'stream_reset', message: 'closed' }, stream: { ...base, resent: true } });
    const own = rec({ id: 'O', stream: { ...base, freshConnection: true } });
    const stream = levelStats({ concurrency: 1, records: [again, againFailed, own, own], durationS: 1 }).stream!;
    assert.equal(stream.resent, 2);
    assert.equal(stream.fresh_connections, 2);
  });

  it('tallies how the server streamed', () => {
    assert.deepEqual({ ...s.stream!, tokens_per_event: s.stream!.tokens_per_event?.max }, {
      tokens_per_event: 2, empty_first_event: 1, keep_alives: 3, unterminated: 1, connection_waits: 0, connection_wait_max_ms: null,
      // R1 set up its connection (2.5 ms), R2 found a kept-alive one, R3 does not say.
      connects: 1, connect_max_ms: 2.5, implausible_usage: 0, with_usage: 1, resent: 0, fresh_connections: 0,
      reasoning_share: Math.round((5 / 10) * 1000) / 1000, usage_tokens: 6, usage_events: 4,
    });
  });
});
