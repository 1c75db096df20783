#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  readShardFolders
} from "./chunk-MJORJ4GK.js";
import {
  loadRunSpec
} from "./chunk-C3EF2N44.js";
import {
  mergeInTerminal
} from "./chunk-263XRPCK.js";
import "./chunk-6SZW6RL2.js";
import "./chunk-XHPHPNS5.js";
import "./chunk-NENEUIRD.js";
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
  resolvePlan
} from "./chunk-BQTC2FMN.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";

// src/cli/merge-command.ts
var MERGE_USAGE = `Usage: llm-slo-gate merge [options] DIR...

Merges the output folders of the shards of one sweep (run --shard I/N, one folder per shard)
into one results.json, requests.jsonl, results.csv and report.md in --out: every level pools
the shards' raw records, so its percentiles are those of all the requests together, and its
throughput is what the shards completed together while all of them were measuring. Refuses
shards that ran different specs, flags or versions, a missing or repeated shard, and shards that
did not measure at the same time. The merged results are judged like a single run's.

Options:
  --spec PATH           the spec the shards ran: its slos and baseline judge the merge
                        (default ${DEFAULT_SPEC_PATH}; without one, the default objective only)
  --out DIR             output folder (default ${DEFAULT_OUT_DIR})
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     write the merged results as the new baseline
  -q, --quiet           no progress lines
`;
var OPTIONS = {
  spec: { type: "string" },
  out: { type: "string" },
  "fail-on": { type: "string" },
  baseline: { type: "string" },
  "update-baseline": { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  help: { type: "boolean", short: "h" }
};
async function mergeCommand(argv, io) {
  const { values, positionals } = parseFlags(argv, OPTIONS, "merge", true);
  if (values.help) {
    io.stdout.write(MERGE_USAGE);
    return 0;
  }
  if (positionals.length === 0) throw new GateError("USAGE", "merge needs the shards' output folders.", { hint: "e.g. llm-slo-gate merge shard-1 shard-2 --out merged" });
  const failOn = parseFailOn(values["fail-on"] ?? "both", "--fail-on");
  const shards = await readShardFolders(io.cwd, positionals);
  const first = shards[0].results.endpoint;
  const { spec, path: specPath, locate, sha256 } = await loadRunSpec(io.cwd, values.spec, first.base_url, first.model);
  const plan = resolvePlan(spec, {}, specPath);
  if (values.baseline !== void 0) plan.gate.baseline = { ...plan.gate.baseline, path: values.baseline, configured: true };
  const outcome = await mergeInTerminal({
    shards,
    plan,
    specSha256: sha256,
    failOn,
    ...locate ? { locate } : {},
    specFile: { path: specPath ?? null, sha256 },
    outDir: values.out ?? DEFAULT_OUT_DIR,
    updateBaseline: values["update-baseline"] === true
  }, io, { quiet: values.quiet === true });
  return outcome.exitCode;
}
export {
  MERGE_USAGE,
  mergeCommand
};
