/**
 * The one stream loop every API shares: send a streamed request over undici, timestamp each
 * body chunk, read it as server-sent events (`sse.ts`, eventsource-parser), and hand each event's
 * parsed JSON to the API's adapter (`ApiAdapter`, `api-adapter.ts`), which says whether it is a
 * content event, the end of the stream, or neither.
 * The adapters (`openai-chat.ts`, `completions.ts`, `anthropic.ts`) know the URL, headers,
 * request body and event shapes of their API; nothing about timing, timeouts or errors on the
 * wire lives in them.
 *
 * Timing is the point of this module and of the request it sends (`exchange.ts`). The request is
 * handed to undici's dispatcher directly (no Readable stream, no fetch), so each body chunk
 * reaches us in the same tick the socket delivered it; it is stamped with `performance.now()`
 * before it is decoded or parsed, and every content event found in it gets that stamp. Decoding,
 * SSE parsing and JSON parsing therefore never count towards TTFT or ITL.
 */
import type { Dispatcher } from 'undici';
import type { ChatRequest, EndpointConfig } from './types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { RequestRecord } from '../model/record.js';
import { redactUrl } from './url.js';
import { chooseProxy, type ProxyEnvironment, type ProxyRoute } from './proxy.js';
import { createDispatcher } from './dispatcher.js';
import type { ConnectionLedger } from './connection-ledger.js';
import type { ApiAdapter } from './api-adapter.js';
import { Exchange, type ClientShared } from './exchange.js';

export type { ApiAdapter, EventOutcome } from './api-adapter.js';
export { MAX_EVENT_CHARS } from './exchange.js';
export { eventTokens } from './event-tally.js';

/** Options of a StreamingClient (and of OpenAIChatClient). */
export interface StreamingClientOptions {
  /**
   * Connections the pool may open to the endpoint's origin. Set it to the concurrency being
   * measured: a smaller pool would queue requests inside the client and show the wait as
   * server latency. A whole number ≥ 1.
   */
  connections: number;
  /**
   * Fail a request as `stream_stalled` when no byte has arrived for this many ms (counted from
   * the send, then from each chunk). Undefined: only the whole-request timeout applies.
   */
  stallTimeoutMs?: number;
  /**
   * Where `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` (or their lower-case forms) are read
   * from, once, when the client is made (see `proxy.ts`). Pass `{}` to always connect directly.
   * @defaultValue `process.env`
   */
  env?: ProxyEnvironment;
}

/** Per-request options of StreamingClient.send. */
export interface SendOptions {
  /** Sent as `x-request-id` and kept in the record, to pair the record with server logs. */
  id: string;
  /** Aborting it ends the request with error kind `cancelled`. */
  signal?: AbortSignal;
}

/**
 * Sends streamed requests of one API (chosen by its adapter) to one endpoint over one undici Pool (keep-alive, no
 * pipelining, undici's own headers/body timeouts off in favour of ours), or through the proxy
 * the environment names with pools capped alike, and records each request's timings.
 * Construct once per load level or run; call close() when done.
 */
export class StreamingClient {
  /** The resolved URL requests go to (e.g. `…/chat/completions`, `…/messages`). */
  readonly url: URL;
  /** Whether requests go through a proxy, and which variable decided it; for messages and hints. */
  readonly route: ProxyRoute;
  /** The API spoken. */
  readonly api: EndpointApi;
  readonly #pool: Dispatcher;
  readonly #ledger: ConnectionLedger;
  /** Where a request is sent again after its kept-alive connection was found closed (see `#resend`); made on first use. */
  #freshPool: Dispatcher | undefined;
  readonly #connections: number;
  readonly #proxyUri: string | undefined;
  readonly #origin: string;
  readonly #path: string;
  readonly #headers: Record<string, string>;
  /** What every request of this client shares (see ClientShared). */
  readonly #shared: ClientShared;
  /** Requests undici has not finished with, so close() can end them. */
  readonly #live = new Set<Exchange>();
  /** Signals this client listens to, once each (see #watch). */
  readonly #watched = new WeakSet<AbortSignal>();
  #closing: Promise<void> | undefined;

