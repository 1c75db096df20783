/**
 * `/metrics` as vLLM, TGI and SGLang write it, served on loopback by a server that moves its
 * figures on at every read, as a real engine's would move under load.
 *
 * Names, types, labels and bucket bounds are each engine's own, as its source declares them
 * (the exposition's text around them is the Prometheus client's usual form):
 *
 * - vLLM: `vllm/v1/metrics/loggers.py` at commit 005a810bc40faa25b8870fbc8559c3462581eee3
 *   (PrometheusStatLogger: labels `model_name` and `engine`; gauges `vllm:num_requests_running`,
 *   `vllm:num_requests_waiting`, `vllm:kv_cache_usage_perc`; counters `vllm:num_preemptions`,
 *   `vllm:prefix_cache_queries`, `vllm:prefix_cache_hits`, which prometheus_client writes with
 *   `_total`; histograms `vllm:time_to_first_token_seconds` and `vllm:request_queue_time_seconds`
 *   with those buckets), and `docs/design/metrics.md` at 0328b592a3d35f9b4dc5549d2a3fb8d1531c8e5f
 *   for `vllm:inter_token_latency_seconds`.
 * - TGI: `router/src/server.rs` and `backends/v3/src/{queue,backend}.rs` at v3.3.7-1-gdb931fcf
 *   (db931fcf42da018a3657580c64bf2720f167f9ab): gauges `tgi_queue_size` and
 *   `tgi_batch_current_size`, the histogram `tgi_request_queue_duration` whose buckets are the
 *   35 steps of 0.0001 × 1.5ⁿ (`duration_matcher`), counters `tgi_request_count` and
 *   `tgi_request_success`, written by metrics-exporter-prometheus 0.15.3 without labels.
 * - SGLang: `python/sglang/srt/metrics/collector.py` at 00ae9c1590d2d0bb6c0bfff39e312c34ae3dd538
 *   (gauges `sglang:num_running_reqs`, `sglang:num_queue_reqs`, `sglang:token_usage`,
 *   `sglang:cache_hit_rate`; counter `sglang:num_retracted_requests_total`; histograms
 *   `sglang:time_to_first_token_seconds` and `sglang:queue_time_seconds`), labels `model_name`.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How busy the engine is: what every read shows and how much its counters move per read. */
export interface EngineLoad {
  running: number;
  waiting: number;
  /** KV-cache use, 0–1. */
  kv: number;
  /** Preemptions per read. */
  preemptionsPerRead: number;
  /** Requests whose TTFT and queue time are recorded per read. */
  requestsPerRead: number;
  /** Each of those requests' server-side TTFT and queue time, in seconds. */
  ttftS: number;
  queueS: number;
}

export const CALM: EngineLoad = { running: 2, waiting: 0, kv: 0.2, preemptionsPerRead: 0, requestsPerRead: 2, ttftS: 0.015, queueS: 0.002 };
// Queue time past vLLM's first queue bucket (0.3 s): vLLM cannot tell 2 ms from 200 ms of queueing.
export const QUEUED: EngineLoad = { running: 4, waiting: 6, kv: 0.97, preemptionsPerRead: 2, requestsPerRead: 2, ttftS: 0.9, queueS: 0.6 };

/** A histogram's running state: cumulative counts per bound, sum and count. */
class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly bounds: readonly number[]) {
    this.counts = bounds.map(() => 0);
  }
  observe(v: number, times: number): void {
    for (const [i, b] of this.bounds.entries()) if (v <= b) this.counts[i]! += times;
    this.sum += v * times;
    this.count += times;
  }
  /** The histogram's lines for `name`, its other labels written before and after `le` as the engine orders them. */
  lines(name: string, labels: string, leFirst: boolean): string[] {
    const at = (le: string): string => {
      if (labels === '') return `{le="${le}"}`;
      return leFirst ? `{le="${le}",${labels}}` : `{${labels},le="${le}"}`;
    };
    const bare = labels === '' ? '' : `{${labels}}`;
    return [
      ...this.bounds.map((b, i) => `${name}_bucket${at(String(b))} ${this.counts[i]}.0`),
      `${name}_bucket${at('+Inf')} ${this.count}.0`,
      `${name}_count${bare} ${this.count}.0`,
      `${name}_sum${bare} ${this.sum}`,
    ];
  }
}

