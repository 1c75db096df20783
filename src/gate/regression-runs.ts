/**
 * One metric of one level compared against a baseline that holds several runs' raw samples
 * (`baseline.runs` ≥ 2): each run's statistic, then the current run against the spread of runs
 * (`compareAcrossRuns`). The success rate is compared on the pooled requests: a failure is rare
 * enough that one run's rate says little, and pooling keeps its interval usable.
 *
 * The prior on the spread of runs (`RunSpreadPrior`) is σ₀² = τ₀² + w̄²: τ₀ (`PRIOR_RUN_SD`) for
 * what moves whole runs (a runner's load, the endpoint's time of day, a batch cycle's phase),
 * plus w̄², the mean over the baseline runs of each run's own sampling variance of ln(figure),
 * from its requests (the exact bootstrap variance of a percentile, the delta-method variance of a
 * mean or a rate). A run's figure moves at least by its own sampling noise, which its requests
 * show; what moves whole runs on top of it, only runs show, and until there are enough of them
 * the prior stands in.
 */
import { percentile } from '../stats/percentile.js';
import type { MetricRef } from '../metrics/catalogue.js';
import { compareMetric } from './regression-samples.js';
import { column, successes, tokensOf, work } from '../metrics/samples.js';
import { type LevelSamples } from '../model/samples.js';
import type { Comparison } from '../stats/comparison.js';
import { compareAcrossRuns, PRIOR_RUN_DOF, PRIOR_RUN_SD } from '../stats/compare-runs.js';
import { quantileLogVariance } from '../stats/quantile-bootstrap.js';
import { mixSeed } from '../stats/random.js';
import { blockLogVariance, blockQuantileLogVariance } from '../stats/block-bootstrap.js';
import { levelRate, type LevelIdentity } from '../model/level.js';
import { compareAgainstTrend, drifts, logTrend } from '../stats/trend.js';
import { logMean, logRatioOfSums } from '../stats/welch-log.js';
import { compareProportions } from '../stats/compare-proportions.js';
import { MIN_SAMPLES, minimumSamples, statQuantile, type BootstrapOptions, type SampleStat } from '../stats/compare-samples.js';

/** A statistic of one run, or why it has none; `variance` is its own sampling variance of ln(value), NaN when unknown. */
export type RunValue = { value: number; count: number; variance: number } | { short: string; needed: number | null };

/**
 * How the spread of runs is judged: the rule the gate uses (`DEFAULT_RUN_SPREAD`), or another one
 * the verdict benchmark measures on the same runs (bench/verdict-rejudge.ts).
 */
export interface RunSpreadRule {
  /** ν₀ of the prior; 0 with `priorSd` 0 and `withinRun` false is the classical t interval over the runs. */
  priorDof: number;
  /** τ₀: the sd of ln(a run's figure) assumed for what moves whole runs. */
  priorSd: number;
  /** Add the runs' own sampling variance (from their requests) to the prior's σ₀². */
  withinRun: boolean;
  /**
   * `prior` (default): the prior of `compareAcrossRuns`, topping up a spread the runs have not
   * shown. `floor`: the classical t(R − 1) interval with the runs' sd raised to σ₀ where it is
   * smaller (no extra degrees of freedom). `conjugate`: the prior's posterior whatever the runs
   * show (it also narrows a wide spread; measured and rejected, see compare-runs.ts).
   */
  kind?: 'prior' | 'floor' | 'conjugate';
}

/** The gate's rule: the prior of `compare-runs.ts`, with each run's sampling noise added. */
export const DEFAULT_RUN_SPREAD: RunSpreadRule = { priorDof: PRIOR_RUN_DOF, priorSd: PRIOR_RUN_SD, withinRun: true };

/**
 * Compare `ref` between the runs of a baseline and this run. With fewer than 2 runs, or when the
 * runs' values do not spread at all, the pooled samples are compared as for a one-run baseline.
 *
 * @param runs - the baseline's runs at this level, oldest first.
 * @param options - the seed for the pooled fallback's bootstrap.
 */
