// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The `reference` section: its defaults come from `endpoint`, it is checked by the same rules
 * (credentials, base URL mistakes), and `--reference-url` overrides or stands in for it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isGateError } from '../../../src/errors.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';

const SRC = '.github/llm-slo.yml';
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345';
const ENDPOINT = 'endpoint:\n  base_url: http://preview/v1\n  model: m\n  api_key_env: PREVIEW_KEY\n  timeout_s: 60\n  headers: {X-Route: preview}\n';
const WORKLOAD = 'workload:\n  prompt: Hi\n';

function errorOf(fn: () => unknown, code: string): string {
  try {
    fn();
  } catch (err) {
    assert.ok(isGateError(err), `not a GateError: ${String(err)}`);
    assert.equal(err.code, code);
    return `${err.message}\n${err.hint ?? ''}`;
  }
  assert.fail('no error was thrown');
}

describe('reference in the plan', () => {
  it('takes every field but base_url from endpoint unless given', () => {
    const plan = resolvePlan(parseSpec(`${ENDPOINT}reference:\n  base_url: http://prod/v1\n${WORKLOAD}`, SRC), {});
    assert.deepEqual(plan.reference, { ...plan.endpoint, baseUrl: 'http://prod/v1' });
    assert.equal(plan.reference?.apiKeyEnv, 'PREVIEW_KEY');
    assert.equal(plan.reference?.timeoutMs, 60_000);
  });

  it('keeps its own fields', () => {
    const text = `${ENDPOINT}reference:\n  base_url: http://prod/v1\n  model: prod-m\n  api_key_env: PROD_KEY\n  timeout_s: 30\n  stall_timeout_s: 5\n  headers: {X-Route: prod}\n${WORKLOAD}`;
    const ref = resolvePlan(parseSpec(text, SRC), {}).reference;
    assert.deepEqual(ref, {
      baseUrl: 'http://prod/v1', model: 'prod-m', api: 'openai-chat', apiKeyEnv: 'PROD_KEY', timeoutMs: 30_000, stallTimeoutMs: 5_000, headers: { 'X-Route': 'prod' },
    });
  });

  it('is absent without a reference section or flag', () => {
    assert.equal(resolvePlan(parseSpec(`${ENDPOINT}${WORKLOAD}`, SRC), {}).reference, undefined);
  });

  it('--reference-url overrides reference.base_url, or stands for a reference with endpoint’s other fields', () => {
    const withSection = resolvePlan(parseSpec(`${ENDPOINT}reference:\n  base_url: http://prod/v1\n  model: prod-m\n${WORKLOAD}`, SRC), { referenceUrl: 'http://other/v1' });
    assert.equal(withSection.reference?.baseUrl, 'http://other/v1');
    assert.equal(withSection.reference?.model, 'prod-m');
    const without = resolvePlan(parseSpec(`${ENDPOINT}${WORKLOAD}`, SRC), { referenceUrl: 'http://other/v1' });
    assert.deepEqual(without.reference, { ...without.endpoint, baseUrl: 'http://other/v1' });
  });

  it('refuses a bad --reference-url by the rules of base_url, without echoing a key', () => {
    const spec = parseSpec(`${ENDPOINT}${WORKLOAD}`, SRC);
    const path = errorOf(() => resolvePlan(spec, { referenceUrl: 'http://prod/v1/chat/completions' }), 'USAGE');
    assert.match(path, /^--reference-url "http:\/\/prod\/v1\/chat\/completions": must be the API root.*use "http:\/\/prod\/v1"/);
    const secret = errorOf(() => resolvePlan(spec, { referenceUrl: `https://u:${KEY}@prod/v1` }), 'USAGE');
    assert.match(secret, /^--reference-url: must not contain a user name or password/);
    assert.ok(!secret.includes(KEY.slice(3, 20)), secret);
    const notUrl = errorOf(() => resolvePlan(spec, { referenceUrl: 'prod' }), 'USAGE');
    assert.match(notUrl, /^--reference-url "prod": must be an http:\/\/ or https:\/\/ URL/);
  });
});

describe('reference in the spec file', () => {
  const cases: { name: string; reference: string; where: RegExp }[] = [
    { name: 'a password in its base URL', reference: `  base_url: https://user:${KEY}@prod/v1\n`, where: /:\d+:\d+ reference\.base_url: must not contain a user name or password \(user:key@host\); put the key in the environment variable PREVIEW_KEY/ },
    { name: 'an Authorization header', reference: `  base_url: http://prod/v1\n  headers:\n    Authorization: Bearer ${KEY}\n`, where: /reference\.headers\.Authorization: the Authorization header would put a credential in the spec file/ },
    { name: 'a key in place of its variable name', reference: `  base_url: http://prod/v1\n  api_key_env: ${KEY}\n`, where: /reference\.api_key_env: must be the name of the environment variable/ },
    { name: 'a key in place of its model id', reference: `  base_url: http://prod/v1\n  model: ${KEY}\n`, where: /reference\.model: this value looks like an API key/ },
    { name: 'a literal api_key field', reference: `  base_url: http://prod/v1\n  api_key: ${KEY}\n`, where: /reference\.api_key: a literal API key does not belong in the spec file/ },
  ];
  for (const c of cases) {
    it(`refuses ${c.name} and never echoes the key`, () => {
      const message = errorOf(() => parseSpec(`${ENDPOINT}reference:\n${c.reference}${WORKLOAD}`, SRC), 'SPEC_INVALID');
      assert.match(message, c.where);
      assert.ok(!message.includes(KEY.slice(3, 20)), `the key leaked into: ${message}`);
    });
  }

  it('refuses the endpoint path in its base URL and names the root to use', () => {
    const message = errorOf(() => parseSpec(`${ENDPOINT}reference:\n  base_url: http://prod/v1/chat/completions\n${WORKLOAD}`, SRC), 'SPEC_INVALID');
    assert.match(message, /reference\.base_url: must be the API root, not the \/chat\/completions endpoint \(the client adds that\); use "http:\/\/prod\/v1"/);
  });

  it('requires base_url and refuses unknown fields', () => {
    assert.match(errorOf(() => parseSpec(`${ENDPOINT}reference:\n  model: m\n${WORKLOAD}`, SRC), 'SPEC_INVALID'), /reference/);
    assert.match(errorOf(() => parseSpec(`${ENDPOINT}reference:\n  base_url: http://prod/v1\n  base_ur: x\n${WORKLOAD}`, SRC), 'SPEC_INVALID'), /base_ur/);
  });
});
