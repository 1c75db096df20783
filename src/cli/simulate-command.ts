/**
 * `llm-slo-gate simulate`: serves the built-in simulated endpoint until stopped, for dry runs
 * of a spec and for testing a workflow without a model or a key.
 */
import { parseFlags } from './flags.js';
import type { CliIO } from './io.js';
import { startSimulator, parseSimConfig, simConfigFields, describeFaults, SIM_FAULT_HELP, type SimConfig } from '../sim/index.js';
import { parseIntegerFlag } from '../spec/plan.js';
import { GateError } from '../errors.js';

/** The simulator's settings as `parseArgs` options (all text; `simFlagsToConfig` validates them). */
export const SIM_OPTIONS = Object.fromEntries(simConfigFields.map((f) => [f.flag.slice(2), { type: 'string' as const }]));

export const SIMULATE_USAGE = `Usage: llm-slo-gate simulate [--port N] [--host ADDR] [settings]

Serves an OpenAI-compatible streaming endpoint (POST /v1/chat/completions, GET /v1/models)
with a continuous-batching serving model, until Ctrl-C. The same model also answers
POST /v1/completions and Anthropic's POST /v1/messages (key in x-api-key).

Options:
  --port N              TCP port (default 8000; 0 picks a free one)
  --host ADDR           interface to bind (default 127.0.0.1)
  --write-log FILE      append one JSON line per request with the server's write times
Settings:
${simConfigFields.map((f) => `  ${`${f.flag} ${f.kind === 'boolean' ? 'true|false' : f.example}`.padEnd(28)}${f.summary}`).join('\n')}

${SIM_FAULT_HELP}
`;

/** One line describing a running simulator's serving model and injected faults. */
export function describeSimulator(config: SimConfig, url: string): string {
  const faults = describeFaults(config.fault, config.faultRate);
  return `model "${config.model}" at ${url}: max batch ${config.maxBatch}, prefill ${config.prefillBaseMs} ms + ${config.prefillPerTokenMs} ms/token, `
    + `decode step ${config.decodeBaseMs} ms + ${config.decodePerSeqMs} ms per sequence, jitter ${config.jitter}, seed ${config.seed}`
    + (faults ? `; faults: ${faults}` : '');
}

/** Parses the simulator's settings flags (shared with `demo`). */
export function simFlagsToConfig(values: Record<string, string | boolean | undefined>) {
  const raw: Record<string, unknown> = {};
  for (const f of simConfigFields) {
    const v = values[f.flag.slice(2)];
    if (v !== undefined) raw[f.key] = v;
  }
  return parseSimConfig(raw);
}

export async function simulateCommand(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseFlags(argv, { ...SIM_OPTIONS, port: { type: 'string' }, host: { type: 'string' }, 'write-log': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, 'simulate');
  if (values.help) {
    io.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const config = simFlagsToConfig(values);
  const port = values.port === undefined ? 8000 : parseIntegerFlag(String(values.port), '--port');
  if (port > 65535) throw new GateError('USAGE', `--port ${port}: a TCP port is at most 65535.`, { hint: 'Use e.g. --port 8000, or --port 0 for any free port.' });
  const host = typeof values.host === 'string' ? values.host : '127.0.0.1';
  const writeLog = typeof values['write-log'] === 'string' ? values['write-log'] : undefined;
  const sim = await startSimulator(config, { host, port, ...(writeLog ? { writeLog } : {}) });
  io.stdout.write(`simulator serving ${describeSimulator(sim.config, sim.url)}. Ctrl-C to stop.\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await sim.close();
  io.stdout.write('simulator stopped\n');
  return 0;
}
