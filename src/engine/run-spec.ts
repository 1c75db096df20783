/**
 * Runs a spec: the one path both front ends call. A spec without scenarios is one unnamed run;
 * a spec with scenarios is one run per scenario inside the shared budget. Everything the front
 * end owns (where a baseline and the key come from, where files go, what is said and where, the
 * stop signal) comes in through small ports, so the CLI and the Action differ only in those.
 *
 * In order: every run's workload files and stored baseline are read and checked before the
 * first request; each plan runs (`run`) with its files written as it goes; the combined
 * results.json and report.md of a spec with scenarios are written; baselines are refreshed when
 * asked; the exit code follows the status (`exitCodeFor`).
 *
 * **A baseline that cannot be refreshed** (its run stopped early, measured nothing, or its
 * scenario was not run) is not written; every other one is. Every file and report is still
 * written, and the refusal comes back in `baselineRefused` for the front end to raise after its
 * own reporting: the CLI exits 3 with it, the Action fails its step with it.
 */
import { join } from 'node:path';
import type { Plan, Spec } from '../spec/types.js';
import type { SpecLocator } from '../spec/locate.js';
import type { FailOn } from '../model/checks.js';
import type { GitInfo } from '../model/baseline.js';
import type { RunEnvironment } from '../model/environment.js';
import type { BaselineSource, Results } from '../model/results.js';
import type { LevelRecords } from '../model/record.js';
import type { ScenariosResults } from '../model/scenario-results.js';
import type { BaselineInput } from '../gate/judge.js';
import { GateError, isGateError } from '../errors.js';
import { exitCodeFor, type ExitCode } from '../exit-codes.js';
import { readWorkloadFiles, type WorkloadFiles } from '../workload/files.js';
import { runsKept, scenarioLocator, type ScenarioPlan, type ScenarioPlans } from '../spec/scenario-plans.js';
import { scenarioDir } from '../spec/scenario-names.js';
import { renderReport, reportInputFromResults, type ReportOptions, type ReportSpec } from '../report/markdown.js';
import { renderScenariosReport } from '../report/markdown-scenarios.js';
import { run, type RunEvent, type RunOptions, type RunOutcome } from './run.js';
import { runScenarios } from './scenarios.js';
import { readScenarioFiles } from './scenario-files.js';
import { combineScenarios } from './scenario-results.js';
import type { RunShard } from '../load/shard.js';
import type { ShardId } from '../model/shard.js';

/** What a spec resolves to: one plan, or one per scenario with the shared budget. */
export type SpecPlans = { kind: 'single'; plan: Plan } | ({ kind: 'scenarios' } & ScenarioPlans);

/** A stored baseline as the front end found it. */
export interface FoundBaseline {
  baseline: BaselineInput;
  /** Where it came from, recorded in `results.baseline.source` (an artifact, or the file it fell back to). */
  source?: BaselineSource;
  /** Notes for the run's results (how the artifact was found, or why the file was used instead). */
  notes?: readonly string[];
  /** True when asking for it asked for a comparison, so finding none is reported like a missing configured file. */
  configured?: boolean;
}

/** Where stored baselines come from and go to: a file, or an artifact then a file. */
export interface BaselinesPort {
  /**
   * Each run's stored baseline, by run name (`''` for a spec without scenarios), read before any
   * request; `scenarios` says whether the runs are a spec's scenarios.
   */
  read(wanted: readonly { name: string; plan: Plan }[], scenarios: boolean): Promise<Map<string, FoundBaseline>>;
  /**
   * Writes `results` as the baseline at `path` of run `name` (as in `read`), keeping `runs` runs;
   * returns where. @throws GateError when it refuses.
   */
  write(path: string, results: Results, runs: number, name: string, options?: { pin?: boolean }): Promise<string>;
}

/** The endpoint's and the reference's keys. Never logged; the notes say only whether one was set. */
export interface SecretsPort {
  key(plan: Plan, notes: string[]): { key: string | undefined; trimmed: boolean };
  /** The same-run reference's key: the endpoint's own when both name the same variable. */
  referenceKey(plan: Plan, endpointKey: string | undefined, notes: string[]): string | undefined;
  /** The values of the headers the spec sends when reading the server's metrics (`server_metrics.headers`); none when absent. */
  serverMetricsHeaders?(plan: Plan, notes: string[]): Record<string, string>;
}

