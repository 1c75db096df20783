// @parallel: asserts only the order of events with wide margins (a late timer only makes a wait longer)
/**
 * The end-to-end tests' deadlines follow progress: a process that keeps printing is not killed at
 * a fixed wall time, one that falls silent is, and a ceiling ends one that prints for ever.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CEILING_FACTOR, ProgressDeadline, waitForProgress } from '../../helpers/progress-deadline.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a deadline that keeps seeing progress outlives its idle time, and fires once progress stops', async () => {
  let fired = false;
  // Margins a starved test process keeps: progress every 50 ms against an idle time of 1 s.
  const deadline = new ProgressDeadline(1000, () => { fired = true; });
  for (let i = 0; i < 25; i++) {
    await sleep(50);
    deadline.progress();
  }
  assert.equal(fired, false, 'fired while progress kept coming (1.25 s in, idle time 1 s)');
  await sleep(2500);
  assert.equal(fired, true, 'did not fire 2.5 s after the last progress');
});

test('the ceiling ends a process that prints for ever', async () => {
  let firedAt = 0;
  const start = performance.now();
  const deadline = new ProgressDeadline(40, () => { firedAt = performance.now(); });
  while (firedAt === 0 && performance.now() - start < 3_000) {
    deadline.progress();
    await sleep(10);
  }
  deadline.clear();
  assert.ok(firedAt > 0, 'never fired');
  assert.ok(firedAt - start >= CEILING_FACTOR * 40 - 5, `fired after ${firedAt - start} ms, before the ceiling`);
});

test('waiting for a pattern follows the text growing, and fails once it stops', async () => {
  let text = '';
  const writer = setInterval(() => { text += '.'; }, 30);
  setTimeout(() => { text += 'done'; }, 300);
  // Cleared however the wait ends: a writer left running would keep the file from ever exiting.
  try {
    await waitForProgress(() => text, /done/, 1000);
  } finally {
    clearInterval(writer);
  }
  await assert.rejects(waitForProgress(() => text, /never/, 100), /timed out waiting for \/never\/ \(nothing new for \d+ ms\)/);
});
