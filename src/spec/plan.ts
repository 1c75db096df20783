/**
 * Resolves a validated spec and command-line overrides into the plan the engine runs: every
 * default filled in from the schema, units converted, overrides checked by the same rules as
 * the file.
 */
import type { ErrorObject } from 'ajv';
import type { ChatMessage } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import { GateError } from '../errors.js';
import { redactUrl } from '../client/url.js';
import { baseUrlProblem, containsSecret } from './checks.js';
import { show, tooLong } from './explain.js';
import { describeExpected, schemaAt, schemaDefault, validateAt, type SchemaNode } from './schema.js';
import type { Plan, PlanOverrides, Spec } from './types.js';
import { goodputBounds } from '../metrics/goodput.js';
import { DEFAULT_BASELINE_CONFIDENCE, DEFAULT_BASELINE_PATH, DEFAULT_MIN_RUNS, DEFAULT_MIN_SUCCESS_RATE, DEFAULT_SAFETY_FACTOR } from './gate-types.js';

/**
 * How messages name each override: the CLI's flags. A front end with other names (e.g. Action
 * inputs) passes its own to `resolvePlan`.
 */
export const OVERRIDE_FLAGS: Readonly<Record<keyof PlanOverrides, string>> = {
  baseUrl: '--base-url',
  model: '--model',
  concurrency: '--concurrency',
  requests: '--requests',
  warmup: '--warmup',
  maxTokens: '--max-tokens',
  timeoutS: '--timeout',
  stallTimeoutS: '--stall-timeout',
  maxDurationS: '--max-duration',
  rate: '--rate',
  maxConcurrency: '--max-concurrency',
  referenceUrl: '--reference-url',
};

/** How a front end names its overrides; the reference URL's name falls back to the CLI flag's. */
export type OverrideNames = Readonly<Record<Exclude<keyof PlanOverrides, 'referenceUrl'>, string> & { referenceUrl?: string }>;

/** The spec field each override replaces, as a schema property path. */
const OVERRIDE_FIELDS: Readonly<Record<keyof PlanOverrides, readonly [string, string]>> = {
  baseUrl: ['endpoint', 'base_url'],
  model: ['endpoint', 'model'],
  concurrency: ['sweep', 'concurrency'],
  requests: ['sweep', 'requests'],
  warmup: ['sweep', 'warmup'],
  maxTokens: ['workload', 'max_tokens'],
  timeoutS: ['endpoint', 'timeout_s'],
  stallTimeoutS: ['endpoint', 'stall_timeout_s'],
  maxDurationS: ['sweep', 'max_duration_s'],
  rate: ['sweep', 'rate'],
  maxConcurrency: ['sweep', 'max_concurrency'],
  referenceUrl: ['reference', 'base_url'],
};

/** The overrides written as lists of levels, with an example for their hint. */
type ListKey = 'concurrency' | 'rate';

/**
 * The plan for a validated spec (see `parseSpec`) with overrides applied.
 *
 * Defaults are the schema's `default` values; `prompt` becomes one user message; `timeout_s`
 * and `stall_timeout_s` become `timeoutMs` and `stallTimeoutMs`. Each override replaces its spec
 * field after passing the same rules; a model id or URL holding something shaped like an API key
 * is refused without being echoed.
 *
 * @param specPath - where the spec was read from, kept for messages.
 * @param flagNames - how messages name the overrides. @defaultValue `OVERRIDE_FLAGS`
 * @throws GateError `USAGE` naming the flag, its value and the accepted values, when an
 *   override breaks the spec's rules.
 */
