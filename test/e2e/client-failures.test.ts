import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { OpenAIChatClientOptions } from '../../src/client/openai-chat.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import { handedOverMs, type ErrorKind, type RequestRecord } from '../../src/model/record.js';
import {
  DONE,
  closedPort,
  contentChunk,
  finishChunk,
  roleChunk,
  sse,
  startTranscriptServer,
  usageChunk,
  writes,
} from '../helpers/transcript-server.js';
import type { ReceivedRequest, TranscriptSource } from '../helpers/transcript-server.js';
import { sendOnceTo } from '../helpers/send-once.js';

const KEY = 'sk-test-5ecret-K3y';
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say hi' }], maxTokens: 16, temperature: undefined };

function endpoint(baseUrl: string, overrides: Partial<EndpointConfig> = {}): EndpointConfig {
  return { baseUrl, model: 'test-model', apiKey: KEY, headers: {}, timeoutMs: 5000, ...overrides };
}

/** Timers keeping the process alive; the client must leave none behind after a failure. */
function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
}

interface Outcome {
  record: RequestRecord;
  received: ReceivedRequest | undefined;
  /** Timers started by the request and still running once its record was delivered. */
  leftoverTimers: number;
  /** True when the client dropped the connection before the server finished its transcript. */
  releasedEarly: boolean;
}

/** Sends one request to a fresh server replaying `source`, then closes both. */
async function sendOnce(
  source: TranscriptSource,
  options: { endpoint?: Partial<EndpointConfig>; client?: Partial<OpenAIChatClientOptions>; signal?: AbortSignal } = {},
): Promise<Outcome> {
  let timersBefore = 0;
  let leftoverTimers = 0;
  const { record, received } = await sendOnceTo(source, {
    client: (server) => new OpenAIChatClient(endpoint(`${server.origin}/v1`, options.endpoint), { connections: 1, env: {}, ...options.client }),
    request: ASK,
    key: KEY,
    ...(options.signal ? { signal: options.signal } : {}),
    before: () => { timersBefore = activeTimers(); },
    after: async (_record, server) => {
      leftoverTimers = activeTimers() - timersBefore;
      // A released connection closes at the server promptly; give it a moment to notice.
      const received = server.requests[0];
      if (received !== undefined) await Promise.race([received.done, delay(500)]);
    },
  });
  assertSafe(record);
  return { record, received, leftoverTimers, releasedEarly: received?.closedEarly ?? false };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** What every failed record must satisfy. */
function assertSafe(record: RequestRecord): void {
  assert.ok(!JSON.stringify(record).includes(KEY), `the record contains the API key: ${JSON.stringify(record)}`);
  assert.ok(record.endMs >= record.sentMs);
}

function assertFailed(record: RequestRecord, kind: ErrorKind, message?: RegExp): void {
  assert.equal(record.ok, false, 'expected a failure');
  assert.equal(record.error?.kind, kind, record.error?.message);
  if (message !== undefined) assert.match(record.error.message, message);
  assert.ok(record.error.message.length < 700, `message of ${record.error.message.length} characters`);
}

describe('HTTP error statuses', () => {
  const openaiError = (message: string, type: string, code: string | null = null): string =>
    JSON.stringify({ error: { message, type, param: null, code } });
  const nginx = (title: string): string =>
    `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
  const json = { 'content-type': 'application/json' };
  const html = { 'content-type': 'text/html' };
  const cases: Array<[number, Record<string, string>, string, ErrorKind, RegExp]> = [
    [401, json, openaiError('Incorrect API key provided: sk-test-***-K3y.', 'invalid_request_error', 'invalid_api_key'), 'auth', /HTTP 401 Unauthorized: Incorrect API key provided.*environment variable/],
    [403, json, openaiError('You are not allowed to use this model', 'permission_error'), 'auth', /HTTP 403.*not allowed to use this model/],
    [404, html, nginx('404 Not Found'), 'not_found', /HTTP 404 Not Found: 404 Not Found.*base_url/],
    [404, json, openaiError('The model `gpt-9` does not exist', 'invalid_request_error', 'model_not_found'), 'not_found', /gpt-9/],
    [429, json, openaiError('Rate limit reached for requests', 'requests', 'rate_limit_exceeded'), 'rate_limited', /HTTP 429.*Rate limit reached/],
    [400, json, openaiError("max_tokens is too large", 'invalid_request_error'), 'bad_request', /HTTP 400 Bad Request: max_tokens is too large/],
    [422, json, JSON.stringify({ detail: [{ loc: ['body', 'messages'], msg: 'field required', type: 'missing' }] }), 'bad_request', /HTTP 422.*field required/],
    [500, { 'content-type': 'text/plain' }, 'Internal Server Error', 'server_error', /HTTP 500 Internal Server Error: Internal Server Error/],
    [502, html, nginx('502 Bad Gateway'), 'server_error', /HTTP 502 Bad Gateway: 502 Bad Gateway/],
    [503, json, JSON.stringify({ object: 'error', message: 'The server is overloaded', type: 'ServiceUnavailableError', code: 503 }), 'server_error', /overloaded/],
    [418, { 'content-type': 'text/plain' }, "I'm a teapot", 'http_error', /HTTP 418/],
    [302, { location: 'https://elsewhere.example/' }, '', 'http_error', /HTTP 302 Found\./],
  ];
  for (const [status, headers, body, kind, message] of cases) {
    it(`classifies ${status} with a ${headers['content-type'] ?? 'missing'} body as ${kind}`, async () => {
      const { record, leftoverTimers } = await sendOnce({ status, headers, steps: writes([body]) });
      assertFailed(record, kind, message);
      assert.equal(record.statusCode, status);
      assert.ok(record.headersMs !== undefined);
      assert.deepEqual(record.contentMs, []);
      assert.equal(record.tokensSource, undefined);
      assert.equal(leftoverTimers, 0);
    });
  }

  it('never repeats the key when a server echoes it back', async () => {
    const { record } = await sendOnce({
      status: 401,
      headers: { 'content-type': 'application/json' },
      steps: writes([JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}` } })]),
    });
    assertFailed(record, 'auth', /\[redacted\]/);
  });

  it('reads only the start of a large error page and drops the connection', async () => {
    const page = `<html><head><title>Service Unavailable</title></head><body>${'<p>filler</p>'.repeat(100_000)}</body></html>`;
    const parts = [page.slice(0, 500)];
    for (let at = 500; at < page.length; at += 100_000) parts.push(page.slice(at, at + 100_000));
    const { record, releasedEarly } = await sendOnce({ status: 503, headers: { 'content-type': 'text/html' }, steps: writes(parts, 10) });
    assertFailed(record, 'server_error', /Service Unavailable/);
    assert.equal(releasedEarly, true);
  });
});

