/**
 * The first step of a run: takes the run's options and returns its setup, frozen. The setup is
 * everything a run fixes before its first request (the request source, the endpoint and its
 * client, the stop, the sweep's shape and prompt slots, the reference session, the context that
 * hints are written in) and the notes known before anything is sent.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { ChatRequest, EndpointConfig } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import { adapterFor, createApiClient, redactUrl, type OpenAIChatClientOptions } from '../client/index.js';
import type { SweepAdaptive } from '../load/sweep.js';
import { gatedMetrics } from '../gate/gated-metrics.js';
import { levelKey } from '../model/level.js';
import { startRunStop, type RunStop } from '../load/stop.js';
import type { Plan } from '../spec/types.js';
import type { HintContext } from './diagnose.js';
import { finishedResolution } from './summarize.js';
import { sampleSizeWarnings } from '../gate/sample-size-warnings.js';
import { gatingWarning } from '../gate/gating-warnings.js';
import { createRequestSource, type RequestSource } from '../workload/source.js';
import { Conversations } from '../workload/conversation.js';
import { NO_WORKLOAD_FILES } from '../workload/files.js';
import { ReferenceSession } from './reference.js';
import type { RunOptions, StreamClient } from './run-types.js';

/** What a run fixes before its first request (see `resolveRun`). */
export interface RunSetup {
  /** When the run started, on the wall clock and on the monotonic clock. */
  readonly startedAt: Date;
  readonly startedMs: number;
  /** The notes known before anything is sent: the front end's, then the plan's (`planNotes`). */
  readonly notes: readonly string[];
  /** The URL requests go to. */
  readonly url: URL;
  readonly source: RequestSource;
  /** The endpoint as the client is built for it. */
  readonly endpoint: EndpointConfig;
  readonly rates: readonly number[];
  /** The client pool's size: the highest level, or a rate level's cap. */
  readonly connections: number;
  readonly stop: RunStop;
  /** Seconds the run may take (`RunOptions.budgetS`, or the plan's `sweep.maxDurationS`). */
  readonly budgetS: number;
  /** When the budget runs out, on the monotonic clock. */
  readonly deadlineMs: number;
  /** Adaptive sampling as the sweep runs it; undefined when off or not used. */
  readonly adaptive: SweepAdaptive | undefined;
  /** Passes of the sweep: 1 unless `sweep.repeats` asks for more and no reference is measured. */
  readonly repeats: number;
  /** The stop's signal, which every request listens to. */
  readonly signal: AbortSignal;
  readonly makeClient: (e: EndpointConfig) => StreamClient;
  /** The client the connectivity check starts with. */
  readonly client: StreamClient;
  readonly runId: string;
  /** A run's prompt slot for a slot of the sweep: the shard's, or the same one. */
  readonly slotOf: (slot: number) => number;
  /** Prompt slots a level's measured requests may take, and those one pass may take in all. */
  readonly measuredSlots: number;
  readonly passSlots: number;
  readonly preflightId: string;
  readonly preflightRequest: ChatRequest;
  readonly reference: ReferenceSession | undefined;
  readonly hintContext: HintContext;
  readonly conversations: Conversations | undefined;
}

/**
 * The plan's own notes, before anything is sent: sample sizes too small to judge, a gate that
 * cannot fail, and the sweep fields a conversation or a reference leaves unused.
 */
export function planNotes(plan: Plan): string[] {
  const gating = gatingWarning(plan);
  const notes = [...sampleSizeWarnings(plan), ...(gating === undefined ? [] : [`This spec: ${gating}`])];
  const pairedRun = plan.reference !== undefined;
  const adaptive = adaptiveOf(plan) !== undefined;
  if (plan.workload.conversation !== undefined && !pairedRun && adaptive) {
    notes.push('With workload.conversation every level runs sweep.requests requests (its sessions\' turns): sweep.max_requests is not used, since a level cannot grow by part of a session.');
  }
  if (pairedRun && (adaptive || (plan.sweep.repeats ?? 1) > 1)) {
    notes.push('With a reference endpoint every level runs sweep.requests requests on each side, once: sweep.max_requests and sweep.repeats are not used, since each candidate level is paired with one reference level of the same size.');
  }
  return notes;
}

/**
 * The sweep's passes and adaptive sampling as run. Same-run A/B pairs each candidate level with one
 * reference level of the same size; adaptive growth and repeated passes would break that pairing,
 * so a run with a reference goes without. A level of sessions grows a whole session at a time or
 * not at all, so it keeps sweep.requests.
 */
export function samplingOf(plan: Plan): { adaptive: SweepAdaptive | undefined; repeats: number } {
  const pairedRun = plan.reference !== undefined;
  return {
    adaptive: pairedRun || plan.workload.conversation !== undefined ? undefined : adaptiveOf(plan),
    repeats: pairedRun ? 1 : plan.sweep.repeats ?? 1,
  };
}

/**
 * The client pool's size. A rate level's or a replay's cap sizes the pool too, so requests never queue unseen
 * inside the HTTP pool.
 */
export function connectionsOf(plan: Plan): number {
  const rates = plan.sweep.rate ?? [];
  return Math.max(1, ...plan.sweep.concurrency, ...(rates.length > 0 || plan.workload.trace !== undefined ? [plan.sweep.maxConcurrency ?? 1] : []));
}

/**
 * The prompt slots of one level and of one pass. Warm-ups take the slots after every measured one
 * a level may send (adaptive levels send up to max_requests); a later pass of a repeated sweep
 * walks on past every slot an earlier pass may have used (measured, warm-up and connection
 * top-up), so a prompt or prefix cache cannot answer it from pass 1.
 */
