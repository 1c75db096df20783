/**
 * Recorded traffic to replay (`sweep.trace`): a Mooncake JSONL trace, an Azure LLM inference
 * trace CSV, or this tool's own JSONL, parsed into arrivals (ms of trace time), input and output
 * lengths; then the window a run replays, with its send offsets divided by the speed. Pure: text
 * in, entries out. Every bad line is reported at once with its file and line and the fix; text
 * from the file is quoted only through JSON.stringify, so it cannot forge a line of the log.
 */
import { GateError } from '../errors.js';

/** The trace formats `sweep.trace.format` names. */
export type TraceFormat = 'mooncake' | 'azure' | 'jsonl';

/** One recorded request. */
export interface TraceEntry {
  /** Arrival in ms of trace time since the file's first request. */
  atMs: number;
  /** Prompt length in tokens. */
  inputTokens: number;
  /** Answer length in tokens: sent as the request's max_tokens. */
  outputTokens: number;
  /** Mooncake: one id per block of `TRACE_BLOCK_TOKENS` tokens; equal leading ids mean a shared prefix. */
  hashIds?: number[];
  /** jsonl: the literal prompt to send instead of synthetic words. */
  prompt?: string;
  /** 1-based line in the file, for messages. */
  line: number;
}

/** Tokens in one Mooncake hash block. */
export const TRACE_BLOCK_TOKENS = 512;
/** Longest prompt a line may ask for: the synthetic workload's own limit. */
export const MAX_TRACE_INPUT_TOKENS = 200_000;
/** Longest answer a line may ask for: the spec's limit on max_tokens. */
export const MAX_TRACE_OUTPUT_TOKENS = 32_768;
/** Most requests one replay sends: the spec's limit on sweep.requests. */
export const MAX_TRACE_REQUESTS = 100_000;
/** Problems listed before the rest are summarised as a count. */
const MAX_LISTED = 10;

const EXAMPLES: Record<TraceFormat, string> = {
  mooncake: '{"timestamp": 0, "input_length": 6755, "output_length": 500, "hash_ids": [0, 1, 2]}',
  azure: '2023-11-16 18:15:46.6805900,374,44 (under the header TIMESTAMP,ContextTokens,GeneratedTokens)',
  jsonl: '{"at_ms": 0, "input_tokens": 200, "output_tokens": 64}',
};

/**
 * The entries of a trace file, in file order, their `atMs` relative to the first entry.
 *
 * @param name - how messages name the file, e.g. `traces/mooncake.jsonl`.
 * @throws GateError `SPEC_INVALID` listing each bad line as `file:line: problem` (at most ten,
 *   then a count), or saying the file holds no request.
 */
export function parseTrace(text: string, name: string, format: TraceFormat): TraceEntry[] {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  const entries: TraceEntry[] = [];
  let columns: AzureColumns | undefined;
  let first: number | undefined;
  let previous = -Infinity;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let result: Omit<TraceEntry, 'atMs'> & { rawMs: number } | string;
    if (format === 'azure' && columns === undefined) {
      const header = azureHeader(raw);
      if (typeof header === 'string') problems.push(`${name}:${line}: ${header}`);
      else columns = header;
      // Without a usable header the rows cannot be read; one problem says so.
      if (typeof header === 'string') columns = { timestamp: -1, context: -1, generated: -1, count: 0 };
      return;
    }
    if (format === 'azure') result = columns!.count === 0 ? 'skipped' : azureLine(raw, line, columns!);
    else result = jsonLine(raw, line, format);
    if (result === 'skipped') return;
    if (typeof result === 'string') {
      problems.push(`${name}:${line}: ${result}`);
      return;
    }
    if (result.rawMs < previous) {
      problems.push(`${name}:${line}: its arrival is earlier than the line before it; a trace lists requests in arrival order, so sort the file by its timestamps`);
      return;
    }
    previous = result.rawMs;
    first ??= result.rawMs;
    const { rawMs, ...rest } = result;
    entries.push({ ...rest, atMs: rawMs - first });
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_LISTED);
    if (problems.length > MAX_LISTED) shown.push(`… and ${problems.length - MAX_LISTED} more bad lines`);
    throw new GateError('SPEC_INVALID', `sweep.trace.file: ${shown.join('\n')}`, {
      hint: `Each line of a ${format} trace is one request, such as ${EXAMPLES[format]}; blank lines are skipped. See docs/workloads.md, "Replaying traffic".`,
    });
  }
  if (entries.length === 0) {
    throw new GateError('SPEC_INVALID', `sweep.trace.file: ${name} holds no request (the file is empty or blank)`, {
      hint: `Write one request per line, such as ${EXAMPLES[format]}.`,
    });
  }
  return entries;
}

