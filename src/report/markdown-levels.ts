/**
 * The per-level table: one row per concurrency level with throughput, latency percentiles and
 * success rate, each figure followed by its change against the baseline when there is one.
 */
import { markdownTable } from 'markdown-table';
import type { Check } from '../model/checks.js';
import type { LevelStats } from '../model/level-stats.js';
import { moreLine } from './markdown-checks.js';
import type { ComparisonRow } from './markdown-input.js';
import { formatBare, formatChange, formatInterval, formatMetric, formatNumber, NBSP } from '../metrics/format.js';
import { levelKey, levelLabel, levelName, levelRate, levelTrace, type LevelIdentity } from '../model/level.js';
import { escapeText } from './escape.js';
import { describeChange } from '../gate/describe.js';
import { isMetricName } from '../metrics/catalogue.js';
import { RESOLUTION_OBJECTIVE } from '../gate/resolution-check.js';

/** A column of the level table: its header and the metric path its cells show. */
interface Column {
  header: string;
  metric: string;
  read: (level: LevelStats) => number | null;
  /** True when the header already names the unit (QPS, TPM), so cells show the bare number. */
  bare?: boolean;
  /** The cell's text, for figures that are not a catalogue metric (the server's own); `formatMetric` otherwise. */
  text?: (level: LevelStats) => string;
}

const COLUMNS: readonly Column[] = [
  { header: 'QPS', metric: 'qps', read: (l) => l.qps, bare: true },
  { header: 'TPM', metric: 'tpm', read: (l) => l.tpm, bare: true },
  { header: 'TTFT p50', metric: 'ttft_ms.p50', read: (l) => l.ttft_ms.p50 },
  { header: 'TTFT p95', metric: 'ttft_ms.p95', read: (l) => l.ttft_ms.p95 },
  { header: 'TTFT p99', metric: 'ttft_ms.p99', read: (l) => l.ttft_ms.p99 },
  { header: 'TPOT p50', metric: 'tpot_ms.p50', read: (l) => l.tpot_ms.p50 },
  { header: 'TPOT p95', metric: 'tpot_ms.p95', read: (l) => l.tpot_ms.p95 },
  { header: 'E2E p95', metric: 'e2e_ms.p95', read: (l) => l.e2e_ms.p95 },
  { header: 'Success', metric: 'success_rate', read: (l) => l.success_rate },
];

/**
 * Time to first answer token, shown after TTFT when some level reasoned: a reasoning model's
 * TTFT is its first thinking token, which says nothing about when the answer started.
 */
const TTFA_COLUMNS: readonly Column[] = [
  { header: 'TTFA p50', metric: 'ttfa_ms.p50', read: (l) => l.ttfa_ms?.p50 ?? null },
  { header: 'TTFA p95', metric: 'ttfa_ms.p95', read: (l) => l.ttfa_ms?.p95 ?? null },
];

/** Shown after Success when the spec has goodput bounds (`metrics/goodput.ts`). */
const GOODPUT_COLUMNS: readonly Column[] = [
  { header: 'Goodput', metric: 'goodput', read: (l) => l.goodput ?? null },
  { header: 'SLO attained', metric: 'slo_attainment', read: (l) => l.slo_attainment ?? null },
];

/** A count the server reported, as a cell: `4`, or `–` when it has none. */
const count = (v: number | null | undefined): string => (v === null || v === undefined ? '–' : formatNumber(v));

/**
 * The server's own figures (`levels[].server`), shown last when some level has them: how many
 * requests it was decoding and how many it held in its queue at most, and its highest KV-cache use.
 */
const SERVER_COLUMNS: readonly Column[] = [
  { header: 'Server running max', metric: 'server.running_max', read: (l) => l.server?.running_max ?? null, text: (l) => count(l.server?.running_max) },
  { header: 'Server waiting max', metric: 'server.waiting_max', read: (l) => l.server?.waiting_max ?? null, text: (l) => count(l.server?.waiting_max) },
];
const KV_COLUMN: Column = {
  header: 'KV cache max', metric: 'server.kv_cache_usage_max', read: (l) => l.server?.kv_cache_usage_max ?? null,
  text: (l) => (l.server?.kv_cache_usage_max === null || l.server?.kv_cache_usage_max === undefined ? '–' : `${formatNumber(l.server.kv_cache_usage_max * 100)}${NBSP}%`),
};

/** Said under the table when it has the server's columns. */
export const SERVER_LINE = 'Server running / waiting max: the most requests the server itself reported decoding and holding in its queue while the level was measured (its own /metrics); KV cache max: its highest KV-cache use.';

/** Said under the table when it has goodput columns. */
export const GOODPUT_LINE = 'Goodput: successful requests per second that met every per-request bound of the spec\'s goodput section (results.json goodput_bounds); SLO attained: their share of the requests sent.';

