/**
 * A level's reads of the server's metrics → its `levels[].server` figures. Pure: readings in,
 * figures out. Gauges are summarised over every read of the level; counters and histograms as
 * the difference between the level's last read and its first, so only the level's own work counts.
 * A level measured in several passes (`sweep.repeats`) has one window of reads per pass: their
 * differences add up, their gauges pool.
 */
import type { ServerHistogram, ServerLevelStats, ServerSeries } from '../model/server-metrics.js';
import { mappedNames, type EngineNames } from './engines.js';
import { seriesKey, type Exposition, type Sample } from './exposition.js';

/** One read of the metrics, indexed for the summary. */
export interface Reading {
  /** Samples by metric name. */
  byName: Map<string, Sample[]>;
  /** Each series' value by its key (`seriesKey`). */
  byKey: Map<string, number>;
  types: Map<string, string>;
}

/** Most raw series kept per level in `metrics`: enough for every engine's own, bounded for the file. */
export const MAX_RAW_SERIES = 200;

/** Indexes a parsed exposition for the summary. */
export function reading(e: Exposition): Reading {
  const byName = new Map<string, Sample[]>();
  const byKey = new Map<string, number>();
  for (const s of e.samples) {
    let list = byName.get(s.name);
    if (list === undefined) byName.set(s.name, (list = []));
    list.push(s);
    byKey.set(seriesKey(s.name, s.labels), s.value);
  }
  return { byName, byKey, types: e.types };
}

/** Sum of a metric's finite values over its label sets; undefined when it has none. */
function sumOf(r: Reading, name: string): number | undefined {
  let total: number | undefined;
  for (const s of r.byName.get(name) ?? []) if (Number.isFinite(s.value)) total = (total ?? 0) + s.value;
  return total;
}

/** Largest finite value of a metric over its label sets; undefined when it has none. */
function maxOf(r: Reading, name: string): number | undefined {
  let most: number | undefined;
  for (const s of r.byName.get(name) ?? []) if (Number.isFinite(s.value)) most = Math.max(most ?? -Infinity, s.value);
  return most;
}

/** The first of `names` present in any reading. */
function firstPresent(readings: readonly Reading[], names: readonly string[] | undefined): string | undefined {
  return names?.find((n) => readings.some((r) => r.byName.has(n)));
}

/** Mean and most of a per-read figure, over the reads that had it. */
function spread(values: readonly (number | undefined)[]): { mean: number | null; max: number | null } {
  const known = values.filter((v): v is number => v !== undefined);
  if (known.length === 0) return { mean: null, max: null };
  return { mean: known.reduce((a, b) => a + b, 0) / known.length, max: Math.max(...known) };
}

/** A counter's increase over each window, added up; undefined when no window has it at both ends. */
function counterDelta(windows: readonly (readonly Reading[])[], name: string): number | undefined {
  let total: number | undefined;
  for (const w of windows) {
    const first = w[0] === undefined ? undefined : sumOf(w[0], name);
    const last = w.length < 2 ? undefined : sumOf(w[w.length - 1]!, name);
    if (first !== undefined && last !== undefined) total = (total ?? 0) + Math.max(0, last - first);
  }
  return total;
}

/** A histogram's cumulative bucket counts by upper bound (seconds), summed over label sets. */
function buckets(r: Reading, base: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of r.byName.get(`${base}_bucket`) ?? []) {
    const le = s.labels.find(([k]) => k === 'le')?.[1];
    const bound = le === undefined ? Number.NaN : /^\+?inf$/i.test(le) ? Infinity : Number(le);
    if (Number.isNaN(bound) || !Number.isFinite(s.value)) continue;
    out.set(bound, (out.get(bound) ?? 0) + s.value);
  }
  return out;
}

/** The bucket counts observed during the windows (last read minus first, added up). */
function bucketDeltas(windows: readonly (readonly Reading[])[], base: string): Map<number, number> | undefined {
  let total: Map<number, number> | undefined;
  for (const w of windows) {
    if (w.length < 2) continue;
    const first = buckets(w[0]!, base);
    const last = buckets(w[w.length - 1]!, base);
    if (last.size === 0) continue;
    total ??= new Map();
    for (const [bound, count] of last) total.set(bound, (total.get(bound) ?? 0) + Math.max(0, count - (first.get(bound) ?? 0)));
  }
  return total;
}

