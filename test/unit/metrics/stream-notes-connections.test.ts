// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The note on connections the server closed behind the client's back: it says what the server
 * did (closes each connection after one response, or closed some sooner than it announces),
 * counts the requests sent again and those given connections of their own, and takes the place
 * of the note on new connections, which would blame a keep-alive limit or the warm-up.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RequestRecord, StreamShape } from '../../../src/model/record.js';
import { levelStats } from '../../../src/metrics/level.js';
import { streamNotes } from '../../../src/metrics/stream-notes.js';

const BASE: StreamShape = { emptyFirstEvent: false, keepAlives: 0, terminated: true, connectionWaitMs: 0.6 };

function rec(stream: Partial<StreamShape>): RequestRecord {
  return {
    id: 'r', sentMs: 0, headersMs: 1, contentMs: [2, 3], endMs: 3, statusCode: 200,
    inputTokens: 5, outputTokens: 2, tokensSource: 'usage', finishReason: 'length',
    ok: true, error: undefined, stream: { ...BASE, ...stream },
  };
}

const level = (concurrency: number, records: RequestRecord[]) => levelStats({ concurrency, records, durationS: 1 });

describe('the note on connections the server closed', () => {
  it('says the server closes each connection after one response, with the resends and own connections counted', () => {
    const c1 = level(1, [rec({ connectMs: 0.5, freshConnection: true }), rec({ connectMs: 0.4, freshConnection: true })]);
    const c4 = level(4, [rec({ connectMs: 1.7, resent: true }), rec({ connectMs: 0.9, freshConnection: true }), rec({ connectMs: null })]);
    const notes = streamNotes([c1, c4]);
    const note = notes.find((n) => n.includes('closes each connection'));
    assert.ok(note !== undefined, notes.join('\n'));
    assert.match(note, /^The server closes each connection after one response, although it did not say so \(no Connection: close\)/);
    assert.match(note, /3 measured requests \(2 at concurrency 1, 1 at concurrency 4\) went on a connection of their own/);
    assert.match(note, /One measured request \(1 at concurrency 4\) went on a kept-alive connection that the server had just closed, before any of the response arrived, and was sent once more/);
    assert.match(note, /up to 1\.7 ms/);
    assert.equal(notes.filter((n) => /keep-alive limit|warm-up could not open/.test(n)).length, 0, 'the generic new-connection note is not added beside it');
  });

  it('says the server closed some connections sooner than it announces when it does not close them all', () => {
    const notes = streamNotes([level(8, [rec({ connectMs: 1.2, resent: true }), rec({ connectMs: 1.1, resent: true }), rec({ connectMs: null })])]);
    const note = notes.find((n) => n.includes('sooner than it announces'));
    assert.ok(note !== undefined, notes.join('\n'));
    assert.match(note, /2 measured requests \(2 at concurrency 8\) went on a kept-alive connection .* were sent once more on a new connection/);
    assert.doesNotMatch(note, /closes each connection/);
  });

  it('keeps the note on new connections when nothing was closed behind the client\'s back', () => {
    const notes = streamNotes([level(2, [rec({ connectMs: 3 }), rec({ connectMs: null })])]);
    assert.equal(notes.filter((n) => n.startsWith('Some measured requests had to set up a new connection (1 at concurrency 2, up to 3.0 ms)')).length, 1, notes.join('\n'));
    assert.equal(notes.filter((n) => /sent once more|closes each connection/.test(n)).length, 0);
  });
});
