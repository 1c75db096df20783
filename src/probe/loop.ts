/**
 * The probe's loop: every interval, one probe of `concurrency` requests sent at once through
 * the run's own client, each finished request counted and timed in the metrics, the window
 * judged again. It runs until the signal aborts, or for `count` probes, or for `durationMs`.
 * An endpoint that fails is measured as failing, never a reason to stop.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import type { EndpointConfig } from '../client/types.js';
import type { RequestRecord } from '../model/record.js';
import type { Plan } from '../spec/types.js';
import type { ProbePlan } from '../spec/probe.js';
import type { Objective } from '../spec/slo-parse.js';
import { createApiClient, type OpenAIChatClientOptions } from '../client/index.js';
import { rejectedStreamOptions } from '../client/stream-options.js';
import { wasCancelled } from '../load/measured-level.js';
import type { StreamClient } from '../engine/run.js';
import { createRequestSource } from '../workload/source.js';
import type { WorkloadFiles } from '../workload/files.js';
import { FailureLog } from './failure-log.js';
import type { ProbeMetrics } from './metrics.js';
import { startServerMetrics } from '../server-metrics/start.js';
import { ENGINE_NAMES } from '../gate/server-moved.js';
import { judgeWindow, ProbeWindow, type ObjectiveState } from './window.js';

/** Least time between two log lines about the same kind of failure. */
export const FAILURE_LOG_QUIET_MS = 60_000;

export interface ProbeLoopOptions {
  plan: Plan;
  probe: ProbePlan;
  /** The key's value, read by the front end; undefined for none. */
  apiKey: string | undefined;
  /** The files the workload names, read before the first probe. */
  files: WorkloadFiles;
  metrics: ProbeMetrics;
  /** The objectives judged over the window (`probeObjectives`). */
  objectives: readonly Objective[];
  /** Aborting it cancels the probe in flight (its requests are not counted) and ends the loop. */
  signal: AbortSignal;
  /** Stop after this many probes. */
  count?: number;
  /** Stop when this many ms have passed: no probe starts after it, the one in flight is cancelled. */
  durationMs?: number;
  /** One line for the log. */
  say: (line: string) => void;
  /** Builds the client; the default speaks `plan.endpoint.api` over undici. */
  createClient?: (endpoint: EndpointConfig, options: OpenAIChatClientOptions) => StreamClient;
  /** The values of the headers sent when reading the server's own metrics (`server_metrics.headers`). */
  serverMetricsHeaders?: Record<string, string>;
}

/** What the loop did. */
export interface ProbeLoopOutcome {
  probes: number;
  requests: number;
  failed: number;
  /** The window's objectives after the last probe. */
  objectives: ObjectiveState[];
}

