/**
 * The metrics a spec may put limits on, what each one means to a reader, and how to read it
 * from a measured level. SLO thresholds, workload preconditions and allowed baseline changes
 * all name metrics through this one list, so they accept exactly the same names.
 */
import type { Distribution, LevelStats } from '../model/level-stats.js';

/** Statistics of a distribution that a limit may name (see `Distribution`). */
export const DISTRIBUTION_STATS = ['p50', 'p90', 'p95', 'p99', 'mean', 'min', 'max'] as const;
/** A statistic name: `p95`, `mean`, … */
export type DistributionStat = (typeof DISTRIBUTION_STATS)[number];

/** Metrics measured once per request and summarised as a distribution per level. */
export const DISTRIBUTION_METRICS = [
  'ttft_ms', 'ttfa_ms', 'tpot_ms', 'itl_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps',
] as const;
/** A distribution metric name: `ttft_ms`, … */
export type DistributionMetric = (typeof DISTRIBUTION_METRICS)[number];

/** Metrics that are one number per level. */
export const SCALAR_METRICS = ['success_rate', 'qps', 'rpm', 'tpm', 'output_tokens_per_s', 'goodput', 'slo_attainment'] as const;
/** A scalar metric name: `tpm`, … */
export type ScalarMetric = (typeof SCALAR_METRICS)[number];

/**
 * The server's own figures of a level (`levels[].server`, read from its `/metrics`; see
 * docs/server-metrics.md): one number per level, limited by SLOs only. They have no per-request
 * samples, so `max_change` cannot judge them with an interval and does not take them.
 */
export const SERVER_METRICS = [
  'server.running_max', 'server.waiting_max', 'server.kv_cache_usage_max', 'server.preemptions', 'server.prefix_cache_hit_rate',
] as const;
/** A server figure's name: `server.waiting_max`, … */
export type ServerMetric = (typeof SERVER_METRICS)[number];

/** Any metric a limit may name. */
export type MetricName = DistributionMetric | ScalarMetric | ServerMetric;

/** Every metric name, distributions first, in the order messages list them. */
export const METRIC_NAMES: readonly MetricName[] = [...DISTRIBUTION_METRICS, ...SCALAR_METRICS, ...SERVER_METRICS];

/** The metrics that describe the workload rather than the service: the only ones `when` accepts. */
export const WORKLOAD_METRICS = ['input_tokens', 'output_tokens'] as const;
/** A metric `when` may bound. */
export type WorkloadMetric = (typeof WORKLOAD_METRICS)[number];

/** How a person reads a metric. */
export interface MetricInfo {
  kind: 'distribution' | 'scalar';
  /** Name at the start of a sentence, e.g. `TTFT`, `Success rate`. */
  label: string;
  /** Unit written after a value; `%` for shares (success rate, SLO attainment). */
  unit: string;
  /**
   * What one stored unit is worth in `unit`: results.json stores a share as a fraction of 1,
   * shown in %, so 100; anything else is stored in the unit it is shown in, so 1. Every value a
   * person reads is converted by this one figure (`metrics/format.ts`).
   */
  scale: number;
  /**
   * The scale a regression check compares the metric's raw samples in. `stored`: the statistic
   * as results.json stores it (a percentile in ms, a share). `per-request-ms`: a throughput,
   * compared as Σ work / Σ E2E over the requests (work per millisecond a request was in flight,
   * see `stats/compare-rates.ts`), which moves in proportion to the stored rate at a fixed
   * concurrency but is not in its unit: the gate shows such a comparison's baseline through this
   * run's stored value (`gate/baseline-compare.ts`), never the ratio itself.
   */
  compared: 'stored' | 'per-request-ms';
  /**
   * Which way is an improvement: `lower` for latencies, `higher` for throughput and success,
   * `null` for workload sizes, which are neither better nor worse.
   */
  better: 'lower' | 'higher' | null;
  /** Largest meaningful stored value, when there is one (shares are fractions up to 1). */
  max?: number;
}