export function resolvePlan(
  spec: Spec,
  overrides: PlanOverrides,
  specPath?: string,
  flagNames: OverrideNames = OVERRIDE_FLAGS,
): Plan {
  checkOverrides(overrides, flagNames);

  const { endpoint, workload } = spec;
  const sweep = spec.sweep ?? {};
  const rate = overrides.rate ?? sweep.rate;
  if (overrides.maxConcurrency !== undefined && rate === undefined) {
    const flag = flagNames.maxConcurrency;
    throw new GateError('USAGE', `${flag} ${overrides.maxConcurrency}: applies to rate levels only, and neither the spec (sweep.rate) nor ${flagNames.rate} sets any.`, {
      hint: `Give rate levels too, e.g. ${flagNames.rate} 1,2,4, or leave ${flag} out.`,
    });
  }
  const resolvedEndpoint: Plan['endpoint'] = {
    baseUrl: overrides.baseUrl ?? endpoint.base_url,
    model: overrides.model ?? endpoint.model,
    api: endpoint.api ?? (schemaDefault(['endpoint', 'api']) as EndpointApi),
    apiKeyEnv: endpoint.api_key_env ?? (schemaDefault(['endpoint', 'api_key_env']) as string),
    ...(endpoint.api_key_header === undefined ? {} : { apiKeyHeader: endpoint.api_key_header }),
    timeoutMs: (overrides.timeoutS ?? endpoint.timeout_s ?? (schemaDefault(['endpoint', 'timeout_s']) as number)) * 1000,
    stallTimeoutMs: (overrides.stallTimeoutS ?? endpoint.stall_timeout_s ?? (schemaDefault(['endpoint', 'stall_timeout_s']) as number)) * 1000,
    headers: { ...endpoint.headers },
  };
  const reference = resolveReference(spec.reference, overrides.referenceUrl, resolvedEndpoint);
  return {
    specPath,
    endpoint: resolvedEndpoint,
    ...(reference === undefined ? {} : { reference }),
    workload: {
      messages: messagesOf(workload),
      maxTokens: overrides.maxTokens ?? workload.max_tokens ?? (schemaDefault(['workload', 'max_tokens']) as number),
      ...(workload.max_tokens_field === undefined || workload.max_tokens_field === 'max_tokens' ? {} : { maxTokensField: workload.max_tokens_field }),
      temperature: workload.temperature,
      ...workloadExtras(workload, sweep.seed),
    },
    sweep: {
      // A spec with rate levels (its own or from an override) and no concurrency levels runs rate levels only.
      concurrency: [...(overrides.concurrency ?? sweep.concurrency ?? (rate !== undefined ? [] : (schemaDefault(['sweep', 'concurrency']) as number[])))],
      ...(rate === undefined ? {} : {
        rate: [...rate],
        maxConcurrency: overrides.maxConcurrency ?? sweep.max_concurrency ?? (schemaDefault(['sweep', 'max_concurrency']) as number),
        seed: sweep.seed ?? (schemaDefault(['sweep', 'seed']) as number),
      }),
      requests: overrides.requests ?? sweep.requests ?? (schemaDefault(['sweep', 'requests']) as number),
      warmup: overrides.warmup ?? sweep.warmup ?? (schemaDefault(['sweep', 'warmup']) as number),
      maxDurationS: overrides.maxDurationS ?? sweep.max_duration_s ?? (schemaDefault(['sweep', 'max_duration_s']) as number),
      ...samplingPlan(sweep, overrides.requests, flagNames.requests),
    },
    gate: {
      slos: spec.slos ?? [],
      baseline: {
        configured: spec.baseline !== undefined,
        path: spec.baseline?.path ?? DEFAULT_BASELINE_PATH,
        maxChange: { ...spec.baseline?.max_change },
        level: spec.baseline?.level ?? 'error',
        judgeClientBound: spec.baseline?.judge_client_bound ?? false,
        confidence: spec.baseline?.confidence ?? DEFAULT_BASELINE_CONFIDENCE,
        inconclusive: spec.baseline?.inconclusive ?? 'warn',
        ...(spec.baseline?.min_resolution === undefined ? {} : { minResolution: parseResolution(spec.baseline.min_resolution) }),
        // Left out when not written, so plans of specs without them stay as they were; users apply the defaults.
        ...(spec.baseline?.resolution_level === undefined ? {} : { resolutionLevel: spec.baseline.resolution_level }),
        ...(spec.baseline?.runs === undefined ? {} : { runs: spec.baseline.runs }),
        minRuns: spec.baseline?.min_runs ?? DEFAULT_MIN_RUNS,
      },
      safetyFactor: spec.knee?.safety_factor ?? DEFAULT_SAFETY_FACTOR,
      ...(spec.goodput === undefined ? {} : { goodput: goodputBounds(spec.goodput) }),
      ...(spec.knee?.min_slo_attainment === undefined ? {} : { kneeMinSloAttainment: spec.knee.min_slo_attainment }),
      minSuccessRate: spec.gate?.min_success_rate ?? DEFAULT_MIN_SUCCESS_RATE,
      onInconclusive: spec.gate?.on_inconclusive ?? 'fail',
    },
  };
}

/**
 * Checks each override's value by the rules of the spec field it replaces, whatever the spec.
 *
 * @throws GateError `USAGE` naming the flag, its value and the accepted values.
 */
