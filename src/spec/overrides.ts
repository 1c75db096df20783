/**
 * The spec settings a command-line flag or an Action input may override: one table, one row per
 * setting, that both front ends read. It drives the CLI's flags and their usage lines, the
 * Action's inputs, how a value is parsed and checked (by the rules of the spec field it
 * replaces), how it is applied to the spec, and the generated table in docs/cli.md.
 */
import type { ErrorObject } from 'ajv';
import { GateError } from '../errors.js';
import { redactUrl } from '../client/url.js';
import { baseUrlProblem, containsSecret } from './checks.js';
import { show, tooLong } from './explain.js';
import { describeExpected, schemaAt, specDefault, validateAt, type SchemaNode } from './schema.js';

/** One overridable setting. */
export interface OverrideRow<K extends string = string, V = unknown, F extends `--${string}` = `--${string}`> {
  /** Its key in `PlanOverrides`. */
  readonly key: K;
  /** The `run` flag, e.g. `--base-url`. */
  readonly flag: F;
  /** What the flag's value is, in its usage line, e.g. `URL`. */
  readonly arg: string;
  /** The Action input, as declared in action.yml; absent when the Action has none for it. */
  readonly input?: string;
  /** The spec field it replaces, as a schema property path. */
  readonly field: readonly [string, string];
  /** The value as typed → the value overriding the field; `name` is how errors name the flag or input. */
  readonly parse: (text: string, name: string) => V;
  /** Its line in `run --help`; a `\n` continues on the next line, indented. */
  readonly help: string;
  /** What it sets, in docs/cli.md (Markdown); the field it replaces is shown beside it. */
  readonly doc: string;
}

/** Keeps each row's key, value type and flag for `PlanOverrides` and the CLI's options. */
function row<K extends string, V, F extends `--${string}`>(r: OverrideRow<K, V, F>): OverrideRow<K, V, F> {
  return r;
}

/** A text setting (a URL, a model id): taken as given, checked by `checkOverrides`. */
const asText = (text: string): string => text;

/** The overridable settings, in the order of `run --help`. */
export const OVERRIDES = [
  row({
    key: 'baseUrl', flag: '--base-url', arg: 'URL', input: 'base-url', field: ['endpoint', 'base_url'], parse: asText,
    help: 'override endpoint.base_url',
    doc: 'The endpoint to measure, e.g. a preview deployment\'s URL.',
  }),
  row({
    key: 'model', flag: '--model', arg: 'ID', input: 'model', field: ['endpoint', 'model'], parse: asText,
    help: 'override endpoint.model',
    doc: 'The model id every request names.',
  }),
  row({
    key: 'referenceUrl', flag: '--reference-url', arg: 'URL', input: 'reference-url', field: ['reference', 'base_url'], parse: asText,
    help: 'measure this reference endpoint in the same run and judge regressions against it',
    doc: 'A reference endpoint measured in the same run; regressions are judged against it (see [Same-run A/B](ab.md)).',
  }),
  row({
    key: 'concurrency', flag: '--concurrency', arg: 'LIST', input: 'concurrency', field: ['sweep', 'concurrency'], parse: parseConcurrencyList,
    help: 'override sweep.concurrency, e.g. 1,4,8',
    doc: 'Closed-loop concurrency levels, e.g. `1,4,8`.',
  }),
  row({
    key: 'rate', flag: '--rate', arg: 'LIST', input: 'rate', field: ['sweep', 'rate'], parse: parseRateList,
    help: 'override sweep.rate (requests/s), e.g. 1,2,4; the spec\'s concurrency\nlevels still run unless --concurrency is given too',
    doc: 'Request-rate levels in requests per second, e.g. `1,2,4`; the spec\'s concurrency levels still run unless `--concurrency` is given too.',
  }),
  row({
    key: 'maxConcurrency', flag: '--max-concurrency', arg: 'N', input: 'max-concurrency', field: ['sweep', 'max_concurrency'], parse: parseIntegerFlag,
    help: 'override sweep.max_concurrency (most in flight at a rate level)',
    doc: 'Most requests in flight at a rate level; needs rate levels.',
  }),
  row({
    key: 'requests', flag: '--requests', arg: 'N', input: 'requests', field: ['sweep', 'requests'], parse: parseIntegerFlag,
    help: 'override sweep.requests',
    doc: 'Measured requests per level.',
  }),
  row({
    key: 'warmup', flag: '--warmup', arg: 'N', field: ['sweep', 'warmup'], parse: parseIntegerFlag,
    help: 'override sweep.warmup',
    doc: 'Un-counted warm-up requests per level.',
  }),
  row({
    key: 'maxTokens', flag: '--max-tokens', arg: 'N', field: ['workload', 'max_tokens'], parse: parseIntegerFlag,
    help: 'override workload.max_tokens',
    doc: 'Most tokens per answer (a prompt set\'s per-line `max_tokens` still wins).',
  }),
  row({
    key: 'timeoutS', flag: '--timeout', arg: 'S', field: ['endpoint', 'timeout_s'], parse: parseSecondsFlag,
    help: 'override endpoint.timeout_s (seconds one request may take)',
    doc: 'Seconds one request may take.',
  }),
  row({
    key: 'stallTimeoutS', flag: '--stall-timeout', arg: 'S', field: ['endpoint', 'stall_timeout_s'], parse: parseSecondsFlag,
    help: 'override endpoint.stall_timeout_s (seconds without a byte before a request is stalled)',
    doc: 'Seconds without a byte before a request counts as stalled.',
  }),
  row({
    key: 'maxDurationS', flag: '--max-duration', arg: 'S', field: ['sweep', 'max_duration_s'], parse: parseSecondsFlag,
    help: 'override sweep.max_duration_s (seconds the whole run may take)',
    doc: 'Seconds the whole run may take, its budget.',
  }),
] as const;

