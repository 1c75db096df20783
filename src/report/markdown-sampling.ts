/**
 * How each level's sample size came about: requests taken by adaptive sampling and why it
 * stopped, and, with repeated sweeps, how far the passes' medians spread. Shown only when the
 * run used either.
 */
import { markdownTable } from 'markdown-table';
import type { LevelStats } from '../model/level-stats.js';
import type { AdaptiveSummary, RepeatSummary } from '../model/sampling.js';
import { moreLine } from './markdown-checks.js';
import { formatPercent, formatRange } from '../metrics/format.js';
import { levelLabel } from '../model/level.js';

const STOPS: Readonly<Record<AdaptiveSummary['stopped_because'], string>> = {
  target_reached: 'target reached',
  max_requests: 'max_requests reached',
  time_budget: 'time budget',
  run_stopped: 'run stopped',
};

/** Per-pass medians shown, and the metric whose unit formats them. */
const PASS_COLUMNS: readonly { header: string; metric: string; read: (r: RepeatSummary) => number | null }[] = [
  { header: 'TTFT p50 per pass', metric: 'ttft_ms', read: (r) => r.ttft_ms_p50 },
  { header: 'TPOT p50 per pass', metric: 'tpot_ms', read: (r) => r.tpot_ms_p50 },
  { header: 'E2E p50 per pass', metric: 'e2e_ms', read: (r) => r.e2e_ms_p50 },
  { header: 'QPS per pass', metric: 'qps', read: (r) => r.qps },
];

/** The sample-size table, at most `maxRows` rows; '' when no level was adaptive or repeated. */
export function samplingSection(levels: readonly LevelStats[], maxRows: number): string {
  const adaptive = levels.some((l) => l.adaptive !== undefined);
  const repeated = levels.some((l) => (l.repeats?.length ?? 0) > 0);
  if ((!adaptive && !repeated) || maxRows <= 0) return '';
  const headers = ['Level', 'Requests'];
  if (adaptive) headers.push('Resolution (target)', 'Stopped because');
  if (repeated) headers.push('Passes', ...PASS_COLUMNS.map((c) => c.header));
  const shown = levels.slice(0, maxRows);
  const rows = shown.map((l) => {
    const row = [levelLabel(l), requestsCell(l)];
    if (adaptive) {
      const a = l.adaptive;
      row.push(a ? `${a.resolution === null ? 'unbounded' : `±${pct(a.resolution)}`} (±${pct(a.target_resolution)})` : '–');
      row.push(a ? STOPS[a.stopped_because] : '–');
    }
    if (repeated) {
      const passes = l.repeats ?? [];
      row.push(String(passes.length || 1));
      for (const c of PASS_COLUMNS) row.push(spread(passes.map(c.read), c.metric));
    }
    return row;
  });
  const table = markdownTable([headers, ...rows], { align: headers.map(() => 'r'), alignDelimiters: false });
  const notes: string[] = [];
  if (adaptive) {
    notes.push('Adaptive levels kept sending until the 95 % interval of every gated metric was within the target, as a share of its value.');
  }
  if (repeated) notes.push('Each pass ran the whole sweep; the level table pools every pass, and the spread is min–max of the per-pass medians with their coefficient of variation.');
  return `### Sample size\n\n${notes.join(' ')}\n\n${table}${moreLine(levels.length - shown.length, 'level')}`;
}

function requestsCell(l: LevelStats): string {
  if (l.adaptive) return `${l.requests} of ${l.adaptive.max_requests * Math.max(1, l.repeats?.length ?? 1)} max`;
  return String(l.requests);
}

/** `41.7–45.5 ms (CV 4.3 %)` over the passes' values; `–` when none. */
export function spread(values: readonly (number | null)[], metric: string): string {
  const xs = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (xs.length === 0) return '–';
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const range = formatRange(metric, min, max, metric === 'qps');
  if (xs.length < 2) return range;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return mean > 0 ? `${range} (CV ${pct(sd / mean)})` : range;
}

function pct(fraction: number): string {
  return formatPercent(fraction, 1);
}
