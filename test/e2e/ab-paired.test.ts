/**
 * The paired sweep's alignment rules, with senders that answer after a set delay: levels start
 * together, the first requests of a closed-loop level are released one of each side in turn,
 * the side going first alternates, and rate levels get the same schedule on both sides.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord } from '../../src/model/record.js';
import type { SweepOptions } from '../../src/load/sweep.js';
import { runPairedSweep } from '../../src/load/paired-sweep.js';

interface Sent { side: 'A' | 'B'; phase: string; concurrency: number; index: number; at: number; rate?: number }

function record(sentMs: number): RequestRecord {
  return { id: 'x', ok: true, sentMs, events: [], endMs: performance.now(), outputTokens: 1 } as unknown as RequestRecord;
}

function options(side: 'A' | 'B', log: Sent[], delayMs: (phase: string) => number, extra: Partial<SweepOptions> = {}): SweepOptions {
  return {
    levels: [2, 3],
    requests: 6,
    warmup: 1,
    ...extra,
    send: async ({ phase, level, index }) => {
      const at = performance.now();
      log.push({ side, phase, ...level, index, at });
      await new Promise((r) => setTimeout(r, delayMs(phase)));
      return record(at);
    },
  };
}

test('closed-loop levels start together, first requests alternate sides, and the side going first alternates by level', async () => {
  const log: Sent[] = [];
  // The reference's warm-up is much slower: without the gate, the candidate would start measuring alone.
  const a = options('A', log, () => 5);
  const b = options('B', log, (phase) => (phase === 'warmup' ? 120 : 5));
  const levels: number[] = [];
  for await (const pair of runPairedSweep(a, b)) {
    assert.equal(pair.reference?.concurrency, pair.candidate.concurrency);
    assert.equal(pair.candidate.records.length, 6);
    assert.equal(pair.reference?.records.length, 6);
    levels.push(pair.candidate.concurrency);
  }
  assert.deepEqual(levels, [2, 3]);
  for (const [i, c] of [2, 3].entries()) {
    const firstWave = log.filter((s) => s.phase === 'measure' && s.concurrency === c && s.index < c).map((s) => s.side);
    const expected = Array.from({ length: 2 * c }, (_, k) => ((k % 2 === 0) === (i % 2 === 0) ? 'A' : 'B'));
    assert.deepEqual(firstWave, expected, `level ${c}`);
    // No measured request of either side went out before the other side's warm-up finished.
    const lastWarmup = Math.max(...log.filter((s) => s.phase === 'warmup' && s.concurrency === c).map((s) => s.at));
    const firstMeasure = Math.min(...log.filter((s) => s.phase === 'measure' && s.concurrency === c).map((s) => s.at));
    assert.ok(firstMeasure >= lastWarmup + 100, `level ${c}: measured at ${firstMeasure}, last warm-up sent at ${lastWarmup}`);
  }
  // Level 3 starts on neither side before both finished level 2.
  const lastOf2 = Math.max(...log.filter((s) => s.concurrency === 2).map((s) => s.at));
  const firstOf3 = Math.min(...log.filter((s) => s.concurrency === 3).map((s) => s.at));
  assert.ok(firstOf3 >= lastOf2, 'levels do not overlap');
});

test('rate levels send both sides on the same seeded schedule', async () => {
  const log: Sent[] = [];
  const extra: Partial<SweepOptions> = { levels: [], rates: [40], maxConcurrency: 8, seed: 7 };
  const a = options('A', log, () => 2, extra);
  const b = options('B', log, () => 2, extra);
  for await (const pair of runPairedSweep(a, b)) assert.equal(pair.candidate.rate, 40);
  const times = (side: 'A' | 'B'): number[] => log.filter((s) => s.side === side).map((s) => s.at);
  const [ta, tb] = [times('A'), times('B')];
  assert.equal(ta.length, 7);
  assert.equal(tb.length, 7);
  // Same schedule, same start: each arrival goes to both sides at about the same moment
  // (generously: run one after the other, the sides would be a whole level apart).
  const gaps = ta.map((t, i) => Math.abs(t - (tb[i] as number)));
  assert.ok(Math.max(...gaps) < 30, `gaps ${gaps.map((g) => g.toFixed(1)).join(', ')} ms`);
});

test('a stop releases requests waiting for the other side', async () => {
  const log: Sent[] = [];
  const stop = new AbortController();
  // The reference's warm-up never ends in time; the candidate waits at the gate until the stop.
  const a = options('A', log, () => 5, { signal: stop.signal });
  const b = options('B', log, (phase) => (phase === 'warmup' ? 300 : 5), { signal: stop.signal });
  setTimeout(() => stop.abort('SIGTERM'), 60);
  const started = performance.now();
  const pairs = [];
  for await (const pair of runPairedSweep(a, b)) pairs.push(pair);
  assert.ok(performance.now() - started < 2000, 'the sweep ended');
  assert.ok(pairs.length <= 1);
});
