// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { redactSecret } from '../../../src/client/redact.js';
import { shorten } from '../../../src/client/classify.js';

const KEY = 'sk-attack-SECRET-9876543210';

describe('redactSecret', () => {
  const cases: { name: string; text: string; want: string }[] = [
    { name: 'every whole occurrence', text: `a ${KEY} b ${KEY}`, want: 'a [redacted] b [redacted]' },
    { name: 'a start of the key cut by an ellipsis', text: `Bearer ${KEY.slice(0, 20)}… (invalid_key)`, want: 'Bearer [redacted]… (invalid_key)' },
    { name: 'a start of the key at the end of the text', text: `you sent ${KEY.slice(0, 9)}`, want: 'you sent [redacted]' },
    { name: 'the shortest start removed, 4 characters', text: 'token sk-a…', want: 'token [redacted]…' },
    { name: 'a 3-character start, shared by every key of a provider, kept', text: 'prefix sk-…', want: 'prefix sk-…' },
    { name: 'a start of the key in the middle of the text, not at a cut, kept', text: 'sk-attack happened. Done.', want: 'sk-attack happened. Done.' },
    { name: 'text without the key', text: 'HTTP 401 Unauthorized.', want: 'HTTP 401 Unauthorized.' },
  ];
  for (const c of cases) it(`removes ${c.name}`, () => assert.equal(redactSecret(c.text, KEY), c.want));

  it('leaves text alone without a key', () => {
    assert.equal(redactSecret(`Bearer ${KEY}`, undefined), `Bearer ${KEY}`);
    assert.equal(redactSecret(`Bearer ${KEY}`, ''), `Bearer ${KEY}`);
  });

  it('leaves no start of the key wherever shorten() cuts it', () => {
    for (let filler = 250; filler < 300; filler++) {
      const cut = redactSecret(shorten(`${'x'.repeat(filler)} Bearer ${KEY} tail`), KEY);
      for (let n = 4; n <= KEY.length; n++) assert.ok(!cut.includes(KEY.slice(0, n)), `filler ${filler}: ${cut.slice(-40)}`);
    }
  });
});
