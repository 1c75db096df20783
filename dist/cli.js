#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  CommandGuard
} from "./chunks/chunk-HDNR2ICP.js";
import {
  ExitCode,
  TOOL_NAME,
  TOOL_VERSION
} from "./chunks/chunk-XHPHPNS5.js";
import {
  GateError,
  containsSecret,
  isGateError
} from "./chunks/chunk-MAQEYUKE.js";
import "./chunks/chunk-SM6XDGLO.js";

// src/cli/secret-args.ts
function refuseSecretArgs(argv, allowed = []) {
  for (const [i, arg] of argv.entries()) {
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : i > 0 && argv[i - 1]?.startsWith("-") ? argv[i - 1] : void 0;
    const value = eq > 0 ? arg.slice(eq + 1) : arg;
    if (flag !== void 0 && allowed.includes(flag)) continue;
    if (!containsSecret(value)) continue;
    throw new GateError("USAGE", `${flag ?? `argument ${i + 1}`}: this value looks like an API key, which does not belong on the command line.`, {
      hint: "Put the key in the environment variable named by endpoint.api_key_env (OPENAI_API_KEY unless the spec says otherwise); in CI, fill it from a repository secret. Shell history and the process list keep command lines, so rotate the exposed key."
    });
  }
}

// src/cli/main.ts
var USAGE = `${TOOL_NAME} ${TOOL_VERSION}: gate pull requests on the latency of an LLM endpoint.

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
var COMMANDS = {
  run: async (argv, io) => (await import("./chunks/run-command-PVZAVQDG.js")).runCommand(argv, io),
  validate: async (argv, io) => (await import("./chunks/validate-command-LF4NA3T2.js")).validateCommand(argv, io),
  simulate: async (argv, io) => (await import("./chunks/simulate-command-5F3XQXFV.js")).simulateCommand(argv, io),
  demo: async (argv, io) => (await import("./chunks/demo-command-YFYMCA4R.js")).demoCommand(argv, io),
  probe: async (argv, io) => (await import("./chunks/probe-command-JE54NIJZ.js")).probeCommand(argv, io),
  merge: async (argv, io) => (await import("./chunks/merge-command-5OSGS4WD.js")).mergeCommand(argv, io)
};
async function main(argv, io) {
  const [command, ...rest] = argv;
  if (command === void 0 || command === "--help" || command === "-h" || command === "help") {
    io.stdout.write(USAGE);
    return command === void 0 ? ExitCode.Usage : 0;
  }
  if (command === "--version" || command === "-v") {
    io.stdout.write(`${TOOL_VERSION}
`);
    return 0;
  }
  try {
    refuseSecretArgs(argv, command === "simulate" || command === "demo" ? ["--api-key"] : []);
    const handler = COMMANDS[command];
    if (!handler) {
      io.stderr.write(`error: unknown command "${command}"

${USAGE}`);
      return ExitCode.Usage;
    }
    return await handler(rest, io);
  } catch (err) {
    return reportError(err, io);
  }
}
function reportError(err, io) {
  if (isGateError(err)) {
    io.stderr.write(`error: ${err.message}
`);
    if (err.hint) io.stderr.write(`hint: ${err.hint}
`);
    return err.code === "SPEC_INVALID" || err.code === "USAGE" ? ExitCode.Usage : ExitCode.Unmeasurable;
  }
  const message = err instanceof Error ? err.message : String(err);
  io.stderr.write(`error: internal error: ${message}
`);
  if (io.env.LLM_SLO_GATE_DEBUG && err instanceof Error && err.stack) io.stderr.write(err.stack + "\n");
  else io.stderr.write("Set LLM_SLO_GATE_DEBUG=1 for the stack trace, and please report it.\n");
  return ExitCode.Unmeasurable;
}

// src/cli/io.ts
import { Writable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
function processIO(env = process.env) {
  const inActions = env.GITHUB_ACTIONS === "true";
  return {
    stdout: inActions ? guarded(process.stdout) : process.stdout,
    stderr: inActions ? guarded(process.stderr) : process.stderr,
    env,
    cwd: process.cwd()
  };
}
function guarded(target) {
  const guard = new CommandGuard();
  const decoder = new StringDecoder("utf8");
  const stream = new Writable({
    decodeStrings: false,
    write(chunk, _encoding, done) {
      target.write(guard.push(typeof chunk === "string" ? chunk : decoder.write(chunk)));
      done();
    }
  });
  stream.isTTY = target.isTTY;
  return stream;
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), processIO());
