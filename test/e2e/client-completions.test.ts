// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// OpenAI text completions over real sockets: transcripts shaped like vLLM's and OpenAI's
// `text_completion` streams (text in choices[].text, usage trailer, CRLF, several tokens in one
// event, error objects), the request as sent, and what each shape yields.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenAICompletionsClient, isCompletionsContentEvent, promptText } from '../../src/client/completions.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { DONE, sse, startTranscriptServer, writes } from '../helpers/transcript-server.js';
import type { ReceivedRequest, TranscriptServer, TranscriptSource } from '../helpers/transcript-server.js';
import { sendOnceSeen } from '../helpers/send-once.js';

const KEY = 'sk-test-c0mpl3tions-K3y';
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Once upon a time' }], maxTokens: 16, temperature: undefined };

const BASE = { id: 'cmpl-test', object: 'text_completion', created: 1700000000, model: 'test-model' };
function textChunk(text: string, finishReason: string | null = null): Record<string, unknown> {
  return { ...BASE, choices: [{ index: 0, text, logprobs: null, finish_reason: finishReason }] };
}
function usageTrailer(prompt: number, completion: number): Record<string, unknown> {
  return { ...BASE, choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } };
}
/** A vLLM-shaped completions stream: one chunk per text, a finish chunk with empty text, usage, [DONE]. */
function completionsStream(texts: string[], options: { usage?: number | false; eol?: '\n' | '\r\n' } = {}): string[] {
  const eol = options.eol ?? '\n';
  const parts = [...texts.map((t) => sse(textChunk(t), { eol })), sse(textChunk('', 'length'), { eol })];
  if (options.usage !== false) parts.push(sse(usageTrailer(7, options.usage ?? texts.length), { eol }));
  parts.push(eol === '\n' ? DONE : `data: [DONE]${eol}${eol}`);
  return parts;
}

function endpointFor(server: TranscriptServer, overrides: Partial<EndpointConfig> = {}): EndpointConfig {
  return { baseUrl: `${server.origin}/v1`, model: 'test-model', apiKey: KEY, headers: {}, timeoutMs: 60_000, ...overrides };
}

function sendOnce(
  source: TranscriptSource,
  options: { endpoint?: Partial<EndpointConfig>; request?: ChatRequest } = {},
): Promise<{ record: RequestRecord; received: ReceivedRequest }> {
  return sendOnceSeen(source, {
    client: (server) => new OpenAICompletionsClient(endpointFor(server, options.endpoint), { connections: 1, env: {} }),
    request: options.request ?? ASK,
    key: KEY,
  });
}

function assertOk(record: RequestRecord): void {
  assert.equal(record.ok, true, record.error?.message);
  assert.equal(record.statusCode, 200);
}

