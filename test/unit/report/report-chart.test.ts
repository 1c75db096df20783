// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderChart } from '../../../src/report/chart.js';
import { allNodes, parseGfm, parseXyChart, textOf } from '../../helpers/markdown.js';
import { dist, level } from '../../helpers/report-fixtures.js';
import type { LevelStats } from '../../../src/model/level-stats.js';

/** The caption and the mermaid source of a rendered chart, read back through the GFM parser. */
function split(markdown: string): { caption: string; source: string } {
  const root = parseGfm(markdown);
  const code = allNodes(root).filter((n) => n.type === 'code');
  assert.equal(code.length, 1, 'exactly one code block');
  assert.equal((code[0] as { lang?: string | null }).lang, 'mermaid');
  const caption = root.children.filter((n) => n.type === 'paragraph').map((n) => textOf(n)).join('\n');
  return { caption, source: textOf(code[0]!) };
}

test('the chart parses with Mermaid and charts every level as a category, bars and line in step', async () => {
  const levels = [1, 2, 4, 8, 16, 32].map((c) => level(c));
  const { source, caption } = split(renderChart(levels)!);
  const chart = await parseXyChart(source);
  assert.equal(chart.xAxis.type, 'band');
  assert.deepEqual(chart.xAxis.categories, ['1', '2', '4', '8', '16', '32']);
  assert.deepEqual([chart.yAxis.min, chart.yAxis.max], [0, 100]);
  assert.match(chart.title, /TPM.*TTFT p95/);
  const bar = chart.plots.find((p) => p.type === 'bar')!;
  const line = chart.plots.find((p) => p.type === 'line')!;
  assert.deepEqual(bar.data.map(([x]) => x), chart.xAxis.categories);
  assert.deepEqual(line.data.map(([x]) => x), chart.xAxis.categories);
  // Each series is a percentage of its own highest value.
  const expectBar = levels.map((l) => Math.round((l.tpm / levels[5]!.tpm) * 1000) / 10);
  const expectLine = levels.map((l) => Math.round((l.ttft_ms.p95! / levels[5]!.ttft_ms.p95!) * 1000) / 10);
  assert.deepEqual(bar.data.map(([, y]) => y), expectBar);
  assert.deepEqual(line.data.map(([, y]) => y), expectLine);
  assert.match(caption, /100 = 49\u00a0600\u00a0tokens\/min \(concurrency 32\)/);
  assert.match(caption, /100 = 4\u00a0770\u00a0ms \(concurrency 32\)/);
});

test('the bars can show output tokens per second instead of TPM', async () => {
  const levels = [1, 4].map((c) => level(c));
  const { source, caption } = split(renderChart(levels, { throughput: 'output_tokens_per_s' })!);
  const chart = await parseXyChart(source);
  assert.match(chart.title, /Output tokens\/s/);
  assert.match(caption, /tokens\/s/);
});

test('a level without TTFT p95 is left out of the chart, not drawn as zero, and the caption says so', async () => {
  const levels = [level(1), level(2), level(64, { succeeded: 0, ttft_ms: dist(null), tpm: 0 }), level(4)];
  const { source, caption } = split(renderChart(levels)!);
  const chart = await parseXyChart(source);
  assert.deepEqual(chart.xAxis.categories, ['1', '2', '4']);
  assert.match(caption, /Left out for lack of data: concurrency 64\./);
});

test('a sweep with zero throughput everywhere still gives a valid chart with empty bars', async () => {
  const levels = [1, 2].map((c) => level(c, { tpm: 0 }));
  const chart = await parseXyChart(split(renderChart(levels)!).source);
  assert.deepEqual(chart.plots.find((p) => p.type === 'bar')!.data.map(([, y]) => y), [0, 0]);
});

test('extreme values are written without exponents, which Mermaid cannot read', async () => {
  const levels: LevelStats[] = [
    level(1, { tpm: 1e-9, ttft_ms: dist(1e-7) }),
    level(2, { tpm: 1e15, ttft_ms: dist(1e12) }),
  ];
  const md = renderChart(levels)!;
  assert.doesNotMatch(split(md).source, /\de[+-]?\d/i);
  const chart = await parseXyChart(split(md).source);
  assert.deepEqual(chart.plots.map((p) => p.data.map(([, y]) => y)), [[0, 100], [0, 100]]);
});

test('no chart for fewer than two levels with data or for more levels than can be read', () => {
  assert.equal(renderChart([]), null);
  assert.equal(renderChart([level(1)]), null);
  assert.equal(renderChart([level(1), level(2, { ttft_ms: dist(null) })]), null);
  const many = Array.from({ length: 41 }, (_, i) => level(i + 1));
  assert.equal(renderChart(many), null);
  assert.notEqual(renderChart(many.slice(0, 40)), null);
  assert.notEqual(renderChart(many, { maxLevels: 41 }), null);
});

test('Mermaid rejects a broken chart, so the checks above can fail', async () => {
  await assert.rejects(parseXyChart('xychart-beta\n  title "a"b"\n  bar [1, 2'));
  await assert.rejects(parseXyChart('xychart-beta\n  bar [1e3, 2]'));
});
