// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { emptyStreamFacts, factsUntouched, isContentEvent, readChunk, type StreamFacts } from '../../../src/client/content.js';

describe('isContentEvent', () => {
  const cases: Array<[string, unknown, boolean]> = [
    ['a delta with text', { choices: [{ index: 0, delta: { content: 'Hi' } }] }, true],
    ['a delta whose text is one space', { choices: [{ delta: { content: ' ' } }] }, true],
    ['text in the second choice only', { choices: [{ delta: {} }, { delta: { content: 'x' } }] }, true],
    ['text next to a finish_reason', { choices: [{ delta: { content: '.' }, finish_reason: 'stop' }] }, true],
    ['a role-only delta', { choices: [{ delta: { role: 'assistant' } }] }, false],
    ['a role delta with empty content', { choices: [{ delta: { role: 'assistant', content: '' } }] }, false],
    ['content: null', { choices: [{ delta: { content: null } }] }, false],
    ['content that is not a string', { choices: [{ delta: { content: 5 } }] }, false],
    ['an empty delta with a finish_reason', { choices: [{ delta: {}, finish_reason: 'stop' }] }, false],
    ['choices: [] (Azure filter results)', { choices: [], prompt_filter_results: [{ prompt_index: 0 }] }, false],
    ['a usage-only trailer', { choices: [], usage: { prompt_tokens: 3, completion_tokens: 5 } }, false],
    ['no choices at all', { id: 'x' }, false],
    ['choices that is not an array', { choices: { delta: { content: 'x' } } }, false],
    ['a null choice', { choices: [null] }, false],
    ['a choice without delta', { choices: [{ message: { content: 'full answer' } }] }, false],
    ['a null delta', { choices: [{ delta: null }] }, false],
    ['reasoning text only', { choices: [{ delta: { reasoning_content: 'thinking' } }] }, false],
    ['null', null, false],
    ['a number', 42, false],
    ['a string', 'content', false],
  ];
  for (const [name, chunk, expected] of cases) {
    it(`${expected ? 'counts' : 'does not count'} ${name}`, () => {
      assert.equal(isContentEvent(chunk), expected);
    });
  }
});

