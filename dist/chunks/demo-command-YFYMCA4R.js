#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  loadSimulator,
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  startSimulatorProcess
} from "./chunk-GB6DDSO7.js";
import {
  measureSpec
} from "./chunk-263XRPCK.js";
import {
  fixed
} from "./chunk-6SZW6RL2.js";
import "./chunk-XHPHPNS5.js";
import "./chunk-NENEUIRD.js";
import "./chunk-BV6HNHE2.js";
import {
  DEFAULT_OUT_DIR,
  loadSpecFile
} from "./chunk-ZC62VH22.js";
import {
  parseFlags
} from "./chunk-7I32N2XY.js";
import {
  resolvePlan
} from "./chunk-BQTC2FMN.js";
import "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";

// src/cli/demo-command.ts
import { join as join2 } from "node:path";

// src/cli/package-root.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function packageRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) {
      try {
        if (JSON.parse(readFileSync(candidate, "utf8")).name === "llm-slo-gate") return dir;
      } catch {
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error("llm-slo-gate: cannot find the package root (package.json) above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

// src/cli/demo-command.ts
var DEMO_SPEC = "examples/llm-slo.yml";
var DEMO_USAGE = `Usage: llm-slo-gate demo [--out DIR] [--spec PATH] [simulator settings]

Starts the simulator on a free port, runs ${DEMO_SPEC} against it and prints the report.
Simulator settings are those of 'llm-slo-gate simulate --help' (e.g. --max-batch 4).
`;
async function demoCommand(argv, io) {
  const simulator = await loadSimulator();
  const { values } = parseFlags(argv, {
    ...simOptions(simulator),
    out: { type: "string" },
    spec: { type: "string" },
    quiet: { type: "boolean", short: "q" },
    help: { type: "boolean", short: "h" }
  }, "demo");
  if (values.help) {
    io.stdout.write(DEMO_USAGE);
    return 0;
  }
  const simConfig = simFlagsToConfig(simulator, values);
  const specPath = typeof values.spec === "string" ? values.spec : join2(packageRoot(), DEMO_SPEC);
  const { spec, locate, sha256 } = await loadSpecFile(specPath);
  const sim = await startSimulatorProcess(simSettingsOf(simulator, values));
  try {
    io.stderr.write(`simulator: ${simulator.describeSimulator(simConfig, sim.url)}
`);
    const plan = resolvePlan(spec, { baseUrl: sim.url, model: simConfig.model }, specPath);
    const outcome = await measureSpec({
      spec,
      plans: { kind: "single", plan },
      locate,
      failOn: "both",
      updateBaseline: false,
      specFile: { path: specPath, sha256 },
      outDir: typeof values.out === "string" ? values.out : DEFAULT_OUT_DIR
    }, io, { quiet: values.quiet === true, direct: true });
    const low = outcome.kind === "single" && outcome.results.levels.find((l) => l.concurrency === 1);
    if (low) {
      const expected = simulator.expectedLowLoad(simConfig, {
        concurrency: 1,
        promptTokens: simulator.estimatePromptTokens(plan.workload.messages),
        outputTokens: low.output_tokens.p50 ?? plan.workload.maxTokens
      });
      io.stdout.write(lowLoadComparison(low, expected));
    }
    return outcome.exitCode;
  } finally {
    await sim.close();
  }
}
function lowLoadComparison(level, expected) {
  const row = (name, want, got) => `  ${name.padEnd(9)} configured ${fixed(want, 1).padStart(7)} ms   measured p50 ${fixed(got, 1).padStart(7)} ms   difference ${got === null ? "\u2013" : `${got - want >= 0 ? "+" : ""}${(got - want).toFixed(2)} ms`}
`;
  return `
At concurrency 1 (no queueing), the simulator's configuration predicts:
` + row("TTFT", expected.ttftMs, level.ttft_ms.p50) + row("ITL", expected.itlMs, level.itl_ms.p50) + row("E2E", expected.e2eMs, level.e2e_ms.p50);
}
export {
  DEMO_SPEC,
  DEMO_USAGE,
  demoCommand
};
