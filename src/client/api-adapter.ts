/**
 * What the shared stream loop needs to know about one API: the contract each adapter
 * (`openai-chat.ts`, `completions.ts`, `anthropic.ts`) fulfils. The adapters know the URL,
 * headers, request body and event shapes of their API; nothing about timing, timeouts or errors
 * on the wire lives in them.
 */
import type { StreamFacts } from './content.js';
import type { ResponseFacts } from './classify.js';
import type { ChatRequest, EndpointConfig } from './types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { RequestError } from '../model/record.js';

/** What one parsed event meant, as an adapter reads it. */
export type EventOutcome =
  /** A content (answer) event: its arrival time is recorded. */
  | 'content'
  /** A reasoning event (thinking before the answer): its arrival time is recorded as a token event too. */
  | 'reasoning'
  /** The end of the stream (`[DONE]`, `message_stop`): the record is delivered at this chunk's time. */
  | 'done'
  /** Anything else (role-only deltas, pings, usage trailers); an error is reported through `facts.error`. */
  | 'other';

/**
 * What the shared stream loop needs to know about one API. An adapter holds no state: the
 * per-request state is the StreamFacts the loop passes in.
 */
export interface ApiAdapter {
  /** The `endpoint.api` value this adapter speaks. */
  readonly api: EndpointApi;
  /** The full URL requests go to, from `endpoint.base_url` as the user wrote it. */
  url(baseUrl: string): URL;
  /** The credential headers for a key (lower-case names); the loop adds content-type, accept and the spec's headers. */
  authHeaders(apiKey: string): Record<string, string>;
  /** Further fixed headers the API requires (lower-case names), e.g. `anthropic-version`. */
  readonly fixedHeaders: Readonly<Record<string, string>>;
  /** The JSON body of one streamed request; `endpoint` carries body options such as `streamOptions`. */
  body(model: string, request: ChatRequest, endpoint?: EndpointConfig): Record<string, unknown>;
  /**
   * Reads one event whose data parsed as a JSON object: updates `facts` (usage, finish
   * reason, `facts.error` for an error carried in the stream) and says what the event was.
   * Runs once per event on the hot path, so it should allocate nothing.
   * @param eventType - the SSE `event:` field, undefined when the event had none.
   */
  readEvent(eventType: string | undefined, data: Record<string, unknown>, facts: StreamFacts): EventOutcome;
  /**
   * Lets the loop read a stream's content events by their shape (`event-shape.ts`): `key`, the
   * JSON key (with its quotes, colon and the value's opening quote: `"content":"`) whose
   * string is a content event's text, and `text`, that text in a parsed event, undefined when
   * what the event means could depend on more than that text being non-empty (several
   * choices, say). Without it every event is parsed. An adapter with a shape reads an event
   * by the event alone (`readEvent`'s outcome and what it writes to `facts` depend on `type`
   * and `data`, never on what `facts` held): a shape's event that is a content event and
   * writes nothing to fresh facts is then counted without being read again.
   */
  readonly shape?: { readonly key: string; text(data: Record<string, unknown>): string | undefined };
  /**
   * The answer text a content event adds, for a request that keeps its answer
   * (`ChatRequest.keepAnswer`, a conversation's next turn sends it back); asked only then.
   * Without it such a request's record has no `answerText`.
   */
  answerText?(eventType: string | undefined, data: Record<string, unknown>): string | undefined;
  /** The message of a stream that ended without a content event. */
  emptyStreamMessage(facts: StreamFacts): string;
  /** The failure for a non-2xx response (status, first bytes of its body). */
  httpError(statusCode: number, statusText: string | undefined, body: string, facts: ResponseFacts): RequestError;
}
