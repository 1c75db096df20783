/**
 * Reads the server's metrics around and during each measured level: once when the level's
 * measured requests start (awaited before them where the sweep can pause), then at gaps of
 * `intervalMs` growing to `maxIntervalMs` while they run (`readGapMs`), once when they end. No read is awaited while a measured request is in flight;
 * the engine awaits a level's last read only after the level, before the next.
 */
import type { ServerLevelStats } from '../model/server-metrics.js';
import { detectEngine, mappedNames, type EngineNames } from './engines.js';
import { MetricsScraper, type ScrapeLimits, type ScrapeOutcome } from './scrape.js';
import { reading, summarizeServer, type Reading } from './summary.js';

/** What the engine needs to read a server's metrics. */
export interface ServerMetricsSource {
  /** Where to read. */
  url: string;
  /** Headers with their values (already read from the environment); never printed. */
  headers: Record<string, string>;
  /** The first gap between reads; see `readGapMs`. */
  intervalMs: number;
  /** The longest gap between reads; `intervalMs` when absent (a fixed interval). */
  maxIntervalMs?: number;
  limits?: ScrapeLimits;
}

/** The gap grows to this share of the level's elapsed time: a young level is read about 1 / it times. */
const GAP_SHARE_OF_ELAPSED = 1 / 8;

/**
 * The gap before the next read of a level that has run `elapsedMs`: an eighth of that, within
 * `minMs` and `maxMs`. With the defaults (250 and 1000 ms), a level is read every 250 ms for its
 * first 2 s, less often up to 8 s, then once a second: a short level gets about 8 reads, a long
 * one no more than one a second. Equal bounds make a fixed interval.
 */
export function readGapMs(elapsedMs: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, Math.max(minMs, elapsedMs * GAP_SHARE_OF_ELAPSED));
}

/** A read as kept for the summary: indexed, or why it failed. */
type Kept = { ok: true; reading: Reading; truncated: boolean } | { ok: false; reason: string };

/** One level's window of reads: their outcomes in the order they were started. */
interface Window {
  reads: Promise<Kept>[];
  timer: NodeJS.Timeout | undefined;
  /** A read still running: the next tick is skipped rather than stacking reads. */
  busy: boolean;
  skipped: number;
  ended: boolean;
}

/** Reads one server's metrics level by level (see the module comment). */
export class ServerMetricsWatch {
  readonly #scraper: MetricsScraper;
  readonly #intervalMs: number;
  readonly #maxIntervalMs: number;
  readonly #windows = new Map<string, Window[]>();
  #engine: EngineNames | undefined;
  /** Reasons reads failed, counted, for one note at the end. */
  readonly #failures = new Map<string, number>();
  #truncated = false;
  #restarts: string[] = [];

  constructor(source: ServerMetricsSource, engine?: EngineNames) {
    this.#scraper = new MetricsScraper(source.url, source.headers, source.limits);
    this.#intervalMs = source.intervalMs;
    this.#maxIntervalMs = Math.max(source.intervalMs, source.maxIntervalMs ?? source.intervalMs);
    this.#engine = engine;
  }

  /** The URL read, for notes (the caller redacts it). */
  get url(): string {
    return this.#scraper.url;
  }

  /** The engine recognised so far; undefined until a read named one. */
  get engine(): EngineNames | undefined {
    return this.#engine;
  }

  /** One read outside any level (the connectivity check's), with the engine it shows. */
  async probe(timeoutMs?: number): Promise<{ outcome: ScrapeOutcome; engine: EngineNames | undefined }> {
    const outcome = await this.#scraper.read(timeoutMs);
    const engine = outcome.ok ? detectEngine(new Set(outcome.exposition.samples.map((s) => s.name))) : undefined;
    this.#engine ??= engine;
    return { outcome, engine };
  }

