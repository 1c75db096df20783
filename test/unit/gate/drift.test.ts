// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// baseline.max_drift on hand-built histories: the anchor (oldest run, or pinned), the merges a
// failed check names, who is failed (a pull request taking main past the limit, main's refresh
// run, not a pull request when main was past it already), and the pinned anchor kept by refreshes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judgeDrift, type DriftInput } from '../../../src/gate/drift.js';
import { nextBaseline } from '../../../src/gate/baseline-history.js';
import { failureGates } from '../../../src/model/checks.js';
import { pullRequestInMessage } from '../../../src/io/git-info.js';
import { briefCheck } from '../../../src/gate/describe.js';
import type { LevelSamples } from '../../../src/model/samples.js';
import type { BaselineRun } from '../../../src/model/baseline.js';
import type { Results } from '../../../src/model/results.js';
import { level, results } from '../../helpers/levels.js';

/** 32 requests whose TPOT scatters ±1 % about `tpotMs`. */
function samples(tpotMs: number): LevelSamples {
  const n = 32;
  const tpot = Array.from({ length: n }, (_, i) => tpotMs * (1 + 0.01 * Math.sin(i * 1.7)));
  return {
    ok: Array(n).fill(1), e2e_ms: tpot.map((t) => 100 + 16 * t), ttft_ms: Array(n).fill(100), tpot_ms: tpot,
    input_tokens: Array(n).fill(10), output_tokens: Array(n).fill(16),
  };
}

const sha = (i: number) => i.toString(16).padStart(2, '0').repeat(20);

