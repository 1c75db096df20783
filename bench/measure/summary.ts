/** The three-number summary every error in the benchmark is reported as. */
import { percentile } from '../../src/stats/percentile.js';

/** Median, 99th percentile and maximum of a sample (and its minimum, to check signs), in ms; null for an empty sample. */
export interface Spread {
  minMs: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

/** Summarises `values` (sorted in place). */
export function spread(values: Float64Array): Spread {
  values.sort();
  const at = (p: number): number | null => percentile(values, p) ?? null;
  return { minMs: at(0), p50Ms: at(50), p99Ms: at(99), maxMs: at(100) };
}

/** Median of the non-null numbers, or null when there are none. For figures repeated over runs. */
export function median(values: readonly (number | null)[]): number | null {
  const known = Float64Array.from(values.filter((v): v is number => v !== null)).sort();
  return percentile(known, 50) ?? null;
}

/** A straight line y = fixed + slope · x through points, by least squares. */
export interface LineFit {
  slope: number;
  fixed: number;
}

/**
 * The least-squares line through `points` ([x, y] pairs); null with fewer than two distinct x.
 * The benchmark fits a client's CPU a second against its events a second over the levels: the
 * slope is what one more event costs, the intercept what the client spends a second whatever
 * the rate (timers, the runtime's own work), which a CPU per event at a low rate mostly is.
 */
export function lineFit(points: readonly (readonly [number, number])[]): LineFit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((s, [x]) => s + x, 0) / n;
  const meanY = points.reduce((s, [, y]) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  return { slope, fixed: meanY - slope * meanX };
}
