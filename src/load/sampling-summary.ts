/**
 * The `adaptive` and `repeats` entries of a level in results.json, from the level's kept
 * records and its passes.
 */
import type { RequestRecord } from '../model/record.js';
import { metricPath, type MetricRef } from '../metrics/catalogue.js';
import { levelSamples } from '../metrics/samples.js';
import { batchDurationS, levelStats } from '../metrics/level.js';
import type { AdaptiveSummary, RepeatSummary } from '../model/sampling.js';
import type { AdaptiveStop } from './adaptive.js';
import { resolutionOf } from '../metrics/sample-resolution.js';

/** The summary of an adaptive level over its final sample. */
export function adaptiveSummary(
  records: readonly RequestRecord[], gated: readonly MetricRef[], target: number, maxRequests: number, stop: AdaptiveStop,
): AdaptiveSummary {
  const samples = levelSamples(records);
  const metrics: Record<string, number | null> = {};
  let worst = 0;
  for (const ref of gated) {
    const r = resolutionOf(ref, samples);
    metrics[metricPath(ref)] = Number.isFinite(r) ? round4(r) : null;
    worst = Math.max(worst, r);
  }
  return {
    target_resolution: target,
    resolution: Number.isFinite(worst) ? round4(worst) : null,
    reached: worst <= target,
    stopped_because: stop,
    max_requests: maxRequests,
    metrics,
  };
}

/** One pass's medians, from its kept records (cancelled requests already left out). */
export function repeatSummary(concurrency: number, records: readonly RequestRecord[], stop?: AdaptiveStop): RepeatSummary {
  const durationS = batchDurationS(records);
  const s = levelStats({ concurrency, records, durationS });
  return {
    requests: records.length,
    ttft_ms_p50: s.ttft_ms.p50,
    tpot_ms_p50: s.tpot_ms.p50,
    itl_ms_p50: s.itl_ms.p50,
    e2e_ms_p50: s.e2e_ms.p50,
    qps: s.qps,
    duration_s: s.duration_s,
    ...(stop !== undefined ? { stopped_because: stop } : {}),
  };
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
