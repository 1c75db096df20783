// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The pure parts of adaptive sampling: the step decision, the single-run intervals it reads,
 * which metrics count as gated, and the closed loop growing its batch without a pause.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { adaptiveStep, type AdaptiveState } from '../../../src/load/adaptive.js';
import { quantileResolution, resolutionOf } from '../../../src/metrics/sample-resolution.js';
import { gatedMetrics, DEFAULT_GATED } from '../../../src/gate/gated-metrics.js';
import { runClosedLoop } from '../../../src/load/closed-loop.js';
import { pool } from '../../../src/load/repeats.js';
import type { LevelRun } from '../../../src/load/sweep.js';
import type { RequestRecord } from '../../../src/model/record.js';
import { regularizedBeta } from '../../../src/stats/special.js';

const base: AdaptiveState = {
  sent: 32, finished: 28, requests: 32, maxRequests: 256, concurrency: 4,
  resolution: 0.2, target: 0.1, elapsedMs: 10_000, allowanceMs: Infinity,
};

test('a level whose gated intervals are tight enough stops, whatever room is left', () => {
  assert.deepEqual(adaptiveStep({ ...base, resolution: 0.1 }), { stop: 'target_reached' });
  assert.deepEqual(adaptiveStep({ ...base, resolution: 0.02, sent: 256 }), { stop: 'target_reached' });
  assert.deepEqual(adaptiveStep({ ...base, resolution: 0 }), { stop: 'target_reached' });
});

test('a level that has sent max_requests stops there', () => {
  assert.deepEqual(adaptiveStep({ ...base, sent: 256 }), { stop: 'max_requests' });
  assert.deepEqual(adaptiveStep({ ...base, sent: 300, resolution: Infinity }), { stop: 'max_requests' });
});

test('the batch aims at the size the target needs, at most doubling the plan', () => {
  // 28 finished at ±20 % → about 28·4·1.1 = 124 needed; the plan may at most double from 32.
  assert.deepEqual(adaptiveStep(base), { more: 32 });
  // ±11 % → 28·1.21·1.1 ≈ 38 needed: 6 more, raised to one round of concurrency or a quarter of requests (8).
  assert.deepEqual(adaptiveStep({ ...base, resolution: 0.11 }), { more: 8 });
  // Unbounded (a p99 from too few samples): double.
  assert.deepEqual(adaptiveStep({ ...base, resolution: Infinity }), { more: 32 });
  // At high concurrency a batch is at least one round of it.
  assert.deepEqual(adaptiveStep({ ...base, concurrency: 64, resolution: 0.105 }), { more: 64 });
});

test('no step ever plans past max_requests', () => {
  for (const sent of [1, 5, 31, 32, 100, 200, 250, 255]) {
    for (const resolution of [0.11, 0.5, 3, Infinity]) {
      for (const concurrency of [1, 8, 64]) {
        const step = adaptiveStep({ ...base, sent, finished: Math.max(0, sent - concurrency), concurrency, resolution });
        assert.ok('more' in step, `sent ${sent}: ${JSON.stringify(step)}`);
        assert.ok(step.more >= 1 && sent + step.more <= base.maxRequests, `sent ${sent} + ${step.more} > ${base.maxRequests}`);
      }
    }
  }
});

test('a batch that would not fit in the level\'s time share is cut, and none at all stops the level', () => {
  // 28 finished in 10 s: 2.8 per s. An allowance of 15 s fits 42 in all, so 10 more of the 32 wanted.
  assert.deepEqual(adaptiveStep({ ...base, allowanceMs: 15_000 }), { more: 10 });
  assert.deepEqual(adaptiveStep({ ...base, allowanceMs: 11_000 }), { stop: 'time_budget' });
  assert.deepEqual(adaptiveStep({ ...base, allowanceMs: 11_000, resolution: 0.05 }), { stop: 'target_reached' });
});

test('the order-statistic interval of a median: ranks 40 and 61 of 100, equal tails of at most 2.5 % each', () => {
  const values = Float64Array.from({ length: 100 }, (_, i) => i + 1);
  // Median 50.5; interval [40, 61]: half-width 10.5.
  assert.ok(Math.abs(quantileResolution(values, 0.5) - 10.5 / 50.5) < 1e-12, String(quantileResolution(values, 0.5)));
  // Coverage of [x(40), x(61)) = P(40 ≤ B ≤ 60) for B ~ Binomial(100, ½).
  const cdf = (k: number) => regularizedBeta(0.5, 100 - k, k + 1);
  assert.ok(cdf(60) - cdf(39) >= 0.95, `coverage ${cdf(60) - cdf(39)}`);
  // Equal tails: each misses at most 2.5 %, and one rank further in would miss more.
  assert.ok(cdf(39) <= 0.025 && 1 - cdf(60) <= 0.025);
  assert.ok(cdf(40) > 0.025 && 1 - cdf(59) > 0.025);
});

