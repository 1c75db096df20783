/**
 * A `/metrics` page as vLLM writes it, for the scraping benchmarks: the families of
 * `vllm/v1/metrics/loggers.py` (`PrometheusStatLogger`, commit
 * 005a810bc40faa25b8870fbc8559c3462581eee3, the one docs/server-metrics.md checked) with its
 * labels (`engine`, `model_name`) and histogram bounds, and the `python_gc_*` and `process_*`
 * series prometheus_client adds, for one model and one engine: about 25 KiB and 240 series,
 * whose values move on with the requests served. The gauges are what the server is doing when
 * read; the counters and histograms count every finished request (its TTFT, inter-token gap and
 * length from the ground-truth schedule). Not the test fixture (test/helpers/engine-metrics.ts):
 * that one holds only the mapped families, this one a whole page's weight.
 */

/** One finished answer, as the page counts it. */
export interface PageRequest {
  ttftS: number;
  itlS: number;
  e2eS: number;
  promptTokens: number;
  outputTokens: number;
}

const TTFT_S = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0, 160.0, 640.0, 2560.0];
const ITL_S = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0, 20.0, 40.0, 80.0];
const LATENCY_S = [0.3, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5, 5.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 7680.0];
/** `build_1_2_5_buckets(max_model_len)` for a 4096-token model. */
const TOKENS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];

/** A histogram's cumulative state. */
class Histogram {
  readonly counts: number[];
  sum = 0;
  count = 0;
  constructor(readonly name: string, readonly help: string, readonly bounds: readonly number[]) {
    this.counts = bounds.map(() => 0);
  }

  observe(v: number): void {
    for (let i = 0; i < this.bounds.length; i++) if (v <= this.bounds[i]!) this.counts[i]! += 1;
    this.sum += v;
    this.count += 1;
  }

  lines(labels: string): string[] {
    return [
      `# HELP ${this.name} ${this.help}`,
      `# TYPE ${this.name} histogram`,
      `${this.name}_sum{${labels}} ${this.sum}`,
      ...this.bounds.map((b, i) => `${this.name}_bucket{${labels},le="${b.toFixed(1)}"} ${this.counts[i]}.0`),
      `${this.name}_bucket{${labels},le="+Inf"} ${this.count}.0`,
      `${this.name}_count{${labels}} ${this.count}.0`,
    ];
  }
}

