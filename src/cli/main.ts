/**
 * Command dispatch and the one place that turns errors into exit codes and messages.
 */
import type { CliIO } from './io.js';
import { isGateError } from '../errors.js';
import { refuseSecretArgs } from './secret-args.js';
import { ExitCode } from '../exit-codes.js';
import { TOOL_NAME, TOOL_VERSION } from '../version.js';

export const USAGE = `${TOOL_NAME} ${TOOL_VERSION}: gate pull requests on the latency of an LLM endpoint.

Usage: llm-slo-gate <command> [options]

Commands:
  run         run the sweep in the spec and write results (default spec .github/llm-slo.yml)
  merge       merge the output folders of a sweep's shards (run --shard I/N) into one result
  validate    check a spec file without sending anything
  simulate    serve the built-in simulated OpenAI-compatible endpoint
  demo        start the simulator and run the example spec against it
  probe       watch the endpoint in production and serve Prometheus metrics

Exit codes: 0 pass, 1 gate failed, 2 bad usage or spec, 3 the endpoint could not be measured.
Run 'llm-slo-gate <command> --help' for a command's options.
`;

/**
 * Each command's module is loaded when that command runs, so that a process loads only what its
 * command needs: `--version` and `--help` none of it, `validate` no HTTP client, and no command
 * other than `probe` prom-client. (The bundle splits each into chunks of its own.)
 */
const COMMANDS: Record<string, (argv: string[], io: CliIO) => Promise<number>> = {
  run: async (argv, io) => (await import('./run-command.js')).runCommand(argv, io),
  validate: async (argv, io) => (await import('./validate-command.js')).validateCommand(argv, io),
  simulate: async (argv, io) => (await import('./simulate-command.js')).simulateCommand(argv, io),
  demo: async (argv, io) => (await import('./demo-command.js')).demoCommand(argv, io),
  probe: async (argv, io) => (await import('./probe-command.js')).probeCommand(argv, io),
  merge: async (argv, io) => (await import('./merge-command.js')).mergeCommand(argv, io),
};

/** Runs the command line and returns the exit code; never throws. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout.write(USAGE);
    return command === undefined ? ExitCode.Usage : 0;
  }
  if (command === '--version' || command === '-v') {
    io.stdout.write(`${TOOL_VERSION}\n`);
    return 0;
  }
  try {
    // Before anything parses or echoes the arguments. The simulator's --api-key is the key a
    // local test server demands, not a real one.
    refuseSecretArgs(argv, command === 'simulate' || command === 'demo' ? ['--api-key'] : []);
    const handler = COMMANDS[command];
    if (!handler) {
      io.stderr.write(`error: unknown command "${command}"\n\n${USAGE}`);
      return ExitCode.Usage;
    }
    return await handler(rest, io);
  } catch (err) {
    return reportError(err, io);
  }
}

function reportError(err: unknown, io: CliIO): number {
  if (isGateError(err)) {
    io.stderr.write(`error: ${err.message}\n`);
    if (err.hint) io.stderr.write(`hint: ${err.hint}\n`);
    return err.code === 'SPEC_INVALID' || err.code === 'USAGE' ? ExitCode.Usage : ExitCode.Unmeasurable;
  }
  // Anything else is a defect in this tool, not in the user's endpoint: say so plainly.
  const message = err instanceof Error ? err.message : String(err);
  io.stderr.write(`error: internal error: ${message}\n`);
  if (io.env.LLM_SLO_GATE_DEBUG && err instanceof Error && err.stack) io.stderr.write(err.stack + '\n');
  else io.stderr.write('Set LLM_SLO_GATE_DEBUG=1 for the stack trace, and please report it.\n');
  return ExitCode.Unmeasurable;
}
