/**
 * The serving model behind the simulated endpoint: continuous batching, as LLM inference
 * servers do it, reduced to a handful of settings (see `SimConfig`).
 *
 * - The engine runs one *step* at a time. A step is either a **prefill** or a **decode**.
 * - A request is *admitted* when fewer than `maxBatch` sequences are active; otherwise it waits
 *   in a first-in-first-out queue. Admission happens at step boundaries, as a real scheduler
 *   decides between steps; an idle engine admits at once (together with whatever arrives in
 *   the same turn of the event loop).
 * - Newly admitted requests are prefilled together, ahead of decoding, in one step lasting
 *   `prefillBaseMs + prefillPerTokenMs × (their prompt tokens)`. Sequences already decoding
 *   get no token during it: a new arrival stalls the batch, so their inter-token gap shows a
 *   spike. At its end each prefilled request has its first token.
 * - Otherwise the engine runs a decode step of `decodeBaseMs + decodePerSeqMs × (sequences
 *   decoding)`; at its end every decoding sequence has one more token. A sequence leaves the
 *   batch with its last token, freeing its slot for the next step.
 * - `jitter` multiplies every step's duration by a factor drawn uniformly from
 *   [1 − jitter, 1 + jitter] with the seeded generator, so a run is reproducible.
 *
 * What a sweep therefore shows: with c ≤ maxBatch requests in flight, a request's time to
 * first token is about one prefill and its gaps are one decode step, so output tokens per second
 * grow almost linearly with c (steps get only slightly longer). Past maxBatch the batch is full:
 * throughput stays flat and the extra requests queue, so time to first token jumps by about a
 * whole request's duration per extra batch-load of waiting requests — the knee.
 *
 * Steps are scheduled against absolute deadlines (each step starts at the previous deadline, not
 * at the moment its timer happened to fire), so timer lateness does not accumulate. When the
 * process was stalled for longer than `REBASE_AFTER_MS`, the model does not race to catch up
 * (an accelerator would not either): the next step starts from the present instead.
 */
import type { EngineClock } from './clock.js';
import type { SimConfig } from './config.js';
import { createRandom, type Random } from '../stats/random.js';

/** The settings the model reads. */
export type ModelConfig = Pick<
  SimConfig,
  'prefillBaseMs' | 'prefillPerTokenMs' | 'decodeBaseMs' | 'decodePerSeqMs' | 'maxBatch' | 'jitter' | 'seed'
>;

/**
 * Lateness beyond which the next step starts from the present rather than the missed deadline.
 * Smaller lateness (ordinary timer slack) is absorbed by the absolute schedule.
 */
export const REBASE_AFTER_MS = 5;

/** Nominal (jitter-free) duration of one prefill step covering `promptTokens` tokens, in ms. */
export function prefillDurationMs(config: Pick<SimConfig, 'prefillBaseMs' | 'prefillPerTokenMs'>, promptTokens: number): number {
  return config.prefillBaseMs + config.prefillPerTokenMs * promptTokens;
}

/** Nominal (jitter-free) duration of one decode step with `runningSeqs` sequences decoding, in ms. */
export function decodeStepMs(config: Pick<SimConfig, 'decodeBaseMs' | 'decodePerSeqMs'>, runningSeqs: number): number {
  return config.decodeBaseMs + config.decodePerSeqMs * runningSeqs;
}

/** One sequence to generate. */
export interface SequenceRequest {
  /** Prompt tokens to prefill (sets the prefill cost). */
  promptTokens: number;
  /** Tokens to generate, at least 1. */
  outputTokens: number;
  /** Called when the sequence takes a batch slot, just before its prefill step starts; never from inside `submit`. */
  onAdmit?: () => void;
  /**
   * Called at the end of the step that produced token `index` (0-based); `last` is true for the
   * final one, after which the sequence has left the batch.
   */
  onToken: (index: number, last: boolean) => void;
}

/** Lets the owner of a sequence withdraw it (e.g. the client disconnected). */
export interface SequenceHandle {
  /** Drop the sequence: out of the queue, or out of the batch from the next step on. Idempotent. */
  cancel(): void;
}

/** One step as it was run; for tests, benchmarks and debugging. */
export interface StepRecord {
  kind: 'prefill' | 'decode';
  /** Scheduled start, on the model's clock (ms). */
  startMs: number;
  /** Duration including jitter (ms). */
  durationMs: number;
  /** Sequences served by the step: those prefilled, or those decoding. */
  batchSize: number;
}

/** Collaborators of the model. */
export interface ModelOptions {
  clock: EngineClock;
  /** Called when each step is scheduled. */
  onStep?: (step: StepRecord) => void;
}

