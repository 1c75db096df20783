#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  parseFlags
} from "./chunk-7I32N2XY.js";
import {
  parseIntegerFlag
} from "./chunk-BQTC2FMN.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";

// src/cli/simulator.ts
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
function bundled(file) {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const path = join(dir, "dist", file);
    if (existsSync(path)) return path;
    if (dirname(dir) === dir) break;
  }
  throw new GateError("IO", `The simulator's bundle dist/${file} is missing above ${fileURLToPath(import.meta.url)}.`, {
    hint: "Run `npm run bundle`, or reinstall llm-slo-gate."
  });
}
async function loadSimulator() {
  return await import(pathToFileURL(bundled("sim.js")).href);
}
var CHILD_TIMEOUT_MS = 1e4;
async function startSimulatorProcess(settings) {
  const child = spawn(process.execPath, [bundled("sim-child.js")], { stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (d) => stderr += d.toString("utf8"));
  const exited = new Promise((resolve) => {
    child.once("close", () => resolve());
    child.once("error", (err) => {
      stderr += err.message;
      resolve();
    });
  });
  child.stdin.on("error", () => void 0);
  child.stdin.write(`${JSON.stringify(settings)}
`);
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(void 0), CHILD_TIMEOUT_MS);
    child.stdout.on("data", (d) => {
      stdout += d.toString("utf8");
      const cut = stdout.indexOf("\n");
      if (cut >= 0) {
        clearTimeout(timer);
        resolve(stdout.slice(0, cut));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve(void 0);
    });
  });
  let closing;
  const close = () => {
    closing ??= (async () => {
      child.stdin.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), CHILD_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    })();
    return closing;
  };
  if (ready === void 0) {
    await close();
    throw new GateError("IO", `The simulator did not start: ${stderr.trim() || "its process ended without a word"}`, {
      hint: "Run `llm-slo-gate simulate` with the same settings to see it start on its own."
    });
  }
  return { url: JSON.parse(ready).url, close };
}

// src/cli/simulate-command.ts
function simOptions(sim) {
  return Object.fromEntries(sim.simConfigFields.map((f) => [f.flag.slice(2), { type: "string" }]));
}
function simulateUsage(sim) {
  return `Usage: llm-slo-gate simulate [--port N] [--host ADDR] [settings]

Serves an OpenAI-compatible streaming endpoint (POST /v1/chat/completions, GET /v1/models)
with a continuous-batching serving model, until Ctrl-C. The same model also answers
POST /v1/completions and Anthropic's POST /v1/messages (key in x-api-key).

Options:
  --port N              TCP port (default 8000; 0 picks a free one)
  --host ADDR           interface to bind (default 127.0.0.1)
  --write-log FILE      append one JSON line per request with the server's write times
Settings:
${sim.simConfigFields.map((f) => `  ${`${f.flag} ${f.kind === "boolean" ? "true|false" : f.example}`.padEnd(27)} ${f.summary}`).join("\n")}

${sim.SIM_FAULT_HELP}
`;
}
function simSettingsOf(sim, values) {
  const raw = {};
  for (const f of sim.simConfigFields) {
    const v = values[f.flag.slice(2)];
    if (v !== void 0) raw[f.key] = v;
  }
  return raw;
}
function simFlagsToConfig(sim, values) {
  return sim.parseSimConfig(simSettingsOf(sim, values));
}
async function simulateCommand(argv, io) {
  const simulator = await loadSimulator();
  const { values } = parseFlags(argv, { ...simOptions(simulator), port: { type: "string" }, host: { type: "string" }, "write-log": { type: "string" }, help: { type: "boolean", short: "h" } }, "simulate");
  if (values.help) {
    io.stdout.write(simulateUsage(simulator));
    return 0;
  }
  const config = simFlagsToConfig(simulator, values);
  const port = values.port === void 0 ? 8e3 : parseIntegerFlag(String(values.port), "--port");
  if (port > 65535) throw new GateError("USAGE", `--port ${port}: a TCP port is at most 65535.`, { hint: "Use e.g. --port 8000, or --port 0 for any free port." });
  const host = typeof values.host === "string" ? values.host : "127.0.0.1";
  const writeLog = typeof values["write-log"] === "string" ? values["write-log"] : void 0;
  const sim = await simulator.startSimulator(config, { host, port, ...writeLog ? { writeLog } : {} });
  const stopped = new Promise((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  io.stdout.write(`simulator serving ${simulator.describeSimulator(sim.config, sim.url)}. Ctrl-C to stop.
`);
  await stopped;
  await sim.close();
  io.stdout.write("simulator stopped\n");
  return 0;
}

export {
  loadSimulator,
  startSimulatorProcess,
  simOptions,
  simulateUsage,
  simSettingsOf,
  simFlagsToConfig,
  simulateCommand
};
