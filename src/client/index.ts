/** The streaming chat completions client and the pieces it is built from. */
export type { ChatMessage, ChatRequest, EndpointConfig, MaxTokensField } from './types.js';
export type { EndpointApi } from '../model/endpoint.js';
export type { ErrorKind, RequestError, RequestRecord, StreamShape, TokensSource } from '../model/record.js';
export { chatCompletionsUrl, completionsUrl, messagesUrl, redactUrl } from './url.js';
export { isContentEvent, isReasoningEvent, readChunk, emptyStreamFacts } from './content.js';
export type { StreamFacts } from './content.js';
export {
  ERROR_BODY_MAX_BYTES,
  MESSAGE_MAX_CHARS,
  classifyNetworkError,
  describeRetryAfter,
  errorCode,
  errorFromPayload,
  httpStatusError,
  kindForStatus,
  looksRateLimited,
  notStreamingError,
  otherApiSign,
} from './classify.js';
export type { ResponseFacts } from './classify.js';
export { PROXY_VARIABLES, chooseProxy, describeRoute, noProxyMatch } from './proxy.js';
export type { ProxyChoice, ProxyEnvironment, ProxyRoute } from './proxy.js';
export { createDispatcher } from './dispatcher.js';
export { MAX_EVENT_CHARS, StreamingClient, eventTokens } from './stream-core.js';
export type { ApiAdapter, EventOutcome, SendOptions, StreamingClientOptions } from './stream-core.js';
export { OPENAI_CHAT, OpenAIChatClient } from './openai-chat.js';
export type { OpenAIChatClientOptions } from './openai-chat.js';
export { OPENAI_COMPLETIONS, OpenAICompletionsClient, isCompletionsContentEvent, promptText, readCompletionsChunk } from './completions.js';
export {
  ANTHROPIC_MESSAGES,
  ANTHROPIC_VERSION,
  AnthropicMessagesClient,
  anthropicErrorKind,
  anthropicHttpError,
  anthropicStreamError,
  isAnthropicContentEvent,
  isAnthropicThinkingEvent,
  readAnthropicEvent,
} from './anthropic.js';
export { API_ADAPTERS, adapterFor, createApiClient } from './stream-core-adapters.js';
export { rejectedStreamOptions, streamOptionsNote } from './stream-options.js';
