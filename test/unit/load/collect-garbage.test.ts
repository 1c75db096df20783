// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The collection a sweep runs before each level: that it really collects, that it leaves no
 * `gc` behind in the process, and that every level, closed-loop or rate, starts with one before
 * its first request, never between a level's requests.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { collectGarbage } from '../../../src/load/collect-garbage.js';
import { runSweep } from '../../../src/load/sweep.js';
import type { RequestRecord } from '../../../src/model/record.js';

/** A WeakRef to an object nothing else holds; made in its own function so no local keeps it. */
function unheld(): WeakRef<object> {
  return new WeakRef({ payload: new Array(1000).fill(7) });
}

test('collectGarbage runs a full collection: an object nothing holds is gone after it', async () => {
  const ref = unheld();
  // A WeakRef keeps its target alive until the end of the job that made or read it.
  await nextTurn();
  assert.equal(collectGarbage(), true, 'Node 20 and 24 both offer the collector');
  assert.equal(ref.deref(), undefined);
});

test('collectGarbage leaves no gc function in the process', () => {
  collectGarbage();
  assert.equal(typeof (globalThis as { gc?: unknown }).gc, process.execArgv.includes('--expose-gc') ? 'function' : 'undefined');
});

/** Major collections seen while `body` runs, by start time (performance.now() ms). */
async function majorCollections(body: () => Promise<void>): Promise<number[]> {
  const starts: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) starts.push(entry.startTime);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    await body();
    // Entries are delivered asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    observer.disconnect();
  }
  return starts;
}

test('each level of a sweep starts with a major collection, before its first request and after the last one before it', async () => {
  const sends: { level: string; phase: string; atMs: number }[] = [];
  const send = async (level: string, phase: string): Promise<RequestRecord> => {
    const sentMs = performance.now();
    sends.push({ level, phase, atMs: sentMs });
    await new Promise((resolve) => setTimeout(resolve, 2));
    return {
      id: `${level}:${sends.length}`, sentMs, headersMs: sentMs, contentMs: [sentMs + 1], endMs: performance.now(), statusCode: 200,
      inputTokens: 1, outputTokens: 1, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
    };
  };
  const majors = await majorCollections(async () => {
    for await (const _level of runSweep({
      levels: [1, 2], rates: [200], maxConcurrency: 4, requests: 4, warmup: 1,
      send: ({ phase, level }) => send(level.rate === undefined ? `c${level.concurrency}` : `r${level.rate}`, phase),
    }));
  });
  const levels = [...new Set(sends.map((s) => s.level))];
  assert.deepEqual(levels, ['c1', 'c2', 'r200']);
  levels.forEach((name, i) => {
    const mine = sends.filter((s) => s.level === name);
    const firstMs = mine[0]!.atMs;
    const before = i === 0 ? -Infinity : sends.filter((s) => s.level === levels[i - 1]).at(-1)!.atMs;
    assert.ok(majors.some((ms) => ms > before && ms < firstMs), `level ${name}: a major collection between ${before} and ${firstMs} ms (saw ${majors.join(', ')})`);
    const lastMs = mine.at(-1)!.atMs;
    assert.ok(!majors.some((ms) => ms > firstMs && ms < lastMs), `level ${name}: no major collection among its requests (saw ${majors.join(', ')})`);
  });
});
