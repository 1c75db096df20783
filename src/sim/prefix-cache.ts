/**
 * The simulator's prefix cache (`--prefix-cache on`): what vLLM's automatic prefix caching,
 * SGLang's radix cache and llama.cpp's prompt cache do, reduced to its effect on timing. A
 * prompt is cut into blocks of `PREFIX_BLOCK_TOKENS` tokens, as real engines page their KV cache;
 * each block is known by a digest of itself and every block before it, so a block matches only
 * when the whole prompt up to its end matches. The leading blocks found are not prefilled again,
 * which makes that part of the prompt nearly free; the blocks of every prompt are then kept, the
 * least recently used dropped first once `PREFIX_CACHE_BLOCKS` are held.
 *
 * Only prompts are kept, not answers: the next turn of a conversation finds its history's earlier
 * prompt in the cache and prefills the last answer and the new message, which is what engines that
 * cache at prompt boundaries do (vLLM keeps the answer's full blocks too, a few tokens more).
 */
import { createHash } from 'node:crypto';
import { CHARS_PER_TOKEN, messageText } from './tokens.js';

/** Tokens per cached block (vLLM's default block size). */
export const PREFIX_BLOCK_TOKENS = 16;

/** Most blocks kept: 65,536 × 16 = about a million tokens, a small GPU's KV cache. */
export const PREFIX_CACHE_BLOCKS = 65_536;

/** Characters per block, by the simulator's four-characters-per-token estimate. */
const BLOCK_CHARS = PREFIX_BLOCK_TOKENS * CHARS_PER_TOKEN;

/** A least-recently-used set of prompt blocks. */
export class PrefixCache {
  /** Block digests, least recently used first (a Map keeps insertion order). */
  private readonly blocks = new Map<string, true>();

  constructor(private readonly capacityBlocks: number = PREFIX_CACHE_BLOCKS) {}

  /** Blocks held now. */
  get size(): number {
    return this.blocks.size;
  }

  /**
   * The prompt tokens of `messages` already cached (whole leading blocks, never the prompt's last
   * token, which an engine always computes to sample the first answer token); then keeps every
   * whole block of this prompt.
   * @param promptTokens - the prompt's tokens as the simulator counts them (`estimatePromptTokens`).
   */
  lookup(messages: readonly unknown[], promptTokens: number): number {
    const text = renderPrompt(messages);
    let digest = '';
    let matched = 0;
    let missed = false;
    for (let end = BLOCK_CHARS; end <= text.length; end += BLOCK_CHARS) {
      digest = createHash('sha1').update(digest).update(text.slice(end - BLOCK_CHARS, end)).digest('base64');
      if (!missed && this.blocks.has(digest)) {
        matched += 1;
        // Touched: a block in use is the last to go.
        this.blocks.delete(digest);
      } else {
        missed = true;
      }
      this.blocks.set(digest, true);
    }
    while (this.blocks.size > this.capacityBlocks) this.blocks.delete(this.blocks.keys().next().value as string);
    return Math.max(0, Math.min(matched * PREFIX_BLOCK_TOKENS, promptTokens - 1));
  }
}

/**
 * The prompt as one text, roles marked as a chat template marks them, so two prompts agree in a
 * block only when their messages agree up to it, roles included.
 */
function renderPrompt(messages: readonly unknown[]): string {
  let text = '';
  for (const message of messages) {
    const m = typeof message === 'object' && message !== null ? (message as { role?: unknown; content?: unknown }) : {};
    text += `<|${typeof m.role === 'string' ? m.role : ''}|>${messageText(m.content)}<|end|>`;
  }
  return text;
}
