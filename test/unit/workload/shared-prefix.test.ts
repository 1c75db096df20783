// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The shared prefix (`workload.shared_prefix`): one system prompt of about the asked tokens, first
 * in every request, with the unique prefix after it in the first user message.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { createRequestSource, UNIQUE_PREFIX_PATTERN, withSharedPrefix } from '../../../src/workload/source.js';
import { sharedPrefixText, SHARED_PREFIX_INSTRUCTION } from '../../../src/workload/synthetic.js';
import { NO_WORKLOAD_FILES } from '../../../src/workload/files.js';

function planOf(workload: string) {
  return resolvePlan(parseSpec(`endpoint:\n  base_url: http://h/v1\n  model: m\nworkload:\n${workload}\n`, 'spec.yml'), {});
}

describe('shared prefix', () => {
  it('is the same text every time, about one token per four characters', () => {
    const text = sharedPrefixText(2000);
    assert.equal(text, sharedPrefixText(2000));
    assert.ok(text.startsWith(SHARED_PREFIX_INSTRUCTION));
    assert.ok(Math.abs(text.length / 4 - 2000) <= 2, `${text.length / 4} tokens by the four-character estimate`);
  });

  it('comes first as a system message, and the unique prefix opens the user message after it', () => {
    const source = createRequestSource(planOf('  prompt: Hi\n  shared_prefix: {tokens: 100}').workload, NO_WORKLOAD_FILES);
    const a = source.request(0, 'abcd1234-c1-m0');
    const b = source.request(1, 'abcd1234-c1-m1');
    assert.deepEqual(a.messages.map((m) => m.role), ['system', 'user']);
    assert.equal(a.messages[0]!.content, sharedPrefixText(100));
    assert.equal(a.messages[0]!.content, b.messages[0]!.content);
    assert.match(a.messages[1]!.content, UNIQUE_PREFIX_PATTERN);
    assert.notEqual(a.messages[1]!.content, b.messages[1]!.content);
    assert.equal(source.summary.shared_prefix_tokens, 100);
  });

  it('joins a system message the prompt opens with, ahead of its text', () => {
    const out = withSharedPrefix([{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hi' }], 'SHARED');
    assert.deepEqual(out, [{ role: 'system', content: 'SHARED\n\nBe brief.' }, { role: 'user', content: 'Hi' }]);
  });

  it('changes the prompt digest, so a baseline without it is not taken for the same prompts', () => {
    const plain = createRequestSource(planOf('  prompt: Hi').workload, NO_WORKLOAD_FILES).summary;
    const shared = createRequestSource(planOf('  prompt: Hi\n  shared_prefix: {tokens: 100}').workload, NO_WORKLOAD_FILES).summary;
    assert.notEqual(plain.prompt_sha256, shared.prompt_sha256);
    assert.equal(plain.shared_prefix_tokens, undefined);
  });
});
