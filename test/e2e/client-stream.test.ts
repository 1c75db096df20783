import { describe, it } from 'node:test';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import assert from 'node:assert/strict';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { OpenAIChatClientOptions } from '../../src/client/openai-chat.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import {
  DONE,
  contentChunk,
  deltaChunk,
  finishChunk,
  roleChunk,
  sse,
  startTranscriptServer,
  typicalStream,
  usageChunk,
  writes,
} from '../helpers/transcript-server.js';
import type { ReceivedRequest, TranscriptServer, TranscriptSource, TranscriptStep } from '../helpers/transcript-server.js';
import { sendOnceSeen } from '../helpers/send-once.js';

const KEY = 'sk-test-5ecret-K3y';
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say hi' }], maxTokens: 16, temperature: undefined };

function endpointFor(server: TranscriptServer, overrides: Partial<EndpointConfig> = {}): EndpointConfig {
  return { baseUrl: `${server.origin}/v1`, model: 'test-model', apiKey: KEY, headers: {}, timeoutMs: 5000, ...overrides };
}

/** Sends one request to a fresh server replaying `source`, then closes both. */
function sendOnce(
  source: TranscriptSource,
  options: { endpoint?: Partial<EndpointConfig>; request?: ChatRequest; client?: Partial<OpenAIChatClientOptions> } = {},
): Promise<{ record: RequestRecord; received: ReceivedRequest }> {
  return sendOnceSeen(source, {
    client: (server) => new OpenAIChatClient(endpointFor(server, options.endpoint), { connections: 1, env: {}, ...options.client }),
    request: options.request ?? ASK,
    key: KEY,
    after: assertOrdered,
  });
}

/** sent ≤ headers ≤ each content event (in order) ≤ end. */
function assertOrdered(record: RequestRecord): void {
  let previous = record.sentMs;
  const times = [record.headersMs, ...record.contentMs, record.endMs].filter((t): t is number => t !== undefined);
  for (const t of times) {
    assert.ok(t >= previous, `timestamps out of order: ${JSON.stringify(record)}`);
    previous = t;
  }
}

