/**
 * The reference endpoint of a same-run A/B: its client, its connectivity check, its half of the
 * paired sweep, and its per-level figures. The engine measures the candidate as usual and hands
 * its sweep options here; the reference gets the same requests at the same time (see
 * `runPairedSweep`), and its levels become what regressions are judged against.
 */
import type { ChatRequest, EndpointConfig, MaxTokensField } from '../client/types.js';
import type { RequestRecord } from '../model/record.js';
import { preflightResult } from '../metrics/preflight.js';
import { referenceRules, summarizeRun } from './summarize.js';
import { adapterFor, redactUrl, type OpenAIChatClientOptions } from '../client/index.js';
import type { LevelRun, SweepOptions } from '../load/sweep.js';
import type { LevelStats } from '../model/level-stats.js';
import { requestId } from '../model/level.js';
import { hintFor } from './diagnose.js';
import type { Plan } from '../spec/types.js';
import type { PreflightResult, Results } from '../model/results.js';
import type { ReferenceBaselineInput } from '../gate/judge.js';
import { runPairedSweep } from '../load/paired-sweep.js';
import { sessionKey, type Conversations } from '../workload/conversation.js';
import type { ReferenceResults } from '../model/results.js';
import { ServerLevels } from './server-levels.js';
import type { ServerMetricsWatch } from '../server-metrics/watch.js';

/** The part of a client the reference needs (the engine's `StreamClient`). */
export interface ReferenceClient {
  send(request: ChatRequest, options: { id: string; signal?: AbortSignal }): Promise<RequestRecord>;
  close(): Promise<void>;
  openConnections?(): number | undefined;
}

export interface ReferenceOptions {
  /** The resolved reference (`plan.reference`). */
  endpoint: NonNullable<Plan['reference']>;
  /** Its key, read from its own `api_key_env`; undefined for none. */
  apiKey: string | undefined;
  /** The request for a slot, the same one the candidate sends there (`id` carries into a unique prefix). */
  request: (phase: 'warmup' | 'measure', index: number, id: string) => ChatRequest;
  /** The reference's own sessions with a conversation workload (its answers differ from the candidate's). */
  conversations?: Conversations;
  /** Prefix of request ids, shared with the candidate's so a run's requests can be told apart. */
  runId: string;
  signal: AbortSignal;
  /** Pool size: the same as the candidate's. */
  connections: number;
  createClient: (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => ReferenceClient;
  /** The body field of the token limit (`workload.max_tokens_field`); `max_tokens` when absent. */
  maxTokensField?: MaxTokensField;
}

/** One reference endpoint for the length of a run. */
export class ReferenceSession {
  readonly url: URL;
  private readonly client: ReferenceClient;
  private preflightResult: PreflightResult | null = null;
  private readonly levels: LevelStats[] = [];
  /** The reference server's own metrics, read level by level when found (`readServerMetrics`). */
  private server = new ServerLevels(undefined, true);
  private watch: ServerMetricsWatch | undefined;

  constructor(private readonly options: ReferenceOptions) {
    const { endpoint, apiKey } = options;
    this.url = adapterFor(endpoint.api).url(endpoint.baseUrl);
    this.client = options.createClient(
      {
        baseUrl: endpoint.baseUrl, model: endpoint.model, apiKey, apiKeyHeader: endpoint.apiKeyHeader, headers: endpoint.headers, timeoutMs: endpoint.timeoutMs,
        ...(options.maxTokensField === undefined ? {} : { maxTokensField: options.maxTokensField }),
      },
      { connections: options.connections, stallTimeoutMs: endpoint.stallTimeoutMs },
    );
  }

