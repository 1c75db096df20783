/**
 * The capacity knee of a concurrency sweep: the last level before extra concurrency stops
 * buying throughput and only makes requests wait. Production should run below it, with
 * headroom: knee × safety factor (a knee at 8 recommends 6).
 *
 * The rule, on levels sorted by concurrency, for each step from level i to the next:
 *
 * 1. TPM is flat: it grows by less than `maxTpmGrowth` (10 %), and
 * 2. requests queue or fail: TTFT p95 grows by more than `minTtftGrowth` (50 %), or the success
 *    rate falls by at least `minSuccessDrop` (5 points; a quota or overload shows as failures
 *    rather than waiting, and TPM counts successful requests only), and
 * 3. it lasts: no later level's TPM exceeds level i's by `maxTpmGrowth` or more, so a single
 *    noisy dip in the middle of the sweep is not mistaken for the knee.
 *
 * The first step meeting all three puts the knee at level i. The rule assumes levels far enough
 * apart (as in 1, 2, 4, 8, 16) that healthy throughput growth clears 10 % per step.
 */
import type { LevelStats } from '../model/level-stats.js';
import { formatChange, formatChangeAgainst, formatNumber, formatValue, NBSP } from '../metrics/format.js';
import { DEFAULT_SAFETY_FACTOR } from '../spec/gate-types.js';
import type { Knee } from '../model/checks.js';
import { levelName, levelRate } from '../model/level.js';

/** The thresholds of the knee rule, as fractions. */
export interface KneeRule {
  /** A step whose TPM grows by less than this is flat. @defaultValue 0.10 */
  maxTpmGrowth: number;
  /** A step whose TTFT p95 grows by more than this is queueing. @defaultValue 0.50 */
  minTtftGrowth: number;
  /** A step whose success rate falls by at least this (0.05 = 5 points) is failing. @defaultValue 0.05 */
  minSuccessDrop: number;
}

/** The rule's defaults: flat below +10 % TPM, queueing above +50 % TTFT p95, failing at −5 points. */
export const DEFAULT_KNEE_RULE: Readonly<KneeRule> = Object.freeze({ maxTpmGrowth: 0.1, minTtftGrowth: 0.5, minSuccessDrop: 0.05 });

/**
 * Find the knee and the recommended production concurrency, max(1, ⌊knee × safetyFactor⌋).
 * Says why when there is none: fewer than two levels, or TPM still growing at the end.
 *
 * @param levels - the measured levels, in any order.
 * @param safetyFactor - share of the knee to run in production, in (0, 1]. @defaultValue 0.75
 * @throws RangeError when `safetyFactor` is outside (0, 1].
 */
/**
 * Why a sweep of open-loop levels only has no knee, naming what it ran: rate levels with their
 * rates, or a trace replay (whose rate is the trace's, not one the sweep chose).
 */
export function openLoopOnly(levels: readonly LevelStats[]): string {
  const replays = levels.map(levelName).filter((_, i) => levels[i]!.trace !== undefined);
  const ran = replays.length > 0
    ? `The sweep replayed a trace (${replays.join(', ')})`
    : `The sweep ran rate levels only (${levels.map(levelRate).filter((r) => r !== null).map((r) => formatNumber(r)).join(', ')} requests/s)`;
  return `${ran}; the knee is found on concurrency levels, so add sweep.concurrency (or --concurrency) to find it.`;
}

export function findKnee(levels: readonly LevelStats[], safetyFactor: number = DEFAULT_SAFETY_FACTOR, rule: Readonly<KneeRule> = DEFAULT_KNEE_RULE): Knee {
  if (!(safetyFactor > 0 && safetyFactor <= 1)) {
    throw new RangeError(`The knee safety factor must be greater than 0 and at most 1, got ${safetyFactor}.`);
  }
  const notReached = (reason: string): Knee => ({ reached: false, concurrency: null, recommended_concurrency: null, safety_factor: safetyFactor, reason });

  const sorted = uniqueSorted(levels);
  if (sorted.length === 0) {
    // Open-loop levels fix the arrival rate, not the number in flight, so the concurrency rule does not apply to them.
    return notReached(levels.length === 0 ? 'No load level was run, so there is no knee to find.' : openLoopOnly(levels));
  }
  if (sorted.length === 1) {
    return notReached(`A knee needs at least two load levels; the sweep ran only concurrency ${sorted[0]?.concurrency}.`);
  }

  let blip: Step | undefined;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const step = describeStep(sorted[i] as LevelStats, sorted[i + 1] as LevelStats, rule);
    if (!step.flat || !(step.queueing || step.failing) || step.from.succeeded === 0) continue;
    const ceiling = step.from.tpm * (1 + rule.maxTpmGrowth);
    if (sorted.slice(i + 2).some((later) => later.tpm >= ceiling)) {
      blip ??= step;
      continue;
    }
    const knee = step.from.concurrency;
    // The epsilon keeps products such as 100 × 0.29 = 28.999999999999996 from rounding down a whole step.
    const recommended = Math.max(1, Math.floor(knee * safetyFactor + 1e-9));
    const headroom = formatNumber((1 - safetyFactor) * 100);
    return {
      reached: true,
      concurrency: knee,
      recommended_concurrency: recommended,
      safety_factor: safetyFactor,
      reason: `TPM stops growing after concurrency ${knee}: ${stepText(step, rule)}. Beyond ${knee}, extra requests only queue; `
        + `run at most ${recommended} in production (${knee} × ${safetyFactor}, ${headroom}${NBSP}% headroom).`,
    };
  }

  const last = describeStep(sorted[sorted.length - 2] as LevelStats, sorted[sorted.length - 1] as LevelStats, rule);
  const blipText = blip === undefined ? ''
    : ` The flat step from ${blip.from.concurrency} to ${blip.to.concurrency} is not a knee: TPM grew again at higher concurrency.`;
  if (!last.flat) {
    return notReached(`No knee within the sweep: ${stepText(last, rule)}, so throughput still grows at the top level (the rule calls a step flat under ${formatChange(rule.maxTpmGrowth)}); add higher levels to find it.${blipText}`);
  }
  return notReached(`No knee within the sweep: ${stepText(last, rule)}, without the climb in TTFT p95 (over ${formatChange(rule.minTtftGrowth)}) or the failures that mark queueing.${blipText}`);
}

