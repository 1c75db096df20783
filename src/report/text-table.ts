/**
 * The terminal table printed after a sweep: one row per level, numbers right-aligned.
 */
import type { LevelStats } from '../metrics/types.js';

const HEADERS = ['conc', 'ok/sent', 'QPS', 'TPM', 'out tok/s', 'TTFT p50', 'TTFT p95', 'TTFT p99', 'TPOT p50', 'TPOT p95', 'ITL p50', 'E2E p95'];

/** Renders levels as a plain aligned table (ms for latencies). */
export function levelsTextTable(levels: readonly LevelStats[]): string {
  const rows = levels.map((l) => [
    String(l.concurrency),
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
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  return [line(HEADERS), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n') + '\n';
}

/** A number with fixed decimals, or "–" when there is no value. */
export function fixed(v: number | null | undefined, digits: number): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '–' : v.toFixed(digits);
}
