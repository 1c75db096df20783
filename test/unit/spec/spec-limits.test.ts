// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Bad input refused before anything runs: values too large for a sane run, stated with their
 * limit, and API keys given where no key belongs (a flag, a model id, a URL), never echoed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isGateError } from '../../../src/errors.js';
import { loadSpecFile, MAX_SPEC_BYTES, parseSpec } from '../../../src/spec/load.js';
import { parseConcurrencyList, parseIntegerFlag, parseSecondsFlag, resolvePlan } from '../../../src/spec/plan.js';
import type { PlanOverrides } from '../../../src/spec/types.js';

const SRC = '.github/llm-slo.yml';
const KEY = 'sk-proj-Zq81mXr4TbV0cLk27dWe9yPn';

/** The GateError `fn` throws, after checking its code. */
function refusal(fn: () => unknown, code: string): { message: string; hint: string } {
  try {
    fn();
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, code, err.message);
    return { message: err.message, hint: err.hint ?? '' };
  }
  assert.fail('nothing was refused');
}

/** A spec with these lines under `endpoint:` (after base_url and model), `workload:` and `sweep:`. */
function spec(parts: { endpoint?: string; workload?: string; sweep?: string; rest?: string }): string {
  return `endpoint:\n  base_url: http://h/v1\n  model: m\n${parts.endpoint ?? ''}`
    + `workload:\n${parts.workload ?? '  prompt: Hi\n'}`
    + `sweep:\n${parts.sweep ?? '  requests: 8\n'}${parts.rest ?? ''}`;
}

const many = (n: number, line: (i: number) => string): string => Array.from({ length: n }, (_, i) => line(i)).join('');

describe('parseSpec refuses oversized values, stating the limit', () => {
  const cases: { name: string; text: string; want: string }[] = [
    {
      name: 'a prompt over 1,000,000 characters',
      text: spec({ workload: `  prompt: ${'a'.repeat(1_000_001)}\n` }),
      want: `${SRC}:5:11 workload.prompt: is 1,000,001 characters long, more than the 1,000,000 allowed`,
    },
    {
      name: 'messages over 1,000,000 characters in all',
      text: spec({ workload: `  messages:\n    - {role: system, content: ${'a'.repeat(600_000)}}\n    - {role: user, content: ${'b'.repeat(600_000)}}\n` }),
      want: `${SRC}:5:3 workload.messages: hold 1,200,000 characters in all, more than the 1,000,000 allowed`,
    },
    {
      name: 'more than 1,000 messages',
      text: spec({ workload: `  messages:\n${many(1001, () => '    - {role: user, content: x}\n')}` }),
      want: `${SRC}:6:5 workload.messages: must have at most 1000 items (got 1001)`,
    },
    {
      name: 'thousands of levels',
      text: spec({ sweep: `  concurrency: [${many(2000, (i) => `${i === 0 ? '' : ', '}${i + 1}`)}]\n` }),
      want: `${SRC}:7:16 sweep.concurrency: must have at most 64 items (got 2000)`,
    },
    { name: 'an absurd concurrency', text: spec({ sweep: '  concurrency: [1, 5000]\n' }), want: `${SRC}:7:20 sweep.concurrency[1]: must be an integer from 1 to 1024 (got 5000)` },
    { name: 'too many requests', text: spec({ sweep: '  requests: 200000\n' }), want: `${SRC}:7:13 sweep.requests: must be an integer from 1 to 100000 (got 200000)` },
    { name: 'a max_tokens no model allows', text: spec({ workload: '  prompt: Hi\n  max_tokens: 1000000\n' }), want: `${SRC}:6:15 workload.max_tokens: must be an integer from 1 to 32768 (got 1000000)` },
    { name: 'a budget over a day', text: spec({ sweep: '  max_duration_s: 100000\n' }), want: `${SRC}:7:19 sweep.max_duration_s: must be a number greater than 0 and at most 86400 (got 100000)` },
    { name: 'a stall timeout of zero', text: spec({ endpoint: '  stall_timeout_s: 0\n' }), want: `${SRC}:4:20 endpoint.stall_timeout_s: must be a number greater than 0 and at most 3600 (got 0)` },
    { name: 'a model id over 256 characters', text: spec({}).replace('model: m', `model: ${'m'.repeat(257)}`), want: `${SRC}:3:10 endpoint.model: is 257 characters long, more than the 256 allowed` },
    {
      name: 'more than 64 headers',
      text: spec({ endpoint: `  headers:\n${many(65, (i) => `    X-H${i}: v\n`)}` }),
      want: `${SRC}:4:3 endpoint.headers: has 65 entries, more than the 64 allowed`,
    },
    {
      name: 'a header value over 8,192 characters',
      text: spec({ endpoint: `  headers:\n    X-Route: ${'r'.repeat(9000)}\n` }),
      want: `${SRC}:5:14 endpoint.headers["X-Route"]: is 9,000 characters long, more than the 8,192 allowed`,
    },
    {
      name: 'more than 100 objectives',
      text: spec({ rest: `slos:\n${many(101, () => '  - thresholds: {ttft_ms: {p95: 1}}\n')}` }),
      want: `${SRC}:9:3 slos: must have at most 100 items (got 101)`,
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}`, () => {
      const { message } = refusal(() => parseSpec(c.text, SRC), 'SPEC_INVALID');
      assert.ok(message.split('\n')[0]?.startsWith(c.want), `got:  ${message.slice(0, 300)}\nwant: ${c.want}`);
      assert.ok(message.length < 4000, 'a huge value is not quoted back');
    });
  }

  it('lists at most 20 problems, and says how many more there are', () => {
    const text = spec({ sweep: `  concurrency: [${many(60, (i) => `${i === 0 ? '' : ', '}${2000 + i}`)}]\n` });
    const lines = refusal(() => parseSpec(text, SRC), 'SPEC_INVALID').message.split('\n');
    assert.equal(lines.length, 21);
    assert.equal(lines[20], `${SRC} has 40 more problems not listed; fix these first`);
  });

  it('accepts values at their limits', () => {
    assert.doesNotThrow(() => parseSpec(spec({
      workload: `  prompt: ${'a'.repeat(1_000_000)}\n  max_tokens: 32768\n`,
      sweep: `  concurrency: [${many(64, (i) => `${i === 0 ? '' : ', '}${i + 1}`)}]\n  requests: 100000\n  max_duration_s: 86400\n`,
    }), SRC));
  });

  it('refuses a spec file too large to be one before reading it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'llm-slo-limits-'));
    const path = join(dir, 'huge.yml');
    await writeFile(path, `# ${'x'.repeat(MAX_SPEC_BYTES)}\n`);
    await assert.rejects(loadSpecFile(path, 'huge.yml'), (err: unknown) => isGateError(err) && err.code === 'SPEC_INVALID'
      && err.message === `huge.yml is 5,242,883 bytes, more than the 5,242,880 a spec file may have`);
  });
});

