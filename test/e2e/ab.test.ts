/**
 * Same-run A/B end to end: the bundled CLI measures a candidate and a reference simulator, each in
 * its own process, in one run, and judges regressions against the reference's samples. The
 * reference's wiring (its URL, its key, its errors, the Action's inputs), which asserts no
 * timing, is in ab-wiring.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { BASE, SLOWER, abSpec, results, simProcessesForFile } from '../helpers/ab.js';

const { sim, sims } = simProcessesForFile();

test('the same configuration on both sides: no regression, reference figures kept, requests interleaved, baseline file not read', async () => {
  const candidate = await sim(BASE, true);
  const reference = await sim(BASE, true);
  const dir = await tempDir();
  // repeats is set to show it is not used: each level runs once, paired with one reference level.
  const specPath = await writeSpec(dir, abSpec(reference.url).replace('warmup: 1}', 'warmup: 1, repeats: 2}'));
  // Were the stored baseline read, this file would make the comparison `unreadable`.
  await writeFile(join(dir, 'baseline.json'), 'not a results file');

  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', candidate.url, '-q'], { cwd: dir });
  // Never a regression; when a metric is inconclusive at every level, the run says so (exit 4) rather than pass.
  assert.ok(res.code === 0 || res.code === 4, res.stderr + res.stdout);
  const r = await results(dir);
  assert.equal(r.baseline.status, 'compared');
  assert.deepEqual(r.baseline.source, { kind: 'reference', url: `${reference.url}/chat/completions` });
  assert.ok(r.notes.some((n) => n.includes('the stored baseline baseline.json was not read')), r.notes.join('\n'));
  assert.equal(r.reference?.endpoint.base_url, reference.url);
  assert.deepEqual(r.levels.map((l) => [l.concurrency, l.requests, l.repeats]), [[2, 20, undefined], [4, 20, undefined]]);
  assert.ok(r.notes.some((n) => n.includes('sweep.max_requests and sweep.repeats are not used')), r.notes.join('\n'));
  assert.deepEqual(r.reference?.levels.map((l) => [l.concurrency, l.requests, l.samples?.ok.length]), [[2, 20, 20], [4, 20, 20]]);
  const regressions = r.checks.filter((c) => c.kind === 'regression');
  assert.equal(regressions.length, 2 * 2);
  assert.ok(regressions.every((c) => c.status === 'pass' || c.status === 'inconclusive'),
    JSON.stringify(regressions.map((c) => [c.concurrency, c.metric, c.change, c.change_lower, c.change_upper, c.status])));
  assert.ok(regressions.every((c) => typeof c.adjusted_p === 'number'), 'judged from the raw samples of both sides');
  const level4 = r.reference?.levels.find((l) => l.concurrency === 4);
  assert.equal(regressions.find((c) => c.concurrency === 4 && c.metric === 'tpot_ms.p50')?.baseline, level4?.tpot_ms.p50, 'the reference is what changes are against');

  const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
  assert.match(report, /Changes are against the reference endpoint `http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions`/);
  assert.match(report, /### Reference `http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions` \(same run\)/);

  // Interleaving: nearly every request of either side was in flight while one of the other was.
  const [a, b] = await Promise.all([candidate.stop(), reference.stop()]);
  sims.splice(0, 2);
  const spansA = a.spans ?? [];
  const spansB = b.spans ?? [];
  // Connectivity check, warm-ups (which also open the level's connections) and 2 × 20 measured.
  assert.ok(spansA.length >= 43 && spansB.length >= 43, `${spansA.length} and ${spansB.length} requests`);
  const overlaps = (s: [number, number], others: Array<[number, number]>): boolean => others.some((o) => o[0] < s[1] && s[0] < o[1]);
  const sharedA = spansA.filter((s) => overlaps(s, spansB)).length;
  const sharedB = spansB.filter((s) => overlaps(s, spansA)).length;
  // Run one after the other, at most a request or two at the hand-over would overlap.
  assert.ok(sharedA >= 0.85 * spansA.length && sharedB >= 0.85 * spansB.length,
    `overlapping requests: candidate ${sharedA}/${spansA.length}, reference ${sharedB}/${spansB.length}`);
});

test('a candidate with 30 % slower decode than the reference fails as a regression on TPOT', async () => {
  const candidate = await sim(SLOWER);
  const reference = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, abSpec('http://127.0.0.1:9/v1'));
  // The command-line flag overrides reference.base_url.
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', candidate.url, '--reference-url', reference.url, '-q'], { cwd: dir });
  assert.equal(res.code, 1, res.stderr + res.stdout);
  const r = await results(dir);
  assert.deepEqual(r.baseline.source, { kind: 'reference', url: `${reference.url}/chat/completions` });
  const failed = r.checks.filter((c) => c.kind === 'regression' && c.status === 'fail');
  assert.ok(failed.some((c) => c.metric === 'tpot_ms.p50'), JSON.stringify(r.checks));
  for (const c of failed) assert.ok((c.change_lower ?? -Infinity) > 0.1, JSON.stringify(c));
  assert.ok(r.checks.filter((c) => c.kind === 'regression').every((c) => c.objective === 'reference'));
  assert.match(res.stdout, /FAIL\s+TPOT p50 at concurrency \d+ changed \+[\d.]+\s%\s\[[^\]]+\] against the reference \(/);
  assert.match(res.stdout, /baseline: reference http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions \(same run\) compared/);
});
