// The simulated endpoint over real loopback HTTP, read the way a streaming client reads it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { monotonicMs } from '../../src/sim/clock.js';
import { expectedLowLoad } from '../../src/sim/expected.js';
import type { StepRecord } from '../../src/sim/model.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { estimatePromptTokens } from '../../src/sim/tokens.js';
import type { WriteLogEntry } from '../../src/sim/write-log.js';

type Chunk = Record<string, unknown> & { choices?: { delta?: { content?: string; role?: string }; finish_reason?: string | null }[] };

interface Streamed {
  status: number;
  contentType: string | null;
  /** Parsed `data:` payloads in order; `[DONE]` is kept as the string. */
  events: (Chunk | '[DONE]')[];
  /** Arrival time (monotonic ms) of each content event: an event with non-empty delta text. */
  contentMs: number[];
  sentMs: number;
  endMs: number;
}

const messages = [{ role: 'user', content: 'Say something short.' }];

function chatBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'sim-model', messages, max_tokens: 5, stream: true, ...extra };
}

/**
 * POST a chat request and read the whole SSE stream, timing content events by the read that
 * carried them. undici's `request` is used rather than `fetch` because its per-request overhead
 * is a fraction of a millisecond, small against the tolerances checked below.
 */
async function streamChat(
  sim: Simulator,
  body: Record<string, unknown>,
  init: { headers?: Record<string, string>; signal?: AbortSignal; onContent?: (n: number) => void } = {},
): Promise<Streamed> {
  const sentMs = monotonicMs();
  const res = await request(`${sim.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const contentType = res.headers['content-type'];
  const out: Streamed = {
    status: res.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    events: [],
    contentMs: [],
    sentMs,
    endMs: 0,
  };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const part of res.body as AsyncIterable<Buffer>) {
    const readMs = monotonicMs();
    buffer += decoder.decode(part, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of block.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const data = line.slice(6);
        if (data === '[DONE]') {
          out.events.push('[DONE]');
          continue;
        }
        const event = JSON.parse(data) as Chunk;
        out.events.push(event);
        const text = event.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') {
          out.contentMs.push(readMs);
          init.onContent?.(out.contentMs.length);
        }
      }
    }
  }
  out.endMs = monotonicMs();
  return out;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

async function errorOf(res: Response): Promise<{ message: string; type: string; code: string | null }> {
  const body = (await res.json()) as { error: { message: string; type: string; code: string | null } };
  return body.error;
}

const sims: Simulator[] = [];
async function start(...args: Parameters<typeof startSimulator>): Promise<Simulator> {
  const sim = await startSimulator(...args);
  sims.push(sim);
  return sim;
}
after(async () => {
  await Promise.all(sims.map((s) => s.close()));
});

const fast = { jitter: 0, prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0 };

describe('stream shape', () => {
  it('sends role chunk, one chunk per token, finish chunk, usage chunk and [DONE] when usage is asked for', async () => {
    const sim = await start(fast);
    const s = await streamChat(sim, chatBody({ stream_options: { include_usage: true } }));
    assert.equal(s.status, 200);
    assert.match(s.contentType ?? '', /^text\/event-stream/);
    const [role, ...rest] = s.events;
    assert.deepEqual((role as Chunk).choices, [{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
    const content = rest.slice(0, 5) as Chunk[];
    for (const c of content) {
      assert.equal(c.object, 'chat.completion.chunk');
      assert.equal(c.model, 'sim-model');
      assert.equal(c.id, (role as Chunk).id);
      assert.equal(typeof c.created, 'number');
      assert.ok((c.choices?.[0]?.delta?.content ?? '').trim().length > 0);
    }
    assert.equal(s.contentMs.length, 5);
    const finish = rest[5] as Chunk;
    assert.deepEqual(finish.choices?.[0]?.delta, {});
    assert.equal(finish.choices?.[0]?.finish_reason, 'length');
    const usage = rest[6] as Chunk;
    assert.deepEqual(usage.choices, []);
    const promptTokens = estimatePromptTokens(messages);
    assert.deepEqual(usage.usage, { prompt_tokens: promptTokens, completion_tokens: 5, total_tokens: promptTokens + 5 });
    assert.equal(rest[7], '[DONE]');
    assert.equal(rest.length, 8);
  });

  it('sends no usage chunk unless the request asks for it', async () => {
    const sim = await start(fast);
    const s = await streamChat(sim, chatBody());
    assert.equal(s.events.length, 1 + 5 + 1 + 1);
    assert.ok(s.events.every((e) => e === '[DONE]' || !('usage' in e)));
    assert.equal(s.events.at(-1), '[DONE]');
  });

  it('sends no usage chunk when usage is switched off, even if asked', async () => {
    const sim = await start({ ...fast, usage: false });
    const s = await streamChat(sim, chatBody({ stream_options: { include_usage: true } }));
    assert.ok(s.events.every((e) => e === '[DONE]' || (e.choices ?? []).length === 1));
  });

  it('ends with finish_reason "stop" when a fixed answer length is under max_tokens', async () => {
    const sim = await start({ ...fast, outputTokens: 3 });
    const s = await streamChat(sim, chatBody({ max_tokens: 10 }));
    assert.equal(s.contentMs.length, 3);
    assert.equal((s.events.at(-2) as Chunk).choices?.[0]?.finish_reason, 'stop');
  });

  it('answers a non-streamed request with one chat.completion and usage', async () => {
    const sim = await start(fast);
    const res = await fetch(`${sim.url}/chat/completions`, { method: 'POST', body: JSON.stringify(chatBody({ stream: false, max_tokens: 4 })) });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /application\/json/);
    const body = (await res.json()) as { object: string; choices: { message: { content: string }; finish_reason: string }[]; usage: { completion_tokens: number } };
    assert.equal(body.object, 'chat.completion');
    assert.equal(body.choices[0]!.message.content.split(' ').length, 4);
    assert.equal(body.choices[0]!.finish_reason, 'length');
    assert.equal(body.usage.completion_tokens, 4);
  });

  it('also serves the path without /v1', async () => {
    const sim = await start(fast);
    const res = await fetch(`${sim.url.replace(/\/v1$/, '')}/chat/completions`, { method: 'POST', body: JSON.stringify(chatBody({ stream: false })) });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  });
});

describe('models and errors', () => {
  it('lists the configured model', async () => {
    const sim = await start({ ...fast, model: 'tiny-1' });
    const res = await fetch(`${sim.url}/models`);
    assert.equal(res.status, 200);
    const body = (await res.json()) as { object: string; data: { id: string }[] };
    assert.equal(body.object, 'list');
    assert.deepEqual(body.data.map((m) => m.id), ['tiny-1']);
  });

  it('answers an unknown model with 404 model_not_found', async () => {
    const sim = await start(fast);
    const res = await fetch(`${sim.url}/chat/completions`, { method: 'POST', body: JSON.stringify(chatBody({ model: 'gpt-x' })) });
    assert.equal(res.status, 404);
    const err = await errorOf(res);
    assert.equal(err.type, 'invalid_request_error');
    assert.equal(err.code, 'model_not_found');
    assert.match(err.message, /gpt-x/);
  });

  it('answers an unknown path with 404 naming the right one', async () => {
    const sim = await start(fast);
    const res = await fetch(`${sim.url}/v1/chat/completions`, { method: 'POST', body: '{}' });
    assert.equal(res.status, 404);
    assert.match((await errorOf(res)).message, /\/v1\/chat\/completions/);
  });

  const badBodies: [string, string][] = [
    ['malformed JSON', '{"model": '],
    ['a body that is not an object', '[1]'],
    ['missing messages', JSON.stringify({ model: 'sim-model' })],
    ['a max_tokens of zero', JSON.stringify({ model: 'sim-model', messages, max_tokens: 0 })],
  ];
  for (const [name, body] of badBodies) {
    it(`answers ${name} with 400`, async () => {
      const sim = await start(fast);
      const res = await fetch(`${sim.url}/chat/completions`, { method: 'POST', body });
      assert.equal(res.status, 400);
      assert.equal((await errorOf(res)).type, 'invalid_request_error');
    });
  }

  it('requires the configured key as a Bearer token', async () => {
    const sim = await start({ ...fast, apiKey: 'sk-test' });
    const post = (headers: Record<string, string>) =>
      fetch(`${sim.url}/chat/completions`, { method: 'POST', headers, body: JSON.stringify(chatBody({ stream: false })) });
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer sk-wrong' }, { authorization: 'sk-test' }];
    for (const headers of refused) {
      const res = await post(headers);
      assert.equal(res.status, 401, JSON.stringify(headers));
      assert.equal((await errorOf(res)).code, 'invalid_api_key');
    }
    const models = await fetch(`${sim.url}/models`);
    assert.equal(models.status, 401);
    await models.arrayBuffer();
    const ok = await post({ authorization: 'Bearer sk-test' });
    assert.equal(ok.status, 200);
    await ok.arrayBuffer();
  });

  it('refuses an invalid setting and a busy port with USAGE errors', async () => {
    await assert.rejects(startSimulator({ maxBatch: 0 }), (e: unknown) => (e as { code?: string }).code === 'USAGE');
    const sim = await start(fast);
    await assert.rejects(startSimulator(fast, { port: sim.port }), (e: unknown) => /--port/.test((e as { hint?: string }).hint ?? ''));
  });
});

describe('timing', () => {
  it('at concurrency 1 without jitter, measures the configured prefill as TTFT and the decode step as ITL', async () => {
    const config = { jitter: 0, prefillBaseMs: 20, prefillPerTokenMs: 0.1, decodeBaseMs: 10, decodePerSeqMs: 1 };
    const sim = await start(config);
    const tokens = 8;
    const expected = expectedLowLoad(sim.config, { concurrency: 1, promptTokens: estimatePromptTokens(messages), outputTokens: tokens });
    await streamChat(sim, chatBody({ max_tokens: tokens })); // warm-up: first-run compilation
    const ttfts: number[] = [];
    const gaps: number[] = [];
    for (let i = 0; i < 8; i++) {
      const s = await streamChat(sim, chatBody({ max_tokens: tokens }));
      assert.equal(s.contentMs.length, tokens);
      ttfts.push(s.contentMs[0]! - s.sentMs);
      s.contentMs.slice(1).forEach((t, k) => gaps.push(t - s.contentMs[k]!));
    }
    // The fastest of the 8: a busy machine only adds time to a request (beside a busy core and a
    // full parallel round, the median read 25.7 ms against 20.9 configured), and no request may
    // come in under the configured prefill.
    const ttft = Math.min(...ttfts);
    const itl = median(gaps);
    // TTFT also holds the request's trip to the server (well under 1 ms on an idle machine); the
    // extra allowance absorbs scheduling delays on a busy shared runner. Counting the role chunk
    // as the first token, or ignoring the configured prefill, misses by far more.
    assert.ok(ttft >= expected.ttftMs - 0.5 && ttft <= expected.ttftMs + 3, `fastest TTFT ${ttft.toFixed(2)} ms, configured ${expected.ttftMs} ms`);
    assert.ok(Math.abs(itl - expected.itlMs) <= 2, `median ITL ${itl.toFixed(2)} ms, configured ${expected.itlMs} ms`);
  });

  it('with maxBatch 2 and 4 simultaneous requests, makes two of them wait about a whole request', async () => {
    const sim = await start({ jitter: 0, maxBatch: 2, prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 10, decodePerSeqMs: 1 });
    const results = await Promise.all(Array.from({ length: 4 }, () => streamChat(sim, chatBody({ max_tokens: 5 }))));
    const ttfts = results.map((s) => s.contentMs[0]! - s.sentMs).sort((a, b) => a - b);
    const oneRequestMs = 10 + 4 * 12; // prefill, then four two-sequence steps
    assert.ok(ttfts[1]! < 35, `the first two start at once: ${ttfts.map((t) => t.toFixed(1)).join(', ')} ms`);
    assert.ok(ttfts[2]! >= oneRequestMs - 5, `the last two queue: ${ttfts.map((t) => t.toFixed(1)).join(', ')} ms`);
  });

  it('repeats step durations for the same seed', async () => {
    const run = async (seed: number): Promise<number[]> => {
      const steps: StepRecord[] = [];
      const sim = await start({ jitter: 0.3, seed, prefillBaseMs: 2, decodeBaseMs: 2, decodePerSeqMs: 0 }, { onStep: (s) => steps.push(s) });
      await streamChat(sim, chatBody({ max_tokens: 6 }));
      await sim.close();
      return steps.map((s) => s.durationMs);
    };
    const first = await run(11);
    assert.equal(first.length, 6);
    assert.deepEqual(await run(11), first);
    assert.notDeepEqual(await run(12), first);
  });

  it('frees the batch slot of a client that disconnects', async () => {
    const entries: WriteLogEntry[] = [];
    const sim = await start({ jitter: 0, maxBatch: 1, prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 10, decodePerSeqMs: 0 }, {
      writeLog: (e) => entries.push(e),
    });
    const abort = new AbortController();
    const abandoned = streamChat(sim, chatBody({ max_tokens: 1000 }), { signal: abort.signal, onContent: (n) => n === 2 && abort.abort() });
    await assert.rejects(abandoned);
    await new Promise((r) => setTimeout(r, 20)); // let the server see the connection close
    const next = await streamChat(sim, chatBody({ max_tokens: 2 }));
    assert.ok(next.contentMs[0]! - next.sentMs < 40, `waited ${next.contentMs[0]! - next.sentMs} ms behind a gone client`);
    assert.equal(entries.length, 2);
    assert.equal(entries[0]!.completed, false);
    assert.ok(entries[0]!.content_ms.length < 10);
    assert.equal(entries[1]!.completed, true);
  });
});

describe('write log', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-log-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one line per request with its id and increasing write times', async () => {
    const path = join(dir, 'writes.jsonl');
    const sim = await start({ jitter: 0, prefillBaseMs: 5, decodeBaseMs: 8, decodePerSeqMs: 0 }, { writeLog: path });
    const ids = ['req-a', 'req-b', 'req-c'];
    const streams = await Promise.all(ids.map((id) => streamChat(sim, chatBody({ max_tokens: 4 }), { headers: { 'x-request-id': id } })));
    await streamChat(sim, chatBody({ max_tokens: 4 })); // no id: the simulator makes one
    await sim.close();
    const entries = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as WriteLogEntry);
    assert.equal(entries.length, 4);
    assert.deepEqual(entries.slice(0, 3).map((e) => e.id).sort(), ids);
    assert.match(entries[3]!.id, /^sim-\d+$/);
    for (const e of entries) {
      assert.equal(e.completed, true);
      assert.equal(e.content_ms.length, 4);
      const times = [e.headers_ms, ...e.content_ms, e.end_ms];
      times.slice(1).forEach((t, i) => assert.ok(t >= times[i]!, `${e.id}: times out of order ${times.join(', ')}`));
      assert.ok(e.content_ms[1]! > e.content_ms[0]!);
      assert.ok(e.role_ms !== null && e.role_ms >= e.headers_ms && e.role_ms <= e.content_ms[0]!, `${e.id}: role chunk not between headers and first token`);
    }
    // Same clock as the client: each token was written before the client read it.
    streams.forEach((s, i) => {
      const entry = entries.find((e) => e.id === ids[i])!;
      assert.ok(entry.headers_ms >= s.sentMs, `${entry.id}: headers written before the request was sent`);
      entry.content_ms.forEach((t, k) => assert.ok(t <= s.contentMs[k]!, `${entry.id}: token ${k} read before it was written`));
    });
  });

  it('fails to start with an IO error when the log cannot be created', async () => {
    await assert.rejects(startSimulator(fast, { writeLog: join(dir, 'missing', 'x.jsonl') }), (e: unknown) => (e as { code?: string }).code === 'IO');
  });
});

describe('close', () => {
  it('cuts a stream in flight and resolves promptly, logging it as not completed', async () => {
    const entries: WriteLogEntry[] = [];
    const sim = await startSimulator({ jitter: 0, prefillBaseMs: 1, decodeBaseMs: 50 }, { writeLog: (e) => entries.push(e) });
    let sawToken!: () => void;
    const tokenSeen = new Promise<void>((r) => (sawToken = r));
    const reading = streamChat(sim, chatBody({ max_tokens: 1000 }), { onContent: () => sawToken() });
    const readingDone = reading.then(
      (s) => s.events.at(-1) !== '[DONE]',
      () => true,
    );
    await tokenSeen;
    const t0 = monotonicMs();
    await sim.close();
    const closeMs = monotonicMs() - t0;
    assert.ok(closeMs < 200, `close took ${closeMs.toFixed(1)} ms`);
    assert.equal(await readingDone, true, 'the client saw the stream end without [DONE]');
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.completed, false);
    await sim.close(); // a second call is harmless
  });
});
