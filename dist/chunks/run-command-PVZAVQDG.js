#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  clockFacts,
  parseShard,
  parseStartAt,
  prepareShard
} from "./chunk-JD4KKLVA.js";
import {
  loadRunSpec
} from "./chunk-C3EF2N44.js";
import {
  measureSpec
} from "./chunk-263XRPCK.js";
import "./chunk-6SZW6RL2.js";
import "./chunk-XHPHPNS5.js";
import {
  resolveScenarioPlans
} from "./chunk-NENEUIRD.js";
import "./chunk-BV6HNHE2.js";
import {
  DEFAULT_OUT_DIR,
  DEFAULT_SPEC_PATH,
  parseFailOn
} from "./chunk-ZC62VH22.js";
import {
  parseFlags
} from "./chunk-7I32N2XY.js";
import {
  OVERRIDE_OPTIONS,
  overrideUsage,
  readOverrides,
  resolvePlan
} from "./chunk-BQTC2FMN.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";

// src/cli/shard-flags.ts
function shardOfRun(plans, flags) {
  if (flags.shard === void 0) {
    if (flags.startAt !== void 0) throw new GateError("USAGE", "--start-at needs --shard: it is the common start of the shards of one sweep.", { hint: "Add --shard I/N, or leave --start-at out." });
    return void 0;
  }
  const shard = parseShard(flags.shard, "--shard");
  if (flags.startAt === void 0) {
    throw new GateError("USAGE", `--shard ${flags.shard} needs --start-at: every shard must start each level at the same wall-clock time.`, {
      hint: "Give all shards the same --start-at, e.g. --start-at 2026-05-01T12:00:00Z, a little after the last one will be ready."
    });
  }
  if (flags.updateBaseline) throw new GateError("USAGE", "--update-baseline does not apply to a shard: `llm-slo-gate merge --update-baseline` writes the merged baseline.", { hint: "Move --update-baseline to the merge." });
  if (plans.kind !== "single") throw new GateError("USAGE", "A spec with scenarios cannot be split into shards.", { hint: "Run each scenario as a spec of its own to shard it." });
  const run = prepareShard(plans.plan, shard, parseStartAt(flags.startAt, "--start-at"), flags.specSha256, clockFacts());
  plans.plan = run.plan;
  return run;
}

// src/cli/run-command.ts
var RUN_USAGE = `Usage: llm-slo-gate run [options]

Runs the sweep described by the spec and writes results.json, requests.jsonl, results.csv and
report.md into DIR. A spec with scenarios runs each in turn and writes its files to DIR/<name>/,
with a combined results.json and report.md in DIR. With no spec file (no --spec, and none at
${DEFAULT_SPEC_PATH}), --base-url and --model are enough: the other flags or their defaults
make the rest of the plan.

Options:
  --spec PATH           spec file (default ${DEFAULT_SPEC_PATH})
  --out DIR             output folder (default ${DEFAULT_OUT_DIR})
${overrideUsage()}  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  --shard I/N           run shard I of N: each level's share of the load, starting every level
                        at the same wall-clock time as the other shards (docs/shards.md)
  --start-at TIME       the shards' common start, ISO 8601 (e.g. 2026-05-01T12:00:00Z); needs --shard
  -q, --quiet           no progress lines (connectivity check, each level as it ends): print
                        only the results: the levels table, checks, notes, errors and verdict
`;
var OPTIONS = {
  spec: { type: "string" },
  out: { type: "string" },
  ...OVERRIDE_OPTIONS,
  "fail-on": { type: "string" },
  baseline: { type: "string" },
  "update-baseline": { type: "boolean" },
  shard: { type: "string" },
  "start-at": { type: "string" },
  quiet: { type: "boolean", short: "q" },
  help: { type: "boolean", short: "h" }
};
async function runCommand(argv, io) {
  const { values } = parseFlags(argv, OPTIONS, "run");
  if (values.help) {
    io.stdout.write(RUN_USAGE);
    return 0;
  }
  const { spec, path: specPath, locate, sha256 } = await loadRunSpec(io.cwd, values.spec, values["base-url"], values.model);
  const overrides = readOverrides("cli", (name) => values[name]);
  const failOn = parseFailOn(values["fail-on"] ?? "both", "--fail-on");
  const plans = spec.scenarios !== void 0 ? { kind: "scenarios", ...resolveScenarioPlans(spec, overrides, specPath, void 0, values.baseline) } : { kind: "single", plan: resolvePlan(spec, overrides, specPath) };
  if (plans.kind === "single" && values.baseline !== void 0) {
    plans.plan.gate.baseline = { ...plans.plan.gate.baseline, path: values.baseline, configured: true };
  }
  const shard = shardOfRun(plans, { shard: values.shard, startAt: values["start-at"], updateBaseline: values["update-baseline"] === true, specSha256: sha256 });
  const outcome = await measureSpec({
    spec,
    plans,
    failOn,
    ...shard ? { shard } : {},
    ...locate ? { locate } : {},
    specFile: { path: specPath ?? null, sha256 },
    outDir: values.out ?? DEFAULT_OUT_DIR,
    updateBaseline: values["update-baseline"] === true
  }, io, { quiet: values.quiet === true });
  return outcome.exitCode;
}
export {
  RUN_USAGE,
  runCommand
};
