/**
 * The runner watching itself while it measures. A load generator that is busy (parsing, GC,
 * a neighbour on a shared CI runner) delays its own timestamps and reports that delay as the
 * server's TTFT and ITL. Over each measured batch we record how late the event loop ran and how
 * much CPU the process used, so a level can be flagged when the client, not the server, may be
 * the bottleneck (see `clientCheck` in metrics).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { SelfSample } from '../model/client-check.js';

/**
 * Sampling interval of the loop-delay histogram, in ms. On Node 20 the histogram records the
 * whole interval rather than only the lateness, so an idle loop reads ≈ this value; it is
 * subtracted, and readings below it are 0.
 */
const RESOLUTION_MS = 5;

/** Starts watching; `stop()` returns what happened since. */
export function startSelfCheck(): { stop(): SelfSample } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  return {
    stop() {
      histogram.disable();
      const wallMs = performance.now() - wall0;
      const cpu = process.cpuUsage(cpu0);
      const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
      const sample: SelfSample = {
        loopDelayP99Ms: histogram.count > 0 ? late(histogram.percentile(99)) : 0,
        loopDelayMaxMs: histogram.count > 0 ? late(histogram.max) : 0,
        cpuShare: wallMs > 0 ? (cpu.user + cpu.system) / 1000 / wallMs : 0,
        wallMs,
      };
      histogram.reset();
      return sample;
    },
  };
}
