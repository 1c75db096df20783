/**
 * The step that talks to the endpoint: takes the run's options and its setup (`resolveRun`) and
 * returns a `Measurement`: the connectivity check's result, each level's statistics (summarised as
 * the level ends, so the front end sees them live), where a stop found the run, and the notes found
 * on the way. Only the client, the load and the server-metrics reader are driven here.
 */
import type { ChatRequest, EndpointConfig } from '../client/types.js';
import type { EndpointApi } from '../model/endpoint.js';
import type { RequestRecord } from '../model/record.js';
import { redactUrl } from '../client/index.js';
import { rejectedStreamOptions, sendsStreamOptions, streamOptionsNote } from '../client/stream-options.js';
import { takesMaxTokensField } from '../client/max-tokens-field.js';
import { maxTokensFallback } from './max-tokens-fallback.js';
import { runSweep, type SweepTrace } from '../load/sweep.js';
import { pooledLevels } from '../load/repeats.js';
import { requestId, sweepLevel, type SweepLevel } from '../model/level.js';
import type { StopPoint } from '../load/stop-report.js';
import type { LevelStats } from '../model/level-stats.js';
import type { Plan, ServerMetricsPlan } from '../spec/types.js';
import type { PreflightResult, Results } from '../model/results.js';
import { hintFor, type HintContext } from './diagnose.js';
import { preflightResult } from '../metrics/preflight.js';
import { sessionKey } from '../workload/conversation.js';
import { startServerMetrics } from '../server-metrics/start.js';
import type { ServerMetricsWatch } from '../server-metrics/watch.js';
import { ServerLevels } from './server-levels.js';
import { summarizeLevel, type StopSeen } from './summarize.js';
import type { RunSetup } from './resolve.js';
import type { RunOptions, StreamClient } from './run-types.js';

/** Output tokens asked for by the connectivity check: enough to see usage and a few gaps. */
export const PREFLIGHT_MAX_TOKENS = 8;

/** What the connectivity check and the sweep measured, where a stop found the run, and the notes found on the way. */
export interface Measurement {
  preflight: PreflightResult | null;
  /** The connectivity check's failure, or every measured request failing; null otherwise. */
  error: Results['error'];
  levels: LevelStats[];
  /** Whether the server's metrics were read; undefined when reading was off or never tried. */
  serverMetrics: Results['server_metrics'];
  /** The stop as the run ended: what fired it, if anything, and where it found the sweep. */
  stop: StopSeen;
  notes: string[];
}

/** What the sweep measured, and where a stop found it. */
interface SweptLevels {
  levels: LevelStats[];
  stopPoint: StopPoint;
  cutLevel: SweepLevel | undefined;
  measuredRates: Set<number>;
}

/**
 * The connectivity check, then, when it passed, the sweep; the clients are closed whatever
 * happens. An endpoint that fails the check, or every measured request, gets the run's error.
 */
export async function measure(options: RunOptions, setup: Readonly<RunSetup>): Promise<Measurement> {
  const { plan, onEvent } = options;
  const { stop, reference, url, hintContext, endpoint, makeClient, preflightRequest, preflightId, runId, signal } = setup;
  // This step's own notes, in the order they were found.
  const notes: string[] = [];
  let client = setup.client;
  let preflight: PreflightResult | null = null;
  let error: Results['error'] = null;
  let swept: SweptLevels = { levels: [], stopPoint: { phase: 'preflight' }, cutLevel: undefined, measuredRates: new Set<number>() };
  let serverMetrics: Results['server_metrics'];
  let watch: ServerMetricsWatch | undefined;

  try {
    const checked = await connectivityCheck({ client, makeClient, endpoint, request: preflightRequest, id: preflightId, runId, signal, stopped: () => stop.reason !== undefined, api: plan.endpoint.api });
    const { dropped } = checked;
    if (checked.note !== undefined) notes.push(checked.note);
    const fielded = await maxTokensFallback({
      record: checked.record, client: checked.client, makeClient, endpoint: dropped ? { ...endpoint, streamOptions: false } : endpoint, request: preflightSent(preflightRequest),
      id: preflightId, signal, stopped: () => stop.reason !== undefined, api: plan.endpoint.api,
    });
    if (fielded.note !== undefined) notes.push(fielded.note);
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
  const { levels, stopPoint, cutLevel, measuredRates } = swept;
  return { preflight, error, serverMetrics, levels, stop: { reason: stop.reason, cancelledBy: stop.cancelledBy, stopPoint, cutLevel, measuredRates }, notes };
}

/**
 * The sweep on `client` (the one that passed the connectivity check), paired with the reference
 * when there is one: each level's statistics, reported and handed on with its records as it ends.
 */
async function sweepLevels(options: RunOptions, setup: Readonly<RunSetup>, client: StreamClient, server: ServerLevels): Promise<SweptLevels> {
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
    const { records, timings, cancelled, stats, recordPasses } = summarizeLevel(level, plan, { adaptive, repeats });
    const planned = level.planned ?? plan.sweep.requests;
    const at = sweepLevel(level);
    stopPoint = records.length < planned
      ? { phase: 'measure', level: at, finished: records.length, planned, cancelled }
      : { phase: 'between', after: at };
    if (stats === undefined) continue;
    if (records.length < planned) cutLevel = at;
    await server.attach(stats);
    if (level.rate !== undefined) measuredRates.add(level.rate);
    levels.push(stats);
    onEvent?.({ type: 'level-done', stats });
    await onLevelRecords?.({ level: at, records, ...(at.rate === undefined ? {} : { timings }), ...(recordPasses === undefined ? {} : { passes: recordPasses }) });
  }
  return { levels, stopPoint, cutLevel, measuredRates };
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
 * retry without it; when that works, the whole run goes without it (`dropped`, with a note), on the new client.
 */
async function connectivityCheck(c: {
  client: StreamClient; makeClient: (e: EndpointConfig) => StreamClient; endpoint: EndpointConfig; request: ChatRequest;
  id: string; runId: string; signal: AbortSignal; stopped: () => boolean; api: EndpointApi;
}): Promise<{ record: RequestRecord; client: StreamClient; dropped: boolean; note?: string }> {
  const sent = preflightSent(c.request);
  const record = await c.client.send(sent, { id: c.id, signal: c.signal });
  if (c.stopped() || !rejectedStreamOptions(c.api, record)) return { record, client: c.client, dropped: false };
  const plain = c.makeClient({ ...c.endpoint, streamOptions: false });
  const retry = await plain.send(sent, { id: `${c.runId}-preflight-plain`, signal: c.signal });
  if (!retry.ok) {
    await plain.close();
    return { record, client: c.client, dropped: false };
  }
  const note = streamOptionsNote(record.statusCode, retry.tokensSource === 'usage');
  await c.client.close();
  return { record: retry, client: plain, dropped: true, note };
}

/** Where the reference's metrics are looked for: `/metrics` at its origin, unless the spec turned reading off. */
export function referenceMetricsPlan(plan: Plan): ServerMetricsPlan {
  const sm = plan.serverMetrics;
  if (plan.reference === undefined || sm === undefined || sm.mode === 'off') return { mode: 'off' };
  const origin = new URL(plan.reference.baseUrl);
  return { mode: 'discover', url: `${origin.protocol}//${origin.host}/metrics`, headerEnvs: {}, intervalMs: sm.intervalMs, maxIntervalMs: sm.maxIntervalMs };
}
