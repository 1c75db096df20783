// @parallel: asserts no timing (what a level where every request failed, or too few succeeded, is judged and says), so it may run beside other test files (scripts/test.mjs).
/**
 * Levels that cannot be judged as measured: every request failed, or too few succeeded for a
 * percentile. The engine runs with its real client against a transcript server or the simulator
 * on loopback; the limits are far from the figures, so no assertion depends on timing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { simulatorsForFile } from '../helpers/simulators.js';
import type { Transcript, TranscriptServer } from '../helpers/transcript-server.js';
import { OK_STREAM, measure, plan, transcriptServersForFile } from '../helpers/engine-runs.js';

const transcripts = transcriptServersForFile();
const sim = simulatorsForFile({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodePerSeqMs: 0, jitter: 0, maxBatch: 64 });

/** Every measured request at concurrency 2 gets a 500; everything else succeeds. */
async function deadAtTwo(): Promise<TranscriptServer> {
  const failing: Transcript = { status: 500, headers: { 'content-type': 'application/json' }, steps: [{ write: '{"error": {"message": "out of memory"}}' }] };
  return transcripts((id) => (id.includes('-c2-') ? failing : OK_STREAM));
}

test('a level where every request failed fails every objective that applies there, and says why', async () => {
  const server = await deadAtTwo();
  const r = await measure(plan(`${server.origin}/v1`, `workload: {prompt: Hi}
sweep: {concurrency: [1, 2], requests: 5, warmup: 0}
slos:
  - name: chat
    thresholds: {ttft_ms: {p50: 60000}}`));
  const res = r.results;
  assert.equal(res.status, 'fail');
  assert.equal(r.exitCode, 1);
  const chat = res.checks.filter((c) => c.objective === 'chat');
  assert.deepEqual(chat.map((c) => [c.concurrency, c.status, c.actual === null]), [[1, 'pass', false], [2, 'fail', true]]);
  assert.equal(chat[1]?.reason, 'no request succeeded at concurrency 2 (5 of 5 failed: server_error × 5), so no answer met this limit');
  // The default success-rate objective fails there too, with the measured 0.
  assert.deepEqual(res.checks.filter((c) => c.objective === 'default success rate').map((c) => [c.concurrency, c.status, c.actual]), [[1, 'pass', 1], [2, 'fail', 0]]);
  assert.ok(res.notes.includes('No request succeeded at concurrency 2 (5 of 5 failed: server_error × 5). The 2 checks that apply there fail, since no answer met them.'),
    res.notes.join('\n'));
});

test('with the default objective removed, a failed level no objective covers leaves the verdict alone but is never passed over in silence', async () => {
  const server = await deadAtTwo();
  const r = await measure(plan(`${server.origin}/v1`, `workload: {prompt: Hi}
sweep: {concurrency: [1, 2], requests: 5, warmup: 0}
gate: {min_success_rate: false}
slos:
  - at: {concurrency: 1}
    thresholds: {ttft_ms: {p50: 60000}}`));
  assert.equal(r.results.status, 'pass');
  assert.ok(r.results.notes.some((n) => n.startsWith('No request succeeded at concurrency 2 (5 of 5 failed: server_error × 5). No objective applies to this level')),
    r.results.notes.join('\n'));
});

test('a percentile from too few successes is no data, and the check says how many samples it needs', async () => {
  const s = await sim({ decodeBaseMs: 1 });
  const r = await measure(plan(s.url, `workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: 6, warmup: 0}
slos:
  - thresholds: {ttft_ms: {p95: 1, p50: 60000}}`));
  const res = r.results;
  assert.equal(res.levels[0]?.ttft_ms.p95, null);
  assert.equal(res.levels[0]?.ttft_ms.note, 'p90 needs at least 10, p95 at least 20 and p99 at least 100 samples; there were 6');
  const p95 = res.checks.find((c) => c.metric === 'ttft_ms.p95');
  assert.equal(p95?.status, 'no_data');
  assert.equal(p95?.reason, 'TTFT p95 needs at least 20 samples and concurrency 1 had 6, too few to say anything about that tail; raise sweep.requests to judge it');
  assert.equal(res.checks.find((c) => c.metric === 'ttft_ms.p50')?.status, 'pass');
  // The p95 limit was judged at no level: the run is not a pass, and says which limit and why.
  assert.equal(res.status, 'inconclusive');
  assert.equal(r.exitCode, 4);
  assert.match(res.verdict.reason ?? '', /^judged at no level: ttft_ms\.p95 <= 1: (at concurrency 1: )?TTFT p95 needs at least 20 samples/);
  assert.equal(res.verdict.unverified, 1);
});
