/**
 * What one parsed chunk of a chat completions stream means for the measurement. This runs
 * once per event on the hot path, so it allocates nothing and keeps no generated text: only
 * whether a chunk carried any.
 *
 * A chunk looks like `{"choices": [{"index": 0, "delta": {"content": "Hi"}, "finish_reason": null}]}`;
 * see https://platform.openai.com/docs/api-reference/chat-streaming/streaming.
 */
import { errorFromPayload } from './classify.js';
import type { RequestError } from './types.js';

/**
 * The one rule for a content event: some choice's `delta.content` is a non-empty string.
 *
 * Role-only deltas (`{"role": "assistant"}`), `content: null`, `content: ""`, `choices: []`
 * (Azure's leading filter chunks, the usage trailer) and chunks without `choices` are not
 * content: counting them would start TTFT before any text exists. Every choice is looked at;
 * `choices[0]` is never assumed to exist. Only `delta.content` counts, not
 * `delta.reasoning_content`.
 */
export function isContentEvent(chunk: unknown): boolean {
  if (typeof chunk !== 'object' || chunk === null) return false;
  const choices = (chunk as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return false;
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[i] as { delta?: { content?: unknown } | null } | null | undefined;
    if (typeof choice !== 'object' || choice === null) continue;
    const delta = choice.delta;
    if (typeof delta !== 'object' || delta === null) continue;
    const content = delta.content;
    if (typeof content === 'string' && content.length > 0) return true;
  }
  return false;
}

/**
 * The rule for a reasoning event of a chat stream: some choice's `delta.reasoning_content`
 * (vLLM, DeepSeek) or `delta.reasoning` (OpenRouter, Ollama, newer vLLM) is a non-empty
 * string. A chunk that also carries `delta.content` is an answer event, not a reasoning one.
 */
export function isReasoningEvent(chunk: unknown): boolean {
  if (typeof chunk !== 'object' || chunk === null) return false;
  const choices = (chunk as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return false;
  for (let i = 0; i < choices.length; i++) {
    const choice = choices[i] as { delta?: { reasoning_content?: unknown; reasoning?: unknown } | null } | null | undefined;
    if (typeof choice !== 'object' || choice === null) continue;
    const delta = choice.delta;
    if (typeof delta !== 'object' || delta === null) continue;
    const a = delta.reasoning_content;
    if (typeof a === 'string' && a.length > 0) return true;
    const b = delta.reasoning;
    if (typeof b === 'string' && b.length > 0) return true;
  }
  return false;
}

/**
 * What a stream has said so far besides its content timing. One per request, updated in
 * place by readChunk so that reading a chunk allocates nothing.
 */
export interface StreamFacts {
  /** The last non-empty `finish_reason` of any choice. */
  finishReason: string | undefined;
  /** `usage.prompt_tokens` from the last chunk that carried a valid one. */
  promptTokens: number | undefined;
  /** `usage.completion_tokens` from the last chunk that carried a valid one. */
  completionTokens: number | undefined;
  /** `usage.completion_tokens_details.reasoning_tokens` from the last chunk that carried a valid one. */
  reasoningTokens: number | undefined;
  /**
   * True when the event just read carried a completion token count: the stream loop pairs it
   * with the event's tokens to learn tokens per event from running usage. Reset by the loop.
   */
  eventUsage: boolean;
  /** The error object the stream carried, if any; the stream failed there. */
  error: RequestError | undefined;
}

/** A StreamFacts with nothing seen yet. */
export function emptyStreamFacts(): StreamFacts {
  return { finishReason: undefined, promptTokens: undefined, completionTokens: undefined, reasoningTokens: undefined, eventUsage: false, error: undefined };
}

/**
 * Reads one parsed chunk into `facts` and says whether it is a content event. OpenAI-style
 * streams differ only in where the text is (`delta.content` for chat, `text` for completions),
 * so the content rule is a parameter. @defaultValue isContentEvent (chat)
 *
 * - `usage`: taken whenever present and valid (whole numbers ≥ 0). Servers that send usage on
 *   every chunk send running totals, so the last one wins; `usage: null` is ignored. Groq
 *   puts it in `x_groq.usage` instead, read when there is no top-level `usage`.
 *   `usage.completion_tokens_details.reasoning_tokens` is kept as the reasoning token count.
 * - `finish_reason`: the last non-empty one of any choice.
 * - a top-level `error` (or vLLM's `"object": "error"`): stored in `facts.error`; such a chunk
 *   is never a content event.
 */
export function readChunk(
  chunk: Record<string, unknown>,
  facts: StreamFacts,
  isContent: (chunk: unknown) => boolean = isContentEvent,
): boolean {
  if ((chunk.error !== undefined && chunk.error !== null) || chunk.object === 'error') {
    const error = errorFromPayload(chunk);
    if (error !== undefined) {
      facts.error = error;
      return false;
    }
  }
  const choices = chunk.choices;
  if (Array.isArray(choices)) {
    for (let i = 0; i < choices.length; i++) {
      const choice = choices[i] as { finish_reason?: unknown } | null | undefined;
      if (typeof choice !== 'object' || choice === null) continue;
      const reason = choice.finish_reason;
      if (typeof reason === 'string' && reason !== '') facts.finishReason = reason;
    }
  }
  let usage = chunk.usage as ChunkUsage | null | undefined;
  if (usage === undefined || usage === null) {
    const groq = chunk.x_groq as { usage?: ChunkUsage | null } | null | undefined;
    if (typeof groq === 'object' && groq !== null) usage = groq.usage;
  }
  if (typeof usage === 'object' && usage !== null) {
    if (isCount(usage.prompt_tokens)) facts.promptTokens = usage.prompt_tokens;
    if (isCount(usage.completion_tokens)) {
      facts.completionTokens = usage.completion_tokens;
      facts.eventUsage = true;
    }
    const details = usage.completion_tokens_details;
    if (typeof details === 'object' && details !== null && isCount(details.reasoning_tokens)) facts.reasoningTokens = details.reasoning_tokens;
  }
  return isContent(chunk);
}

/** The usage fields read, wherever the server put the object. */
interface ChunkUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  completion_tokens_details?: { reasoning_tokens?: unknown } | null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
