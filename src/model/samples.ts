/**
 * The raw samples of a level, as results.json `levels[].samples` and a baseline's `history` keep
 * them: what a regression check compares.
 */

/**
 * One level's measured requests as columns, one entry per request in send order (warm-up left
 * out), null where a request has no value. Serialised as-is, hence snake_case.
 */
export interface LevelSamples {
  /** 1 for a successful request, 0 for a failed one. */
  ok: Array<0 | 1>;
  /** Sent → stream finished, every request (a failed one held its slot that long), ms. */
  e2e_ms: number[];
  /** Successful requests only; null for failed ones and when there was no content event. */
  ttft_ms: Array<number | null>;
  /**
   * Sent → first answer event, like `ttft_ms`. Present only when some request reasoned (its
   * TTFA differs from its TTFT); absent, TTFA is TTFT and is read from `ttft_ms`.
   */
  ttfa_ms?: Array<number | null>;
  /** Successful requests only; null when TPOT is undefined (fewer than 2 tokens …). */
  tpot_ms: Array<number | null>;
  /** From `usage`; null when unknown. */
  input_tokens: Array<number | null>;
  /** From `usage`, else content events; null when unknown. */
  output_tokens: Array<number | null>;
}
