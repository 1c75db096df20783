// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eventsBetween } from '../../../bench/path/pair.js';

describe('eventsBetween: the events in part of a run\'s window (the steady CPU\'s second half)', () => {
  const writes = Float64Array.from([10, 20, 20, 30, 40]);

  it('counts the writes at or after the start and before the end', () => {
    assert.equal(eventsBetween(writes, 20, 40), 3);
    assert.equal(eventsBetween(writes, 15, 35), 3);
    assert.equal(eventsBetween(writes, 10, 41), 5);
  });

  it('is 0 for a window before, after or between the writes, and for none at all', () => {
    assert.equal(eventsBetween(writes, 0, 10), 0);
    assert.equal(eventsBetween(writes, 41, 50), 0);
    assert.equal(eventsBetween(writes, 21, 30), 0);
    assert.equal(eventsBetween(new Float64Array(0), 0, 100), 0);
  });

  it('never counts below 0 when the window is upside down', () => {
    assert.equal(eventsBetween(writes, 40, 20), 0);
  });
});
