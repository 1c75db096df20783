/**
 * The probe's Prometheus metrics, in a registry of their own (never prom-client's global one).
 * Names and labels follow Prometheus's conventions: base units (`_seconds`), `_total` on
 * counters, and `endpoint` (the URL with credentials and query values redacted), `model` and
 * `api` on every series, so several probes can share one Prometheus. The key never appears.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestRecord } from '../model/record.js';
import { requestMetrics } from '../metrics/index.js';
import { PROBE_HISTOGRAMS, type ProbeHistogram } from './buckets.js';
import type { ObjectiveState } from './window.js';
import type { ServerLevelStats } from '../model/server-metrics.js';

/** Every metric name the probe exposes, in one place (docs/probe.md lists them). */
export const PROBE_METRIC_NAMES = {
  ttft: 'llm_slo_ttft_seconds',
  ttfa: 'llm_slo_ttfa_seconds',
  tpot: 'llm_slo_tpot_seconds',
  itl: 'llm_slo_itl_seconds',
  e2e: 'llm_slo_e2e_seconds',
  requests: 'llm_slo_requests_total',
  errors: 'llm_slo_request_errors_total',
  probes: 'llm_slo_probes_total',
  inputTokens: 'llm_slo_input_tokens_total',
  outputTokens: 'llm_slo_output_tokens_total',
  lastTps: 'llm_slo_last_output_tokens_per_second',
  lastProbe: 'llm_slo_last_probe_timestamp_seconds',
  windowRequests: 'llm_slo_window_requests',
  objectiveOk: 'llm_slo_objective_ok',
  serverRunning: 'llm_slo_server_running_requests',
  serverWaiting: 'llm_slo_server_waiting_requests',
  serverKvCache: 'llm_slo_server_kv_cache_usage_ratio',
  serverPreemptions: 'llm_slo_server_preemptions_total',
  serverTtft: 'llm_slo_server_ttft_p50_seconds',
  serverQueueTime: 'llm_slo_server_queue_time_p50_seconds',
} as const;

const HELP: Readonly<Record<ProbeHistogram, string>> = {
  ttft: 'Time to first token (reasoning or answer) of successful probe requests.',
  ttfa: 'Time to the first answer token of successful probe requests (equals TTFT without reasoning).',
  tpot: 'Time per output token after the first, (last token - first token) / (output tokens - 1), of successful probe requests.',
  itl: 'Gaps between consecutive token events of successful probe requests, one sample per gap.',
  e2e: 'Whole-request latency, send to end of stream, of successful probe requests.',
};

/** The labels every series carries. */
export interface ProbeLabels {
  /** The endpoint's URL as `redactUrl` shows it. */
  endpoint: string;
  model: string;
  api: string;
}

/** The probe's metrics and the registry that renders them. */
export class ProbeMetrics {
  readonly registry = new Registry();
  private readonly histograms: Record<ProbeHistogram, Histogram>;
  private readonly requests: Counter<'outcome'>;
  private readonly errors: Counter<'kind'>;
  private readonly probes: Counter;
  private readonly inputTokens: Counter;
  private readonly outputTokens: Counter;
  private readonly lastTps: Gauge;
  private readonly lastProbe: Gauge;
  private readonly windowRequests: Gauge;
  private readonly objectiveOk: Gauge<'slo' | 'objective'>;
  /** The server's own figures over the last probe (`setServer`), each labelled with the engine. */
  private readonly server: Record<'running' | 'waiting' | 'kvCache' | 'ttft' | 'queueTime', Gauge<'engine'>>;
  private readonly serverPreemptions: Counter<'engine'>;