function assertOk(record: RequestRecord): void {
  assert.equal(record.ok, true, record.error?.message);
  assert.equal(record.error, undefined);
  assert.equal(record.statusCode, 200);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Deterministic PRNG (mulberry32) so a failing random split can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('what the client sends', () => {
  it('posts the streaming body with usage requested and no temperature when none is set', async () => {
    const { received } = await sendOnce({ steps: typicalStream(['Hi']) });
    assert.deepEqual(received.body, {
      model: 'test-model',
      messages: [{ role: 'user', content: 'Say hi' }],
      max_tokens: 16,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('sends a temperature of 0 rather than dropping it', async () => {
    const { received } = await sendOnce({ steps: typicalStream(['Hi']) }, { request: { ...ASK, temperature: 0 } });
    assert.equal((received.body as { temperature?: unknown }).temperature, 0);
  });

  it('sends the key as exactly "Bearer <key>", the request id and the content headers', async () => {
    const { received } = await sendOnce({ steps: typicalStream(['Hi']) });
    assert.equal(received.headers.authorization, `Bearer ${KEY}`);
    assert.equal(received.headers['x-request-id'], 'req-1');
    assert.equal(received.headers['content-type'], 'application/json');
    assert.equal(received.headers.accept, 'text/event-stream');
  });

  it('sends no Authorization header when there is no key', async () => {
    const { received } = await sendOnce({ steps: typicalStream(['Hi']) }, { endpoint: { apiKey: undefined } });
    assert.equal(received.headers.authorization, undefined);
  });

  it("sends the spec's extra headers, which may replace the Authorization header", async () => {
    const { received } = await sendOnce(
      { steps: typicalStream(['Hi']) },
      { endpoint: { headers: { 'X-Tenant': 'team-a', 'api-key': 'azure-style', Authorization: 'Token other' } } },
    );
    assert.equal(received.headers['x-tenant'], 'team-a');
    assert.equal(received.headers['api-key'], 'azure-style');
    assert.equal(received.headers.authorization, 'Token other');
  });
});

describe('stream shapes that succeed', () => {
  const u = (prompt: number, completion: number): string => sse(usageChunk(prompt, completion));
  const c = (text: string): string => sse(contentChunk(text));
  const cases: Array<{
    name: string;
    parts: Array<string | Buffer>;
    events: number;
    tokens: [input: number | undefined, output: number, source: 'usage' | 'events'];
    finish?: string;
  }> = [
    {
      name: 'a typical stream with a usage trailer and [DONE]',
      parts: [sse(roleChunk()), c('Hel'), c('lo'), c('!'), sse(finishChunk()), u(7, 3), DONE],
      events: 3,
      tokens: [7, 3, 'usage'],
      finish: 'stop',
    },
    {
      name: 'a stream without usage, counting content events',
      parts: [sse(roleChunk()), c('a'), c('b'), sse(finishChunk('length')), DONE],
      events: 2,
      tokens: [undefined, 2, 'events'],
      finish: 'length',
    },
    {
      name: 'usage that counts more tokens than events (several tokens per chunk)',
      parts: [c('one two'), c('three four'), sse(finishChunk()), u(5, 10), DONE],
      events: 2,
      tokens: [5, 10, 'usage'],
    },
    {
      name: 'Azure-style leading chunks with choices: [] and a content-filter chunk',
      parts: [
        sse({ id: '', object: '', created: 0, model: '', choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }),
        sse(roleChunk()),
        c('Hi'),
        sse({ ...finishChunk(), choices: [{ index: 0, delta: {}, finish_reason: 'stop', content_filter_results: {} }] }),
        sse({ choices: [{ index: 0, delta: {}, finish_reason: null, content_filter_offsets: { check_offset: 0 } }] }),
        DONE,
      ],
      events: 1,
      tokens: [undefined, 1, 'events'],
      finish: 'stop',
    },
    {
      name: 'content: null and empty-string deltas between content',
      parts: [sse(deltaChunk({ role: 'assistant', content: null })), c('a'), sse(deltaChunk({ content: '' })), sse(deltaChunk({ content: null })), c('b'), DONE],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      name: 'SSE comments, keep-alives, retry lines and empty data lines',
      parts: [': ping\n\n', 'retry: 3000\n\n', c('a'), ': keep-alive\n\n', 'data:\n\n', 'event: ping\ndata: \n\n', c('b'), ':\n\n', DONE],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      name: '"data:" without the space',
      parts: [sse(contentChunk('a'), { space: false }), sse(contentChunk('b'), { space: false }), 'data:[DONE]\n\n'],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      name: '\\r\\n line endings',
      parts: [sse(roleChunk(), { eol: '\r\n' }), sse(contentChunk('a'), { eol: '\r\n' }), ': ping\r\n\r\n', sse(usageChunk(2, 1), { eol: '\r\n' }), 'data: [DONE]\r\n\r\n'],
      events: 1,
      tokens: [2, 1, 'usage'],
    },
    {
      name: 'bare \\r line endings',
      parts: [`data: ${JSON.stringify(contentChunk('a'))}\r\r`, `data: ${JSON.stringify(contentChunk('b'))}\r\r`, 'data: [DONE]\r\r'],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      // Events of one shape are read by it (event-shape.ts); each change of it is read in full.
      name: 'events of one shape, then that shape with a finish reason as long as null, an empty text, escapes and usage',
      parts: [
        c('a'), c('b'), c('c "d" \\ e\n'),
        sse({ ...contentChunk('f'), choices: [{ index: 0, delta: { content: 'f' }, finish_reason: 'ab' }] }),
        c(''), c('g'), u(3, 5), DONE,
      ],
      events: 5,
      tokens: [3, 5, 'usage'],
      finish: 'ab',
    },
    {
      name: 'no [DONE] after the finish chunk: the end of the body ends it',
      parts: [sse(roleChunk()), c('a'), sse(finishChunk()), u(3, 1)],
      events: 1,
      tokens: [3, 1, 'usage'],
      finish: 'stop',
    },
    {
      name: 'neither [DONE] nor a finish_reason, just the end of the body',
      parts: [c('a'), c('b')],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      name: 'a last event without its terminating blank line',
      parts: [c('a'), `data: ${JSON.stringify(contentChunk('b'))}`],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
    {
      name: 'junk after [DONE], which is not read',
      parts: [c('a'), DONE, 'data: {not json\n\n', c('late')],
      events: 1,
      tokens: [undefined, 1, 'events'],
    },
    {
      name: 'an event whose JSON spans several data lines',
      parts: ['data: {"choices": [\ndata: {"delta": {"content": "a"}}]}\n\n', DONE],
      events: 1,
      tokens: [undefined, 1, 'events'],
    },
    {
      name: 'a byte-order mark before the first event',
      parts: ['\uFEFF' + c('a'), DONE],
      events: 1,
      tokens: [undefined, 1, 'events'],
    },
    {
      name: 'two choices in one chunk, counted as one event',
      parts: [sse({ choices: [{ index: 0, delta: { content: 'a' } }, { index: 1, delta: { content: 'b' } }] }), DONE],
      events: 1,
      tokens: [undefined, 1, 'events'],
    },
    {
      name: 'an id and an event type on each event',
      parts: [`id: 1\nevent: message\n${c('a')}`, `id: 2\nevent: message\n${c('b')}`, DONE],
      events: 2,
      tokens: [undefined, 2, 'events'],
    },
  ];
  for (const { name, parts, events, tokens, finish } of cases) {
    it(`reads ${name}`, async () => {
      const { record } = await sendOnce({ steps: writes(parts) });
      assertOk(record);
      assert.equal(record.contentMs.length, events);
      assert.deepEqual([record.inputTokens, record.outputTokens, record.tokensSource], tokens);
      if (finish !== undefined) assert.equal(record.finishReason, finish);
      assert.equal(record.id, 'req-1');
      assert.ok(record.headersMs !== undefined);
    });
  }
});

describe('events split across network writes', () => {
  // finish_reason and the prompt are the only texts a record keeps, so a multibyte finish
  // reason is what shows whether a character split between two writes was decoded whole.
  const FINISH = 'stop-ü✓🎉';
  const transcript = Buffer.from(
    '\uFEFF: ping\r\n\r\n' +
      sse(roleChunk(), { eol: '\r\n' }) +
      sse(contentChunk('Grüße, ')) +
      sse(contentChunk('世界 ')) +
      sse(contentChunk('🎉'), { space: false }) +
      ': keep-alive\n\n' +
      sse(finishChunk(FINISH), { eol: '\r\n' }) +
      sse(usageChunk(11, 4)) +
      DONE,
  );

  function assertWhole(record: RequestRecord): void {
    assertOk(record);
    assert.equal(record.contentMs.length, 3);
    assert.equal(record.finishReason, FINISH);
    assert.equal(record.inputTokens, 11);
    assert.equal(record.outputTokens, 4);
    assert.equal(record.tokensSource, 'usage');
  }

  function splitAt(bytes: Buffer, cuts: number[]): TranscriptStep[] {
    const points = [...new Set(cuts)].filter((p) => p > 0 && p < bytes.length).sort((a, b) => a - b);
    const parts: Buffer[] = [];
    let start = 0;
    for (const point of [...points, bytes.length]) {
      parts.push(bytes.subarray(start, point));
      start = point;
    }
    return writes(parts);
  }

  it('reads the transcript in one write', async () => {
    assertWhole((await sendOnce({ steps: writes([transcript]) })).record);
  });

  it('reads it one byte per write', async () => {
    const cuts = Array.from({ length: transcript.length }, (_, i) => i);
    assertWhole((await sendOnce({ steps: splitAt(transcript, cuts) })).record);
  });

  const finishBytes = Buffer.from(FINISH);
  const finishAt = transcript.indexOf(finishBytes);
  const awkward: Array<[string, number[]]> = [
    ['in the middle of a data line', [transcript.indexOf('Gr') + 1]],
    ['inside "data:"', [transcript.indexOf('data: {', 10) + 2]],
    ['between \\r and \\n', [transcript.indexOf('\r\n') + 1, transcript.indexOf('\r\n', 20) + 1]],
    ['between the two newlines ending an event', [transcript.indexOf('\n\n') + 1]],
    ['inside a 2-byte character', [finishAt + finishBytes.indexOf(Buffer.from('ü')) + 1]],
    ['inside a 3-byte character', [finishAt + finishBytes.indexOf(Buffer.from('✓')) + 1, finishAt + finishBytes.indexOf(Buffer.from('✓')) + 2]],
    ['inside a 4-byte character', [finishAt + finishBytes.indexOf(Buffer.from('🎉')) + 3]],
    ['inside the byte-order mark', [1, 2]],
    ['inside [DONE]', [transcript.indexOf('[DONE]') + 3]],
  ];
  for (const [name, cuts] of awkward) {
    it(`reads it split ${name}`, async () => {
      assert.ok(cuts.every((cut) => cut > 0), 'a cut point was not found in the transcript');
      assertWhole((await sendOnce({ steps: splitAt(transcript, cuts) })).record);
    });
  }

  it('reads it split at random points (seeds 1 to 25)', async () => {
    for (let seed = 1; seed <= 25; seed++) {
      const next = random(seed);
      const cuts = Array.from({ length: 1 + Math.floor(next() * 30) }, () => Math.floor(next() * transcript.length));
      const { record } = await sendOnce({ steps: splitAt(transcript, cuts) });
      try {
        assertWhole(record);
      } catch (err) {
        assert.fail(`seed ${seed}, cuts ${JSON.stringify(cuts)}: ${(err as Error).message}`);
      }
    }
  });
});

describe('content events read by their shape', () => {
  // After its first content event, a stream's next events of the same shape are read from
  // their bytes when they come as `data: …` frames with LF line ends (stream-core's
  // #readFrames); in any other framing the SSE parser reads them. Both must give one record.
  const TEXTS = ['Hi', ' there', ' "quoted"', ' back\\slash', ' 世界', '🎉', ' new\nline', '\u2028'];
  const stream = (eol: '\n' | '\r\n', joinEvery = 1, delayMs = 0): TranscriptStep[] => {
    const events = [sse(roleChunk(), { eol }), ...TEXTS.map((t) => sse(contentChunk(t), { eol })), sse(finishChunk(), { eol }), sse(usageChunk(5, TEXTS.length), { eol }), DONE];
    const parts: string[] = [];
    for (let i = 0; i < events.length; i += joinEvery) parts.push(events.slice(i, i + joinEvery).join(''));
    return writes(parts, delayMs);
  };
  const facts = (r: RequestRecord) => ({ ok: r.ok, events: r.contentMs.length, outputTokens: r.outputTokens, tokensSource: r.tokensSource, finishReason: r.finishReason, inputTokens: r.inputTokens, stream: { ...r.stream, connectMs: undefined, connectionWaitMs: undefined } });

  it('the same record from frames read as bytes as from the parser (CRLF), one event or three to a write', async () => {
    const parsed = facts((await sendOnce({ headers: { 'content-type': 'text/event-stream' }, steps: stream('\r\n') })).record);
    assert.equal(parsed.events, TEXTS.length);
    for (const joinEvery of [1, 3]) {
      const framed = facts((await sendOnce({ headers: { 'content-type': 'text/event-stream' }, steps: stream('\n', joinEvery) })).record);
      assert.deepEqual(framed, parsed, `${joinEvery} to a write`);
    }
  });

  it('every frame takes the time of the write it came in', async () => {
    const { record } = await sendOnce({ headers: { 'content-type': 'text/event-stream' }, steps: stream('\n', 1, 40) });
    assertOk(record);
    const gaps = record.contentMs.slice(1).map((t, i) => t - record.contentMs[i]!);
    assert.equal(gaps.length, TEXTS.length - 1);
    for (const gap of gaps) assert.ok(gap > 20, `content gaps ${gaps.map((g) => g.toFixed(1)).join(', ')} ms`);
  });

  it('frames cut across writes, a comment between them, and a change of shape: every content event counted', async () => {
    // Each part is one event; a write may start at an event (where the reader holds nothing,
    // so a frame of the known shape is read from its bytes) or inside one.
    const other = (text: string) => ({ ...contentChunk(text), id: 'chatcmpl-other' });
    const events = [sse(roleChunk()), sse(contentChunk('a')), sse(contentChunk('b')), ': keep-alive\n\n', sse(contentChunk('c')),
      sse(other('d')), sse(other('e')), sse(contentChunk('')), sse(contentChunk('f')), sse(contentChunk('g')), sse(finishChunk()), DONE];
    const bytes = Buffer.from(events.join(''));
    const at = (i: number) => Buffer.byteLength(events.slice(0, i).join(''));
    const cutSets = [
      [at(2)], [at(4)], [at(6)], [at(9)], [at(2), at(4), at(6), at(9)], // at events: c after the comment, e under the re-learned shape, g after f
      [at(2) + 10], [at(3) - 1], [at(3), at(3) + 5], [at(2) + 40, at(4) + 16], // inside them
    ];
    for (const cuts of cutSets) {
      const parts: Buffer[] = [];
      let from = 0;
      for (const cut of [...cuts, bytes.length]) {
        parts.push(bytes.subarray(from, cut));
        from = cut;
      }
      const { record } = await sendOnce({ headers: { 'content-type': 'text/event-stream' }, steps: writes(parts, 5) });
      assertOk(record);
      assert.equal(record.contentMs.length, 7, `cut at ${cuts.join(', ')}`);
      assert.equal(record.stream?.keepAlives, 1);
    }
  });
});

describe('timing', () => {
  it('does not start TTFT at a role-only first chunk', async () => {
    const { record, received } = await sendOnce({
      steps: [{ write: sse(roleChunk()) }, { write: sse(contentChunk('Hi')), delayMs: 50 }, { write: DONE }],
    });
    assertOk(record);
    assert.ok(record.headersMs! - record.sentMs < 50, 'headers should arrive before the delay');
    // The server's 50 ms timer may fire up to 1 ms early (Node rounds timers to whole ms; read
    // 49.95 ms once on Node 24); a TTFT started at the role chunk would read about 1 ms.
    assert.ok(record.contentMs[0]! - record.sentMs >= 49, `TTFT ${record.contentMs[0]! - record.sentMs} ms`);
    assert.ok(record.contentMs[0]! >= received.writeMs[1]!);
  });

  it('stamps content events written 20 ms apart within a millisecond of their writes', async () => {
    const texts = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const steps: TranscriptStep[] = [
      { write: sse(roleChunk()) },
      ...texts.map((t) => ({ write: sse(contentChunk(t)), delayMs: 20 })),
      { write: DONE },
    ];
    const { record, received } = await sendOnce({ steps });
    assertOk(record);
    assert.equal(record.contentMs.length, 10);
    const written = received.writeMs.slice(1, 11);
    const lagsMs = record.contentMs.map((t, i) => t - written[i]!);
    const gapErrorsMs = lagsMs.slice(1).map((lag, i) => Math.abs(lag - lagsMs[i]!));
    const gapsMs = record.contentMs.slice(1).map((t, i) => t - record.contentMs[i]!);
    const show = (values: number[]): string => values.map((v) => v.toFixed(3)).join(', ');
    // Medians keep a busy CI machine's scheduling hiccups from failing the test; an event
    // stamped at the wrong moment (parse batching, the end of the body) is off by 20 ms or more.
    assert.ok(lagsMs.every((lag) => lag >= 0), `stamped before it was written: ${show(lagsMs)}`);
    assert.ok(median(lagsMs) < 1, `arrival lags ${show(lagsMs)} ms`);
    assert.ok(median(gapErrorsMs) < 1, `gap errors ${show(gapErrorsMs)} ms`);
    assert.ok(Math.max(...gapErrorsMs) < 10, `gap errors ${show(gapErrorsMs)} ms`);
    assert.ok(median(gapsMs) >= 19 && median(gapsMs) < 22, `gaps ${show(gapsMs)} ms`);
  });

  it('gives every event of one network write that write\'s arrival time', async () => {
    const { record } = await sendOnce({ steps: writes([sse(contentChunk('a')) + sse(contentChunk('b')) + sse(contentChunk('c')), DONE]) });
    assertOk(record);
    assert.equal(record.contentMs.length, 3);
    assert.equal(new Set(record.contentMs).size, 1);
  });

  it('ends the request when [DONE] arrives, not when the body ends', async () => {
    const { record, received } = await sendOnce({
      steps: [
        { write: sse(contentChunk('a')) },
        { write: sse(usageChunk(1, 1)), delayMs: 20 },
        { write: DONE, delayMs: 20 },
        { write: ': after done\n\n', delayMs: 100 },
      ],
    });
    assertOk(record);
    const doneWrittenMs = received.writeMs[2]!;
    // The body ends 100 ms after [DONE]; ending there would be far outside this bound.
    assert.ok(record.endMs >= doneWrittenMs && record.endMs - doneWrittenMs < 50, `end ${record.endMs - doneWrittenMs} ms after [DONE]`);
    assert.ok(record.endMs - record.contentMs[0]! > 30, 'the usage trailer and [DONE] came about 40 ms after the content');
    // The server was closed as soon as the record came back, before its write after [DONE].
    assert.equal(received.writeMs.length, 3, 'the record waited for the body to end');
  });

  it('stamps streams whose events arrive together before any of them is read, so one\'s record cannot delay another\'s stamp', async () => {
    // Two streams whose [DONE]s are written in one server callback, so both sockets are ready
    // in the same turn of the client's loop. Whoever receives a record blocks the loop 40 ms
    // (a slow consumer: a closed loop sending its next request, statistics, a progress line).
    const responses: ServerResponse[] = [];
    let bothDone: () => void = () => {};
    const written = new Promise<void>((resolve) => (bothDone = resolve));
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sse(contentChunk('a')));
      responses.push(res);
      if (responses.length < 2) return;
      setTimeout(() => {
        for (const r of responses) r.write(DONE);
        for (const r of responses) r.end();
        bothDone();
      }, 30);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const endpoint: EndpointConfig = { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'm', apiKey: undefined, headers: {}, timeoutMs: 5000 };
    const client = new OpenAIChatClient(endpoint, { connections: 2, env: {} });
    try {
      const burn = (record: RequestRecord): RequestRecord => {
        const until = performance.now() + 40;
        while (performance.now() < until) { /* a slow consumer */ }
        return record;
      };
      const records = await Promise.all([client.send(ASK, { id: 'a' }).then(burn), client.send(ASK, { id: 'b' }).then(burn)]);
      await written;
      for (const r of records) assertOk(r);
      const apartMs = Math.abs(records[0]!.endMs - records[1]!.endMs);
      // Read in turn, the second stamp would come after the first record's 40 ms consumer.
      assert.ok(apartMs < 20, `the two [DONE]s written together were stamped ${apartMs.toFixed(2)} ms apart`);
    } finally {
      await client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('ends a stream without [DONE] at the end of the body', async () => {
    const { record, received } = await sendOnce({
      steps: [{ write: sse(contentChunk('a')) }, { write: sse(finishChunk()) }, { write: ': last bytes\n\n', delayMs: 40 }],
    });
    assertOk(record);
    assert.ok(record.endMs >= received.writeMs[2]!, 'end is after the last write');
    assert.ok(record.endMs - record.contentMs[0]! > 30);
  });
});

describe('connections', () => {
  async function peakConcurrency(connections: number, sends: number): Promise<{ peak: number; records: RequestRecord[] }> {
    const server = await startTranscriptServer({
      steps: [{ write: sse(contentChunk('a')) }, { write: sse(contentChunk('b')), delayMs: 100 }, { write: DONE }],
    });
    const client = new OpenAIChatClient(endpointFor(server), { connections, env: {} });
    try {
      const records = await Promise.all(Array.from({ length: sends }, (_, i) => client.send(ASK, { id: `r${i}` })));
      return { peak: server.maxInFlight, records };
    } finally {
      await client.close();
      await server.close();
    }
  }

  it('holds 4 streams open at once with 4 connections', async () => {
    const { peak, records } = await peakConcurrency(4, 4);
    assert.equal(peak, 4);
    for (const record of records) assertOk(record);
  });

  it('holds no more streams than it has connections', async () => {
    const { peak, records } = await peakConcurrency(2, 4);
    assert.equal(peak, 2);
    for (const record of records) assertOk(record);
  });

  it('reuses a kept-alive connection for the next request', async () => {
    const server = await startTranscriptServer({ steps: typicalStream(['a', 'b']) });
    const client = new OpenAIChatClient(endpointFor(server), { connections: 1, env: {} });
    try {
      for (let i = 0; i < 3; i++) assertOk(await client.send(ASK, { id: `r${i}` }));
      assert.equal(server.requests.length, 3);
      assert.equal(new Set(server.requests.map((r) => r.remotePort)).size, 1);
      assert.deepEqual(server.requests.map((r) => r.headers['x-request-id']), ['r0', 'r1', 'r2']);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('rejects a pool size that is not a whole number of at least 1', () => {
    const endpoint: EndpointConfig = { baseUrl: 'http://127.0.0.1:1/v1', model: 'm', apiKey: undefined, headers: {}, timeoutMs: 1000 };
    for (const connections of [0, -1, 1.5, Number.NaN]) {
      assert.throws(() => new OpenAIChatClient(endpoint, { connections }), RangeError);
    }
  });
});
