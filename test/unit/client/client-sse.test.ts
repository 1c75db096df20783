// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SseReader } from '../../../src/client/sse.js';
import { createRandom } from '../../../src/stats/random.js';

type Seen = Array<[type: string | undefined, data: string] | 'comment'>;

/** A reader recording what it finds, and after which chunk each item was found. */
function reader(maxEventChars = 1 << 20): { sse: SseReader; seen: Seen } {
  const seen: Seen = [];
  const sse = new SseReader({ onEvent: (type, data) => seen.push([type, data]), onComment: () => seen.push('comment') }, maxEventChars);
  return { sse, seen };
}

/** Everything found in `parts` fed one after another, then the end of the body. */
function read(parts: Array<string | Buffer>, end = true): Seen {
  const { sse, seen } = reader();
  for (const part of parts) assert.equal(sse.feed(typeof part === 'string' ? Buffer.from(part) : part), true);
  if (end) assert.equal(sse.end(), true);
  return seen;
}

/** `bytes` cut into pieces of `size` bytes. */
function pieces(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

describe('SseReader: what an event is', () => {
  const cases: Array<[string, string[], Seen]> = [
    ['one event per blank line', ['data: a\n\ndata: b\n\n'], [[undefined, 'a'], [undefined, 'b']]],
    ['data lines joined by \\n', ['data: {"a":\ndata: 1}\n\n'], [[undefined, '{"a":\n1}']]],
    ['CRLF line ends', ['data: a\r\n\r\ndata: b\r\n\r\n'], [[undefined, 'a'], [undefined, 'b']]],
    ['lone CR line ends', ['data: a\r\rdata: b\r\r'], [[undefined, 'a'], [undefined, 'b']]],
    ['mixed line ends', ['data: a\r\ndata: b\rdata: c\n\r\n'], [[undefined, 'a\nb\nc']]],
    ['no space after the colon', ['data:a\n\n'], [[undefined, 'a']]],
    ['only one space dropped', ['data:  a \n\n'], [[undefined, ' a ']]],
    ['`data:` alone is an empty data line', ['data:\n\ndata\n\n'], [[undefined, ''], [undefined, '']]],
    ['comments, `:` alone included', [': ping\n:\n\ndata: a\n\n'], ['comment', 'comment', [undefined, 'a']]],
    ['the event type, reset after each event', ['event: message_start\ndata: a\n\ndata: b\n\n'], [['message_start', 'a'], [undefined, 'b']]],
    ['an empty event type is none', ['event:\ndata: a\n\nevent\ndata: b\n\n'], [[undefined, 'a'], [undefined, 'b']]],
    ['id, retry and unknown fields ignored; an event without data dropped', ['id: 7\nretry: 10\nfoo: bar\ndatum: x\nevent: ping\n\ndata: a\n\n'], [[undefined, 'a']]],
    ['a field name is matched whole: `dat`, `events` and `data2` are not fields read', ['dat: x\nevents: y\ndata2: z\ndata: a\n\n'], [[undefined, 'a']]],
    ['the byte-order mark before the first line dropped, one later kept', ['\uFEFFdata: a\n\ndata: \uFEFFb\n\n'], [[undefined, 'a'], [undefined, '\uFEFFb']]],
    ['a colon inside the value kept', ['data: {"a":"b:c"}\n\n'], [[undefined, '{"a":"b:c"}']]],
  ];
  for (const [name, parts, expected] of cases) {
    it(name, () => assert.deepEqual(read(parts), expected));
  }
});

describe('SseReader: events split across chunks', () => {
  const transcript = Buffer.from('\uFEFF: hi\r\n\r\nevent: content_block_delta\r\ndata: {"text":"Grüße 世界 🎉"}\r\n\r\n'
    + 'data: {"a":\ndata: 1}\n\ndata: x\r\rdata: [DONE]\n\n');
  const whole = read([transcript]);

  it('the transcript read whole', () => {
    assert.deepEqual(whole, ['comment', ['content_block_delta', '{"text":"Grüße 世界 🎉"}'], [undefined, '{"a":\n1}'], [undefined, 'x'], [undefined, '[DONE]']]);
  });
  for (const size of [1, 2, 3, 5, 7, 64]) {
    it(`the same in chunks of ${size} bytes (characters, CRLFs and the byte-order mark split)`, () => {
      assert.deepEqual(read(pieces(transcript, size)), whole);
    });
  }

  it('an event is found in the chunk that completes it, not a later one', () => {
    const { sse, seen } = reader();
    sse.feed(Buffer.from('data: a\n'));
    assert.deepEqual(seen, []);
    sse.feed(Buffer.from('\ndata: b\r'));
    assert.deepEqual(seen, [[undefined, 'a']]);
    // A CR at a chunk's end may be the first half of a CRLF: its blank line is known with the next byte.
    sse.feed(Buffer.from('\r'));
    sse.feed(Buffer.from('data: c\n\n'));
    assert.deepEqual(seen, [[undefined, 'a'], [undefined, 'b'], [undefined, 'c']]);
  });

  it('an LF that starts a chunk after one ending in CR is that CRLF\'s, not a blank line', () => {
    assert.deepEqual(read(['data: a\r', '\ndata: b\n\n']), [[undefined, 'a\nb']]);
    assert.deepEqual(read(['data: a\r', '', '\ndata: b\n\n']), [[undefined, 'a\nb']]);
  });

  it('a line kept for the next chunk is a copy: the chunk\'s memory may be reused', () => {
    const { sse, seen } = reader();
    const chunk = Buffer.from('data: abc');
    sse.feed(chunk);
    chunk.fill(0x7a);
    sse.feed(Buffer.from('def\n\n'));
    assert.deepEqual(seen, [[undefined, 'abcdef']]);
  });

  it('a UTF-8 character split between chunks is decoded whole', () => {
    const bytes = Buffer.from('data: 🎉\n\n');
    for (let cut = 7; cut < 10; cut++) {
      assert.deepEqual(read([bytes.subarray(0, cut), bytes.subarray(cut)]), [[undefined, '🎉']], `cut at ${cut}`);
    }
  });
});

describe('SseReader: the end of the body', () => {
  it('reads a last event without its blank line', () => {
    assert.deepEqual(read(['data: a\n\ndata: b']), [[undefined, 'a'], [undefined, 'b']]);
    assert.deepEqual(read(['data: b\n']), [[undefined, 'b']]);
    assert.deepEqual(read(['data: b\r']), [[undefined, 'b']]);
  });

  it('reads nothing more before end()', () => {
    assert.deepEqual(read(['data: b'], false), []);
  });
});

describe('SseReader: an event too long', () => {
  it('stops at a line that grows past the limit before it ends, and reads nothing after it', () => {
    const { sse, seen } = reader(32);
    assert.equal(sse.feed(Buffer.from(`data: ${'x'.repeat(20)}\n\n`)), true);
    assert.equal(sse.feed(Buffer.from(`data: ${'x'.repeat(20)}`)), true);
    assert.equal(sse.feed(Buffer.from('x'.repeat(20))), false);
    assert.equal(sse.feed(Buffer.from('\n\ndata: a\n\n')), false, 'nothing is read after it');
    assert.equal(sse.end(), false);
    assert.equal(seen.length, 1);
  });

  it('counts each event alone', () => {
    const { sse, seen } = reader(32);
    for (let i = 0; i < 10; i++) assert.equal(sse.feed(Buffer.from(`data: ${'x'.repeat(20)}\n\n`)), true);
    assert.equal(seen.length, 10);
  });
});

describe('SseReader.atEventBoundary: when the next bytes may be read as whole events elsewhere', () => {
  /** Whether the reader is at a boundary after each of `parts`. */
  function boundaries(parts: string[]): boolean[] {
    const { sse } = reader();
    return parts.map((part) => {
      sse.feed(Buffer.from(part));
      return sse.atEventBoundary();
    });
  }

  it('not before anything was read, nor after an empty chunk at the start', () => {
    assert.equal(reader().sse.atEventBoundary(), false);
    assert.deepEqual(boundaries(['']), [false]);
  });
  it('after a chunk that ends with a blank line, and not inside an event', () => {
    assert.deepEqual(boundaries(['data: a\n\n', 'data: b\n', '\n', 'event: x\n', 'data: c\n\n', 'data: d']), [true, false, false, false, true, false]);
  });
  it('not after CR line ends or a character cut in two (nothing is taken for a boundary that is not one)', () => {
    assert.deepEqual(boundaries(['data: a\r\n\r\n', 'data: b\r\r', 'data: c\r\n\n']), [false, false, true]);
    const { sse } = reader();
    sse.feed(Buffer.from([...Buffer.from('data: a\n\ndata: '), 0xc3]));
    assert.equal(sse.atEventBoundary(), false);
  });
  it('not after an event too long, whatever follows it', () => {
    const { sse } = reader(4);
    assert.equal(sse.feed(Buffer.from('data: abcdefgh')), false);
    assert.equal(sse.feed(Buffer.from('\n\n')), false);
    assert.equal(sse.atEventBoundary(), false);
  });

  it('at every boundary, a new reader given the rest finds the same events as this one', () => {
    // Seeded streams in every line-ending and field form, cut at random bytes: wherever the
    // reader says it is at a boundary, what follows reads the same without what came before.
    const random = createRandom(14);
    let checked = 0;
    const forms = ['data: a\n\n', 'data:b\r\n\r\n', 'event: x\ndata: c\n\n', 'id: 1\ndata: d\n\n', ': ping\n\n', 'data: e\rdata: f\r\r',
      'data: {"t":"é世"}\n\n', 'data: g\n', '\n', 'data: h\r\n', '\n', 'retry: 5\n\n', 'data\n\n'];
    for (let round = 0; round < 300; round++) {
      let text = '';
      for (let i = 0, n = 1 + Math.floor(random() * 12); i < n; i++) text += forms[Math.floor(random() * forms.length)]!;
      const bytes = Buffer.from(text);
      const cuts = [...new Set(Array.from({ length: 1 + Math.floor(random() * 6) }, () => Math.floor(random() * bytes.length)))].sort((a, b) => a - b);
      const whole = reader();
      let from = 0;
      for (const cut of [...cuts, bytes.length]) {
        whole.sse.feed(bytes.subarray(from, cut));
        from = cut;
        if (!whole.sse.atEventBoundary() || cut === bytes.length) continue;
        const seenSoFar = whole.seen.length;
        const rest = reader();
        rest.sse.feed(Buffer.from('\n\n'));
        rest.sse.feed(bytes.subarray(cut));
        rest.sse.end();
        const again = reader();
        for (const part of [bytes.subarray(0, cut), bytes.subarray(cut)]) again.sse.feed(part);
        again.sse.end();
        assert.deepEqual(rest.seen, again.seen.slice(seenSoFar), `${JSON.stringify(text)} cut at ${cut}`);
        checked++;
      }
    }
    assert.ok(checked > 50, `${checked} boundaries checked`);
  });
});

describe('SseReader.reuse: a reader read again for another body', () => {
  it('reads the next body as a new reader would, whatever the last one left unfinished', () => {
    const first: Seen = [];
    const sse = new SseReader({ onEvent: (type, data) => first.push([type, data]), onComment: () => first.push('comment') }, 1 << 20);
    // The last body stops inside an event with a type, inside a line, and inside a character.
    const euro = Buffer.from('€');
    assert.equal(sse.feed(Buffer.from('\uFEFFdata: a\n\nevent: ping\ndata: half')), true);
    assert.equal(sse.feed(euro.subarray(0, 1)), true);
    sse.release();
    assert.equal(sse.feed(Buffer.from('\n\n')), true, 'a released reader still reads');
    assert.deepEqual(first, [[undefined, 'a']], 'a released reader hands nothing to the handlers it had');

    const second: Seen = [];
    sse.reuse({ onEvent: (type, data) => second.push([type, data]), onComment: () => second.push('comment') });
    assert.equal(sse.atEventBoundary(), false, 'a reused reader has read nothing yet');
    // The new body's own byte-order mark is dropped; nothing of the last one's event comes back.
    assert.equal(sse.feed(Buffer.from('\uFEFFdata: b\n\n: hi\ndata: €\n\n')), true);
    assert.equal(sse.atEventBoundary(), true);
    assert.equal(sse.end(), true);
    assert.deepEqual(second, [[undefined, 'b'], 'comment', [undefined, '€']]);
    assert.deepEqual(first, [[undefined, 'a']]);
  });

  it('drops what the last body left unfinished when reused without being released', () => {
    const seen: Seen = [];
    const sse = new SseReader({ onEvent: (type, data) => seen.push([type, data]), onComment: () => seen.push('comment') }, 1 << 20);
    assert.equal(sse.feed(Buffer.from('event: ping\ndata: half')), true);
    assert.equal(sse.feed(Buffer.from('€').subarray(0, 1)), true);
    sse.reuse({ onEvent: (type, data) => seen.push([type, data]), onComment: () => seen.push('comment') });
    assert.equal(sse.feed(Buffer.from('data: b\n\n')), true);
    assert.deepEqual(seen, [[undefined, 'b']], 'no type, text or broken character of the last body');
  });

  it('reads again after an event too long', () => {
    const seen: Seen = [];
    const sse = new SseReader({ onEvent: (type, data) => seen.push([type, data]), onComment: () => seen.push('comment') }, 16);
    assert.equal(sse.feed(Buffer.from(`data: ${'x'.repeat(40)}`)), false);
    sse.reuse({ onEvent: (type, data) => seen.push([type, data]), onComment: () => seen.push('comment') });
    assert.equal(sse.feed(Buffer.from('data: ok\n\n')), true);
    assert.deepEqual(seen, [[undefined, 'ok']]);
  });
});
