/**
 * The runner's self-check: a level where the measuring process itself was busy is flagged
 * client-bound, and a regression is not called there.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { clientCheck } from '../src/metrics/client-check.js';
import { run } from '../src/engine/run.js';
import { parseSpec } from '../src/spec/load.js';
import { resolvePlan } from '../src/spec/plan.js';
import { startSimProcess, type SimProcess } from './helpers/sim-process.js';
import { OpenAIChatClient } from '../src/client/index.js';

test('a loop delay that is a material share of the ITL flags the level; scheduling noise does not', () => {
  const sample = (loopDelayP99Ms: number, cpuShare = 0.2) => ({ loopDelayP99Ms, loopDelayMaxMs: loopDelayP99Ms, cpuShare, wallMs: 1000 });
  assert.equal(clientCheck(sample(5), 16, 200).bound, true);
  assert.match(clientCheck(sample(5), 16, 200).reason ?? '', /5\.0 ms late at p99, 31 % of the ITL p50/);
  assert.equal(clientCheck(sample(0.8), 2, 200).bound, false, 'below the 1 ms floor');
  assert.equal(clientCheck(sample(1.2), 16, 200).bound, false, 'under 10 % of ITL');
  assert.equal(clientCheck(sample(0.5, 0.95), 16, 200).bound, true, 'a full core');
  assert.equal(clientCheck(sample(30), null, 100).bound, true, 'TTFT is the scale without ITL');
});

// The simulator runs in its own process: in this one, its timers would load the very event
// loop whose delay is being judged.
let sim: SimProcess;
before(async () => {
  // A 150 ms decode step puts the limit at 15 ms of loop delay: far above what a busy shared
  // machine causes (a few ms), far below what the test hook causes (60 ms per request).
  sim = await startSimProcess({ prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 150, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 2 });
});
after(async () => { await sim.stop(); });

function plan(gate = '') {
  return resolvePlan(parseSpec(`endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "hi", max_tokens: 5}
sweep: {concurrency: [4], requests: 8, warmup: 1}
${gate}`, 'spec.yml'), {});
}
const direct = (endpoint: ConstructorParameters<typeof OpenAIChatClient>[0], options: ConstructorParameters<typeof OpenAIChatClient>[1]) => new OpenAIChatClient(endpoint, { ...options, env: {} });

/** Blocks the event loop for `ms`, as a busy runner would. */
function burn(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* busy */ }
}

test('a clean run is not flagged client-bound', async () => {
  const { results } = await run({ plan: plan(), apiKey: undefined, createClient: direct });
  const [level] = results.levels;
  assert.ok(level?.client, 'the level was watched');
  assert.equal(level.client.bound, false, level.client.reason ?? '');
  assert.ok(!results.notes.some((n) => n.startsWith('Client-bound')));
});

test('a run whose event loop is blocked is flagged client-bound, and a regression there is not called', async () => {
  const { results: baseline } = await run({ plan: plan(), apiKey: undefined, createClient: direct });
  let busy: NodeJS.Timeout | undefined;
  const gate = 'baseline: {path: base.json, max_change: {itl_ms.p50: "+5%", e2e_ms.p50: "+5%"}}';
  const { results } = await run({
    plan: plan(gate),
    apiKey: undefined,
    createClient: direct,
    baseline: { status: 'loaded', path: 'base.json', results: baseline },
    // The test hook: a busy runner, blocking the loop for 40 ms out of every 60 ms while the
    // level runs (started when the level starts, so the connectivity check is unaffected).
    onEvent: (e) => {
      if (e.type === 'level-start' && busy === undefined) busy = setInterval(() => burn(40), 20);
    },
  }).finally(() => clearInterval(busy));
  const [level] = results.levels;
  assert.equal(level?.client?.bound, true, JSON.stringify(level?.client));
  assert.ok(results.notes.some((n) => n.startsWith('Client-bound')), results.notes.join('\n'));
  const regressions = results.checks.filter((c) => c.kind === 'regression');
  assert.ok(regressions.length > 0);
  for (const c of regressions) {
    assert.equal(c.status, 'no_data');
    assert.match(c.reason ?? '', /measuring client was busy/);
  }
  assert.notEqual(results.status, 'fail', 'the runner\'s delay is not the server\'s regression');
});
