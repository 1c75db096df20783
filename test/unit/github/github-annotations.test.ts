// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AnnotationProperties } from '@actions/core';
import { annotateChecks, type AnnotationSink } from '../../../src/github/annotations.js';
import { check } from '../../helpers/report-fixtures.js';

/** Records annotations instead of printing workflow commands. */
function recorder() {
  const calls: { type: 'error' | 'warning'; message: string; properties: AnnotationProperties }[] = [];
  const sink: AnnotationSink = {
    // Numbers carry no-break spaces (1 500 ms); the assertions read them as plain spaces.
    error: (message, properties) => calls.push({ type: 'error', message: message.replaceAll('\u00a0', ' '), properties }),
    warning: (message, properties) => calls.push({ type: 'warning', message: message.replaceAll('\u00a0', ' '), properties }),
  };
  return { calls, sink };
}

test('a failed check is an error annotation on the spec line that sets the threshold', () => {
  const { calls, sink } = recorder();
  const result = annotateChecks([check({ status: 'fail', actual: 1812, spec_line: 14 }), check()], { specFile: '.github/llm-slo.yml' }, sink);
  assert.deepEqual(result, { errors: 1, warnings: 0, omitted: 0 });
  assert.deepEqual(calls, [{
    type: 'error',
    message: 'ttft_ms.p95 must be ≤ 1 500 ms, and was not at concurrency 8 (1 812 ms). Threshold: ttft_ms: {p95: 1500}',
    properties: { title: 'SLO failed: TTFT under load', file: '.github/llm-slo.yml', startLine: 14 },
  }]);
});

test('warn-level failures are warnings, and unjudged checks are not annotated', () => {
  const { calls, sink } = recorder();
  annotateChecks([
    check({ status: 'fail', level: 'warn', kind: 'regression', limit: 561, actual: 600, baseline: 500, change: 0.2, spec_line: null }),
    check({ status: 'no_data', actual: null }),
    check({ status: 'not_applicable' }),
  ], { specFile: 'slo.yml' }, sink);
  assert.equal(calls.length, 1);
  assert.equal(calls[0]!.type, 'warning');
  assert.equal(calls[0]!.properties.title, 'Regression warning: TTFT under load');
  assert.deepEqual(calls[0]!.properties, { title: 'Regression warning: TTFT under load', file: 'slo.yml' }, 'no line when the spec line is unknown');
  assert.match(calls[0]!.message, /changed more than allowed against the baseline at concurrency 8 \(600 ms, \+20 % against 500 ms, limit ≤ 561 ms\)/);
});

test('one threshold failing at several levels is one annotation listing the levels', () => {
  const { calls, sink } = recorder();
  annotateChecks([8, 16, 32].map((c) => check({ status: 'fail', concurrency: c, actual: 2000 + c })), {}, sink);
  assert.equal(calls.length, 1);
  assert.match(calls[0]!.message, /at concurrency 8 \(2 008 ms\), 16 \(2 016 ms\), 32 \(2 032 ms\)\./);
  assert.equal(calls[0]!.properties.file, undefined, 'no file without a spec path');
});

test('annotations stay within GitHub\'s per-step limits, with the last slot counting the rest', () => {
  const { calls, sink } = recorder();
  const failures = Array.from({ length: 25 }, (_, i) => check({ status: 'fail', objective: `objective ${i}`, spec_line: i + 1 }));
  const warnings = Array.from({ length: 12 }, (_, i) => check({ status: 'fail', level: 'warn', objective: `warned ${i}` }));
  const result = annotateChecks([...failures, ...warnings], { specFile: 'slo.yml' }, sink);
  const errors = calls.filter((c) => c.type === 'error');
  const warns = calls.filter((c) => c.type === 'warning');
  assert.equal(errors.length, 9, 'one error slot is left for the step failure message');
  assert.equal(warns.length, 10);
  assert.deepEqual(result, { errors: 9, warnings: 10, omitted: 17 + 3 });
  assert.match(errors.at(-1)!.message, /… and 17 more failed thresholds/);
  assert.match(warns.at(-1)!.message, /… and 3 more failed thresholds/);
  assert.deepEqual(errors.slice(0, 8).map((c) => c.properties.startLine), [1, 2, 3, 4, 5, 6, 7, 8]);
});

test('the caps can be changed, down to none', () => {
  const { calls, sink } = recorder();
  const result = annotateChecks([check({ status: 'fail' })], { maxErrors: 0 }, sink);
  assert.deepEqual([calls.length, result.omitted], [0, 1]);
  const exact = recorder();
  annotateChecks(Array.from({ length: 10 }, (_, i) => check({ status: 'fail', objective: `o${i}` })), { maxErrors: 10 }, exact.sink);
  assert.equal(exact.calls.length, 10);
  assert.doesNotMatch(exact.calls.at(-1)!.message, /more failed thresholds/, 'no summary when everything fits');
});

test('a baseline.min_resolution failure states the resolution and the one required, not a figure of its metric', () => {
  const resolution = (concurrency: number, value: number) => check({
    objective: 'baseline.min_resolution', kind: 'regression', level: 'warn', status: 'fail', concurrency,
    metric: 'ttft_ms.p50', op: '<=', limit: 0.15, actual: value, resolution: value, baseline: null, change: null,
    source: 'min_resolution: 15%',
    reason: `this run is too small to judge TTFT p50 at concurrency ${concurrency}: it can only tell a change of 78% or more from noise, wider than the 15% required; raise sweep.requests to about 860 and refresh the baseline at that size`,
  });
  const one = recorder();
  annotateChecks([resolution(8, 0.775)], {}, one.sink);
  assert.equal(one.calls.length, 1);
  assert.equal(one.calls[0]!.message, 'This run is too small to judge TTFT p50 at concurrency 8: it can only tell a change of 78% or more from noise, wider than the 15% required; raise sweep.requests to about 860 and refresh the baseline at that size.');
  const two = recorder();
  annotateChecks([resolution(4, 0.5), resolution(8, 0.775)], {}, two.sink);
  assert.equal(two.calls.length, 1);
  const message = two.calls[0]!.message;
  assert.match(message, /^ttft_ms\.p50: this run is too small to judge it against the baseline at concurrency 4 \(it can only tell a change of 50 % or more from noise; 15% required\), concurrency 8 \(it can only tell a change of 78 % or more/);
  assert.doesNotMatch(message, /ms against|against –|0\.775/);
});

test('a failed check says what moved with it on the server, once per level', () => {
  const { calls, sink } = recorder();
  const moved = 'Moved with it on the server (vLLM), against the baseline: requests waiting (max) 0 → 6.';
  annotateChecks([
    check({ status: 'fail', kind: 'regression', limit: 561, actual: 900, baseline: 500, change: 0.8, moved_with: moved }),
    check({ status: 'fail', kind: 'regression', concurrency: 16, limit: 561, actual: 950, baseline: 500, change: 0.9, moved_with: moved }),
  ], {}, sink);
  assert.equal(calls.length, 1);
  assert.ok(calls[0]!.message.endsWith(` At concurrency 8: ${moved} At concurrency 16: ${moved}`), calls[0]!.message);
});
