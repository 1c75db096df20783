// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isGateError } from '../../../src/errors.js';
import { parseSpec } from '../../../src/spec/load.js';
import { parseConcurrencyList, parseIntegerFlag, resolvePlan } from '../../../src/spec/plan.js';
import { specSchema } from '../../../src/spec/schema.js';
import type { PlanOverrides } from '../../../src/spec/types.js';

const spec = parseSpec('endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n  prompt: Hi\n', 'spec.yml');

function usageError(fn: () => unknown): { message: string; hint: string } {
  try {
    fn();
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, 'USAGE');
    return { message: err.message, hint: err.hint ?? '' };
  }
  assert.fail('no error was thrown');
}

describe('resolvePlan', () => {
  it('takes its defaults from the schema', () => {
    const props = specSchema.properties!;
    const plan = resolvePlan(spec, {});
    assert.equal(plan.endpoint.apiKeyEnv, props.endpoint!.properties!.api_key_env!.default);
    assert.equal(plan.endpoint.timeoutMs, (props.endpoint!.properties!.timeout_s!.default as number) * 1000);
    assert.equal(plan.endpoint.stallTimeoutMs, (props.endpoint!.properties!.stall_timeout_s!.default as number) * 1000);
    assert.equal(plan.workload.maxTokens, props.workload!.properties!.max_tokens!.default);
    assert.deepEqual(plan.sweep, {
      concurrency: props.sweep!.properties!.concurrency!.default,
      requests: props.sweep!.properties!.requests!.default,
      warmup: props.sweep!.properties!.warmup!.default,
      maxDurationS: props.sweep!.properties!.max_duration_s!.default,
    });
  });

  it('does not share the default list with the schema', () => {
    resolvePlan(spec, {}).sweep.concurrency.push(99);
    assert.deepEqual(resolvePlan(spec, {}).sweep.concurrency, [1, 4, 8, 16]);
  });

  it('applies every override over the spec', () => {
    const plan = resolvePlan(spec, {
      baseUrl: 'https://other/v1', model: 'n', concurrency: [3], requests: 5, warmup: 0, maxTokens: 9,
      timeoutS: 2.5, stallTimeoutS: 0.5, maxDurationS: 60,
    }, 'spec.yml');
    assert.equal(plan.specPath, 'spec.yml');
    assert.equal(plan.endpoint.baseUrl, 'https://other/v1');
    assert.equal(plan.endpoint.model, 'n');
    assert.equal(plan.endpoint.timeoutMs, 2500);
    assert.equal(plan.endpoint.stallTimeoutMs, 500);
    assert.equal(plan.workload.maxTokens, 9);
    assert.deepEqual(plan.sweep, { concurrency: [3], requests: 5, warmup: 0, maxDurationS: 60 });
  });

  const bad: { name: string; overrides: PlanOverrides; message: string }[] = [
    { name: 'zero requests', overrides: { requests: 0 }, message: '--requests 0: must be an integer from 1 to 100000' },
    { name: 'a fractional warm-up', overrides: { warmup: 1.5 }, message: '--warmup 1.5: must be an integer from 0 to 10000' },
    { name: 'too many tokens', overrides: { maxTokens: 40000 }, message: '--max-tokens 40000: must be an integer from 1 to 32768' },
    { name: 'an empty model', overrides: { model: '' }, message: '--model "": must be a non-empty model id' },
    { name: 'a level out of range', overrides: { concurrency: [1, 2000] }, message: '--concurrency 1,2000: 2000 is not an integer from 1 to 1024' },
    { name: 'a repeated level', overrides: { concurrency: [2, 2] }, message: '--concurrency 2,2: 2 is listed twice' },
    { name: 'no levels', overrides: { concurrency: [] }, message: '--concurrency : needs at least one level' },
    { name: 'a base URL without a scheme', overrides: { baseUrl: 'h:8000' }, message: '--base-url "h:8000": must be an http:// or https:// URL' },
    { name: 'a zero request timeout', overrides: { timeoutS: 0 }, message: '--timeout 0: must be a number greater than 0 and at most 3600' },
    { name: 'a stall timeout over an hour', overrides: { stallTimeoutS: 4000 }, message: '--stall-timeout 4000: must be a number greater than 0 and at most 3600' },
    { name: 'a budget over a day', overrides: { maxDurationS: 90000 }, message: '--max-duration 90000: must be a number greater than 0 and at most 86400' },
    { name: 'a model id over 256 characters', overrides: { model: 'm'.repeat(300) }, message: '--model "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm…": is 300 characters long, more than the 256 allowed' },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}, naming the flag and the value`, () => {
      const { message } = usageError(() => resolvePlan(spec, c.overrides));
      assert.ok(message.startsWith(c.message), message);
    });
  }

  it('names a front end’s own input instead of the flag', () => {
    const names = {
      baseUrl: 'base-url', model: 'model', concurrency: 'concurrency', requests: 'requests', warmup: 'warmup', maxTokens: 'max-tokens',
      timeoutS: 'timeout', stallTimeoutS: 'stall-timeout', maxDurationS: 'max-duration', rate: 'rate', maxConcurrency: 'max-concurrency',
    };
    const { message } = usageError(() => resolvePlan(spec, { requests: 0 }, undefined, names));
    assert.ok(message.startsWith('requests 0:'), message);
  });

  it('does not echo a password given in --base-url', () => {
    const { message } = usageError(() => resolvePlan(spec, { baseUrl: 'https://u:sk-abcdefghijklmnop@h/v1' }));
    assert.ok(!message.includes('abcdefgh'), message);
  });
});

describe('parseConcurrencyList', () => {
  const good: { text: string; want: number[] }[] = [
    { text: '1,4,8', want: [1, 4, 8] },
    { text: ' 2, 1 ', want: [2, 1] },
    { text: '[1, 2, 4]', want: [1, 2, 4] },
    { text: '16', want: [16] },
  ];
  for (const c of good) {
    it(`reads ${JSON.stringify(c.text)}`, () => assert.deepEqual(parseConcurrencyList(c.text, '--concurrency'), c.want));
  }

  const bad: { text: string; message: string }[] = [
    { text: '1,4,x', message: '--concurrency 1,4,x: "x" is not a whole number' },
    { text: '1,2.5', message: '--concurrency 1,2.5: "2.5" is not a whole number' },
    { text: '0,1', message: '--concurrency 0,1: 0 is not an integer from 1 to 1024' },
    { text: '4,4', message: '--concurrency 4,4: 4 is listed twice' },
    { text: '', message: '--concurrency "": needs at least one level' },
    { text: Array.from({ length: 65 }, (_, i) => i + 1).join(','), message: 'has 65 levels, more than the 64 allowed' },
  ];
  for (const c of bad) {
    it(`refuses ${JSON.stringify(c.text.slice(0, 12))} with the fix`, () => {
      const { message, hint } = usageError(() => parseConcurrencyList(c.text, '--concurrency'));
      assert.ok(message.includes(c.message), message);
      assert.equal(hint, 'Use a comma-separated list of different levels, each an integer from 1 to 1024, such as --concurrency 1,4,8,16.');
    });
  }
});

describe('parseIntegerFlag', () => {
  it('reads digits', () => assert.equal(parseIntegerFlag(' 64 ', '--requests'), 64));
  for (const text of ['abc', '-1', '1e3', '']) {
    it(`refuses ${JSON.stringify(text)}`, () => {
      assert.ok(usageError(() => parseIntegerFlag(text, '--requests')).message.startsWith(`--requests ${JSON.stringify(text)}`));
    });
  }
});

describe('api_key_header', () => {
  const plan = (text: string) => resolvePlan(parseSpec(`endpoint:\n  base_url: http://h/v1\n  model: m\n${text}workload:\n  prompt: Hi\n`, 'spec.yml'), {});
  it('is absent unless the spec names one, so the API sends its own credential header', () => {
    assert.equal('apiKeyHeader' in plan('').endpoint, false);
  });
  it('passes to the reference unless it names its own', () => {
    const shared = plan('  api_key_header: api-key\nreference:\n  base_url: http://r/v1\n');
    assert.deepEqual([shared.endpoint.apiKeyHeader, shared.reference?.apiKeyHeader], ['api-key', 'api-key']);
    const own = plan('  api_key_header: api-key\nreference:\n  base_url: http://r/v1\n  api_key_header: Ocp-Apim-Subscription-Key\n');
    assert.equal(own.reference?.apiKeyHeader, 'Ocp-Apim-Subscription-Key');
  });
});
