/**
 * The terminal front end of a spec with scenarios: each scenario is measured exactly as a spec
 * without scenarios would be (its files in `<out>/<name>/`), then the combined results.json and
 * report.md are written to `<out>`, and baselines are refreshed per scenario.
 */
import { join } from 'node:path';
import type { CliIO } from './io.js';
import type { MeasureOptions } from './measure-options.js';
import type { Plan, Spec } from '../spec/types.js';
import type { RunOutcome } from '../engine/run.js';
import { exitCodeFor } from '../exit-codes.js';
import { inconclusiveAdvice, statusWord } from '../report/verdict-line.js';
import { OutputWriter } from '../io/outputs.js';
import { readBaseline, unusableBaselineWarning, writeBaseline } from '../io/baseline-file.js';
import type { BaselineInput } from '../gate/judge.js';
import { handleStopSignals } from '../io/stop-signals.js';
import { renderScenariosReport } from '../report/markdown-scenarios.js';
import { GateError, isGateError } from '../errors.js';
import { runsKept, scenarioLocator, type ScenarioPlans } from '../spec/scenario-plans.js';
import { runScenarios } from '../engine/scenarios.js';
import { combineScenarios } from '../engine/scenario-results.js';
import { type ScenarioEntry, type ScenariosResults } from '../model/scenario-results.js';
import { scenarioDir } from '../spec/scenario-names.js';
import { readScenarioFiles } from '../engine/scenario-files.js';

/** How one plan is measured: the CLI's `measure`, passed in so this module does not import it back. */
export type MeasureOne = (plan: Plan, io: CliIO, options: MeasureOptions) => Promise<RunOutcome>;

/** Runs every scenario and returns the exit code of the worst. */
export async function measureScenarios(spec: Spec, plans: ScenarioPlans, io: CliIO, options: MeasureOptions, measureOne: MeasureOne): Promise<number> {
  // Every scenario's files are read before anything is written or sent.
  const files = await readScenarioFiles(plans.scenarios, io.cwd);
  // So is every baseline: one that cannot be used is said now, not after the scenarios before it.
  const baselines = new Map<string, BaselineInput>();
  for (const s of plans.scenarios) {
    // A scenario with a same-run reference compares with it and reads no file.
    if (s.plan.reference) continue;
    const baseline = await readBaseline(io.cwd, s.plan.gate.baseline.path);
    const unusable = unusableBaselineWarning(baseline);
    if (unusable) io.stderr.write(`warning: scenario ${s.name}: ${unusable}\n`);
    baselines.set(s.name, baseline);
  }
  const writer = await OutputWriter.openCombined(io.cwd, options.outDir);
  const startedAt = new Date();
  // One set of handlers for every scenario: Ctrl-C stops the one running and skips the rest.
  const stop = handleStopSignals({ say: (line) => io.stderr.write(`\n${line}\n`) });
  let combined: ScenariosResults;
  try {
    const entries = await runScenarios({
      scenarios: plans.scenarios,
      budgetS: plans.budgetS,
      signal: stop.signal,
      runOne: (scenario, plan) => {
        io.stdout.write(`\n== scenario ${scenario.name} ==\n`);
        const locate = scenarioLocator(options.locate, spec, scenario.index);
        return measureOne(plan, io, {
          ...options,
          outDir: join(options.outDir, scenarioDir(scenario.name)),
          updateBaseline: false,
          signal: stop.signal,
          workloadFiles: files.get(scenario.name),
          notes: scenario.notes,
          baseline: baselines.get(scenario.name),
          ...(locate ? { locate } : {}),
        });
      },
    });
    combined = combineScenarios(entries, { startedAt, finishedAt: new Date(), budgetS: plans.budgetS });
    await writer.writeScenariosResults(combined);
    await writer.writeReport(renderScenariosReport(combined, { spec: options.spec ?? null }));
  } finally {
    stop.dispose();
  }

  if (options.updateBaseline) {
    // Every scenario that can be a baseline is written, even when another cannot.
    const refused: string[] = [];
    for (const entry of combined.scenarios) {
      try {
        if (!entry.results) throw new GateError('IO', `Not writing ${entry.baseline_path}: scenario ${entry.name} ${entry.status === 'not_run' ? 'was not run' : 'stopped with an error'}.`);
        io.stderr.write(`baseline of ${entry.name} written to ${await writeBaseline(io.cwd, entry.baseline_path, entry.results, runsKept(plans, entry.name))}\n`);
      } catch (err) {
        if (!isGateError(err)) throw err;
        refused.push(err.message);
      }
    }
    if (refused.length > 0) {
      throw new GateError('IO', refused.join('\n'), { hint: 'A baseline must come from a complete run; the other scenarios\' baselines were written.' });
    }
  }

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
  io.stdout.write(`\n${statusWord(combined.status)}${combined.incomplete ? ' (incomplete)' : ''}: ${combined.scenarios.length} scenarios in ${combined.duration_s.toFixed(1)} s. Results in ${writer.dir}\n`);
  if (combined.status === 'inconclusive') io.stderr.write(inconclusiveAdvice(combined.verdict.on_inconclusive) + '\n');
  return exitCodeFor(combined.status, combined.verdict.on_inconclusive);
}