type Parsed = (Omit<TraceEntry, 'atMs'> & { rawMs: number }) | string;

const JSON_KEYS: Record<'mooncake' | 'jsonl', { at: string; input: string; output: string; allowed: Set<string> }> = {
  mooncake: { at: 'timestamp', input: 'input_length', output: 'output_length', allowed: new Set(['timestamp', 'input_length', 'output_length', 'hash_ids']) },
  jsonl: { at: 'at_ms', input: 'input_tokens', output: 'output_tokens', allowed: new Set(['at_ms', 'input_tokens', 'output_tokens', 'prompt']) },
};

/** One line of a Mooncake trace or of this tool's JSONL. */
function jsonLine(raw: string, line: number, format: 'mooncake' | 'jsonl'): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    return `not valid JSON (${(err as Error).message}); write the line as one JSON object, such as ${EXAMPLES[format]}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `is not a JSON object; write it as ${EXAMPLES[format]}`;
  const obj = value as Record<string, unknown>;
  const keys = JSON_KEYS[format];
  const unknown = Object.keys(obj).filter((k) => !keys.allowed.has(k));
  if (unknown.length > 0) return `unknown field ${unknown.map((k) => JSON.stringify(k)).join(', ')}; a ${format} line has ${[...keys.allowed].map((k) => `"${k}"`).join(', ')}`;
  const at = obj[keys.at];
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) return `"${keys.at}" is ${shown(at)}; give the arrival in ms as a number of 0 or more`;
  const prompt = format === 'jsonl' ? obj.prompt : undefined;
  if (prompt !== undefined && (typeof prompt !== 'string' || prompt === '')) return '"prompt" must be non-empty text, or left out for a synthetic prompt of input_tokens';
  const input = obj[keys.input] === undefined && prompt !== undefined ? Math.ceil((prompt as string).length / 4) : obj[keys.input];
  const lengthProblem = lengths(input, obj[keys.output], keys.input, keys.output);
  if (lengthProblem !== undefined) return lengthProblem;
  const entry: Parsed = { rawMs: at, inputTokens: input as number, outputTokens: obj[keys.output] as number, line };
  if (typeof prompt === 'string') entry.prompt = prompt;
  if (format === 'mooncake') {
    const ids = obj.hash_ids;
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every((h) => Number.isSafeInteger(h) && (h as number) >= 0))) {
      return `"hash_ids" is ${shown(ids)}; give a list of whole numbers of 0 or more, one per block of ${TRACE_BLOCK_TOKENS} tokens`;
    }
    if (ids !== undefined) entry.hashIds = ids as number[];
  }
  return entry;
}

/** What is wrong with a line's lengths, or undefined. */
function lengths(input: unknown, output: unknown, inputName: string, outputName: string): string | undefined {
  if (!isWhole(input) || input < 1 || input > MAX_TRACE_INPUT_TOKENS) {
    return `"${inputName}" is ${shown(input)}; use a whole number of tokens from 1 to ${MAX_TRACE_INPUT_TOKENS}`;
  }
  if (!isWhole(output) || output < 1 || output > MAX_TRACE_OUTPUT_TOKENS) {
    return `"${outputName}" is ${shown(output)}; use a whole number of tokens from 1 to ${MAX_TRACE_OUTPUT_TOKENS} (it is sent as max_tokens: edit the line, or choose a window without it)`;
  }
  return undefined;
}

interface AzureColumns { timestamp: number; context: number; generated: number; count: number }

/** The columns of an Azure trace's header line, or what is wrong with it. */
function azureHeader(raw: string): AzureColumns | string {
  const names = raw.split(',').map((c) => c.trim().toLowerCase());
  const at = (n: string): number => names.indexOf(n);
  const columns = { timestamp: at('timestamp'), context: at('contexttokens'), generated: at('generatedtokens'), count: names.length };
  if (columns.timestamp < 0 || columns.context < 0 || columns.generated < 0) {
    return `the first line is not the header TIMESTAMP,ContextTokens,GeneratedTokens; an Azure LLM inference trace opens with it (got ${shown(raw.slice(0, 80))})`;
  }
  return columns;
}

/** One row of an Azure trace. */
function azureLine(raw: string, line: number, columns: AzureColumns): Parsed {
  const cells = raw.split(',').map((c) => c.trim());
  if (cells.length !== columns.count) return `has ${cells.length} columns, the header ${columns.count}; write it as ${EXAMPLES.azure}`;
  const ms = azureTimestampMs(cells[columns.timestamp]!);
  if (ms === undefined) return `TIMESTAMP is ${shown(cells[columns.timestamp])}; write it as 2023-11-16 18:15:46.6805900 (up to 7 digits after the second, optionally +00:00)`;
  const input = /^\d+$/.test(cells[columns.context]!) ? Number(cells[columns.context]) : cells[columns.context];
  const output = /^\d+$/.test(cells[columns.generated]!) ? Number(cells[columns.generated]) : cells[columns.generated];
  const problem = lengths(input, output, 'ContextTokens', 'GeneratedTokens');
  if (problem !== undefined) return problem;
  return { rawMs: ms, inputTokens: input as number, outputTokens: output as number, line };
}

const AZURE_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An Azure trace's wall-clock timestamp in ms since the epoch, its fraction kept to the tenth of
 * a microsecond: parsed by hand, since Date parsing of 7 fractional digits differs between
 * engines. No offset reads as UTC (only differences between rows matter).
 */
export function azureTimestampMs(text: string): number | undefined {
  const m = AZURE_TIMESTAMP.exec(text);
  if (m === null) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return undefined;
  const fraction = m[7] === undefined ? 0 : Number(m[7].padEnd(7, '0')) / 10_000;
  let offsetMin = 0;
  if (m[8] !== undefined && m[8] !== 'Z') {
    const digits = m[8].replace(':', '');
    offsetMin = (digits.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return Date.UTC(y, mo - 1, d, h, mi, s) + fraction - offsetMin * 60_000;
}

/** The slice of a trace a run replays (`sweep.trace.window`), in seconds of trace time. */
export interface TraceWindow {
  startS?: number;
  durationS?: number;
  maxRequests?: number;
}

/** The requests a run replays and when each is sent. */
export interface TraceReplay {
  entries: TraceEntry[];
  /** Send offset of each entry in ms from the replay's start (the first at 0), already divided by the speed. */
  scheduleMs: number[];
  /** Last offset of the schedule, ms. */
  spanMs: number;
}

/**
 * The window's entries and their send offsets: entries whose trace time lies in
 * [start_s, start_s + duration_s), the first `max_requests` of them, offsets from the first
 * selected one, divided by `speed`.
 *
 * @throws GateError `SPEC_INVALID` naming the window and the fix when it selects nothing or more
 *   than `MAX_TRACE_REQUESTS` requests.
 */
export function traceReplay(entries: readonly TraceEntry[], window: TraceWindow, speed: number, name: string): TraceReplay {
  const fromMs = (window.startS ?? 0) * 1000;
  const toMs = window.durationS === undefined ? Infinity : fromMs + window.durationS * 1000;
  let picked = entries.filter((e) => e.atMs >= fromMs && e.atMs < toMs);
  const lastS = (entries[entries.length - 1]?.atMs ?? 0) / 1000;
  if (picked.length === 0) {
    throw new GateError('SPEC_INVALID', `sweep.trace.window: selects no request of ${name} (start_s ${window.startS ?? 0}, duration_s ${window.durationS ?? 'to the end'}); its requests arrive from 0 to ${round3(lastS)} s of trace time`, {
      hint: `Choose a window inside 0 to ${round3(lastS)} s, e.g. {start_s: 0, duration_s: ${Math.max(1, Math.ceil(lastS))}}, or leave window out to replay the whole file.`,
    });
  }
  if (window.maxRequests !== undefined) picked = picked.slice(0, window.maxRequests);
  if (picked.length > MAX_TRACE_REQUESTS) {
    throw new GateError('SPEC_INVALID', `sweep.trace.window: selects ${picked.length} requests of ${name}, more than the ${MAX_TRACE_REQUESTS} one replay may send`, {
      hint: 'Narrow the window (duration_s) or cap it with max_requests.',
    });
  }
  const base = picked[0]!.atMs;
  const scheduleMs = picked.map((e) => (e.atMs - base) / speed);
  return { entries: picked, scheduleMs, spanMs: scheduleMs[scheduleMs.length - 1] ?? 0 };
}

function isWhole(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v);
}

/** A value from the file for a message: JSON-quoted, so no control character reaches the log. */
function shown(v: unknown): string {
  return v === undefined ? 'missing' : JSON.stringify(v) ?? String(v);
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