const VLLM_TTFT = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0];
const VLLM_LATENCY = [0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0];
const TGI_DURATION = Array.from({ length: 35 }, (_, i) => 0.0001 * 1.5 ** (i + 1));
const SGLANG_TTFT = [0.1, 0.2, 0.4, 0.6, 0.8, 1.0, 2.0, 4.0, 6.0, 8.0, 10.0, 20.0, 40.0, 60.0, 80.0, 120.0, 160.0];
const SGLANG_QUEUE = [0.0, 0.001, 0.005, 0.01, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0];

export type FixtureEngine = 'vllm' | 'tgi' | 'sglang';

/** One engine's metric state, moved on by `advance` and written by `render`. */
class EngineState {
  preemptions = 0;
  queries = 0;
  hits = 0;
  requests = 0;
  readonly ttft: Histogram;
  readonly queue: Histogram;
  constructor(readonly engine: FixtureEngine) {
    this.ttft = new Histogram(engine === 'sglang' ? SGLANG_TTFT : VLLM_TTFT);
    this.queue = new Histogram(engine === 'vllm' ? VLLM_LATENCY : engine === 'tgi' ? TGI_DURATION : SGLANG_QUEUE);
  }

  advance(load: EngineLoad): void {
    this.preemptions += load.preemptionsPerRead;
    this.requests += load.requestsPerRead;
    this.queries += 100 * load.requestsPerRead;
    this.hits += 40 * load.requestsPerRead;
    this.ttft.observe(load.ttftS, load.requestsPerRead);
    this.queue.observe(load.queueS, load.requestsPerRead);
  }

  render(load: EngineLoad, model: string): string {
    if (this.engine === 'vllm') return this.vllm(load, model);
    if (this.engine === 'tgi') return this.tgi(load);
    return this.sglang(load, model);
  }

  private vllm(load: EngineLoad, model: string): string {
    const l = `engine="0",model_name="${model}"`;
    return [
      '# HELP vllm:num_requests_running Number of requests in model execution batches.',
      '# TYPE vllm:num_requests_running gauge',
      `vllm:num_requests_running{${l}} ${load.running}.0`,
      '# HELP vllm:num_requests_waiting Number of requests waiting to be processed.',
      '# TYPE vllm:num_requests_waiting gauge',
      `vllm:num_requests_waiting{${l}} ${load.waiting}.0`,
      '# HELP vllm:kv_cache_usage_perc KV-cache usage. 1 means 100 percent usage.',
      '# TYPE vllm:kv_cache_usage_perc gauge',
      `vllm:kv_cache_usage_perc{${l}} ${load.kv}`,
      '# HELP vllm:prefix_cache_queries_total Prefix cache queries, in terms of number of queried tokens.',
      '# TYPE vllm:prefix_cache_queries_total counter',
      `vllm:prefix_cache_queries_total{${l}} ${this.queries}.0`,
      `vllm:prefix_cache_queries_created{${l}} 1.7e+09`,
      '# HELP vllm:prefix_cache_hits_total Prefix cache hits, in terms of number of cached tokens.',
      '# TYPE vllm:prefix_cache_hits_total counter',
      `vllm:prefix_cache_hits_total{${l}} ${this.hits}.0`,
      '# HELP vllm:num_preemptions_total Cumulative number of preemption from the engine.',
      '# TYPE vllm:num_preemptions_total counter',
      `vllm:num_preemptions_total{${l}} ${this.preemptions}.0`,
      '# HELP vllm:time_to_first_token_seconds Histogram of time to first token in seconds.',
      '# TYPE vllm:time_to_first_token_seconds histogram',
      ...this.ttft.lines('vllm:time_to_first_token_seconds', l, false),
      '# HELP vllm:request_queue_time_seconds Histogram of time spent in WAITING phase for request.',
      '# TYPE vllm:request_queue_time_seconds histogram',
      ...this.queue.lines('vllm:request_queue_time_seconds', l, false),
      '',
    ].join('\n');
  }

