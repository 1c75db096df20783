/**
 * CPU time of another process, read from outside it while it runs: the sum over its threads of
 * `/proc/<pid>/task/<tid>/schedstat` (nanoseconds on a CPU; main thread, libuv pool, V8's GC and
 * compiler threads alike), sampled every few ms on CLOCK_MONOTONIC. The benchmark then reads the
 * CPU spent between two moments of the server's log (the first measured request's arrival and
 * the last one's end), so a client's start-up, warm-up and report writing stay out of its cost
 * per event. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { monotonicMs } from '../../src/sim/clock.js';

/** Sampling interval, ms: fine enough that a window's two partial intervals are a small share of it. */
const SAMPLE_MS = 5;

/** One reading: when, and the process's CPU so far (ns, all threads alive then). */
interface CpuSample {
  atMs: number;
  cpuNs: number;
}

/** Total CPU ns of `pid`'s live threads; undefined once the process is gone. */
export function processCpuNs(pid: number): number | undefined {
  try {
    let sum = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'latin1');
      sum += Number(text.slice(0, text.indexOf(' ')));
    }
    return sum;
  } catch {
    return undefined;
  }
}

/** Whether this machine can be measured this way. */
export function canSampleCpu(): boolean {
  return processCpuNs(process.pid) !== undefined;
}

/** Samples `pid` until stop(); `cpuBetweenUs` then interpolates the CPU spent in a window. */
export function sampleCpu(pid: number): { stop(): void; cpuBetweenUs(fromMs: number, toMs: number): number } {
  const samples: CpuSample[] = [];
  const take = (): void => {
    const cpuNs = processCpuNs(pid);
    if (cpuNs !== undefined) samples.push({ atMs: monotonicMs(), cpuNs });
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
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
      take();
      clearInterval(timer);
    },
    cpuBetweenUs: (fromMs, toMs) => (at(toMs) - at(fromMs)) / 1e3,
  };
}
