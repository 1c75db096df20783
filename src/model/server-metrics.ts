/**
 * What the server said about itself during a level: its own Prometheus metrics (`/metrics`),
 * read at the level's start and end and on an interval between, summarised in one vocabulary
 * whatever the engine. Serialised as-is into `results.json` as `levels[].server`, so field names
 * are snake_case with units; fields are added, never renamed. See docs/server-metrics.md.
 */

/** The engines whose metric names are mapped; `unknown` keeps only the raw series. */
export type ServerEngine = 'vllm' | 'tgi' | 'sglang' | 'llamacpp' | 'unknown';

/**
 * Percentiles of one of the server's own histograms over the level: the bucket counts at the
 * level's end minus those at its start, so only the level's requests count. A percentile is
 * interpolated linearly inside the bucket that holds it (as Prometheus' `histogram_quantile`
 * does), so it is only known to lie between that bucket's bounds, given beside it.
 */
export interface ServerHistogram {
  /** Observations the server recorded during the level. */
  count: number;
  /** Median in ms; null with no observation. */
  p50: number | null;
  /** 95th percentile in ms; null with no observation. */
  p95: number | null;
  /**
   * The bounds in ms of the bucket p50 lies in: the resolution of `p50`. The upper bound is
   * null for the last, unbounded bucket (then `p50` is its lower bound).
   */
  p50_bucket_ms: [number, number | null] | null;
  /** The bounds in ms of the bucket p95 lies in, as `p50_bucket_ms`. */
  p95_bucket_ms: [number, number | null] | null;
}

/** One raw series over the level: a counter's increase, or a gauge's spread. */
export type ServerSeries =
  | { kind: 'counter'; delta: number }
  | { kind: 'gauge'; min: number; mean: number; max: number }
  | { kind: 'histogram'; count_delta: number; sum_delta: number };

/** The client's TTFT minus the server's own, per percentile, in ms: what the network, a gateway and the HTTP layer add. */
export interface TtftGap {
  p50: number | null;
  p95: number | null;
}

/** The server's figures for one level (`levels[].server`). */
export interface ServerLevelStats {
  /** The engine recognised from the metric names. */
  engine: ServerEngine;
  /** Reads of `/metrics` that answered during the level, the start and end included. */
  scrapes: number;
  /** Reads that failed, timed out or were skipped during the level (also noted). */
  scrape_failures: number;
  /**
   * True when a counter went backwards between two reads: the server restarted during the level,
   * and its counters and histograms over the level are left out (null).
   */
  restarted: boolean;
  /** Requests the server was running (decoding), mean and most over the reads; null when the engine has no such gauge. */
  running_mean: number | null;
  running_max: number | null;
  /** Requests waiting in the server's queue, mean and most over the reads; null when the engine has no such gauge. */
  waiting_mean: number | null;
  waiting_max: number | null;
  /** Most KV-cache use seen, a fraction from 0 to 1; absent when the engine does not publish it. */
  kv_cache_usage_max?: number | null;
  /** Requests preempted (vLLM) or retracted (SGLang) during the level; absent when the engine does not count them. */
  preemptions?: number | null;
  /**
   * Share of prompt tokens served from the prefix cache during the level (vLLM: hits / queries;
   * llama.cpp: cached / (cached + processed)); SGLang publishes its own rate, whose mean over the
   * reads is given. Null with no prompt tokens; absent when the engine does not publish it.
   */
  prefix_cache_hit_rate?: number | null;
  /** The server's queue time over the level, from its histogram; absent when it has none. */
  queue_time_ms?: ServerHistogram | null;
  /** The server's own TTFT over the level, from its histogram; absent when it has none (TGI, llama.cpp). */
  ttft_ms?: ServerHistogram | null;
  /** The client's TTFT p50 and p95 minus the server's; absent without a server TTFT histogram. */
  ttft_gap_ms?: TtftGap | null;
  /**
   * Every series read, by its name and labels as the server wrote them (`name{label="value"}`),
   * at most 200 of them: the mapped ones first, then the others in the order they came.
   */
  metrics: Record<string, ServerSeries>;
  /**
   * Only in results merged from shards (docs/shards.md): the shard (`i/N`) whose reads give the
   * level's `preemptions`, `prefix_cache_hit_rate`, `queue_time_ms`, `ttft_ms` and `metrics`.
   * Every shard read the same server over its own window, so each shard's differences already
   * count the whole server's work and cannot be added; this is the shard whose measured span was
   * longest. `scrapes` and `scrape_failures` are the shards' sums, the maxima the largest any
   * shard saw, the means over every shard's reads. Each shard's own figures are in
   * `levels[].shards[].server`.
   */
  counters_from_shard?: string;
}
