// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Anthropic's Messages API over real sockets: transcripts shaped like Anthropic's streams
// (event-typed SSE, ping, message_delta usage, error events, CRLF), the request as sent
// (x-api-key, anthropic-version, top-level system), and what each shape yields.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnthropicMessagesClient, ANTHROPIC_VERSION, anthropicErrorKind, isAnthropicContentEvent } from '../../src/client/anthropic.js';
import type { ChatRequest } from '../../src/client/types.js';
import { createRandom } from '../../src/stats/random.js';
import { hintFor } from '../../src/engine/diagnose.js';
import { startTranscriptServer, writes } from '../helpers/transcript-server.js';
import type { TranscriptStep } from '../helpers/transcript-server.js';
import { anthropicStream, ASK, assertOk, blockStart, endpointFor, errorEvent, ev, KEY, messageDelta, ping, sendOnce, start, stop, text } from '../helpers/anthropic.js';

describe('Anthropic Messages: the request', () => {
  it('sends x-api-key and anthropic-version, and no Authorization header', async () => {
    const { received } = await sendOnce({ steps: writes(anthropicStream(['Hi'])) });
    assert.equal(received.headers['x-api-key'], KEY);
    assert.equal(received.headers['anthropic-version'], ANTHROPIC_VERSION);
    assert.equal(received.headers.authorization, undefined);
    assert.equal(received.headers['content-type'], 'application/json');
    assert.equal(received.headers['x-request-id'], 'req-1');
  });

  it('sends no key header at all when no key is configured', async () => {
    const { received } = await sendOnce({ steps: writes(anthropicStream(['Hi'])) }, { endpoint: { apiKey: undefined } });
    assert.equal(received.headers['x-api-key'], undefined);
    assert.equal(received.headers.authorization, undefined);
  });

  it('puts a system message in the top-level system field', async () => {
    const { received } = await sendOnce({ steps: writes(anthropicStream(['Hi'])) });
    assert.deepEqual(received.body, {
      model: 'claude-test',
      max_tokens: 16,
      system: 'Be brief.',
      messages: [{ role: 'user', content: 'Say hi' }],
      stream: true,
    });
  });

  it('sends no system field without a system message, and the temperature when set', async () => {
    const request: ChatRequest = { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 8, temperature: 0 };
    const { received } = await sendOnce({ steps: writes(anthropicStream(['Hi'])) }, { request });
    assert.deepEqual(received.body, { model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'Hi' }], temperature: 0, stream: true });
  });

  const paths: [string, string, string][] = [
    ['a base URL ending in /v1', '/v1', '/v1/messages'],
    ['a base URL ending in /v1/', '/v1/', '/v1/messages'],
    ['a bare origin', '', '/v1/messages'],
    ['a base URL already naming /v1/messages', '/v1/messages', '/v1/messages'],
    ['a gateway prefix', '/anthropic/v1', '/anthropic/v1/messages'],
  ];
  for (const [name, suffix, want] of paths) {
    it(`posts to ${want} for ${name}, never doubling /v1`, async () => {
      const server = await startTranscriptServer({ steps: writes(anthropicStream(['Hi'])) });
      const client = new AnthropicMessagesClient(endpointFor(server, { baseUrl: server.origin + suffix }), { connections: 1, env: {} });
      try {
        assertOk(await client.send(ASK, { id: 'r' }));
        assert.equal(server.requests[0]?.url, want);
        assert.equal(server.requests[0]?.method, 'POST');
      } finally {
        await client.close();
        await server.close();
      }
    });
  }
});

