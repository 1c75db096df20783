/**
 * The one engine both front ends call: connectivity check, sweep, statistics, results.
 * It does no file or console I/O itself; the caller passes callbacks for progress and for
 * each level's raw records, so the CLI can stream them to disk and the Action to its outputs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { ChatRequest, RequestRecord, EndpointApi, EndpointConfig } from './client/types.js';
import { adapterFor, createApiClient, redactUrl, type OpenAIChatClientOptions } from './client/index.js';
import { runSweep } from './load/sweep.js';
import type { OpenLoopTiming } from './load/open-loop.js';
import { CLOSED_LOOP_FIELDS, openLoopStats } from './load/open-loop-stats.js';
import { startRunStop } from './load/stop.js';
import { describeStop, stopError, type StopError, type StopFacts, type StopPoint } from './load/stop-report.js';
import { batchDurationS, levelStats, requestMetrics } from './metrics/index.js';
import type { LevelStats } from './metrics/types.js';
import { levelSamples } from './gate/regression-samples.js';
import type { Plan } from './spec/types.js';
import { RESULTS_SCHEMA_VERSION, type PreflightResult, type Results, type RunStatus } from './results.js';
import { TOOL_NAME, TOOL_VERSION } from './version.js';
import { ExitCode } from './exit-codes.js';
import { hintFor, hintsForResults, bufferedStreamNote, consistencyNote, clientBoundNote, type HintContext } from './diagnose.js';
import { clientCheck } from './metrics/client-check.js';
import type { ProxyRoute } from './client/proxy.js';
import { judge, type BaselineInput } from './judge.js';
import type { FailOn } from './gate/verdict.js';
import type { SpecLocator } from './gate/slo-evaluate.js';
import type { GitInfo } from './gate/baseline-age.js';
import { ReferenceSession } from './ab/reference.js';

/** What the engine tells its front end while it runs. */
export type RunEvent =
  | { type: 'preflight'; result: PreflightResult; record: RequestRecord }
  | { type: 'level-start'; concurrency: number; requests: number; warmup: number; rate?: number }
  | { type: 'level-progress'; concurrency: number; finished: number; total: number; rate?: number }
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
  /** Receives each level's measured records once, after its stats are computed. */
  onLevelRecords?: (concurrency: number, records: readonly RequestRecord[], openLoop?: LevelRecordsOpenLoop) => void | Promise<void>;
  /** Extra notes from the front end (e.g. about the key), carried into the results. */
  notes?: string[];
  /** The stored baseline as found by the front end; undefined when none was looked for. */
  baseline?: BaselineInput;
  /** Which failed checks fail the gate. @defaultValue `both` */
  failOn?: FailOn;
  /** Finds a spec field's line, so checks can point at it. */
  locate?: SpecLocator;
  /** The commit being measured, recorded so this run can serve as a baseline. */
  git?: GitInfo | null;
  /**
   * Builds the client; the default speaks `plan.endpoint.api` over undici (`createApiClient`). It gets the pool
   * size (the highest level) and the plan's stall timeout.
   */
  createClient?: (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient;
  /** The reference's key, read from `plan.reference.apiKeyEnv`; only used when the plan has a reference. */
  referenceApiKey?: string;
}