describe('a key given where no key belongs is refused, never echoed', () => {
  const base = parseSpec(spec({}), SRC);
  const overrides: { name: string; overrides: PlanOverrides; want: RegExp }[] = [
    { name: 'a key as --model', overrides: { model: KEY }, want: /^--model: this value looks like an API key, not a model id\.$/ },
    { name: 'a key after a Bearer in --model', overrides: { model: `Bearer ${KEY}` }, want: /^--model: this value looks like an API key/ },
    { name: 'a key as the user of --base-url', overrides: { baseUrl: `https://${KEY}@api.example.com/v1` }, want: /^--base-url: must not contain a user name or password/ },
    { name: 'a key in the query of --base-url', overrides: { baseUrl: `https://api.example.com/v1?key=${KEY}` }, want: /^--base-url: must not carry a key in its query string/ },
    { name: 'a key in the path of --base-url', overrides: { baseUrl: `https://api.example.com/${KEY}/v1` }, want: /^--base-url: must not carry a key in its path or host name/ },
  ];
  for (const c of overrides) {
    it(`refuses ${c.name}`, () => {
      const { message, hint } = refusal(() => resolvePlan(base, c.overrides), 'USAGE');
      assert.match(message, c.want);
      assert.match(hint, /environment variable/);
      assert.ok(!`${message}${hint}`.includes(KEY.slice(3)), `${message}\n${hint}`);
    });
  }

  const parsers: { name: string; parse: () => unknown }[] = [
    { name: '--requests', parse: () => parseIntegerFlag(KEY, '--requests') },
    { name: '--max-duration', parse: () => parseSecondsFlag(KEY, '--max-duration') },
    { name: '--concurrency', parse: () => parseConcurrencyList(`1,${KEY}`, '--concurrency') },
  ];
  for (const c of parsers) {
    it(`does not echo a key typed into ${c.name}`, () => {
      const { message } = refusal(c.parse, 'USAGE');
      assert.ok(message.startsWith(c.name), message);
      assert.ok(!message.includes(KEY.slice(3)), message);
      assert.match(message, /looks like a credential \(not shown\)/);
    });
  }

  it('still accepts a model id that only starts like a key', () => {
    assert.equal(resolvePlan(base, { model: 'sk-model-v2' }).endpoint.model, 'sk-model-v2');
    assert.equal(resolvePlan(base, { model: 'org/hf_internal_testing_tiny' }).endpoint.model, 'org/hf_internal_testing_tiny');
  });
});
