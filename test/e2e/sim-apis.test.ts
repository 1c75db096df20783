// @parallel: asserts no timing (that each API shows the serving model's timing is in sim-apis-timing.test.ts; the latency limits here are seconds away, or lower bounds a busy machine only raises), so it may run beside other test files (scripts/test.mjs).
// The simulator's three APIs over real loopback HTTP, read by the client's three adapters:
// the same tokens and routes behind each; Anthropic's key in x-api-key and its error envelope;
// and an end-to-end CLI run with `api: anthropic-messages`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from 'undici';
import type { ChatRequest } from '../../src/client/types.js';
import type { EndpointApi } from '../../src/model/endpoint.js';
import { startSimulator, type Simulator } from '../../src/sim/server.js';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { sendOne } from '../helpers/api-clients.js';

const KEY = 'sk-ant-sim-7e5tK3y9';
const TIMING = { prefillBaseMs: 30, prefillPerTokenMs: 0, decodeBaseMs: 15, decodePerSeqMs: 0, jitter: 0, seed: 3, maxBatch: 8 };
const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something short.' }], maxTokens: 6, temperature: undefined };
const APIS: EndpointApi[] = ['openai-chat', 'openai-completions', 'anthropic-messages'];

let sim: Simulator;
let keyed: Simulator;
before(async () => {
  sim = await startSimulator(TIMING);
  keyed = await startSimulator({ ...TIMING, apiKey: KEY });
});
after(async () => {
  await sim.close();
  await keyed.close();
});

describe('endpoint.api in the spec', () => {
  const specWith = (api: string): string => `endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m${api === '' ? '' : `, api: ${api}`}}
workload: {prompt: hi}`;
  it('defaults to openai-chat', () => {
    assert.equal(resolvePlan(parseSpec(specWith(''), 'spec.yml'), {}).endpoint.api, 'openai-chat');
  });
  for (const api of APIS) {
    it(`carries ${api} into the plan`, () => {
      assert.equal(resolvePlan(parseSpec(specWith(api), 'spec.yml'), {}).endpoint.api, api);
    });
  }
  it('refuses an unknown API, listing the known ones', () => {
    assert.throws(() => parseSpec(specWith('anthropic'), 'spec.yml'), (e: unknown) => {
      const err = e as { code?: string; message?: string };
      assert.equal(err.code, 'SPEC_INVALID');
      assert.match(err.message ?? '', /endpoint\.api.*openai-chat, openai-completions, anthropic-messages/s);
      return true;
    });
  });
});

describe('the simulator serves each API', () => {
  it('a system message counts towards the prompt the same way on every API', async () => {
    const ask: ChatRequest = { ...ASK, messages: [{ role: 'system', content: 'Be brief, please.' }, ...ASK.messages] };
    const inputs = [];
    for (const api of ['openai-chat', 'anthropic-messages'] as const) inputs.push((await sendOne(api, sim, undefined, ask)).inputTokens);
    assert.equal(inputs[0], inputs[1]);
  });

  it('serves /completions and /messages with and without /v1, and names them in its 404', async () => {
    const origin = sim.url.replace(/\/v1$/, '');
    for (const path of ['/completions', '/v1/completions', '/messages', '/v1/messages']) {
      const body = path.endsWith('messages')
        ? { model: 'sim-model', max_tokens: 2, messages: [{ role: 'user', content: 'x' }] }
        : { model: 'sim-model', max_tokens: 2, prompt: 'x' };
      const res = await request(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.body.json()) as Record<string, unknown>;
      assert.equal(res.statusCode, 200, `${path}: ${JSON.stringify(answer)}`);
      assert.equal(answer.type ?? answer.object, path.endsWith('messages') ? 'message' : 'text_completion', path);
    }
    const res = await request(`${origin}/v1/v1/messages`, { method: 'POST', body: '{}' });
    assert.equal(res.statusCode, 404);
    assert.match(await res.body.text(), /POST \/v1\/completions, POST \/v1\/messages/);
  });
});

