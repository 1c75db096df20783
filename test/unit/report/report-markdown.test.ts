// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commentMarker, renderReport, reportInputFromResults, type ReportInput } from '../../../src/report/markdown.js';
import { LEVEL_TABLE_HEADERS } from '../../../src/report/markdown-levels.js';
import { LINK_BREAK } from '../../../src/report/escape.js';
import { allNodes, headings, parseGfm, parseXyChart, tables, textOf } from '../../helpers/markdown.js';
import { check, results } from '../../helpers/report-fixtures.js';

const HOSTILE = '@octocat <img src=x> | x';

/** A failing run with a failed SLO, a warned regression, an unjudged check, a knee and a baseline. */
function failingInput(): ReportInput {
  const r = results(undefined, { status: 'fail', notes: ['The server sent no usage; tokens were counted from events.'] });
  r.levels[5]!.errors = { timeout: 3 };
  return {
    results: r,
    checks: [
      check({ status: 'fail', concurrency: 8, actual: 1812 }),
      check({ objective: 'TTFT vs main', kind: 'regression', level: 'warn', status: 'fail', concurrency: 4, limit: 561, actual: 510, baseline: 486, change: 0.049 }),
      check({ status: 'no_data', concurrency: 64, actual: null, reason: 'the level was not run' }),
      check({ concurrency: 1, actual: 465 }),
    ],
    knee: { reached: true, concurrency: 8, recommended_concurrency: 6, safety_factor: 0.75, reason: 'TPM grew 1 % from 8 to 16 while TTFT p95 rose 358 %.' },
    comparison: [{ concurrency: 8, metric: 'ttft_ms.p95', baseline: 500, current: 570, change: 0.14 }],
    baseline: { source: '.github/llm-slo-baseline.json', commit: 'abcdef1234567890', measured_at: '2026-02-26T10:00:00Z', problem: null },
    spec: { path: '.github/llm-slo.yml', sha256: 'cd'.repeat(32) },
    hints: { timeout: 'Raise endpoint.timeout_s above the longest E2E.' },
    runUrl: 'https://github.com/o/r/actions/runs/1',
  };
}

test('the report opens with the marker, then one line with status, model, endpoint and duration', () => {
  const md = renderReport(failingInput(), { markerId: '.github/llm-slo.yml' });
  const [marker, blank, head] = md.split('\n');
  assert.equal(marker, '<!-- llm-slo-gate:.github/llm-slo.yml -->');
  assert.equal(blank, '');
  assert.equal(head, '**FAIL** · `sim-model` at `http://127.0.0.1:8000/v1/chat/completions` · 6 levels in 41.2 s');
});

test('sections come in order: failed, warnings, not judged, levels, chart, capacity', () => {
  const root = parseGfm(renderReport(failingInput()));
  assert.deepEqual(headings(root), ['Failed (1)', 'Warnings (1)', 'Not judged (1)', 'Levels', 'Throughput and TTFT p95', 'Capacity']);
});

test('every table has the columns its header claims, and every row has that many cells', () => {
  const root = parseGfm(renderReport(failingInput()));
  const [failed, warned, levels, ...rest] = tables(root);
  assert.equal(rest.length, 0);
  assert.deepEqual(failed!.header, ['Objective', 'Concurrency', 'Metric', 'Limit', 'Actual']);
  assert.deepEqual(failed!.rows, [['TTFT under load', '8', 'ttft_ms.p95', '≤ 1 500 ms', '1 812 ms']]);
  assert.deepEqual(warned!.header, ['Objective', 'Concurrency', 'Metric', 'Limit', 'Actual', 'Baseline', 'Change']);
  assert.deepEqual(warned!.rows, [['TTFT vs main', '4', 'ttft_ms.p95', '≤ 561 ms', '510 ms', '486 ms', '+4.9 %']]);
  assert.deepEqual(levels!.header, LEVEL_TABLE_HEADERS);
  assert.deepEqual(levels!.rows.map((r) => r[0]), ['1', '2', '4', '8', '16', '32']);
  for (const t of [failed!, warned!, levels!]) {
    for (const row of t.node.children) assert.equal(row.children.length, t.header.length);
  }
});

test('level cells carry the change against the baseline, bold where an error-level check failed', () => {
  const root = parseGfm(renderReport(failingInput()));
  const levels = tables(root)[2]!;
  const col = levels.header.indexOf('TTFT p95');
  const row8 = levels.rows.find((r) => r[0] === '8')!;
  const row4 = levels.rows.find((r) => r[0] === '4')!;
  assert.equal(row8[col], '570 ms (+14 %)');
  assert.equal(row4[col], '510 ms (+4.9 %)', 'a regression check also gives the change');
  const cell8 = levels.node.children[4]!.children[col]!;
  assert.equal(cell8.children[0]?.type, 'strong', 'the failed SLO at concurrency 8 is bold');
  const cell4 = levels.node.children[3]!.children[col]!;
  assert.notEqual(cell4.children[0]?.type, 'strong', 'a warning is not bold');
  assert.equal(levels.rows[0]![levels.header.indexOf('Success')], '100 % (64/64)');
});

