// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The simulator's `--reasoning-tokens N`: N reasoning deltas before the answer in chat
// (`reasoning_content`, counted in `completion_tokens_details.reasoning_tokens`) and Messages
// (a `thinking` block), none in text completions; then `demo` with the flag, end to end
// through the CLI: TTFT below TTFA in results.json and both in the report.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, parseSimConfig, type Simulator } from '../../src/sim/index.js';
import { createApiClient } from '../../src/client/stream-core-adapters.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { EndpointApi } from '../../src/model/endpoint.js';
import type { RequestRecord } from '../../src/model/record.js';
import { requestMetrics } from '../../src/metrics/request.js';
import { GateError } from '../../src/errors.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const FAST = { prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0, jitter: 0 };
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Think first.' }], maxTokens: 10, temperature: undefined };

let sim: Simulator;
before(async () => {
  sim = await startSimulator({ ...FAST, reasoningTokens: 4 });
});
after(async () => {
  await sim.close();
});

async function sendOne(api: EndpointApi, ask = ASK): Promise<RequestRecord> {
  const client = createApiClient(api, { baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 }, { connections: 1, env: {} });
  try {
    return await client.send(ask, { id: 'sim-r' });
  } finally {
    await client.close();
  }
}

describe('simulator --reasoning-tokens', () => {
  it('chat: N reasoning_content deltas first, reported in usage', async () => {
    const r = await sendOne('openai-chat');
    assert.equal(r.ok, true, r.error?.message);
    assert.equal(r.contentMs.length, 10);
    assert.equal(r.reasoningEvents, 4);
    assert.equal(r.firstAnswerIndex, 4);
    assert.equal(r.reasoningTokens, 4);
    assert.equal(r.reasoningTokensSource, 'usage');
    assert.equal(r.outputTokens, 10, 'reasoning tokens are part of completion_tokens');
    const m = requestMetrics(r);
    assert.ok(m.ttfaMs! > m.ttftMs!, 'four decode steps lie between the first thought and the answer');
  });

  it('messages: a thinking block before the text block', async () => {
    const r = await sendOne('anthropic-messages');
    assert.equal(r.ok, true, r.error?.message);
    assert.equal(r.reasoningEvents, 4);
    assert.equal(r.firstAnswerIndex, 4);
    assert.equal(r.reasoningTokensSource, 'events');
    assert.equal(r.outputTokens, 10);
  });

  it('text completions: no reasoning form, so every token is answer', async () => {
    const r = await sendOne('openai-completions');
    assert.equal(r.ok, true, r.error?.message);
    assert.equal(r.reasoningEvents, undefined);
    assert.equal(r.contentMs.length, 10);
  });

  it('an answer no longer than the reasoning is all reasoning: no answer token', async () => {
    const r = await sendOne('openai-chat', { ...ASK, maxTokens: 3 });
    assert.equal(r.ok, true);
    assert.equal(r.reasoningEvents, 3);
    assert.equal(r.firstAnswerIndex, null);
    assert.equal(r.finishReason, 'length');
  });

  it('rejects a negative or fractional value, naming the flag', () => {
    for (const bad of ['-1', '2.5']) {
      assert.throws(() => parseSimConfig({ reasoningTokens: bad }), (e: unknown) => e instanceof GateError && /--reasoning-tokens/.test(e.message) && e.message.includes(bad));
    }
  });
});

describe('demo --reasoning-tokens through the CLI', () => {
  it('reports TTFT below TTFA and a reasoning token count', async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint:
  base_url: http://127.0.0.1:8000/v1
  model: sim-model
workload:
  prompt: Think first.
  max_tokens: 12
sweep:
  concurrency: [2]
  requests: 6
  warmup: 1
# A p95 of 6 requests could never be judged (the run would be inconclusive); the max can.
slos:
  - name: answer
    thresholds:
      ttfa_ms: { max: 60000 }
`);
    const res = await runCli(['demo', '--spec', specPath, '--out', 'out', '-q', '--reasoning-tokens', '5', '--decode-base-ms', '4', '--prefill-base-ms', '5', '--jitter', '0'], { cwd: dir });
    assert.equal(res.code, 0, res.stderr + res.stdout);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8'));
    const level = results.levels[0];
    assert.ok(level.ttft_ms.p50 < level.ttfa_ms.p50, `TTFT ${level.ttft_ms.p50} vs TTFA ${level.ttfa_ms.p50}`);
    assert.equal(level.reasoning_tokens.p50, 5);
    assert.equal(level.reasoning_tokens_source, 'usage');
    assert.equal(level.stream.reasoning_share, Math.round((5 / 12) * 1000) / 1000);
    assert.equal(level.samples.ttfa_ms.length, 6);
    assert.match(await readFile(join(dir, 'out', 'report.md'), 'utf8'), /TTFA p95/);
    assert.match(res.stdout, /TTFA p50/);
  });
});
