// @parallel: asserts no timing (the budget-cut scenario cannot finish in any case), so it may run beside other test files (scripts/test.mjs).
/**
 * The CLI and the Action run a spec through the one engine (src/engine/run-spec.ts): what they
 * used to do differently, they now do alike.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runAction } from '../helpers/action.js';
import { runCli, tempDir } from '../helpers/cli.js';

let sim: Simulator;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
});
after(async () => {
  await sim.close();
});

// `cut` asks for far more requests than its own 0.5 s cap lets finish: it stops early, so it cannot be a baseline.
const scenariosSpec = (url: string): string => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], requests: 3, warmup: 0}
scenarios:
  - name: up
  - name: cut
    sweep: {requests: 5000, max_duration_s: 0.5}
`;

test('a baseline that cannot be refreshed fails the Action step, as it fails the CLI, after the others are written', async () => {
  // fail-on-error: false lets the unfinished scenario pass the step: only the refusal can fail it.
  const action = await runAction({ spec: scenariosSpec(sim.url), event: 'push', inputs: { 'update-baseline': 'true', 'fail-on-error': 'false' } });
  assert.notEqual(action.code, 0, action.stdout);
  assert.match(action.stdout, /baseline of up written to /);
  assert.match(action.stdout, /::error::Not writing \.github\/llm-slo-baseline-cut\.json: this run (could not measure|stopped before)/);
  await stat(join(action.workspace, '.github', 'llm-slo-baseline-up.json'));
  await assert.rejects(stat(join(action.workspace, '.github', 'llm-slo-baseline-cut.json')));
  // The report went out all the same.
  assert.match(await readFile(action.outputs['report-path']!, 'utf8'), /Scenario `cut`/);

  const dir = await tempDir();
  await writeFile(join(dir, 'spec.yml'), scenariosSpec(sim.url));
  const cli = await runCli(['run', '--spec', 'spec.yml', '--out', 'out', '-q', '--update-baseline'], { cwd: dir });
  assert.equal(cli.code, 3, cli.stderr);
  assert.match(cli.stderr, /baseline of up written to /);
  assert.match(cli.stderr, /Not writing \.github\/llm-slo-baseline-cut\.json: this run (could not measure|stopped before)/);
  assert.match(cli.stdout, /Scenarios:/);
});

test('the single-run Action names a rate level by its rate, as the scenario path does', async () => {
  const run = await runAction({ spec: `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1], rate: [20], max_concurrency: 4, requests: 3, warmup: 0}
`, event: 'push' });
  assert.equal(run.code, 0, run.stdout);
  assert.match(run.stdout, /^concurrency 1: 3\/3 ok$/m);
  assert.match(run.stdout, /^rate 20 req\/s: 3\/3 ok$/m);
  assert.doesNotMatch(run.stdout, /^concurrency 4:/m);
});
