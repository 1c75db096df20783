/**
 * Numbers as people read them, in one place: every value the PR comment, the job summary,
 * report.md, the terminal, annotations and messages show passes through here, its unit and the
 * scale it is stored in taken from the metric catalogue, so that a rate, a latency and a share
 * can never be shown in each other's units.
 *
 * Digits are grouped and units set off by a no-break space (`31 392 tokens/min`, `1 732 ms`,
 * `99.5 %`): a value never wraps across lines in a narrow comment, and reads the same whatever
 * the reader's decimal comma. Changes are signed percentages (`+23 %`, `-4.2 %`); a change read
 * against a threshold gets the decimals it needs to land on the right side of it.
 */
import { isMetricName, METRICS, type MetricName } from './catalogue.js';

/** The no-break space between digit groups and before units. */
export const NBSP = '\u00a0';

/** Shown for a value that was not measured or not reported: never 0, never with a unit. */
export const NO_VALUE = '–';

/**
 * Decimals that keep about three significant figures without showing noise: none from 100
 * up, one from 10, two from 1, three below.
 */
export function autoDecimals(x: number): number {
  const a = Math.abs(x);
  if (a >= 100 || a === 0) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

/**
 * A number with grouped thousands and trailing zeros dropped: 1732.4 → `1 732`, 28.37 → `28.4`,
 * 0.5 → `0.5`, -0.0001 → `0`. `decimals` overrides the automatic precision.
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

/** A count or size with grouped thousands and exactly `decimals` decimals: 12345 → `12 345`. */
export function groupDigits(value: number, decimals = 0): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A stored value in the unit it is shown in: a share (stored as a fraction of 1) in percent,
 * anything else as stored. The one conversion from the stored scale, from the catalogue.
 */
export function shownValue(metric: MetricName, stored: number): number {
  return stored * METRICS[metric].scale;
}

/**
 * A metric's value with its unit: `1 732 ms`, `612 tokens`, `31 392 tokens/min`, `99.5 %`.
 * `stored` is in the scale results.json holds it in (a share is a fraction of 1).
 */
export function formatValue(metric: MetricName, stored: number, decimals?: number): string {
  return `${formatBare(metric, stored, decimals)}${NBSP}${METRICS[metric].unit}`;
}

/**
 * The number a metric's value shows without its unit, for a table whose header names it
 * (`QPS`, `TPM`): the same digits `formatValue` writes.
 */
export function formatBare(metric: MetricName, stored: number | null | undefined, decimals?: number): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return NO_VALUE;
  const shown = shownValue(metric, stored);
  return METRICS[metric].unit === '%' ? formatPercentage(shown, decimals) : formatNumber(shown, decimals);
}

/**
 * A value of a metric path as written in specs and results (`ttft_ms.p95`, `tpm`), or `–`
 * when there is none. A path the catalogue does not know shows the bare number.
 */
export function formatMetric(path: string, stored: number | null | undefined): string {
  if (stored === null || stored === undefined || !Number.isFinite(stored)) return NO_VALUE;
  const metric = metricOf(path);
  return metric === undefined ? formatNumber(stored) : formatValue(metric, stored);
}

/** The unit a metric path's values are shown in (`ms`, `tokens/min`, `%`); empty when unknown. */
export function metricUnit(path: string): string {
  const metric = metricOf(path);
  return metric === undefined ? '' : METRICS[metric].unit;
}

/** The metric of a path (`ttft_ms.p95` → `ttft_ms`, `tpm` → `tpm`); undefined when unknown. */
function metricOf(path: string): MetricName | undefined {
  const name = path.split('.')[0] ?? path;
  return isMetricName(name) ? name : undefined;
}

/**
 * Two values of one metric, with enough decimals that different values never print alike
 * (a measured 1500.4 ms against a 1500 ms limit reads `1 500.4 ms` and `1 500 ms`).
 */
export function formatPair(metric: MetricName, a: number, b: number): [string, string] {
  return formatValues(metric, [a, b]) as [string, string];
}

/**
 * Values of one metric side by side (a baseline, its limit, this run's value), with one precision
 * for all, enough that different values never print alike; `–` for a missing one.
 */
