/**
 * The Anthropic client's stamps over real sockets where the assertion is about time: events of
 * one network read share its arrival time, and a read that came later is stamped later by about
 * the server's pause. Not @parallel: a process starved of the CPU beside other files can stamp a
 * read late, which shrinks the gap these tests measure.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { anthropicStream, assertOk, ev, messageDelta, sendOnce, start, stop, text } from '../helpers/anthropic.js';

describe('Anthropic Messages: stamps of network reads', () => {
  it('gives every event in one network read that read\'s arrival time', async () => {
    const all = anthropicStream(['a', 'b', 'c', 'd']);
    const { record } = await sendOnce({ steps: [{ write: all.slice(0, 5).join('') }, { write: all.slice(5).join(''), delayMs: 30 }] });
    assertOk(record);
    assert.equal(record.contentMs.length, 4);
    assert.equal(record.contentMs[0], record.contentMs[1]);
    assert.ok(record.contentMs[2]! - record.contentMs[1]! >= 20, `the second read came ${record.contentMs[2]! - record.contentMs[1]!} ms later`);
    assert.equal(record.contentMs[2], record.contentMs[3]);
  });

  it('counts a thinking delta as a reasoning token event, not as the answer', async () => {
    const thinking = ev('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: 'Hmm' } });
    const { record } = await sendOnce({ steps: [{ write: start() + thinking }, { write: text('Hi'), delayMs: 40 }, { write: messageDelta(2) + stop() }] });
    assertOk(record);
    assert.equal(record.contentMs.length, 2);
    assert.equal(record.reasoningEvents, 1);
    assert.equal(record.firstAnswerIndex, 1);
    assert.ok(record.contentMs[1]! - record.contentMs[0]! >= 30, 'the answer came after the thinking');
  });
});
