// Every fault the simulator can inject, sent through the real client over loopback: each must
// come back as its documented error kind, with a message and a hint that name the cause.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenAIChatClient, type OpenAIChatClientOptions } from '../../src/client/openai-chat.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import type { ErrorKind, RequestRecord } from '../../src/model/record.js';
import { hintFor, type HintContext } from '../../src/engine/diagnose.js';
import { startSimulator, type SimConfigInput, type Simulator } from '../../src/sim/index.js';

const KEY = 'sk-fault-test-0c4e1d';
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something.' }], maxTokens: 6, temperature: undefined };
/** Exact, fast timing: a 6-token answer takes about 10 ms. */
const FAST: SimConfigInput = { jitter: 0, prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, outputTokens: 6 };

const sims: Simulator[] = [];
after(async () => {
  await Promise.all(sims.map((s) => s.close()));
});

interface Sent {
  record: RequestRecord;
  hint: string;
  url: string;
}

/**
 * Starts a simulator with `fault`, sends one request through a fresh client and returns the
 * record with the hint the run would print for its kind.
 */
async function sendWithFault(
  fault: string,
  options: { endpoint?: Partial<EndpointConfig>; client?: Partial<OpenAIChatClientOptions>; sim?: SimConfigInput } = {},
): Promise<Sent> {
  const sim = await startSimulator({ ...FAST, fault, ...options.sim });
  sims.push(sim);
  const endpoint: EndpointConfig = { baseUrl: sim.url, model: 'sim-model', apiKey: KEY, headers: {}, timeoutMs: 5000, ...options.endpoint };
  const client = new OpenAIChatClient(endpoint, { connections: 1, env: {}, ...options.client });
  try {
    const record = await client.send(ASK, { id: 'fault-1' });
    assert.ok(!JSON.stringify(record).includes(KEY), 'the record holds the key');
    const ctx: HintContext = {
      url: client.toString(),
      apiKeyEnv: 'SIM_KEY',
      apiKeySet: endpoint.apiKey !== undefined,
      proxy: client.route,
      timeoutS: endpoint.timeoutMs / 1000,
      ...(options.client?.stallTimeoutMs === undefined ? {} : { stallTimeoutS: options.client.stallTimeoutMs / 1000 }),
    };
    return { record, hint: record.error === undefined ? '' : hintFor(record.error.kind, ctx), url: client.toString() };
  } finally {
    await client.close();
  }
}

function assertKind(record: RequestRecord, kind: ErrorKind, message: RegExp): void {
  assert.equal(record.ok, false, 'expected a failure');
  assert.equal(record.error?.kind, kind, record.error?.message);
  assert.match(record.error.message, message);
}

describe('HTTP error faults', () => {
  const cases: Array<[fault: string, kind: ErrorKind, status: number, message: RegExp, hint: RegExp]> = [
    ['401', 'auth', 401, /HTTP 401 Unauthorized: Incorrect API key provided/, /SIM_KEY was set and sent as "Authorization: Bearer <key>"/],
    ['403', 'auth', 403, /HTTP 403 Forbidden: .*not allowed to use this model/, /403 usually means the key was recognised but not allowed/],
    ['404', 'not_found', 404, /HTTP 404 Not Found: The model `sim-model` does not exist/, /endpoint\.model \(an id listed by GET \/v1\/models\)/],
    ['429', 'rate_limited', 429, /HTTP 429 Too Many Requests: Rate limit reached.*It sent no Retry-After header\./, /Lower the concurrency/],
    ['429:30', 'rate_limited', 429, /asked to wait 30 s before retrying \(Retry-After: 30\)/, /quotes the Retry-After/],
    ['500', 'server_error', 500, /HTTP 500 Internal Server Error: The server had an error/, /Look at its logs/],
    ['502', 'server_error', 502, /HTTP 502 Bad Gateway: Bad gateway/, /Look at its logs/],
    ['503', 'server_error', 503, /HTTP 503 Service Unavailable: The server is overloaded/, /queue overflowed/],
    ['html', 'server_error', 502, /HTTP 502 Bad Gateway: 502 Bad Gateway\./, /An HTML error page comes from a proxy or load balancer/],
    ['html:504', 'server_error', 504, /HTTP 504 Gateway Timeout: 504 Gateway Time-out\./, /HTML error page/],
    ['anthropic', 'auth', 401, /Anthropic-style Messages API \(its error has the shape \{"type": "error", "error": \{…\}\}\).*Authorization: Bearer/, /sent as "Authorization: Bearer <key>"/],
  ];
  for (const [fault, kind, status, message, hint] of cases) {
    it(`reports --fault ${fault} as ${kind}, naming the cause`, async () => {
      const { record, hint: text } = await sendWithFault(fault);
      assertKind(record, kind, message);
      assert.equal(record.statusCode, status);
      assert.deepEqual(record.contentMs, []);
      assert.match(text, hint);
    });
  }

  it('says in the auth hint that the key variable was not set when no key was sent', async () => {
    const { record, hint } = await sendWithFault('401', { endpoint: { apiKey: undefined } });
    assertKind(record, 'auth', /HTTP 401/);
    assert.match(hint, /SIM_KEY was not set \(or empty\) in this environment, so no Authorization header was sent/);
  });

  it('names the URL actually called in the not_found hint', async () => {
    const { record, hint, url } = await sendWithFault('404');
    assertKind(record, 'not_found', /HTTP 404/);
    assert.ok(hint.includes(`Nothing answered at ${url}`), hint);
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions$/);
  });
});

