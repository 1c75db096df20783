/**
 * Interim `100 Continue` responses a server sends although the request never asked for one.
 * RFC 9110 §15.2 says a client must be able to parse one or more 1xx responses before the
 * final one even when it did not expect them. undici accepts 102 and 103 but destroys the
 * connection on a 100 it did not ask for ("bad response"), which would fail the request as
 * `stream_reset`. The connector below hands undici sockets whose reads skip such a 100 head
 * when a read starts with it, so the final response is parsed as usual.
 *
 * Only the first read after a request went out is looked at: with one request per connection
 * at a time (no pipelining) the interim head is the first thing the connection carries then.
 * A head split across two reads is left to undici, which refuses it as before.
 */
import { buildConnector } from 'undici';
import type { Socket } from 'node:net';

/** `H`, the first byte of a status line. */
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

/**
 * Arms a check of the next read each time a request goes out, and disarms it once a read
 * carried the start of the response: undici's parser pulls every byte through `socket.read`,
 * and only that first read of a response can hold an interim head. The socket's own `read`
 * is the checking one while armed and the stream's own read once disarmed (swapped, never
 * deleted, so the socket keeps its shape), so the body of a stream costs nothing extra.
 */
function skipInterimContinue(socket: Socket): void {
  const write = socket.write;
  const read = socket.read;
  function readSkippingContinue(this: Socket, size?: number): unknown {
    const chunk: unknown = read.call(this, size);
    if (!Buffer.isBuffer(chunk) || chunk.length === 0) return chunk;
    // The response has started (or a 100 head was all this read held): look no further until the next request.
    const rest = chunk[0] === H ? withoutContinueHeads(chunk) : chunk;
    if (rest.length > 0) this.read = read;
    return rest;
  }
  socket.read = readSkippingContinue as Socket['read'];
  socket.write = function writeArming(this: Socket, ...args: Parameters<Socket['write']>) {
    this.read = readSkippingContinue as Socket['read'];
    return write.apply(this, args);
  } as Socket['write'];
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