  /** @param buckets - each histogram's bounds in seconds (`histogramBuckets`). */
  constructor(labels: ProbeLabels, buckets: Readonly<Record<ProbeHistogram, readonly number[]>>) {
    this.registry.setDefaultLabels({ ...labels });
    const registers = [this.registry];
    const n = PROBE_METRIC_NAMES;
    this.histograms = Object.fromEntries(PROBE_HISTOGRAMS.map((h) => [h, new Histogram({ name: n[h], help: HELP[h], buckets: [...buckets[h]], registers })])) as Record<ProbeHistogram, Histogram>;
    this.requests = new Counter({ name: n.requests, help: 'Probe requests finished, by outcome (success or error); requests cancelled by a stop are not counted.', labelNames: ['outcome'], registers });
    this.errors = new Counter({ name: n.errors, help: 'Failed probe requests by error kind (connect, timeout, rate_limited, server_error, ...; see docs/troubleshooting.md).', labelNames: ['kind'], registers });
    this.probes = new Counter({ name: n.probes, help: 'Probes finished (each sends probe.concurrency requests at once).', registers });
    this.inputTokens = new Counter({ name: n.inputTokens, help: 'Prompt tokens of successful probe requests, from the server\'s usage (unknown counts are not added).', registers });
    this.outputTokens = new Counter({ name: n.outputTokens, help: 'Output tokens of successful probe requests.', registers });
    this.lastTps = new Gauge({ name: n.lastTps, help: 'Output tokens per second (output tokens / E2E) of the last successful probe request.', registers });
    this.lastProbe = new Gauge({ name: n.lastProbe, help: 'Unix time at which the last probe finished.', registers });
    this.windowRequests = new Gauge({ name: n.windowRequests, help: 'Requests in the window the objectives are judged over (probe.window).', registers });
    this.objectiveOk = new Gauge({ name: n.objectiveOk, help: '1 when the objective holds over the window, 0 when it is broken; no sample while the window cannot judge it.', labelNames: ['slo', 'objective'], registers });
    const serverGauge = (name: string, help: string): Gauge<'engine'> => new Gauge({ name, help, labelNames: ['engine'], registers });
    this.server = {
      running: serverGauge(n.serverRunning, 'The most requests the server itself reported decoding during the last probe (its own /metrics).'),
      waiting: serverGauge(n.serverWaiting, 'The most requests the server itself reported waiting in its queue during the last probe.'),
      kvCache: serverGauge(n.serverKvCache, 'The server\'s highest KV-cache use during the last probe, 0 to 1 (vLLM, SGLang).'),
      ttft: serverGauge(n.serverTtft, 'The server\'s own TTFT median over the last probe, from its histogram (vLLM, SGLang): compare with llm_slo_ttft_seconds.'),
      queueTime: serverGauge(n.serverQueueTime, 'The server\'s own queue-time median over the last probe, from its histogram (vLLM, SGLang, TGI).'),
    };
    this.serverPreemptions = new Counter({ name: n.serverPreemptions, help: 'Requests the server preempted (vLLM) or retracted (SGLang) during the probes.', labelNames: ['engine'], registers });
    // Both outcomes exist from the start, so rate() and increase() see the first failure.
    this.requests.inc({ outcome: 'success' }, 0);
    this.requests.inc({ outcome: 'error' }, 0);
  }

  /** Counts one finished probe request and, when it succeeded, records its latencies. */
  observe(record: RequestRecord): void {
    if (!record.ok) {
      this.requests.inc({ outcome: 'error' });
      this.errors.inc({ kind: record.error?.kind ?? 'unknown' });
      return;
    }
    this.requests.inc({ outcome: 'success' });
    // Failed requests' partial timings are left out, as in a run's figures: they would flatter the endpoint.
    const m = requestMetrics(record);
    const s = (ms: number | undefined, h: ProbeHistogram): void => { if (ms !== undefined) this.histograms[h].observe(ms / 1000); };
    s(m.ttftMs, 'ttft');
    s(m.ttfaMs, 'ttfa');
    s(m.tpotMs, 'tpot');
    for (const gap of m.itlMs) s(gap, 'itl');
    s(m.e2eMs, 'e2e');
    if (record.inputTokens !== undefined) this.inputTokens.inc(record.inputTokens);
    if (record.outputTokens !== undefined) this.outputTokens.inc(record.outputTokens);
    if (m.tps !== undefined) this.lastTps.set(m.tps);
  }

  /** Marks a probe finished at Unix time `nowS`. */
  probeDone(nowS: number): void {
    this.probes.inc();
    this.lastProbe.set(nowS);
  }

  /**
   * The server's own figures over the last probe: running and waiting (the most seen), KV-cache
   * use, its TTFT and queue-time medians in seconds; a figure the engine does not publish has no sample.
   */
  setServer(s: ServerLevelStats): void {
    const engine = { engine: s.engine };
    const set = (g: Gauge<'engine'>, v: number | null | undefined, scale = 1): void => {
      if (v === null || v === undefined) g.remove(engine);
      else g.set(engine, v * scale);
    };
    set(this.server.running, s.running_max);
    set(this.server.waiting, s.waiting_max);
    set(this.server.kvCache, s.kv_cache_usage_max);
    set(this.server.ttft, s.ttft_ms?.p50, 1 / 1000);
    set(this.server.queueTime, s.queue_time_ms?.p50, 1 / 1000);
    if (s.preemptions !== null && s.preemptions !== undefined) this.serverPreemptions.inc(engine, s.preemptions);
  }

  /** The window's state: each objective 1 or 0, and none for one the window cannot judge. */
  setWindow(requests: number, states: readonly ObjectiveState[]): void {
    this.windowRequests.set(requests);
    this.objectiveOk.reset();
    for (const s of states) {
      if (s.status === 'pass' || s.status === 'fail') this.objectiveOk.set({ slo: s.slo, objective: s.objective }, s.status === 'pass' ? 1 : 0);
    }
  }
}
