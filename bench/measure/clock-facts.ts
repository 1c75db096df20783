/**
 * Facts about time on this machine that bound any latency measurement here: how fine
 * `performance.now()` is and what a reading costs, and how long the smallest HTTP exchange
 * over loopback takes between two processes.
 */
import { connect } from 'node:net';
import { percentile } from '../../src/stats/percentile.js';
import { PONG_BYTES } from '../ground-truth/wire.js';

/** The clock's granularity and cost. */
export interface ClockResolution {
  /** Smallest nonzero difference between two consecutive `performance.now()` readings, ns. */
  perfNowStepNs: number;
  /** Mean cost of one `performance.now()` call, ns. */
  perfNowCostNs: number;
  /** Mean cost of one `process.hrtime.bigint()` call, ns (what `monotonicMs` reads). */
  hrtimeCostNs: number;
  /** Readings taken. */
  reads: number;
}

/** Reads the clock `reads` times back to back; see ClockResolution. */
export function clockResolution(reads = 2_000_000): ClockResolution {
  let stepMs = Number.POSITIVE_INFINITY;
  let previous = performance.now();
  const startMs = previous;
  for (let i = 0; i < reads; i++) {
    const now = performance.now();
    const diff = now - previous;
    if (diff > 0 && diff < stepMs) stepMs = diff;
    previous = now;
  }
  const perfNowCostNs = ((performance.now() - startMs) / reads) * 1e6;
  const hrStartMs = performance.now();
  let sink = 0n;
  for (let i = 0; i < reads; i++) sink ^= process.hrtime.bigint();
  const hrtimeCostNs = ((performance.now() - hrStartMs) / reads) * 1e6 + (sink === -1n ? 1 : 0);
  return { perfNowStepNs: stepMs * 1e6, perfNowCostNs, hrtimeCostNs, reads };
}

/** Round trips of a tiny HTTP request on one kept-alive loopback connection. */
export interface LoopbackRoundTrip {
  p50Us: number;
  p99Us: number;
  minUs: number;
  tries: number;
}

/**
 * Sends `GET /ping` to the ground-truth server `tries` times, one at a time on one connection,
 * and times write → complete response. The first 20 are warm-up and not counted.
 */
export function loopbackRoundTrip(port: number, tries = 400): Promise<LoopbackRoundTrip> {
  const warmUp = 20;
  const request = `GET /ping HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`;
  const samplesUs = new Float64Array(tries);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, noDelay: true });
    let done = 0;
    let received = 0;
    let sentMs = 0;
    const sendOne = (): void => {
      received = 0;
      sentMs = performance.now();
      socket.write(request);
    };
    socket.on('connect', sendOne);
    socket.on('error', reject);
    socket.on('data', (buf: Buffer) => {
      const nowMs = performance.now();
      received += buf.length;
      if (received < PONG_BYTES.length) return;
      if (done >= warmUp) samplesUs[done - warmUp] = (nowMs - sentMs) * 1e3;
      done += 1;
      if (done < tries + warmUp) {
        sendOne();
        return;
      }
      socket.end();
      samplesUs.sort();
      resolve({
        p50Us: percentile(samplesUs, 50) as number,
        p99Us: percentile(samplesUs, 99) as number,
        minUs: samplesUs[0] as number,
        tries,
      });
    });
  });
}