export function checkOverrides(overrides: PlanOverrides, flagNames: OverrideNames = OVERRIDE_FLAGS): void {
  for (const key of Object.keys(OVERRIDE_FIELDS) as (keyof PlanOverrides)[]) {
    const value = overrides[key];
    if (value !== undefined) checkOverride(key, value, flagNames[key] ?? OVERRIDE_FLAGS[key]);
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

/**
 * The adaptive-sampling and repeat fields of the plan. `max_requests` at or below `requests`
 * leaves adaptive sampling off, unless `requests` came from an override that went past a
 * `max_requests` the spec set, which is refused rather than silently ignored.
 */
function samplingPlan(sweep: NonNullable<Spec['sweep']>, requestsOverride: number | undefined, flag: string): Partial<Plan['sweep']> {
  const out: Partial<Plan['sweep']> = {};
  const repeats = sweep.repeats ?? 1;
  if (repeats > 1) out.repeats = repeats;
  if (sweep.max_requests === undefined) return out;
  const requests = requestsOverride ?? sweep.requests ?? (schemaDefault(['sweep', 'requests']) as number);
  if (requestsOverride !== undefined && requestsOverride > sweep.max_requests) {
    throw new GateError('USAGE', `${flag} ${requestsOverride}: more than sweep.max_requests (${sweep.max_requests}) in the spec`, {
      hint: `Give ${flag} ${sweep.max_requests} or less, or raise sweep.max_requests.`,
    });
  }
  if (sweep.max_requests > requests) {
    out.maxRequests = sweep.max_requests;
    out.targetResolution = parsePercent(sweep.target_resolution ?? (schemaDefault(['sweep', 'target_resolution']) as string));
  }
  return out;
}

/** "10%" → 0.1; the schema's pattern has already checked the form. */
export function parsePercent(text: string): number {
  return Number(text.trim().replace(/\s*%$/, '')) / 100;
}

/** The reference endpoint: its own fields where given, `endpoint`'s otherwise. */
function resolveReference(ref: Spec['reference'], urlOverride: string | undefined, endpoint: Plan['endpoint']): Plan['endpoint'] | undefined {
  const baseUrl = urlOverride ?? ref?.base_url;
  if (baseUrl === undefined) return undefined;
  return {
    baseUrl,
    model: ref?.model ?? endpoint.model,
    api: ref?.api ?? endpoint.api,
    apiKeyEnv: ref?.api_key_env ?? endpoint.apiKeyEnv,
    ...((ref?.api_key_header ?? endpoint.apiKeyHeader) === undefined ? {} : { apiKeyHeader: ref?.api_key_header ?? endpoint.apiKeyHeader }),
    timeoutMs: ref?.timeout_s === undefined ? endpoint.timeoutMs : ref.timeout_s * 1000,
    stallTimeoutMs: ref?.stall_timeout_s === undefined ? endpoint.stallTimeoutMs : ref.stall_timeout_s * 1000,
    headers: { ...(ref?.headers ?? endpoint.headers) },
  };
}

function messagesOf(workload: Spec['workload']): ChatMessage[] {
  if (workload.messages !== undefined) return workload.messages.map((m) => ({ role: m.role, content: m.content }));
  if (workload.prompts !== undefined || workload.synthetic !== undefined) return [];
  return [{ role: 'user', content: workload.prompt ?? '' }];
}

/** The plan's optional workload fields, each present only when the spec uses it, so a plain prompt's plan is unchanged. */
function workloadExtras(workload: Spec['workload'], sweepSeed: number | undefined): Partial<Plan['workload']> {
  const sampled = workload.prompts !== undefined || workload.synthetic !== undefined;
  return {
    ...(workload.prompts !== undefined ? { prompts: workload.prompts } : {}),
    ...(workload.synthetic !== undefined ? {
      synthetic: {
        inputTokens: workload.synthetic.input_tokens,
        count: workload.synthetic.count ?? (schemaDefault(['workload', 'synthetic', 'count']) as number),
      },
    } : {}),
    ...(workload.images !== undefined ? { images: [...workload.images] } : {}),
    ...(workload.unique_prefix === false ? { uniquePrefix: false } : {}),
    ...(workload.extra_body !== undefined && Object.keys(workload.extra_body).length > 0 ? { extraBody: { ...workload.extra_body } } : {}),
    ...(sampled ? { seed: workload.seed ?? sweepSeed ?? DEFAULT_WORKLOAD_SEED } : {}),
  };
}

/** Seed of the prompt order when neither `workload.seed` nor `sweep.seed` is given. */
const DEFAULT_WORKLOAD_SEED = 1;

function checkOverride(key: keyof PlanOverrides, value: unknown, flag: string): void {
  const field = OVERRIDE_FIELDS[key];
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
  concurrency: () => (schemaDefault(['sweep', 'concurrency']) as number[]).join(','),
  rate: () => '1,2,4',
};

function usage(flag: string, shown: string, problem: string, rule: SchemaNode | ListKey): GateError {
  const accepted = typeof rule === 'string'
    ? `a comma-separated list of different levels, each ${describeExpected(schemaAt(['sweep', rule, 0]) as SchemaNode)}${rule === 'rate' ? ' (requests per second)' : ''}, `
      + `such as ${flag} ${LIST_EXAMPLES[rule]()}`
    : describeExpected(rule);
  return new GateError('USAGE', `${flag} ${shown}: ${problem}`, { hint: `Use ${accepted}.` });
}

/** `"15%"` → 0.15; the schema has already checked the form. */
function parseResolution(text: string): number {
  return Number(text.replace(/[\s+%]/g, '')) / 100;
}
