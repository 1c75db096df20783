// A comparison asked for by the front end's search (a baseline artifact), not by the spec: a
// missing baseline is reported as missing, while the plan itself stays as resolved.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judge } from '../../../src/gate/judge.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { frozenPlan } from '../../../src/engine/resolve-runs.js';
import { level, results } from '../../helpers/levels.js';

// Frozen as a run's plans are: a judge that patched it would throw here.
const plan = frozenPlan(resolvePlan(parseSpec('endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}\nworkload: {prompt: hi}\n', 'spec.yml'), {}));

describe('judge: baselineAsked', () => {
  const measured = results([level({ concurrency: 1 })]);
  const base = { results: measured, gate: plan.gate, failOn: 'both', locate: undefined, now: new Date() } as const;
  it('a spec without a baseline section and nothing asked: not configured', () => {
    assert.equal(plan.gate.baseline.configured, false);
    assert.equal(judge({ ...base, baseline: { status: 'missing', path: plan.gate.baseline.path } }).baseline.status, 'not_configured');
  });
  it('asked for by the front end: missing', () => {
    assert.equal(judge({ ...base, baseline: { status: 'missing', path: plan.gate.baseline.path }, baselineAsked: true }).baseline.status, 'missing');
  });
});
