// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/** The pure parts of goodput: which request is good, a level's figures, and the knee by attainment. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { goodputFields, isGood, type GoodputBounds } from '../../../src/metrics/goodput.js';
import { findAttainmentKnee } from '../../../src/gate/attainment-knee.js';
import type { LevelSamples } from '../../../src/model/samples.js';
import { level } from '../../helpers/levels.js';
import { checkSpecText, parseSpec } from '../../../src/spec/load.js';
import { resolveScenarioPlans } from '../../../src/spec/scenario-plans.js';
import { renderChart } from '../../../src/report/chart.js';

/** One request's columns: ok, TTFT, TPOT, E2E, output tokens, and TTFA when given. */
type Row = [ok: 0 | 1, ttft: number | null, tpot: number | null, e2e: number, out: number | null, ttfa?: number | null];

function samples(rows: Row[]): LevelSamples {
  const s: LevelSamples = {
    ok: rows.map((r) => r[0]), ttft_ms: rows.map((r) => r[1]), tpot_ms: rows.map((r) => r[2]), e2e_ms: rows.map((r) => r[3]),
    input_tokens: rows.map(() => 10), output_tokens: rows.map((r) => r[4]),
  };
  if (rows.some((r) => r.length > 5)) s.ttfa_ms = rows.map((r) => r[5] ?? null);
  return s;
}

const plain = (s: string): string => s.replaceAll('\u00a0', ' ');

describe('isGood', () => {
  const bounds: GoodputBounds = { ttftMs: 100, tpotMs: 20, e2eMs: 1000 };
  const cases: Array<[what: string, row: Row, good: boolean, b?: GoodputBounds]> = [
    ['within every bound', [1, 80, 15, 900, 40], true],
    ['exactly at every bound (a bound is the most allowed)', [1, 100, 20, 1000, 40], true],
    ['one bound missed', [1, 101, 15, 900, 40], false],
    ['a failed request, however fast', [0, 10, 5, 50, 40], false],
    ['no first token under a TTFT bound', [1, null, null, 900, 0], false],
    ['one output token: no TPOT to exceed', [1, 80, null, 900, 1], true],
    ['several tokens but no measurable TPOT', [1, 80, null, 900, 12], false],
    ['unknown token count and no TPOT', [1, 80, null, 900, null], false],
    ['a bound left out is not applied', [1, 5000, 15, 900, 40], true, { tpotMs: 20 }],
    ['TTFA bound: a reasoning answer starting late', [1, 50, 15, 900, 40, 700], false, { ttfaMs: 500 }],
    ['TTFA bound: reasoning that never answered', [1, 50, 15, 900, 40, null], false, { ttfaMs: 500 }],
  ];
  for (const [what, row, good, b] of cases) {
    it(`${good ? 'good' : 'not good'}: ${what}`, () => assert.equal(isGood(samples([row]), 0, b ?? bounds), good));
  }

  it('reads TTFA as TTFT where no request reasoned (the column is left out)', () => {
    const s = samples([[1, 400, 15, 900, 40]]);
    assert.equal(s.ttfa_ms, undefined);
    assert.equal(isGood(s, 0, { ttfaMs: 500 }), true);
    assert.equal(isGood(s, 0, { ttfaMs: 300 }), false);
  });
});

describe('goodputFields', () => {
  it('counts good requests per second of the window and as a share of all sent, failures included', () => {
    const s = samples([[1, 50, 10, 500, 20], [1, 50, 10, 500, 20], [1, 150, 10, 500, 20], [0, null, null, 30, null]]);
    assert.deepEqual(goodputFields(s, 4, { ttftMs: 100 }), { good_requests: 2, goodput: 0.5, slo_attainment: 0.5 });
  });

  it('has no attainment without requests, and no rate over no time', () => {
    assert.deepEqual(goodputFields(samples([]), 0, { ttftMs: 100 }), { good_requests: 0, goodput: 0, slo_attainment: null });
  });
});

