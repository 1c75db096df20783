// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The gate's one policy, table-driven: which checks make a run pass, fail, inconclusive or an
 * error, the reason line beside it, and the exit code each status maps to.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runStatus, type RunStatusInput } from '../../../src/gate/run-status.js';
import { defaultObjectiveChecks, describeFailures } from '../../../src/gate/default-objective.js';
import { exitCodeFor, ExitCode } from '../../../src/exit-codes.js';
import type { Check } from '../../../src/model/checks.js';
import type { LevelStats } from '../../../src/model/level-stats.js';
import { worstStatus, combineScenarios } from '../../../src/engine/scenario-results.js';
import type { ScenarioEntry } from '../../../src/model/scenario-results.js';
import type { Results } from '../../../src/model/results.js';
import { renderReport, reportInputFromResults } from '../../../src/report/markdown.js';
import { results as fixtureResults, level as fixtureLevel } from '../../helpers/report-fixtures.js';

function check(source: string, concurrency: number, status: Check['status'], over: Partial<Check> = {}): Check {
  return {
    objective: 'chat', kind: 'slo', level: 'error', concurrency, metric: 'ttft_ms.p95', op: '<=', limit: 1, actual: status === 'no_data' ? null : 2,
    baseline: null, change: null, status, reason: status === 'pass' || status === 'fail' ? null : 'too few samples', source, spec_line: null, ...over,
  };
}

const input = (checks: Check[], over: Partial<RunStatusInput> = {}): RunStatusInput => ({ checks, failOn: 'both', inconclusive: 'warn', measurement: 'complete', ...over });