  /**
   * @throws GateError `USAGE` when `endpoint.baseUrl` is not an http(s) URL, or the proxy
   * variable that applies is not a usable URL.
   * @throws RangeError when `connections` or `stallTimeoutMs` is not a positive number.
   */
  constructor(adapter: ApiAdapter, endpoint: EndpointConfig, options: StreamingClientOptions) {
    if (!Number.isInteger(options.connections) || options.connections < 1) {
      throw new RangeError(`connections must be a whole number ≥ 1, got ${options.connections}`);
    }
    if (options.stallTimeoutMs !== undefined && !(options.stallTimeoutMs > 0)) {
      throw new RangeError(`stallTimeoutMs must be > 0 when given, got ${options.stallTimeoutMs}`);
    }
    this.api = adapter.api;
    this.url = adapter.url(endpoint.baseUrl);
    this.#path = this.url.pathname + this.url.search;
    this.#headers = requestHeaders(adapter, endpoint);
    this.#origin = this.url.origin;
    const proxy = chooseProxy(this.url, options.env ?? process.env);
    this.route = proxy.route;
    const pool = createDispatcher(this.url, options.connections, proxy.proxyUri);
    this.#pool = pool.dispatcher;
    this.#ledger = pool.ledger;
    this.#connections = options.connections;
    this.#proxyUri = proxy.proxyUri;
    this.#shared = {
      adapter, endpoint, stallTimeoutMs: options.stallTimeoutMs, route: this.route, live: this.#live, readers: [],
      ledger: pool.ledger, resend: (exchange) => this.#resend(exchange),
    };
  }

  /**
   * Sends one streamed request and resolves with its record when the stream has finished
   * (`[DONE]`, the API's end event, or the end of the body) or failed. Never rejects: every failure is a
   * record with `ok: false` and a classified `error`.
   */
  send(request: ChatRequest, options: SendOptions): Promise<RequestRecord> {
    const { adapter, endpoint } = this.#shared;
    const body = JSON.stringify(adapter.body(endpoint.model, request, endpoint));
    const headers = { ...this.#headers, 'x-request-id': options.id };
    return new Promise<RequestRecord>((resolve) => {
      // A server that closes every connection after one response gets a connection of its own
      // for each request, closed by the client after the response (connection-ledger.ts).
      const fresh = this.#ledger.serverClosesEach();
      const dispatch: Dispatcher.DispatchOptions = { origin: this.#origin, path: this.#path, method: 'POST', headers, body, ...(fresh ? { reset: true } : {}) };
      const exchange = new Exchange(this.#shared, options.id, resolve, dispatch, options.signal, fresh ? 'fresh' : 'pooled', request.keepAnswer === true);
      this.#launch(exchange, this.#pool);
    });
  }

  /** Hands `exchange` to `pool` and arms its timers; a cancelled signal ends it at once. */
  #launch(exchange: Exchange, pool: Dispatcher): void {
    const signal = exchange.signal;
    if (signal?.aborted === true) {
      exchange.cancel(performance.now());
      return;
    }
    this.#live.add(exchange);
    exchange.dispatched(performance.now());
    try {
      pool.dispatch(exchange.dispatch, exchange);
    } catch (err) {
      exchange.onResponseError(undefined, err as Error);
      return;
    }
    exchange.armTimers();
    if (signal !== undefined) this.#watch(signal);
  }

  /**
   * Sends the request of `failed`, whose kept-alive connection the server had closed before any
   * byte of a response, once more on a new connection: a pool of its own whose connections carry
   * one request each, since the main pool may still hold other connections the server is about
   * to close. False when the client is closing (the request then fails as it stands).
   */
  #resend(failed: Exchange): boolean {
    if (this.#closing !== undefined) return false;
    this.#freshPool ??= createDispatcher(this.url, this.#connections, this.#proxyUri).dispatcher;
    this.#launch(failed.again(), this.#freshPool);
    return true;
  }

  /**
   * Cancels the requests in flight on `signal` when it aborts. One listener per signal and
   * client, not one per request: a run passes the same signal to every request, and adding and
   * removing a listener per request walks the signal's whole list (one entry per request in
   * flight) as each request starts and ends, right where the next stamps are taken.
   */
  #watch(signal: AbortSignal): void {
    if (this.#watched.has(signal)) return;
    this.#watched.add(signal);
    signal.addEventListener('abort', () => {
      const nowMs = performance.now();
      for (const exchange of [...this.#live]) if (exchange.signal === signal && !exchange.delivered) exchange.cancel(nowMs);
    }, { once: true });
  }

  /**
   * Connections the pool holds open now (to the endpoint, or through a proxy), whichever way it
   * reaches the endpoint. The sweep reads it to open every connection a level needs before timing.
   */
  openConnections(): number {
    return this.#ledger.openSockets;
  }

  /**
   * Ends requests still in flight (as `cancelled`) and closes every connection. Calling it
   * again returns the same promise; a send() after it resolves with a `cancelled` record.
   */
  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  async #shutDown(): Promise<void> {
    const pools = this.#freshPool === undefined ? [this.#pool] : [this.#pool, this.#freshPool];
    if (this.#live.size === 0) {
      await Promise.all(pools.map((p) => p.close()));
      return;
    }
    const now = performance.now();
    for (const exchange of [...this.#live]) exchange.cancel(now);
    await Promise.all(pools.map((p) => p.destroy()));
  }

  /** The URL requests go to, without any userinfo, for messages. */
  toString(): string {
    return redactUrl(this.url);
  }
}
/**
 * Headers every request carries; the spec's extra headers override ours by name. The key goes
 * in the API's own credential headers, or bare in `endpoint.apiKeyHeader` when one is named.
 */
function requestHeaders(adapter: ApiAdapter, endpoint: EndpointConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    ...adapter.fixedHeaders,
  };
  if (endpoint.apiKey !== undefined) {
    if (endpoint.apiKeyHeader !== undefined) headers[endpoint.apiKeyHeader.toLowerCase()] = endpoint.apiKey;
    else Object.assign(headers, adapter.authHeaders(endpoint.apiKey));
  }
  for (const [name, value] of Object.entries(endpoint.headers)) headers[name.toLowerCase()] = value;
  return headers;
}
