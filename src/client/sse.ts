/**
 * Server-sent events from a response's bytes: `eventsource-parser` (the WHATWG event-stream
 * rules: CRLF, LF or lone CR line ends, `data:` lines joined by `\n`, `event:`, comments, a
 * byte-order mark, one space after the colon) over a streaming UTF-8 decoder, so that a
 * character or a line split across network chunks reads whole. The stream loop feeds it each
 * chunk after stamping it, and gets each event as two arguments.
 *
 * The decoder is Node's StringDecoder, not TextDecoder: on a stream's small chunks it takes
 * about a third of the time (TextDecoder goes through ICU's converter), and it runs once per
 * chunk on the stream loop. Unlike TextDecoder it keeps a leading byte-order mark, which the
 * standard says to drop (eventsource-parser does not), so `feed` drops it.
 */
import { StringDecoder } from 'node:string_decoder';
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

/** The byte-order mark, as decoded. */
const BOM = '\uFEFF';
/** A line feed, as a byte. */
const LF = 0x0a;

/** What a reader that is not reading for anyone hands its events to: nothing. */
const NOBODY: SseHandlers = { onEvent() {}, onComment() {} };

/**
 * Frames one response body into events. Feed it the body's chunks as they arrive and call
 * `end()` when the body is over; an event longer than `maxEventChars` stops it. A reader may
 * be used again for another body (`reuse`): a client keeps the readers of its finished
 * streams, so a request does not make a parser of its own that lives as long as it does.
 */
export class SseReader {
  readonly #decoder = new StringDecoder('utf8');
  readonly #parser: EventSourceParser;
  #handlers: SseHandlers;
  #oversized = false;
  /** Whether any text has been decoded yet: only the stream's first character may be a byte-order mark to drop. */
  #started = false;
  /** Whether the bytes fed so far end with a blank line (see `atEventBoundary`). */
  #atBoundary = false;

  constructor(handlers: SseHandlers, maxEventChars: number) {
    this.#handlers = handlers;
    this.#parser = createParser({
      onEvent: (message: EventSourceMessage) => this.#handlers.onEvent(message.event === '' ? undefined : message.event, message.data),
      onComment: () => this.#handlers.onComment(),
      // Unknown fields and bad `retry:` values are ignored, as the standard says; only an event
      // too large to buffer stops the reader.
      onError: (error: ParseError) => {
        if (error.type === 'max-buffer-size-exceeded') this.#oversized = true;
      },
      maxBufferSize: maxEventChars,
    });
  }

  /**
   * Makes this reader read a new body for `handlers`, as if it had just been made: whatever the
   * last body left unfinished (part of a character, a line or an event) is dropped. Call it
   * only when no `feed` or `end` of this reader is running.
   */
  reuse(handlers: SseHandlers): this {
    this.#clear();
    this.#handlers = handlers;
    return this;
  }

  /**
   * Stops handing events to the last body's handlers and drops what that body left unfinished
   * (a body cut inside an event leaves its text in the parser), so a kept reader holds nothing
   * of either while it waits to be reused.
   */
  release(): void {
    this.#clear();
    this.#handlers = NOBODY;
  }

  /** Back to the state of a reader just made: nothing decoded, buffered or seen. */
  #clear(): void {
    this.#parser.reset();
    this.#decoder.end();
    this.#oversized = false;
    this.#started = false;
    this.#atBoundary = false;
  }

  /**
   * Reads one chunk, handing over every event it completes.
   * @returns false when an event grew past `maxEventChars`; the reader then reads nothing more.
   */
  feed(chunk: Buffer): boolean {
    if (this.#oversized) return false;
    this.#parser.feed(this.#text(this.#decoder.write(chunk)));
    const n = chunk.length;
    if (n > 0) this.#atBoundary = n >= 2 && chunk[n - 1] === LF && chunk[n - 2] === LF;
    return !this.#oversized;
  }

  /**
   * Whether the reader holds nothing between events: the bytes fed so far end with `\n\n`, so
   * the decoder holds no part of a character and the parser no part of a line or of an event
   * (the blank line ended it, whatever line ends came before), and the stream has started (its
   * byte-order mark, if any, is behind it). Bytes that follow may then be read as whole events
   * by another reader (`EventShape.frameEnd`) without this one seeing them; it reads on from
   * where they end. Never after an event too long: the chunk that passes the limit cannot end
   * with a blank line (the parser counts only what it holds after a chunk), and nothing after
   * it is fed.
   */
  atEventBoundary(): boolean {
    return this.#atBoundary;
  }

  /** Decoded text as the parser should see it: without the stream's leading byte-order mark. */
  #text(text: string): string {
    if (this.#started || text === '') return text;
    this.#started = true;
    return text.startsWith(BOM) ? text.slice(1) : text;
  }

  /**
   * The body is over: a last event the server did not end with a blank line is handed over.
   * @returns false when that event was too long.
   */
  end(): boolean {
    if (this.#oversized) return false;
    this.#parser.feed(`${this.#text(this.#decoder.end())}\n\n`);
    return !this.#oversized;
  }
}
