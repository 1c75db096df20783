/**
 * Server-sent events from a response's bytes: `eventsource-parser` (the WHATWG event-stream
 * rules: CRLF, LF or lone CR line ends, `data:` lines joined by `\n`, `event:`, comments, a
 * byte-order mark, one space after the colon) over a streaming UTF-8 decoder, so that a
 * character or a line split across network chunks reads whole. The stream loop feeds it each
 * chunk after stamping it, and gets each event as two arguments.
 */
import { TextDecoder } from 'node:util';
import { createParser, type EventSourceMessage, type EventSourceParser, type ParseError } from 'eventsource-parser';

/** Receives what an SseReader finds. */
export interface SseHandlers {
  /**
   * A complete event with at least one `data` field. `type` is its `event:` value, undefined
   * when it had none or an empty one; `data` its data lines joined by `\n` (`""` for `data:`
   * alone). Called synchronously from `feed`, in stream order.
   */
  onEvent(type: string | undefined, data: string): void;
  /** A comment line (`: keep-alive`). */
  onComment(): void;
}

/** TextDecoder option for a chunk that may end inside a character; one object, not one per chunk. */
const STREAMING = { stream: true } as const;

/**
 * Frames one response body into events. Feed it the body's chunks as they arrive and call
 * `end()` when the body is over; an event longer than `maxEventChars` stops it.
 */
export class SseReader {
  readonly #decoder = new TextDecoder('utf-8');
  readonly #parser: EventSourceParser;
  #oversized = false;

  constructor(handlers: SseHandlers, maxEventChars: number) {
    this.#parser = createParser({
      onEvent: (message: EventSourceMessage) => handlers.onEvent(message.event === '' ? undefined : message.event, message.data),
      onComment: () => handlers.onComment(),
      // Unknown fields and bad `retry:` values are ignored, as the standard says; only an event
      // too large to buffer stops the reader.
      onError: (error: ParseError) => {
        if (error.type === 'max-buffer-size-exceeded') this.#oversized = true;
      },
      maxBufferSize: maxEventChars,
    });
  }

  /**
   * Reads one chunk, handing over every event it completes.
   * @returns false when an event grew past `maxEventChars`; the reader then reads nothing more.
   */
  feed(chunk: Buffer): boolean {
    if (this.#oversized) return false;
    this.#parser.feed(this.#decoder.decode(chunk, STREAMING));
    return !this.#oversized;
  }

  /**
   * The body is over: a last event the server did not end with a blank line is handed over.
   * @returns false when that event was too long.
   */
  end(): boolean {
    if (this.#oversized) return false;
    this.#parser.feed(`${this.#decoder.decode()}\n\n`);
    return !this.#oversized;
  }
}