function run(i: number, tpotMs: number, pr: number | null): BaselineRun {
  return { started_at: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`, git: { sha: sha(i), ref: 'refs/heads/main', ...(pr === null ? {} : { pr }) }, levels: [{ concurrency: 1, samples: samples(tpotMs) }] };
}

function thisRun(tpotMs: number, over: Partial<Results> = {}): Results {
  return results([level({ concurrency: 1, tpot_ms: { p50: tpotMs }, samples: samples(tpotMs) })], { git: { sha: 'c'.repeat(40), ref: null, pr: 99 }, ...over });
}

/** main's history: 3 runs at 10 ms, then one run per merge k at 10 × 1.04^k. */
function history(merges: number): BaselineRun[] {
  return [run(0, 10, null), run(1, 10, null), run(2, 10, null), ...Array.from({ length: merges }, (_, k) => run(3 + k, 10 * 1.04 ** (k + 1), 41 + k))];
}

function input(current: Results, runs: BaselineRun[], over: Partial<DriftInput> = {}): DriftInput {
  return {
    current, baseline: { ...thisRun(10), history: runs }, maxChange: {}, maxDrift: { 'tpot_ms.p50': '+15%' },
    level: 'error', onMain: false, driftOnMain: 'fail', confidence: 0.95, minRuns: 2, ...over,
  };
}

describe('baseline.max_drift', () => {
  it('passes a pull request that keeps main within the limit', () => {
    const [c] = judgeDrift(input(thisRun(10 * 1.04 ** 3), history(2))).checks;
    assert.equal(c?.status, 'pass', JSON.stringify(c));
    assert.ok(c?.change !== null && Math.abs((c?.change ?? 0) - 0.125) < 0.01);
  });

  it('fails the pull request that takes main past it, naming the anchor and every merge with its step', () => {
    const [c] = judgeDrift(input(thisRun(10 * 1.04 ** 4), history(3))).checks;
    assert.equal(c?.status, 'fail');
    assert.equal(c?.level, 'error');
    assert.equal(c?.objective, 'drift');
    assert.equal(c?.drift?.anchor.sha, sha(0));
    assert.deepEqual(c?.drift?.steps.map((s) => s.pr), [null, null, 41, 42, 43, 99]);
    assert.ok(c?.drift?.steps.slice(2).every((s) => Math.abs((s.change ?? 0) - 0.04) < 0.005));
    assert.equal(
      briefCheck(c!),
      'TPOT p50 at concurrency 1 drifted +17\u00a0% from the anchor 0000000 (allowed +15%): 0101010 0\u00a0%, 0202020 0\u00a0%, '
        + '0303030 (#41) +4.0\u00a0%, 0404040 (#42) +4.0\u00a0%, 0505050 (#43) +4.0\u00a0%, this run +4.0\u00a0%',
    );
  });

  it('only warns a pull request when main was past the limit before it, and fails main\'s refresh run whatever fail-on says', () => {
    const runs = history(5);
    const [pr] = judgeDrift(input(thisRun(10 * 1.04 ** 5), runs)).checks;
    assert.equal(pr?.status, 'fail');
    assert.equal(pr?.level, 'warn');
    assert.match(pr?.reason ?? '', /main was already past the allowed drift before this change/);
    const [main] = judgeDrift(input(thisRun(10 * 1.04 ** 5), runs, { onMain: true })).checks;
    assert.equal(main?.level, 'error');
    assert.equal(main?.drift?.on_main, true);
    assert.ok(failureGates(main!, 'none'));
    assert.match(main?.reason ?? '', /^this run and main's latest run are both past it \(this run \+2\d[\d.]*\s%, the latest \+2\d/);
    const [warned] = judgeDrift(input(thisRun(10 * 1.04 ** 5), runs, { onMain: true, driftOnMain: 'warn' })).checks;
    assert.equal(warned?.level, 'warn');
    // One slow run on a busy runner does not fail main's refresh: main's latest run must be past the limit too.
    const [spike] = judgeDrift(input(thisRun(13), history(1), { onMain: true })).checks;
    assert.equal(spike?.status, 'pass', JSON.stringify(spike));
    const [far] = judgeDrift(input(thisRun(20), history(1), { onMain: true })).checks;
    assert.equal(far?.status, 'pass', JSON.stringify(far));
  });

  it('judges from the pinned anchor when the baseline file has one', () => {
    const runs = history(4).slice(2);
    const base = { ...thisRun(10), history: runs, anchor: run(0, 10, null) };
    const [c] = judgeDrift({ ...input(thisRun(10 * 1.04 ** 4), runs), baseline: base }).checks;
    assert.equal(c?.drift?.anchor_kind, 'pinned');
    assert.equal(c?.status, 'fail');
  });

  it('keeps its checks not judged while the history is shorter than baseline.min_runs, or than the anchor\'s 3 runs and one more', () => {
    const [c] = judgeDrift(input(thisRun(20), [run(0, 10, null)])).checks;
    assert.equal(c?.status, 'no_data');
    assert.match(c?.reason ?? '', /^not judged yet/);
    // Two runs would be judged by min_runs 2, but the default anchor is the oldest 3 runs: a third
    // run on a busy machine must not fail main on drift from its own first two.
    const [early] = judgeDrift(input(thisRun(20), history(0).slice(0, 2), { onMain: true })).checks;
    assert.equal(early?.status, 'no_data');
    assert.match(early?.reason ?? '', /drift is judged from 4 \(the oldest 3 runs as the anchor and one after them\)/);
    const [judged] = judgeDrift(input(thisRun(20), history(1))).checks;
    assert.equal(judged?.status, 'fail');
  });

  it('says when main\'s history drifts, and reports step changes only on main\'s refresh run', () => {
    const runs = [...Array.from({ length: 5 }, (_, i) => run(i, 10, null)), ...Array.from({ length: 4 }, (_, i) => run(5 + i, 12, 50 + i))];
    const pr = judgeDrift(input(thisRun(12), runs, { maxDrift: {}, maxChange: { 'tpot_ms.p50': '+10%' } }));
    assert.deepEqual(pr.changePoints, []);
    assert.equal(pr.trends.length, 1);
    const main = judgeDrift(input(thisRun(12), runs, { maxDrift: {}, maxChange: { 'tpot_ms.p50': '+10%' }, onMain: true }));
    assert.equal(main.changePoints.length, 1, JSON.stringify(main.changePoints));
    assert.equal(main.changePoints[0]?.pr, 50);
    assert.ok(Math.abs((main.changePoints[0]?.change ?? 0) - 0.2) < 0.01);
    const drifting = judgeDrift(input(thisRun(10 * 1.04 ** 6), history(6), { maxDrift: {}, maxChange: { 'tpot_ms.p50': '+10%' } }));
    assert.match(drifting.notes.join(' '), /Main's history drifts: TPOT p50 at concurrency 1 moved \+[\d.]+\s% a run/);
  });

  // As recorded simulator runs at concurrency 8: requests travel in cohorts of 8 that share a
  // TTFT, and a run's TTFT p50 is one cohort's, 33 or 50 ms. Here three low runs then seven high
  // read as a +51 % step at p ≈ 10⁻⁵ when the t test trusted their spread; a TPOT step of 15 % is
  // still found.
  it('does not read runs that landed on the same cohort as a step, and still finds a real one', () => {
    const cohortRun = (i: number, lowCohorts: number, tpotMs: number): BaselineRun => {
      const ttft = Array.from({ length: 32 }, (_, k) => (Math.floor(k / 8) < lowCohorts ? 33 : 50) + 0.01 * (k % 8));
      const tpot = Array.from({ length: 32 }, (_, k) => tpotMs * (1 + 0.005 * Math.sin(k * 1.7)));
      return {
        ...run(i, tpotMs, 60 + i),
        levels: [{ concurrency: 8, samples: { ...samples(tpotMs), ttft_ms: ttft, tpot_ms: tpot, e2e_ms: tpot.map((t, k) => ttft[k]! + 15 * t) } }],
      };
    };
    // Low runs hold 3 low cohorts of 4, high runs 1: TTFT p50 33 ms, then 50 ms.
    const lows = [3, 3, 3, 1, 1, 1, 1, 1, 1, 1];
    const current = (r: BaselineRun): Results => results([level({ concurrency: 8, samples: r.levels[0]!.samples })], { git: { sha: 'c'.repeat(40), ref: null, pr: 99 } });
    const gated = { maxDrift: {}, maxChange: { 'ttft_ms.p50': '+15%', 'tpot_ms.p50': '+10%' }, onMain: true };
    const flat = lows.map((l, i) => cohortRun(i, l, 20));
    const unchanged = judgeDrift(input(current(cohortRun(10, 1, 20)), flat, gated));
    assert.equal(unchanged.trends.length, 2);
    assert.deepEqual(unchanged.changePoints, []);
    const slower = lows.map((l, i) => cohortRun(i, l, i >= 6 ? 23 : 20));
    const stepped = judgeDrift(input(current(cohortRun(10, 1, 23)), slower, gated));
    assert.deepEqual(stepped.changePoints.map((p) => [p.metric, p.pr]), [['tpot_ms.p50', 66]]);
  });
});

describe('the baseline file', () => {
  it('records a pinned anchor and keeps it across refreshes; a run with another workload starts afresh', () => {
    const first = nextBaseline(thisRun(10), undefined, 10, { pin: true });
    assert.equal(first.anchor?.git?.sha, 'c'.repeat(40));
    const second = nextBaseline(thisRun(11, { git: { sha: 'd'.repeat(40), ref: null } }), first, 10);
    assert.equal(second.anchor?.git?.sha, 'c'.repeat(40));
    assert.equal(second.history?.length, 2);
    const other = nextBaseline(thisRun(11, { workload: { ...thisRun(1).workload, max_tokens: 99 } }), second, 10);
    assert.equal(other.anchor, undefined);
  });

  it('reads the pull request from a merge commit\'s subject', () => {
    assert.equal(pullRequestInMessage('Merge pull request #45 from acme/faster\n\nbody'), 45);
    assert.equal(pullRequestInMessage('Speed up decode (#7)'), 7);
    assert.equal(pullRequestInMessage('Refresh the baseline'), null);
  });
});
