/**
 * Two sweeps run side by side, level by level: the candidate endpoint and a reference endpoint
 * get the same load at the same time, so a slower network or a busier runner during one level
 * hits both alike and cancels out of the comparison.
 *
 * Each side is an ordinary `runSweep` with its own closed loops (concurrency c each) or its own
 * open loop (the same seeded Poisson schedule, since both sides get the same seed). Three rules
 * keep the two aligned:
 * - a level starts on both sides together: the next level of either side is asked for only
 *   when both finished the previous one;
 * - at a closed-loop level, the first measured requests of both sides wait for each other (the
 *   warm-ups can take different times) and are then released alternately, one of each side;
 * - which side goes first alternates from level to level, so neither endpoint is systematically
 *   the first to send.
 */
import { runSweep, type LevelRun, type SweepOptions } from './sweep.js';

/** One level of both sides. */
export interface PairedLevel {
  candidate: LevelRun;
  /** Undefined when the reference's sweep ended early (a stop during its warm-up). */
  reference: LevelRun | undefined;
}

/**
 * Runs `candidate` and `reference` together and yields each level once both sides finished it.
 * The two option sets should describe the same levels; only their `send` (and progress) differ.
 */
export async function* runPairedSweep(candidate: SweepOptions, reference: SweepOptions): AsyncGenerator<PairedLevel> {
  const gate = new StartGate(candidate.signal);
  const a = runSweep(alignedSide(candidate, 0, gate));
  const b = runSweep(alignedSide(reference, 1, gate));
  let referenceDone = false;
  try {
    for (let level = 0; ; level++) {
      // The side asked first starts its level (and its open-loop timers) first: alternate it.
      const first = level % 2 === 0;
      const nextA = first ? a.next() : undefined;
      const nextB = referenceDone ? undefined : b.next();
      const [x, y] = await Promise.all([nextA ?? a.next(), nextB]);
      if (y?.done === true && !referenceDone) {
        referenceDone = true;
        // Nothing will come from the reference any more: the candidate must not wait for it.
        gate.disband();
      }
      if (x.done === true) return;
      yield { candidate: x.value, reference: y === undefined || y.done === true ? undefined : y.value };
    }
  } finally {
    gate.disband();
    await Promise.all([a.return(undefined), b.return(undefined)]);
  }
}

/** A side whose first measured requests of each closed-loop level wait at the gate. */
function alignedSide(options: SweepOptions, side: 0 | 1, gate: StartGate): SweepOptions {
  let level = -1;
  return {
    ...options,
    onProgress: (at, finished, total) => {
      // runSweep announces every level's measured batch with finished = 0 before sending it.
      if (finished === 0) level++;
      options.onProgress?.(at, finished, total);
    },
    send: async (slot) => {
      // Only the first wave waits: any later request follows a finished one, so the gate is open.
      // With conversations the first wave is the first turns of the first sessions.
      const wave = slot.turn === undefined ? slot.index : slot.turn === 0 ? slot.session! : Infinity;
      if (slot.phase === 'measure' && slot.level.rate === undefined && wave < slot.level.concurrency) await gate.wait(level, side);
      return options.send(slot);
    },
  };
}

/**
 * Holds each side's first requests of a level until both sides reached it, then lets them go
 * one of each side in turn, the side going first alternating by level.
 */
class StartGate {
  private readonly waiting = new Map<number, [Array<() => void>, Array<() => void>]>();
  private readonly scheduled = new Set<number>();
  private readonly opened = new Set<number>();
  private disbanded = false;

  constructor(private readonly signal: AbortSignal | undefined) {
    // A stop must never leave a request waiting for a side that will not come.
    signal?.addEventListener('abort', () => this.releaseAll(), { once: true });
  }

  wait(level: number, side: 0 | 1): Promise<void> {
    if (this.disbanded || this.opened.has(level) || this.signal?.aborted === true) return Promise.resolve();
    let queues = this.waiting.get(level);
    if (queues === undefined) {
      queues = [[], []];
      this.waiting.set(level, queues);
    }
    const mine = queues[side];
    const promise = new Promise<void>((resolve) => mine.push(resolve));
    if (queues[0].length > 0 && queues[1].length > 0 && !this.scheduled.has(level)) {
      // A side's first wave arrives in one synchronous stretch; release after it, not during it.
      this.scheduled.add(level);
      setImmediate(() => this.open(level));
    }
    return promise;
  }

  /** Opens the gate for good: every waiting request goes, and none waits from now on. */
  disband(): void {
    this.disbanded = true;
    this.releaseAll();
  }

  releaseAll(): void {
    for (const level of [...this.waiting.keys()]) this.open(level);
  }

  private open(level: number): void {
    const queues = this.waiting.get(level);
    this.opened.add(level);
    this.waiting.delete(level);
    if (queues === undefined) return;
    const [first, second] = level % 2 === 0 ? queues : [queues[1], queues[0]];
    for (let i = 0; i < Math.max(first.length, second.length); i++) {
      first[i]?.();
      second[i]?.();
    }
  }
}
