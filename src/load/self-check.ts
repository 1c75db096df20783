/**
 * The runner watching itself while it measures. A load generator that is busy (parsing, GC,
 * a neighbour on a shared CI runner) delays its own timestamps and reports that delay as the
 * server's TTFT and ITL. Over each measured batch we record how late the event loop ran and how
 * much CPU the process used, so a level can be flagged when the client, not the server, may be
 * the bottleneck (see `clientCheck` in metrics). Before the first level the same watch runs over
 * a short quiet window (`idleFloor`): what an idle process reads on this machine, so a level is
 * judged by what it adds to that.
 */
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import type { OwnDelayPercentile, SelfSample } from '../model/client-check.js';

/**
 * The own-delay percentiles the client-bound rule reads for tail figures (see `delayStat` in
 * `metrics/client-check.ts`: a figure's percentile p is guarded by the delay at 1 − (1 − p)/10).
 */
export const OWN_DELAY_PERCENTILES: readonly OwnDelayPercentile[] = [99, 99.5, 99.9];

/** Interval of the tick that reads the loop's delay and the own delay, in ms. */
const RESOLUTION_MS = 5;

/**
 * How long `idleFloor` watches the idle loop, in ms: 100 ticks, enough for a mean and a p99,
 * short next to any sweep (the sweep gives it less under a short time budget).
 */
export const IDLE_WINDOW_MS = 500;

/**
 * Starts watching; `stop()` returns what happened since.
 *
 * A late timer alone does not say whose delay it was: on a shared machine an idle process also
 * waits for a core to wake up on, and that wait is the machine's, in the baseline's run as much
 * as in this one. So each 5 ms tick also reads the loop's utilisation: a tick that fired d ms
 * late after the loop spent b ms running callbacks (rather than waiting in the poll for I/O)
 * was held up by the client's own work for at most min(d, b). A busy client (parsing, GC,
 * anything in its loop, however slowly a crowded machine runs it) is in its callbacks while its
 * timers wait; an idle client woken late is not.
 */
export function startSelfCheck(): { stop(): SelfSample } {
  // Both readings come from the one tick, in ns + 1 (a recordable histogram takes integers
  // ≥ 1): its plain lateness (what `monitorEventLoopDelay` reads, with a timer of its own that
  // would wake the process as often again) and the own delay.
  const loop = createHistogram();
  const own = createHistogram();
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const wall0 = performance.now();
  let tickWall = wall0;
  let tickElu = elu0;
  const tick = setInterval(() => {
    const now = performance.now();
    const elu = performance.eventLoopUtilization();
    const lateMs = Math.max(0, now - tickWall - RESOLUTION_MS);
    const busyMs = elu.active - tickElu.active;
    loop.record(Math.round(lateMs * 1e6) + 1);
    own.record(Math.round(Math.min(lateMs, busyMs) * 1e6) + 1);
    tickWall = now;
    tickElu = elu;
  }, RESOLUTION_MS);
  tick.unref();
  return {
    stop() {
      clearInterval(tick);
      const wallMs = performance.now() - wall0;
      const cpu = process.cpuUsage(cpu0);
      return readSample(loop, own, wallMs, (cpu.user + cpu.system) / 1000, performance.eventLoopUtilization(elu0).utilization);
    },
  };
}

function readSample(loop: RecordableHistogram, own: RecordableHistogram, wallMs: number, cpuMs: number, loopBusyShare: number): SelfSample {
  // Both hold a reading per tick, in ns + 1; no tick yet reads 0.
  const mine = (ns: number) => (own.count > 0 ? Math.max(0, (ns - 1) / 1e6) : 0);
  return {
    loopDelayP99Ms: mine(loop.percentile(99)),
    loopDelayMaxMs: mine(loop.max),
    ownDelayAtMs: Object.fromEntries(OWN_DELAY_PERCENTILES.map((p) => [p, mine(own.percentile(p))])) as Record<OwnDelayPercentile, number>,
    ownDelayMaxMs: mine(own.max),
    ownDelayMeanMs: mine(own.mean),
    cpuShare: wallMs > 0 ? cpuMs / wallMs : 0,
    loopBusyShare,
    wallMs,
  };
}

/**
 * Watches the process while it does nothing for `windowMs` (or until `signal` aborts): what
 * the watch reads at rest on this machine (the timer's own cost, libuv's millisecond rounding,
 * the wake-up from idle), which is in every level's reading too and is no work of the client's.
 */
export async function idleFloor(windowMs = IDLE_WINDOW_MS, signal?: AbortSignal): Promise<SelfSample> {
  const watch = startSelfCheck();
  await new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, windowMs);
    signal?.addEventListener('abort', done, { once: true });
  });
  return watch.stop();
}
