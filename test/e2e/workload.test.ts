// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Workloads end to end: the bundled CLI in a child process against a transcript server that
 * records every request body, or the simulator; prompt sets in a seeded order, the unique
 * prefix, images in each API's shape, extra body fields, synthetic prompt lengths, and the
 * errors for bad workload files.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir, symlink } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startTranscriptServer, typicalStream, type TranscriptServer } from '../helpers/transcript-server.js';
import { UNIQUE_PREFIX_PATTERN, uniquePrefix } from '../../src/workload/source.js';
import { syntheticPrompt, SYNTHETIC_INSTRUCTION } from '../../src/workload/synthetic.js';
import { sniffMediaType } from '../../src/workload/images.js';
import { checkBaselineCompatible } from '../../src/gate/baseline-compat.js';
import type { Results } from '../../src/model/results.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a JPEG file (JFIF). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const FAST = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0.1, maxBatch: 8, jitter: 0, seed: 3 };

const SET = [
  { prompt: 'alpha' },
  { prompt: 'bravo', max_tokens: 3 },
  { messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'charlie' }] },
  { prompt: 'delta' },
  { prompt: 'echo' },
];

let chat: TranscriptServer;
let sim: Simulator;

before(async () => {
  chat = await startTranscriptServer({ steps: typicalStream(['a', 'b', 'c']) });
  sim = await startSimulator(FAST);
});
after(async () => {
  await chat.close();
  await sim.close();
});

/** A folder holding the prompt set (with a blank line) and the images. */
async function workspace(): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'prompts'));
  await writeFile(join(dir, 'prompts', 'set.jsonl'), SET.map((l) => JSON.stringify(l)).join('\n') + '\n\n');
  await writeFile(join(dir, 'chart.png'), PNG);
  await writeFile(join(dir, 'photo.jpg'), JPEG);
  return dir;
}

function spec(baseUrl: string, workload: string, api = 'openai-chat', sweep = 'concurrency: [1]\n  requests: 7\n  warmup: 1'): string {
  return `endpoint:\n  base_url: ${baseUrl}\n  model: sim-model\n  api: ${api}\nworkload:\n  max_tokens: 5\n${workload}\nsweep:\n  ${sweep}\n`;
}

interface SentBody { messages: { role: string; content: unknown }[]; max_tokens: number; [key: string]: unknown }

/** Runs the CLI against the chat transcript server; returns the bodies it received and the results. */
async function runAgainst(dir: string, workload: string): Promise<{ bodies: SentBody[]; ids: string[]; results: Results }> {
  const from = chat.requests.length;
  const specPath = await writeSpec(dir, spec(`${chat.origin}/v1`, workload));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  const received = chat.requests.slice(from);
  return { bodies: received.map((r) => r.body as SentBody), ids: received.map((r) => String(r.headers['x-request-id'])), results };
}

/** The first user message's text with its unique prefix, if any, split off. */
function split(body: SentBody): { prefix: string | undefined; text: string } {
  const first = body.messages.find((m) => m.role === 'user')!;
  const content = typeof first.content === 'string' ? first.content : (first.content as { type: string; text?: string }[])[0]!.text!;
  const m = UNIQUE_PREFIX_PATTERN.exec(content);
  return { prefix: m?.[0], text: m ? content.slice(m[0].length) : content };
}

