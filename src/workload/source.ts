/**
 * The request source of a run: which request each send carries. Pure: the plan's workload and
 * the files it names in, a request out for each slot of a level's sequence.
 *
 * Every level walks the same sequence (measured request i gets slot i; warm-up request i gets
 * slot `requests + i`), so levels are compared on the same prompts. For a prompt set, slot s
 * falls in pass `floor(s / n)` over the n prompts, each pass in its own seeded shuffle; the same
 * seed and file give the same prompts in the same order on every run.
 */
import { createHash } from 'node:crypto';
import type { ChatImage, ChatMessage, ChatRequest } from '../client/types.js';
import { createRandom } from '../stats/random.js';
import type { Plan } from '../spec/types.js';
import type { WorkloadFiles } from './files.js';
import { mix, sharedPrefixText, syntheticPrompt } from './synthetic.js';
import { sharedBlocks, tracePrompt } from './trace-prompt.js';

/** Where a run's prompts come from, as results.json names it. */
export type WorkloadSource = 'prompt' | 'messages' | 'prompt_set' | 'synthetic' | 'trace';

/**
 * Words that open the unique prefix: common words, each one token (with or without a leading
 * space) in the usual BPE and SentencePiece vocabularies, 256 of them so that a byte picks one.
 */
const TAG_WORDS: readonly string[] = (
  'able acid aged also area most away baby back ball band bank base bath bear beat been beer bell belt best bill '
  + 'bird blow blue boat body mind bond bone book boom born boss both bowl bulk burn bush busy cake call calm came '
  + 'camp card care case cash cast cell chat chip city club coal coat code cold come cook cool cope copy core cost '
  + 'crew crop dark data date dawn days more deal dear debt deep deny desk diet disk dock does done door dose down '
  + 'draw drew drop mine dual duke dust duty each earn ease east easy edge else even ever mile exit face fact fail '
  + 'fair fall farm fast fate fear feed feel feet fell felt file fill film find fine fire firm fish five flat flow '
  + 'food foot form fort four free from fuel full fund gain game gate gave gear gene gift girl give glad goal goes '
  + 'gold golf gone good gray grew grey grow gulf hair half hall hand hang hard moon milk have head hear heat held '
  + 'mark help here hero hide high hill hint hire hold hole holy home hope host hour huge hung hunt mint idea inch '
  + 'into iron item jack jane jean john join jump jury just keen keep kent kept kick meal kind king knee knew know '
  + 'lack lady laid lake land lane last late lead left less life lift like line link list live load loan lock logo '
  + 'long look lord lose loss lost love luck made mail main make many mass'
).split(' ');

/**
 * The unique prefix's shape: a space, two words picked by a hash of the request id, then
 * `[<run id>-<request id>]` and a newline, at the very start of the first user message. A
 * server's prefix cache matches from the first token, so what differs from one request to the
 * next comes first: two requests share a cached token past their template's own (a BOS token, a
 * chat template's opening) only when their first words agree (1 in 256), two only when both do.
 * The space makes the first word one token: after a chat template's newline, SentencePiece
 * vocabularies split a bare word ("g" + "old"), and the many words that start alike would then
 * share their first token (seen on llama.cpp: 2 of 3 requests took one or two more tokens from
 * the cache). Stripping it gives the prompt as written.
 */
export const UNIQUE_PREFIX_PATTERN = /^ [a-z]+ [a-z]+ \[[0-9a-f]{8}-[^\]\s]+\]\n/;

/** The prefix put on a request with this id (the run's random id comes first in it). */
export function uniquePrefix(requestId: string): string {
  const hash = createHash('sha256').update(requestId).digest();
  return ` ${TAG_WORDS[hash[0]!]} ${TAG_WORDS[hash[1]!]} [${requestId}]\n`;
}

/** Most synthetic tokens (about four bytes each) kept made in memory: 8 M, some 64 MB of text. */
const MAX_CACHED_SYNTHETIC_TOKENS = 8_000_000;

/** Chooses each send's request. */
export interface RequestSource {
  /** The request for `slot` of a level's sequence, tagged with `requestId` when the unique prefix is on. */
  request(slot: number, requestId: string): ChatRequest;
  /** What the sequence holds: the results' `workload` fields besides `max_tokens` and `temperature`. */
  readonly summary: WorkloadSummary;
}

/** How results.json describes the prompts sent (see `Results.workload`). */
export interface WorkloadSummary {
  source: WorkloadSource;
  messages: number;
  prompt_chars: number;
  prompt_sha256: string;
  prompt_set?: { path: string; sha256: string; prompts: number };
  synthetic_input_tokens?: number;
  synthetic_prompts?: number;
  seed?: number;
  images?: { path: string; media_type: string; bytes: number; sha256: string }[];
  unique_prefix: boolean;
  shared_prefix_tokens?: number;
  trace?: { path: string; sha256: string; format: string; requests: number; first_line: number; last_line: number };
  conversation?: { turns: number; think_time_ms: number };
  extra_body_keys: string[];
}