/** Runs probes until stopped; never throws for an endpoint's failures. */
export async function runProbeLoop(o: ProbeLoopOptions): Promise<ProbeLoopOutcome> {
  const { plan, probe, metrics } = o;
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(o.signal.reason);
  o.signal.addEventListener('abort', onAbort, { once: true });
  if (o.signal.aborted) stop.abort(o.signal.reason);
  const budget = o.durationMs === undefined ? undefined : setTimeout(() => stop.abort('duration'), o.durationMs);
  setMaxListeners(probe.concurrency + 16, stop.signal);

  const source = createRequestSource(plan.workload, o.files);
  const endpoint: EndpointConfig = {
    baseUrl: plan.endpoint.baseUrl, model: plan.endpoint.model, apiKey: o.apiKey,
    ...(plan.endpoint.apiKeyHeader === undefined ? {} : { apiKeyHeader: plan.endpoint.apiKeyHeader }),
    headers: plan.endpoint.headers, timeoutMs: plan.endpoint.timeoutMs,
  };
  const make = (e: EndpointConfig): StreamClient => (o.createClient ?? ((x, opts) => createApiClient(plan.endpoint.api, x, opts)))(e, { connections: probe.concurrency, stallTimeoutMs: plan.endpoint.stallTimeoutMs });
  let client = make(endpoint);
  // Made when the server first refuses `stream_options`; every request goes through it once one retry on it worked.
  let plainClient: StreamClient | undefined;
  const retired: StreamClient[] = [];
  const window = new ProbeWindow(probe.window);
  const failures = new FailureLog(FAILURE_LOG_QUIET_MS);
  const runId = randomBytes(4).toString('hex');
  const outcome: ProbeLoopOutcome = { probes: 0, requests: 0, failed: 0, objectives: [] };

  /** One request; one refused for `stream_options` is sent again without it, and once that works so is every later one. */
  const send = async (id: string): Promise<RequestRecord> => {
    // Slot 0 every time: the probe's prompt is fixed (a unique prefix, when on, still tags each request).
    const record = await client.send(source.request(0, id), { id, signal: stop.signal });
    if (stop.signal.aborted || !rejectedStreamOptions(plan.endpoint.api, record)) return record;
    plainClient ??= make({ ...endpoint, streamOptions: false });
    const retry = await plainClient.send(source.request(0, `${id}-plain`), { id: `${id}-plain`, signal: stop.signal });
    if (!retry.ok || client === plainClient) return retry.ok ? retry : record;
    o.say(`note: the server rejected stream_options (HTTP ${record.statusCode ?? '?'}); the probe request was sent again without it, and so is every later one`
      + (retry.tokensSource === 'usage' ? '.' : ': the server sends no usage, so output tokens are counted from content events and input tokens are unknown.'));
    // Closed after the probe: closing cancels what is in flight, such as the probe's other requests.
    retired.push(client);
    client = plainClient;
    return retry;
  };

  // The server's own metrics, read around each probe as around a level and exported beside the probe's figures.
  const found = await startServerMetrics(plan.serverMetrics, o.serverMetricsHeaders ?? {}, { discover: o.createClient === undefined && client.route?.proxyUrl === undefined });
  const watch = found.watch;
  for (const note of found.notes) o.say(`note: ${note}`);
  if (found.status?.status === 'read') o.say(`probe: the server's own metrics at ${found.status.url}${found.status.engine === null ? '' : ` (${ENGINE_NAMES[found.status.engine]})`} are read around each probe and exported as llm_slo_server_*`);
  try {
    let due = performance.now();
    for (let n = 0; o.count === undefined || n < o.count; n++) {
      // A probe that overran its interval delays the next one, which then starts at once: no
      // overlap, and no burst of probes catching up.
      if (n > 0) due = Math.max(due + probe.intervalMs, performance.now());
      if (!(await sleepUntil(due, stop.signal))) break;
      const probeStartMs = performance.now();
      const ids = Array.from({ length: probe.concurrency }, (_, i) => `${runId}-probe${n + 1}-${i}`);
      // Awaited: the first read is parsed before the probe's requests go out.
      await watch?.levelStart(`probe${n + 1}`);
      const records = (await Promise.all(ids.map(send))).filter((r) => !wasCancelled(r));
      watch?.levelEnd(`probe${n + 1}`);
      for (const c of retired.splice(0)) await c.close();
      // A probe cut by the stop says nothing about the endpoint: none of it is counted.
      if (stop.signal.aborted) break;
      for (const r of records) {
        metrics.observe(r);
        const line = failures.record(r, performance.now());
        if (line !== undefined) o.say(line);
        outcome.requests++;
        if (!r.ok) outcome.failed++;
      }
      window.add(probeStartMs, records);
      const level = window.stats(performance.now(), probe.concurrency);
      outcome.objectives = judgeWindow(o.objectives, level, plan.gate.minSuccessRate ?? 0.9);
      metrics.setWindow(level.requests, outcome.objectives);
      const server = await watch?.levelStats(`probe${n + 1}`, `probe ${n + 1}`);
      if (server !== undefined) metrics.setServer(server);
      metrics.probeDone(Date.now() / 1000);
      outcome.probes++;
    }
  } finally {
    if (budget !== undefined) clearTimeout(budget);
    o.signal.removeEventListener('abort', onAbort);
    for (const c of new Set([client, plainClient ?? client, ...retired])) await c.close();
    if (watch !== undefined) {
      await watch.close();
      for (const note of watch.notes(found.status?.url ?? 'the server')) o.say(`note: ${note}`);
    }
  }
  return outcome;
}

/** Waits until the monotonic time `dueMs`; false when the signal aborted first. */
function sleepUntil(dueMs: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  const waitMs = dueMs - performance.now();
  if (waitMs <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(true); }, waitMs);
    const onAbort = (): void => { clearTimeout(timer); resolve(false); };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
