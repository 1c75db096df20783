/**
 * Same-run A/B end to end: the bundled CLI measures a candidate and a reference simulator, each in
 * its own process, in one run, and judges regressions against the reference's samples.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SimConfigInput } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { startSimProcess, type SimProcess } from '../helpers/sim-process.js';
import { runAction } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';

// Decode steps long enough (12 ms) that timer lateness on a busy machine stays small beside them.
const BASE: SimConfigInput = { prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 12, decodePerSeqMs: 0.5, maxBatch: 8, jitter: 0, seed: 3 };
const SLOWER: SimConfigInput = { ...BASE, decodeBaseMs: 12 * 1.3, decodePerSeqMs: 0.5 * 1.3 };

const sims: SimProcess[] = [];
after(async () => { await Promise.all(sims.map((s) => s.stop())); });

async function sim(config: SimConfigInput, spans = false): Promise<SimProcess> {
  const s = await startSimProcess(config, { spans });
  sims.push(s);
  return s;
}

// Regression detection is under test here, not the self-check: a busy machine must not turn the
// levels client-bound and the checks into "no data".
function spec(referenceUrl: string, extra = ''): string {
  return `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
reference: {base_url: "${referenceUrl}"${extra}}
workload: {prompt: "Say hello.", max_tokens: 16}
sweep: {concurrency: [1, 4], requests: 20, warmup: 1}
baseline:
  path: baseline.json
  judge_client_bound: true
  max_change:
    tpot_ms.p50: "+10%"
    e2e_ms.p50: "+10%"
`;
}

async function results(dir: string, out = 'out'): Promise<Results> {
  return JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
}

test('the same configuration on both sides: no regression, reference figures kept, requests interleaved, baseline file not read', async () => {
  const candidate = await sim(BASE, true);
  const reference = await sim(BASE, true);
  const dir = await tempDir();
  // repeats is set to show it is not used: each level runs once, paired with one reference level.
  const specPath = await writeSpec(dir, spec(reference.url).replace('warmup: 1}', 'warmup: 1, repeats: 2}'));
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
  assert.deepEqual(r.levels.map((l) => [l.concurrency, l.requests, l.repeats]), [[1, 20, undefined], [4, 20, undefined]]);
  assert.ok(r.notes.some((n) => n.includes('sweep.max_requests and sweep.repeats are not used')), r.notes.join('\n'));
  assert.deepEqual(r.reference?.levels.map((l) => [l.concurrency, l.requests, l.samples?.ok.length]), [[1, 20, 20], [4, 20, 20]]);
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
  const specPath = await writeSpec(dir, spec('http://127.0.0.1:9/v1'));
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

test('an unreachable reference is its own error naming the reference, and nothing is measured', async () => {
  const candidate = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec('http://127.0.0.1:9/v1'));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--base-url', candidate.url, '-q'], { cwd: dir });
  assert.equal(res.code, 3, res.stderr + res.stdout);
  assert.match(res.stderr, /error: The connectivity check to the reference endpoint http:\/\/127\.0\.0\.1:9\/v1\/chat\/completions \(reference\.base_url\) failed \(connect\): Could not reach the endpoint: connection refused[^\n]*\. Nothing was measured/);
  const r = await results(dir);
  assert.equal(r.status, 'error');
  assert.equal(r.levels.length, 0);
  assert.equal(r.preflight?.ok, true, 'the candidate itself answered');
  assert.equal(r.reference?.preflight?.ok, false);
});

test('each endpoint is sent the key from its own api_key_env', async () => {
  const candidate = await sim({ ...BASE, apiKey: 'candidate-key-1' });
  const reference = await sim({ ...BASE, apiKey: 'reference-key-2' });
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(reference.url, ', api_key_env: REF_KEY').replace('model: sim-model}', 'model: sim-model, api_key_env: CAND_KEY}'));
  const args = ['run', '--spec', specPath, '--out', 'out', '--base-url', candidate.url, '--concurrency', '1', '--requests', '5', '-q'];
  const ok = await runCli(args, { cwd: dir, env: { CAND_KEY: 'candidate-key-1', REF_KEY: 'reference-key-2' } });
  // Both sides measured; a p50 change needs 10 requests a side, so 5 leave every change unjudged: inconclusive.
  assert.equal(ok.code, 4, ok.stderr + ok.stdout);

  // The reference's key wrong: the reference is named, with its own variable in the hint.
  const bad = await runCli(args, { cwd: dir, env: { CAND_KEY: 'candidate-key-1', REF_KEY: 'wrong-key-3' } });
  assert.equal(bad.code, 3, bad.stderr + bad.stdout);
  assert.match(bad.stderr, /connectivity check to the reference endpoint http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions \(reference\.base_url\) failed \(auth\)/);
  assert.match(bad.stderr, /REF_KEY/);
  assert.ok(!`${bad.stderr}${bad.stdout}`.includes('wrong-key-3'), 'the key is never printed');
});

test('the Action takes the reference from its reference-url input and reports against it', async () => {
  const candidate = await sim(BASE);
  const reference = await sim(BASE);
  const run = await runAction({
    // 10 requests may leave a change inconclusive at the one level; this test is about where the reference comes from.
    spec: `${spec('http://127.0.0.1:9/v1').replace('concurrency: [1, 4], requests: 20', 'concurrency: [2], requests: 10')}gate: {on_inconclusive: pass}\n`,
    event: 'workflow_dispatch',
    inputs: { 'base-url': candidate.url, 'reference-url': reference.url, comment: 'false' },
  });
  assert.equal(run.code, 0, run.stdout);
  assert.match(run.summary, /Changes are against the reference endpoint `http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions`, measured in this run/);
  const r = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
  assert.equal(r.reference?.endpoint.base_url, reference.url);
  assert.equal(r.reference?.levels.length, 1);
});

test('in the Action, every scenario of a spec with a reference sends the reference its key', async () => {
  const candidate = await sim({ ...BASE, apiKey: 'shared-key-4' });
  const reference = await sim({ ...BASE, apiKey: 'shared-key-4' });
  // 10 requests may leave a change inconclusive at the one level; this test is about the keys.
  const scenarios = spec(reference.url).replace('concurrency: [1, 4], requests: 20', 'concurrency: [2], requests: 10')
    + 'gate: {on_inconclusive: pass}\nscenarios:\n  - name: short\n';
  const run = await runAction({
    spec: scenarios,
    event: 'workflow_dispatch',
    inputs: { 'base-url': candidate.url, comment: 'false' },
    env: { OPENAI_API_KEY: 'shared-key-4' },
  });
  assert.equal(run.code, 0, run.stdout);
  const r = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'short', 'results.json'), 'utf8')) as Results;
  assert.equal(r.reference?.preflight?.ok, true, JSON.stringify(r.reference?.preflight));
  assert.deepEqual(r.baseline.source, { kind: 'reference', url: `${reference.url}/chat/completions` });
  // `::add-mask::` is how a step asks the runner to hide a value; the runner never shows it.
  const shown = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n');
  assert.ok(!shown.includes('shared-key-4'), 'the key is never printed');
});
