/**
 * A stream's events, read and counted: the SSE reader's handler (`sse.ts`) and the reading of
 * content events straight from their frames once their shape is known (`event-shape.ts`). It
 * keeps what the events told: each token event's arrival time, the usage and finish reason the
 * adapter found (`StreamFacts`), reasoning events, running token counts, keep-alives, the
 * answer's text for a request that keeps it; and writes it into the request's record. What ends
 * the request (the end event, an error the stream carried, an event that cannot be read) it
 * tells the request (`TallyOwner`, the stream loop's `Exchange`), which decides.
 *
 * Runs once per event on the hot path: nothing here allocates per event but the push of an
 * arrival time (and of a running token count while every event has one).
 */
import { emptyStreamFacts, factsUntouched } from './content.js';
import type { StreamFacts } from './content.js';
import type { ErrorKind, RequestRecord } from '../model/record.js';
import { shorten } from './classify.js';
import { EventShape } from './event-shape.js';
import type { SseHandlers, SseReader } from './sse.js';
import type { ApiAdapter } from './api-adapter.js';

/** Content events a stream may learn a shape from (`#learnShape`). */
const SHAPE_TRIES = 3;

/** What ends a request from its events: the request the tally counts for. */
export interface TallyOwner {
  /** Whether the request's record is complete: events after that are not read. */
  readonly delivered: boolean;
  /** The stream's end event (`[DONE]`, `message_stop`) arrived, in the chunk of `chunkMs`. */
  streamDone(): void;
  /** The stream failed in the chunk of `chunkMs`; server text in `message` is already redacted. */
  streamFailed(kind: ErrorKind, message: string): void;
  /** `text` without the API key, for quoting server text (`redact.ts`). */
  redact(text: string): string;
}

/** The reading and count of one response's events (see the module comment); one per request. */
export class EventTally implements SseHandlers {
  /** Arrival time of the network chunk being read; every event in it gets this time. */
  chunkMs = 0;
  /** Arrival time of each token event (content or reasoning), ms: the record's `contentMs`. */
  readonly contentMs: number[] = [];
  /** What the adapter read from the stream so far: usage, finish reason, an error it carried. */
  readonly facts: StreamFacts = emptyStreamFacts();
  /** SSE comments and empty `data:` lines: counted, never timed (written here only). */
  keepAlives = 0;
  /** Whether the stream's end event (`[DONE]`, `message_stop`) arrived (written here only). */
  terminated = false;
  /** The shape of this stream's content events once one was learned. */
  #shape: EventShape | undefined;
  /** Whether the shape's event is a content event that tells nothing else (see `#learnShape`). */
  #shapeOnlyContent = false;
  /** Index in `contentMs` of the first answer event; -1 until one arrives. */
  #firstAnswer = -1;
  #reasoningEvents = 0;
  /** The running completion-token count at each token event, while every one so far had one. */
  #runningTokens: number[] | undefined = [];
  /** JSON events read so far, and whether the first of them carried a token. */
  #jsonEvents = 0;
  #emptyFirst = false;
  #shapeTries = 0;
  /** The answer's text so far, for a request that keeps it (`ChatRequest.keepAnswer`); undefined otherwise. */
  #answer: string | undefined;
  readonly #owner: TallyOwner;
  readonly #adapter: ApiAdapter;

  constructor(owner: TallyOwner, adapter: ApiAdapter, keepAnswer: boolean) {
    this.#owner = owner;
    this.#adapter = adapter;
    if (keepAnswer) this.#answer = '';
  }

  /** Whether the answer's text is kept (`ChatRequest.keepAnswer`). */
  get keepsAnswer(): boolean {
    return this.#answer !== undefined;
  }