describe('readChunk', () => {
  it('agrees with isContentEvent on whether a chunk is content', () => {
    const facts = emptyStreamFacts();
    assert.equal(readChunk({ choices: [{ delta: { content: 'a' } }] }, facts), true);
    assert.equal(readChunk({ choices: [{ delta: { role: 'assistant' } }] }, facts), false);
  });

  it('keeps the last non-empty finish_reason of any choice', () => {
    const facts = emptyStreamFacts();
    readChunk({ choices: [{ delta: {}, finish_reason: null }] }, facts);
    assert.equal(facts.finishReason, undefined);
    readChunk({ choices: [{ delta: {}, finish_reason: null }, { delta: {}, finish_reason: 'length' }] }, facts);
    assert.equal(facts.finishReason, 'length');
    readChunk({ choices: [{ delta: {}, finish_reason: '' }] }, facts);
    assert.equal(facts.finishReason, 'length');
  });

  const usageCases: Array<[string, unknown, number | undefined, number | undefined]> = [
    ['a usage trailer', { prompt_tokens: 12, completion_tokens: 34, total_tokens: 46 }, 12, 34],
    ['zero tokens', { prompt_tokens: 0, completion_tokens: 0 }, 0, 0],
    ['usage: null', null, undefined, undefined],
    ['only prompt tokens', { prompt_tokens: 9 }, 9, undefined],
    ['counts that are not whole numbers', { prompt_tokens: 1.5, completion_tokens: '3' }, undefined, undefined],
    ['negative counts', { prompt_tokens: -1, completion_tokens: -2 }, undefined, undefined],
  ];
  for (const [name, usage, prompt, completion] of usageCases) {
    it(`reads token counts from ${name}`, () => {
      const facts = emptyStreamFacts();
      assert.equal(readChunk({ choices: [], usage }, facts), false);
      assert.equal(facts.promptTokens, prompt);
      assert.equal(facts.completionTokens, completion);
    });
  }

  it('keeps the latest running usage totals', () => {
    const facts = emptyStreamFacts();
    readChunk({ choices: [{ delta: { content: 'a' } }], usage: { prompt_tokens: 5, completion_tokens: 1 } }, facts);
    readChunk({ choices: [{ delta: { content: 'b' } }], usage: { prompt_tokens: 5, completion_tokens: 2 } }, facts);
    readChunk({ choices: [{ delta: { content: 'c' } }], usage: null }, facts);
    assert.equal(facts.completionTokens, 2);
  });

  const errorCases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['an OpenAI error object', { error: { message: 'The model crashed', type: 'server_error' } }, 'stream_error', /The model crashed.*server_error/],
    ['a rate limit by code', { error: { message: 'Slow down', code: 'rate_limit_exceeded' } }, 'rate_limited', /Slow down/],
    ['a rate limit by message', { error: { message: 'Rate limit reached for requests' } }, 'rate_limited', /Rate limit reached/],
    ['a rate limit by numeric code', { error: { message: 'busy', code: 429 } }, 'rate_limited', /busy.*429/],
    ['a too-many-requests type', { error: { message: 'x', type: 'too_many_requests' } }, 'rate_limited', /x/],
    ['a bare error string', { error: 'upstream timed out' }, 'stream_error', /upstream timed out/],
    ['a vLLM error object', { object: 'error', message: 'context too long', type: 'BadRequestError', code: 400 }, 'stream_error', /context too long/],
    ['an error without a message', { error: { code: 'oops' } }, 'stream_error', /oops/],
  ];
  for (const [name, chunk, kind, message] of errorCases) {
    it(`turns ${name} into a ${kind} error`, () => {
      const facts = emptyStreamFacts();
      assert.equal(readChunk(chunk, facts), false);
      assert.equal(facts.error?.kind, kind);
      assert.match(facts.error?.message ?? '', message);
    });
  }

  it('treats "error": null as no error', () => {
    const facts = emptyStreamFacts();
    assert.equal(readChunk({ error: null, choices: [{ delta: { content: 'a' } }] }, facts), true);
    assert.equal(facts.error, undefined);
  });

  it('cuts a long server error message to about 300 characters', () => {
    const facts = emptyStreamFacts();
    readChunk({ error: { message: 'x'.repeat(5000) } }, facts);
    const message = facts.error?.message ?? '';
    assert.ok(message.length < 400, `length ${message.length}`);
    assert.match(message, /…/);
  });
});

describe('factsUntouched: whether reading an event wrote anything', () => {
  it('is true of fresh facts and of a content chunk read into them, false once any fact is set', () => {
    assert.equal(factsUntouched(emptyStreamFacts()), true);
    const read = emptyStreamFacts();
    readChunk({ choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }], usage: null }, read);
    assert.equal(factsUntouched(read), true, 'usage null and finish_reason null write nothing');
    const written: Array<[string, (f: StreamFacts) => void]> = [
      ['finishReason', (f) => { f.finishReason = 'stop'; }],
      ['promptTokens', (f) => { f.promptTokens = 3; }],
      ['completionTokens', (f) => { f.completionTokens = 0; }],
      ['reasoningTokens', (f) => { f.reasoningTokens = 0; }],
      ['eventUsage', (f) => { f.eventUsage = true; }],
      ['error', (f) => { f.error = { kind: 'stream_error', message: 'x' }; }],
      ['implausibleUsage', (f) => { f.implausibleUsage = true; }],
    ];
    for (const [name, write] of written) {
      const facts = emptyStreamFacts();
      write(facts);
      assert.equal(factsUntouched(facts), false, name);
    }
    // Every field of the empty facts is covered above.
    assert.deepEqual(written.map(([name]) => name).sort(), Object.keys(emptyStreamFacts()).sort());
  });
});