  /**
   * A level's measured requests start: read now, then at growing gaps (`readGapMs`) until `levelEnd`. The
   * returned promise settles when the first read is in (never rejects): a caller that can wait
   * before sending (a concurrency level, after its warm-up) does, so that read's parsing never
   * runs while a measured request is in flight; one that cannot (a rate level) does not.
   */
  levelStart(key: string): Promise<void> {
    const w: Window = { reads: [], timer: undefined, busy: false, skipped: 0, ended: false };
    let list = this.#windows.get(key);
    if (list === undefined) this.#windows.set(key, (list = []));
    list.push(w);
    const first = this.#readInto(w, true);
    const startedMs = performance.now();
    const next = (): void => {
      w.timer = setTimeout(() => {
        if (w.ended) return;
        if (w.busy) w.skipped++;
        else void this.#readInto(w, false);
        next();
      }, readGapMs(performance.now() - startedMs, this.#intervalMs, this.#maxIntervalMs));
      // The reads must never keep the process alive on their own.
      w.timer.unref();
    };
    next();
    return first.then(() => undefined);
  }

  /** A level's measured requests ended: stop the interval and read once more. Idempotent. */
  levelEnd(key: string): void {
    const w = this.#windows.get(key)?.at(-1);
    if (w === undefined || w.ended) return;
    w.ended = true;
    clearTimeout(w.timer);
    w.reads.push(this.#kept(this.#scraper.read()));
  }

  /** The level's figures once its reads are in; undefined when it was never started or no read answered. */
  async levelStats(key: string, levelName: string): Promise<ServerLevelStats | undefined> {
    const list = this.#windows.get(key);
    if (list === undefined) return undefined;
    this.levelEnd(key);
    const windows: Reading[][] = [];
    let failures = 0;
    for (const w of list) {
      const readings: Reading[] = [];
      for (const outcome of await Promise.all(w.reads)) {
        if (outcome.ok) {
          if (outcome.truncated) this.#truncated = true;
          readings.push(outcome.reading);
        } else {
          failures++;
          this.#failures.set(outcome.reason, (this.#failures.get(outcome.reason) ?? 0) + 1);
        }
      }
      failures += w.skipped;
      if (w.skipped > 0) this.#failures.set('a read was still running when the next was due', (this.#failures.get('a read was still running when the next was due') ?? 0) + w.skipped);
      windows.push(readings);
    }
    this.#windows.delete(key);
    if (windows.every((w) => w.length === 0)) return undefined;
    const stats = summarizeServer(this.#engine, windows, failures);
    if (stats.restarted) this.#restarts.push(levelName);
    return stats;
  }

  /** Notes on what went wrong with the reads, in plain words (no header values); empty when nothing did. */
  notes(redactedUrl: string): string[] {
    const notes: string[] = [];
    if (this.#failures.size > 0) {
      const total = [...this.#failures.values()].reduce((a, b) => a + b, 0);
      const why = [...this.#failures].map(([reason, n]) => `${reason} (${n})`).join('; ');
      notes.push(`${total} read${total === 1 ? '' : 's'} of the server's metrics at ${redactedUrl} failed: ${why}. The measured requests were not affected; the server figures of those levels rest on the other reads.`);
    }
    if (this.#truncated) notes.push(`The server's metrics at ${redactedUrl} held more series than are read; the rest were left out.`);
    if (this.#restarts.length > 0) {
      notes.push(`The server restarted mid-level (its counters went backwards) at ${this.#restarts.join(', ')}: the server's counters and histograms of ${this.#restarts.length === 1 ? 'that level are' : 'those levels are'} left out.`);
    }
    return notes;
  }

  /** Stops every interval and closes the reads' connection. */
  async close(): Promise<void> {
    for (const list of this.#windows.values()) for (const w of list) clearTimeout(w.timer);
    await this.#scraper.close();
  }

  #readInto(w: Window, full: boolean): Promise<Kept> {
    w.busy = true;
    const read = this.#kept(this.#scraper.read(undefined, full ? undefined : this.#mappedOnly()));
    w.reads.push(read);
    void read.finally(() => { w.busy = false; });
    return read;
  }

  /**
   * What the reads between a level's first and last parse: only the engine's mapped series (a
   * histogram's buckets, count and sum included). Those reads run while requests are measured,
   * so their parsing must stay short, and a long level over a large page stays small in memory;
   * the raw series' differences come from the first and last reads, which keep everything.
   */
  #mappedOnly(): (name: string) => boolean {
    const names = this.#engine === undefined ? [] : mappedNames(this.#engine);
    const keep = new Set(names.flatMap((n) => [n, `${n}_bucket`, `${n}_count`, `${n}_sum`]));
    return (name) => keep.has(name);
  }

  /** A read indexed as soon as it arrives, so its text is not held. */
  async #kept(read: Promise<ScrapeOutcome>): Promise<Kept> {
    const outcome = await read;
    if (!outcome.ok) return outcome;
    const { exposition } = outcome;
    this.#engine ??= detectEngine(new Set(exposition.samples.map((s) => s.name)));
    return { ok: true, reading: reading(exposition), truncated: exposition.truncated };
  }
}
