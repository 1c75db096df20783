/**
 * Small builders for report inputs: a plausible sweep whose throughput flattens while TTFT
 * climbs, and checks in every status. Each builder takes overrides for the fields a test cares about.
 */
import type { Distribution, LevelStats } from '../../src/model/level-stats.js';
import type { Results } from '../../src/model/results.js';
import type { Check } from '../../src/model/checks.js';

/** A distribution whose percentiles are spread around `p50`. */
export function dist(p50: number | null, count = 64): Distribution {
  if (p50 === null) return { count: 0, mean: null, min: null, max: null, p50: null, p90: null, p95: null, p99: null };
  return { count, mean: p50 * 1.05, min: p50 * 0.6, max: p50 * 2, p50, p90: p50 * 1.3, p95: p50 * 1.5, p99: p50 * 1.9 };
}

/** One level: throughput grows until concurrency 8, TTFT grows faster after it. */
export function level(concurrency: number, overrides: Partial<LevelStats> = {}): LevelStats {
  const tpm = 6000 * Math.min(concurrency, 8) + 50 * concurrency;
  const ttft = 300 + (concurrency > 8 ? 90 * concurrency : 10 * concurrency);
  return {
    concurrency,
    requests: 64,
    succeeded: 64,
    failed: 0,
    success_rate: 1,
    duration_s: 10,
    qps: tpm / 60 / 300,
    rpm: tpm / 300,
    tpm,
    output_tokens_per_s: tpm / 60 / 2,
    errors: {},
    tokens_source: 'usage',
    ttft_ms: dist(ttft),
    tpot_ms: dist(12 + concurrency * 0.5),
    itl_ms: dist(12 + concurrency * 0.5),
    e2e_ms: dist(ttft + 255 * (12 + concurrency * 0.5)),
    input_tokens: dist(44),
    output_tokens: dist(256),
    request_tps: dist(60),
    e2e_check: { checked: 64, off: 0, median_gap_ms: 3 },
    client: null,
    ...overrides,
  };
}

/** A finished run over the given levels. */
export function results(concurrency: readonly number[] = [1, 2, 4, 8, 16, 32], overrides: Partial<Results> = {}): Results {
  return {
    schema_version: 1,
    tool: { name: 'llm-slo-gate', version: '0.1.0' },
    status: 'pass',
    error: null,
    started_at: '2026-03-01T10:00:00.000Z',
    finished_at: '2026-03-01T10:00:41.200Z',
    duration_s: 41.2,
    incomplete: false,
    endpoint: { base_url: 'http://127.0.0.1:8000/v1', url: 'http://127.0.0.1:8000/v1/chat/completions', model: 'sim-model', api: 'openai-chat' },
    workload: { max_tokens: 256, temperature: 0, messages: 1, prompt_chars: 180, prompt_sha256: 'ab'.repeat(32) },
    sweep: { concurrency: [...concurrency], requests: 64, warmup: 2 },
    preflight: { ok: true, status_code: 200, error_kind: null, ttft_ms: 210, e2e_ms: 3100, usage: true },
    levels: concurrency.map((c) => level(c)),
    notes: [],
    hints: {},
    git: null,
    checks: [],
    verdict: { fail_on: 'both', failed: 0, warned: 0, unverified: 0 },
    knee: null,
    baseline: { status: 'not_configured', path: '.github/llm-slo-baseline.json', reasons: [], age: null, rows: [] },
    ...overrides,
  };
}

/** A check; by default a passing TTFT p95 SLO at concurrency 8. */
export function check(overrides: Partial<Check> = {}): Check {
  return {
    objective: 'TTFT under load',
    kind: 'slo',
    level: 'error',
    concurrency: 8,
    metric: 'ttft_ms.p95',
    op: '<=',
    limit: 1500,
    actual: 1000,
    baseline: null,
    change: null,
    status: 'pass',
    reason: null,
    source: 'ttft_ms: {p95: 1500}',
    spec_line: 12,
    ...overrides,
  };
}
