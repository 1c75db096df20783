/**
 * Records to figures on plain values: a level's statistics with cancelled requests dropped once,
 * the pass of each kept record, what a stop left out, and the notes levels call for.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { finishedResolution, keptLevel, levelNotes, referenceRules, stopOutcome, summarizeLevel, summarizeRun, type StopSeen } from '../../../src/engine/summarize.js';
import { pool, type PooledLevel } from '../../../src/load/repeats.js';
import type { LevelRun } from '../../../src/load/sweep.js';
import type { RequestRecord } from '../../../src/model/record.js';
import { level } from '../../helpers/levels.js';
import { planOf } from '../../helpers/spec-plan.js';

function ok(i: number, tokens = 4): RequestRecord {
  const sentMs = i * 100;
  const contentMs = Array.from({ length: tokens }, (_, t) => sentMs + 20 + t * 10);
  return {
    id: `r${i}`, sentMs, headersMs: sentMs + 1, contentMs, endMs: contentMs[tokens - 1]! + 1, statusCode: 200,
    inputTokens: 7, outputTokens: tokens, tokensSource: 'usage', finishReason: 'length', ok: true, error: undefined,
  };
}

function cancelled(i: number): RequestRecord {
  return {
    id: `c${i}`, sentMs: i * 100, headersMs: undefined, contentMs: [], endMs: i * 100 + 5, statusCode: undefined,
    inputTokens: undefined, outputTokens: undefined, tokensSource: undefined, finishReason: undefined, ok: false, error: { kind: 'cancelled', message: 'stopped' },
  };
}

const self = { loopDelayP99Ms: 1, loopDelayMaxMs: 2, ownDelayAtMs: { 99: 1, 99.5: 1.5, 99.9: 2 }, ownDelayMaxMs: 2, ownDelayMeanMs: 0.2, cpuShare: 0.1, loopBusyShare: 0.1, wallMs: 100 };

function run(records: RequestRecord[], over: Partial<LevelRun> = {}): LevelRun {
  return { concurrency: 2, records, durationS: 1, maxInFlight: 2, warmupSent: 0, self, incomplete: false, ...over };
}

function single(records: RequestRecord[]): PooledLevel {
  const r = run(records);
  return { ...r, runs: [r] };
}

const plan = planOf('sweep: {concurrency: [2, 4], requests: 4}\n');

describe('summarizeLevel', () => {
  it('drops cancelled requests from the figures and counts them', () => {
    const s = summarizeLevel(single([ok(0), ok(1), cancelled(2), ok(3)]), plan, { adaptive: undefined, repeats: 1 });
    assert.equal(s.cancelled, 1);
    assert.deepEqual(s.records.map((r) => r.id), ['r0', 'r1', 'r3']);
    assert.equal(s.stats?.requests, 3);
    assert.equal(s.stats?.succeeded, 3);
    assert.equal(s.recordPasses, undefined);
  });
  it('has no statistics when every request was cancelled', () => {
    const s = summarizeLevel(single([cancelled(0), cancelled(1)]), plan, { adaptive: undefined, repeats: 1 });
    assert.equal(s.stats, undefined);
    assert.equal(s.cancelled, 2);
    assert.deepEqual(s.records, []);
  });
  it('pools repeated passes and names the pass of each kept record', () => {
    const pooled = pool([run([ok(0), ok(1)], { repeat: 0 }), run([ok(2), cancelled(3)], { repeat: 1 })], 2, 2);
    const s = summarizeLevel(pooled, plan, { adaptive: undefined, repeats: 2 });
    assert.deepEqual(s.recordPasses, [1, 1, 2]);
    assert.equal(s.stats?.repeats?.length, 2);
    assert.equal(s.stats?.requests, 3);
  });
});

describe('keptLevel', () => {
  it('drops cancelled requests from each pass once, the pool being the passes in order', () => {
    const pooled = pool([run([ok(0), cancelled(1)], { repeat: 0 }), run([cancelled(2), ok(3)], { repeat: 1 })], 2, 2);
    const kept = keptLevel(pooled);
    assert.equal(kept.cancelled, 2);
    assert.deepEqual(kept.records.map((r) => r.id), ['r0', 'r3']);
    assert.deepEqual(kept.passes.map((p) => p.records.map((r) => r.id)), [['r0'], ['r3']]);
    assert.deepEqual(kept.timings, []);
  });
  it('keeps a rate level\'s timings beside its kept records', () => {
    const t = (i: number) => ({ scheduledMs: i, queueMs: 0 });
    const r = run([ok(0), cancelled(1), ok(2)], { rate: 5, timings: [t(0), t(1), t(2)] } as Partial<LevelRun>);
    const kept = keptLevel({ ...r, runs: [r] });
    assert.deepEqual(kept.timings, [t(0), t(2)]);
  });
});

describe('summarizeRun', () => {
  it('summarises a reference\'s level as the candidate\'s, cancelled requests dropped, without goodput', () => {
    const level1 = single([ok(0), cancelled(1), ok(2)]);
    const ref = summarizeRun(level1, referenceRules(), { adaptive: undefined, repeats: 1 });
    assert.equal(ref.cancelled, 1);
    assert.equal(ref.stats?.requests, 2);
    assert.equal(ref.stats?.goodput, undefined);
  });
  it('a reference level with every request cancelled has no statistics', () => {
    assert.equal(summarizeRun(single([cancelled(0)]), referenceRules(), { adaptive: undefined, repeats: 1 }).stats, undefined);
  });
});

describe('finishedResolution', () => {
  it('reads the same with and without cancelled records among those finished', () => {
    const refs: Parameters<typeof finishedResolution>[0] = [{ metric: 'ttft_ms', stat: 'p50' }];
    const done = [ok(0), ok(1), ok(2), ok(3), ok(4), ok(5), ok(6), ok(7)];
    assert.equal(finishedResolution(refs, [...done, cancelled(8)]), finishedResolution(refs, done));
  });
});

describe('stopOutcome', () => {
  const seen = (over: Partial<StopSeen> = {}): StopSeen => ({
    reason: undefined, cancelledBy: undefined, stopPoint: { phase: 'between', after: { concurrency: 2 } }, cutLevel: undefined, measuredRates: new Set(), ...over,
  });
  it('a run no stop touched is complete, with no notes', () => {
    assert.deepEqual(stopOutcome(plan, seen(), [level({ concurrency: 2 }), level({ concurrency: 4 })], 1, plan.sweep.maxDurationS), { incomplete: false, stopped: undefined, notes: [] });
  });
  it('a budget that ran out before a level is incomplete, with a note and the stop\'s error', () => {
    const out = stopOutcome(plan, seen({ reason: 'budget' }), [level({ concurrency: 2 })], 1, plan.sweep.maxDurationS);
    assert.equal(out.incomplete, true);
    assert.equal(out.notes.length, 1);
    assert.ok(out.stopped !== undefined);
  });
  it('a stop after every level measured leaves the run complete', () => {
    const out = stopOutcome(plan, seen({ reason: 'budget' }), [level({ concurrency: 2 }), level({ concurrency: 4 })], 1, plan.sweep.maxDurationS);
    assert.deepEqual(out, { incomplete: false, stopped: undefined, notes: [] });
  });
  it('a repeated sweep cut short says how many passes each level measured', () => {
    const out = stopOutcome(plan, seen({ reason: 'cancelled', cancelledBy: 'SIGTERM' }), [level({ concurrency: 2 })], 3, plan.sweep.maxDurationS);
    assert.equal(out.notes.length, 2);
    assert.match(out.notes[1]!, /^The sweep was to run 3 times; passes measured/);
  });
});

describe('levelNotes', () => {
  it('says nothing of plain levels', () => {
    assert.deepEqual(levelNotes(plan, [level({ concurrency: 2 })]), []);
  });
  it('names a rate level the client could not keep up with', () => {
    const notes = levelNotes(plan, [level({ concurrency: 2, mode: 'rate', rate: 5, client_behind: 'sends were late' })]);
    assert.ok(notes.some((n) => n.startsWith('At 5 req/s the client did not apply the load asked for: sends were late.')), notes.join('\n'));
  });
});
