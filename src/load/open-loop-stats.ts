/**
 * The open-loop facts of one rate level: the rate actually sent, the time requests waited on our
 * side (for a slot under the cap, or for a late timer), and whether the client kept up. Pure:
 * records and timings in, figures out. These are kept apart from the latency figures, which start
 * at the actual send, so a client that fell behind cannot pass for a slow server.
 */
import { handedOverMs, type RequestRecord } from '../model/record.js';
import { distributionInPlace } from '../stats/percentile.js';
import { withholdThinPercentiles } from '../metrics/sample-size.js';
import type { LevelDistribution } from '../model/level-stats.js';
import type { OpenLoopTiming } from '../model/record.js';

/** Achieved rate below this share of the target means the client fell behind. */
export const MIN_ACHIEVED_SHARE = 0.9;
/** Send lag p95 above this many ms means the client's timers ran late. */
export const SEND_LAG_P95_LIMIT_MS = 10;
/** More than this share of requests waiting for a slot means the cap, not the rate, set the load. */
export const QUEUED_SHARE_LIMIT = 0.05;

/** The `levels[]` fields of a rate level (see `LevelStats`). */
export interface OpenLoopStats {
  mode: 'rate';
  rate: number;
  achieved_rate: number | null;
  client_queue_ms: LevelDistribution;
  send_lag_ms: LevelDistribution;
  client_behind: string | null;
}

/**
 * Summarises a rate level.
 *
 * - `achieved_rate` = (n − 1) / (last send − first send) in requests/s over every measured
 *   request, failed or not (the schedule spans exactly (n − 1) / rate, see `poissonSchedule`);
 *   a send is the hand-over to the pool (`handedOverMs`).
 * - `client_queue_ms` is each request's wait for a slot; `send_lag_ms` is actual send − scheduled
 *   send − that wait, floored at 0.
 * - `client_behind` names every reason the load applied fell short.
 *
 * @param timings - same order and length as `records`.
 * @param rate - the target, requests/s.
 */
export function openLoopStats(records: readonly RequestRecord[], timings: readonly OpenLoopTiming[], rate: number): OpenLoopStats {
  const n = Math.min(records.length, timings.length);
  const queue = new Float64Array(n);
  const lag = new Float64Array(n);
  let first = Infinity;
  let last = -Infinity;
  let queued = 0;
  for (let i = 0; i < n; i++) {
    const r = records[i] as RequestRecord;
    const t = timings[i] as OpenLoopTiming;
    queue[i] = t.queueMs;
    if (t.queueMs > 0.5) queued++;
    const sentMs = handedOverMs(r);
    lag[i] = Math.max(0, sentMs - t.scheduledMs - t.queueMs);
    if (sentMs < first) first = sentMs;
    if (sentMs > last) last = sentMs;
  }
  const achieved = n >= 2 && last > first ? ((n - 1) * 1000) / (last - first) : null;
  const lagRaw = distributionInPlace(lag.slice());
  const queueRaw = distributionInPlace(queue.slice());
  const reasons: string[] = [];
  if (achieved !== null && achieved < MIN_ACHIEVED_SHARE * rate) {
    reasons.push(`it sent ${achieved.toFixed(2)} req/s against a target of ${rate} req/s (${Math.round((achieved / rate) * 100)} %)`);
  }
  // p95 of the raw sample: a thin level is still checked, on its largest values.
  if (lagRaw.p95 !== null && lagRaw.p95 > SEND_LAG_P95_LIMIT_MS) {
    reasons.push(`requests went out ${lagRaw.p95.toFixed(1)} ms late at p95 (the client's timers or event loop ran late)`);
  }
  if (n > 0 && queued / n > QUEUED_SHARE_LIMIT) {
    reasons.push(`${queued} of ${n} requests waited for a free slot under max_concurrency (up to ${(queueRaw.max ?? 0).toFixed(0)} ms), so the server saw less load than asked`);
  }
  return {
    mode: 'rate',
    rate,
    achieved_rate: achieved,
    client_queue_ms: withholdThinPercentiles(queueRaw),
    send_lag_ms: withholdThinPercentiles(lagRaw),
    client_behind: reasons.length > 0 ? reasons.join('; ') : null,
  };
}

/** The open-loop fields of a concurrency level: all null, so every level has the same keys. */
export const CLOSED_LOOP_FIELDS = Object.freeze({
  mode: 'concurrency' as const,
  rate: null,
  achieved_rate: null,
  client_queue_ms: null,
  send_lag_ms: null,
  client_behind: null,
});