export function formatValues(metric: MetricName, values: ReadonlyArray<number | null>): string[] {
  const shown = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const share = METRICS[metric].unit === '%';
  const decimalsOf = (x: number): number => (share ? percentageDecimals(shownValue(metric, x)) : autoDecimals(shownValue(metric, x)));
  const render = (d: number): string[] => values.map((v) => (v === null || !Number.isFinite(v) ? NO_VALUE : formatValue(metric, v, d)));
  const clash = (texts: string[]): boolean => values.some((v, i) => values.some((w, j) => j > i && v !== null && w !== null && v !== w && texts[i] === texts[j]));
  // Trailing zeros are dropped, so a shared precision still prints 1 500 ms, not 1 500.0 ms.
  let decimals = Math.max(0, ...shown.map(decimalsOf));
  let texts = render(decimals);
  while (clash(texts) && decimals < 9) texts = render(++decimals);
  return texts;
}

/** Two values of one metric as a range with the unit once: `41.7–45.5 ms`, `12.1–13.4` (QPS in a column headed QPS with `bare`). */
export function formatRange(path: string, low: number, high: number, bare = false): string {
  const metric = metricOf(path);
  if (metric === undefined) return `${formatNumber(low)}–${formatNumber(high)}`;
  const range = `${formatBare(metric, low)}–${formatBare(metric, high)}`;
  return bare ? range : `${range}${NBSP}${METRICS[metric].unit}`;
}

/** An unsigned share of something (a resolution, a coefficient of variation) in percent, fixed decimals: 0.134 → `13.4 %`. */
export function formatPercent(fraction: number, decimals = 1): string {
  return `${groupDigits(Math.abs(fraction * 100), decimals)}${NBSP}%`;
}

/** `≤ 1 500 ms` or `≥ 99.5 %`; `–` without a limit. */
export function formatLimit(check: { metric: string; op: '<=' | '>='; limit: number | null }): string {
  if (check.limit === null || !Number.isFinite(check.limit)) return NO_VALUE;
  return `${check.op === '<=' ? '≤' : '≥'} ${formatMetric(check.metric, check.limit)}`;
}

/**
 * A share in percent (99.5 for 99.5 %), without the sign: one decimal, two from 99 % (99.95 % and
 * 100 % are very different success rates), three below 1 %. Near 100 % it rounds down: 99.999 %
 * must not read as `100`, which says "no failures"; likewise a share above 0 never reads as `0`.
 */
function formatPercentage(pct: number, decimals: number = percentageDecimals(pct)): string {
  if (pct > 0 && pct < 100) {
    const step = 10 ** decimals;
    // The epsilon keeps float noise (0.9995 × 100 = 99.94999…) from losing a whole step.
    if (pct >= 99) return formatNumber(Math.min(Math.floor(pct * step + 1e-6) / step, 100 - 1 / step), decimals);
    if (pct < 1) return formatNumber(Math.max(Math.ceil(pct * step - 1e-6) / step, 1 / step), decimals);
  }
  return formatNumber(pct, decimals);
}

function percentageDecimals(pct: number): number {
  const a = Math.abs(pct);
  if (a >= 99 && a < 100) return 2;
  if (a > 0 && a < 1) return 3;
  return 1;
}

/** A relative change as a signed percentage: 0.234 → `+23 %`, -0.042 → `-4.2 %`, 0 → `0 %`. */
export function formatChange(fraction: number): string {
  return signedPercent(fraction, changeDecimals(fraction));
}

/**
 * A relative change read against a threshold, with the decimals it needs to fall on the same
 * side of it as the true value: a TPM growth of 10.15 % against a rule of "under 10 %" reads
 * `+10.2 %`, never `+10 %`; 9.96 % reads `+9.96 %`, never `+10 %`.
 *
 * @param threshold - the threshold as a signed fraction (0.1 for +10 %, -0.1 for -10 %).
 */
export function formatChangeAgainst(fraction: number, threshold: number): string {
  return signedPercent(fraction, decimalsAgainst([fraction], threshold, changeDecimals(fraction)));
}

/**
 * A relative change and its interval, all three with one precision: whole percents when the
 * interval is at least 10 points wide (decimals would be noise), one decimal below, more when a
 * bound would otherwise print on the wrong side of `threshold`, the allowed change the interval
 * is judged against. An unbounded side prints as `+∞ %`; a lower bound of -100 % means the data
 * cannot rule out a total drop.
 */
