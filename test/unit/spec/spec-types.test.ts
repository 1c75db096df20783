// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The spec's TypeScript types against the schema they are generated from: src/spec/spec-types.ts
 * is committed up to date with spec.schema.json, every schema default passes its own field's
 * rules (so `specDefault`'s one cast holds), and the generated types agree with the types the
 * rest of the code names the same values by (checked when this file compiles).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { schemaAt, specDefault, specSchema, validateAt, type SchemaNode } from '../../../src/spec/schema.js';
import type { DistributionBounds, DistributionLimits, EndpointSpec, MessageSpec, SloSpec, SpecDefaults, WorkloadBounds } from '../../../src/spec/spec-types.js';
import type { EndpointApi } from '../../../src/model/endpoint.js';
import type { CheckLevel } from '../../../src/model/checks.js';
import type { DistributionStat } from '../../../src/metrics/catalogue.js';
import type { ChatMessage } from '../../../src/client/types.js';
import { DEFAULT_BASELINE_CONFIDENCE, DEFAULT_BASELINE_PATH, DEFAULT_MIN_RUNS, DEFAULT_MIN_SUCCESS_RATE, DEFAULT_SAFETY_FACTOR } from '../../../src/spec/gate-types.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** True only when A and B are the same type; a mismatch fails the compile of this file. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
const agree: [
  Same<NonNullable<EndpointSpec['api']>, EndpointApi>,
  Same<NonNullable<SloSpec['level']>, CheckLevel>,
  Same<keyof DistributionLimits, DistributionStat>,
  Same<keyof DistributionBounds, DistributionStat>,
  Same<keyof WorkloadBounds, DistributionStat>,
  Same<MessageSpec['role'], ChatMessage['role']>,
  Same<SpecDefaults['sweep.concurrency'], number[]>,
] = [true, true, true, true, true, true, true];

test('src/spec/spec-types.ts is generated from spec.schema.json and committed up to date', () => {
  assert.ok(agree.every(Boolean));
  const res = spawnSync(process.execPath, ['scripts/spec-types.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
});

/** Every field with a default, outside lists, as `SpecDefaults` names them. */
function defaultPaths(node: SchemaNode, prefix: string[], out: string[][]): string[][] {
  for (const [name, prop] of Object.entries(node.properties ?? {})) {
    if (prop.$ref !== undefined) continue;
    if ('default' in prop) out.push([...prefix, name]);
    if (prop.type === 'object') defaultPaths(prop, [...prefix, name], out);
  }
  return out;
}

test('every schema default passes its own field\'s rules, as specDefault returns it', () => {
  const paths = defaultPaths(specSchema, [], []);
  assert.ok(paths.length >= 25, `${paths.length} defaults`);
  for (const path of paths) {
    const value = specDefault(path.join('.') as keyof SpecDefaults);
    assert.deepEqual(validateAt(path, value), [], `${path.join('.')}: ${JSON.stringify(value)}`);
    assert.deepEqual(value, schemaAt(path)!.default, path.join('.'));
  }
});

test('specDefault gives a fresh copy, so a caller cannot change the schema\'s default', () => {
  specDefault('sweep.concurrency').push(99);
  assert.deepEqual(specDefault('sweep.concurrency'), [1, 4, 8, 16]);
});

test('the gate\'s default constants are the schema\'s defaults', () => {
  assert.equal(DEFAULT_BASELINE_PATH, specDefault('baseline.path'));
  assert.equal(DEFAULT_BASELINE_CONFIDENCE, specDefault('baseline.confidence'));
  assert.equal(DEFAULT_MIN_RUNS, specDefault('baseline.min_runs'));
  assert.equal(DEFAULT_SAFETY_FACTOR, specDefault('knee.safety_factor'));
  assert.equal(DEFAULT_MIN_SUCCESS_RATE, specDefault('gate.min_success_rate'));
});
