/**
 * Before anything is sent: which gated statistics the planned sweep is too small for. A p99
 * threshold on 32 requests can never be checked (it needs 100), and a p95 `max_change` can never
 * be judged below 40 requests a side; without this warning such a spec passes quietly for ever,
 * its checks reported as no data or inconclusive in every run. Pure: the plan in, sentences out.
 */
import { parseMetricPath } from '../metrics/catalogue.js';
import { compileSlos } from '../spec/slo.js';
import { atEveryLevel } from '../spec/slo-parse.js';
import { minimumSamples, type SampleStat } from '../stats/compare-samples.js';
import { PERCENTILE_MIN_SAMPLES, type PercentileName } from '../metrics/sample-size.js';
import type { Plan } from '../spec/types.js';

/** Metrics with one value per request; ITL pools every gap of every request and has plenty. */
const PER_REQUEST = new Set(['ttft_ms', 'ttfa_ms', 'tpot_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps']);

/**
 * One sentence per gated statistic the sweep cannot measure enough requests for, naming the
 * field, what it needs, what the sweep plans, and the fix; empty when the sweep is big enough.
 * A concurrency level's requests are `sweep.requests` (or `sweep.max_requests` when adaptive)
 * times `sweep.repeats`, since repeats pool into one sample; a rate level keeps
 * `sweep.requests` times `sweep.repeats`, since adaptive sampling never grows it. A statistic is
 * judged by the smallest kind of level it applies to. Also a sentence when `sweep.max_requests`
 * is set but the sweep has no concurrency level it could apply to.
 */
export function sampleSizeWarnings(plan: Pick<Plan, 'sweep' | 'gate'>): string[] {
  const { sweep, gate } = plan;
  const repeats = sweep.repeats ?? 1;
  const hasConcurrency = sweep.concurrency.length > 0;
  const hasRate = (sweep.rate?.length ?? 0) > 0;
  const sizes = {
    concurrency: { planned: Math.max(sweep.requests, sweep.maxRequests ?? 0) * repeats, text: describeSize(sweep, true) },
    rate: { planned: sweep.requests * repeats, text: describeSize(sweep, false) },
  };
  // The smallest sample among the kinds of level a statistic is judged at; undefined when none runs.
  const smallest = (atConcurrency: boolean, atRate: boolean): { planned: number; text: string; rate: boolean } | undefined => {
    const kinds = [
      ...(atConcurrency && hasConcurrency ? [{ ...sizes.concurrency, rate: false }] : []),
      ...(atRate && hasRate ? [{ ...sizes.rate, rate: true }] : []),
    ];
    return kinds.sort((a, b) => a.planned - b.planned)[0];
  };
  const plannedText = (size: { planned: number; text: string; rate: boolean }): string => `${size.planned} per ${size.rate ? 'rate level' : 'level'} (${size.text})`;
  const fix = (needed: number, rate: boolean): string => {
    const perPass = Math.ceil(needed / repeats);
    if (rate) return `set sweep.requests to ${perPass} or more (rate levels keep sweep.requests; sweep.max_requests grows concurrency levels only)`;
    return `set sweep.requests to ${perPass} or more${sweep.maxRequests === undefined ? ', or let levels grow with sweep.max_requests' : ''}`;
  };
  const out: string[] = [];
  for (const objective of compileSlos(gate.slos)) {
    // `at` left out: every level; otherwise only the kinds of level it names.
    const all = atEveryLevel(objective);
    const size = smallest(all || objective.concurrency !== null, all || (objective.rate ?? null) !== null);
    if (size === undefined) continue;
    for (const t of objective.thresholds) {
      if (!PER_REQUEST.has(t.metric) || !isPercentile(t.stat)) continue;
      const needed = PERCENTILE_MIN_SAMPLES[t.stat];
      if (size.planned >= needed) continue;
      out.push(`SLO "${objective.name}" gates ${t.metric}.${t.stat}, which is reported from ${needed} requests at a level; the sweep measures ${plannedText(size)}, `
        + `so this threshold can never be checked: ${fix(needed, size.rate)}, or gate a lower percentile.`);
    }
  }
  const everywhere = smallest(true, true);
  for (const path of Object.keys(gate.baseline.maxChange)) {
    const ref = parseMetricPath(path);
    if (everywhere === undefined || ref === undefined || !PER_REQUEST.has(ref.metric) || ref.stat === null || !isSampleStat(ref.stat)) continue;
    const needed = minimumSamples(ref.stat);
    if (everywhere.planned >= needed) continue;
    out.push(`baseline.max_change "${path}" is judged only from ${needed} requests a level on each side; the sweep measures ${plannedText(everywhere)}, `
      + `so this change can never be called a regression: ${fix(needed, everywhere.rate)} (and refresh the baseline at that size), or compare a lower percentile.`);
  }
  if (sweep.maxRequests !== undefined && !hasConcurrency) {
    out.push(`sweep.max_requests ${sweep.maxRequests} has no effect: adaptive sampling grows concurrency levels only, and this sweep has none `
      + `(its rate levels each measure sweep.requests ${sweep.requests}); raise sweep.requests instead, or remove sweep.max_requests.`);
  }
  return out;
}

function describeSize(sweep: Pick<Plan, 'sweep'>['sweep'], concurrency: boolean): string {
  const size = concurrency && sweep.maxRequests !== undefined && sweep.maxRequests > sweep.requests ? `sweep.max_requests ${sweep.maxRequests}` : `sweep.requests ${sweep.requests}`;
  return (sweep.repeats ?? 1) > 1 ? `${size} × sweep.repeats ${sweep.repeats}` : size;
}

function isPercentile(stat: string | null): stat is PercentileName {
  return stat === 'p50' || stat === 'p90' || stat === 'p95' || stat === 'p99';
}

function isSampleStat(stat: string): stat is SampleStat {
  return isPercentile(stat) || stat === 'mean';
}