export function compareMetricAcrossRuns(
  ref: MetricRef, runs: readonly LevelSamples[], current: LevelSamples, options: BootstrapOptions = {}, rule: RunSpreadRule = DEFAULT_RUN_SPREAD,
): Comparison {
  const pooled = poolSamples(runs);
  if (runs.length < 2) return compareMetric(ref, pooled, current, options);
  if (ref.metric === 'success_rate') {
    return { ...compareProportions(successes(pooled), successes(current)), baselineRuns: runs.length };
  }
  const stat = ref.stat;
  // Metrics no rule compares (ITL, minimum, maximum): the one-run comparison says why.
  if (!judgedAcrossRuns(ref)) return compareMetric(ref, pooled, current, options);
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
  const ok = values as Array<{ value: number; count: number; variance: number }>;
  const sd = priorRunSd(ok, rule);
  const plain = rule.kind === 'floor' || rule.kind === 'conjugate';
  // A history that drifts is judged against where the drift leaves it, with the scatter about the trend as its spread.
  const trend = plain ? null : logTrend(ok.map((v) => v.value), { dof: rule.priorDof, sd });
  if (drifts(trend)) {
    return compareAgainstTrend(stat === null ? 'ratio' : stat, trend, (now as { value: number }).value, {
      baseline: ok.reduce((a, v) => a + v.count, 0), current: (now as { count: number }).count,
    });
  }
  let across = compareAcrossRuns(
    stat === null ? 'ratio' : stat, ok.map((v) => v.value), (now as { value: number }).value,
    { baseline: ok.reduce((a, v) => a + v.count, 0), current: (now as { count: number }).count },
    plain ? { dof: 0, sd: 0 } : { dof: rule.priorDof, sd },
  );
  const inflate = Math.sqrt(1 + 1 / runs.length);
  if (across !== null && rule.kind === 'floor') across = { ...across, standardError: Math.max(across.standardError, sd * inflate) };
  if (across !== null && rule.kind === 'conjugate') {
    const ss = (across.standardError / inflate) ** 2 * (runs.length - 1);
    const dof = rule.priorDof + runs.length - 1;
    across = { ...across, dof, standardError: Math.sqrt((rule.priorDof * sd ** 2 + ss) / dof) * inflate };
  }
  // Runs that agree exactly (e.g. output tokens capped by max_tokens) have no spread to judge by.
  return across ?? compareMetric(ref, pooled, current, options);
}

