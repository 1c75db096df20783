// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Text from a server or a spec reaches report.md (the PR comment) as inert text: no HTML, links,
 * emphasis, table breaks or mentions, and a server's error body only as a short excerpt. The
 * CLI runs in a child process; report.md is read back with a GFM parser, as GitHub reads it.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startTranscriptServer, type TranscriptServer } from '../helpers/transcript-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { allNodes, parseGfm, tables, textOf } from '../helpers/markdown.js';
import { LINK_BREAK } from '../../src/report/escape.js';
import type { Results } from '../../src/model/results.js';

const MARKUP = '<img src=x onerror=alert(1)> **loud** [click](https://evil.example/x) @octocat #12 | cell';

const servers: { close(): Promise<void> }[] = [];
after(async () => { await Promise.all(servers.map((s) => s.close())); });

/** Pieces of the untrusted strings that must never become markup. */
const PIECES = ['img', 'loud', 'click', 'evil', '<b>', 'y</b>'];

/**
 * Markup nodes made from the untrusted strings: HTML, links, images or emphasis holding one of
 * their pieces. The report's own markup (its bold verdict, the details block) does not count.
 */
function injected(markdown: string): string[] {
  return allNodes(parseGfm(markdown))
    .filter((n) => n.type === 'html' || n.type === 'link' || n.type === 'image' || n.type === 'strong' || n.type === 'emphasis')
    .map((n) => `${n.type}: ${n.type === 'html' ? n.value : textOf(n)}${n.type === 'link' || n.type === 'image' ? ` → ${n.url}` : ''}`)
    .filter((text) => PIECES.some((p) => text.includes(p)));
}

test('a server error body full of markup and mentions ends up in report.md as short, inert text', async () => {
  const server: TranscriptServer = await startTranscriptServer({
    status: 500,
    headers: { 'content-type': 'application/json' },
    steps: [{ write: JSON.stringify({ error: { message: `${MARKUP} ${'A'.repeat(1500)}` } }) }],
  });
  servers.push(server);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m}\nworkload: {prompt: Hi}\n`);
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 3, res.stderr);

  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  assert.ok(results.error?.message.includes(MARKUP), `the server's message is quoted: ${results.error?.message}`);
  assert.ok(!results.error?.message.includes('A'.repeat(300)), `the body is not truncated: ${results.error?.message.length} characters`);

  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.deepEqual(injected(report), []);
  const text = textOf(parseGfm(report));
  assert.ok(text.includes('<img src=x onerror=alert(1)> **loud** [click](https:'), 'shown literally, as the server sent it');
  assert.ok(text.includes(`@${LINK_BREAK}octocat`) && !/@octocat/.test(text), 'the mention cannot notify anyone');
  assert.ok(text.includes(`#${LINK_BREAK}12`), 'the issue reference cannot link');
  assert.ok(!report.includes('A'.repeat(300)));
});

test('objective names and model ids from the spec cannot inject markup, break a table or mention anyone', async () => {
  const sim: Simulator = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, jitter: 0, model: 'm`x`<b>y</b>@team' });
  servers.push(sim);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: "m\`x\`<b>y</b>@team"}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 5, warmup: 0}
slos:
  - name: ${JSON.stringify(MARKUP)}
    thresholds: {ttft_ms: {p50: 0.001}}
`);
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 1, res.stderr + res.stdout);
  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.deepEqual(injected(report), []);
  const failed = tables(parseGfm(report)).find((t) => t.header[0] === 'Objective');
  assert.ok(failed, report);
  assert.equal(failed.rows.length, 1);
  assert.equal(failed.rows[0]?.length, failed.header.length, 'the pipe in the name did not add a cell');
  assert.ok(failed.rows[0]?.[0]?.startsWith('<img src=x onerror=alert(1)> **loud**'), failed.rows[0]?.[0]);
  const text = textOf(parseGfm(report));
  assert.ok(text.includes('m`x`<b>y</b>@team'), 'the model id is shown verbatim, in code');
  assert.ok(!/@octocat/.test(text));
});
