// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { levelStats } from '../../../src/metrics/level.js';
import { consistencyNote } from '../../../src/engine/diagnose.js';
import type { RequestRecord } from '../../../src/model/record.js';

/** A successful request: tokens every `gapMs` from `ttftMs`, the stream closing `tailMs` after the last one. */
function rec(ttftMs: number, gapMs: number, tokens: number, tailMs: number): RequestRecord {
  const contentMs = Array.from({ length: tokens }, (_, i) => ttftMs + i * gapMs);
  return {
    id: 'r', sentMs: 0, headersMs: 1, contentMs, endMs: contentMs.at(-1)! + tailMs, statusCode: 200,
    inputTokens: 10, outputTokens: tokens, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
  };
}

test('a level whose streams close promptly after the last token passes the E2E check', () => {
  const stats = levelStats({ concurrency: 4, records: Array.from({ length: 10 }, () => rec(100, 20, 50, 2)), durationS: 5 });
  assert.deepEqual(stats.e2e_check, { checked: 10, off: 0, median_gap_ms: 2 });
  assert.equal(consistencyNote([stats]), undefined);
});

test('a level whose streams stay open long after the last token is flagged, with the gap', () => {
  const records = [...Array.from({ length: 6 }, () => rec(100, 20, 50, 2)), ...Array.from({ length: 4 }, () => rec(100, 20, 50, 600))];
  const stats = levelStats({ concurrency: 8, records, durationS: 5 });
  assert.equal(stats.e2e_check.checked, 10);
  assert.equal(stats.e2e_check.off, 4);
  const note = consistencyNote([stats]);
  assert.match(note ?? '', /concurrency 8 \(4 of 10 requests, median gap 2\.0 ms\)/);
});

test('a short tail on a short answer never counts as off', () => {
  // 10 ms of tail on a 30 ms request is a third of it, but below the 20 ms floor.
  const stats = levelStats({ concurrency: 1, records: [rec(10, 5, 3, 10)], durationS: 1 });
  assert.equal(stats.e2e_check.off, 0);
});
