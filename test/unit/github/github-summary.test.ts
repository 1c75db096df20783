// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STEP_SUMMARY_MAX_BYTES, writeJobSummary } from '../../../src/github/summary.js';

const dir = mkdtempSync(join(tmpdir(), 'llm-slo-gate-summary-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the report is appended to the step summary file, after what the step wrote before', async () => {
  const path = join(dir, 'append.md');
  writeFileSync(path, '# earlier\n');
  const result = await writeJobSummary('**PASS** · report', { GITHUB_STEP_SUMMARY: path });
  assert.deepEqual(result, { written: true, path, bytes: Buffer.byteLength('**PASS** · report\n\n') });
  await writeJobSummary('second spec\n', { GITHUB_STEP_SUMMARY: path });
  assert.equal(readFileSync(path, 'utf8'), '# earlier\n**PASS** · report\n\nsecond spec\n\n');
});

test('outside Actions nothing is written and the reason says so', async () => {
  const result = await writeJobSummary('report', {});
  assert.equal(result.written, false);
  assert.match(result.written ? '' : result.reason, /GITHUB_STEP_SUMMARY is not set/);
});

test('a summary that would pass the 1 MiB step limit is replaced by a short note', async () => {
  const path = join(dir, 'big.md');
  writeFileSync(path, 'x'.repeat(STEP_SUMMARY_MAX_BYTES - 100));
  const result = await writeJobSummary('y'.repeat(200), { GITHUB_STEP_SUMMARY: path });
  assert.equal(result.written, true);
  const text = readFileSync(path, 'utf8');
  assert.ok(Buffer.byteLength(text) <= STEP_SUMMARY_MAX_BYTES);
  assert.match(text, /too large for the job summary/);
  assert.doesNotMatch(text, /y{200}/);
});

test('an unwritable summary path rejects, for the caller to log', async () => {
  await assert.rejects(writeJobSummary('r', { GITHUB_STEP_SUMMARY: join(dir, 'no', 'such', 'dir', 'x.md') }));
});
