/**
 * Synthetic sweeps for the statistics evidence: per-request samples shaped like LLM serving,
 * drawn from a seeded generator so that every trial can be replayed.
 *
 * TTFT shapes (the body is scaled up with concurrency, as queueing does):
 * - `lognormal`: median 400 ms, σ = 0.35, the usual shape at low load.
 * - `heavy-tail`: a log-normal body (σ = 0.3) with 5 % of requests from a Pareto tail starting
 *   at 800 ms with shape 2.5 (retries, cold caches, long prefill): finite variance, infinite
 *   third moment.
 * - `bimodal`: 75 % served at once (median 300 ms) and 25 % that waited in a queue (median
 *   900 ms), the shape near the knee.
 *
 * TPOT is log-normal (median 20 ms, σ = 0.12), output tokens 128–255, input tokens 480–519,
 * 0.5 % of requests fail early. A run may drift as a whole (`SyntheticChange.drift`): every
 * latency of it scaled by one factor, as a slower runner or a busier endpoint does.
 */
import type { LevelSamples } from '../src/model/samples.js';
import { createUint32Source, openUnit, type Uint32Source } from '../src/stats/random.js';

/** The TTFT shapes. */
export const SHAPES = ['lognormal', 'heavy-tail', 'bimodal'] as const;
/** A TTFT shape's name. */
export type Shape = (typeof SHAPES)[number];

/** The sweep's levels: the product's default concurrencies. */
export const LEVELS: readonly number[] = [1, 4, 8, 16];

/** What differs in the current run; an empty change is an A/A comparison. */
export interface SyntheticChange {
  /** Every TTFT × this (1.2 = +20 % on every percentile). @defaultValue 1 */
  ttftScale?: number;
  /**
   * TTFT grows only in its tail: unchanged up to the shape's p75, then by a share rising to this
   * fraction at p95 and beyond (0.3: p95 and p99 +30 %, p50 unchanged). @defaultValue 0
   */
  ttftTail?: number;
  /** Every TPOT × this (1.3 = decoding 30 % slower). @defaultValue 1 */
  tpotScale?: number;
  /**
   * Every latency of the run × this, TTFT and TPOT alike: run-to-run drift (another runner, a
   * busier endpoint), the same for every request of the run. @defaultValue 1
   */
  drift?: number;
}

/** One sweep: the samples of each level in `LEVELS` order. */
export type SyntheticRun = LevelSamples[];

/** A standard normal draw (Box–Muller; one of the pair is enough here). */
export function normal(next: Uint32Source): number {
  return Math.sqrt(-2 * Math.log(openUnit(next))) * Math.cos(2 * Math.PI * openUnit(next));
}

/** One TTFT draw of `shape` at concurrency 1, ms. */
export function drawTtftMs(shape: Shape, next: Uint32Source): number {
  switch (shape) {
    case 'lognormal':
      return 400 * Math.exp(0.35 * normal(next));
    case 'heavy-tail':
      return openUnit(next) < 0.05 ? 800 * Math.pow(openUnit(next), -1 / 2.5) : 400 * Math.exp(0.3 * normal(next));
    case 'bimodal':
      return openUnit(next) < 0.25 ? 900 * Math.exp(0.25 * normal(next)) : 300 * Math.exp(0.15 * normal(next));
  }
}

/**
 * A sweep of `requests` per level.
 *
 * @param seed - the trial's seed; the same seed and arguments give the same sweep.
 */
export function syntheticRun(shape: Shape, requests: number, seed: number, change: SyntheticChange = {}): SyntheticRun {
  const next = createUint32Source(seed);
  const tail = change.ttftTail ?? 0;
  const [q75, q95] = tail > 0 ? shapeQuantiles(shape) : [0, 0];
  const stretch = (x: number): number => (tail > 0 && x > q75 ? x * (1 + tail * Math.min(1, (x - q75) / (q95 - q75))) : x);
  return LEVELS.map((concurrency) => {
    const queueing = 1 + 0.05 * (concurrency - 1);
    const s: LevelSamples = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
    for (let i = 0; i < requests; i++) {
      const drift = change.drift ?? 1;
      const ttft = stretch(drawTtftMs(shape, next)) * queueing * (change.ttftScale ?? 1) * drift;
      const tpot = 20 * (1 + 0.03 * (concurrency - 1)) * Math.exp(0.12 * normal(next)) * (change.tpotScale ?? 1) * drift;
      const out = 128 + Math.floor(openUnit(next) * 128);
      const input = 480 + Math.floor(openUnit(next) * 40);
      const ok = openUnit(next) >= 0.005;
      s.ok.push(ok ? 1 : 0);
      s.input_tokens.push(input);
      if (ok) {
        s.e2e_ms.push(ttft + (out - 1) * tpot);
        s.ttft_ms.push(ttft);
        s.tpot_ms.push(tpot);
        s.output_tokens.push(out);
      } else {
        s.e2e_ms.push(ttft * openUnit(next));
        s.ttft_ms.push(null);
        s.tpot_ms.push(null);
        s.output_tokens.push(null);
      }
    }
    return s;
  });
}

const quantileCache = new Map<Shape, [number, number]>();

/** The shape's p75 and p95 at concurrency 1, from 400 000 fixed-seed draws (cached). */
export function shapeQuantiles(shape: Shape): [number, number] {
  const cached = quantileCache.get(shape);
  if (cached !== undefined) return cached;
  const next = createUint32Source(0x5eed);
  const n = 400_000;
  const draws = new Float64Array(n);
  for (let i = 0; i < n; i++) draws[i] = drawTtftMs(shape, next);
  draws.sort();
  const result: [number, number] = [draws[Math.floor(0.75 * n)]!, draws[Math.floor(0.95 * n)]!];
  quantileCache.set(shape, result);
  return result;
}

/**
 * A baseline of `runs` sweeps and one current sweep, each run with its own drift: every latency of
 * a run × exp(τ·z), z standard normal, so τ = 0.1 moves whole runs by about ±10 %.
 *
 * @param change - applied to the current sweep on top of its drift.
 */
export function driftingRuns(
  shape: Shape, requests: number, runs: number, tau: number, seed: number, change: SyntheticChange = {},
): { baseline: SyntheticRun[]; current: SyntheticRun } {
  const next = createUint32Source(seed);
  const drift = (): number => Math.exp(tau * normal(next));
  const baseline: SyntheticRun[] = [];
  for (let r = 0; r < runs; r++) baseline.push(syntheticRun(shape, requests, (seed ^ Math.imul(r + 1, 0x9e3779b1)) >>> 0, { drift: drift() }));
  const current = syntheticRun(shape, requests, (seed ^ 0x7f4a7c15) >>> 0, { ...change, drift: drift() * (change.drift ?? 1) });
  return { baseline, current };
}
