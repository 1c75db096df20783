/**
 * What the probe says about failed requests. An endpoint that is down fails every probe, and a
 * line per probe would bury the log; so each kind of failure gets one line when it first
 * appears, then at most one line per `quietMs` with the count since the last, and one line when
 * requests succeed again. Pure: the caller passes the time.
 */
import type { RequestRecord } from '../model/record.js';
import { oneLine } from '../report/escape.js';

/** Longest server text quoted in a line. */
const MAX_MESSAGE_CHARS = 300;

export class FailureLog {
  private readonly kinds = new Map<string, { lastMs: number; since: number }>();
  private failures = 0;

  /** @param quietMs - least time between two lines about the same kind of failure. */
  constructor(private readonly quietMs: number) {}

  /** The line to print for a finished request at `nowMs`, or undefined to stay quiet. */
  record(record: RequestRecord, nowMs: number): string | undefined {
    if (record.ok) {
      if (this.failures === 0) return undefined;
      const line = `probe requests succeed again after ${this.failures} failed`;
      this.failures = 0;
      this.kinds.clear();
      return line;
    }
    this.failures++;
    const kind = record.error?.kind ?? 'unknown';
    const seen = this.kinds.get(kind);
    if (seen !== undefined && nowMs - seen.lastMs < this.quietMs) {
      seen.since++;
      return undefined;
    }
    const more = seen === undefined || seen.since === 0 ? '' : ` (${seen.since} more ${kind} failure${seen.since === 1 ? '' : 's'} since the last line)`;
    this.kinds.set(kind, { lastMs: nowMs, since: 0 });
    // The message quotes the server: one line, no control characters, capped.
    const message = oneLine(record.error?.message ?? 'no content arrived', MAX_MESSAGE_CHARS).replace(/\.$/, '');
    return `probe request failed (${kind}): ${message}${more}. Further ${kind} failures are counted in llm_slo_request_errors_total{kind="${kind}"} and logged at most once every ${Math.round(this.quietMs / 1000)} s`;
  }
}