describe('connection faults', () => {
  it('reports --fault refuse as connect, with the route taken in the hint', async () => {
    const { record, hint, url } = await sendWithFault('refuse');
    assertKind(record, 'connect', /Could not reach the endpoint: connection refused/);
    assert.equal(record.statusCode, undefined);
    assert.equal(record.headersMs, undefined);
    assert.ok(hint.includes(`No connection could be made to ${url}; requests went directly (no HTTP_PROXY or HTTPS_PROXY set)`), hint);
  });

  const resets: Array<[fault: string, tokens: number]> = [
    ['reset-after:3', 3],
    ['reset-after:0', 0],
    // Due after more tokens than the 6-token answer has: strikes at its end, before the finish.
    ['reset-after:100', 6],
  ];
  for (const [fault, tokens] of resets) {
    it(`reports --fault ${fault} as stream_reset and keeps the ${tokens} content events that arrived`, async () => {
      const { record, hint } = await sendWithFault(fault);
      assertKind(record, 'stream_reset', /The connection closed in the middle of the stream/);
      assert.equal(record.statusCode, 200);
      assert.equal(record.contentMs.length, tokens);
      assert.match(hint, /crashed or restarted, or dropped the request, or a proxy or load balancer with a short idle or response timeout/);
    });
  }

  it('reports --fault stall-after:2 as stream_stalled after the stall timeout (300 ms)', async () => {
    const { record, hint } = await sendWithFault('stall-after:2', { client: { stallTimeoutMs: 300 } });
    assertKind(record, 'stream_stalled', /No data arrived for \d+ ms \(stall timeout 300 ms\); 2 content events had arrived/);
    assert.equal(record.contentMs.length, 2);
    const quietMs = record.endMs - record.contentMs[1]!;
    assert.ok(quietMs >= 295 && quietMs < 1500, `failed ${quietMs} ms after the last byte`);
    assert.match(hint, /longer than the stall timeout \(0\.3 s\)/);
  });

  it('reports --fault stall-after:2 as timeout when only the whole-request timeout (500 ms) is set', async () => {
    const { record, hint } = await sendWithFault('stall-after:2', { endpoint: { timeoutMs: 500 } });
    assertKind(record, 'timeout', /No complete answer within the 0\.5 s request timeout/);
    assert.equal(record.contentMs.length, 2);
    assert.match(hint, /longer than endpoint\.timeout_s \(0\.5 s\)/);
  });
});

