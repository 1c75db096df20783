/**
 * The one builder of Results on plain values: as measured (what the gate judges) and as judged,
 * with the same fields in the same order, the notes of every step then the gate's, and the stored
 * baseline's source; judging leaves the measured results as they were.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assembleResults, judgedResults, unjudged, type RunFacts } from '../../../src/engine/assemble.js';
import type { Judgement } from '../../../src/gate/judge.js';
import { level } from '../../helpers/levels.js';
import { planOf } from '../../helpers/spec-plan.js';

const plan = planOf('sweep: {concurrency: [1], requests: 4}\n');

function facts(over: Partial<RunFacts> = {}): RunFacts {
  return {
    plan, startedAt: new Date('2026-01-02T03:04:05.000Z'), budgetS: plan.sweep.maxDurationS, elapsedMs: 1234.5678, error: null, incomplete: false, stopReason: null,
    url: new URL('http://user:pw@127.0.0.1:9/v1/chat/completions'),
    sourceSummary: { prompt_source: 'inline', prompts: 1, messages: 1 } as unknown as RunFacts['sourceSummary'],
    repeats: 1, rates: [], trace: undefined, preflight: null, levels: [level({ concurrency: 1 })], notes: ['resolve', 'measure'],
    hintContext: { url: 'http://127.0.0.1:9/v1/chat/completions', api: 'openai-chat', apiKeyEnv: 'OPENAI_API_KEY', apiKeySet: false, apiKeyTrimmed: false, timeoutS: 60, stallTimeoutS: 30, connections: 1 },
    reference: undefined, serverMetrics: undefined, failOn: 'both', git: null, environment: undefined, ...over,
  };
}

describe('assembleResults', () => {
  it('records the budget the run was given, a scenario\'s share, not the plan\'s own', () => {
    assert.equal(assembleResults(facts()).sweep.max_duration_s, plan.sweep.maxDurationS);
    assert.equal(assembleResults(facts({ budgetS: 12.5 })).sweep.max_duration_s, 12.5);
  });
  it('as measured: status from the error, no checks, the baseline not configured', () => {
    const r = assembleResults(facts());
    assert.equal(r.status, 'pass');
    assert.deepEqual(r.checks, []);
    assert.equal(r.baseline.status, 'not_configured');
    assert.deepEqual(r.notes, ['resolve', 'measure']);
    assert.equal(r.duration_s, 1.235);
    assert.equal(r.finished_at, '2026-01-02T03:04:06.234Z');
    assert.equal(r.endpoint.url.includes('pw'), false, 'the URL is redacted');
    const error = { code: 'ENDPOINT_UNUSABLE', message: 'no', hint: null } as const;
    assert.equal(assembleResults(facts({ error })).status, 'error');
  });
  it('as judged: the judgement\'s fields, its notes after the steps\', the same fields in the same order, the measured results untouched', () => {
    const f = facts();
    const measured = assembleResults(f);
    const before = structuredClone(measured);
    const judgement: Judgement = { ...unjudged(f), status: 'fail', notes: ['judge'], knee: null };
    const source = { kind: 'file', path: 'b.json' } as unknown as Parameters<typeof judgedResults>[2];
    const judged = judgedResults(measured, judgement, source);
    assert.equal(judged.status, 'fail');
    assert.deepEqual(judged.notes, ['resolve', 'measure', 'judge']);
    assert.deepEqual(Object.keys(judged), Object.keys(measured));
    assert.deepEqual((judged.baseline as { source?: unknown }).source, { kind: 'file', path: 'b.json' });
    assert.deepEqual(measured, before);
    assert.deepEqual(f.notes, ['resolve', 'measure']);
    assert.ok(!('source' in judgedResults(measured, judgement, undefined).baseline));
  });
  it('records the sweep\'s optional fields only when the plan uses them', () => {
    assert.ok(!('rate' in assembleResults(facts()).sweep));
    assert.ok(!('repeats' in assembleResults(facts()).sweep));
    assert.equal((assembleResults(facts({ repeats: 3 })).sweep as { repeats?: number }).repeats, 3);
  });
});