/** One run's output folder (`OutputWriter` in io/outputs.ts is one). */
export interface RunFiles {
  readonly dir: string;
  /** A file's full path. */
  path(file: 'results' | 'report'): string;
  /** Appends one level's measured records to `requests.jsonl`. */
  appendRequests(level: LevelRecords): Promise<void>;
  writeResults(results: Results): Promise<void>;
  writeReport(markdown: string): Promise<void>;
  /** Appends lines to `shard-records.jsonl`: a shard's raw records (`engine/shard-run.ts`). */
  appendShardRecords?(lines: string): Promise<void>;
}

/** What a sharded run needs beyond a plain one (`SpecRun.shard`; made by `prepareShard` in shard-run.ts). */
export interface ShardRun {
  shard: ShardId;
  /** The split plan this shard runs. */
  plan: Plan;
  /** The engine's hooks. */
  hooks: RunShard;
  /** Wraps the run's output folder so it also keeps the raw records and the facts. */
  files(files: RunFiles): RunFiles;
}

/** The top folder of a spec with scenarios. */
export interface CombinedFiles {
  readonly dir: string;
  path(file: 'results' | 'report'): string;
  writeScenariosResults(results: ScenariosResults): Promise<void>;
  writeReport(markdown: string): Promise<void>;
}

export interface OutputsPort {
  open(dir: string): Promise<RunFiles>;
  openCombined(dir: string): Promise<CombinedFiles>;
}

/** What the engine says while it runs; `scenario` is null for a spec without scenarios. */
export interface LogPort {
  /** A problem the user should fix that does not stop the run (an unusable baseline). */
  warn(line: string): void;
  /** A fact worth a line (a baseline written). */
  info(line: string): void;
  /** A scenario is about to run with this plan (its share of the budget in `sweep.maxDurationS`). */
  scenarioStart?(scenario: ScenarioPlan, plan: Plan): void;
  /** The engine's progress. */
  event?(scenario: string | null, event: RunEvent): void;
  /** One run is measured and its files are written. */
  runDone?(scenario: string | null, results: Results, files: RunFiles): void;
}

export interface EnginePorts {
  /** Folder the spec's relative paths (workload files, output folder) are read from. */
  cwd: string;
  baselines: BaselinesPort;
  secrets: SecretsPort;
  outputs: OutputsPort;
  log: LogPort;
  /** Stops the run now; a spec with scenarios skips those not started. */
  signal: AbortSignal;
  git: GitInfo | null;
  environment: RunEnvironment;
  /** The client factory, when the front end needs its own (the demo connects directly). */
  createClient?: RunOptions['createClient'];
}

export interface SpecRun {
  /** The spec (its scenarios' line numbers are found through it). */
  spec: Spec;
  plans: SpecPlans;
  locate?: SpecLocator;
  /** The spec file, named in the report. */
  specFile: ReportSpec | null;
  outDir: string;
  failOn: FailOn;
  updateBaseline: boolean;
  /** With `updateBaseline`: record this run as the anchor of `baseline.max_drift` (`--pin-baseline`). */
  pinBaseline?: boolean;
  /** The report's link to the CI run and comment marker, when there is one. */
  runUrl?: string | null;
  reportOptions?: ReportOptions;
  /** Set when this run is one shard of a sweep (`run --shard i/N`); `plans` is then the shard's split plan. */
  shard?: ShardRun;
}

/** A spec's outcome: the results and report of its one run, or the combined ones of its scenarios. */
export type SpecOutcome = (
  | { kind: 'single'; results: Results; files: RunFiles }
  | { kind: 'scenarios'; results: ScenariosResults; files: CombinedFiles }
) & {
  /** The report.md written. */
  report: string;
  exitCode: ExitCode;
  /** The baselines that could not be refreshed, one line each; null when none was refused. */
  baselineRefused: GateError | null;
};

