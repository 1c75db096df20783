// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The schemas' validators are compiled ahead of time (scripts/validators.mjs, part of every
 * build) instead of in every process that starts: each precompiled validator must say exactly
 * what ajv compiling the schema at run time, the same way, says (verdict and every error, with
 * its failing value and schema node, which the messages quote), and the bundled CLI and Action
 * must hold no schema compiler at all.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import specSchemaJson from '../../../src/spec/spec.schema.json' with { type: 'json' };
import resultsSchemaJson from '../../../schema/results.schema.json' with { type: 'json' };
import { validators as specValidators, type Validator } from '../../../src/spec/spec-validators.generated.js';
import { validators as resultsValidators } from '../../../src/io/results-validator.generated.js';
import { results, level } from '../../helpers/report-fixtures.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** How scripts/validators.mjs compiles a schema: ajv, the schema's id, and each pointer as shipped and as compiled. */
type Compiler = (schema: object, code?: object) => { ajv: Ajv; id: string; pointers: [string, string][] };
const script = await import(pathToFileURL(join(ROOT, 'scripts/validators.mjs')).href) as { specCompiler: Compiler; resultsCompiler: Compiler };

/** Values of every JSON type, in and out of the usual ranges, to probe a validator with. */
const PROBES: unknown[] = [
  null, true, 0, -1, 1.5, 1e9, '', 'x', 'x'.repeat(3000), '10%', 'http://127.0.0.1:8000/v1', 'not a url',
  [], [1, 1], [1, 2, 3], ['a'], [{}], {}, { a: 1 }, { concurrency: [1, 2], requests: 0 },
];

/** What a validator said about a value: its verdict and its errors, as plain data. */
function verdict(validate: Validator, value: unknown): { valid: boolean; errors: ErrorObject[] } {
  const valid = validate(value);
  return { valid, errors: structuredClone(validate.errors ?? []) };
}

/** What a validator found in a value, without where each rule sits in the schema. */
function found(validate: Validator, value: unknown): Partial<ErrorObject>[] {
  validate(value);
  return (validate.errors ?? []).map(({ instancePath, keyword, params, message, data }) => ({ instancePath, keyword, params, message, data }));
}

/** A pointer's node in the schema, e.g. `/properties/sweep/properties/concurrency`. */
function nodeAt(schema: unknown, pointer: string): Record<string, unknown> {
  let node = schema as Record<string, unknown>;
  for (const seg of pointer.split('/').slice(1)) node = node[seg] as Record<string, unknown>;
  return node;
}

describe('precompiled spec validators', () => {
  // The run-time compile that the precompiled code replaces: the same options and schema.
  const { ajv, id, pointers } = script.specCompiler(specSchemaJson, { optimize: false });
  const compiledAt = new Map(pointers);

  it('cover the whole spec and every field of each section', () => {
    assert.ok(Object.hasOwn(specValidators, ''));
    for (const [section, node] of Object.entries(specSchemaJson.properties as Record<string, { properties?: object }>)) {
      for (const field of Object.keys(node.properties ?? {})) {
        assert.ok(Object.hasOwn(specValidators, `/properties/${section}/properties/${field}`), `${section}.${field}`);
      }
    }
  });

  for (const [pointer, validate] of Object.entries(specValidators)) {
    it(`say what a run-time compile says at ${pointer === '' ? 'the root' : pointer}`, () => {
      const at = compiledAt.get(pointer);
      assert.ok(at !== undefined, `${pointer} is not one of the script's pointers`);
      const compiled = ajv.getSchema(at === '' ? id : `${id}#${at}`);
      assert.ok(compiled !== undefined, pointer);
      const node = nodeAt(specSchemaJson, pointer);
      const values = [...PROBES, ...('default' in node ? [node.default] : [])];
      for (const value of values) assert.deepEqual(verdict(validate, value), verdict(compiled as Validator, value), `${pointer} with ${JSON.stringify(value)?.slice(0, 40)}`);
    });
  }

  const manyProblems = {
    version: 2,
    endpoint: { base_url: 'ftp://x', model: '', timeout_s: -1, headers: { 'bad name': 1 } },
    workload: { prompt: 'hi', messages: [{ role: 'robot' }], max_tokens: 0 },
    sweep: { concurrency: [1, 1, 0], rate: [-2], target_resolution: 'ten' },
    slos: [{ name: 7, thresholds: { ttft_ms: { p50: 'fast' } } }],
    scenarios: [{ name: 'a', sweep: { requests: 'all' }, slos: [{ thresholds: { e2e_ms: { p99: -1 }, bogus: {} } }] }, { name: '' }],
    unknown: true,
  };

  it('refuse a spec with many problems with the same errors as a run-time compile', () => {
    const got = verdict(specValidators[''] as Validator, manyProblems);
    assert.equal(got.valid, false);
    assert.ok(got.errors.length >= 10, `only ${got.errors.length} errors`);
    assert.deepEqual(got, verdict(ajv.getSchema(id) as Validator, manyProblems));
  });

  it('find the same problems as the schema as shipped, compiled as it is', () => {
    // The script compiles each section that scenarios refer to once (scripts/validators.mjs,
    // compiledSpecSchema): only where an error's rule sits in the schema (`schemaPath`) differs.
    const shipped = new Ajv({ allErrors: true, verbose: true });
    shipped.addVocabulary(['x-expected']);
    shipped.addSchema(specSchemaJson as object);
    for (const [pointer, validate] of Object.entries(specValidators)) {
      const asShipped = shipped.getSchema(pointer === '' ? specSchemaJson.$id : `${specSchemaJson.$id}#${pointer}`) as Validator;
      for (const value of [...PROBES, ...(pointer === '' ? [manyProblems] : [])]) {
        assert.deepEqual(found(validate, value), found(asShipped, value), `${pointer} with ${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });
});

describe('precompiled results validator', () => {
  const { ajv, id } = script.resultsCompiler(resultsSchemaJson, { optimize: false });
  const compiled = ajv.getSchema(id) as Validator;
  const asShipped = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }).compile(resultsSchemaJson) as Validator;
  const validate = resultsValidators[''] as Validator;
  const good = results([1, 4]);
  const broken = { ...good, levels: [{ ...level(1), ttft_ms: { count: 'many' } }, null], status: 'maybe', checks: [{}] };
  const scenarios = { schema_version: good.schema_version, kind: 'scenarios', scenarios: [good, broken] };

  for (const [name, value] of [['a single run', good], ['a broken single run', broken], ['scenarios with a broken one', scenarios], ['something else', { a: 1 }]] as const) {
    it(`says what a run-time compile says about ${name}`, () => {
      const got = verdict(validate, value);
      assert.deepEqual(got, verdict(compiled, value));
      if (value !== good) assert.equal(got.valid, false);
      // The script calls each definition where it is referenced instead of inlining it: the same problems are found.
      assert.deepEqual(found(validate, value), found(asShipped, value));
    });
  }
});

describe('bundles', () => {
  it('hold no schema compiler: dist/cli.js and dist/action.js validate with precompiled code', async () => {
    const files = ['dist/cli.js', 'dist/action.js', ...(await readdir(join(ROOT, 'dist/chunks'))).filter((f) => f.endsWith('.js')).map((f) => `dist/chunks/${f}`)];
    for (const file of files) {
      const text = await readFile(join(ROOT, file), 'utf8');
      // `strictSchema` is one of the options of ajv's compiler, in the code of its core.
      assert.doesNotMatch(text, /strictSchema/, `${file} bundles ajv's schema compiler`);
    }
  });
});
