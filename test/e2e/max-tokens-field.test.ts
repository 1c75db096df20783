// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Models that reject `max_tokens` (OpenAI's reasoning models): `workload.max_tokens_field`
 * sends `max_completion_tokens` from the start, and without it the connectivity check is retried
 * once with the other field when its 400 refuses the one sent, with a note. End to end through
 * the bundled command line, against the simulator's `--require-max-completion-tokens` mode.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type SimConfigInput, type Simulator } from '../../src/sim/index.js';
import { runCli, startCli, tempDir, waitFor, writeSpec } from '../helpers/cli.js';
import { httpStatusError, type EndpointApi, type RequestRecord } from '../../src/client/index.js';
import { rejectedMaxTokensField } from '../../src/client/max-tokens-field.js';
import type { MaxTokensField } from '../../src/client/types.js';
import type { Results } from '../../src/model/results.js';

const FAST: SimConfigInput = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 3, outputTokens: 6 };

const sims: Simulator[] = [];
async function sim(config: SimConfigInput): Promise<Simulator> {
  const s = await startSimulator({ ...FAST, ...config });
  sims.push(s);
  return s;
}
after(async () => {
  await Promise.all(sims.map((s) => s.close()));
});

function spec(baseUrl: string, api: string, workload = ''): string {
  return `endpoint:
  base_url: ${baseUrl}
  model: sim-model
  api: ${api}
  timeout_s: 60
workload:
  prompt: Say something.
  max_tokens: 6
${workload}sweep:
  concurrency: [1, 2]
  requests: 6
  warmup: 1
`;
}

async function runAgainst(yaml: string): Promise<{ code: number | null; stderr: string; results: Results; report: string }> {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, yaml);
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  return {
    code: res.code,
    stderr: res.stderr,
    results: JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results,
    report: await readFile(join(dir, 'out', 'report.md'), 'utf8'),
  };
}

const NOTE = /^The server rejected max_tokens \(HTTP 400\): the connectivity check was retried with max_completion_tokens, and every request of the run sent its token limit as max_completion_tokens\. Set workload\.max_tokens_field: max_completion_tokens to send it from the start\.$/;

describe('a model that rejects max_tokens', () => {
  for (const api of ['openai-chat', 'openai-completions']) {
    it(`${api}: retries the connectivity check with max_completion_tokens, runs with it, and says so`, async () => {
      const s = await sim({ requireMaxCompletionTokens: true });
      const ran = await runAgainst(spec(s.url, api));
      assert.equal(ran.code, 0, ran.stderr);
      assert.equal(ran.results.status, 'pass');
      assert.equal(ran.results.preflight?.ok, true);
      assert.equal(ran.results.preflight?.max_tokens_field, 'max_completion_tokens');
      assert.deepEqual(ran.results.levels.map((l) => [l.concurrency, l.succeeded, l.failed]), [[1, 6, 0], [2, 6, 0]]);
      assert.equal(ran.results.notes.filter((n) => NOTE.test(n)).length, 1, ran.results.notes.join('\n'));
      assert.match(ran.report, /The server rejected max\\?_tokens \(HTTP 400\)/);
      assert.match(ran.report, /Connectivity check: ok, .*token limit sent as `max_completion_tokens`/);
    });
  }

  it('with workload.max_tokens_field: max_completion_tokens, sends it from the start, with no retry to note', async () => {
    const s = await sim({ requireMaxCompletionTokens: true });
    const ran = await runAgainst(spec(s.url, 'openai-chat', '  max_tokens_field: max_completion_tokens\n'));
    assert.equal(ran.code, 0, ran.stderr);
    assert.equal(ran.results.preflight?.max_tokens_field, 'max_completion_tokens');
    assert.ok(!ran.results.notes.some((n) => n.includes('rejected max')), ran.results.notes.join('\n'));
  });

  it('a server that takes max_tokens gets it, and the results say so', async () => {
    const s = await sim({});
    const ran = await runAgainst(spec(s.url, 'openai-chat'));
    assert.equal(ran.code, 0, ran.stderr);
    assert.equal(ran.results.preflight?.max_tokens_field, 'max_tokens');
    assert.ok(!ran.results.notes.some((n) => n.includes('max_completion_tokens')));
  });

  it('the simulator command refuses max_tokens with --require-max-completion-tokens true', async () => {
    const dir = await tempDir();
    const simulator = startCli(['simulate', '--port', '0', '--require-max-completion-tokens', 'true', '--decode-base-ms', '2', '--output-tokens', '6'], { cwd: dir });
    try {
      const out: string[] = [];
      simulator.child.stdout.on('data', (d: Buffer) => out.push(d.toString()));
      await waitFor(() => out.join(''), /serving .* at http:\/\/127\.0\.0\.1:\d+\/v1/);
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(out.join(''))![1]!;
      const specPath = await writeSpec(dir, spec(url, 'openai-chat'));
      const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
      assert.equal(res.code, 0, res.stderr);
      const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
      assert.equal(results.preflight?.max_tokens_field, 'max_completion_tokens');
      assert.ok(results.notes.some((n) => NOTE.test(n)));
    } finally {
      simulator.child.kill('SIGTERM');
      await simulator.done;
    }
  });
});