interface Step {
  from: LevelStats;
  to: LevelStats;
  tpmGrowth: number | null;
  ttftFrom: number | null;
  ttftTo: number | null;
  flat: boolean;
  queueing: boolean;
  failing: boolean;
}

function describeStep(from: LevelStats, to: LevelStats, rule: Readonly<KneeRule>): Step {
  const tpmGrowth = from.tpm > 0 ? (to.tpm - from.tpm) / from.tpm : to.tpm > 0 ? null : 0;
  const ttftFrom = from.ttft_ms.count > 0 ? from.ttft_ms.p95 : null;
  const ttftTo = to.ttft_ms.count > 0 ? to.ttft_ms.p95 : null;
  const queueing = ttftFrom !== null && ttftTo !== null && ttftFrom > 0 && (ttftTo - ttftFrom) / ttftFrom > rule.minTtftGrowth;
  const failing = from.success_rate !== null && to.success_rate !== null && from.success_rate - to.success_rate >= rule.minSuccessDrop;
  // null growth means TPM rose from nothing: growing, not flat.
  return { from, to, tpmGrowth, ttftFrom, ttftTo, flat: tpmGrowth !== null && tpmGrowth < rule.maxTpmGrowth, queueing, failing };
}

/**
 * "from 8 to 16 TPM changed +1 % (20 950 → 21 160 tokens/min) while TTFT p95 rose …". Each change
 * is written precisely enough to sit on the same side of the rule's threshold as it truly is: a
 * TPM growth of 10.15 % against "flat under +10 %" reads +10.2 %, never +10 %.
 */
function stepText(s: Step, rule: Readonly<KneeRule>): string {
  const tpm = `from concurrency ${s.from.concurrency} to ${s.to.concurrency} TPM changed `
    + `${s.tpmGrowth === null ? 'from 0' : formatChangeAgainst(s.tpmGrowth, rule.maxTpmGrowth)} (${formatNumber(s.from.tpm)} → ${formatValue('tpm', s.to.tpm)})`;
  const parts: string[] = [];
  if (s.ttftFrom !== null && s.ttftTo !== null && s.ttftFrom > 0) {
    parts.push(`TTFT p95 changed ${formatChangeAgainst((s.ttftTo - s.ttftFrom) / s.ttftFrom, rule.minTtftGrowth)} (${formatNumber(s.ttftFrom)} → ${formatValue('ttft_ms', s.ttftTo)})`);
  } else if (s.ttftTo === null) {
    parts.push(s.to.ttft_ms.count === 0
      ? `no request succeeded at ${s.to.concurrency}, so TTFT p95 is unknown there`
      : `TTFT p95 at ${s.to.concurrency} rests on too few samples (${s.to.ttft_ms.count}) to be reported`);
  }
  if (s.failing && s.from.success_rate !== null && s.to.success_rate !== null) {
    parts.push(`the success rate fell from ${formatValue('success_rate', s.from.success_rate)} to ${formatValue('success_rate', s.to.success_rate)}`);
  }
  return parts.length === 0 ? tpm : `${tpm} while ${parts.join(' and ')}`;
}

/**
 * Concurrency levels by rising concurrency, the first of any repeated level kept. Rate levels
 * are left out: the knee is a concurrency, and a rate level's cap is not the load it applied.
 */
export function uniqueSorted(levels: readonly LevelStats[]): LevelStats[] {
  const seen = new Set<number>();
  const out: LevelStats[] = [];
  for (const l of levels) {
    if (levelRate(l) !== null || seen.has(l.concurrency)) continue;
    seen.add(l.concurrency);
    out.push(l);
  }
  return out.sort((a, b) => a.concurrency - b.concurrency);
}