/** σ₀ of the rule's prior for these runs: τ₀, plus their mean own sampling variance when the rule adds it. */
export function priorRunSd(runs: ReadonlyArray<{ variance: number }>, rule: RunSpreadRule = DEFAULT_RUN_SPREAD): number {
  const within = runs.map((v) => v.variance).filter((v) => Number.isFinite(v));
  const withinVariance = rule.withinRun && within.length > 0 ? within.reduce((a, b) => a + b, 0) / within.length : 0;
  return Math.sqrt(rule.priorSd ** 2 + withinVariance);
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

/** True when runs' values of `ref` are compared across runs: throughputs, and distribution statistics other than ITL, minimum and maximum. */
export function judgedAcrossRuns(ref: MetricRef): boolean {
  return ['qps', 'rpm', 'tpm', 'output_tokens_per_s'].includes(ref.metric)
    || (ref.metric !== 'itl_ms' && ref.metric !== 'success_rate' && ref.stat !== null && ref.stat !== 'min' && ref.stat !== 'max');
}

/**
 * What a run's statistic is computed from: per-request work over per-request E2E (a throughput),
 * or one column's values in send order with the statistic (its quantile; none for a mean).
 */
type RunStatistic =
  | { kind: 'ratio'; work: { numerator: number[]; denominator: number[] } }
  | { kind: 'sample'; values: Float64Array; stat: SampleStat; q: number | undefined };

function runStatistic(ref: MetricRef, s: LevelSamples): RunStatistic {
  switch (ref.metric) {
    case 'qps':
    case 'rpm':
      return { kind: 'ratio', work: work(s, () => 1) };
    case 'tpm':
      return { kind: 'ratio', work: work(s, tokensOf) };
    case 'output_tokens_per_s':
      return { kind: 'ratio', work: work(s, (x, i) => x.output_tokens[i] ?? 0) };
    default: {
      const stat = ref.stat as SampleStat;
      return { kind: 'sample', values: column(s, ref.metric), stat, q: statQuantile(stat) };
    }
  }
}

/**
 * One run's value of the statistic, as the one-run comparison would estimate it (a throughput as
 * work per ms of request time), with its own sampling variance of ln(value); or why it has none.
 * Only for metrics `judgedAcrossRuns` accepts.
 */
export function runValue(ref: MetricRef, s: LevelSamples): RunValue {
  const st = runStatistic(ref, s);
  return st.kind === 'ratio' ? ratioValue(st.work) : sampleValue(st.values.sort(), st.stat, st.q);
}

function sampleValue(sorted: Float64Array, stat: SampleStat, q: number | undefined): RunValue {
  const needed = minimumSamples(stat);
  if (sorted.length < needed) return { short: `${stat} needs at least ${needed} samples per run; there are ${sorted.length}`, needed };
  const value = q === undefined ? sorted.reduce((a, b) => a + b, 0) / sorted.length : percentile(sorted, q * 100)!;
  if (!(value > 0)) return { short: `${stat} is 0`, needed: null };
  return { value, count: sorted.length, variance: q === undefined ? logMean(sorted).variance : quantileLogVariance(sorted, q) };
}

function ratioValue(w: { numerator: number[]; denominator: number[] }): RunValue {
  const n = w.numerator.length;
  if (n < MIN_SAMPLES) return { short: `a rate needs at least ${MIN_SAMPLES} requests per run; there are ${n}`, needed: MIN_SAMPLES };
  const num = w.numerator.reduce((a, b) => a + b, 0);
  const den = w.denominator.reduce((a, b) => a + b, 0);
  if (!(num > 0 && den > 0)) return { short: 'the rate is 0', needed: null };
  return { value: num / den, count: n, variance: logRatioOfSums(Float64Array.from(w.numerator), Float64Array.from(w.denominator)).variance };
}

/**
 * Requests that travel together at a level (`stats/block-bootstrap.ts` says why it matters): at a
 * concurrency level, its concurrency; at a rate level, the requests in flight on average (Little's
 * law: the rate times the mean E2E), at least 1 and at most the level's cap.
 */
export function cohortSize(at: LevelIdentity, s: LevelSamples): number {
  const rate = levelRate(at);
  if (rate === null) return Math.max(1, at.concurrency);
  const e2e = s.e2e_ms.filter((v): v is number => typeof v === 'number' && v > 0);
  if (e2e.length === 0) return 1;
  const inFlight = (rate * e2e.reduce((a, b) => a + b, 0)) / e2e.length / 1000;
  return Math.max(1, Math.min(at.concurrency, Math.round(inFlight)));
}

/**
 * A run's own sampling variance of ln(value), as `runValue`'s but with requests resampled in
 * cohorts of `cohort` consecutive requests (the circular block bootstrap), so that requests which
 * shared a batch count as the one observation they are; NaN when the run has no value, or holds
 * fewer than 2 cohorts (then its requests say nothing of how its figure moves from run to run).
 * Only for metrics `judgedAcrossRuns` accepts.
 */
export function runCohortVariance(ref: MetricRef, s: LevelSamples, cohort: number): number {
  const st = runStatistic(ref, s);
  if (st.kind === 'ratio') {
    const { numerator, denominator } = st.work;
    if (numerator.length < MIN_SAMPLES) return NaN;
    return blockLogVariance(numerator.length, cohort, (indexes) => {
      let num = 0;
      let den = 0;
      for (const i of indexes) {
        num += numerator[i]!;
        den += denominator[i]!;
      }
      return den > 0 ? num / den : NaN;
    }, dataSeed(denominator));
  }
  const { values, stat, q } = st;
  if (values.length < minimumSamples(stat)) return NaN;
  if (q !== undefined) return blockQuantileLogVariance(values, q, cohort, dataSeed(values));
  return blockLogVariance(values.length, cohort, (indexes) => {
    let sum = 0;
    for (const i of indexes) sum += values[i]!;
    return sum / indexes.length;
  }, dataSeed(values));
}

/**
 * A resampling seed from the run's own values, so that the runs of a history draw different
 * resamples (their Monte Carlo errors then average out over the runs) and a run always the same.
 */
function dataSeed(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return mixSeed(values.length, Math.round(sum * 1000) % 2_147_483_647);
}
