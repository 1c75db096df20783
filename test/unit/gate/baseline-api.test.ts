// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBaselineCompatible } from '../../../src/gate/baseline-compat.js';
import { readBaseline } from '../../../src/io/baseline-file.js';
import type { Results } from '../../../src/model/results.js';
import { level, results } from '../../helpers/levels.js';

const LEVELS = [level({ concurrency: 1 }), level({ concurrency: 8 })];

describe('baseline compatibility on endpoint.api', () => {
  const chat = results(LEVELS);

  it('refuses a baseline measured over another API, naming both', () => {
    const messages = results(LEVELS, { endpoint: { ...chat.endpoint, api: 'anthropic-messages' } });
    assert.deepEqual(checkBaselineCompatible(chat, messages), {
      ok: false,
      reasons: ['the API differs: the baseline was measured over endpoint.api "anthropic-messages", this run over "openai-chat"'],
    });
    const completions = results(LEVELS, { endpoint: { ...chat.endpoint, api: 'openai-completions' } });
    assert.deepEqual(checkBaselineCompatible(completions, chat), {
      ok: false,
      reasons: ['the API differs: the baseline was measured over endpoint.api "openai-chat", this run over "openai-completions"'],
    });
  });

  it('reads a stored file without endpoint.api as openai-chat', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baseline-api-'));
    try {
      const old = results(LEVELS) as unknown as { endpoint: Record<string, unknown> };
      delete old.endpoint.api;
      await writeFile(join(dir, 'baseline.json'), JSON.stringify(old));
      const loaded = await readBaseline(dir, 'baseline.json');
      assert.equal(loaded.status, 'loaded');
      const stored = (loaded as { results: Results }).results;
      assert.equal(stored.endpoint.api, undefined);
      assert.deepEqual(checkBaselineCompatible(chat, stored), { ok: true });
      const now = results(LEVELS, { endpoint: { ...chat.endpoint, api: 'anthropic-messages' } });
      assert.deepEqual(checkBaselineCompatible(now, stored), {
        ok: false,
        reasons: ['the API differs: the baseline was measured over endpoint.api "openai-chat", this run over "anthropic-messages"'],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
