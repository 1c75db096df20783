/**
 * What every benchmarked client produces, whatever its internals: per request, the times it
 * saw on its own `performance.now()` clock. `RequestRecord` from the product's client has this
 * shape already.
 */

/** One request as a client timed it (ms on the client's `performance.now()`). */
export interface ClientTrace {
  /** The `x-request-id` sent, to find the server's log of the same request. */
  id: string;
  /** Just before the request was handed to the connection. */
  sentMs: number;
  /** Arrival of each content event, in order. */
  contentMs: ArrayLike<number>;
  /** When the client saw the stream finish (`[DONE]`). */
  endMs: number;
  /** False when the client failed the request. */
  ok: boolean;
}

/** The load one client run puts on the ground-truth server. */
export interface LoadShape {
  /** Base URL including `/v1`. */
  baseUrl: string;
  /** Requests in flight at once (closed loop) and connections opened. */
  concurrency: number;
  /** Requests in all. */
  requests: number;
  /**
   * The first `concurrency` requests start spread evenly over this many ms instead of all at
   * once, so that the streams' events interleave rather than arrive in one burst per ITL.
   * 0 starts them together.
   */
  spreadMs: number;
  /** `max_tokens` asked for; the server's schedule decides the real count. */
  maxTokens: number;
  /** Prefix of every request id of the run, unique per run. */
  idPrefix: string;
}

/** The id of request number `index` (0-based, in sending order) of a run. */
export function requestId(idPrefix: string, index: number): string {
  return `${idPrefix}-${index}`;
}

/** Runs one closed-loop batch and returns a trace per request, in any order. */
export type ClientRunner = (shape: LoadShape) => Promise<ClientTrace[]>;
