/**
 * What reading the server's metrics costs the CLI, in the fidelity benchmark (FIDELITY_SCRAPE_MS,
 * see bench/fidelity-run.ts): the ground-truth server answers `GET /metrics` with a vLLM page
 * (bench/ground-truth/metrics-page.ts), and in every round the CLI runs twice, once reading it
 * every N ms (`cli`) and once with `server_metrics: false` (`unscraped`). A read's CPU is the
 * difference of the two runs' CPU a second over the reads a second of the scraping run, both
 * taken in the same window (first measured arrival to last write at the server), round by round.
 */
import { median } from '../measure/summary.js';

/** FIDELITY_SCRAPE_MS: the gap between reads, whole ms from 100 to 60000; undefined when unset. */
export function scrapeMs(text = process.env.FIDELITY_SCRAPE_MS): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) throw new Error(`FIDELITY_SCRAPE_MS: ${JSON.stringify(text)} is not a whole number of ms from 100 to 60000 (server_metrics.interval_ms)`);
  return ms;
}

/** The spec's `server_metrics` for a CLI client: read every `ms` from the ground truth, or off for `unscraped`. */
export function scrapeSection(client: string, baseUrl: string, ms: number): string {
  if (client === 'unscraped') return 'false';
  return `{url: "${new URL('/metrics', baseUrl).href}", interval_ms: ${ms}}`;
}

/** The reads one run's window held, as the server logged them. */
export interface RunReads {
  /** Reads answered inside the window, a second. */
  perS: number;
  /** The same over the window's second half (the steady figure's). */
  secondHalfPerS: number;
  /** Reads the CLI counted at its level (its results.json), the first and last included. */
  counted: number | null;
}

/** The reads of `readsMs` inside [from, to] and its second half, a second. */
export function runReads(readsMs: readonly number[], fromMs: number, toMs: number, counted: number | undefined): RunReads {
  const midMs = (fromMs + toMs) / 2;
  const inside = readsMs.filter((t) => t >= fromMs && t <= toMs).length;
  const late = readsMs.filter((t) => t >= midMs && t <= toMs).length;
  const s = (toMs - fromMs) / 1000;
  return { perS: s > 0 ? inside / s : Number.NaN, secondHalfPerS: s > 0 ? late / (s / 2) : Number.NaN, counted: counted ?? null };
}

/** What a run of the pair needs: its round, CPU a second (whole window and second half) and reads. */
export interface PairRow {
  client: string;
  round: number;
  cpuMsPerS: number;
  secondHalf: { cpuMsPerS: number };
  reads?: RunReads;
}

/** One level's cost of reading: the reads, and the CPU of one read per round and its median, µs. */
export interface ScrapeCost {
  intervalMs: number;
  readsPerS: number | null;
  readsCounted: number | null;
  cpuUsPerRead: number | null;
  cpuUsPerReadEach: number[];
  /** The same from the steady runs' second halves; null without them. */
  steadyCpuUsPerRead: number | null;
  steadyCpuUsPerReadEach: number[];
}

/** Each round's CPU of one read: (scraping − unscraped CPU a second) / reads a second. */
function perRead(rows: readonly PairRow[], half: boolean): number[] {
  const out: number[] = [];
  for (const row of rows.filter((r) => r.client === 'cli' && r.reads !== undefined)) {
    const off = rows.find((r) => r.client === 'unscraped' && r.round === row.round);
    if (off === undefined) continue;
    const cpu = half ? row.secondHalf.cpuMsPerS - off.secondHalf.cpuMsPerS : row.cpuMsPerS - off.cpuMsPerS;
    const reads = half ? row.reads!.secondHalfPerS : row.reads!.perS;
    if (Number.isFinite(cpu) && reads > 0) out.push((cpu * 1000) / reads);
  }
  return out;
}

/** The level's cost of reading, from its rounds and steady runs. */
export function scrapeCost(intervalMs: number, rows: readonly PairRow[], steadyRows: readonly PairRow[]): ScrapeCost {
  const scraping = rows.filter((r) => r.client === 'cli' && r.reads !== undefined);
  const each = perRead(rows, false);
  const steadyEach = perRead(steadyRows, true);
  return {
    intervalMs,
    readsPerS: median(scraping.map((r) => r.reads!.perS)),
    readsCounted: median(scraping.map((r) => r.reads!.counted)),
    cpuUsPerRead: median(each),
    cpuUsPerReadEach: each,
    steadyCpuUsPerRead: median(steadyEach),
    steadyCpuUsPerReadEach: steadyEach,
  };
}

/** Figures of one client beside the floor, for the line. */
interface Beside {
  ttftP50Ms: number | null;
  ttftP99Ms: number | null;
  cpuUsPerEvent: number | null;
  steady: { cpuUsPerEvent: number } | null;
}

const sign = (v: number | null, digits = 2): string => (v === null || !Number.isFinite(v) ? '—' : `${v >= 0 ? '+' : ''}${v.toFixed(digits)}`);
const minus = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a - b);

/** The level's lines under the table: both runs over the floor, and what a read cost. */
export function scrapeLines(c: number, cost: ScrapeCost, scraping: Beside, unscraped: Beside, floor: Beside): string[] {
  const side = (name: string, s: Beside): string =>
    `${name}: TTFT error p50 floor ${sign(minus(s.ttftP50Ms, floor.ttftP50Ms))} ms, p99 floor ${sign(minus(s.ttftP99Ms, floor.ttftP99Ms))} ms, CPU ${s.cpuUsPerEvent?.toFixed(1) ?? '—'} µs/event${s.steady === null ? '' : ` (steady ${s.steady.cpuUsPerEvent.toFixed(1)})`}`;
  const each = cost.cpuUsPerReadEach.map((v) => v.toFixed(0)).join(', ');
  const steady = cost.steadyCpuUsPerRead === null ? '' : `; steady runs ${cost.steadyCpuUsPerRead.toFixed(0)} µs (${cost.steadyCpuUsPerReadEach.map((v) => v.toFixed(0)).join(', ')})`;
  return [
    `|   | reading /metrics every ${cost.intervalMs} ms at c=${c} | ${side('with', scraping)}; ${side('without', unscraped)} |`,
    `|   | CPU per read | ${cost.cpuUsPerRead === null ? '—' : `${cost.cpuUsPerRead.toFixed(0)} µs`} (rounds: ${each || '—'})${steady}; ${cost.readsPerS?.toFixed(2) ?? '—'} reads a second in the window, ${cost.readsCounted ?? '—'} counted by the CLI a run |`,
  ];
}
