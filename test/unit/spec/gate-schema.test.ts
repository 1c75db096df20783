// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv, type ValidateFunction } from 'ajv';
import gateSchema from '../../../src/spec/spec.schema.json' with { type: 'json' };
import { DISTRIBUTION_STATS, METRIC_NAMES, METRIC_PATHS, METRICS, WORKLOAD_METRICS } from '../../../src/metrics/catalogue.js';
import { parseMaxChange } from '../../../src/spec/max-change.js';
import { gateSpecIssues } from '../../../src/spec/gate-issues.js';
import { DEFAULT_BASELINE_PATH, DEFAULT_SAFETY_FACTOR } from '../../../src/spec/gate-types.js';

interface Node {
  description?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  additionalProperties?: boolean | Node;
  propertyNames?: Node & { pattern?: string };
  default?: unknown;
}
// The gate's sections are top-level properties of the one shipped spec schema.
const defs = (gateSchema as unknown as { properties: Record<string, Node> }).properties;
const objective = defs.slos!.items!;
const thresholds = objective.properties!.thresholds!.properties!;

function validator(name: 'slos' | 'baseline' | 'knee'): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
  ajv.addVocabulary(['x-expected']);
  ajv.addSchema(gateSchema as object);
  const v = ajv.getSchema(`${(gateSchema as { $id: string }).$id}#/properties/${name}`);
  assert.ok(v, name);
  return v as ValidateFunction;
}

/** The issue's example spec, which every layer must accept. */
const EXAMPLE = {
  slos: [{
    name: 'interactive chat',
    at: { concurrency: 8 },
    when: { input_tokens: { p95: 8000 }, output_tokens: { p95: 500 } },
    level: 'error',
    thresholds: {
      ttft_ms: { p95: 1500 }, tpot_ms: { p95: 30 }, e2e_ms: { p99: 20000 },
      success_rate: { min: 0.995 }, output_tokens_per_s: { min: 100 }, request_tps: { p50: { min: 20 } },
    },
  }, { at: { concurrency: [8, 16] }, level: 'warn', thresholds: { itl_ms: { p99: { max: 200 } } } }],
  baseline: { path: '.github/llm-slo-baseline.json', max_change: { 'ttft_ms.p95': '+10%', 'tpot_ms.p95': '+10%', tpm: '-10%' }, level: 'error' },
  knee: { safety_factor: 0.75 },
};

describe('the gate sections of spec.schema.json', () => {
  it('names exactly the metrics and statistics the engine knows', () => {
    assert.deepEqual(Object.keys(thresholds), [...METRIC_NAMES]);
    for (const m of METRIC_NAMES) {
      const keys = Object.keys(thresholds[m]!.properties!);
      assert.deepEqual(keys, METRICS[m].kind === 'scalar' ? ['min', 'max'] : [...DISTRIBUTION_STATS], m);
    }
    assert.deepEqual(Object.keys(objective.properties!.when!.properties!), [...WORKLOAD_METRICS]);
  });

  it('accepts exactly the metric paths the engine accepts in max_change', () => {
    const pattern = new RegExp(defs.baseline!.properties!.max_change!.propertyNames!.pattern!, 'u');
    for (const p of METRIC_PATHS) assert.ok(pattern.test(p), p);
    for (const p of ['ttft_ms', 'tpm.p95', 'ttft_ms.p96', 'ttft.p95', 'ttft_ms.p95.x']) {
      assert.equal(pattern.test(p), false, p);
      assert.equal(parseMaxChange({ [p]: '+10%' }).issues.length, 1, p);
    }
  });

  it('gives every property a description for the README', () => {
    const missing: string[] = [];
    const walk = (node: Node, path: string): void => {
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (!child.description) missing.push(`${path}.${key}`);
        walk(child, `${path}.${key}`);
      }
      if (node.items) walk(node.items, `${path}[]`);
    };
    for (const [name, node] of Object.entries(defs)) {
      if (!node.description) missing.push(name);
      walk(node, name);
    }
    assert.deepEqual(missing, []);
  });

  it('states the same defaults as the engine', () => {
    assert.equal(defs.baseline!.properties!.path!.default, DEFAULT_BASELINE_PATH);
    assert.equal(defs.knee!.properties!.safety_factor!.default, DEFAULT_SAFETY_FACTOR);
    assert.equal(objective.properties!.level!.default, 'error');
  });

  it('compiles under strict mode and accepts the example spec', () => {
    for (const name of ['slos', 'baseline', 'knee'] as const) {
      const v = validator(name);
      assert.equal(v(EXAMPLE[name]), true, JSON.stringify(v.errors));
    }
    assert.deepEqual(gateSpecIssues(EXAMPLE), []);
  });

  const rejected: Array<[string, 'slos' | 'baseline' | 'knee', unknown]> = [
    ['an unknown metric', 'slos', [{ thresholds: { ttft: { p95: 1 } } }]],
    ['an unknown statistic', 'slos', [{ thresholds: { ttft_ms: { p96: 1 } } }]],
    ['a bare number on request_tps', 'slos', [{ thresholds: { request_tps: { p50: 20 } } }]],
    ['a statistic on a scalar', 'slos', [{ thresholds: { tpm: { p95: 1 } } }]],
    ['a success rate above 1', 'slos', [{ thresholds: { success_rate: { min: 99.5 } } }]],
    ['empty thresholds', 'slos', [{ thresholds: {} }]],
    ['a missing thresholds', 'slos', [{ name: 'x' }]],
    ['an unknown level', 'slos', [{ level: 'fatal', thresholds: { ttft_ms: { p95: 1 } } }]],
    ['a concurrency of 0', 'slos', [{ at: { concurrency: 0 }, thresholds: { ttft_ms: { p95: 1 } } }]],
    ['a precondition on a service metric', 'slos', [{ when: { ttft_ms: { p95: 1 } }, thresholds: { ttft_ms: { p95: 1 } } }]],
    ['an unknown max_change metric', 'baseline', { max_change: { ttft_ms: '+10%' } }],
    ['a max_change without %', 'baseline', { max_change: { 'ttft_ms.p95': '+10' } }],
    ['a max_change as a number', 'baseline', { max_change: { 'ttft_ms.p95': 10 } }],
    ['a safety factor of 0', 'knee', { safety_factor: 0 }],
    ['a safety factor above 1', 'knee', { safety_factor: 1.2 }],
  ];
  for (const [name, section, value] of rejected) {
    it(`rejects ${name}, and so does the engine`, () => {
      assert.equal(validator(section)(value), false);
      if (section !== 'knee') assert.ok(gateSpecIssues({ [section]: value }).length > 0);
    });
  }
});