/** Runs the spec; throws only for what stops it before anything is measured (a bad file, an unwritable folder). */
export async function runSpec(r: SpecRun, ports: EnginePorts): Promise<SpecOutcome> {
  const scenarios: ScenarioPlan[] = r.plans.kind === 'single'
    ? [{ name: '', index: -1, plan: r.plans.plan, capS: undefined, notes: [] }]
    : r.plans.scenarios;
  // Every run's files are read before anything is written or sent: a bad file fails at once.
  const files = r.plans.kind === 'single'
    ? new Map([['', await readWorkloadFiles(r.plans.plan.workload, ports.cwd)]])
    : await readScenarioFiles(scenarios, ports.cwd);
  // A shard is not judged against the baseline: its share of the load is not the baseline's; the merge is.
  const baselines = r.shard ? new Map<string, FoundBaseline>() : await readBaselines(scenarios, r.plans.kind === 'scenarios', ports);
  if (r.shard && scenarios.some((s) => s.plan.workload.trace !== undefined)) {
    throw new GateError('USAGE', 'A spec that replays a trace (sweep.trace) cannot be split into shards: the replay is one schedule of recorded arrivals.', { hint: 'Run it without --shard, on one runner.' });
  }
  if (r.shard && r.plans.kind !== 'single') throw new GateError('USAGE', 'A spec with scenarios cannot be split into shards.', { hint: 'Run each scenario as a spec of its own to shard it.' });
  if (r.plans.kind === 'single') {
    const opened = await ports.outputs.open(r.outDir);
    const files1 = r.shard ? r.shard.files(opened) : opened;
    const outcome = await runOne(r, ports, { scenario: null, plan: r.plans.plan, notes: [], files: files1, workloadFiles: files.get(''), found: baselines.get(''), locate: r.locate });
    const report = renderReport(reportInputFromResults(outcome.results, { spec: r.specFile, hints: outcome.results.hints, ...(r.runUrl !== undefined ? { runUrl: r.runUrl } : {}) }), r.reportOptions);
    await files1.writeReport(report);
    ports.log.runDone?.(null, outcome.results, files1);
    const refused = r.updateBaseline && !r.shard ? await refreshBaselines(ports, [{ name: null, path: r.plans.plan.gate.baseline.path, results: outcome.results, runs: r.plans.plan.gate.baseline.runs ?? 1, pin: r.pinBaseline === true }]) : null;
    return { kind: 'single', results: outcome.results, files: files1, report, exitCode: outcome.exitCode, baselineRefused: refused };
  }
  const plans = r.plans;
  const top = await ports.outputs.openCombined(r.outDir);
  const startedAt = new Date();
  const entries = await runScenarios({
    scenarios,
    budgetS: plans.budgetS,
    signal: ports.signal,
    runOne: async (scenario, plan) => {
      ports.log.scenarioStart?.(scenario, plan);
      const out = await ports.outputs.open(join(r.outDir, scenarioDir(scenario.name)));
      const locate = scenarioLocator(r.locate, r.spec, scenario.index);
      const outcome = await runOne(r, ports, { scenario: scenario.name, plan, notes: scenario.notes, files: out, workloadFiles: files.get(scenario.name), found: baselines.get(scenario.name), locate });
      await out.writeReport(renderReport(reportInputFromResults(outcome.results, { spec: r.specFile, hints: outcome.results.hints })));
      ports.log.runDone?.(scenario.name, outcome.results, out);
      return outcome;
    },
  });
  const combined = combineScenarios(entries, { startedAt, finishedAt: new Date(), budgetS: plans.budgetS });
  await top.writeScenariosResults(combined);
  const report = renderScenariosReport(combined, { spec: r.specFile, ...(r.runUrl !== undefined ? { runUrl: r.runUrl } : {}) }, r.reportOptions);
  await top.writeReport(report);
  const refused = r.updateBaseline
    ? await refreshBaselines(ports, combined.scenarios.map((e) => ({ name: e.name, path: e.baseline_path, results: e.results, runs: runsKept(plans, e.name), status: e.status, pin: r.pinBaseline === true })))
    : null;
  return { kind: 'scenarios', results: combined, files: top, report, exitCode: exitCodeFor(combined.status, combined.verdict.on_inconclusive), baselineRefused: refused };
}

