// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Picking each scenario's baseline out of a results artifact zip (built with fflate, as GitHub
 * serves one), and a single run's pick passing over combined results.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { zipSync, strToU8 } from 'fflate';
import { readScenarioEntries } from '../../../src/github/artifact-scenarios.js';
import { readResultsEntry } from '../../../src/io/results-zip.js';

const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));

/** A combined results.json naming `chat` (with results) and `rag` (not run). */
const COMBINED = JSON.stringify({
  kind: 'scenarios',
  scenarios: [
    { name: 'chat', status: 'pass', results: { from: 'combined chat' } },
    { name: 'rag', status: 'not_run', results: null },
  ],
});

test('a scenario\'s own file wins, nearest the root; else its combined entry; else why not', () => {
  const reads = readScenarioEntries(zip({
    'out/results.json': COMBINED,
    'out/deep/chat/results.json': '{"deep":true}',
    'out/chat/results.json': '{"own":true}',
    'report.md': '#',
  }), ['chat', 'rag', 'code']);
  assert.deepEqual(reads.get('chat'), { kind: 'file', entry: 'out/chat/results.json', text: '{"own":true}' });
  assert.deepEqual(reads.get('rag'), { kind: 'absent', reason: 'it has no rag/results.json, and scenario rag was not run in that run, so its out/results.json holds no results for it' });
  assert.deepEqual(reads.get('code'), { kind: 'absent', reason: 'it has no code/results.json, and its out/results.json has no scenario code (it has chat, rag)' });

  const combinedOnly = readScenarioEntries(zip({ 'results.json': COMBINED }), ['chat']);
  assert.deepEqual(combinedOnly.get('chat'), { kind: 'embedded', entry: 'results.json', results: { from: 'combined chat' } });
});

test('a zip of a single run\'s results, a broken zip and an oversized file each say what is wrong', () => {
  const single = readScenarioEntries(zip({ 'results.json': '{"levels":[]}', 'report.md': '#' }), ['chat']);
  assert.deepEqual(single.get('chat'), { kind: 'absent', reason: 'it has no chat/results.json and no combined results.json (it holds results.json, report.md)' });
  const broken = readScenarioEntries(strToU8('<html>not a zip</html>'), ['chat']).get('chat');
  assert.equal(broken?.kind, 'unreadable');
  assert.match(broken?.kind === 'unreadable' ? broken.problem : '', /^it is not a readable zip archive/);
  const big = readScenarioEntries(zip({ 'chat/results.json': ' '.repeat(5000) }), ['chat'], 1000).get('chat');
  assert.deepEqual(big, { kind: 'unreadable', entry: 'chat/results.json', problem: 'its chat/results.json is 5000 bytes uncompressed, more than the 1000 bytes read' });
});

test('a refused entry is passed over for the next, and the reasons are listed when all are', () => {
  const files = zip({ 'results.json': COMBINED, 'nested/results.json': '{"single":true}' });
  const refuseCombined = (_entry: string, text: string) => (text.includes('"kind":"scenarios"') ? 'is combined' : undefined);
  assert.deepEqual(readResultsEntry(files, ['results.json'], undefined, refuseCombined), { ok: true, entry: 'nested/results.json', text: '{"single":true}' });
  assert.deepEqual(readResultsEntry(zip({ 'results.json': COMBINED }), ['results.json'], undefined, refuseCombined), { ok: false, problem: 'its results.json is combined' });
});
