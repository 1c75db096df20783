/**
 * Reading a stream's content events by their shape instead of parsing each one. The content
 * events of one stream are, byte for byte, the same JSON but for the text they carry:
 * `{"id":"chatcmpl-1",…,"choices":[{"index":0,"delta":{"content":"Hi"},…}]}`, then `"there"`,
 * and so on. Once one event has been parsed, an event that differs from it only inside that
 * one string (`"content":"…"`) parses to the same object with another text there, so it means
 * the same to the adapter, as long as the text is not empty and the adapter reads it only for
 * that (the chat rule: `delta.content` non-empty is an answer event). Such an event is read
 * without JSON.parse: its object would be thrown away at once, and parsing it is the largest
 * cost per event left on the stream loop (0.6 µs and some 330 bytes for the collector, per
 * event of the ground-truth server).
 *
 * What makes this safe: the known text is checked to be the only occurrence of the key in the
 * event and to be the value the adapter read (so nothing else varies), the bytes before and
 * after it must be equal to the known event's, and what lies between must be a whole, valid
 * JSON string body. Anything else is parsed as usual.
 *
 * A step further, on the wire: an event of a known shape usually arrives as its own frame,
 * `data: ` + its data + a blank line, and the stream loop can recognise that frame in the
 * chunk's bytes (`frameEnd`) without decoding it to a string or running the SSE parser over it,
 * which together cost more per event than everything else the loop does on it. The same rules
 * hold on bytes: the bytes around the text equal the known event's frame, and between them lies
 * a whole JSON string body. UTF-8 never puts an ASCII byte (a quote, a backslash, a line end)
 * inside a multi-byte character, and a decoder resumes at the next ASCII byte after an invalid
 * one, so the body ends at the same quote in the bytes as in the decoded text, and the text is
 * non-empty in both. A frame written any other way (CRLF line ends, `data:` without the space,
 * an `id:` line, two events' lines interleaved) is not recognised and goes to the parser.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** A content event already parsed, and the parts of its data around its text. */
export class EventShape {
  /** The parsed event, handed to the adapter for every event of this shape. */
  readonly parsed: Record<string, unknown>;
  readonly #type: string | undefined;
  /** The data up to and including the text's opening quote, and from its closing quote on. */
  readonly #before: string;
  readonly #after: string;
  /**
   * The event's SSE frame around its text, as bytes: its `event:` line if it has a type, then
   * `data: ` and the data up to the text's opening quote; and from the closing quote on, with
   * the blank line that ends the event. Undefined when the data spans lines (it then has no
   * one-line frame).
   */
  readonly #frameHead: Buffer | undefined;
  readonly #frameTail: Buffer | undefined;

  private constructor(parsed: Record<string, unknown>, type: string | undefined, before: string, after: string) {
    this.parsed = parsed;
    this.#type = type;
    this.#before = before;
    this.#after = after;
    const oneLine = !/[\r\n]/.test(before + after + (type ?? ''));
    this.#frameHead = oneLine ? Buffer.from(`${type === undefined ? '' : `event: ${type}\n`}data: ${before}`, 'utf8') : undefined;
    this.#frameTail = oneLine ? Buffer.from(`${after}\n\n`, 'utf8') : undefined;
  }

  /** The `event:` type of events of this shape (undefined: none). */
  get type(): string | undefined {
    return this.#type;
  }

  /**
   * The shape of a content event whose `key` (`"content":"`, quotes and colon included) occurs
   * once in `data` and holds `text`, the non-empty text the adapter read; undefined when the
   * event is not of that kind.
   */
  static of(type: string | undefined, data: string, parsed: Record<string, unknown>, key: string, text: string | undefined): EventShape | undefined {
    if (text === undefined || text === '') return undefined;
    const at = data.indexOf(key);
    if (at === -1 || data.indexOf(key, at + 1) !== -1) return undefined;
    const start = at + key.length;
    const end = stringBodyEnd(data, start);
    if (end === -1 || end === start) return undefined;
    let value: unknown;
    try {
      value = JSON.parse(data.slice(start - 1, end + 1));
    } catch {
      return undefined;
    }
    if (value !== text) return undefined;
    return new EventShape(parsed, type, data.slice(0, start), data.slice(end));
  }