export function formatInterval(change: number, interval: { lower: number; upper: number }, threshold?: number): string {
  const width = (interval.upper - interval.lower) * 100;
  let decimals = Number.isFinite(width) && width < 10 ? 1 : 0;
  if (threshold !== undefined) decimals = decimalsAgainst([change, interval.lower, interval.upper], threshold, decimals);
  return `${signedPercent(change, decimals)} [${signedPercent(interval.lower, decimals)}, ${signedPercent(interval.upper, decimals)}]`;
}

/**
 * A signed percentage with exactly `decimals` decimals and a no-break space before `%`:
 * (0.041, 1) → `+4.1 %`, (0.04, 1) → `+4.0 %`, so the figures of an interval line up; ±∞ as
 * `+∞ %`; a change that prints as zero is `0 %`. `trim` drops trailing zeros (`+7.5 %`).
 */
export function signedPercent(change: number, decimals: number, trim = false): string {
  if (change === Infinity) return `+∞${NBSP}%`;
  if (change === -Infinity) return `-∞${NBSP}%`;
  const magnitude = Math.abs(change * 100);
  const text = trim ? formatNumber(magnitude, decimals) : groupDigits(magnitude, decimals);
  // A change that prints as zero is no change: `0 %`, never `-0.0 %`.
  if (Number(text.replaceAll(NBSP, '')) === 0) return `0${NBSP}%`;
  return `${change > 0 ? '+' : '-'}${text}${NBSP}%`;
}

/** An allowed change or a required resolution as written in a spec: `+10 %`, `-7.5 %`, `15 %` (unsigned). */
export function formatAllowed(fraction: number, signed = true): string {
  const text = signedPercent(fraction, 2, true);
  return signed ? text : text.replace(/^[+-]/, '');
}

/**
 * The smallest change a check could tell from noise, as the clause of a sentence about "this
 * run": `can only tell a change of +35 % or more from noise`. Past a doubling (or, for a fall, a
 * halving) the figure says nothing a reader can use (`+120 329 %`), so the clause says that
 * instead: `cannot tell even a doubling from noise`.
 *
 * @param resolution - the smallest detectable change's size, a positive fraction.
 * @param direction - the direction of the allowed change: `up` for a rise, `down` for a fall.
 */
export function resolutionClause(resolution: number, direction: 'up' | 'down'): string {
  const shown = formatResolution(resolution, direction);
  return shown === null
    ? `cannot tell even a ${direction === 'up' ? 'doubling' : 'halving'} from noise`
    : `can only tell a change of ${shown} or more from noise`;
}

/**
 * A resolution as a signed whole percentage (`+35 %`, `-12 %`), or null past a doubling (rise) or
 * a halving (fall), where it says nothing more than "no change of use could be seen".
 */
export function formatResolution(resolution: number, direction: 'up' | 'down'): string | null {
  if (!Number.isFinite(resolution) || resolution > RESOLUTION_SHOWN_MAX[direction]) return null;
  return signedPercent(direction === 'up' ? resolution : -resolution, 0);
}

/** The largest resolution worth a figure: a doubling for a rise, a halving for a fall. */
export const RESOLUTION_SHOWN_MAX: Readonly<Record<'up' | 'down', number>> = { up: 1, down: 0.5 };

/** A relative change's decimals: none from 10 % up, one below (about two significant figures). */
function changeDecimals(fraction: number): number {
  return Math.abs(fraction * 100) >= 10 ? 0 : 1;
}

/**
 * Fewest decimals, from `start` and at most 4, with which each of `values` prints on the same
 * side of `threshold` (or on it) as it truly is.
 */
function decimalsAgainst(values: readonly number[], threshold: number, start: number): number {
  const side = (x: number): number => Math.sign(Math.round(x * 1e12) - Math.round(threshold * 1e12));
  let decimals = start;
  const shownAt = (x: number, d: number): number => Number((x * 100).toFixed(d)) / 100;
  while (decimals < 4 && values.some((v) => Number.isFinite(v) && side(shownAt(v, decimals)) !== side(v))) decimals++;
  return decimals;
}
