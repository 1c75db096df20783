// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * `baseline.min_resolution`: a check per compared metric saying whether the run was big enough
 * to judge it, with the sweep.requests that would be, and the spec fields behind it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compareToBaseline } from '../../../src/gate/baseline-compare.js';
import { nextBaseline } from '../../../src/gate/baseline-history.js';
import { describeCheck } from '../../../src/gate/describe.js';
import { RESOLUTION_OBJECTIVE } from '../../../src/gate/resolution-check.js';
import { gateVerdict } from '../../../src/gate/verdict.js';
import { checksSection } from '../../../src/report/markdown-checks.js';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { isGateError } from '../../../src/errors.js';
import { syntheticRun } from '../../../bench/stats-synthetic.js';
import type { Results } from '../../../src/model/results.js';
import { level, results } from '../../helpers/levels.js';

const MAX = { 'tpot_ms.p50': '+10%', 'ttft_ms.p50': '+10%' };

/** A run of `n` synthetic requests at concurrency 4 (seeded). */
function run(n: number, seed: number): Results {
  return results([level({ concurrency: 4, requests: n, samples: syntheticRun('lognormal', n, seed)[1]! })]);
}

function resolutionChecks(n: number, minResolution: number, resolutionLevel?: 'warn' | 'error') {
  const { checks } = compareToBaseline(run(n, 1), run(n, 2), MAX, 'error', undefined, {
    minResolution, ...(resolutionLevel === undefined ? {} : { resolutionLevel }),
  });
  return { all: checks, res: checks.filter((c) => c.objective === RESOLUTION_OBJECTIVE) };
}

