// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The numbers a reviewer reads, checked the way a reviewer would check them. From fixed runs
 * (seeded raw samples, stored figures computed from them as a run computes them), the real gate
 * judges each kind of comparison (a baseline of several runs, a baseline of one run, a reference
 * measured in the same run, and the SLOs), and the PR comment, the job summary (report.md) and
 * the terminal are rendered. Then, for each metric kind (a latency percentile, a throughput, a
 * share), every figure must be in the unit its metric names, and the baseline, the limit, the
 * measured value and the change of a row must agree within the rounding they are printed with:
 * "7 052 tokens/min against a baseline of 0.152 tokens/min is -22.6 %" cannot pass.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec } from '../../../src/spec/load.js';
import { resolvePlan } from '../../../src/spec/plan.js';
import { judge, type JudgeInput } from '../../../src/gate/judge.js';
import { nextBaseline } from '../../../src/gate/baseline-history.js';
import { renderReport, reportInputFromResults } from '../../../src/report/markdown.js';
import { checksText } from '../../../src/report/text-checks.js';
import { distribution } from '../../../src/stats/percentile.js';
import { createUint32Source, openUnit } from '../../../src/stats/random.js';
import type { LevelSamples } from '../../../src/model/samples.js';
import type { Results } from '../../../src/model/results.js';
import { level, results } from '../../helpers/levels.js';
import { assertCheckTables, assertTerminalChecks, assertVerdictLine } from '../../helpers/reader-numbers.js';

const CONCURRENCY = 4;
const REQUESTS = 64;

/** How one run behaves: its decode speed, how many of its requests fail, and its start-up and drain overhead. */
interface RunShape {
  seed: number;
  /** Time per output token, × 20 ms. */
  tpotScale?: number;
  /** Every `failEvery`-th request fails (0: none). */
  failEvery?: number;
  /**
   * Wall time over what Little's law gives from the requests' own times: start-up and drain,
   * which the stored rate counts and the per-request comparison leaves out. Runs differ in it,
   * as real runs do, so a stored TPM and its comparison never move by quite the same amount.
   */
  overhead?: number;
  started?: string;
}

/** One run at one level: seeded raw samples, and the stored figures a run computes from them. */
function run(shape: RunShape): Results {
  const next = createUint32Source(shape.seed);
  const s: LevelSamples = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
  for (let i = 0; i < REQUESTS; i++) {
    const ttft = 200 * (0.8 + 0.4 * openUnit(next));
    const tpot = 20 * (shape.tpotScale ?? 1) * (0.9 + 0.2 * openUnit(next));
    const ok = !(shape.failEvery && i % shape.failEvery === 0);
    s.ok.push(ok ? 1 : 0);
    s.input_tokens.push(100);
    s.e2e_ms.push(ok ? ttft + 127 * tpot : ttft / 2);
    s.ttft_ms.push(ok ? ttft : null);
    s.tpot_ms.push(ok ? tpot : null);
    s.output_tokens.push(ok ? 128 : null);
  }
  const okIdx = s.ok.flatMap((v, i) => (v === 1 ? [i] : []));
  const durationS = (s.e2e_ms.reduce((a, b) => a + b, 0) / CONCURRENCY / 1000) * (shape.overhead ?? 1.03);
  const tokens = okIdx.reduce((a, i) => a + (s.input_tokens[i] ?? 0) + (s.output_tokens[i] ?? 0), 0);
  const qps = okIdx.length / durationS;
  const values = (column: (i: number) => number | null | undefined) => okIdx.map(column).filter((v): v is number => typeof v === 'number');
  const stats = level({
    concurrency: CONCURRENCY, requests: REQUESTS, succeeded: okIdx.length, failed: REQUESTS - okIdx.length,
    success_rate: okIdx.length / REQUESTS, duration_s: durationS, qps, rpm: qps * 60, tpm: (tokens / durationS) * 60,
    output_tokens_per_s: (okIdx.length * 128) / durationS,
    errors: okIdx.length < REQUESTS ? { server_error: REQUESTS - okIdx.length } : {},
  });
  stats.ttft_ms = distribution(values((i) => s.ttft_ms[i]));
  stats.tpot_ms = distribution(values((i) => s.tpot_ms[i]));
  stats.itl_ms = distribution(values((i) => s.tpot_ms[i]));
  stats.e2e_ms = distribution(s.e2e_ms);
  stats.samples = s;
  return results([stats], { started_at: shape.started ?? '2026-01-02T10:00:00.000Z' });
}

