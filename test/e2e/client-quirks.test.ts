// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Provider quirks over real sockets, as the stream-shape facts and per-token ITL see them:
// Azure's leading filter chunks, OpenRouter's keep-alive comments, Groq's usage in
// `x_groq.usage`, several tokens per event (with and without running usage), `\r\n` line
// endings with reasoning, and streams that end without [DONE]. What each shape yields as
// content is covered in client-stream.test.ts; this file checks what the new facts say.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import { eventTokens } from '../../src/client/stream-core.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { levelStats } from '../../src/metrics/level.js';
import { requestMetrics } from '../../src/metrics/request.js';
import { streamNotes } from '../../src/metrics/stream-notes.js';
import { DONE, contentChunk, deltaChunk, finishChunk, roleChunk, sse, startTranscriptServer, usageChunk, writes } from '../helpers/transcript-server.js';
import type { ReceivedRequest, TranscriptSource } from '../helpers/transcript-server.js';

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 32, temperature: undefined };
/** Pause between events where a test needs separate network reads. */
const GAP_MS = 25;

async function send(source: TranscriptSource, times = 1): Promise<{ records: RequestRecord[]; received: ReceivedRequest[] }> {
  const server = await startTranscriptServer(source);
  const client = new OpenAIChatClient({ baseUrl: `${server.origin}/v1`, model: 'test-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 }, { connections: 1, env: {} });
  try {
    const records: RequestRecord[] = [];
    for (let i = 0; i < times; i++) {
      const record = await client.send(ASK, { id: `q${i}` });
      assert.equal(record.ok, true, record.error?.message);
      records.push(record);
    }
    return { records, received: server.requests };
  } finally {
    await client.close();
    await server.close();
  }
}

/** A chunk with text and vLLM's running usage (`stream_options.continuous_usage_stats`). */
function runningChunk(text: string, completionTokens: number): Record<string, unknown> {
  return { ...contentChunk(text), usage: { prompt_tokens: 4, completion_tokens: completionTokens, total_tokens: 4 + completionTokens } };
}

describe('provider quirks: stream-shape facts', () => {
  it('Azure: leading choices: [] filter chunks are an empty first event; TTFT waits for the text', async () => {
    const filter = sse({ id: '', object: '', created: 0, model: '', choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: { hate: { filtered: false, severity: 'safe' } } }] });
    const { records, received } = await send({
      steps: [
        { write: filter },
        { write: sse(roleChunk()) },
        { write: sse({ ...contentChunk('Hi'), choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null, content_filter_results: {} }] }), delayMs: GAP_MS },
        ...writes([sse(finishChunk()), sse(usageChunk(3, 1)), DONE]),
      ],
    });
    const r = records[0]!;
    assert.equal(r.stream?.emptyFirstEvent, true);
    assert.equal(r.stream?.terminated, true);
    assert.ok(r.contentMs[0]! >= received[0]!.writeMs[2]!, 'the first token is the text, not the filter chunk');
    const level = levelStats({ concurrency: 1, records, durationS: 1 });
    assert.equal(level.stream?.empty_first_event, 1);
    assert.equal(level.stream?.with_usage, 1);
  });

  it('OpenRouter: ": OPENROUTER PROCESSING" comments are counted as keep-alives and never start TTFT', async () => {
    const comment = ': OPENROUTER PROCESSING\n\n';
    const { records, received } = await send({
      steps: [
        ...writes([comment, comment, comment], GAP_MS),
        { write: sse(contentChunk('Hello')), delayMs: GAP_MS },
        ...writes([sse(contentChunk(' world')), 'data:\n\n', sse(finishChunk()), DONE]),
      ],
    });
    const r = records[0]!;
    assert.equal(r.stream?.keepAlives, 4, 'three comments and one empty data line');
    assert.equal(r.stream?.emptyFirstEvent, false, 'the first JSON event carried text');
    assert.ok(r.contentMs[0]! >= received[0]!.writeMs[3]!, 'TTFT is the first text, after the comments');
    assert.equal(levelStats({ concurrency: 1, records, durationS: 1 }).stream?.keep_alives, 4);
  });

  it('Groq: usage in x_groq.usage is read as the token counts', async () => {
    const last = { ...finishChunk(), x_groq: { id: 'req_01', usage: { queue_time: 0.01, prompt_tokens: 9, prompt_time: 0.002, completion_tokens: 3, completion_time: 0.01, total_tokens: 12, total_time: 0.012 } } };
    const { records } = await send({ steps: writes([sse({ ...roleChunk(), x_groq: { id: 'req_01' } }), sse(contentChunk('a')), sse(contentChunk('b c')), sse(last), DONE]) });
    const r = records[0]!;
    assert.equal(r.inputTokens, 9);
    assert.equal(r.outputTokens, 3);
    assert.equal(r.tokensSource, 'usage');
    assert.equal(r.finishReason, 'stop');
  });

  it('several tokens per event with running usage: tokens per event, per-token ITL and a note', async () => {
    // vLLM with continuous_usage_stats: every chunk carries the running completion count.
    const steps = [
      { write: sse({ ...roleChunk(), usage: { prompt_tokens: 4, completion_tokens: 0, total_tokens: 4 } }) },
      { write: sse(runningChunk('a b', 2)) },
      { write: sse(runningChunk(' c d', 4)), delayMs: GAP_MS },
      { write: sse(runningChunk(' e f', 6)), delayMs: GAP_MS },
      ...writes([sse(finishChunk()), sse(usageChunk(4, 6)), DONE]),
    ];
    const { records } = await send({ steps }, 2);
    for (const r of records) {
      assert.deepEqual(r.eventTokens, [2, 2, 2]);
      const m = requestMetrics(r);
      assert.deepEqual(m.itlTokenMs, m.itlMs.map((g) => g / 2), 'each gap is spread over the 2 tokens of its event');
    }
    const level = levelStats({ concurrency: 1, records, durationS: 1 });
    assert.equal(level.stream?.tokens_per_event?.p50, 2);
    assert.equal(level.stream?.usage_tokens, 12);
    assert.equal(level.stream?.usage_events, 6);
    assert.equal(level.itl_token_ms?.count, level.itl_ms.count);
    assert.equal(level.itl_token_ms?.mean, level.itl_ms.mean! / 2);
    const notes = streamNotes([level]);
    assert.ok(notes.some((n) => /several tokens per event/.test(n) && /TPOT divides by the server's token count/.test(n) && /2\.00 per event/.test(n)), notes.join('\n'));
  });

  it('several tokens per event with usage only at the end: gaps are spread so they average to TPOT', async () => {
    const steps = [
      { write: sse(contentChunk('a b')) },
      { write: sse(contentChunk(' c d')), delayMs: GAP_MS },
      { write: sse(contentChunk(' e f')), delayMs: GAP_MS },
      ...writes([sse(finishChunk()), sse(usageChunk(4, 6)), DONE]),
    ];
    const { records } = await send({ steps });
    const r = records[0]!;
    assert.equal(r.eventTokens, undefined, 'usage only in the trailer is not running usage');
    const m = requestMetrics(r);
    const mean = m.itlTokenMs.reduce((a, b) => a + b, 0) / m.itlTokenMs.length;
    assert.ok(Math.abs(mean - m.tpotMs!) < 1e-9, `mean per-token gap ${mean} vs TPOT ${m.tpotMs}`);
    assert.ok(m.itlTokenMs.every((g, i) => g < m.itlMs[i]!), 'a batching server does not look slow per token');
  });

  it('\\r\\n line endings with reasoning deltas and comments', async () => {
    const crlf = { eol: '\r\n' as const };
    const { records } = await send({
      steps: writes([
        sse(roleChunk(), crlf), ': keep-alive\r\n\r\n',
        sse(deltaChunk({ reasoning_content: 'Let me see.' }), crlf), sse(deltaChunk({ reasoning_content: ' Yes.' }), crlf),
        sse(contentChunk('42'), crlf), sse(finishChunk(), crlf),
        sse({ ...usageChunk(5, 3), usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8, completion_tokens_details: { reasoning_tokens: 2 } } }, crlf),
        'data: [DONE]\r\n\r\n',
      ]),
    });
    const r = records[0]!;
    assert.equal(r.contentMs.length, 3);
    assert.equal(r.reasoningEvents, 2);
    assert.equal(r.firstAnswerIndex, 2);
    assert.equal(r.reasoningTokens, 2);
    assert.equal(r.stream?.keepAlives, 1);
    assert.equal(r.stream?.terminated, true);
  });

  it('hidden reasoning (counted in usage, never streamed) is kept as reasoning tokens; TTFA is TTFT', async () => {
    const trailer = { ...usageChunk(5, 12), usage: { prompt_tokens: 5, completion_tokens: 12, total_tokens: 17, completion_tokens_details: { reasoning_tokens: 10 } } };
    const { records } = await send({ steps: writes([sse(roleChunk()), sse(contentChunk('a')), sse(contentChunk('b')), sse(finishChunk()), sse(trailer), DONE]) });
    const r = records[0]!;
    assert.equal(r.reasoningEvents, undefined);
    assert.equal(r.reasoningTokens, 10);
    assert.equal(r.reasoningTokensSource, 'usage');
    const m = requestMetrics(r);
    assert.equal(m.ttfaMs, m.ttftMs);
    const level = levelStats({ concurrency: 1, records, durationS: 1 });
    assert.equal(level.stream?.usage_tokens, 2, 'hidden reasoning is left out of the comparison with events');
    // The one request opened its client's first connection, which has a note of its own.
    assert.deepEqual(streamNotes([level]).filter((n) => !/set up a new connection/.test(n)), [], 'no token-count note: the streamed tokens match the events');
  });

  it('a stream that ends without [DONE] is counted and noted', async () => {
    const { records } = await send({ steps: writes([sse(roleChunk()), sse(contentChunk('a')), sse(finishChunk()), sse(usageChunk(3, 1))]) });
    assert.equal(records[0]!.stream?.terminated, false);
    const level = levelStats({ concurrency: 3, records, durationS: 1 });
    assert.equal(level.stream?.unterminated, 1);
    assert.ok(streamNotes([level]).some((n) => /without \[DONE\]/.test(n) && /1 at concurrency 3/.test(n)));
  });
});

describe('eventTokens', () => {
  it('takes the rise of the running count at each event, and refuses counts that stand still', () => {
    assert.deepEqual(eventTokens([1, 2, 5], 3), [1, 1, 3]);
    assert.equal(eventTokens([1, 1, 2], 3), undefined);
    assert.equal(eventTokens([1, 2], 3), undefined, 'an event without a count');
    assert.equal(eventTokens(undefined, 2), undefined);
  });
});
