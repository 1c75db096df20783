/**
 * What one parsed chunk of a chat completions stream means for the measurement. This runs
 * once per event on the hot path, so it allocates nothing and keeps no generated text: only
 * whether a chunk carried any.
 *
 * A chunk looks like `{"choices": [{"index": 0, "delta": {"content": "Hi"}, "finish_reason": null}]}`;
 * see https://platform.openai.com/docs/api-reference/chat-streaming/streaming.
 */
import { errorFromPayload } from './classify.js';
import { MAX_TOKEN_COUNT, type RequestError } from '../model/record.js';

/** What one choice of a chunk carried: nothing countable, reasoning text, or answer text. */
export const enum ChoiceKind {
  None = 0,
  Reasoning = 1,
  Content = 2,
}

/** Where an API puts a choice's text: the rule `readChunk` applies to every choice. */
export type ChoiceRule = (choice: object) => ChoiceKind;

/**
 * The chat rule: `delta.content` non-empty is answer text; otherwise `delta.reasoning_content`
 * (vLLM, DeepSeek) or `delta.reasoning` (OpenRouter, Ollama, newer vLLM) non-empty is
 * reasoning. Role-only deltas (`{"role": "assistant"}`), `content: null` and `content: ""`
 * carry nothing: counting them would start TTFT before any text exists.
 */
export const chatChoice: ChoiceRule = (choice) => {
  const delta = (choice as { delta?: { content?: unknown; reasoning_content?: unknown; reasoning?: unknown } | null }).delta;
  if (typeof delta !== 'object' || delta === null) return ChoiceKind.None;
  const content = delta.content;
  if (typeof content === 'string' && content.length > 0) return ChoiceKind.Content;
  const a = delta.reasoning_content;
  if (typeof a === 'string' && a.length > 0) return ChoiceKind.Reasoning;
  const b = delta.reasoning;
  return typeof b === 'string' && b.length > 0 ? ChoiceKind.Reasoning : ChoiceKind.None;
};

/**
 * What a chunk carried over all its choices: answer text when any choice has some, else
 * reasoning when any choice has some. `choices: []` (Azure's leading filter chunks, the usage
 * trailer) and chunks without `choices` carry nothing. Every choice is looked at; `choices[0]`
 * is never assumed to exist.
 */
export function chunkKind(chunk: unknown, rule: ChoiceRule = chatChoice): ChoiceKind {
  if (typeof chunk !== 'object' || chunk === null) return ChoiceKind.None;
  const choices = (chunk as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return ChoiceKind.None;
  let kind = ChoiceKind.None;
  for (let i = 0; i < choices.length; i++) {
    const choice: unknown = choices[i];
    if (typeof choice !== 'object' || choice === null) continue;
    const k = rule(choice);
    if (k > kind) kind = k;
  }
  return kind;
}

/** True when some choice's `delta.content` is a non-empty string (not `delta.reasoning_content`). */
export function isContentEvent(chunk: unknown): boolean {
  return chunkKind(chunk) === ChoiceKind.Content;
}

/** True when a chat chunk carries reasoning text and no answer text (an answer event wins). */
export function isReasoningEvent(chunk: unknown): boolean {
  return chunkKind(chunk) === ChoiceKind.Reasoning;
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
  /** True once a usage count above MAX_TOKEN_COUNT was seen (and ignored). */
  implausibleUsage: boolean;
}

/** A StreamFacts with nothing seen yet. */
export function emptyStreamFacts(): StreamFacts {
  return { finishReason: undefined, promptTokens: undefined, completionTokens: undefined, reasoningTokens: undefined, eventUsage: false, error: undefined, implausibleUsage: false };
}

/** Whether `facts` still reads as `emptyStreamFacts()` does: nothing was seen. */
export function factsUntouched(facts: StreamFacts): boolean {
  const empty = emptyStreamFacts() as unknown as Record<string, unknown>;
  const seen = facts as unknown as Record<string, unknown>;
  for (const key of Object.keys(empty)) if (seen[key] !== empty[key]) return false;
  return true;
}

/**
 * Reads one parsed chunk into `facts` and says whether it is a content event. OpenAI-style
 * streams differ only in where a choice's text is (`delta.content` for chat, `text` for
 * completions), so that rule is a parameter. @defaultValue chatChoice
 *
 * - `usage`: taken whenever present and valid (whole numbers ≥ 0). Servers that send usage on
 *   every chunk send running totals, so the last one wins; `usage: null` is ignored. Groq
 *   puts it in `x_groq.usage` instead, read when there is no top-level `usage`.
 *   `usage.completion_tokens_details.reasoning_tokens` is kept as the reasoning token count.
 * - `finish_reason`: the last non-empty one of any choice.
 * - a top-level `error` (or vLLM's `"object": "error"`): stored in `facts.error`; such a chunk
 *   is never a content event.
 */
export function readChunk(chunk: Record<string, unknown>, facts: StreamFacts, rule: ChoiceRule = chatChoice): boolean {
  return readChunkKind(chunk, facts, rule) === ChoiceKind.Content;
}

/**
 * As `readChunk`, saying what the chunk carried (`ChoiceKind`). One pass over the choices
 * reads both their finish reasons and their text: this runs once per event.
 */
export function readChunkKind(chunk: Record<string, unknown>, facts: StreamFacts, rule: ChoiceRule = chatChoice): ChoiceKind {
  if ((chunk.error !== undefined && chunk.error !== null) || chunk.object === 'error') {
    const error = errorFromPayload(chunk);
    if (error !== undefined) {
      facts.error = error;
      return ChoiceKind.None;
    }
  }
  let kind = ChoiceKind.None;
  const choices = chunk.choices;
  if (Array.isArray(choices)) {
    for (let i = 0; i < choices.length; i++) {
      const choice: unknown = choices[i];
      if (typeof choice !== 'object' || choice === null) continue;
      const reason = (choice as { finish_reason?: unknown }).finish_reason;
      if (typeof reason === 'string' && reason !== '') facts.finishReason = reason;
      const k = rule(choice);
      if (k > kind) kind = k;
    }
  }
  let usage = chunk.usage as ChunkUsage | null | undefined;
  if (usage === undefined || usage === null) {
    const groq = chunk.x_groq as { usage?: ChunkUsage | null } | null | undefined;
    if (typeof groq === 'object' && groq !== null) usage = groq.usage;
  }
  if (typeof usage === 'object' && usage !== null) {
    if (isTokenCount(usage.prompt_tokens, facts)) facts.promptTokens = usage.prompt_tokens;
    if (isTokenCount(usage.completion_tokens, facts)) {
      facts.completionTokens = usage.completion_tokens;
      facts.eventUsage = true;
    }
    const details = usage.completion_tokens_details;
    if (typeof details === 'object' && details !== null && isTokenCount(details.reasoning_tokens, facts)) facts.reasoningTokens = details.reasoning_tokens;
  }
  return kind;
}

/** The usage fields read, wherever the server put the object. */
interface ChunkUsage {
  prompt_tokens?: unknown;
  completion_tokens?: unknown;
  completion_tokens_details?: { reasoning_tokens?: unknown } | null;
}


/**
 * True when a usage field is a token count: a whole number from 0 to MAX_TOKEN_COUNT. A number
 * above that is ignored as implausible and marks `facts.implausibleUsage`, for a note.
 */
export function isTokenCount(value: unknown, facts: StreamFacts): value is number {
  if (typeof value !== 'number' || !(value >= 0)) return false;
  if (value > MAX_TOKEN_COUNT) {
    facts.implausibleUsage = true;
    return false;
  }
  return Number.isInteger(value);
}
