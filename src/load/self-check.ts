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
import { ResidualWaits } from '../stats/residual-wait.js';
import { watchReadTurns } from '../client/arrival.js';

/**
 * The own-delay percentiles the client-bound rule reads for tail figures (see `delayStat` in
 * `metrics/client-check.ts`: a figure's percentile p is guarded by the delay at 1 − (1 − p)/10).
 */
export const OWN_DELAY_PERCENTILES: readonly OwnDelayPercentile[] = [99, 99.5, 99.9];

/**
 * Interval of the tick that reads the loop's plain lateness (`loopDelayP99Ms`), in ms. Slow on
 * purpose: a timer that fires wakes an idle process, and on a virtual machine each wake-up costs
 * about 0.17 ms of CPU (a 5 ms timer alone used 33 ms a second of an idle process here), which
 * at 64 streams is several µs an event. The own delay needs no timer at all (see below).
 */
const TICK_MS = 100;

/**
 * The CPU the loop's own thread has used, in µs: `process.threadCpuUsage` where Node has it
 * (24; the Action's runtime), else the whole process's, whose V8 helper threads (concurrent
 * marking, compiling) can run while the loop's thread waits for a core and so read a stretch
 * as more of the client's own work than it was. Undefined on Windows, which counts process CPU
 * in 15.6 ms steps, too coarse to cap a stretch by.
 */
const threadCpu = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage;
const loopCpuUs = process.platform === 'win32' ? undefined : (): number => {
  const cpu = threadCpu === undefined ? process.cpuUsage() : threadCpu.call(process);
  return cpu.user + cpu.system;
};

/**
 * Busy time, ms, that stretches may add up to between two readings of the loop's CPU (see
 * `startSelfCheck`). A reading is a `getrusage` call, about 1 µs; made in every reading turn
 * (about 4 000 a second at 64 streams) it would cost about 4 ms of CPU a second. A stretch
 * shorter than this is taken at its length, never capped below it, and the CPU read after it is
 * charged to the stretch that reads it: a cap at most this much above the stretch's own CPU, a
 * bound never below the wait.
 */
const UNREAD_BUSY_MS = 0.5;

/**
 * The time the loop has spent outside its poll's wait since it started, ms: the `active` of
 * `performance.eventLoopUtilization()` (wall time less the poll's idle time) without the object
 * that call builds, since it runs in every reading turn (about 4 000 a second at 64 streams).
 * Only differences are read, so the loop's start time drops out.
 */
const loopActiveMs = (): number => performance.now() - performance.nodeTiming.idleTime;

/**
 * How long `idleFloor` watches the idle loop, in ms: short next to any sweep (the sweep gives
 * it less under a short time budget).
 */
export const IDLE_WINDOW_MS = 500;

/**
 * Starts watching; `stop()` returns what happened since.
 *
 * The own delay is what the client's own work makes a response wait: a response that arrives
 * while the loop runs callbacks is read when the loop next polls. So in every turn that reads
 * from a socket, as its poll hands the first one over (`watchReadTurns`), the watch reads the
 * loop's utilisation and its thread's CPU time (`loopCpuUs`), and the busy stretches between
 * those polls give the wait of a response arriving at any moment (`ResidualWaits`). A stretch
 * counts only the time the loop ran callbacks on a core: an idle process woken late, or a
 * callback taken off its core, by a machine whose cores are taken was waiting for one, and that
 * wait is the machine's, in the baseline's run as much as in this one. (A client that such a
 * machine starves is flagged by its loop's busy share.) The CPU is read only after a stretch,
 * or stretches together, of UNREAD_BUSY_MS or more: a short stretch is taken at its length.
 *
 * The plain lateness of a slow tick (what `monitorEventLoopDelay` reads, the machine's delays and
 * the client's together) is reported beside it.
 */
