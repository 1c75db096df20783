/**
 * How a level's sample size came about, as written in `results.json` `levels[]`: adaptive
 * sampling (`sweep.max_requests`) and repeated sweeps (`sweep.repeats`). Serialised as-is, hence
 * snake_case with units in names.
 */

/** How an adaptive level chose its number of requests. */
export interface AdaptiveSummary {
  /** The wanted relative half-width of the gated metrics' 95 % intervals (0.1 = ±10 %). */
  target_resolution: number;
  /**
   * The worst relative half-width reached over the level's measured requests, among the gated
   * metrics; null when one of them could not be bounded (too few samples for its percentile).
   */
  resolution: number | null;
  /** True when `resolution` is at or below `target_resolution`. */
  reached: boolean;
  /**
   * Why the level stopped sending: `target_reached`, `max_requests`, `time_budget` (another
   * batch would not fit in the level's share of `sweep.max_duration_s`) or `run_stopped` (the
   * run was cancelled or its budget ran out). With repeats, the last pass's reason.
   */
  stopped_because: 'target_reached' | 'max_requests' | 'time_budget' | 'run_stopped';
  /** `sweep.max_requests`: the most measured requests one pass of the level could send. */
  max_requests: number;
  /** Relative half-width per gated metric path (`ttft_ms.p95`, `tpm`); null when unbounded. */
  metrics: Record<string, number | null>;
}

/** One pass of a repeated sweep at one level: its own medians, before pooling. */
export interface RepeatSummary {
  /** Measured requests of this pass. */
  requests: number;
  /** Median TTFT of this pass's successful requests, ms; null when none. */
  ttft_ms_p50: number | null;
  /** Median TPOT, ms; null when none. */
  tpot_ms_p50: number | null;
  /** Median of this pass's pooled inter-token gaps, ms; null when none. */
  itl_ms_p50: number | null;
  /** Median E2E latency, ms; null when none. */
  e2e_ms_p50: number | null;
  /** Successful requests per second over this pass's measured batch. */
  qps: number;
  /** Wall time of this pass's measured batch, s. */
  duration_s: number;
  /** At an adaptive level, why this pass stopped sending (see `AdaptiveSummary`). */
  stopped_because?: AdaptiveSummary['stopped_because'];
}
