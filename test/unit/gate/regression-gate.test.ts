// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Regression checks judged from raw samples: how a judgement becomes a check, how the verdict
 * treats an inconclusive one, and how the report and the terminal show intervals.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareToBaseline, NO_SAMPLES_NOTE, withJudgement } from '../../../src/gate/baseline-compare.js';
import { changeWithInterval, describeCheck } from '../../../src/gate/describe.js';
import type { RegressionJudgement } from '../../../src/gate/regression.js';
import type { LevelSamples } from '../../../src/model/samples.js';
import type { Check } from '../../../src/model/checks.js';
import { gateVerdict, type InconclusivePolicy } from '../../../src/gate/verdict.js';
import { checksSection, countsLine, groupChecks, inconclusiveSection } from '../../../src/report/markdown-checks.js';
import { level, results } from '../../helpers/levels.js';

/** A regression check as the point rule leaves it, before the statistical rule decides it. */
function pointCheck(over: Partial<Check> = {}): Check {
  return {
    objective: 'baseline', kind: 'regression', level: 'error', concurrency: 4, metric: 'tpot_ms.p50', op: '<=',
    limit: 22, actual: 24, baseline: 20, change: 0.2, change_lower: null, change_upper: null, adjusted_p: null, resolution: null,
    status: 'fail', reason: null, source: 'tpot_ms.p50: +10%', spec_line: 7, ...over,
  };
}

function judgement(over: Partial<RegressionJudgement>): RegressionJudgement {
  return {
    outcome: 'pass', reason: null, change: 0.2, interval: { lower: 0.15, upper: 0.25 }, errorLevel: 0.0125, pValue: 0.001,
    adjustedP: 0.004, resolution: 0.08, detectable: 0.19, tooCoarse: false, ...over,
  };
}

const UP_10 = { direction: 'up', fraction: 0.1 } as const;

describe('withJudgement', () => {
  const cases: Array<{ name: string; j: Partial<RegressionJudgement>; status: Check['status']; lower: number | null; upper: number | null; reason: RegExp | null }> = [
    { name: 'a regression fails, with its interval', j: { outcome: 'regression' }, status: 'fail', lower: 0.15, upper: 0.25, reason: null },
    { name: 'a pass passes, with its interval', j: { outcome: 'pass', change: 0.01, interval: { lower: -0.05, upper: 0.07 } }, status: 'pass', lower: -0.05, upper: 0.07, reason: null },
    {
      name: 'an interval straddling the limit is inconclusive, and says so with the interval and the resolution',
      j: { outcome: 'inconclusive', change: 0.08, interval: { lower: -0.02, upper: 0.19 }, adjustedP: 0.4, resolution: 0.25 },
      status: 'inconclusive', lower: -0.02, upper: 0.19, reason: /the change \+8\s%\s\[-2\s%, \+19\s%\] could be within the allowed \+10\s% or beyond it; .*\+25\s%/,
    },
    {
      name: 'too few samples is inconclusive with the reason the comparison gave',
      j: { outcome: 'inconclusive', reason: 'p95 needs at least 40 samples per side; the baseline has 20', interval: null, adjustedP: null, pValue: null, resolution: Infinity },
      status: 'inconclusive', lower: null, upper: null, reason: /^p95 needs at least 40 samples per side; the baseline has 20$/,
    },
    { name: 'an unbounded upper side is stored as null', j: { outcome: 'inconclusive', interval: { lower: 0.05, upper: Infinity } }, status: 'inconclusive', lower: 0.05, upper: null, reason: /\+∞/ },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const check = withJudgement(pointCheck(), UP_10, judgement(c.j));
      assert.equal(check.status, c.status);
      assert.equal(check.change_lower, c.lower);
      assert.equal(check.change_upper, c.upper);
      if (c.reason === null) assert.equal(check.reason, null);
      else assert.match(check.reason ?? '', c.reason);
      assert.ok(check.resolution === null || Number.isFinite(check.resolution), 'JSON-safe resolution');
    });
  }
});

describe('gateVerdict with inconclusive checks', () => {
  const checks = [pointCheck({ status: 'inconclusive', objective: 'undecided' }), pointCheck({ status: 'pass', objective: 'fine' })];
  const cases: Array<{ policy: InconclusivePolicy; status: 'pass' | 'fail'; failed: number; warned: number; unverified: number }> = [
    { policy: 'warn', status: 'pass', failed: 0, warned: 1, unverified: 0 },
    { policy: 'fail', status: 'fail', failed: 1, warned: 0, unverified: 0 },
    { policy: 'pass', status: 'pass', failed: 0, warned: 0, unverified: 1 },
  ];
  for (const c of cases) {
    it(`inconclusive: ${c.policy} → ${c.status}`, () => {
      const v = gateVerdict(checks, 'both', c.policy);
      assert.deepEqual([v.status, v.failed.length, v.warned.length, v.unverified.length], [c.status, c.failed, c.warned, c.unverified]);
    });
  }

  it('warns by default, and never fails a warn-level check', () => {
    assert.equal(gateVerdict(checks, 'both').warned.length, 1);
    assert.equal(gateVerdict([pointCheck({ status: 'inconclusive', level: 'warn' })], 'both', 'fail').status, 'pass');
  });
});

