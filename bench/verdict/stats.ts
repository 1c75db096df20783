/** Small summaries for the verdict benchmark's tables. */

/** A share with its 95 % Wilson score interval. */
export interface Share {
  k: number;
  n: number;
  lower: number;
  upper: number;
}

/** k of n with the 95 % Wilson score interval (Wilson 1927), which stays inside [0, 1] at k = 0 or n. */
export function wilson(k: number, n: number, z = 1.96): Share {
  if (n === 0) return { k, n, lower: 0, upper: 1 };
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { k, n, lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** `3/40 (7.5 %, 2.6–19.9 %)`; `not run` when n = 0. */
export function formatShare(s: Share): string {
  if (s.n === 0) return 'not run';
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${s.k}/${s.n} (${pct(s.k / s.n)} %, ${pct(s.lower)}–${pct(s.upper)} %)`;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
