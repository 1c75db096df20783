/**
 * Token counting and text generation for the simulated endpoint. There is no tokenizer: prompt
 * size is estimated from characters, and answers are made of short words, one per token.
 */
import type { Random } from '../stats/random.js';

/** Tokens charged for each message besides its text (role and separators), as chat templates do. */
export const TOKENS_PER_MESSAGE = 4;

/** Characters per token in the estimate; about right for English text with common tokenizers. */
export const CHARS_PER_TOKEN = 4;

/** The text of a message's `content`: a string, or the `text` of its text parts; other parts count as nothing. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let text = '';
  for (const part of content) {
    if (typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string') {
      text += (part as { text: string }).text;
    }
  }
  return text;
}

/**
 * Estimate the prompt tokens of a chat request: for each message, its content's length in
 * characters (UTF-16 code units) divided by `CHARS_PER_TOKEN` and rounded up, plus
 * `TOKENS_PER_MESSAGE`. The simulator reports this same number as `usage.prompt_tokens` and
 * uses it for the prefill cost. Non-text content parts (images) are not counted.
 */
export function estimatePromptTokens(messages: readonly unknown[]): number {
  let tokens = 0;
  for (const message of messages) {
    const content = typeof message === 'object' && message !== null ? (message as { content?: unknown }).content : undefined;
    tokens += Math.ceil(messageText(content).length / CHARS_PER_TOKEN) + TOKENS_PER_MESSAGE;
  }
  return tokens;
}

const WORDS = [
  'the', 'model', 'token', 'stream', 'batch', 'queue', 'fast', 'slow', 'light', 'river', 'stone', 'cloud',
  'green', 'quiet', 'north', 'signal', 'answer', 'number', 'small', 'bright', 'over', 'under', 'and', 'then',
] as const;

/**
 * Pick the text of output token `index`: a short word, preceded by a space except for the
 * first, so concatenated deltas read as text. Never empty, so every token is a content event.
 */
export function tokenText(random: Random, index: number): string {
  const word = WORDS[Math.floor(random() * WORDS.length)] ?? 'token';
  return index === 0 ? word : ` ${word}`;
}
