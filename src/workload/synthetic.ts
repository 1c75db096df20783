/**
 * Synthetic prompts of a target input length, for long-context and RAG-sized sweeps, with no
 * tokenizer download: a short instruction followed by a seeded sequence of common three-letter
 * English words. Each word with its leading space (" the", " and", …) is one token in the
 * usual BPE and SentencePiece vocabularies (GPT cl100k/o200k, Llama 3, Mistral, Qwen), so the
 * word count sets the token count; and each is four characters with its space, which is what a
 * characters-per-token estimate of four (the simulator's) also counts as one token.
 */
import { createRandom } from '../stats/random.js';

/** Common words, each one token with a leading space in the usual vocabularies. */
export const SYNTHETIC_WORDS: readonly string[] = [
  'the', 'and', 'for', 'are', 'but', 'not', 'you', 'all', 'any', 'can', 'had', 'her', 'was', 'one',
  'our', 'out', 'day', 'get', 'has', 'him', 'his', 'how', 'man', 'new', 'now', 'old', 'see', 'two',
  'way', 'who', 'did', 'its', 'let', 'put', 'say', 'she', 'too', 'use', 'end', 'far', 'few', 'big',
];

/** The instruction that opens every synthetic prompt. */
export const SYNTHETIC_INSTRUCTION = 'Read the words below, then write a short story that uses ten of them.\n\n';

/** Tokens the instruction is counted as (about one per four characters). */
const INSTRUCTION_TOKENS = Math.ceil(SYNTHETIC_INSTRUCTION.length / 4);

/**
 * Synthetic prompt number `index` of a workload: the instruction and `inputTokens` minus the
 * instruction's share of words, picked by a generator seeded from `seed` and `index`, so the
 * same seed and index always give the same text.
 */
export function syntheticPrompt(inputTokens: number, seed: number, index: number): string {
  const random = createRandom(mix(seed, index));
  const count = Math.max(1, inputTokens - INSTRUCTION_TOKENS);
  return SYNTHETIC_INSTRUCTION + syntheticWords(random, count).join(' ');
}

/** `count` synthetic words drawn from `random`: the one place prompts of every kind take their words. */
export function syntheticWords(random: () => number, count: number): string[] {
  const words = new Array<string>(count);
  for (let i = 0; i < count; i++) words[i] = SYNTHETIC_WORDS[Math.floor(random() * SYNTHETIC_WORDS.length)] ?? 'the';
  return words;
}

/** A 32-bit seed from two integers, so neighbouring indexes get unrelated streams. */
export function mix(a: number, b: number): number {
  let h = Math.imul((a >>> 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (b >>> 0) ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** The sentence that opens a shared prefix, so it reads as the system prompt it stands for. */
export const SHARED_PREFIX_INSTRUCTION = 'You are a helpful assistant. The reference words below are background for every question.\n\n';

/** Seed of the shared prefix's words: one text for every run and spec, so runs share it too. */
const SHARED_PREFIX_SEED = 0x5a4ed;

/**
 * The shared system prompt of `tokens` tokens (`workload.shared_prefix`): the instruction, then
 * the synthetic words drawn from a fixed seed, so every request and every run sends the same text
 * and a prefix cache may keep it between runs as it would a product's system prompt.
 */
export function sharedPrefixText(tokens: number): string {
  const random = createRandom(SHARED_PREFIX_SEED);
  const count = Math.max(1, tokens - Math.ceil(SHARED_PREFIX_INSTRUCTION.length / 4));
  return SHARED_PREFIX_INSTRUCTION + syntheticWords(random, count).join(' ');
}
