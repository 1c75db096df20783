// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The probe's pure parts: histogram bounds, the sliding window and its objectives, the window
 * too small for a percentile, the rate-limited failure lines, and the metrics a record becomes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord } from '../../../src/model/record.js';
import { DEFAULT_BUCKETS_S, histogramBuckets, PROBE_HISTOGRAMS } from '../../../src/probe/buckets.js';
import { judgeWindow, MAX_WINDOW_PROBES, ProbeWindow, probeObjectives, windowTooSmallNotes } from '../../../src/probe/window.js';
import { FailureLog } from '../../../src/probe/failure-log.js';
import { ProbeMetrics } from '../../../src/probe/metrics.js';
import { compileSlos } from '../../../src/spec/slo.js';
import { resolveProbePlan } from '../../../src/spec/probe.js';
import { parseSpec } from '../../../src/spec/load.js';
import { parseListen } from '../../../src/probe/server.js';

/** A successful request: TTFT `ttftMs`, then `tokens - 1` gaps of `gapMs`. */
function ok(ttftMs: number, gapMs = 10, tokens = 4): RequestRecord {
  const contentMs = Array.from({ length: tokens }, (_, i) => ttftMs + i * gapMs);
  return {
    id: 'r', sentMs: 0, headersMs: 1, contentMs, endMs: contentMs[tokens - 1]! + 1, statusCode: 200,
    inputTokens: 7, outputTokens: tokens, tokensSource: 'usage', finishReason: 'length', ok: true, error: undefined,
  };
}

function failed(kind: 'connect' | 'server_error', message = 'nothing is listening.'): RequestRecord {
  return {
    id: 'f', sentMs: 0, headersMs: undefined, contentMs: [], endMs: 3, statusCode: undefined,
    inputTokens: undefined, outputTokens: undefined, tokensSource: undefined, finishReason: undefined, ok: false, error: { kind, message },
  };
}

describe('histogram bounds', () => {
  it('every default list rises and spans what an LLM endpoint does', () => {
    for (const h of PROBE_HISTOGRAMS) {
      const b = DEFAULT_BUCKETS_S[h];
      assert.ok(b.every((x, i) => i === 0 || x > b[i - 1]!), `${h} ascending`);
      assert.ok(b.length >= 12 && b.length <= 24, `${h}: ${b.length} bounds keep the series count small`);
    }
    // A local model's first token (10 ms) to a queued long prompt (a minute); a fast decode (2.5 ms) to a slow one (1 s).
    assert.deepEqual([DEFAULT_BUCKETS_S.ttft[0], DEFAULT_BUCKETS_S.ttft.at(-1)], [0.01, 60]);
    assert.deepEqual([DEFAULT_BUCKETS_S.tpot[0], DEFAULT_BUCKETS_S.tpot.at(-1)], [0.0025, 1]);
  });

  it('each SLO limit on the metric becomes a bound of its own, in seconds without binary noise', () => {
    const b = histogramBuckets('ttft', [1234, 1500, 33], 120);
    assert.ok(b.includes(1.234) && b.includes(0.033), b.join(','));
    assert.equal(b.filter((x) => x === 1.5).length, 1, 'a limit already a default bound is not repeated');
    assert.ok(b.every((x, i) => i === 0 || x > b[i - 1]!), 'still ascending');
  });

  it('stops at the request timeout, which is itself a bound of the latencies that can reach it', () => {
    const e2e = histogramBuckets('e2e', [], 30);
    assert.equal(e2e.at(-1), 30);
    assert.ok(!e2e.some((x) => x > 30));
    assert.deepEqual(histogramBuckets('ttft', [], 120).slice(-2), [60, 120]);
    // TPOT never reaches the timeout: no bound is added there.
    assert.deepEqual(histogramBuckets('tpot', [], 120), [...DEFAULT_BUCKETS_S.tpot]);
    assert.ok(!histogramBuckets('e2e', [90_000], 30).includes(90), 'a limit beyond the timeout is left out');
  });
});

