/**
 * The one engine both front ends call: connectivity check, sweep, statistics, results.
 * It does no file or console I/O itself; the caller passes callbacks for progress and for
 * each level's raw records, so the CLI can stream them to disk and the Action to its outputs.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { ChatRequest, EndpointConfig } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { LevelRecords, RequestRecord } from '../model/record.js';
import { adapterFor, createApiClient, redactUrl, type OpenAIChatClientOptions } from '../client/index.js';
import { rejectedStreamOptions, sendsStreamOptions, streamOptionsNote } from '../client/stream-options.js';
import { takesMaxTokensField } from '../client/max-tokens-field.js';
import { maxTokensFallback } from './max-tokens-fallback.js';
import { runSweep, type SweepAdaptive, type SweepTrace } from '../load/sweep.js';
import { pooledLevels, type PooledLevel } from '../load/repeats.js';
import { figureAllowances, gatedMetrics } from '../gate/gated-metrics.js';
import { worstResolution } from '../metrics/sample-resolution.js';
import { adaptiveSummary, repeatSummary } from '../load/sampling-summary.js';
import { levelKey, levelName, requestId, sweepLevel, type SweepLevel } from '../model/level.js';
import type { OpenLoopTiming } from '../model/record.js';
import { openLoopStats } from '../load/open-loop-stats.js';
import { startRunStop } from '../load/stop.js';
import { describeStop, stopError, type StopError, type StopFacts, type StopPoint } from '../load/stop-report.js';
import { batchDurationS } from '../metrics/index.js';
import type { LevelStats } from '../model/level-stats.js';
import { levelSamples } from '../metrics/samples.js';
import type { Plan, ServerMetricsPlan } from '../spec/types.js';
import { RESULTS_SCHEMA_VERSION, type PreflightResult, type Results, type RunStatus } from '../model/results.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { exitCodeFor, type ExitCode } from '../exit-codes.js';
import { hintFor, hintsForResults, bufferedStreamNote, consistencyNote, clientBoundNote, type HintContext } from './diagnose.js';
import { streamNotes } from '../metrics/stream-notes.js';
import type { ProxyRoute } from '../client/proxy.js';
import { judge, type BaselineInput } from '../gate/judge.js';
import { preflightResult } from '../metrics/preflight.js';
import { keptRecords, measuredLevelStats, wasCancelled } from '../load/measured-level.js';
import { goodputSpecOf } from '../metrics/goodput.js';
import { sampleSizeWarnings } from '../gate/sample-size-warnings.js';
import type { FailOn } from '../model/checks.js';
import type { SpecLocator } from '../spec/locate.js';
import type { GitInfo } from '../model/baseline.js';
import { gatingWarning } from '../gate/gating-warnings.js';
import { createRequestSource } from '../workload/source.js';
import { Conversations, sessionKey } from '../workload/conversation.js';
import { NO_WORKLOAD_FILES, withTraceRequests, type WorkloadFiles } from '../workload/files.js';
import { syntheticInputNote } from '../workload/note.js';
import type { RunEnvironment } from '../model/environment.js';
import { ReferenceSession } from './reference.js';
import type { RunShard } from '../load/shard.js';
import { startServerMetrics } from '../server-metrics/start.js';
import type { ServerMetricsWatch } from '../server-metrics/watch.js';
import { ServerLevels } from './server-levels.js';

/** What the engine tells its front end while it runs; a level's start and progress name the level (`SweepLevel`). */
export type RunEvent =
  | { type: 'preflight'; result: PreflightResult; record: RequestRecord }
  | ({ type: 'level-start'; requests: number; warmup: number } & SweepLevel)
  | ({ type: 'level-progress'; finished: number; total: number } & SweepLevel)
  | { type: 'level-done'; stats: LevelStats };

/** The smallest thing the engine needs from a client: send one request, never throw. */
export interface StreamClient {
  send(request: ChatRequest, options: { id: string; signal?: AbortSignal }): Promise<RequestRecord>;
  close(): Promise<void>;
  /** How requests travel (direct, or through a proxy named by an environment variable), for hints. */
  readonly route?: ProxyRoute;
  /** Sockets open to the endpoint, when known: lets the warm-up open every connection a level needs. */
  openConnections?(): number | undefined;
}

