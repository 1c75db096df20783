/**
 * One read of a server's `/metrics`, bounded in time and size, on a connection of its own.
 *
 * The reads share nothing with the measured requests: their own undici `Agent` (one connection,
 * so a read never opens a second socket to the server), their own timeouts. A slow or failing
 * read is an outcome, never an exception, and never waits past `timeoutMs`.
 */
import { Agent, request } from 'undici';
import { parseExposition, type Exposition } from './exposition.js';

/** Limits on one read. The body is untrusted: it may be huge, slow, or not metrics at all. */
export interface ScrapeLimits {
  /** Whole read, connect to last byte. */
  timeoutMs: number;
  /** Largest body read; a longer one is cut and the read fails. */
  maxBytes: number;
  /** Most samples kept from one read; more are left out (and noted once). */
  maxSeries: number;
}

/** A read that worked, or why it did not (plain words, no header values). */
export type ScrapeOutcome =
  | { ok: true; exposition: Exposition; ms: number }
  | { ok: false; reason: string; status?: number };

/** The default limits: a vLLM exposition is about 100 kB and 2 000 series. */
export const DEFAULT_SCRAPE_LIMITS: ScrapeLimits = { timeoutMs: 2000, maxBytes: 4 * 1024 * 1024, maxSeries: 20_000 };

/** Reads one URL's metrics over one dedicated connection. */
export class MetricsScraper {
  readonly #agent = new Agent({ connections: 1, pipelining: 0, keepAliveTimeout: 10_000 });

  constructor(
    readonly url: string,
    readonly headers: Readonly<Record<string, string>>,
    readonly limits: ScrapeLimits = DEFAULT_SCRAPE_LIMITS,
  ) {}

  /** One read, within `timeoutMs` (the limits' by default), parsing only the names `keep` accepts when given. Never throws. */
  async read(timeoutMs = this.limits.timeoutMs, keep?: (name: string) => boolean): Promise<ScrapeOutcome> {
    const started = performance.now();
    // A timer of our own rather than AbortSignal.timeout: it is cleared when the read ends, so an
    // abort never lands on a body that was already handed back to the pool.
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await request(this.url, {
        method: 'GET',
        dispatcher: this.#agent,
        headers: { accept: 'text/plain;version=0.0.4;q=1, */*;q=0.1', ...this.headers },
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      if (res.statusCode !== 200) {
        await res.body.dump().catch(() => undefined);
        return { ok: false, reason: `it answered HTTP ${res.statusCode}`, status: res.statusCode };
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      for await (const chunk of res.body as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > this.limits.maxBytes) {
          res.body.destroy();
          return { ok: false, reason: `its answer was larger than ${sizeText(this.limits.maxBytes)}` };
        }
        chunks.push(chunk);
      }
      const exposition = parseExposition(Buffer.concat(chunks).toString('utf8'), this.limits.maxSeries, keep);
      return { ok: true, exposition, ms: performance.now() - started };
    } catch (err) {
      if (signal.aborted) return { ok: false, reason: `it did not answer within ${timeoutMs} ms` };
      const code = (err as { code?: unknown }).code;
      return { ok: false, reason: typeof code === 'string' ? `the read failed (${code})` : 'the read failed' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the reads' connection. */
  async close(): Promise<void> {
    await this.#agent.close().catch(() => undefined);
  }
}

/** `4 MiB`, or `64 KiB` under a MiB. */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}