/** A seeded log-normal-ish column: `n` values around `median`, spread about ±20 %. */
function column(n: number, median: number, seed: number): number[] {
  let s = seed >>> 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const u = (s + 0.5) / 2 ** 32;
    out.push(Math.round(median * Math.exp(0.2 * (u - 0.5) * 2) * 1000) / 1000);
  }
  return out;
}

function samples(n: number, tpotMs: number, seed: number): LevelSamples {
  const tpot = column(n, tpotMs, seed);
  return {
    ok: Array<0 | 1>(n).fill(1),
    e2e_ms: tpot.map((t) => 100 + 255 * t),
    ttft_ms: Array<number>(n).fill(100),
    tpot_ms: tpot,
    input_tokens: Array<number>(n).fill(100),
    output_tokens: Array<number>(n).fill(256),
  };
}

describe('compareToBaseline with raw samples', () => {
  const MAX = { 'tpot_ms.p50': '+10%' };
  const base = results([level({ concurrency: 4, tpot_ms: { p50: 20 }, samples: samples(60, 20, 1) })]);

  it('calls a 50 % slowdown a regression, its whole interval beyond the allowed 10 %', () => {
    const cur = results([level({ concurrency: 4, tpot_ms: { p50: 30 }, samples: samples(60, 30, 2) })]);
    const { checks, notes } = compareToBaseline(cur, base, MAX, 'error');
    assert.equal(notes.length, 1);
    assert.match(notes[0] ?? '', /^Regression intervals cover this run's and the baseline run's requests only/);
    const [c] = checks;
    assert.equal(c?.status, 'fail');
    assert.ok((c?.change_lower ?? 0) > 0.1 && (c?.adjusted_p ?? 1) <= 0.05, JSON.stringify(c));
  });

  it('never calls the same distribution a regression', () => {
    const cur = results([level({ concurrency: 4, tpot_ms: { p50: 20 }, samples: samples(60, 20, 3) })]);
    const [c] = compareToBaseline(cur, base, MAX, 'error').checks;
    assert.ok(c?.status === 'pass' || c?.status === 'inconclusive', JSON.stringify(c));
    assert.ok(c?.change_lower !== null && c?.change_upper !== null && (c?.change_lower ?? 1) <= 0 && (c?.change_upper ?? 0) >= 0);
  });

  it('keeps the point rule, with a note, when the baseline has no raw samples', () => {
    const old = results([level({ concurrency: 4, tpot_ms: { p50: 20 } })]);
    const cur = results([level({ concurrency: 4, tpot_ms: { p50: 30 }, samples: samples(60, 30, 2) })]);
    const { checks, notes } = compareToBaseline(cur, old, MAX, 'error');
    assert.deepEqual(notes, [NO_SAMPLES_NOTE]);
    assert.deepEqual([checks[0]?.status, checks[0]?.change_lower, checks[0]?.adjusted_p], ['fail', null, null]);
  });

  it('treats samples of the wrong shape as none', () => {
    const broken = { ...samples(60, 20, 1), tpot_ms: [20] };
    const edited = results([level({ concurrency: 4, tpot_ms: { p50: 20 }, samples: broken })]);
    const cur = results([level({ concurrency: 4, tpot_ms: { p50: 30 }, samples: samples(60, 30, 2) })]);
    const { checks, notes } = compareToBaseline(cur, edited, MAX, 'error');
    assert.deepEqual(notes, [NO_SAMPLES_NOTE]);
    assert.equal(checks[0]?.adjusted_p, null);
  });
});

describe('intervals in the report and the terminal', () => {
  const judged = pointCheck({ change: 0.12, change_lower: 0.04, change_upper: 0.21, adjusted_p: 0.3, status: 'inconclusive', reason: 'the change could be either' });

  it('prints a change with its interval, and a point change without one', () => {
    assert.equal(changeWithInterval(judged), '+12\u00a0% [+4\u00a0%, +21\u00a0%]');
    assert.equal(changeWithInterval(pointCheck()), null);
  });

  it('lists inconclusive checks apart, with the reason', () => {
    const groups = groupChecks([judged, pointCheck({ status: 'pass' })]);
    assert.equal(groups.inconclusive.length, 1);
    assert.equal(countsLine(groups), '1 passed · 1 inconclusive (2 checks)');
    assert.match(inconclusiveSection(groups.inconclusive, 10, 200), /### Inconclusive \(1\)\n\n- baseline at concurrency 4, `tpot_ms.p50` \(20\u00a0ms → 24\u00a0ms\): the change could be either/);
    assert.match(describeCheck(judged), /^TPOT p50 at concurrency 4 is inconclusive against the baseline \(.+\): the change could be either$/);
  });

  it('shows the interval in the change column of a failed regression', () => {
    const failed = pointCheck({ change: 0.3, change_lower: 0.2, change_upper: 0.4, adjusted_p: 0.001 });
    assert.match(checksSection('Failed', [failed], 10, 200), /\+30\s% \[\+20\s%, \+40\s%\]/);
    assert.match(describeCheck(failed), /changed \+30\s% \[\+20\s%, \+40\s%\] against the baseline .*, beyond the allowed \+10\s%/);
  });
});
