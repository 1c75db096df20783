/**
 * Main's trend in the report: one table row per gated metric and level with a Unicode sparkline
 * of main's runs (the anchor marked ⚓), this run's point apart on the same scale, and the step
 * changes found in main's history.
 *
 * A sparkline of block characters rather than a Mermaid chart: it renders in GitHub comments,
 * job summaries, e-mail notifications and a terminal alike, needs no script, stays a few dozen
 * characters per metric, and a renderer without Unicode blocks still shows the figures beside it.
 */
import type { BaselineReport } from '../model/results.js';
import type { HistoryTrend } from '../model/baseline.js';
import { metricLabel, parseMetricPath } from '../metrics/catalogue.js';
import { formatChange } from '../metrics/format.js';
import { levelName } from '../model/level.js';
import { codeSpan, escapeText } from './escape.js';
import { CHANGE_POINT_MAX_P, CHANGE_POINT_MIN_MAGNITUDE } from '../stats/change-points.js';

/** Eight heights, lowest first. */
const BARS = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/** The trend table and the change points; '' when the baseline has no history to show. */
export function trendSection(baseline: BaselineReport, maxRows: number, textMax: number): string {
  const trends = (baseline.trends ?? []).filter((t) => t.runs.length >= 2);
  const points = baseline.change_points ?? [];
  if ((trends.length === 0 && points.length === 0) || maxRows <= 0) return '';
  const lines = ['### Main\'s trend', ''];
  if (trends.length > 0) {
    lines.push(
      `Main's last runs, oldest first (⚓ the anchor \`baseline.max_drift\` is judged from), and this run apart on the same scale.`, '',
      '| metric | level | main\'s runs | anchor → main\'s latest | this run | this run against the anchor |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const t of trends.slice(0, maxRows)) lines.push(trendRow(t));
    if (trends.length > maxRows) lines.push('', `_${trends.length - maxRows} more in results.json (\`baseline.trends\`)._`);
  }
  if (points.length > 0) {
    lines.push('', `Step changes in main's history (E-divisive means, p ≤ ${CHANGE_POINT_MAX_P}, steps of ${100 * CHANGE_POINT_MIN_MAGNITUDE} % or more):`, '');
    for (const p of points.slice(0, maxRows)) lines.push(`- ${changePointText(p, textMax)}`);
  }
  return lines.join('\n');
}

function label(metric: string): string {
  const ref = parseMetricPath(metric);
  return ref === undefined ? metric : metricLabel(ref);
}

function trendRow(t: HistoryTrend): string {
  const values = t.runs.map((r) => r.value);
  const known = [...values, t.current, t.anchor_value].filter((v): v is number => v !== null && v > 0);
  const logs = known.map((v) => Math.log(v));
  const lo = Math.min(...logs);
  const hi = Math.max(...logs);
  const bar = (v: number | null): string => {
    if (v === null || !(v > 0)) return '·';
    const i = hi - lo < 1e-9 ? 3 : Math.round(((Math.log(v) - lo) / (hi - lo)) * (BARS.length - 1));
    return BARS[Math.min(BARS.length - 1, Math.max(0, i))] as string;
  };
  const spark = values.map((v, i) => `${i === t.anchor_index ? '⚓' : ''}${bar(v)}`).join('');
  const line = t.anchor_index === null && t.anchor_value !== null ? `⚓${bar(t.anchor_value)}·${spark}` : spark;
  const latest = [...values].reverse().find((v) => v !== null) ?? null;
  const rel = (a: number | null, b: number | null): string => (a === null || b === null || !(b > 0) ? '–' : formatChange(a / b - 1));
  const drift = t.drift_per_run === undefined ? '' : ` (drifts ${formatChange(t.drift_per_run)} a run)`;
  const level = escapeText(levelName(t), 40);
  return `| ${escapeText(label(t.metric), 40)} | ${level} | ${codeSpan(line, { inTable: true, maxChars: 200 })} | `
    + `${rel(latest, t.anchor_value)}${drift} | ${codeSpan(bar(t.current), { inTable: true })} ${rel(t.current, latest)} against main's latest | `
    + `${rel(t.current, t.anchor_value)} |`;
}

/** `TPOT p50 at concurrency 8 stepped up 9 % at abc1234 (#45)`; commit and figures escaped, as they come from a file. */
export function changePointText(p: NonNullable<BaselineReport['change_points']>[number], textMax = 120): string {
  const step = `${p.change >= 0 ? 'stepped up' : 'stepped down'} ${formatChange(Math.abs(p.change)).replace(/^\+/, '')}`;
  const commit = p.sha === null ? `the run of ${escapeText(p.started_at.slice(0, 10), 10)}` : codeSpan(p.sha.slice(0, 7), { maxChars: 7 });
  const pr = p.pr === null ? '' : ` (#${Math.trunc(p.pr)})`;
  return `${escapeText(`${label(p.metric)} at ${levelName(p)}`, textMax)} ${step} at ${commit}${pr}`;
}
