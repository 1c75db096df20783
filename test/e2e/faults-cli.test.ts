// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Faults end to end through the bundled command line in a child process: a failed connectivity
 * check exits 3 with the kind, the message and the hint printed, and still writes results.json
 * and report.md; faults at a rate are counted per level with their hint; the simulator's fault
 * flags are validated with the fix in the message.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SimConfigInput } from '../../src/sim/index.js';
import { simulatorsForFile } from '../helpers/simulators.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';

const KEY = 'sk-fault-cli-9d2b7e41c0';
const FAST: SimConfigInput = { prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, maxBatch: 8, jitter: 0, seed: 5, outputTokens: 6 };

function spec(baseUrl: string): string {
  return `endpoint:
  base_url: ${baseUrl}
  model: sim-model
  api_key_env: GATE_FAULT_KEY
  timeout_s: 60
workload:
  prompt: Say something.
  max_tokens: 6
sweep:
  concurrency: [1, 4]
  requests: 20
  warmup: 0
`;
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  results: { status: string; error: { code: string; message: string; hint: string | null } | null; preflight: { error_kind: string | null } | null; levels: { concurrency: number; errors: Record<string, number> }[] };
  report: string;
  /** Every file written and everything printed, to search for the key. */
  everything: string;
}

/** Runs `run` against `baseUrl` with the key set, and reads back what it wrote. */
async function runAgainst(baseUrl: string, env: Record<string, string> = { GATE_FAULT_KEY: KEY }): Promise<Ran> {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(baseUrl));
  const res = await runCli(['run', '--spec', specPath, '--out', 'out'], { cwd: dir, env });
  const out = join(dir, 'out');
  const files = await readdir(out);
  const texts = await Promise.all(files.map((f) => readFile(join(out, f), 'utf8')));
  return {
    ...res,
    results: JSON.parse(await readFile(join(out, 'results.json'), 'utf8')),
    report: await readFile(join(out, 'report.md'), 'utf8'),
    everything: [res.stdout, res.stderr, ...texts].join('\n'),
  };
}

const sim = simulatorsForFile(FAST);

describe('a fault that fails the connectivity check', () => {
  const cases: Array<[fault: string, kind: string, hint: RegExp]> = [
    ['401', 'auth', /GATE_FAULT_KEY was set and sent as "Authorization: Bearer <key>"/],
    ['anthropic', 'auth', /The server refused the key/],
    ['404', 'not_found', /endpoint\.model \(an id listed by GET \/v1\/models\)/],
    ['refuse', 'connect', /No connection could be made to http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions/],
    ['not-streaming', 'not_streaming', /ignored "stream": true/],
    ['html', 'server_error', /HTML error page comes from a proxy/],
  ];
  for (const [fault, kind, hint] of cases) {
    it(`exits 3 for --fault ${fault} with ${kind}, its hint, and still writes results.json and report.md`, async () => {
      const s = await sim({ fault });
      const ran = await runAgainst(s.url);
      assert.equal(ran.code, 3, ran.stderr);
      assert.match(ran.stderr, new RegExp(`error: The connectivity check to .* failed \\(${kind}\\)`));
      assert.match(ran.stderr, /hint: /);
      assert.match(ran.stderr, hint);
      assert.equal(ran.results.status, 'error');
      assert.equal(ran.results.error?.code, 'ENDPOINT_UNUSABLE');
      assert.equal(ran.results.preflight?.error_kind, kind);
      assert.match(ran.results.error?.hint ?? '', hint);
      assert.match(ran.report, /could not measure/i);
      assert.ok(!ran.everything.includes(KEY), 'the key appears in an output');
      assert.doesNotMatch(ran.stderr, /\n\s+at .*\(.*:\d+:\d+\)/, 'a stack trace was printed');
    });
  }

  it('says the key variable was not set when it is missing', async () => {
    const s = await sim({ fault: '401' });
    const ran = await runAgainst(s.url, {});
    assert.equal(ran.code, 3);
    assert.match(ran.results.error?.hint ?? '', /GATE_FAULT_KEY was not set \(or empty\) in this environment/);
  });
});

describe('faults at a rate', () => {
  // With seed 5 the first draw is above 0.3, so the connectivity check gets through.
  it('measures through --fault 503 --fault-rate 0.3, counting server_error per level with its hint in the report', async () => {
    const s = await sim({ fault: '503', faultRate: 0.3 });
    const ran = await runAgainst(s.url);
    assert.notEqual(ran.code, 3, ran.stderr);
    assert.notEqual(ran.results.status, 'error');
    const counted = ran.results.levels.map((l) => l.errors.server_error ?? 0);
    assert.equal(counted.length, 2);
    assert.ok(counted.every((n) => n > 0 && n < 20), `server_error per level: ${counted.join(', ')}`);
    assert.match(ran.report, /`server_error` × \d+ at concurrency 1, 4: The server failed \(HTTP 5xx\)/);
    assert.ok(!ran.everything.includes(KEY));
  });

  it('shows a failure\'s hint in the terminal too, whole, as report.md has it (--fault reset-after:2)', async () => {
    const s = await sim({ fault: 'reset-after:2', faultRate: 0.3 });
    const ran = await runAgainst(s.url);
    const hint = (ran.results as unknown as { hints: Record<string, string> }).hints.stream_reset;
    assert.ok(hint, JSON.stringify(ran.results));
    const counted = ran.results.levels.reduce((n, l) => n + (l.errors.stream_reset ?? 0), 0);
    assert.ok(ran.stdout.includes(`failed requests:\n  stream_reset × ${counted} at concurrency 1, 4: ${hint}\n`), ran.stdout);
  });
});

describe('fault flags', () => {
  const cases: Array<[args: string[], message: RegExp]> = [
    [['simulate', '--fault', 'rest-after:3'], /Unknown fault "rest-after:3"\. Did you mean "reset-after"\?/],
    [['simulate', '--fault', '503:30'], /only 429 takes a Retry-After/],
    [['demo', '--fault-rate', '0.5'], /--fault-rate\) is "?0\.5"? but no --fault is given/],
    [['demo', '--fault', 'refuse', '--fault-rate', '0.5'], /"refuse" acts on the listening port/],
  ];
  for (const [args, message] of cases) {
    it(`exits 2 for ${args.join(' ')}, naming the fix`, async () => {
      const dir = await tempDir();
      const res = await runCli(args, { cwd: dir, timeoutMs: 60_000 });
      assert.equal(res.code, 2, res.stderr);
      assert.match(res.stderr, message);
    });
  }

  it('runs the demo against a simulator told to fail (--fault 401) and exits 3', async () => {
    const dir = await tempDir();
    const res = await runCli(['demo', '--fault', '401', '--out', 'out', '--quiet'], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(res.code, 3, res.stderr);
    assert.match(res.stderr, /failed \(auth\)/);
    assert.ok((await readdir(join(dir, 'out'))).includes('results.json'));
  });
});
