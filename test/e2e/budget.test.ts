/**
 * Budgets and what a run that stops early reports: the whole-run budget, the stall and request
 * timeouts, 429s counted and never retried (within a time). The engine runs with its real client
 * against the simulator or a transcript server on loopback. Levels where everything failed and
 * percentiles from too few samples, which assert no timing, are in failed-levels.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { sse, contentChunk, roleChunk, type Transcript } from '../helpers/transcript-server.js';
import { OK_STREAM, measure, plan, transcriptServersForFile } from '../helpers/engine-runs.js';

const transcripts = transcriptServersForFile();
const sim = simulatorsForFile({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodePerSeqMs: 0, jitter: 0, maxBatch: 64 });

test('when the budget runs out mid-level, the run stops at once and says which level was cut and which were not run', async () => {
  // 16 tokens at 25 ms a step: about 0.4 s a request, so level 1 needs 4 s and the budget allows 1.
  const s = await sim({ decodeBaseMs: 25 });
  const r = await measure(plan(s.url, `workload: {prompt: Hi, max_tokens: 16}
sweep: {concurrency: [1, 2, 4], requests: 10, warmup: 0, max_duration_s: 1}`));
  assert.ok(r.elapsedS < 1.6, `the run took ${r.elapsedS} s with a 1 s budget`);
  const res = r.results;
  assert.equal(res.incomplete, true);
  assert.equal(res.stop_reason, 'budget');
  assert.equal(res.status, 'error');
  assert.equal(res.error?.code, 'BUDGET_EXHAUSTED');
  assert.equal(r.exitCode, 3);
  assert.deepEqual(res.levels.map((l) => l.concurrency), [1], 'the cut level keeps what finished');
  const cut = res.levels[0]!;
  assert.ok(cut.requests >= 1 && cut.requests < 10, `${cut.requests} requests`);
  assert.equal(cut.failed, 0, 'the request cancelled in flight is neither a success nor a failure');
  assert.equal(r.written.length, cut.requests, 'only finished requests are written');
  assert.ok(r.written.every((rec) => rec.error?.kind !== 'cancelled'));
  const note = res.notes.find((n) => n.includes('max_duration_s')) ?? '';
  // Almost always a request is in flight when the budget runs out; on a slow machine the budget
  // once ran out just as the 2nd request ended, before the 3rd was sent, and then none is cancelled.
  assert.match(note, new RegExp(`^The run's time budget of 1 s \\(sweep\\.max_duration_s\\) ran out during concurrency 1, after ${cut.requests} of 10 measured requests( \\(1 request in flight was cancelled and is not counted\\))?; concurrency 2 and 4 were not measured\\.$`));
  assert.equal(res.error?.message, note);
  assert.match(res.error?.hint ?? '', /Raise sweep\.max_duration_s/);
  assert.equal(res.sweep.max_duration_s, 1);
});

test('a budget that runs out during a warm-up lists that level as not measured', async () => {
  const s = await sim({ decodeBaseMs: 25 });
  const r = await measure(plan(s.url, `workload: {prompt: Hi, max_tokens: 16}
sweep: {concurrency: [1, 2], requests: 3, warmup: 5, max_duration_s: 0.6}`));
  assert.deepEqual(r.results.levels, []);
  assert.equal(r.results.status, 'error');
  assert.equal(r.results.error?.code, 'BUDGET_EXHAUSTED');
  assert.equal(r.results.error?.message,
    "The run's time budget of 0.6 s (sweep.max_duration_s) ran out during the warm-up of concurrency 1, before any of its measured requests; concurrency 1 and 2 were not measured.");
  assert.equal(r.written.length, 0);
});

test('a failed check stands when the run stops early: the verdict is fail, and the run is still marked incomplete', async () => {
  const s = await sim({ decodeBaseMs: 5 });
  const r = await measure(plan(s.url, `workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 40, warmup: 0, max_duration_s: 1}
slos:
  - thresholds: {ttft_ms: {p50: 0.001}}`));
  const res = r.results;
  assert.ok(res.levels[0]!.succeeded >= 5, `${res.levels[0]!.succeeded} successes`);
  assert.equal(res.status, 'fail');
  assert.equal(r.exitCode, 1);
  assert.equal(res.error, null);
  assert.equal(res.incomplete, true);
  assert.ok(res.notes.some((n) => /ran out during concurrency 1/.test(n)), res.notes.join('\n'));
  // The level never started is not judged as passed: its objective has no check there at all
  // (nor the default success-rate objective, which passes at the level measured).
  assert.deepEqual(res.checks.map((c) => [c.objective, c.concurrency, c.status]), [['SLO 1', 1, 'fail'], ['default success rate', 1, 'pass']]);
});

test('a caller\'s abort cancels the run and names what cancelled it', async () => {
  const s = await sim({ decodeBaseMs: 25 });
  const controller = new AbortController();
  const r = await measure(plan(s.url, `workload: {prompt: Hi, max_tokens: 16}
sweep: {concurrency: [2, 4], requests: 10, warmup: 0}`), {
    signal: controller.signal,
    // At concurrency 2 both streams start together and end together: when the first two have
    // been handed over, the next ones are on the wire (a third may have ended at the same chunk).
    onEvent: (e) => { if (e.type === 'level-progress' && e.finished === 2) controller.abort('SIGTERM'); },
  });
  assert.ok(r.elapsedS < 2, `${r.elapsedS} s`);
  assert.equal(r.results.stop_reason, 'cancelled');
  assert.equal(r.results.error?.code, 'CANCELLED');
  assert.match(r.results.error?.message ?? '', /^The run was cancelled \(SIGTERM\) during concurrency 2, after 2 of 10 measured requests \(\d requests? in flight (was|were) cancelled and (is|are) not counted\); concurrency 4 was not measured\.$/);
  assert.equal(r.results.levels[0]?.requests, 2);
});

const STALLING: Transcript = { steps: [{ write: sse(roleChunk()) }, { write: sse(contentChunk('Hel')) }], end: false };
const TRICKLING: Transcript = { steps: [{ write: sse(roleChunk()) }, ...Array.from({ length: 30 }, () => ({ write: sse(contentChunk('x')), delayMs: 50 }))] };

const timeouts: { name: string; transcript: Transcript; endpoint: string; kind: string; withinS: number }[] = [
  { name: 'a stream that stops sending is cut by the stall timeout', transcript: STALLING, endpoint: 'stall_timeout_s: 0.3, timeout_s: 60', kind: 'stream_stalled', withinS: 1.5 },
  { name: 'a stream slower than the request timeout is cut by it, however steadily it trickles', transcript: TRICKLING, endpoint: 'stall_timeout_s: 5, timeout_s: 0.4', kind: 'timeout', withinS: 1.2 },
];
for (const c of timeouts) {
  test(c.name, async () => {
    const server = await transcripts(() => c.transcript);
    const p = resolvePlan(parseSpec(`endpoint: {base_url: "${server.origin}/v1", model: m, ${c.endpoint}}
workload: {prompt: Hi}
sweep: {concurrency: [1], requests: 2, warmup: 0}`, 'spec.yml'), {});
    const r = await measure(p);
    assert.ok(r.elapsedS < c.withinS, `took ${r.elapsedS} s`);
    assert.equal(r.results.status, 'error');
    assert.equal(r.results.preflight?.error_kind, c.kind);
    assert.match(r.results.error?.message ?? '', new RegExp(`\\(${c.kind}\\)`));
  });
}

test('429s are counted under rate_limited and never retried, whatever Retry-After says', async () => {
  const limited: Transcript = {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '30' },
    steps: [{ write: JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }) }],
  };
  // The connectivity check and every other measured request succeed; the rest are refused.
  const server = await transcripts((id) => (/-m\d*[13579]$/.test(id) ? limited : OK_STREAM));
  const r = await measure(plan(`${server.origin}/v1`, `workload: {prompt: Hi}
sweep: {concurrency: [2], requests: 10, warmup: 1}`));
  assert.ok(r.elapsedS < 5, `took ${r.elapsedS} s: a Retry-After was honoured`);
  // Warm-up: 2 at once, since the pool held 1 of the level's 2 connections.
  assert.equal(server.requests.length, 1 + 2 + 10, 'connectivity check, warm-up, measured: nothing sent twice');
  const level = r.results.levels[0]!;
  assert.deepEqual(level.errors, { rate_limited: 5 });
  assert.equal(level.succeeded, 5);
  assert.equal(level.success_rate, 0.5);
  // Half the requests refused fails the default success-rate objective, whose reason names the kind and status.
  assert.equal(r.results.status, 'fail');
  assert.deepEqual(r.results.checks.map((c) => [c.objective, c.status, c.actual, c.reason]), [['default success rate', 'fail', 0.5, '5/10 ok: 5 rate_limited (429)']]);
});
