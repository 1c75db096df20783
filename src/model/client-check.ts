/**
 * The client watching itself: what the measuring process did during a level (`SelfSample`, kept
 * in memory) and the judgement written to results.json `levels[].client` (`ClientCheck`).
 */

/** The self-check of one level, as written in results.json `levels[].client`. */
export interface ClientCheck {
  /** Event-loop delay p99 of the measuring process during the level, in ms. */
  loop_delay_p99_ms: number;
  /** CPU used by the measuring process / wall time (1 = one full core). */
  cpu_share: number;
  /** True when the client's own delay is a material share of what it measured. */
  bound: boolean;
  /** Why the level is flagged, with the figures; null when it is not. */
  reason: string | null;
}

/** What the process did during one measured batch. */
export interface SelfSample {
  /** Event-loop delay p99 in ms, with the sampling interval taken out. */
  loopDelayP99Ms: number;
  /** Largest event-loop delay seen, in ms, same correction. */
  loopDelayMaxMs: number;
  /** CPU time (user + system) / wall time: 1 is one full core. */
  cpuShare: number;
  /** Wall time watched, in ms. */
  wallMs: number;
}