type Row = (typeof OVERRIDES)[number];

/** The rows the Action has an input for. */
export const INPUT_OVERRIDES = OVERRIDES.filter((r): r is Row & { readonly input: string } => r.input !== undefined);

/**
 * Values from the command line (or Action inputs) that override the spec, each in the unit of
 * the spec field it replaces (seconds for `timeoutS`, requests/s for `rate`). `rate` replaces
 * the spec's rate levels; its concurrency levels still run unless `concurrency` is overridden
 * too. `referenceUrl` stands for a `reference` section with `endpoint`'s other fields when the
 * spec has none.
 */
export type PlanOverrides = { -readonly [R in Row as R['key']]?: ReturnType<R['parse']> };

/** An override's key. */
export type OverrideKey = keyof PlanOverrides;

/** How messages name the overrides; a key left out is named by its CLI flag. */
export type OverrideNames = Readonly<Partial<Record<OverrideKey, string>>>;

/** Which front end reads an override: the CLI by its flag, the Action by its input. */
export type FrontEnd = 'cli' | 'action';

/** The row of an override. */
export function overrideRow(key: OverrideKey): Row {
  return OVERRIDES.find((r) => r.key === key)!;
}

/** How `front` names an override in messages: `--base-url`, or `input base-url`. */
export function overrideName(r: Row, front: FrontEnd): string {
  return front === 'action' && r.input !== undefined ? `input ${r.input}` : r.flag;
}

/** How `front` names every override in messages. */
export function overrideNames(front: FrontEnd): Readonly<Record<OverrideKey, string>> {
  return Object.fromEntries(OVERRIDES.map((r) => [r.key, overrideName(r, front)])) as Record<OverrideKey, string>;
}

/** The CLI's names, the default of messages. */
export const OVERRIDE_FLAGS = overrideNames('cli');

/**
 * The overrides a front end was given, each parsed from its text.
 *
 * @param text - the text of a flag (by its name without `--`) or input (by its name), undefined
 *   when not given. The Action has no input for some settings; those are not asked for.
 * @throws GateError `USAGE` naming the flag or input, from the row's parser.
 */
export function readOverrides(front: FrontEnd, text: (name: string) => string | undefined): PlanOverrides {
  const out: Record<string, unknown> = {};
  for (const r of OVERRIDES) {
    const name = front === 'cli' ? r.flag.slice(2) : r.input;
    const given = name === undefined ? undefined : text(name);
    if (given !== undefined) out[r.key] = r.parse(given, overrideName(r, front));
  }
  return out as PlanOverrides;
}

