/**
 * Deciding whether a level's figures may be the client's own delays. Pure: the process facts
 * come from `startSelfCheck` and `idleFloor` (src/load), the figures and what the gate allows
 * them to move from the level's statistics and the spec.
 *
 * The rule. A response that arrives while the event loop is busy is timestamped when the loop
 * gets to it, so the client adds to a reading about as much as its loop is held up by its own
 * work at that moment: the own delay of `startSelfCheck` (the wait of a response arriving while
 * the loop runs callbacks on a core, from its busy stretches; an idle process, or a callback,
 * waiting for a core that neighbours hold is the machine's delay, and the baseline's run had it
 * too). What that reads at rest (`idle`, measured before the first level) is subtracted.
 *
 * How far that moves a figure depends on what the figure is. A median, a mean or a throughput
 * averages over many readings: it moves by about the mean own delay. In the ground-truth runs of
 * `npm run bench:selfcheck`, where the real shift was measured, a median under a burner moved by
 * at most 2.2 times that in 17 figures of 18, and by 5.3 times in one, where a closed loop's
 * sends fell into step with the burner's period (that level was flagged by its other figures);
 * hence `CENTRAL_FACTOR`. A tail percentile p moves by at most the own delay at percentile
 * p* = 1 − (1 − p)/10 (p90 → p99, p95 → p99.5): for readings x + e,
 * P(x + e > a + b) ≤ P(x > a) + P(e > b), so the p-th percentile of x + e is at most the
 * (p + (1 − p)/10)-th of x, a step well inside the percentile's own sampling noise, plus the
 * p*-th of e. A TPOT spreads one event's delay over the answer's n − 1 gaps; a throughput takes
 * one turnaround per request, its share of the E2E.
 *
 * A level is flagged when that bound is more than `MATERIAL_SHARE` of what is judged there:
 * the change `baseline.max_change` allows, or for a figure without one the resolution the run
 * aims for (`sweep.target_resolution`). Or when the process used nearly a full core, or its
 * loop was nearly always busy, where every reading waits in a queue. Measured against a
 * ground-truth server by `npm run bench:selfcheck` (docs/self-check.md): every real error beyond
 * the idle client's was within its bound or on a flagged level; an idle client was flagged at no
 * level on a quiet machine, nor on Node 24 beside three busy loops, and at 2 of 5 on Node 20
 * there (its CPU time counts V8's helper threads), each on a tail `max_change` over 24 requests.
 */
import type { ClientCheck, FigureBound, OwnDelayPercentile, SelfSample } from '../model/client-check.js';
import type { MetricRef } from './catalogue.js';

/** A figure the gate judges at a level, and the change it is judged by. */
export interface JudgedFigure {
  /** Metric path: `ttft_ms.p50`, `tpm`. */
  metric: string;
  /** How a sentence names it: `TTFT p50`. */
  label: string;
  /** Its unit as written after a value (`ms`, `tokens/min`). */
  unit: string;
  /** The level's value; null when it has none (then it is not checked). */
  value: number | null;
  /** The change judged, as a fraction of the value: 0.15 for `max_change` "+15%". */
  allowed: number;
  /** That change for a reader: `a +15% change`, `its 10% resolution`. */
  allowedText: string;
}

/** What a level's self-check holds one gated figure against (see `figureAllowances` in gate). */
export interface FigureAllowance {
  ref: MetricRef;
  /** The change judged, as a fraction of the figure: its `max_change`, or the run's resolution. */
  fraction: number;
  /** That change for a reader, ending the sentence "the 3.4 ms …": `a +15% change would be`. */
  text: string;
}

/** What a level says about how delay reaches its figures. */
export interface LevelScale {
  /** E2E p50, ms: one turnaround of the closed loop per request of about this length. */
  e2eP50Ms: number | null;
  /** Output tokens p50: a TPOT spreads one event's delay over n − 1 gaps. */
  outputTokensP50: number | null;
}

/** A bound above this share of the judged change flags the level. */
export const MATERIAL_SHARE = 0.5;
/** CPU share at or above this (of one core; JavaScript runs on one) flags the level. */
export const CPU_SHARE_LIMIT = 0.9;
/**
 * A loop busy running callbacks this share of the time or more flags the level: it never
 * caught up, whether its own work filled a core or a crowded machine gave it too little of one.
 */
export const LOOP_BUSY_LIMIT = 0.9;

const LATENCIES = new Set(['ttft_ms', 'ttfa_ms', 'e2e_ms', 'itl_ms']);
const RATES = new Set(['qps', 'rpm', 'tpm', 'output_tokens_per_s', 'request_tps']);

/** A central figure moves by at most this many times the mean own delay (see the module comment). */
export const CENTRAL_FACTOR = 2.5;

/** Which own delay bounds a figure's shift, and by what factor. */
export type DelayStat = { at: OwnDelayPercentile | 'max' | 'mean'; factor: number };

/**
 * The own delay that bounds the shift of a figure with statistic `stat` (null for a scalar such
 * as `tpm`): the mean for central figures, the percentile 1 − (1 − p)/10 for tails, the largest
 * delay for `max` (see the module comment).
 */
