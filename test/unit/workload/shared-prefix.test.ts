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
import { syntheticInputNote } from '../../../src/workload/note.js';
import type { LevelStats } from '../../../src/model/level-stats.js';

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

describe('synthetic input note', () => {
  const level = (p50: number, turns?: number[]) => ({
    input_tokens: { count: 5, mean: p50, min: p50, max: p50, p50, p90: null, p95: null, p99: null },
    ...(turns === undefined ? {} : { turns: turns.map((t, i) => ({ turn: i + 1, input_tokens: { count: 5, mean: t, min: t, max: t, p50: t, p90: null, p95: null, p99: null } })) }),
  }) as unknown as LevelStats;

  it('counts the shared prefix in the target', () => {
    assert.match(syntheticInputNote(100, [level(2108)], 2000)!, /^Synthetic prompts aimed at 2100 input tokens \(2000 of them the shared prefix\); the server counted 2108 \(median, \+0\.4 %\)\.$/);
  });

  it('reads first turns only in a conversation, whose later turns carry the history', () => {
    assert.match(syntheticInputNote(400, [level(560, [420, 500, 580, 660])])!, /the server counted 420 in first turns \(median, \+5\.0 %\)\.$/);
  });
});