  /**
   * Reads the content events at the start of `chunk` whose frames have this stream's known
   * shape, straight from the bytes (`EventShape.frameEnd`), when `sse` holds nothing between
   * events; returns where the rest, for the reader, starts. A stream's events usually come one
   * frame to a chunk, so most chunks end here whole (7ee95e4: no decoding, no parser pass, no
   * strings; -7 % of the CLI's CPU samples at 64 streams).
   */
  readFrames(chunk: Buffer, sse: SseReader): number {
    const shape = this.#shape;
    if (shape === undefined || !sse.atEventBoundary()) return 0;
    const owner = this.#owner;
    let from = 0;
    while (from < chunk.length && !owner.delivered) {
      const end = shape.frameEnd(chunk, from);
      if (end === -1) break;
      if (this.#shapeOnlyContent) this.#onlyContent();
      else this.#read(shape.type, shape.parsed, undefined);
      from = end;
    }
    return from;
  }

  /** One complete event (`SseHandlers`); `type` is its `event:` field. */
  onEvent(type: string | undefined, data: string): void {
    if (this.#owner.delivered) return;
    if (data === '[DONE]') {
      this.#done();
      return;
    }
    // `data:` with nothing after it: some servers use it as a keep-alive.
    if (data === '') {
      this.keepAlives++;
      return;
    }
    const shape = this.#shape;
    const known = shape !== undefined && shape.matches(type, data);
    const chunk = known ? shape.parsed : this.#parse(type, data);
    if (chunk !== undefined) this.#read(type, chunk, known ? undefined : data);
  }

  /** An SSE comment line (`: keep-alive`, `: OPENROUTER PROCESSING`): counted, never timed. */
  onComment(): void {
    this.keepAlives++;
  }

  /**
   * Reads one event's parsed data through the adapter and counts it; an error it carried, an
   * error event or the end event goes to the owner. `data` is the event's text when it was
   * parsed (a content event's shape is then learned from it); undefined when it was known by
   * its shape.
   */
  #read(type: string | undefined, chunk: Record<string, unknown>, data: string | undefined): void {
    const facts = this.facts;
    const adapter = this.#adapter;
    facts.eventUsage = false;
    const outcome = adapter.readEvent(type, chunk, facts);
    if (this.#jsonEvents++ === 0) this.#emptyFirst = outcome !== 'content' && outcome !== 'reasoning';
    if (outcome === 'content' || outcome === 'reasoning') {
      this.#tokenEvent(outcome);
      if (outcome !== 'content') return;
      // A kept answer needs every event's text, so its stream is always parsed (no shape).
      if (this.#answer !== undefined) this.#answer += adapter.answerText?.(type, chunk) ?? '';
      else if (data !== undefined) this.#learnShape(type, data, chunk);
      return;
    }
    const owner = this.#owner;
    const error = facts.error;
    if (error !== undefined) owner.streamFailed(error.kind, error.message);
    else if (type === 'error') owner.streamFailed('stream_error', `The server sent an error event: ${shorten(owner.redact(data ?? JSON.stringify(chunk)))}`);
    else if (outcome === 'done') this.#done();
  }

  /** An event's data as a JSON object; undefined when it is not one, and the request has failed. */
  #parse(type: string | undefined, data: string): Record<string, unknown> | undefined {
    const owner = this.#owner;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      if (data.trim() === '[DONE]') this.#done();
      else if (type === 'error') owner.streamFailed('stream_error', `The server sent an error event: ${shorten(owner.redact(data))}`);
      else owner.streamFailed('bad_event', `An event's data is not valid JSON: ${JSON.stringify(shorten(owner.redact(data), 120))}`);
      return undefined;
    }
    if (typeof chunk !== 'object' || chunk === null || Array.isArray(chunk)) {
      owner.streamFailed('bad_event', `An event's data is not a JSON object: ${JSON.stringify(shorten(owner.redact(data), 120))}`);
      return undefined;
    }
    return chunk as Record<string, unknown>;
  }

  /** The stream's end event: the stream is over at the arrival of the chunk that carried it. */
  #done(): void {
    this.terminated = true;
    this.#owner.streamDone();
  }

