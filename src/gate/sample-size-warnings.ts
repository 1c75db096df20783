/**
 * Before anything is sent: which gated statistics the planned sweep is too small for. A p99
 * threshold on 32 requests can never be checked (it needs 100), and a p95 `max_change` can never
 * be judged below 40 requests a side; without this warning such a spec passes quietly for ever,
 * its checks reported as no data or inconclusive in every run. Pure: the plan in, sentences out.
 */
import { parseMetricPath } from './catalogue.js';
import { compileSlos } from './slo.js';
import { minimumSamples, type SampleStat } from './stats/compare-samples.js';
import { PERCENTILE_MIN_SAMPLES, type PercentileName } from '../metrics/sample-size.js';
import type { Plan } from '../spec/types.js';

/** Metrics with one value per request; ITL pools every gap of every request and has plenty. */
const PER_REQUEST = new Set(['ttft_ms', 'ttfa_ms', 'tpot_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps']);

/**
 * One sentence per gated statistic the sweep cannot measure enough requests for, naming the
 * field, what it needs, what the sweep plans, and the fix; empty when the sweep is big enough.
 * A level's requests are `sweep.requests` (or `sweep.max_requests` when adaptive) times
 * `sweep.repeats`, since repeats pool into one sample.
 */
export function sampleSizeWarnings(plan: Pick<Plan, 'sweep' | 'gate'>): string[] {
  const { sweep, gate } = plan;
  const perPass = Math.max(sweep.requests, sweep.maxRequests ?? 0);
  const planned = perPass * (sweep.repeats ?? 1);
  const plannedText = `${planned} per level (${describeSize(sweep)})`;
  const fix = (needed: number): string => `set sweep.requests to ${needed} or more${sweep.maxRequests === undefined ? ', or let levels grow with sweep.max_requests' : ''}`;
  const out: string[] = [];
  for (const objective of compileSlos(gate.slos)) {
    for (const t of objective.thresholds) {
      if (!PER_REQUEST.has(t.metric) || !isPercentile(t.stat)) continue;
      const needed = PERCENTILE_MIN_SAMPLES[t.stat];
      if (planned >= needed) continue;
      out.push(`SLO "${objective.name}" gates ${t.metric}.${t.stat}, which is reported from ${needed} requests at a level; the sweep measures ${plannedText}, `
        + `so this threshold can never be checked: ${fix(needed)}, or gate a lower percentile.`);
    }
  }
  for (const path of Object.keys(gate.baseline.maxChange)) {
    const ref = parseMetricPath(path);
    if (ref === undefined || !PER_REQUEST.has(ref.metric) || ref.stat === null || !isSampleStat(ref.stat)) continue;
    const needed = minimumSamples(ref.stat);
    if (planned >= needed) continue;
    out.push(`baseline.max_change "${path}" is judged only from ${needed} requests a level on each side; the sweep measures ${plannedText}, `
      + `so this change can never be called a regression: ${fix(needed)} (and refresh the baseline at that size), or compare a lower percentile.`);
  }
  return out;
}

function describeSize(sweep: Pick<Plan, 'sweep'>['sweep']): string {
  const size = sweep.maxRequests !== undefined && sweep.maxRequests > sweep.requests ? `sweep.max_requests ${sweep.maxRequests}` : `sweep.requests ${sweep.requests}`;
  return (sweep.repeats ?? 1) > 1 ? `${size} × sweep.repeats ${sweep.repeats}` : size;
}

function isPercentile(stat: string | null): stat is PercentileName {
  return stat === 'p50' || stat === 'p90' || stat === 'p95' || stat === 'p99';
}

function isSampleStat(stat: string): stat is SampleStat {
  return isPercentile(stat) || stat === 'mean';
}