describe('the simulator\'s Messages API: key and errors', () => {
  it('accepts the key in x-api-key', async () => {
    const record = await sendOne('anthropic-messages', keyed, KEY, ASK);
    assert.equal(record.ok, true, record.error?.message);
  });

  it('refuses a wrong key as Anthropic does, and the record never holds the key', async () => {
    const record = await sendOne('anthropic-messages', keyed, `${KEY}-wrong`, ASK);
    assert.equal(record.error?.kind, 'auth');
    assert.match(record.error!.message, /invalid x-api-key.*Error type: authentication_error/);
    assert.ok(!JSON.stringify(record).includes(KEY));
  });

  it('does not take an Authorization header for the key on /v1/messages', async () => {
    const res = await request(`${keyed.url}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify({ model: 'sim-model', max_tokens: 2, messages: [{ role: 'user', content: 'x' }], stream: true }),
    });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(await res.body.json(), { type: 'error', error: { type: 'authentication_error', message: 'x-api-key header is required' } });
  });

  it('still wants Authorization: Bearer on the OpenAI routes', async () => {
    assert.equal((await sendOne('openai-completions', keyed, KEY, ASK)).ok, true);
    const res = await request(`${keyed.url}/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body: JSON.stringify({ model: 'sim-model', max_tokens: 2, prompt: 'x' }),
    });
    assert.equal(res.statusCode, 401);
    await res.body.dump();
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['no max_tokens', { model: 'sim-model', messages: [{ role: 'user', content: 'x' }] }, /max_tokens: Field required/],
    ['a system role inside messages', { model: 'sim-model', max_tokens: 2, messages: [{ role: 'system', content: 'x' }] }, /messages\.0\.role/],
    ['an unknown model', { model: 'nope', max_tokens: 2, messages: [{ role: 'user', content: 'x' }] }, /does not exist/],
  ];
  for (const [name, body, pattern] of invalid) {
    it(`answers ${name} in Anthropic's error envelope`, async () => {
      const res = await request(`${sim.url}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.body.json()) as { type: string; error: { type: string; message: string } };
      assert.ok(res.statusCode === 400 || res.statusCode === 404, String(res.statusCode));
      assert.equal(answer.type, 'error');
      assert.equal(answer.error.type, res.statusCode === 404 ? 'not_found_error' : 'invalid_request_error');
      assert.match(answer.error.message, pattern);
    });
  }

  it('streams event-typed SSE with ping and message_delta usage', async () => {
    const res = await request(`${sim.url}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'sim-model', max_tokens: 2, system: 'Be brief.', messages: [{ role: 'user', content: 'x' }], stream: true }),
    });
    const text = await res.body.text();
    const types = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    assert.deepEqual(types, ['message_start', 'content_block_start', 'ping', 'content_block_delta', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);
    assert.match(text, /"usage":\{"output_tokens":2\}/);
    assert.doesNotMatch(text, /\[DONE\]/);
  });
});

describe('an end-to-end run with api: anthropic-messages', () => {
  it('dist/cli.js run measures the simulator through the Messages API and records the API', async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint:
  base_url: ${keyed.url}
  model: sim-model
  api: anthropic-messages
  api_key_env: ANTHROPIC_API_KEY
workload:
  messages:
    - role: system
      content: Be brief.
    - role: user
      content: Say something.
  max_tokens: 5
sweep:
  concurrency: [1, 2]
  requests: 4
  warmup: 1
# A p95 of 4 requests a level could never be judged (the run would be inconclusive); the max can.
slos:
  - name: fast enough
    thresholds:
      ttft_ms: {max: 5000}
      success_rate: {min: 1}
`);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { ANTHROPIC_API_KEY: KEY } });
    assert.equal(res.code, 0, res.stderr + res.stdout);
    assert.ok(!res.stdout.includes(KEY) && !res.stderr.includes(KEY), 'the key was printed');
    const resultsText = await readFile(join(dir, 'out', 'results.json'), 'utf8');
    assert.ok(!resultsText.includes(KEY), 'the key is in results.json');
    const results = JSON.parse(resultsText);
    assert.deepEqual(results.endpoint, { base_url: keyed.url, url: `${keyed.url}/messages`, model: 'sim-model', api: 'anthropic-messages' });
    for (const level of results.levels) {
      assert.equal(level.succeeded, 4);
      assert.equal(level.failed, 0);
      assert.equal(level.tokens_source, 'usage');
      assert.equal(level.output_tokens.max, 5, JSON.stringify(level.output_tokens));
      assert.ok(level.ttft_ms.min >= TIMING.prefillBaseMs, JSON.stringify(level.ttft_ms));
    }
    const lines = await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8');
    assert.ok(!lines.includes(KEY));
  });
});

describe('validate with api: anthropic-messages', () => {
  it('shows the /messages URL, the API and the x-api-key header with the key withheld', async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint:
  base_url: https://api.anthropic.com
  model: claude-test
  api: anthropic-messages
  api_key_env: ANTHROPIC_API_KEY
workload:
  prompt: hi
`);
    const res = await runCli(['validate', '--spec', specPath], { cwd: dir, env: { ANTHROPIC_API_KEY: KEY } });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /endpoint {2}https:\/\/api\.anthropic\.com\/v1\/messages \(anthropic-messages\)/);
    assert.match(res.stdout, /headers {3}x-api-key: \[from \$ANTHROPIC_API_KEY\], anthropic-version: 2023-06-01/);
    assert.doesNotMatch(res.stdout, /authorization/i);
    assert.ok(!res.stdout.includes(KEY) && !res.stderr.includes(KEY));
  });
});
