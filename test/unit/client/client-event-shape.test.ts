// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EventShape, byteStringBodyEnd, stringBodyEnd } from '../../../src/client/event-shape.js';

const KEY = '"content":"';
const chunk = (text: string, extra = ''): string =>
  `{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":${JSON.stringify(text)}},"finish_reason":null${extra}}]}`;

/** The shape learned from `data` as the chat adapter would learn it (its only choice's text). */
function learn(data: string, type?: string): EventShape | undefined {
  const parsed = JSON.parse(data) as { choices: Array<{ delta: { content: string } }> };
  return EventShape.of(type, data, parsed, KEY, parsed.choices.length === 1 ? parsed.choices[0]!.delta.content : undefined);
}

describe('EventShape: what is read without parsing', () => {
  const shape = learn(chunk('Hello'))!;
  it('is learned from a content event', () => assert.ok(shape));

  const same: Array<[string, string]> = [
    ['another text', chunk(' world')],
    ['one character', chunk('x')],
    ['escapes', chunk('a "quoted"\\ line\nend\t/\u0001')],
    ['a \\u escape', '{"id":"chatcmpl-1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"\\u00e9\\uD83C\\uDF89"},"finish_reason":null}]}'],
    ['UTF-8 text', chunk('Grüße 世界 🎉')],
  ];
  for (const [name, data] of same) {
    it(`matches ${name}`, () => assert.equal(shape.matches(undefined, data), true));
  }

  const different: Array<[string, string | [string, string | undefined]]> = [
    ['an empty text', chunk('')],
    ['a finish reason', chunk('a').replace('"finish_reason":null', '"finish_reason":"stop"')],
    ['a finish reason as long as null', chunk('a').replace('"finish_reason":null', '"finish_reason":"ab"')],
    ['another request id', chunk('a').replace('chatcmpl-1', 'chatcmpl-2')],
    ['usage after the choices', chunk('a').replace(/\]\}$/, '],"usage":{"completion_tokens":3}}')],
    ['a field smuggled in through an unescaped quote', chunk('a').replace('"content":"a"', '"content":"a","role":"x"')],
    ['a second choice smuggled in', chunk('a').replace('"content":"a"', '"content":"a"}},{"delta":{"content":"b"')],
    ['a text ending in a backslash that escapes the closing quote', chunk('a').replace('"content":"a"', '"content":"a\\"')],
    ['an unknown escape', chunk('a').replace('"content":"a"', '"content":"\\x41"')],
    ['a short \\u escape', chunk('a').replace('"content":"a"', '"content":"\\u12"')],
    ['a raw control character', chunk('a').replace('"content":"a"', '"content":"a\nb"')],
    ['another event type', [chunk('a'), 'message']],
    ['a shorter event', '{"choices":[]}'],
  ];
  for (const [name, input] of different) {
    const [data, type] = Array.isArray(input) ? input : [input, undefined];
    it(`does not match ${name}`, () => assert.equal(shape.matches(type, data), false));
  }
});

describe('EventShape: what it is learned from', () => {
  it('not from an event whose key occurs twice', () => {
    assert.equal(learn(chunk('a').replace('"finish_reason":null', '"finish_reason":null,"x":{"content":"a"}')), undefined);
  });
  it('not when the text read is not the key\'s value (a duplicate key written otherwise)', () => {
    const data = '{"choices":[{"delta":{"content":"a","content": "b"}}]}';
    assert.equal(EventShape.of(undefined, data, JSON.parse(data) as Record<string, unknown>, KEY, 'b'), undefined);
  });
  it('not from an empty text or none', () => {
    assert.equal(learn(chunk('')), undefined);
    const data = chunk('a');
    assert.equal(EventShape.of(undefined, data, JSON.parse(data) as Record<string, unknown>, KEY, undefined), undefined);
  });
  it('with its event type', () => {
    const shape = learn(chunk('a'), 'message')!;
    assert.equal(shape.matches('message', chunk('b')), true);
    assert.equal(shape.matches(undefined, chunk('b')), false);
  });
});

describe('stringBodyEnd', () => {
  const cases: Array<[string, number]> = [['abc"', 3], ['"', 0], ['a\\"b"', 4], ['a\\\\"', 3], ['\\u00e9"', 6], ['abc', -1], ['a\\', -1], ['\\q"', -1], ['\\u00g9"', -1], ['\t"', -1]];
  for (const [text, end] of cases) it(JSON.stringify(text), () => assert.equal(stringBodyEnd(text, 0), end));
});

