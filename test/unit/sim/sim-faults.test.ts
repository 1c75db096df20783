// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The simulator's fault settings: how `--fault` and `--fault-rate` are read, and the errors
// that name a wrong value and show the right form.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeFaults, formatFault, parseFault, parseFaults, type Fault } from '../../../src/sim/faults.js';
import { parseSimConfig, simConfigFields } from '../../../src/sim/config.js';
import { isGateError } from '../../../src/errors.js';

describe('fault syntax', () => {
  const valid: Array<[text: string, fault: Fault]> = [
    ['401', { kind: 'status', status: 401 }],
    ['403', { kind: 'status', status: 403 }],
    ['404', { kind: 'status', status: 404 }],
    ['429', { kind: 'status', status: 429 }],
    ['429:30', { kind: 'status', status: 429, retryAfterS: 30 }],
    ['429:0', { kind: 'status', status: 429, retryAfterS: 0 }],
    ['500', { kind: 'status', status: 500 }],
    ['502', { kind: 'status', status: 502 }],
    ['503', { kind: 'status', status: 503 }],
    ['418', { kind: 'status', status: 418 }],
    ['html', { kind: 'html', status: 502 }],
    ['html:504', { kind: 'html', status: 504 }],
    ['anthropic', { kind: 'anthropic' }],
    ['refuse', { kind: 'refuse' }],
    ['reset-after:5', { kind: 'reset-after', tokens: 5 }],
    ['reset-after:0', { kind: 'reset-after', tokens: 0 }],
    ['stall-after:3', { kind: 'stall-after', tokens: 3 }],
    ['bad-json-after:1', { kind: 'bad-json-after', tokens: 1 }],
    ['error-after:2', { kind: 'error-after', tokens: 2 }],
    ['not-streaming', { kind: 'not-streaming' }],
    ['no-done', { kind: 'no-done' }],
    ['buffered', { kind: 'buffered' }],
    [' No-Done ', { kind: 'no-done' }],
  ];
  for (const [text, fault] of valid) {
    it(`reads "${text}" and writes it back in the same form`, () => {
      assert.deepEqual(parseFault(text), fault);
      assert.deepEqual(parseFault(formatFault(fault)), fault);
    });
  }

  const invalid: Array<[text: string, message: RegExp]> = [
    ['', /empty fault/],
    ['200', /"200" is not an HTTP error status \(a whole number 400-599\)/],
    ['600', /not an HTTP error status/],
    ['503:30', /only 429 takes a Retry-After/],
    ['429:soon', /Retry-After must be a whole number of seconds/],
    ['html:200', /not an HTTP error status/],
    ['reset-after', /needs a token count, e.g\. reset-after:5/],
    ['reset-after:-1', /token count must be a whole number from 0/],
    ['stall-after:1.5', /token count must be a whole number/],
    ['no-done:3', /takes no value; write just "no-done"/],
    ['rest-after:3', /Unknown fault "rest-after:3"\. Did you mean "reset-after"\?/],
    ['nonstreaming', /Did you mean "not-streaming"\?/],
    ['teapot', /Unknown fault "teapot"\.$/],
  ];
  for (const [text, message] of invalid) {
    it(`refuses ${JSON.stringify(text)} with a USAGE error listing the forms`, () => {
      assert.throws(() => parseFault(text), (err: unknown) => {
        assert.ok(isGateError(err));
        assert.equal(err.code, 'USAGE');
        assert.match(err.message, message);
        assert.match(err.hint ?? '', /--fault 503 --fault-rate 0\.2/);
        return true;
      });
    });
  }

  it('reads a comma-separated list, keeping duplicates as weights', () => {
    assert.deepEqual(parseFaults('503,503, reset-after:2'), [
      { kind: 'status', status: 503 },
      { kind: 'status', status: 503 },
      { kind: 'reset-after', tokens: 2 },
    ]);
    assert.deepEqual(parseFaults(''), []);
    assert.throws(() => parseFaults('503,,429'), /empty fault/);
  });
});

describe('describeFaults', () => {
  const cases: Array<[text: string, rate: number, words: string | undefined]> = [
    ['', 1, undefined],
    ['503', 1, 'fault 503 on every request'],
    ['503,reset-after:5', 0.2, 'faults 503, reset-after:5 on 20 % of requests'],
    ['429:30', 0.125, 'fault 429:30 on 12.5 % of requests'],
    ['refuse', 1, 'fault refuse: nothing listens at the URL, every connection is refused'],
  ];
  for (const [text, rate, words] of cases) {
    it(`describes ${JSON.stringify(text)} at rate ${rate} as ${JSON.stringify(words)}`, () => {
      assert.equal(describeFaults(parseFaults(text), rate), words);
    });
  }
});

describe('fault settings', () => {
  it('has --fault and --fault-rate among the simulator flags, so simulate and demo take them', () => {
    const flags = simConfigFields.map((f) => f.flag);
    assert.ok(flags.includes('--fault'));
    assert.ok(flags.includes('--fault-rate'));
  });

  it('defaults to no fault at rate 1', () => {
    const config = parseSimConfig({});
    assert.deepEqual(config.fault, []);
    assert.equal(config.faultRate, 1);
  });

  it('takes the flags as text and passes a parsed configuration through unchanged', () => {
    const config = parseSimConfig({ '--fault': '503,429:10', '--fault-rate': '0.25' });
    assert.deepEqual(config.fault, [{ kind: 'status', status: 503 }, { kind: 'status', status: 429, retryAfterS: 10 }]);
    assert.equal(config.faultRate, 0.25);
    assert.deepEqual(parseSimConfig(config), config);
  });

  const invalid: Array<[name: string, input: Record<string, unknown>, message: RegExp]> = [
    ['a rate above 1', { fault: '503', faultRate: '1.5' }, /faultRate \(--fault-rate\) is "1\.5": expected a number ≥ 0 and ≤ 1/],
    ['a rate that is not a number', { fault: '503', faultRate: 'often' }, /faultRate \(--fault-rate\) is "often"/],
    ['a rate without a fault', { faultRate: 0.5 }, /--fault-rate\) is 0\.5 but no --fault is given/],
    ['refuse with a rate below 1', { fault: 'refuse', faultRate: 0.5 }, /"refuse" acts on the listening port/],
    ['refuse with another fault', { fault: 'refuse,503' }, /cannot be listed with other faults/],
    ['a fault that is not text', { fault: [42] }, /A fault must be text such as "503"/],
  ];
  for (const [name, input, message] of invalid) {
    it(`refuses ${name}`, () => {
      assert.throws(() => parseSimConfig(input), (err: unknown) => {
        assert.ok(isGateError(err));
        assert.equal(err.code, 'USAGE');
        assert.match(err.message, message);
        return true;
      });
    });
  }
});
