/**
 * The gaps between a level's reads of the server's metrics, on plain values: by default a short
 * level is read often enough for its means and maxima to mean something, and a long one is read
 * no more than once a second; an `interval_ms` the spec wrote is a fixed interval.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readGapMs } from '../../../src/server-metrics/watch.js';
import { DEFAULT_SERVER_METRICS_INTERVAL_MS as MIN_MS, DEFAULT_SERVER_METRICS_MAX_INTERVAL_MS as MAX_MS } from '../../../src/spec/plan.js';

/** Reads between a level's first and last, for a level of `levelMs`, as the watch schedules them. */
function readsIn(levelMs: number, minMs: number, maxMs: number): number {
  let reads = 0;
  for (let t = readGapMs(0, minMs, maxMs); t < levelMs; t += readGapMs(t, minMs, maxMs)) reads++;
  return reads;
}

test('by default the gap starts at 250 ms and grows with the level to 1000 ms', () => {
  assert.equal(MIN_MS, 250);
  assert.equal(MAX_MS, 1000);
  assert.equal(readGapMs(0, MIN_MS, MAX_MS), 250);
  assert.equal(readGapMs(2000, MIN_MS, MAX_MS), 250);
  assert.equal(readGapMs(4000, MIN_MS, MAX_MS), 500);
  assert.equal(readGapMs(8000, MIN_MS, MAX_MS), 1000);
  assert.equal(readGapMs(600_000, MIN_MS, MAX_MS), 1000);
});

test('a 2-second level is read 7 times between its first and last read, a long one about once a second', () => {
  assert.equal(readsIn(2000, MIN_MS, MAX_MS), 7);
  assert.equal(readsIn(1000, MIN_MS, MAX_MS), 3);
  // The old fixed 1000 ms read a 2-second level once between its ends.
  assert.equal(readsIn(2000, 1000, 1000), 1);
  const minute = readsIn(60_000, MIN_MS, MAX_MS);
  assert.ok(minute >= 60 && minute <= 72, `${minute} reads in a minute`);
});

test('equal bounds make a fixed interval, as when the spec writes interval_ms', () => {
  for (const t of [0, 1000, 60_000]) assert.equal(readGapMs(t, 300, 300), 300);
  assert.equal(readsIn(3000, 300, 300), 9);
});
