/**
 * The run's first step on plain values: the plan's notes, the sweep's shape as run, the prompt
 * slots, the endpoint as its client is built, and the frozen setup with the front end's notes first.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connectionsOf, endpointConfigOf, planNotes, promptSlotsOf, resolveRun, samplingOf } from '../../../src/engine/resolve.js';
import { sampleSizeWarnings } from '../../../src/gate/sample-size-warnings.js';
import type { StreamClient } from '../../../src/engine/run.js';
import { planOf } from '../../helpers/spec-plan.js';

const REFERENCE = 'reference: {base_url: "http://127.0.0.1:9/v1"}\n';
const ADAPTIVE = 'sweep: {concurrency: [1, 4], requests: 10, max_requests: 40, target_resolution: "5%", repeats: 3}\n';

describe('planNotes', () => {
  it('starts with the sample-size warnings, and names a gate that cannot fail', () => {
    const plan = planOf();
    const notes = planNotes(plan);
    assert.deepEqual(notes.slice(0, sampleSizeWarnings(plan).length), sampleSizeWarnings(plan));
    assert.ok(notes.some((n) => n.startsWith('This spec: ')), notes.join('\n'));
  });
  it('says a reference leaves max_requests and repeats unused', () => {
    const notes = planNotes(planOf(`${REFERENCE}${ADAPTIVE}`));
    assert.ok(notes.some((n) => n.startsWith('With a reference endpoint every level runs sweep.requests')), notes.join('\n'));
  });
  it('says nothing of a reference when the sweep is plain', () => {
    assert.ok(!planNotes(planOf(REFERENCE)).some((n) => n.startsWith('With a reference')));
  });
});

describe('samplingOf', () => {
  it('runs adaptive growth and repeats without a reference', () => {
    const s = samplingOf(planOf(ADAPTIVE));
    assert.equal(s.repeats, 3);
    assert.equal(s.adaptive?.maxRequests, 40);
  });
  it('runs one pass of fixed size with a reference, so levels pair', () => {
    assert.deepEqual(samplingOf(planOf(`${REFERENCE}${ADAPTIVE}`)), { adaptive: undefined, repeats: 1 });
  });
  it('leaves adaptive growth off when max_requests does not exceed requests', () => {
    assert.equal(samplingOf(planOf('sweep: {requests: 10}\n')).adaptive, undefined);
  });
});

describe('the sweep shape', () => {
  const cases: Array<{ name: string; sweep: string; connections: number; measuredSlots: number; passSlots: number }> = [
    { name: 'closed loop: the highest level sizes the pool', sweep: '{concurrency: [1, 8], requests: 10, warmup: 2}', connections: 8, measuredSlots: 10, passSlots: 20 },
    { name: 'adaptive: measured slots reach max_requests', sweep: '{concurrency: [2], requests: 10, max_requests: 30, target_resolution: "5%", warmup: 1}', connections: 2, measuredSlots: 30, passSlots: 33 },
    { name: 'a rate level: its cap sizes the pool', sweep: '{concurrency: [1], rate: [2], max_concurrency: 6, requests: 10, warmup: 0}', connections: 6, measuredSlots: 10, passSlots: 16 },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const plan = planOf(`sweep: ${c.sweep}\n`);
      assert.equal(connectionsOf(plan), c.connections);
      assert.deepEqual(promptSlotsOf(plan), { measuredSlots: c.measuredSlots, passSlots: c.passSlots });
    });
  }
});

describe('endpointConfigOf', () => {
  it('carries the plan\'s endpoint and the key, and no field the spec left out', () => {
    const plan = planOf();
    const e = endpointConfigOf(plan, 'k');
    assert.equal(e.baseUrl, plan.endpoint.baseUrl);
    assert.equal(e.apiKey, 'k');
    assert.equal(e.timeoutMs, plan.endpoint.timeoutMs);
    assert.ok(!('apiKeyHeader' in e) && !('maxTokensField' in e));
  });
});

describe('resolveRun', () => {
  it('returns a frozen setup whose notes start with the front end\'s, and builds the client it was given', async () => {
    const made: number[] = [];
    const client: StreamClient = { send: () => Promise.reject(new Error('not sent')), close: () => Promise.resolve() };
    const plan = planOf('sweep: {concurrency: [1, 4], requests: 10}\n');
    const setup = resolveRun({ plan, apiKey: undefined, notes: ['from the front end'], createClient: (_e, o) => { made.push(o.connections); return client; } });
    try {
      assert.ok(Object.isFrozen(setup) && Object.isFrozen(setup.notes));
      assert.deepEqual(setup.notes, ['from the front end', ...planNotes(plan)]);
      assert.deepEqual(made, [4]);
      assert.equal(setup.client, client);
      assert.equal(setup.preflightId, `${setup.runId}-preflight`);
      assert.equal(setup.reference, undefined);
      assert.equal(setup.hintContext.apiKeySet, false);
    } finally {
      setup.stop.dispose();
    }
  });
});
