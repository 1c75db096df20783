// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Sentences of the comment, report.md and the terminal that once read false or useless next to
 * their own numbers, each pinned: a resolution of "+120329 %", a TPM growth of 10.15 % printed
 * as "+10 %" while the knee rule says "under 10 %", "TTFT p95 – ms", "[spec line 1]" for an
 * objective nobody wrote, notes cut mid-word, failure hints missing from the terminal, and
 * "no baseline" said four times.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { withJudgement } from '../../../src/gate/baseline-compare.js';
import { resolutionCells, resolutionCheck } from '../../../src/gate/resolution-check.js';
import type { RegressionJudgement } from '../../../src/gate/regression.js';
import { findKnee } from '../../../src/gate/knee.js';
import { judge } from '../../../src/gate/judge.js';
import { parseSpec, specLocator } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { progressPrinter } from '../../../src/cli/progress.js';
import { renderReport, reportInputFromResults } from '../../../src/report/markdown.js';
import { checksText, failuresText } from '../../../src/report/text-checks.js';
import { verdictDetails } from '../../../src/report/verdict-line.js';
import type { Check } from '../../../src/model/checks.js';
import type { Results } from '../../../src/model/results.js';
import { level, results, sweep } from '../../helpers/levels.js';

/** No-break spaces read as spaces. */
const plain = (s: string): string => s.replaceAll('\u00a0', ' ');

const regression = (over: Partial<Check> = {}): Check => ({
  objective: 'baseline', kind: 'regression', level: 'error', concurrency: 4, metric: 'ttft_ms.p50', op: '<=',
  limit: 110, actual: 130, baseline: 100, change: 0.3, change_lower: null, change_upper: null, adjusted_p: null, resolution: null,
  status: 'fail', reason: null, source: 'ttft_ms.p50: +10%', spec_line: 7, ...over,
});

/** Two baseline runs and a t with one degree of freedom: the smallest change this run could tell from noise is +120 329 %. */
const WIDE: RegressionJudgement = {
  outcome: 'inconclusive', reason: null, change: 0.3, interval: { lower: -0.6, upper: 12.4 }, errorLevel: 0.01, pValue: 0.3,
  adjustedP: 0.6, resolution: 1203.29, detectable: 1500, tooCoarse: true,
};

describe('a resolution too wide to be of use', () => {
  it('is said in words, never as +120329 %', () => {
    const c = withJudgement(regression(), { direction: 'up', fraction: 0.1 }, WIDE);
    assert.match(plain(c.reason ?? ''), /could be within the allowed \+10 % or beyond it; this run cannot tell even a doubling from noise$/);
    assert.doesNotMatch(plain(c.reason ?? ''), /120 ?329/);
    // A fall cannot pass -100 %: past a halving, the figure is as useless.
    const down = withJudgement(regression({ metric: 'tpm', op: '>=', source: 'tpm: -10%' }), { direction: 'down', fraction: 0.1 }, { ...WIDE, resolution: 0.8 });
    assert.match(plain(down.reason ?? ''), /this run cannot tell even a halving from noise$/);
  });

  it('keeps its figure while it is of use', () => {
    const c = withJudgement(regression(), { direction: 'up', fraction: 0.1 }, { ...WIDE, resolution: 0.35 });
    assert.match(plain(c.reason ?? ''), /this run can only tell a change of \+35 % or more from noise$/);
  });

  it('reads the same in a baseline.min_resolution check and its table cells', () => {
    const check = resolutionCheck({
      at: { concurrency: 4 }, allowed: { path: 'ttft_ms.p50', metric: 'ttft_ms', stat: 'p50', direction: 'up', fraction: 0.1, source: 'ttft_ms.p50: +10%', specPath: [] },
      comparison: { statistic: 'p50', baselineCount: 64, currentCount: 64, baselineValue: 100, currentValue: 130, change: 0.3, baselineRuns: 2, method: 'welch-log', logChange: 0.26, standardError: 0.5, dof: 1 },
      judgement: WIDE, requests: 64, minResolution: 0.15, level: 'warn', specLine: null,
    });
    assert.match(plain(check?.reason ?? ''), /against the 2 baseline runs it cannot tell even a doubling from noise, wider than the 15 % required/);
    assert.deepEqual(resolutionCells(check!).map(plain), ['≤ 15 %', 'over 100 %']);
  });
});

describe('a change read against the knee rule', () => {
  it('is precise enough to sit on the side of the threshold it is on: +10.15 % is not "+10 %"', () => {
    const growing = findKnee(sweep([[1, 10_000, 50], [2, 11_015, 100]]));
    assert.equal(growing.reached, false);
    assert.match(plain(growing.reason), /TPM changed \+10\.2 % \(10 000 → 11 015 tokens\/min\)/);
    assert.match(plain(growing.reason), /so throughput still grows at the top level \(the rule calls a step flat under \+10 %\)/);
    const flat = findKnee(sweep([[1, 10_000, 50], [2, 10_996, 200]]));
    assert.equal(flat.concurrency, 1);
    assert.match(plain(flat.reason), /TPM changed \+9\.96 % \(10 000 → 10 996 tokens\/min\)/);
  });
});

