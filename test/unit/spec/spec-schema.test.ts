// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeExpected, specSchema, validateAt, type SchemaNode } from '../../../src/spec/schema.js';
import { closestName, levenshtein } from '../../../src/spec/suggest.js';

/** Every property node of the schema, with its dotted path. */
function properties(node: SchemaNode, prefix = ''): [string, SchemaNode][] {
  const out: [string, SchemaNode][] = [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    out.push([path, child], ...properties(child, path));
    if (child.items !== undefined) out.push(...properties(child.items, `${path}[]`));
  }
  return out;
}

describe('spec schema', () => {
  const all = properties(specSchema);

  it('has properties to check', () => assert.ok(all.length >= 15, `only ${all.length}`));

  for (const [path, node] of all) {
    it(`describes ${path} in a sentence`, () => {
      assert.match(node.description ?? '', /^[A-Z`].{10,}\.$/s, `description of ${path}`);
    });
    if ('default' in node) {
      it(`accepts its own default for ${path}`, () => {
        const fieldPath = path.split('.');
        assert.deepEqual(validateAt(fieldPath, node.default), []);
      });
    }
  }

  it('refuses unknown fields at every level', () => {
    const objects = [['', specSchema] as const, ...all.filter(([, n]) => n.type === 'object' && n.properties !== undefined)];
    for (const [path, node] of objects) assert.equal(node.additionalProperties, false, path);
  });
});

describe('describeExpected', () => {
  const cases: { name: string; node: SchemaNode; want: string }[] = [
    { name: 'an inclusive integer range', node: { type: 'integer', minimum: 1, maximum: 8 }, want: 'an integer from 1 to 8' },
    { name: 'an open lower bound', node: { type: 'number', exclusiveMinimum: 0, maximum: 5 }, want: 'a number greater than 0 and at most 5' },
    { name: 'a lower bound only', node: { type: 'integer', minimum: 0 }, want: 'an integer ≥ 0' },
    { name: 'an enum', node: { type: 'string', enum: ['a', 'b'] }, want: 'one of "a", "b"' },
    { name: 'a const', node: { const: 1 }, want: '1' },
    { name: 'non-empty text', node: { type: 'string', minLength: 1 }, want: 'non-empty text' },
    { name: 'an explicit phrase', node: { type: 'string', 'x-expected': 'a URL' }, want: 'a URL' },
  ];
  for (const c of cases) it(`words ${c.name}`, () => assert.equal(describeExpected(c.node), c.want));
});

describe('field name suggestions', () => {
  const distances: [string, string, number][] = [
    ['', 'abc', 3], ['abc', 'abc', 0], ['kitten', 'sitting', 3], ['concurency', 'concurrency', 1],
  ];
  for (const [a, b, d] of distances) it(`${JSON.stringify(a)} → ${JSON.stringify(b)} is ${d} edits`, () => assert.equal(levenshtein(a, b), d));

  const names = ['base_url', 'model', 'api_key_env', 'timeout_s', 'headers'];
  const guesses: [string, string | undefined][] = [
    ['baseurl', 'base_url'], ['base-url', 'base_url'], ['Model', 'model'], ['timeout', 'timeout_s'],
    ['header', 'headers'], ['url', undefined], ['temperature', undefined],
  ];
  for (const [typed, want] of guesses) {
    it(`suggests ${String(want)} for ${typed}`, () => assert.equal(closestName(typed, names), want));
  }
});