test('a percentile the sample cannot bound is unbounded; a constant sample is exact', () => {
  const fifty = Float64Array.from({ length: 50 }, (_, i) => 100 + i);
  assert.equal(quantileResolution(fifty, 0.99), Infinity, 'p99 of 50 values has no upper rank');
  assert.ok(Number.isFinite(quantileResolution(Float64Array.from({ length: 400 }, (_, i) => 100 + i), 0.99)));
  assert.equal(quantileResolution(Float64Array.from({ length: 20 }, () => 42), 0.5), 0);
  // More samples of the same spread: a tighter interval.
  const spread = (n: number) => Float64Array.from({ length: n }, (_, i) => 50 + (100 * i) / (n - 1));
  assert.ok(quantileResolution(spread(400), 0.5) < quantileResolution(spread(40), 0.5) / 2.5);
});

test('success rate, throughput and means get intervals too; ITL, min and max do not', () => {
  const n = 40;
  const samples = {
    ok: Array.from({ length: n }, (_, i) => (i === 3 ? 0 : 1)) as Array<0 | 1>,
    e2e_ms: Array.from({ length: n }, (_, i) => 1000 + 10 * (i % 7)),
    ttft_ms: Array.from({ length: n }, (_, i) => (i === 3 ? null : 100 + (i % 5))),
    tpot_ms: Array.from({ length: n }, (_, i) => (i === 3 ? null : 20)),
    input_tokens: Array.from({ length: n }, () => 10),
    output_tokens: Array.from({ length: n }, () => 50),
  };
  for (const ref of [{ metric: 'success_rate', stat: null }, { metric: 'tpm', stat: null }, { metric: 'qps', stat: null }, { metric: 'ttft_ms', stat: 'mean' }] as const) {
    const r = resolutionOf(ref, samples);
    assert.ok(r > 0 && r < 0.2, `${ref.metric}: ${r}`);
  }
  assert.equal(resolutionOf({ metric: 'tpot_ms', stat: 'p50' }, samples), 0);
  assert.equal(resolutionOf({ metric: 'itl_ms', stat: 'p50' }, samples), Infinity);
  assert.equal(resolutionOf({ metric: 'ttft_ms', stat: 'max' }, samples), Infinity);
});

test('gated metrics: every max_change path, the thresholds of objectives on the level, else the medians', () => {
  const gate = {
    slos: [
      { at: { concurrency: 8 }, thresholds: { ttft_ms: { p95: 1500 }, itl_ms: { p95: 50 } } },
      { thresholds: { success_rate: { min: 0.99 } } },
      { at: { rate: 2 }, thresholds: { e2e_ms: { p99: 9000 } } },
    ],
    baseline: { maxChange: { 'tpot_ms.p50': '+10%', 'ttft_ms.max': '+10%' } },
  };
  const paths = (l: { concurrency: number; rate?: number }) => gatedMetrics(gate, l).map((r) => `${r.metric}.${r.stat}`).sort();
  assert.deepEqual(paths({ concurrency: 8 }), ['success_rate.null', 'tpot_ms.p50', 'ttft_ms.p95']);
  assert.deepEqual(paths({ concurrency: 4 }), ['success_rate.null', 'tpot_ms.p50']);
  assert.deepEqual(paths({ concurrency: 4, rate: 2 }), ['e2e_ms.p99', 'success_rate.null', 'tpot_ms.p50']);
  assert.deepEqual(gatedMetrics({ slos: [], baseline: { maxChange: { 'itl_ms.p50': '+5%' } } }, { concurrency: 1 }), [...DEFAULT_GATED]);
});

function record(i: number, sentMs: number): RequestRecord {
  return {
    id: `r${i}`, sentMs, headersMs: sentMs, contentMs: [sentMs + 1], endMs: performance.now(), statusCode: 200,
    inputTokens: 1, outputTokens: 1, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
  };
}

test('a closed loop that grows keeps its concurrency through every decision, and ends when told', async () => {
  const concurrency = 4;
  let inFlight = 0;
  const seenBefore: number[] = [];
  const asked: number[] = [];
  const result = await runClosedLoop({
    concurrency,
    total: 8,
    send: async (i) => {
      seenBefore[i] = inFlight;
      inFlight++;
      const sentMs = performance.now();
      await new Promise((r) => setTimeout(r, 3 + ((i * 7) % 5)));
      inFlight--;
      return record(i, sentMs);
    },
    more: (sent) => {
      asked.push(sent);
      return sent < 20 ? 6 : 0;
    },
  });
  assert.deepEqual(asked, [8, 14, 20], 'asked each time the plan was used up, and not again once told to stop');
  assert.equal(result.records.length, 20);
  assert.deepEqual(result.records.map((r) => r.id), Array.from({ length: 20 }, (_, i) => `r${i}`));
  // After the first round, every request starts as another finishes: the three others still in flight.
  for (let i = concurrency; i < 20; i++) assert.equal(seenBefore[i], concurrency - 1, `request ${i} started with ${seenBefore[i]} in flight`);
  assert.equal(result.maxInFlight, concurrency);
});