/**
 * The request source of a plan's workload. `files` are those `readWorkloadFiles` read for it.
 * @throws Error when the plan names files that `files` lacks (a front end did not read them).
 */
export function createRequestSource(workload: Plan['workload'], files: WorkloadFiles): RequestSource {
  // A front end that skipped readWorkloadFiles would otherwise send empty or image-less requests.
  if (workload.prompts !== undefined && files.promptSet === undefined) throw new Error(`the prompt set ${workload.prompts} was not read before the run`);
  if ((workload.images?.length ?? 0) !== files.images.length) throw new Error('the workload images were not read before the run');
  if (workload.trace !== undefined && files.trace === undefined) throw new Error(`the trace ${workload.trace.file} was not read before the run`);
  if (files.trace !== undefined) return traceRequestSource(workload, files);
  const seed = workload.seed ?? 1;
  const images: ChatImage[] = files.images.map((img) => ({ mediaType: img.mediaType, base64: img.base64 }));
  const prefixOn = workload.uniquePrefix !== false;
  const extraBody = workload.extraBody;
  const base = { temperature: workload.temperature, ...(extraBody ? { extraBody } : {}) };

  let pick: (slot: number) => { messages: ChatMessage[]; maxTokens: number };
  let source: WorkloadSource;
  let described: Record<string, unknown>;
  let summaryMessages: number;
  let promptChars: number;
  const set = files.promptSet;
  if (set !== undefined && workload.prompts !== undefined) {
    source = 'prompt_set';
    const order = new SeededOrder(set.entries.length, seed);
    pick = (slot) => {
      const entry = set.entries[order.at(slot)]!;
      return { messages: entry.messages, maxTokens: entry.maxTokens ?? workload.maxTokens };
    };
    described = { prompt_set: set.entries.map((e) => ({ messages: e.messages, max_tokens: e.maxTokens ?? null })), seed };
    summaryMessages = Math.max(...set.entries.map((e) => e.messages.length));
    promptChars = set.entries.reduce((n, e) => n + chars(e.messages), 0);
  } else if (workload.synthetic !== undefined) {
    source = 'synthetic';
    const { inputTokens, count } = workload.synthetic;
    const order = new SeededOrder(count, seed);
    // Kept once made when they all fit in memory, so a send does not rebuild a long prompt.
    const cache = inputTokens * count <= MAX_CACHED_SYNTHETIC_TOKENS ? new Map<number, string>() : undefined;
    const text = (k: number): string => {
      let t = cache?.get(k);
      if (t === undefined) {
        t = syntheticPrompt(inputTokens, seed, k);
        cache?.set(k, t);
      }
      return t;
    };
    pick = (slot) => ({ messages: [{ role: 'user', content: text(order.at(slot)) }], maxTokens: workload.maxTokens });
    described = { synthetic: { input_tokens: inputTokens, count }, seed };
    summaryMessages = 1;
    promptChars = syntheticPrompt(inputTokens, seed, 0).length;
  } else {
    source = workload.messages.length === 1 && workload.messages[0]!.role === 'user' ? 'prompt' : 'messages';
    pick = () => ({ messages: workload.messages, maxTokens: workload.maxTokens });
    described = { messages: workload.messages };
    summaryMessages = workload.messages.length;
    promptChars = chars(workload.messages);
  }
  if (files.images.length > 0) described.images = files.images.map((i) => i.sha256);
  if (extraBody) described.extra_body = extraBody;
  if (workload.sharedPrefixTokens !== undefined) described.shared_prefix = workload.sharedPrefixTokens;
  // A conversation sends other prompts (histories) than single requests do, so its digest differs.
  if (workload.conversation !== undefined) described.conversation = workload.conversation.turns;
  // A fixed text prompt keeps the digest of its messages alone, as results have always had it.
  const digestOf = Object.keys(described).length === 1 && 'messages' in described ? workload.messages : described;

  const summary: WorkloadSummary = {
    source,
    messages: summaryMessages,
    prompt_chars: promptChars,
    prompt_sha256: createHash('sha256').update(JSON.stringify(digestOf)).digest('hex'),
    ...(set !== undefined ? { prompt_set: { path: set.path, sha256: set.sha256, prompts: set.entries.length } } : {}),
    ...(workload.synthetic !== undefined ? { synthetic_input_tokens: workload.synthetic.inputTokens, synthetic_prompts: workload.synthetic.count } : {}),
    ...(workload.seed !== undefined ? { seed } : {}),
    ...(files.images.length > 0 ? { images: files.images.map((i) => ({ path: i.path, media_type: i.mediaType, bytes: i.bytes, sha256: i.sha256 })) } : {}),
    unique_prefix: prefixOn,
    ...(workload.sharedPrefixTokens !== undefined ? { shared_prefix_tokens: workload.sharedPrefixTokens } : {}),
    ...(workload.conversation !== undefined ? { conversation: { turns: workload.conversation.turns, think_time_ms: workload.conversation.thinkTimeMs } } : {}),
    extra_body_keys: Object.keys(extraBody ?? {}),
  };

  const shared = workload.sharedPrefixTokens === undefined ? undefined : sharedPrefixText(workload.sharedPrefixTokens);
  return {
    summary,
    request(slot, requestId) {
      const { messages, maxTokens } = pick(slot);
      const sent = shared === undefined ? messages : withSharedPrefix(messages, shared);
      return { ...base, maxTokens, messages: decorate(sent, prefixOn ? uniquePrefix(requestId) : '', images) };
    },
  };
}

