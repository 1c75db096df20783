/**
 * OpenAI (legacy) text completions in the simulator, `POST /v1/completions`
 * (https://platform.openai.com/docs/api-reference/completions/create): the request is checked
 * and turned into the chat form the serving model already understands, and answers are
 * shaped as `text_completion` chunks with the text in `choices[].text`.
 */
import { sseEvent, SSE_DONE, type ChunkContext, type SimApiShape, type Usage } from './chunks.js';

function chunk(ctx: ChunkContext, choices: unknown[], usage?: Usage): Record<string, unknown> {
  const body: Record<string, unknown> = { id: ctx.id, object: 'text_completion', created: ctx.created, model: ctx.model, choices };
  if (usage !== undefined) body.usage = usage;
  else if (ctx.includeUsage) body.usage = null;
  return body;
}

/**
 * Completions chunks: no role chunk; one chunk per token with the text in `choices[0].text`;
 * a chunk with empty text and the `finish_reason`; the usage trailer (`choices: []`) when asked
 * for; `data: [DONE]`.
 */
export const COMPLETIONS_SHAPE: SimApiShape = {
  idPrefix: 'cmpl-',
  start: () => '',
  token: (ctx, text) => sseEvent(chunk(ctx, [{ index: 0, text, logprobs: null, finish_reason: null }])),
  end: (ctx, finishReason, usage, done) =>
    sseEvent(chunk(ctx, [{ index: 0, text: '', logprobs: null, finish_reason: finishReason }])) +
    (usage !== undefined ? sseEvent(chunk(ctx, [], usage)) : '') +
    (done ? SSE_DONE : ''),
  whole: (ctx, text, finishReason, usage) => {
    const body: Record<string, unknown> = {
      id: ctx.id,
      object: 'text_completion',
      created: ctx.created,
      model: ctx.model,
      choices: [{ index: 0, text, logprobs: null, finish_reason: finishReason }],
    };
    if (usage !== undefined) body.usage = usage;
    return body;
  },
};

/**
 * A completions request body in the chat form (`prompt` → one user message), or a string
 * saying what is wrong with it. `prompt` may be a string or an array of strings (joined);
 * token-id prompts are refused. Other fields pass through.
 */
export function completionsAsChat(body: unknown): Record<string, unknown> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object.';
  const b = body as Record<string, unknown>;
  let prompt: string;
  if (typeof b.prompt === 'string') prompt = b.prompt;
  else if (Array.isArray(b.prompt) && b.prompt.length > 0 && b.prompt.every((p) => typeof p === 'string')) prompt = b.prompt.join('');
  else return '"prompt" must be a string or an array of strings.';
  const { prompt: _prompt, ...rest } = b;
  return { ...rest, messages: [{ role: 'user', content: prompt }] };
}
