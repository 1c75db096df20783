/**
 * Prompt sets: a JSONL file in the repository, one prompt per line, as
 * `{"prompt": "…"}` or `{"messages": [{"role": "user", "content": "…"}, …]}`, each optionally
 * with its own `"max_tokens"`. Blank lines are skipped. Every bad line is reported with its
 * file and line, what is wrong and the fix.
 */
import type { ChatMessage } from '../client/types.js';
import { GateError } from '../errors.js';

/** One prompt of a set. */
export interface PromptEntry {
  messages: ChatMessage[];
  /** The line's own `max_tokens`; undefined to use `workload.max_tokens`. */
  maxTokens: number | undefined;
  /** 1-based line number in the file, for messages. */
  line: number;
}

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool']);
const KEYS = new Set(['prompt', 'messages', 'max_tokens']);
/** Largest `max_tokens` a line may ask for: the spec's own limit. */
const MAX_LINE_TOKENS = 32768;
/** Problems listed before the rest are summarised as a count. */
const MAX_LISTED = 10;
const EXAMPLE = '{"prompt": "Summarise this paragraph: …", "max_tokens": 200}';

/**
 * The prompts of a JSONL prompt set.
 *
 * @param name - how messages name the file, e.g. `prompts/chat.jsonl`.
 * @throws GateError `SPEC_INVALID` listing each bad line as `file:line: problem` (at most ten,
 *   then a count), or saying the file holds no prompt.
 */
export function parsePromptSet(text: string, name: string): PromptEntry[] {
  const entries: PromptEntry[] = [];
  const problems: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const result = parseLine(raw, line);
    if (typeof result === 'string') problems.push(`${name}:${line}: ${result}`);
    else entries.push(result);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_LISTED);
    if (problems.length > MAX_LISTED) shown.push(`… and ${problems.length - MAX_LISTED} more bad lines`);
    throw new GateError('SPEC_INVALID', shown.join('\n'), {
      hint: `Each line of a prompt set is one JSON object, such as ${EXAMPLE} or {"messages": [{"role": "user", "content": "…"}]}; blank lines are skipped.`,
    });
  }
  if (entries.length === 0) {
    throw new GateError('SPEC_INVALID', `${name}: holds no prompt (the file is empty or blank)`, {
      hint: `Write one prompt per line, such as ${EXAMPLE}.`,
    });
  }
  return entries;
}

/** The entry of one non-blank line, or what is wrong with it and the fix. */
function parseLine(raw: string, line: number): PromptEntry | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    return `not valid JSON (${(err as Error).message}); write the line as one JSON object, such as ${EXAMPLE}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `is ${Array.isArray(value) ? 'an array' : JSON.stringify(value)}, not a JSON object; write it as ${EXAMPLE}`;
  }
  const obj = value as Record<string, unknown>;
  const unknown = Object.keys(obj).filter((k) => !KEYS.has(k));
  if (unknown.length > 0) return `unknown field ${unknown.map((k) => `"${k}"`).join(', ')}; a line has "prompt" or "messages", and optionally "max_tokens"`;
  if (obj.prompt !== undefined && obj.messages !== undefined) return 'has both "prompt" and "messages"; keep only one';
  let maxTokens: number | undefined;
  if (obj.max_tokens !== undefined) {
    const m = obj.max_tokens;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > MAX_LINE_TOKENS) {
      return `"max_tokens" is ${JSON.stringify(m)}; use a whole number from 1 to ${MAX_LINE_TOKENS}, or leave it out to use workload.max_tokens`;
    }
    maxTokens = m;
  }
  if (obj.prompt !== undefined) {
    if (typeof obj.prompt !== 'string' || obj.prompt === '') return '"prompt" must be non-empty text; write "prompt": "your question"';
    return { messages: [{ role: 'user', content: obj.prompt }], maxTokens, line };
  }
  if (obj.messages === undefined) return `needs "prompt" or "messages"; write it as ${EXAMPLE}`;
  if (!Array.isArray(obj.messages) || obj.messages.length === 0) return '"messages" must be a non-empty list of {"role": …, "content": …}';
  const messages: ChatMessage[] = [];
  for (const [j, m] of (obj.messages as unknown[]).entries()) {
    const msg = m as { role?: unknown; content?: unknown } | null;
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return `"messages"[${j}] is not an object; write {"role": "user", "content": "…"}`;
    if (typeof msg.role !== 'string' || !ROLES.has(msg.role)) {
      return `"messages"[${j}].role is ${JSON.stringify(msg.role)}; use one of ${[...ROLES].join(', ')}`;
    }
    if (typeof msg.content !== 'string') return `"messages"[${j}].content must be text; write "content": "…"`;
    const extra = Object.keys(msg).filter((k) => k !== 'role' && k !== 'content');
    if (extra.length > 0) return `"messages"[${j}] has unknown field ${extra.map((k) => `"${k}"`).join(', ')}; a message has only "role" and "content"`;
    messages.push({ role: msg.role as ChatMessage['role'], content: msg.content });
  }
  if (!messages.some((m) => m.role === 'user')) return '"messages" has no "user" message; add one, since the prompt is what the user says';
  return { messages, maxTokens, line };
}