describe('answers that are not event streams', () => {
  const completion = {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 3, completion_tokens: 1 },
  };
  const cases: Array<[string, Record<string, string>, string, ErrorKind, RegExp]> = [
    ['a complete JSON completion', { 'content-type': 'application/json' }, JSON.stringify(completion), 'not_streaming', /application\/json.*non-streamed completion.*ignored "stream": true/],
    ['plain text', { 'content-type': 'text/plain' }, 'hello', 'not_streaming', /text\/plain/],
    ['a JSON error with status 200', { 'content-type': 'application/json' }, JSON.stringify({ error: { message: 'quota exceeded', type: 'insufficient_quota' } }), 'stream_error', /quota exceeded/],
    ['a JSON rate-limit error with status 200', { 'content-type': 'application/json' }, JSON.stringify({ error: { message: 'Too many requests', code: 429 } }), 'rate_limited', /Too many requests/],
  ];
  for (const [name, headers, body, kind, message] of cases) {
    it(`reports ${name} as ${kind}`, async () => {
      const { record } = await sendOnce({ status: 200, headers, steps: writes([body]) });
      assertFailed(record, kind, message);
      assert.equal(record.statusCode, 200);
    });
  }
});

describe('errors inside the stream', () => {
  it('fails with the server message of an error event mid-stream, split inside a character, and drops the connection', async () => {
    const event = Buffer.from(sse({ error: { message: 'Überlastet — 请稍后再试', type: 'overloaded_error' } }));
    const cut = event.indexOf(Buffer.from('请')) + 1;
    const { record, releasedEarly, leftoverTimers } = await sendOnce({
      steps: [
        ...writes([sse(roleChunk()), sse(contentChunk('Hi'))]),
        { write: event.subarray(0, cut) },
        { write: event.subarray(cut), delayMs: 5 },
      ],
      // The server would go on streaming; the client must hang up by itself.
      end: false,
    });
    assertFailed(record, 'stream_error', /Überlastet — 请稍后再试.*overloaded_error/);
    assert.equal(record.contentMs.length, 1, 'content before the error is kept');
    assert.equal(record.outputTokens, 1);
    assert.equal(record.tokensSource, 'events');
    assert.equal(releasedEarly, true);
    assert.equal(leftoverTimers, 0);
  });

  const cases: Array<[string, string, ErrorKind, RegExp]> = [
    ['a rate-limit error object', sse({ error: { message: 'Rate limit exceeded: 60 RPM', type: 'requests', code: 'rate_limit_exceeded' } }), 'rate_limited', /60 RPM/],
    ['an error object as the first event', sse({ error: { message: 'model is loading' } }), 'stream_error', /model is loading/],
    ['a vLLM-style error object', sse({ object: 'error', message: 'prompt is too long', type: 'BadRequestError', code: 400 }), 'stream_error', /prompt is too long/],
    ['an "event: error" with text data', 'event: error\ndata: upstream connection lost\n\n', 'stream_error', /upstream connection lost/],
    ['data that is not JSON', 'data: {"choices": [\n\n', 'bad_event', /not valid JSON/],
    ['data that is a number', 'data: 42\n\n', 'bad_event', /not a JSON object/],
    ['data that is null', 'data: null\n\n', 'bad_event', /not a JSON object/],
    ['data that is an array', 'data: [1, 2]\n\n', 'bad_event', /not a JSON object/],
    ['data that is a string', 'data: "hello"\n\n', 'bad_event', /not a JSON object/],
  ];
  for (const [name, event, kind, message] of cases) {
    it(`fails on ${name} as ${kind}`, async () => {
      const { record } = await sendOnce({ steps: writes([sse(roleChunk()), event, sse(contentChunk('after')), DONE]) });
      assertFailed(record, kind, message);
      assert.deepEqual(record.contentMs, []);
    });
  }

  const empty: Array<[string, string[]]> = [
    ['only a role chunk, a finish and usage', [sse(roleChunk()), sse(finishChunk()), sse(usageChunk(3, 0)), DONE]],
    ['only keep-alives and no [DONE]', [': ping\n\n', ': ping\n\n']],
    ['an empty body', []],
  ];
  for (const [name, parts] of empty) {
    it(`fails a stream with ${name} as empty_stream`, async () => {
      const { record } = await sendOnce({ steps: writes(parts) });
      assertFailed(record, 'empty_stream', /without any content/);
      assert.deepEqual(record.contentMs, []);
    });
  }
});

