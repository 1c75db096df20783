// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// Main's trend in the report: one sparkline row per gated metric and level, the anchor marked,
// this run apart; step changes as sentences; text from a baseline file escaped.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { trendSection } from '../../../src/report/markdown-trend.js';
import type { BaselineReport } from '../../../src/model/results.js';

const run = (i: number, value: number, pr: number | null = null) => ({ sha: String(i).repeat(40).slice(0, 40), pr, started_at: `2026-01-0${i}T00:00:00Z`, value });

function baseline(over: Partial<BaselineReport> = {}): BaselineReport {
  return {
    status: 'compared', path: 'b.json', reasons: [], age: null, rows: [],
    trends: [{ concurrency: 8, metric: 'tpot_ms.p50', runs: [run(1, 10), run(2, 10), run(3, 10), run(4, 10.4, 41), run(5, 10.8, 42)], anchor_index: 0, anchor_value: 10, current: 11.2, drift_per_run: 0.04 }],
    ...over,
  };
}

describe('main\'s trend in the report', () => {
  it('draws main\'s runs as a sparkline with the anchor marked and this run apart', () => {
    const text = trendSection(baseline(), 10, 200);
    assert.match(text, /^### Main's trend/);
    assert.match(text, /\| TPOT p50 \| concurrency 8 \| `⚓▁▁▁[▂-▆][▃-▇]` \| \+8\.0\s% \(drifts \+4\.0\s% a run\) \| `█` \+3\.7\s% against main's latest \| \+12\s% \|/);
  });

  it('names step changes by commit and pull request', () => {
    const text = trendSection(baseline({ change_points: [{ concurrency: 8, metric: 'tpot_ms.p50', sha: 'abc1234'.padEnd(40, '0'), pr: 45, started_at: '2026-01-05T00:00:00Z', change: 0.09, p_value: 0.0001 }] }), 10, 200);
    assert.match(text, /- TPOT p50 at concurrency 8 stepped up 9\.0\s% at `abc1234` \(#45\)/);
  });

  it('escapes what a baseline file could carry, and shows nothing without a history', () => {
    const hostile = baseline({ trends: [{ ...baseline().trends![0]!, metric: '<img src=x> @admin *x*', runs: [run(1, 10), run(2, 11)] }] });
    const text = trendSection(hostile, 10, 200);
    assert.doesNotMatch(text, /(?<!\\)<img|@admin|(?<!\\)\*x/);
    assert.equal(trendSection(baseline({ trends: [] }), 10, 200), '');
  });
});
