/**
 * The spec's `probe` section, as written and as the probe runs it: how often, how many requests
 * at once, and the window the objectives are judged over. Defaults come from the schema.
 */
import { schemaDefault } from './schema.js';

/** `probe` as a user writes it (see `spec.schema.json`). */
export interface ProbeSpec {
  /** Seconds between the starts of two probes. @defaultValue 60 */
  interval_s?: number;
  /** Requests each probe sends at once. @defaultValue 1 */
  concurrency?: number;
  /** The objectives' window: exactly one of `probes` and `minutes`. @defaultValue `{probes: 20}` */
  window?: { probes?: number; minutes?: number };
}

/** What the objectives are judged over: the last `probes` probes, or those of the last `ms` milliseconds. */
export type ProbeWindowPlan = { kind: 'probes'; probes: number } | { kind: 'time'; ms: number };

/** The probe's settings with every default filled in. */
export interface ProbePlan {
  intervalMs: number;
  concurrency: number;
  window: ProbeWindowPlan;
}

/** The probe's plan from the spec's (validated) `probe` section, absent or not. */
export function resolveProbePlan(probe: ProbeSpec | undefined): ProbePlan {
  const window = probe?.window ?? (schemaDefault(['probe', 'window']) as NonNullable<ProbeSpec['window']>);
  return {
    intervalMs: (probe?.interval_s ?? (schemaDefault(['probe', 'interval_s']) as number)) * 1000,
    concurrency: probe?.concurrency ?? (schemaDefault(['probe', 'concurrency']) as number),
    window: window.minutes !== undefined ? { kind: 'time', ms: window.minutes * 60_000 } : { kind: 'probes', probes: window.probes ?? 20 },
  };
}

/** The window in words, for the probe's first log line: `the last 20 probes`, `the last 15 minutes`. */
export function describeWindow(window: ProbeWindowPlan): string {
  if (window.kind === 'probes') return window.probes === 1 ? 'the last probe' : `the last ${window.probes} probes`;
  const minutes = window.ms / 60_000;
  return minutes === 1 ? 'the last minute' : `the last ${minutes} minutes`;
}
