/**
 * The simulator's three APIs show the same serving model's timing: over real loopback HTTP, read
 * by the client's three adapters, the same workload's TTFT and ITL are what the model predicts.
 * Latency bounds, so it runs alone (not @parallel); the rest of the APIs is in sim-apis.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChatRequest } from '../../src/client/types.js';
import type { EndpointApi } from '../../src/model/endpoint.js';
import { expectedLowLoad } from '../../src/sim/expected.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { estimatePromptTokens } from '../../src/sim/tokens.js';
import { sendWith } from '../helpers/api-clients.js';

const TIMING = { prefillBaseMs: 30, prefillPerTokenMs: 0, decodeBaseMs: 15, decodePerSeqMs: 0, jitter: 0, seed: 3, maxBatch: 8 };
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something short.' }], maxTokens: 6, temperature: undefined };
const APIS: EndpointApi[] = ['openai-chat', 'openai-completions', 'anthropic-messages'];

let sim: Simulator;
before(async () => {
  sim = await startSimulator(TIMING);
});
after(async () => {
  await sim.close();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('the simulator serves each API with the same serving model', () => {
  const expected = (): ReturnType<typeof expectedLowLoad> =>
    expectedLowLoad(sim.config, { concurrency: 1, promptTokens: estimatePromptTokens(ASK.messages), outputTokens: ASK.maxTokens });

  for (const api of APIS) {
    it(`${api}: TTFT and ITL as the model predicts, tokens from usage`, async () => {
      // The first request also opens the connection. TTFT is the fastest of the rest: a busy
      // machine only adds time to a request, and none may come in under the model's prefill. A
      // role or message_start event taken for the first token (about 0 ms) or a decode step
      // before it (45 ms) still misses the bounds. A gap can come short after a late one, so ITL
      // is the median of the gaps.
      const records = (await sendWith(api, sim, undefined, ASK, 6)).slice(1);
      for (const record of records) {
        assert.equal(record.ok, true, record.error?.message);
        assert.equal(record.contentMs.length, 6);
        assert.equal(record.outputTokens, 6);
        assert.equal(record.tokensSource, 'usage');
        assert.equal(record.inputTokens, estimatePromptTokens(ASK.messages));
        assert.equal(record.finishReason, api === 'anthropic-messages' ? 'max_tokens' : 'length');
      }
      const want = expected();
      const ttftMs = Math.min(...records.map((r) => r.contentMs[0]! - r.sentMs));
      assert.ok(ttftMs >= want.ttftMs - 2 && ttftMs < want.ttftMs + 15, `fastest TTFT ${ttftMs.toFixed(1)} ms, model says ${want.ttftMs} ms`);
      const itlMs = median(records.flatMap((r) => r.contentMs.slice(1).map((t, i) => t - r.contentMs[i]!)));
      assert.ok(Math.abs(itlMs - want.itlMs) < 5, `median ITL ${itlMs.toFixed(1)} ms, model says ${want.itlMs} ms`);
    });
  }
});
