/**
 * The benchmark's grid: concurrency 1 → 512 and content events per second 1 k → 51 k, each
 * level with its own ground-truth schedule. Request counts are sized so that one client run
 * lasts about RUN_TARGET_MS, which keeps the whole benchmark within five minutes on two cores.
 */

/** One load level: a server schedule and the closed loop put on it. */
export interface Level {
  /** Short label, e.g. `256×10ms`. */
  name: string;
  concurrency: number;
  /** Server schedule: arrival → first content event, ms. */
  ttftMs: number;
  /** Server schedule: gap between content events, ms. */
  itlMs: number;
  /** Content events per answer. */
  tokens: number;
  /** Requests per client run (a whole number of rounds of `concurrency`). */
  requests: number;
  /** The events per second the schedule asks for: concurrency × 1000 / ITL. */
  scheduledEventsPerS: number;
}

/** How long one client run at one level should last, ms. */
export const RUN_TARGET_MS = 2_500;

/** Every answer's length in tokens: enough ITL gaps per request without long rounds. */
const TOKENS = 64;

/** Arrival → first token; short, since the client's accuracy, not the server's speed, is measured. */
const TTFT_MS = 20;

function level(concurrency: number, itlMs: number): Level {
  const requestMs = TTFT_MS + (TOKENS - 1) * itlMs;
  const rounds = Math.max(2, Math.round(RUN_TARGET_MS / requestMs));
  return {
    name: `${concurrency}×${itlMs}ms`,
    concurrency,
    ttftMs: TTFT_MS,
    itlMs,
    tokens: TOKENS,
    requests: concurrency * rounds,
    scheduledEventsPerS: (concurrency * 1000) / itlMs,
  };
}

/**
 * The levels, lightest first. 256 × 10 ms (25.6 k events/s) is the heaviest level the accuracy
 * targets are promised for; 512 × 10 ms shows what lies beyond.
 */
export const LEVELS: readonly Level[] = [
  level(1, 10),
  level(1, 1),
  level(16, 5),
  level(64, 5),
  level(256, 10),
  level(512, 10),
];

/** A short level run once per client before measuring, so JIT compilation is not measured. */
export const WARM_UP: Level = level(16, 2);

/** Client runs per client per level; figures are the medians over them. */
export const REPEATS = 5;
