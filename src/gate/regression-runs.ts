/**
 * One metric of one level compared against a baseline that holds several runs' raw samples
 * (`baseline.runs` ≥ 2): each run's statistic, then the current run against the spread of runs
 * (`compareAcrossRuns`). The success rate is compared on the pooled requests: a failure is rare
 * enough that one run's rate says little, and pooling keeps its interval usable.
 */
import { percentile } from '../stats/percentile.js';
import type { MetricRef } from '../metrics/catalogue.js';
import { compareMetric } from './regression-samples.js';
import { column, successes, tokensOf, work } from '../metrics/samples.js';
import { type LevelSamples } from '../model/samples.js';
import type { Comparison } from '../stats/comparison.js';
import { compareAcrossRuns } from '../stats/compare-runs.js';
import { compareProportions } from '../stats/compare-proportions.js';
import { MIN_SAMPLES, minimumSamples, statQuantile, type BootstrapOptions, type SampleStat } from '../stats/compare-samples.js';

/** A statistic of one run, or why it has none. */
type RunValue = { value: number; count: number } | { short: string; needed: number | null };

/**
 * Compare `ref` between the runs of a baseline and this run. With fewer than 2 runs, or when the
 * runs' values do not spread at all, the pooled samples are compared as for a one-run baseline.
 *
 * @param runs - the baseline's runs at this level, oldest first.
 * @param options - the seed for the pooled fallback's bootstrap.
 */
export function compareMetricAcrossRuns(ref: MetricRef, runs: readonly LevelSamples[], current: LevelSamples, options: BootstrapOptions = {}): Comparison {
  const pooled = poolSamples(runs);
  if (runs.length < 2) return compareMetric(ref, pooled, current, options);
  if (ref.metric === 'success_rate') {
    return { ...compareProportions(successes(pooled), successes(current)), baselineRuns: runs.length };
  }
  const stat = ref.stat;
  const judged = ['qps', 'rpm', 'tpm', 'output_tokens_per_s'].includes(ref.metric)
    || (ref.metric !== 'itl_ms' && stat !== null && stat !== 'min' && stat !== 'max');
  // Metrics no rule compares (ITL, minimum, maximum): the one-run comparison says why.
  if (!judged) return compareMetric(ref, pooled, current, options);
  const values = runs.map((r) => runValue(ref, r));
  const now = runValue(ref, current);
  const shortRun = values.findIndex((v) => 'short' in v);
  if (shortRun >= 0 || 'short' in now) {
    const bad = (shortRun >= 0 ? values[shortRun] : now) as { short: string; needed: number | null };
    const single = compareMetric(ref, pooled, current, options);
    // A statistic of 0 in some run has no logarithm: compare the pooled samples instead.
    if (bad.needed === null || (single.method === 'insufficient' && single.needed === null)) return single;
    const who = shortRun >= 0 ? `baseline run ${shortRun + 1} of ${runs.length}` : 'the current run';
    return {
      statistic: single.statistic,
      baselineCount: single.baselineCount,
      currentCount: single.currentCount,
      baselineValue: single.baselineValue,
      currentValue: single.currentValue,
      change: single.change,
      baselineRuns: runs.length,
      method: 'insufficient',
      needed: bad.needed,
      reason: `${bad.short} in ${who}`,
    };
  }
  const ok = values as Array<{ value: number; count: number }>;
  const across = compareAcrossRuns(
    stat === null ? 'ratio' : stat, ok.map((v) => v.value), (now as { value: number }).value,
    { baseline: ok.reduce((a, v) => a + v.count, 0), current: (now as { count: number }).count },
  );
  // Runs that agree exactly (e.g. output tokens capped by max_tokens) have no spread to judge by.
  return across ?? compareMetric(ref, pooled, current, options);
}

/**
 * `c` made unjudgeable because the baseline holds fewer runs than `minRuns` at its level. One
 * run's requests say how much a statistic wanders within that run, not how much it moves from
 * one run to the next (a batch cycle's phase, a neighbour on the runner, the endpoint's time of
 * day), and an interval blind to that calls an unchanged endpoint regressed; the point change is
 * kept for the report.
 *
 * @param runs - baseline runs at the check's level (1 for a baseline without history).
 */
export function tooFewRuns(c: Comparison, runs: number, minRuns: number): Comparison {
  return {
    statistic: c.statistic,
    baselineCount: c.baselineCount,
    currentCount: c.currentCount,
    baselineValue: c.baselineValue,
    currentValue: c.currentValue,
    change: c.change,
    ...(runs >= 2 ? { baselineRuns: runs } : {}),
    method: 'insufficient',
    needed: null,
    reason: `the baseline holds ${runs === 1 ? '1 run' : `${runs} runs`} here and baseline.min_runs is ${minRuns}: `
      + `${runs === 1 ? "one run's requests cannot" : `${runs} runs cannot`} show how much this figure moves from run to run, `
      + 'so a change cannot be told from another run of the same endpoint; set baseline.runs (e.g. 10) and let the '
      + `workflow on the main branch refresh the baseline until it holds ${minRuns} runs`,
  };
}

/** The requests of several runs as one sample, in run order. */
export function poolSamples(runs: readonly LevelSamples[]): LevelSamples {
  const out: LevelSamples = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
  for (const r of runs) {
    out.ok.push(...r.ok);
    out.e2e_ms.push(...r.e2e_ms);
    out.ttft_ms.push(...r.ttft_ms);
    out.tpot_ms.push(...r.tpot_ms);
    out.input_tokens.push(...r.input_tokens);
    out.output_tokens.push(...r.output_tokens);
  }
  return out;
}

/** One run's value of the statistic, as the one-run comparison would estimate it. */
function runValue(ref: MetricRef, s: LevelSamples): RunValue {
  switch (ref.metric) {
    case 'qps':
    case 'rpm':
      return ratioValue(work(s, () => 1));
    case 'tpm':
      return ratioValue(work(s, tokensOf));
    case 'output_tokens_per_s':
      return ratioValue(work(s, (x, i) => x.output_tokens[i] ?? 0));
    default: {
      const stat = ref.stat as SampleStat;
      const values = column(s, ref.metric).sort();
      const needed = minimumSamples(stat);
      if (values.length < needed) return { short: `${stat} needs at least ${needed} samples per run; there are ${values.length}`, needed };
      const q = statQuantile(stat);
      const value = q === undefined ? values.reduce((a, b) => a + b, 0) / values.length : percentile(values, q * 100)!;
      if (!(value > 0)) return { short: `${stat} is 0`, needed: null };
      return { value, count: values.length };
    }
  }
}

function ratioValue(w: { numerator: number[]; denominator: number[] }): RunValue {
  const n = w.numerator.length;
  if (n < MIN_SAMPLES) return { short: `a rate needs at least ${MIN_SAMPLES} requests per run; there are ${n}`, needed: MIN_SAMPLES };
  const num = w.numerator.reduce((a, b) => a + b, 0);
  const den = w.denominator.reduce((a, b) => a + b, 0);
  if (!(num > 0 && den > 0)) return { short: 'the rate is 0', needed: null };
  return { value: num / den, count: n };
}
