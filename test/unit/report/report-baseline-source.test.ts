// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The report's baseline line for a baseline taken from a workflow run's artifact: it names the
 * artifact and links the run, and never turns a URL it cannot vouch for into a link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderReport, reportInputFromResults } from '../../../src/report/markdown.js';
import type { BaselineReport, BaselineSource } from '../../../src/model/results.js';
import { results } from '../../helpers/report-fixtures.js';

const artifactSource = (runUrl: string): BaselineSource => ({
  kind: 'artifact',
  artifact: 'llm-slo-results',
  artifact_id: 9,
  entry: 'results.json',
  run_id: 321,
  run_url: runUrl,
  head_sha: 'f'.repeat(40),
  branch: 'main',
  matched: 'base_sha',
  run_finished_at: '2026-02-28T10:00:00Z',
});

function compared(source: BaselineSource | undefined): BaselineReport {
  return {
    status: 'compared',
    path: 'llm-slo-results/results.json',
    reasons: [],
    age: { sha: 'f'.repeat(40), ref: 'refs/heads/main', measured_at: '2026-02-28T10:00:00Z', age_days: 1 },
    rows: [],
    ...(source ? { source } : {}),
  };
}

test('an artifact baseline is named with a link to its run, its commit and its age', () => {
  const r = results([1, 2], { baseline: compared(artifactSource('https://github.com/acme/api/actions/runs/321')) });
  assert.match(
    renderReport(reportInputFromResults(r)),
    /Changes are against the baseline in artifact `llm-slo-results` of \[run 321\]\(https:\/\/github\.com\/acme\/api\/actions\/runs\/321\) from commit `ffffffffffff`, measured 24 h before this run\./,
  );
});

test('a run URL that is not a plain http(s) URL is named without a link', () => {
  const r = results([1, 2], { baseline: compared(artifactSource('javascript:alert(1)')) });
  const md = renderReport(reportInputFromResults(r));
  assert.match(md, /Changes are against the baseline in artifact `llm-slo-results` of run 321 from commit/);
  assert.ok(!md.includes('javascript:'), md);
});

test('a file baseline, with or without a recorded source, keeps the path line', () => {
  for (const source of [undefined, { kind: 'file' } as const]) {
    const r = results([1, 2], { baseline: { ...compared(source), path: '.github/llm-slo-baseline.json' } });
    assert.match(renderReport(reportInputFromResults(r)), /Changes are against the baseline `\.github\/llm-slo-baseline\.json` from commit `ffffffffffff`/);
  }
});
