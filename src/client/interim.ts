/**
 * Interim `100 Continue` responses a server sends although the request never asked for one.
 * RFC 9110 §15.2 says a client must be able to parse one or more 1xx responses before the
 * final one even when it did not expect them. undici accepts 102 and 103 but destroys the
 * connection on a 100 it did not ask for ("bad response"), which would fail the request as
 * `stream_reset`. The connector below hands undici sockets whose reads skip such a 100 head
 * when a read starts with it, so the final response is parsed as usual.
 *
 * Only a read that begins with the head is looked at: with one request per connection at a
 * time (no pipelining) the interim head is the first thing a read carries after the request
 * went out. A head split across two reads is left to undici, which refuses it as before.
 */
import { buildConnector } from 'undici';
import type { Socket } from 'node:net';

/** `H`, the first byte of a status line; body bytes of an event stream (`data:`, chunk sizes in hex) never start with it. */
const H = 0x48;
/** The start of an interim 100 head, either HTTP/1 version. */
const CONTINUE_HEAD = /^HTTP\/1\.[01] 100(?: |\r\n)/;
const HEAD_END = Buffer.from('\r\n\r\n');

/** undici's connector (its defaults, as a Pool without `connect` options uses), with 100-skipping sockets. */
export function continueTolerantConnector(): buildConnector.connector {
  const connect = buildConnector({});
  return (options, callback) => {
    connect(options, (...args) => {
      // On an error undici passes only the error: the socket is undefined, not null.
      const socket = args[1] as Socket | null | undefined;
      if (args[0] == null && socket != null) skipInterimContinue(socket);
      callback(...args);
    });
  };
}

/** Wraps `socket.read`, which undici's HTTP/1 parser pulls every byte through. */
function skipInterimContinue(socket: Socket): void {
  const read = socket.read;
  socket.read = function readSkippingContinue(this: Socket, size?: number) {
    const chunk: unknown = read.call(this, size);
    // One byte compare per read: everything but a status line passes straight through.
    if (!Buffer.isBuffer(chunk) || chunk[0] !== H) return chunk;
    return withoutContinueHeads(chunk);
  } as Socket['read'];
}

/** The read without the complete 100 heads it starts with; unchanged when it starts with none. */
export function withoutContinueHeads(chunk: Buffer): Buffer {
  let rest = chunk;
  while (rest.length > 0 && rest[0] === H && CONTINUE_HEAD.test(rest.subarray(0, 16).toString('latin1'))) {
    const end = rest.indexOf(HEAD_END);
    if (end === -1) break;
    rest = rest.subarray(end + HEAD_END.length);
  }
  return rest;
}
