/**
 * The open-loop scheduler on its own: a seeded Poisson schedule that repeats, send times that do
 * not wait for answers, a concurrency cap that holds, and the client's own waiting recorded apart.
 * A fake sender stands in for the endpoint; the timers are real.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { poissonSchedule, levelSeed } from '../../src/load/arrivals.js';
import { runOpenLoop } from '../../src/load/open-loop.js';
import { openLoopStats } from '../../src/load/open-loop-stats.js';
import { levelKey, levelLabel, levelName } from '../../src/model/level.js';
import type { RequestRecord } from '../../src/model/record.js';
import { onTime } from '../helpers/on-time.js';

/** A sender whose requests take `holdMs` and which tracks how many are in flight. */
function fakeSender(holdMs: number) {
  const state = { inFlight: 0, maxInFlight: 0, sentAt: [] as number[] };
  const send = async (index: number): Promise<RequestRecord> => {
    const sentMs = performance.now();
    state.sentAt[index] = sentMs;
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await new Promise((r) => setTimeout(r, holdMs));
    state.inFlight--;
    const endMs = performance.now();
    return {
      id: `r${index}`, sentMs, headersMs: sentMs + 1, contentMs: [sentMs + 2, endMs], endMs, statusCode: 200,
      inputTokens: 1, outputTokens: 2, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
    };
  };
  return { state, send };
}

test('the same seed gives the same schedule and another seed a different one', () => {
  const a = poissonSchedule(2, 60, levelSeed(1, 0));
  const b = poissonSchedule(2, 60, levelSeed(1, 0));
  const c = poissonSchedule(2, 60, levelSeed(2, 0));
  const d = poissonSchedule(2, 60, levelSeed(1, 1));
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
  assert.notDeepEqual(a, d, 'two levels of one sweep draw different gaps');
});

test('a schedule spans exactly its count at the target rate, with gaps that vary like Poisson arrivals', () => {
  for (const [rate, n] of [[2, 60], [10, 60], [0.5, 5], [100, 1000]] as const) {
    const s = poissonSchedule(rate, n, 7);
    assert.equal(s.length, n);
    for (let i = 1; i < n; i++) assert.ok(s[i]! >= s[i - 1]!, 'offsets never go back');
    const span = s[n - 1]! - s[0]!;
    assert.ok(Math.abs(span - ((n - 1) * 1000) / rate) < 1e-6, `span ${span} ms at ${rate} req/s × ${n}`);
  }
  // Exponential gaps have a coefficient of variation near 1; evenly spaced sends would have 0.
  const s = poissonSchedule(10, 2000, 3);
  const gaps = s.slice(1).map((t, i) => t - s[i]!);
  const mean = gaps.reduce((x, y) => x + y, 0) / gaps.length;
  const sd = Math.sqrt(gaps.reduce((x, g) => x + (g - mean) ** 2, 0) / gaps.length);
  assert.ok(sd / mean > 0.85 && sd / mean < 1.15, `coefficient of variation ${sd / mean}`);
});

test('bad rates and counts are refused', () => {
  assert.throws(() => poissonSchedule(0, 5, 1), RangeError);
  assert.throws(() => poissonSchedule(Number.POSITIVE_INFINITY, 5, 1), RangeError);
  assert.throws(() => poissonSchedule(1, -1, 1), RangeError);
  assert.deepEqual(poissonSchedule(1, 0, 1), []);
});

test('send times follow the schedule, not the answers: slow answers do not slow the sending', async (t) => {
  const schedule = poissonSchedule(50, 20, 11);
  const { state, r, stats, late } = await onTime(t, async () => {
    const { state, send } = fakeSender(400);
    const started = performance.now();
    const r = await runOpenLoop({ schedule, send });
    const late = state.sentAt.map((sentMs, i) => sentMs - (started + schedule[i]!));
    return { state, r, stats: openLoopStats(r.records, r.timings, 50), late };
  }, ({ stats, late }) => [
    ...late.flatMap((ms, i) => (ms > -1 && ms < 25 ? [] : [`request ${i} went ${ms.toFixed(2)} ms off schedule`])),
    ...(stats.achieved_rate !== null && Math.abs(stats.achieved_rate - 50) / 50 < 0.1 ? [] : [`achieved ${stats.achieved_rate}`]),
    ...(stats.client_behind === null ? [] : [`client behind: ${stats.client_behind}`]),
  ]);
  assert.equal(r.records.length, 20);
  assert.equal(late.length, 20);
  assert.ok(state.maxInFlight > 5, `with 400 ms answers at 50 req/s many overlap (max ${state.maxInFlight})`);
  for (let i = 0; i < 20; i++) assert.equal(r.timings[i]!.queueMs, 0, 'no cap: nothing waits for a slot');
  assert.equal(stats.client_behind, null);
});

test('the cap holds, and a request due while it is full waits for a slot and that wait is recorded', async (t) => {
  // The wait is not send lag: the actual send is the slot time, not the schedule.
  const { state, r, stats } = await onTime(t, async () => {
    const { state, send } = fakeSender(100);
    const r = await runOpenLoop({ schedule: poissonSchedule(100, 30, 5), maxConcurrency: 2, send });
    return { state, r, stats: openLoopStats(r.records, r.timings, 100) };
  }, ({ stats }) => ((stats.send_lag_ms.p95 ?? Infinity) < 10 ? [] : [`send lag p95 ${stats.send_lag_ms.p95} ms excludes the queue wait`]));
  assert.equal(r.records.length, 30);
  assert.ok(state.maxInFlight <= 2, `never more than 2 in flight (saw ${state.maxInFlight})`);
  assert.equal(r.maxInFlight, 2);
  const queued = r.timings.filter((t) => t.queueMs > 1);
  assert.ok(queued.length > 20, `most requests waited for a slot (${queued.length} of 30)`);
  assert.ok((stats.client_queue_ms.max ?? 0) > 500, `the last requests waited long (max ${stats.client_queue_ms.max} ms)`);
  assert.ok(stats.achieved_rate !== null && stats.achieved_rate < 25, `2 slots × 100 ms cap the rate near 20/s (${stats.achieved_rate})`);
  assert.match(stats.client_behind ?? '', /against a target of 100 req\/s/);
  assert.match(stats.client_behind ?? '', /waited for a free slot under max_concurrency/);
});

test('an abort stops the sending: nothing after it goes out, and what finished is kept', async () => {
  const { send } = fakeSender(5);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 150);
  const r = await runOpenLoop({ schedule: poissonSchedule(20, 40, 1), send, signal: controller.signal });
  assert.ok(r.records.length > 0 && r.records.length < 10, `about 3 of 40 sent before the abort (${r.records.length})`);
  assert.equal(r.timings.length, r.records.length);
});

test('levels are named and matched by rate or by concurrency, never confused', () => {
  const cases: { level: { concurrency: number; rate?: number | null }; key: string; label: string; name: string }[] = [
    { level: { concurrency: 8 }, key: 'c8', label: '8', name: 'concurrency 8' },
    { level: { concurrency: 8, rate: null }, key: 'c8', label: '8', name: 'concurrency 8' },
    { level: { concurrency: 8, rate: 2 }, key: 'r2', label: '2 req/s', name: '2 req/s' },
    { level: { concurrency: 2, rate: 0.5 }, key: 'r0.5', label: '0.5 req/s', name: '0.5 req/s' },
  ];
  for (const c of cases) {
    assert.equal(levelKey(c.level), c.key);
    assert.equal(levelLabel(c.level), c.label);
    assert.equal(levelName(c.level), c.name);
  }
});
