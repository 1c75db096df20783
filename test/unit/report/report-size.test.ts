// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_REPORT_MAX_CHARS, GITHUB_COMMENT_MAX_CHARS, MIN_REPORT_CHARS, renderReport, type ReportInput } from '../../../src/report/markdown.js';
import { LEVEL_TABLE_HEADERS } from '../../../src/report/markdown-levels.js';
import { allNodes, headings, parseGfm, tables, textOf } from '../../helpers/markdown.js';
import { check, dist, level, results } from '../../helpers/report-fixtures.js';
import type { Check } from '../../../src/model/checks.js';

/** 1000 levels, 5000 checks in every status with long names, and many long notes. */
function hugeInput(): ReportInput {
  const concurrency = Array.from({ length: 1000 }, (_, i) => i + 1);
  const r = results(concurrency, {
    status: 'fail',
    notes: Array.from({ length: 200 }, (_, i) => `note ${i} ${'x'.repeat(10_000)}`),
  });
  for (const l of r.levels) l.errors = Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`kind_${k}`, 1]));
  const statuses: Check['status'][] = ['fail', 'fail', 'pass', 'no_data', 'not_applicable'];
  const checks = Array.from({ length: 5000 }, (_, i) => check({
    objective: `objective ${i} ${'long name '.repeat(100)}`,
    concurrency: (i % 1000) + 1,
    status: statuses[i % statuses.length]!,
    level: i % 10 === 0 ? 'warn' : 'error',
    kind: i % 3 === 0 ? 'regression' : 'slo',
    baseline: 900, change: 0.1, actual: 1812,
    reason: 'r'.repeat(5000),
  }));
  return {
    results: r,
    checks,
    knee: { reached: false, concurrency: null, recommended_concurrency: null, safety_factor: 0.75, reason: 'k'.repeat(100_000) },
    comparison: concurrency.map((c) => ({ concurrency: c, metric: 'ttft_ms.p95', baseline: 1, current: 2, change: 1 })),
    baseline: { source: 'b'.repeat(100_000), commit: 'c'.repeat(100_000), measured_at: '2026-02-26T10:00:00Z', problem: null },
    spec: { path: 'p'.repeat(100_000), sha256: 'ab'.repeat(32) },
    hints: Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`kind_${k}`, 'h'.repeat(10_000)])),
  };
}

