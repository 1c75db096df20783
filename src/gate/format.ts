/**
 * Numbers as a person reads them in a pull request comment: `1 732 ms`, `99.5 %`, `+23 %`.
 * Thousands are grouped and units separated by a no-break space, so a value never wraps
 * across lines in a narrow comment.
 */
import { METRICS, type MetricName } from '../metrics/catalogue.js';

/** The no-break space between digit groups and before units. */
export const NBSP = '\u00a0';

/**
 * Decimals that keep about three significant figures without showing noise: none from 100
 * up, one from 10, two from 1, three below.
 */
function autoDecimals(x: number): number {
  const a = Math.abs(x);
  if (a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

/**
 * A number with grouped thousands and trailing zeros dropped: 1732.4 → `1 732`, 28.37 → `28.4`,
 * 0.5 → `0.5`. `decimals` overrides the automatic precision.
 */
export function formatNumber(x: number, decimals: number = autoDecimals(x)): string {
  if (!Number.isFinite(x)) return String(x);
  const fixed = Math.abs(x).toFixed(decimals);
  const [whole = '0', frac = ''] = fixed.split('.');
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP) : whole;
  const trimmed = frac.replace(/0+$/, '');
  const sign = x < 0 && Number(fixed) !== 0 ? '-' : '';
  return sign + grouped + (trimmed === '' ? '' : `.${trimmed}`);
}

/** A metric's value with its unit: `1 732 ms`, `612 tokens`, `99.5 %` (rates are fractions). */
export function formatValue(metric: MetricName, value: number, decimals?: number): string {
  const { unit } = METRICS[metric];
  if (unit === '%') return `${formatNumber(value * 100, decimals ?? percentDecimals(value * 100))}${NBSP}%`;
  return `${formatNumber(value, decimals)}${NBSP}${unit}`;
}

/**
 * Two values of one metric, with enough decimals that different values never print alike
 * (a measured 1500.4 ms against a 1500 ms limit reads `1 500.4 ms` and `1 500 ms`).
 */
export function formatPair(metric: MetricName, a: number, b: number): [string, string] {
  const percent = METRICS[metric].unit === '%';
  const decimalsOf = (x: number): number => (percent ? percentDecimals(x * 100) : autoDecimals(x));
  // Trailing zeros are dropped, so a shared precision still prints 1 500 ms, not 1 500.0 ms.
  let decimals = Math.max(decimalsOf(a), decimalsOf(b));
  let pair: [string, string] = [formatValue(metric, a, decimals), formatValue(metric, b, decimals)];
  while (a !== b && pair[0] === pair[1] && decimals < 9) {
    decimals++;
    pair = [formatValue(metric, a, decimals), formatValue(metric, b, decimals)];
  }
  return pair;
}

/** A relative change as a signed percentage: 0.234 → `+23 %`, -0.042 → `-4.2 %`, 0 → `0 %`. */
export function formatChange(fraction: number): string {
  const pct = fraction * 100;
  const text = formatNumber(pct, Math.abs(pct) >= 10 ? 0 : 1);
  const sign = pct > 0 && text !== '0' ? '+' : '';
  return `${sign}${text}${NBSP}%`;
}

/** Percentages near 100 need more decimals: 99.95 % and 100 % are very different success rates. */
function percentDecimals(pct: number): number {
  return Math.abs(pct) >= 99 && Math.abs(pct) < 100 ? 2 : 1;
}
