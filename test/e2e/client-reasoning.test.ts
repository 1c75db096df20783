// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Reasoning models over real sockets: reasoning deltas (`reasoning_content`, `reasoning`,
// Anthropic `thinking_delta`) before the answer are token events, TTFT starts at the first of
// them and TTFA at the first answer token, reasoning tokens are counted apart, and a stream that
// reasons until max_tokens runs out is a success without TTFA. Ends with a CLI run against a
// reasoning transcript, checking results.json and the report.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import { AnthropicMessagesClient } from '../../src/client/anthropic.js';
import { isReasoningEvent } from '../../src/client/content.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { levelStats } from '../../src/metrics/level.js';
import { requestMetrics } from '../../src/metrics/request.js';
import { streamNotes } from '../../src/metrics/stream-notes.js';
import { TTFA_LINE, levelsSection } from '../../src/report/markdown-levels.js';
import { compareMetric } from '../../src/gate/regression-samples.js';
import { levelSamples } from '../../src/metrics/samples.js';
import { parseMetricPath } from '../../src/metrics/catalogue.js';
import { DONE, deltaChunk, finishChunk, roleChunk, sse, startTranscriptServer, writes } from '../helpers/transcript-server.js';
import type { TranscriptSource, TranscriptStep } from '../helpers/transcript-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Think, then answer.' }], maxTokens: 64, temperature: undefined };
/** Gap between the last reasoning event and the first answer event, long enough to see on a loaded machine. */
const THINK_MS = 60;

function usage(prompt: number, completion: number, reasoning?: number): Record<string, unknown> {
  return {
    id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1700000000, model: 'test-model', choices: [],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion,
      ...(reasoning === undefined ? {} : { completion_tokens_details: { reasoning_tokens: reasoning } }) },
  };
}

/** A vLLM/DeepSeek-style reasoning stream: role, reasoning deltas, a pause, answer deltas, usage, [DONE]. */
function reasoningStream(options: { field?: 'reasoning_content' | 'reasoning'; thoughts?: number; answer?: string[]; usage?: boolean } = {}): TranscriptStep[] {
  const field = options.field ?? 'reasoning_content';
  const thoughts = Array.from({ length: options.thoughts ?? 3 }, (_, i) => sse(deltaChunk({ [field]: `step ${i} ` })));
  const answer = (options.answer ?? ['Hi', ' there']).map((t) => sse(deltaChunk({ content: t })));
  const reasoning = options.thoughts ?? 3;
  const tail = [sse(finishChunk(answer.length === 0 ? 'length' : 'stop'))];
  if (options.usage !== false) tail.push(sse(usage(7, reasoning + answer.length, reasoning)));
  tail.push(DONE);
  return [
    ...writes([sse(roleChunk()), ...thoughts]),
    ...(answer.length > 0 ? [{ write: answer[0]!, delayMs: THINK_MS }, ...writes(answer.slice(1))] : []),
    ...writes(tail),
  ];
}