/** The CLI's option of each override flag, for `parseArgs`. */
export const OVERRIDE_OPTIONS = Object.fromEntries(
  OVERRIDES.map((r) => [r.flag.slice(2), { type: 'string' }]),
) as { readonly [R in Row as R['flag'] extends `--${infer Name}` ? Name : never]: { readonly type: 'string' } };

/** The usage lines of the override flags, for `run --help`: flag and value in 22 columns, then the help. */
export function overrideUsage(): string {
  return OVERRIDES.map((r) => `  ${`${r.flag} ${r.arg}`.padEnd(20)}  ${r.help.replace(/\n/g, `\n${' '.repeat(24)}`)}\n`).join('');
}

/**
 * `spec` with each override written into the field it replaces (sections copied, never
 * changed in place), so the plan is resolved from one spec whatever set a value.
 */
export function applyOverrides<T extends object>(spec: T, overrides: PlanOverrides): T {
  const out = { ...spec } as Record<string, unknown>;
  for (const r of OVERRIDES) {
    const value = overrides[r.key];
    if (value === undefined) continue;
    const [section, field] = r.field;
    out[section] = { ...(out[section] as object | undefined), [field]: Array.isArray(value) ? [...value] : value };
  }
  return out as T;
}

/**
 * Checks each override's value by the rules of the spec field it replaces, whatever the spec.
 *
 * @throws GateError `USAGE` naming the flag, its value and the accepted values.
 */
export function checkOverrides(overrides: PlanOverrides, names: OverrideNames = OVERRIDE_FLAGS): void {
  for (const r of OVERRIDES) {
    const value = overrides[r.key];
    if (value !== undefined) checkOverride(r.key, value, names[r.key] ?? r.flag);
  }
}

/**
 * Parse a list of concurrency levels as typed on a command line: `1,4,8,16` (spaces and
 * surrounding brackets are tolerated). The levels must pass the spec's rules for
 * `sweep.concurrency` (different integers from 1 to 1024, at most 64 of them).
 *
 * @param flagName - how messages name the flag, e.g. `--concurrency`.
 * @throws GateError `USAGE` naming the flag, the value and the fix.
 */
export function parseConcurrencyList(text: string, flagName: string): number[] {
  const tokens = text.trim().replace(/^\[(.*)\]$/s, '$1').split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0) throw usage(flagName, show(text), 'needs at least one level', 'concurrency');
  const levels = tokens.map((t) => {
    if (!/^\d+$/.test(t)) throw usage(flagName, containsSecret(text) ? show(t) : text, `${show(t)} is not a whole number`, 'concurrency');
    return Number(t);
  });
  checkOverride('concurrency', levels, flagName);
  return levels;
}

/**
 * Parse a list of request-rate levels (requests/s) as typed on a command line: `1,2,4` or
 * `0.5, 1.5` (spaces and surrounding brackets are tolerated). The levels must pass the spec's
 * rules for `sweep.rate` (different numbers above 0 and at most 1000, at most 64 of them).
 *
 * @param flagName - how messages name the flag, e.g. `--rate`.
 * @throws GateError `USAGE` naming the flag, the value and the fix.
 */
export function parseRateList(text: string, flagName: string): number[] {
  const tokens = text.trim().replace(/^\[(.*)\]$/s, '$1').split(/[\s,]+/).filter((t) => t !== '');
  if (tokens.length === 0) throw usage(flagName, show(text), 'needs at least one level', 'rate');
  const levels = tokens.map((t) => {
    if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(t)) throw usage(flagName, containsSecret(text) ? show(t) : text, `${show(t)} is not a number of requests per second`, 'rate');
    return Number(t);
  });
  checkOverride('rate', levels, flagName);
  return levels;
}

/**
 * Parse a whole-number flag such as `--requests 64`. Its range is checked by `resolvePlan`.
 *
 * @throws GateError `USAGE` when the text is not a whole number.
 */
export function parseIntegerFlag(text: string, flagName: string): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) {
    throw new GateError('USAGE', `${flagName} ${show(text)}: not a whole number`, {
      hint: `Give a number of digits only, e.g. ${flagName} 32.`,
    });
  }
  return Number(t);
}