export function promptSlotsOf(plan: Plan): { measuredSlots: number; passSlots: number } {
  const measuredSlots = Math.max(plan.sweep.requests, plan.sweep.maxRequests ?? 0);
  const passSlots = measuredSlots + plan.sweep.warmup + Math.max(0, ...plan.sweep.concurrency, plan.sweep.maxConcurrency ?? 0);
  return { measuredSlots, passSlots };
}

/** The endpoint as its client is built for it. */
export function endpointConfigOf(plan: Plan, apiKey: string | undefined): EndpointConfig {
  return {
    baseUrl: plan.endpoint.baseUrl,
    model: plan.endpoint.model,
    apiKey,
    ...(plan.endpoint.apiKeyHeader === undefined ? {} : { apiKeyHeader: plan.endpoint.apiKeyHeader }),
    headers: plan.endpoint.headers,
    timeoutMs: plan.endpoint.timeoutMs,
    ...(plan.workload.maxTokensField === undefined ? {} : { maxTokensField: plan.workload.maxTokensField }),
  };
}

/** Sets up one run (see `RunSetup`); it starts the budget clock and builds the clients. */
export function resolveRun(options: RunOptions): Readonly<RunSetup> {
  const { plan, apiKey } = options;
  const startedAt = new Date();
  const startedMs = performance.now();
  const notes = [...(options.notes ?? []), ...planNotes(plan)];
  const url = adapterFor(plan.endpoint.api).url(plan.endpoint.baseUrl);
  // Before the budget timer and the client, so a plan whose files were not read leaves nothing running.
  const source = createRequestSource(plan.workload, options.workloadFiles ?? NO_WORKLOAD_FILES);
  const endpoint = endpointConfigOf(plan, apiKey);
  const rates = plan.sweep.rate ?? [];
  const connections = connectionsOf(plan);
  const budgetS = options.budgetS ?? plan.sweep.maxDurationS;
  const stop = startRunStop({ budgetMs: budgetS * 1000, ...(options.signal ? { signal: options.signal } : {}) });
  const deadlineMs = performance.now() + budgetS * 1000;
  const conversation = plan.workload.conversation;
  const { adaptive, repeats } = samplingOf(plan);
  const signal = stop.signal;
  // Every in-flight request listens for the stop on the same signal.
  setMaxListeners(connections * (plan.reference ? 2 : 1) + 16, signal);
  const makeClient = (e: EndpointConfig): StreamClient => (options.createClient ?? defaultClient(plan.endpoint.api))(e, { connections, stallTimeoutMs: plan.endpoint.stallTimeoutMs });
  const client = makeClient(endpoint);
  const runId = options.shard ? options.shard.idPrefix(randomBytes(4).toString('hex')) : randomBytes(4).toString('hex');
  const slotOf = options.shard ? options.shard.slot : (slot: number): number => slot;
  const { measuredSlots, passSlots } = promptSlotsOf(plan);
  const preflightId = `${runId}-preflight`;
  // A replay's connectivity check takes a slot past the trace, whose words are its own: slot 0
  // would put the first request's shared blocks into the server's cache before the replay.
  const preflightRequest: ChatRequest = source.request(slotOf(options.workloadFiles?.trace === undefined ? 0 : measuredSlots), preflightId);
  // Same-run A/B: a reference endpoint measured alongside, replacing the stored baseline. It is
  // sent the same prompt for the same slot as the candidate.
  const reference = plan.reference === undefined ? undefined : new ReferenceSession({
    endpoint: plan.reference, apiKey: options.referenceApiKey,
    request: (phase, index, id) => source.request(phase === 'warmup' ? measuredSlots + index : index, id),
    ...(conversation === undefined ? {} : { conversations: new Conversations(conversation) }),
    runId, signal, connections,
    createClient: options.createClient ?? defaultClient(plan.reference.api),
    ...(plan.workload.maxTokensField === undefined ? {} : { maxTokensField: plan.workload.maxTokensField }),
  });
  const hintContext: HintContext = {
    url: redactUrl(url),
    api: plan.endpoint.api,
    apiKeyEnv: plan.endpoint.apiKeyEnv,
    apiKeySet: apiKey !== undefined,
    apiKeyTrimmed: options.apiKeyTrimmed === true,
    ...(client.route ? { proxy: client.route } : {}),
    timeoutS: plan.endpoint.timeoutMs / 1000,
    stallTimeoutS: plan.endpoint.stallTimeoutMs / 1000,
    connections,
  };
  const conversations = conversation === undefined ? undefined : new Conversations(conversation);
  return Object.freeze({
    startedAt, startedMs, notes: Object.freeze(notes), url, source, endpoint, rates, connections, stop, budgetS, deadlineMs, adaptive, repeats, signal,
    makeClient, client, runId, slotOf, measuredSlots, passSlots, preflightId, preflightRequest, reference, hintContext, conversations,
  });
}

/** The client factory for an `endpoint.api`: the shared stream loop with that API's adapter. */
export function defaultClient(api: EndpointApi): (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient {
  return (endpoint, options) => createApiClient(api, endpoint, options);
}

/** Adaptive sampling as the sweep runs it, or undefined when `max_requests` leaves it off. */
function adaptiveOf(plan: Plan): SweepAdaptive | undefined {
  const { maxRequests, targetResolution } = plan.sweep;
  if (maxRequests === undefined || targetResolution === undefined || maxRequests <= plan.sweep.requests) return undefined;
  const gated = new Map<string, ReturnType<typeof gatedMetrics>>();
  return {
    maxRequests,
    target: targetResolution,
    resolution: (level, records) => {
      const key = levelKey(level);
      let refs = gated.get(key);
      if (refs === undefined) gated.set(key, (refs = gatedMetrics(plan.gate, level)));
      // Records still in flight when a stop came are not samples.
      return finishedResolution(refs, records);
    },
  };
}
