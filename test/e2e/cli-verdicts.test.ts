// @parallel: asserts no timing (its servers refuse or fail every request, and its one latency limit is 60 s), so it may run beside other test files (scripts/test.mjs).
/**
 * Verdicts from the command line: "could not measure" (status error, exit 3) is kept apart
 * from "measured, and the gate said no" (status fail, exit 1), an error never passes whatever
 * --fail-on says, and the report names the cause and what to try. A run out of its time budget,
 * which depends on timing, is in cli-budget.test.ts.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startTranscriptServer, typicalStream, type Transcript, type TranscriptServer } from '../helpers/transcript-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';
import { escapeText } from '../../src/report/escape.js';

let keyed: Simulator;
let deadAtTwo: TranscriptServer;
let deadAfterCheck: TranscriptServer;

const OK: Transcript = { steps: typicalStream(['Hello', ' there']) };
const FAILING: Transcript = { status: 503, headers: { 'content-type': 'application/json' }, steps: [{ write: '{"error": {"message": "overloaded"}}' }] };

before(async () => {
  keyed = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, jitter: 0, apiKey: 'sk-right-key-000000000000000000' });
  deadAtTwo = await startTranscriptServer((req) => (String(req.headers['x-request-id']).includes('-c2-') ? FAILING : OK));
  deadAfterCheck = await startTranscriptServer((req) => (String(req.headers['x-request-id']).endsWith('-preflight') ? OK : FAILING));
});
after(async () => {
  await Promise.all([keyed.close(), deadAtTwo.close(), deadAfterCheck.close()]);
});

const spec = (url: string, extra = '') => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 5, warmup: 0}
${extra}`;

async function files(dir: string): Promise<{ results: Results; report: string }> {
  return {
    results: JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results,
    report: await readFile(join(dir, 'out', 'report.md'), 'utf8'),
  };
}

test('a run that cannot measure exits 3, and its report names the cause and what to try', async () => {
  const dir = await tempDir();
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(keyed.url)), '--out', 'out'], { cwd: dir, env: { OPENAI_API_KEY: 'sk-wrong-key-111111111111111111' } });
  assert.equal(res.code, 3);
  assert.match(res.stdout, /^ERROR: /m);
  const { results, report } = await files(dir);
  assert.equal(results.status, 'error');
  assert.match(report, /^\*\*ERROR\*\* · .* · could not measure/m);
  assert.match(report, /The run could not measure the endpoint: The connectivity check to .* failed \(auth\): HTTP 401/);
  assert.match(results.error?.hint ?? '', /OPENAI_API_KEY was set/, 'the hint names the variable that was read');
  assert.ok(report.includes(`**What to try:** ${escapeText(results.error?.hint ?? '', 2000)}`), report);
});

const neverPass: { name: string; args: string[] }[] = [
  { name: 'by default', args: [] },
  { name: 'with --fail-on none', args: ['--fail-on', 'none'] },
];
for (const c of neverPass) {
  test(`every measured request failing after a good connectivity check is an error, never a pass, ${c.name}`, async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', await writeSpec(dir, spec(`${deadAfterCheck.origin}/v1`)), '--out', 'out', ...c.args], { cwd: dir });
    assert.equal(res.code, 3, res.stdout);
    const { results, report } = await files(dir);
    assert.equal(results.status, 'error');
    assert.equal(results.error?.code, 'ENDPOINT_UNUSABLE');
    assert.match(results.error?.message ?? '', /^Every measured request failed \(server_error\)/);
    assert.ok(results.error?.hint, 'a hint for the kind of failure seen');
    assert.ok(report.includes(`**What to try:** ${escapeText(results.error.hint, 2000)}`), report);
  });
}

test('a level where every request failed fails the objective covering it with exit 1, and the terminal says why', async () => {
  const dir = await tempDir();
  const res = await runCli(['run', '--spec', await writeSpec(dir, spec(`${deadAtTwo.origin}/v1`, `slos:
  - name: chat
    thresholds: {ttft_ms: {p50: 60000}}
`)), '--out', 'out', '-q'], { cwd: dir });
  assert.equal(res.code, 1, res.stdout + res.stderr);
  assert.match(res.stdout, /FAIL {2}TTFT p50 at concurrency 2: ttft_ms\.p50 <= 60000 \(objective "chat"\) — no request succeeded at concurrency 2 \(5 of 5 failed: server_error × 5\), so no answer met this limit/);
  const { results, report } = await files(dir);
  assert.equal(results.status, 'fail');
  assert.match(report, /^\*\*FAIL\*\*/m);
  assert.match(report, /No request succeeded at concurrency 2/);
});