describe('Anthropic Messages: stream shapes', () => {
  it('reads a typical stream: ping ignored, input tokens from message_start, output tokens from message_delta', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['Hel', 'lo', ' there'], { usage: 5 }), 5) });
    assertOk(record);
    assert.equal(record.contentMs.length, 3);
    assert.equal(record.inputTokens, 12);
    assert.equal(record.outputTokens, 5, 'output tokens are the server\'s, not the count of events');
    assert.equal(record.tokensSource, 'usage');
    assert.equal(record.finishReason, 'end_turn');
    assert.ok(record.headersMs! <= record.contentMs[0]! && record.contentMs[2]! <= record.endMs);
  });

  it('counts cached prompt tokens as input tokens', async () => {
    const cached = ev('message_start', { message: { id: 'm', type: 'message', role: 'assistant', content: [], model: 'claude-test', usage: { input_tokens: 3, cache_creation_input_tokens: 100, cache_read_input_tokens: 900, output_tokens: 1 } } });
    const { record } = await sendOnce({ steps: writes([cached, text('Hi'), messageDelta(1), stop()]) });
    assertOk(record);
    assert.equal(record.inputTokens, 1003);
  });

  it('reads CRLF line endings', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['a', 'b', 'c'], { eol: '\r\n' })) });
    assertOk(record);
    assert.equal(record.contentMs.length, 3);
    assert.equal(record.outputTokens, 3);
    assert.equal(record.finishReason, 'end_turn');
  });

  it('counts one event carrying several tokens as one content event, and takes the token count from usage', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['Hello there, how are you today?'], { usage: 8 })) });
    assertOk(record);
    assert.equal(record.contentMs.length, 1);
    assert.equal(record.outputTokens, 8);
    assert.equal(record.tokensSource, 'usage');
  });

  it('falls back to counting events when no message_delta carries usage', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['a', 'b'], { usage: false })) });
    assertOk(record);
    assert.equal(record.outputTokens, 2);
    assert.equal(record.tokensSource, 'events');
    assert.equal(record.inputTokens, 12);
  });

  it('ends at message_stop even when the server keeps the response open', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['a', 'b'])), end: false });
    assertOk(record);
    assert.equal(record.contentMs.length, 2);
  });

  it('is complete when the body ends after content without message_stop', async () => {
    const { record } = await sendOnce({ steps: writes(anthropicStream(['a', 'b']).slice(0, -1)) });
    assertOk(record);
  });

  it('reads events without the event: line by their data type', async () => {
    const bare = anthropicStream(['a', 'b']).map((e) => e.replace(/^event: [a-z_]+\n/, ''));
    const { record } = await sendOnce({ steps: writes(bare) });
    assertOk(record);
    assert.equal(record.contentMs.length, 2);
    assert.equal(record.outputTokens, 2);
  });

  it('reads the same stream split at random byte boundaries', async () => {
    const whole = anthropicStream(['one', ' two', ' thr€e', ' four'], { eol: '\r\n' }).join('');
    const bytes = Buffer.from(whole);
    const random = createRandom(42);
    for (let round = 0; round < 5; round++) {
      const cuts = [...new Set(Array.from({ length: 12 }, () => 1 + Math.floor(random() * (bytes.length - 1))))].sort((a, b) => a - b);
      const steps: TranscriptStep[] = [];
      let at = 0;
      for (const cut of [...cuts, bytes.length]) {
        steps.push({ write: bytes.subarray(at, cut) });
        at = cut;
      }
      const { record } = await sendOnce({ steps });
      assertOk(record);
      assert.equal(record.contentMs.length, 4, `round ${round}`);
      assert.equal(record.outputTokens, 4);
    }
  });

  it('does not count empty text deltas or tool input as content', async () => {
    const empty = text('');
    const json = ev('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: '{"a"' } });
    const { record } = await sendOnce({ steps: writes([start(), empty, json, messageDelta(3), stop()]) });
    assert.equal(record.ok, false);
    assert.equal(record.error?.kind, 'empty_stream');
    assert.match(record.error!.message, /text_delta/);
    assert.equal(record.finishReason, 'end_turn');
  });

});

