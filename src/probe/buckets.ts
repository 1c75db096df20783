/**
 * Histogram buckets for the probe's latencies, in seconds. Prometheus estimates a quantile by
 * interpolating inside the bucket it falls in, so the bounds must be dense where the figures of
 * an LLM endpoint lie (TTFT: tens of ms to tens of s; TPOT and ITL: a few ms to a few hundred ms;
 * E2E: up to the request timeout), and every SLO limit on the metric is itself a bound, so that
 * "the share of requests within the limit" is read from one bucket exactly, without interpolation.
 */

/** The latencies the probe records as histograms. */
export const PROBE_HISTOGRAMS = ['ttft', 'ttfa', 'tpot', 'itl', 'e2e'] as const;
export type ProbeHistogram = (typeof PROBE_HISTOGRAMS)[number];

/** Time to the first token: a short prompt on a small local model (≈ 10 ms) to a queued long one (a minute). */
const FIRST_TOKEN_S = [0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 30, 60];

/** Default bounds per histogram, ascending. */
export const DEFAULT_BUCKETS_S: Readonly<Record<ProbeHistogram, readonly number[]>> = {
  ttft: FIRST_TOKEN_S,
  ttfa: FIRST_TOKEN_S,
  // Per-token times: a fast small model (2–5 ms) to an overloaded large one (over 100 ms).
  tpot: [0.0025, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.04, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1],
  itl: [0.001, 0.0025, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.04, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2.5],
  // Whole answers: a few tokens (0.1 s) to long reasoning (minutes), cut at the request timeout.
  e2e: [0.1, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 1200, 3600],
};

/** The spec metric (`ttft_ms`, …) whose SLO limits become bounds of each histogram. */
export const HISTOGRAM_METRIC: Readonly<Record<ProbeHistogram, string>> = {
  ttft: 'ttft_ms', ttfa: 'ttfa_ms', tpot: 'tpot_ms', itl: 'itl_ms', e2e: 'e2e_ms',
};

/**
 * The bounds of one histogram: its defaults up to the request timeout (a request cannot last
 * longer, so bounds beyond it stay empty) plus the timeout itself and each SLO limit on its
 * metric, ascending, without repeats.
 *
 * @param limitsMs - the SLO limits on the histogram's metric, in ms, from any statistic (p95, max, …).
 * @param timeoutS - the whole-request timeout (`endpoint.timeout_s`).
 */
export function histogramBuckets(histogram: ProbeHistogram, limitsMs: readonly number[], timeoutS: number): number[] {
  const bounds = new Set<number>();
  for (const b of DEFAULT_BUCKETS_S[histogram]) if (b < timeoutS) bounds.add(b);
  if (histogram === 'ttft' || histogram === 'ttfa' || histogram === 'e2e') bounds.add(timeoutS);
  for (const ms of limitsMs) if (ms > 0 && ms / 1000 <= timeoutS) bounds.add(msToS(ms));
  return [...bounds].sort((a, b) => a - b);
}

/** Milliseconds as seconds, without binary noise in the label (`0.033`, not `0.033000000000000004`). */
function msToS(ms: number): number {
  return Number((ms / 1000).toPrecision(12));
}
