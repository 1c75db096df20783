/**
 * Just enough of an HTTP/1.1 request parser for the ground-truth server: it splits a
 * connection's bytes into requests (head + `content-length` body) and keeps the three facts the
 * server needs. The server writes its responses straight to the socket instead of through
 * `node:http`, whose `ServerResponse` corks the socket until the next tick: a write logged as
 * "done" there would still be in user space, and the log would run early.
 */

/** A complete request. */
export interface RequestHead {
  method: string;
  /** Path and query, as sent. */
  target: string;
  /** The `x-request-id` header, when present. */
  requestId: string | undefined;
}

/** A head this long without its blank line is not a request we sent. */
const MAX_HEAD_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

/** Splits one connection's bytes into requests; feed it every chunk in order. */
export class RequestReader {
  #pending: Buffer = Buffer.alloc(0);

  /**
   * Adds `chunk` and returns every request it completed (usually one, or none while a request
   * is still arriving).
   * @throws Error for a malformed or chunked request, or an over-long head.
   */
  feed(chunk: Buffer): RequestHead[] {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    const done: RequestHead[] = [];
    for (;;) {
      const headEnd = this.#pending.indexOf(HEAD_END);
      if (headEnd < 0) {
        if (this.#pending.length > MAX_HEAD_BYTES) throw new Error('request head too long');
        return done;
      }
      const lines = this.#pending.toString('latin1', 0, headEnd).split('\r\n');
      const [method, target] = (lines[0] ?? '').split(' ');
      if (method === undefined || target === undefined) throw new Error(`bad request line ${JSON.stringify(lines[0])}`);
      let bodyBytes = 0;
      let requestId: string | undefined;
      for (let i = 1; i < lines.length; i++) {
        const line = lines[i] as string;
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'content-length') bodyBytes = Number(value);
        else if (name === 'x-request-id') requestId = value;
        else if (name === 'transfer-encoding') throw new Error('chunked request bodies are not supported');
      }
      if (!Number.isInteger(bodyBytes) || bodyBytes < 0) throw new Error('bad content-length');
      const end = headEnd + HEAD_END.length + bodyBytes;
      if (this.#pending.length < end) return done;
      done.push({ method, target, requestId });
      this.#pending = this.#pending.subarray(end);
    }
  }
}
