/**
 * The one engine both front ends call. One run is a pipeline of values, each step in its own module:
 *
 * ```
 * spec ─ resolveRuns ─► RunPlan[] (frozen plans; a spec without     resolve-runs.ts
 *                        scenarios is a list of one), then for each:
 * RunOptions ─ resolveRun ─► RunSetup (frozen; notes so far)       resolve.ts
 *            ─ measure ────► Measurement (levels summarised as      measure.ts, summarize.ts
 *                             they end; its notes)
 *            ─ stopOutcome, levelNotes ─► incomplete, stop error, notes   summarize.ts
 *            ─ assembleResults ─► Results as measured ─ judge ─► Judgement   assemble.ts, gate/judge.ts
 *            ─ judgedResults ───► Results                            assemble.ts
 * ```
 *
 * No step pushes into another's notes: each returns its own, and the results carry them in the
 * order the steps ran. It does no file or console I/O itself; the caller passes callbacks for
 * progress and for each level's raw records, so the CLI can stream them to disk and the Action to
 * its outputs.
 */
import { exitCodeFor } from '../exit-codes.js';
import { judge, type Judgement } from '../gate/judge.js';
import type { Results } from '../model/results.js';
import type { StopError } from '../load/stop-report.js';
import { resolveRun, type RunSetup } from './resolve.js';
import { measure } from './measure.js';
import { levelNotes, stopOutcome } from './summarize.js';
import { assembleResults, judgedResults, traceSweepOf, type RunFacts } from './assemble.js';
import type { RunOptions, RunOutcome } from './run-types.js';

export type { RunEvent, StreamClient, RunOptions, RunOutcome } from './run-types.js';

/**
 * Runs the whole measurement described by `plan` (as `resolveRuns` resolved it). Never throws for
 * endpoint failures.
 *
 * The run is bounded by `budgetS` (the plan's `sweep.maxDurationS` unless a shared budget gives it
 * less), counted from the call: when it runs out, or
 * when `signal` aborts, no new request is sent, the requests in flight are cancelled, and the
 * results cover what finished. Cancelled requests are neither successes nor failures of the
 * endpoint, so they are left out of every figure and of the records; a note says how many.
 * Such a run is `incomplete`; unless a check already failed, its status is `error` (see `judge`).
 */
export async function run(options: RunOptions): Promise<RunOutcome> {
  const { plan } = options;
  const setup = resolveRun(options);
  const measured = await measure(options, setup);
  const { levels } = measured;
  const stop = stopOutcome(plan, measured.stop, levels, setup.repeats, setup.budgetS);
  // A stop before any level measured is the run's error, unless the endpoint already had one.
  const error = stop.stopped && measured.error === null && levels.length === 0 ? stop.stopped : measured.error;
  const facts: RunFacts = {
    plan,
    startedAt: setup.startedAt,
    budgetS: setup.budgetS,
    elapsedMs: performance.now() - setup.startedMs,
    error,
    incomplete: stop.incomplete,
    stopReason: stop.incomplete ? measured.stop.reason ?? null : null,
    url: setup.url,
    sourceSummary: setup.source.summary,
    repeats: setup.repeats,
    rates: setup.rates,
    trace: traceSweepOf(plan, options.workloadFiles),
    preflight: measured.preflight,
    levels,
    notes: [...setup.notes, ...measured.notes, ...stop.notes, ...levelNotes(plan, levels)],
    hintContext: setup.hintContext,
    reference: setup.reference?.results(),
    serverMetrics: measured.serverMetrics,
    failOn: options.failOn ?? 'both',
    git: options.git ?? null,
    environment: options.environment,
  };
  const measuredResults = assembleResults(facts);
  const results = judgedResults(measuredResults, judgeRun(options, setup, measuredResults, stop.stopped), options.baselineSource);
  return { results, exitCode: exitCodeFor(results.status, results.verdict.on_inconclusive, options.shard !== undefined) };
}

/**
 * The gate's judgement of the results as measured: against the plan's objectives, and against the
 * same-run reference when there is one, else the stored baseline the front end found.
 */
function judgeRun(options: RunOptions, setup: Readonly<RunSetup>, measured: Results, stopped: StopError | undefined): Judgement {
  return judge({
    results: measured,
    gate: options.plan.gate,
    baseline: setup.reference ? setup.reference.baselineInput() : options.baseline,
    failOn: options.failOn ?? 'both',
    locate: options.locate,
    now: new Date(),
    stopped,
    recordsBaseline: options.recordsBaseline === true,
    ...(options.baselineAsked === true ? { baselineAsked: true } : {}),
    ...(options.shard ? { shard: options.shard.shard } : {}),
  });
}
