/**
 * The measuring step with a client that answers from memory: the connectivity check's failure is
 * the run's error and stops the sweep; a working endpoint measures each level, reports it, and
 * hands its records on; the clients are closed either way; the step returns its notes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { measure } from '../../../src/engine/measure.js';
import { resolveRun } from '../../../src/engine/resolve.js';
import type { RunEvent, RunOptions, StreamClient } from '../../../src/engine/run.js';
import type { LevelRecords, RequestRecord } from '../../../src/model/record.js';
import { planOf } from '../../helpers/spec-plan.js';

function answer(id: string, ok: boolean): RequestRecord {
  const sentMs = performance.now();
  if (!ok) {
    return {
      id, sentMs, headersMs: undefined, contentMs: [], endMs: sentMs + 1, statusCode: undefined,
      inputTokens: undefined, outputTokens: undefined, tokensSource: undefined, finishReason: undefined, ok: false, error: { kind: 'connect', message: 'nothing is listening.' },
    };
  }
  const contentMs = [sentMs + 2, sentMs + 3, sentMs + 4];
  return {
    id, sentMs, headersMs: sentMs + 1, contentMs, endMs: sentMs + 5, statusCode: 200,
    inputTokens: 7, outputTokens: 3, tokensSource: 'usage', finishReason: 'length', ok: true, error: undefined,
  };
}

function fakeClient(ok: boolean): { client: StreamClient; sent: string[]; closed: () => number } {
  const sent: string[] = [];
  let closed = 0;
  return {
    client: { send: async (_r, o) => { sent.push(o.id); return answer(o.id, ok); }, close: async () => { closed += 1; } },
    sent, closed: () => closed,
  };
}

async function measured(ok: boolean) {
  const fake = fakeClient(ok);
  const events: RunEvent['type'][] = [];
  const handed: LevelRecords[] = [];
  const options: RunOptions = {
    plan: planOf('sweep: {concurrency: [1, 2], requests: 3, warmup: 0}\n'), apiKey: undefined,
    createClient: () => fake.client, onEvent: (e) => events.push(e.type), onLevelRecords: (l) => { handed.push(l); },
  };
  const m = await measure(options, resolveRun(options));
  return { m, events, handed, fake };
}

describe('measure', () => {
  it('a failed connectivity check is the error, and nothing more is sent', async () => {
    const { m, events, fake } = await measured(false);
    assert.equal(m.error?.code, 'ENDPOINT_UNUSABLE');
    assert.match(m.error?.message ?? '', /^The connectivity check to http:\/\/127\.0\.0\.1:9\/v1\/chat\/completions failed \(connect\)/);
    assert.deepEqual(m.levels, []);
    assert.equal(fake.sent.length, 1);
    assert.deepEqual(events, ['preflight']);
    assert.equal(fake.closed(), 1);
    assert.deepEqual(m.stop.stopPoint, { phase: 'preflight' });
    assert.equal(m.stop.reason, undefined);
  });
  it('a working endpoint measures each level, reports it and hands its records on', async () => {
    const { m, events, handed, fake } = await measured(true);
    assert.equal(m.error, null);
    assert.deepEqual(m.levels.map((l) => [l.concurrency, l.requests, l.succeeded]), [[1, 3, 3], [2, 3, 3]]);
    assert.equal(events[0], 'preflight');
    assert.equal(events.filter((e) => e === 'level-done').length, 2);
    assert.deepEqual(handed.map((h) => h.records.length), [3, 3]);
    assert.equal(fake.sent.length, 1 + 6);
    assert.equal(fake.closed(), 1);
    assert.equal(m.preflight?.ok, true);
    assert.deepEqual(m.stop.stopPoint, { phase: 'between', after: { concurrency: 2 } });
    assert.ok(Array.isArray(m.notes));
  });
});
