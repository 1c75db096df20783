// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runClosedLoop } from '../../../src/load/closed-loop.js';
import { runSweep } from '../../../src/load/sweep.js';
import type { RequestRecord } from '../../../src/model/record.js';

/** A sender that holds each request for `holdMs` and tracks how many were in flight at once. */
function timedSender(holdMs: (i: number) => number) {
  let inFlight = 0;
  const state = { maxInFlight: 0, sent: [] as string[] };
  const send = async (label: string, i: number): Promise<RequestRecord> => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    state.sent.push(label);
    const sentMs = performance.now();
    await new Promise((r) => setTimeout(r, holdMs(i)));
    inFlight--;
    return {
      id: label, sentMs, headersMs: sentMs, contentMs: [sentMs + 1], endMs: performance.now(), statusCode: 200,
      inputTokens: 1, outputTokens: 1, tokensSource: 'usage', finishReason: 'stop', ok: true, error: undefined,
    };
  };
  return { state, send };
}

for (const [concurrency, total] of [[1, 5], [3, 10], [8, 8], [16, 5]] as const) {
  test(`closed loop at concurrency ${concurrency} never has more than ${concurrency} in flight, and sends all ${total}`, async () => {
    // Uneven hold times so workers finish out of step, which is when an off-by-one would show.
    const { state, send } = timedSender((i) => 2 + ((i * 7) % 5));
    const result = await runClosedLoop({ concurrency, total, send: (i) => send(`r${i}`, i) });
    assert.equal(result.records.length, total);
    assert.ok(state.maxInFlight <= concurrency, `saw ${state.maxInFlight} in flight`);
    assert.equal(state.maxInFlight, Math.min(concurrency, total), 'the loop should fill every slot');
    assert.equal(result.maxInFlight, state.maxInFlight);
    assert.deepEqual(result.records.map((r) => r.id), Array.from({ length: total }, (_, i) => `r${i}`), 'records come back in sending order');
  });
}

test('closed loop stops handing out requests once aborted', async () => {
  const controller = new AbortController();
  const { state, send } = timedSender(() => 5);
  const result = await runClosedLoop({
    concurrency: 2, total: 100, signal: controller.signal,
    send: (i) => send(`r${i}`, i),
    onRecord: (_r, i) => { if (i === 3) controller.abort(); },
  });
  assert.ok(result.records.length < 10, `sent ${result.records.length}`);
  assert.equal(state.sent.length, result.records.length, 'every request sent is returned');
});

test('the sweep runs levels in order, sends warm-up requests first and leaves them out of the records', async () => {
  const { state, send } = timedSender(() => 1);
  const levels = [];
  for await (const level of runSweep({
    levels: [1, 4], requests: 6, warmup: 2,
    send: ({ phase, level, index }) => send(`${phase}:${level.concurrency}:${index}`, index),
  })) levels.push(level);
  assert.deepEqual(levels.map((l) => l.concurrency), [1, 4]);
  for (const l of levels) {
    assert.equal(l.records.length, 6);
    assert.equal(l.warmupSent, 2);
    assert.ok(l.records.every((r) => r.id.startsWith('measure:')), 'no warm-up record is counted');
    assert.ok(l.maxInFlight <= l.concurrency);
    assert.equal(l.incomplete, false);
  }
  // Order of sends: level 1 warm-ups, level 1 measured, level 4 warm-ups, level 4 measured.
  const phases = state.sent.map((s) => s.split(':').slice(0, 2).join(':'));
  assert.deepEqual([...new Set(phases)], ['warmup:1', 'measure:1', 'warmup:4', 'measure:4']);
  assert.ok(phases.indexOf('measure:1') > phases.lastIndexOf('warmup:1'), 'warm-up finishes before measuring');
});

test('the warm-up tops the connection pool up to each level\'s concurrency before measuring', async () => {
  const { state, send } = timedSender(() => 2);
  let open = 0;
  const warmups: Record<number, number> = {};
  for await (const level of runSweep({
    levels: [1, 4, 8], requests: 4, warmup: 1,
    // As a pool does: a warm-up request in flight takes an idle connection when there is one and
    // opens one when there is not, so the pool holds as many connections as were ever in flight.
    openConnections: () => open,
    send: async ({ phase, level: { concurrency: c }, index: i }) => {
      if (phase === 'warmup') warmups[c] = (warmups[c] ?? 0) + 1;
      const r = await send(`${phase}:${c}:${i}`, i);
      open = Math.max(open, state.maxInFlight);
      return r;
    },
  })) assert.equal(level.records.length, 4);
  // Level 1: 1 warm-up. Level 4: connections missing, so 4 at once (one takes the idle one, 3
  // open); sending only the 3 missing would leave the pool at 3. Level 8: 8 at once likewise.
  assert.deepEqual(warmups, { 1: 1, 4: 4, 8: 8 });
});