export interface RunOptions {
  plan: Plan;
  /** The key's value, already read from `plan.endpoint.apiKeyEnv` and trimmed; undefined for none. */
  apiKey: string | undefined;
  /** True when the key's value had whitespace around it that was trimmed: a hint for a 401. */
  apiKeyTrimmed?: boolean;
  /**
   * Aborting stops new requests, cancels those in flight, and returns partial results. A string
   * abort reason (such as `SIGTERM`) is named in the note saying why the run stopped.
   */
  signal?: AbortSignal;
  onEvent?: (event: RunEvent) => void;
  /**
   * Receives each level's measured records once, after its stats are computed: with the rate
   * level's `timings`, and with `sweep.repeats` above 1 each record's pass (`passes`).
   */
  onLevelRecords?: (level: LevelRecords) => void | Promise<void>;
  /** Extra notes from the front end (e.g. about the key), carried into the results. */
  notes?: string[];
  /** The stored baseline as found by the front end; undefined when none was looked for. */
  baseline?: BaselineInput;
  /** Which failed checks fail the gate. @defaultValue `both` */
  failOn?: FailOn;
  /** True when the front end records this run as the new baseline (see `JudgeInput.recordsBaseline`). */
  recordsBaseline?: boolean;
  /** Finds a spec field's line, so checks can point at it. */
  locate?: SpecLocator;
  /** The commit being measured, recorded so this run can serve as a baseline. */
  git?: GitInfo | null;
  /** The measuring machine, recorded so a comparison can warn when a baseline was measured elsewhere. */
  environment?: RunEnvironment;
  /**
   * Builds the client; the default speaks `plan.endpoint.api` over undici (`createApiClient`). It gets the pool
   * size (the highest level) and the plan's stall timeout.
   */
  createClient?: (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient;
  /** The prompt set and images the workload names, read by the front end (`readWorkloadFiles`); none when absent. */
  workloadFiles?: WorkloadFiles;
  /** The reference's key, read from `plan.reference.apiKeyEnv`; only used when the plan has a reference. */
  referenceApiKey?: string;
  /** Set when this run is one shard of a sweep split across machines: its ids, prompt slots and level starts. */
  shard?: RunShard;
  /**
   * The values of the headers sent when reading the server's metrics (`server_metrics.headers`),
   * read by the front end from the environment variables the spec names; never printed.
   */
  serverMetricsHeaders?: Record<string, string>;
}

export interface RunOutcome {
  results: Results;
  exitCode: ExitCode;
}

/** Output tokens asked for by the connectivity check: enough to see usage and a few gaps. */
const PREFLIGHT_MAX_TOKENS = 8;

/**
 * Runs the whole measurement described by `plan`. Never throws for endpoint failures.
 *
 * The run is bounded by `plan.sweep.maxDurationS`, counted from the call: when it runs out, or
 * when `signal` aborts, no new request is sent, the requests in flight are cancelled, and the
 * results cover what finished. Cancelled requests are neither successes nor failures of the
 * endpoint, so they are left out of every figure and of the records; a note says how many.
 * Such a run is `incomplete`; unless a check already failed, its status is `error` (see `judge`).
 */
export async function run(given: RunOptions): Promise<RunOutcome> {
  const options = { ...given, plan: withTraceRequests(given.plan, given.workloadFiles) };
  const { plan } = options;
  const setup = prepareRun(options);
  const { startedAt, startedMs, notes, url, source, stop, repeats, rates, hintContext, reference } = setup;
  const measured = await measure(options, setup);
  const { preflight, levels, stopPoint, measuredRates, cutLevel, serverMetrics } = measured;
  let error = measured.error;
  const { incomplete, stopped } = stopOutcome(plan, stop, { stopPoint, levels, measuredRates, cutLevel, repeats, notes });
  if (stopped && error === null && levels.length === 0) error = stopped;
  for (const note of [bufferedStreamNote(levels), consistencyNote(levels), clientBoundNote(levels), syntheticInputNote(plan.workload.synthetic?.inputTokens, levels, plan.workload.sharedPrefixTokens)]) if (note) notes.push(note);
  notes.push(...streamNotes(levels));
  for (const l of levels) {
    if (l.client_behind) notes.push(`At ${levelName(l)} the client did not apply the load asked for: ${l.client_behind}. Its latency figures describe a lighter load than the level names.`);
  }
  const results = judgedResults(options, {
    startedAt, startedMs, error, incomplete, stopReason: incomplete ? stop.reason ?? null : null, stopped,
    url, sourceSummary: source.summary, repeats, rates, preflight, levels, notes, hintContext, reference, serverMetrics,
  });
  return { results, exitCode: exitCodeFor(results.status, results.verdict.on_inconclusive, options.shard !== undefined) };
}

/** The sweep's replay (`SweepTrace`) of the trace the front end read; undefined without one. */
function sweepTraceOf(options: RunOptions): SweepTrace | undefined {
  const trace = options.workloadFiles?.trace;
  if (trace === undefined) return undefined;
  const { scheduleMs, spanMs } = trace.replay;
  // A replay of one request, or of requests all recorded at one instant, has no span to rate.
  const rate = scheduleMs.length >= 2 && spanMs > 0 ? ((scheduleMs.length - 1) * 1000) / spanMs : scheduleMs.length;
  return { identity: { file: trace.path, format: trace.format, speed: trace.speed }, scheduleMs, rate: Math.round(rate * 1e6) / 1e6 };
}

/** What `run` sets up before it sends anything (see `prepareRun`). */
type RunSetup = ReturnType<typeof prepareRun>;

/**
 * Everything a run needs before its first request: the notes so far, the request source, the
 * endpoint and its client, the stop (budget and signal), the sweep's shape and prompt slots, the
 * reference session, and the context that hints are written in.
 */
function prepareRun(options: RunOptions) {
  const { plan, apiKey } = options;
  const startedAt = new Date();
  const startedMs = performance.now();
  const gating = gatingWarning(plan);
  const notes = [...(options.notes ?? []), ...sampleSizeWarnings(plan), ...(gating === undefined ? [] : [`This spec: ${gating}`])];
  const url = adapterFor(plan.endpoint.api).url(plan.endpoint.baseUrl);
  // Before the budget timer and the client, so a plan whose files were not read leaves nothing running.
  const source = createRequestSource(plan.workload, options.workloadFiles ?? NO_WORKLOAD_FILES);
  const endpoint: EndpointConfig = {
    baseUrl: plan.endpoint.baseUrl,
    model: plan.endpoint.model,
    apiKey,
    ...(plan.endpoint.apiKeyHeader === undefined ? {} : { apiKeyHeader: plan.endpoint.apiKeyHeader }),
    headers: plan.endpoint.headers,
    timeoutMs: plan.endpoint.timeoutMs,
    ...(plan.workload.maxTokensField === undefined ? {} : { maxTokensField: plan.workload.maxTokensField }),
  };
  // A rate level's cap sizes the pool too, so requests never queue unseen inside the HTTP pool.
  const rates = plan.sweep.rate ?? [];
  const connections = Math.max(1, ...plan.sweep.concurrency, ...(rates.length > 0 || plan.workload.trace !== undefined ? [plan.sweep.maxConcurrency ?? 1] : []));
  const stop = startRunStop({ budgetMs: plan.sweep.maxDurationS * 1000, ...(options.signal ? { signal: options.signal } : {}) });
  const deadlineMs = performance.now() + plan.sweep.maxDurationS * 1000;
  // Same-run A/B pairs each candidate level with one reference level of the same size; adaptive
  // growth and repeated passes would break that pairing, so a run with a reference goes without.
  const pairedRun = plan.reference !== undefined;
  const conversation = plan.workload.conversation;
  // A level of sessions grows a whole session at a time or not at all; it keeps sweep.requests.
  const adaptive = pairedRun || conversation !== undefined ? undefined : adaptiveOf(plan);
  if (conversation !== undefined && !pairedRun && adaptiveOf(plan) !== undefined) {
    notes.push('With workload.conversation every level runs sweep.requests requests (its sessions\' turns): sweep.max_requests is not used, since a level cannot grow by part of a session.');
  }
  const repeats = pairedRun ? 1 : plan.sweep.repeats ?? 1;
  if (pairedRun && (adaptiveOf(plan) !== undefined || (plan.sweep.repeats ?? 1) > 1)) {
    notes.push('With a reference endpoint every level runs sweep.requests requests on each side, once: sweep.max_requests and sweep.repeats are not used, since each candidate level is paired with one reference level of the same size.');
  }
  const signal = stop.signal;
  // Every in-flight request listens for the stop on the same signal.
  setMaxListeners(connections * (plan.reference ? 2 : 1) + 16, signal);
  const makeClient = (e: EndpointConfig): StreamClient => (options.createClient ?? defaultClient(plan.endpoint.api))(e, { connections, stallTimeoutMs: plan.endpoint.stallTimeoutMs });
  const client = makeClient(endpoint);
  const runId = options.shard ? options.shard.idPrefix(randomBytes(4).toString('hex')) : randomBytes(4).toString('hex');
  const slotOf = options.shard ? options.shard.slot : (slot: number): number => slot;
  // Warm-ups take the prompt-set slots after every measured one a level may send (adaptive levels send up to max_requests).
  const measuredSlots = Math.max(plan.sweep.requests, plan.sweep.maxRequests ?? 0);
  // A later pass of a repeated sweep walks on past every slot an earlier pass may have used
  // (measured, warm-up and connection top-up), so a prompt or prefix cache cannot answer it from pass 1.
  const passSlots = measuredSlots + plan.sweep.warmup + Math.max(0, ...plan.sweep.concurrency, plan.sweep.maxConcurrency ?? 0);
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
  return {
    startedAt, startedMs, notes, url, source, endpoint, rates, connections, stop, deadlineMs, adaptive, repeats, signal,
    makeClient, client, runId, slotOf, measuredSlots, passSlots, preflightId, preflightRequest, reference, hintContext, conversations,
  };
}

/** What the connectivity check and the sweep measured, and where a stop found the run. */
interface Measurement extends SweptLevels {
  preflight: PreflightResult | null;
  error: Results['error'];
  /** Whether the server's metrics were read; undefined when reading was off or never tried. */
  serverMetrics: Results['server_metrics'];
}

/**
 * The connectivity check, then, when it passed, the sweep; the clients are closed whatever
 * happens. An endpoint that fails the check, or every measured request, gets the run's error.
 */
async function measure(options: RunOptions, setup: RunSetup): Promise<Measurement> {
  const { plan, onEvent } = options;
  const { stop, reference, url, hintContext, notes, endpoint, makeClient, preflightRequest, preflightId, runId, signal } = setup;
  let client = setup.client;
  let preflight: PreflightResult | null = null;
  let error: Results['error'] = null;
  let swept: SweptLevels = { levels: [], stopPoint: { phase: 'preflight' }, cutLevel: undefined, measuredRates: new Set<number>() };
  let serverMetrics: Results['server_metrics'];
  let watch: ServerMetricsWatch | undefined;

  try {
    const checked = await connectivityCheck({ client, makeClient, endpoint, request: preflightRequest, id: preflightId, runId, signal, stopped: () => stop.reason !== undefined, api: plan.endpoint.api, notes });
    const { dropped } = checked;
    const fielded = await maxTokensFallback({
      ...checked, makeClient, endpoint: dropped ? { ...endpoint, streamOptions: false } : endpoint, request: preflightSent(preflightRequest),
      id: preflightId, signal, stopped: () => stop.reason !== undefined, api: plan.endpoint.api, notes,
    });
    client = fielded.client;
    const { record } = fielded;
    preflight = {
      ...preflightResult(record), ...(sendsStreamOptions(plan.endpoint.api) ? { stream_options: !dropped } : {}),
      ...(takesMaxTokensField(plan.endpoint.api) ? { max_tokens_field: fielded.field } : {}),
    };
    onEvent?.({ type: 'preflight', result: preflight, record });
    if (record.ok && reference !== undefined) error = await reference.check(PREFLIGHT_MAX_TOKENS);
    if (!record.ok && stop.reason === undefined) {
      const kind = record.error?.kind ?? 'empty_stream';
      error = {
        code: 'ENDPOINT_UNUSABLE',
        message: `The connectivity check to ${redactUrl(url)} failed (${kind}): ${record.error?.message ?? 'no content arrived'}`,
        hint: hintFor(kind, hintContext),
      };
    } else if (record.ok && error === null) {
      if (!preflight.usage && !dropped) {
        notes.push('The server sent no usage in the stream: output tokens are counted from content events and input tokens are unknown, so TPM counts output tokens only.');
      }
      // Nothing is looked for at the endpoint's origin with an injected client (its requests may
      // not go over the network) nor through a proxy (the reads go direct, which the proxy may forbid).
      const discover = options.createClient === undefined && client.route?.proxyUrl === undefined;
      const found = await startServerMetrics(plan.serverMetrics, options.serverMetricsHeaders ?? {}, { discover });
      ({ watch, status: serverMetrics } = found);
      notes.push(...found.notes);
      // The reference's own /metrics, looked for at its origin, so what moved can be set against it.
      if (reference !== undefined) reference.readServerMetrics((await startServerMetrics(referenceMetricsPlan(plan), {}, { discover })).watch);
      swept = await sweepLevels(options, setup, client, new ServerLevels(watch, setup.adaptive === undefined));
      error = everyRequestFailed(swept.levels, hintContext);
    }
  } finally {
    stop.dispose();
    await client.close();
    notes.push(...await reference?.close() ?? []);
    if (watch !== undefined) {
      await watch.close();
      notes.push(...watch.notes(serverMetrics?.url ?? 'the server'));
    }
  }
  return { preflight, error, serverMetrics, ...swept };
}

/** What the sweep measured, and where a stop found it. */
interface SweptLevels {
  levels: LevelStats[];
  stopPoint: StopPoint;
  /** A level a stop cut short. */
  cutLevel: SweepLevel | undefined;
  measuredRates: Set<number>;
}

/**
 * The sweep on `client` (the one that passed the connectivity check), paired with the reference
 * when there is one: each level's statistics, reported and handed on with its records as it ends.
 */
async function sweepLevels(options: RunOptions, setup: RunSetup, client: StreamClient, server: ServerLevels): Promise<SweptLevels> {
  const { plan, onEvent, onLevelRecords } = options;
  const { reference, adaptive, repeats, deadlineMs, rates, signal, runId, slotOf, passSlots, measuredSlots, source, conversations } = setup;
  const levels: LevelStats[] = [];
  let stopPoint: StopPoint = { phase: 'preflight' };
  let cutLevel: SweepLevel | undefined;
  const measuredRates = new Set<number>();
  const trace = sweepTraceOf(options);
  for await (const level of pooledLevels((reference ? reference.sweep.bind(reference) : runSweep)({
    ...(adaptive ? { adaptive } : {}),
    repeats,
    deadlineMs,
    levels: plan.sweep.concurrency,
    rates,
    ...(trace === undefined ? {} : { trace }),
    ...(plan.sweep.maxConcurrency !== undefined ? { maxConcurrency: plan.sweep.maxConcurrency } : {}),
    ...(plan.sweep.seed !== undefined ? { seed: plan.sweep.seed } : {}),
    requests: plan.sweep.requests,
    warmup: plan.sweep.warmup,
    signal,
    ...(options.shard ? { beforeLevel: (level: SweepLevel) => options.shard!.levelStart(level, signal) } : {}),
    ...(client.openConnections ? { openConnections: () => client.openConnections?.() } : {}),
    ...(conversations ? { conversation: conversations.shape } : {}),
    beforeMeasure: (level) => server.beforeMeasure(level),
    send: (at) => {
      const { level, pass, phase, index } = at;
      // A stop during warm-up, or before a level's first measured request finished, leaves the
      // level unyielded; this is the only trace of where it came.
      if (phase === 'warmup') stopPoint = { phase: 'warmup', level };
      else if (index === 0) stopPoint = { phase: 'measure', level, finished: 0, planned: plan.sweep.requests, cancelled: 0 };
      // The pass is part of the id (and so of the unique prefix) after the first pass.
      const id = requestId(runId, at);
      if (conversations !== undefined && at.turn !== undefined) {
        // A session opens with the prompt of its own slot; its id's unique prefix opens every turn.
        const first = (): ChatRequest => source.request(slotOf(pass * passSlots + at.session!), id);
        return conversations.send(sessionKey(at), at.turn, first, (request) => client.send(request, { id, signal }));
      }
      // Every level walks the same sequence: measured requests first, warm-ups after them.
      const slot = pass * passSlots + (phase === 'warmup' ? measuredSlots + index : index);
      return client.send(source.request(slotOf(slot), id), { id, signal });
    },
    onProgress: (level, finished, total) => {
      server.progress(level, finished, total);
      if (finished === 0) onEvent?.({ type: 'level-start', ...level, requests: total, warmup: plan.sweep.warmup });
      else onEvent?.({ type: 'level-progress', ...level, finished, total });
    },
  }), repeats, plan.sweep.requests)) {
    // A request cancelled by the stop tells nothing about the endpoint: it is not counted.
    const { records, timings } = keptRecords(level);
    const cancelled = level.records.length - records.length;
    const planned = level.planned ?? plan.sweep.requests;
    const at = sweepLevel(level);
    stopPoint = records.length < planned
      ? { phase: 'measure', level: at, finished: records.length, planned, cancelled }
      : { phase: 'between', after: at };
    if (records.length === 0) continue;
    if (records.length < planned) cutLevel = at;
    const { stats, passes } = levelStatsOf(level, records, timings, plan, adaptive, repeats);
    await server.attach(stats);
    if (level.rate !== undefined) measuredRates.add(level.rate);
    levels.push(stats);
    onEvent?.({ type: 'level-done', stats });
    // Which pass (from 1) measured each kept record, for requests.jsonl; only when the sweep repeats.
    const recordPasses = repeats > 1
      ? passes.flatMap((p, i) => p.records.map(() => (p.run.repeat ?? i) + 1))
      : undefined;
    await onLevelRecords?.({ level: at, records, ...(at.rate === undefined ? {} : { timings }), ...(recordPasses === undefined ? {} : { passes: recordPasses }) });
  }
  return { levels, stopPoint, cutLevel, measuredRates };
}

/** `sweep.trace` of results.json: the replay as the spec asked for it and the slice it took. */
function traceSweepOf(options: RunOptions): NonNullable<Results['sweep']['trace']> {
  const t = options.plan.workload.trace!;
  const replay = options.workloadFiles?.trace?.replay;
  return {
    file: t.file,
    format: t.format,
    speed: t.speed,
    window: { start_s: t.window.startS ?? 0, duration_s: t.window.durationS ?? null, max_requests: t.window.maxRequests ?? null },
    requests: replay?.entries.length ?? 0,
    span_s: Math.round((replay?.spanMs ?? 0)) / 1000,
  };
}

/** The run's error when it measured levels and every request of them failed; otherwise null. */
function everyRequestFailed(levels: readonly LevelStats[], hintContext: HintContext): Results['error'] {
  if (levels.length > 0 && levels.every((l) => l.succeeded === 0)) {
    const kinds = Object.keys(Object.assign({}, ...levels.map((l) => l.errors)) as Record<string, number>);
    return {
      code: 'ENDPOINT_UNUSABLE',
      message: `Every measured request failed (${kinds.join(', ') || 'unknown'}): nothing could be measured.`,
      hint: kinds[0] ? hintFor(kinds[0], hintContext) : null,
    };
  }
  return null;
}

/** The connectivity check's request: the run's first, asking for few tokens. */
function preflightSent(request: ChatRequest): ChatRequest {
  return { ...request, maxTokens: Math.min(PREFLIGHT_MAX_TOKENS, request.maxTokens) };
}

/**
 * The connectivity check: one short request. An endpoint that refuses `stream_options` gets one
 * retry without it; when that works, the whole run goes without it (`dropped`), on the new client.
 */
async function connectivityCheck(c: {
  client: StreamClient; makeClient: (e: EndpointConfig) => StreamClient; endpoint: EndpointConfig; request: ChatRequest;
  id: string; runId: string; signal: AbortSignal; stopped: () => boolean; api: EndpointApi; notes: string[];
}): Promise<{ record: RequestRecord; client: StreamClient; dropped: boolean }> {
  const sent = preflightSent(c.request);
  const record = await c.client.send(sent, { id: c.id, signal: c.signal });
  if (c.stopped() || !rejectedStreamOptions(c.api, record)) return { record, client: c.client, dropped: false };
  const plain = c.makeClient({ ...c.endpoint, streamOptions: false });
  const retry = await plain.send(sent, { id: `${c.runId}-preflight-plain`, signal: c.signal });
  if (!retry.ok) {
    await plain.close();
    return { record, client: c.client, dropped: false };
  }
  c.notes.push(streamOptionsNote(record.statusCode, retry.tokensSource === 'usage'));
  await c.client.close();
  return { record: retry, client: plain, dropped: true };
}

/**
 * Whether a stop left the run incomplete, with the notes saying where it stopped and the error the
 * run gets when no check failed.
 */
function stopOutcome(
  plan: Plan, stop: { reason: StopFacts['reason'] | undefined; cancelledBy: StopFacts['cancelledBy'] },
  m: { stopPoint: StopPoint; levels: readonly LevelStats[]; measuredRates: ReadonlySet<number>; cutLevel: SweepLevel | undefined; repeats: number; notes: string[] },
): { incomplete: boolean; stopped: StopError | undefined } {
  const { stopPoint, levels, measuredRates, cutLevel, repeats, notes } = m;
  // Planned levels with nothing measured: never started, cut in their warm-up, or every
  // measured request cancelled. Only a stop leaves levels out: a failed connectivity check is
  // an error of its own, not an incomplete run.
  const measured = new Set(levels.filter((l) => l.mode !== 'rate').map((l) => l.concurrency));
  const notRun = plan.sweep.concurrency.filter((c) => !measured.has(c));
  const ratesNotRun = (plan.sweep.rate ?? []).filter((r) => !measuredRates.has(r));
  const incomplete = stop.reason !== undefined && (notRun.length > 0 || ratesNotRun.length > 0 || cutLevel !== undefined);
  let stopped: StopError | undefined;
  if (incomplete && stop.reason !== undefined) {
    const facts: StopFacts = { reason: stop.reason, cancelledBy: stop.cancelledBy, budgetS: plan.sweep.maxDurationS, at: stopPoint, notRun };
    notes.push(describeStop(facts));
    if (ratesNotRun.length > 0) notes.push(`Rate level${ratesNotRun.length > 1 ? 's' : ''} ${ratesNotRun.map((r) => `${r} req/s`).join(', ')} ${ratesNotRun.length > 1 ? 'were' : 'was'} not measured.`);
    stopped = stopError(facts);
    if (repeats > 1) {
      const passes = levels.map((l) => `${l.repeats?.length ?? 1} at ${levelName(l)}`).join(', ');
      notes.push(`The sweep was to run ${repeats} times; passes measured (the last one may be cut short): ${passes || 'none'}. Each level pools the requests of its passes.`);
    }
  }
  return { incomplete, stopped };
}

/** A level's statistics from its kept records, with its passes' kept records. */
function levelStatsOf(
  level: PooledLevel, records: RequestRecord[], timings: OpenLoopTiming[], plan: Plan, adaptive: SweepAdaptive | undefined, repeats: number,
): { stats: LevelStats; passes: { run: PooledLevel['runs'][number]; records: RequestRecord[] }[] } {
  // Each pass's kept records, for its own duration and medians.
  const passes = level.runs.map((run) => ({ run, records: run.records.filter((r) => !wasCancelled(r)) }));
  const durationS = passes.reduce((t, p) => t + batchDurationS(p.records), 0);
  const stats: LevelStats = {
    ...measuredLevelStats(level, records, timings, durationS, figureAllowances(plan.gate, plan.sweep.targetResolution), plan.gate.goodput),
    ...(adaptive && level.adaptiveStop !== undefined ? {
      adaptive: adaptiveSummary(records, gatedMetrics(plan.gate, level), adaptive.target, adaptive.maxRequests, level.adaptiveStop),
    } : {}),
    ...(repeats > 1 ? { repeats: passes.map((p) => repeatSummary(level.concurrency, p.records, p.run.adaptiveStop)) } : {}),
  };
  if (repeats > 1 && level.rate !== undefined) Object.assign(stats, pooledOpenLoop(passes, level.rate));
  return { stats, passes };
}

/** What a run measured, for its results. */
interface Measured {
  startedAt: Date;
  startedMs: number;
  error: Results['error'];
  incomplete: boolean;
  stopReason: Results['stop_reason'];
  stopped: StopError | undefined;
  url: URL;
  sourceSummary: ReturnType<typeof createRequestSource>['summary'];
  repeats: number;
  rates: readonly number[];
  preflight: PreflightResult | null;
  levels: LevelStats[];
  notes: string[];
  hintContext: HintContext;
  reference: ReferenceSession | undefined;
  serverMetrics: Results['server_metrics'];
}

/** The results of what was measured, judged against the plan's objectives and baseline. */
function judgedResults(options: RunOptions, m: Measured): Results {
  const { plan } = options;
  const measuredStatus: RunStatus = m.error ? 'error' : 'pass';
  const results: Results = {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: measuredStatus,
    error: m.error,
    started_at: m.startedAt.toISOString(),
    finished_at: new Date(m.startedAt.getTime() + (performance.now() - m.startedMs)).toISOString(),
    duration_s: round3((performance.now() - m.startedMs) / 1000),
    incomplete: m.incomplete,
    endpoint: { base_url: redactUrl(new URL(plan.endpoint.baseUrl)), url: redactUrl(m.url), model: plan.endpoint.model, api: plan.endpoint.api },
    workload: {
      max_tokens: plan.workload.maxTokens,
      temperature: plan.workload.temperature ?? null,
      ...m.sourceSummary,
    },
    sweep: {
      concurrency: [...plan.sweep.concurrency],
      requests: plan.sweep.requests,
      warmup: plan.sweep.warmup,
      max_duration_s: plan.sweep.maxDurationS,
      ...(plan.sweep.maxRequests !== undefined ? { max_requests: plan.sweep.maxRequests, target_resolution: plan.sweep.targetResolution ?? null } : {}),
      ...(m.repeats > 1 ? { repeats: m.repeats } : {}),
      ...(m.rates.length > 0 ? { rate: [...m.rates], max_concurrency: plan.sweep.maxConcurrency ?? null, seed: plan.sweep.seed ?? null } : {}),
      ...(plan.workload.trace === undefined ? {} : { trace: traceSweepOf(options), max_concurrency: plan.sweep.maxConcurrency ?? null }),
    },
    stop_reason: m.stopReason,
    preflight: m.preflight,
    levels: m.levels,
    ...(plan.gate.goodput === undefined ? {} : { goodput_bounds: goodputSpecOf(plan.gate.goodput) }),
    notes: m.notes,
    hints: hintsForResults({ preflight: m.preflight, levels: m.levels }, m.hintContext),
    git: options.git ?? null,
    ...(options.environment === undefined ? {} : { environment: options.environment }),
    checks: [],
    verdict: { fail_on: options.failOn ?? 'both', failed: 0, warned: 0, unverified: 0, reason: null, on_inconclusive: plan.gate.onInconclusive ?? 'fail' },
    knee: null,
    baseline: { status: 'not_configured', path: plan.gate.baseline.path, reasons: [], age: null, rows: [] },
    ...(m.reference ? { reference: m.reference.results() } : {}),
    ...(m.serverMetrics === undefined ? {} : { server_metrics: m.serverMetrics }),
  };
  const judged = judge({
    results,
    gate: plan.gate,
    baseline: m.reference ? m.reference.baselineInput() : options.baseline,
    failOn: options.failOn ?? 'both',
    locate: options.locate,
    now: new Date(),
    stopped: m.stopped,
    recordsBaseline: options.recordsBaseline === true,
    ...(options.shard ? { shard: options.shard.shard } : {}),
  });
  Object.assign(results, {
    status: judged.status,
    error: judged.error,
    checks: judged.checks,
    verdict: judged.verdict,
    knee: judged.knee,
    baseline: judged.baseline,
  });
  results.notes.push(...judged.notes);
  return results;
}

/** Where the reference's metrics are looked for: `/metrics` at its origin, unless the spec turned reading off. */
function referenceMetricsPlan(plan: Plan): ServerMetricsPlan {
  const sm = plan.serverMetrics;
  if (plan.reference === undefined || sm === undefined || sm.mode === 'off') return { mode: 'off' };
  const origin = new URL(plan.reference.baseUrl);
  return { mode: 'discover', url: `${origin.protocol}//${origin.host}/metrics`, headerEnvs: {}, intervalMs: sm.intervalMs };
}

/** The client factory for an `endpoint.api`: the shared stream loop with that API's adapter. */
function defaultClient(api: EndpointApi): (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient {
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
      return worstResolution(refs, levelSamples(records.filter((r) => !wasCancelled(r))));
    },
  };
}

/**
 * The open-loop figures of a rate level pooled over passes: the achieved rate is the mean of
 * each pass's (the gaps between passes are not this level's sending), and the level counts as
 * behind when any pass was.
 */
function pooledOpenLoop(passes: readonly { run: { timings?: OpenLoopTiming[]; records: RequestRecord[] }; records: RequestRecord[] }[], rate: number): Partial<LevelStats> {
  const each = passes.map(({ run }) => {
    const { records, timings } = keptRecords(run);
    return openLoopStats(records, timings, rate);
  });
  const rates = each.map((e) => e.achieved_rate).filter((r): r is number => r !== null);
  return {
    achieved_rate: rates.length > 0 ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    client_behind: each.find((e) => e.client_behind !== null)?.client_behind ?? null,
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