describe('runStatus', () => {
  const cases: Array<{ name: string; in: RunStatusInput; status: string; reason: RegExp | null }> = [
    { name: 'every limit judged and held is a plain pass', in: input([check('a', 1, 'pass'), check('a', 2, 'pass')]), status: 'pass', reason: null },
    { name: 'a failed check fails, and is named', in: input([check('a', 1, 'pass'), check('a', 2, 'fail')]), status: 'fail', reason: /^1 check failed: TTFT p95 at concurrency 2 is 2\u00a0ms \(limit 1\u00a0ms\)$/ },
    { name: 'a limit judged at no level is inconclusive, with why', in: input([check('a', 1, 'pass'), check('b', 1, 'no_data'), check('b', 2, 'no_data')]), status: 'inconclusive', reason: /^judged at no level: b: too few samples$/ },
    { name: 'nothing judged at all says so', in: input([check('b', 1, 'not_applicable')]), status: 'inconclusive', reason: /^nothing was judged; judged at no level: b/ },
    { name: 'inconclusive regression checks alone decide nothing', in: input([check('tpm: -10%', 1, 'inconclusive', { kind: 'regression', objective: 'baseline' })]), status: 'inconclusive', reason: /judged at no level: tpm -10%: too few samples$/ },
    { name: 'inconclusive checks under baseline.inconclusive: fail fail the run', in: input([check('tpm: -10%', 1, 'inconclusive', { kind: 'regression' })], { inconclusive: 'fail' }), status: 'fail', reason: /^1 check failed/ },
    { name: 'a limit judged at some levels only passes, naming what was not', in: input([check('a', 1, 'pass'), check('a', 2, 'no_data')]), status: 'pass', reason: /^1 of 2 checks not judged: a at concurrency 2$/ },
    { name: 'warn-level checks are not meant to gate', in: input([check('a', 1, 'pass'), check('w', 1, 'no_data', { level: 'warn' })]), status: 'pass', reason: null },
    { name: 'a kind fail-on leaves out is not meant to gate', in: input([check('a', 1, 'pass'), check('r', 1, 'no_data', { kind: 'regression' })], { failOn: 'slo' }), status: 'pass', reason: null },
    { name: 'with nothing that could fail, the run is inconclusive', in: input([check('w', 1, 'pass', { level: 'warn' })]), status: 'inconclusive', reason: /^nothing could fail this run/ },
    { name: 'the first run without a baseline passes with a note', in: input([check('a', 1, 'pass')], { missingBaseline: 'b.json' }), status: 'pass', reason: /^no baseline yet at b\.json, so no change was judged; record one with llm-slo-gate run --update-baseline/ },
    { name: 'fail-on none only reports', in: input([check('a', 1, 'fail'), check('b', 1, 'no_data')], { failOn: 'none' }), status: 'pass', reason: /^report only \(fail-on: none\): 1 failed or warned, 1 not judged$/ },
    { name: 'a failed check stands when the run stopped early', in: input([check('a', 1, 'fail')], { measurement: 'stopped' }), status: 'fail', reason: /failed/ },
    { name: 'a stopped run with nothing failed is an error', in: input([check('a', 1, 'pass')], { measurement: 'stopped' }), status: 'error', reason: null },
    { name: 'an unmeasured run is an error whatever the checks say', in: input([check('a', 1, 'fail')], { measurement: 'error' }), status: 'error', reason: null },
    { name: 'a shard that held every limit is not a pass: the merge judges the sweep', in: input([check('a', 1, 'pass')], { shard: { index: 1, count: 2 } }), status: 'inconclusive', reason: /^shard 1\/2 of a sweep, not its verdict: .*llm-slo-gate merge .* 0 of 1 checks failed$/ },
    { name: 'a shard whose own requests broke a limit is not a fail either, and says so', in: input([check('a', 1, 'fail'), check('b', 1, 'pass')], { shard: { index: 2, count: 3 } }), status: 'inconclusive', reason: /^shard 2\/3 of a sweep, not its verdict: .* 1 of 2 checks failed$/ },
    { name: 'a shard with fail-on none is still not a pass', in: input([check('a', 1, 'pass')], { failOn: 'none', shard: { index: 1, count: 2 } }), status: 'inconclusive', reason: /^shard 1\/2/ },
    { name: 'a shard that stopped early is an error', in: input([check('a', 1, 'fail')], { measurement: 'stopped', shard: { index: 1, count: 2 } }), status: 'error', reason: null },
    { name: 'a shard that could not measure is an error', in: input([check('a', 1, 'pass')], { measurement: 'error', shard: { index: 1, count: 2 } }), status: 'error', reason: null },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const out = runStatus(c.in);
      assert.equal(out.status, c.status);
      if (c.reason === null) assert.equal(out.reason, null);
      else assert.match(out.reason ?? '', c.reason);
    });
  }

  it('groups limits judged nowhere by cause, says each cause once, and cuts a long one', () => {
    const refused = `not compared: the baseline b.json could not be used (${'x'.repeat(300)})`;
    const reg = (source: string, n: number): Check => check(source, n, 'no_data', { kind: 'regression', objective: 'baseline', reason: refused });
    const checks = [1, 2].flatMap((n) => [reg('ttft_ms.p50: +50%', n), reg('tpm: -30%', n), reg('e2e_ms.p50: +50%', n), reg('tpot_ms.p50: +10%', n)]);
    checks.push(check('a', 1, 'pass'), check('b', 1, 'no_data', { reason: 'too few samples at 1' }), check('b', 2, 'no_data', { reason: 'too few samples at 2' }));
    const reason = runStatus(input(checks)).reason ?? '';
    assert.match(reason, /^judged at no level: 4 max_change limits \(ttft_ms\.p50 \+50%, tpm -30%, e2e_ms\.p50 \+50%, and 1 more limit\): the baseline b\.json could not be used \(x+…; b: at concurrency 1: too few samples at 1$/);
    assert.equal(reason.split('could not be used').length, 2, 'the shared cause is said once');
    assert.ok(reason.length < 400, reason);
  });

  it('a run that re-records a refused baseline is judged on its other limits, with a note', () => {
    const refused = check('tpm: -10%', 1, 'no_data', { kind: 'regression', objective: 'baseline', reason: 'not compared: refused' });
    const rerecorded = { path: 'b.json', why: 'was refused because max_tokens differs (8 → 9)' };
    const held = runStatus(input([check('a', 1, 'pass'), refused], { rerecorded }));
    assert.equal(held.status, 'pass');
    assert.equal(held.reason, 'baseline re-recorded at b.json; the old one was refused because max_tokens differs (8 → 9), so its max_change limits were not judged');
    assert.equal(runStatus(input([check('a', 1, 'fail'), refused], { rerecorded })).status, 'fail', 'an SLO still gates it');
    assert.equal(runStatus(input([check('a', 1, 'no_data'), refused], { rerecorded })).status, 'inconclusive', 'an SLO judged nowhere still leaves it inconclusive');
    assert.equal(runStatus(input([check('a', 1, 'pass'), refused])).status, 'inconclusive', 'without re-recording, the refused limits leave it inconclusive');
  });

  it('names three items and counts the rest', () => {
    const checks = [1, 2, 3, 4, 5].map((n) => check('a', n, 'fail'));
    assert.equal(runStatus(input(checks)).reason?.replaceAll('\u00a0', ' '),
      '5 checks failed: TTFT p95 at concurrency 1 is 2 ms (limit 1 ms); TTFT p95 at concurrency 2 is 2 ms (limit 1 ms); TTFT p95 at concurrency 3 is 2 ms (limit 1 ms); and 2 more checks');
  });
});

describe('exitCodeFor', () => {
  const cases: Array<[Parameters<typeof exitCodeFor>[0], 'fail' | 'pass' | undefined, number]> = [
    ['pass', undefined, ExitCode.Pass], ['fail', undefined, 1], ['error', undefined, 3],
    ['inconclusive', undefined, 4], ['inconclusive', 'fail', 4], ['inconclusive', 'pass', 0], ['fail', 'pass', 1],
  ];
  for (const [status, on, code] of cases) it(`${status} with on_inconclusive ${on ?? 'unset'} exits ${code}`, () => assert.equal(exitCodeFor(status, on), code));
  it('a shard exits 0 when it measured its share (its job then lets the merge job run) and 3 when it could not', () => {
    assert.equal(exitCodeFor('inconclusive', 'fail', true), ExitCode.Pass);
    assert.equal(exitCodeFor('error', 'fail', true), ExitCode.Unmeasurable);
  });
});

