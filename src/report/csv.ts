/**
 * `results.csv`: one row per level with every scalar and every distribution flattened as
 * `<metric>_<stat>` (e.g. `ttft_ms_p95`), for spreadsheets and plotting scripts.
 */
import type { Distribution, LevelStats } from '../model/level-stats.js';
import type { ServerLevelStats } from '../model/server-metrics.js';

const SCALARS = ['concurrency', 'requests', 'succeeded', 'failed', 'success_rate', 'duration_s', 'qps', 'rpm', 'tpm', 'output_tokens_per_s'] as const;
const DISTRIBUTIONS = ['ttft_ms', 'tpot_ms', 'itl_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps'] as const;
const STATS: readonly (keyof Distribution)[] = ['count', 'mean', 'min', 'max', 'p50', 'p90', 'p95', 'p99'];
const OPEN_LOOP_DISTRIBUTIONS = ['client_queue_ms', 'send_lag_ms'] as const;
/** Reasoning and per-token columns, after the open-loop ones for the same reason; empty in files without them. */
const TOKEN_DISTRIBUTIONS = ['ttfa_ms', 'itl_token_ms', 'reasoning_tokens'] as const;
/** Per-request goodput figures (`metrics/goodput.ts`). */
const GOODPUT_SCALARS = ['good_requests', 'goodput', 'slo_attainment'] as const;

/** The server's own figures (`levels[].server`), each a column `server_<field>`; empty when they were not read. */
const SERVER_SCALARS: readonly [string, (s: ServerLevelStats) => number | null | undefined][] = [
  ['running_mean', (s) => s.running_mean],
  ['running_max', (s) => s.running_max],
  ['waiting_mean', (s) => s.waiting_mean],
  ['waiting_max', (s) => s.waiting_max],
  ['kv_cache_usage_max', (s) => s.kv_cache_usage_max],
  ['preemptions', (s) => s.preemptions],
  ['prefix_cache_hit_rate', (s) => s.prefix_cache_hit_rate],
  ['queue_time_ms_p50', (s) => s.queue_time_ms?.p50],
  ['queue_time_ms_p95', (s) => s.queue_time_ms?.p95],
  ['ttft_ms_p50', (s) => s.ttft_ms?.p50],
  ['ttft_ms_p95', (s) => s.ttft_ms?.p95],
  ['ttft_gap_ms_p50', (s) => s.ttft_gap_ms?.p50],
  ['ttft_gap_ms_p95', (s) => s.ttft_gap_ms?.p95],
];

/** The CSV header columns, in order. */
export const CSV_COLUMNS: readonly string[] = [
  ...SCALARS,
  ...DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  'errors',
  // Open-loop columns come last, so the earlier columns keep their positions; empty for concurrency levels.
  'mode',
  'rate',
  'achieved_rate',
  ...OPEN_LOOP_DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  ...TOKEN_DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  // Goodput columns, last for the same reason; empty when the spec has no goodput bounds.
  ...GOODPUT_SCALARS,
  // The server's own figures, last for the same reason; empty when its metrics were not read.
  'server_engine',
  ...SERVER_SCALARS.map(([name]) => `server_${name}`),
];

/** Renders the levels as RFC 4180 CSV with a header row; empty cells for missing values. */
export function resultsCsv(levels: readonly LevelStats[]): string {
  const rows = [CSV_COLUMNS.join(',')];
  for (const l of levels) {
    const cells: string[] = SCALARS.map((k) => cell(l[k]));
    for (const d of DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d][s]));
    cells.push(quote(Object.entries(l.errors).map(([k, v]) => `${k}=${v}`).join(';')));
    cells.push(l.mode ?? 'concurrency', cell(l.rate), cell(l.achieved_rate));
    for (const d of OPEN_LOOP_DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d]?.[s]));
    for (const d of TOKEN_DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d]?.[s]));
    for (const k of GOODPUT_SCALARS) cells.push(cell(l[k]));
    cells.push(l.server?.engine ?? '');
    for (const [, read] of SERVER_SCALARS) cells.push(cell(l.server === undefined ? undefined : read(l.server)));
    rows.push(cells.join(','));
  }
  return rows.join('\n') + '\n';
}

function cell(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '';
  return String(Math.round(v * 1000) / 1000);
}

function quote(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
