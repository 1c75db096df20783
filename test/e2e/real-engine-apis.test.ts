// @parallel: asserts no timing (token counts, finish reasons, routes and error kinds only), so it may run beside other test files; its llama-server runs at the priority of the round it runs in (scripts/test.mjs).
/**
 * A real inference engine, llama.cpp's llama-server serving the tiny random-weight model of
 * `npm run real-engine` (docs/real-engine.md): the model itself (every answer runs to max_tokens
 * with normal tokens only, so every failure left in the other tests is real), then the CLI's
 * `run` against both OpenAI routes it serves.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { ask, engineRequirement, findEngine, runSweep, startLlamaServer, type Answer, type Engine, type LlamaServer } from '../helpers/llama-server.js';
import { needing } from '../helpers/real-servers.js';

const engine = await findEngine();
const requirement = engineRequirement(engine);

let server: Promise<LlamaServer> | undefined;
after(async () => { await (await server)?.stop(); });
/** One server for the file's tests: 4 slots, the tiny model. */
function llama(): Promise<LlamaServer> {
  server ??= startLlamaServer(engine as Engine, { slots: 4 });
  return server;
}

test('every answer of the tiny model runs to max_tokens with normal tokens: no byte-fallback, control or end-of-sequence token is ever chosen', ...needing(requirement, async () => {
  const s = await llama();
  const maxTokens = 128;
  // 24 answers of 128 tokens on each route, 4 at a time (the slots), each prompt different.
  for (const route of ['chat', 'completions'] as const) {
    const prompts = Array.from({ length: 24 }, (_, i) => `Request ${i} on ${route}: tell me about the number ${i * 7919}.`);
    const answers: Answer[] = [];
    for (let i = 0; i < prompts.length; i += 4) answers.push(...await Promise.all(prompts.slice(i, i + 4).map((p) => ask(s, route, p, maxTokens))));
    for (const [i, a] of answers.entries()) {
      const where = `${route} answer ${i}`;
      assert.equal(a.status, 200, `${where}: ${a.errors.join('; ')}`);
      assert.deepEqual(a.errors, [], `${where}: no error in the stream (a byte-fallback token's partial UTF-8 would be one)`);
      assert.equal(a.completionTokens, maxTokens, `${where}: usage.completion_tokens`);
      assert.equal(a.finishReason, 'length', `${where}: stopped by max_tokens, never by an end-of-sequence token`);
      assert.ok(a.text.length > 0, `${where}: some text`);
      assert.doesNotMatch(a.text, /\uFFFD/, `${where}: no replacement character`);
    }
  }
  assert.doesNotMatch(s.log(), /invalid utf-?8|partial utf-?8/i, 'the server refused no token as invalid UTF-8');
}, { timeout: 300_000 }));

/** What each direct run measured, for the test below. */
const direct: { api: string; notes: string[]; levels: { concurrency: number; failed: number; errors: Record<string, number>; resent: number; fresh: number }[] }[] = [];

for (const [api, route] of [['openai-chat', '/v1/chat/completions'], ['openai-completions', '/v1/completions']] as const) {
  test(`run against llama-server's ${route} (endpoint.api ${api}): every answer measured has 32 tokens by the server's usage and a TTFT, TPOT and E2E`, ...needing(requirement, async () => {
    const s = await llama();
    const { res, results, lines } = await runSweep(s.baseUrl, s.model, { api, concurrency: [1, 2, 4, 8], requests: 24 });
    direct.push({
      api, notes: results.notes,
      levels: results.levels.map((l) => ({ concurrency: l.concurrency, failed: l.failed, errors: l.errors, resent: l.stream?.resent ?? 0, fresh: l.stream?.fresh_connections ?? 0 })),
    });
    assert.equal(results.error, null, res.stderr);
    assert.equal(results.endpoint.api, api);
    assert.equal(results.endpoint.url, `${s.url}${route}`);
    assert.equal(results.preflight?.ok, true, JSON.stringify(results.preflight));
    assert.equal(results.preflight?.usage, true, 'llama-server sends usage');
    assert.deepEqual(results.levels.map((l) => [l.concurrency, l.requests]), [[1, 24], [2, 24], [4, 24], [8, 24]]);
    assert.equal(lines.length, 96);
    for (const line of lines) {
      if (!line.ok) continue; // counted by the test below
      assert.equal(line.output_tokens, 32, `request ${line.id}: completion tokens`);
      assert.equal(line.tokens_source, 'usage');
      assert.ok(line.input_tokens !== null && line.input_tokens > 5, `request ${line.id}: prompt tokens ${line.input_tokens}`);
      // Only that they are there: this file may be starved of the CPU beside others (a client
      // that wakes after the whole answer arrived reads it at once: TPOT 0).
      assert.ok(line.ttft_ms !== null && line.ttft_ms > 0, `request ${line.id}: TTFT`);
      assert.ok(line.tpot_ms !== null && line.tpot_ms >= 0, `request ${line.id}: TPOT`);
      assert.equal(line.itl_ms.length, 31, `request ${line.id}: one token event per token`);
      assert.ok(line.e2e_ms >= line.ttft_ms + 31 * line.tpot_ms - 0.05, `request ${line.id}: E2E ${line.e2e_ms} ≥ TTFT ${line.ttft_ms} + 31 gaps of ${line.tpot_ms} (each rounded to the µs)`);
    }
    for (const level of results.levels) {
      assert.ok(level.succeeded >= 1, `level ${level.concurrency}: at least one answer (${JSON.stringify(level.errors)})`);
      assert.equal(level.output_tokens.min, 32);
      assert.equal(level.output_tokens.max, 32);
    }
  }, { timeout: 300_000 }));
}

test('no request of the runs straight against llama-server fails, and a note says how it treats connections', ...needing(requirement, () => {
  // llama-server answers Keep-Alive: timeout=5, max=100 and closes each connection just after a
  // streamed answer: a request written on such a connection before the close arrives is sent
  // again (resent), and once the client has seen it twice every request gets a connection of
  // its own (fresh_connection), so none races the close.
  assert.equal(direct.length, 2, 'both runs above ran');
  for (const run of direct) {
    for (const l of run.levels) assert.equal(l.failed, 0, `${run.api}, concurrency ${l.concurrency}: ${JSON.stringify(l.errors)}`);
    const fresh = run.levels.reduce((n, l) => n + l.fresh, 0);
    assert.ok(fresh >= 90, `${run.api}: ${fresh} of 96 measured requests on connections of their own`);
    const note = run.notes.find((n) => n.startsWith('The server closes each connection after one response, although it did not say so'));
    assert.ok(note, `${run.api}: no note on the server's connections in:\n${run.notes.join('\n')}`);
  }
}));