/**
 * A percentile from cumulative bucket counts, interpolated linearly inside its bucket as
 * Prometheus' `histogram_quantile` does (the first bucket starting at 0), with the bucket's
 * bounds; in the last, unbounded bucket it is that bucket's lower bound. Seconds in, ms out.
 */
export function bucketQuantile(cumulative: ReadonlyMap<number, number>, q: number): { value: number; bucket: [number, number | null] } | undefined {
  const bounds = [...cumulative.keys()].sort((a, b) => a - b);
  const total = cumulative.get(Infinity) ?? (bounds.length > 0 ? cumulative.get(bounds[bounds.length - 1]!)! : 0);
  if (!(total > 0)) return undefined;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const count = cumulative.get(bound)!;
    if (count >= rank) {
      if (bound === Infinity) return { value: lower * 1000, bucket: [lower * 1000, null] };
      const inside = count - below;
      const value = inside > 0 ? lower + (bound - lower) * ((rank - below) / inside) : bound;
      return { value: value * 1000, bucket: [lower * 1000, bound * 1000] };
    }
    lower = bound;
    below = count;
  }
  return undefined;
}

/** A histogram's p50 and p95 over the windows; undefined when the server does not publish it, null figures without observations. */
export function histogramFigures(windows: readonly (readonly Reading[])[], base: string | undefined): ServerHistogram | undefined {
  if (base === undefined) return undefined;
  const deltas = bucketDeltas(windows, base);
  if (deltas === undefined) return undefined;
  const p50 = bucketQuantile(deltas, 0.5);
  const p95 = bucketQuantile(deltas, 0.95);
  return {
    count: deltas.get(Infinity) ?? 0,
    p50: p50 === undefined ? null : round3(p50.value),
    p95: p95 === undefined ? null : round3(p95.value),
    p50_bucket_ms: p50?.bucket ?? null,
    p95_bucket_ms: p95?.bucket ?? null,
  };
}

/** The family a sample name belongs to, and its part of a histogram or summary. */
function familyOf(name: string, types: ReadonlyMap<string, string>): { family: string; type: string; part: string } {
  if (types.has(name)) return { family: name, type: types.get(name)!, part: '' };
  for (const part of ['_bucket', '_count', '_sum', '_created', '_total']) {
    if (name.endsWith(part)) {
      const family = name.slice(0, -part.length);
      if (types.has(family)) return { family, type: types.get(family)!, part };
    }
  }
  return { family: name, type: 'untyped', part: '' };
}

/** True when a series only ever grows while the server runs: a counter, or a histogram's or summary's count, sum or bucket. */
function isCumulative(name: string, types: ReadonlyMap<string, string>): boolean {
  const { type, part } = familyOf(name, types);
  return type === 'counter' || ((type === 'histogram' || type === 'summary') && (part === '_count' || part === '_bucket'));
}

/** True when a cumulative series went down between two reads of a window: the server restarted. */
export function restartedWithin(windows: readonly (readonly Reading[])[]): boolean {
  for (const w of windows) {
    for (let i = 1; i < w.length; i++) {
      const before = w[i - 1]!;
      for (const [key, value] of w[i]!.byKey) {
        const name = key.split('{', 1)[0]!;
        if (!isCumulative(name, w[i]!.types)) continue;
        const was = before.byKey.get(key);
        if (was !== undefined && value < was) return true;
      }
    }
  }
  return false;
}

/** Each raw series over the level, at most `MAX_RAW_SERIES`, the engine's mapped ones first. */
export function rawSeries(windows: readonly (readonly Reading[])[], engine: EngineNames | undefined): Record<string, ServerSeries> {
  const all = windows.flat();
  const last = all[all.length - 1];
  if (last === undefined) return {};
  const mapped = new Set(engine === undefined ? [] : mappedNames(engine));
  const keys = [...last.byKey.keys()];
  const nameOf = (k: string): string => k.split('{', 1)[0]!;
  const familyName = (k: string): string => familyOf(nameOf(k), last.types).family;
  const ordered = [...keys.filter((k) => mapped.has(nameOf(k)) || mapped.has(familyName(k))), ...keys.filter((k) => !mapped.has(nameOf(k)) && !mapped.has(familyName(k)))];
  const out: Record<string, ServerSeries> = {};
  let kept = 0;
  for (const key of ordered) {
    if (kept >= MAX_RAW_SERIES) break;
    const name = nameOf(key);
    const { type, part } = familyOf(name, last.types);
    if (part === '_bucket' || part === '_created') continue;
    const series = seriesOver(windows, key, type, part);
    if (series === undefined) continue;
    out[key] = series;
    kept++;
  }
  return out;
}