test('two runs with the same seed send the same prompts in the same order; another seed changes the order', async () => {
  const dir = await workspace();
  const a = await runAgainst(dir, '  prompts: prompts/set.jsonl\n  seed: 7');
  assert.match(await readFile(join(dir, 'out', 'report.md'), 'utf8'), /- Workload: prompt set `prompts\/set\.jsonl` \(5 prompts, seed 7\), sha256 `[0-9a-f]{12}`, max_tokens 5/);
  const b = await runAgainst(dir, '  prompts: prompts/set.jsonl\n  seed: 7');
  const c = await runAgainst(dir, '  prompts: prompts/set.jsonl\n  seed: 8');
  // Connectivity check + 1 warm-up + 7 measured.
  assert.equal(a.bodies.length, 9);
  const texts = (r: { bodies: SentBody[] }) => r.bodies.map((body) => split(body).text);
  assert.deepEqual(texts(a), texts(b));
  assert.notDeepEqual(texts(a), texts(c));
  // The measured requests walk a shuffled pass over all five prompts, then start a new pass.
  const measured = texts(a).slice(2);
  assert.deepEqual([...new Set(measured.slice(0, 5))].sort(), ['alpha', 'bravo', 'charlie', 'delta', 'echo']);

  // The prefix differs per request and per run, and holds the request id sent in x-request-id.
  const prefixes = [...a.bodies, ...b.bodies].map((body) => split(body).prefix);
  assert.ok(prefixes.every((p) => p !== undefined), 'every request carries a prefix');
  assert.equal(new Set(prefixes).size, prefixes.length);
  a.bodies.forEach((body, i) => assert.equal(split(body).prefix, uniquePrefix(a.ids[i]!), `request ${i}`));

  // A line's own max_tokens replaces workload.max_tokens; the system message of a line is kept.
  for (const body of a.bodies.slice(1)) {
    const text = split(body).text;
    assert.equal(body.max_tokens, text === 'bravo' ? 3 : 5, text);
    if (text === 'charlie') assert.deepEqual(body.messages[0], { role: 'system', content: 'Be brief.' });
  }

  // Results describe the set; the digest leaves the prefix out, so baselines match on the same set.
  assert.equal(a.results.workload.source, 'prompt_set');
  assert.deepEqual({ ...a.results.workload.prompt_set, sha256: undefined }, { path: 'prompts/set.jsonl', sha256: undefined, prompts: 5 });
  assert.equal(a.results.workload.unique_prefix, true);
  assert.equal(a.results.workload.prompt_sha256, b.results.workload.prompt_sha256);
  assert.deepEqual(checkBaselineCompatible(b.results, a.results), { ok: true });
  await writeFile(join(dir, 'prompts', 'set.jsonl'), SET.slice(0, 4).map((l) => JSON.stringify(l)).join('\n'));
  const d = await runAgainst(dir, '  prompts: prompts/set.jsonl\n  seed: 7');
  const compat = checkBaselineCompatible(d.results, a.results);
  assert.equal(compat.ok, false);
  assert.match(JSON.stringify(compat), /prompt differs/);
});

test('unique_prefix: false sends the prompt as written; extra_body fields arrive at the top level', async () => {
  const dir = await workspace();
  const r = await runAgainst(dir, '  prompt: Hello there\n  unique_prefix: false\n  extra_body: {ignore_eos: true, top_k: 1}');
  for (const body of r.bodies) {
    assert.deepEqual(body.messages, [{ role: 'user', content: 'Hello there' }]);
    assert.equal(body.ignore_eos, true);
    assert.equal(body.top_k, 1);
    assert.equal(body.stream, true);
  }
  assert.equal(r.results.workload.unique_prefix, false);
  assert.deepEqual(r.results.workload.extra_body_keys, ['ignore_eos', 'top_k']);
  assert.equal(r.results.workload.source, 'prompt');
});

test('images arrive on the last user message as OpenAI image_url data URLs', async () => {
  const dir = await workspace();
  const r = await runAgainst(dir, '  messages:\n    - {role: user, content: first}\n    - {role: assistant, content: ok}\n    - {role: user, content: Describe these.}\n  images: [chart.png, photo.jpg]');
  for (const body of r.bodies) {
    assert.match(String(body.messages[0]!.content), /^ [a-z]+ [a-z]+ \[[0-9a-f]{8}-.+\]\nfirst$/);
    assert.deepEqual(body.messages[2], {
      role: 'user',
      content: [
        { type: 'text', text: 'Describe these.' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG.toString('base64')}` } },
        { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${JPEG.toString('base64')}` } },
      ],
    });
  }
  assert.deepEqual(r.results.workload.images?.map((i) => [i.path, i.media_type, i.bytes]), [['chart.png', 'image/png', PNG.length], ['photo.jpg', 'image/jpeg', JPEG.length]]);
});

test('images arrive as Anthropic base64 image blocks', async () => {
  const dir = await workspace();
  const server = await startTranscriptServer({ steps: typicalStream(['a']) });
  try {
    const specPath = await writeSpec(dir, spec(`${server.origin}/v1`, '  prompt: What is this?\n  images: [chart.png]\n  extra_body: {top_k: 5}', 'anthropic-messages'));
    // The transcript speaks OpenAI's stream, so the run itself fails; the request it sent is what is checked.
    await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env: { ANTHROPIC_API_KEY: 'x' } });
    const body = server.requests[0]!.body as SentBody;
    assert.equal(body.top_k, 5);
    const content = body.messages[0]!.content as { type: string; text?: string; source?: unknown }[];
    assert.match(content[0]!.text ?? '', /^ [a-z]+ [a-z]+ \[[0-9a-f]{8}-preflight\]\nWhat is this\?$/);
    assert.deepEqual(content[1], { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG.toString('base64') } });
  } finally {
    await server.close();
  }
});