export function startSelfCheck(): { stop(): SelfSample } {
  // Lateness in ns + 1 (a recordable histogram takes integers ≥ 1).
  const loop = createHistogram();
  const waits = new ResidualWaits();
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const wall0 = performance.now();
  let tickWall = wall0;
  // Each poll that hands over a socket ends a busy stretch: what arrives while the loop runs
  // callbacks is read by the next poll. Stretches between two such polls that some other wait
  // for I/O parted (a turn that read no pool socket) are taken as one, as if the loop had been
  // busy without a break: a bound on the wait, never below it.
  // A stretch counts the CPU the loop's thread used in it, when that is less than its length: a
  // callback that a crowded machine took off its core was waiting for one, as an idle process
  // woken late does, and that wait is the machine's too. (Where `loopCpuUs` is undefined, a
  // stretch is its length.)
  let lastActiveMs = loopActiveMs();
  let lastCpuUs = loopCpuUs?.() ?? 0;
  // Busy time of the stretches since the CPU was last read (taken at their length).
  let unreadBusyMs = 0;
  let turns = 0;
  // What ran before the first response arrived (the level's first sends, c of them at once)
  // kept no response of the level waiting: it starts no stretch.
  const stretchEnded = (): void => {
    const activeMs = loopActiveMs();
    const busyMs = activeMs - lastActiveMs;
    lastActiveMs = activeMs;
    const first = turns++ === 0;
    if (loopCpuUs === undefined || (!first && unreadBusyMs + busyMs < UNREAD_BUSY_MS)) {
      if (!first) waits.add(busyMs);
      unreadBusyMs += busyMs;
      return;
    }
    // The CPU since the last reading covers this stretch and the unread ones before it: as a
    // cap on this stretch alone it is at most UNREAD_BUSY_MS too high, never too low.
    const cpuUs = loopCpuUs();
    if (!first) waits.add(Math.min(busyMs, (cpuUs - lastCpuUs) / 1000));
    lastCpuUs = cpuUs;
    unreadBusyMs = 0;
  };
  const unwatch = watchReadTurns(stretchEnded);
  const tick = setInterval(() => {
    const now = performance.now();
    loop.record(Math.round(Math.max(0, now - tickWall - TICK_MS) * 1e6) + 1);
    tickWall = now;
  }, TICK_MS);
  tick.unref();
  return {
    stop() {
      clearInterval(tick);
      unwatch();
      // What ran since the last reading turn ends its stretch; a watch that saw none (the idle
      // window) read nothing, and its active time was spread over waits, not one stretch.
      if (turns > 0) stretchEnded();
      const wallMs = performance.now() - wall0;
      const cpu = process.cpuUsage(cpu0);
      return readSample(loop, waits, wallMs, (cpu.user + cpu.system) / 1000, performance.eventLoopUtilization(elu0).utilization);
    },
  };
}

function readSample(loop: RecordableHistogram, waits: ResidualWaits, wallMs: number, cpuMs: number, loopBusyShare: number): SelfSample {
  // A reading per tick, in ns + 1; no tick yet reads 0.
  const late = (ns: number) => (loop.count > 0 ? Math.max(0, (ns - 1) / 1e6) : 0);
  return {
    loopDelayP99Ms: late(loop.percentile(99)),
    loopDelayMaxMs: late(loop.max),
    ownDelayAtMs: Object.fromEntries(OWN_DELAY_PERCENTILES.map((p) => [p, waits.quantile(p / 100, wallMs)])) as Record<OwnDelayPercentile, number>,
    ownDelayMaxMs: waits.max(),
    ownDelayMeanMs: waits.mean(wallMs),
    cpuShare: wallMs > 0 ? cpuMs / wallMs : 0,
    loopBusyShare,
    wallMs,
  };
}

/**
 * Watches the process while it does nothing for `windowMs` (or until `signal` aborts): what
 * the watch reads at rest on this machine, which is in every level's reading too and is no work
 * of the client's. At rest no socket is read, so its own delay is 0; its loop lateness is the
 * machine's (the wake-up from idle, libuv's millisecond timers).
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
