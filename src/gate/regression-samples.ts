/**
 * The raw samples a regression check compares, and which statistical comparison each metric
 * gets. A level's summary (percentiles, rates) cannot carry an interval; these per-request
 * columns can, and they are small enough to keep in results.json and in the baseline.
 */
import type { RequestRecord } from '../model/record.js';
import { requestMetrics } from '../metrics/request.js';
import type { MetricRef } from '../metrics/catalogue.js';
import type { Comparison } from '../stats/comparison.js';
import { compareProportions } from '../stats/compare-proportions.js';
import { compareRatios } from '../stats/compare-rates.js';
import { compareSamples, type BootstrapOptions, type SampleStat } from '../stats/compare-samples.js';
import { mixSeed } from '../stats/random.js';
import type { LevelSamples } from '../model/samples.js';

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

/**
 * Compare one metric of one level between the baseline and this run:
 *
 * - distribution metrics (`ttft_ms`, `ttfa_ms`, `tpot_ms`, `e2e_ms`, `input_tokens`, `output_tokens`,
 *   `request_tps`) at p50/p90/p95/p99/mean: `compareSamples` over the successful requests;
 * - `success_rate`: `compareProportions`;
 * - `qps` and `rpm` (successful requests per unit of time), `tpm` (input + output tokens) and
 *   `output_tokens_per_s`: `compareRatios` of per-request work over per-request E2E, every
 *   request counted (see `compare-rates.ts` for why this tracks throughput at a fixed concurrency).
 *
 * `min` and `max`, and `itl_ms` (whose pooled gaps are not independent: the gaps of one request
 * move together), are not compared: the result is `insufficient` with the reason.
 *
 * @param options - seed and resamples for percentiles; give each check its own (`checkSeed`).
 */
export function compareMetric(ref: MetricRef, baseline: LevelSamples, current: LevelSamples, options: BootstrapOptions = {}): Comparison {
  switch (ref.metric) {
    case 'success_rate':
      return compareProportions(successes(baseline), successes(current));
    case 'qps':
    case 'rpm':
      return compareRatios(work(baseline, () => 1), work(current, () => 1));
    case 'tpm':
      return compareRatios(work(baseline, tokensOf), work(current, tokensOf));
    case 'output_tokens_per_s':
      return compareRatios(work(baseline, (s, i) => s.output_tokens[i] ?? 0), work(current, (s, i) => s.output_tokens[i] ?? 0));
    case 'itl_ms':
      return notCompared(ref, 'ITL gaps of one request move together, so pooled gaps are not independent samples; compare tpot_ms instead');
    default: {
      const stat = ref.stat;
      if (stat === null || stat === 'min' || stat === 'max') {
        return notCompared(ref, 'the minimum and maximum of a sample cannot be compared with a controlled error rate; compare p99 or p50 instead');
      }
      return compareSamples(column(baseline, ref.metric), column(current, ref.metric), stat as SampleStat, options);
    }
  }
}

/**
 * The bootstrap seed of one check, from what identifies it: the same check of the same data
 * always gets the same resamples (so re-running the gate on stored results gives the same
 * verdict), and different checks get independent ones.
 *
 * @param path - the metric path, e.g. `ttft_ms.p95`.
 * @param concurrency - the level.
 * @param scenario - the scenario's name when a spec has several; '' otherwise.
 */
export function checkSeed(path: string, concurrency: number, scenario = ''): number {
  return mixSeed(textHash(path), concurrency, textHash(scenario));
}

/** FNV-1a over the UTF-16 code units of a string. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
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

export function notCompared(ref: MetricRef, reason: string): Comparison {
  return {
    statistic: ref.stat ?? ref.metric,
    baselineCount: 0,
    currentCount: 0,
    baselineValue: null,
    currentValue: null,
    change: null,
    method: 'insufficient',
    needed: null,
    reason,
  };
}

function micro(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
