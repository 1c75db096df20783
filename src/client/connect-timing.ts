/**
 * How long each request's connection took to set up, when the request paid for it. The pool's
 * connector is wrapped to time every new socket (TCP, TLS, a proxy's CONNECT tunnel: all of it
 * up to the moment undici may write), and the first request written on that socket takes the
 * time; later requests on the same kept-alive socket read null. undici writes a request in one
 * synchronous step, first telling the request's handler (`onRequestStart`) and then publishing
 * its documented `undici:client:sendHeaders` diagnostics message with the socket, so the handler
 * names itself in the first and the socket is read in the second.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { buildConnector } from 'undici';

/** Who is being written now: set by a handler's onRequestStart, read by the channel message right after. */
export interface SocketTaker {
  /**
   * The set-up time of the socket the request went on, ms; null for a kept-alive socket. The
   * socket itself, so the response can be entered against it (`connection-ledger.ts`).
   */
  tookSocket(connectMs: number | null, socket: object): void;
}

/** Set-up time of sockets no request has gone out on yet. */
const freshSockets = new WeakMap<object, number>();
let writing: SocketTaker | undefined;
let subscribed = false;

function onSendHeaders(message: unknown): void {
  const taker = writing;
  if (taker === undefined) return;
  writing = undefined;
  const socket = (message as { socket?: object } | null)?.socket;
  if (socket === undefined) return;
  const connectMs = freshSockets.get(socket);
  freshSockets.delete(socket);
  taker.tookSocket(connectMs ?? null, socket);
}

/** Names the handler whose request undici is writing now; call it from onRequestStart. */
export function writingNow(taker: SocketTaker): void {
  if (!subscribed) {
    subscribed = true;
    subscribe('undici:client:sendHeaders', onSendHeaders);
  }
  writing = taker;
}

/** `connect`, with every socket it makes timed from the call to its callback. */
export function timedConnector(connect: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    const startMs = performance.now();
    connect(options, (...args) => {
      const socket = args[1] as object | null | undefined;
      if (args[0] == null && socket != null) freshSockets.set(socket, performance.now() - startMs);
      callback(...args);
    });
  };
}
