// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The spec's `headers` may not forge or contradict the request's framing: a value with a line
 * break, or a header the HTTP client writes itself, is refused by validate and run alike,
 * naming the field, before any request is sent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startTranscriptServer, typicalStream } from '../helpers/transcript-server.js';

test('header values with CR or LF, and the headers that frame the request, are refused naming the field', async () => {
  const server = await startTranscriptServer({ steps: typicalStream(['Hi']) });
  try {
    const dir = await tempDir();
    const cases: { headers: string; want: RegExp }[] = [
      { headers: '{X-Route: "canary\\r\\nX-Injected: 1"}', want: /endpoint\.headers\["X-Route"\]: holds a line break \(CR or LF\) or a NUL character.*write the value on one line/ },
      { headers: '{X-Route: "canary\\nGET / HTTP/1.1"}', want: /endpoint\.headers\["X-Route"\]: holds a line break/ },
      { headers: '{Content-Length: "5"}', want: /endpoint\.headers\["Content-Length"\]: Content-Length is a header the HTTP client sets itself.*remove it/ },
      { headers: '{Transfer-Encoding: chunked}', want: /endpoint\.headers\["Transfer-Encoding"\]: Transfer-Encoding is a header the HTTP client sets itself/ },
      { headers: '{Host: other.example}', want: /endpoint\.headers\.Host: Host is a header the HTTP client sets itself.*put it in base_url/ },
      { headers: '{connection: close}', want: /endpoint\.headers\.connection: connection is a header the HTTP client sets itself/ },
      { headers: '{Expect: 100-continue}', want: /endpoint\.headers\.Expect: Expect is a header/ },
    ];
    for (const c of cases) {
      const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m, headers: ${c.headers}}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 2, warmup: 0}
`);
      for (const command of [['validate', '--spec', specPath], ['run', '--spec', specPath, '--out', 'out']]) {
        const res = await runCli(command, { cwd: dir, env: { OPENAI_API_KEY: 'sk-x' } });
        assert.equal(res.code, 2, `${command[0]} ${c.headers}: ${res.stdout}${res.stderr}`);
        assert.match(res.stderr, c.want, `${command[0]} ${c.headers}`);
        assert.doesNotMatch(res.stderr, /firewall|DNS/, 'not reported as a connection failure');
      }
    }
    assert.equal(server.requests.length, 0, 'nothing was sent');
  } finally {
    await server.close();
  }
});

test('ordinary routing headers are still sent as written', async () => {
  const server = await startTranscriptServer({ steps: typicalStream(['Hi']) });
  try {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m, headers: {X-Route: canary, Idempotency-Key: abc, OpenAI-Project: proj_1}}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 2, warmup: 0}
`);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: 'sk-x' } });
    assert.equal(res.code, 0, res.stderr);
    const sent = server.requests.at(-1)!.headers;
    assert.deepEqual([sent['x-route'], sent['idempotency-key'], sent['openai-project']], ['canary', 'abc', 'proj_1']);
  } finally {
    await server.close();
  }
});