  /**
   * A content event of this stream's shape whose reading writes nothing to the facts: what
   * `#read` does for it, without asking the adapter to read the same object again (3868422:
   * the adapter's reading took 1.0 ms a second of the main thread's 58 at 64 streams).
   */
  #onlyContent(): void {
    this.facts.eventUsage = false;
    this.#jsonEvents++;
    this.#tokenEvent('content');
  }

  /** A content or reasoning event, counted at this chunk's arrival (with its running token count, if any). */
  #tokenEvent(outcome: 'content' | 'reasoning'): void {
    const facts = this.facts;
    if (outcome === 'reasoning') this.#reasoningEvents++;
    else if (this.#firstAnswer === -1) this.#firstAnswer = this.contentMs.length;
    const running = this.#runningTokens;
    if (running !== undefined) {
      if (facts.eventUsage) running.push(facts.completionTokens!);
      else this.#runningTokens = undefined;
    }
    this.contentMs.push(this.chunkMs);
  }

  /**
   * Learns the shape of a parsed content event, so the stream's next events of that shape are
   * read without parsing (`event-shape.ts`; b08b2ea: 75 ns an event instead of JSON.parse's
   * 650, and no object tree). A stream whose events keep changing shape is given up on after a
   * few tries, so it does not pay for learning on every event.
   */
  #learnShape(type: string | undefined, data: string, chunk: Record<string, unknown>): void {
    const adapter = this.#adapter;
    const rule = adapter.shape;
    if (rule === undefined || this.#shapeTries >= SHAPE_TRIES) return;
    this.#shapeTries++;
    const shape = EventShape.of(type, data, chunk, rule.key, rule.text(chunk));
    if (shape === undefined) return;
    this.#shape = shape;
    // Read once more into fresh facts: an event that is content and writes nothing there
    // (no usage, no finish reason) means the same at every arrival, whatever came before.
    const fresh = emptyStreamFacts();
    this.#shapeOnlyContent = adapter.readEvent(type, shape.parsed, fresh) === 'content' && factsUntouched(fresh);
  }

  /** The record's `outputTokens`: usage's count, else the token events; undefined with neither. */
  outputTokens(): number | undefined {
    return this.facts.completionTokens ?? (this.contentMs.length > 0 ? this.contentMs.length : undefined);
  }

  /** Where `outputTokens` came from. */
  tokensSource(): RequestRecord['tokensSource'] {
    if (this.facts.completionTokens !== undefined) return 'usage';
    return this.contentMs.length > 0 ? 'events' : undefined;
  }

  /** Whether the first JSON event carried no token (a role-only delta, say). */
  get emptyFirstEvent(): boolean {
    return this.#emptyFirst;
  }

  /** Adds to `record` what the events told beyond its fixed fields: reasoning, implausible usage, the answer, tokens per event. */
  completeRecord(record: RequestRecord): void {
    const facts = this.facts;
    const reasoning = this.#reasoningEvents;
    if (reasoning > 0) {
      record.firstAnswerIndex = this.#firstAnswer === -1 ? null : this.#firstAnswer;
      record.reasoningEvents = reasoning;
      record.reasoningTokens = facts.reasoningTokens ?? reasoning;
      record.reasoningTokensSource = facts.reasoningTokens !== undefined ? 'usage' : 'events';
    } else if (facts.reasoningTokens !== undefined && facts.reasoningTokens > 0) {
      // Hidden reasoning (OpenAI o-series): counted in usage, never streamed, so TTFA is TTFT.
      record.reasoningTokens = facts.reasoningTokens;
      record.reasoningTokensSource = 'usage';
    }
    if (facts.implausibleUsage) record.stream!.implausibleUsage = true;
    if (this.#answer !== undefined && this.#adapter.answerText !== undefined) record.answerText = this.#answer;
    const perEvent = eventTokens(this.#runningTokens, this.contentMs.length);
    if (perEvent !== undefined) record.eventTokens = perEvent;
  }
}

/**
 * Tokens per event from the running completion-token counts seen at each event: the rise since
 * the previous event (the first event carries its whole count). Undefined unless every event
 * had a count and each one rose: a count that stands still is not running usage.
 */
export function eventTokens(running: readonly number[] | undefined, events: number): number[] | undefined {
  if (running === undefined || events === 0 || running.length !== events) return undefined;
  const out = new Array<number>(events);
  let previous = 0;
  for (let i = 0; i < events; i++) {
    const count = running[i]!;
    if (!(count > previous)) return undefined;
    out[i] = count - previous;
    previous = count;
  }
  return out;
}
