/**
 * The benchmark's printed table: one row per level and client, then one verdict line per
 * level. Pure: figures in, text out.
 */
import type { Level } from '../levels.js';
import type { Spread } from '../measure/summary.js';
import type { ClientFigures } from './aggregate.js';
import { CPU_LIMIT_US_PER_EVENT, P50_MARGIN_MS, P99_MARGIN_MS, type TargetCheck } from './targets.js';

/** One level's rows. */
export interface LevelRows {
  level: Level;
  ours: ClientFigures;
  raw: ClientFigures;
  check: TargetCheck;
}

const HEADER = [
  'level', 'client', 'events/s', 'CPU µs/ev', 'loop p99 ms',
  'TTFT err ms p50/p99/max', 'ITL err ms p50/p99/max', 'E2E err ms p50/p99/max', 'server late p99 ms',
];

function ms(value: number | null, digits = 2): string {
  return value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

function triple(s: Spread): string {
  return `${ms(s.p50Ms)} / ${ms(s.p99Ms)} / ${ms(s.maxMs)}`;
}

function row(level: Level, f: ClientFigures): string[] {
  return [
    level.name,
    f.client,
    Math.round(f.eventsPerS).toString(),
    ms(f.cpuUsPerEvent, 1),
    ms(f.loopDelayP99Ms),
    triple(f.ttftError),
    triple(f.itlError),
    triple(f.e2eError),
    ms(f.serverLateness.p99Ms),
  ];
}

/** Aligns cells into columns (numbers right-aligned, text left-aligned). */
function columns(rows: string[][]): string[] {
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join('  ').trimEnd(),
  );
}

/** The table as lines of text. */
export function formatTable(levels: readonly LevelRows[]): string[] {
  const rows = [HEADER];
  for (const { level, ours, raw } of levels) rows.push(row(level, raw), row(level, ours));
  const lines = columns(rows);
  lines.splice(1, 0, '-'.repeat(lines[0]?.length ?? 0));
  return lines;
}

/** One line per level: does our client stay within the targets of the raw-socket floor? */
export function formatVerdicts(levels: readonly LevelRows[]): string[] {
  return levels.map(({ level, check }) => {
    const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
    const scope = check.promised ? '' : ' (beyond the promised range)';
    return (
      `${level.name.padEnd(9)} ours − raw: p50 +${ms(check.p50ExcessMs)} ms (≤ ${P50_MARGIN_MS}: ${mark(check.p50Ok)}), ` +
      `p99 +${ms(check.p99ExcessMs)} ms (≤ ${P99_MARGIN_MS}: ${mark(check.p99Ok)}), ` +
      `CPU < ${CPU_LIMIT_US_PER_EVENT} µs/event: ${mark(check.cpuOk)}${scope}`
    );
  });
}
