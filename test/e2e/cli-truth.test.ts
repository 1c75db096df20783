// @parallel: asserts no timing; each test starts its own CLI processes and simulator on free ports
/**
 * What the command line says is what it does: a run from flags alone, "did you mean" for a
 * misspelt flag, `-q` and `--help` as documented, and messages that name the real cause. The
 * bundled CLI in a child process against the simulator on loopback.
 */
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { readResults, runCli, simSpec, tempDir, writeSpec } from '../helpers/cli.js';
import type { Results } from '../../src/model/results.js';

/** Fast timings so a level of a few requests takes well under a second. */
const FAST = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 5, outputTokens: 4 };

let sim: Simulator;
before(async () => {
  sim = await startSimulator(FAST);
});
after(async () => {
  await sim.close();
});

/** A spec of a short sweep: tests edit its lines with `.replace`. */
function spec(baseUrl: string, extra = ''): string {
  return simSpec(baseUrl, { maxTokens: 4, concurrency: [1, 2], requests: 5, warmup: 1 }, extra);
}

describe('run from flags alone', () => {
  test('with no spec file, --base-url and --model make the plan; the other flags and defaults the rest', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--base-url', sim.url, '--model', 'sim-model', '--concurrency', '1,2', '--requests', '5', '--warmup', '1', '--max-tokens', '4', '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^PASS: sim-model at /m);
    const r = await readResults(dir);
    assert.deepEqual(r.levels.map((l) => [l.concurrency, l.requests, l.succeeded]), [[1, 5, 5], [2, 5, 5]]);
    assert.equal(r.endpoint.base_url, sim.url);
    // The default objective is judged at both levels: a pass that judged something.
    assert.ok(r.checks.some((c) => c.status === 'pass'), JSON.stringify(r.checks));
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    assert.match(report, /PASS/);
  });

  test('a spec at the default path is still used when it exists', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, '.github'));
    await writeFile(join(dir, '.github', 'llm-slo.yml'), spec(sim.url).replace('concurrency: [1, 2]', 'concurrency: [3]'));
    const res = await runCli(['run', '--model', 'sim-model', '--out', 'out'], { cwd: dir });
    assert.equal(res.code, 0, res.stderr);
    assert.deepEqual((await readResults(dir)).levels.map((l) => l.concurrency), [3]);
  });

  test('with no spec file and no --model, exits 2 naming what is missing and both ways out', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--base-url', sim.url], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /^error: no spec file: \.github\/llm-slo\.yml does not exist, --spec was not given, and a run from flags alone needs --model\./m);
    assert.match(res.stderr, /^hint: Give --spec PATH, or run from flags alone/m);
  });

  test('a named spec file that is missing is still an error, not a run from flags', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--spec', 'nope.yml', '--base-url', sim.url, '--model', 'sim-model'], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /spec file not found: nope\.yml/);
  });
});

describe('flags', () => {
  const cases: Array<[args: string[], message: RegExp]> = [
    [['run', '--concurency', '1,4'], /^error: unknown option "--concurency" for run — did you mean --concurrency\?$/m],
    [['run', '--max-duraton=60'], /^error: unknown option "--max-duraton" for run — did you mean --max-duration\?$/m],
    [['validate', '--spek', 'x.yml'], /^error: unknown option "--spek" for validate — did you mean --spec\?$/m],
    [['simulate', '--max-bacth', '4'], /^error: unknown option "--max-bacth" for simulate — did you mean --max-batch\?$/m],
    [['run', '--zzzzzzzz'], /^error: unknown option "--zzzzzzzz" for run$/m],
  ];
  for (const [args, message] of cases) {
    test(`${args.join(' ')} exits 2 with ${message}`, async () => {
      const dir = await tempDir();
      const res = await runCli(args, { cwd: dir, timeoutMs: 60_000 });
      assert.equal(res.code, 2, res.stderr);
      assert.match(res.stderr, message);
      assert.match(res.stderr, new RegExp(`^hint: Run \`llm-slo-gate ${args[0]} --help\` for the options\\.$`, 'm'));
    });
  }

  test('run --help names every file it writes', async () => {
    const res = await runCli(['run', '--help'], { cwd: await tempDir(), timeoutMs: 60_000 });
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /results\.json, requests\.jsonl, results\.csv and\s+report\.md/);
  });
});

