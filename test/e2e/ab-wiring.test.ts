// @parallel: asserts no timing (where the reference comes from, which key each side is sent, the errors that name the reference), so it may run beside other test files (scripts/test.mjs).
/**
 * Same-run A/B end to end, the reference's wiring: the bundled CLI and Action against a candidate
 * and a reference simulator, each in its own process. Regression detection against the reference
 * is in ab.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { runAction } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';
import { BASE, abSpec, results, simProcessesForFile } from '../helpers/ab.js';

const { sim } = simProcessesForFile();

test('an unreachable reference is its own error naming the reference, and nothing is measured', async () => {
  const candidate = await sim(BASE);
  const dir = await tempDir();
  const specPath = await writeSpec(dir, abSpec('http://127.0.0.1:9/v1'));
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
  const specPath = await writeSpec(dir, abSpec(reference.url, ', api_key_env: REF_KEY').replace('model: sim-model}', 'model: sim-model, api_key_env: CAND_KEY}'));
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
    spec: `${abSpec('http://127.0.0.1:9/v1').replace('concurrency: [2, 4], requests: 20', 'concurrency: [2], requests: 10')}gate: {on_inconclusive: pass}\n`,
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
  const scenarios = abSpec(reference.url).replace('concurrency: [2, 4], requests: 20', 'concurrency: [2], requests: 10')
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
