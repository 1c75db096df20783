/**
 * How numbers, durations and checks read in the reports: one place, so the PR comment, the job
 * summary and the annotations say the same thing in the same words. Plain text out; callers
 * escape where the text lands in Markdown.
 */
import { RESOLUTION_OBJECTIVE } from '../gate/resolution-check.js';
import type { Check } from '../model/checks.js';
import { levelName } from '../model/level.js';
import { changeWithInterval } from '../gate/describe.js';

/** A number with thousands separators and a fixed count of decimals. */
export function groupDigits(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A value with a precision that suits its size: 3 significant figures for small values, whole
 * numbers from 100 up (`0.412`, `12.3`, `812`, `12,345`).
 */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 100 || abs === 0) return groupDigits(value, 0);
  if (abs >= 10) return groupDigits(value, 1);
  if (abs >= 1) return groupDigits(value, 2);
  return groupDigits(value, 3);
}

/** The unit a metric path is measured in, derived from its name (`ttft_ms.p95` → `ms`). */
export function metricUnit(metric: string): string {
  const name = metric.split('.')[0] ?? metric;
  if (name.endsWith('_ms')) return 'ms';
  if (name === 'success_rate' || name === 'slo_attainment') return '%';
  if (name === 'goodput') return 'req/s';
  if (name === 'tpm') return 'TPM';
  if (name === 'rpm') return 'RPM';
  if (name === 'qps') return 'QPS';
  if (name === 'output_tokens_per_s' || name === 'request_tps') return 'tok/s';
  if (name.endsWith('_tokens')) return 'tok';
  return '';
}

/**
 * A measured value in its metric's unit, or `–` when there is none. Success rates are stored as
 * fractions and shown as percentages.
 */
export function formatMetric(metric: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const unit = metricUnit(metric);
  if (unit === '%') return `${formatPercent(value)}`;
  if (unit === '') return formatNumber(value);
  return `${formatNumber(value)} ${unit}`;
}

/** A fraction as a percentage with as many decimals as it needs (`0.995` → `99.5 %`). */
export function formatPercent(fraction: number): string {
  const pct = fraction * 100;
  if (pct === 100 || pct === 0) return `${pct} %`;
  // Near 100 % round down: 99.999 % must not read as "100 %", which says "no failures".
  // The epsilon keeps float noise (0.9995 * 100 = 99.94999…) from rounding a value down too far.
  if (pct >= 99) return `${groupDigits(Math.floor(pct * 100 + 1e-6) / 100, 2)} %`;
  return `${groupDigits(pct, 1)} %`;
}

/** A relative change with its sign (`0.041` → `+4.1 %`, `-0.2` → `-20.0 %`). */
export function formatChange(change: number): string {
  const pct = change * 100;
  const text = groupDigits(pct, Math.abs(pct) >= 100 ? 0 : 1);
  return pct > 0 && !text.startsWith('-') ? `+${text} %` : `${text} %`;
}

/** A duration in seconds as a person says it (`41.2 s`, `2 min 5 s`, `1 h 3 min`). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

/** An age in milliseconds, coarsely (`12 min`, `5 h`, `3 days`). */
export function formatAge(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${Math.max(minutes, 0)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** `≤ 1,500 ms` or `≥ 99.5 %`. */
export function formatLimit(check: Pick<Check, 'metric' | 'op' | 'limit'>): string {
  return `${check.op === '<=' ? '≤' : '≥'} ${formatMetric(check.metric, check.limit)}`;
}

/**
 * One sentence describing a failed or unjudged check, for annotations and logs, e.g.
 * `TTFT under load: ttft_ms.p95 at concurrency 8 was 1,812 ms, limit ≤ 1,500 ms (+21.0 % against the baseline).`
 */
export function describeCheck(check: Check): string {
  const where = `${check.metric} at ${levelName(check)}`;
  if (check.objective === RESOLUTION_OBJECTIVE && check.reason !== null) return `${check.objective}: ${where}: ${check.reason}.`;
  if (check.status === 'not_applicable' || check.status === 'no_data' || check.status === 'inconclusive') {
    const what = check.status === 'no_data' ? 'no data' : check.status === 'inconclusive' ? 'inconclusive' : 'not applicable';
    return `${check.objective}: ${where}: ${what}${check.reason ? ` (${check.reason})` : ''}.`;
  }
  const verb = check.status === 'pass' ? 'is' : 'was';
  let text = `${check.objective}: ${where} ${verb} ${formatMetric(check.metric, check.actual)}, limit ${formatLimit(check)}`;
  if (check.kind === 'regression' && check.baseline !== null) {
    text += ` (baseline ${formatMetric(check.metric, check.baseline)}`;
    text += check.change !== null ? `, ${changeWithInterval(check) ?? formatChange(check.change)})` : ')';
  }
  return `${text}.`;
}
