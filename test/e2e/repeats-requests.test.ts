// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * A repeated sweep (`sweep.repeats`) must not resend its first pass: every later pass carries
 * the pass in its request ids (and so in the unique prefix) and takes its own prompt-set slots,
 * while the first pass stays what a run without repeats sends. End to end: the bundled CLI in
 * a child process against a transcript server that records every request body.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startTranscriptServer, typicalStream, type TranscriptServer } from '../helpers/transcript-server.js';
import { UNIQUE_PREFIX_PATTERN, uniquePrefix } from '../../src/workload/source.js';

let chat: TranscriptServer;
before(async () => { chat = await startTranscriptServer({ steps: typicalStream(['a', 'b', 'c']) }); });
after(async () => { await chat.close(); });

const PROMPTS = Array.from({ length: 30 }, (_, i) => ({ prompt: `prompt number ${i}` }));

interface Sent { id: string; prefix: string; text: string }
interface Line { level: number; id: string; pass?: number }

async function runOnce(dir: string, sweep: string): Promise<{ sent: Sent[]; lines: Line[] }> {
  const from = chat.requests.length;
  const yaml = `endpoint:\n  base_url: ${chat.origin}/v1\n  model: m\nworkload:\n  max_tokens: 5\n  prompts: prompts/set.jsonl\n  seed: 7\nsweep:\n  concurrency: [1, 2]\n  requests: 4\n  warmup: 1\n${sweep}`;
  const specPath = await writeSpec(dir, yaml);
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  assert.equal(res.code, 0, res.stderr);
  const sent = chat.requests.slice(from).map((r) => {
    const body = r.body as { messages: { role: string; content: string }[] };
    const content = body.messages.find((m) => m.role === 'user')!.content;
    const m = UNIQUE_PREFIX_PATTERN.exec(content);
    return { id: String(r.headers['x-request-id']), prefix: m?.[0] ?? '', text: m ? content.slice(m[0].length) : content };
  });
  const lines = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Line);
  return { sent, lines };
}

test('a second pass sends new ids, new prefixes and new prompts; the first pass is the run without repeats', async () => {
  const dir = await tempDir();
  await mkdir(join(dir, 'prompts'));
  await writeFile(join(dir, 'prompts', 'set.jsonl'), PROMPTS.map((p) => JSON.stringify(p)).join('\n') + '\n');
  const once = await runOnce(dir, '');
  const twice = await runOnce(dir, '  repeats: 2\n');

  // Without repeats requests.jsonl has no pass field; with them every line names its pass.
  assert.ok(once.lines.every((l) => !('pass' in l)), JSON.stringify(once.lines[0]));
  assert.equal(twice.lines.length, 16, '2 levels × 4 requests × 2 passes');
  assert.deepEqual(twice.lines.map((l) => `${l.level}:${l.pass}`).sort(), [...['1:1', '1:2', '2:1', '2:2'].flatMap((k) => [k, k, k, k])].sort());
  const pairs = twice.lines.map((l) => `${l.level} ${l.id}`);
  assert.equal(new Set(pairs).size, pairs.length, 'no (level, id) pair appears twice');
  for (const l of twice.lines) {
    if (l.pass === 2) assert.match(l.id, /^[0-9a-f]{8}-c\d+-p2-m\d+$/, l.id);
    else assert.match(l.id, /^[0-9a-f]{8}-c\d+-m\d+$/, l.id);
  }

  // Every request went out with its own prefix, which holds its id.
  const measured = (s: Sent[]) => s.filter((r) => /-m\d+$/.test(r.id));
  const prefixes = twice.sent.map((r) => r.prefix);
  assert.equal(new Set(prefixes).size, prefixes.length);
  twice.sent.forEach((r) => assert.equal(r.prefix, uniquePrefix(r.id)));

  // Pass 1 sends exactly the prompts of the run without repeats, level by level.
  const textsOf = (s: Sent[], pass2: boolean, level: string) => measured(s).filter((r) => r.id.includes(`-${level}-`) && r.id.includes('-p2-') === pass2)
    .sort((a, b) => Number(/m(\d+)$/.exec(a.id)![1]) - Number(/m(\d+)$/.exec(b.id)![1])).map((r) => r.text);
  for (const level of ['c1', 'c2']) {
    assert.deepEqual(textsOf(twice.sent, false, level), textsOf(once.sent, false, level), level);
    // Pass 2 walks the prompt set further: none of its prompts is one pass 1 sent at that level.
    const first = new Set(textsOf(twice.sent, false, level));
    const second = textsOf(twice.sent, true, level);
    assert.equal(second.length, 4);
    assert.ok(second.every((t) => !first.has(t)), `${level}: pass 1 ${[...first].join(', ')}; pass 2 ${second.join(', ')}`);
  }
});