describe('the probe window', () => {
  const objectives = compileSlos([
    { name: 'fast', thresholds: { ttft_ms: { p50: 200 } } },
    { name: 'at eight', at: { concurrency: 8 }, thresholds: { ttft_ms: { p50: 1 } } },
    { name: 'at one', at: { concurrency: [1, 8] }, thresholds: { e2e_ms: { max: 500 } } },
  ]);

  it('judges only objectives that apply at the probe\'s concurrency', () => {
    const { judged, skipped } = probeObjectives(objectives, 1);
    assert.deepEqual(judged.map((o) => o.name), ['fast', 'at one']);
    assert.deepEqual(skipped.map((o) => o.name), ['at eight']);
    assert.deepEqual(judged[1]!.concurrency, [1]);
  });

  it('keeps the last N probes and judges them as the gate judges a level', () => {
    const { judged } = probeObjectives(objectives, 1);
    const w = new ProbeWindow({ kind: 'probes', probes: 5 });
    // Five slow probes, then five fast ones: once the slow ones leave the window, `fast` holds.
    for (let i = 0; i < 5; i++) w.add(i * 1000, [ok(400)]);
    let states = judgeWindow(judged, w.stats(5000, 1), 0.9);
    assert.deepEqual(states.map((s) => [s.slo, s.objective, s.status]), [
      ['fast', 'ttft_ms.p50 <= 200', 'fail'],
      ['at one', 'e2e_ms.max <= 500', 'pass'],
      ['default success rate', 'success_rate >= 0.9', 'pass'],
    ]);
    assert.equal(states[0]!.actual, 400);
    for (let i = 5; i < 7; i++) w.add(i * 1000, [ok(100)]);
    assert.equal(judgeWindow(judged, w.stats(7000, 1), 0.9)[0]!.status, 'fail', 'three slow probes of five: the median is still slow');
    w.add(7000, [ok(100)]);
    states = judgeWindow(judged, w.stats(10_000, 1), 0.9);
    assert.equal(w.records(10_000).length, 5);
    assert.deepEqual([states[0]!.status, states[0]!.actual], ['pass', 100]);
  });

  it('a time window drops the probes older than it', () => {
    const w = new ProbeWindow({ kind: 'time', ms: 60_000 });
    w.add(0, [failed('connect')]);
    w.add(30_000, [ok(100)]);
    w.add(50_000, [ok(100)]);
    assert.equal(w.records(55_000).length, 3);
    assert.equal(w.records(70_000).length, 2, 'the probe of t=0 is over a minute old');
    const long = new ProbeWindow({ kind: 'time', ms: 7 * 24 * 3600_000 });
    for (let i = 0; i <= MAX_WINDOW_PROBES; i++) long.add(i * 100, [ok(100)]);
    assert.equal(long.records(MAX_WINDOW_PROBES * 100).length, MAX_WINDOW_PROBES, 'a week at 0.1 s keeps the last 10,000 probes only');
    const [rate] = judgeWindow([], w.stats(70_000, 1), 0.9);
    assert.deepEqual([rate!.objective, rate!.status, rate!.actual], ['success_rate >= 0.9', 'pass', 1]);
  });

  it('a percentile the window has too few requests for is no_data, never a pass', () => {
    const { judged } = probeObjectives(compileSlos([{ thresholds: { ttft_ms: { p95: 1000 } } }]), 1);
    const w = new ProbeWindow({ kind: 'probes', probes: 20 });
    for (let i = 0; i < 19; i++) w.add(i, [ok(100)]);
    assert.equal(judgeWindow(judged, w.stats(19, 1), false)[0]!.status, 'no_data');
    w.add(19, [ok(100)]);
    assert.equal(judgeWindow(judged, w.stats(20, 1), false)[0]!.status, 'pass', 'p95 needs 20 requests');
  });

  it('says when a window can never hold enough requests for a percentile', () => {
    const { judged } = probeObjectives(compileSlos([{ name: 'tail', thresholds: { ttft_ms: { p99: 1000, p50: 500 }, itl_ms: { p99: 50 } } }]), 1);
    const notes = windowTooSmallNotes(judged, { intervalMs: 30_000, concurrency: 1, window: { kind: 'time', ms: 10 * 60_000 } });
    assert.equal(notes.length, 1, notes.join('\n'));
    assert.match(notes[0]!, /^tail: ttft_ms\.p99 <= 1000 needs at least 100 requests in the window, and the last 10 minutes hold at most 20/);
    assert.deepEqual(windowTooSmallNotes(judged, { intervalMs: 30_000, concurrency: 5, window: { kind: 'probes', probes: 20 } }), []);
  });
});

describe('the probe section of the spec', () => {
  const spec = (probe: string): string => `endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}\nworkload: {prompt: Hi}\n${probe}\n`;

  it('takes the schema\'s defaults', () => {
    assert.deepEqual(resolveProbePlan(undefined), { intervalMs: 60_000, concurrency: 1, window: { kind: 'probes', probes: 20 } });
    assert.deepEqual(resolveProbePlan(parseSpec(spec('probe: {interval_s: 15, window: {minutes: 5}}'), 's.yml').probe), { intervalMs: 15_000, concurrency: 1, window: { kind: 'time', ms: 300_000 } });
  });

  it('refuses a bad value, naming the field', () => {
    assert.throws(() => parseSpec(spec('probe: {interval_s: 0}'), 's.yml'), /s\.yml:3:\d+ probe\.interval_s: must be/);
    assert.throws(() => parseSpec(spec('probe: {window: {probes: 5, minutes: 1}}'), 's.yml'), /probe\.window: has 2 entries, more than the 1 allowed/);
    assert.throws(() => parseSpec(spec('probe: {intervl_s: 5}'), 's.yml'), /probe.*intervl_s/);
  });
});

