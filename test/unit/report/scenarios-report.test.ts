// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The combined report of a run with scenarios: a summary table, then each scenario's own report
 * as a section, the whole within one comment's size budget however large each run is.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderScenariosReport, shiftHeadings, SCENARIO_TABLE_HEADERS } from '../../../src/report/markdown-scenarios.js';
import { DEFAULT_REPORT_MAX_CHARS } from '../../../src/report/markdown.js';
import { combineScenarios } from '../../../src/engine/scenario-results.js';
import { type ScenarioEntry } from '../../../src/model/scenario-results.js';
import type { Results } from '../../../src/model/results.js';
import { headings, parseGfm, tables } from '../../helpers/markdown.js';
import { check, level, results } from '../../helpers/report-fixtures.js';
import { formatMetric } from '../../../src/metrics/format.js';

function entry(name: string, r: Results | null): ScenarioEntry {
  return {
    name,
    status: r ? r.status : 'not_run',
    results_path: r ? `${name}/results.json` : null,
    baseline_path: `.github/llm-slo-baseline-${name}.json`,
    budget_s: r ? 900 : null,
    note: r ? null : 'the shared budget of 60 s (sweep.max_duration_s) ran out before it started',
    verdict: r ? r.verdict : null,
    results: r,
  };
}

const at = { startedAt: new Date('2026-03-01T10:00:00Z'), finishedAt: new Date('2026-03-01T10:01:00Z'), budgetS: 900 };

/** A failed run over 1000 levels with 2000 long checks and long notes. */
function hugeResults(): Results {
  const concurrency = Array.from({ length: 1000 }, (_, i) => i + 1);
  const checks = Array.from({ length: 2000 }, (_, i) => check({
    objective: `objective ${i} ${'long name '.repeat(50)}`, concurrency: (i % 1000) + 1, status: i % 2 ? 'fail' : 'pass', actual: 1812, reason: 'r'.repeat(2000),
  }));
  return results(concurrency, {
    status: 'fail', checks, verdict: { fail_on: 'both', failed: 1000, warned: 0, unverified: 0 },
    notes: Array.from({ length: 50 }, (_, i) => `note ${i} ${'x'.repeat(5000)}`),
  });
}

test('small runs keep their whole reports, each under its scenario heading', () => {
  const combined = combineScenarios([entry('chat', results([1, 4])), entry('rag', results([1]))], at);
  const md = renderScenariosReport(combined, {}, { markerId: '.github/llm-slo.yml' });
  assert.match(md, /^<!-- llm-slo-gate:\.github\/llm-slo\.yml -->\n\n\*\*PASS\*\* · 2 scenarios \(2 passed\)/);
  const root = parseGfm(md);
  const [summary] = tables(root);
  assert.deepEqual(summary!.header, SCENARIO_TABLE_HEADERS);
  assert.deepEqual(summary!.rows.map((r) => r.slice(0, 5)), [['chat', 'PASS', '0', '0', '4'], ['rag', 'PASS', '0', '0', '1']]);
  assert.deepEqual(headings(root).filter((h) => h.startsWith('Scenario')), ['Scenario chat', 'Scenario rag']);
  assert.equal(md.split('<details>').length, 3, 'each section keeps its run details');
  assert.ok(!md.includes('left out to stay under the size limit'));
});

test('sixteen huge runs still fit one comment, every scenario keeping its section', () => {
  const names = Array.from({ length: 16 }, (_, i) => `scenario-${i}`);
  const combined = combineScenarios(names.map((n, i) => entry(n, i === 15 ? null : hugeResults())), at);
  assert.equal(combined.status, 'error', 'a scenario not run makes the whole run an error');
  const md = renderScenariosReport(combined, {}, { markerId: 'x' });
  assert.ok(md.length <= DEFAULT_REPORT_MAX_CHARS, `${md.length} characters`);
  const root = parseGfm(md);
  assert.equal(tables(root)[0]!.rows.length, 16);
  assert.deepEqual(headings(root).filter((h) => h.startsWith('Scenario ')), names.map((n) => `Scenario ${n}`));
  assert.equal(md.split('<details>').length, md.split('</details>').length);
  assert.match(md, /## Scenario `scenario-15`\n\nNot run: the shared budget of 60 s/);
  assert.match(md, /left out to stay under the size limit/);
  for (const budget of [20_000, 40_000]) {
    assert.ok(renderScenariosReport(combineScenarios([entry('a', hugeResults()), entry('b', hugeResults())], at), {}, { maxChars: budget }).length <= budget);
  }
});

test('headings move one level down, except inside fenced code', () => {
  assert.equal(shiftHeadings('### Levels\ntext\n```\n# not a heading\n```\n## Two'), '#### Levels\ntext\n```\n# not a heading\n```\n### Two');
});

test('the summary shows the highest concurrency level whatever the order, a rate level only when the scenario ran nothing else', () => {
  const down = results([16, 4, 1]);
  const mixed = results([1, 8], { levels: [level(1), level(8), level(32, { rate: 2 }), level(32, { rate: 4 })] });
  const open = results([], { levels: [level(32, { rate: 1 }), level(32, { rate: 3 })] });
  const md = renderScenariosReport(combineScenarios([entry('down', down), entry('mixed', mixed), entry('open', open)], at));
  const [summary] = tables(parseGfm(md));
  assert.equal(summary!.header[4], 'Highest concurrency (or rate)');
  const plain = (s: string): string => s.replaceAll('\u00a0', ' ');
  assert.deepEqual(summary!.rows.map((r) => [r[0], r[4], r[5]]), [
    ['down', '16', plain(formatMetric('ttft_ms', down.levels[0]!.ttft_ms.p95))],
    ['mixed', '8', plain(formatMetric('ttft_ms', mixed.levels[1]!.ttft_ms.p95))],
    ['open', '3 req/s', plain(formatMetric('ttft_ms', open.levels[1]!.ttft_ms.p95))],
  ]);
});

test('a scenario section\'s headings nest under its heading, never skipping a level', () => {
  const failing = results([1, 4], {
    status: 'fail',
    checks: [check({ objective: 'fast', concurrency: 4, status: 'fail', actual: 900 })],
    verdict: { fail_on: 'both', failed: 1, warned: 0, unverified: 0 },
  });
  const md = renderScenariosReport(combineScenarios([entry('chat', failing), entry('rag', null)], at));
  let previous = 0;
  let inner = 0;
  for (const line of md.split('\n')) {
    const depth = /^(#{1,6}) /.exec(line)?.[1]?.length;
    if (depth === undefined) continue;
    assert.ok(depth <= previous + 1 || previous === 0, `${line} follows a level-${previous} heading`);
    if (depth === 3) inner++;
    previous = depth;
  }
  assert.ok(inner > 0, 'the scenario\'s own report has headings under its section');
  assert.match(md, /^## Scenario `chat`\n[\s\S]*^### Failed/m);
});
