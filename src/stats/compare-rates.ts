/**
 * Compare a throughput (TPM, QPS, output tokens/s) between two runs at the same concurrency, from
 * per-request data.
 *
 * Method, and why: a level's throughput is work done / wall time, one number per run, so it has
 * no sample to bootstrap directly. In a closed loop holding C requests in flight, Little's law
 * gives throughput ≈ C · Σ workᵢ / Σ timeᵢ over the requests (workᵢ the tokens, or 1 for a
 * successful request, and timeᵢ its E2E). At equal concurrency the ratio of two runs'
 * throughputs is therefore the ratio of R = Σ work / Σ time, a ratio-of-sums estimator whose
 * sampling spread comes from the requests, with work and time of a request kept together. Its
 * variance is the ratio estimator's linearisation (Cochran 1977, §6.4), compared by Welch's t on
 * the log scale as for the mean (`welch-log.ts`). Start-up and drain of the batch, when fewer than C
 * requests are in flight, affect both runs alike and are ignored; repeats of the whole sweep
 * would capture run-to-run drift, which this does not.
 */
import type { Comparison } from './comparison.js';
import { MIN_SAMPLES } from './compare-samples.js';
import { logRatioOfSums, welchLog } from './welch-log.js';

/** Per-request work and time of one run at one level. */
export interface RatioSample {
  /** Work per request: tokens (0 for a failed request) or 1 per successful request. */
  numerator: ArrayLike<number>;
  /** Time per request, e.g. E2E in ms, failed requests included (they held a slot). */
  denominator: ArrayLike<number>;
}

/**
 * Compare Σ numerator / Σ denominator between a baseline and the current run. The point values
 * are the two ratios; `change` is their relative change. Deterministic: no seed.
 *
 * @returns an `insufficient` comparison below `MIN_SAMPLES` requests a side, or when the
 *   baseline did no work (its ratio is 0).
 * @throws RangeError when the arrays of a side differ in length, or a value is negative or not finite.
 */
export function compareRatios(baseline: RatioSample, current: RatioSample): Comparison {
  const base = columns(baseline, 'baseline');
  const cur = columns(current, 'current');
  const ratioOf = (s: { numerator: Float64Array; denominator: Float64Array }): number | null => {
    if (s.numerator.length === 0) return null;
    const den = sum(s.denominator);
    return den > 0 ? sum(s.numerator) / den : null;
  };
  const baselineValue = ratioOf(base);
  const currentValue = ratioOf(cur);
  const common = {
    statistic: 'ratio',
    baselineCount: base.numerator.length,
    currentCount: cur.numerator.length,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1,
  };
  const short = common.baselineCount < MIN_SAMPLES ? 'baseline' : common.currentCount < MIN_SAMPLES ? 'current run' : null;
  if (short !== null) {
    const has = short === 'baseline' ? common.baselineCount : common.currentCount;
    return { ...common, method: 'insufficient', needed: MIN_SAMPLES, reason: `a rate needs at least ${MIN_SAMPLES} requests per side; the ${short} has ${has}` };
  }
  if (baselineValue === null || baselineValue === 0) {
    return { ...common, method: 'insufficient', needed: null, reason: 'the baseline did no work, so a relative change is undefined' };
  }
  if (currentValue === null) {
    return { ...common, method: 'insufficient', needed: null, reason: "the current run's requests took no time, so its rate is undefined" };
  }

  return { ...common, method: 'welch-log', ...welchLog(logRatioOfSums(base.numerator, base.denominator), logRatioOfSums(cur.numerator, cur.denominator)) };
}

function columns(s: RatioSample, side: string): { numerator: Float64Array; denominator: Float64Array } {
  if (s.numerator.length !== s.denominator.length) {
    throw new RangeError(`${side}: numerator and denominator must have one value per request, got ${s.numerator.length} and ${s.denominator.length}`);
  }
  const numerator = Float64Array.from(s.numerator);
  const denominator = Float64Array.from(s.denominator);
  for (let i = 0; i < numerator.length; i++) {
    if (!(Number.isFinite(numerator[i]!) && numerator[i]! >= 0 && Number.isFinite(denominator[i]!) && denominator[i]! >= 0)) {
      throw new RangeError(`${side} request ${i} must have finite values ≥ 0, got ${numerator[i]} / ${denominator[i]}`);
    }
  }
  return { numerator, denominator };
}

function sum(x: Float64Array): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]!;
  return s;
}
