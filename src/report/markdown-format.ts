/**
 * Durations and ages as the reports say them. Numbers, metric values, limits and changes are
 * formatted in `metrics/format.ts`, the one place that knows units and scales. Plain text out;
 * callers escape where the text lands in Markdown.
 */

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