/** One raw series over the windows: a counter's increase or a gauge's spread; undefined with no finite value. */
function seriesOver(windows: readonly (readonly Reading[])[], key: string, type: string, part: string): ServerSeries | undefined {
  if (type === 'counter' || ((type === 'histogram' || type === 'summary') && (part === '_count' || part === '_sum'))) {
    let delta: number | undefined;
    for (const w of windows) {
      const first = w[0]?.byKey.get(key);
      const last = w.length < 2 ? undefined : w[w.length - 1]!.byKey.get(key);
      if (first !== undefined && last !== undefined && Number.isFinite(first) && Number.isFinite(last)) delta = (delta ?? 0) + Math.max(0, last - first);
    }
    return delta === undefined ? undefined : { kind: 'counter', delta: round3(delta) };
  }
  const values = windows.flat().map((r) => r.byKey.get(key)).filter((v): v is number => v !== undefined && Number.isFinite(v));
  if (values.length === 0) return undefined;
  return { kind: 'gauge', min: round3(Math.min(...values)), mean: round3(values.reduce((a, b) => a + b, 0) / values.length), max: round3(Math.max(...values)) };
}

/** The prefix-cache hit rate over the windows, by the engine's source; undefined when it has none. */
function prefixHitRate(windows: readonly (readonly Reading[])[], engine: EngineNames): number | null | undefined {
  const p = engine.prefixCache;
  if (p === undefined) return undefined;
  const all = windows.flat();
  if (p.kind === 'gauge') {
    if (!all.some((r) => r.byName.has(p.name))) return undefined;
    return roundOrNull(spread(all.map((r) => maxOf(r, p.name))).mean);
  }
  if (p.kind === 'hits') {
    const hits = firstPresent(all, p.hits);
    const queries = firstPresent(all, p.queries);
    if (hits === undefined || queries === undefined) return undefined;
    const h = counterDelta(windows, hits);
    const q = counterDelta(windows, queries);
    return h === undefined || q === undefined || q <= 0 ? null : round3(h / q);
  }
  if (!all.some((r) => r.byName.has(p.cached))) return undefined;
  const cached = counterDelta(windows, p.cached);
  const processed = counterDelta(windows, p.processed);
  if (cached === undefined || processed === undefined || cached + processed <= 0) return null;
  return round3(cached / (cached + processed));
}

/**
 * The level's server figures from its windows of reads (`failures`: reads that failed). A
 * restart inside a window leaves the counters and histograms out (null): a difference across it
 * would mean nothing.
 */
export function summarizeServer(engine: EngineNames | undefined, windows: readonly (readonly Reading[])[], failures: number): ServerLevelStats {
  const all = windows.flat();
  const restarted = restartedWithin(windows);
  const running = engine === undefined ? { mean: null, max: null } : spread(all.map((r) => sumOf(r, engine.running)));
  const waiting = engine === undefined ? { mean: null, max: null } : spread(all.map((r) => sumOf(r, engine.waiting)));
  const out: ServerLevelStats = {
    engine: engine?.engine ?? 'unknown',
    scrapes: all.length,
    scrape_failures: failures,
    restarted,
    running_mean: roundOrNull(running.mean),
    running_max: running.max,
    waiting_mean: roundOrNull(waiting.mean),
    waiting_max: waiting.max,
    metrics: {},
  };
  if (engine !== undefined) {
    const kv = firstPresent(all, engine.kvUsage);
    if (kv !== undefined) out.kv_cache_usage_max = roundOrNull(spread(all.map((r) => maxOf(r, kv))).max);
    if (engine.preemptions !== undefined && all.some((r) => r.byName.has(engine.preemptions!))) {
      out.preemptions = restarted ? null : counterDelta(windows, engine.preemptions) ?? null;
    }
    const hitRate = prefixHitRate(windows, engine);
    if (hitRate !== undefined) out.prefix_cache_hit_rate = restarted && engine.prefixCache?.kind !== 'gauge' ? null : hitRate;
    const queue = histogramFigures(windows, engine.queueTime);
    if (queue !== undefined) out.queue_time_ms = restarted ? null : queue;
    const ttft = histogramFigures(windows, engine.ttft);
    if (ttft !== undefined) out.ttft_ms = restarted ? null : ttft;
  }
  out.metrics = rawSeries(windows, engine);
  return out;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function roundOrNull(x: number | null): number | null {
  return x === null ? null : round3(x);
}