describe('--listen', () => {
  it('takes HOST:PORT, [IPv6]:PORT and a bare port on loopback', () => {
    assert.deepEqual(parseListen('127.0.0.1:9478', '--listen'), { host: '127.0.0.1', port: 9478 });
    assert.deepEqual(parseListen('[::1]:0', '--listen'), { host: '::1', port: 0 });
    assert.deepEqual(parseListen('localhost:80', '--listen'), { host: 'localhost', port: 80 });
    assert.deepEqual(parseListen(' 9100 ', '--listen'), { host: '127.0.0.1', port: 9100 });
  });

  it('refuses anything else, naming the flag', () => {
    for (const bad of ['', ':9478', '127.0.0.1', '127.0.0.1:70000', 'http://127.0.0.1:9478', '::1:9478']) {
      assert.throws(() => parseListen(bad, '--listen'), (e: Error) => /^--listen .*: not an address to listen on$/.test(e.message), bad);
    }
  });
});

describe('failure lines', () => {
  it('one line per kind, then at most one per quiet period with the count since, and one when requests succeed again', () => {
    const log = new FailureLog(60_000);
    const first = log.record(failed('connect', 'Could not reach the endpoint: connection refused.'), 0);
    assert.match(first ?? '', /^probe request failed \(connect\): Could not reach the endpoint: connection refused\. Further connect failures are counted in llm_slo_request_errors_total\{kind="connect"\} and logged at most once every 60 s$/);
    assert.equal(log.record(failed('connect'), 10_000), undefined);
    assert.equal(log.record(failed('connect'), 20_000), undefined);
    assert.match(log.record(failed('server_error', 'HTTP 503'), 25_000) ?? '', /\(server_error\): HTTP 503\./, 'another kind gets its own line');
    assert.match(log.record(failed('connect'), 61_000) ?? '', /\(2 more connect failures since the last line\)/);
    assert.equal(log.record(ok(100), 62_000), 'probe requests succeed again after 5 failed');
    assert.equal(log.record(ok(100), 63_000), undefined);
  });

  it('a server\'s message reaches the log as one line without control characters', () => {
    const line = new FailureLog(1000).record(failed('server_error', 'bad\n::error::injected\u001b[31m'), 0)!;
    assert.ok(!line.includes('\n') && !line.includes('\u001b'), JSON.stringify(line));
  });
});

describe('probe metrics', () => {
  it('records a success\'s latencies in seconds and counts a failure by kind, with the endpoint labels on every series', async () => {
    const m = new ProbeMetrics({ endpoint: 'http://127.0.0.1:1/v1/chat/completions', model: 'm', api: 'openai-chat' },
      Object.fromEntries(PROBE_HISTOGRAMS.map((h) => [h, DEFAULT_BUCKETS_S[h]])) as Record<(typeof PROBE_HISTOGRAMS)[number], number[]>);
    m.observe(ok(250, 20, 4));
    m.observe(failed('connect'));
    m.setWindow(2, [
      { slo: 'fast', objective: 'ttft_ms.p50 <= 200', metric: 'ttft_ms.p50', status: 'fail', actual: 250 },
      { slo: 'tail', objective: 'ttft_ms.p95 <= 900', metric: 'ttft_ms.p95', status: 'no_data', actual: null },
    ]);
    const text = await m.registry.metrics();
    const labels = 'endpoint="http://127.0.0.1:1/v1/chat/completions",model="m",api="openai-chat"';
    assert.match(text, new RegExp(`^llm_slo_ttft_seconds_sum\\{${labels}\\} 0\\.25$`, 'm'));
    assert.match(text, new RegExp(`^llm_slo_ttft_seconds_bucket\\{le="0\\.3",${labels}\\} 1$`, 'm'));
    assert.match(text, new RegExp(`^llm_slo_itl_seconds_count\\{${labels}\\} 3$`, 'm'), 'one ITL sample per gap');
    assert.match(text, /^llm_slo_tpot_seconds_sum\{.*\} 0\.02$/m);
    assert.match(text, /^llm_slo_requests_total\{outcome="success",.*\} 1$/m);
    assert.match(text, /^llm_slo_requests_total\{outcome="error",.*\} 1$/m);
    assert.match(text, /^llm_slo_request_errors_total\{kind="connect",.*\} 1$/m);
    assert.match(text, /^llm_slo_output_tokens_total\{.*\} 4$/m);
    assert.match(text, /^llm_slo_objective_ok\{slo="fast",objective="ttft_ms.p50 <= 200",.*\} 0$/m);
    assert.doesNotMatch(text, /ttft_ms\.p95 <= 900"/, 'an objective the window cannot judge has no sample');
    assert.equal(text.match(/^llm_slo_ttft_seconds_count\{/gm)?.length, 1, 'a failure adds no latency sample');
  });
});
