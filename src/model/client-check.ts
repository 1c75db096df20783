/**
 * The client watching itself: what the measuring process did during a level or the idle window
 * before the first (`SelfSample`, kept in memory) and the judgement written to results.json
 * `levels[].client` (`ClientCheck`). See docs/self-check.md.
 */

/** The own-delay percentiles the client-bound rule reads for tail figures. */
export type OwnDelayPercentile = 99 | 99.5 | 99.9;

/** How far the client's own delay could have moved one judged figure. */
export interface FigureBound {
  /** Metric path, as in `checks[].metric`. */
  metric: string;
  /** The most the client's own delay could have moved the figure, in the metric's unit. */
  shift_bound: number;
  /** The change judged there (`max_change`, or the resolution) in the same unit. */
  allowed_change: number;
}

/** The self-check of one level, as written in results.json `levels[].client`. */
export interface ClientCheck {
  /** Event-loop delay p99 of the measuring process during the level (how late a 100 ms tick fired), in ms. */
  loop_delay_p99_ms: number;
  /** CPU used by the measuring process / wall time (1 = one full core). */
  cpu_share: number;
  /** Share of the level's wall time the event loop was running callbacks rather than waiting for I/O (0–1). */
  loop_busy_share: number;
  /** True when the client's own delay could move a judged figure by a material share of its allowed change, or the process used nearly a full core. */
  bound: boolean;
  /** Why the level is flagged, with the figures; null when it is not. */
  reason: string | null;
  /** Event-loop delay p99 of the idle process before the first level, in ms; null when not measured. */
  idle_loop_delay_p99_ms: number | null;
  /** How long a response arriving during the level waited for the process's own callbacks to end (see `startSelfCheck`), mean, in ms. */
  own_delay_mean_ms: number;
  /** The same, p99. */
  own_delay_p99_ms: number;
  /** Its p99 at rest before the first level (the floor held against, like the mean at rest), in ms; null when not measured. */
  idle_own_delay_p99_ms: number | null;
  /** Each judged figure: how far the client's own delay could have moved it, next to its allowed change. */
  figures: FigureBound[];
}

/** What the process did during one measured batch (or the idle window). */
export interface SelfSample {
  /** Event-loop delay p99 in ms: how late a 100 ms tick fired (the machine's delays and the client's). */
  loopDelayP99Ms: number;
  /** Largest event-loop delay seen, in ms, same correction. */
  loopDelayMaxMs: number;
  /**
   * The process's own delay at each of `OWN_DELAY_PERCENTILES`, in ms: how long a response
   * arriving at a moment of the watch waits for the loop's callbacks to end, from the loop's busy
   * stretches between the turns that read a socket (see `startSelfCheck`).
   */
  ownDelayAtMs: Readonly<Record<OwnDelayPercentile, number>>;
  /** The longest own delay: the longest busy stretch, ms. */
  ownDelayMaxMs: number;
  /** Mean own delay over the watch, ms. */
  ownDelayMeanMs: number;
  /** CPU time (user + system) / wall time: 1 is one full core. */
  cpuShare: number;
  /** Share of the wall time the event loop was running callbacks rather than waiting for I/O (its utilisation, 0–1). */
  loopBusyShare: number;
  /** Wall time watched, in ms. */
  wallMs: number;
}

