// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chatCompletionsUrl, redactUrl } from '../../src/client/url.js';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import { isGateError } from '../../src/errors.js';
import { startTranscriptServer, typicalStream } from '../helpers/transcript-server.js';

describe('chatCompletionsUrl', () => {
  const cases: Array<[string, string]> = [
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000/v1/chat/completions'],
    ['http://127.0.0.1:8000/', 'http://127.0.0.1:8000/v1/chat/completions'],
    ['http://127.0.0.1:8000/v1', 'http://127.0.0.1:8000/v1/chat/completions'],
    ['http://127.0.0.1:8000/v1/', 'http://127.0.0.1:8000/v1/chat/completions'],
    ['http://127.0.0.1:8000/v1//', 'http://127.0.0.1:8000/v1/chat/completions'],
    ['https://api.example.com/openai/v1', 'https://api.example.com/openai/v1/chat/completions'],
    ['https://api.example.com/v2', 'https://api.example.com/v2/chat/completions'],
    ['https://api.example.com/v1/chat/completions', 'https://api.example.com/v1/chat/completions'],
    ['https://api.example.com/v1/chat/completions/', 'https://api.example.com/v1/chat/completions'],
    ['https://gw.example.com/api/openai', 'https://gw.example.com/api/openai/chat/completions'],
    ['https://gw.example.com/v1beta/openai/', 'https://gw.example.com/v1beta/openai/chat/completions'],
    [
      'https://x.openai.azure.com/openai/deployments/gpt?api-version=2024-10-21',
      'https://x.openai.azure.com/openai/deployments/gpt/chat/completions?api-version=2024-10-21',
    ],
    ['  https://api.example.com/v1  ', 'https://api.example.com/v1/chat/completions'],
    ['https://api.example.com/v1#frag', 'https://api.example.com/v1/chat/completions'],
  ];
  for (const [input, expected] of cases) {
    it(`maps ${JSON.stringify(input)} to ${expected}`, () => {
      assert.equal(chatCompletionsUrl(input).href, expected);
    });
  }

  const invalid = ['', 'not a url', 'api.example.com/v1', 'localhost:8000/v1', 'ftp://example.com/v1', 'file:///tmp/x'];
  for (const input of invalid) {
    it(`rejects ${JSON.stringify(input)} as a usage error that names endpoint.base_url`, () => {
      assert.throws(() => chatCompletionsUrl(input), (err: unknown) => {
        assert.ok(isGateError(err));
        assert.equal(err.code, 'USAGE');
        assert.match(err.message, /endpoint\.base_url/);
        assert.ok(err.message.includes(JSON.stringify(input.trim())), err.message);
        assert.match(err.hint ?? '', /https?:\/\//);
        return true;
      });
    });
  }

  it('does not repeat a password from an invalid base URL in its message', () => {
    assert.throws(() => chatCompletionsUrl('ftp://user:hunter2@example.com/v1'), (err: unknown) => {
      assert.ok(isGateError(err));
      assert.ok(!err.message.includes('hunter2'), err.message);
      return true;
    });
  });
});

describe('redactUrl', () => {
  const cases: Array<[string, string]> = [
    ['https://user:secret@api.example.com/v1', 'https://api.example.com/v1'],
    ['https://token@api.example.com/v1?x=1', 'https://api.example.com/v1?x=1'],
    ['http://127.0.0.1:8000/v1', 'http://127.0.0.1:8000/v1'],
    ['weird://user:secret@host', 'weird://host'],
  ];
  for (const [input, expected] of cases) {
    it(`shows ${input} as ${expected}`, () => {
      assert.equal(redactUrl(input), expected);
      assert.equal(redactUrl(new URL(input)), expected);
    });
  }

  it('leaves the URL object it was given unchanged', () => {
    const url = new URL('https://user:secret@api.example.com/v1');
    redactUrl(url);
    assert.equal(url.password, 'secret');
  });
});

describe('the path the server sees', () => {
  const forms: Array<[string, string]> = [
    ['', '/v1/chat/completions'],
    ['/', '/v1/chat/completions'],
    ['/v1', '/v1/chat/completions'],
    ['/v1/', '/v1/chat/completions'],
    ['/v1/chat/completions', '/v1/chat/completions'],
    ['/api/openai', '/api/openai/chat/completions'],
    ['/openai/deployments/gpt?api-version=2024-10-21', '/openai/deployments/gpt/chat/completions?api-version=2024-10-21'],
  ];
  for (const [suffix, path] of forms) {
    it(`is ${path} for a base URL ending in ${JSON.stringify(suffix)}`, async () => {
      const server = await startTranscriptServer({ steps: typicalStream(['Hi']) });
      const client = new OpenAIChatClient(
        { baseUrl: server.origin + suffix, model: 'm', apiKey: undefined, headers: {}, timeoutMs: 60_000 },
        { connections: 1, env: {} },
      );
      try {
        const record = await client.send({ messages: [{ role: 'user', content: 'x' }], maxTokens: 4, temperature: undefined }, { id: 'r1' });
        assert.equal(record.ok, true, record.error?.message);
        assert.equal(server.requests.length, 1);
        assert.equal(server.requests[0]!.method, 'POST');
        assert.equal(server.requests[0]!.url, path);
      } finally {
        await client.close();
        await server.close();
      }
    });
  }
});