/**
 * The request source of a trace replay: measured slot i is the replay's request i, with its
 * recorded output length as max_tokens and its text built to its input length (see
 * `tracePrompt`). Slots past the replay (warm-ups, the connectivity check) get a request of the
 * same lengths whose words are all its own with the unique prefix first, so they warm
 * connections without putting a shared block of the trace into the server's cache early.
 */
function traceRequestSource(workload: Plan['workload'], files: WorkloadFiles): RequestSource {
  const trace = files.trace!;
  const { entries } = trace.replay;
  const n = entries.length;
  const shared = sharedBlocks(entries);
  const prefixOn = workload.uniquePrefix !== false;
  const images: ChatImage[] = files.images.map((img) => ({ mediaType: img.mediaType, base64: img.base64 }));
  const base = { temperature: workload.temperature, ...(workload.extraBody ? { extraBody: workload.extraBody } : {}) };
  const described = { trace: trace.sha256, lines: [entries[0]!.line, entries[n - 1]!.line], unique_prefix: prefixOn, ...(files.images.length > 0 ? { images: files.images.map((i) => i.sha256) } : {}) };
  const summary: WorkloadSummary = {
    source: 'trace',
    messages: 1,
    prompt_chars: entries.reduce((sum, e) => sum + (e.prompt?.length ?? e.inputTokens * 4), 0),
    prompt_sha256: createHash('sha256').update(JSON.stringify(described)).digest('hex'),
    trace: { path: trace.path, sha256: trace.sha256, format: trace.format, requests: n, first_line: entries[0]!.line, last_line: entries[n - 1]!.line },
    ...(files.images.length > 0 ? { images: files.images.map((i) => ({ path: i.path, media_type: i.mediaType, bytes: i.bytes, sha256: i.sha256 })) } : {}),
    unique_prefix: prefixOn,
    extra_body_keys: Object.keys(workload.extraBody ?? {}),
  };
  return {
    summary,
    request(slot, requestId) {
      const entry = entries[slot % n]!;
      const tag = prefixOn ? uniquePrefix(requestId) : '';
      const text = entry.prompt !== undefined ? tag + entry.prompt : tracePrompt(entry, slot < n ? shared[slot]! : 0, tag, slot);
      return { ...base, maxTokens: entry.outputTokens, messages: decorate([{ role: 'user', content: text }], '', images) };
    },
  };
}

/**
 * The messages behind the shared system prompt: joined to a system message they open with (a
 * second system message is refused by some chat templates), else as a system message of their
 * own. Either way it comes before the first user message, which carries the unique prefix, so
 * the shared text is what every request's prompt starts with and a prefix cache can keep it.
 */
export function withSharedPrefix(messages: readonly ChatMessage[], shared: string): ChatMessage[] {
  const first = messages[0];
  if (first !== undefined && (first.role === 'system' || first.role === 'developer')) {
    return [{ ...first, content: `${shared}\n\n${first.content}` }, ...messages.slice(1)];
  }
  return [{ role: 'system', content: shared }, ...messages];
}

/** The messages with the prefix on the first user message and the images on the last one. */
function decorate(messages: readonly ChatMessage[], prefix: string, images: readonly ChatImage[]): ChatMessage[] {
  if (prefix === '' && images.length === 0) return messages as ChatMessage[];
  const first = messages.findIndex((m) => m.role === 'user');
  let last = -1;
  messages.forEach((m, i) => { if (m.role === 'user') last = i; });
  return messages.map((m, i) => {
    if (i !== first && i !== last) return m;
    const out: ChatMessage = { role: m.role, content: i === first ? prefix + m.content : m.content };
    if (i === last && images.length > 0) out.images = images;
    return out;
  });
}

function chars(messages: readonly ChatMessage[]): number {
  return messages.reduce((n, m) => n + m.content.length, 0);
}

/**
 * A seeded order over n items: pass p is a Fisher–Yates shuffle seeded from (seed, p), so the
 * order never repeats a pattern a server could cache on, and each pass sends every item once.
 */
class SeededOrder {
  private readonly passes = new Map<number, number[]>();
  constructor(private readonly n: number, private readonly seed: number) {}

  at(slot: number): number {
    const pass = Math.floor(slot / this.n);
    let order = this.passes.get(pass);
    if (order === undefined) {
      const random = createRandom(mix(this.seed, pass));
      order = Array.from({ length: this.n }, (_, i) => i);
      for (let i = this.n - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      // Only a handful of passes are live at once (levels reuse the same slots).
      if (this.passes.size > 64) this.passes.clear();
      this.passes.set(pass, order);
    }
    return order[slot % this.n]!;
  }
}