/** The metric kinds, each limited by an SLO and by an allowed change; the candidate breaks all of them. */
const SPEC = (minRuns: number): string => `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: hi}
slos:
  - name: chat
    thresholds:
      tpot_ms: {p50: 25}
      tpm: {min: 15000}
      success_rate: {min: 0.95}
baseline:
  runs: 10
  min_runs: ${minRuns}
  max_change:
    tpot_ms.p50: "+10%"
    tpm: "-10%"
    success_rate: "-5%"
`;

/** A third slower decode, and a quarter of the requests failing, with more start-up overhead than the baseline's runs. */
const CANDIDATE: RunShape = { seed: 99, tpotScale: 1.35, failEvery: 4, overhead: 1.08, started: '2026-01-09T10:00:00.000Z' };

/** A baseline file as `--update-baseline` writes it after `count` runs on main. */
function history(count: number): Results {
  let b: Results | undefined;
  for (let i = 0; i < count; i++) {
    b = nextBaseline(run({ seed: 11 + i, tpotScale: [1, 1.04, 0.97, 1.02, 0.99][i % 5], overhead: 1.02 + 0.005 * i, started: `2026-01-0${i + 1}T10:00:00.000Z` }), b, 10);
  }
  return b as Results;
}

/** The candidate judged against one kind of comparison, as the front ends record it. */
function judged(kind: 'history' | 'one run' | 'reference'): Results {
  const candidate = run(CANDIDATE);
  const plan = resolvePlan(parseSpec(SPEC(kind === 'one run' ? 1 : 2), 'spec.yml'), {});
  const baseline: JudgeInput['baseline'] = kind === 'reference'
    ? { status: 'reference', url: 'http://127.0.0.1:9/reference', levels: run({ seed: 21, overhead: 1.02 }).levels }
    : { status: 'loaded', path: '.github/llm-slo-baseline.json', results: kind === 'history' ? history(5) : run({ seed: 11, overhead: 1.02 }) };
  const j = judge({ results: candidate, gate: plan.gate, baseline, failOn: 'both', locate: undefined, now: new Date('2026-01-10T00:00:00Z') });
  return { ...candidate, ...j };
}

describe('the numbers a reader sees', () => {
  for (const kind of ['history', 'one run', 'reference'] as const) {
    it(`agree with each other and carry their units: against a ${kind === 'history' ? 'baseline of several runs' : kind === 'one run' ? 'baseline of one run' : 'reference measured in the same run'}, and the SLOs`, () => {
      const r = judged(kind);
      const regressions = r.checks.filter((c) => c.kind === 'regression' && c.baseline !== null);
      assert.deepEqual(new Set(regressions.map((c) => c.metric)), new Set(['tpot_ms.p50', 'tpm', 'success_rate']), JSON.stringify(r.checks));
      // Every kind of metric is compared, and what is shown of it is in its own unit in results.json too.
      for (const c of regressions) {
        assert.ok(c.change !== null && c.actual !== null && c.baseline !== null && c.limit !== null);
        assert.ok(Math.abs(c.actual / c.baseline - 1 - c.change) < 1e-9, `${c.metric}: results.json's baseline, actual and change agree: ${JSON.stringify(c)}`);
      }
      for (const row of r.baseline.rows) {
        if (row.baseline === null || row.current === null || row.change === null || row.baseline === 0) continue;
        assert.ok(Math.abs(row.current / row.baseline - 1 - row.change) < 0.005, `row ${row.metric}: ${JSON.stringify(row)}`);
      }
      const comment = renderReport(reportInputFromResults(r), { markerId: '.github/llm-slo.yml' });
      const summary = renderReport(reportInputFromResults(r));
      for (const [what, md] of [['the comment', comment], ['the job summary', summary]] as const) {
        const rows = assertCheckTables(md, `${kind}, ${what}`);
        assert.ok(rows >= 3, `${what} has the failed SLO rows at least: ${md}`);
        assertVerdictLine(md.split('\n').find((l) => l.startsWith('**'))!, `${kind}, ${what}`);
      }
      const terminal = checksText(r);
      assert.ok(assertTerminalChecks(terminal, `${kind}, terminal`) >= 3, terminal);
      assertVerdictLine(r.verdict.reason ?? '', `${kind}, terminal verdict`);
      // A throughput's baseline is in tokens per minute, not a per-millisecond ratio thousands of times smaller.
      const tpm = regressions.find((c) => c.metric === 'tpm')!;
      assert.ok(tpm.baseline! > 10_000 && tpm.baseline! < 40_000, `TPM baseline ${tpm.baseline}`);
    });
  }
});
