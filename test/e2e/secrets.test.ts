// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The API key never leaves the process except in the Authorization header. The CLI and the
 * Action run with a known key through success and failure paths: a refused key, a refused
 * connection, and servers that echo the Authorization header back in an error body, an error
 * event mid-stream and a non-streamed answer. Every file written, the whole log, the job
 * summary, the outputs and the PR comment are searched for the key.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import {
  closedPort, contentChunk, roleChunk, sse, startTranscriptServer, typicalStream, type Transcript, type TranscriptServer,
} from '../helpers/transcript-server.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { runAction } from '../helpers/action.js';

const KEY = 'sk-secret-test-4c2f9e7a1b3d5e6f8a0b7c9d';
/** Pieces of the key a careless transformation could leave (prefix dropped, cut short). */
const PIECES = [KEY, KEY.slice(3), KEY.slice(10, 30)];

/** Where the key must not be: the name of the place, and the text. */
function assertNoKey(where: string, text: string): void {
  for (const piece of PIECES) assert.ok(!text.includes(piece), `the key is in ${where}`);
}

async function assertNoKeyInDir(dir: string): Promise<string[]> {
  const files = await readdir(dir);
  for (const f of files) assertNoKey(f, await readFile(join(dir, f), 'utf8'));
  return files;
}

/** Every way the servers below say the key back. */
const echoes = (auth: string): Transcript[] => [
  { status: 401, headers: { 'content-type': 'application/json' }, steps: [{ write: JSON.stringify({ error: { message: `Invalid header: ${auth}` } }) }] },
  { status: 400, headers: { 'content-type': 'text/plain' }, steps: [{ write: `bad request; you sent authorization=${auth}` }] },
  { steps: [{ write: sse(roleChunk()) }, { write: sse(contentChunk('Hi')) }, { write: sse({ error: { message: `key ${auth.slice(7)} was revoked`, type: 'invalid_request_error' } }) }] },
  { headers: { 'content-type': 'application/json' }, steps: [{ write: JSON.stringify({ error: `unexpected ${auth}` }) }] },
];

const OK: Transcript = { steps: typicalStream(['Hello', ' there']) };

let keyed: Simulator;
let other: Simulator;
let echoAlways: TranscriptServer;
let echoAfterCheck: TranscriptServer;
let deadUrl: string;
let gh: GitHubServer;

before(async () => {
  const fast = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, jitter: 0 };
  keyed = await startSimulator({ ...fast, apiKey: KEY });
  other = await startSimulator({ ...fast, apiKey: 'sk-some-other-key-0000000000000000' });
  echoAlways = await startTranscriptServer((req) => echoes(String(req.headers.authorization))[0]!);
  // The connectivity check succeeds; every measured request is answered with one of the echoes.
  echoAfterCheck = await startTranscriptServer((req, i) => {
    if (String(req.headers['x-request-id']).endsWith('-preflight')) return OK;
    const all = echoes(String(req.headers.authorization));
    return all[i % all.length]!;
  });
  deadUrl = `http://127.0.0.1:${await closedPort()}/v1`;
  gh = await startGitHubServer();
});
after(async () => {
  await Promise.all([keyed.close(), other.close(), echoAlways.close(), echoAfterCheck.close(), gh.close()]);
});

interface Scenario {
  name: string;
  url: () => string;
  status: string;
  /** What must be true of the run, so that the scenario really took its path. */
  check?: (results: { error: { message: string } | null; levels: { errors: Record<string, number> }[] }, outDir: string) => Promise<void>;
}

const scenarios: Scenario[] = [
  { name: 'a run that passes', url: () => keyed.url, status: 'pass' },
  {
    name: 'a key the server refuses',
    url: () => other.url,
    status: 'error',
    check: async (r) => assert.match(r.error?.message ?? '', /\(auth\)/),
  },
  {
    name: 'a refused connection',
    url: () => deadUrl,
    status: 'error',
    check: async (r) => assert.match(r.error?.message ?? '', /\(connect\)/),
  },
  {
    name: 'a server that echoes the Authorization header when refusing the connectivity check',
    url: () => `${echoAlways.origin}/v1`,
    status: 'error',
    check: async (r) => {
      assert.equal(echoAlways.requests.at(-1)?.headers.authorization, `Bearer ${KEY}`, 'the key was sent, so it could be echoed');
      assert.match(r.error?.message ?? '', /Invalid header: Bearer \[redacted\]/);
    },
  },
  {
    name: 'a server that echoes the Authorization header in error bodies, error events and plain answers',
    url: () => `${echoAfterCheck.origin}/v1`,
    status: 'error',
    check: async (r, outDir) => {
      assert.deepEqual(Object.keys(r.levels[0]?.errors ?? {}).sort(), ['auth', 'bad_request', 'stream_error'].sort());
      const lines = await readFile(join(outDir, 'requests.jsonl'), 'utf8');
      assert.match(lines, /\[redacted\]/, 'the echoed key was replaced, not dropped with its message');
    },
  },
];

