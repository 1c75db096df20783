/**
 * What a response's events told, counted as they are read: each token event's arrival time, the
 * usage and finish reason the adapter found (`StreamFacts`), reasoning events, running token
 * counts, keep-alives, the answer's text for a request that keeps it, and the shape of the
 * stream's content events once one was learned (`event-shape.ts`). The stream loop
 * (`exchange.ts`) decides what an event does to the request (a failure, the end); this counts
 * it, and writes what it counted into the request's record.
 *
 * Runs once per event on the hot path: nothing here allocates per event but the push of an
 * arrival time (and of a running token count while every event has one).
 */
import { emptyStreamFacts, factsUntouched } from './content.js';
import type { StreamFacts } from './content.js';
import type { RequestRecord } from '../model/record.js';
import { EventShape } from './event-shape.js';
import type { ApiAdapter, EventOutcome } from './api-adapter.js';

/** Content events a stream may learn a shape from (`#learnShape`). */
const SHAPE_TRIES = 3;

/** The count of one response's events (see the module comment); one per request. */
export class EventTally {
  /** Arrival time of each token event (content or reasoning), ms: the record's `contentMs`. */
  readonly contentMs: number[] = [];
  /** What the adapter read from the stream so far: usage, finish reason, an error it carried. */
  readonly facts: StreamFacts = emptyStreamFacts();
  /** The shape of this stream's content events once one was learned; read by the loop's frame reading. */
  shape: EventShape | undefined;
  /** Whether the shape's event is a content event that tells nothing else (see `#learnShape`). */
  shapeOnlyContent = false;
  /** SSE comments and empty `data:` lines: counted, never timed. */
  keepAlives = 0;
  /** Whether the stream's end event (`[DONE]`, `message_stop`) arrived. */
  terminated = false;
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

  constructor(keepAnswer: boolean) {
    if (keepAnswer) this.#answer = '';
  }

  /** Whether the answer's text is kept (`ChatRequest.keepAnswer`). */
  get keepsAnswer(): boolean {
    return this.#answer !== undefined;
  }

  /**
   * Reads one event's parsed data through `adapter` and counts it at `atMs`; says what it was
   * (an error it carried is in `facts.error`). `data` is the event's text when it was parsed
   * (a content event's shape is then learned from it); undefined when it was known by its shape.
   */
  read(adapter: ApiAdapter, type: string | undefined, chunk: Record<string, unknown>, data: string | undefined, atMs: number): EventOutcome {
    const facts = this.facts;
    facts.eventUsage = false;
    const outcome = adapter.readEvent(type, chunk, facts);
    if (this.#jsonEvents++ === 0) this.#emptyFirst = outcome !== 'content' && outcome !== 'reasoning';
    if (outcome === 'content' || outcome === 'reasoning') {
      this.#tokenEvent(outcome, atMs);
      if (outcome !== 'content') return outcome;
      // A kept answer needs every event's text, so its stream is always parsed (no shape).
      if (this.#answer !== undefined) this.#answer += adapter.answerText?.(type, chunk) ?? '';
      else if (data !== undefined) this.#learnShape(adapter, type, data, chunk);
    }
    return outcome;
  }

  /**
   * A content event of this stream's shape whose reading writes nothing to the facts: what
   * `read` does for it, without asking the adapter to read the same object again (3868422:
   * the adapter's reading took 1.0 ms a second of the main thread's 58 at 64 streams).
   */
  onlyContent(atMs: number): void {
    this.facts.eventUsage = false;
    this.#jsonEvents++;
    this.#tokenEvent('content', atMs);
  }

  /** A content or reasoning event, counted at `atMs` (with its running token count, if any). */
  #tokenEvent(outcome: 'content' | 'reasoning', atMs: number): void {
    const facts = this.facts;
    if (outcome === 'reasoning') this.#reasoningEvents++;
    else if (this.#firstAnswer === -1) this.#firstAnswer = this.contentMs.length;
    const running = this.#runningTokens;
    if (running !== undefined) {
      if (facts.eventUsage) running.push(facts.completionTokens!);
      else this.#runningTokens = undefined;
    }
    this.contentMs.push(atMs);
  }

  /**
   * Learns the shape of a parsed content event, so the stream's next events of that shape are
   * read without parsing (`event-shape.ts`; b08b2ea: 75 ns an event instead of JSON.parse's
   * 650, and no object tree). A stream whose events keep changing shape is given up on after a
   * few tries, so it does not pay for learning on every event.
   */
  #learnShape(adapter: ApiAdapter, type: string | undefined, data: string, chunk: Record<string, unknown>): void {
    const rule = adapter.shape;
    if (rule === undefined || this.#shapeTries >= SHAPE_TRIES) return;
    this.#shapeTries++;
    const shape = EventShape.of(type, data, chunk, rule.key, rule.text(chunk));
    if (shape === undefined) return;
    this.shape = shape;
    // Read once more into fresh facts: an event that is content and writes nothing there
    // (no usage, no finish reason) means the same at every arrival, whatever came before.
    const fresh = emptyStreamFacts();
    this.shapeOnlyContent = adapter.readEvent(type, shape.parsed, fresh) === 'content' && factsUntouched(fresh);
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
  completeRecord(record: RequestRecord, adapter: ApiAdapter): void {
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
    if (this.#answer !== undefined && adapter.answerText !== undefined) record.answerText = this.#answer;
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
