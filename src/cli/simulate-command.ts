/**
 * `llm-slo-gate simulate`: serves the built-in simulated endpoint until stopped, for dry runs
 * of a spec and for testing a workflow without a model or a key. The simulator itself is loaded
 * from its own bundle (see `simulator.ts`).
 */
import { parseFlags } from './flags.js';
import type { CliIO } from './io.js';
import { parseIntegerFlag } from '../spec/plan.js';
import { GateError } from '../errors.js';
import { loadSimulator, type SimSettings, type SimulatorModule } from './simulator.js';

/** The simulator's settings as `parseArgs` options (all text; `simFlagsToConfig` validates them). */
export function simOptions(sim: SimulatorModule) {
  return Object.fromEntries(sim.simConfigFields.map((f) => [f.flag.slice(2), { type: 'string' as const }]));
}

/** `simulate --help`: its own options, then every setting of the simulator. */
export function simulateUsage(sim: SimulatorModule): string {
  return `Usage: llm-slo-gate simulate [--port N] [--host ADDR] [settings]

Serves an OpenAI-compatible streaming endpoint (POST /v1/chat/completions, GET /v1/models)
with a continuous-batching serving model, until Ctrl-C. The same model also answers
POST /v1/completions and Anthropic's POST /v1/messages (key in x-api-key).

Options:
  --port N              TCP port (default 8000; 0 picks a free one)
  --host ADDR           interface to bind (default 127.0.0.1)
  --write-log FILE      append one JSON line per request with the server's write times
Settings:
${sim.simConfigFields.map((f) => `  ${`${f.flag} ${f.kind === 'boolean' ? 'true|false' : f.example}`.padEnd(27)} ${f.summary}`).join('\n')}

${sim.SIM_FAULT_HELP}
`;
}

/** The simulator's settings flags that were given, as raw text keyed by settings field (shared with `demo`). */
export function simSettingsOf(sim: SimulatorModule, values: Record<string, string | boolean | undefined>): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const f of sim.simConfigFields) {
    const v = values[f.flag.slice(2)];
    if (v !== undefined) raw[f.key] = v;
  }
  return raw;
}

/** Parses the simulator's settings flags (shared with `demo`). @throws GateError `USAGE` naming the setting. */
export function simFlagsToConfig(sim: SimulatorModule, values: Record<string, string | boolean | undefined>): SimSettings {
  return sim.parseSimConfig(simSettingsOf(sim, values));
}

export async function simulateCommand(argv: string[], io: CliIO): Promise<number> {
  const simulator = await loadSimulator();
  const { values } = parseFlags(argv, { ...simOptions(simulator), port: { type: 'string' }, host: { type: 'string' }, 'write-log': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 'simulate');
  if (values.help) {
    io.stdout.write(simulateUsage(simulator));
    return 0;
  }
  const config = simFlagsToConfig(simulator, values);
  const port = values.port === undefined ? 8000 : parseIntegerFlag(String(values.port), '--port');
  if (port > 65535) throw new GateError('USAGE', `--port ${port}: a TCP port is at most 65535.`, { hint: 'Use e.g. --port 8000, or --port 0 for any free port.' });
  const host = typeof values.host === 'string' ? values.host : '127.0.0.1';
  const writeLog = typeof values['write-log'] === 'string' ? values['write-log'] : undefined;
  const sim = await simulator.startSimulator(config, { host, port, ...(writeLog ? { writeLog } : {}) });
  // Listening for the signals before the line that says it serves: a script that waits for
  // that line and then stops it could otherwise send its Ctrl-C before the handler is there,
  // and the simulator would die of the signal (no exit code, no `simulator stopped`).
  const stopped = new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  io.stdout.write(`simulator serving ${simulator.describeSimulator(sim.config, sim.url)}. Ctrl-C to stop.\n`);
  await stopped;
  await sim.close();
  io.stdout.write('simulator stopped\n');
  return 0;
}