/** Said under the table when it has TTFA columns. */
export const TTFA_LINE = 'The model reasoned before answering: TTFT is its first token of any kind, TTFA its first answer token.';

/** Header cells of the level table, in order (without reasoning; see `levelColumns`). */
export const LEVEL_TABLE_HEADERS: readonly string[] = ['Concurrency', ...COLUMNS.map((c) => c.header)];

/** True when some level's requests reasoned before answering. */
export function anyReasoning(levels: readonly LevelStats[]): boolean {
  return levels.some((l) => (l.reasoning_tokens?.max ?? 0) > 0 || (l.reasoning_only ?? 0) > 0);
}

/** The table's columns: TTFA p50/p95 after the TTFT columns when some level reasoned. */
function levelColumns(levels: readonly LevelStats[]): readonly Column[] {
  const served = anyServer(levels) ? [...SERVER_COLUMNS, ...(levels.some((l) => l.server?.kv_cache_usage_max !== undefined) ? [KV_COLUMN] : [])] : [];
  const base = [...COLUMNS, ...(anyGoodput(levels) ? GOODPUT_COLUMNS : []), ...served];
  if (!anyReasoning(levels)) return base;
  const at = base.findIndex((c) => c.metric === 'ttft_ms.p99') + 1;
  return [...base.slice(0, at), ...TTFA_COLUMNS, ...base.slice(at)];
}

/** True when some level carries the server's own figures. */
export function anyServer(levels: readonly LevelStats[]): boolean {
  return levels.some((l) => l.server !== undefined);
}

/** True when levels carry goodput figures (the spec has a goodput section). */
export function anyGoodput(levels: readonly LevelStats[]): boolean {
  return levels.some((l) => l.goodput !== undefined);
}

/**
 * The level table with at most `maxRows` rows, then "… and N more levels". Cells show
 * `812 ms (+4.1 %)` when a baseline change is known for that level and metric (from its
 * regression check, else from `comparison`), `812 ms (+12 % [+4 %, +21 %])` when it was bounded,
 * and are bold when an `error`-level check on that level and metric failed. Empty string when there are no levels.
 */
export function levelsSection(
  levels: readonly LevelStats[],
  checks: readonly Check[],
  comparison: readonly ComparisonRow[],
  maxRows: number,
): string {
  if (levels.length === 0) return '';
  const title = '### Levels';
  if (maxRows <= 0) return `${title}\n\n${levels.length} levels, left out to fit the size limit.`;

  // Each change as the cell shows it: `+4.1 %`, or with its interval `+12 % [+4 %, +21 %]`.
  const changes = new Map<string, string>();
  for (const r of comparison) {
    if (r.change !== null && Number.isFinite(r.change)) changes.set(key(r, r.metric), rowChange(r.change, r));
  }
  // A metric with a regression check shows the check's change as the checks table does: the same
  // figures, precise enough to read on the right side of the allowed change.
  for (const c of checks) {
    if (c.kind === 'regression' && c.objective !== RESOLUTION_OBJECTIVE && c.change !== null && Number.isFinite(c.change)) {
      changes.set(key(c, c.metric), describeChange(c));
    }
  }
  const failing = new Set(checks.filter((c) => c.status === 'fail' && c.level === 'error').map((c) => key(c, c.metric)));

  const shown = levels.slice(0, maxRows);
  const columns = levelColumns(levels);
  const rows = shown.map((level) => [
    levelCell(level),
    ...columns.map((col) => {
      const k = key(level, col.metric);
      const change = changes.get(k);
      const value = col.read(level);
      let cell = col.text ? col.text(level) : col.bare && isMetricName(col.metric) ? formatBare(col.metric, value) : formatMetric(col.metric, value);
      if (col.metric === 'success_rate') cell += ` (${level.succeeded}/${level.requests})`;
      if (col.metric === 'slo_attainment' && level.good_requests !== undefined) cell += ` (${level.good_requests}/${level.requests})`;
      if (change !== undefined) cell += ` (${change})`;
      return failing.has(k) ? `**${cell}**` : cell;
    }),
  ]);
  const rated = shown.some((l) => levelRate(l) !== null);
  const headers = [rated ? 'Level' : 'Concurrency', ...columns.map((c) => c.header)];
  const table = markdownTable([headers, ...rows], {
    align: headers.map(() => 'r'),
    alignDelimiters: false,
  });
  const gap = ttftGapLine(shown);
  const reasoning = (anyReasoning(levels) ? `\n\n${TTFA_LINE}` : '') + (anyGoodput(levels) ? `\n\n${GOODPUT_LINE}` : '')
    + (anyServer(levels) ? `\n\n${SERVER_LINE}` : '') + (gap === '' ? '' : `\n\n${gap}`);
  const turns = shown.some((l) => l.turns !== undefined) ? `\n\n${turnsTable(shown)}` : '';
  return `${title}\n\n${table}${moreLine(levels.length - shown.length, 'level')}${reasoning}${rated ? `\n\n${openLoopTable(shown)}` : ''}${turns}`;
}

