/**
 * The JSON bodies the simulated endpoint sends, shaped like OpenAI's chat completions API
 * (https://platform.openai.com/docs/api-reference/chat-streaming).
 */

/** Token counts as the API reports them. */
export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** Present when the answer began with reasoning: how many of `completion_tokens` it was. */
  completion_tokens_details?: { reasoning_tokens: number };
}

/** Fields shared by every chunk of one streamed answer. */
export interface ChunkContext {
  /** `chatcmpl-…` id, the same on every chunk of the answer. */
  id: string;
  /** Unix time in seconds when the request arrived. */
  created: number;
  model: string;
  /**
   * True when the client asked for usage: then, as OpenAI does, every ordinary chunk carries
   * `"usage": null`, and only the final usage chunk has a value.
   */
  includeUsage: boolean;
}

function chunk(ctx: ChunkContext, choices: unknown[], usage?: Usage): Record<string, unknown> {
  const body: Record<string, unknown> = {
    id: ctx.id,
    object: 'chat.completion.chunk',
    created: ctx.created,
    model: ctx.model,
    choices,
  };
  if (usage !== undefined) body.usage = usage;
  else if (ctx.includeUsage) body.usage = null;
  return body;
}

/** One SSE event carrying `data` as JSON. */
export function sseEvent(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** The stream terminator. */
export const SSE_DONE = 'data: [DONE]\n\n';

/** The first chunk: the assistant role with empty content. It carries no text, so it is not a content event. */
export function roleChunk(ctx: ChunkContext): Record<string, unknown> {
  return chunk(ctx, [{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
}

/** A chunk carrying one token of text. */
export function contentChunk(ctx: ChunkContext, text: string): Record<string, unknown> {
  return chunk(ctx, [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }]);
}

/** A chunk carrying one token of reasoning, as vLLM and DeepSeek send it. */
export function reasoningChunk(ctx: ChunkContext, text: string): Record<string, unknown> {
  return chunk(ctx, [{ index: 0, delta: { reasoning_content: text }, logprobs: null, finish_reason: null }]);
}

/** The chunk after the last token: empty delta and the reason generation stopped. */
export function finishChunk(ctx: ChunkContext, finishReason: 'stop' | 'length'): Record<string, unknown> {
  return chunk(ctx, [{ index: 0, delta: {}, logprobs: null, finish_reason: finishReason }]);
}

/** The usage-only chunk: `choices` is empty, which clients must not index into. */
export function usageChunk(ctx: ChunkContext, usage: Usage): Record<string, unknown> {
  return chunk(ctx, [], usage);
}

/** A whole non-streamed answer (`object: "chat.completion"`). */
export function completionBody(
  ctx: Omit<ChunkContext, 'includeUsage'>,
  text: string,
  finishReason: 'stop' | 'length',
  usage: Usage | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    id: ctx.id,
    object: 'chat.completion',
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, logprobs: null, finish_reason: finishReason }],
  };
  if (usage !== undefined) body.usage = usage;
  return body;
}

/** OpenAI's error envelope. */
export function errorBody(message: string, type: string, code: string | null): Record<string, unknown> {
  return { error: { message, type, param: null, code } };
}

/** The `GET /v1/models` list with the single served model. */
export function modelsBody(model: string, created: number): Record<string, unknown> {
  return { object: 'list', data: [{ id: model, object: 'model', created, owned_by: 'llm-slo-gate-simulator' }] };
}

/**
 * How one API shapes a streamed answer, so that every API the simulator serves goes through
 * the same serving model and the same write path: only the bytes differ, never the timing.
 * Each function returns SSE text ready to write ('' for nothing).
 */
export interface SimApiShape {
  /** Prefix of answer ids (`chatcmpl-`, `cmpl-`, `msg_`). */
  idPrefix: string;
  /**
   * Sent when the request gets a batch slot, before its first token (chat's role-only chunk).
   * `thinking` is true when the answer starts with reasoning tokens.
   */
  start(ctx: ChunkContext, usage: Usage | undefined, thinking?: boolean): string;
  /** One token of text. */
  token(ctx: ChunkContext, text: string): string;
  /** One token of reasoning; absent when the API has no reasoning form (then none is sent). */
  reasoning?(ctx: ChunkContext, text: string): string;
  /** Sent between the last reasoning token and the first answer token (Messages' block change). */
  answerStart?(ctx: ChunkContext): string;
  /**
   * Everything after the last token. `usage` is undefined when none is to be sent; `done`
   * is false when the terminator (`[DONE]`, `message_stop`) must be left out (the `no-done` fault).
   */
  end(ctx: ChunkContext, finishReason: 'stop' | 'length', usage: Usage | undefined, done: boolean): string;
  /** A whole non-streamed answer. */
  whole(ctx: Omit<ChunkContext, 'includeUsage'>, text: string, finishReason: 'stop' | 'length', usage: Usage | undefined): Record<string, unknown>;
}

/** OpenAI chat completions (`POST /v1/chat/completions`). */
export const CHAT_SHAPE: SimApiShape = {
  idPrefix: 'chatcmpl-',
  start: (ctx) => sseEvent(roleChunk(ctx)),
  token: (ctx, text) => sseEvent(contentChunk(ctx, text)),
  reasoning: (ctx, text) => sseEvent(reasoningChunk(ctx, text)),
  end: (ctx, finishReason, usage, done) =>
    sseEvent(finishChunk(ctx, finishReason)) + (usage !== undefined ? sseEvent(usageChunk(ctx, usage)) : '') + (done ? SSE_DONE : ''),
  whole: completionBody,
};
