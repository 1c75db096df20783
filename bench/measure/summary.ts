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
