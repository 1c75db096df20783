/**
 * Settings of the simulated endpoint, their defaults, and the validation applied to values
 * that come from a person (command-line flags, a config file). The timing fields feed the
 * serving model described in `model.ts`.
 */
import { GateError } from '../errors.js';
import { checkFaultRate, FAULT_HELP, parseFaults, type Fault } from './faults.js';

/** Everything that shapes the simulated endpoint. Every field has a default in `defaultSimConfig`. */
export interface SimConfig {
  /** The only model id the endpoint serves; other ids get a 404. @defaultValue `"sim-model"` */
  model: string;
  /** Fixed cost of one prefill step, in ms. @defaultValue 20 */
  prefillBaseMs: number;
  /** Added prefill cost per prompt token being prefilled, in ms. @defaultValue 0.05 */
  prefillPerTokenMs: number;
  /** Fixed cost of one decode step, in ms. @defaultValue 15 */
  decodeBaseMs: number;
  /** Added decode-step cost per sequence in the batch, in ms: more concurrent sequences, slower steps. @defaultValue 1 */
  decodePerSeqMs: number;
  /** Most sequences generating at once; later requests wait in a first-in-first-out queue. @defaultValue 8 */
  maxBatch: number;
  /**
   * Multiplicative noise on every step: each duration is multiplied by a factor drawn
   * uniformly from [1 − jitter, 1 + jitter]. 0 makes timing exact. @defaultValue 0.05
   */
  jitter: number;
  /**
   * Keep the blocks of recent prompts and skip the prefill of a prompt's leading blocks found
   * among them, as a server's prefix cache does (see `prefix-cache.ts`); off prefills every
   * prompt whole, as a server without one (or with it broken) does. @defaultValue false
   */
  prefixCache: boolean;
  /** Seed of the pseudo-random generator behind jitter and the generated words; same seed, same run. @defaultValue 1 */
  seed: number;
  /**
   * Fixed number of tokens every answer has (capped by the request's `max_tokens`); when
   * undefined, each answer is exactly `max_tokens` long, or 256 when the request has none.
   * @defaultValue undefined
   */
  outputTokens: number | undefined;
  /**
   * Reasoning tokens every streamed answer starts with, as a reasoning model thinks before it
   * answers: chat sends them as `delta.reasoning_content`, Messages as a `thinking` block, and
   * usage reports them in `completion_tokens_details.reasoning_tokens`. They are part of the
   * answer's length (`max_tokens` caps both), so an answer no longer than this is all reasoning.
   * Text completions ignore it. @defaultValue 0
   */
  reasoningTokens: number;
  /** Send the usage chunk when a request asks for it with `stream_options.include_usage`. @defaultValue true */
  usage: boolean;
  /**
   * Accept `stream_options` in chat and completions bodies. False answers such a body with a
   * 400 naming the field, as servers that predate it do. @defaultValue true
   */
  streamOptions: boolean;
  /**
   * Refuse `max_tokens` in chat and completions bodies with OpenAI's 400 for its reasoning models
   * ("Unsupported parameter: 'max_tokens' … Use 'max_completion_tokens' instead"), so only
   * `max_completion_tokens` is taken. False takes either, as vLLM does. @defaultValue false
   */
  requireMaxCompletionTokens: boolean;
  /** When set, every request must carry `Authorization: Bearer <apiKey>` (`x-api-key: <apiKey>` on `/v1/messages`), else it gets a 401. @defaultValue undefined */
  apiKey: string | undefined;
  /**
   * Failures to inject into requests on every route (see `faults.ts` for each form); empty for a healthy
   * endpoint. Written as text, e.g. `"503"`, `"429:30"` or `"503,reset-after:5"`. @defaultValue []
   */
  fault: readonly Fault[];
  /**
   * Fraction of requests that fail with one of `fault`, drawn per request from a
   * generator seeded by `seed` (0 to 1). @defaultValue 1
   */
  faultRate: number;
}

/**
 * Settings as a caller may give them: any subset, with `fault` also accepted as the text of
 * `--fault` (e.g. `"503,reset-after:5"`) or a list of such items.
 */
export type SimConfigInput = Partial<Omit<SimConfig, 'fault'>> & { fault?: string | readonly (string | Fault)[] };

