/**
 * One request in flight (`Exchange`): the undici dispatch handler that timestamps each body
 * chunk, has it read as server-sent events, counts what the events tell (`event-tally.ts`),
 * classifies failures and builds the request's record. Its life is one phase
 * (`request-phase.ts`); `StreamingClient` (`stream-core.ts`) makes and launches it.
 *
 * Its hot path's devices, each kept for a measured reason (docs/accuracy.md): every chunk is
 * stamped first, with its socket's stamp when it has one (`arrival.ts`; ed54b04: a burst's
 * first events 0.4–0.6 ms apart, 31–71 ms when stamped in undici's callback); stream chunks are
 * read in the check phase from one process-wide queue (`unread-chunks.ts`; 6781c95, b767a20);
 * timer callbacks are static methods, not closures per request, and finished streams hand
 * their SSE readers on (b767a20: 299–311 KB/s promoted at 64 streams, 438–477 before); known
 * content frames are read from their bytes (`event-tally.ts`; 7ee95e4, 3868422).
 */
import type { Dispatcher } from 'undici';
import { classifyNetworkError, notStreamingError } from './classify.js';
import { BodyExcerpt, bodyMode, encodingMessage, firstValue, unaskedEncoding, type BodyMode } from './response-body.js';
import type { EndpointConfig } from './types.js';
import { DRAIN_DEADLINE_MS, type ErrorKind, type RequestError, type RequestRecord } from '../model/record.js';
import { redactSecret } from './redact.js';
import type { ProxyRoute } from './proxy.js';
import type { ConnectionChoice, ConnectionLedger } from './connection-ledger.js';
import { writingNow, type SocketTaker } from './connect-timing.js';
import { SseReader } from './sse.js';
import { flushArrivals, readingArrivalMs } from './arrival.js';
import { readLater, type QueuedChunkReader } from './unread-chunks.js';
import { Phase, Step, nextPhase, recorded } from './request-phase.js';
import { EventTally, type TallyOwner } from './event-tally.js';
import type { ApiAdapter } from './api-adapter.js';

/** Longest SSE event accepted, in characters; a longer one fails the request as `bad_event`. */
export const MAX_EVENT_CHARS = 8 * 1024 * 1024;

/**
 * What the requests of one client share, held once by the client rather than field by field
 * by each request: the API's adapter, the endpoint, the stall timeout, the proxy route, the
 * requests in flight, and the SSE readers of finished streams, which the next streams reuse.
 */
export interface ClientShared {
  readonly adapter: ApiAdapter;
  readonly endpoint: EndpointConfig;
  readonly stallTimeoutMs: number | undefined;
  readonly route: ProxyRoute;
  readonly live: Set<Exchange>;
  /** Readers no stream is using; a client never holds more than it had streams at once. */
  readonly readers: SseReader[];
  /** The main pool's connections, to enter each response against the connection it came on. */
  readonly ledger: ConnectionLedger;
  /** Sends a request again on a new connection (`StreamingClient#resend`); false when it cannot. */
  readonly resend: (failed: Exchange) => boolean;
}

/**
 * Ms after `[DONE]` that a record waits for the end of its body before it is handed over anyway.
 * A body normally ends with the chunk that carried `[DONE]` or the next one, microseconds later; a
 * server that holds it open past this is holding the connection. The next request then waits for
 * a connection in the pool (`connectionWaitMs`) at the sweep's highest level, or makes the pool
 * open another one below it (`connectMs`); either way the record says so.
 */
const HAND_OVER_GRACE_MS = 10;

/** When the bytes undici is handing over arrived: the socket's stamp (arrival.ts) when it has one, else now. */
function arrivedMs(): number {
  return readingArrivalMs() ?? performance.now();
}

/**
 * One request in flight. Its life is one `Phase` (`request-phase.ts`), changed only by `#step`,
 * which does what the phase entered does; every end goes through `#finish` (the record, then
 * the step). A record complete at `[DONE]` is handed over once the body has ended and undici has
 * put the connection back (or at the grace): a closed loop sends its next request from it, and
 * sent any earlier it would make the pool open another connection at every level below the
 * sweep's highest (23d22e4: 12 of 12 requests at concurrency 1). A user's client (the `openai`
 * SDK's `for await`) also sends its next request after the body has ended.
 */
