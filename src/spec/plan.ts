/**
 * Resolves a validated spec and command-line overrides into the plan the engine runs: every
 * default filled in from the schema, units converted, overrides checked by the same rules as
 * the file.
 */
import type { ChatMessage } from '../client/types.js';
import { GateError } from '../errors.js';
import { specDefault } from './schema.js';
import type { Plan, ServerMetricsPlan, Spec } from './types.js';
import { applyOverrides, checkOverrides, OVERRIDE_FLAGS, type OverrideNames, type PlanOverrides } from './overrides.js';
import { goodputBounds } from '../metrics/goodput.js';
import { DEFAULT_BASELINE_CONFIDENCE, DEFAULT_BASELINE_PATH, DEFAULT_MIN_RUNS, DEFAULT_MIN_SUCCESS_RATE, DEFAULT_SAFETY_FACTOR } from './gate-types.js';

// The flag parsers and the override names moved to overrides.ts, with the table they serve; kept importable from here.
export { OVERRIDE_FLAGS, checkOverrides, parseConcurrencyList, parseIntegerFlag, parseRateList, parseSecondsFlag, type OverrideNames } from './overrides.js';

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
 * @param baselinePath - `--baseline` or the `baseline` input: the file to compare with in place
 *   of `baseline.path`, a comparison asked for (`configured`).
 * @throws GateError `USAGE` naming the flag, its value and the accepted values, when an
 *   override breaks the spec's rules.
 */
