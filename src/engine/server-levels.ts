/**
 * The sweep's side of reading the server's metrics: a level's reads start when its measured
 * requests start and end when its last one finishes (from the sweep's progress callbacks, never
 * awaited there), and the level's figures join its statistics once it is over.
 */
import type { LevelStats, LevelDistribution } from '../model/level-stats.js';
import { levelKey, levelName, type SweepLevel } from '../model/level.js';
import type { ServerLevelStats } from '../model/server-metrics.js';
import type { ServerMetricsWatch } from '../server-metrics/watch.js';

/** Connects one run's sweep to its metrics watch; does nothing without one. */
export class ServerLevels {
  /**
   * @param endsOnProgress - false for adaptive levels, whose planned size may still grow after
   *   the count of finished requests reached it: their reads then end when the level is yielded.
   */
  constructor(private readonly watch: ServerMetricsWatch | undefined, private readonly endsOnProgress: boolean) {}

  /** Levels whose reads `beforeMeasure` already started, so `progress` does not start them again. */
  private readonly started = new Set<string>();

  /** The sweep's pause before a concurrency level's measured requests: the first read, awaited. */
  async beforeMeasure(level: SweepLevel): Promise<void> {
    if (this.watch === undefined) return;
    this.started.add(levelKey(level));
    await this.watch.levelStart(levelKey(level));
  }

  /**
   * The sweep's progress: measured requests of `level` finished so far, out of `total`. A rate
   * level, which has no pause before its measured requests, starts its reads here, unawaited.
   */
  progress(level: SweepLevel, finished: number, total: number): void {
    if (this.watch === undefined) return;
    const key = levelKey(level);
    if (finished === 0) {
      if (!this.started.delete(key)) void this.watch.levelStart(key);
    } else if (this.endsOnProgress && finished >= total) this.watch.levelEnd(key);
  }

  /** Puts the level's server figures on its statistics, with the client's TTFT minus the server's. */
  async attach(stats: LevelStats): Promise<void> {
    const server = await this.watch?.levelStats(levelKey(stats), levelName(stats));
    if (server !== undefined) stats.server = withTtftGap(server, stats.ttft_ms);
  }
}

/**
 * The client's TTFT p50 and p95 minus the server's own, when the engine publishes a TTFT
 * histogram: what the network, a gateway and the HTTP layer add. The server's percentile is
 * interpolated within its bucket, so the gap is only as fine as that bucket (`ttft_ms.p50_bucket_ms`).
 */
export function withTtftGap(server: ServerLevelStats, client: LevelDistribution): ServerLevelStats {
  const own = server.ttft_ms;
  if (own === undefined || own === null) return server;
  const gap = (c: number | null, s: number | null): number | null => (c === null || s === null ? null : Math.round((c - s) * 1000) / 1000);
  return { ...server, ttft_gap_ms: { p50: gap(client.p50, own.p50), p95: gap(client.p95, own.p95) } };
}
