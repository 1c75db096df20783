import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ResidualWaits } from '../../../src/stats/residual-wait.js';

/** The exact quantile of the wait from the stretches themselves: the x at which Σ max(0, b − x) = (1 − q)·T. */
function exactQuantile(stretches: readonly number[], q: number, wallMs: number): number {
  const over = (1 - q) * wallMs;
  const above = (x: number) => stretches.reduce((s, b) => s + Math.max(0, b - x), 0);
  if (above(0) <= over) return 0;
  let lo = 0;
  let hi = Math.max(...stretches);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (above(mid) > over) lo = mid; else hi = mid;
  }
  return lo;
}

test('one 10 ms stretch in 1 s: the mean wait is 0.05 ms, and the wait exceeds 5 ms half a percent of the time', () => {
  const w = new ResidualWaits();
  w.add(10);
  assert.equal(w.mean(1000), 0.05);
  assert.equal(w.max(), 10);
  // Waits above x last 10 − x ms of the 1000: p98 is 0 (the loop was busy 1 % of the time), p99.5 is 5 ms.
  assert.equal(w.quantile(0.98, 1000), 0);
  assert.ok(Math.abs(w.quantile(0.995, 1000) - 5) < 1e-9, String(w.quantile(0.995, 1000)));
  assert.ok(Math.abs(w.quantile(0.999, 1000) - 9) < 1e-9);
  assert.equal(w.quantile(1, 1000), 10);
});

test('a loop that never waited: one stretch as long as the watch reads a wait uniform over it', () => {
  const w = new ResidualWaits();
  w.add(200);
  assert.equal(w.mean(200), 100);
  assert.ok(Math.abs(w.quantile(0.5, 200) - 100) < 1e-9);
  assert.ok(Math.abs(w.quantile(0.99, 200) - 198) < 1e-9);
});

test('quantiles of many stretches of different lengths read at most a bin (9 %) above the exact ones, never below', () => {
  // A busy client's turns: 2 000 stretches from 0.01 to 30 ms over 20 s (a fixed pseudo-random mix).
  const stretches: number[] = [];
  let seed = 7;
  for (let i = 0; i < 2000; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    stretches.push(0.01 * 3000 ** (seed / 2 ** 32));
  }
  const w = new ResidualWaits();
  for (const b of stretches) w.add(b);
  const wallMs = 20_000;
  assert.ok(Math.abs(w.mean(wallMs) - stretches.reduce((s, b) => s + b * b, 0) / (2 * wallMs)) < 1e-9);
  for (const q of [0.9, 0.99, 0.995, 0.999]) {
    const exact = exactQuantile(stretches, q, wallMs);
    const got = w.quantile(q, wallMs);
    assert.ok(exact > 0, `q=${q}`);
    assert.ok(got >= exact - 1e-9 && got <= 1.0906 * exact, `q=${q}: ${got} against ${exact}`);
  }
});

test('nothing busy reads no wait; a stretch of 0 or less is not one', () => {
  const w = new ResidualWaits();
  w.add(0);
  w.add(-1);
  w.add(Number.NaN);
  assert.equal(w.mean(1000), 0);
  assert.equal(w.max(), 0);
  assert.equal(w.quantile(0.999, 1000), 0);
  assert.equal(w.mean(0), 0);
});

test('stretches below a microsecond count in the mean and never above their length', () => {
  const w = new ResidualWaits();
  for (let i = 0; i < 1000; i++) w.add(0.0005);
  assert.ok(Math.abs(w.mean(1) - (1000 * 0.0005 ** 2) / 2) < 1e-12);
  // The loop was busy half of the 1 ms: the p99 wait lies below the stretch itself.
  const p99 = w.quantile(0.99, 1);
  assert.ok(p99 >= 0 && p99 <= 0.0005, String(p99));
});
