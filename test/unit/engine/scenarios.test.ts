/**
 * Scenarios inside a shared budget on plain values: each scenario's share is handed to its run
 * beside its plan, which stays as resolved; once the budget is spent the rest are not run.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runScenarios } from '../../../src/engine/scenarios.js';
import { frozenPlan } from '../../../src/engine/resolve-runs.js';
import type { RunOutcome } from '../../../src/engine/run.js';
import type { ScenarioPlan } from '../../../src/spec/scenario-plans.js';
import type { Results } from '../../../src/model/results.js';
import { planOf } from '../../helpers/spec-plan.js';

function scenario(name: string, index: number, capS?: number): ScenarioPlan {
  return { name, index, plan: frozenPlan(planOf('sweep: {concurrency: [1], requests: 4, max_duration_s: 600}\n')), capS, notes: [] };
}

function outcome(): RunOutcome {
  const results = { status: 'pass', stop_reason: null, verdict: { fail_on: 'both', failed: 0, warned: 0, unverified: 0, reason: null, on_inconclusive: 'fail' } } as unknown as Results;
  return { results, exitCode: 0 };
}

describe('runScenarios', () => {
  it('hands each run its share of the budget beside its plan, which stays as resolved', async () => {
    let nowMs = 0;
    const seen: [string, number, number][] = [];
    const entries = await runScenarios({
      scenarios: [scenario('a', 0), scenario('b', 1, 10), scenario('c', 2)],
      budgetS: 100,
      now: () => nowMs,
      runOne: async (s, budgetS) => {
        seen.push([s.name, budgetS, s.plan.sweep.maxDurationS]);
        nowMs += 40_000;
        return outcome();
      },
    });
    assert.deepEqual(seen, [['a', 100, 600], ['b', 10, 600], ['c', 20, 600]]);
    assert.deepEqual(entries.map((e) => [e.name, e.status, e.budget_s]), [['a', 'pass', 100], ['b', 'pass', 10], ['c', 'pass', 20]]);
  });
  it('does not run a scenario once less than a second of the budget is left', async () => {
    let nowMs = 0;
    const entries = await runScenarios({
      scenarios: [scenario('a', 0), scenario('b', 1)],
      budgetS: 5,
      now: () => nowMs,
      runOne: async () => { nowMs += 4_500; return outcome(); },
    });
    assert.deepEqual(entries.map((e) => e.status), ['pass', 'not_run']);
  });
});
