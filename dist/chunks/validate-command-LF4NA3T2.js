#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  gatingWarning,
  readScenarioFiles,
  resolveScenarioPlans,
  sampleSizeWarnings
} from "./chunk-NENEUIRD.js";
import {
  ANTHROPIC_VERSION,
  DEFAULT_SPEC_PATH,
  adapterFor,
  loadSpecFile,
  readWorkloadFiles
} from "./chunk-ZC62VH22.js";
import {
  parseFlags
} from "./chunk-7I32N2XY.js";
import {
  REDACTED,
  redactUrl,
  resolvePlan
} from "./chunk-BQTC2FMN.js";
import {
  containsSecret,
  isCredentialHeader
} from "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";

// src/cli/validate-command.ts
import { resolve } from "node:path";

// src/cli/redact-headers.ts
function redactHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = isCredentialHeader(name) || containsSecret(value) ? REDACTED : value;
  }
  return out;
}

// src/cli/validate-command.ts
var VALIDATE_USAGE = `Usage: llm-slo-gate validate [--spec PATH]

Checks the spec file and prints what a run would do. Sends nothing. Exit 0 when valid, 2 when not.
`;
async function validateCommand(argv, io) {
  const { values } = parseFlags(argv, { spec: { type: "string" }, help: { type: "boolean", short: "h" } }, "validate");
  if (values.help) {
    io.stdout.write(VALIDATE_USAGE);
    return 0;
  }
  const specPath = values.spec ?? DEFAULT_SPEC_PATH;
  const { spec } = await loadSpecFile(resolve(io.cwd, specPath), specPath);
  if (spec.scenarios !== void 0) {
    const { scenarios, budgetS } = resolveScenarioPlans(spec, {}, specPath);
    const out = [`${specPath}: valid, ${scenarios.length} scenario(s) sharing a budget of ${budgetS} s`];
    const allFiles = await readScenarioFiles(scenarios, io.cwd);
    for (const s of scenarios) {
      const files2 = allFiles.get(s.name) ?? await readWorkloadFiles(s.plan.workload, io.cwd);
      const upToS = Math.min(budgetS, s.capS ?? Infinity);
      const runLine = `this scenario up to ${upToS} s of the shared ${budgetS} s`;
      out.push(`scenario ${s.name} (baseline ${s.plan.gate.baseline.path})`, ...planLines(s.plan, files2, io, runLine).map((l) => `  ${l}`));
      for (const w of [...sampleSizeWarnings(s.plan), ...optional(gatingWarning(s.plan))]) io.stderr.write(`warning: scenario ${s.name}: ${w}
`);
    }
    io.stdout.write(out.join("\n") + "\n");
    return 0;
  }
  const plan = resolvePlan(spec, {}, specPath);
  const files = await readWorkloadFiles(plan.workload, io.cwd);
  io.stdout.write([`${specPath}: valid`, ...planLines(plan, files, io)].join("\n") + "\n");
  for (const w of [...sampleSizeWarnings(plan), ...optional(gatingWarning(plan))]) io.stderr.write(`warning: ${w}
`);
  return 0;
}
function optional(text) {
  return text === void 0 ? [] : [text];
}
function planLines(plan, files, io, runLine = `whole run ${plan.sweep.maxDurationS} s`) {
  const e = plan.endpoint;
  const keySet = Boolean(io.env[e.apiKeyEnv]?.trim());
  return [
    `  endpoint  ${redactUrl(adapterFor(e.api).url(e.baseUrl))} (${e.api})  model ${e.model}  key from $${e.apiKeyEnv} (${keySet ? "set" : "not set"})`,
    `  headers   ${shownHeaders(e, keySet).join(", ")}`,
    `  budgets   request timeout ${e.timeoutMs / 1e3} s, stall timeout ${e.stallTimeoutMs / 1e3} s, ${runLine}`,
    `  workload  ${workloadLine(plan, files)}, max_tokens ${plan.workload.maxTokens}${plan.workload.maxTokensField === void 0 ? "" : ` (sent as ${plan.workload.maxTokensField})`}${plan.workload.temperature === void 0 ? "" : `, temperature ${plan.workload.temperature}`}`,
    `  sweep     ${[
      ...plan.sweep.concurrency.length > 0 ? [`concurrency ${plan.sweep.concurrency.join(", ")}`] : [],
      ...plan.sweep.rate ? [`rate ${plan.sweep.rate.join(", ")} req/s (Poisson, seed ${plan.sweep.seed}, at most ${plan.sweep.maxConcurrency} in flight)`] : []
    ].join(", then ")}; ${plan.sweep.requests} measured + ${plan.sweep.warmup} warm-up requests per level${samplingText(plan)}`
  ];
}
function samplingText(plan) {
  const s = plan.sweep;
  const parts = [
    ...s.maxRequests !== void 0 ? [`adaptive up to ${s.maxRequests} requests per concurrency level for \xB1${Math.round((s.targetResolution ?? 0) * 1e3) / 10} % resolution`] : [],
    ...(s.repeats ?? 1) > 1 ? [`${s.repeats} repeats of the whole sweep`] : []
  ];
  return parts.map((p) => `, ${p}`).join("");
}
function shownHeaders(e, keySet) {
  const { headers, apiKeyEnv } = e;
  const anthropic = e.api === "anthropic-messages";
  const auth = e.apiKeyHeader !== void 0 ? keySet ? `${e.apiKeyHeader}: [from $${apiKeyEnv}]` : `no ${e.apiKeyHeader} ($${apiKeyEnv} is not set)` : anthropic ? keySet ? `x-api-key: [from $${apiKeyEnv}]` : `no x-api-key ($${apiKeyEnv} is not set)` : keySet ? `authorization: Bearer [from $${apiKeyEnv}]` : `no authorization ($${apiKeyEnv} is not set)`;
  const fixed = anthropic ? [`anthropic-version: ${ANTHROPIC_VERSION}`] : [];
  return [auth, ...fixed, ...Object.entries(redactHeaders(headers)).map(([name, value]) => `${name}: ${value}`)];
}
function workloadLine(plan, files) {
  const w = plan.workload;
  const parts = [
    files.promptSet ? `prompt set ${files.promptSet.path} (${files.promptSet.entries.length} prompts, seed ${w.seed})` : w.synthetic ? `synthetic prompts of ${w.synthetic.inputTokens} input tokens (${w.synthetic.count} different, seed ${w.seed})` : `${w.messages.length} message(s)`,
    ...files.images.length > 0 ? [`${files.images.length} image(s) (${files.images.map((i) => i.mediaType).join(", ")})`] : [],
    ...w.extraBody ? [`extra body ${Object.keys(w.extraBody).join(", ")}`] : [],
    w.uniquePrefix === false ? "no unique prefix" : "unique prefix"
  ];
  return parts.join(", ");
}
export {
  VALIDATE_USAGE,
  validateCommand
};
