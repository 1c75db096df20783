// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EventShape, stringBodyEnd } from '../../../src/client/event-shape.js';

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
