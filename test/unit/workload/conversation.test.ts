// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Conversations: a session's turns carry the history with the answers received, a failed turn
 * leaves it as it was, records come out numbered by turn and without the answer's text; the
 * closed loop holds one session per worker; the level is summarised turn by turn.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Conversations, followUp, sessionKey } from '../../../src/workload/conversation.js';
import { runClosedLoop } from '../../../src/load/closed-loop.js';
import { turnStats } from '../../../src/metrics/turns.js';
import type { ChatRequest } from '../../../src/client/types.js';
import type { RequestRecord } from '../../../src/model/record.js';

function record(id: string, ok: boolean, answerText?: string, extra: Partial<RequestRecord> = {}): RequestRecord {
  return {
    id, sentMs: 0, headersMs: 1, contentMs: ok ? [10, 12] : [], endMs: 12, statusCode: ok ? 200 : 500, inputTokens: 50, outputTokens: 2,
    tokensSource: 'usage', finishReason: 'stop', ok, error: ok ? undefined : { kind: 'server_error', message: 'boom' },
    ...(answerText === undefined ? {} : { answerText }), ...extra,
  };
}

const FIRST: ChatRequest = { messages: [{ role: 'user', content: ' gold lake [ab-m0]\nHello' }], maxTokens: 8, temperature: undefined };

describe('Conversations', () => {
  it('sends the history with the answers received and a follow-up, and hands on records without the text', async () => {
    const book = new Conversations({ turns: 3, thinkTimeMs: 0 });
    const sent: ChatRequest[] = [];
    const send = (answer: string) => async (r: ChatRequest) => {
      sent.push(r);
      return record('x', true, answer);
    };
    const r1 = await book.send('k', 0, () => FIRST, send('one'));
    await book.send('k', 1, () => assert.fail('only turn 0 opens a session'), send('two'));
    const r3 = await book.send('k', 2, () => assert.fail('only turn 0 opens a session'), send('three'));
    assert.ok(sent.every((r) => r.keepAnswer === true));
    assert.deepEqual(sent[2]!.messages.map((m) => [m.role, m.content]), [
      ['user', FIRST.messages[0]!.content], ['assistant', 'one'], ['user', followUp(1)], ['assistant', 'two'], ['user', followUp(2)],
    ]);
    assert.equal(r1.turn, 1);
    assert.equal(r3.turn, 3);
    assert.equal('answerText' in r1, false);
    assert.equal(book.open, 0, 'a finished session is forgotten');
  });

  it('asks the next question on the last good answer when a turn failed', async () => {
    const book = new Conversations({ turns: 3, thinkTimeMs: 0 });
    const sent: ChatRequest[] = [];
    await book.send('k', 0, () => FIRST, async (r) => (sent.push(r), record('x', true, 'one')));
    await book.send('k', 1, () => FIRST, async (r) => (sent.push(r), record('x', false)));
    await book.send('k', 2, () => FIRST, async (r) => (sent.push(r), record('x', true, 'three')));
    assert.deepEqual(sent[2]!.messages.map((m) => m.role), ['user', 'assistant', 'user']);
    assert.equal(sent[2]!.messages[2]!.content, followUp(2));
  });

  it('keys sessions by level, pass and number', () => {
    assert.notEqual(sessionKey({ level: { concurrency: 2 }, session: 1 }), sessionKey({ level: { concurrency: 4 }, session: 1 }));
    assert.notEqual(sessionKey({ level: { concurrency: 2 }, pass: 1, session: 1 }), sessionKey({ level: { concurrency: 2 }, session: 1 }));
  });
});

describe('closed loop with sessions', () => {
  it('gives each worker whole sessions in order, cuts the last one at the total, never above the concurrency', async () => {
    const order: number[][] = [[], []];
    let inFlight = 0;
    let most = 0;
    const owner = new Map<number, number>();
    let nextWorker = 0;
    const { records, maxInFlight } = await runClosedLoop({
      concurrency: 2,
      total: 7,
      chain: { length: 3, pauseMs: 1 },
      send: async (i) => {
        const session = Math.floor(i / 3);
        if (!owner.has(session)) owner.set(session, nextWorker++ % 2);
        order[owner.get(session)!]!.push(i);
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return record(`r${i}`, true);
      },
    });
    assert.equal(records.length, 7);
    assert.ok(maxInFlight <= 2 && most <= 2);
    const all = order.flat().sort((a, b) => a - b);
    assert.deepEqual(all, [0, 1, 2, 3, 4, 5, 6]);
    // Turns of one session go one after another.
    for (const list of order) for (let k = 1; k < list.length; k++) if (Math.floor(list[k]! / 3) === Math.floor(list[k - 1]! / 3)) assert.equal(list[k], list[k - 1]! + 1);
  });
});

describe('turnStats', () => {
  it('summarises each turn over its successful requests; none for single requests', () => {
    assert.equal(turnStats([record('a', true)]), undefined);
    const recs = [
      ...[1, 2, 3, 4, 5].map((i) => record(`a${i}`, true, undefined, { turn: 1, inputTokens: 100, contentMs: [20 + i, 30] })),
      ...[1, 2, 3, 4, 5].map((i) => record(`b${i}`, true, undefined, { turn: 2, inputTokens: 140, contentMs: [5, 30] })),
      record('c', false, undefined, { turn: 2 }),
    ];
    const turns = turnStats(recs)!;
    assert.deepEqual(turns.map((t) => [t.turn, t.requests, t.succeeded, t.ttft_ms.p50, t.input_tokens.p50]), [[1, 5, 5, 23, 100], [2, 6, 5, 5, 140]]);
  });
});