describe('findAttainmentKnee', () => {
  const at = (concurrency: number, slo_attainment: number | null) => level({ concurrency, slo_attainment, good_requests: slo_attainment === null ? 0 : Math.round(slo_attainment * 32), goodput: 1 });

  it('puts the knee at the level before the first that falls below the minimum', () => {
    const knee = findAttainmentKnee([at(16, 0.5), at(1, 1), at(4, 0.97), at(8, 0.96)], 0.95, 0.75);
    assert.equal(knee.reached, true);
    assert.equal(knee.concurrency, 8);
    assert.equal(knee.recommended_concurrency, 6);
    assert.equal(knee.min_slo_attainment, 0.95);
    assert.match(plain(knee.reason), /stays at or above 95 % up to concurrency 8 \(96 % \(31 of 32 requests within the goodput bounds\)\) and falls to 50 % \(16 of 32 requests within the goodput bounds\) at concurrency 16/);
  });

  it('stops at the first level below, even when a later one recovers', () => {
    assert.equal(findAttainmentKnee([at(1, 1), at(2, 0.8), at(4, 1)], 0.9, 1).concurrency, 1);
  });

  it('finds no knee when every level attains it, and says to add higher levels', () => {
    const knee = findAttainmentKnee([at(1, 1), at(4, 0.99)], 0.95, 0.75);
    assert.equal(knee.reached, false);
    assert.equal(knee.concurrency, null);
    assert.match(plain(knee.reason), /stays at or above 95 % up to the top level, concurrency 4 .*add higher levels/);
  });

  it('finds no knee when the lowest level already falls below, or sent nothing', () => {
    assert.match(plain(findAttainmentKnee([at(1, 0.7), at(4, 0.5)], 0.95, 0.75).reason), /already below 95 % at the lowest level, concurrency 1/);
    assert.equal(findAttainmentKnee([at(1, null), at(4, 1)], 0.95, 0.75).reached, false);
  });

  it('leaves rate levels out and refuses a minimum outside (0, 1]', () => {
    assert.match(findAttainmentKnee([level({ concurrency: 4, rate: 2, mode: 'rate', slo_attainment: 1 })], 0.9, 0.75).reason, /rate levels only/);
    assert.throws(() => findAttainmentKnee([], 95, 0.75), RangeError);
  });
});

describe('goodput bounds in scenarios', () => {
  const text = (scenarios: string, top = 'goodput: {ttft_ms: 1500}\n'): string => `endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
${top}scenarios:
${scenarios}`;

  it('a scenario\'s own section replaces the top-level bounds; the others keep them', () => {
    const spec = parseSpec(text(`  - name: chat
  - name: rag
    goodput: {e2e_ms: 20000}
    slos: [{thresholds: {slo_attainment: {min: 0.9}}}]
`), 'llm-slo.yml');
    const plans = resolveScenarioPlans(spec, {}).scenarios.map((s) => [s.name, s.plan.gate.goodput]);
    assert.deepEqual(plans, [['chat', { ttftMs: 1500 }], ['rag', { e2eMs: 20000 }]]);
  });

  it('a scenario\'s limit on attainment is checked against the bounds it runs with', () => {
    const check = checkSpecText(text(`  - name: rag
    slos: [{thresholds: {slo_attainment: {min: 0.9}}}]
`, ''), 'llm-slo.yml');
    assert.deepEqual(check.problems.map((p) => p.path), ['scenarios[0].slos[0].thresholds.slo_attainment']);
    assert.equal(checkSpecText(text(`  - name: rag
    slos: [{thresholds: {slo_attainment: {min: 0.9}}}]
`), 'llm-slo.yml').problems.length, 0, 'the top-level bounds serve a scenario without its own');
  });
});

describe('the chart with goodput bounds', () => {
  const at = (concurrency: number, tpm: number, ttft: number, slo_attainment?: number) => level({ concurrency, tpm, ttft_ms: { p95: ttft }, ...(slo_attainment === undefined ? {} : { slo_attainment, good_requests: 0, goodput: 0 }) });

  it('draws SLO attainment as a second line, in percent of requests, not scaled to its peak', () => {
    const chart = renderChart([at(1, 1000, 40, 1), at(4, 3000, 60, 0.875), at(8, 3100, 400, 0.25)]) ?? '';
    assert.match(chart, /title "TPM \(bars\), TTFT p95 \(first line\) and SLO attainment \(second line\) by concurrency"/);
    assert.match(chart, /\n {2}line \[10, 15, 100\]\n {2}line \[100, 87\.5, 25\]\n```$/);
    assert.match(chart, /Second line: SLO attainment, the percentage of requests sent that met every goodput bound \(not scaled\)\./);
  });

  it('draws no such line without goodput bounds', () => {
    const chart = renderChart([at(1, 1000, 40), at(4, 3000, 60)]) ?? '';
    assert.equal((chart.match(/ line \[/g) ?? []).length, 1);
    assert.doesNotMatch(chart, /attainment/);
  });
});
