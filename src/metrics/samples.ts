/**
 * A level's raw samples from its records, and the columns read from them. A level's summary
 * (percentiles, rates) cannot carry an interval; these per-request columns can, and they are
 * small enough to keep in results.json and in the baseline.
 */
import type { RequestRecord } from '../model/record.js';
import type { LevelSamples } from '../model/samples.js';
import { requestMetrics } from './request.js';

/**
 * The columns of one level from its measured records, times rounded to the microsecond (they are
 * readings of a sub-microsecond clock; the rest is noise that only costs space).
 */
export function levelSamples(records: readonly RequestRecord[]): LevelSamples {
  const out: LevelSamples = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
  const ttfa: Array<number | null> = [];
  let reasoned = false;
  for (const r of records) {
    const m = requestMetrics(r);
    out.ok.push(r.ok ? 1 : 0);
    out.e2e_ms.push(micro(m.e2eMs));
    out.ttft_ms.push(r.ok && m.ttftMs !== undefined ? micro(m.ttftMs) : null);
    ttfa.push(r.ok && m.ttfaMs !== undefined ? micro(m.ttfaMs) : null);
    if ((r.reasoningEvents ?? 0) > 0) reasoned = true;
    out.tpot_ms.push(r.ok && m.tpotMs !== undefined ? micro(m.tpotMs) : null);
    out.input_tokens.push(r.inputTokens ?? null);
    out.output_tokens.push(r.outputTokens ?? null);
  }
  if (reasoned) out.ttfa_ms = ttfa;
  return out;
}

/** A distribution metric's values over successful requests, nulls left out. */
export function column(s: LevelSamples, metric: string): Float64Array {
  const values: number[] = [];
  for (let i = 0; i < s.ok.length; i++) {
    if (s.ok[i] !== 1) continue;
    const v = valueOf(s, metric, i);
    if (v !== null) values.push(v);
  }
  return Float64Array.from(values);
}

function valueOf(s: LevelSamples, metric: string, i: number): number | null {
  switch (metric) {
    case 'ttft_ms': return s.ttft_ms[i] ?? null;
    case 'ttfa_ms': return s.ttfa_ms !== undefined ? s.ttfa_ms[i] ?? null : s.ttft_ms[i] ?? null;
    case 'tpot_ms': return s.tpot_ms[i] ?? null;
    case 'e2e_ms': return s.e2e_ms[i] ?? null;
    case 'input_tokens': return s.input_tokens[i] ?? null;
    case 'output_tokens': return s.output_tokens[i] ?? null;
    case 'request_tps': {
      // As `requestMetrics`: output tokens / E2E in seconds, when both are known and E2E > 0.
      const out = s.output_tokens[i];
      const e2e = s.e2e_ms[i];
      return out === null || out === undefined || e2e === undefined || !(e2e > 0) ? null : out / (e2e / 1000);
    }
    default: return null;
  }
}

export function successes(s: LevelSamples): { successes: number; trials: number } {
  let ok = 0;
  for (const v of s.ok) ok += v;
  return { successes: ok, trials: s.ok.length };
}

/** Per-request work (0 for a failed request) over per-request E2E, every request included. */
export function work(s: LevelSamples, of: (s: LevelSamples, i: number) => number): { numerator: number[]; denominator: number[] } {
  const numerator: number[] = [];
  const denominator: number[] = [];
  for (let i = 0; i < s.ok.length; i++) {
    numerator.push(s.ok[i] === 1 ? of(s, i) : 0);
    denominator.push(s.e2e_ms[i] ?? 0);
  }
  return { numerator, denominator };
}

export function tokensOf(s: LevelSamples, i: number): number {
  // As the level's TPM: unknown input tokens count as 0.
  return (s.input_tokens[i] ?? 0) + (s.output_tokens[i] ?? 0);
}

function micro(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
