// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gateVerdict } from '../../../src/gate/verdict.js';
import { type FailOn } from '../../../src/model/checks.js';
import type { Check } from '../../../src/model/checks.js';

function check(id: string, kind: Check['kind'], level: Check['level'], status: Check['status']): Check {
  return {
    objective: id, kind, level, concurrency: 8, metric: 'ttft_ms.p95', op: '<=', limit: 1, actual: status === 'no_data' ? null : 2,
    baseline: null, change: null, status, reason: null, source: 'ttft_ms.p95 <= 1', spec_line: null,
  };
}

const CHECKS: Check[] = [
  check('slo error fail', 'slo', 'error', 'fail'),
  check('slo warn fail', 'slo', 'warn', 'fail'),
  check('slo error pass', 'slo', 'error', 'pass'),
  check('slo error no data', 'slo', 'error', 'no_data'),
  check('slo error not applicable', 'slo', 'error', 'not_applicable'),
  check('regression error fail', 'regression', 'error', 'fail'),
  check('regression warn fail', 'regression', 'warn', 'fail'),
];

const names = (checks: Check[]): string[] => checks.map((c) => c.objective);

describe('gateVerdict', () => {
  const cases: Array<{ failOn: FailOn; status: 'pass' | 'fail'; failed: string[]; warned: string[] }> = [
    { failOn: 'both', status: 'fail', failed: ['slo error fail', 'regression error fail'], warned: ['slo warn fail', 'regression warn fail'] },
    { failOn: 'slo', status: 'fail', failed: ['slo error fail'], warned: ['slo warn fail', 'regression error fail', 'regression warn fail'] },
    { failOn: 'regression', status: 'fail', failed: ['regression error fail'], warned: ['slo error fail', 'slo warn fail', 'regression warn fail'] },
    { failOn: 'none', status: 'pass', failed: [], warned: ['slo error fail', 'slo warn fail', 'regression error fail', 'regression warn fail'] },
  ];
  for (const c of cases) {
    it(`with fail-on ${c.failOn}, fails on error-level failures of the selected kinds only and warns the rest`, () => {
      const v = gateVerdict(CHECKS, c.failOn);
      assert.deepEqual([v.status, names(v.failed), names(v.warned)], [c.status, c.failed, c.warned]);
    });
  }

  it('never counts unjudged checks as passed or failed', () => {
    const v = gateVerdict(CHECKS, 'both');
    assert.deepEqual(names(v.unverified), ['slo error no data', 'slo error not applicable']);
  });

  it('passes when only warn-level checks fail', () => {
    assert.equal(gateVerdict([check('w', 'slo', 'warn', 'fail')], 'both').status, 'pass');
  });

  it('passes with no checks at all', () => {
    assert.deepEqual(gateVerdict([], 'both'), { status: 'pass', failed: [], warned: [], unverified: [] });
  });
});