describe('the default success-rate objective', () => {
  const level = (concurrency: number, succeeded: number, requests: number, errors: Record<string, number> = {}, statuses?: Record<string, number[]>): LevelStats => ({
    concurrency, requests, succeeded, failed: requests - succeeded, success_rate: succeeded / requests, errors, ...(statuses ? { error_statuses: statuses } : {}),
  }) as unknown as LevelStats;

  it('passes one failure in 32 and fails half', () => {
    const checks = defaultObjectiveChecks([level(1, 31, 32, { server_error: 1 }, { server_error: [503] }), level(2, 16, 32, { timeout: 16 })], [], 0.9);
    assert.deepEqual(checks.map((c) => [c.concurrency, c.status, c.reason]), [[1, 'pass', '31/32 ok: 1 server_error (503)'], [2, 'fail', '16/32 ok: 16 timeout']]);
    assert.ok(checks.every((c) => c.objective === 'default success rate' && c.source === 'success_rate >= 0.9' && c.level === 'error'));
  });

  it('fails 4 failures of 32, and any level losing half its requests at any size', () => {
    assert.equal(defaultObjectiveChecks([level(1, 28, 32)], [], 0.9)[0]?.status, 'fail');
    for (const n of [2, 4, 10, 32, 200]) assert.equal(defaultObjectiveChecks([level(1, n / 2, n)], [], 0.9)[0]?.status, 'fail', `${n} requests`);
  });

  it('gives way to a success_rate minimum of the spec at the levels it covers, and to false', () => {
    const own = check('success_rate >= 0.99', 2, 'pass', { metric: 'success_rate', op: '>=' });
    assert.deepEqual(defaultObjectiveChecks([level(1, 10, 10), level(2, 10, 10)], [own], 0.9).map((c) => c.concurrency), [1]);
    assert.deepEqual(defaultObjectiveChecks([level(1, 10, 10)], [], false), []);
  });

  it('names the failures behind a count across levels, most frequent first', () => {
    assert.equal(describeFailures([level(1, 18, 20, { server_error: 2 }, { server_error: [503] })]), '18/20 ok: 2 server_error (503)');
    assert.equal(describeFailures([level(1, 7, 10, { timeout: 1, rate_limited: 2 }, { rate_limited: [429] }), level(2, 9, 10, { rate_limited: 1 }, { rate_limited: [429] })]),
      '16/20 ok: 3 rate_limited (429), 1 timeout');
    assert.equal(describeFailures([level(1, 10, 10)]), '');
  });
});

describe('scenarios', () => {
  it('rank error over fail over inconclusive over pass', () => {
    assert.equal(worstStatus(['pass', 'inconclusive']), 'inconclusive');
    assert.equal(worstStatus(['inconclusive', 'fail']), 'fail');
    assert.equal(worstStatus(['inconclusive', 'not_run']), 'error');
  });

  it('let an inconclusive run pass only when every inconclusive scenario opted out', () => {
    const entry = (name: string, status: ScenarioEntry['status'], on: 'fail' | 'pass'): ScenarioEntry => ({
      name, status, results_path: null, baseline_path: 'b.json', budget_s: 1, note: null, results: null,
      verdict: { fail_on: 'both', failed: 0, warned: 0, unverified: 1, on_inconclusive: on },
    });
    const run = { startedAt: new Date(0), finishedAt: new Date(1000), budgetS: 10 };
    assert.equal(combineScenarios([entry('a', 'pass', 'fail'), entry('b', 'inconclusive', 'pass')], run).verdict.on_inconclusive, 'pass');
    assert.equal(combineScenarios([entry('a', 'inconclusive', 'fail'), entry('b', 'inconclusive', 'pass')], run).verdict.on_inconclusive, 'fail');
  });
});

describe('the report\'s first line', () => {
  it('shows a status it does not know as UNKNOWN, never the text a results file holds', () => {
    const r = fixtureResults([1], { status: '<img src=x onerror=alert(1)>' as Results['status'] });
    const first = renderReport(reportInputFromResults(r)).split('\n')[0] ?? '';
    assert.match(first, /^\*\*UNKNOWN\*\* · /);
    assert.ok(!first.includes('<img'), first);
  });

  it('puts the reason and the failures behind a count next to the status, escaped', () => {
    const r = fixtureResults([1], {
      status: 'inconclusive',
      levels: [fixtureLevel(1, { requests: 20, succeeded: 18, failed: 2, errors: { server_error: 2 }, error_statuses: { server_error: [503] } })],
      verdict: { fail_on: 'both', failed: 0, warned: 0, unverified: 1, reason: 'judged at no level: ttft_ms.p95 <= 1500 (<b>why</b>)', on_inconclusive: 'fail' },
    });
    const first = renderReport(reportInputFromResults(r)).split('\n')[0] ?? '';
    assert.match(first, /^\*\*INCONCLUSIVE\*\* · .* · judged at no level: ttft\\_ms\.p95 \\<= 1500 \(\\<b\\>why\\<\/b\\>\) · 18\/20 ok: 2 server\\_error \(503\)$/);
  });
});
