/**
 * The prompts of a trace replay: each request's text is built to its recorded input length from
 * the synthetic words (one token each), and asks for its recorded output length. A Mooncake
 * trace's hash ids become blocks of text, one per id, the same text wherever the id appears, so
 * two requests that the trace records as sharing a prefix send the same leading tokens, and a
 * server's prefix cache can serve them as it did in production.
 */
import { createRandom } from '../stats/random.js';
import { mix, syntheticWords } from './synthetic.js';
import { TRACE_BLOCK_TOKENS, type TraceEntry } from './trace.js';

/** The sentence that closes every synthetic trace prompt; last, so it never breaks a shared prefix. */
export const TRACE_INSTRUCTION = '\n\nWrite a short story that uses ten of the words above.';
const INSTRUCTION_TOKENS = Math.ceil(TRACE_INSTRUCTION.length / 4);
/** Seed of a hash block's words: fixed, so a block is the same text in every run. */
const BLOCK_SEED = 0x7ace;
/** Seed of the words a request does not share. */
const OWN_SEED = 0x0e11;

/**
 * For each entry, how many of its leading hash blocks another entry of the replay also starts
 * with: a Mooncake hash id stands for its whole prefix, so a block is shared when its id appears
 * in another request.
 */
export function sharedBlocks(entries: readonly TraceEntry[]): number[] {
  const seen = new Map<number, number>();
  for (const e of entries) for (const id of new Set(e.hashIds ?? [])) seen.set(id, (seen.get(id) ?? 0) + 1);
  return entries.map((e) => {
    const ids = e.hashIds ?? [];
    let k = 0;
    while (k < ids.length && (seen.get(ids[k]!) ?? 0) >= 2) k++;
    return k;
  });
}

/**
 * The text of one trace request: `shared` leading blocks from its hash ids, then `tag` (the
 * unique prefix, or '' without it), then words of its own (or of its further hash ids), then the
 * instruction, about `inputTokens` tokens in all besides the tag. A block's text is the first
 * words of its id's stream, so a partial last block agrees with the same block in full.
 *
 * @param own - a number of the request's own (its place in the replay), seeding its own words.
 */
export function tracePrompt(entry: TraceEntry, shared: number, tag: string, own: number): string {
  const words = Math.max(1, entry.inputTokens - INSTRUCTION_TOKENS);
  const ids = entry.hashIds ?? [];
  const parts: string[] = [];
  const ownRandom = createRandom(mix(OWN_SEED, own));
  for (let start = 0, block = 0; start < words; start += TRACE_BLOCK_TOKENS, block++) {
    const count = Math.min(TRACE_BLOCK_TOKENS, words - start);
    const id = ids[block];
    // Blocks after the shared ones keep their ids' text too, so the trace's own structure stays;
    // the tag in front of them is what keeps them apart from other requests.
    const random = id === undefined ? ownRandom : createRandom(mix(BLOCK_SEED, id));
    if (block === shared) parts.push(tag);
    parts.push(wordsOf(random, count));
  }
  // Every block shared (two requests with the same ids): the tag still keeps what follows apart.
  if (shared >= parts.length) parts.push(tag);
  return parts.join('') + TRACE_INSTRUCTION;
}

/** `count` synthetic words, each with its leading space. */
function wordsOf(random: () => number, count: number): string {
  return ` ${syntheticWords(random, count).join(' ')}`;
}
