/**
 * The connection pool requests are dispatched on: a Pool to the endpoint, or, when a proxy
 * applies, a ProxyAgent whose pools are capped the same way. Either way the pool holds at most
 * as many connections as the sweep's highest concurrency, so the client never queues requests
 * itself; at a lower level a request is sent only once the previous one's connection is free
 * again (exchange.ts, `Exchange#handOver`), so each level uses as many as its concurrency.
 */
import { Pool, ProxyAgent } from 'undici';
import type { Dispatcher, buildConnector } from 'undici';
import { continueTolerantConnector } from './interim.js';
import { timedConnector } from './connect-timing.js';
import { stampArrivals } from './arrival.js';
import type { Socket } from 'node:net';
import { ConnectionLedger } from './connection-ledger.js';

/**
 * How long an idle connection is kept open when the server names no limit of its own, ms.
 * undici's default (4 s) is shorter than a pause between levels or the gap between two requests
 * of a slow rate level, and each reconnect would be a handshake inside a measured request. A
 * server's own `Keep-Alive: timeout=…` still wins (minus KEEP_ALIVE_THRESHOLD_MS), since a
 * socket the server has closed cannot be kept; such reconnects are timed (`connect_ms`).
 */
export const KEEP_ALIVE_MS = 10 * 60_000;

/** How long before the server's announced idle limit the client lets a connection go, ms (undici's default is 2 s). */
const KEEP_ALIVE_THRESHOLD_MS = 1_000;

/** Options every pool gets. */
function poolOptions(connections: number) {
  return {
    connections,
    pipelining: 1,
    // Our own timers measure from the send and name the phase; undici's would fire first
    // with a generic error on a slow prefill or a long answer.
    headersTimeout: 0,
    bodyTimeout: 0,
    keepAliveTimeout: KEEP_ALIVE_MS,
    keepAliveMaxTimeout: KEEP_ALIVE_MS,
    keepAliveTimeoutThreshold: KEEP_ALIVE_THRESHOLD_MS,
  } as const;
}

/** A pool and the ledger of its connections. */
export interface CountedDispatcher {
  dispatcher: Dispatcher;
  /**
   * The pool's connections (`connection-ledger.ts`): to the endpoint, or through a proxy to the
   * proxy (forwarding) or the tunnel's end (CONNECT). Counted at the connector, so they mean the
   * same on every path; the sweep reads `openSockets` to open every connection a level needs
   * before timing.
   */
  ledger: ConnectionLedger;
}

/**
 * A dispatcher for requests to `origin`.
 *
 * Through a proxy, an `https:` endpoint is reached through a CONNECT tunnel per connection,
 * and an `http:` endpoint by sending each request to the proxy with the absolute URL
 * (forwarding), as curl and most HTTP clients do: many proxies refuse CONNECT to ports other
 * than 443. In both cases the pool towards the proxy holds at most `connections` sockets.
 *
 * @param proxyUri - the proxy URL as configured (credentials in it become Proxy-Authorization), or undefined to connect directly.
 */
export function createDispatcher(origin: URL, connections: number, proxyUri: string | undefined): CountedDispatcher {
  const ledger = new ConnectionLedger();
  const counted = (connect: buildConnector.connector): buildConnector.connector => countingConnector(timedConnector(connect), ledger);
  const options = poolOptions(connections);
  // Direct connections skip an unsolicited interim 100 Continue (see interim.ts); through a
  // proxy, the tunnel's own connector is kept.
  // Every connector is timed, so the request that paid for a new connection says so (connect-timing.ts).
  if (proxyUri === undefined) return { dispatcher: new Pool(origin.origin, { ...options, connect: counted(continueTolerantConnector()) }), ledger };
  const dispatcher = new ProxyAgent({
    uri: proxyUri,
    ...options,
    proxyTunnel: origin.protocol === 'https:',
    // Used both for the pool to the endpoint (through tunnels) and, when forwarding, for the
    // pool to the proxy; both must keep the cap.
    factory: (factoryOrigin: string | URL, factoryOptions: Pool.Options) => {
      const connect = typeof factoryOptions.connect === 'function' ? { connect: counted(factoryOptions.connect) } : {};
      return new Pool(factoryOrigin, { ...factoryOptions, ...options, ...connect });
    },
  });
  return { dispatcher, ledger };
}

/** `connect`, with each socket it made entered in `ledger` until that socket closes. */
function countingConnector(connect: buildConnector.connector, ledger: ConnectionLedger): buildConnector.connector {
  return (options, callback) => {
    connect(options, (...args) => {
      const socket = args[1] as { once?(event: 'end' | 'close', listener: () => void): unknown } | null | undefined;
      if (args[0] == null && socket != null && typeof socket.once === 'function') {
        ledger.opened(socket as { once(event: 'end' | 'close', listener: () => void): unknown });
        // Every socket a request is read from is stamped as it reads (arrival.ts).
        stampArrivals(socket as Socket);
      }
      callback(...args);
    });
  };
}
