/**
 * The terminal table printed after a sweep: one row per level, numbers right-aligned.
 */
import type { LevelStats } from '../model/level-stats.js';
import { PERCENTILE_MIN_SAMPLES } from '../metrics/sample-size.js';
import { levelLabel, levelRate } from '../model/level.js';
import { shownValue } from '../metrics/format.js';

const HEADERS = ['conc', 'ok/sent', 'QPS', 'TPM', 'out tok/s', 'TTFT p50', 'TTFT p95', 'TTFT p99', 'TPOT p50', 'TPOT p95', 'ITL p50', 'E2E p95'];

/** Renders levels as a plain aligned table (ms for latencies). */
export function levelsTextTable(levels: readonly LevelStats[]): string {
  const rated = levels.some((l) => levelRate(l) !== null);
  // A reasoning model's TTFT is its first thinking token; the answer's start is TTFA.
  const reasoned = levels.some((l) => (l.reasoning_tokens?.max ?? 0) > 0 || (l.reasoning_only ?? 0) > 0);
  const good = levels.some((l) => l.goodput !== undefined);
  // The server's own metrics were read: the most requests it ran and queued, and its KV-cache use where published.
  const served = levels.some((l) => l.server !== undefined);
  const kv = levels.some((l) => l.server?.kv_cache_usage_max !== undefined);
  const rows = levels.map((l) => [
    levelLabel(l),
    `${l.succeeded}/${l.requests}`,
    fixed(l.qps, 2),
    fixed(l.tpm, 0),
    fixed(l.output_tokens_per_s, 1),
    fixed(l.ttft_ms.p50, 1),
    fixed(l.ttft_ms.p95, 1),
    fixed(l.ttft_ms.p99, 1),
    fixed(l.tpot_ms.p50, 2),
    fixed(l.tpot_ms.p95, 2),
    fixed(l.itl_ms.p50, 2),
    fixed(l.e2e_ms.p95, 1),
    // Rate levels: rate sent, and the client's own wait (for a slot, then timer lag), at p95.
    ...(rated ? [fixed(l.achieved_rate, 2), fixed(l.client_queue_ms?.p95 ?? l.client_queue_ms?.max, 1), fixed(l.send_lag_ms?.p95 ?? l.send_lag_ms?.max, 1)] : []),
    ...(reasoned ? [fixed(l.ttfa_ms?.p50, 1), fixed(l.ttfa_ms?.p95, 1), fixed(l.reasoning_tokens?.p50, 0)] : []),
    // Goodput bounds in the spec: good requests per second and their share of those sent.
    ...(good ? [fixed(l.goodput, 2), l.slo_attainment === null || l.slo_attainment === undefined ? '–' : `${fixed(shownValue('slo_attainment', l.slo_attainment), 1)}%`] : []),
    ...(served ? [fixed(l.server?.running_max, 0), fixed(l.server?.waiting_max, 0)] : []),
    ...(kv ? [l.server?.kv_cache_usage_max == null ? '–' : `${fixed(l.server.kv_cache_usage_max * 100, 0)}%`] : []),
  ]);
  const headers = [
    ...(rated ? ['level', ...HEADERS.slice(1), 'sent/s', 'queue p95', 'lag p95'] : HEADERS),
    ...(reasoned ? ['TTFA p50', 'TTFA p95', 'think tok p50'] : []),
    ...(good ? ['goodput', 'attained'] : []),
    ...(served ? ['srv run', 'srv wait'] : []),
    ...(kv ? ['srv KV'] : []),
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  const table = [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
  // Say why a cell is empty: a percentile withheld for too few samples is not a missing number.
  const thin = levels.some((l) => [l.ttft_ms, l.tpot_ms, l.itl_ms, l.e2e_ms].some((d) => d.count > 0 && (d.p95 === null || d.p99 === null)));
  if (!thin) return table;
  const rule = Object.entries(PERCENTILE_MIN_SAMPLES).map(([p, n]) => `${p} ${n}`).join(', ');
  return `${table}– = not reported: too few samples for that percentile (at least ${rule}; raise sweep.requests)\n`;
}

/** A number with fixed decimals, or "–" when there is no value. */
export function fixed(v: number | null | undefined, digits: number): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '–' : v.toFixed(digits);
}
