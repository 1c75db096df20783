/**
 * What a client run costs the process it runs in: wall time, CPU time (user + system, from
 * `process.cpuUsage`) and the event loop's delay (`monitorEventLoopDelay`).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Sampling interval of the event-loop delay histogram, ms (the finest Node allows). */
const LOOP_DELAY_RESOLUTION_MS = 1;

/** Cost of one measured call. */
export interface ClientCost<T> {
  result: T;
  wallMs: number;
  /** User + system CPU of the whole process during the call, µs. */
  cpuUs: number;
  /** 99th percentile of how late the loop's sampling timer fired, beyond its interval, ms. */
  loopDelayP99Ms: number;
  /** Largest such delay, ms. */
  loopDelayMaxMs: number;
}

/**
 * Whether this Node's delay histogram records the whole time between two firings of its
 * sampling timer, interval included (Node 20 does: an idle loop reads ≈ 1 ms), rather than
 * only the excess. Found once by watching an idle loop for `idleMs`.
 */
export async function loopDelayIncludesInterval(idleMs = 200): Promise<boolean> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  histogram.disable();
  return histogram.percentile(50) >= LOOP_DELAY_RESOLUTION_MS * 0.5e6;
}

/**
 * Runs `work` and measures it; see ClientCost.
 * @param includesInterval - from loopDelayIncludesInterval, so that the figures mean "delay" on any Node.
 */
export async function measureCost<T>(work: () => Promise<T>, includesInterval: boolean): Promise<ClientCost<T>> {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  histogram.enable();
  const cpuBefore = process.cpuUsage();
  const startMs = performance.now();
  const result = await work();
  const wallMs = performance.now() - startMs;
  const cpu = process.cpuUsage(cpuBefore);
  histogram.disable();
  const intervalNs = includesInterval ? LOOP_DELAY_RESOLUTION_MS * 1e6 : 0;
  const excessMs = (ns: number): number => Math.max(0, ns - intervalNs) / 1e6;
  return {
    result,
    wallMs,
    cpuUs: cpu.user + cpu.system,
    loopDelayP99Ms: excessMs(histogram.percentile(99)),
    loopDelayMaxMs: excessMs(histogram.max),
  };
}
