/**
 * The sweep as a picture: a Mermaid `xychart-beta` block, which GitHub draws in comments and job
 * summaries (readers of the raw text, e-mail and the API see the code, so the table stays the
 * source of truth).
 *
 * Throughput and TTFT p95 have different units and scales, and an XY chart has one y-axis. Both
 * are drawn as a percentage of their own highest value in the sweep, on a 0–100 axis, with the
 * two 100 % values written in the caption. The shape is what matters for capacity: bars that stop
 * growing while the line climbs are the knee.
 *
 * Only text this module writes goes into the chart: numbers, and concurrency levels as quoted
 * labels. Nothing from a spec or server reaches it, so nothing can break Mermaid's grammar.
 */
import type { LevelStats } from '../model/level-stats.js';
import { formatMetric } from '../metrics/format.js';
import { levelRate } from '../model/level.js';

/** Which throughput figure the bars show. */
export type ChartThroughput = 'tpm' | 'output_tokens_per_s';

/** Options for `renderChart`. */
export interface ChartOptions {
  /** @defaultValue `'tpm'` */
  throughput?: ChartThroughput;
  /**
   * Above this many charted levels the bars get too thin to read and the chart is left out.
   * @defaultValue 40
   */
  maxLevels?: number;
}

/** The default for `ChartOptions.maxLevels`. */
export const DEFAULT_CHART_MAX_LEVELS = 40;

const LABELS: Record<ChartThroughput, string> = { tpm: 'TPM', output_tokens_per_s: 'Output tokens/s' };

interface Point {
  concurrency: number;
  throughput: number;
  ttftP95Ms: number;
  /** 0–1; null when the level has no goodput figures. */
  attainment: number | null;
}

/**
 * A caption and a fenced `mermaid` block charting throughput (bars) and TTFT p95 (line) against
 * concurrency, or null when there is nothing worth charting: fewer than two levels with both
 * numbers, or more than `maxLevels`. Levels without a TTFT p95 (no successful request) are left
 * out rather than drawn as 0, and the caption says which.
 */
export function renderChart(levels: readonly LevelStats[], options: ChartOptions = {}): string | null {
  const throughput = options.throughput ?? 'tpm';
  const maxLevels = options.maxLevels ?? DEFAULT_CHART_MAX_LEVELS;
  const points: Point[] = [];
  const skipped: number[] = [];
  for (const level of levels) {
    // The x axis is concurrency: rate levels are not points on it.
    if (levelRate(level) !== null) continue;
    const ttft = level.ttft_ms.p95;
    const value = level[throughput];
    if (ttft === null || !Number.isFinite(ttft) || !Number.isFinite(value)) skipped.push(level.concurrency);
    else points.push({ concurrency: level.concurrency, throughput: value, ttftP95Ms: ttft, attainment: typeof level.slo_attainment === 'number' ? level.slo_attainment : null });
  }
  if (points.length < 2 || points.length > maxLevels) return null;

  const maxThroughput = peak(points, (p) => p.throughput);
  const maxTtft = peak(points, (p) => p.ttftP95Ms);
  const bars = points.map((p) => percentOf(p.throughput, maxThroughput.value));
  const line = points.map((p) => percentOf(p.ttftP95Ms, maxTtft.value));
  // SLO attainment is a share already: drawn as itself on the 0–100 axis, not scaled to its peak.
  const attained = points.every((p) => p.attainment !== null) ? points.map((p) => percentOf(p.attainment as number, 1)) : null;
  const mermaid = [
    'xychart-beta',
    attained === null
      ? `  title "${LABELS[throughput]} (bars) and TTFT p95 (line) by concurrency"`
      : `  title "${LABELS[throughput]} (bars), TTFT p95 (first line) and SLO attainment (second line) by concurrency"`,
    `  x-axis "concurrency" [${points.map((p) => `"${p.concurrency}"`).join(', ')}]`,
    '  y-axis "percent of highest in sweep" 0 --> 100',
    `  bar [${bars.join(', ')}]`,
    `  line [${line.join(', ')}]`,
    ...(attained === null ? [] : [`  line [${attained.join(', ')}]`]),
  ].join('\n');

  const metricOf = throughput === 'tpm' ? 'tpm' : 'output_tokens_per_s';
  let caption = `Bars: ${LABELS[throughput]}, 100 = ${formatMetric(metricOf, maxThroughput.value)} `
    + `(concurrency ${maxThroughput.concurrency}). Line: TTFT p95, 100 = ${formatMetric('ttft_ms.p95', maxTtft.value)} `
    + `(concurrency ${maxTtft.concurrency}).`
    + (attained === null ? '' : ' Second line: SLO attainment, the percentage of requests sent that met every goodput bound (not scaled).');
  if (skipped.length > 0 && skipped.length <= 10) caption += ` Left out for lack of data: concurrency ${skipped.join(', ')}.`;
  else if (skipped.length > 10) caption += ` Left out for lack of data: ${skipped.length} levels.`;
  return `${caption}\n\n\`\`\`mermaid\n${mermaid}\n\`\`\``;
}

function peak(points: readonly Point[], pick: (p: Point) => number): { value: number; concurrency: number } {
  let best = points[0]!;
  for (const p of points) if (pick(p) > pick(best)) best = p;
  return { value: pick(best), concurrency: best.concurrency };
}

/** 0–100 with one decimal, written without exponent (Mermaid's grammar has none). */
function percentOf(value: number, max: number): string {
  if (max <= 0) return '0';
  const pct = Math.round((value / max) * 1000) / 10;
  return String(Math.min(100, Math.max(0, pct)));
}
