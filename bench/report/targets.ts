/**
 * The accuracy targets: at each level, our client's errors may exceed the raw-socket floor by
 * at most 0.5 ms at the median and 1.5 ms at p99 (TTFT, ITL and E2E alike), and it may spend
 * less than 10 µs of CPU per content event. They are promised up to 25.6 k events/s
 * (256 streams × 10 ms ITL); heavier levels are measured and reported, not promised.
 */
import type { ClientFigures } from './aggregate.js';
import type { Spread } from '../measure/summary.js';

/** Largest allowed (ours − raw) error at the median, ms. */
export const P50_MARGIN_MS = 0.5;
/** Largest allowed (ours − raw) error at p99, ms. */
export const P99_MARGIN_MS = 1.5;
/** Largest allowed client CPU per content event, µs (exclusive). */
export const CPU_LIMIT_US_PER_EVENT = 10;
/** Heaviest scheduled load the targets are promised for, events/s. */
export const PROMISED_UP_TO_EVENTS_PER_S = 25_600;

/** The verdict for one level. */
export interface TargetCheck {
  /** Largest (ours − raw) median error over TTFT, ITL and E2E, ms. */
  p50ExcessMs: number;
  /** Largest (ours − raw) p99 error over TTFT, ITL and E2E, ms. */
  p99ExcessMs: number;
  p50Ok: boolean;
  p99Ok: boolean;
  cpuOk: boolean;
  /** Whether the level is within the promised range. */
  promised: boolean;
}

function excess(ours: Spread, raw: Spread, key: 'p50Ms' | 'p99Ms'): number {
  const a = ours[key];
  const b = raw[key];
  return a === null || b === null ? Number.NaN : a - b;
}

/** Checks our row against the raw row of the same level. */
export function checkTargets(ours: ClientFigures, raw: ClientFigures, scheduledEventsPerS: number): TargetCheck {
  const pairs = [
    [ours.ttftError, raw.ttftError],
    [ours.itlError, raw.itlError],
    [ours.e2eError, raw.e2eError],
  ] as const;
  const p50ExcessMs = Math.max(...pairs.map(([o, r]) => excess(o, r, 'p50Ms')));
  const p99ExcessMs = Math.max(...pairs.map(([o, r]) => excess(o, r, 'p99Ms')));
  return {
    p50ExcessMs,
    p99ExcessMs,
    p50Ok: p50ExcessMs <= P50_MARGIN_MS,
    p99Ok: p99ExcessMs <= P99_MARGIN_MS,
    cpuOk: ours.cpuUsPerEvent < CPU_LIMIT_US_PER_EVENT,
    promised: scheduledEventsPerS <= PROMISED_UP_TO_EVENTS_PER_S,
  };
}