  /** Whether `data` is this event with another non-empty text, under the same `event:` type. */
  matches(type: string | undefined, data: string): boolean {
    const before = this.#before;
    const after = this.#after;
    const end = data.length - after.length;
    // Equality of slices (a comparison of flat strings) is faster here than startsWith and endsWith.
    if (type !== this.#type || end <= before.length || data.slice(0, before.length) !== before || data.slice(end) !== after) return false;
    return stringBodyEnd(data, before.length) === end;
  }

  /**
   * Where the frame of an event of this shape that starts at `at` in `bytes` ends (the index
   * after its blank line), or -1 when the bytes there are not such a frame, whole. Call it only
   * where an SSE parser reading the same stream would start a new line with nothing pending.
   */
  frameEnd(bytes: Uint8Array, at: number): number {
    const head = this.#frameHead;
    const tail = this.#frameTail;
    if (head === undefined || tail === undefined) return -1;
    const start = at + head.length;
    // Buffer#compare over a range: a memcmp, without a view allocated per event.
    if (bytes.length - start <= tail.length || head.compare(bytes, at, start) !== 0) return -1;
    const quote = byteStringBodyEnd(bytes, start);
    const end = quote + tail.length;
    if (quote <= start || end > bytes.length || tail.compare(bytes, quote, end) !== 0) return -1;
    return end;
  }
}

/**
 * `stringBodyEnd` on UTF-8 bytes: where the JSON string body starting at `start` ends (its
 * closing quote), or -1 when it is not a valid one. Bytes from 0x80 up are parts of characters
 * and never a quote, a backslash or a control character.
 */
export function byteStringBodyEnd(bytes: Uint8Array, start: number): number {
  const length = bytes.length;
  for (let i = start; i < length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) return i;
    if (c < 0x20) return -1;
    if (c !== BACKSLASH) continue;
    if (!isEscape(bytes, ++i)) return -1;
    if (bytes[i] === 0x75) i += 4;
  }
  return -1;
}

/** Whether the escape whose letter is at `i` is one of JSON's (a `\u` with its four hex digits). */
function isEscape(bytes: Uint8Array, i: number): boolean {
  const e = bytes[i];
  if (e === 0x75) return isHex(bytes[i + 1] ?? 0) && isHex(bytes[i + 2] ?? 0) && isHex(bytes[i + 3] ?? 0) && isHex(bytes[i + 4] ?? 0);
  return e !== undefined && isSimpleEscape(e);
}

/** Whether `c` is the letter of a one-letter JSON escape: `\" \\ \/ \b \f \n \r \t`. */
function isSimpleEscape(c: number): boolean {
  return c === QUOTE || c === BACKSLASH || c === 0x2f || c === 0x62 || c === 0x66 || c === 0x6e || c === 0x72 || c === 0x74;
}

/**
 * Where the JSON string body starting at `start` ends (the index of its closing quote), or -1
 * when it is not a valid one: control characters must be escaped, and an escape must be one
 * of `\" \\ \/ \b \f \n \r \t \uXXXX`.
 */
export function stringBodyEnd(text: string, start: number): number {
  const length = text.length;
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i;
    if (c < 0x20) return -1;
    if (c !== BACKSLASH) continue;
    const e = text.charCodeAt(++i);
    if (e === 0x75) {
      // \uXXXX
      for (let k = 0; k < 4; k++) if (!isHex(text.charCodeAt(++i))) return -1;
    } else if (!isSimpleEscape(e)) {
      return -1;
    }
  }
  return -1;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}
