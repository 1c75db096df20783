/**
 * CPU time of another process, read from outside it while it runs: the sum over its threads of
 * `/proc/<pid>/task/<tid>/schedstat` (nanoseconds on a CPU; main thread, libuv pool, V8's GC and
 * compiler threads alike, or a Python client's worker threads), sampled every few ms on
 * CLOCK_MONOTONIC. The benchmark then reads the CPU spent between two moments of the server's
 * log (the first measured request's arrival and the last one's end), so a client's start-up,
 * warm-up and report writing stay out of its cost per event. Linux only.
 *
 * A thread that exits takes its file with it; its CPU up to the last reading is kept, so the sum
 * never falls (a thread pool shutting down at the end of a run would otherwise make the last
 * interval's CPU negative). Reading one file per thread costs a few µs: for a process of
 * hundreds of threads the readings are spaced out so that the sampler, which shares the machine
 * with the client it measures, keeps to about 5 % of a core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { monotonicMs } from '../../src/sim/clock.js';

/** Shortest interval between readings, ms: fine enough that a window's two partial intervals are a small share of it. */
const SAMPLE_MS = 5;
/** The sampler's own time as a share of the interval, at most. */
const SAMPLER_SHARE = 0.05;

/** One reading: when, and the process's CPU so far (ns, all threads seen so far). */
interface CpuSample {
  atMs: number;
  cpuNs: number;
}

/** CPU ns of each of `pid`'s live threads, by thread id; undefined once the process is gone. */
export function threadCpuNs(pid: number): Map<string, number> | undefined {
  try {
    const byThread = new Map<string, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const text = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'latin1');
        byThread.set(tid, Number(text.slice(0, text.indexOf(' '))));
      } catch {
        // The thread exited between the listing and the read: its last reading stands.
      }
    }
    return byThread;
  } catch {
    return undefined;
  }
}

/** Total CPU ns of `pid`'s live threads; undefined once the process is gone. */
export function processCpuNs(pid: number): number | undefined {
  const byThread = threadCpuNs(pid);
  return byThread === undefined ? undefined : [...byThread.values()].reduce((a, b) => a + b, 0);
}

/** Whether this machine can be measured this way. */
export function canSampleCpu(): boolean {
  return processCpuNs(process.pid) !== undefined;
}

/** A process's CPU as sampled: the CPU spent in a window, and how far the samples reach. */
export interface CpuSampler {
  stop(): void;
  /** CPU µs between two CLOCK_MONOTONIC moments, interpolated; flat past the last sample. */
  cpuBetweenUs(fromMs: number, toMs: number): number;
  /**
   * The last sample's moment. The process may exit between two readings, and its CPU after the
   * last one is never read, so a window is measured only up to here (-Infinity before any sample).
   */
  sampledUntilMs(): number;
}

/** Samples `pid` until stop(); `cpuBetweenUs` then interpolates the CPU spent in a window. */
export function sampleCpu(pid: number): CpuSampler {
  const samples: CpuSample[] = [];
  const lastNs = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  const take = (): void => {
    const startMs = monotonicMs();
    const byThread = threadCpuNs(pid);
    if (byThread === undefined) return;
    for (const [tid, ns] of byThread) lastNs.set(tid, Math.max(ns, lastNs.get(tid) ?? 0));
    let cpuNs = 0;
    for (const ns of lastNs.values()) cpuNs += ns;
    const atMs = monotonicMs();
    samples.push({ atMs, cpuNs });
    timer = setTimeout(take, Math.max(SAMPLE_MS, (atMs - startMs) / SAMPLER_SHARE));
  };
  take();
  const at = (ms: number): number => {
    let i = samples.findIndex((s) => s.atMs >= ms);
    if (i === -1) i = samples.length - 1;
    if (i <= 0) return samples[0]?.cpuNs ?? 0;
    const a = samples[i - 1] as CpuSample;
    const b = samples[i] as CpuSample;
    const share = b.atMs > a.atMs ? Math.min(1, Math.max(0, (ms - a.atMs) / (b.atMs - a.atMs))) : 1;
    return a.cpuNs + share * (b.cpuNs - a.cpuNs);
  };
  return {
    stop() {
      clearTimeout(timer);
      take();
      clearTimeout(timer);
    },
    cpuBetweenUs: (fromMs, toMs) => (at(toMs) - at(fromMs)) / 1e3,
    sampledUntilMs: () => samples[samples.length - 1]?.atMs ?? -Infinity,
  };
}
