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

/** Server lateness at p99 (ms, and at least one ITL) beyond which a level is marked "machine saturated". */
const SATURATED_LATE_MS = 5;

const HEADER = [
  'level', 'client', 'events/s', 'CPU µs/ev', 'loop p99 ms',
  'TTFT err ms p50/p99/max', 'ITL err ms p50/p99/max', 'E2E err ms p50/p99/max', 'ramp TTFT p99 ms', 'server late p99 ms', 'server CPU',
];

function ms(value: number | null, digits = 2): string {
  return value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

function signedMs(value: number): string {
  return Number.isNaN(value) ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
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
    ms(f.rampTtftError.p99Ms),
    ms(f.serverLateness.p99Ms),
    `${Math.round(f.serverCpuShare * 100)} %`,
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
  return levels.map(({ level, check, raw, ours }) => {
    const mark = (ok: boolean): string => (ok ? 'ok' : 'MISSED');
    const notes: string[] = [];
    if (!check.promised) notes.push('beyond the promised range');
    // A server that cannot keep its own schedule means the machine, not the client, is the limit.
    const lateMs = Math.max(raw.serverLateness.p99Ms ?? 0, ours.serverLateness.p99Ms ?? 0);
    if (lateMs > Math.max(level.itlMs, SATURATED_LATE_MS)) notes.push(`server ${ms(lateMs, 0)} ms behind schedule at p99: machine saturated`);
    return (
      `${level.name.padEnd(9)} ours − raw: p50 ${signedMs(check.p50ExcessMs)} ms (≤ ${P50_MARGIN_MS}: ${mark(check.p50Ok)}), ` +
      `p99 ${signedMs(check.p99ExcessMs)} ms (≤ ${P99_MARGIN_MS}: ${mark(check.p99Ok)}), ` +
      `CPU ${ms(ours.cpuUsPerEvent, 1)} µs/event < ${CPU_LIMIT_US_PER_EVENT}: ${mark(check.cpuOk)} (raw ${ms(raw.cpuUsPerEvent, 1)})` +
      (notes.length > 0 ? ` [${notes.join('; ')}]` : '')
    );
  });
}
