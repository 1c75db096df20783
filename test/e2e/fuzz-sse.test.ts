// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Seeded fuzzing of the stream-reading path: valid streams split at random bytes, streams
// truncated or cut off, mutated streams and plain noise, each served over loopback and read by
// the real client (undici, the SSE parser, JSON and content rules). Whatever arrives, a record
// must come back, well-formed, without a throw escaping and without waiting for a timeout.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { ErrorKind, RequestRecord } from '../../src/model/record.js';
import { createRandom, type Random } from '../../src/stats/random.js';
import { startTranscriptServer, type Transcript, type TranscriptServer } from '../helpers/transcript-server.js';

/** Every documented kind; a record with another one is a bug. */
const KINDS = new Set<ErrorKind>([
  'auth', 'not_found', 'rate_limited', 'bad_request', 'server_error', 'http_error', 'connect', 'timeout',
  'stream_reset', 'stream_stalled', 'bad_event', 'stream_error', 'not_streaming', 'empty_stream', 'cancelled',
]);

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'fuzz' }], maxTokens: 16, temperature: undefined };
/** Cases per family; six families, so 3 600 requests in all (about 3 s on two cores). */
const CASES = 600;
const CONCURRENCY = 16;
/** Far above a loopback answer: a case that reaches it waited for bytes that never came, i.e. hung. */
// Long enough that a file starved of the CPU beside others (it runs in the parallel round) does
// not time a request out; a reader that hangs on a finished response still ends as `timeout`,
// which the cases refuse.
const TIMEOUT_MS = 60_000;

const WORDS = ['Hi', ' there', 'é', ' 请', ' 稍后', '🙂', ' "quoted"', ' back\\slash', ' new\nline', ' ', 'data: x', '\u2028'];

interface Case {
  transcript: Transcript;
  /** Content events a correct reader must count; undefined when the case has no oracle. */
  expectContent: number | undefined;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function chunk(choices: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ id: 'chatcmpl-f', object: 'chat.completion.chunk', created: 1, model: 'm', choices, ...extra });
}

/** One SSE event for `data`, written in one of the line-ending and field forms servers use. */
function event(random: Random, data: string): string {
  const eol = pick(random, ['\n', '\n', '\r\n', '\r']);
  const space = random() < 0.8 ? ' ' : '';
  let out = '';
  if (random() < 0.1) out += `event: message${eol}`;
  if (random() < 0.1) out += `id: ${Math.floor(random() * 1000)}${eol}`;
  out += `data:${space}${data}${eol}${eol}`;
  if (random() < 0.15) out += `: keep-alive${eol}${eol}`;
  return out;
}

/** A well-formed chat completions stream and the number of content events in it. */
function validStream(random: Random): { text: string; content: number; done: boolean } {
  const tokens = Math.floor(random() * 12);
  const includeUsage = random() < 0.6;
  const done = random() < 0.8;
  let text = random() < 0.05 ? '\uFEFF' : '';
  if (random() < 0.9) text += event(random, chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
  for (let i = 0; i < tokens; i++) {
    if (random() < 0.1) text += event(random, chunk([{ index: 0, delta: { content: '' }, finish_reason: null }]));
    text += event(random, chunk([{ index: 0, delta: { content: pick(random, WORDS) }, finish_reason: null }], includeUsage ? { usage: null } : {}));
  }
  text += event(random, chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]));
  if (includeUsage) text += event(random, chunk([], { usage: { prompt_tokens: 3, completion_tokens: tokens, total_tokens: 3 + tokens } }));
  if (done) text += event(random, '[DONE]');
  return { text, content: tokens, done };
}

/** `bytes` cut into 1–8 pieces at random offsets, which may fall inside a character or a CRLF. */
function split(random: Random, bytes: Buffer): Buffer[] {
  const cuts = new Set<number>();
  const pieces = 1 + Math.floor(random() * 8);
  for (let i = 1; i < pieces; i++) cuts.add(1 + Math.floor(random() * Math.max(1, bytes.length - 1)));
  const sorted = [...cuts].filter((c) => c < bytes.length).sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of sorted) {
    out.push(bytes.subarray(from, cut));
    from = cut;
  }
  out.push(bytes.subarray(from));
  return out.filter((b) => b.length > 0);
}

const SSE = { 'content-type': 'text/event-stream' };