export function resolvePlan(
  spec: Spec,
  overrides: PlanOverrides,
  specPath?: string,
  flagNames: OverrideNames = OVERRIDE_FLAGS,
  baselinePath?: string,
): Plan {
  checkOverrides(overrides, flagNames);
  const names = { ...OVERRIDE_FLAGS, ...flagNames };

  // From here on, an overridden field is read from the spec like any other.
  const overridden = applyOverrides(spec, overrides);
  const { endpoint, workload } = overridden;
  const sweep = overridden.sweep ?? {};
  const rate = sweep.rate;
  if (overrides.maxConcurrency !== undefined && rate === undefined) {
    const flag = names.maxConcurrency;
    throw new GateError('USAGE', `${flag} ${overrides.maxConcurrency}: applies to rate levels only, and neither the spec (sweep.rate) nor ${names.rate} sets any.`, {
      hint: `Give rate levels too, e.g. ${names.rate} 1,2,4, or leave ${flag} out.`,
    });
  }
  if (workload.conversation !== undefined && rate !== undefined) {
    // A rate level sends on a schedule, each request on its own; a session's next turn waits for its answer.
    throw new GateError('USAGE', `workload.conversation runs at concurrency levels only, and ${overrides.rate !== undefined ? names.rate : 'sweep.rate'} asks for rate levels (${rate.join(', ')} requests/s).`, {
      hint: `Give the conversation's load as sweep.concurrency (each level holds that many sessions), or remove ${overrides.rate !== undefined ? names.rate : 'sweep.rate'} or workload.conversation.`,
    });
  }
  const trace = sweep.trace;
  if (trace !== undefined && (overrides.rate !== undefined || overrides.concurrency !== undefined)) {
    const flag = overrides.rate !== undefined ? names.rate : names.concurrency;
    throw new GateError('USAGE', `${flag}: the spec replays a trace (sweep.trace ${JSON.stringify(trace.file)}), which is the run's one level.`, {
      hint: `Leave ${flag} out, or run the other levels from a spec without sweep.trace.`,
    });
  }
  const resolvedEndpoint: Plan['endpoint'] = {
    baseUrl: endpoint.base_url,
    model: endpoint.model,
    api: endpoint.api ?? specDefault('endpoint.api'),
    apiKeyEnv: endpoint.api_key_env ?? specDefault('endpoint.api_key_env'),
    ...(endpoint.api_key_header === undefined ? {} : { apiKeyHeader: endpoint.api_key_header }),
    timeoutMs: (endpoint.timeout_s ?? specDefault('endpoint.timeout_s')) * 1000,
    stallTimeoutMs: (endpoint.stall_timeout_s ?? specDefault('endpoint.stall_timeout_s')) * 1000,
    headers: { ...endpoint.headers },
  };
  const reference = resolveReference(overridden.reference, resolvedEndpoint);
  return {
    specPath,
    endpoint: resolvedEndpoint,
    ...(reference === undefined ? {} : { reference }),
    workload: {
      messages: messagesOf(workload),
      maxTokens: workload.max_tokens ?? specDefault('workload.max_tokens'),
      ...(workload.max_tokens_field === undefined || workload.max_tokens_field === 'max_tokens' ? {} : { maxTokensField: workload.max_tokens_field }),
      temperature: workload.temperature,
      ...workloadExtras(workload, sweep.seed),
      ...(trace === undefined ? {} : { trace: tracePlan(trace) }),
    },
    sweep: {
      // A spec with rate levels (its own or from an override) and no concurrency levels runs rate levels only.
      concurrency: [...(sweep.concurrency ?? (rate !== undefined || trace !== undefined ? [] : specDefault('sweep.concurrency')))],
      // A replay caps its requests in flight as a rate level does.
      ...(trace === undefined ? {} : { maxConcurrency: sweep.max_concurrency ?? specDefault('sweep.max_concurrency') }),
      ...(rate === undefined ? {} : {
        rate: [...rate],
        maxConcurrency: sweep.max_concurrency ?? specDefault('sweep.max_concurrency'),
        seed: sweep.seed ?? specDefault('sweep.seed'),
      }),
      requests: sweep.requests ?? specDefault('sweep.requests'),
      warmup: sweep.warmup ?? specDefault('sweep.warmup'),
      maxDurationS: sweep.max_duration_s ?? specDefault('sweep.max_duration_s'),
      ...samplingPlan(sweep, overrides.requests, names.requests),
    },
    gate: {
      slos: spec.slos ?? [],
      baseline: {
        configured: spec.baseline !== undefined || baselinePath !== undefined,
        path: baselinePath ?? spec.baseline?.path ?? DEFAULT_BASELINE_PATH,
        maxChange: { ...spec.baseline?.max_change },
        ...(spec.baseline?.max_drift === undefined ? {} : { maxDrift: { ...spec.baseline.max_drift } }),
        ...(spec.baseline?.drift_on_main === undefined ? {} : { driftOnMain: spec.baseline.drift_on_main }),
        level: spec.baseline?.level ?? specDefault('baseline.level'),
        judgeClientBound: spec.baseline?.judge_client_bound ?? specDefault('baseline.judge_client_bound'),
        confidence: spec.baseline?.confidence ?? DEFAULT_BASELINE_CONFIDENCE,
        inconclusive: spec.baseline?.inconclusive ?? specDefault('baseline.inconclusive'),
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
      onInconclusive: spec.gate?.on_inconclusive ?? specDefault('gate.on_inconclusive'),
    },
    serverMetrics: serverMetricsPlan(spec.server_metrics, resolvedEndpoint.baseUrl),
  };
}

/**
 * The gaps between a level's reads when `server_metrics.interval_ms` is not written: 250 ms while
 * the level is young, growing with its elapsed time to 1000 ms (docs/server-metrics.md). A short
 * level is read about 8 times in its first 2 s; a long one settles at one read a second, so the
 * server is not read more often than once a second for more than a few seconds a level. One read
 * cost the client about 1–1.5 ms of CPU on the 2-core development machine (`bench/scrape-cost.ts`).
 */
export const DEFAULT_SERVER_METRICS_INTERVAL_MS = 250;
export const DEFAULT_SERVER_METRICS_MAX_INTERVAL_MS = 1000;

/** How the server's metrics are read (see `ServerMetricsPlan`): by default `/metrics` at the endpoint's origin. */
function serverMetricsPlan(section: Spec['server_metrics'], baseUrl: string): ServerMetricsPlan {
  if (section === false) return { mode: 'off' };
  const origin = new URL(baseUrl);
  const discovered = `${origin.protocol}//${origin.host}/metrics`;
  return {
    mode: section?.url === undefined ? 'discover' : 'set',
    url: section?.url ?? discovered,
    headerEnvs: { ...section?.headers },
    intervalMs: section?.interval_ms ?? DEFAULT_SERVER_METRICS_INTERVAL_MS,
    maxIntervalMs: section?.interval_ms ?? DEFAULT_SERVER_METRICS_MAX_INTERVAL_MS,
  };
}

/**
 * The adaptive-sampling and repeat fields of the plan. `max_requests` at or below `requests`
 * leaves adaptive sampling off, unless `requests` came from an override that went past a
 * `max_requests` the spec set, which is refused rather than silently ignored.
 */
function samplingPlan(sweep: NonNullable<Spec['sweep']>, requestsOverride: number | undefined, flag: string): Partial<Plan['sweep']> {
  const out: Partial<Plan['sweep']> = {};
  const repeats = sweep.repeats ?? specDefault('sweep.repeats');
  if (repeats > 1) out.repeats = repeats;
  if (sweep.max_requests === undefined) return out;
  const requests = requestsOverride ?? sweep.requests ?? specDefault('sweep.requests');
  if (requestsOverride !== undefined && requestsOverride > sweep.max_requests) {
    throw new GateError('USAGE', `${flag} ${requestsOverride}: more than sweep.max_requests (${sweep.max_requests}) in the spec`, {
      hint: `Give ${flag} ${sweep.max_requests} or less, or raise sweep.max_requests.`,
    });
  }
  if (sweep.max_requests > requests) {
    out.maxRequests = sweep.max_requests;
    out.targetResolution = parsePercent(sweep.target_resolution ?? specDefault('sweep.target_resolution'));
  }
  return out;
}

/** "10%" → 0.1; the schema's pattern has already checked the form. */
export function parsePercent(text: string): number {
  return Number(text.trim().replace(/\s*%$/, '')) / 100;
}

/** The reference endpoint: its own fields where given, `endpoint`'s otherwise. */
function resolveReference(ref: Spec['reference'], endpoint: Plan['endpoint']): Plan['endpoint'] | undefined {
  const baseUrl = ref?.base_url;
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
        count: workload.synthetic.count ?? specDefault('workload.synthetic.count'),
      },
    } : {}),
    ...(workload.images !== undefined ? { images: [...workload.images] } : {}),
    ...(workload.unique_prefix === false ? { uniquePrefix: false } : {}),
    ...(workload.shared_prefix !== undefined ? { sharedPrefixTokens: workload.shared_prefix.tokens } : {}),
    ...(workload.conversation !== undefined ? {
      conversation: { turns: workload.conversation.turns, thinkTimeMs: workload.conversation.think_time_ms ?? specDefault('workload.conversation.think_time_ms') },
    } : {}),
    ...(workload.extra_body !== undefined && Object.keys(workload.extra_body).length > 0 ? { extraBody: { ...workload.extra_body } } : {}),
    ...(sampled ? { seed: workload.seed ?? sweepSeed ?? DEFAULT_WORKLOAD_SEED } : {}),
  };
}

/** The replay's plan (`sweep.trace`), its defaults filled in. */
function tracePlan(trace: NonNullable<NonNullable<Spec['sweep']>['trace']>): NonNullable<Plan['workload']['trace']> {
  const w = trace.window;
  return {
    file: trace.file,
    format: trace.format,
    speed: trace.speed ?? specDefault('sweep.trace.speed'),
    window: {
      ...(w?.start_s === undefined ? {} : { startS: w.start_s }),
      ...(w?.duration_s === undefined ? {} : { durationS: w.duration_s }),
      ...(w?.max_requests === undefined ? {} : { maxRequests: w.max_requests }),
    },
  };
}

/** Seed of the prompt order when neither `workload.seed` nor `sweep.seed` is given. */
const DEFAULT_WORKLOAD_SEED = 1;

/** `"15%"` → 0.15; the schema has already checked the form. */
function parseResolution(text: string): number {
  return Number(text.replace(/[\s+%]/g, '')) / 100;
}