export class Exchange implements Dispatcher.DispatchHandler, SocketTaker, QueuedChunkReader, TallyOwner {
  /**
   * When the request went on the wire: stamped as undici writes it on a connected socket, so a
   * wait for a free connection and a connection's set-up stay out of TTFT and E2E. Until then
   * (and for a request that never reached a connection) the dispatch time.
   */
  sentMs = 0;
  /** When send() handed the request to the pool. */
  #dispatchedMs = 0;
  /** Set-up time of the connection this request opened, ms; null on a kept-alive one; undefined until written. */
  #connectMs: number | null | undefined;
  /** What every request of its client shares. */
  readonly #client: ClientShared;
  readonly #id: string;
  readonly #resolve: (record: RequestRecord) => void;
  /** What undici is asked to send: kept, so the request can be sent again as it was (`again`). */
  readonly dispatch: Dispatcher.DispatchOptions;
  readonly #connection: ConnectionChoice;
  /** The socket the request was written on, once it was. */
  #socket: object | undefined;
  /** Where the request is in its life (`request-phase.ts`); changed only by `#step`. */
  #phase: Phase = Phase.Open;
  /** The complete record, until `#handOver` passes it on (a success at `[DONE]` waits for the body's end). */
  #pending: RequestRecord | undefined;
  /** After `[DONE]`: hands the record over if the body has not ended by then (`HAND_OVER_GRACE_MS`). */
  #graceTimer: ReturnType<typeof setTimeout> | undefined;

  #headersMs: number | undefined;
  #statusCode: number | undefined;
  #statusText: string | undefined;
  #contentType: string | undefined;
  #retryAfter: string | undefined;
  /** What the response's events told (`event-tally.ts`). */
  readonly #tally: EventTally;
  #lastByteMs = 0;
  /** When undici wrote the request on a connection; 0 until it did. */
  #writtenMs = 0;

  #mode: BodyMode = 'none';
  #sse: SseReader | undefined;
  /** This stream's chunks in the queue of chunks not read yet (see `readLater`). */
  #unreadCount = 0;
  /** In `Phase.Ending`: when the response ended and its failure, judged once its unread chunks are read. */
  #endMs = 0;
  #endError: Error | undefined;
  /** The start of a body that explains a failure (`error-body`, `not-streaming`). */
  #excerpt: BodyExcerpt | undefined;

  #controller: Dispatcher.DispatchController | undefined;
  #timeoutTimer: NodeJS.Timeout | undefined;
  #stallTimer: NodeJS.Timeout | undefined;
  /** The caller's signal, which the client watches for this request. */
  readonly signal: AbortSignal | undefined;

  constructor(
    client: ClientShared,
    id: string,
    resolve: (record: RequestRecord) => void,
    dispatch: Dispatcher.DispatchOptions,
    signal: AbortSignal | undefined,
    connection: ConnectionChoice,
    keepAnswer = false,
  ) {
    this.#tally = new EventTally(this, client.adapter, keepAnswer);
    this.#client = client;
    this.#id = id;
    this.#resolve = resolve;
    this.dispatch = dispatch;
    this.signal = signal;
    this.#connection = connection;
  }

