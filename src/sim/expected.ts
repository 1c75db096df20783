/**
 * What the serving model promises at low load, so a measurement can be held against the
 * configuration ("configured 35 ms to first token, measured 36 ms").
 */
import type { SimConfig } from './config.js';
import { decodeStepMs, prefillDurationMs } from './model.js';

/** The load a prediction is for. */
export interface LowLoadWorkload {
  /** Requests in flight at once; 1 ≤ concurrency ≤ maxBatch. */
  concurrency: number;
  /** Prompt tokens per request (see `estimatePromptTokens`). */
  promptTokens: number;
  /** Output tokens per request. */
  outputTokens: number;
}

/** Jitter-free timings; all in ms except the rate. */
export interface LowLoadExpectation {
  /**
   * Time to first token of a request reaching an idle engine: its own prefill. Exact at
   * concurrency 1; above it a request may also wait for the step under way and share its
   * prefill with other arrivals, so this is the floor.
   */
  ttftMs: number;
  /**
   * Gap between consecutive tokens while `concurrency` sequences decode: one decode step.
   * Exact at concurrency 1; above it, another request's prefill occasionally stalls the batch,
   * so the mean gap is somewhat higher while the median stays at this value.
   */
  itlMs: number;
  /** `ttftMs + (outputTokens − 1) × itlMs`. */
  e2eMs: number;
  /** Output tokens per second summed over all requests, `concurrency × outputTokens / e2e`: the ceiling. */
  outputTokensPerS: number;
}

/**
 * Predict TTFT, ITL, E2E and throughput for `concurrency` requests at most `maxBatch`, from the
 * configuration alone (no queueing happens there, so this is simple arithmetic).
 * @throws RangeError when concurrency is not a whole number in [1, maxBatch], or a token count is below 1 / 0.
 */
export function expectedLowLoad(config: SimConfig, workload: LowLoadWorkload): LowLoadExpectation {
  const { concurrency, promptTokens, outputTokens } = workload;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > config.maxBatch) {
    throw new RangeError(
      `expectedLowLoad covers concurrency 1..maxBatch (${config.maxBatch}), got ${concurrency}; beyond it requests queue.`,
    );
  }
  if (!(outputTokens >= 1) || !(promptTokens >= 0)) {
    throw new RangeError(`expectedLowLoad needs outputTokens ≥ 1 and promptTokens ≥ 0, got ${outputTokens} and ${promptTokens}.`);
  }
  const ttftMs = prefillDurationMs(config, promptTokens);
  const itlMs = decodeStepMs(config, concurrency);
  const e2eMs = ttftMs + (outputTokens - 1) * itlMs;
  return { ttftMs, itlMs, e2eMs, outputTokensPerS: e2eMs > 0 ? (concurrency * outputTokens * 1000) / e2eMs : Number.POSITIVE_INFINITY };
}
