/**
 * The pure pieces both front ends share at their edge: the `fail-on` value, the keys read from the
 * environment with the notes they leave, and the pull request a merge commit names.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseFailOn } from '../../../src/io/front-end.js';
import { readApiKey, readReferenceKey, readServerMetricsHeaders } from '../../../src/io/api-key.js';
import { pullRequestInMessage } from '../../../src/io/git-info.js';
import { isGateError } from '../../../src/errors.js';

describe('parseFailOn', () => {
  for (const value of ['both', 'slo', 'regression', 'none']) {
    it(`accepts ${value}`, () => assert.equal(parseFailOn(` ${value} `, '--fail-on'), value));
  }
  it('refuses anything else, naming the flag or input', () => {
    assert.throws(() => parseFailOn('all', 'input fail-on'), (e) => isGateError(e) && e.code === 'USAGE' && e.message.startsWith('input fail-on '));
  });
});

describe('readApiKey', () => {
  it('an unset or blank variable is no key, with a note naming it', () => {
    for (const env of [{}, { KEY: '  ' }]) {
      const notes: string[] = [];
      assert.deepEqual(readApiKey(env, 'KEY', notes), { key: undefined, trimmed: false });
      assert.deepEqual(notes, ['KEY is not set: requests are sent without an API key (no Authorization or x-api-key header).']);
    }
  });
  it('a padded value is trimmed, and the note says so without the value', () => {
    const notes: string[] = [];
    assert.deepEqual(readApiKey({ KEY: ' abc\n' }, 'KEY', notes), { key: 'abc', trimmed: true });
    assert.deepEqual(notes, ['KEY had surrounding whitespace; it was trimmed before use.']);
  });
  it('a clean value leaves no note', () => {
    const notes: string[] = [];
    assert.deepEqual(readApiKey({ KEY: 'abc' }, 'KEY', notes), { key: 'abc', trimmed: false });
    assert.deepEqual(notes, []);
  });
});

describe('readReferenceKey', () => {
  it('reuses the endpoint\'s key when both name the same variable', () => {
    const notes: string[] = [];
    assert.equal(readReferenceKey({ A: 'other' }, { endpoint: { apiKeyEnv: 'A' }, reference: { apiKeyEnv: 'A' } }, 'given', notes), 'given');
    assert.deepEqual(notes, []);
  });
  it('reads the reference\'s own variable otherwise', () => {
    assert.equal(readReferenceKey({ B: 'b' }, { endpoint: { apiKeyEnv: 'A' }, reference: { apiKeyEnv: 'B' } }, 'given', []), 'b');
  });
});

describe('readServerMetricsHeaders', () => {
  it('takes each header from its variable, and notes a missing one by name only', () => {
    const notes: string[] = [];
    const plan = { serverMetrics: { mode: 'discover', headerEnvs: { Authorization: 'SM_AUTH', 'X-Team': 'SM_TEAM' } } };
    assert.deepEqual(readServerMetricsHeaders({ SM_AUTH: ' Bearer t ' }, plan, notes), { Authorization: 'Bearer t' });
    assert.deepEqual(notes, ['SM_TEAM is not set: the server\'s metrics are read without the X-Team header (server_metrics.headers).']);
  });
  it('reads nothing when reading is off', () => {
    assert.deepEqual(readServerMetricsHeaders({ SM_AUTH: 't' }, { serverMetrics: { mode: 'off', headerEnvs: { Authorization: 'SM_AUTH' } } }, []), {});
  });
});

describe('pullRequestInMessage', () => {
  const cases: Array<[string, number | null]> = [
    ['Merge pull request #45 from acme/x\n\nbody', 45],
    ['Speed up decode (#45)', 45],
    ['Speed up decode (#45)\n\n(#46) in the body', 45],
    ['Fix #45 in the parser', null],
    ['Merge pull request #0 from acme/x', null],
    ['', null],
  ];
  for (const [message, expected] of cases) {
    it(`${JSON.stringify(message.split('\n')[0])} names ${expected}`, () => assert.equal(pullRequestInMessage(message), expected));
  }
});