test('openai-completions gets the prefixed prompt set text and the extra body fields', async () => {
  const dir = await workspace();
  const server = await startTranscriptServer({ steps: typicalStream(['a']) });
  try {
    const specPath = await writeSpec(dir, spec(`${server.origin}/v1`, '  prompts: prompts/set.jsonl\n  extra_body: {ignore_eos: true}', 'openai-completions'));
    // The transcript speaks chat chunks, so the run itself fails; the request it sent is what is checked.
    await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
    const body = server.requests[0]!.body as { prompt: string; ignore_eos: unknown; messages?: unknown };
    assert.equal(body.ignore_eos, true);
    assert.equal(body.messages, undefined);
    // The tag opens the first user message, which follows a system message's text.
    const tag = new RegExp(UNIQUE_PREFIX_PATTERN.source.slice(1), 'm');
    assert.match(body.prompt, tag);
    assert.ok(['alpha', 'bravo', 'delta', 'echo', 'Be brief.\n\ncharlie'].includes(body.prompt.replace(tag, '')), body.prompt);
  } finally {
    await server.close();
  }
});

test('synthetic prompts land within 15 % of the target input tokens on the simulator', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url, '  synthetic: {input_tokens: 2000, count: 4}', 'openai-chat', 'concurrency: [2]\n  requests: 6\n  warmup: 0'));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  const measured = results.levels[0]!.input_tokens.p50!;
  assert.ok(Math.abs(measured - 2000) / 2000 <= 0.15, `measured ${measured} input tokens for a target of 2000`);
  assert.equal(results.workload.synthetic_input_tokens, 2000);
  assert.equal(results.workload.source, 'synthetic');
  assert.ok(results.notes.some((n) => /aimed at 2000 input tokens; the server counted \d+/.test(n)), results.notes.join('\n'));
});

test('a server counting far fewer input tokens than the synthetic target gets a note saying so', async () => {
  const dir = await tempDir();
  const server = await startTranscriptServer({ steps: typicalStream(['a', 'b'], { promptTokens: 700 }) });
  try {
    const specPath = await writeSpec(dir, spec(`${server.origin}/v1`, '  synthetic: {input_tokens: 1000}', 'openai-chat', 'concurrency: [1]\n  requests: 3\n  warmup: 0'));
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stderr, /note: Synthetic prompts aimed at 1000 input tokens, but the server counted 700 \(median, -30\.0 %\), more than 15 % off/);
  } finally {
    await server.close();
  }
});

test('a synthetic prompt has one word per target token after the instruction, the same for the same seed', () => {
  const text = syntheticPrompt(1000, 1, 0);
  assert.ok(text.startsWith(SYNTHETIC_INSTRUCTION));
  const words = text.slice(SYNTHETIC_INSTRUCTION.length).split(' ');
  assert.equal(words.length, 1000 - Math.ceil(SYNTHETIC_INSTRUCTION.length / 4));
  assert.ok(words.every((w) => /^[a-z]{3}$/.test(w)));
  assert.equal(syntheticPrompt(1000, 1, 0), text);
  assert.notEqual(syntheticPrompt(1000, 2, 0), text);
  assert.notEqual(syntheticPrompt(1000, 1, 1), text);
});

test('bad workload files are refused naming the file, the line or field, and the fix', async () => {
  const dir = await workspace();
  await writeFile(join(dir, 'prompts', 'bad.jsonl'), '{"prompt": "ok"}\n\n{"prompt": "x", "max_tokens": 0}\n{"promt": "typo"}\nnot json\n');
  await writeFile(join(dir, 'notes.png'), 'just text, not an image');
  await writeFile(join(dir, 'huge.png'), Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]));
  const cases: { workload: string; api?: string; want: RegExp[] }[] = [
    { workload: '  prompts: prompts/bad.jsonl', want: [/prompts\/bad\.jsonl:3: "max_tokens" is 0; use a whole number from 1 to 32768/, /prompts\/bad\.jsonl:4: unknown field "promt"/, /prompts\/bad\.jsonl:5: not valid JSON/, /hint: Each line of a prompt set is one JSON object/] },
    { workload: '  prompts: prompts/missing.jsonl', want: [/workload\.prompts: prompts\/missing\.jsonl does not exist/, /relative to the working directory/] },
    { workload: '  prompt: Hi\n  images: [notes.png]', want: [/workload\.images\[0\]: notes\.png is not a PNG, JPEG, GIF or WebP image \(its first bytes are 6a 75 73/, /Convert the file to PNG or JPEG/] },
    { workload: '  prompt: Hi\n  images: [huge.png]', want: [/workload\.images\[0\]: huge\.png is 5,242,881 bytes, more than the 5,242,880 allowed/, /Scale the image down/] },
    { workload: '  prompt: Hi\n  images: [chart.png]', api: 'openai-completions', want: [/workload\.images: cannot be sent with endpoint\.api openai-completions/] },
    { workload: '  prompt: Hi\n  extra_body: {stream: false}', want: [/workload\.extra_body\.stream: `stream` is set by the tool itself and cannot be replaced; remove it from extra_body/] },
    { workload: '  prompt: Hi\n  synthetic: {input_tokens: 100}', want: [/workload\.synthetic: has both `prompt` and `synthetic`; keep only one/] },
  ];
  for (const c of cases) {
    const specPath = await writeSpec(dir, spec('http://127.0.0.1:9/v1', c.workload, c.api));
    const res = await runCli(['validate', '--spec', specPath], { cwd: dir });
    assert.equal(res.code, 2, `${c.workload}\n${res.stdout}${res.stderr}`);
    for (const want of c.want) assert.match(res.stderr, want, c.workload);
  }
});

