/**
 * The adapter for Anthropic's Messages API, `POST {base_url}/messages`, and
 * AnthropicMessagesClient, the shared stream loop (`stream-core.ts`) speaking it.
 *
 * The key goes in `x-api-key` (never `Authorization`), with `anthropic-version: 2023-06-01`.
 * The stream is `event:`-typed SSE (https://docs.anthropic.com/en/api/messages-streaming):
 *
 * - `message_start`: `message.usage.input_tokens` (the prompt);
 * - `content_block_start` / `content_block_stop`: block boundaries, no text;
 * - `content_block_delta` with `delta.type: "text_delta"` and non-empty `delta.text`: a content event;
 *   `thinking_delta` with non-empty `delta.thinking` (extended thinking) is a reasoning event;
 *   other delta types (`input_json_delta`, `signature_delta`) are neither;
 * - `message_delta`: `delta.stop_reason` and `usage.output_tokens` (cumulative, final);
 * - `message_stop`: the end of the stream;
 * - `ping`: a keep-alive, ignored;
 * - `error`: `{"type": "error", "error": {"type", "message"}}`, the request fails there.
 *
 * There is no `[DONE]`. The event's type is read from the data's `type` field, which every
 * Anthropic event carries, and from the SSE `event:` field only when the data has none, so a
 * proxy that drops `event:` lines does not change the result.
 */
import { httpStatusError, shorten } from './classify.js';
import type { ResponseFacts } from './classify.js';
import { isTokenCount, type StreamFacts } from './content.js';
import type { ChatMessage, ChatRequest, EndpointConfig } from './types.js';
import type { ErrorKind, RequestError } from '../model/record.js';
import { withExtraBody } from './openai-chat.js';
import { messagesUrl } from './url.js';
import { StreamingClient } from './stream-core.js';
import type { ApiAdapter, EventOutcome, StreamingClientOptions } from './stream-core.js';

/** The `anthropic-version` header sent with every request. */
export const ANTHROPIC_VERSION = '2023-06-01';

/**
 * The ErrorKind of an Anthropic error type (`error.type`), for an `error` event in the stream.
 *
 * - `rate_limit_error` → `rate_limited`: the account's quota, as an HTTP 429 would be.
 * - `overloaded_error` → `server_error`: the service has no capacity for the request. That is a
 *   failure of the endpoint under load, not of the caller's quota, and is how the HTTP form of
 *   the same error (status 529) is classified; calling it `rate_limited` would send users to
 *   raise a quota that is not the problem.
 * - anything else (`api_error`, `invalid_request_error`, …) → `stream_error`, as for any
 *   error object inside a stream.
 */
export function anthropicErrorKind(type: unknown): ErrorKind {
  if (type === 'rate_limit_error') return 'rate_limited';
  if (type === 'overloaded_error') return 'server_error';
  return 'stream_error';
}

/** The failure carried by an Anthropic `error` event's data; never undefined for such an event. */
export function anthropicStreamError(data: Record<string, unknown>): RequestError {
  const error = data.error;
  const source = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const type = typeof source.type === 'string' && source.type !== '' ? source.type : undefined;
  const message = typeof source.message === 'string' && source.message !== '' ? source.message : JSON.stringify(error ?? data);
  return {
    kind: anthropicErrorKind(type),
    message: `The server sent an error event: ${shorten(message)}` + (type !== undefined ? ` (${type})` : ''),
  };
}

/**
 * The one rule for a content event of a Messages stream: a `content_block_delta` whose
 * `delta.type` is `text_delta` and whose `delta.text` is a non-empty string.
 */
export function isAnthropicContentEvent(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, delta } = data as { type?: unknown; delta?: unknown };
  if (type !== 'content_block_delta' || typeof delta !== 'object' || delta === null) return false;
  const { type: deltaType, text } = delta as { type?: unknown; text?: unknown };
  return deltaType === 'text_delta' && typeof text === 'string' && text.length > 0;
}

/** A `content_block_delta` whose delta is a `thinking_delta` with non-empty `delta.thinking`. */
export function isAnthropicThinkingEvent(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const delta = (data as { delta?: unknown }).delta;
  if (typeof delta !== 'object' || delta === null) return false;
  const { type, thinking } = delta as { type?: unknown; thinking?: unknown };
  return type === 'thinking_delta' && typeof thinking === 'string' && thinking.length > 0;
}

/**
 * Reads one parsed Messages event into `facts` and says what it was.
 *
 * Input tokens are `input_tokens` plus `cache_creation_input_tokens` and
 * `cache_read_input_tokens` when present (Anthropic leaves cached tokens out of
 * `input_tokens`, but the whole prompt is what prefill and TTFT are about). Output tokens are
 * taken only from `message_delta` (`message_start` carries a placeholder of 1 or so).
 * `stop_reason` (`end_turn`, `max_tokens`, …) is kept as the record's finish reason.
 */