/** Turns shown per level: all of up to this many; of more, the first two and the last. */
const TURNS_SHOWN = 8;

/**
 * A conversation workload's levels turn by turn: where a prefix cache shows (turn 1 has no
 * history to reuse, every later turn has its session's). The level table covers every turn.
 */
function turnsTable(levels: readonly LevelStats[]): string {
  const headers = ['Concurrency', 'Turn', 'Requests', 'TTFT p50', 'TTFT p95', 'Input tokens p50'];
  const rows = levels.flatMap((l) => {
    const turns = l.turns ?? [];
    const shown = turns.length <= TURNS_SHOWN ? turns : [turns[0]!, turns[1]!, turns[turns.length - 1]!];
    return shown.map((t) => [
      String(l.concurrency), String(t.turn), `${t.succeeded}/${t.requests}`,
      formatMetric('ttft_ms', t.ttft_ms.p50), formatMetric('ttft_ms', t.ttft_ms.p95), t.input_tokens.p50 === null ? '–' : formatNumber(t.input_tokens.p50),
    ]);
  });
  const table = markdownTable([headers, ...rows], { align: headers.map(() => 'r'), alignDelimiters: false });
  return `By turn of the conversations (later turns carry the session's history; the levels above cover every turn):\n\n${table}`;
}

/**
 * The client's TTFT p50 minus the server's own, per level, where the engine publishes a TTFT
 * histogram (`levels[].server.ttft_gap_ms`): what the network, a gateway and the HTTP layer
 * add. Empty when no level has it.
 */
export function ttftGapLine(levels: readonly LevelStats[]): string {
  const parts = levels.flatMap((l) => {
    const gap = l.server?.ttft_gap_ms?.p50;
    return gap === null || gap === undefined ? [] : [`${formatMetric('ttft_ms', gap)} at ${levelName(l)}`];
  });
  if (parts.length === 0) return '';
  return `Client TTFT p50 minus the server's own (network, gateway and HTTP layer; only as fine as the server's histogram bucket): ${parts.join(', ')}.`;
}

/** A row's change, with its interval when the comparison bounded it. */
function rowChange(change: number, r: ComparisonRow): string {
  const lower = r.change_lower ?? null;
  const upper = r.change_upper ?? null;
  if (lower === null && upper === null) return formatChange(change);
  return formatInterval(change, { lower: lower ?? -Infinity, upper: upper ?? Infinity });
}

function key(level: LevelIdentity, metric: string): string {
  return `${levelKey(level)}|${metric}`;
}

/** `8` for a concurrency level; `2 req/s (sent 1.98)` for a rate level. */
function levelCell(level: LevelStats): string {
  const rate = levelRate(level);
  if (rate === null) return String(level.concurrency);
  const sent = level.achieved_rate ?? null;
  // A replay is named by its file and speed; its mean rate is in the table of the client's side.
  if (levelTrace(level) !== null) return escapeText(levelLabel(level));
  return `${rate} req/s${sent === null ? '' : ` (sent ${formatNumber(sent)})`}`;
}

/**
 * The client's side of the rate levels, apart from the latencies: the rate sent against the
 * target, the wait for a slot under the cap, how late requests went out, and whether it kept up.
 */
function openLoopTable(levels: readonly LevelStats[]): string {
  const headers = ['Rate level', 'Sent req/s', 'Max in flight', 'Client queue p95', 'Send lag p95', 'Client kept up'];
  const ms = (d: LevelStats['send_lag_ms']): string => (d === null || d === undefined ? '–' : formatMetric('e2e_ms', d.p95 ?? d.max));
  const rows = levels.filter((l) => levelRate(l) !== null).map((l) => [
    levelTrace(l) === null ? `${levelRate(l)} req/s` : `${escapeText(levelLabel(l))}: ${formatNumber(levelRate(l)!)} req/s on average`,
    l.achieved_rate === null || l.achieved_rate === undefined ? '–' : formatNumber(l.achieved_rate),
    String(l.concurrency),
    ms(l.client_queue_ms),
    ms(l.send_lag_ms),
    l.client_behind ? '**no** (see notes)' : 'yes',
  ]);
  const table = markdownTable([headers, ...rows], { align: headers.map(() => 'r'), alignDelimiters: false });
  const how = levels.some((l) => levelTrace(l) !== null) ? 'A replay sends at the trace\'s own timestamps' : 'Rate levels send on a fixed Poisson schedule';
  return `${how}; latencies start at the actual send, and time spent waiting on the client's side is shown here instead (p95, or the maximum under 20 requests).\n\n${table}`;
}
