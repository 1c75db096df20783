// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The simulator's prefix cache: whole leading blocks of a prompt seen before are found, a block
 * only when everything before it matches too, the least recently used go first, and the setting
 * reads `on` and `off`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PrefixCache, PREFIX_BLOCK_TOKENS } from '../../../src/sim/prefix-cache.js';
import { parseSimConfig, defaultSimConfig } from '../../../src/sim/config.js';
import { estimatePromptTokens } from '../../../src/sim/tokens.js';

const SHARED = 'the and for '.repeat(700);

function prompt(system: string, user: string) {
  return [{ role: 'system', content: system }, { role: 'user', content: user }];
}

function cached(cache: PrefixCache, messages: { role: string; content: string }[]): number {
  return cache.lookup(messages, estimatePromptTokens(messages));
}

describe('PrefixCache', () => {
  it('finds nothing the first time and the shared system prompt the next, in whole blocks', () => {
    const cache = new PrefixCache();
    assert.equal(cached(cache, prompt(SHARED, ' gold lake [a-m0]\nHi')), 0);
    const hit = cached(cache, prompt(SHARED, ' milk moon [a-m1]\nHi'));
    const sharedTokens = SHARED.length / 4;
    assert.equal(hit % PREFIX_BLOCK_TOKENS, 0);
    assert.ok(hit > sharedTokens - 2 * PREFIX_BLOCK_TOKENS && hit <= sharedTokens + PREFIX_BLOCK_TOKENS, `${hit} of ${sharedTokens} shared tokens`);
  });

  it('finds a prompt sent twice up to its last whole block, never its last token', () => {
    const cache = new PrefixCache();
    const messages = prompt(SHARED, 'Hi');
    const tokens = estimatePromptTokens(messages);
    cached(cache, messages);
    const hit = cached(cache, messages);
    assert.ok(hit <= tokens - 1 && hit > tokens - 2 * PREFIX_BLOCK_TOKENS, `${hit} of ${tokens}`);
  });

  it('matches nothing past a first block that differs, as a unique prefix at the front makes it', () => {
    const cache = new PrefixCache();
    cached(cache, [{ role: 'user', content: ` gold lake [a-m0]\n${SHARED}` }]);
    assert.equal(cached(cache, [{ role: 'user', content: ` milk moon [a-m1]\n${SHARED}` }]), 0);
  });

  it('finds a conversation\'s earlier prompt in its next turn', () => {
    const cache = new PrefixCache();
    const turn1 = [{ role: 'user', content: ` gold lake [a-m0]\n${SHARED}` }];
    cached(cache, turn1);
    const turn2 = [...turn1, { role: 'assistant', content: 'an answer' }, { role: 'user', content: 'Go on.' }];
    assert.ok(cached(cache, turn2) >= SHARED.length / 4 - PREFIX_BLOCK_TOKENS);
  });

  it('drops the least recently used blocks once full', () => {
    const cache = new PrefixCache(4);
    const a = [{ role: 'user', content: 'a'.repeat(64 * 4) }];
    const b = [{ role: 'user', content: 'b'.repeat(64 * 4) }];
    cached(cache, a);
    cached(cache, b);
    assert.ok(cache.size <= 4);
    assert.equal(cached(cache, a), 0);
  });
});

describe('prefixCache setting', () => {
  it('is off by default and reads on, off, true and false', () => {
    assert.equal(defaultSimConfig.prefixCache, false);
    assert.equal(parseSimConfig({ '--prefix-cache': 'on' }).prefixCache, true);
    assert.equal(parseSimConfig({ prefix_cache: 'off' }).prefixCache, false);
    assert.equal(parseSimConfig({ prefixCache: true }).prefixCache, true);
    assert.throws(() => parseSimConfig({ '--prefix-cache': 'maybe' }), /prefixCache \(--prefix-cache\) is "maybe": expected true or false \(or on or off\)/);
  });
});