/** One plan's run: its key, baseline and notes put together, its records streamed to its folder. */
async function runOne(r: SpecRun, ports: EnginePorts, one: {
  scenario: string | null; plan: Plan; notes: readonly string[]; files: RunFiles;
  workloadFiles: WorkloadFiles | undefined; found: FoundBaseline | undefined; locate: SpecLocator | undefined;
}): Promise<RunOutcome> {
  const { plan } = one;
  const notes = [...one.notes, ...(one.found?.notes ?? [])];
  const { key, trimmed } = ports.secrets.key(plan, notes);
  const outcome = await run({
    plan,
    apiKey: key,
    apiKeyTrimmed: trimmed,
    serverMetricsHeaders: ports.secrets.serverMetricsHeaders?.(plan, notes) ?? {},
    notes,
    signal: ports.signal,
    failOn: r.failOn,
    // A run refreshed as the baseline is judged as a refresh (see `runStatus`).
    recordsBaseline: r.updateBaseline,
    ...(one.locate ? { locate: one.locate } : {}),
    // A same-run reference replaces the stored baseline: none was read for it.
    ...(plan.reference ? { referenceApiKey: ports.secrets.referenceKey(plan, key, notes) } : one.found ? { baseline: one.found.baseline } : {}),
    ...(one.found?.source ? { baselineSource: one.found.source } : {}),
    git: ports.git,
    environment: ports.environment,
    ...(ports.createClient ? { createClient: ports.createClient } : {}),
    ...(r.shard ? { shard: r.shard.hooks } : {}),
    ...(one.workloadFiles ? { workloadFiles: one.workloadFiles } : {}),
    ...(ports.log.event ? { onEvent: (e: RunEvent) => ports.log.event?.(one.scenario, e) } : {}),
    onLevelRecords: (level) => one.files.appendRequests(level),
  });
  await one.files.writeResults(outcome.results);
  return outcome;
}

/**
 * Every stored baseline, read and checked before the first request: one that cannot be used is a
 * warning now, and its run goes on as one without a baseline. A run with a same-run reference
 * compares with it and reads none.
 */
export async function readBaselines(scenarios: readonly ScenarioPlan[], named: boolean, ports: EnginePorts): Promise<Map<string, FoundBaseline>> {
  const compared = scenarios.filter((s) => s.plan.reference === undefined);
  if (compared.length === 0) return new Map();
  const found = await ports.baselines.read(compared.map((s) => ({ name: s.name, plan: s.plan })), named);
  for (const s of compared) {
    const f = found.get(s.name);
    if (f?.configured) s.plan.gate.baseline = { ...s.plan.gate.baseline, configured: true };
    const unusable = unusableBaselineWarning(f?.baseline);
    if (unusable) ports.log.warn(named ? `scenario ${s.name}: ${unusable}` : unusable);
  }
  return found;
}

/** What to say at start-up about a baseline that cannot be used; undefined when it loaded, is missing, or none was read. */
export function unusableBaselineWarning(baseline: BaselineInput | undefined): string | undefined {
  if (baseline?.status !== 'unreadable') return undefined;
  return `The baseline ${baseline.path} cannot be used: ${baseline.reason}. This run goes on without it: its max_change checks are not judged.`;
}

/** Writes every baseline that can be written; the refusals, joined, or null when there were none. */
export async function refreshBaselines(ports: EnginePorts, wanted: readonly {
  name: string | null; path: string; results: Results | null; runs: number; status?: string; pin?: boolean;
}[]): Promise<GateError | null> {
  const refused: GateError[] = [];
  for (const w of wanted) {
    try {
      if (!w.results) throw new GateError('IO', `Not writing ${w.path}: scenario ${w.name} ${w.status === 'not_run' ? 'was not run' : 'stopped with an error'}.`);
      const written = await ports.baselines.write(w.path, w.results, w.runs, w.name ?? '', { pin: w.pin === true });
      ports.log.info(w.name === null ? `baseline written to ${written}` : `baseline of ${w.name} written to ${written}`);
    } catch (err) {
      // One run that cannot be a baseline must not keep the others from being refreshed.
      if (!isGateError(err)) throw err;
      refused.push(err);
    }
  }
  if (refused.length === 0) return null;
  if (wanted.length === 1 && wanted[0]?.name === null) return refused[0] ?? null;
  return new GateError('IO', refused.map((e) => e.message).join('\n'), { hint: 'A baseline must come from a complete run; the other scenarios\' baselines were written.' });
}