describe('quiet', () => {
  test('-q leaves out the progress lines only: the table, checks, notes and verdict line still print, as the help says', async () => {
    const help = await runCli(['run', '--help'], { cwd: await tempDir(), timeoutMs: 60_000 });
    assert.match(help.stdout, /-q, --quiet\s+no progress lines \(connectivity check, each level as it ends\)/);
    const dir = await tempDir();
    // A baseline the spec names but that does not exist yet is said once, on the verdict's line, with why nothing was compared.
    const specPath = await writeSpec(dir, spec(sim.url, 'baseline:\n  path: missing-baseline.json\n  max_change:\n    tpm: "-50%"\n'));
    const loud = await runCli(['run', '--spec', specPath, '--out', 'loud'], { cwd: dir });
    assert.match(loud.stderr, /^connectivity check: ok/m);
    assert.match(loud.stderr, /^concurrency 1: 5\/5 ok/m);
    const res = await runCli(['run', '--spec', specPath, '--out', 'out', '-q'], { cwd: dir });
    assert.ok(res.code === 0 || res.code === 4, res.stderr);
    assert.doesNotMatch(res.stderr, /connectivity check: ok|^concurrency \d+: /m);
    assert.match(res.stdout, /TTFT p95/);
    assert.match(res.stdout, /^checks: /m);
    assert.match(res.stdout, /^(PASS|INCONCLUSIVE): sim-model at .*[Nn]o baseline yet at missing-baseline\.json, so no change was judged/m);
  });
});

describe('messages that name the real cause', () => {
  test('a wrong path on an OpenAI-style server is a wrong path, not an Anthropic API', async () => {
    const dir = await tempDir();
    const res = await runCli(['run', '--base-url', sim.url.replace(/\/v1$/, '/api'), '--model', 'sim-model', '--concurrency', '1', '--requests', '5', '--out', 'out'], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(res.code, 3, res.stderr);
    assert.match(res.stderr, /not_found/);
    assert.match(res.stderr, /Check endpoint\.base_url/);
    assert.doesNotMatch(res.stderr, /Anthropic/);
  });

  test('503s and resets at a fifth of requests from the lowest level on are not called a connection limit', async () => {
    const faulty = await startSimulator({ ...FAST, outputTokens: 6, fault: '503,reset-after:2', faultRate: 0.2 });
    try {
      const dir = await tempDir();
      const res = await runCli(['run', '--base-url', faulty.url, '--model', 'sim-model', '--concurrency', '1,4', '--requests', '20', '--warmup', '0', '--max-tokens', '6', '--out', 'out'], { cwd: dir });
      assert.notEqual(res.code, 3, res.stderr);
      const r = await readResults(dir);
      const errors = r.levels.map((l) => (l.errors.server_error ?? 0) + (l.errors.stream_reset ?? 0));
      assert.ok(errors[0]! > 0, `failures at concurrency 1: ${JSON.stringify(r.levels.map((l) => l.errors))}`);
      const hints = Object.values(r.hints ?? {}).join('\n');
      assert.doesNotMatch(hints, /keep the sweep below|limits concurrent connections|capacity or quota ran out/);
      assert.match(hints, /the lowest load of the sweep, so it is not a limit reached under load/);
    } finally {
      await faulty.close();
    }
  });

  test('a sweep of rate levels says the knee needs concurrency levels, not that no level ran', async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, spec(sim.url).replace('concurrency: [1, 2]', 'rate: [4, 8]'));
    const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir });
    assert.notEqual(res.code, 3, res.stderr);
    const r = await readResults(dir);
    assert.equal(r.levels.length, 2);
    assert.match(r.knee?.reason ?? '', /^The sweep ran rate levels only \(4, 8 requests\/s\); the knee is found on concurrency levels/);
    assert.doesNotMatch(res.stdout, /No load level was run/);
  });

  test('a spec error points at the spec reference, not at the example as if it had every field', async () => {
    const dir = await tempDir();
    const specPath = await writeSpec(dir, spec(sim.url).replace('requests: 5', 'requests: six'));
    const res = await runCli(['validate', '--spec', specPath], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(res.code, 2, res.stderr);
    assert.match(res.stderr, /^hint: Fix the problem above; every field and the values it takes are in the spec reference \(docs\/spec\.md, "Every field"/m);
    assert.doesNotMatch(res.stderr, /complete spec with every field/);
  });

  test('with --fail-on regression, report.md counts as failed only what the verdict failed', async () => {
    const dir = await tempDir();
    // An SLO no endpoint meets: it fails at both levels, but fail-on regression makes it a warning.
    const specPath = await writeSpec(dir, spec(sim.url, 'slos:\n  - name: impossible\n    thresholds:\n      ttft_ms: {p50: 0.001}\n'));
    const res = await runCli(['run', '--spec', specPath, '--out', 'out', '--fail-on', 'regression'], { cwd: dir });
    assert.notEqual(res.code, 3, res.stderr);
    const r = await readResults(dir);
    assert.equal(r.verdict.failed, 0, JSON.stringify(r.verdict));
    assert.equal(r.verdict.warned, 2, JSON.stringify(r.verdict));
    const report = await readFile(join(dir, 'out', 'report.md'), 'utf8');
    assert.doesNotMatch(report, /\*\*\d+ failed\*\*/);
    assert.match(report, /2 warnings/);
    assert.doesNotMatch(report, /### Failed/);
    assert.match(res.stdout, /checks: \d+ passed, 0 failed, 2 warned/);
  });
});
