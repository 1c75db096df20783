// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { figureOutputs } from '../../../src/github/figure-outputs.js';
import { highestLevel } from '../../../src/metrics/highest-level.js';
import type { LevelStats } from '../../../src/model/level-stats.js';

/** Just the fields the outputs read; the rest of a level does not matter here. */
function level(concurrency: number, ttftP95: number, extra: Partial<LevelStats> = {}): LevelStats {
  const dist = (p95: number) => ({ count: 40, mean: p95, min: p95, max: p95, p50: p95, p90: p95, p95, p99: null });
  return { concurrency, succeeded: 40, qps: concurrency, tpm: concurrency * 100, ttft_ms: dist(ttftP95), tpot_ms: dist(ttftP95 / 10), ...extra } as unknown as LevelStats;
}

test('the per-level outputs describe the highest concurrency level, whatever the order and with rate levels after it', () => {
  const levels = [level(16, 900), level(4, 300), level(1, 100), level(256, 50, { mode: 'rate', rate: 2 })];
  assert.equal(highestLevel(levels)?.concurrency, 16);
  const out = figureOutputs({ levels, knee: null });
  assert.equal(out['ttft-p95-ms'], '900');
  assert.equal(out['tpot-p95-ms'], '90');
  assert.equal(out['max-tpm'], '25600');
  assert.equal(out['knee-concurrency'], '');
});

test('a sweep of rate levels only reports its highest rate; TTFA falls back to TTFT without reasoning', () => {
  const levels = [level(64, 120, { mode: 'rate', rate: 4 }), level(64, 80, { mode: 'rate', rate: 1 })];
  const out = figureOutputs({ levels, knee: null });
  assert.equal(out['ttft-p95-ms'], '120');
  assert.equal(out['ttfa-p95-ms'], '120');
  const reasoning = [level(8, 40, { ttfa_ms: { count: 40, mean: 700, min: 1, max: 2, p50: 600, p90: 650, p95: 712.3456, p99: null } })];
  assert.equal(figureOutputs({ levels: reasoning, knee: null })['ttfa-p95-ms'], '712.346');
  assert.equal(figureOutputs(undefined)['ttft-p95-ms'], '');
});