test('the chart in the report parses with Mermaid', async () => {
  const root = parseGfm(renderReport(failingInput()));
  const code = allNodes(root).filter((n) => n.type === 'code');
  assert.equal(code.length, 1);
  const chart = await parseXyChart(textOf(code[0]!));
  assert.deepEqual(chart.xAxis.categories, ['1', '2', '4', '8', '16', '32']);
});

test('the knee and the recommended concurrency are stated, or that the sweep never reached one', () => {
  const md = renderReport(failingInput());
  assert.match(md, /Knee at concurrency 8 → recommended production concurrency 6 \(safety factor 0\.75\)\./);
  const none = renderReport({ ...failingInput(), knee: { reached: false, concurrency: null, recommended_concurrency: null, safety_factor: 0.75, reason: '' } });
  assert.match(none, /The sweep never reached a knee\. Throughput still grew at the highest level\./);
  assert.doesNotMatch(renderReport({ ...failingInput(), knee: null }), /### Capacity/);
});

test('the baseline line names the commit and age, or why there was no comparison', () => {
  assert.match(renderReport(failingInput()), /Changes are against the baseline `\.github\/llm-slo-baseline\.json` from commit `abcdef123456`, measured 3 days before this run\./);
  const missing = renderReport({ ...failingInput(), baseline: { source: '.github/llm-slo-baseline.json', commit: null, measured_at: null, problem: 'the file does not exist yet' } });
  assert.match(missing, /No baseline comparison: the file does not exist yet/);
});

test('a passing run says so and lists no failed or warned checks', () => {
  const md = renderReport({ results: results(), checks: [check(), check({ concurrency: 1 })] });
  assert.match(md.split('\n')[0]!, /^\*\*PASS\*\* · /);
  assert.match(md, /^2 passed \(2 checks\)$/m);
  assert.deepEqual(headings(parseGfm(md)).slice(0, 1), ['Levels']);
});

test('a run that could not measure says so plainly, with the message and the hint', () => {
  const r = results([1, 4], {
    status: 'error', levels: [], duration_s: 3.1, preflight: { ok: false, status_code: 401, error_kind: 'auth', ttft_ms: null, e2e_ms: null, usage: false },
    error: { code: 'ENDPOINT_UNUSABLE', message: 'The connectivity check failed: HTTP 401 Unauthorized', hint: 'OPENAI_API_KEY was not set.' },
  });
  const md = renderReport({ results: r });
  assert.equal(md.split('\n')[0], '**ERROR** · `sim-model` at `http://127.0.0.1:8000/v1/chat/completions` · could not measure (after 3.1 s)');
  const text = textOf(parseGfm(md));
  assert.match(text, /The run could not measure the endpoint: The connectivity check failed: HTTP 401 Unauthorized \(ENDPOINT_UNUSABLE\)/);
  assert.match(text, /What to try: OPENAI_API_KEY was not set\./);
  assert.match(text, /Connectivity check: failed \(HTTP 401\), auth/);
  assert.equal(tables(parseGfm(md)).length, 0);
});

test('a sweep that stopped early says how many levels finished', () => {
  const r = results([1, 2, 4, 8], { incomplete: true });
  r.levels = r.levels.slice(0, 2);
  assert.match(renderReport({ results: r }).split('\n')[0]!, / · 2 of 4 levels in 41\.2 s, stopped early$/);
});

test('strings from the spec and the server cannot mention anyone, add HTML or break a table', () => {
  const input = failingInput();
  input.results.endpoint.model = `${HOSTILE} **model**`;
  input.results.endpoint.url = 'http://x/`v1`|<b>@admin</b>';
  input.results.notes.push(`${HOSTILE}\n| injected | row |\n<details><summary>@team</summary>`);
  input.results.levels[0]!.errors = { [`${HOSTILE}`]: 1 };
  input.hints = { [HOSTILE]: `see #12 and ${HOSTILE}` };
  input.checks = [
    check({ status: 'fail', objective: HOSTILE, metric: 'ttft_ms.p95|x' }),
    check({ status: 'not_applicable', objective: HOSTILE, reason: `${HOSTILE} </details>` }),
  ];
  input.knee = { reached: false, concurrency: null, recommended_concurrency: null, safety_factor: 0.75, reason: HOSTILE };
  input.baseline = { source: HOSTILE, commit: HOSTILE, measured_at: null, problem: HOSTILE };
  input.spec = { path: HOSTILE, sha256: HOSTILE };
  input.results.error = { code: HOSTILE, message: HOSTILE, hint: HOSTILE };
  input.results.status = 'error';
  const md = renderReport(input, { markerId: HOSTILE });
  const root = parseGfm(md);

  // The only HTML is what the report itself writes: the marker and the details element.
  const html = allNodes(root).filter((n) => n.type === 'html').map((n) => textOf(n));
  assert.deepEqual(html, [commentMarker(HOSTILE), '<details>\n<summary>Run details</summary>', '</details>']);
  const links = allNodes(root).filter((n) => n.type === 'link').map((n) => (n as { url: string }).url);
  assert.deepEqual(links, ['https://github.com/o/r/actions/runs/1']);
  // GitHub links @name and #123 only when a word character follows the sign directly.
  for (const node of allNodes(root)) {
    if (node.type === 'text') assert.doesNotMatch(node.value, /(^|[^\w])[@#][A-Za-z0-9]/, `mention or reference left in ${JSON.stringify(node.value)}`);
  }
  const [failed] = tables(root);
  assert.equal(failed!.rows.length, 1);
  assert.deepEqual(failed!.rows[0]!.map((c) => c.replaceAll(LINK_BREAK, '')), [HOSTILE, '8', 'ttft_ms.p95|x', '≤ 1 500 ms', '1 000 ms']);
  for (const t of tables(root)) for (const row of t.node.children) assert.equal(row.children.length, t.header.length);
});

test('the marker cannot be ended early by its id, and different ids give different markers', () => {
  const marker = commentMarker('evil --> <b>x</b> -- ok');
  assert.match(marker, /^<!-- llm-slo-gate:[^<>]* -->$/);
  assert.equal(marker.indexOf('--', 4), marker.length - 3, 'no `--` before the end of the comment');
  assert.notEqual(commentMarker('specs/a.yml'), commentMarker('specs/b.yml'));
  assert.equal(commentMarker(''), '<!-- llm-slo-gate:default -->');
});

test('rendering is pure: the same input gives the same text and is not changed', () => {
  const input = failingInput();
  const before = structuredClone(input);
  assert.equal(renderReport(input), renderReport(input));
  assert.deepEqual(input, before);
});

test('a results file carries everything the report shows, so the report can be made from it alone', () => {
  const base = failingInput();
  const r = base.results;
  r.checks = [...base.checks!];
  r.knee = base.knee!;
  r.baseline = {
    status: 'compared', path: '.github/llm-slo-baseline.json', reasons: [],
    age: { sha: 'abcdef1234567890', ref: 'refs/heads/main', measured_at: '2026-02-26T10:00:00Z', age_days: 3 },
    rows: [{ concurrency: 8, metric: 'ttft_ms.p95', label: 'TTFT p95', unit: 'ms', better: 'lower', baseline: 500, current: 570, change: 0.14 }],
  };
  const input = reportInputFromResults(r, { spec: base.spec!, hints: base.hints!, runUrl: base.runUrl! });
  assert.equal(renderReport(input), renderReport(base));

  r.baseline = { status: 'incompatible', path: 'b.json', reasons: ['measured with model other-model'], age: null, rows: [] };
  assert.match(renderReport(reportInputFromResults(r)), /No baseline comparison: measured with model other\-model/);
  r.baseline = { status: 'missing', path: 'b.json', reasons: [], age: null, rows: [] };
  // Said once, with the fix: not "No baseline comparison: there is no baseline … (no file at …)", nor again in the details.
  const missing = renderReport(reportInputFromResults(r));
  assert.match(missing, /^No baseline yet at b\.json, so no change was judged; record one with llm-slo-gate run --update-baseline/m);
  assert.equal(missing.match(/no baseline/gi)?.length, 1, missing);
  r.baseline = { status: 'not_configured', path: 'b.json', reasons: [], age: null, rows: [] };
  assert.doesNotMatch(renderReport(reportInputFromResults(r)), /No baseline comparison|Changes are against/);
});

test('the Workload line names a prompt set or synthetic prompts, and keeps the fixed-prompt form', () => {
  const workloadLine = (over: Partial<ReturnType<typeof results>['workload']>): string => {
    const r = results(undefined);
    r.workload = { ...r.workload, ...over };
    const md = renderReport(reportInputFromResults(r));
    return /^- Workload: .*$/m.exec(md)?.[0] ?? '';
  };
  const fixedLine = workloadLine({});
  assert.match(fixedLine, /^- Workload: \d+ messages?, [\d,]+ characters \(sha256 `[0-9a-f]{12}`\), max_tokens \d+/);
  const set = workloadLine({ source: 'prompt_set', messages: 2, prompt_chars: 301, prompt_set: { path: 'prompts/chat.jsonl', sha256: 'e'.repeat(64), prompts: 12 }, seed: 7 });
  assert.match(set, /^- Workload: prompt set `prompts\/chat\.jsonl` \(12 prompts, seed 7\), sha256 `[0-9a-f]{12}`, max_tokens \d+/);
  assert.doesNotMatch(set, /characters|message/);
  const synthetic = workloadLine({ source: 'synthetic', messages: 1, prompt_chars: 8100, synthetic_input_tokens: 2000, synthetic_prompts: 8, seed: 3 });
  assert.match(synthetic, /^- Workload: synthetic prompts of 2\u00a0000 input tokens \(8 different, seed 3\), sha256 `[0-9a-f]{12}`/);
  assert.doesNotMatch(synthetic, /characters/);
});