export function delayStat(stat: string | null): DelayStat {
  switch (stat) {
    case 'p90': return { at: 99, factor: 1 };
    case 'p95': return { at: 99.5, factor: 1 };
    case 'p99': return { at: 99.9, factor: 1 };
    case 'max': return { at: 'max', factor: 1 };
    default: return { at: 'mean', factor: CENTRAL_FACTOR };
  }
}

/** The client's own delay by `d`: the level's own delay beyond the idle one, times the factor, ms. */
export function ownDelayMs(sample: SelfSample, idle: SelfSample | undefined, d: DelayStat): number {
  return d.factor * Math.max(0, ownAt(sample, d.at) - (idle === undefined ? 0 : ownAt(idle, d.at)));
}

function ownAt(s: SelfSample, at: DelayStat['at']): number {
  return at === 'max' ? s.ownDelayMaxMs : at === 'mean' ? s.ownDelayMeanMs : s.ownDelayAtMs[at];
}

/**
 * The most the client's own delay could have moved `figure`, in its unit; null for figures
 * no delay moves (token counts, success rate) or without a value.
 */
export function shiftBound(figure: JudgedFigure, delayMs: number, scale: LevelScale): number | null {
  if (figure.value === null) return null;
  const [metric] = figure.metric.split('.');
  if (metric === undefined) return null;
  if (LATENCIES.has(metric)) return delayMs;
  if (metric === 'tpot_ms') return delayMs / Math.max(1, (scale.outputTokensP50 ?? 2) - 1);
  if (RATES.has(metric)) {
    if (scale.e2eP50Ms === null || scale.e2eP50Ms <= 0) return null;
    return Math.abs(figure.value) * Math.min(1, delayMs / scale.e2eP50Ms);
  }
  return null;
}

/**
 * The self-check of one level (see the module comment).
 * @param idle - the idle floor measured before the first level; undefined holds the level against 0.
 */
export function clientCheck(sample: SelfSample, idle: SelfSample | undefined, figures: readonly JudgedFigure[], scale: LevelScale): ClientCheck {
  const reasons: string[] = [];
  const bounds: FigureBound[] = [];
  for (const figure of figures) {
    const at = delayStat(figure.metric.split('.')[1] ?? null);
    const delay = ownDelayMs(sample, idle, at);
    const shift = shiftBound(figure, delay, scale);
    if (shift === null || figure.value === null) continue;
    const allowedChange = figure.allowed * Math.abs(figure.value);
    bounds.push({ metric: figure.metric, shift_bound: round3(shift), allowed_change: round3(allowedChange) });
    if (shift > MATERIAL_SHARE * allowedChange) reasons.push(figureReason(figure, shift, allowedChange, sample, idle, at));
  }
  if (sample.cpuShare >= CPU_SHARE_LIMIT) {
    reasons.push(`the measuring process used ${Math.round(sample.cpuShare * 100)} % of a CPU core, so every reading waited in its queue`);
  } else if (sample.loopBusyShare >= LOOP_BUSY_LIMIT) {
    reasons.push(`the client's event loop was busy ${Math.round(sample.loopBusyShare * 100)} % of the time (on ${Math.round(sample.cpuShare * 100)} % of a CPU core), so every reading waited in its queue`);
  }
  return {
    loop_delay_p99_ms: round3(sample.loopDelayP99Ms),
    cpu_share: round3(sample.cpuShare),
    loop_busy_share: round3(sample.loopBusyShare),
    bound: reasons.length > 0,
    reason: reasons.length > 0 ? reasons.join('; ') : null,
    idle_loop_delay_p99_ms: idle === undefined ? null : round3(idle.loopDelayP99Ms),
    own_delay_mean_ms: round3(sample.ownDelayMeanMs),
    own_delay_p99_ms: round3(sample.ownDelayAtMs[99]),
    idle_own_delay_p99_ms: idle === undefined ? null : round3(idle.ownDelayAtMs[99]),
    figures: bounds,
  };
}

/** `TTFT p50 could move by up to 4.1 ms (…), more than half of the 3.4 ms a +15% change would be` */
function figureReason(figure: JudgedFigure, shift: number, allowedChange: number, sample: SelfSample, idle: SelfSample | undefined, d: DelayStat): string {
  const at = d.at;
  const where = at === 'max' ? 'at most' : at === 'mean' ? 'on average' : `at p${at}`;
  const rest = idle === undefined ? '' : `, ${ownAt(idle, at).toFixed(2)} ms at rest`;
  const share = shift / allowedChange;
  return `the client's own work held its event loop ${ownAt(sample, at).toFixed(2)} ms ${where}${rest}, so ${figure.label} could be off by up to `
    + `${amount(shift, figure.unit)}: ${share >= 10 ? 'many times' : `${Math.round(share * 100)} % of`} the ${amount(allowedChange, figure.unit)} ${figure.allowedText}`;
}

function amount(x: number, unit: string): string {
  const digits = Math.abs(x) >= 100 ? 0 : Math.abs(x) >= 10 ? 1 : 2;
  return `${x.toFixed(digits)} ${unit}`;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