describe('network failures', () => {
  it('reports a refused connection as connect, with no status or headers', async () => {
    const port = await closedPort();
    const client = new OpenAIChatClient(endpoint(`http://127.0.0.1:${port}/v1`), { connections: 1, env: {} });
    try {
      const before = activeTimers();
      const record = await client.send(ASK, { id: 'req-1' });
      assertSafe(record);
      assertFailed(record, 'connect', /connection refused/);
      assert.equal(record.statusCode, undefined);
      assert.equal(record.headersMs, undefined);
      assert.equal(record.tokensSource, undefined);
      assert.equal(activeTimers() - before, 0);
    } finally {
      await client.close();
    }
  });

  it('reports a connection reset mid-stream as stream_reset and keeps the content so far', async () => {
    const { record, leftoverTimers } = await sendOnce({
      steps: [...writes([sse(roleChunk()), sse(contentChunk('a')), sse(contentChunk('b'))]), { destroy: true, delayMs: 10 }],
    });
    assertFailed(record, 'stream_reset', /closed in the middle of the stream/);
    assert.equal(record.contentMs.length, 2);
    assert.equal(record.statusCode, 200);
    assert.equal(leftoverTimers, 0);
  });

  async function withRawServer(onSocket: (socket: Socket) => void, run: (origin: string) => Promise<void>): Promise<void> {
    const sockets = new Set<Socket>();
    const server = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      onSocket(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('reports a connection closed before any response as stream_reset', async () => {
    await withRawServer((socket) => socket.once('data', () => socket.destroy()), async (origin) => {
      const client = new OpenAIChatClient(endpoint(`${origin}/v1`), { connections: 1, env: {} });
      try {
        const record = await client.send(ASK, { id: 'req-1' });
        assertFailed(record, 'stream_reset', /before the response arrived/);
        assert.equal(record.headersMs, undefined);
      } finally {
        await client.close();
      }
    });
  });

  it('reports a server that never answers as stream_stalled after the stall timeout', async () => {
    await withRawServer(() => {}, async (origin) => {
      const client = new OpenAIChatClient(endpoint(`${origin}/v1`), { connections: 1, stallTimeoutMs: 100, env: {} });
      try {
        const before = activeTimers();
        const record = await client.send(ASK, { id: 'req-1' });
        assertFailed(record, 'stream_stalled', /no response had arrived/);
        // The stall timer runs from the hand-over to the pool; sentMs is the later write.
        const waitedMs = record.endMs - handedOverMs(record);
        assert.ok(waitedMs >= 100 && waitedMs < 300, `${waitedMs} ms`);
        assert.equal(activeTimers() - before, 0);
      } finally {
        await client.close();
      }
    });
  });
});

describe('timeouts and cancellation', () => {
  it('fails a stream that goes quiet as stream_stalled, stall timeout after the last byte', async () => {
    const { record, received, releasedEarly, leftoverTimers } = await sendOnce(
      { steps: writes([sse(roleChunk()), sse(contentChunk('a'))]), end: false },
      { client: { stallTimeoutMs: 100 } },
    );
    assertFailed(record, 'stream_stalled', /No data arrived for \d+ ms \(stall timeout 100 ms\); 1 content events had arrived/);
    const quietMs = record.endMs - received!.writeMs[1]!;
    assert.ok(quietMs >= 99 && quietMs < 250, `stalled after ${quietMs} ms of quiet`);
    assert.equal(record.contentMs.length, 1);
    assert.equal(releasedEarly, true);
    assert.equal(leftoverTimers, 0);
  });

  it('does not stall a slow stream whose gaps stay under the stall timeout', async () => {
    const steps = [sse(roleChunk()), ...['a', 'b', 'c', 'd', 'e'].map((t) => sse(contentChunk(t))), DONE].map((write) => ({ write, delayMs: 60 }));
    const { record, leftoverTimers } = await sendOnce({ steps }, { client: { stallTimeoutMs: 100 } });
    assert.equal(record.ok, true, record.error?.message);
    assert.equal(record.contentMs.length, 5);
    assert.ok(record.endMs - record.sentMs >= 300);
    assert.equal(leftoverTimers, 0);
  });

  it('fails a request that outlasts the whole-request timeout as timeout', async () => {
    const { record, releasedEarly, leftoverTimers } = await sendOnce(
      { steps: writes([sse(roleChunk()), sse(contentChunk('a')), sse(contentChunk('b'))]), end: false },
      { endpoint: { timeoutMs: 150 } },
    );
    assertFailed(record, 'timeout', /0\.15 s request timeout.*2 content events had arrived/);
    // The whole-request timer runs from the hand-over to the pool; sentMs is the later write.
    const elapsedMs = record.endMs - handedOverMs(record);
    assert.ok(elapsedMs >= 149 && elapsedMs < 350, `timed out after ${elapsedMs} ms`);
    assert.equal(record.contentMs.length, 2);
    assert.equal(releasedEarly, true);
    assert.equal(leftoverTimers, 0);
  });

  it('times out a steadily streaming request too: the timeout is not per chunk', async () => {
    const steps = Array.from({ length: 20 }, (_, i) => ({ write: sse(contentChunk(`t${i}`)), delayMs: 30 }));
    const { record } = await sendOnce({ steps }, { endpoint: { timeoutMs: 200 }, client: { stallTimeoutMs: 100 } });
    assertFailed(record, 'timeout');
    assert.ok(record.contentMs.length >= 3 && record.contentMs.length < 20);
  });

  it('cancels a request when its signal aborts mid-stream', async () => {
    const { record, releasedEarly, leftoverTimers } = await sendOnce(
      { steps: writes([sse(roleChunk()), sse(contentChunk('a'))]), end: false },
      { signal: AbortSignal.timeout(60) },
    );
    assertFailed(record, 'cancelled', /cancelled/);
    const elapsedMs = record.endMs - record.sentMs;
    // The signal's 60 ms started before the server did, so only an upper bound holds.
    assert.ok(elapsedMs < 150, `cancelled after ${elapsedMs} ms`);
    assert.equal(record.contentMs.length, 1);
    assert.equal(releasedEarly, true);
    assert.equal(leftoverTimers, 0);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const server = await startTranscriptServer({ steps: writes([sse(contentChunk('a')), DONE]) });
    const client = new OpenAIChatClient(endpoint(`${server.origin}/v1`), { connections: 1, env: {} });
    try {
      const record = await client.send(ASK, { id: 'req-1', signal: AbortSignal.abort() });
      assertFailed(record, 'cancelled');
      await delay(20);
      assert.equal(server.requests.length, 0);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('answers a request sent after close() with a cancelled record', async () => {
    const server = await startTranscriptServer({ steps: writes([sse(contentChunk('a')), DONE]) });
    const client = new OpenAIChatClient(endpoint(`${server.origin}/v1`), { connections: 1, env: {} });
    try {
      await client.close();
      await client.close();
      const before = activeTimers();
      const record = await client.send(ASK, { id: 'late' });
      assertFailed(record, 'cancelled', /client was closed/);
      assert.equal(activeTimers() - before, 0);
      assert.equal(server.requests.length, 0);
    } finally {
      await server.close();
    }
  });

  it('cancels requests still in flight when the client is closed', async () => {
    const server = await startTranscriptServer({ steps: writes([sse(contentChunk('a'))]), end: false });
    const client = new OpenAIChatClient(endpoint(`${server.origin}/v1`), { connections: 2, env: {} });
    try {
      const pending = [client.send(ASK, { id: 'a' }), client.send(ASK, { id: 'b' })];
      while (server.requests.length < 2) await delay(5);
      await client.close();
      const records = await Promise.all(pending);
      for (const record of records) assertFailed(record, 'cancelled');
    } finally {
      await server.close();
    }
  });
});
