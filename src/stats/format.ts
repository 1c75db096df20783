/**
 * Intervals as the report prints them: `+12 % [+4 %, +21 %]`.
 */
import type { ChangeInterval } from './comparison.js';

/**
 * A relative change and its interval, all three with one precision: whole percents when the
 * interval is at least 10 points wide (decimals would be noise), one decimal below. Signs as in
 * the report's other changes (`+4.1 %`, `-0.2 %`); an unbounded side prints as `+∞ %`, and a
 * lower bound of −100 % means the data cannot rule out a total drop.
 *
 * @param change - the point change, e.g. 0.12 for +12 %.
 * @param interval - its bounds as relative changes.
 */
export function formatInterval(change: number, interval: ChangeInterval): string {
  const width = (interval.upper - interval.lower) * 100;
  const decimals = Number.isFinite(width) && width < 10 ? 1 : 0;
  return `${formatPercent(change, decimals)} [${formatPercent(interval.lower, decimals)}, ${formatPercent(interval.upper, decimals)}]`;
}

/** A signed percentage with a no-break space before `%`: 0.041 → `+4.1 %` (one decimal). */
export function formatPercent(change: number, decimals: number): string {
  if (change === Infinity) return '+∞\u00a0%';
  if (change === -Infinity) return '-∞\u00a0%';
  const text = Math.abs(change * 100).toFixed(decimals);
  const zero = Number(text) === 0;
  const sign = zero ? '' : change > 0 ? '+' : '-';
  return `${sign}${text}\u00a0%`;
}