describe('stream content faults', () => {
  const cases: Array<[fault: string, kind: ErrorKind, message: RegExp, hint: RegExp, contentEvents: number]> = [
    ['bad-json-after:2', 'bad_event', /An event's data is not valid JSON: .*\{\\"id\\":\\"chatcmpl-sim\\"/, /A proxy may be rewriting or cutting the stream/, 2],
    ['bad-json-after:0', 'bad_event', /not valid JSON/, /not OpenAI-compatible/, 0],
    ['error-after:2', 'stream_error', /The server sent an error: The model server failed while generating: CUDA out of memory\. \(internal_error, server_error\)/, /error object \(\{"error": …\}\) inside the stream/, 2],
    ['not-streaming', 'not_streaming', /content-type "application\/json" \(a complete, non-streamed completion\) instead of an event stream/, /ignored "stream": true, so TTFT would equal E2E/, 0],
  ];
  for (const [fault, kind, message, hint, contentEvents] of cases) {
    it(`reports --fault ${fault} as ${kind}`, async () => {
      const { record, hint: text } = await sendWithFault(fault);
      assertKind(record, kind, message);
      assert.equal(record.statusCode, 200);
      assert.equal(record.contentMs.length, contentEvents);
      assert.match(text, hint);
    });
  }

  it('delivers a buffered stream (--fault buffered) whole, every token at one instant, so TTFT equals E2E', async () => {
    const { record } = await sendWithFault('buffered', { sim: { decodeBaseMs: 10 } });
    assert.equal(record.ok, true, record.error?.message);
    assert.equal(record.contentMs.length, 6);
    assert.equal(new Set(record.contentMs).size, 1, 'all tokens arrived with one read');
    const ttftMs = record.contentMs[0]! - record.sentMs;
    assert.ok(ttftMs >= 50, `TTFT ${ttftMs} ms is below the 6 decode steps of 10 ms`);
    assert.ok(record.endMs - record.contentMs[0]! < 5, 'E2E is TTFT');
  });

  it('counts a stream that ends without [DONE] (--fault no-done) as a success with every token', async () => {
    const { record } = await sendWithFault('no-done');
    assert.equal(record.ok, true, record.error?.message);
    assert.equal(record.contentMs.length, 6);
    assert.equal(record.outputTokens, 6);
    assert.equal(record.tokensSource, 'usage');
    assert.equal(record.finishReason, 'length');
  });
});

describe('faults at a chosen rate', () => {
  it('fails about the chosen fraction of 200 requests (--fault 503 --fault-rate 0.2), the same ones for the same seed', async () => {
    const failedIndexes = async (): Promise<number[]> => {
      const sim = await startSimulator({ ...FAST, outputTokens: 1, fault: '503', faultRate: 0.2, seed: 11 });
      sims.push(sim);
      const client = new OpenAIChatClient({ baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 5000 }, { connections: 1, env: {} });
      const failed: number[] = [];
      try {
        // One at a time, so the arrival order, and with it each draw, is fixed.
        for (let i = 0; i < 200; i++) {
          const record = await client.send(ASK, { id: `r${i}` });
          if (!record.ok) {
            assert.equal(record.error?.kind, 'server_error');
            failed.push(i);
          } else assert.equal(record.contentMs.length, 1);
        }
      } finally {
        await client.close();
      }
      return failed;
    };
    const first = await failedIndexes();
    // Binomial(200, 0.2): mean 40, standard deviation about 5.7.
    assert.ok(first.length >= 20 && first.length <= 60, `${first.length} of 200 failed`);
    assert.deepEqual(await failedIndexes(), first);
  });

  it('mixes the faults of a list: --fault 429,reset-after:1 at rate 1 yields both kinds and nothing else', async () => {
    const sim = await startSimulator({ ...FAST, fault: '429,reset-after:1', seed: 3 });
    sims.push(sim);
    const client = new OpenAIChatClient({ baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 5000 }, { connections: 4, env: {} });
    try {
      const records = await Promise.all(Array.from({ length: 40 }, (_, i) => client.send(ASK, { id: `m${i}` })));
      const kinds = new Map<string, number>();
      for (const r of records) kinds.set(r.error?.kind ?? 'ok', (kinds.get(r.error?.kind ?? 'ok') ?? 0) + 1);
      assert.deepEqual([...kinds.keys()].sort(), ['rate_limited', 'stream_reset']);
      assert.ok(kinds.get('rate_limited')! >= 8 && kinds.get('stream_reset')! >= 8, JSON.stringify([...kinds]));
    } finally {
      await client.close();
    }
  });
});
