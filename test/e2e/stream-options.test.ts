// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Servers that reject `stream_options`: the connectivity check is retried once without it,
 * the run goes on without it with tokens counted from content events and a note saying so;
 * a 400 for any other reason is not retried. End to end through the bundled command line.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type SimConfigInput, type Simulator } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { httpStatusError, type EndpointApi, type RequestRecord } from '../../src/client/index.js';
import { rejectedStreamOptions } from '../../src/client/stream-options.js';

const FAST: SimConfigInput = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 3, outputTokens: 6 };

function spec(baseUrl: string, api: string): string {
  return `endpoint:
  base_url: ${baseUrl}
  model: sim-model
  api: ${api}
  timeout_s: 60
workload:
  prompt: Say something.
  max_tokens: 6
sweep:
  concurrency: [1, 2]
  requests: 6
  warmup: 1
`;
}

interface Started {
  sim: Simulator;
  /** Request bodies as seen by the simulator: one per answered or refused request. */
  requests(): number;
}

const sims: Simulator[] = [];
async function sim(config: SimConfigInput): Promise<Started> {
  let n = 0;
  const s = await startSimulator({ ...FAST, ...config }, { writeLog: () => void n++ });
  sims.push(s);
  return { sim: s, requests: () => n };
}
after(async () => {
  await Promise.all(sims.map((s) => s.close()));
});

interface RunResults {
  status: string;
  notes: string[];
  preflight: { ok: boolean; usage: boolean; stream_options?: boolean; error_kind: string | null } | null;
  error: { message: string } | null;
  levels: { concurrency: number; succeeded: number; tokens_source: string | null }[];
}

async function runAgainst(url: string, api: string): Promise<{ code: number | null; stderr: string; results: RunResults; report: string }> {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(url, api));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  return {
    code: res.code,
    stderr: res.stderr,
    results: JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunResults,
    report: await readFile(join(dir, 'out', 'report.md'), 'utf8'),
  };
}

describe('a server that rejects stream_options', () => {
  for (const api of ['openai-chat', 'openai-completions']) {
    it(`${api}: retries the connectivity check without it, runs without it, counts events, and says so`, async () => {
      const s = await sim({ streamOptions: false });
      const ran = await runAgainst(s.sim.url, api);
      assert.equal(ran.code, 0, ran.stderr);
      assert.equal(ran.results.status, 'pass');
      assert.equal(ran.results.preflight?.ok, true);
      assert.equal(ran.results.preflight?.stream_options, false);
      assert.equal(ran.results.preflight?.usage, false);
      assert.deepEqual(ran.results.levels.map((l) => [l.concurrency, l.succeeded, l.tokens_source]), [[1, 6, 'events'], [2, 6, 'events']]);
      const note = ran.results.notes.find((n) => n.startsWith('The server rejected stream_options'));
      assert.match(note ?? '', /HTTP 400\): the connectivity check was retried without it, and every request of the run was sent without it; the server sent no usage, so output tokens are counted from content events/);
      assert.ok(!ran.results.notes.some((n) => n.startsWith('The server sent no usage in the stream')), 'one note, not two');
      assert.match(ran.report, /The server rejected stream\\?_options \(HTTP 400\)/);
      assert.match(ran.report, /Connectivity check: ok, .*no usage sent, so tokens were counted from events, requests sent without `stream_options`, which the server rejected/);
      // The refused check, its retry, then 2 levels × (warm-up + measured) requests, none refused.
      assert.ok(s.requests() >= 2 + 12, `the simulator saw ${s.requests()} requests`);
    });
  }

  it('a server that accepts it gets it, and the results say so', async () => {
    const s = await sim({});
    const ran = await runAgainst(s.sim.url, 'openai-chat');
    assert.equal(ran.code, 0, ran.stderr);
    assert.equal(ran.results.preflight?.stream_options, true);
    assert.deepEqual(ran.results.levels.map((l) => l.tokens_source), ['usage', 'usage']);
    assert.ok(!ran.results.notes.some((n) => n.includes('stream_options')));
  });

  it('a 400 for another reason is not retried', async () => {
    const s = await sim({ fault: '400' });
    const ran = await runAgainst(s.sim.url, 'openai-chat');
    assert.equal(ran.code, 3, ran.stderr);
    assert.equal(ran.results.status, 'error');
    assert.equal(ran.results.preflight?.error_kind, 'bad_request');
    assert.equal(s.requests(), 1, 'only the connectivity check was sent');
    assert.ok(!ran.results.notes.some((n) => n.includes('stream_options')));
  });

  it('a server rejecting stream_options that also fails without it is reported on the first answer', async () => {
    const s = await sim({ streamOptions: false, apiKey: 'sk-needed-4b1e9c' });
    const ran = await runAgainst(s.sim.url, 'openai-chat');
    assert.equal(ran.code, 3, ran.stderr);
    assert.equal(s.requests(), 0, 'the 401 comes before the body is read');
    assert.equal(ran.results.preflight?.error_kind, 'auth');
  });
});

describe('which answers mean the server rejected stream_options', () => {
  /** A failed record as the client makes it from a status and a body. */
  const failed = (status: number, body: string): RequestRecord => ({
    id: 'x', sentMs: 0, headersMs: 1, contentMs: [], endMs: 2, statusCode: status, inputTokens: undefined, outputTokens: undefined,
    tokensSource: undefined, finishReason: undefined, ok: false, error: httpStatusError(status, undefined, body),
  });
  const cases: Array<[what: string, api: EndpointApi, status: number, body: string, rejected: boolean]> = [
    ['an OpenAI-style unrecognized argument', 'openai-chat', 400, JSON.stringify({ error: { message: 'Unrecognized request argument supplied: stream_options', type: 'invalid_request_error' } }), true],
    ['a pydantic extra_forbidden list naming the field', 'openai-completions', 400, JSON.stringify({ object: 'error', message: "[{'type': 'extra_forbidden', 'loc': ('body', 'stream_options'), 'msg': 'Extra inputs are not permitted'}]", type: 'BadRequestError', code: 400 }), true],
    ['a 422 naming include_usage', 'openai-chat', 422, JSON.stringify({ detail: 'unknown field include_usage' }), true],
    ['a 400 about max_tokens', 'openai-chat', 400, JSON.stringify({ error: { message: 'max_tokens is too large: 99999', type: 'invalid_request_error' } }), false],
    ['a 500 that quotes the body', 'openai-chat', 500, JSON.stringify({ error: { message: 'crashed reading stream_options' } }), false],
    ['the Messages API, which never sends it', 'anthropic-messages', 400, JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'stream_options: Extra inputs are not permitted' } }), false],
  ];
  for (const [what, api, status, body, rejected] of cases) {
    it(`${rejected ? 'yes' : 'no'}: ${what}`, () => assert.equal(rejectedStreamOptions(api, failed(status, body)), rejected));
  }
});
