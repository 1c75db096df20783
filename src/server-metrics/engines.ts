/**
 * The engines whose `/metrics` are understood, and which of their series mean what in the one
 * vocabulary of `levels[].server`. Each name was checked against the engine's own source; the
 * versions checked are in docs/server-metrics.md. An engine not listed keeps its raw series only.
 */
import type { ServerEngine } from '../model/server-metrics.js';

/** Where an engine's prefix-cache hit rate comes from. */
export type PrefixCacheSource =
  /** Two counters of tokens: hits over queries (vLLM). */
  | { kind: 'hits'; hits: readonly string[]; queries: readonly string[] }
  /** Two counters of prompt tokens: cached over cached plus processed (llama.cpp counts processed without the cached). */
  | { kind: 'cached'; cached: string; processed: string }
  /** A gauge the engine computes itself, a fraction (SGLang). */
  | { kind: 'gauge'; name: string };

/** One engine's names. Where a list is given, the first name present is read (newer names first). */
export interface EngineNames {
  engine: Exclude<ServerEngine, 'unknown'>;
  /** The prefix every one of its metric names starts with, which identifies it. */
  prefix: string;
  /** Gauge: requests being decoded (summed over label sets, e.g. vLLM's data-parallel engines). */
  running: string;
  /** Gauge: requests waiting in the engine's queue (summed over label sets). */
  waiting: string;
  /** Gauge: KV-cache use, a fraction (the most over label sets). */
  kvUsage?: readonly string[];
  /** Counter: requests preempted or retracted. */
  preemptions?: string;
  prefixCache?: PrefixCacheSource;
  /** Histogram in seconds: time in the engine's queue. */
  queueTime?: string;
  /** Histogram in seconds: the engine's own time to first token. */
  ttft?: string;
  /** Histogram in seconds: the engine's own inter-token latency (kept raw; not mapped yet). */
  itl?: readonly string[];
}

/** The known engines; `detectEngine` picks the one most of whose names are present. */
export const ENGINES: readonly EngineNames[] = [
  {
    engine: 'vllm',
    prefix: 'vllm:',
    running: 'vllm:num_requests_running',
    waiting: 'vllm:num_requests_waiting',
    // `gpu_cache_usage_perc` was renamed `kv_cache_usage_perc` in 0.9 and later hidden.
    kvUsage: ['vllm:kv_cache_usage_perc', 'vllm:gpu_cache_usage_perc'],
    preemptions: 'vllm:num_preemptions_total',
    prefixCache: {
      kind: 'hits',
      hits: ['vllm:prefix_cache_hits_total', 'vllm:gpu_prefix_cache_hits_total'],
      queries: ['vllm:prefix_cache_queries_total', 'vllm:gpu_prefix_cache_queries_total'],
    },
    queueTime: 'vllm:request_queue_time_seconds',
    ttft: 'vllm:time_to_first_token_seconds',
    itl: ['vllm:inter_token_latency_seconds', 'vllm:time_per_output_token_seconds'],
  },
  {
    engine: 'sglang',
    prefix: 'sglang:',
    running: 'sglang:num_running_reqs',
    waiting: 'sglang:num_queue_reqs',
    kvUsage: ['sglang:token_usage'],
    preemptions: 'sglang:num_retracted_requests_total',
    prefixCache: { kind: 'gauge', name: 'sglang:cache_hit_rate' },
    queueTime: 'sglang:queue_time_seconds',
    ttft: 'sglang:time_to_first_token_seconds',
    itl: ['sglang:inter_token_latency_seconds'],
  },
  {
    engine: 'tgi',
    prefix: 'tgi_',
    running: 'tgi_batch_current_size',
    waiting: 'tgi_queue_size',
    queueTime: 'tgi_request_queue_duration',
  },
  {
    engine: 'llamacpp',
    prefix: 'llamacpp:',
    running: 'llamacpp:requests_processing',
    // Requests that found every slot busy and wait for one.
    waiting: 'llamacpp:requests_deferred',
    prefixCache: { kind: 'cached', cached: 'llamacpp:prompt_tokens_cached_total', processed: 'llamacpp:prompt_tokens_total' },
  },
];

/**
 * The engine whose running and waiting gauges are both present, or failing that the one whose
 * prefix most names carry; undefined when no name has a known prefix.
 */
export function detectEngine(names: ReadonlySet<string>): EngineNames | undefined {
  const full = ENGINES.find((e) => names.has(e.running) && names.has(e.waiting));
  if (full) return full;
  let best: EngineNames | undefined;
  let bestCount = 0;
  for (const e of ENGINES) {
    let count = 0;
    for (const n of names) if (n.startsWith(e.prefix)) count++;
    if (count > bestCount) [best, bestCount] = [e, count];
  }
  return best;
}

/** Every series name an engine maps, so the raw series keep the mapped ones first. */
export function mappedNames(e: EngineNames): string[] {
  const p = e.prefixCache;
  const cache = p === undefined ? [] : p.kind === 'hits' ? [...p.hits, ...p.queries] : p.kind === 'cached' ? [p.cached, p.processed] : [p.name];
  return [e.running, e.waiting, ...(e.kvUsage ?? []), ...(e.preemptions ? [e.preemptions] : []), ...cache,
    ...(e.queueTime ? [e.queueTime] : []), ...(e.ttft ? [e.ttft] : []), ...(e.itl ?? [])];
}
