// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The terminal's count of the checks agrees with the verdict: a failing warn-level check (or a
 * kind fail-on leaves out) is counted and marked as a warning, never as failed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checksText } from '../../../src/report/text-checks.js';
import { evaluateSlos } from '../../../src/gate/slo-evaluate.js';
import { gateVerdict } from '../../../src/gate/verdict.js';
import { type FailOn } from '../../../src/model/checks.js';
import type { SloSpec } from '../../../src/spec/gate-types.js';
import { level, results } from '../../helpers/levels.js';

const LEVELS = [level({ concurrency: 1, ttft_ms: { p95: 100, p50: 80, p99: 120 } }), level({ concurrency: 4, ttft_ms: { p95: 300, p50: 200, p99: 400 } })];

function text(slos: SloSpec[], failOn: FailOn): { out: string; failed: number; warned: number } {
  const checks = evaluateSlos(slos, LEVELS);
  const v = gateVerdict(checks, failOn);
  const r = results(LEVELS, { checks, verdict: { fail_on: failOn, failed: v.failed.length, warned: v.warned.length, unverified: v.unverified.length } });
  return { out: checksText(r), failed: v.failed.length, warned: v.warned.length };
}

test('failing warn-level checks are counted as warned, as the verdict has them', () => {
  const t = text([
    { name: 'soft', level: 'warn', thresholds: { ttft_ms: { p95: 50 } } },
    { name: 'hard', thresholds: { ttft_ms: { p50: 1000 } } },
  ], 'both');
  assert.deepEqual([t.failed, t.warned], [0, 2]);
  assert.match(t.out, /^checks: 2 passed, 0 failed, 2 warned, 0 not judged \(fail-on: both\)$/m);
  assert.equal(t.out.match(/^ {2}WARN {2}/gm)?.length, 2, t.out);
  assert.doesNotMatch(t.out, /FAIL/);
});

test('error-level failures still count as failed; fail-on leaving the kind out makes them warnings', () => {
  const slos: SloSpec[] = [{ name: 'hard', thresholds: { ttft_ms: { p95: 200 } } }, { name: 'soft', level: 'warn', thresholds: { ttft_ms: { p99: 100 } } }];
  const both = text(slos, 'both');
  assert.match(both.out, /^checks: 1 passed, 1 failed, 2 warned, 0 not judged/m);
  assert.equal(both.out.match(/^ {2}FAIL {2}/gm)?.length, 1, both.out);
  const none = text(slos, 'none');
  assert.deepEqual([none.failed, none.warned], [0, 3]);
  assert.match(none.out, /^checks: 1 passed, 0 failed, 3 warned, 0 not judged \(fail-on: none\)$/m);
  assert.doesNotMatch(none.out, /FAIL/);
});