/** A vLLM server's metrics for the ground truth: `observe` each finished answer, `render` on each read. */
export class VllmMetricsPage {
  readonly #labels = 'engine="0",model_name="ground-truth"';
  readonly #started = Date.now() / 1000;
  #promptTokens = 0;
  #outputTokens = 0;
  #finished = 0;
  #reads = 0;
  readonly #histograms = {
    ttft: new Histogram('vllm:time_to_first_token_seconds', 'Histogram of time to first token in seconds.', TTFT_S),
    itl: new Histogram('vllm:inter_token_latency_seconds', 'Histogram of inter-token latency in seconds.', ITL_S),
    e2e: new Histogram('vllm:e2e_request_latency_seconds', 'Histogram of e2e request latency in seconds.', LATENCY_S),
    queue: new Histogram('vllm:request_queue_time_seconds', 'Histogram of time spent in WAITING phase for request.', LATENCY_S),
    inference: new Histogram('vllm:request_inference_time_seconds', 'Histogram of time spent in RUNNING phase for request.', LATENCY_S),
    prefill: new Histogram('vllm:request_prefill_time_seconds', 'Histogram of time spent in PREFILL phase for request.', LATENCY_S),
    decode: new Histogram('vllm:request_decode_time_seconds', 'Histogram of time spent in DECODE phase for request.', LATENCY_S),
    prompt: new Histogram('vllm:request_prompt_tokens', 'Number of prefill tokens processed.', TOKENS),
    generation: new Histogram('vllm:request_generation_tokens', 'Number of generation tokens processed.', TOKENS),
    maxTokens: new Histogram('vllm:request_params_max_tokens', 'Histogram of the max_tokens request parameter.', TOKENS),
    iteration: new Histogram('vllm:iteration_tokens_total', 'Histogram of number of tokens per engine_step.', TOKENS),
  };

  /** Counts one finished answer. */
  observe(r: PageRequest): void {
    const h = this.#histograms;
    this.#finished += 1;
    this.#promptTokens += r.promptTokens;
    this.#outputTokens += r.outputTokens;
    h.ttft.observe(r.ttftS);
    for (let i = 1; i < r.outputTokens; i++) h.itl.observe(r.itlS);
    h.e2e.observe(r.e2eS);
    h.queue.observe(0);
    h.inference.observe(r.e2eS);
    h.prefill.observe(r.ttftS);
    h.decode.observe(r.e2eS - r.ttftS);
    h.prompt.observe(r.promptTokens);
    h.generation.observe(r.outputTokens);
    h.maxTokens.observe(r.outputTokens);
    h.iteration.observe(1);
  }

  /** The page as read now, with `running` answers in progress. */
  render(running: number): string {
    this.#reads += 1;
    const l = this.#labels;
    const kv = Math.min(1, running / 512);
    const lines = [
      ...processLines(this.#reads, this.#started),
      '# HELP vllm:num_requests_running Number of requests in model execution batches.',
      '# TYPE vllm:num_requests_running gauge',
      `vllm:num_requests_running{${l}} ${running}.0`,
      '# HELP vllm:num_requests_waiting Number of requests waiting to be processed.',
      '# TYPE vllm:num_requests_waiting gauge',
      `vllm:num_requests_waiting{${l}} 0.0`,
      '# HELP vllm:kv_cache_usage_perc KV-cache usage. 1 means 100 percent usage.',
      '# TYPE vllm:kv_cache_usage_perc gauge',
      `vllm:kv_cache_usage_perc{${l}} ${kv}`,
      ...counter('vllm:prefix_cache_queries', 'Prefix cache queries, in terms of number of queried tokens.', l, this.#promptTokens, this.#started),
      ...counter('vllm:prefix_cache_hits', 'Prefix cache hits, in terms of number of cached tokens.', l, 0, this.#started),
      ...counter('vllm:num_preemptions', 'Cumulative number of preemption from the engine.', l, 0, this.#started),
      ...counter('vllm:prompt_tokens', 'Number of prefill tokens processed.', l, this.#promptTokens, this.#started),
      ...counter('vllm:generation_tokens', 'Number of generation tokens processed.', l, this.#outputTokens, this.#started),
      '# HELP vllm:request_success_total Count of successfully processed requests.',
      '# TYPE vllm:request_success_total counter',
      ...['stop', 'length', 'abort'].map((reason) => `vllm:request_success_total{${l},finished_reason="${reason}"} ${reason === 'length' ? this.#finished : 0}.0`),
      ...Object.values(this.#histograms).flatMap((h) => h.lines(l)),
      '# HELP vllm:cache_config_info Information of the LLMEngine CacheConfig',
      '# TYPE vllm:cache_config_info gauge',
      `vllm:cache_config_info{block_size="16",cache_dtype="auto",enable_prefix_caching="True",engine="0",gpu_memory_utilization="0.9",num_gpu_blocks="27000",prefix_caching_hash_algo="builtin"} 1.0`,
      '',
    ];
    return lines.join('\n');
  }
}

/** A counter as prometheus_client writes it: `_total` and `_created`. */
function counter(name: string, help: string, labels: string, value: number, createdS: number): string[] {
  return [`# HELP ${name}_total ${help}`, `# TYPE ${name}_total counter`, `${name}_total{${labels}} ${value}.0`, `${name}_created{${labels}} ${createdS}`];
}

/** prometheus_client's own process and garbage-collector series, moving a little per read. */
function processLines(reads: number, startedS: number): string[] {
  const gc = [0, 1, 2].flatMap((g) => [`python_gc_objects_collected_total{generation="${g}"} ${1000 * (3 - g) + reads}.0`, `python_gc_collections_total{generation="${g}"} ${100 * (3 - g) + reads}.0`]);
  return [
    '# HELP python_gc_objects_collected_total Objects collected during gc',
    '# TYPE python_gc_objects_collected_total counter',
    '# HELP python_gc_collections_total Number of times this generation was collected',
    '# TYPE python_gc_collections_total counter',
    ...gc,
    '# HELP python_info Python platform information',
    '# TYPE python_info gauge',
    'python_info{implementation="CPython",major="3",minor="12",patchlevel="3",version="3.12.3"} 1.0',
    '# HELP process_virtual_memory_bytes Virtual memory size in bytes.',
    '# TYPE process_virtual_memory_bytes gauge',
    `process_virtual_memory_bytes ${2.4e10 + reads * 4096}`,
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${3.1e9 + reads * 4096}`,
    '# HELP process_start_time_seconds Start time of the process since unix epoch in seconds.',
    '# TYPE process_start_time_seconds gauge',
    `process_start_time_seconds ${startedS}`,
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    `process_cpu_seconds_total ${(process.cpuUsage().user / 1e6).toFixed(2)}`,
    '# HELP process_open_fds Number of open file descriptors.',
    '# TYPE process_open_fds gauge',
    'process_open_fds 64.0',
  ];
}