interface Sequence {
  request: SequenceRequest;
  produced: number;
  cancelled: boolean;
}

interface Step {
  kind: StepRecord['kind'];
  endMs: number;
  seqs: Sequence[];
}

/** The continuous-batching engine described at the top of this file. */
export class ServingModel {
  private readonly config: ModelConfig;
  private readonly clock: EngineClock;
  private readonly onStep: ((step: StepRecord) => void) | undefined;
  private readonly random: Random;
  private readonly waiting: Sequence[] = [];
  /** Admitted and not finished, in admission order. */
  private readonly active: Sequence[] = [];
  private current: Step | undefined;
  private cancelTimer: (() => void) | undefined;
  private stopped = false;

  constructor(config: ModelConfig, options: ModelOptions) {
    this.config = config;
    this.clock = options.clock;
    this.onStep = options.onStep;
    this.random = createRandom(config.seed);
  }

  /** Sequences waiting for a batch slot. */
  get queuedCount(): number {
    return this.waiting.length;
  }

  /** Sequences holding a batch slot (being prefilled or decoding). */
  get activeCount(): number {
    return this.active.length;
  }

  /** Queue a sequence; an idle engine starts its prefill at once (dated now, run after the current event-loop turn). */
  submit(request: SequenceRequest): SequenceHandle {
    const seq: Sequence = { request, produced: 0, cancelled: false };
    if (!this.stopped) {
      this.waiting.push(seq);
      if (this.current === undefined && this.cancelTimer === undefined) {
        // An idle engine wakes at the time of this arrival, but only after the current turn of
        // the event loop, so requests arriving together share the first prefill step as they
        // would on a real server.
        const startMs = this.clock.now();
        this.cancelTimer = this.clock.schedule(startMs, () => {
          this.cancelTimer = undefined;
          this.startStep(startMs);
        });
      }
    }
    return { cancel: () => this.cancel(seq) };
  }

  /** Stop for good: cancel the pending step and forget every sequence without calling back. */
  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    this.current = undefined;
    for (const seq of [...this.waiting, ...this.active]) seq.cancelled = true;
    this.waiting.length = 0;
    this.active.length = 0;
  }

  private cancel(seq: Sequence): void {
    if (seq.cancelled) return;
    seq.cancelled = true;
    removeFrom(this.waiting, seq);
    // Leaving `active` now frees the slot and shortens the next decode step; a step already
    // under way still takes its full time, as the work was already launched.
    removeFrom(this.active, seq);
  }

  private jittered(nominalMs: number): number {
    if (this.config.jitter === 0) return nominalMs;
    return Math.max(0, nominalMs * (1 + this.config.jitter * (2 * this.random() - 1)));
  }

  private startStep(startMs: number): void {
    const admitted: Sequence[] = [];
    while (this.waiting.length > 0 && this.active.length < this.config.maxBatch) {
      const seq = this.waiting.shift() as Sequence;
      this.active.push(seq);
      admitted.push(seq);
    }
    for (const seq of admitted) seq.request.onAdmit?.();
    // A callback may have cancelled what it was just told about.
    const toPrefill = admitted.filter((s) => !s.cancelled);
    let step: Step;
    let durationMs: number;
    if (toPrefill.length > 0) {
      const promptTokens = toPrefill.reduce((sum, s) => sum + s.request.promptTokens, 0);
      durationMs = this.jittered(prefillDurationMs(this.config, promptTokens));
      step = { kind: 'prefill', endMs: startMs + durationMs, seqs: toPrefill };
    } else if (this.active.length > 0) {
      durationMs = this.jittered(decodeStepMs(this.config, this.active.length));
      step = { kind: 'decode', endMs: startMs + durationMs, seqs: [...this.active] };
    } else {
      this.current = undefined;
      return;
    }
    this.current = step;
    this.onStep?.({ kind: step.kind, startMs, durationMs, batchSize: step.seqs.length });
    this.cancelTimer = this.clock.schedule(step.endMs, () => this.finishStep(step));
  }

  private finishStep(step: Step): void {
    if (this.current !== step) return;
    this.cancelTimer = undefined;
    for (const seq of step.seqs) {
      if (seq.cancelled) continue;
      const index = seq.produced;
      seq.produced += 1;
      const last = seq.produced >= seq.request.outputTokens;
      if (last) removeFrom(this.active, seq);
      seq.request.onToken(index, last);
      if (this.stopped) return;
    }
    const nowMs = this.clock.now();
    this.startStep(nowMs - step.endMs > REBASE_AFTER_MS ? nowMs : step.endMs);
  }
}

function removeFrom<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}