const SPEC = (url: string) => `endpoint: {base_url: "${url}", model: sim-model, headers: {X-Route: canary}}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [2], requests: 4, warmup: 0}
`;

for (const s of scenarios) {
  test(`the CLI keeps the key out of every file and the log: ${s.name}`, async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, SPEC(s.url()));
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: KEY, LLM_SLO_GATE_DEBUG: '1' } });
    assertNoKey('stdout', res.stdout);
    assertNoKey('stderr', res.stderr);
    const files = await assertNoKeyInDir(join(dir, 'out'));
    assert.deepEqual(files.sort(), ['report.md', 'requests.jsonl', 'results.csv', 'results.json']);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8'));
    assert.equal(results.status, s.status, res.stderr);
    await s.check?.(results, join(dir, 'out'));
  });
}

const PR_PAYLOAD = {
  pull_request: { number: 7, head: { sha: 'b'.repeat(40), repo: { full_name: 'acme/inference' } }, base: { repo: { full_name: 'acme/inference' } } },
  repository: { full_name: 'acme/inference', name: 'inference', owner: { login: 'acme' } },
};

for (const s of scenarios) {
  test(`the Action masks the key and keeps it out of every file, output, summary, comment and the log: ${s.name}`, async () => {
    const run = await runAction({
      spec: SPEC(s.url()),
      inputs: { 'api-key': KEY, 'github-token': gh.token, 'fail-on-error': 'false' },
      payload: PR_PAYLOAD,
      env: { GITHUB_API_URL: gh.url },
    });
    assert.ok(run.stdout.includes(`::add-mask::${KEY}`), 'the key is registered with the runner\'s masking');
    assertNoKey('the log', run.stdout.replace(`::add-mask::${KEY}`, ''));
    const outDir = join(run.workspace, 'llm-slo-gate-results');
    await assertNoKeyInDir(outDir);
    assertNoKey('the job summary', run.summary);
    assertNoKey('the outputs', JSON.stringify(run.outputs));
    assert.equal(run.outputs.status, s.status);
    const comments = gh.comments('acme', 'inference', 7);
    assert.ok(comments.length > 0, 'a comment was posted');
    for (const c of comments) assertNoKey('the PR comment', c.body);
    for (const r of gh.requests) assertNoKey('a request to GitHub', `${JSON.stringify(r.body)} ${r.authorization ?? ''}`);
    await s.check?.(JSON.parse(await readFile(join(outDir, 'results.json'), 'utf8')), outDir);
  });
}

test('a key passed in a flag is refused before anything is sent, and not printed', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, SPEC(keyed.url));
  const before = (await readdir(dir)).length;
  for (const args of [['--model', KEY], [`--base-url=https://${KEY}@api.example.com/v1`], ['--max-tokens', KEY], ['--out', `bearer ${KEY}`]]) {
    const res = await runCli(['run', '--spec', specPath, ...args], { cwd: dir });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /looks like an API key/);
    assert.match(res.stderr, /environment variable named by endpoint\.api_key_env/);
    assertNoKey('the error', res.stdout + res.stderr);
  }
  assert.equal((await readdir(dir)).length, before, 'no output folder was created');
});

test('a key in an Action input other than api-key is refused, masked, and not printed', async () => {
  const run = await runAction({ spec: SPEC(keyed.url), inputs: { model: KEY }, event: 'push' });
  assert.equal(run.code, 1);
  assert.match(run.stdout, /::error::input model: this value looks like an API key/);
  assert.match(run.stdout, /api-key input, from a repository secret/);
  assertNoKey('the log', run.stdout.replace(`::add-mask::${KEY}`, ''));
});