test('the media type is read from the first bytes, whatever the file is called', () => {
  assert.equal(sniffMediaType(PNG), 'image/png');
  assert.equal(sniffMediaType(JPEG), 'image/jpeg');
  assert.equal(sniffMediaType(Buffer.from('GIF89a\x01\x00', 'latin1')), 'image/gif');
  assert.equal(sniffMediaType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')), 'image/webp');
  assert.equal(sniffMediaType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')), undefined);
  assert.equal(sniffMediaType(new Uint8Array(0)), undefined);
});

test('workload files outside the working directory, devices and pipes are refused unread, in validate and run', async () => {
  const parent = await tempDir();
  const dir = join(parent, 'repo');
  await mkdir(join(dir, 'prompts'), { recursive: true });
  // A file the spec must not reach, holding a line that a parse error would quote.
  const MARKER = 'OUTSIDE-FILE-CONTENT-7f3a';
  await writeFile(join(parent, 'outside.jsonl'), `${MARKER} not json\n`);
  await symlink(join(parent, 'outside.jsonl'), join(dir, 'prompts', 'link.jsonl'));
  execFileSync('mkfifo', [join(dir, 'prompts', 'pipe.jsonl')]);
  execFileSync('mkfifo', [join(dir, 'pipe.png')]);
  const cases: { workload: string; cwd?: string; want: RegExp[] }[] = [
    { workload: '  prompts: ../outside.jsonl', want: [/workload\.prompts: \.\.\/outside\.jsonl is outside the working directory/, /copy the file into it/] },
    { workload: `  prompts: ${join(parent, 'outside.jsonl')}`, want: [/workload\.prompts: \S+outside\.jsonl is outside the working directory/] },
    { workload: '  prompts: prompts/link.jsonl', want: [/workload\.prompts: prompts\/link\.jsonl is outside the working directory \(it leads to \S+outside\.jsonl\)/] },
    { workload: '  prompts: /proc/self/environ', want: [/workload\.prompts: \/proc\/self\/environ is outside the working directory/] },
    { workload: '  prompts: prompts/pipe.jsonl', want: [/workload\.prompts: prompts\/pipe\.jsonl is a pipe \(FIFO\), not a regular file/] },
    { workload: '  prompt: Hi\n  images: [chart.png, pipe.png]', want: [/workload\.images\[1\]: pipe\.png is a pipe \(FIFO\), not a regular file/] },
    { workload: '  prompts: prompts', want: [/workload\.prompts: prompts is a directory, not a regular file/] },
    // Run from /dev, a device is inside the working directory, so only its type refuses it.
    { workload: '  prompts: zero', cwd: '/dev', want: [/workload\.prompts: zero is a device, not a regular file/] },
    { workload: '  prompt: Hi\n  images: [urandom]', cwd: '/dev', want: [/workload\.images\[0\]: urandom is a device, not a regular file/] },
  ];
  await writeFile(join(dir, 'chart.png'), PNG);
  for (const c of cases) {
    const specPath = await writeSpec(dir, spec(`${chat.origin}/v1`, c.workload));
    for (const command of [['validate', '--spec', specPath], ['run', '--spec', specPath, '--out', join(parent, 'out')]]) {
      const res = await runCli(command, { cwd: c.cwd ?? dir, env: { ENV_MARKER: MARKER, OPENAI_API_KEY: 'sk-x' }, timeoutMs: 60_000 });
      const printed = res.stdout + res.stderr;
      assert.equal(res.code, 2, `${command[0]} ${c.workload}\n${printed}`);
      for (const want of c.want) assert.match(res.stderr, want, `${command[0]} ${c.workload}`);
      assert.ok(!printed.includes(MARKER.slice(0, 8)), `${command[0]} ${c.workload}: the file's content was printed`);
    }
  }
});
