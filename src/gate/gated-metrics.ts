/**
 * Which metrics a level's sample size must serve: those the gate judges there. Adaptive sampling
 * tightens exactly these, so a run grows where a verdict depends on it and nowhere else.
 */
import { parseMetricPath, type MetricRef, metricPath } from '../metrics/catalogue.js';
import { compileSlos } from '../spec/slo.js';
import { atEveryLevel } from '../spec/slo-parse.js';
import type { SloSpec } from '../spec/gate-types.js';
import { resolvable } from '../metrics/sample-resolution.js';
import { compileMaxChange } from '../spec/max-change.js';
import type { FigureAllowance } from '../metrics/client-check.js';
import type { SweepLevel } from '../model/level.js';

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
 * @param level - the level: a concurrency level, or a rate level, matched by its rate.
 */
export function gatedMetrics(
  gate: { slos: readonly SloSpec[]; baseline: { maxChange: Record<string, string> } },
  level: SweepLevel,
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

/**
 * The run's resolution when the spec sets none: `sweep.target_resolution`'s default, the
 * precision the gate aims its figures at.
 */
export const DEFAULT_RESOLUTION = 0.1;

/**
 * The figures a level's self-check holds the client's delay against, each with the change it is
 * judged by: every `max_change` entry with its own allowed change, since those are the checks a
 * client-bound level leaves unjudged. Without any, the default gated medians (`DEFAULT_GATED`)
 * at the resolution, so the flag still says when the headline figures may be the client's.
 * SLO thresholds are left out: they are judged on a flagged level too, and a limit far from the
 * value (TTFT p95 ≤ 2000 ms against a measured 30 ms) is no reason to leave a regression unjudged.
 *
 * @param resolution - `sweep.target_resolution` as a fraction, or undefined for `DEFAULT_RESOLUTION`.
 */
export function figureAllowances(
  gate: { baseline: { maxChange: Record<string, string> } },
  resolution: number | undefined,
): FigureAllowance[] {
  const changes = compileMaxChange(gate.baseline.maxChange);
  if (changes.length > 0) {
    return changes.map((a) => ({
      ref: { metric: a.metric, stat: a.stat },
      fraction: a.fraction,
      text: `a ${a.direction === 'up' ? '+' : '−'}${Number((a.fraction * 100).toPrecision(6))}% change would be`,
    }));
  }
  const r = resolution ?? DEFAULT_RESOLUTION;
  return DEFAULT_GATED.map((ref) => ({ ref, fraction: r, text: `the run's ${Number((r * 100).toPrecision(6))}% resolution is` }));
}

/** `figureAllowances` of a level measured outside any gate (a same-run reference's): the defaults. */
export function defaultAllowances(): FigureAllowance[] {
  return figureAllowances({ baseline: { maxChange: {} } }, undefined);
}
