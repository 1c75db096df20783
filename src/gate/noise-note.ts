/**
 * The report's statement of what the regression intervals of a run are about: which noise they
 * cover (the spread between baseline runs, or only the requests of two runs) and the resolution
 * they reached, so a reader can tell a confident verdict from a narrow interval that could not
 * see how much whole runs move.
 */
import { metricLabel, parseMetricPath, type MetricRef } from '../metrics/catalogue.js';
import type { Check } from '../model/checks.js';

/** What the comparison was made against. */
export interface NoiseSource {
  /** Fewest baseline runs behind any judged level (1 for a baseline without history). */
  runs: number;
  /** `baseline.min_runs`. */
  minRuns: number;
  /** True for a same-run reference, measured alongside this run. */
  sameRun: boolean;
}

/**
 * One sentence for the notes, or null when no check compared raw samples.
 *
 * @param checks - the run's regression checks (their `resolution` is read).
 */
export function noiseNote(source: NoiseSource, checks: readonly Check[]): string | null {
  if (checks.length === 0) return null;
  if (!source.sameRun && source.runs < source.minRuns) {
    return `Regression checks start when the baseline's history holds ${source.minRuns} runs (baseline.min_runs; it holds ${source.runs === 1 ? '1 run' : `${source.runs} runs`}): `
      + `${source.runs === 1 ? "one run's requests cannot" : `${source.runs} runs cannot`} show how much whole runs move. Until then runs are judged on their SLOs alone, `
      + 'as with no baseline; keep baseline.runs (e.g. 10) and let the workflow on the main branch record a run on every push.';
  }
  const covers = source.sameRun
    ? "Regression intervals cover the requests of this run and of the reference measured alongside it (drift of the runner and the network hits both)"
    : source.runs >= 2
      ? `Regression intervals cover the between-run spread of ${source.runs} baseline runs (each run's figure, this run as one more draw)`
      : "Regression intervals cover this run's and the baseline run's requests only, not how much whole runs move (baseline.min_runs is 1)";
  const reached = resolutions(checks);
  return `${covers}${reached === '' ? '' : `; resolution reached: ${reached}`}.`;
}

/** `TTFT p50 ±9–48 %, TPM ±4 %`: the range of each metric's resolution over its levels. */
function resolutions(checks: readonly Check[]): string {
  const byMetric = new Map<string, number[]>();
  for (const c of checks) {
    if (typeof c.resolution !== 'number' || !Number.isFinite(c.resolution)) continue;
    byMetric.set(c.metric, [...(byMetric.get(c.metric) ?? []), c.resolution]);
  }
  const pct = (x: number): string => `${Math.round(100 * x)}`;
  return [...byMetric].map(([path, rs]) => {
    const ref = parseMetricPath(path) as MetricRef | undefined;
    const lo = Math.min(...rs);
    const hi = Math.max(...rs);
    return `${ref === undefined ? path : metricLabel(ref)} ±${pct(lo)}${pct(hi) === pct(lo) ? '' : `–${pct(hi)}`} %`;
  }).join(', ');
}
