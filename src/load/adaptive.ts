/**
 * Adaptive sampling of a closed-loop level: whether to send more measured requests, and how
 * many, from how tight the gated metrics' intervals already are. Pure: the sweep calls it each
 * time the level's planned requests have all been sent, with what has finished so far, and
 * keeps the load running while it decides, so the level's load pattern never pauses.
 */

/** Why an adaptive level stopped sending. Serialised in `levels[].adaptive.stopped_because`. */
export type AdaptiveStop =
  /** Every gated metric's interval was within the target resolution. */
  | 'target_reached'
  /** `sweep.max_requests` were sent. */
  | 'max_requests'
  /** Another batch would not fit in the level's share of the run's time budget. */
  | 'time_budget'
  /** The run was stopped (its whole budget ran out, or it was cancelled). */
  | 'run_stopped';

/** What the decision sees. */
export interface AdaptiveState {
  /** Measured requests sent so far: the level's current plan. */
  sent: number;
  /** Of those, finished so far. */
  finished: number;
  /** `sweep.requests`: the size of the first batch, and the smallest step worth taking. */
  requests: number;
  /** `sweep.max_requests`: never send more than this. */
  maxRequests: number;
  /** The level's concurrency. */
  concurrency: number;
  /**
   * The worst relative half-width (0.1 = ±10 %) among the gated metrics over the finished
   * requests; Infinity when a metric cannot be bounded yet (too few samples for its percentile).
   */
  resolution: number;
  /** Wanted relative half-width, e.g. 0.1. */
  target: number;
  /** Ms since the level's first measured request was sent. */
  elapsedMs: number;
  /** Ms this level may take in all; Infinity for no limit. */
  allowanceMs: number;
}

/** Send `more` requests, or stop for `stop`. */
export type AdaptiveStep = { more: number } | { stop: AdaptiveStop };

/**
 * The next step of an adaptive level.
 *
 * The batch aims at the sample size the target needs: an interval's width shrinks as 1/√n, so
 * n ≈ finished · (resolution / target)², with 10 % to spare. It is at least one round of the
 * level's concurrency (and a quarter of `requests`), so decisions are not taken after every
 * request, and at most the requests sent so far (the plan at most doubles per step), so one noisy
 * early estimate cannot commit the level to a huge batch. When the resolution cannot be bounded
 * yet, the plan doubles. The batch is then cut to `maxRequests` and to what the level's time
 * allowance leaves at the pace seen so far; when nothing fits, the level stops.
 */
export function adaptiveStep(s: AdaptiveState): AdaptiveStep {
  if (s.resolution <= s.target) return { stop: 'target_reached' };
  const room = s.maxRequests - s.sent;
  if (room <= 0) return { stop: 'max_requests' };
  const minBatch = Math.max(1, s.concurrency, Math.ceil(s.requests / 4));
  let batch: number;
  if (Number.isFinite(s.resolution) && s.finished > 0) {
    const needed = Math.ceil(s.finished * (s.resolution / s.target) ** 2 * 1.1);
    batch = Math.min(Math.max(needed - s.sent, minBatch), Math.max(s.sent, minBatch));
  } else {
    batch = Math.max(s.sent, minBatch);
  }
  batch = Math.min(batch, room);
  if (Number.isFinite(s.allowanceMs) && s.finished > 0 && s.elapsedMs > 0) {
    // Requests finish at about finished / elapsed per ms; the plan of sent + batch ends then.
    const perMs = s.finished / s.elapsedMs;
    const fits = Math.floor(s.allowanceMs * perMs) - s.sent;
    if (fits < 1) return { stop: 'time_budget' };
    batch = Math.min(batch, fits);
  }
  return { more: batch };
}