test('validate shows the headers a request will carry with the key withheld', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, SPEC(keyed.url));
  const res = await runCli(['validate', '--spec', specPath], { cwd: dir, env: { OPENAI_API_KEY: KEY } });
  assert.equal(res.code, 0, res.stderr);
  assert.match(res.stdout, /headers {3}authorization: Bearer \[from \$OPENAI_API_KEY\], X-Route: canary/);
  assert.match(res.stdout, /budgets {3}request timeout 120 s, stall timeout 30 s, whole run 900 s/);
  assertNoKey('validate', res.stdout + res.stderr);
});

/** A key whose every start of 4 characters or more is unlike anything the tool prints. */
const CUT_KEY = 'sk-attack-SECRET-9876543210';
/** Every start of CUT_KEY a cut could leave, 4 characters and longer. */
const CUT_PIECES = Array.from({ length: CUT_KEY.length - 3 }, (_, i) => CUT_KEY.slice(0, i + 4));

/**
 * Echoes of the key placed so that a message's length limit cuts inside it: a plain-text 401
 * cut at 300 characters, an error event's message cut at 300, an event that is not JSON cut at
 * 120, and an HTML page whose 2 048-byte cap falls inside the key (its text, once the tags are
 * gone, is short enough to be quoted whole).
 */
function cutEchoes(auth: string): Transcript[] {
  const filler = (n: number): string => 'x'.repeat(n);
  const page = `<html><body>${'<i></i>'.repeat(286)}<p>you sent ${auth}</p></body></html>`;
  const keptChars = 2048 - Buffer.byteLength(page.slice(0, page.indexOf(CUT_KEY)));
  if (!(keptChars > 4 && keptChars < CUT_KEY.length)) throw new Error('the byte cap must fall inside the key');
  return [
    { status: 401, headers: { 'content-type': 'text/plain' }, steps: [{ write: `${filler(266)} ${auth}` }] },
    { steps: [{ write: sse(roleChunk()) }, { write: sse(contentChunk('Hi')) }, { write: sse({ error: { message: `${filler(280)} ${auth}` } }) }] },
    { steps: [{ write: sse(roleChunk()) }, { write: `data: {${filler(100)} ${auth}\n\n` }] },
    { status: 401, headers: { 'content-type': 'text/html' }, steps: [{ write: page }] },
  ];
}