describe('a spec that cannot send max_completion_tokens', () => {
  it('refuses it for the Messages API, whose only limit is max_tokens', async () => {
    const dir = await tempDir();
    const path = await writeSpec(dir, spec('http://127.0.0.1:9/v1', 'anthropic-messages', '  max_tokens_field: max_completion_tokens\n'));
    const res = await runCli(['run', '--spec', path, '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /workload\.max_tokens_field: cannot be max_completion_tokens with endpoint\.api anthropic-messages, whose only token limit is max_tokens; remove max_tokens_field/);
  });

  it('refuses it in extra_body, pointing at max_tokens_field', async () => {
    const dir = await tempDir();
    const path = await writeSpec(dir, spec('http://127.0.0.1:9/v1', 'openai-chat', '  extra_body: {max_completion_tokens: 64}\n'));
    const res = await runCli(['run', '--spec', path, '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /workload\.extra_body\.max_completion_tokens: `max_completion_tokens` is set by the tool itself and cannot be replaced; use workload\.max_tokens with workload\.max_tokens_field: max_completion_tokens instead/);
  });

  it('refuses a field name it does not know', async () => {
    const dir = await tempDir();
    const path = await writeSpec(dir, spec('http://127.0.0.1:9/v1', 'openai-chat', '  max_tokens_field: max_output_tokens\n'));
    const res = await runCli(['run', '--spec', path, '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /workload\.max_tokens_field: .*max_tokens.*max_completion_tokens/);
  });
});

describe('which answers mean the server refused the token-limit field', () => {
  const failed = (status: number, body: string): RequestRecord => ({
    id: 'x', sentMs: 0, headersMs: 1, contentMs: [], endMs: 2, statusCode: status, inputTokens: undefined, outputTokens: undefined,
    tokensSource: undefined, finishReason: undefined, ok: false, error: httpStatusError(status, undefined, body),
  });
  const openai = (message: string): string => JSON.stringify({ error: { message, type: 'invalid_request_error', param: 'max_tokens', code: 'unsupported_parameter' } });
  const cases: Array<[what: string, api: EndpointApi, sent: MaxTokensField, status: number, body: string, refused: boolean]> = [
    ['OpenAI\'s answer for a reasoning model', 'openai-chat', 'max_tokens', 400, openai("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."), true],
    ['a pydantic extra_forbidden naming max_completion_tokens', 'openai-chat', 'max_completion_tokens', 400, JSON.stringify({ object: 'error', message: "[{'type': 'extra_forbidden', 'loc': ('body', 'max_completion_tokens'), 'msg': 'Extra inputs are not permitted'}]", code: 400 }), true],
    ['an unrecognized argument on text completions', 'openai-completions', 'max_completion_tokens', 422, JSON.stringify({ detail: 'Unrecognized request argument supplied: max_completion_tokens' }), true],
    ['a limit that is too large', 'openai-chat', 'max_tokens', 400, openai('max_tokens is too large: 99999. This model supports at most 4096 completion tokens.'), false],
    ['max_completion_tokens too large, when it was the one sent', 'openai-chat', 'max_completion_tokens', 400, openai('max_completion_tokens is too large: 99999.'), false],
    ['a refusal of another field', 'openai-chat', 'max_tokens', 400, openai('Unsupported parameter: temperature'), false],
    ['a 500 that quotes the field', 'openai-chat', 'max_tokens', 500, openai("Unsupported parameter: 'max_tokens'"), false],
    ['the Messages API, which has max_tokens only', 'anthropic-messages', 'max_tokens', 400, JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Extra inputs are not permitted' } }), false],
  ];
  for (const [what, api, sent, status, body, refused] of cases) {
    it(`${refused ? 'yes' : 'no'}: ${what}`, () => assert.equal(rejectedMaxTokensField(api, failed(status, body), sent), refused));
  }
});
