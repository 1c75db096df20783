/**
 * Anthropic's Messages API in the simulator, `POST /v1/messages`
 * (https://docs.anthropic.com/en/api/messages-streaming): the key in `x-api-key`, the request
 * checked and turned into the chat form the serving model already understands, answers as
 * `event:`-typed SSE, and errors in Anthropic's envelope
 * `{"type": "error", "error": {"type", "message"}}`.
 */
import type { ChunkContext, SimApiShape, Usage } from './chunks.js';

/** One `event:`-typed SSE event, as Anthropic sends them. */
export function anthropicEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/** Anthropic's `stop_reason` for the simulator's finish reason. */
function stopReason(finishReason: 'stop' | 'length'): 'end_turn' | 'max_tokens' {
  return finishReason === 'length' ? 'max_tokens' : 'end_turn';
}

/**
 * A Messages stream as Anthropic sends it: `message_start` (with `usage.input_tokens`),
 * `content_block_start`, a `ping`, one `content_block_delta` text delta per token,
 * `content_block_stop`, `message_delta` (stop reason, `usage.output_tokens`), `message_stop`.
 */
export const ANTHROPIC_SHAPE: SimApiShape = {
  idPrefix: 'msg_',
  start: (ctx, usage, thinking) =>
    anthropicEvent('message_start', {
      message: {
        id: ctx.id,
        type: 'message',
        role: 'assistant',
        content: [],
        model: ctx.model,
        stop_reason: null,
        stop_sequence: null,
        ...(usage !== undefined ? { usage: { input_tokens: usage.prompt_tokens, output_tokens: 1 } } : {}),
      },
    }) +
    anthropicEvent('content_block_start', { index: 0, content_block: thinking === true ? { type: 'thinking', thinking: '' } : { type: 'text', text: '' } }) +
    anthropicEvent('ping', {}),
  token: (_ctx, text) => anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }),
  reasoning: (_ctx, text) => anthropicEvent('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: text } }),
  answerStart: () =>
    anthropicEvent('content_block_delta', { index: 0, delta: { type: 'signature_delta', signature: 'sim' } }) +
    anthropicEvent('content_block_stop', { index: 0 }) +
    anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
  end: (_ctx, finishReason, usage, done) =>
    anthropicEvent('content_block_stop', { index: 0 }) +
    anthropicEvent('message_delta', {
      delta: { stop_reason: stopReason(finishReason), stop_sequence: null },
      ...(usage !== undefined ? { usage: { output_tokens: usage.completion_tokens } } : {}),
    }) +
    (done ? anthropicEvent('message_stop', {}) : ''),
  whole: (ctx: Omit<ChunkContext, 'includeUsage'>, text: string, finishReason: 'stop' | 'length', usage: Usage | undefined) => {
    const body: Record<string, unknown> = {
      id: ctx.id,
      type: 'message',
      role: 'assistant',
      content: [{ type: 'text', text }],
      model: ctx.model,
      stop_reason: stopReason(finishReason),
      stop_sequence: null,
    };
    if (usage !== undefined) body.usage = { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens };
    return body;
  },
};

/** Anthropic's error `type` for an HTTP status. */
export function anthropicErrorType(status: number): string {
  switch (status) {
    case 400:
    case 405:
    case 422:
      return 'invalid_request_error';
    case 401:
      return 'authentication_error';
    case 403:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 529:
      return 'overloaded_error';
    default:
      return 'api_error';
  }
}

/** Anthropic's error envelope. */
export function anthropicErrorBody(status: number, message: string): Record<string, unknown> {
  return { type: 'error', error: { type: anthropicErrorType(status), message } };
}

/**
 * Why a Messages request's key is refused, or undefined when it is accepted: the key must
 * be sent as `x-api-key` (an `Authorization` header does not count, as with Anthropic).
 */
export function anthropicAuthProblem(header: string | string[] | undefined, apiKey: string | undefined): string | undefined {
  if (apiKey === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '') return 'x-api-key header is required';
  return value === apiKey ? undefined : 'invalid x-api-key';
}

/**
 * A Messages request body in the chat form (`system` first as a system message, then the
 * messages, content blocks flattened to their text, usage always on, as Anthropic always
 * reports it), or a string saying what is wrong with it. `max_tokens` is required, as
 * Anthropic requires it.
 */
export function messagesAsChat(body: unknown): Record<string, unknown> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object.';
  const b = body as Record<string, unknown>;
  if (b.max_tokens === undefined || b.max_tokens === null) return 'max_tokens: Field required';
  if (!Array.isArray(b.messages) || b.messages.length === 0) return 'messages: must be a non-empty array';
  const messages: { role: string; content: string }[] = [];
  if (b.system !== undefined) {
    const system = blockText(b.system);
    if (system === undefined) return 'system: must be a string or an array of text blocks';
    messages.push({ role: 'system', content: system });
  }
  for (const [i, m] of b.messages.entries()) {
    const message = m as { role?: unknown; content?: unknown } | null;
    if (typeof message !== 'object' || message === null || (message.role !== 'user' && message.role !== 'assistant')) {
      return `messages.${i}.role: must be "user" or "assistant"`;
    }
    const content = blockText(message.content);
    if (content === undefined) return `messages.${i}.content: must be a string or an array of content blocks`;
    messages.push({ role: message.role, content });
  }
  const { system: _system, messages: _messages, ...rest } = b;
  return { ...rest, messages, stream_options: { include_usage: true } };
}

/** The text of a string or an array of content blocks (`{type: "text", text}`), or undefined. */
function blockText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  let text = '';
  for (const block of value) {
    if (typeof block !== 'object' || block === null) return undefined;
    const t = (block as { text?: unknown }).text;
    if (typeof t === 'string') text += t;
  }
  return text;
}
