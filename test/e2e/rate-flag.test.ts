// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The `--rate` and `--max-concurrency` flags and the Action's `rate` and `max-concurrency`
 * inputs, end to end in child processes against the simulator: they replace the spec's rate
 * levels and cap, keep its concurrency levels, and refuse bad values naming the flag, the value
 * and the fix.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { runAction } from '../helpers/action.js';

let sim: Simulator;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 9, outputTokens: 4 });
});
after(async () => {
  await sim.close();
});

function spec(sweep: string): string {
  return `endpoint: {base_url: "${sim.url}", model: sim-model}
workload: {prompt: "Hello there", max_tokens: 4}
sweep: {${sweep}requests: 6, warmup: 1}
`;
}

interface Levels {
  sweep: { concurrency: number[]; rate?: number[]; max_concurrency?: number | null };
  levels: { mode?: string; concurrency: number; rate?: number | null; succeeded: number }[];
}

async function run(sweep: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; results?: Levels }> {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sweep));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--quiet', ...args], { cwd: dir });
  const text = await readFile(join(dir, 'out', 'results.json'), 'utf8').catch(() => undefined);
  return { ...res, results: text === undefined ? undefined : (JSON.parse(text) as Levels) };
}

const shape = (r: Levels | undefined) => r?.levels.map((l) => (l.mode === 'rate' ? `r${l.rate}` : `c${l.concurrency}`));

describe('--rate and --max-concurrency', () => {
  it('replaces the spec\'s rate levels and keeps its concurrency levels', async () => {
    const ran = await run('concurrency: [1], rate: [3], ', ['--rate', '20,40', '--max-concurrency', '3']);
    assert.equal(ran.code, 0, ran.stderr);
    assert.deepEqual(shape(ran.results), ['c1', 'r20', 'r40']);
    assert.deepEqual(ran.results?.sweep.rate, [20, 40]);
    assert.equal(ran.results?.sweep.max_concurrency, 3);
    assert.ok(ran.results!.levels.every((l) => l.succeeded === 6));
    assert.ok(ran.results!.levels.filter((l) => l.mode === 'rate').every((l) => l.concurrency === 3));
  });

  it('on a spec without rate levels, adds them after the spec\'s concurrency levels', async () => {
    const ran = await run('concurrency: [2], ', ['--rate', '25']);
    assert.equal(ran.code, 0, ran.stderr);
    assert.deepEqual(shape(ran.results), ['c2', 'r25']);
  });

  it('on a spec that sets no concurrency levels, runs rate levels only; --concurrency adds them', async () => {
    const only = await run('', ['--rate', '30']);
    assert.equal(only.code, 0, only.stderr);
    assert.deepEqual(shape(only.results), ['r30']);
    const both = await run('', ['--rate', '30', '--concurrency', '1']);
    assert.equal(both.code, 0, both.stderr);
    assert.deepEqual(shape(both.results), ['c1', 'r30']);
  });

  const bad: Array<[args: string[], message: string, hint: string]> = [
    [['--rate', '1,x'], '--rate 1,x: "x" is not a number of requests per second', 'Use a comma-separated list of different levels, each a number greater than 0 and at most 1000 (requests per second), such as --rate 1,2,4.'],
    [['--rate', '0,2'], '--rate 0,2: 0 is not a number greater than 0 and at most 1000', 'such as --rate 1,2,4'],
    [['--rate', '2,2'], '--rate 2,2: 2 is listed twice', 'such as --rate 1,2,4'],
    [['--rate', '5000'], '--rate 5000: 5000 is not a number greater than 0 and at most 1000', 'such as --rate 1,2,4'],
    [['--rate', ''], '--rate "": needs at least one level', 'such as --rate 1,2,4'],
    [['--max-concurrency', '0', '--rate', '2'], '--max-concurrency 0: must be an integer from 1 to 1024', 'Use an integer from 1 to 1024.'],
    [['--max-concurrency', 'lots'], '--max-concurrency "lots": not a whole number', 'e.g. --max-concurrency 32'],
    [['--max-concurrency', '4'], '--max-concurrency 4: applies to rate levels only, and neither the spec (sweep.rate) nor --rate sets any.', 'Give rate levels too, e.g. --rate 1,2,4, or leave --max-concurrency out.'],
  ];
  for (const [args, message, hint] of bad) {
    it(`refuses ${args.join(' ')} with the flag, the value and the fix`, async () => {
      const ran = await run('concurrency: [1], ', args);
      assert.equal(ran.code, 2, ran.stdout + ran.stderr);
      assert.ok(ran.stderr.includes(message), ran.stderr);
      assert.ok(ran.stderr.includes(hint), ran.stderr);
      assert.equal(ran.results, undefined, 'nothing was measured');
    });
  }
});

describe('the rate and max-concurrency Action inputs', () => {
  it('replace sweep.rate and sweep.max_concurrency', async () => {
    const ran = await runAction({ spec: spec('concurrency: [1], '), inputs: { rate: '20', 'max-concurrency': '2', comment: 'false' }, event: 'push' });
    assert.equal(ran.code, 0, ran.stdout);
    const results = JSON.parse(await readFile(ran.outputs['results-path']!, 'utf8')) as Levels;
    assert.deepEqual(shape(results), ['c1', 'r20']);
    assert.equal(results.sweep.max_concurrency, 2);
  });

  it('refuses a bad rate naming the input, the value and the fix', async () => {
    const ran = await runAction({ spec: spec('concurrency: [1], '), inputs: { rate: '1,-2', comment: 'false' }, event: 'push' });
    assert.notEqual(ran.code, 0);
    assert.match(ran.stdout, /input rate 1,-2: "-2" is not a number of requests per second/);
    assert.match(ran.stdout, /such as input rate 1,2,4/);
  });
});