describe('Anthropic Messages: errors', () => {
  const inStream: [string, string, string, RegExp][] = [
    ['overloaded_error is a server failure', 'overloaded_error', 'server_error', /Overloaded \(overloaded_error\)/],
    ['rate_limit_error is rate limiting', 'rate_limit_error', 'rate_limited', /\(rate_limit_error\)/],
    ['api_error is an error in the stream', 'api_error', 'stream_error', /\(api_error\)/],
    ['an unknown type is an error in the stream', 'some_new_error', 'stream_error', /\(some_new_error\)/],
  ];
  for (const [name, type, kind, pattern] of inStream) {
    it(`an error event: ${name}`, async () => {
      const message = type === 'overloaded_error' ? 'Overloaded' : 'Something failed';
      const { record } = await sendOnce({ steps: writes([start(), blockStart(), text('a'), errorEvent(type, message)]), end: false });
      assert.equal(record.ok, false);
      assert.equal(record.error?.kind, kind);
      assert.match(record.error!.message, pattern);
      assert.equal(record.contentMs.length, 1, 'content before the error is kept');
    });
  }

  it('an error event before any content fails the request too', async () => {
    const { record } = await sendOnce({ steps: writes([errorEvent('overloaded_error', 'Overloaded')]) });
    assert.equal(record.error?.kind, 'server_error');
  });

  it('anthropicErrorKind maps every documented type', () => {
    assert.equal(anthropicErrorKind('rate_limit_error'), 'rate_limited');
    assert.equal(anthropicErrorKind('overloaded_error'), 'server_error');
    for (const t of ['api_error', 'invalid_request_error', 'authentication_error', undefined]) assert.equal(anthropicErrorKind(t), 'stream_error');
  });

  const httpErrors: [string, number, string, string, string, RegExp][] = [
    ['529 overloaded', 529, 'overloaded_error', 'Overloaded', 'server_error', /^HTTP 529.*Overloaded.*Error type: overloaded_error\.$/],
    ['429 rate limit', 429, 'rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit', 'rate_limited', /^HTTP 429.*per-minute rate limit.*Error type: rate_limit_error\.$/],
    ['401 bad key', 401, 'authentication_error', 'invalid x-api-key', 'auth', /^HTTP 401.*invalid x-api-key.*Error type: authentication_error\.$/],
    ['404 unknown model', 404, 'not_found_error', 'model: claude-nope', 'not_found', /^HTTP 404.*claude-nope.*Error type: not_found_error\.$/],
    ['400 bad body', 400, 'invalid_request_error', 'max_tokens: Field required', 'bad_request', /^HTTP 400.*max_tokens: Field required.*Error type: invalid_request_error\.$/],
  ];
  for (const [name, status, type, message, kind, pattern] of httpErrors) {
    it(`HTTP ${name} in Anthropic's error shape`, async () => {
      const body = JSON.stringify({ type: 'error', error: { type, message } });
      const { record } = await sendOnce({ status, headers: { 'content-type': 'application/json' }, steps: [{ write: body }] });
      assert.equal(record.ok, false);
      assert.equal(record.statusCode, status);
      assert.equal(record.error?.kind, kind);
      assert.match(record.error!.message, pattern);
      assert.doesNotMatch(record.error!.message, /looks like an Anthropic-style/, 'no advice to leave the API the user chose');
    });
  }

  it('never records the key, even when the server echoes it back', async () => {
    const body = JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key ${KEY}` } });
    const { record } = await sendOnce({ status: 401, headers: { 'content-type': 'application/json' }, steps: [{ write: body }] });
    assert.equal(record.error?.kind, 'auth');
    assert.match(record.error!.message, /\[redacted\]/);
  });

  it('never records the key echoed in an error event', async () => {
    const { record } = await sendOnce({ steps: writes([start(), errorEvent('api_error', `bad key ${KEY}`)]) });
    assert.equal(record.error?.kind, 'stream_error');
    assert.match(record.error!.message, /\[redacted\]/);
  });
});

describe('isAnthropicContentEvent', () => {
  const cases: [string, unknown, boolean][] = [
    ['a text delta with text', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Hi' } }, true],
    ['a text delta with empty text', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: '' } }, false],
    ['a thinking delta', { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'Hm' } }, false],
    ['a tool input delta', { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '{' } }, false],
    ['a delta without a delta', { type: 'content_block_delta', index: 0 }, false],
    ['a ping', { type: 'ping' }, false],
    ['a block start with text', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: 'Hi' } }, false],
    ['null', null, false],
  ];
  for (const [name, data, want] of cases) {
    it(`${name}: ${want ? 'content' : 'not content'}`, () => assert.equal(isAnthropicContentEvent(data), want));
  }
});

describe('hints for a run that speaks the Messages API', () => {
  const ctx = { url: 'https://api.anthropic.com/v1/messages', apiKeyEnv: 'ANTHROPIC_API_KEY', apiKeySet: true };
  it('an auth failure names the x-api-key header, and does not send the user to an OpenAI-compatible endpoint', () => {
    const hint = hintFor('auth', { ...ctx, api: 'anthropic-messages' });
    assert.match(hint, /sent as "x-api-key: <key>"/);
    assert.doesNotMatch(hint, /Authorization|OpenAI-compatible endpoint/);
  });
  it('a missing key says no x-api-key header was sent', () => {
    assert.match(hintFor('auth', { ...ctx, api: 'anthropic-messages', apiKeySet: false }), /no x-api-key header was sent/);
  });
  it('the same failure speaking OpenAI chat to Anthropic suggests endpoint.api: anthropic-messages', () => {
    assert.match(hintFor('auth', ctx), /set endpoint\.api: anthropic-messages/);
  });
});