test('a plan that grows past the workers it started with gets more of them', async () => {
  let inFlight = 0;
  let peak = 0;
  const result = await runClosedLoop({
    concurrency: 8,
    total: 2,
    send: async (i) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      const sentMs = performance.now();
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return record(i, sentMs);
    },
    more: (sent) => (sent < 24 ? 16 : 0),
  });
  assert.equal(result.records.length, 34);
  assert.equal(peak, 8);
});

test('pooling passes adds their requests and durations and keeps each pass', () => {
  const self = { loopDelayP99Ms: 1, loopDelayMaxMs: 2, ownDelayAtMs: { 99: 1, 99.5: 1.5, 99.9: 2 }, ownDelayMaxMs: 2, ownDelayMeanMs: 0.2, cpuShare: 0.1, loopBusyShare: 0.1, wallMs: 100 };
  const run = (n: number, durationS: number, over: Partial<LevelRun> = {}): LevelRun => ({
    concurrency: 2, records: Array.from({ length: n }, (_, i) => record(i, 0)), durationS, maxInFlight: 2, warmupSent: 1, self, incomplete: false, ...over,
  });
  const pooled = pool([run(5, 1), run(5, 2, { self: { ...self, loopDelayP99Ms: 9, ownDelayMeanMs: 3 } }), run(5, 1.5, { self: { ...self, loopDelayP99Ms: 20 } })], 3, 5);
  assert.equal(pooled.records.length, 15);
  assert.equal(pooled.durationS, 4.5);
  assert.equal(pooled.warmupSent, 3);
  assert.equal(pooled.self.ownDelayMeanMs, 3, 'the pass with the most own delay speaks for the client check, not the one the machine delayed most');
  assert.equal(pooled.runs.length, 3);
  assert.equal(pooled.incomplete, false);
  const cut = pool([run(5, 1), run(3, 1, { incomplete: true })], 3, 5);
  assert.equal(cut.incomplete, true);
  assert.equal(cut.planned, 15, 'a pass that never ran still counts in the plan');
});

test('the report\'s sample-size table: requests against the cap, why a level stopped, and the passes\' spread', async () => {
  const { samplingSection, spread } = await import('../../../src/report/markdown-sampling.js');
  const { level } = await import('../../helpers/levels.js');
  const { progressPrinter } = await import('../../../src/cli/progress.js');
  const pass = (ttft: number, qps: number) => ({ requests: 40, ttft_ms_p50: ttft, tpot_ms_p50: 20, itl_ms_p50: 20, e2e_ms_p50: 500, qps, duration_s: 10 });
  const adaptive = { target_resolution: 0.1, resolution: 0.134, reached: false, stopped_because: 'max_requests' as const, max_requests: 40, metrics: { 'ttft_ms.p50': 0.134 } };
  const levels = [
    level({ concurrency: 1, requests: 80, adaptive, repeats: [pass(100, 2), pass(110, 2.2)] }),
    level({ concurrency: 4, requests: 64, adaptive: { ...adaptive, resolution: 0.05, reached: true, stopped_because: 'target_reached' }, repeats: [pass(150, 8), pass(150, 8)] }),
  ];
  const text = samplingSection(levels, 10);
  assert.match(text, /\| 1 \| 80 of 80 max \| ±13\.4\s% \(±10\.0\s%\) \| max_requests reached \| 2 \| 100–110\sms \(CV 6\.7\s%\) \|/);
  assert.match(text, /\| 4 \| 64 of 80 max \| ±5\.0\s% \(±10\.0\s%\) \| target reached \| 2 \| 150–150\sms \(CV 0\.0\s%\) \|/);
  assert.equal(samplingSection([level()], 10), '', 'nothing to say for a fixed, single-pass sweep');
  assert.equal(spread([2, null, 2.2], 'qps').replaceAll('\u00a0', ' '), '2–2.2 (CV 6.7 %)');
  // The terminal line of a finished level says the same in brief.
  let out = '';
  const print = progressPrinter({ write: (t: string) => { out += t; return true; } } as unknown as NodeJS.WritableStream);
  print({ type: 'level-done', stats: levels[0]! });
  assert.match(out, /concurrency 1: 32\/80 ok.*, 2 passes, max requests \(±13\.4\s%\)\n$/);
  // A level that stopped before its resolution could be bounded says so in words, not `±– %`.
  out = '';
  print({ type: 'level-done', stats: level({ concurrency: 2, requests: 40, adaptive: { ...adaptive, resolution: null, metrics: { 'ttft_ms.p99': null } } }) });
  assert.match(out, /concurrency 2: .*, max requests \(resolution not yet bounded\)\n$/);
  assert.doesNotMatch(out, /±/);
});
