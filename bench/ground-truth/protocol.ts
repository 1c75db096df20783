/**
 * What the benchmark driver and the ground-truth server (a separate process) say to each other
 * over the IPC channel of `child_process.fork`. Messages use the `advanced` serialization, so
 * the write times travel as Float64Arrays instead of JSON text.
 */

/** The schedule every answer of one server follows; the same for every request, whatever the load. */
export interface GroundTruthConfig {
  /** Arrival of the request → first content event written. */
  ttftMs: number;
  /** Gap between consecutive content events of one answer. */
  itlMs: number;
  /** Content events (tokens) per answer; at least 1. */
  tokens: number;
  /**
   * How long before a deadline the server stops trusting its millisecond timer and finishes the
   * wait more precisely; 0 trusts the timer alone. See `schedule.ts`.
   */
  nearWindowMs: number;
  /** How the last stretch is waited: `spin` polls with setImmediate, `sleep` blocks in Atomics.wait. */
  nearMode: 'spin' | 'sleep';
  /**
   * Collect garbage before answering each `take` (the fidelity benchmark takes between client
   * runs), so no client's run pays for a collection of the run before it. Only where nothing is
   * being served during a take: the pause would land in a stream's schedule.
   */
  collectOnTake?: boolean;
  /**
   * Per-request noise, for verdict benchmarks: each request's TTFT and ITL are multiplied by their
   * own exp(σ·z), z standard normal, σ = this. Absent or 0: every request follows the exact schedule.
   */
  jitter?: number;
  /** Seed of the jitter's generator. @defaultValue 1 */
  seed?: number;
  /**
   * Slow drift shared by every request and by every server given the same `epochMs`: TTFT and ITL
   * are multiplied by 1 + amplitude · sin(2π · (wall-clock ms − epochMs) / (periodS · 1000)) at the
   * request's arrival. Models an endpoint whose speed moves with the time of day. Absent: none.
   */
  drift?: { amplitude: number; periodS: number; epochMs: number };
  /**
   * Also answer `GET /metrics` with a vLLM page (`metrics-page.ts`) whose figures move on with the
   * answers finished, for measuring what reading a server's metrics costs a client. Absent or
   * false: `/metrics` is not found, as before.
   */
  metrics?: boolean;
}

/** One answered request, as the server wrote it. All times are CLOCK_MONOTONIC ms (`monotonicMs`). */
export interface ServedRequest {
  /** The request's `x-request-id` header. */
  id: string;
  /** When the whole request (head and body) had been read. The schedule starts here. */
  arrivalMs: number;
  /** Just after each content event's socket write returned, in order. */
  contentMs: Float64Array;
  /**
   * Just before each content event's socket write was called. On loopback the kernel hands the
   * bytes to the reader inside that call, so the event left between this and `contentMs`; a
   * wide gap means the server was pre-empted there and the moment is uncertain.
   */
  contentWriteStartMs: Float64Array;
  /** Just after the tail (finish, usage and `[DONE]` events, end of body) was written. */
  endMs: number;
  /** Just before the tail's write was called. */
  endWriteStartMs: number;
  /**
   * Content writes that the kernel did not take at once (they waited in the socket's user-space
   * buffer), so their logged time is earlier than their real send. Should be 0.
   */
  queuedWrites: number;
  /** False when the client went away before the answer finished. */
  completed: boolean;
}

/** Child → parent: listening. */
export interface ReadyMessage {
  type: 'ready';
  port: number;
}

/** Child → parent: every request finished since the previous `take`, removed from the server's memory. */
export interface LogMessage {
  type: 'log';
  requests: ServedRequest[];
  /** The server process's CPU (user + system) since the previous `take`, µs. */
  cpuUs: number;
  /** Wall time since the previous `take`, ms. */
  wallMs: number;
  /** When each `GET /metrics` since the previous `take` was answered, CLOCK_MONOTONIC ms (empty without `metrics`). */
  metricsReadsMs: number[];
}

/** Parent → child. `take` asks for the log; `stop` ends the process. */
export interface ControlMessage {
  type: 'take' | 'stop';
}

export type ServerMessage = ReadyMessage | LogMessage;
