/**
 * The terminal front end of the engine: its ports (key from the environment, files on disk,
 * progress and warnings on stderr, tables on stdout, Ctrl-C / SIGTERM) and what is printed once
 * the spec has run. Shared by `run` and `demo`.
 */
import type { CliIO } from './io.js';
import { progressPrinter } from './progress.js';
import { runSpec, type EnginePorts, type LogPort, type SpecOutcome, type SpecRun } from '../engine/run-spec.js';
import type { RunEvent } from '../engine/run.js';
import type { Results } from '../model/results.js';
import type { ScenarioEntry, ScenariosResults } from '../model/scenario-results.js';
import { OpenAIChatClient } from '../client/index.js';
import { handleStopSignals } from '../io/stop-signals.js';
import { fileBaselines, fileOutputs } from '../io/engine-ports.js';
import { readApiKey, readReferenceKey, readServerMetricsHeaders } from '../io/api-key.js';
import { collectEnvironment } from '../io/environment.js';
import { gitInfo } from '../io/git-info.js';
import { levelsTextTable } from '../report/text-table.js';
import { checksText, failuresText } from '../report/text-checks.js';
import { statusWord, verdictDetails, inconclusiveAdvice, shardAdvice } from '../report/verdict-line.js';
import { mergeShards, type MergeRun } from '../engine/merge.js';

export interface TerminalOptions {
  /** Print only the final tables: no progress. */
  quiet: boolean;
  /** Connect directly, ignoring HTTP(S)_PROXY: for the demo's own loopback simulator. */
  direct?: boolean;
}

/**
 * Runs the spec with the terminal's ports and prints its outcome. The stop handlers stay until
 * every file is written, so a stop never loses what was measured.
 *
 * @throws GateError for what stopped the spec before it ran, and, after everything is printed,
 *   for a baseline that could not be refreshed (exit code 3).
 */
export async function measureSpec(r: SpecRun, io: CliIO, options: TerminalOptions): Promise<SpecOutcome> {
  const stop = handleStopSignals({ say: (line) => io.stderr.write(`\n${line}\n`) });
  let outcome: SpecOutcome;
  try {
    outcome = await runSpec(r, terminalPorts(io, stop.signal, options));
  } finally {
    stop.dispose();
  }
  if (outcome.kind === 'scenarios') printScenarios(outcome.results, outcome.files.dir, io);
  if (outcome.baselineRefused) throw outcome.baselineRefused;
  return outcome;
}

/**
 * Merges shards (`llm-slo-gate merge`) with the terminal's ports and prints the outcome like a run's.
 * @throws GateError for shards that cannot be merged and, after printing, for a refused baseline.
 */
export async function mergeInTerminal(m: MergeRun, io: CliIO, options: TerminalOptions): Promise<SpecOutcome> {
  const outcome = await mergeShards(m, terminalPorts(io, new AbortController().signal, options));
  if (outcome.baselineRefused) throw outcome.baselineRefused;
  return outcome;
}

function terminalPorts(io: CliIO, signal: AbortSignal, options: TerminalOptions): EnginePorts {
  return {
    cwd: io.cwd,
    baselines: fileBaselines(io.cwd),
    secrets: {
      key: (plan, notes) => readApiKey(io.env, plan.endpoint.apiKeyEnv, notes),
      referenceKey: (plan, key, notes) => readReferenceKey(io.env, plan, key, notes),
      serverMetricsHeaders: (plan, notes) => readServerMetricsHeaders(io.env, plan, notes),
    },
    outputs: fileOutputs(io.cwd),
    log: terminalLog(io, options.quiet),
    signal,
    git: gitInfo(io.env, io.cwd),
    environment: collectEnvironment(io.env),
    ...(options.direct ? { createClient: (endpoint, clientOptions) => new OpenAIChatClient(endpoint, { ...clientOptions, env: {} }) } : {}),
  };
}

function terminalLog(io: CliIO, quiet: boolean): LogPort {
  // One progress printer per run, so a scenario's progress never continues the last one's line.
  let progress: ((event: RunEvent) => void) | undefined;
  return {
    warn: (line) => io.stderr.write(`warning: ${line}\n`),
    info: (line) => io.stderr.write(`${line}\n`),
    scenarioStart: (scenario) => {
      progress = undefined;
      io.stdout.write(`\n== scenario ${scenario.name} ==\n`);
    },
    ...(quiet ? {} : { event: (_name: string, e: RunEvent) => (progress ??= progressPrinter(io.stderr))(e) }),
    runDone: (_name, results, files) => printRun(results, files.dir, io),
  };
}

/** One run's table, checks, notes, error and verdict line. */
function printRun(r: Results, dir: string, io: CliIO): void {
  if (r.levels.length > 0) io.stdout.write('\n' + levelsTextTable(r.levels));
  const judged = checksText(r);
  if (judged) io.stdout.write('\n' + judged);
  // What each kind of failed request means and what to try, as report.md has it.
  const failures = failuresText(r);
  if (failures) io.stdout.write('\n' + failures);
  // Quiet leaves out progress only: the notes say why a run is inconclusive or unjudged (no
  // baseline yet, a refused baseline), which a CI log needs as much as the verdict.
  for (const note of r.notes) io.stderr.write(`note: ${note}\n`);
  if (r.error) {
    io.stderr.write(`\nerror: ${r.error.message}\n`);
    if (r.error.hint) io.stderr.write(`hint: ${r.error.hint}\n`);
  }
  const details = verdictDetails(r).map((d) => ` ${d[0]?.toUpperCase()}${d.slice(1)}.`).join('');
  io.stdout.write(`\n${statusWord(r.status)}${r.incomplete ? ' (incomplete)' : ''}: ${r.endpoint.model} at ${r.endpoint.url}, ${r.levels.length} level(s) in ${r.duration_s.toFixed(1)} s.${details} Results in ${dir}\n`);
  if (r.shard) io.stderr.write(shardAdvice(r.shard, r.status) + '\n');
  else if (r.status === 'inconclusive') io.stderr.write(inconclusiveAdvice(r.verdict.on_inconclusive) + '\n');
}

/** The scenarios' table and the combined verdict line. */
function printScenarios(combined: ScenariosResults, dir: string, io: CliIO): void {
  io.stdout.write('\nScenarios:\n');
  const width = Math.max(...combined.scenarios.map((s) => s.name.length));
  const word = (s: ScenarioEntry): string => (s.status === 'not_run' ? 'NOT RUN' : statusWord(s.status));
  const statusWidth = Math.max(7, ...combined.scenarios.map((s) => word(s).length));
  for (const s of combined.scenarios) {
    const why = s.results?.verdict.reason ? `: ${s.results.verdict.reason}` : '';
    const what = s.status === 'not_run' ? `not run: ${s.note}` : s.results === null ? `${s.note ?? 'stopped with an error'}` : `${s.verdict?.failed ?? 0} failed, ${s.verdict?.warned ?? 0} warned${why}`;
    io.stdout.write(`  ${s.name.padEnd(width)}  ${word(s).padEnd(statusWidth)}  ${what}\n`);
  }
  for (const note of combined.notes) io.stderr.write(`note: ${note}\n`);
  io.stdout.write(`\n${statusWord(combined.status)}${combined.incomplete ? ' (incomplete)' : ''}: ${combined.scenarios.length} scenarios in ${combined.duration_s.toFixed(1)} s. Results in ${dir}\n`);
  if (combined.status === 'inconclusive') io.stderr.write(inconclusiveAdvice(combined.verdict.on_inconclusive) + '\n');
}