  /** The same request, to be sent again on a new connection that carries it alone. */
  again(): Exchange {
    return new Exchange(this.#client, this.#id, this.#resolve, { ...this.dispatch, reset: true }, this.signal, 'resent', this.#tally.keepsAnswer);
  }

  /** The request is handed to the pool at `nowMs`. */
  dispatched(nowMs: number): void {
    this.#dispatchedMs = nowMs;
    this.sentMs = nowMs;
  }

  /** See SocketTaker: undici is writing this request on a socket set up for it (`connectMs`) or kept alive (null). */
  tookSocket(connectMs: number | null, socket: object): void {
    if (this.#connectMs === undefined) {
      this.#connectMs = connectMs;
      this.#socket = socket;
    }
  }

  /** Whether the record has been delivered (the body may still be draining). */
  get delivered(): boolean {
    return recorded(this.#phase);
  }

  /** Starts the whole-request and stall timers. */
  armTimers(): void {
    // dispatch() can fail synchronously (a closed pool); nothing to time then.
    if (this.#phase !== Phase.Open) return;
    this.#lastByteMs = this.sentMs;
    this.#timeoutTimer = setTimeout(Exchange.onTimeout, this.#client.endpoint.timeoutMs, this);
    if (this.#client.stallTimeoutMs !== undefined) this.#stallTimer = setTimeout(Exchange.onStallCheck, this.#client.stallTimeoutMs, this);
  }

  /** Ends the request as `cancelled` at `nowMs`. */
  cancel(nowMs: number): void {
    if (this.sentMs === 0) this.sentMs = nowMs;
    this.#fail('cancelled', 'The request was cancelled before it finished.', nowMs);
  }

  // ---- undici handler ------------------------------------------------------------------

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // undici calls this as it writes the request on a connected socket, after any wait for a
    // free connection and any connect, in the same synchronous step as the write itself.
    const nowMs = performance.now();
    if (this.#writtenMs === 0) {
      this.#writtenMs = nowMs;
      this.sentMs = nowMs;
      writingNow(this);
    }
    // Let go of before undici handed over its controller (cancelled while it waited for a connection).
    const unwanted = this.#controller === undefined && this.#phase === Phase.Released;
    this.#controller = controller;
    if (unwanted) controller.abort(new Error('request no longer wanted'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    const nowMs = arrivedMs();
    this.#headersMs = nowMs;
    this.#lastByteMs = nowMs;
    this.#statusCode = statusCode;
    this.#statusText = statusMessage;
    // A request that asked for Connection: close itself gets it back: only the answer to one
    // that did not says what the server does with connections it may keep.
    if (this.#socket !== undefined) {
      this.#client.ledger.answered(this.#socket, this.#connection === 'pooled' && /\bclose\b/i.test(firstValue(headers.connection) ?? ''));
    }
    if (recorded(this.#phase)) return;
    const contentType = firstValue(headers['content-type']);
    this.#contentType = contentType;
    const encoding = firstValue(headers['content-encoding']);
    if (unaskedEncoding(encoding)) {
      // A non-2xx status keeps its own kind.
      const failure = statusCode < 200 || statusCode > 299
        ? this.#client.adapter.httpError(statusCode, statusMessage, '', { retryAfter: firstValue(headers['retry-after']), contentType, route: this.#client.route })
        : undefined;
      this.#fail(failure?.kind ?? 'bad_event', encodingMessage(encoding, failure?.message), nowMs);
      return;
    }
    const mode = bodyMode(statusCode, contentType);
    this.#mode = mode;
    if (mode === 'stream') {
      this.#sse = this.#client.readers.pop()?.reuse(this.#tally) ?? new SseReader(this.#tally, MAX_EVENT_CHARS);
      return;
    }
    if (mode === 'error-body') this.#retryAfter = firstValue(headers['retry-after']);
    this.#excerpt = new BodyExcerpt();
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // Stamp first: this is the arrival time of every event in this chunk.
    const nowMs = arrivedMs();
    this.#lastByteMs = nowMs;
    if (recorded(this.#phase)) return;
    if (this.#mode === 'stream') {
      // Read later in this turn of the loop, once every socket that was ready has been stamped.
      this.#unreadCount++;
      readLater(this, chunk, nowMs);
      return;
    }
    this.#collect(chunk, nowMs);
  }

  /**
   * Reads one stream chunk stamped on arrival (see `readLater`), at its arrival time; after
   * this stream's last queued chunk, the response's end if it came meanwhile.
   */
  readQueued(chunk: Buffer, arrivedMs: number): void {
    try {
      if (!recorded(this.#phase)) {
        const sse = this.#sse!;
        this.#tally.chunkMs = arrivedMs;
        // What the known frames did not take goes to the SSE reader (a chunk none took, whole);
        // a chunk they took whole (the usual case) allocates no empty view of its end.
        const from = this.#tally.readFrames(chunk, sse);
        if (from < chunk.length && !sse.feed(from === 0 ? chunk : chunk.subarray(from))) this.#eventTooLong(arrivedMs);
      }
    } finally {
      // Counted down after the read (an end that comes inside it still waits for it), and even
      // when the read threw: a response that ended meanwhile must still be ended, or its
      // request, its timers already cleared, would never resolve.
      if (--this.#unreadCount === 0 && this.#phase === Phase.Ending) {
        const error = this.#endError;
        this.#endError = undefined;
        this.#ended(this.#endMs, error);
      }
    }
  }

  onResponseEnd(): void {
    this.#bodyEnded(arrivedMs(), undefined);
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.#bodyEnded(arrivedMs(), error);
  }

  /**
   * undici is done with the response. With chunks still unread, the end waits for them (read
   * in this turn, see `readLater`): what arrived before the end counts, a [DONE] among it
   * ending the request well, and no record is delivered inside the socket's callback.
   */
  #bodyEnded(nowMs: number, error: Error | undefined): void {
    this.#step(Step.BodyEnded);
    // A record complete before the end (`[DONE]`, a failure) was handed over by the step.
    if (this.#phase !== Phase.Ending) return;
    if (this.#unreadCount > 0) {
      this.#endMs = nowMs;
      this.#endError = error;
    } else {
      this.#ended(nowMs, error);
    }
  }

  /** Judges the end of a response that ended before its record was complete (`Phase.Ending`). */
  #ended(nowMs: number, error: Error | undefined): void {
    if (this.#phase !== Phase.Ending) return;
    if (error !== undefined) {
      const failure = classifyNetworkError(error, this.#headersMs !== undefined, this.#client.route);
      if (failure.kind === 'stream_reset' && this.#closedWhileIdle() && this.#client.resend(this)) {
        // The request lives on as its resend, which delivers the record; this one delivers none.
        this.#step(Step.Resent);
        return;
      }
      this.#fail(failure.kind, failure.message, nowMs);
      return;
    }
    if (this.#mode === 'stream') {
      // Flush a last event the server did not terminate with a blank line; its bytes came
      // with the last chunk, so it keeps that chunk's time.
      if (!this.#sse!.end()) this.#eventTooLong(nowMs);
      if (this.#phase !== Phase.Ending) return;
      if (this.#tally.contentMs.length > 0) this.#finish(undefined, nowMs);
      else this.#fail('empty_stream', this.#client.adapter.emptyStreamMessage(this.#tally.facts), nowMs);
      return;
    }
    this.#explainBody(nowMs);
  }

  /**
   * Whether the request was written on a kept-alive connection that closed before any byte of
   * the response: a server that closes a connection just after its last response (or at its
   * idle limit) races the next request written on it, and such a request never reached it as a
   * request to answer. curl ("Connection died, retrying a fresh connect") and Go's net/http send
   * it again; so does this client, once. A request that paid for its own connection, a resend,
   * and a cancelled request are not sent again: their failure is the server's answer.
   */
  #closedWhileIdle(): boolean {
    return this.#connection === 'pooled' && this.#connectMs === null && this.#headersMs === undefined && this.signal?.aborted !== true;
  }

  // ---- stream events (read by the tally, `event-tally.ts`) -------------------------------

  /** See TallyOwner: the end event arrived; with content, a success whose record waits for the body's end. */
  streamDone(): void {
    const tally = this.#tally;
    if (tally.contentMs.length > 0) this.#finish(undefined, tally.chunkMs);
    else this.#fail('empty_stream', this.#client.adapter.emptyStreamMessage(tally.facts), tally.chunkMs);
  }

  /** See TallyOwner: the stream failed in the chunk being read. */
  streamFailed(kind: ErrorKind, message: string): void {
    this.#fail(kind, message, this.#tally.chunkMs);
  }

  /** An event longer than MAX_EVENT_CHARS: the stream cannot be read further. */
  #eventTooLong(nowMs: number): void {
    this.#fail('bad_event', `An event was longer than ${MAX_EVENT_CHARS} characters.`, nowMs);
  }

  // ---- non-stream bodies ---------------------------------------------------------------

  /** Keeps the start of a body that explains a failure; once enough is kept, the request fails. */
  #collect(chunk: Buffer, nowMs: number): void {
    if (this.#excerpt?.add(chunk) === true) this.#explainBody(nowMs);
  }

  #explainBody(nowMs: number): void {
    // Redacted before it is quoted and cut, and at its end, where the byte cap may split a key.
    const text = this.redact(this.#excerpt?.text() ?? '');
    this.#excerpt = undefined;
    const failure: RequestError = this.#mode === 'error-body'
      ? this.#client.adapter.httpError(this.#statusCode ?? 0, this.#statusText, text, { retryAfter: this.#retryAfter, contentType: this.#contentType, route: this.#client.route })
      : notStreamingError(this.#contentType, text);
    this.#fail(failure.kind, failure.message, nowMs);
  }

  // ---- timers and aborts ---------------------------------------------------------------
  //
  // Each timer judges in the check phase that follows it, not in its own callback. The loop runs
  // its timers before it polls the sockets, so after the process was held up (a starved CI
  // runner, a long GC), a timer can fire with the bytes it waited for already received: judged
  // at once, a late client would pass for a late server (a false timeout or stall, or a body
  // taken for held open after [DONE] and a note that blames the server). By the check phase
  // the poll has read what had arrived, and `flushArrivals` has undici parse what the
  // sockets held, then reads every exchange's stamped chunks (it ends with `readAllUnread`).
  // (A hold that falls between the timer and its check phase is still judged against the
  // client; and an answer completed in that turn counts, a loop turn past the deadline.)

  // They are static, each handed its exchange as the timer's argument: a callback per instance
  // (seven arrow functions) would be allocated with every request, live as long as it does and be
  // promoted at a scavenge. Not `static #private`: Node 24.22's V8, running the module from its
  // compile cache, failed their brand check ("Receiver must be class #explainBody", once a
  // SIGSEGV; test/unit/repo/static-private). Only the client module imports this one.

  static onGrace(ex: Exchange): void {
    ex.#graceTimer = undefined;
    setImmediate(Exchange.graceAfterIo, ex);
  }

  static graceAfterIo(ex: Exchange): void {
    // The body's end, when it had arrived, was read by the poll (and parsed by the flush of
    // held sockets) and handed the record over itself (a delivered record takes no more
    // chunks); else the record goes now.
    flushArrivals();
    ex.#step(Step.GraceOver);
  }

  /** The whole-request timeout, or after `[DONE]` the deadline for the rest of the body. */
  static onTimeout(ex: Exchange): void {
    ex.#timeoutTimer = undefined;
    setImmediate(recorded(ex.#phase) ? Exchange.drainAfterIo : Exchange.timeoutAfterIo, ex);
  }

  static timeoutAfterIo(ex: Exchange): void {
    flushArrivals();
    // An answer completed by what had arrived beat the timeout; [DONE] armed the drain deadline.
    if (ex.#phase !== Phase.Open) return;
    const seconds = ex.#client.endpoint.timeoutMs / 1000;
    ex.#fail('timeout', `No complete answer within the ${seconds} s request timeout (endpoint.timeout_s); ` +
      `${ex.#progress()}. Raise timeout_s if answers this long are expected.`, performance.now());
  }

  static drainAfterIo(ex: Exchange): void {
    // A body whose end the poll read is settled once it is parsed: only one still held open is cut.
    flushArrivals();
    ex.#step(Step.DrainOver);
  }

  static onStallCheck(ex: Exchange): void {
    ex.#stallTimer = undefined;
    setImmediate(Exchange.stallCheckAfterIo, ex);
  }

  static stallCheckAfterIo(ex: Exchange): void {
    flushArrivals();
    if (ex.#phase !== Phase.Open) return;
    const stallMs = ex.#client.stallTimeoutMs!;
    const nowMs = performance.now();
    const idleMs = nowMs - ex.#lastByteMs;
    // Re-arming only when the timer fires keeps the per-chunk cost at one assignment.
    if (idleMs < stallMs) {
      ex.#stallTimer = setTimeout(Exchange.onStallCheck, Math.max(1, stallMs - idleMs), ex);
      return;
    }
    ex.#fail('stream_stalled', `No data arrived for ${Math.round(idleMs)} ms ` +
      `(stall timeout ${stallMs} ms); ${ex.#progress()}.`, nowMs);
  }

  #progress(): string {
    if (this.#headersMs === undefined) return 'no response had arrived';
    const events = this.#tally.contentMs.length;
    return events === 0 ? 'the response had started but no content had arrived' : `${events} content events had arrived`;
  }

  /**
   * Moves the request along its life (`nextPhase`) and does what the phase it enters does. The
   * phase is set first: letting go of the connection can end the response inside this call
   * (undici reports the abort at once), which steps again from the phase entered here.
   */
  #step(step: Step): void {
    const from = this.#phase;
    const to = nextPhase(from, step);
    if (to === from) return;
    this.#phase = to;
    switch (to) {
      case Phase.Ending:
        // undici is done with the request before its record: nothing left to time or abort.
        this.#client.live.delete(this);
        this.#clearTimers();
        return;
      case Phase.Draining:
        // The rest of the body gets a short deadline instead of the whole-request timer, so a
        // server that keeps the response open after [DONE] cannot hold the connection (and the
        // next request waiting for it; 3aeb7a1: TTFT 2 980 ms with --timeout 3 before). A body
        // that has not ended soon after [DONE] is being held open: the record goes at the
        // grace, and the next request waits for a connection in the pool (`connectionWaitMs`).
        this.#clearTimers();
        this.#timeoutTimer = setTimeout(Exchange.onTimeout, DRAIN_DEADLINE_MS, this);
        this.#graceTimer = setTimeout(Exchange.onGrace, HAND_OVER_GRACE_MS, this);
        return;
      case Phase.Held:
        this.#handOver();
        return;
      case Phase.Released:
        this.#clearTimers();
        // Before undici handed over its controller, `onRequestStart` aborts instead.
        this.#controller?.abort(new Error('request ended by the client'));
        this.#handOver();
        return;
      case Phase.Done:
        if (from !== Phase.Ending) {
          this.#client.live.delete(this);
          this.#clearTimers();
        }
        this.#handOver();
        return;
      default:
        return;
    }
  }

  #clearTimers(): void {
    clearTimeout(this.#timeoutTimer);
    clearTimeout(this.#stallTimer);
    clearTimeout(this.#graceTimer);
    this.#timeoutTimer = undefined;
    this.#stallTimer = undefined;
    this.#graceTimer = undefined;
  }

  // ---- the record ----------------------------------------------------------------------

  #fail(kind: ErrorKind, message: string, endMs: number): void {
    this.#finish({ kind, message: this.redact(message) }, endMs);
  }

  /**
   * The one way a request ends: its record at `endMs` (`error` undefined for a success), unless
   * it has one, then the step that takes it towards the hand-over. A failure after `[DONE]` (the
   * request cancelled, the held body cut) keeps the record and lets go of the connection.
   */
  #finish(error: RequestError | undefined, endMs: number): void {
    if (!recorded(this.#phase)) this.#pending = this.#record(error, endMs);
    this.#step(error === undefined ? Step.Completed : Step.Failed);
  }

  /** The request's record, ending at `endMs`, from what was seen of it. */
  #record(error: RequestError | undefined, endMs: number): RequestRecord {
    const tally = this.#tally;
    const record: RequestRecord = {
      id: this.#id,
      sentMs: this.sentMs,
      headersMs: this.#headersMs,
      contentMs: tally.contentMs,
      endMs,
      statusCode: this.#statusCode,
      inputTokens: tally.facts.promptTokens,
      outputTokens: tally.outputTokens(),
      tokensSource: tally.tokensSource(),
      finishReason: tally.facts.finishReason,
      ok: error === undefined,
      error,
      stream: {
        emptyFirstEvent: tally.emptyFirstEvent,
        keepAlives: tally.keepAlives,
        terminated: tally.terminated,
        connectionWaitMs: this.#writtenMs === 0 ? 0 : this.#writtenMs - this.#dispatchedMs,
      },
    };
    if (this.#connectMs !== undefined) record.stream!.connectMs = this.#connectMs;
    if (this.#connection === 'resent') record.stream!.resent = true;
    else if (this.#connection === 'fresh') record.stream!.freshConnection = true;
    tally.completeRecord(record);
    return record;
  }

  /**
   * Hands over the record once undici is done with the request (or the client let go of its
   * connection), after undici has put the connection back: its HTTP/1 client does that one full
   * turn of the event loop after a response ends (a `setImmediate` queued after this request's
   * last callback, so that a server closing the connection anyway is seen first), and the
   * hand-over comes on the turn after it. The record's times are already fixed; only the caller's
   * next step waits, as a user's client waits for the end of the body.
   */
  #handOver(): void {
    const record = this.#pending;
    if (record === undefined) return;
    this.#pending = undefined;
    setImmediate(Exchange.afterTurn, this, record);
  }

  /**
   * The turn after the hand-over: gives the stream's SSE reader back to the client (no feed of
   * it can be running now, and a delivered record reads no more), then calls `resolve(record)`
   * on the next turn of the event loop (see `#handOver`).
   */
  static afterTurn(ex: Exchange, record: RequestRecord): void {
    const sse = ex.#sse;
    if (sse !== undefined) {
      ex.#sse = undefined;
      sse.release();
      ex.#client.readers.push(sse);
    }
    setImmediate(ex.#resolve, record);
  }

  /**
   * Removes the API key from server text or a message, in case a server or a proxy echoed it
   * back: whole, and its start where the text was cut (see `redact.ts`).
   */
  redact(message: string): string {
    return redactSecret(message, this.#client.endpoint.apiKey);
  }
}