/** Structure that must survive any cut: balanced HTML, tables whose rows match their header. */
function assertWellFormed(md: string): void {
  assert.equal(md.split('<details>').length, md.split('</details>').length, 'details opened and closed alike');
  assert.equal((md.match(/```/g) ?? []).length % 2, 0, 'no open code fence');
  const root = parseGfm(md);
  for (const t of tables(root)) {
    for (const row of t.node.children) assert.equal(row.children.length, t.header.length);
  }
}

test('a huge sweep stays under the default budget, keeps whole tables, and says what was left out', () => {
  const started = performance.now();
  const md = renderReport(hugeInput(), { markerId: 'spec' });
  assert.ok(performance.now() - started < 5000, 'rendering stays fast');
  assert.ok(md.length <= DEFAULT_REPORT_MAX_CHARS, `${md.length} characters`);
  assert.ok(DEFAULT_REPORT_MAX_CHARS < GITHUB_COMMENT_MAX_CHARS);
  assertWellFormed(md);
  const root = parseGfm(md);
  const [failed, warned, levels] = tables(root);
  assert.deepEqual(failed!.header.slice(0, 5), ['Objective', 'Concurrency', 'Metric', 'Limit', 'Actual']);
  assert.ok(warned, 'the warnings table is still there');
  assert.deepEqual(levels!.header, LEVEL_TABLE_HEADERS);
  assert.ok(levels!.rows.length > 0 && levels!.rows.length < 1000);
  const text = textOf(root);
  assert.match(text, new RegExp(`… and ${1000 - levels!.rows.length} more levels`));
  assert.match(text, /… and \d+ more checks/);
  assert.match(text, /Part of this report was left out/);
  assert.ok(md.startsWith('<!-- llm-slo-gate:spec -->\n'), 'the marker survives');
});

for (const budget of [MIN_REPORT_CHARS, 3000, 10_000, 30_000, 65_000]) {
  test(`a huge sweep fits a budget of ${budget} characters and stays well formed`, () => {
    const md = renderReport(hugeInput(), { maxChars: budget });
    assert.ok(md.length <= budget, `${md.length} > ${budget}`);
    assertWellFormed(md);
    assert.match(md, /^\*\*FAIL\*\* · /, 'the verdict is always there');
  });
}

test('the shortest form fits the minimum budget even with enormous strings from the server', () => {
  const huge = 'y'.repeat(1_000_000);
  const input = hugeInput();
  input.results.status = 'error';
  input.results.endpoint = { base_url: huge, url: huge, model: huge, api: 'openai-chat' };
  input.results.error = { code: huge, message: huge, hint: huge };
  input.baseline = { source: huge, commit: huge, measured_at: huge, problem: huge };
  const md = renderReport(input, { maxChars: MIN_REPORT_CHARS, markerId: huge });
  assert.ok(md.length <= MIN_REPORT_CHARS, `${md.length} characters`);
  assert.match(md, /could not measure the endpoint/);
});

test('details go first, then the chart, and rows only after both', () => {
  const input: ReportInput = {
    results: results(Array.from({ length: 30 }, (_, i) => i + 1), { notes: Array.from({ length: 5 }, (_, i) => `note ${i}: ${'n'.repeat(200)}`) }),
    checks: [check({ status: 'fail' })],
  };
  const full = renderReport(input);
  assert.match(full, /<details>/);
  assert.match(full, /```mermaid/);
  assert.doesNotMatch(full, /left out/);

  const noDetails = renderReport(input, { maxChars: full.length - 1 });
  assert.doesNotMatch(noDetails, /<details>/);
  assert.match(noDetails, /```mermaid/);
  assert.equal(tables(parseGfm(noDetails))[1]!.rows.length, 30, 'every level row kept');

  const noChart = renderReport(input, { maxChars: noDetails.length - 1 });
  assert.doesNotMatch(noChart, /```mermaid/);
  assert.equal(tables(parseGfm(noChart))[1]!.rows.length, 30, 'every level row kept');
  assert.deepEqual(headings(parseGfm(noChart)), ['Failed (1)', 'Levels']);
  assert.ok(allNodes(parseGfm(noChart)).some((n) => n.type === 'emphasis'), 'the truncation note is there');

  const fewerRows = renderReport(input, { maxChars: noChart.length - 1 });
  assert.ok(fewerRows.length < noChart.length);
  assert.equal(tables(parseGfm(fewerRows))[1]!.rows.length, 20, 'rows are cut only now');
  assertWellFormed(fewerRows);
});

test('a budget below the minimum is refused rather than producing a broken report', () => {
  assert.throws(() => renderReport({ results: results() }, { maxChars: MIN_REPORT_CHARS - 1 }), RangeError);
  assert.throws(() => renderReport({ results: results() }, { maxChars: Number.NaN }), RangeError);
});

test('a sweep of one level renders without a chart and without any truncation note', () => {
  const md = renderReport({ results: results([8]), checks: [check()] });
  assert.doesNotMatch(md, /mermaid|left out/);
  assert.equal(tables(parseGfm(md))[0]!.rows.length, 1);
  assert.equal(level(8).concurrency, 8);
});

test('changes with intervals in every cell of a huge level table still fit the default budget', () => {
  const input = hugeInput();
  const metrics = ['qps', 'tpm', 'ttft_ms.p50', 'ttft_ms.p95', 'ttft_ms.p99', 'tpot_ms.p50', 'tpot_ms.p95', 'e2e_ms.p95', 'success_rate'];
  input.comparison = input.results.levels.flatMap((l) => metrics.map((metric) => ({
    concurrency: l.concurrency, metric, baseline: 1, current: 1.123, change: 0.123, change_lower: -0.456, change_upper: 0.789,
  })));
  const md = renderReport(input, { markerId: 'spec' });
  assert.ok(md.length <= DEFAULT_REPORT_MAX_CHARS, `${md.length} characters`);
  assertWellFormed(md);
  assert.match(md, /\(\+12\s% \[-46\s%, \+79\s%\]\)/);
});

test('a huge sweep of a reasoning model keeps its TTFA columns within the budget', () => {
  const input = hugeInput();
  for (const l of input.results.levels) {
    l.ttfa_ms = dist(2500);
    l.reasoning_tokens = dist(300);
  }
  const md = renderReport(input, { markerId: 'spec' });
  assert.ok(md.length <= DEFAULT_REPORT_MAX_CHARS, `${md.length} characters`);
  assertWellFormed(md);
  const levels = tables(parseGfm(md))[2]!;
  assert.deepEqual(levels.header, [...LEVEL_TABLE_HEADERS.slice(0, 6), 'TTFA p50', 'TTFA p95', ...LEVEL_TABLE_HEADERS.slice(6)]);
  assert.ok(levels.rows.length > 0);
  assert.ok(levels.rows.every((row) => row[6]!.includes('ms')), 'TTFA cells carry values');
});