  private tgi(load: EngineLoad): string {
    return [
      '# TYPE tgi_request_count counter',
      `tgi_request_count ${this.requests}`,
      '# TYPE tgi_request_success counter',
      `tgi_request_success ${this.requests}`,
      '# TYPE tgi_queue_size gauge',
      `tgi_queue_size ${load.waiting}`,
      '# TYPE tgi_batch_current_size gauge',
      `tgi_batch_current_size ${load.running}`,
      '# TYPE tgi_request_queue_duration histogram',
      ...this.queue.lines('tgi_request_queue_duration', '', true).map((line) => line.replace(/ (\d+)\.0$/, ' $1')),
      '',
    ].join('\n');
  }

  private sglang(load: EngineLoad, model: string): string {
    const l = `model_name="${model}"`;
    return [
      '# HELP sglang:num_running_reqs The number of running requests.',
      '# TYPE sglang:num_running_reqs gauge',
      `sglang:num_running_reqs{${l}} ${load.running}.0`,
      '# HELP sglang:num_queue_reqs The number of requests in the waiting queue.',
      '# TYPE sglang:num_queue_reqs gauge',
      `sglang:num_queue_reqs{${l}} ${load.waiting}.0`,
      '# HELP sglang:token_usage The token usage.',
      '# TYPE sglang:token_usage gauge',
      `sglang:token_usage{${l}} ${load.kv}`,
      '# HELP sglang:cache_hit_rate The prefix cache hit rate.',
      '# TYPE sglang:cache_hit_rate gauge',
      `sglang:cache_hit_rate{${l}} 0.4`,
      '# HELP sglang:num_retracted_requests_total Total number of retracted requests.',
      '# TYPE sglang:num_retracted_requests_total counter',
      `sglang:num_retracted_requests_total{${l}} ${this.preemptions}.0`,
      '# HELP sglang:time_to_first_token_seconds Histogram of time to first token in seconds.',
      '# TYPE sglang:time_to_first_token_seconds histogram',
      ...this.ttft.lines('sglang:time_to_first_token_seconds', l, true),
      '# HELP sglang:queue_time_seconds Histogram of queueing time in seconds.',
      '# TYPE sglang:queue_time_seconds histogram',
      ...this.queue.lines('sglang:queue_time_seconds', l, true),
      '',
    ].join('\n');
  }
}

/** A loopback server of one engine's `/metrics`. */
export interface EngineMetricsServer {
  origin: string;
  url: string;
  /** Reads answered so far. */
  reads(): number;
  /** Changes the load the next reads show. */
  setLoad(load: EngineLoad): void;
  close(): Promise<void>;
}

/**
 * Starts a `/metrics` server for `engine`, whose counters move on by `load` at every read. With
 * `upstream` (an origin such as the simulator's), every other request is passed on to it, so the
 * API and its metrics share one origin as on a real engine.
 */
export async function startEngineMetrics(engine: FixtureEngine, load: EngineLoad, model = 'sim-model', upstream?: string): Promise<EngineMetricsServer> {
  const state = new EngineState(engine);
  let current = load;
  let reads = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/metrics') {
      if (upstream === undefined) {
        res.writeHead(404).end();
        return;
      }
      const out = request(`${upstream}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => res.destroy());
      req.pipe(out);
      return;
    }
    reads++;
    state.advance(current);
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' }).end(state.render(current, model));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/metrics`,
    reads: () => reads,
    setLoad: (l) => { current = l; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