/** The six families of cases; `index` picks one deterministically from the seed. */
const FAMILIES: Record<string, (random: Random) => Case> = {
  'valid streams split at random bytes': (random) => {
    const { text, content } = validStream(random);
    return { transcript: { headers: SSE, steps: split(random, Buffer.from(text)).map((write) => ({ write })) }, expectContent: content };
  },
  'valid streams truncated at a random byte, ended cleanly': (random) => {
    const bytes = Buffer.from(validStream(random).text);
    const cut = bytes.subarray(0, Math.floor(random() * bytes.length));
    return { transcript: { headers: SSE, steps: split(random, cut).map((write) => ({ write })) }, expectContent: undefined };
  },
  'valid streams cut off by a reset at a random byte': (random) => {
    const bytes = Buffer.from(validStream(random).text);
    const cut = bytes.subarray(0, Math.floor(random() * bytes.length));
    return { transcript: { headers: SSE, steps: [...split(random, cut).map((write) => ({ write })), { destroy: true as const }] }, expectContent: undefined };
  },
  'valid streams with bytes flipped, inserted or removed': (random) => {
    const bytes = [...Buffer.from(validStream(random).text)];
    const edits = 1 + Math.floor(random() * 6);
    for (let i = 0; i < edits && bytes.length > 0; i++) {
      const at = Math.floor(random() * bytes.length);
      const op = random();
      if (op < 0.4) bytes[at] = Math.floor(random() * 256);
      else if (op < 0.7) bytes.splice(at, 0, pick(random, [0x0a, 0x0d, 0x3a, 0x7b, 0x7d, 0x22, 0x5b, 0x00, 0xff, 0xc3]));
      else bytes.splice(at, 1);
    }
    return { transcript: { headers: SSE, steps: split(random, Buffer.from(bytes)).map((write) => ({ write })) }, expectContent: undefined };
  },
  // A client reads its streams with the SSE readers of streams that finished before: a reader
  // left inside a line or an event by a stream that failed there (an event that is not JSON,
  // say, with more after it) must read the next stream from nothing, which the valid streams
  // among these check.
  'failing and valid streams mixed on one client': (random) => FAMILIES[random() < 0.5
    ? 'valid streams split at random bytes' : 'valid streams with bytes flipped, inserted or removed']!(random),
  'noise, with any status and content type': (random) => {
    const alphabet = 'data: {}[]":,\n\r\n\r\ncontent[DONE]error choices delta usage 0123456789 \u00e9\u8bf7';
    const length = Math.floor(random() * 600);
    let text = '';
    for (let i = 0; i < length; i++) text += random() < 0.2 ? String.fromCharCode(Math.floor(random() * 256)) : alphabet[Math.floor(random() * alphabet.length)]!;
    const status = pick(random, [200, 200, 200, 200, 400, 401, 429, 500, 503, 418]);
    const headers = pick(random, [SSE, SSE, { 'content-type': 'application/json' }, { 'content-type': 'text/html' }, { 'content-type': 'application/octet-stream' }]);
    const steps = [...split(random, Buffer.from(text, 'latin1')).map((write) => ({ write })), ...(random() < 0.2 ? [{ destroy: true as const }] : [])];
    return { transcript: { status, headers, steps }, expectContent: undefined };
  },
};

/** Checks what every record must satisfy, whatever the bytes were. */
function assertWellFormed(record: RequestRecord, label: string): void {
  assert.ok(record.endMs >= record.sentMs, `${label}: ends before it starts`);
  let previous = record.sentMs;
  for (const t of record.contentMs) {
    assert.ok(t >= previous && t <= record.endMs, `${label}: content times out of order`);
    previous = t;
  }
  if (record.ok) {
    assert.equal(record.error, undefined, label);
    assert.ok(record.contentMs.length > 0, `${label}: ok without content`);
    assert.ok(record.outputTokens !== undefined, `${label}: ok without output tokens`);
  } else {
    assert.ok(record.error !== undefined && KINDS.has(record.error.kind), `${label}: kind ${record.error?.kind}`);
    assert.ok(record.error.message.length > 0 && record.error.message.length < 700, `${label}: message of ${record.error.message.length} characters`);
    assert.notEqual(record.error.kind, 'timeout', `${label}: waited for the timeout, so the reader hung on a finished response`);
  }
}

describe('fuzzing the stream reader (seeded)', () => {
  let server: TranscriptServer;
  /** Every case of every family, found by the request id the client sends. */
  const cases = new Map<string, Case>();
  const escaped: unknown[] = [];
  const onEscape = (err: unknown): void => {
    escaped.push(err);
  };

  before(async () => {
    server = await startTranscriptServer((request) => cases.get(String(request.headers['x-request-id']))!.transcript);
    process.on('uncaughtException', onEscape);
    process.on('unhandledRejection', onEscape);
  });
  after(async () => {
    process.off('uncaughtException', onEscape);
    process.off('unhandledRejection', onEscape);
    await server.close();
  });

  let seed = 20_240;
  for (const [family, make] of Object.entries(FAMILIES)) {
    const familySeed = seed++;
    it(`returns a well-formed record for ${CASES} ${family} (seed ${familySeed})`, async () => {
      const random = createRandom(familySeed);
      const ids = Array.from({ length: CASES }, (_, i) => `${familySeed}-${i}`);
      for (const id of ids) cases.set(id, make(random));
      const client = new OpenAIChatClient(
        { baseUrl: `${server.origin}/v1`, model: 'm', apiKey: undefined, headers: {}, timeoutMs: TIMEOUT_MS },
        { connections: CONCURRENCY, env: {} },
      );
      const records = new Map<string, RequestRecord>();
      try {
        // A closed loop of CONCURRENCY workers, as the sweep sends.
        let next = 0;
        const worker = async (): Promise<void> => {
          while (next < ids.length) {
            const id = ids[next++]!;
            records.set(id, await client.send(ASK, { id }));
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      } finally {
        await client.close();
      }
      assert.equal(records.size, CASES);
      let withOracle = 0;
      for (const id of ids) {
        const record = records.get(id)!;
        const label = `case ${id} (${family})`;
        assert.equal(record.id, id);
        assertWellFormed(record, label);
        const expected = cases.get(id)!.expectContent;
        if (expected === undefined) continue;
        withOracle++;
        if (expected === 0) assert.equal(record.error?.kind, 'empty_stream', `${label}: ${record.error?.message}`);
        else {
          assert.equal(record.ok, true, `${label}: ${record.error?.message}`);
          assert.equal(record.contentMs.length, expected, label);
        }
      }
      if (family.startsWith('valid streams split')) assert.equal(withOracle, CASES);
      assert.deepEqual(escaped, [], 'a throw escaped the client');
    });
  }
});
