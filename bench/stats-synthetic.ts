/**
 * Synthetic latency samples for the statistics evidence: shapes seen in LLM serving, drawn from
 * a seeded generator so that every trial can be replayed.
 *
 * - `lognormal`: a log-normal body (median 400 ms, σ = 0.35), the usual shape of TTFT at low load.
 * - `heavy-tail`: the same body with 5 % of requests from a Pareto tail (from 800 ms, shape 2):
 *   retries, cold caches, long prefill; the variance of the tail is infinite.
 * - `bimodal`: 75 % served at once (median 300 ms) and 25 % that waited in a queue (median 900 ms),
 *   the shape of TTFT near the knee.
 */
import { createUint32Source, openUnit, type Uint32Source } from '../src/gate/stats/random.js';

/** The synthetic shapes. */
export const SHAPES = ['lognormal', 'heavy-tail', 'bimodal'] as const;
/** A synthetic shape's name. */
export type Shape = (typeof SHAPES)[number];

/** A seeded sampler of one shape, scaled by `scale` (1.2 = every request 20 % slower). */
export interface Sampler {
  /** Fill a new array with n draws of the shape × scale. */
  draw(n: number, scale?: number): Float64Array;
}

/** A sampler for `shape` with its own stream from `seed`. */
export function sampler(shape: Shape, seed: number): Sampler {
  const next = createUint32Source(seed);
  const one = SHAPE_DRAW[shape];
  return {
    draw(n, scale = 1) {
      const out = new Float64Array(n);
      for (let i = 0; i < n; i++) out[i] = one(next) * scale;
      return out;
    },
  };
}

/** A standard normal draw (Box–Muller; one of the pair is enough here). */
export function normal(next: Uint32Source): number {
  return Math.sqrt(-2 * Math.log(openUnit(next))) * Math.cos(2 * Math.PI * openUnit(next));
}

function logNormal(next: Uint32Source, medianMs: number, sigma: number): number {
  return medianMs * Math.exp(sigma * normal(next));
}

const SHAPE_DRAW: Record<Shape, (next: Uint32Source) => number> = {
  lognormal: (next) => logNormal(next, 400, 0.35),
  'heavy-tail': (next) => (openUnit(next) < 0.05 ? 800 * Math.pow(openUnit(next), -1 / 2) : logNormal(next, 400, 0.3)),
  bimodal: (next) => (openUnit(next) < 0.25 ? logNormal(next, 900, 0.25) : logNormal(next, 300, 0.15)),
};
