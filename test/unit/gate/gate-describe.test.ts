// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeBaselineAge, describeCheck } from '../../../src/gate/describe.js';
import { formatChange, formatNumber, formatPair, formatValue } from '../../../src/metrics/format.js';
import type { Check } from '../../../src/model/checks.js';

/** Messages use no-break spaces inside numbers; compare them as plain spaces. */
const plain = (s: string): string => s.replaceAll('\u00a0', ' ');

function check(over: Partial<Check>): Check {
  return {
    objective: 'interactive chat', kind: 'slo', level: 'error', concurrency: 8, metric: 'ttft_ms.p95', op: '<=',
    limit: 1500, actual: 1732, baseline: null, change: null, status: 'fail', reason: null,
    source: 'ttft_ms.p95 <= 1500', spec_line: null, ...over,
  };
}

function regression(over: Partial<Check>): Check {
  return check({ objective: 'baseline', kind: 'regression', source: 'ttft_ms.p95: +10%', baseline: 1410, limit: 1551, actual: 1732, change: 1732 / 1410 - 1, ...over });
}

describe('describeCheck', () => {
  const cases: Array<[string, Check, string]> = [
    ['a missed upper bound', check({}),
      'TTFT p95 at concurrency 8 is 1 732 ms; the limit is 1 500 ms (objective "interactive chat")'],
    ['a held upper bound', check({ actual: 1200, status: 'pass' }),
      'TTFT p95 at concurrency 8 is 1 200 ms, within the limit of 1 500 ms (objective "interactive chat")'],
    ['a missed minimum success rate', check({ metric: 'success_rate', op: '>=', limit: 0.995, actual: 0.984375, source: 'success_rate >= 0.995' }),
      'Success rate at concurrency 8 is 98.44 %; the minimum is 99.5 % (objective "interactive chat")'],
    ['a value that would round to its limit', check({ metric: 'tpot_ms.p95', limit: 30, actual: 30.004 }),
      'TPOT p95 at concurrency 8 is 30.004 ms; the limit is 30 ms (objective "interactive chat")'],
    ['a per-request floor', check({ metric: 'request_tps.p50', op: '>=', limit: 20, actual: 17.25 }),
      'Per-request tokens/s p50 at concurrency 8 is 17.3 tokens/s; the minimum is 20 tokens/s (objective "interactive chat")'],
    ['no data', check({ status: 'no_data', actual: null, reason: 'concurrency 8 was not run (the sweep ran 1, 4)' }),
      'TTFT p95 at concurrency 8 has no data: concurrency 8 was not run (the sweep ran 1, 4) (objective "interactive chat")'],
    ['a broken precondition', check({ status: 'not_applicable', actual: null, reason: 'the objective is written for output_tokens.p95 <= 500, but the measured output tokens p95 was 612 tokens, above 500 tokens' }),
      'TTFT p95 at concurrency 8 was not judged: the objective is written for output_tokens.p95 <= 500, but the measured output tokens p95 was 612 tokens, above 500 tokens (objective "interactive chat")'],
    ['a latency regression', regression({}),
      'TTFT p95 at concurrency 8 rose 23 % over the baseline (1 410 ms → 1 732 ms); at most +10 % is allowed (limit 1 551 ms)'],
    ['a throughput regression', regression({ metric: 'tpm', op: '>=', source: 'tpm: -10%', baseline: 21000, actual: 17850, limit: 18900, change: -0.15 }),
      'TPM at concurrency 8 fell 15 % below the baseline (21 000 tokens/min → 17 850 tokens/min); at most -10 % is allowed (limit 18 900 tokens/min)'],
    ['a change within the allowance', regression({ actual: 1466, change: 1466 / 1410 - 1, status: 'pass' }),
      'TTFT p95 at concurrency 8 changed +4.0 % against the baseline (1 410 ms → 1 466 ms), within the allowed +10 %'],
    ['an unsigned allowance', regression({ source: 'ttft_ms.p95: 10%', actual: 1466, change: 1466 / 1410 - 1, status: 'pass' }),
      'TTFT p95 at concurrency 8 changed +4.0 % against the baseline (1 410 ms → 1 466 ms), within the allowed +10 %'],
    ['a regression that could not be compared', regression({ status: 'no_data', actual: null, reason: 'concurrency 8 is in the baseline but was not run this time' }),
      'TTFT p95 at concurrency 8 was not compared with the baseline: concurrency 8 is in the baseline but was not run this time'],
  ];
  for (const [name, c, want] of cases) {
    it(`says ${name} in one sentence`, () => {
      assert.equal(plain(describeCheck(c)), want);
    });
  }

  it('keeps numbers and units together with no-break spaces', () => {
    assert.ok(describeCheck(check({})).includes('1\u00a0732\u00a0ms'));
  });
});

