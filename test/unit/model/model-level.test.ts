// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Level identity as one value: `requestId` names a request by its level (as `levelKey` does),
 * pass, phase and index, for the endpoint under test and the reference alike.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelKey, requestId } from '../../../src/model/level.js';

test('a request id names its level, pass, phase and index', () => {
  const cases: [Parameters<typeof requestId>, string][] = [
    [['run1', { level: { concurrency: 8 }, phase: 'measure', index: 3 }], 'run1-c8-m3'],
    [['run1', { level: { concurrency: 8, rate: null }, phase: 'warmup', index: 0 }], 'run1-c8-w0'],
    [['run1', { level: { concurrency: 256, rate: 2 }, phase: 'warmup', index: 0 }], 'run1-r2-w0'],
    [['run1', { level: { concurrency: 256, rate: 0.5 }, phase: 'measure', index: 12 }], 'run1-r0.5-m12'],
    [['run1', { level: { concurrency: 8 }, pass: 0, phase: 'measure', index: 3 }], 'run1-c8-m3'],
    [['run1', { level: { concurrency: 8 }, pass: 1, phase: 'measure', index: 3 }], 'run1-c8-p2-m3'],
    [['run1', { level: { concurrency: 8 }, phase: 'measure', index: 3 }, 'reference'], 'run1-ref-c8-m3'],
    [['run1', { level: { concurrency: 4, rate: 3 }, phase: 'warmup', index: 1 }, 'reference'], 'run1-ref-r3-w1'],
  ];
  for (const [args, want] of cases) assert.equal(requestId(...args), want, JSON.stringify(args));
});

test('the endpoint under test and the reference name a level the way levelKey does', () => {
  for (const level of [{ concurrency: 16 }, { concurrency: 64, rate: 7.5 }]) {
    const slot = { level, phase: 'measure', index: 0 } as const;
    assert.equal(requestId('r', slot), `r-${levelKey(level)}-m0`);
    assert.equal(requestId('r', slot, 'reference'), `r-ref-${levelKey(level)}-m0`);
  }
});