/** The defaults: a small GPU-like endpoint whose knee sits at 8 concurrent requests. */
export const defaultSimConfig: Readonly<SimConfig> = Object.freeze({
  model: 'sim-model',
  prefillBaseMs: 20,
  prefillPerTokenMs: 0.05,
  decodeBaseMs: 15,
  decodePerSeqMs: 1,
  maxBatch: 8,
  jitter: 0.05,
  prefixCache: false,
  seed: 1,
  outputTokens: undefined,
  reasoningTokens: 0,
  usage: true,
  streamOptions: true,
  requireMaxCompletionTokens: false,
  apiKey: undefined,
  fault: Object.freeze([]),
  faultRate: 1,
});

/** How one setting is written on the command line and which values it takes. */
export interface SimFieldSpec {
  /** The field of `SimConfig` it sets. */
  key: keyof SimConfig;
  /** Command-line flag, e.g. `--max-batch`. */
  flag: string;
  /** Value type; text is converted to it. */
  kind: 'integer' | 'number' | 'string' | 'boolean' | 'faults';
  /** Smallest allowed value (numbers only). */
  min?: number;
  /** Largest allowed value (numbers only); `maxExclusive` makes it a strict bound. */
  max?: number;
  /** True when `max` itself is not allowed. */
  maxExclusive?: boolean;
  /** One-line meaning, for `--help`. */
  summary: string;
  /** A valid value, quoted in error hints. */
  example: string;
}

/** Every setting, in the order `--help` lists them. */
export const simConfigFields: readonly SimFieldSpec[] = [
  { key: 'model', flag: '--model', kind: 'string', summary: 'model id the endpoint serves', example: 'sim-model' },
  { key: 'prefillBaseMs', flag: '--prefill-base-ms', kind: 'number', min: 0, max: 600_000, summary: 'fixed prefill cost (ms)', example: '20' },
  { key: 'prefillPerTokenMs', flag: '--prefill-per-token-ms', kind: 'number', min: 0, max: 1_000, summary: 'prefill cost per prompt token (ms)', example: '0.05' },
  { key: 'decodeBaseMs', flag: '--decode-base-ms', kind: 'number', min: 0, max: 600_000, summary: 'fixed decode step cost (ms)', example: '15' },
  { key: 'decodePerSeqMs', flag: '--decode-per-seq-ms', kind: 'number', min: 0, max: 60_000, summary: 'decode step cost per running sequence (ms)', example: '1' },
  { key: 'maxBatch', flag: '--max-batch', kind: 'integer', min: 1, max: 4_096, summary: 'most sequences decoding at once', example: '8' },
  { key: 'jitter', flag: '--jitter', kind: 'number', min: 0, max: 1, maxExclusive: true, summary: 'relative noise on each step (0 = exact)', example: '0.05' },
  { key: 'prefixCache', flag: '--prefix-cache', kind: 'boolean', summary: 'reuse the prefill of recently seen prompt prefixes (on or off)', example: 'on' },
  { key: 'seed', flag: '--seed', kind: 'integer', min: 0, max: 0xffff_ffff, summary: 'random seed (same seed, same timings)', example: '1' },
  { key: 'outputTokens', flag: '--output-tokens', kind: 'integer', min: 1, max: 1_000_000, summary: 'fixed answer length in tokens (default: max_tokens)', example: '128' },
  { key: 'reasoningTokens', flag: '--reasoning-tokens', kind: 'integer', min: 0, max: 1_000_000, summary: 'reasoning tokens before each answer (chat, messages)', example: '32' },
  { key: 'usage', flag: '--usage', kind: 'boolean', summary: 'send the usage chunk when asked', example: 'true' },
  { key: 'streamOptions', flag: '--stream-options', kind: 'boolean', summary: 'accept stream_options (false: 400 like older servers)', example: 'false' },
  { key: 'requireMaxCompletionTokens', flag: '--require-max-completion-tokens', kind: 'boolean', summary: 'refuse max_tokens like OpenAI reasoning models (400)', example: 'true' },
  { key: 'apiKey', flag: '--api-key', kind: 'string', summary: 'require this Bearer key', example: 'sk-local' },
  { key: 'fault', flag: '--fault', kind: 'faults', summary: 'inject failures, comma-separated (see Faults)', example: '503' },
  { key: 'faultRate', flag: '--fault-rate', kind: 'number', min: 0, max: 1, summary: 'fraction of requests that fail (seeded)', example: '0.2' },
];