describe('OpenAI completions: the request', () => {
  it('posts prompt, max_tokens, stream and include_usage to /v1/completions with a Bearer key', async () => {
    const { received } = await sendOnce({ steps: writes(completionsStream(['Hi'])) });
    assert.equal(received.url, '/v1/completions');
    assert.equal(received.headers.authorization, `Bearer ${KEY}`);
    assert.equal(received.headers['x-api-key'], undefined);
    assert.deepEqual(received.body, {
      model: 'test-model',
      prompt: 'Once upon a time',
      max_tokens: 16,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('joins a conversation\'s messages as plain text', async () => {
    const request: ChatRequest = {
      messages: [{ role: 'system', content: 'You write tales.' }, { role: 'user', content: 'Once upon a time' }],
      maxTokens: 4,
      temperature: 0.5,
    };
    const { received } = await sendOnce({ steps: writes(completionsStream(['Hi'])) }, { request });
    const body = received.body as Record<string, unknown>;
    assert.equal(body.prompt, 'You write tales.\n\nOnce upon a time');
    assert.equal(body.temperature, 0.5);
    assert.equal('messages' in body, false);
  });

  const paths: [string, string, string][] = [
    ['a bare origin', '', '/v1/completions'],
    ['a base URL ending in /v1/', '/v1/', '/v1/completions'],
    ['a base URL already naming /v1/completions', '/v1/completions', '/v1/completions'],
  ];
  for (const [name, suffix, want] of paths) {
    it(`posts to ${want} for ${name}`, async () => {
      const server = await startTranscriptServer({ steps: writes(completionsStream(['Hi'])) });
      const client = new OpenAICompletionsClient(endpointFor(server, { baseUrl: server.origin + suffix }), { connections: 1, env: {} });
      try {
        assertOk(await client.send(ASK, { id: 'r' }));
        assert.equal(server.requests[0]?.url, want);
      } finally {
        await client.close();
        await server.close();
      }
    });
  }
});

describe('OpenAI completions: stream shapes', () => {
  it('reads a typical stream: text in choices[].text, usage from the trailer', async () => {
    const { record } = await sendOnce({ steps: writes(completionsStream([' there', ' was', ' a'], { usage: 3 }), 5) });
    assertOk(record);
    assert.equal(record.contentMs.length, 3);
    assert.equal(record.inputTokens, 7);
    assert.equal(record.outputTokens, 3);
    assert.equal(record.tokensSource, 'usage');
    assert.equal(record.finishReason, 'length');
  });

  it('reads CRLF line endings', async () => {
    const { record } = await sendOnce({ steps: writes(completionsStream(['a', 'b'], { eol: '\r\n' })) });
    assertOk(record);
    assert.equal(record.contentMs.length, 2);
    assert.equal(record.outputTokens, 2);
  });

  it('counts one event carrying several tokens as one content event, and takes the token count from usage', async () => {
    const { record } = await sendOnce({ steps: writes(completionsStream([' there was a king'], { usage: 4 })) });
    assertOk(record);
    assert.equal(record.contentMs.length, 1);
    assert.equal(record.outputTokens, 4);
  });

  it('falls back to counting events without usage', async () => {
    const { record } = await sendOnce({ steps: writes(completionsStream(['a', 'b', 'c'], { usage: false })) });
    assertOk(record);
    assert.equal(record.outputTokens, 3);
    assert.equal(record.tokensSource, 'events');
    assert.equal(record.inputTokens, undefined);
  });

  it('fails as empty_stream when no chunk carries text', async () => {
    const { record } = await sendOnce({ steps: writes(completionsStream([], { usage: 0 })) });
    assert.equal(record.ok, false);
    assert.equal(record.error?.kind, 'empty_stream');
    assert.match(record.error!.message, /choices\[\]\.text/);
  });

  it('does not take chat deltas for completions text', async () => {
    const chat = { ...BASE, choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }] };
    const { record } = await sendOnce({ steps: writes([sse(chat), DONE]) });
    assert.equal(record.error?.kind, 'empty_stream');
  });

  it('fails on an error object in the stream, keeping the content before it', async () => {
    const error = { error: { message: 'The engine crashed', type: 'internal_error', code: 500 } };
    const { record } = await sendOnce({ steps: writes([sse(textChunk('a')), sse(error)]), end: false });
    assert.equal(record.ok, false);
    assert.equal(record.error?.kind, 'stream_error');
    assert.match(record.error!.message, /The engine crashed/);
    assert.equal(record.contentMs.length, 1);
  });

  it('reports an HTTP error with the server\'s message', async () => {
    const body = JSON.stringify({ error: { message: 'prompt is too long', type: 'BadRequestError', code: 400 } });
    const { record } = await sendOnce({ status: 400, headers: { 'content-type': 'application/json' }, steps: [{ write: body }] });
    assert.equal(record.error?.kind, 'bad_request');
    assert.match(record.error!.message, /prompt is too long/);
  });
});

describe('isCompletionsContentEvent and promptText', () => {
  const cases: [string, unknown, boolean][] = [
    ['a choice with text', textChunk('Hi'), true],
    ['a choice with empty text', textChunk(''), false],
    ['the usage trailer', usageTrailer(1, 1), false],
    ['a second choice with text', { choices: [{ index: 0, text: '' }, { index: 1, text: 'x' }] }, true],
    ['a null choice', { choices: [null] }, false],
    ['no choices', {}, false],
  ];
  for (const [name, chunk, want] of cases) {
    it(`${name}: ${want ? 'content' : 'not content'}`, () => assert.equal(isCompletionsContentEvent(chunk), want));
  }

  it('sends a single message as it is and joins several with a blank line', () => {
    assert.equal(promptText([{ role: 'user', content: 'a' }]), 'a');
    assert.equal(promptText([{ role: 'system', content: 'a' }, { role: 'user', content: 'b' }]), 'a\n\nb');
  });
});
