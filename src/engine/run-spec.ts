/**
 * Runs a spec's runs: the one path both front ends call. The runs come resolved (`resolveRuns`:
 * plans frozen, workload files read): a spec without scenarios is a list of one run, named `''`;
 * a spec with scenarios is one run per scenario inside the shared budget. Everything the front
 * end owns (where a baseline and the key come from, where files go, what is said and where, the
 * stop signal) comes in through small ports, so the CLI and the Action differ only in those.
 *
 * In order: every run's stored baseline is read and checked before the first request (its
 * workload files were, by `resolveRuns`); each plan runs (`run`) with its files written as it goes; the combined
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
import { scenarioLocator, type ScenarioPlan } from '../spec/scenario-plans.js';
import { scenarioDir } from '../spec/scenario-names.js';
import { renderReport, reportInputFromResults, type ReportOptions, type ReportSpec } from '../report/markdown.js';
import { renderScenariosReport } from '../report/markdown-scenarios.js';
import { run, type RunEvent, type RunOptions, type RunOutcome } from './run.js';
import { runScenarios } from './scenarios.js';
import { combineScenarios } from './scenario-results.js';
import type { RunShard } from '../load/shard.js';
import type { ShardId } from '../model/shard.js';
import type { WorkloadFiles } from '../workload/files.js';

/** One run of a spec, resolved: its plan frozen and final, its workload files read. */
export interface RunPlan extends Readonly<ScenarioPlan> {
  /** The scenario's name; `''` for a spec without scenarios. */
  readonly name: string;
  /** Position in the spec's `scenarios`; -1 for a spec without scenarios. */
  readonly index: number;
  readonly plan: Plan;
  /** Overrides this run goes without, each with why: added to its results' notes. */
  readonly notes: readonly string[];
  /** The prompt set, images and trace the workload names, read before any request. */
  readonly files: WorkloadFiles;
}

/** A spec's runs, and the budget they share. */
export interface SpecRuns {
  readonly runs: readonly RunPlan[];
  /** True when the runs are the spec's scenarios: their results are also combined (`ScenariosResults`). */
  readonly scenarios: boolean;
  /**
   * Seconds the runs may take together: a spec's `sweep.max_duration_s` (or its override). Each
   * scenario gets what is left of it, at most its own cap; a run of its own gets all of it.
   */
  readonly budgetS: number;
  /** Set when the run is one shard of a sweep: its plan is then the shard's split plan. */
  readonly shard?: ShardRun;
}

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

/** What a sharded run needs beyond a plain one (`SpecRuns.shard`; made by `prepareShard` in shard-run.ts). */
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

