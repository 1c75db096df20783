// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startRunStop } from '../../../src/load/stop.js';
import { describeStop, stopError, type StopFacts } from '../../../src/load/stop-report.js';

describe('startRunStop', () => {
  it('fires with reason budget when the budget runs out', async () => {
    const stop = startRunStop({ budgetMs: 30 });
    assert.equal(stop.signal.aborted, false);
    await new Promise((r) => setTimeout(r, 60));
    assert.equal(stop.signal.aborted, true);
    assert.equal(stop.reason, 'budget');
    assert.equal(stop.cancelledBy, undefined);
    stop.dispose();
  });

  it('fires with reason cancelled, naming what cancelled it, when the caller aborts', () => {
    const caller = new AbortController();
    const stop = startRunStop({ budgetMs: 60_000, signal: caller.signal });
    caller.abort('SIGINT');
    assert.equal(stop.reason, 'cancelled');
    assert.equal(stop.cancelledBy, 'SIGINT');
    stop.dispose();
  });

  it('starts stopped when the caller had already aborted', () => {
    const caller = new AbortController();
    caller.abort();
    const stop = startRunStop({ budgetMs: 60_000, signal: caller.signal });
    assert.equal(stop.signal.aborted, true);
    assert.equal(stop.reason, 'cancelled');
    assert.equal(stop.cancelledBy, undefined, 'a non-text reason is not named');
    stop.dispose();
  });

  it('keeps the first reason: a budget running out after a cancel changes nothing', async () => {
    const caller = new AbortController();
    const stop = startRunStop({ budgetMs: 20, signal: caller.signal });
    caller.abort('SIGTERM');
    await new Promise((r) => setTimeout(r, 40));
    assert.equal(stop.reason, 'cancelled');
    stop.dispose();
  });

  it('never fires after dispose', async () => {
    const caller = new AbortController();
    const stop = startRunStop({ budgetMs: 20, signal: caller.signal });
    stop.dispose();
    caller.abort();
    await new Promise((r) => setTimeout(r, 40));
    assert.equal(stop.signal.aborted, false);
  });

  for (const budgetMs of [0, -1, Number.NaN]) {
    it(`refuses a budget of ${budgetMs} ms`, () => assert.throws(() => startRunStop({ budgetMs }), RangeError));
  }
});

describe('describeStop', () => {
  const budget = (at: StopFacts['at'], notRun: number[]): StopFacts => ({ reason: 'budget', cancelledBy: undefined, budgetS: 600, at, notRun });
  const cases: { name: string; facts: StopFacts; want: string }[] = [
    {
      name: 'a budget running out in the connectivity check',
      facts: budget({ phase: 'preflight' }, [1, 4]),
      want: "The run's time budget of 600 s (sweep.max_duration_s) ran out during the connectivity check; nothing was measured.",
    },
    {
      name: 'a budget running out in a warm-up',
      facts: budget({ phase: 'warmup', level: { concurrency: 4 } }, [4, 8, 16]),
      want: "The run's time budget of 600 s (sweep.max_duration_s) ran out during the warm-up of concurrency 4, before any of its measured requests; concurrency 4, 8 and 16 were not measured.",
    },
    {
      name: 'a budget running out mid-level',
      facts: budget({ phase: 'measure', level: { concurrency: 8 }, finished: 13, planned: 32, cancelled: 8 }, [16]),
      want: "The run's time budget of 600 s (sweep.max_duration_s) ran out during concurrency 8, after 13 of 32 measured requests (8 requests in flight were cancelled and are not counted); concurrency 16 was not measured.",
    },
    {
      name: 'a budget running out between levels',
      facts: budget({ phase: 'between', after: { concurrency: 4 } }, [8]),
      want: "The run's time budget of 600 s (sweep.max_duration_s) ran out after concurrency 4 finished; concurrency 8 was not measured.",
    },
    {
      name: 'a cancel before any measured request of a level finished',
      facts: { reason: 'cancelled', cancelledBy: 'SIGTERM', budgetS: 900, at: { phase: 'measure', level: { concurrency: 2 }, finished: 0, planned: 8, cancelled: 1 }, notRun: [2] },
      want: 'The run was cancelled (SIGTERM) during concurrency 2, before any of its 8 measured requests finished (1 request in flight was cancelled and is not counted); concurrency 2 was not measured.',
    },
    {
      name: 'a cancel by an unnamed caller',
      facts: { reason: 'cancelled', cancelledBy: undefined, budgetS: 900, at: { phase: 'measure', level: { concurrency: 2 }, finished: 5, planned: 8, cancelled: 0 }, notRun: [] },
      want: 'The run was cancelled during concurrency 2, after 5 of 8 measured requests.',
    },
    {
      name: 'a cancel in the warm-up of a rate level, named by its rate rather than its cap on requests in flight',
      facts: { reason: 'cancelled', cancelledBy: 'SIGINT', budgetS: 900, at: { phase: 'warmup', level: { concurrency: 256, rate: 2 } }, notRun: [] },
      want: 'The run was cancelled (SIGINT) during the warm-up of 2 req/s, before any of its measured requests.',
    },
    {
      name: 'a budget running out after a rate level',
      facts: budget({ phase: 'between', after: { concurrency: 256, rate: 0.5 } }, []),
      want: "The run's time budget of 600 s (sweep.max_duration_s) ran out after 0.5 req/s finished.",
    },
  ];
  for (const c of cases) it(`describes ${c.name}`, () => assert.equal(describeStop(c.facts), c.want));

  it('gives each reason its own code and advice', () => {
    const at = { phase: 'between', after: { concurrency: 1 } } as const;
    const b = stopError({ reason: 'budget', cancelledBy: undefined, budgetS: 2.5, at, notRun: [2] });
    assert.equal(b.code, 'BUDGET_EXHAUSTED');
    assert.match(b.message, /time budget of 2\.5 s/);
    assert.match(b.hint, /^Raise sweep\.max_duration_s/);
    const c = stopError({ reason: 'cancelled', cancelledBy: 'SIGINT', budgetS: 2.5, at, notRun: [2] });
    assert.equal(c.code, 'CANCELLED');
    assert.match(c.hint, /cannot pass the gate/);
  });
});