describe('the progress line', () => {
  it('says why a percentile is missing instead of "– ms"', () => {
    let out = '';
    const print = progressPrinter({ write: (s: string) => { out += s; return true; } } as unknown as NodeJS.WritableStream);
    print({ type: 'level-done', stats: level({ concurrency: 2, requests: 24, succeeded: 18, failed: 6, ttft_ms: { count: 18, p95: null }, tpot_ms: { count: 18, p95: null } }) });
    print({ type: 'level-done', stats: level({ concurrency: 4, requests: 24, succeeded: 0, failed: 24, ttft_ms: { count: 0 }, tpot_ms: { count: 0 } }) });
    assert.doesNotMatch(out, /–\s*ms/);
    assert.match(plain(out), /^concurrency 2: 18\/24 ok, 3.2 req\/s, TTFT p95 not reported \(18 samples\), TPOT p95 not reported \(18 samples\), 10\.0 s$/m);
    assert.match(plain(out), /^concurrency 4: 0\/24 ok, .*TTFT p95 none, TPOT p95 none/m);
  });
});

describe('the default success-rate objective', () => {
  const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
`;
  const failing = (text: string): Results => {
    const plan = resolvePlan(parseSpec(text, 'spec.yml'), {});
    const r = results([level({ concurrency: 1, requests: 32, succeeded: 16, failed: 16, success_rate: 0.5, errors: { server_error: 16 } })]);
    return { ...r, ...judge({ results: r, gate: plan.gate, baseline: undefined, failOn: 'both', locate: specLocator(text), now: new Date() }) };
  };

  it('cites no spec line the user never wrote, and says it is the default', () => {
    const r = failing(SPEC);
    const c = r.checks.find((x) => x.objective === 'default success rate');
    assert.equal(c?.spec_line, null, 'gate.min_success_rate is not in the spec');
    const text = plain(checksText(r));
    assert.doesNotMatch(text, /\[spec line/);
    assert.match(text, /FAIL {2}Success rate at concurrency 1 is 50 %; the minimum is 90 % \(the default objective; gate\.min_success_rate in the spec changes it\)/);
  });

  it('cites the line of gate.min_success_rate when the spec sets it', () => {
    const r = failing(`${SPEC}gate:\n  min_success_rate: 0.8\n`);
    assert.equal(r.checks.find((x) => x.objective === 'default success rate')?.spec_line, 4);
    assert.match(plain(checksText(r)), /the minimum is 80 % \(the default objective\) \[spec line 4\]/);
  });
});

describe('notes and hints', () => {
  it('report.md gives a note whole, however long a sentence it is', () => {
    const note = `Some measured requests had to set up a new connection (${'4 at concurrency 1, up to 4.7 ms; '.repeat(8)}): the server closed idle connections (its keep-alive limit), held a response open after its end event (the connection is then let go 100 ms later), or the warm-up could not open them all.`;
    assert.ok(note.length > 400);
    const md = renderReport(reportInputFromResults(results([level()], { notes: [note] })));
    assert.ok(md.includes(`- ${note.replace(/[()]/g, (c) => c)}`), md);
    assert.doesNotMatch(md, /\(th…/);
  });

  it('the terminal lists failed requests with their hints, as report.md does', () => {
    const hint = 'The connection closed in the middle of a stream. A proxy or load balancer with a short idle or response timeout, or a server crash or restart, does this; check both.';
    const r = results([level({ concurrency: 1, errors: { stream_reset: 3 } }), level({ concurrency: 4, errors: { stream_reset: 5, timeout: 1 } })], { hints: { stream_reset: hint } });
    assert.equal(failuresText(r), `failed requests:\n  stream_reset × 8 at concurrency 1, 4: ${hint}\n  timeout × 1 at concurrency 4\n`);
    assert.equal(failuresText(results([level()])), '');
  });
});

describe('a missing baseline', () => {
  const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: m}
workload: {prompt: hi}
baseline:
  path: .github/llm-slo-baseline.json
  max_change: {tpot_ms.p50: "+10%"}
`;
  const run = (over: Parameters<typeof level>[0] = {}): Results => {
    const plan = resolvePlan(parseSpec(SPEC, 'spec.yml'), {});
    const r = results([level({ concurrency: 1, ...over })]);
    return { ...r, ...judge({ results: r, gate: plan.gate, baseline: { status: 'missing', path: '.github/llm-slo-baseline.json' }, failOn: 'both', locate: undefined, now: new Date() }) };
  };
  const terminal = (r: Results): string => [checksText(r), ...r.notes, ...verdictDetails(r)].join('\n');

  it('is said once in the report and once in the terminal when the run passes on it: on the verdict line', () => {
    const r = run();
    assert.equal(r.status, 'pass');
    const md = renderReport(reportInputFromResults(r));
    assert.equal(md.match(/no baseline/gi)?.length, 1, md);
    assert.match(md.split('\n')[0]!, /^\*\*PASS\*\* · .* · no baseline yet at \.github\/llm-slo-baseline\.json, so no change was judged; record one with/);
    assert.equal(terminal(r).match(/no baseline/gi)?.length, 1, terminal(r));
  });

  it('is said once when the run fails on something else: under the verdict, with the fix', () => {
    const r = run({ succeeded: 16, failed: 16, success_rate: 0.5, errors: { server_error: 16 } });
    assert.equal(r.status, 'fail');
    const md = renderReport(reportInputFromResults(r));
    assert.equal(md.match(/no baseline/gi)?.length, 1, md);
    assert.match(md, /^No baseline yet at \.github\/llm-slo-baseline\.json, so no change was judged; record one with llm-slo-gate run --update-baseline/m);
    assert.equal(terminal(r).match(/no baseline/gi)?.length, 1, terminal(r));
  });
});