test('a key echoed where a message is cut leaves no piece of it in the log or any file', async () => {
  cutEchoes(`Bearer ${CUT_KEY}`);
  const server = await startTranscriptServer((req, i) => {
    if (String(req.headers['x-request-id']).endsWith('-preflight')) return OK;
    return cutEchoes(String(req.headers.authorization))[(i - 1) % 4]!;
  });
  try {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 4, warmup: 0}
`);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: CUT_KEY } });
    assert.equal(server.requests.at(-1)?.headers.authorization, `Bearer ${CUT_KEY}`, 'the key was sent, so it could be echoed');
    const texts: Record<string, string> = { stdout: res.stdout, stderr: res.stderr };
    for (const f of ['results.json', 'report.md', 'requests.jsonl']) texts[f] = await readFile(join(dir, 'out', f), 'utf8');
    for (const [where, text] of Object.entries(texts)) {
      for (const piece of CUT_PIECES) assert.ok(!text.includes(piece), `${JSON.stringify(piece)} is in ${where}`);
    }
    const records = texts['requests.jsonl']!.trim().split('\n').map((l) => JSON.parse(l) as { error_kind: string; error_message: string });
    assert.deepEqual(records.map((r) => r.error_kind), ['auth', 'stream_error', 'bad_event', 'auth'], 'each echo took its path');
    for (const r of records) assert.match(r.error_message, /\[redacted\]/, 'the echo was replaced, not dropped with its message');
  } finally {
    await server.close();
  }
});

/** A credential in a base URL's query string, as Azure Functions and Google APIs take one. */
const QUERY_SECRET = 'FNCODE-7d1e4b9a2c';

test('a credential in the base URL\'s query string is sent, but shown as [redacted] in the log, files and comment', async () => {
  const server = await startTranscriptServer(OK);
  try {
    const spec = SPEC(`${server.origin}/v1?api-version=2024-10-21&code=${QUERY_SECRET}&Key=${QUERY_SECRET}`);
    const dir = await tempDir();
    const specPath = await writeSpec(dir, spec);
    const validate = await runCli(['validate', '--spec', specPath], { cwd: dir });
    assert.equal(validate.code, 0, validate.stderr);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: KEY } });
    assert.equal(res.code, 0, res.stderr);
    assert.ok(server.requests.every((r) => r.url === `/v1/chat/completions?api-version=2024-10-21&code=${QUERY_SECRET}&Key=${QUERY_SECRET}`), 'requests carry the URL as written');
    const texts: Record<string, string> = { validate: validate.stdout + validate.stderr, stdout: res.stdout, stderr: res.stderr };
    for (const f of await readdir(join(dir, 'out'))) texts[f] = await readFile(join(dir, 'out', f), 'utf8');
    const run = await runAction({ spec, inputs: { 'api-key': KEY, 'github-token': gh.token }, payload: PR_PAYLOAD, env: { GITHUB_API_URL: gh.url } });
    assert.equal(run.outputs.status, 'pass', run.stdout);
    texts['the Action log'] = run.stdout;
    texts['the job summary'] = run.summary;
    texts['the PR comment'] = gh.comments('acme', 'inference', 7).map((c) => c.body).join('\n');
    for (const [where, text] of Object.entries(texts)) assert.ok(!text.includes(QUERY_SECRET.slice(0, 8)), `the query credential is in ${where}`);
    const results = JSON.parse(texts['results.json']!) as { endpoint: { base_url: string; url: string } };
    assert.equal(results.endpoint.base_url, `${server.origin}/v1?api-version=2024-10-21&code=[redacted]&Key=[redacted]`);
    assert.match(texts['report.md']!, /chat\/completions\?api-version=2024-10-21&code=\[redacted\]&Key=\[redacted\]/);
    assert.match(texts.validate!, /chat\/completions\?api-version=2024-10-21&code=\[redacted\]/);
  } finally {
    await server.close();
  }
});

test('a credential in a custom header is refused, naming the header and where the key goes instead', async () => {
  const dir = await tempDir();
  for (const name of ['Ocp-Apim-Subscription-Key', 'api-key', 'X-Functions-Key', 'x-auth-token', 'Private-Token']) {
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${keyed.url}", model: sim-model, headers: {${name}: plainvalue123}}
workload: {prompt: Hi, max_tokens: 4}
`);
    for (const command of ['validate', 'run']) {
      const res = await runCli([command, '--spec', specPath], { cwd: dir, env: { OPENAI_API_KEY: KEY } });
      assert.equal(res.code, 2, `${command} ${name}: ${res.stdout}${res.stderr}`);
      assert.match(res.stderr, new RegExp(`endpoint\\.headers(\\.${name}|\\["${name}"\\]): the ${name} header would put a credential in the spec file; `
        + `write \`api_key_header: ${name}\` in endpoint to send the key in that header, and put the key in the environment variable OPENAI_API_KEY`));
      assert.ok(!(res.stdout + res.stderr).includes('plainvalue123'), `${command} ${name}: the value was echoed`);
    }
  }
});

test('api_key_header sends the key from api_key_env in a gateway\'s own header, bare, and validate shows only where it comes from', async () => {
  const server = await startTranscriptServer(OK);
  try {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m, api_key_env: GATEWAY_KEY, api_key_header: Ocp-Apim-Subscription-Key}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 2, warmup: 0}
`);
    const env = { GATEWAY_KEY: KEY };
    const validate = await runCli(['validate', '--spec', specPath], { cwd: dir, env });
    assert.equal(validate.code, 0, validate.stderr);
    assert.match(validate.stdout, /headers {3}Ocp-Apim-Subscription-Key: \[from \$GATEWAY_KEY\]/);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env });
    assert.equal(res.code, 0, res.stderr);
    for (const r of server.requests) {
      assert.equal(r.headers['ocp-apim-subscription-key'], KEY);
      assert.equal(r.headers.authorization, undefined, 'the key is not also sent as a bearer token');
    }
    assertNoKey('validate and run', validate.stdout + validate.stderr + res.stdout + res.stderr);
    await assertNoKeyInDir(join(dir, 'out'));
    const framing = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m, api_key_header: Host}
workload: {prompt: Hi}
`, 'framing.yml');
    const refused = await runCli(['validate', '--spec', framing], { cwd: dir, env });
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /endpoint\.api_key_header: Host is a header the HTTP client sets itself/);
  } finally {
    await server.close();
  }
});