/** What the engine says while it runs; a run's name is `''` for a spec without scenarios. */
export interface LogPort {
  /** A problem the user should fix that does not stop the run (an unusable baseline). */
  warn(line: string): void;
  /** A fact worth a line (a baseline written). */
  info(line: string): void;
  /** A scenario is about to run, in `budgetS` seconds: its share of the budget. */
  scenarioStart?(scenario: ScenarioPlan, budgetS: number): void;
  /** The engine's progress in run `name`. */
  event?(name: string, event: RunEvent): void;
  /** Run `name` is measured and its files are written. */
  runDone?(name: string, results: Results, files: RunFiles): void;
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
  /** The spec's runs as resolved (`resolveRuns`), with the shard's split plan when it is one shard of a sweep. */
  runs: SpecRuns;
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

/**
 * Runs the spec's runs (`resolveRuns`); throws only for what stops it before anything is measured
 * (an unwritable folder). Every run goes through the same steps (its baseline, its folder, its
 * run, its report); a spec without scenarios is a list of one run, given the whole budget, and a
 * spec's scenarios share theirs (`runScenarios`), their results also combined.
 */
export async function runSpec(r: SpecRun, ports: EnginePorts): Promise<SpecOutcome> {
  const { runs, scenarios, budgetS, shard } = r.runs;
  // A shard is not judged against the baseline: its share of the load is not the baseline's; the merge is.
  const baselines = shard ? new Map<string, FoundBaseline>() : await readBaselines(runs, scenarios, ports);
  const top = scenarios ? await ports.outputs.openCombined(r.outDir) : undefined;
  const startedAt = new Date();
  const runOne = async (one: RunPlan, shareS: number): Promise<RunDone> => {
    const opened = await ports.outputs.open(scenarios ? join(r.outDir, scenarioDir(one.name)) : r.outDir);
    const files = shard ? shard.files(opened) : opened;
    const locate = scenarios ? scenarioLocator(r.locate, r.spec, one.index) : r.locate;
    const outcome = await measureRun(r, ports, { run: one, budgetS: shareS, files, found: baselines.get(one.name), locate });
    // The combined report links the CI run and carries the comment's marker; a scenario's own report does not.
    const linked = scenarios ? {} : { ...(r.runUrl !== undefined ? { runUrl: r.runUrl } : {}) };
    const report = renderReport(reportInputFromResults(outcome.results, { spec: r.specFile, hints: outcome.results.hints, ...linked }), scenarios ? undefined : r.reportOptions);
    await files.writeReport(report);
    ports.log.runDone?.(one.name, outcome.results, files);
    return { outcome, files, report };
  };
  const pin = r.pinBaseline === true;
  const runsKept = (name: string): number => runs.find((s) => s.name === name)?.plan.gate.baseline.runs ?? 1;
  if (top === undefined) {
    const only = runs[0]!;
    const { outcome, files, report } = await runOne(only, budgetS);
    const refused = r.updateBaseline && !shard
      ? await refreshBaselines(ports, [{ name: '', path: only.plan.gate.baseline.path, results: outcome.results, runs: runsKept(''), pin }])
      : null;
    return { kind: 'single', results: outcome.results, files, report, exitCode: outcome.exitCode, baselineRefused: refused };
  }
  const entries = await runScenarios({
    scenarios: runs, budgetS, signal: ports.signal,
    runOne: async (one, shareS) => {
      ports.log.scenarioStart?.(one, shareS);
      return (await runOne(one, shareS)).outcome;
    },
  });
  const combined = combineScenarios(entries, { startedAt, finishedAt: new Date(), budgetS });
  await top.writeScenariosResults(combined);
  const report = renderScenariosReport(combined, { spec: r.specFile, ...(r.runUrl !== undefined ? { runUrl: r.runUrl } : {}) }, r.reportOptions);
  await top.writeReport(report);
  const refused = r.updateBaseline
    ? await refreshBaselines(ports, combined.scenarios.map((e) => ({ name: e.name, path: e.baseline_path, results: e.results, runs: runsKept(e.name), status: e.status, pin })))
    : null;
  return { kind: 'scenarios', results: combined, files: top, report, exitCode: exitCodeFor(combined.status, combined.verdict.on_inconclusive), baselineRefused: refused };
}

/** One run measured, its files and report written. */
interface RunDone {
  outcome: RunOutcome;
  files: RunFiles;
  report: string;
}

/** One run: its key, baseline and notes put together, its records streamed to its folder. */
async function measureRun(r: SpecRun, ports: EnginePorts, one: {
  run: RunPlan; budgetS: number; files: RunFiles; found: FoundBaseline | undefined; locate: SpecLocator | undefined;
}): Promise<RunOutcome> {
  const { plan, name } = one.run;
  const notes = [...one.run.notes, ...(one.found?.notes ?? [])];
  const { key, trimmed } = ports.secrets.key(plan, notes);
  const outcome = await run({
    plan,
    budgetS: one.budgetS,
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
    ...(one.found?.configured ? { baselineAsked: true } : {}),
    git: ports.git,
    environment: ports.environment,
    ...(ports.createClient ? { createClient: ports.createClient } : {}),
    ...(r.runs.shard ? { shard: r.runs.shard.hooks } : {}),
    workloadFiles: one.run.files,
    ...(ports.log.event ? { onEvent: (e: RunEvent) => ports.log.event?.(name, e) } : {}),
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
export async function readBaselines(runs: readonly { name: string; plan: Plan }[], named: boolean, ports: EnginePorts): Promise<Map<string, FoundBaseline>> {
  const compared = runs.filter((s) => s.plan.reference === undefined);
  if (compared.length === 0) return new Map();
  const found = await ports.baselines.read(compared.map((s) => ({ name: s.name, plan: s.plan })), named);
  for (const s of compared) {
    const unusable = unusableBaselineWarning(found.get(s.name)?.baseline);
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
  name: string; path: string; results: Results | null; runs: number; status?: string; pin?: boolean;
}[]): Promise<GateError | null> {
  const refused: GateError[] = [];
  for (const w of wanted) {
    try {
      if (!w.results) throw new GateError('IO', `Not writing ${w.path}: scenario ${w.name} ${w.status === 'not_run' ? 'was not run' : 'stopped with an error'}.`);
      const written = await ports.baselines.write(w.path, w.results, w.runs, w.name, { pin: w.pin === true });
      ports.log.info(w.name === '' ? `baseline written to ${written}` : `baseline of ${w.name} written to ${written}`);
    } catch (err) {
      // One run that cannot be a baseline must not keep the others from being refreshed.
      if (!isGateError(err)) throw err;
      refused.push(err);
    }
  }
  if (refused.length === 0) return null;
  if (wanted.length === 1 && wanted[0]?.name === '') return refused[0] ?? null;
  return new GateError('IO', refused.map((e) => e.message).join('\n'), { hint: 'A baseline must come from a complete run; the other scenarios\' baselines were written.' });
}