export function readAnthropicEvent(eventType: string | undefined, data: Record<string, unknown>, facts: StreamFacts): EventOutcome {
  const type = typeof data.type === 'string' ? data.type : eventType;
  switch (type) {
    case 'content_block_delta':
      return isAnthropicContentEvent(data) ? 'content' : isAnthropicThinkingEvent(data) ? 'reasoning' : 'other';
    case 'message_start': {
      const message = data.message as { usage?: unknown } | null | undefined;
      if (typeof message === 'object' && message !== null) readInputTokens(message.usage, facts);
      return 'other';
    }
    case 'message_delta': {
      const delta = data.delta as { stop_reason?: unknown } | null | undefined;
      if (typeof delta === 'object' && delta !== null && typeof delta.stop_reason === 'string' && delta.stop_reason !== '') {
        facts.finishReason = delta.stop_reason;
      }
      const usage = data.usage as { output_tokens?: unknown } | null | undefined;
      if (typeof usage === 'object' && usage !== null) {
        if (isTokenCount(usage.output_tokens, facts)) facts.completionTokens = usage.output_tokens;
        readInputTokens(usage, facts);
      }
      return 'other';
    }
    case 'message_stop':
      return 'done';
    case 'error':
      facts.error = anthropicStreamError(data);
      return 'other';
    default:
      // ping, content_block_start, content_block_stop, and event types added later.
      return 'other';
  }
}

/** `endpoint.api: anthropic-messages`: Anthropic's Messages API with `x-api-key`. */
export const ANTHROPIC_MESSAGES: ApiAdapter = {
  api: 'anthropic-messages',
  url: messagesUrl,
  authHeaders: (apiKey) => ({ 'x-api-key': apiKey }),
  fixedHeaders: { 'anthropic-version': ANTHROPIC_VERSION },
  body: messagesBody,
  readEvent: readAnthropicEvent,
  // Asked only of content events: a text_delta's `delta.text`.
  answerText: (_type, data) => {
    const delta = data.delta as { text?: unknown } | null | undefined;
    return typeof delta?.text === 'string' ? delta.text : undefined;
  },
  emptyStreamMessage: (facts) => {
    const reason = facts.finishReason !== undefined ? ` (stop_reason ${JSON.stringify(facts.finishReason)})` : '';
    return `The stream ended without any content${reason}: no content_block_delta event carried a text_delta with text.`;
  },
  httpError: anthropicHttpError,
};

/** Sends streamed Messages requests to one endpoint: a StreamingClient with the ANTHROPIC_MESSAGES adapter. */
export class AnthropicMessagesClient extends StreamingClient {
  /** @throws as StreamingClient's constructor. */
  constructor(endpoint: EndpointConfig, options: StreamingClientOptions) {
    super(ANTHROPIC_MESSAGES, endpoint, options);
  }
}

/**
 * The failure for a non-2xx answer: classified by status like any other (429 `rate_limited`,
 * 529 overloaded `server_error`, …), quoting Anthropic's `error.message` and naming its
 * `error.type`.
 */
export function anthropicHttpError(statusCode: number, statusText: string | undefined, body: string, facts: ResponseFacts): RequestError {
  const failure = httpStatusError(statusCode, statusText, body, { ...facts, api: 'anthropic-messages' });
  const type = errorType(body);
  if (type === undefined) return failure;
  return { kind: failure.kind, message: `${failure.message} Error type: ${type}.` };
}

/**
 * The JSON body of a streamed Messages request. System (and developer) messages go in the
 * top-level `system` field, joined by a blank line; the rest stay in order as `messages`
 * (a `tool` message is sent as `user`, the only other role Anthropic accepts).
 */
function messagesBody(model: string, request: ChatRequest): Record<string, unknown> {
  const system: string[] = [];
  const messages: { role: 'user' | 'assistant'; content: string | Record<string, unknown>[] }[] = [];
  for (const m of request.messages) {
    if (m.role === 'system' || m.role === 'developer') system.push(m.content);
    else messages.push({ role: m.role === 'assistant' ? 'assistant' : 'user', content: anthropicContent(m) });
  }
  const body: Record<string, unknown> = { model, max_tokens: request.maxTokens };
  if (system.length > 0) body.system = system.join('\n\n');
  body.messages = messages;
  if (request.temperature !== undefined) body.temperature = request.temperature;
  body.stream = true;
  return withExtraBody(body, request);
}

/** A message's content as Anthropic takes it: text alone as a string; with images, a text block then base64 image blocks. */
function anthropicContent(m: ChatMessage): string | Record<string, unknown>[] {
  if (m.images === undefined || m.images.length === 0) return m.content;
  return [
    { type: 'text', text: m.content },
    ...m.images.map((img) => ({ type: 'image', source: { type: 'base64', media_type: img.mediaType, data: img.base64 } })),
  ];
}

function readInputTokens(usage: unknown, facts: StreamFacts): void {
  if (typeof usage !== 'object' || usage === null) return;
  const u = usage as { input_tokens?: unknown; cache_creation_input_tokens?: unknown; cache_read_input_tokens?: unknown };
  if (!isTokenCount(u.input_tokens, facts)) return;
  let total = u.input_tokens;
  if (isTokenCount(u.cache_creation_input_tokens, facts)) total += u.cache_creation_input_tokens;
  if (isTokenCount(u.cache_read_input_tokens, facts)) total += u.cache_read_input_tokens;
  facts.promptTokens = total;
}

/** `error.type` of an Anthropic error body, or undefined. */
function errorType(body: string): string | undefined {
  const text = body.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const payload = JSON.parse(text) as { error?: { type?: unknown } | null };
    const type = payload?.error?.type;
    return typeof type === 'string' && /^[a-z_]{1,64}$/.test(type) ? type : undefined;
  } catch {
    return undefined;
  }
}