describe('formatting numbers', () => {
  const numbers: Array<[number, string]> = [
    [1732.4, '1 732'], [1500, '1 500'], [999.6, '1 000'], [28.37, '28.4'], [30, '30'], [1.5, '1.5'], [0.1234, '0.123'],
    [1_234_567, '1 234 567'], [-42.25, '-42.3'], [0, '0'], [-0.0001, '0'],
  ];
  for (const [x, want] of numbers) {
    it(`writes ${x} as ${want}`, () => assert.equal(plain(formatNumber(x)), want));
  }

  const values: Array<[Parameters<typeof formatValue>[0], number, string]> = [
    ['ttft_ms', 41.2, '41.2 ms'], ['success_rate', 0.995, '99.5 %'], ['success_rate', 1, '100 %'], ['success_rate', 0.9999, '99.99 %'],
    ['tpm', 21160, '21 160 tokens/min'], ['qps', 3.2, '3.2 req/s'], ['output_tokens', 612, '612 tokens'],
  ];
  for (const [metric, x, want] of values) {
    it(`writes a ${metric} of ${x} as ${want}`, () => assert.equal(plain(formatValue(metric, x)), want));
  }

  it('adds decimals until two different values print differently', () => {
    assert.deepEqual(formatPair('ttft_ms', 1500.4, 1500).map(plain), ['1 500.4 ms', '1 500 ms']);
    assert.deepEqual(formatPair('success_rate', 0.99951, 0.9995).map(plain), ['99.951 %', '99.95 %']);
    assert.deepEqual(formatPair('ttft_ms', 1500, 1500).map(plain), ['1 500 ms', '1 500 ms']);
  });

  const changes: Array<[number, string]> = [[0.234, '+23 %'], [-0.042, '-4.2 %'], [0, '0 %'], [0.00001, '0 %'], [1.5, '+150 %']];
  for (const [x, want] of changes) {
    it(`writes a change of ${x} as ${want}`, () => assert.equal(plain(formatChange(x)), want));
  }
});

describe('describeBaselineAge', () => {
  const cases: Array<[Parameters<typeof describeBaselineAge>[0], string]> = [
    [{ sha: 'a1b2c3d4e5f6', ref: 'refs/heads/main', measured_at: '2026-01-02T10:05:00.000Z', age_days: 12 },
      'Baseline: commit a1b2c3d on main, measured 2026-01-02 (12 days ago).'],
    [{ sha: 'a1b2c3d4e5f6', ref: null, measured_at: '2026-01-02T10:05:00.000Z', age_days: 1 },
      'Baseline: commit a1b2c3d, measured 2026-01-02 (1 day ago).'],
    [{ sha: null, ref: null, measured_at: '2026-01-02T10:05:00.000Z', age_days: 0 },
      'Baseline: commit not recorded, measured 2026-01-02 (today).'],
  ];
  for (const [age, want] of cases) {
    it(`writes ${want}`, () => assert.equal(describeBaselineAge(age), want));
  }
});
