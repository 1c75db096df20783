/**
 * Hand-built measured levels and results for gate tests: every field has a plausible default,
 * and a test states only the numbers it is about.
 */
import type { Distribution, LevelStats } from '../../src/model/level-stats.js';
import type { Results } from '../../src/model/results.js';

/** A distribution whose every statistic is `value`, with `over` applied (32 samples unless told). */
export function dist(value: number, over: Partial<Distribution> = {}): Distribution {
  return { count: 32, mean: value, min: value, max: value, p50: value, p90: value, p95: value, p99: value, ...over };
}

/** A distribution with no samples. */
export const EMPTY: Distribution = { count: 0, mean: null, min: null, max: null, p50: null, p90: null, p95: null, p99: null };

/** The fields a test may set: anything of LevelStats, distributions in part. */
export type LevelOver = Partial<Omit<LevelStats, 'ttft_ms' | 'tpot_ms' | 'itl_ms' | 'e2e_ms' | 'input_tokens' | 'output_tokens' | 'request_tps'>>
  & Partial<Record<'ttft_ms' | 'tpot_ms' | 'itl_ms' | 'e2e_ms' | 'input_tokens' | 'output_tokens' | 'request_tps', Partial<Distribution>>>;

const DIST_DEFAULTS = {
  ttft_ms: 200, tpot_ms: 20, itl_ms: 20, e2e_ms: 5000, input_tokens: 100, output_tokens: 256, request_tps: 50,
} as const;

/** A healthy level of 32 successful requests, with `over` applied (distribution fields merged). */
export function level(over: LevelOver = {}): LevelStats {
  const base: LevelStats = {
    concurrency: 1, requests: 32, succeeded: 32, failed: 0, success_rate: 1, duration_s: 10,
    qps: 3.2, rpm: 192, tpm: 10_000, output_tokens_per_s: 100, errors: {}, tokens_source: 'usage',
    ttft_ms: dist(DIST_DEFAULTS.ttft_ms), tpot_ms: dist(DIST_DEFAULTS.tpot_ms), itl_ms: dist(DIST_DEFAULTS.itl_ms),
    e2e_ms: dist(DIST_DEFAULTS.e2e_ms), input_tokens: dist(DIST_DEFAULTS.input_tokens),
    output_tokens: dist(DIST_DEFAULTS.output_tokens), request_tps: dist(DIST_DEFAULTS.request_tps),
    e2e_check: { checked: 32, off: 0, median_gap_ms: 2 },
    client: null,
  };
  const out: LevelStats = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (key in DIST_DEFAULTS) {
      const d = value as Partial<Distribution>;
      (out as unknown as Record<string, Distribution>)[key] = d.count === 0 ? { ...EMPTY } : { ...base[key as keyof typeof DIST_DEFAULTS], ...d };
    } else {
      (out as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}

/**
 * A sweep from rows of [concurrency, TPM, TTFT p95 ms], the columns the knee is read from.
 * A fourth column sets the success rate.
 */
export function sweep(rows: ReadonlyArray<readonly [number, number, number, number?]>): LevelStats[] {
  return rows.map(([concurrency, tpm, ttftP95Ms, successRate]) => level({
    concurrency, tpm, ttft_ms: { p95: ttftP95Ms },
    ...(successRate === undefined ? {} : { success_rate: successRate, succeeded: Math.round(32 * successRate), failed: 32 - Math.round(32 * successRate) }),
  }));
}

/** A finished run's results around `levels`, with `over` applied. */
export function results(levels: LevelStats[], over: Partial<Results> = {}): Results {
  return {
    schema_version: 1,
    tool: { name: 'llm-slo-gate', version: '0.0.0-test' },
    status: 'pass',
    error: null,
    started_at: '2026-01-02T10:00:00.000Z',
    finished_at: '2026-01-02T10:05:00.000Z',
    duration_s: 300,
    incomplete: false,
    endpoint: { base_url: 'http://127.0.0.1:8000/v1', url: 'http://127.0.0.1:8000/v1/chat/completions', model: 'sim-model', api: 'openai-chat' },
    workload: { max_tokens: 256, temperature: null, messages: 1, prompt_chars: 120, prompt_sha256: 'a'.repeat(64), unique_prefix: true },
    sweep: { concurrency: levels.map((l) => l.concurrency), requests: 32, warmup: 2 },
    preflight: null,
    levels,
    notes: [],
    hints: {},
    git: null,
    checks: [],
    verdict: { fail_on: 'both', failed: 0, warned: 0, unverified: 0 },
    knee: null,
    baseline: { status: 'not_configured', path: '.github/llm-slo-baseline.json', reasons: [], age: null, rows: [] },
    ...over,
  };
}
