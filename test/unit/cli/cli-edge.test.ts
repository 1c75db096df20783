/**
 * The CLI's pure guards on what it prints and accepts: credential headers redacted, and a key on
 * the command line refused without quoting it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redactHeaders } from '../../../src/cli/redact-headers.js';
import { refuseSecretArgs } from '../../../src/cli/secret-args.js';
import { isGateError } from '../../../src/errors.js';

const KEY = `sk-${'a1B2c3D4e5'.repeat(4)}`;

describe('redactHeaders', () => {
  it('replaces credential headers and key-shaped values, keeps the rest', () => {
    assert.deepEqual(redactHeaders({ Authorization: 'Bearer x', 'X-Team': 'search', 'X-Custom': KEY }), {
      Authorization: '[redacted]', 'X-Team': 'search', 'X-Custom': '[redacted]',
    });
  });
});

describe('refuseSecretArgs', () => {
  it('lets ordinary arguments through', () => {
    assert.doesNotThrow(() => refuseSecretArgs(['run', '--spec', 'llm-slo.yml', '--concurrency=1,4']));
  });
  for (const argv of [['run', `--base-url=${KEY}`], ['run', '--base-url', KEY]]) {
    it(`refuses ${argv.length === 2 ? '--flag=key' : '--flag key'}, naming the flag and never the value`, () => {
      assert.throws(() => refuseSecretArgs(argv), (e) => isGateError(e) && e.code === 'USAGE' && e.message.startsWith('--base-url:') && !e.message.includes(KEY));
    });
  }
  it('names a positional argument by its place', () => {
    assert.throws(() => refuseSecretArgs([KEY]), (e) => isGateError(e) && e.message.startsWith('argument 1:'));
  });
  it('lets a flag that is allowed a key through', () => {
    assert.doesNotThrow(() => refuseSecretArgs(['--api-key', KEY], ['--api-key']));
  });
});