describe('min_resolution checks', () => {
  it('adds one per compared metric: TTFT p50 of 24 requests is too coarse for 15 %, TPOT p50 is fine', () => {
    const { all, res } = resolutionChecks(24, 0.15);
    assert.equal(res.length, 2);
    assert.equal(all.length, 4, 'the regression checks stay');
    const ttft = res.find((c) => c.metric === 'ttft_ms.p50')!;
    const tpot = res.find((c) => c.metric === 'tpot_ms.p50')!;
    assert.equal(ttft.status, 'fail');
    assert.equal(ttft.level, 'warn', 'warns by default');
    assert.ok((ttft.resolution ?? 0) > 0.15 && ttft.actual === ttft.resolution);
    assert.ok((ttft.requests_needed ?? 0) > 24, JSON.stringify(ttft));
    assert.match(ttft.reason ?? '', new RegExp(`too small to judge TTFT p50 at concurrency 4: it can only tell a change of \\d+\\s% or more from noise, wider than the 15\\s% required; raise sweep.requests to about ${ttft.requests_needed}`));
    assert.equal(tpot.status, 'pass');
    assert.ok((tpot.resolution ?? 1) <= 0.15 && tpot.reason === null && tpot.requests_needed === undefined);
    assert.equal(ttft.source, 'min_resolution: 15%');
  });

  it('suggests a size that does reach the required resolution', () => {
    const { res } = resolutionChecks(24, 0.15);
    const needed = res.find((c) => c.metric === 'ttft_ms.p50')!.requests_needed!;
    const after = resolutionChecks(needed, 0.15).res.find((c) => c.metric === 'ttft_ms.p50')!;
    // 1/√n is a rule of thumb for percentiles of a new sample: within a third of the target.
    assert.ok((after.resolution ?? 1) <= 0.15 * 1.33, `${needed} requests gave ${after.resolution}`);
  });

  it('says how many samples a percentile needs when the run has too few to judge it', () => {
    const { checks } = compareToBaseline(run(24, 1), run(24, 2), { 'ttft_ms.p95': '+10%' }, 'error', undefined, { minResolution: 0.2 });
    const c = checks.find((x) => x.objective === RESOLUTION_OBJECTIVE)!;
    assert.equal(c.status, 'fail');
    assert.equal(c.actual, null);
    assert.ok((c.requests_needed ?? 0) >= 40);
    assert.match(c.reason ?? '', /p95 needs at least 40 samples per side.*raise sweep.requests to about \d+/);
  });

  it('fails the gate at resolution_level error, warns at warn, and reads well in the report', () => {
    const warn = resolutionChecks(24, 0.15).res;
    assert.equal(gateVerdict(warn, 'both').status, 'pass');
    assert.equal(gateVerdict(warn, 'both').warned.length, 1);
    const error = resolutionChecks(24, 0.15, 'error').res;
    assert.equal(gateVerdict(error, 'both').status, 'fail');
    assert.equal(gateVerdict(error, 'slo').status, 'pass', 'a regression-kind check');
    const failed = error.filter((c) => c.status === 'fail');
    const md = checksSection('Failed', failed, 10, 500);
    assert.match(md, /\| baseline\.min\\_resolution \| 4 \| `ttft_ms\.p50` \| ≤ 15\s% \| \d+\s% \(~\d+ requests\) \|/);
    assert.match(describeCheck(failed[0]!), /^this run is too small to judge TTFT p50/);
  });

  it('against several baseline runs, names the run-to-run spread and baseline.runs, not a request count', () => {
    let baseline: Results | undefined;
    for (const seed of [1, 2, 3]) baseline = nextBaseline(run(24, seed), baseline, 3);
    const { checks } = compareToBaseline(run(24, 4), baseline!, { 'ttft_ms.p50': '+10%' }, 'error', undefined, { minResolution: 0.05 });
    const c = checks.find((x) => x.objective === RESOLUTION_OBJECTIVE)!;
    assert.equal(c.status, 'fail');
    assert.ok((c.resolution ?? 0) > 0.05, JSON.stringify(c));
    assert.equal(c.requests_needed, undefined, 'no request count: more requests would not help');
    assert.match(c.reason ?? '', /against the 3 baseline runs it can only tell a change of \d+\s% or more from noise, wider than the 5\s% required/);
    assert.match(c.reason ?? '', /The spread between runs limits this resolution.*keep more runs in the baseline \(raise baseline\.runs; it holds 3 now\)/);
    assert.doesNotMatch(c.reason ?? '', /sweep\.requests/);
  });

  it('names sweep.max_requests when the levels grew adaptively', () => {
    const adaptive = (r: Results): Results => ({ ...r, sweep: { ...r.sweep, max_requests: 96 } });
    const { checks } = compareToBaseline(adaptive(run(24, 1)), run(24, 2), MAX, 'error', undefined, { minResolution: 0.15 });
    const c = checks.find((x) => x.objective === RESOLUTION_OBJECTIVE && x.status === 'fail')!;
    assert.match(c.reason ?? '', new RegExp(`raise sweep\\.max_requests to about ${c.requests_needed} and refresh the baseline`));
  });

  it('adds nothing without min_resolution', () => {
    const { checks } = compareToBaseline(run(24, 1), run(24, 2), MAX, 'error');
    assert.ok(checks.every((c) => c.objective !== RESOLUTION_OBJECTIVE));
  });
});

describe('spec fields', () => {
  const spec = (baseline: string): string => `endpoint: {base_url: "http://127.0.0.1:8000/v1", model: m}\nworkload: {prompt: Hi}\nbaseline: {${baseline}}\n`;

  it('reads min_resolution, resolution_level and runs', () => {
    const plan = resolvePlan(parseSpec(spec('min_resolution: "12.5%", resolution_level: error, runs: 5'), 's.yml'), {}, 's.yml');
    assert.equal(plan.gate.baseline.minResolution, 0.125);
    assert.equal(plan.gate.baseline.resolutionLevel, 'error');
    assert.equal(plan.gate.baseline.runs, 5);
  });

  for (const [text, field] of [['min_resolution: 15', 'min_resolution'], ['runs: 0', 'runs'], ['resolution_level: fail', 'resolution_level']] as const) {
    it(`refuses ${text}, naming the field`, () => {
      let message = '';
      try {
        resolvePlan(parseSpec(spec(text), 's.yml'), {}, 's.yml');
      } catch (err) {
        assert.ok(isGateError(err) && err.code === 'SPEC_INVALID', String(err));
        message = err.message;
      }
      assert.match(message, new RegExp(`baseline\\.${field}`));
    });
  }
});
