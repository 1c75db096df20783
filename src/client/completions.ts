/**
 * The adapter for OpenAI (legacy) text completions, `POST {base_url}/completions`, and
 * OpenAICompletionsClient, the shared stream loop (`stream-core.ts`) speaking it. vLLM, TGI,
 * llama.cpp, SGLang and most gateways serve it next to chat completions.
 *
 * A chunk looks like `{"object": "text_completion", "choices": [{"index": 0, "text": "Hi",
 * "finish_reason": null}]}`; the usage trailer has `choices: []`, and the stream ends with
 * `data: [DONE]`. See https://platform.openai.com/docs/api-reference/completions/create.
 */
import { httpStatusError } from './classify.js';
import { ChoiceKind, chunkKind, readChunk, type ChoiceRule, type StreamFacts } from './content.js';
import type { ChatMessage, ChatRequest, EndpointConfig } from './types.js';
import { completionsUrl } from './url.js';
import { StreamingClient } from './stream-core.js';
import type { ApiAdapter, EventOutcome, StreamingClientOptions } from './stream-core.js';
import { emptyStreamMessage, withExtraBody } from './openai-chat.js';

/**
 * The completions rule: a choice's `text` non-empty is answer text. `text: ""` (vLLM's finish
 * chunk) carries nothing; completions have no reasoning field.
 */
export const completionsChoice: ChoiceRule = (choice) => {
  const text = (choice as { text?: unknown }).text;
  return typeof text === 'string' && text.length > 0 ? ChoiceKind.Content : ChoiceKind.None;
};

/** True when some choice's `text` is a non-empty string; `choices: []` (the usage trailer) is not. */
export function isCompletionsContentEvent(chunk: unknown): boolean {
  return chunkKind(chunk, completionsChoice) === ChoiceKind.Content;
}

/**
 * Reads one parsed completions chunk into `facts` (usage, the last non-empty
 * `finish_reason`, an error object) and says whether it is a content event. Usage is read as
 * in chat streams: `usage.prompt_tokens` and `usage.completion_tokens`, last valid one wins.
 */
export function readCompletionsChunk(chunk: Record<string, unknown>, facts: StreamFacts): EventOutcome {
  return readChunk(chunk, facts, completionsChoice) ? 'content' : 'other';
}

/**
 * The `prompt` sent for a workload: the text of a single message as it is (the spec's
 * `prompt` becomes one user message), otherwise every message's content joined by a blank
 * line, without role labels (a completions endpoint applies no chat template, so any labels
 * would be read as text the user wrote).
 */
export function promptText(messages: readonly ChatMessage[]): string {
  if (messages.length === 1) return messages[0]!.content;
  return messages.map((m) => m.content).join('\n\n');
}

/** `endpoint.api: openai-completions`: streamed text completions with `Authorization: Bearer <key>`. */
export const OPENAI_COMPLETIONS: ApiAdapter = {
  api: 'openai-completions',
  url: completionsUrl,
  authHeaders: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  fixedHeaders: {},
  body: completionsBody,
  readEvent: (_eventType, data, facts) => readCompletionsChunk(data, facts),
  emptyStreamMessage: (facts) => emptyStreamMessage(facts, 'choices[].text'),
  httpError: httpStatusError,
};

/** Sends streamed text completions to one endpoint: a StreamingClient with the OPENAI_COMPLETIONS adapter. */
export class OpenAICompletionsClient extends StreamingClient {
  /** @throws as StreamingClient's constructor. */
  constructor(endpoint: EndpointConfig, options: StreamingClientOptions) {
    super(OPENAI_COMPLETIONS, endpoint, options);
  }
}

/** The JSON body of a streamed completions request. */
function completionsBody(model: string, request: ChatRequest, endpoint?: EndpointConfig): Record<string, unknown> {
  const body: Record<string, unknown> = { model, prompt: promptText(request.messages), [endpoint?.maxTokensField ?? 'max_tokens']: request.maxTokens };
  if (request.temperature !== undefined) body.temperature = request.temperature;
  body.stream = true;
  if (endpoint?.streamOptions !== false) body.stream_options = { include_usage: true };
  return withExtraBody(body, request);
}
