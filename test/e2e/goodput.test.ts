// Runs alone (not @parallel): its in-process simulator must keep a 150 ms TTFT bound apart from 40 ms answers; beside a busy round its timers ran over 110 ms late.
/**
 * Goodput and SLO attainment end to end through the bundled command line: per-request bounds in
 * the spec, per-level `good_requests`, `goodput` and `slo_attainment` in results.json, an SLO on
 * attainment that fails where the simulator queues, the knee chosen by attainment, the terminal
 * table, report.md and results.csv; and the Action's step summary. The spec errors for a goodput
 * limit without bounds are in goodput-refusals.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import type { CliResult } from '../helpers/cli.js';
import { goodputSpec, runSpec as run } from '../helpers/goodput.js';
import { checkResults } from '../../src/io/results-check.js';
import { runAction } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';

// Two sequences decode at once, 40 ms a step, 6 tokens an answer: at concurrency 1 and 2 a
// request starts at once (TTFT ≈ 40 ms); at 4, requests wait for a running answer (up to
// 240 ms) to finish before their first token. A 150 ms TTFT bound splits the two.
const SIM = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 40, decodePerSeqMs: 0, maxBatch: 2, jitter: 0, seed: 5, outputTokens: 6 };

let sim: Simulator;
before(async () => {
  sim = await startSimulator(SIM);
});
after(async () => {
  await sim.close();
});

const spec = (rest: string): string => goodputSpec(sim.url, rest);

describe('goodput and SLO attainment', () => {
  let res: CliResult;
  let results: Results;
  let report: string;
  let csv: string[];
  before(async () => {
    const ran = await run(spec(`goodput:
  ttft_ms: 150
  e2e_ms: 5000
slos:
  - name: attained
    thresholds:
      slo_attainment: {min: 0.9}
      goodput: {min: 0.5}
knee:
  min_slo_attainment: 0.9
`));
    res = ran.res;
    results = JSON.parse(await readFile(join(ran.dir, 'out', 'results.json'), 'utf8')) as Results;
    report = await readFile(join(ran.dir, 'out', 'report.md'), 'utf8');
    csv = (await readFile(join(ran.dir, 'out', 'results.csv'), 'utf8')).trim().split('\n');
  });

  it('counts, per level, the requests within every bound, per second and as a share of those sent', () => {
    assert.deepEqual(results.goodput_bounds, { ttft_ms: 150, e2e_ms: 5000 });
    const byLevel = new Map(results.levels.map((l) => [l.concurrency, l]));
    for (const c of [1, 2]) {
      const l = byLevel.get(c)!;
      assert.equal(l.good_requests, 8, `concurrency ${c}: every request starts at once`);
      assert.equal(l.slo_attainment, 1);
    }
    const queued = byLevel.get(4)!;
    assert.ok(queued.good_requests! <= 6, `at concurrency 4 the waiting requests miss the TTFT bound: ${queued.good_requests} of 8 good`);
    for (const l of results.levels) {
      assert.equal(l.slo_attainment, l.good_requests! / l.requests);
      assert.ok(Math.abs(l.goodput! - l.good_requests! / l.duration_s) < 1e-9, 'goodput is good requests over the level\'s measured window, as qps');
      assert.ok(l.goodput! <= l.qps);
    }
    const checked = checkResults(results);
    assert.equal(checked.ok, true, checked.ok ? '' : JSON.stringify(checked.problems));
  });

  it('gates on attainment like any rate, and fails the run where it drops', () => {
    assert.equal(res.code, 1, res.stderr);
    const attainment = results.checks.filter((c) => c.metric === 'slo_attainment');
    assert.deepEqual(attainment.map((c) => [c.concurrency, c.status]), [[1, 'pass'], [2, 'pass'], [4, 'fail']]);
    const goodput = results.checks.filter((c) => c.metric === 'goodput');
    assert.deepEqual(goodput.map((c) => [c.concurrency, c.status]), results.levels.map((l) => [l.concurrency, l.goodput! >= 0.5 ? 'pass' : 'fail']));
    assert.deepEqual(goodput.map((c) => c.actual), results.levels.map((l) => l.goodput));
    assert.match(res.stdout, /FAIL {2}SLO attainment at concurrency 4 is \d+(\.\d+)?\s%; the minimum is 90\s%/);
  });

  it('chooses the knee as the highest concurrency whose attainment stays at the minimum', () => {
    assert.equal(results.knee?.reached, true);
    assert.equal(results.knee?.concurrency, 2);
    assert.equal(results.knee?.recommended_concurrency, 1);
    assert.equal(results.knee?.min_slo_attainment, 0.9);
    assert.match(results.knee?.reason ?? '', /SLO attainment stays at or above 90\s% up to concurrency 2 \(100\s% \(8 of 8 requests within the goodput bounds\)\) and falls to .* at concurrency 4/);
  });

  it('shows goodput and attainment in the terminal table and the report', () => {
    const header = res.stdout.split('\n').find((l) => l.trimStart().startsWith('conc'));
    assert.match(header ?? '', /goodput\s+attained$/);
    const row = res.stdout.split('\n').find((l) => /^\s*1\s+8\/8/.test(l));
    assert.match(row ?? '', /100\.0%$/);
    assert.match(report, /\| Concurrency \| QPS \|.*\| Success \| Goodput \| SLO attained \|/);
    assert.match(report, /\| 1 \|.*\| 100\s% \(8\/8\) \|$/m);
    assert.match(report, /\| 4 \|.*\| \*\*\d+(\.\d+)?\s% \(\d\/8\)\*\* \|$/m, 'the failed attainment cell is bold');
    assert.match(report, /Goodput: successful requests per second that met every per-request bound/);
    // The goodput columns, where they were added (the server's own figures came after them).
    const at = csv[0]!.split(',').indexOf('good_requests');
    assert.deepEqual(csv[0]!.split(',').slice(at, at + 3), ['good_requests', 'goodput', 'slo_attainment']);
    assert.deepEqual(csv[1]!.split(',').slice(at, at + 3), ['8', String(Math.round(results.levels[0]!.goodput! * 1000) / 1000), '1']);
  });
});

describe('through the Action', () => {
  it('a push run writes goodput and attainment in the step summary, and sends max_completion_tokens to a model that needs it', async () => {
    const strict = await startSimulator({ ...SIM, requireMaxCompletionTokens: true });
    try {
      const run = await runAction({
        event: 'push',
        payload: { ref: 'refs/heads/main' },
        // One level: the summary's goodput columns, its cells and the retry's note are what this
      // test reads, and a level at concurrency 1 shows them all.
      spec: spec(`goodput: {ttft_ms: 150}
slos:
  - at: {concurrency: [1]}
    thresholds: {slo_attainment: {min: 0.9}}
`).replace(sim.url, strict.url).replace('concurrency: [1, 2, 4]', 'concurrency: [1]'),
      });
      assert.equal(run.code, 0, run.stdout);
      assert.equal(run.outputs.status, 'pass');
      assert.match(run.summary, /\| Success \| Goodput \| SLO attained \|/);
      assert.match(run.summary, /\| 1 \|.*\| 100\s% \(8\/8\) \|$/m);
      assert.match(run.summary, /The server rejected max\\?_tokens \(HTTP 400\): the connectivity check was retried with max\\?_completion\\?_tokens/);
    } finally {
      await strict.close();
    }
  });
});
