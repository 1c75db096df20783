/**
 * The last step of a run, and the only place its `Results` are built: `assembleResults` takes the
 * facts the earlier steps returned (their notes concatenated in order) and returns the results as
 * measured, which the gate judges; `judgedResults` takes those and the gate's `Judgement` and
 * returns the results as judged (a merged run's results are judged the same way).
 */
import { redactUrl } from '../client/index.js';
import { goodputSpecOf } from '../metrics/goodput.js';
import type { LevelStats } from '../model/level-stats.js';
import type { GitInfo } from '../model/baseline.js';
import type { FailOn } from '../model/checks.js';
import type { RunEnvironment } from '../model/environment.js';
import { RESULTS_SCHEMA_VERSION, type BaselineSource, type PreflightResult, type ReferenceResults, type Results } from '../model/results.js';
import type { Judgement } from '../gate/judge.js';
import type { Plan } from '../spec/types.js';
import type { WorkloadSummary } from '../workload/source.js';
import type { WorkloadFiles } from '../workload/files.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';
import { hintsForResults, type HintContext } from './diagnose.js';

/** What the steps before found out about one run: everything its results record but the judgement. */
export interface RunFacts {
  plan: Plan;
  startedAt: Date;
  /** Seconds the run was given (`RunSetup.budgetS`): results.json `sweep.max_duration_s`. */
  budgetS: number;
  /** The run's wall time up to its results, in ms. */
  elapsedMs: number;
  /** The run's error before judging: a failed connectivity check, every request failed, or a stop before any level. */
  error: Results['error'];
  incomplete: boolean;
  stopReason: Results['stop_reason'];
  url: URL;
  sourceSummary: WorkloadSummary;
  repeats: number;
  rates: readonly number[];
  /** `sweep.trace` of a replay (`traceSweepOf`); undefined without one. */
  trace: Results['sweep']['trace'] | undefined;
  preflight: PreflightResult | null;
  levels: LevelStats[];
  /** Every step's notes, in the order the steps ran. */
  notes: readonly string[];
  hintContext: HintContext;
  reference: ReferenceResults | undefined;
  serverMetrics: Results['server_metrics'];
  failOn: FailOn;
  git: GitInfo | null;
  environment: RunEnvironment | undefined;
}

/** The run's results as measured: its status `pass` or `error`, no checks, no baseline read; what the gate judges. */
export function assembleResults(facts: RunFacts): Results {
  const { plan } = facts;
  const judgement = unjudged(facts);
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: judgement.status,
    error: judgement.error,
    started_at: facts.startedAt.toISOString(),
    finished_at: new Date(facts.startedAt.getTime() + facts.elapsedMs).toISOString(),
    duration_s: round3(facts.elapsedMs / 1000),
    incomplete: facts.incomplete,
    endpoint: { base_url: redactUrl(new URL(plan.endpoint.baseUrl)), url: redactUrl(facts.url), model: plan.endpoint.model, api: plan.endpoint.api },
    workload: {
      max_tokens: plan.workload.maxTokens,
      temperature: plan.workload.temperature ?? null,
      ...facts.sourceSummary,
    },
    sweep: {
      concurrency: [...plan.sweep.concurrency],
      requests: plan.sweep.requests,
      warmup: plan.sweep.warmup,
      max_duration_s: facts.budgetS,
      ...(plan.sweep.maxRequests !== undefined ? { max_requests: plan.sweep.maxRequests, target_resolution: plan.sweep.targetResolution ?? null } : {}),
      ...(facts.repeats > 1 ? { repeats: facts.repeats } : {}),
      ...(facts.rates.length > 0 ? { rate: [...facts.rates], max_concurrency: plan.sweep.maxConcurrency ?? null, seed: plan.sweep.seed ?? null } : {}),
      ...(facts.trace === undefined ? {} : { trace: facts.trace, max_concurrency: plan.sweep.maxConcurrency ?? null }),
    },
    stop_reason: facts.stopReason,
    preflight: facts.preflight,
    levels: facts.levels,
    ...(plan.gate.goodput === undefined ? {} : { goodput_bounds: goodputSpecOf(plan.gate.goodput) }),
    notes: [...facts.notes],
    hints: hintsForResults({ preflight: facts.preflight, levels: facts.levels }, facts.hintContext),
    git: facts.git,
    ...(facts.environment === undefined ? {} : { environment: facts.environment }),
    checks: judgement.checks,
    verdict: judgement.verdict,
    knee: judgement.knee,
    baseline: judgement.baseline,
    ...(facts.reference ? { reference: facts.reference } : {}),
    ...(facts.serverMetrics === undefined ? {} : { server_metrics: facts.serverMetrics }),
  };
}

/**
 * Results as judged: the measured results with the gate's judgement in place of the unjudged one
 * (same fields, same order), the gate's notes after the run's, and where the stored baseline came
 * from. A new object: the measured results are left as they were.
 */
export function judgedResults(measured: Results, judgement: Judgement, baselineSource: BaselineSource | undefined): Results {
  return {
    ...measured,
    status: judgement.status,
    error: judgement.error,
    checks: judgement.checks,
    verdict: judgement.verdict,
    knee: judgement.knee,
    baseline: baselineSource ? { ...judgement.baseline, source: baselineSource } : judgement.baseline,
    notes: [...measured.notes, ...judgement.notes],
  };
}

/** `sweep.trace` of results.json: the replay as the spec asked for it and the slice it took. */
export function traceSweepOf(plan: Plan, files: WorkloadFiles | undefined): NonNullable<Results['sweep']['trace']> | undefined {
  const t = plan.workload.trace;
  if (t === undefined) return undefined;
  const replay = files?.trace?.replay;
  return {
    file: t.file,
    format: t.format,
    speed: t.speed,
    window: { start_s: t.window.startS ?? 0, duration_s: t.window.durationS ?? null, max_requests: t.window.maxRequests ?? null },
    requests: replay?.entries.length ?? 0,
    span_s: Math.round((replay?.spanMs ?? 0)) / 1000,
  };
}

/** The judgement of a run not yet judged: its status as measured, no checks, no baseline read. */
export function unjudged(facts: Pick<RunFacts, 'plan' | 'error' | 'failOn'>): Judgement {
  return {
    status: facts.error ? 'error' : 'pass',
    error: facts.error,
    checks: [],
    verdict: { fail_on: facts.failOn, failed: 0, warned: 0, unverified: 0, reason: null, on_inconclusive: facts.plan.gate.onInconclusive ?? 'fail' },
    knee: null,
    baseline: { status: 'not_configured', path: facts.plan.gate.baseline.path, reasons: [], age: null, rows: [] },
    notes: [],
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
