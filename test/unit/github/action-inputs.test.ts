/**
 * The Action's inputs, read once into one value: every input of action.yml asked for exactly once,
 * the key kept as given, override inputs by name, and true/false inputs read one way.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { inputEntries, parseBooleanInput, readActionInputs } from '../../../src/github/action-inputs.js';
import { Input } from '../../../src/github/constants.js';
import { isGateError } from '../../../src/errors.js';

describe('readActionInputs', () => {
  it('asks for every input once (api-key twice: trimmed and as given) and freezes the value', () => {
    const asked: string[] = [];
    const given: Record<string, string> = { spec: 'llm-slo.yml', 'api-key': ' k ', concurrency: '1,2' };
    const inputs = readActionInputs((name, options) => {
      asked.push(name);
      const v = given[name] ?? '';
      return options?.trimWhitespace === false ? v : v.trim();
    });
    const names = Object.values(Input);
    assert.deepEqual([...new Set(asked)].sort(), [...names].sort());
    assert.equal(asked.length, names.length + 1);
    assert.equal(inputs.Spec, 'llm-slo.yml');
    assert.equal(inputs.ApiKey, 'k');
    assert.equal(inputs.apiKeyAsGiven, ' k ');
    assert.equal(inputs.overrides['concurrency'], '1,2');
    assert.ok(Object.isFrozen(inputs) && Object.isFrozen(inputs.overrides));
  });
  it('lists every input by its action.yml name in the order of Input', () => {
    const inputs = readActionInputs((name) => `v-${name}`);
    const entries = inputEntries(inputs);
    assert.deepEqual(entries.map(([name]) => name), Object.values(Input));
    assert.ok(entries.every(([name, value]) => value === `v-${name}`));
  });
});

describe('parseBooleanInput', () => {
  const cases: Array<[string, boolean, boolean]> = [
    ['', true, true], ['', false, false], ['true', false, true], ['Yes', false, true], [' on ', false, true], ['1', false, true],
    ['false', true, false], ['NO', true, false], ['off', true, false], ['0', true, false],
  ];
  for (const [value, fallback, expected] of cases) {
    it(`${JSON.stringify(value)} with fallback ${fallback} is ${expected}`, () => assert.equal(parseBooleanInput(value, 'comment', fallback), expected));
  }
  it('refuses anything else, naming the input', () => {
    assert.throws(() => parseBooleanInput('maybe', 'comment', true), (e) => isGateError(e) && e.code === 'USAGE' && /^input comment is "maybe", not true or false\.$/.test(e.message));
  });
});
