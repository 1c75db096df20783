/**
 * The floor to compare with: the least a client can do and still time a stream. Plain `net`
 * sockets (one per concurrent request, kept alive), a hand-written HTTP/1.1 request, and on
 * every `data` event one `performance.now()` and a byte search for the markers below; no
 * decoding, no SSE or JSON parsing, no HTTP parsing beyond finding the end of the body.
 *
 * The markers rely on the ground-truth server's exact bytes (`ground-truth/wire.ts`): a content
 * event contains `"delta":{"content":"` (the role chunk and the finish chunk do not), the
 * stream's end is `data: [DONE]`, and the chunked body ends with `\r\n0\r\n\r\n`. It is a
 * measuring stick for that server only, not a general client.
 */
import { connect, type Socket } from 'node:net';
import { spreadStarts } from './spread.js';
import { requestId, type ClientRunner, type ClientTrace } from './types.js';

/** What every content event of the ground-truth server contains (the role and finish chunks do not). */
export const CONTENT = Buffer.from('"delta":{"content":"');
const DONE = Buffer.from('data: [DONE]');
const BODY_END = Buffer.from('\r\n0\r\n\r\n');
/** Bytes of a chunk's end kept to find a marker split across two reads. */
const CARRY_BYTES = Math.max(CONTENT.length, DONE.length, BODY_END.length) - 1;

/** Matches of `marker` in `buf`, plus those that straddle `carry` (the previous read's end) and `buf`. */
export function countMarker(marker: Buffer, carry: Buffer, buf: Buffer): number {
  let count = 0;
  if (carry.length > 0) {
    const junction = Buffer.concat([carry, buf.subarray(0, marker.length - 1)]);
    // Only matches that start in the carry and end in the new bytes are new.
    for (let at = junction.indexOf(marker); at >= 0 && at < carry.length; at = junction.indexOf(marker, at + 1)) {
      if (at + marker.length > carry.length) count += 1;
    }
  }
  for (let at = buf.indexOf(marker); at >= 0; at = buf.indexOf(marker, at + marker.length)) count += 1;
  return count;
}

/** One connection working through requests one after another. */
class Slot {
  #socket: Socket | undefined;
  #carry: Buffer = Buffer.alloc(0);
  #trace: ClientTrace & { contentMs: number[] } = { id: '', sentMs: 0, contentMs: [], endMs: 0, ok: false };

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly requestFor: (id: string) => string,
    private readonly nextId: () => string | undefined,
    private readonly onTrace: (trace: ClientTrace) => void,
    private readonly onIdle: (err?: Error) => void,
  ) {}

  start(): void {
    const socket = connect({ host: this.host, port: this.port, noDelay: true });
    this.#socket = socket;
    socket.on('connect', () => this.#sendNext());
    socket.on('data', (buf: Buffer) => this.#onData(performance.now(), buf));
    socket.on('error', (err) => this.#fail(err));
    socket.on('close', () => this.#fail(new Error('connection closed')));
  }

  #sendNext(): void {
    const id = this.nextId();
    const socket = this.#socket!;
    if (id === undefined) {
      // Done: forget the socket first, so its closing is not taken for a failure.
      this.#socket = undefined;
      socket.end();
      this.onIdle();
      return;
    }
    this.#trace = { id, sentMs: 0, contentMs: [], endMs: 0, ok: false };
    this.#carry = Buffer.alloc(0);
    const text = this.requestFor(id);
    this.#trace.sentMs = performance.now();
    socket.write(text, 'latin1');
  }

  #onData(nowMs: number, buf: Buffer): void {
    const trace = this.#trace;
    const carry = this.#carry;
    for (let n = countMarker(CONTENT, carry, buf); n > 0; n--) trace.contentMs.push(nowMs);
    if (trace.endMs === 0 && countMarker(DONE, carry, buf) > 0) trace.endMs = nowMs;
    const bodyEnded = countMarker(BODY_END, carry, buf) > 0;
    this.#carry = Buffer.from(buf.subarray(Math.max(0, buf.length - CARRY_BYTES)));
    if (!bodyEnded) return;
    trace.ok = trace.endMs > 0 && trace.contentMs.length > 0;
    this.onTrace(trace);
    this.#sendNext();
  }

  #fail(err: Error): void {
    const socket = this.#socket;
    if (socket === undefined) return;
    this.#socket = undefined;
    socket.destroy();
    this.onIdle(err);
  }
}

/** Runs one batch with the raw-socket client; see ClientRunner. */
export const runRawClient: ClientRunner = (shape) =>
  new Promise((resolve, reject) => {
    const url = new URL(shape.baseUrl);
    const port = Number(url.port);
    const body = JSON.stringify({
      model: 'ground-truth',
      messages: [{ role: 'user', content: 'Count to a hundred.' }],
      max_tokens: shape.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
    });
    const requestFor = (id: string): string =>
      `POST ${url.pathname.replace(/\/$/, '')}/chat/completions HTTP/1.1\r\nhost: ${url.host}\r\n` +
      `content-type: application/json\r\naccept: text/event-stream\r\nx-request-id: ${id}\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const traces: ClientTrace[] = [];
    let issued = 0;
    let idle = 0;
    let failure: Error | undefined;
    const nextId = (): string | undefined => (issued < shape.requests && failure === undefined ? requestId(shape.idPrefix, issued++) : undefined);
    const onIdle = (err?: Error): void => {
      failure ??= err;
      idle += 1;
      if (idle < slots) return;
      if (failure !== undefined) reject(failure);
      else resolve(traces);
    };
    const slots = Math.min(shape.concurrency, shape.requests);
    const waitTurn = spreadStarts(slots, shape.spreadMs);
    for (let k = 0; k < slots; k++) {
      const slot = new Slot(url.hostname, port, requestFor, nextId, (t) => traces.push(t), onIdle);
      void waitTurn(k).then(() => slot.start());
    }
  });