describe('EventShape.frameEnd: a known event read from its bytes', () => {
  const shape = learn(chunk('Hello'))!;
  const frame = (text: string, eol = '\n', prefix = 'data: '): Buffer => Buffer.from(`${prefix}${chunk(text)}${eol}${eol}`);

  it('finds the end of a frame of the shape, with any text', () => {
    for (const text of ['x', ' world', 'Grüße 世界 🎉', 'a "quoted"\\ line\nend\t/\u0001', '\u2028']) {
      const bytes = frame(text);
      assert.equal(shape.frameEnd(bytes, 0), bytes.length, JSON.stringify(text));
    }
  });
  it('finds each of several frames in one chunk, from where the last one ended', () => {
    const one = frame('a');
    const bytes = Buffer.concat([one, frame('bc'), Buffer.from('data: [DONE]\n\n')]);
    assert.equal(shape.frameEnd(bytes, 0), one.length);
    const second = shape.frameEnd(bytes, one.length);
    assert.equal(second, one.length + frame('bc').length);
    assert.equal(shape.frameEnd(bytes, second), -1, '[DONE] is for the parser');
  });
  it('agrees with matches() on every data that differs from the known one', () => {
    const datas = [chunk(''), chunk('a').replace('chatcmpl-1', 'chatcmpl-2'), chunk('a').replace('"content":"a"', '"content":"a","role":"x"'),
      chunk('a').replace('"content":"a"', '"content":"a\\"'), chunk('a').replace('"content":"a"', '"content":"\\x41"'),
      chunk('a').replace('"content":"a"', '"content":"\\u12"'), '{"choices":[]}'];
    for (const data of datas) {
      assert.equal(shape.matches(undefined, data), false, data);
      assert.equal(shape.frameEnd(Buffer.from(`data: ${data}\n\n`), 0), -1, data);
    }
  });
  const unread: Array<[string, Buffer]> = [
    ['CRLF line ends', frame('a', '\r\n')],
    ['lone CR line ends', frame('a', '\r')],
    ['`data:` without its space', frame('a', '\n', 'data:')],
    ['an id line first', frame('a', '\n', 'id: 7\ndata: ')],
    ['an event type it was not learned with', frame('a', '\n', 'event: message\ndata: ')],
    ['a frame cut before its blank line', Buffer.from(`data: ${chunk('a')}\n`)],
    ['a frame cut inside its head', Buffer.from(`data: ${chunk('a')}`.slice(0, 90))],
    ['a frame cut inside its text', Buffer.from(`data: ${chunk('ab')}`.slice(0, `data: ${chunk('ab')}`.indexOf('"content":"') + '"content":"a'.length))],
    ['a frame cut inside its tail', Buffer.from(`data: ${chunk('ab')}`.slice(0, -3))],
    ['a raw line feed in the text', Buffer.from(`data: ${chunk('a').replace('"content":"a"', '"content":"a\nb"')}\n\n`)],
    ['a second data line', Buffer.from(`data: ${chunk('a')}\ndata: x\n\n`)],
  ];
  for (const [name, bytes] of unread) it(`leaves ${name} to the parser`, () => assert.equal(shape.frameEnd(bytes, 0), -1));

  it('with its event type, only under that type', () => {
    const typed = learn(chunk('a'), 'message')!;
    assert.equal(typed.type, 'message');
    const bytes = frame('b', '\n', 'event: message\ndata: ');
    assert.equal(typed.frameEnd(bytes, 0), bytes.length);
    assert.equal(typed.frameEnd(frame('b'), 0), -1);
  });
  it('ends a text at the same quote in bytes as in the decoded text, whatever the bytes before it', () => {
    // An invalid UTF-8 lead byte right before the closing quote: the decoder makes it U+FFFD and
    // the quote still closes the text, so the event is of the shape either way.
    const head = Buffer.from(`data: ${chunk('a')}`.split('"content":"')[0] + '"content":"');
    const tail = Buffer.from(`"${chunk('a').split('"content":"a"')[1]}\n\n`);
    for (const odd of [[0xe2], [0xc3], [0xff], [0xf0, 0x9f]]) {
      const bytes = Buffer.concat([head, Buffer.from(odd), tail]);
      assert.equal(shape.frameEnd(bytes, 0), bytes.length, String(odd));
      const data = bytes.toString('utf8').slice('data: '.length, -2);
      assert.equal(shape.matches(undefined, data), true, String(odd));
    }
  });
});

describe('byteStringBodyEnd', () => {
  const cases: Array<[string, number]> = [['abc"', 3], ['"', 0], ['a\\"b"', 4], ['a\\\\"', 3], ['\\u00e9"', 6], ['abc', -1], ['a\\', -1], ['\\q"', -1], ['\\u00g9"', -1], ['\t"', -1], ['\\u00e', -1]];
  for (const [text, end] of cases) it(JSON.stringify(text), () => assert.equal(byteStringBodyEnd(Buffer.from(text), 0), end));
  it('counts bytes, not characters', () => assert.equal(byteStringBodyEnd(Buffer.from('é世"'), 0), 5));
});
