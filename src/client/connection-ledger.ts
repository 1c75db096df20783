/**
 * What the server does with the connections of one client's pool: how many are open, and whether
 * it closes each one after a single response although it never said so.
 *
 * Some servers answer a streamed request with `Keep-Alive: timeout=5, max=100` (or say nothing,
 * which in HTTP/1.1 also means keep-alive) and then close the connection a fraction of a
 * millisecond after the body ends; llama.cpp's `llama-server` does. The client puts the
 * connection back in its pool before that close arrives, and the next request written on it
 * finds it closed before any byte of a response (`exchange.ts` sends such a request once
 * more, on a new connection). When this ledger has seen the server close connections after one
 * response each, and never seen one carry two, the client stops offering it kept-alive
 * connections: each request then goes on a connection of its own that the client closes after
 * the response (`Connection: close`), which is what the server does anyway, without the race.
 */

/** Connections closed by the server after exactly one response, with none ever reused, before the client gives up on reuse. */
export const CLOSED_AFTER_ONE_TO_STOP_REUSE = 2;

/**
 * Which connection a request was sent on: any the pool offers; one of its own because the
 * server closes each connection after a response (`ConnectionLedger.serverClosesEach`); or a
 * new one, sent again after the kept-alive connection it was first written on was closed by
 * the server before any of the response arrived.
 */
export type ConnectionChoice = 'pooled' | 'fresh' | 'resent';

/** A socket as the ledger sees it: it can say when the server closed its side. */
interface EndingSocket {
  once(event: 'end' | 'close', listener: () => void): unknown;
}

/** The connections of one pool, counted at its connector and by the requests written on them. */
export class ConnectionLedger {
  /** Sockets set up and not yet closed. */
  openSockets = 0;
  /** Connections the server closed after exactly one response. */
  closedAfterOne = 0;
  /** Connections that carried two responses or more: the server keeps connections alive. */
  reused = 0;
  /** Whether any response said `Connection: close`: then the HTTP layer never reuses its connection. */
  announcedClose = false;
  /** Responses each live socket has started, by socket. */
  readonly #answered = new WeakMap<object, number>();

  /** A socket the connector made: counted until it closes, and watched for the server ending it. */
  opened(socket: EndingSocket): void {
    this.openSockets++;
    socket.once('close', () => { this.openSockets--; });
    // 'end' is the server's FIN; a socket the client destroys itself (a pool closing, an aborted
    // request, `Connection: close` sent by the client) closes without it.
    socket.once('end', () => {
      if (this.#answered.get(socket) === 1) this.closedAfterOne++;
    });
  }

  /** A response started on `socket` (its head arrived); `close` when it said `Connection: close`. */
  answered(socket: object, close: boolean): void {
    if (close) this.announcedClose = true;
    const n = (this.#answered.get(socket) ?? 0) + 1;
    this.#answered.set(socket, n);
    if (n === 2) this.reused++;
  }

  /**
   * Whether the server has shown that it closes each connection after one response without
   * saying so: it did on `CLOSED_AFTER_ONE_TO_STOP_REUSE` connections, no connection ever
   * carried two, and no response said `Connection: close` (which the HTTP layer obeys itself).
   */
  serverClosesEach(): boolean {
    return this.reused === 0 && !this.announcedClose && this.closedAfterOne >= CLOSED_AFTER_ONE_TO_STOP_REUSE;
  }
}
