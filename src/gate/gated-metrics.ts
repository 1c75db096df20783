/**
 * Which metrics a level's sample size must serve: those the gate judges there. Adaptive sampling
 * tightens exactly these, so a run grows where a verdict depends on it and nowhere else.
 */
import { parseMetricPath, type MetricRef, metricPath } from '../metrics/catalogue.js';
import { compileSlos } from '../spec/slo.js';
import { atEveryLevel } from '../spec/slo-parse.js';
import type { SloSpec } from '../spec/gate-types.js';
import { resolvable } from '../metrics/sample-resolution.js';

/** Tightened when nothing is gated: the medians of the two latencies every report leads with. */
export const DEFAULT_GATED: readonly MetricRef[] = [
  { metric: 'ttft_ms', stat: 'p50' },
  { metric: 'tpot_ms', stat: 'p50' },
];

/**
 * The metrics gated at a level: every `baseline.max_change` path, and every threshold of an
 * objective that applies to the level (its `at` names the level, or it has no `at`). Metrics no
 * interval can bound (`itl_ms`, `min`, `max`) are left out; when none remain, `DEFAULT_GATED`.
 *
 * @param level - the level: a concurrency, or a rate for a rate level.
 */
export function gatedMetrics(
  gate: { slos: readonly SloSpec[]; baseline: { maxChange: Record<string, string> } },
  level: { concurrency: number; rate?: number },
): MetricRef[] {
  const refs = new Map<string, MetricRef>();
  const add = (ref: MetricRef | undefined): void => {
    if (ref !== undefined && resolvable(ref)) refs.set(metricPath(ref), { metric: ref.metric, stat: ref.stat });
  };
  for (const path of Object.keys(gate.baseline.maxChange)) add(parseMetricPath(path));
  for (const o of compileSlos(gate.slos)) {
    const everywhere = atEveryLevel(o);
    const here = level.rate === undefined
      ? o.concurrency?.includes(level.concurrency) === true
      : o.rate?.includes(level.rate) === true;
    if (!everywhere && !here) continue;
    for (const t of o.thresholds) add({ metric: t.metric, stat: t.stat });
  }
  return refs.size > 0 ? [...refs.values()] : [...DEFAULT_GATED];
}
