// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Stopping the command line mid-sweep, as a cancelled workflow does: SIGTERM to the real child
 * process. The run must cancel what is in flight and still leave results.json, requests.jsonl
 * and report.md behind, marked incomplete.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startCli, tempDir, waitFor, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

let sim: Simulator | undefined;
after(async () => { await sim?.close(); });

test('SIGTERM mid-sweep cancels the requests in flight and still writes the partial results, marked incomplete', async () => {
  // About 0.2 s a request, so each level lasts long enough to be interrupted.
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 20, decodePerSeqMs: 0, jitter: 0, maxBatch: 16 });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 10}
sweep: {concurrency: [1, 2, 4], requests: 8, warmup: 0}
`);
  const cli = startCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
  await waitFor(cli.stderr, /concurrency 1: 8\/8 ok/);
  cli.child.kill('SIGTERM');
  const res = await cli.done;

  assert.equal(res.code, 3, 'a cancelled run cannot pass: status error, exit 3');
  assert.match(res.stderr, /SIGTERM: stopping/);
  assert.match(res.stdout, /ERROR \(incomplete\)/);
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  assert.equal(results.incomplete, true);
  assert.equal(results.stop_reason, 'cancelled');
  assert.equal(results.status, 'error');
  assert.equal(results.error?.code, 'CANCELLED');
  assert.match(results.error?.message ?? '', /^The run was cancelled \(SIGTERM\) /);
  assert.ok(results.levels.length >= 1 && results.levels.length < 3, `${results.levels.length} levels`);
  assert.equal(results.levels[0]?.requests, 8);
  assert.ok(results.notes.some((n) => /concurrency (2 and )?4 (was|were) not measured\.$/.test(n)), results.notes.join('\n'));

  const lines = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean; error_kind: string | null; level: number });
  assert.equal(lines.length, results.levels.reduce((n, l) => n + l.requests, 0), 'one line per finished request');
  assert.ok(lines.every((l) => l.ok && l.error_kind === null), 'no cancelled request is written as a failure');
  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.match(report, /\*\*ERROR\*\*.*stopped early/);
  assert.match(report, /cancelled \(SIGTERM\)/);
});

for (const c of [
  { name: 'a rate-only sweep', sweep: 'rate: [2], requests: 8, warmup: 0', after: /connectivity check: ok/ },
  { name: 'a rate level after a concurrency level', sweep: 'concurrency: [1], rate: [2], requests: 8, warmup: 1', after: /concurrency 1: 8\/8 ok/ },
]) {
  test(`SIGINT during a rate level is reported at that rate, in ${c.name}`, async () => {
    sim ??= await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 20, decodePerSeqMs: 0, jitter: 0, maxBatch: 16 });
    const dir = await tempDir();
    const specPath = await writeSpec(dir, `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 10}
sweep: {${c.sweep}}
`);
    const cli = startCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
    await waitFor(cli.stderr, c.after);
    // 8 requests at 2 req/s take about 4 s: 1.5 s in, the level is under way.
    await new Promise((r) => setTimeout(r, 1500));
    cli.child.kill('SIGINT');
    const res = await cli.done;
    assert.equal(res.code, 3, res.stderr);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    assert.equal(results.error?.code, 'CANCELLED');
    const message = results.error?.message ?? '';
    assert.match(message, /^The run was cancelled \(SIGINT\) during 2 req\/s, /, message);
    assert.doesNotMatch(message, /concurrency 256|connectivity check/);
  });
}
