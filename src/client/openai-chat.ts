/**
 * The adapter for OpenAI-compatible `POST {base_url}/chat/completions`, and OpenAIChatClient,
 * the shared stream loop (`stream-core.ts`) speaking it.
 *
 * A chunk looks like `{"choices": [{"index": 0, "delta": {"content": "Hi"}, "finish_reason": null}]}`;
 * see https://platform.openai.com/docs/api-reference/chat-streaming/streaming. What counts as
 * a content or reasoning event (`delta.reasoning_content` or `delta.reasoning`, before the
 * answer) is `chatChoice` in `content.ts`.
 */
import { httpStatusError } from './classify.js';
import { ChoiceKind, readChunkKind } from './content.js';
import type { StreamFacts } from './content.js';
import type { ChatMessage, ChatRequest, EndpointConfig } from './types.js';
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
    const kind = readChunkKind(data, facts);
    return kind === ChoiceKind.Content ? 'content' : kind === ChoiceKind.Reasoning ? 'reasoning' : 'other';
  },
  shape: { key: '"content":"', text: onlyChoiceContent },
  answerText: (_type, data) => firstChoiceContent(data),
  emptyStreamMessage: (facts) => emptyStreamMessage(facts, 'choices[].delta.content'),
  httpError: httpStatusError,
};

/** `delta.content` of a chunk's first choice, when it has text. */
function firstChoiceContent(data: Record<string, unknown>): string | undefined {
  const choices = data.choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const delta = (choices[0] as { delta?: { content?: unknown } | null } | null)?.delta;
  const content = typeof delta === 'object' && delta !== null ? delta.content : undefined;
  return typeof content === 'string' ? content : undefined;
}

/** `delta.content` of a chunk with exactly one choice: then the chunk is an answer event by that text alone. */
function onlyChoiceContent(data: Record<string, unknown>): string | undefined {
  const choices = data.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const delta = (choices[0] as { delta?: { content?: unknown } | null } | null)?.delta;
  const content = typeof delta === 'object' && delta !== null ? delta.content : undefined;
  return typeof content === 'string' ? content : undefined;
}

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
function chatBody(model: string, request: ChatRequest, endpoint?: EndpointConfig): Record<string, unknown> {
  const body: Record<string, unknown> = { model, messages: request.messages.map(chatMessage), [endpoint?.maxTokensField ?? 'max_tokens']: request.maxTokens };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  body.stream = true;
  if (endpoint?.streamOptions !== false) body.stream_options = { include_usage: true };
  return withExtraBody(body, request);
}

/**
 * A message as OpenAI chat takes it: text alone as a string; with images, a list of content
 * parts, the text first and each image as a `data:` URL.
 */
function chatMessage(m: ChatMessage): Record<string, unknown> {
  if (m.images === undefined || m.images.length === 0) return { role: m.role, content: m.content };
  return {
    role: m.role,
    content: [
      { type: 'text', text: m.content },
      ...m.images.map((img) => ({ type: 'image_url', image_url: { url: `data:${img.mediaType};base64,${img.base64}` } })),
    ],
  };
}

/**
 * The body with the request's extra fields added. The spec refuses the fields the tool sets,
 * and these are added only where the body lacks the key, so they can never replace one.
 */
export function withExtraBody(body: Record<string, unknown>, request: ChatRequest): Record<string, unknown> {
  for (const [key, value] of Object.entries(request.extraBody ?? {})) if (!(key in body)) body[key] = value;
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
