/**
 * Server-sent events read straight from the response's bytes, as the WHATWG HTML standard's
 * event-stream rules say (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * lines end in CRLF, LF or a lone CR; a blank line ends an event; `data:` lines are joined by
 * `\n`; `event:` names the event; a line starting with `:` is a comment; `id:`, `retry:` and
 * unknown fields are ignored (nothing here uses them); a byte-order mark before the first line
 * is dropped; one space after the colon is not part of the value.
 *
 * This runs once per network chunk on the stream loop's hot path, between the chunk's arrival
 * stamp and the next chunk's, so it does as little as it can: it frames lines on the bytes
 * (no decoding of a whole chunk into a string), decodes only the `data:` and `event:` values,
 * and hands each event over as two arguments (no event object). A line split across chunks is
 * kept as copies of its parts and joined once its end arrives; UTF-8 needs no care there,
 * since a line's end (CR, LF) never occurs inside a multi-byte character and a line is decoded
 * only whole.
 */

const LF = 0x0a;
const CR = 0x0d;
const COLON = 0x3a;
const SPACE = 0x20;
/** The blank lines `end()` feeds: the first ends an unfinished line, the second its event. */
const FLUSH = Buffer.from('\n\n');

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

/**
 * Frames one response body into events. Feed it the body's chunks as they arrive and call
 * `end()` when the body is over; an event whose bytes pass `maxEventBytes` stops it.
 */
export class SseReader {
  readonly #handlers: SseHandlers;
  readonly #maxEventBytes: number;
  /** Copies of the parts of a line whose end has not arrived yet. */
  readonly #parts: Buffer[] = [];
  #partBytes = 0;
  /** The event being read: its data so far, how many data lines, its type, its bytes. */
  #data = '';
  #dataLines = 0;
  #type: string | undefined;
  #eventBytes = 0;
  /** The last chunk ended in CR: an LF starting the next one belongs to that line end. */
  #skipLf = false;
  /** No line has ended yet: the first one may start with a byte-order mark. */
  #firstLine = true;
  #oversized = false;

  constructor(handlers: SseHandlers, maxEventBytes: number) {
    this.#handlers = handlers;
    this.#maxEventBytes = maxEventBytes;
  }

  /**
   * Reads one chunk, calling the handlers for every event and comment it completes.
   * @returns false when an event grew past `maxEventBytes`; the reader then reads nothing more.
   */
  feed(chunk: Buffer): boolean {
    if (this.#oversized) return false;
    const length = chunk.length;
    let at = 0;
    if (this.#skipLf && length > 0) {
      this.#skipLf = false;
      if (chunk[0] === LF) at = 1;
    }
    // Next LF and CR at or after `at`; searched again only once passed, so a chunk of many lines is read in one pass.
    let lf = -2;
    let cr = -2;
    while (at < length) {
      if (lf !== -1 && lf < at) lf = chunk.indexOf(LF, at);
      if (cr !== -1 && cr < at) cr = chunk.indexOf(CR, at);
      if (lf === -1 && cr === -1) break;
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      let next = end + 1;
      if (end === cr) {
        if (next === length) this.#skipLf = true;
        else if (chunk[next] === LF) next++;
      }
      if (!this.#endLine(chunk, at, end)) return false;
      at = next;
    }
    if (at < length) {
      const rest = chunk.subarray(at);
      // A copy: the chunk's memory is undici's to reuse once this call returns.
      this.#parts.push(Buffer.from(rest));
      this.#partBytes += rest.length;
      if (this.#eventBytes + this.#partBytes > this.#maxEventBytes) return this.#overflow();
    }
    return true;
  }

  /**
   * The body is over: an unfinished last line and event are read as if blank lines followed
   * (a server that does not terminate its last event still sent it).
   * @returns false when that event was too long.
   */
  end(): boolean {
    this.#skipLf = false;
    return this.feed(FLUSH);
  }

  /** One line, `chunk[start, end)` after any parts kept from earlier chunks. */
  #endLine(chunk: Buffer, start: number, end: number): boolean {
    let line = chunk;
    let from = start;
    let to = end;
    if (this.#parts.length > 0) {
      this.#parts.push(chunk.subarray(start, end));
      line = Buffer.concat(this.#parts, this.#partBytes + (end - start));
      this.#parts.length = 0;
      this.#partBytes = 0;
      from = 0;
      to = line.length;
    }
    if (this.#firstLine) {
      this.#firstLine = false;
      if (to - from >= 3 && line[from] === 0xef && line[from + 1] === 0xbb && line[from + 2] === 0xbf) from += 3;
    }
    if (from === to) {
      this.#dispatch();
      return true;
    }
    const first = line[from];
    if (first === COLON) {
      this.#handlers.onComment();
      return true;
    }
    // The field name runs to the first colon (or is the whole line); one space after the colon is dropped.
    const isData = first === 0x64 && line[from + 1] === 0x61 && line[from + 2] === 0x74 && line[from + 3] === 0x61;
    let colon = from + 4;
    if (!(isData && line[colon] === COLON && colon < to)) {
      colon = line.indexOf(COLON, from);
      if (colon === -1 || colon >= to) colon = to;
    }
    let value = colon + 1;
    if (value < to && line[value] === SPACE) value++;
    if (value > to) value = to;
    const name = colon - from;
    if (name === 4 && isData) {
      this.#eventBytes += to - from;
      if (this.#eventBytes > this.#maxEventBytes) return this.#overflow();
      const text = line.toString('utf8', value, to);
      this.#data = this.#dataLines === 0 ? text : `${this.#data}\n${text}`;
      this.#dataLines++;
    } else if (name === 5 && first === 0x65 && line[from + 1] === 0x76 && line[from + 2] === 0x65 && line[from + 3] === 0x6e && line[from + 4] === 0x74) {
      // `event`
      this.#type = value < to ? line.toString('utf8', value, to) : undefined;
    }
    return true;
  }

  /** A blank line: the event read so far is complete (one without data is dropped, as the standard says). */
  #dispatch(): void {
    const lines = this.#dataLines;
    const data = this.#data;
    const type = this.#type;
    this.#data = '';
    this.#dataLines = 0;
    this.#type = undefined;
    this.#eventBytes = 0;
    if (lines > 0) this.#handlers.onEvent(type, data);
  }

  #overflow(): false {
    this.#oversized = true;
    this.#parts.length = 0;
    this.#partBytes = 0;
    this.#data = '';
    return false;
  }
}
