/**
 * How a response's body is read, decided once from its status and headers, and the first bytes
 * kept of a body that explains a failure (a non-2xx answer, or a 2xx one that is not an event
 * stream). Off the hot path: a stream's body goes to the SSE reader, never here.
 */
import { ERROR_BODY_MAX_BYTES, shorten } from './classify.js';

/** What the body of a response is read as; `none` until its head arrived. */
export type BodyMode = 'none' | 'stream' | 'error-body' | 'not-streaming';

/** A `content-encoding` that leaves the body as sent. */
const IDENTITY = /^\s*identity\s*$/i;

/** How the body of a response with this status and content type is read. */
export function bodyMode(statusCode: number, contentType: string | undefined): BodyMode {
  if (statusCode < 200 || statusCode > 299) return 'error-body';
  return contentType !== undefined && contentType.toLowerCase().includes('text/event-stream') ? 'stream' : 'not-streaming';
}

/** Whether a `content-encoding` value changed the body (the client sends no Accept-Encoding). */
export function unaskedEncoding(encoding: string | undefined): encoding is string {
  return encoding !== undefined && !IDENTITY.test(encoding);
}

/**
 * The message of a response compressed although the request sent no Accept-Encoding: its bytes
 * cannot be read as events or quoted, so it names the encoding instead of what garbage parsed
 * to. `httpMessage`: a non-2xx status's own message, which it extends.
 */
export function encodingMessage(encoding: string, httpMessage: string | undefined): string {
  const named = `content-encoding ${JSON.stringify(shorten(encoding, 40))}`;
  if (httpMessage !== undefined) return `${httpMessage} Its body was compressed (${named}) without being asked for, so it is not quoted.`;
  return `The server compressed the response (${named}) although the request did not ask for it (no Accept-Encoding), `
    + 'so its events cannot be read. Turn response compression off for this route at the server or at the gateway in front of it.';
}

/** The first ERROR_BODY_MAX_BYTES of a body that explains a failure. */
export class BodyExcerpt {
  readonly #chunks: Buffer[] = [];
  #bytes = 0;

  /** Keeps what fits of `chunk`; true once enough is kept to explain the failure (stop downloading a possibly large page). */
  add(chunk: Buffer): boolean {
    const room = ERROR_BODY_MAX_BYTES - this.#bytes;
    if (room > 0) {
      const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
      this.#chunks.push(Buffer.from(part));
      this.#bytes += part.length;
    }
    return this.#bytes >= ERROR_BODY_MAX_BYTES;
  }

  /** What was kept, as text. */
  text(): string {
    return Buffer.concat(this.#chunks).toString('utf8');
  }
}

/** A header's value, the first one when it came more than once. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
