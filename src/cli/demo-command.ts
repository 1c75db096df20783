/**
 * `llm-slo-gate demo`: the whole tool with nothing installed but itself. Starts the built-in
 * simulator in a child process on a free loopback port, runs the example spec shipped in the
 * repository against it, prints the sweep, and holds the low-load figures against the
 * simulator's configuration. In its own process the simulator's work never delays the client's
 * timers, as a real endpoint's would not.
 */
import { parseFlags } from './flags.js';
import { join } from 'node:path';
import type { CliIO } from './io.js';
import { loadSpecFile } from '../spec/load.js';
import { resolveRuns } from '../engine/resolve-runs.js';
import { measureSpec } from './terminal-sink.js';
import { DEFAULT_OUT_DIR } from '../io/front-end.js';
import { simFlagsToConfig, simOptions, simSettingsOf } from './simulate-command.js';
import { loadSimulator, startSimulatorProcess } from './simulator.js';
import { packageRoot } from './package-root.js';
import { fixed } from '../report/text-table.js';
import type { LevelStats } from '../model/level-stats.js';

/** The example spec the demo runs, relative to the package root. */
export const DEMO_SPEC = 'examples/llm-slo.yml';

export const DEMO_USAGE = `Usage: llm-slo-gate demo [--out DIR] [--spec PATH] [simulator settings]

Starts the simulator on a free port, runs ${DEMO_SPEC} against it and prints the report.
Simulator settings are those of 'llm-slo-gate simulate --help' (e.g. --max-batch 4).
`;

export async function demoCommand(argv: string[], io: CliIO): Promise<number> {
  const simulator = await loadSimulator();
  const { values } = parseFlags(argv, {
    ...simOptions(simulator),
    out: { type: 'string' },
    spec: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  }, 'demo');
  if (values.help) {
    io.stdout.write(DEMO_USAGE);
    return 0;
  }
  // Validated here, so a bad setting is a usage error before anything starts.
  const simConfig = simFlagsToConfig(simulator, values);
  const specPath = typeof values.spec === 'string' ? values.spec : join(packageRoot(), DEMO_SPEC);
  const { spec, locate, sha256 } = await loadSpecFile(specPath);
  const sim = await startSimulatorProcess(simSettingsOf(simulator, values));
  try {
    io.stderr.write(`simulator: ${simulator.describeSimulator(simConfig, sim.url)}\n`);
    const runs = await resolveRuns(spec, { baseUrl: sim.url, model: simConfig.model }, { cwd: io.cwd, specPath });
    const outcome = await measureSpec({
      spec, runs, locate, failOn: 'both', updateBaseline: false,
      specFile: { path: specPath, sha256 },
      outDir: typeof values.out === 'string' ? values.out : DEFAULT_OUT_DIR,
    }, io, { quiet: values.quiet === true, direct: true });

    // Hold the measurement against the configuration where the model has no queueing.
    const low = outcome.kind === 'single' && outcome.results.levels.find((l) => l.concurrency === 1);
    const plan = runs.runs[0]!.plan;
    if (low) {
      const expected = simulator.expectedLowLoad(simConfig, {
        concurrency: 1,
        promptTokens: simulator.estimatePromptTokens(plan.workload.messages),
        outputTokens: low.output_tokens.p50 ?? plan.workload.maxTokens,
      });
      io.stdout.write(lowLoadComparison(low, expected));
    }
    return outcome.exitCode;
  } finally {
    await sim.close();
  }
}

function lowLoadComparison(level: LevelStats, expected: { ttftMs: number; itlMs: number; e2eMs: number }): string {
  const row = (name: string, want: number, got: number | null) =>
    `  ${name.padEnd(9)} configured ${fixed(want, 1).padStart(7)} ms   measured p50 ${fixed(got, 1).padStart(7)} ms   difference ${got === null ? '–' : `${got - want >= 0 ? '+' : ''}${(got - want).toFixed(2)} ms`}\n`;
  return `\nAt concurrency 1 (no queueing), the simulator's configuration predicts:\n`
    + row('TTFT', expected.ttftMs, level.ttft_ms.p50)
    + row('ITL', expected.itlMs, level.itl_ms.p50)
    + row('E2E', expected.e2eMs, level.e2e_ms.p50);
}
