/**
 * The adapter for OpenAI-compatible `POST {base_url}/chat/completions`, and OpenAIChatClient,
 * the shared stream loop (`stream-core.ts`) speaking it.
 *
 * A chunk looks like `{"choices": [{"index": 0, "delta": {"content": "Hi"}, "finish_reason": null}]}`;
 * see https://platform.openai.com/docs/api-reference/chat-streaming/streaming. What counts as
 * a content event is `isContentEvent` in `content.ts`; a reasoning event (`delta.reasoning_content`
 * or `delta.reasoning`, before the answer) is `isReasoningEvent`.
 */
import { httpStatusError } from './classify.js';
import { isReasoningEvent, readChunk } from './content.js';
import type { StreamFacts } from './content.js';
import type { ChatRequest, EndpointConfig } from './types.js';
import { chatCompletionsUrl } from './url.js';
import { StreamingClient } from './stream-core.js';
import type { ApiAdapter, StreamingClientOptions } from './stream-core.js';

export { MAX_EVENT_CHARS } from './stream-core.js';
export type { SendOptions } from './stream-core.js';

/** Options of an OpenAIChatClient: those of every StreamingClient. */
export type OpenAIChatClientOptions = StreamingClientOptions;

/** `endpoint.api: openai-chat`: streamed chat completions with `Authorization: Bearer <key>`. */
export const OPENAI_CHAT: ApiAdapter = {
  api: 'openai-chat',
  url: chatCompletionsUrl,
  authHeaders: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  fixedHeaders: {},
  body: chatBody,
  readEvent: (_eventType, data, facts) => {
    if (readChunk(data, facts)) return 'content';
    return facts.error === undefined && isReasoningEvent(data) ? 'reasoning' : 'other';
  },
  emptyStreamMessage: (facts) => emptyStreamMessage(facts, 'choices[].delta.content'),
  httpError: httpStatusError,
};

/**
 * Sends streamed chat completions to one endpoint and records each request's timings: a
 * StreamingClient with the OPENAI_CHAT adapter.
 */
export class OpenAIChatClient extends StreamingClient {
  /**
   * @throws GateError `USAGE` when `endpoint.baseUrl` is not an http(s) URL, or the proxy
   * variable that applies is not a usable URL.
   * @throws RangeError when `connections` or `stallTimeoutMs` is not a positive number.
   */
  constructor(endpoint: EndpointConfig, options: OpenAIChatClientOptions) {
    super(OPENAI_CHAT, endpoint, options);
  }
}

/** The JSON body of a streamed chat completion request. */
function chatBody(model: string, request: ChatRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { model, messages: request.messages, max_tokens: request.maxTokens };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  body.stream = true;
  body.stream_options = { include_usage: true };
  return body;
}

/**
 * The message of a stream without content, naming where text was looked for
 * (e.g. `choices[].delta.content`); shared by the OpenAI-shaped adapters.
 */
export function emptyStreamMessage(facts: StreamFacts, where: string): string {
  const reason = facts.finishReason !== undefined ? ` (finish_reason ${JSON.stringify(facts.finishReason)})` : '';
  return `The stream ended without any content${reason}: no event carried text in ${where}.`;
}