/** What `onLevelRecords` gets besides the records at a rate level. */
export interface LevelRecordsOpenLoop {
  /** Target requests/s. */
  rate: number;
  /** When each record was due and how long it waited for a slot; same order as the records. */
  timings: readonly OpenLoopTiming[];
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
export async function run(options: RunOptions): Promise<RunOutcome> {
  const { plan, apiKey, onEvent, onLevelRecords } = options;
  const startedAt = new Date();
  const startedMs = performance.now();
  const notes = [...(options.notes ?? [])];
  const url = adapterFor(plan.endpoint.api).url(plan.endpoint.baseUrl);
  const endpoint: EndpointConfig = {
    baseUrl: plan.endpoint.baseUrl,
    model: plan.endpoint.model,
    apiKey,
    headers: plan.endpoint.headers,
    timeoutMs: plan.endpoint.timeoutMs,
  };
  // A rate level's cap sizes the pool too, so requests never queue unseen inside the HTTP pool.
  const rates = plan.sweep.rate ?? [];
  const connections = Math.max(1, ...plan.sweep.concurrency, ...(rates.length > 0 ? [plan.sweep.maxConcurrency ?? 1] : []));
  const stop = startRunStop({ budgetMs: plan.sweep.maxDurationS * 1000, ...(options.signal ? { signal: options.signal } : {}) });
  const signal = stop.signal;
  // Every in-flight request listens for the stop on the same signal.
  setMaxListeners(connections * (plan.reference ? 2 : 1) + 16, signal);
  const client = (options.createClient ?? defaultClient(plan.endpoint.api))(endpoint, { connections, stallTimeoutMs: plan.endpoint.stallTimeoutMs });
  const runId = randomBytes(4).toString('hex');
  const request: ChatRequest = {
    messages: plan.workload.messages,
    maxTokens: plan.workload.maxTokens,
    temperature: plan.workload.temperature,
  };
  // Same-run A/B: a reference endpoint measured alongside, replacing the stored baseline.
  const reference = plan.reference === undefined ? undefined : new ReferenceSession({
    endpoint: plan.reference, apiKey: options.referenceApiKey, request, runId, signal, connections,
    createClient: options.createClient ?? defaultClient(plan.reference.api),
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

  const levels: LevelStats[] = [];
  let preflight: PreflightResult | null = null;
  let error: Results['error'] = null;
  let stopPoint: StopPoint = { phase: 'preflight' };
  let cutLevel: number | undefined;
  const measuredRates = new Set<number>();

  try {
    const record = await client.send(
      { ...request, maxTokens: Math.min(PREFLIGHT_MAX_TOKENS, request.maxTokens) },
      { id: `${runId}-preflight`, signal },
    );
    preflight = preflightResult(record);
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
      if (!preflight.usage) {
        notes.push('The server sent no usage in the stream: output tokens are counted from content events and input tokens are unknown, so TPM counts output tokens only.');
      }
      for await (const level of (reference ? reference.sweep.bind(reference) : runSweep)({
        levels: plan.sweep.concurrency,
        rates,
        ...(plan.sweep.maxConcurrency !== undefined ? { maxConcurrency: plan.sweep.maxConcurrency } : {}),
        ...(plan.sweep.seed !== undefined ? { seed: plan.sweep.seed } : {}),
        requests: plan.sweep.requests,
        warmup: plan.sweep.warmup,
        signal,
        ...(client.openConnections ? { openConnections: () => client.openConnections?.() } : {}),
        send: (phase, concurrency, index, rate) => {
          // A stop during warm-up leaves the level unyielded; this is the only trace of where it came.
          if (phase === 'warmup') stopPoint = { phase: 'warmup', concurrency };
          const level = rate === undefined ? `c${concurrency}` : `r${rate}`;
          return client.send(request, { id: `${runId}-${level}-${phase === 'warmup' ? 'w' : 'm'}${index}`, signal });
        },
        onProgress: (concurrency, finished, total, rate) => {
          const r = rate === undefined ? {} : { rate };
          if (finished === 0) onEvent?.({ type: 'level-start', concurrency, requests: total, warmup: plan.sweep.warmup, ...r });
          else onEvent?.({ type: 'level-progress', concurrency, finished, total, ...r });
        },
      })) {
        // A request cancelled by the stop tells nothing about the endpoint: it is not counted.
        const kept = level.records.map((r, i) => ({ r, t: level.timings?.[i] })).filter(({ r }) => r.error?.kind !== 'cancelled');
        const records = kept.map(({ r }) => r);
        const cancelled = level.records.length - records.length;
        stopPoint = records.length < plan.sweep.requests
          ? { phase: 'measure', concurrency: level.concurrency, finished: records.length, planned: plan.sweep.requests, cancelled }
          : { phase: 'between', after: level.concurrency };
        if (records.length === 0) continue;
        if (records.length < plan.sweep.requests) cutLevel = level.concurrency;
        const measuredStats = levelStats({ concurrency: level.concurrency, records, durationS: batchDurationS(records) });
        const timings = kept.map(({ t }) => t).filter((t): t is OpenLoopTiming => t !== undefined);
        const open = level.rate === undefined ? CLOSED_LOOP_FIELDS : openLoopStats(records, timings, level.rate);
        const stats: LevelStats = {
          ...measuredStats, ...open, client: clientCheck(level.self, measuredStats.itl_ms.p50, measuredStats.ttft_ms.p50), samples: levelSamples(records),
        };
        if (level.rate !== undefined) measuredRates.add(level.rate);
        levels.push(stats);
        onEvent?.({ type: 'level-done', stats });
        await onLevelRecords?.(level.concurrency, records, level.rate === undefined ? undefined : { rate: level.rate, timings });
      }
      if (levels.length > 0 && levels.every((l) => l.succeeded === 0)) {
        const kinds = Object.keys(Object.assign({}, ...levels.map((l) => l.errors)) as Record<string, number>);
        error = {
          code: 'ENDPOINT_UNUSABLE',
          message: `Every measured request failed (${kinds.join(', ') || 'unknown'}): nothing could be measured.`,
          hint: kinds[0] ? hintFor(kinds[0], hintContext) : null,
        };
      }
    }
  } finally {
    stop.dispose();
    await client.close();
    await reference?.close();
  }

  // Planned levels with nothing measured: never started, cut in their warm-up, or every
  // measured request cancelled. Only a stop leaves levels out: a failed connectivity check is
  // an error of its own, not an incomplete run.
  const measured = new Set(levels.filter((l) => l.mode !== 'rate').map((l) => l.concurrency));
  const notRun = plan.sweep.concurrency.filter((c) => !measured.has(c));
  const ratesNotRun = rates.filter((r) => !measuredRates.has(r));
  const incomplete = stop.reason !== undefined && (notRun.length > 0 || ratesNotRun.length > 0 || cutLevel !== undefined);
  let stopped: StopError | undefined;
  if (incomplete && stop.reason !== undefined) {
    const facts: StopFacts = { reason: stop.reason, cancelledBy: stop.cancelledBy, budgetS: plan.sweep.maxDurationS, at: stopPoint, notRun };
    notes.push(describeStop(facts));
    if (ratesNotRun.length > 0) notes.push(`Rate level${ratesNotRun.length > 1 ? 's' : ''} ${ratesNotRun.map((r) => `${r} req/s`).join(', ')} ${ratesNotRun.length > 1 ? 'were' : 'was'} not measured.`);
    stopped = stopError(facts);
    if (error === null && levels.length === 0) error = stopped;
  }
  for (const note of [bufferedStreamNote(levels), consistencyNote(levels), clientBoundNote(levels)]) if (note) notes.push(note);
  for (const l of levels) {
    if (l.client_behind) notes.push(`At ${l.rate} req/s the client did not apply the load asked for: ${l.client_behind}. Its latency figures describe a lighter load than the level names.`);
  }
  const measuredStatus: RunStatus = error ? 'error' : 'pass';
  const results: Results = {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: measuredStatus,
    error,
    started_at: startedAt.toISOString(),
    finished_at: new Date(startedAt.getTime() + (performance.now() - startedMs)).toISOString(),
    duration_s: round3((performance.now() - startedMs) / 1000),
    incomplete,
    endpoint: { base_url: redactUrl(new URL(plan.endpoint.baseUrl)), url: redactUrl(url), model: plan.endpoint.model, api: plan.endpoint.api },
    workload: {
      max_tokens: plan.workload.maxTokens,
      temperature: plan.workload.temperature ?? null,
      messages: plan.workload.messages.length,
      prompt_chars: plan.workload.messages.reduce((n, m) => n + m.content.length, 0),
      prompt_sha256: createHash('sha256').update(JSON.stringify(plan.workload.messages)).digest('hex'),
    },
    sweep: {
      concurrency: [...plan.sweep.concurrency],
      requests: plan.sweep.requests,
      warmup: plan.sweep.warmup,
      max_duration_s: plan.sweep.maxDurationS,
      ...(rates.length > 0 ? { rate: [...rates], max_concurrency: plan.sweep.maxConcurrency ?? null, seed: plan.sweep.seed ?? null } : {}),
    },
    stop_reason: incomplete ? stop.reason ?? null : null,
    preflight,
    levels,
    notes,
    hints: hintsForResults({ preflight, levels }, hintContext),
    git: options.git ?? null,
    checks: [],
    verdict: { fail_on: options.failOn ?? 'both', failed: 0, warned: 0, unverified: 0 },
    knee: null,
    baseline: { status: 'not_configured', path: plan.gate.baseline.path, reasons: [], age: null, rows: [] },
    ...(reference ? { reference: reference.results() } : {}),
  };
  const judged = judge({
    results,
    gate: plan.gate,
    baseline: reference ? reference.baselineInput() : options.baseline,
    failOn: options.failOn ?? 'both',
    locate: options.locate,
    now: new Date(),
    stopped,
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
  return { results, exitCode: exitCodeFor(results.status) };
}

/** The documented exit code of a verdict. */
export function exitCodeFor(status: RunStatus): ExitCode {
  return status === 'error' ? ExitCode.Unmeasurable : status === 'fail' ? ExitCode.GateFailed : ExitCode.Pass;
}

/** The client factory for an `endpoint.api`: the shared stream loop with that API's adapter. */
function defaultClient(api: EndpointApi): (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient {
  return (endpoint, options) => createApiClient(api, endpoint, options);
}

function preflightResult(record: RequestRecord): PreflightResult {
  const m = requestMetrics(record);
  return {
    ok: record.ok,
    status_code: record.statusCode ?? null,
    error_kind: record.error?.kind ?? null,
    ttft_ms: m.ttftMs === undefined ? null : round3(m.ttftMs),
    e2e_ms: round3(m.e2eMs),
    usage: record.tokensSource === 'usage',
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