/** Help text describing each value `--fault` takes, for printing under the settings. */
export const SIM_FAULT_HELP = FAULT_HELP;

/** Lower-case and drop `-`/`_` so `maxBatch`, `max-batch`, `max_batch` and `--max-batch` all match. */
function normaliseKey(key: string): string {
  return key.replace(/^-+/, '').replace(/[-_]/g, '').toLowerCase();
}

const fieldsByNormalisedKey = new Map<string, SimFieldSpec>(
  simConfigFields.map((f) => [normaliseKey(f.key), f]),
);

function invalid(field: SimFieldSpec, value: unknown, expected: string): GateError {
  return new GateError(
    'USAGE',
    `Simulator setting ${field.key} (${field.flag}) is ${JSON.stringify(value)}: ${expected}.`,
    { hint: `Use e.g. ${field.flag} ${field.example} (${field.summary}).` },
  );
}

function describeRange(field: SimFieldSpec): string {
  const what = field.kind === 'integer' ? 'a whole number' : 'a number';
  const upper = field.max === undefined ? '' : ` and ${field.maxExclusive === true ? '<' : '≤'} ${field.max}`;
  return `expected ${what} ≥ ${field.min ?? 0}${upper}`;
}

/** Convert one untrusted value; strings are accepted for every kind because flags arrive as text. */
function coerce(field: SimFieldSpec, value: unknown): SimConfig[keyof SimConfig] {
  switch (field.kind) {
    case 'string': {
      if (typeof value !== 'string' || value.trim() === '') throw invalid(field, value, 'expected a non-empty string');
      return value.trim();
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === '1' || value === 'on') return true;
      if (value === 'false' || value === '0' || value === 'off') return false;
      throw invalid(field, value, 'expected true or false (or on or off)');
    }
    case 'faults':
      return parseFaults(value);
    case 'integer':
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      const tooHigh = field.max !== undefined && (field.maxExclusive === true ? n >= field.max : n > field.max);
      if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n)) || n < (field.min ?? 0) || tooHigh) {
        throw invalid(field, value, describeRange(field));
      }
      return n;
    }
  }
}

/**
 * Validate settings from untrusted input and fill in the defaults. Keys may be written as in
 * `SimConfig` (`maxBatch`), kebab-case (`max-batch`, `--max-batch`) or snake_case (`max_batch`);
 * values may be numbers/booleans or their text form. `undefined` values are skipped, so a
 * front end can pass every flag whether set or not; `outputTokens` and `apiKey` also accept
 * `null` to mean "unset". `fault` takes the text of `--fault` (see `faults.ts`) or a parsed list;
 * a `faultRate` below 1 needs a fault, and `refuse` only works alone at rate 1.
 *
 * @throws GateError with code `USAGE`, naming the field, its flag, the bad value and a valid example.
 */
export function parseSimConfig(input: unknown): SimConfig {
  if (input === undefined || input === null) return { ...defaultSimConfig };
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new GateError('USAGE', `Simulator settings must be an object of name → value, got ${JSON.stringify(input)}.`, {
      hint: 'Pass e.g. { "maxBatch": 8, "decodeBaseMs": 15, "seed": 1 }.',
    });
  }
  const config: SimConfig = { ...defaultSimConfig };
  for (const [rawKey, value] of Object.entries(input)) {
    const field = fieldsByNormalisedKey.get(normaliseKey(rawKey));
    if (field === undefined) {
      throw new GateError('USAGE', `Unknown simulator setting "${rawKey}".`, {
        hint: `Known settings: ${simConfigFields.map((f) => f.flag).join(', ')}.`,
      });
    }
    if (value === undefined) continue;
    if (value === null && (field.key === 'outputTokens' || field.key === 'apiKey')) {
      (config as unknown as Record<string, unknown>)[field.key] = undefined;
      continue;
    }
    (config as unknown as Record<string, unknown>)[field.key] = coerce(field, value);
  }
  checkFaultRate(config.fault, config.faultRate);
  return config;
}