  /**
   * The reference's connectivity check. Returns the run's error when it failed, naming the
   * reference so it is not mistaken for the candidate; null when it worked or the run was stopped.
   */
  async check(maxTokens: number): Promise<NonNullable<Results['error']> | null> {
    const { runId, signal, endpoint } = this.options;
    const id = `${runId}-ref-preflight`;
    const request = this.options.request('measure', 0, id);
    const record = await this.client.send({ ...request, maxTokens: Math.min(maxTokens, request.maxTokens) }, { id, signal });
    this.preflightResult = preflightResult(record);
    if (record.ok || signal.aborted) return null;
    const kind = record.error?.kind ?? 'empty_stream';
    return {
      code: 'ENDPOINT_UNUSABLE',
      message: `The connectivity check to the reference endpoint ${redactUrl(this.url)} (reference.base_url) failed (${kind}): `
        + `${(record.error?.message ?? 'no content arrived').replace(/\.$/, '')}. Nothing was measured, since regressions are judged against the reference.`,
      hint: hintFor(kind, {
        url: redactUrl(this.url),
        api: endpoint.api,
        apiKeyEnv: endpoint.apiKeyEnv,
        apiKeySet: this.options.apiKey !== undefined,
        timeoutS: endpoint.timeoutMs / 1000,
        stallTimeoutS: endpoint.stallTimeoutMs / 1000,
        connections: this.options.connections,
      }),
    };
  }

  /**
   * Reads the reference server's own metrics around and during each of its levels, so that what
   * moved on the server can be set against the reference (`levels[].server` of `reference.levels`).
   */
  readServerMetrics(watch: ServerMetricsWatch | undefined): void {
    this.watch = watch;
    this.server = new ServerLevels(watch, true);
  }

  /**
   * The candidate's sweep with the reference measured alongside: yields the candidate's levels
   * exactly as `runSweep` would, and keeps the reference's figures for `results()`.
   */
  async *sweep(candidate: SweepOptions): AsyncGenerator<LevelRun> {
    const { request, runId, signal } = this.options;
    const { onProgress: _progress, openConnections: _open, beforeMeasure: _before, ...shared } = candidate;
    const reference: SweepOptions = {
      ...shared,
      signal,
      // The warm-up tops up the reference's own pool, so it asks the reference's client.
      ...(this.client.openConnections ? { openConnections: () => this.client.openConnections?.() } : {}),
      onProgress: (level, finished, total) => this.server.progress(level, finished, total),
      beforeMeasure: (level) => this.server.beforeMeasure(level),
      send: (slot) => {
        const id = requestId(runId, slot, 'reference');
        const book = this.options.conversations;
        if (book !== undefined && slot.turn !== undefined) {
          // The session opens with the prompt the candidate's session of that number opens with.
          return book.send(sessionKey(slot), slot.turn, () => request(slot.phase, slot.session!, id), (r) => this.client.send(r, { id, signal }));
        }
        return this.client.send(request(slot.phase, slot.index, id), { id, signal });
      },
    };
    for await (const pair of runPairedSweep(candidate, reference)) {
      if (pair.reference !== undefined) {
        const stats = referenceLevelStats(pair.reference);
        if (stats !== undefined) {
          await this.server.attach(stats);
          this.levels.push(stats);
        }
      }
      yield pair.candidate;
    }
  }

  /** What results.json records about the reference. */
  results(): ReferenceResults {
    const { endpoint } = this.options;
    return {
      endpoint: { base_url: redactUrl(new URL(endpoint.baseUrl)), url: redactUrl(this.url), model: endpoint.model, api: endpoint.api },
      preflight: this.preflightResult,
      levels: [...this.levels],
    };
  }

  /** The reference's levels as what regressions are judged against. */
  baselineInput(): ReferenceBaselineInput {
    return { status: 'reference', url: redactUrl(this.url), levels: [...this.levels] };
  }

  /** Closes the client and the metrics' reads; returns the notes about those reads. */
  async close(): Promise<string[]> {
    await this.client.close();
    if (this.watch === undefined) return [];
    await this.watch.close();
    return this.watch.notes(redactUrl(this.watch.url));
  }
}

/**
 * A reference level's figures, summarised as the candidate's are (`summarizeRun`, where requests
 * cancelled by a stop are left out), by the reference's rules; undefined when none is left.
 */
function referenceLevelStats(level: LevelRun): LevelStats | undefined {
  return summarizeRun({ ...level, runs: [level] }, referenceRules(), { adaptive: undefined, repeats: 1 }).stats;
}
