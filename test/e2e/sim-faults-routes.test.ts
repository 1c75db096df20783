/**
 * Every simulator fault on every route it applies to, over real sockets, read by the client
 * adapter of that route's API: each lands in the error kind a real server's failure of that
 * shape would, and the Messages route answers in Anthropic's shapes (its error envelope, 529
 * `overloaded_error`, the `error` event).
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { createApiClient, type EndpointApi, type RequestRecord } from '../../src/client/index.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const sims: Simulator[] = [];
after(async () => {
  await Promise.all(sims.map((s) => s.close()));
});

async function sendOne(api: EndpointApi, fault: string): Promise<RequestRecord> {
  const sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0, seed: 4, outputTokens: 5, fault });
  sims.push(sim);
  const client = createApiClient(api, { baseUrl: sim.url, model: 'sim-model', apiKey: 'sk-local-test', headers: {}, timeoutMs: 10_000 }, { connections: 1, stallTimeoutMs: 300, env: {} });
  try {
    return await client.send({ messages: [{ role: 'user', content: 'hi' }], maxTokens: 5, temperature: undefined }, { id: `t-${fault}` });
  } finally {
    await client.close();
  }
}

/** What a fault should come out as: an error kind, or `ok`; with a message pattern and a content count when they matter. */
type Expect = { kind: string; message?: RegExp; content?: number };
type Row = [fault: string, chat: Expect, completions: Expect, messages: Expect];

const same = (e: Expect): [Expect, Expect, Expect] => [e, e, e];
const ROWS: Row[] = [
  ['400', ...same({ kind: 'bad_request' })],
  ['401', { kind: 'auth', message: /Incorrect API key/ }, { kind: 'auth', message: /Incorrect API key/ }, { kind: 'auth', message: /invalid x-api-key.*Error type: authentication_error/ }],
  ['403', { kind: 'auth' }, { kind: 'auth' }, { kind: 'auth', message: /Error type: permission_error/ }],
  ['404', { kind: 'not_found' }, { kind: 'not_found' }, { kind: 'not_found', message: /model: sim-model.*Error type: not_found_error/ }],
  ['429:7', { kind: 'rate_limited', message: /Retry-After: 7/ }, { kind: 'rate_limited', message: /Retry-After: 7/ }, { kind: 'rate_limited', message: /Retry-After: 7.*Error type: rate_limit_error|Error type: rate_limit_error.*Retry-After: 7/ }],
  ['503', ...same({ kind: 'server_error' })],
  ['529', { kind: 'server_error' }, { kind: 'server_error' }, { kind: 'server_error', message: /HTTP 529.*Overloaded.*Error type: overloaded_error/ }],
  ['html', ...same({ kind: 'server_error', message: /502 Bad Gateway/ })],
  ['anthropic', { kind: 'auth', message: /x-api-key/ }, { kind: 'auth', message: /x-api-key/ }, { kind: 'ok', content: 5 }],
  ['refuse', ...same({ kind: 'connect' })],
  ['reset-after:2', ...same({ kind: 'stream_reset', content: 2 })],
  ['stall-after:2', ...same({ kind: 'stream_stalled', content: 2 })],
  ['bad-json-after:2', ...same({ kind: 'bad_event', content: 2 })],
  ['error-after:2', { kind: 'stream_error', content: 2, message: /CUDA out of memory/ }, { kind: 'stream_error', content: 2, message: /CUDA out of memory/ }, { kind: 'server_error', content: 2, message: /Overloaded \(overloaded_error\)/ }],
  ['not-streaming', ...same({ kind: 'not_streaming' })],
  ['buffered', ...same({ kind: 'ok', content: 5 })],
  ['no-done', ...same({ kind: 'ok', content: 5 })],
];

const APIS: readonly EndpointApi[] = ['openai-chat', 'openai-completions', 'anthropic-messages'];

for (const [fault, ...expected] of ROWS) {
  describe(`--fault ${fault}`, () => {
    for (const [i, api] of APIS.entries()) {
      const want = expected[i]!;
      it(`on ${api}: ${want.kind}`, async () => {
        const r = await sendOne(api, fault);
        assert.equal(r.ok ? 'ok' : r.error?.kind, want.kind, r.error?.message);
        if (want.message) assert.match(r.error?.message ?? '', want.message);
        if (want.content !== undefined) assert.equal(r.contentMs.length, want.content);
      });
    }
  });
}

describe('faults on the Messages route, end to end through the command line', () => {
  it('counts a share of 529 overloaded answers as server_error, with the run still measured', async () => {
    const sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0, seed: 4, outputTokens: 5, fault: '529', faultRate: 0.3 });
    sims.push(sim);
    const dir = await tempDir();
    // The connectivity check must get through: seed 4 leaves the first request unfaulted.
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model, api: anthropic-messages}
workload: {prompt: "hi", max_tokens: 5}
sweep: {concurrency: [2], requests: 30, warmup: 0}
`);
    const ran = await runCli(['run', '--spec', specPath, '--out', 'out', '--quiet'], { cwd: dir });
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as { preflight: { ok: boolean }; levels: { succeeded: number; errors: Record<string, number> }[]; hints: Record<string, string> };
    assert.equal(results.preflight.ok, true, ran.stderr);
    const level = results.levels[0]!;
    assert.deepEqual(Object.keys(level.errors), ['server_error']);
    assert.ok(level.errors.server_error! >= 3 && level.succeeded >= 10, JSON.stringify(level));
    assert.ok(results.hints.server_error, 'a hint for the kind');
  });
});
