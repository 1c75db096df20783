// @parallel: asserts no timing (the bodies each turn sends, the token counts of the answers sent back, the refusals' texts), so it may run beside other test files (scripts/test.mjs).
/**
 * Conversations end to end through the bundled CLI: each turn sends the history back with the
 * answers the server streamed, and the specs that cannot run one are refused. What a prefix cache
 * makes of a conversation's TTFT is in workload-cache.test.ts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startTranscriptServer, typicalStream, type TranscriptServer } from '../helpers/transcript-server.js';
import { results, simProcessesForFile } from '../helpers/ab.js';
import { UNIQUE_PREFIX_PATTERN } from '../../src/workload/source.js';
import { followUp } from '../../src/workload/conversation.js';

const { sim } = simProcessesForFile();

let chat: TranscriptServer;
before(async () => {
  chat = await startTranscriptServer({ steps: typicalStream(['Sure', ', here', ' it is.']) });
});
after(async () => {
  await chat.close();
});

interface SentBody { messages: { role: string; content: string }[] }

test('a conversation sends each turn with the history: the tagged first message, the answers streamed, a follow-up', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${chat.origin}/v1", model: m}
workload: {prompt: "Tell me about tides.", max_tokens: 5, conversation: {turns: 3}}
sweep: {concurrency: [2], requests: 6, warmup: 1}
`);
  const from = chat.requests.length;
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr + res.stdout);
  const measured = chat.requests.slice(from).filter((r) => /-m\d+$/.test(String(r.headers['x-request-id'])));
  assert.equal(measured.length, 6);
  const bodies = measured.map((r) => r.body as SentBody);
  // Sessions are told apart by the tag that opens their first message; each has three turns.
  const sessions = new Map<string, SentBody[]>();
  for (const b of bodies) {
    const tag = UNIQUE_PREFIX_PATTERN.exec(b.messages[0]!.content)?.[0];
    assert.ok(tag !== undefined, JSON.stringify(b.messages[0]));
    sessions.set(tag, [...(sessions.get(tag) ?? []), b]);
  }
  assert.equal(sessions.size, 2);
  for (const turns of sessions.values()) {
    const lengths = turns.map((b) => b.messages.length).sort();
    assert.deepEqual(lengths, [1, 3, 5]);
    const last = turns.find((b) => b.messages.length === 5)!;
    assert.deepEqual(last.messages.map((m) => m.role), ['user', 'assistant', 'user', 'assistant', 'user']);
    assert.match(last.messages[0]!.content, /Tell me about tides\.$/);
    assert.equal(last.messages[1]!.content, 'Sure, here it is.');
    assert.equal(last.messages[2]!.content, followUp(1));
    assert.equal(last.messages[4]!.content, followUp(2));
  }
  const r = await results(dir);
  assert.deepEqual(r.workload.conversation, { turns: 3, think_time_ms: 0 });
  assert.deepEqual(r.levels[0]!.turns?.map((t) => [t.turn, t.requests, t.succeeded]), [[1, 2, 2], [2, 2, 2], [3, 2, 2]]);
  assert.equal(r.levels[0]!.requests, 6);
  const lines = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { turn?: number });
  assert.deepEqual(lines.map((l) => l.turn).sort(), [1, 1, 2, 2, 3, 3]);
});

test('a conversation on anthropic-messages sends the answers back: each turn counts the last answer and follow-up more', async () => {
  const server = await sim({ prefillBaseMs: 4, prefillPerTokenMs: 0, decodeBaseMs: 4, decodePerSeqMs: 0.2, maxBatch: 8, jitter: 0.05, seed: 3 });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.url}", model: sim-model, api: anthropic-messages}
workload: {prompt: "Tell me about tides.", max_tokens: 16, conversation: {turns: 3}}
sweep: {concurrency: [2], requests: 12, warmup: 1}
`);
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
  assert.ok(res.code === 0 || res.code === 4, res.stderr + res.stdout);
  const turns = (await results(dir)).levels[0]!.turns!;
  const input = turns.map((x) => x.input_tokens.mean!);
  // A 16-token answer is at least 64 characters (16 tokens by the simulator's count), the follow-up
  // and two messages' overhead 20 more: without the answer a turn would grow by 20 at most.
  for (let k = 1; k < input.length; k++) assert.ok(input[k]! - input[k - 1]! >= 30, `input tokens by turn: ${input.join(', ')}`);
});

test('a conversation is refused with openai-completions and with rate levels, naming the field and the fix', async () => {
  const dir = await tempDir();
  const completions = await writeSpec(dir, `endpoint: {base_url: "${chat.origin}/v1", model: m, api: openai-completions}
workload: {prompt: Hi, conversation: {turns: 2}}
`, 'completions.yml');
  const a = await runCli(['validate', '--spec', completions], { cwd: dir });
  assert.notEqual(a.code, 0);
  assert.match(a.stderr + a.stdout, /workload\.conversation[\s\S]*openai-completions[\s\S]*use endpoint\.api openai-chat/);
  const rate = await writeSpec(dir, `endpoint: {base_url: "${chat.origin}/v1", model: m}
workload: {prompt: Hi, conversation: {turns: 2}}
sweep: {rate: [2]}
`, 'rate.yml');
  const b = await runCli(['validate', '--spec', rate], { cwd: dir });
  assert.notEqual(b.code, 0);
  assert.match(b.stderr + b.stdout, /workload\.conversation runs at concurrency levels only, and sweep\.rate asks for rate levels \(2 requests\/s\)/);
});