/** Meaning, unit and direction of every metric. */
export const METRICS: Readonly<Record<MetricName, MetricInfo>> = {
  ttft_ms: { kind: 'distribution', label: 'TTFT', unit: 'ms', scale: 1, compared: 'stored', better: 'lower' },
  ttfa_ms: { kind: 'distribution', label: 'TTFA', unit: 'ms', scale: 1, compared: 'stored', better: 'lower' },
  tpot_ms: { kind: 'distribution', label: 'TPOT', unit: 'ms', scale: 1, compared: 'stored', better: 'lower' },
  itl_ms: { kind: 'distribution', label: 'ITL', unit: 'ms', scale: 1, compared: 'stored', better: 'lower' },
  e2e_ms: { kind: 'distribution', label: 'E2E latency', unit: 'ms', scale: 1, compared: 'stored', better: 'lower' },
  input_tokens: { kind: 'distribution', label: 'Input tokens', unit: 'tokens', scale: 1, compared: 'stored', better: null },
  output_tokens: { kind: 'distribution', label: 'Output tokens', unit: 'tokens', scale: 1, compared: 'stored', better: null },
  request_tps: { kind: 'distribution', label: 'Per-request tokens/s', unit: 'tokens/s', scale: 1, compared: 'stored', better: 'higher' },
  success_rate: { kind: 'scalar', label: 'Success rate', unit: '%', scale: 100, compared: 'stored', better: 'higher', max: 1 },
  qps: { kind: 'scalar', label: 'QPS', unit: 'req/s', scale: 1, compared: 'per-request-ms', better: 'higher' },
  rpm: { kind: 'scalar', label: 'RPM', unit: 'req/min', scale: 1, compared: 'per-request-ms', better: 'higher' },
  tpm: { kind: 'scalar', label: 'TPM', unit: 'tokens/min', scale: 1, compared: 'per-request-ms', better: 'higher' },
  output_tokens_per_s: { kind: 'scalar', label: 'Output tokens/s', unit: 'tokens/s', scale: 1, compared: 'per-request-ms', better: 'higher' },
  goodput: { kind: 'scalar', label: 'Goodput', unit: 'req/s', scale: 1, compared: 'stored', better: 'higher' },
  slo_attainment: { kind: 'scalar', label: 'SLO attainment', unit: '%', scale: 100, compared: 'stored', better: 'higher', max: 1 },
  'server.running_max': { kind: 'scalar', label: 'Server running max', unit: 'requests', scale: 1, compared: 'stored', better: null },
  'server.waiting_max': { kind: 'scalar', label: 'Server waiting max', unit: 'requests', scale: 1, compared: 'stored', better: 'lower' },
  'server.kv_cache_usage_max': { kind: 'scalar', label: 'Server KV-cache use max', unit: '%', scale: 100, compared: 'stored', better: 'lower', max: 1 },
  'server.preemptions': { kind: 'scalar', label: 'Server preemptions', unit: 'requests', scale: 1, compared: 'stored', better: 'lower' },
  'server.prefix_cache_hit_rate': { kind: 'scalar', label: 'Server prefix-cache hit rate', unit: '%', scale: 100, compared: 'stored', better: 'higher', max: 1 },
};

/** The metrics that exist only when the spec has per-request bounds (`goodput`; see `metrics/goodput.ts`). */
export const GOODPUT_METRICS: readonly ScalarMetric[] = ['goodput', 'slo_attainment'];

/** A metric, and for distributions the statistic taken of it. */
export interface MetricRef {
  metric: MetricName;
  /** null for scalar metrics. */
  stat: DistributionStat | null;
}

/** True when `name` is a metric the gate knows. */
export function isMetricName(name: string): name is MetricName {
  return Object.hasOwn(METRICS, name);
}

/** True when `name` is a statistic a distribution limit may name. */
export function isDistributionStat(name: string): name is DistributionStat {
  return (DISTRIBUTION_STATS as readonly string[]).includes(name);
}

/**
 * Read a metric path as written in specs and results: `ttft_ms.p95` for a statistic of a
 * distribution, `tpm` for a scalar. Undefined when the path names no known metric and
 * statistic, or gives a statistic to a scalar (or none to a distribution).
 */
export function parseMetricPath(path: string): MetricRef | undefined {
  if (isServerMetric(path)) return { metric: path, stat: null };
  const dot = path.indexOf('.');
  const metric = dot === -1 ? path : path.slice(0, dot);
  if (!isMetricName(metric)) return undefined;
  if (METRICS[metric].kind === 'scalar') return dot === -1 ? { metric, stat: null } : undefined;
  const stat = path.slice(dot + 1);
  return dot !== -1 && isDistributionStat(stat) ? { metric, stat } : undefined;
}

/** True when `name` is one of the server's own figures (`server.waiting_max`, …). */
export function isServerMetric(name: string): name is ServerMetric {
  return (SERVER_METRICS as readonly string[]).includes(name);
}

/** Every valid metric path of `max_change` (`ttft_ms.p50` … `output_tokens_per_s`; not the server's figures), for "use one of" messages. */
export const METRIC_PATHS: readonly string[] = [
  ...DISTRIBUTION_METRICS.flatMap((m) => DISTRIBUTION_STATS.map((s) => `${m}.${s}`)),
  ...SCALAR_METRICS,
];

/** The path of a metric reference: `ttft_ms.p95` or `tpm`. */
export function metricPath(ref: MetricRef): string {
  return ref.stat === null ? ref.metric : `${ref.metric}.${ref.stat}`;
}

/** `TTFT p95`, `Success rate`: how a sentence names a metric. */
export function metricLabel(ref: MetricRef): string {
  const label = METRICS[ref.metric].label;
  return ref.stat === null ? label : `${label} ${ref.stat}`;
}

/** The measured value of a metric at one level; null when there was none (no samples). */
export function readMetric(level: LevelStats, ref: MetricRef): number | null {
  if (isServerMetric(ref.metric)) {
    const value = level.server?.[ref.metric.slice('server.'.length) as 'running_max' | 'waiting_max' | 'kv_cache_usage_max' | 'preemptions' | 'prefix_cache_hit_rate'];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  if (ref.stat === null) {
    const value = level[ref.metric as ScalarMetric];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  const dist: Distribution | undefined = level[ref.metric as DistributionMetric];
  if (dist === undefined || dist.count === 0) return null;
  const value = dist[ref.stat];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