async function sendChat(source: TranscriptSource, times = 1): Promise<RequestRecord[]> {
  const server = await startTranscriptServer(source);
  const client = new OpenAIChatClient({ baseUrl: `${server.origin}/v1`, model: 'test-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 }, { connections: 1, env: {} });
  try {
    const records: RequestRecord[] = [];
    for (let i = 0; i < times; i++) records.push(await client.send(ASK, { id: `r${i}` }));
    return records;
  } finally {
    await client.close();
    await server.close();
  }
}

describe('reasoning in chat streams', () => {
  it('times reasoning_content deltas as tokens: TTFT at the first thought, TTFA at the answer', async () => {
    const [record] = await sendChat({ steps: reasoningStream() });
    assert.equal(record!.ok, true, record!.error?.message);
    assert.equal(record!.contentMs.length, 5, 'three reasoning and two answer events');
    assert.equal(record!.reasoningEvents, 3);
    assert.equal(record!.firstAnswerIndex, 3);
    assert.equal(record!.reasoningTokens, 3);
    assert.equal(record!.reasoningTokensSource, 'usage');
    assert.equal(record!.outputTokens, 5);
    const m = requestMetrics(record!);
    assert.ok(m.ttftMs !== undefined && m.ttfaMs !== undefined);
    // The answer came in a later network read than the thoughts (the server paused between them).
    assert.ok(m.ttfaMs > m.ttftMs, `TTFA ${m.ttfaMs} should trail TTFT ${m.ttftMs}`);
    assert.ok(record!.contentMs[3]! > record!.contentMs[2]!);
    assert.equal(m.itlMs.length, 4, 'ITL covers reasoning and answer events');
    assert.equal(m.reasoningTokens, 3);
  });

  it('reads delta.reasoning (OpenRouter, Ollama) and counts reasoning events when usage has no details', async () => {
    const [record] = await sendChat({ steps: reasoningStream({ field: 'reasoning', thoughts: 4, usage: false }) });
    assert.equal(record!.ok, true);
    assert.equal(record!.reasoningEvents, 4);
    assert.equal(record!.reasoningTokens, 4);
    assert.equal(record!.reasoningTokensSource, 'events');
    assert.equal(record!.tokensSource, 'events');
    assert.equal(record!.outputTokens, 6);
  });

  it('is a success without TTFA when max_tokens ran out while reasoning, and says so', async () => {
    const records = await sendChat({ steps: reasoningStream({ thoughts: 4, answer: [] }) }, 2);
    for (const r of records) {
      assert.equal(r.ok, true, 'tokens arrived, so the request succeeded');
      assert.equal(r.firstAnswerIndex, null);
      assert.equal(requestMetrics(r).ttfaMs, undefined);
      assert.equal(r.finishReason, 'length');
    }
    const level = levelStats({ concurrency: 1, records, durationS: 1 });
    assert.equal(level.reasoning_only, 2);
    assert.equal(level.ttfa_ms?.count, 0);
    assert.equal(level.ttft_ms.count, 2);
    const notes = streamNotes([level]);
    assert.ok(notes.some((n) => /Raise max_tokens/.test(n) && /2 of 2 at concurrency 1/.test(n)), notes.join('\n'));
  });

  it('does not take a chunk with both reasoning and content for reasoning', () => {
    assert.equal(isReasoningEvent({ choices: [{ delta: { reasoning_content: 'a' } }] }), true);
    assert.equal(isReasoningEvent({ choices: [{ delta: { reasoning: '' } }] }), false);
    assert.equal(isReasoningEvent({ choices: [{ delta: { reasoning_content: null, content: 'x' } }] }), false);
    assert.equal(isReasoningEvent({ choices: [] }), false);
  });

  it('summarises a level: TTFA above TTFT, reasoning tokens and share, TTFA in the report and the samples', async () => {
    const records = await sendChat({ steps: reasoningStream() }, 5);
    const level = levelStats({ concurrency: 2, records, durationS: 1 });
    assert.ok(level.ttfa_ms!.p50! > level.ttft_ms.p50!, `TTFA p50 ${level.ttfa_ms!.p50} vs TTFT p50 ${level.ttft_ms.p50}`);
    assert.equal(level.reasoning_tokens!.p50, 3);
    assert.equal(level.reasoning_tokens_source, 'usage');
    assert.equal(level.stream!.reasoning_share, 0.6);
    assert.equal(level.stream!.empty_first_event, 5, 'the role chunk came first');
    const table = levelsSection([level], [], [], 5);
    assert.match(table, /TTFT p50 \| TTFT p95 \| TTFT p99 \| TTFA p50 \| TTFA p95/);
    assert.ok(table.includes(TTFA_LINE), 'the report says what the two mean');
    const samples = levelSamples(records);
    assert.equal(samples.ttfa_ms?.length, 5);
    assert.ok(samples.ttfa_ms!.every((v, i) => v !== null && v > samples.ttft_ms[i]!));
    // A slower answer start is a TTFA regression while TTFT holds.
    const slower = { ...samples, ttfa_ms: samples.ttfa_ms!.map((v) => v! + 1000) };
    const ref = parseMetricPath('ttfa_ms.p50')!;
    const c = compareMetric(ref, samples, slower, { seed: 1 });
    assert.ok(c.change !== null && c.change > 1, `change ${c.change}`);
  });

  it('leaves TTFA out of the report and the samples for a model that does not reason', async () => {
    const plain: TranscriptStep[] = writes([sse(roleChunk()), sse(deltaChunk({ content: 'a' })), sse(deltaChunk({ content: 'b' })), DONE]);
    const records = await sendChat({ steps: plain }, 5);
    const level = levelStats({ concurrency: 1, records, durationS: 1 });
    assert.equal(level.ttfa_ms!.p50, level.ttft_ms.p50);
    assert.equal(level.reasoning_tokens!.max, 0);
    assert.equal(level.reasoning_tokens_source, null);
    assert.doesNotMatch(levelsSection([level], [], [], 5), /TTFA/);
    assert.equal(levelSamples(records).ttfa_ms, undefined);
  });
});

describe('reasoning in Anthropic Messages streams', () => {
  const ev = (type: string, data: Record<string, unknown> = {}): string => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  it('times thinking_delta events as tokens before the text answer', async () => {
    const server = await startTranscriptServer({
      steps: [
        { write: ev('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], usage: { input_tokens: 9, output_tokens: 1 } } })
          + ev('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '' } }) },
        ...writes([1, 2, 3].map((i) => ev('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: `step ${i}` } }))),
        { write: ev('content_block_delta', { index: 0, delta: { type: 'signature_delta', signature: 'abc' } }) + ev('content_block_stop', { index: 0 })
          + ev('content_block_start', { index: 1, content_block: { type: 'text', text: '' } }) },
        { write: ev('content_block_delta', { index: 1, delta: { type: 'text_delta', text: 'Hello' } }), delayMs: THINK_MS },
        { write: ev('content_block_stop', { index: 1 }) + ev('message_delta', { delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 40 } }) + ev('message_stop') },
      ],
    });
    const client = new AnthropicMessagesClient({ baseUrl: server.origin, model: 'claude-test', apiKey: 'k', headers: {}, timeoutMs: 60_000 }, { connections: 1, env: {} });
    try {
      const record = await client.send(ASK, { id: 'a1' });
      assert.equal(record.ok, true, record.error?.message);
      assert.equal(record.reasoningEvents, 3);
      assert.equal(record.firstAnswerIndex, 3);
      assert.equal(record.reasoningTokensSource, 'events', 'Anthropic reports no reasoning token count apart');
      assert.equal(record.outputTokens, 40);
      assert.equal(record.stream?.emptyFirstEvent, true, 'message_start carries no token');
      assert.equal(record.stream?.terminated, true);
      const m = requestMetrics(record);
      assert.ok(m.ttfaMs! > m.ttftMs!);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('a reasoning model through the CLI', () => {
  it('writes ttft_ms below ttfa_ms to results.json and shows both in the report', async () => {
    const server = await startTranscriptServer({ steps: reasoningStream() });
    try {
      const dir = await tempDir();
      const spec = `endpoint:
  base_url: ${server.origin}/v1
  model: test-model
workload:
  prompt: Think, then answer.
  max_tokens: 64
sweep:
  concurrency: [1]
  requests: 5
  warmup: 0
slos:
  - name: answer starts soon
    thresholds:
      ttfa_ms: { p50: 60000 }
`;
      const specPath = await writeSpec(dir, spec);
      const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
      assert.equal(res.code, 0, res.stderr + res.stdout);
      const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8'));
      const level = results.levels[0];
      assert.ok(level.ttft_ms.p50 < level.ttfa_ms.p50, `TTFT ${level.ttft_ms.p50} vs TTFA ${level.ttfa_ms.p50}`);
      assert.equal(level.reasoning_tokens.p50, 3);
      assert.ok(results.checks.some((c: { metric: string; status: string }) => c.metric === 'ttfa_ms.p50' && c.status === 'pass'), JSON.stringify(results.checks));
      const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
      assert.match(report, /TTFT p50/);
      assert.match(report, /TTFA p50/);
      const line = JSON.parse((await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).split('\n')[0]!);
      assert.ok(line.ttfa_ms > line.ttft_ms);
      assert.equal(line.reasoning_tokens, 3);
    } finally {
      await server.close();
    }
  });
});
