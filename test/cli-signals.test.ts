/**
 * Stopping the command line mid-sweep, as a cancelled workflow does: SIGTERM to the real child
 * process. The run must cancel what is in flight and still leave results.json, requests.jsonl
 * and report.md behind, marked incomplete.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../src/sim/index.js';
import { startCli, tempDir, waitFor, writeSpec } from './helpers/cli.js';
import type { Results } from '../src/model/results.js';

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