/**
 * Parse a flag holding a number of seconds, such as `--max-duration 600` or `--timeout 2.5`.
 * Its range is checked by `resolvePlan`.
 *
 * @throws GateError `USAGE` when the text is not a plain decimal number.
 */
export function parseSecondsFlag(text: string, flagName: string): number {
  const t = text.trim();
  if (!/^\d+(?:\.\d+)?$/.test(t)) {
    throw new GateError('USAGE', `${flagName} ${show(text)}: not a number of seconds`, {
      hint: `Give seconds as a plain number, e.g. ${flagName} 600 or ${flagName} 2.5.`,
    });
  }
  return Number(t);
}

/** The overrides written as lists of levels, with an example for their hint. */
type ListKey = 'concurrency' | 'rate';

function checkOverride(key: OverrideKey, value: unknown, flag: string): void {
  const field = overrideRow(key).field;
  const url = (key === 'baseUrl' || key === 'referenceUrl') && typeof value === 'string';
  // A URL is quoted without its userinfo and query credentials (`?code=…`).
  const shown = Array.isArray(value) ? value.join(',') : show(url ? redactUrl(value) : value);
  if (key === 'model' && typeof value === 'string' && containsSecret(value)) {
    throw new GateError('USAGE', `${flag}: this value looks like an API key, not a model id.`, { hint: keyHint(flag) });
  }
  if ((key === 'baseUrl' || key === 'referenceUrl') && typeof value === 'string') {
    const problem = baseUrlProblem(value);
    if (problem !== undefined) {
      throw new GateError('USAGE', `${flag}${problem.secret ? '' : ` ${shown}`}: ${problem.message}`, {
        hint: problem.secret ? keyHint(flag) : `Use the API root, such as ${flag} http://127.0.0.1:8000/v1.`,
      });
    }
  }
  const errors = validateAt(field, value);
  const first = errors[0];
  if (first === undefined) return;
  throw usage(flag, shown, explainOverride(first, value), key === 'concurrency' || key === 'rate' ? key : (schemaAt(field) as SchemaNode));
}

/** Where a key belongs instead of a flag or input. */
function keyHint(flag: string): string {
  return `Never pass a key in ${flag}: put it in the environment variable named by endpoint.api_key_env `
    + '(OPENAI_API_KEY unless the spec says otherwise), in CI from a repository secret, and rotate the exposed key.';
}

function explainOverride(e: ErrorObject, value: unknown): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'maxLength':
      return tooLong(typeof value === 'string' ? value.length : 0, Number(params.limit));
    case 'uniqueItems':
      return `${show(Array.isArray(value) ? value[Number(params.j)] : undefined)} is listed twice`;
    case 'minItems':
      return 'needs at least one level';
    case 'maxItems':
      return `has ${Array.isArray(value) ? value.length : '?'} levels, more than the ${String(params.limit)} allowed`;
    default: {
      const item = e.instancePath === '' ? undefined : Array.isArray(value) ? value[Number(e.instancePath.slice(1))] : undefined;
      const subject = e.instancePath === '' ? 'must be' : `${show(item)} is not`;
      return `${subject} ${describeExpected((e.parentSchema ?? {}) as SchemaNode)}`;
    }
  }
}

/** An example value of each list override, for its hint. */
const LIST_EXAMPLES: Readonly<Record<ListKey, () => string>> = {
  concurrency: () => specDefault('sweep.concurrency').join(','),
  rate: () => '1,2,4',
};

function usage(flag: string, shown: string, problem: string, rule: SchemaNode | ListKey): GateError {
  const accepted = typeof rule === 'string'
    ? `a comma-separated list of different levels, each ${describeExpected(schemaAt(['sweep', rule, 0]) as SchemaNode)}${rule === 'rate' ? ' (requests per second)' : ''}, `
      + `such as ${flag} ${LIST_EXAMPLES[rule]()}`
    : describeExpected(rule);
  return new GateError('USAGE', `${flag} ${shown}: ${problem}`, { hint: `Use ${accepted}.` });
}
