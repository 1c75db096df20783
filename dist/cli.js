#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  ANTHROPIC_VERSION,
  CommandGuard,
  DEFAULT_OUT_DIR,
  DEFAULT_SPEC_PATH,
  ExitCode,
  GateError,
  OpenAIChatClient,
  REDACTED,
  TOOL_NAME,
  TOOL_VERSION,
  adapterFor,
  checksText,
  closestName,
  collectEnvironment,
  containsSecret,
  createRandom,
  fileBaselines,
  fileOutputs,
  fixed,
  gatingWarning,
  handleStopSignals,
  inconclusiveAdvice,
  isCredentialHeader,
  isGateError,
  levelName,
  levelsTextTable,
  loadSpecFile,
  parseConcurrencyList,
  parseFailOn,
  parseIntegerFlag,
  parseRateList,
  parseSecondsFlag,
  readApiKey,
  readReferenceKey,
  readScenarioFiles,
  readWorkloadFiles,
  redactUrl,
  resolvePlan,
  resolveScenarioPlans,
  runSpec,
  sampleSizeWarnings,
  show,
  statusWord,
  verdictDetails
} from "./chunks/chunk-55T3RMNZ.js";
import "./chunks/chunk-SM6XDGLO.js";

// src/cli/flags.ts
import { parseArgs } from "node:util";
function parseFlags(argv, options, command) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: false, strict: true });
  } catch (cause) {
    const help = `Run \`llm-slo-gate ${command} --help\` for the options.`;
    const unknown = unknownFlag(cause);
    if (unknown === void 0) throw new GateError("USAGE", cause.message, { hint: help, cause });
    const known = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...o.short ? [`-${o.short}`] : []]);
    const meant = unknown.startsWith("--") ? closestName(unknown.slice(2), known.filter((k) => k.startsWith("--")).map((k) => k.slice(2))) : void 0;
    const shown = show(unknown);
    throw new GateError("USAGE", `unknown option ${shown} for ${command}${meant === void 0 ? "" : ` \u2014 did you mean --${meant}?`}`, { hint: help, cause });
  }
}
function unknownFlag(err) {
  if (err?.code !== "ERR_PARSE_ARGS_UNKNOWN_OPTION") return void 0;
  return /^Unknown option '([^']*)'/.exec(err.message)?.[1];
}

// src/cli/run-spec.ts
import { resolve } from "node:path";
import { stat } from "node:fs/promises";
var FLAGS_ONLY_PROMPT = "Explain in three sentences what a service level objective is.";
async function loadRunSpec(cwd, specFlag, baseUrl, model) {
  if (specFlag !== void 0 || await exists(resolve(cwd, DEFAULT_SPEC_PATH))) {
    const path = specFlag ?? DEFAULT_SPEC_PATH;
    const { spec, locate, sha256 } = await loadSpecFile(resolve(cwd, path), path);
    return { spec, path, sha256, locate };
  }
  if (baseUrl === void 0 || model === void 0) {
    const missing = [baseUrl === void 0 ? "--base-url" : void 0, model === void 0 ? "--model" : void 0].filter((m) => m !== void 0);
    throw new GateError("USAGE", `no spec file: ${DEFAULT_SPEC_PATH} does not exist, --spec was not given, and a run from flags alone needs ${missing.join(" and ")}.`, {
      hint: `Give --spec PATH, or run from flags alone, e.g. \`llm-slo-gate run --base-url http://127.0.0.1:8000/v1 --model my-model\`; to keep the settings, copy examples/llm-slo.yml to ${DEFAULT_SPEC_PATH}.`
    });
  }
  return { spec: { version: 1, endpoint: { base_url: baseUrl, model }, workload: { prompt: FLAGS_ONLY_PROMPT } }, path: void 0, sha256: null, locate: void 0 };
}
async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch (err) {
    return err?.code !== "ENOENT";
  }
}

// src/cli/progress.ts
function progressPrinter(stream) {
  const tty = stream.isTTY === true;
  let lastDrawMs = 0;
  return (event) => {
    switch (event.type) {
      case "preflight": {
        const r = event.result;
        stream.write(r.ok ? `connectivity check: ok (HTTP ${r.status_code}, TTFT ${fixed(r.ttft_ms, 1)} ms, E2E ${fixed(r.e2e_ms, 1)} ms, usage ${r.usage ? "sent" : "not sent"})
` : `connectivity check: failed (${r.error_kind}${r.status_code ? `, HTTP ${r.status_code}` : ""})
`);
        break;
      }
      case "level-start":
        if (tty) stream.write(`${levelName(event)}: 0/${event.requests}`);
        break;
      case "level-progress": {
        if (!tty) break;
        const now = performance.now();
        if (now - lastDrawMs < 100 && event.finished < event.total) break;
        lastDrawMs = now;
        stream.write(`\r${levelName(event)}: ${event.finished}/${event.total}`);
        break;
      }
      case "level-done": {
        const s = event.stats;
        const sent = s.achieved_rate === null || s.achieved_rate === void 0 ? "" : `sent ${fixed(s.achieved_rate, 2)} req/s, `;
        const line = `${levelName(s)}: ${s.succeeded}/${s.requests} ok, ${sent}${fixed(s.qps, 2)} req/s, TTFT p95 ${fixed(s.ttft_ms.p95, 1)} ms, TPOT p95 ${fixed(s.tpot_ms.p95, 2)} ms, ${fixed(s.duration_s, 1)} s`;
        const passes = s.repeats && s.repeats.length > 1 ? `, ${s.repeats.length} passes` : "";
        const resolution = s.adaptive?.resolution === null || s.adaptive?.resolution === void 0 ? "resolution not yet bounded" : `\xB1${fixed(s.adaptive.resolution * 100, 1)} %`;
        const grown = s.adaptive ? `, ${s.adaptive.stopped_because.replace(/_/g, " ")} (${resolution})` : "";
        stream.write(tty ? `\r\x1B[2K${line}${passes}${grown}
` : `${line}${passes}${grown}
`);
        break;
      }
    }
  };
}

// src/io/git-info.ts
import { spawnSync } from "node:child_process";
function gitInfo(env, cwd) {
  if (env.GITHUB_SHA) return { sha: env.GITHUB_SHA, ref: env.GITHUB_REF || null };
  const git = (args) => {
    const res = spawnSync("git", args, { cwd, encoding: "utf8", timeout: 2e3, stdio: ["ignore", "pipe", "ignore"] });
    return res.status === 0 ? res.stdout.trim() : "";
  };
  const sha = git(["rev-parse", "HEAD"]);
  if (!/^[0-9a-f]{40}$/.test(sha)) return null;
  return { sha, ref: git(["symbolic-ref", "-q", "HEAD"]) || null };
}

// src/cli/terminal-sink.ts
async function measureSpec(r, io, options) {
  const stop = handleStopSignals({ say: (line) => io.stderr.write(`
${line}
`) });
  let outcome;
  try {
    outcome = await runSpec(r, terminalPorts(io, stop.signal, options));
  } finally {
    stop.dispose();
  }
  if (outcome.kind === "scenarios") printScenarios(outcome.results, outcome.files.dir, io);
  if (outcome.baselineRefused) throw outcome.baselineRefused;
  return outcome;
}
function terminalPorts(io, signal, options) {
  return {
    cwd: io.cwd,
    baselines: fileBaselines(io.cwd),
    secrets: {
      key: (plan, notes) => readApiKey(io.env, plan.endpoint.apiKeyEnv, notes),
      referenceKey: (plan, key, notes) => readReferenceKey(io.env, plan, key, notes)
    },
    outputs: fileOutputs(io.cwd),
    log: terminalLog(io, options.quiet),
    signal,
    git: gitInfo(io.env, io.cwd),
    environment: collectEnvironment(io.env),
    ...options.direct ? { createClient: (endpoint, clientOptions) => new OpenAIChatClient(endpoint, { ...clientOptions, env: {} }) } : {}
  };
}
function terminalLog(io, quiet) {
  let progress;
  return {
    warn: (line) => io.stderr.write(`warning: ${line}
`),
    info: (line) => io.stderr.write(`${line}
`),
    scenarioStart: (scenario) => {
      progress = void 0;
      io.stdout.write(`
== scenario ${scenario.name} ==
`);
    },
    ...quiet ? {} : { event: (_scenario, e) => (progress ??= progressPrinter(io.stderr))(e) },
    runDone: (_scenario, results, files) => printRun(results, files.dir, io)
  };
}
function printRun(r, dir, io) {
  if (r.levels.length > 0) io.stdout.write("\n" + levelsTextTable(r.levels));
  const judged = checksText(r);
  if (judged) io.stdout.write("\n" + judged);
  for (const note of r.notes) io.stderr.write(`note: ${note}
`);
  if (r.error) {
    io.stderr.write(`
error: ${r.error.message}
`);
    if (r.error.hint) io.stderr.write(`hint: ${r.error.hint}
`);
  }
  const details = verdictDetails(r).map((d) => ` ${d[0]?.toUpperCase()}${d.slice(1)}.`).join("");
  io.stdout.write(`
${statusWord(r.status)}${r.incomplete ? " (incomplete)" : ""}: ${r.endpoint.model} at ${r.endpoint.url}, ${r.levels.length} level(s) in ${r.duration_s.toFixed(1)} s.${details} Results in ${dir}
`);
  if (r.status === "inconclusive") io.stderr.write(inconclusiveAdvice(r.verdict.on_inconclusive) + "\n");
}
function printScenarios(combined, dir, io) {
  io.stdout.write("\nScenarios:\n");
  const width = Math.max(...combined.scenarios.map((s) => s.name.length));
  const word = (s) => s.status === "not_run" ? "NOT RUN" : statusWord(s.status);
  const statusWidth = Math.max(7, ...combined.scenarios.map((s) => word(s).length));
  for (const s of combined.scenarios) {
    const why = s.results?.verdict.reason ? `: ${s.results.verdict.reason}` : "";
    const what = s.status === "not_run" ? `not run: ${s.note}` : s.results === null ? `${s.note ?? "stopped with an error"}` : `${s.verdict?.failed ?? 0} failed, ${s.verdict?.warned ?? 0} warned${why}`;
    io.stdout.write(`  ${s.name.padEnd(width)}  ${word(s).padEnd(statusWidth)}  ${what}
`);
  }
  for (const note of combined.notes) io.stderr.write(`note: ${note}
`);
  io.stdout.write(`
${statusWord(combined.status)}${combined.incomplete ? " (incomplete)" : ""}: ${combined.scenarios.length} scenarios in ${combined.duration_s.toFixed(1)} s. Results in ${dir}
`);
  if (combined.status === "inconclusive") io.stderr.write(inconclusiveAdvice(combined.verdict.on_inconclusive) + "\n");
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
  --base-url URL        override endpoint.base_url
  --model ID            override endpoint.model
  --reference-url URL   measure this reference endpoint in the same run and judge regressions against it
  --concurrency LIST    override sweep.concurrency, e.g. 1,4,8
  --rate LIST           override sweep.rate (requests/s), e.g. 1,2,4; the spec's concurrency
                        levels still run unless --concurrency is given too
  --max-concurrency N   override sweep.max_concurrency (most in flight at a rate level)
  --requests N          override sweep.requests
  --warmup N            override sweep.warmup
  --max-tokens N        override workload.max_tokens
  --timeout S           override endpoint.timeout_s (seconds one request may take)
  --stall-timeout S     override endpoint.stall_timeout_s (seconds without a byte before a request is stalled)
  --max-duration S      override sweep.max_duration_s (seconds the whole run may take)
  --fail-on WHAT        which failed checks fail the run: slo, regression, both (default), none
  --baseline PATH       compare with this results file instead of baseline.path
  --update-baseline     after a complete run, write its results as the new baseline
                        (keeping the last baseline.runs runs when the spec sets it)
  -q, --quiet           no progress lines (connectivity check, each level as it ends): print
                        only the results: the levels table, checks, notes, errors and verdict
`;
var OPTIONS = {
  spec: { type: "string" },
  out: { type: "string" },
  "base-url": { type: "string" },
  model: { type: "string" },
  concurrency: { type: "string" },
  rate: { type: "string" },
  "max-concurrency": { type: "string" },
  requests: { type: "string" },
  warmup: { type: "string" },
  "max-tokens": { type: "string" },
  timeout: { type: "string" },
  "stall-timeout": { type: "string" },
  "max-duration": { type: "string" },
  "reference-url": { type: "string" },
  "fail-on": { type: "string" },
  baseline: { type: "string" },
  "update-baseline": { type: "boolean" },
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
  const overrides = {};
  if (values["base-url"] !== void 0) overrides.baseUrl = values["base-url"];
  if (values.model !== void 0) overrides.model = values.model;
  if (values["reference-url"] !== void 0) overrides.referenceUrl = values["reference-url"];
  if (values.concurrency !== void 0) overrides.concurrency = parseConcurrencyList(values.concurrency, "--concurrency");
  if (values.rate !== void 0) overrides.rate = parseRateList(values.rate, "--rate");
  if (values["max-concurrency"] !== void 0) overrides.maxConcurrency = parseIntegerFlag(values["max-concurrency"], "--max-concurrency");
  if (values.requests !== void 0) overrides.requests = parseIntegerFlag(values.requests, "--requests");
  if (values.warmup !== void 0) overrides.warmup = parseIntegerFlag(values.warmup, "--warmup");
  if (values["max-tokens"] !== void 0) overrides.maxTokens = parseIntegerFlag(values["max-tokens"], "--max-tokens");
  if (values.timeout !== void 0) overrides.timeoutS = parseSecondsFlag(values.timeout, "--timeout");
  if (values["stall-timeout"] !== void 0) overrides.stallTimeoutS = parseSecondsFlag(values["stall-timeout"], "--stall-timeout");
  if (values["max-duration"] !== void 0) overrides.maxDurationS = parseSecondsFlag(values["max-duration"], "--max-duration");
  const failOn = parseFailOn(values["fail-on"] ?? "both", "--fail-on");
  const plans = spec.scenarios !== void 0 ? { kind: "scenarios", ...resolveScenarioPlans(spec, overrides, specPath, void 0, values.baseline) } : { kind: "single", plan: resolvePlan(spec, overrides, specPath) };
  if (plans.kind === "single" && values.baseline !== void 0) {
    plans.plan.gate.baseline = { ...plans.plan.gate.baseline, path: values.baseline, configured: true };
  }
  const outcome = await measureSpec({
    spec,
    plans,
    failOn,
    ...locate ? { locate } : {},
    specFile: { path: specPath ?? null, sha256 },
    outDir: values.out ?? DEFAULT_OUT_DIR,
    updateBaseline: values["update-baseline"] === true
  }, io, { quiet: values.quiet === true });
  return outcome.exitCode;
}

// src/cli/validate-command.ts
import { resolve as resolve2 } from "node:path";

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
  const { spec } = await loadSpecFile(resolve2(io.cwd, specPath), specPath);
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
    `  workload  ${workloadLine(plan, files)}, max_tokens ${plan.workload.maxTokens}${plan.workload.temperature === void 0 ? "" : `, temperature ${plan.workload.temperature}`}`,
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
  const fixed2 = anthropic ? [`anthropic-version: ${ANTHROPIC_VERSION}`] : [];
  return [auth, ...fixed2, ...Object.entries(redactHeaders(headers)).map(([name, value]) => `${name}: ${value}`)];
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

// src/sim/server.ts
import { createServer } from "node:http";

// src/sim/chunks.ts
function chunk(ctx, choices, usage2) {
  const body = {
    id: ctx.id,
    object: "chat.completion.chunk",
    created: ctx.created,
    model: ctx.model,
    choices
  };
  if (usage2 !== void 0) body.usage = usage2;
  else if (ctx.includeUsage) body.usage = null;
  return body;
}
function sseEvent(data) {
  return `data: ${JSON.stringify(data)}

`;
}
var SSE_DONE = "data: [DONE]\n\n";
function roleChunk(ctx) {
  return chunk(ctx, [{ index: 0, delta: { role: "assistant", content: "" }, logprobs: null, finish_reason: null }]);
}
function contentChunk(ctx, text) {
  return chunk(ctx, [{ index: 0, delta: { content: text }, logprobs: null, finish_reason: null }]);
}
function reasoningChunk(ctx, text) {
  return chunk(ctx, [{ index: 0, delta: { reasoning_content: text }, logprobs: null, finish_reason: null }]);
}
function finishChunk(ctx, finishReason) {
  return chunk(ctx, [{ index: 0, delta: {}, logprobs: null, finish_reason: finishReason }]);
}
function usageChunk(ctx, usage2) {
  return chunk(ctx, [], usage2);
}
function completionBody(ctx, text, finishReason, usage2) {
  const body = {
    id: ctx.id,
    object: "chat.completion",
    created: ctx.created,
    model: ctx.model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, logprobs: null, finish_reason: finishReason }]
  };
  if (usage2 !== void 0) body.usage = usage2;
  return body;
}
function errorBody(message, type, code) {
  return { error: { message, type, param: null, code } };
}
function modelsBody(model, created) {
  return { object: "list", data: [{ id: model, object: "model", created, owned_by: "llm-slo-gate-simulator" }] };
}
var CHAT_SHAPE = {
  idPrefix: "chatcmpl-",
  start: (ctx) => sseEvent(roleChunk(ctx)),
  token: (ctx, text) => sseEvent(contentChunk(ctx, text)),
  reasoning: (ctx, text) => sseEvent(reasoningChunk(ctx, text)),
  end: (ctx, finishReason, usage2, done) => sseEvent(finishChunk(ctx, finishReason)) + (usage2 !== void 0 ? sseEvent(usageChunk(ctx, usage2)) : "") + (done ? SSE_DONE : ""),
  whole: completionBody
};

// src/sim/completions.ts
function chunk2(ctx, choices, usage2) {
  const body = { id: ctx.id, object: "text_completion", created: ctx.created, model: ctx.model, choices };
  if (usage2 !== void 0) body.usage = usage2;
  else if (ctx.includeUsage) body.usage = null;
  return body;
}
var COMPLETIONS_SHAPE = {
  idPrefix: "cmpl-",
  start: () => "",
  token: (ctx, text) => sseEvent(chunk2(ctx, [{ index: 0, text, logprobs: null, finish_reason: null }])),
  end: (ctx, finishReason, usage2, done) => sseEvent(chunk2(ctx, [{ index: 0, text: "", logprobs: null, finish_reason: finishReason }])) + (usage2 !== void 0 ? sseEvent(chunk2(ctx, [], usage2)) : "") + (done ? SSE_DONE : ""),
  whole: (ctx, text, finishReason, usage2) => {
    const body = {
      id: ctx.id,
      object: "text_completion",
      created: ctx.created,
      model: ctx.model,
      choices: [{ index: 0, text, logprobs: null, finish_reason: finishReason }]
    };
    if (usage2 !== void 0) body.usage = usage2;
    return body;
  }
};
function completionsAsChat(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The request body must be a JSON object.";
  const b = body;
  let prompt;
  if (typeof b.prompt === "string") prompt = b.prompt;
  else if (Array.isArray(b.prompt) && b.prompt.length > 0 && b.prompt.every((p) => typeof p === "string")) prompt = b.prompt.join("");
  else return '"prompt" must be a string or an array of strings.';
  const { prompt: _prompt, ...rest } = b;
  return { ...rest, messages: [{ role: "user", content: prompt }] };
}

// src/sim/anthropic.ts
function anthropicEvent(type, data) {
  return `event: ${type}
data: ${JSON.stringify({ type, ...data })}

`;
}
function stopReason(finishReason) {
  return finishReason === "length" ? "max_tokens" : "end_turn";
}
var ANTHROPIC_SHAPE = {
  idPrefix: "msg_",
  start: (ctx, usage2, thinking) => anthropicEvent("message_start", {
    message: {
      id: ctx.id,
      type: "message",
      role: "assistant",
      content: [],
      model: ctx.model,
      stop_reason: null,
      stop_sequence: null,
      ...usage2 !== void 0 ? { usage: { input_tokens: usage2.prompt_tokens, output_tokens: 1 } } : {}
    }
  }) + anthropicEvent("content_block_start", { index: 0, content_block: thinking === true ? { type: "thinking", thinking: "" } : { type: "text", text: "" } }) + anthropicEvent("ping", {}),
  token: (_ctx, text) => anthropicEvent("content_block_delta", { index: 0, delta: { type: "text_delta", text } }),
  reasoning: (_ctx, text) => anthropicEvent("content_block_delta", { index: 0, delta: { type: "thinking_delta", thinking: text } }),
  answerStart: () => anthropicEvent("content_block_delta", { index: 0, delta: { type: "signature_delta", signature: "sim" } }) + anthropicEvent("content_block_stop", { index: 0 }) + anthropicEvent("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
  end: (_ctx, finishReason, usage2, done) => anthropicEvent("content_block_stop", { index: 0 }) + anthropicEvent("message_delta", {
    delta: { stop_reason: stopReason(finishReason), stop_sequence: null },
    ...usage2 !== void 0 ? { usage: { output_tokens: usage2.completion_tokens } } : {}
  }) + (done ? anthropicEvent("message_stop", {}) : ""),
  whole: (ctx, text, finishReason, usage2) => {
    const body = {
      id: ctx.id,
      type: "message",
      role: "assistant",
      content: [{ type: "text", text }],
      model: ctx.model,
      stop_reason: stopReason(finishReason),
      stop_sequence: null
    };
    if (usage2 !== void 0) body.usage = { input_tokens: usage2.prompt_tokens, output_tokens: usage2.completion_tokens };
    return body;
  }
};
function anthropicErrorType(status2) {
  switch (status2) {
    case 400:
    case 405:
    case 422:
      return "invalid_request_error";
    case 401:
      return "authentication_error";
    case 403:
      return "permission_error";
    case 404:
      return "not_found_error";
    case 413:
      return "request_too_large";
    case 429:
      return "rate_limit_error";
    case 529:
      return "overloaded_error";
    default:
      return "api_error";
  }
}
function anthropicErrorBody(status2, message) {
  return { type: "error", error: { type: anthropicErrorType(status2), message } };
}
function anthropicAuthProblem(header, apiKey) {
  if (apiKey === void 0) return void 0;
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === void 0 || value === "") return "x-api-key header is required";
  return value === apiKey ? void 0 : "invalid x-api-key";
}
function messagesAsChat(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "The request body must be a JSON object.";
  const b = body;
  if (b.max_tokens === void 0 || b.max_tokens === null) return "max_tokens: Field required";
  if (!Array.isArray(b.messages) || b.messages.length === 0) return "messages: must be a non-empty array";
  const messages = [];
  if (b.system !== void 0) {
    const system = blockText(b.system);
    if (system === void 0) return "system: must be a string or an array of text blocks";
    messages.push({ role: "system", content: system });
  }
  for (const [i, m] of b.messages.entries()) {
    const message = m;
    if (typeof message !== "object" || message === null || message.role !== "user" && message.role !== "assistant") {
      return `messages.${i}.role: must be "user" or "assistant"`;
    }
    const content = blockText(message.content);
    if (content === void 0) return `messages.${i}.content: must be a string or an array of content blocks`;
    messages.push({ role: message.role, content });
  }
  const { system: _system, messages: _messages, ...rest } = b;
  return { ...rest, messages, stream_options: { include_usage: true } };
}
function blockText(value) {
  if (typeof value === "string") return value;
  if (!Array.isArray(value)) return void 0;
  let text = "";
  for (const block of value) {
    if (typeof block !== "object" || block === null) return void 0;
    const t = block.text;
    if (typeof t === "string") text += t;
  }
  return text;
}

// src/sim/clock.ts
function monotonicMs() {
  return Number(process.hrtime.bigint()) / 1e6;
}
var POLL_WINDOW_MS = 2;
function realClock() {
  return {
    now: monotonicMs,
    schedule(atMs, fn) {
      let cancelled = false;
      let timer;
      let immediate;
      const poll = () => {
        timer = void 0;
        if (cancelled) return;
        if (monotonicMs() >= atMs) fn();
        else immediate = setImmediate(poll);
      };
      const leadMs = atMs - monotonicMs() - POLL_WINDOW_MS;
      if (leadMs >= 1) timer = setTimeout(poll, leadMs);
      else immediate = setImmediate(poll);
      return () => {
        cancelled = true;
        if (timer !== void 0) clearTimeout(timer);
        if (immediate !== void 0) clearImmediate(immediate);
      };
    }
  };
}

// src/sim/faults.ts
var FAULT_MAX_TOKENS = 1e6;
var FAULT_MAX_RETRY_AFTER_S = 86400;
var FAULT_HELP = `Faults (--fault LIST, comma-separated; --fault-rate R fails that fraction, seeded by --seed):
  401 | 403 | 404          auth failure, forbidden, unknown model (OpenAI-style JSON body)
  429 | 429:SECONDS        rate limited, without or with a Retry-After header
  500 | 502 | 503 | NNN    server error with a JSON body (any status 400-599)
  html | html:NNN         HTML error page from a proxy (default 502)
  anthropic               answers like an Anthropic Messages API (x-api-key, {"type":"error"});
                          chat and completions routes only
  refuse                  nothing listens: connections are refused (alone, rate 1 only)
  reset-after:N           N tokens, then the connection closes mid-stream
  stall-after:N           N tokens, then silence with the connection open
  bad-json-after:N        N tokens, then an event that is not valid JSON
  error-after:N           N tokens, then an {"error": ...} event, and the stream ends
  not-streaming           a whole JSON completion despite "stream": true
  buffered                the whole event stream at once at the end (TTFT = E2E)
  no-done                 a full stream without data: [DONE] (still a success)
Each route answers in its own API's shapes: on /v1/messages errors use Anthropic's envelope
(529 overloaded_error, 429 rate_limit_error, ...), error-after:N sends an overloaded_error event,
and no-done leaves out message_stop.
`;
var FORMS = [
  "401",
  "403",
  "404",
  "429",
  "429:SECONDS",
  "500",
  "502",
  "503",
  "html",
  "html:STATUS",
  "anthropic",
  "refuse",
  "reset-after:N",
  "stall-after:N",
  "bad-json-after:N",
  "error-after:N",
  "not-streaming",
  "buffered",
  "no-done"
];
var TOKEN_FAULTS = /* @__PURE__ */ new Set(["reset-after", "stall-after", "bad-json-after", "error-after"]);
function usage(message) {
  return new GateError("USAGE", message, {
    hint: `Write --fault as a comma-separated list of: ${FORMS.join(", ")}; e.g. --fault 503 --fault-rate 0.2, or --fault reset-after:5.`
  });
}
function wholeNumber(text, min, max) {
  if (!/^\d+$/.test(text)) return void 0;
  const n = Number(text);
  return n >= min && n <= max ? n : void 0;
}
function status(text, item) {
  const n = wholeNumber(text, 400, 599);
  if (n === void 0) throw usage(`Fault "${item}": ${JSON.stringify(text)} is not an HTTP error status (a whole number 400-599).`);
  return n;
}
function parseFault(text) {
  const item = text.trim().toLowerCase();
  if (item === "") throw usage("An empty fault: the list has a stray comma.");
  const colon = item.indexOf(":");
  const name = colon < 0 ? item : item.slice(0, colon);
  const arg = colon < 0 ? void 0 : item.slice(colon + 1);
  if (/^\d+$/.test(name)) {
    const code = status(name, item);
    if (arg === void 0) return { kind: "status", status: code };
    if (code !== 429) throw usage(`Fault "${item}": only 429 takes a Retry-After (429:SECONDS).`);
    const seconds = wholeNumber(arg, 0, FAULT_MAX_RETRY_AFTER_S);
    if (seconds === void 0) throw usage(`Fault "${item}": Retry-After must be a whole number of seconds from 0 to ${FAULT_MAX_RETRY_AFTER_S}.`);
    return { kind: "status", status: code, retryAfterS: seconds };
  }
  if (name === "html") return { kind: "html", status: arg === void 0 ? 502 : status(arg, item) };
  if (TOKEN_FAULTS.has(name)) {
    if (arg === void 0) throw usage(`Fault "${item}" needs a token count, e.g. ${name}:5.`);
    const tokens = wholeNumber(arg, 0, FAULT_MAX_TOKENS);
    if (tokens === void 0) throw usage(`Fault "${item}": the token count must be a whole number from 0 to ${FAULT_MAX_TOKENS}.`);
    return { kind: name, tokens };
  }
  if (name === "anthropic" || name === "refuse" || name === "not-streaming" || name === "buffered" || name === "no-done") {
    if (arg !== void 0) throw usage(`Fault "${item}" takes no value; write just "${name}".`);
    return { kind: name };
  }
  const near = closest(name);
  throw usage(`Unknown fault "${item}".${near === void 0 ? "" : ` Did you mean "${near}"?`}`);
}
function formatFault(fault) {
  switch (fault.kind) {
    case "status":
      return fault.retryAfterS === void 0 ? String(fault.status) : `${fault.status}:${fault.retryAfterS}`;
    case "html":
      return `html:${fault.status}`;
    case "reset-after":
    case "stall-after":
    case "bad-json-after":
    case "error-after":
      return `${fault.kind}:${fault.tokens}`;
    default:
      return fault.kind;
  }
}
function parseFaults(value) {
  if (value === void 0 || value === null) return [];
  const items = typeof value === "string" ? value.trim() === "" ? [] : value.split(",") : Array.isArray(value) ? value : [value];
  const faults = [];
  for (const item of items) {
    if (typeof item === "string") faults.push(parseFault(item));
    else if (typeof item === "object" && item !== null && typeof item.kind === "string") {
      faults.push(parseFault(formatFault(item)));
    } else throw usage(`A fault must be text such as "503" or "reset-after:5", got ${JSON.stringify(item)}.`);
  }
  if (faults.some((f) => f.kind === "refuse") && faults.length > 1) {
    throw usage('Fault "refuse" releases the port, so no request is ever answered: it cannot be listed with other faults.');
  }
  return faults;
}
function checkFaultRate(faults, rate) {
  if (rate < 1 && faults.length === 0) {
    throw new GateError("USAGE", `Simulator setting faultRate (--fault-rate) is ${rate} but no --fault is given.`, {
      hint: "Name the failure too, e.g. --fault 503 --fault-rate 0.2."
    });
  }
  if (rate < 1 && faults.some((f) => f.kind === "refuse")) {
    throw new GateError("USAGE", 'Fault "refuse" acts on the listening port, not on single requests, so it cannot have a --fault-rate below 1.', {
      hint: "Use --fault reset-after:0 to drop a fraction of requests instead."
    });
  }
}
function describeFaults(faults, rate) {
  if (faults.length === 0) return void 0;
  const list = faults.map(formatFault).join(", ");
  if (faults.some((f) => f.kind === "refuse")) return "fault refuse: nothing listens at the URL, every connection is refused";
  return `fault${faults.length > 1 ? "s" : ""} ${list} on ${rate >= 1 ? "every request" : `${Math.round(rate * 1e3) / 10} % of requests`}`;
}
function isStreamFault(fault) {
  return TOKEN_FAULTS.has(fault.kind);
}
function closest(name) {
  const names = ["html", "anthropic", "refuse", "reset-after", "stall-after", "bad-json-after", "error-after", "not-streaming", "buffered", "no-done"];
  let best;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of names) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

// src/sim/config.ts
var defaultSimConfig = Object.freeze({
  model: "sim-model",
  prefillBaseMs: 20,
  prefillPerTokenMs: 0.05,
  decodeBaseMs: 15,
  decodePerSeqMs: 1,
  maxBatch: 8,
  jitter: 0.05,
  seed: 1,
  outputTokens: void 0,
  reasoningTokens: 0,
  usage: true,
  streamOptions: true,
  apiKey: void 0,
  fault: Object.freeze([]),
  faultRate: 1
});
var simConfigFields = [
  { key: "model", flag: "--model", kind: "string", summary: "model id the endpoint serves", example: "sim-model" },
  { key: "prefillBaseMs", flag: "--prefill-base-ms", kind: "number", min: 0, max: 6e5, summary: "fixed prefill cost (ms)", example: "20" },
  { key: "prefillPerTokenMs", flag: "--prefill-per-token-ms", kind: "number", min: 0, max: 1e3, summary: "prefill cost per prompt token (ms)", example: "0.05" },
  { key: "decodeBaseMs", flag: "--decode-base-ms", kind: "number", min: 0, max: 6e5, summary: "fixed decode step cost (ms)", example: "15" },
  { key: "decodePerSeqMs", flag: "--decode-per-seq-ms", kind: "number", min: 0, max: 6e4, summary: "decode step cost per running sequence (ms)", example: "1" },
  { key: "maxBatch", flag: "--max-batch", kind: "integer", min: 1, max: 4096, summary: "most sequences decoding at once", example: "8" },
  { key: "jitter", flag: "--jitter", kind: "number", min: 0, max: 1, maxExclusive: true, summary: "relative noise on each step (0 = exact)", example: "0.05" },
  { key: "seed", flag: "--seed", kind: "integer", min: 0, max: 4294967295, summary: "random seed (same seed, same timings)", example: "1" },
  { key: "outputTokens", flag: "--output-tokens", kind: "integer", min: 1, max: 1e6, summary: "fixed answer length in tokens (default: max_tokens)", example: "128" },
  { key: "reasoningTokens", flag: "--reasoning-tokens", kind: "integer", min: 0, max: 1e6, summary: "reasoning tokens before each answer (chat, messages)", example: "32" },
  { key: "usage", flag: "--usage", kind: "boolean", summary: "send the usage chunk when asked", example: "true" },
  { key: "streamOptions", flag: "--stream-options", kind: "boolean", summary: "accept stream_options (false: 400 like older servers)", example: "false" },
  { key: "apiKey", flag: "--api-key", kind: "string", summary: "require this Bearer key", example: "sk-local" },
  { key: "fault", flag: "--fault", kind: "faults", summary: "inject failures, comma-separated (see Faults)", example: "503" },
  { key: "faultRate", flag: "--fault-rate", kind: "number", min: 0, max: 1, summary: "fraction of requests that fail (seeded)", example: "0.2" }
];
var SIM_FAULT_HELP = FAULT_HELP;
function normaliseKey(key) {
  return key.replace(/^-+/, "").replace(/[-_]/g, "").toLowerCase();
}
var fieldsByNormalisedKey = new Map(
  simConfigFields.map((f) => [normaliseKey(f.key), f])
);
function invalid(field, value, expected) {
  return new GateError(
    "USAGE",
    `Simulator setting ${field.key} (${field.flag}) is ${JSON.stringify(value)}: ${expected}.`,
    { hint: `Use e.g. ${field.flag} ${field.example} (${field.summary}).` }
  );
}
function describeRange(field) {
  const what = field.kind === "integer" ? "a whole number" : "a number";
  const upper = field.max === void 0 ? "" : ` and ${field.maxExclusive === true ? "<" : "\u2264"} ${field.max}`;
  return `expected ${what} \u2265 ${field.min ?? 0}${upper}`;
}
function coerce(field, value) {
  switch (field.kind) {
    case "string": {
      if (typeof value !== "string" || value.trim() === "") throw invalid(field, value, "expected a non-empty string");
      return value.trim();
    }
    case "boolean": {
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "1") return true;
      if (value === "false" || value === "0") return false;
      throw invalid(field, value, "expected true or false");
    }
    case "faults":
      return parseFaults(value);
    case "integer":
    case "number": {
      const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
      const tooHigh = field.max !== void 0 && (field.maxExclusive === true ? n >= field.max : n > field.max);
      if (!Number.isFinite(n) || field.kind === "integer" && !Number.isInteger(n) || n < (field.min ?? 0) || tooHigh) {
        throw invalid(field, value, describeRange(field));
      }
      return n;
    }
  }
}
function parseSimConfig(input) {
  if (input === void 0 || input === null) return { ...defaultSimConfig };
  if (typeof input !== "object" || Array.isArray(input)) {
    throw new GateError("USAGE", `Simulator settings must be an object of name \u2192 value, got ${JSON.stringify(input)}.`, {
      hint: 'Pass e.g. { "maxBatch": 8, "decodeBaseMs": 15, "seed": 1 }.'
    });
  }
  const config = { ...defaultSimConfig };
  for (const [rawKey, value] of Object.entries(input)) {
    const field = fieldsByNormalisedKey.get(normaliseKey(rawKey));
    if (field === void 0) {
      throw new GateError("USAGE", `Unknown simulator setting "${rawKey}".`, {
        hint: `Known settings: ${simConfigFields.map((f) => f.flag).join(", ")}.`
      });
    }
    if (value === void 0) continue;
    if (value === null && (field.key === "outputTokens" || field.key === "apiKey")) {
      config[field.key] = void 0;
      continue;
    }
    config[field.key] = coerce(field, value);
  }
  checkFaultRate(config.fault, config.faultRate);
  return config;
}

// src/sim/fault-bodies.ts
var JSON_TYPE = { "content-type": "application/json" };
var STATUS_ERRORS = {
  400: ["Invalid request.", "invalid_request_error", null],
  401: ["Incorrect API key provided. You can find your API key in your account settings.", "invalid_request_error", "invalid_api_key"],
  403: ["You are not allowed to use this model; the key may be disabled or lack access.", "permission_error", "permission_denied"],
  429: ["Rate limit reached for requests per minute. Please try again later.", "requests", "rate_limit_exceeded"],
  500: ["The server had an error while processing your request.", "server_error", null],
  502: ["Bad gateway: the upstream model server did not answer.", "server_error", null],
  503: ["The server is overloaded or not ready yet.", "server_error", null]
};
function faultResponse(fault, request, route = "chat") {
  switch (fault.kind) {
    case "status": {
      const headers = { ...JSON_TYPE };
      if (fault.retryAfterS !== void 0) headers["retry-after"] = String(fault.retryAfterS);
      if (route === "messages") {
        const message2 = ANTHROPIC_MESSAGES[fault.status] ?? (fault.status === 404 ? `model: ${request.requested}` : `Simulated HTTP ${fault.status}.`);
        return { status: fault.status, headers, body: JSON.stringify(anthropicErrorBody(fault.status, message2)) };
      }
      if (fault.status === 404) {
        const body = errorBody(`The model \`${request.requested}\` does not exist or you do not have access to it.`, "invalid_request_error", "model_not_found");
        return { status: 404, headers, body: JSON.stringify(body) };
      }
      const [message, type, code] = STATUS_ERRORS[fault.status] ?? [`Simulated HTTP ${fault.status}.`, fault.status >= 500 ? "server_error" : "invalid_request_error", null];
      return { status: fault.status, headers, body: JSON.stringify(errorBody(message, type, code)) };
    }
    case "html":
      return { status: fault.status, headers: { "content-type": "text/html" }, body: htmlPage(fault.status) };
    case "anthropic":
      if (route === "messages") return void 0;
      return request.hasXApiKey ? { status: 404, headers: { ...JSON_TYPE }, body: JSON.stringify({ type: "error", error: { type: "not_found_error", message: "Not Found" } }) } : { status: 401, headers: { ...JSON_TYPE }, body: JSON.stringify({ type: "error", error: { type: "authentication_error", message: "x-api-key header is required" } }) };
    default:
      return void 0;
  }
}
var ANTHROPIC_MESSAGES = {
  400: "Invalid request.",
  401: "invalid x-api-key",
  403: "Your API key does not have permission to use the specified resource.",
  413: "Request exceeds the maximum allowed number of bytes.",
  429: "Number of requests has exceeded your per-minute rate limit.",
  500: "Internal server error",
  529: "Overloaded"
};
function htmlPage(status2) {
  const title = `${status2} ${STATUS_TITLES[status2] ?? "Error"}`;
  return `<html>\r
<head><title>${title}</title></head>\r
<body>\r
<center><h1>${title}</h1></center>\r
<hr><center>nginx</center>\r
</body>\r
</html>\r
`;
}
var STATUS_TITLES = {
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Temporarily Unavailable",
  504: "Gateway Time-out"
};
function malformedEvent(route = "chat") {
  switch (route) {
    case "completions":
      return 'data: {"id":"cmpl-sim","object":"text_completion","choices":[{"index":0,"text":"tr\n\n';
    case "messages":
      return 'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"tr\n\n';
    default:
      return 'data: {"id":"chatcmpl-sim","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"tr\n\n';
  }
}
function midStreamErrorEvent(route = "chat") {
  if (route === "messages") return anthropicEvent("error", { error: { type: "overloaded_error", message: "Overloaded" } });
  return sseEvent(errorBody("The model server failed while generating: CUDA out of memory.", "server_error", "internal_error"));
}

// src/sim/model.ts
var REBASE_AFTER_MS = 5;
function prefillDurationMs(config, promptTokens) {
  return config.prefillBaseMs + config.prefillPerTokenMs * promptTokens;
}
function decodeStepMs(config, runningSeqs) {
  return config.decodeBaseMs + config.decodePerSeqMs * runningSeqs;
}
var ServingModel = class {
  config;
  clock;
  onStep;
  random;
  waiting = [];
  /** Admitted and not finished, in admission order. */
  active = [];
  current;
  cancelTimer;
  stopped = false;
  constructor(config, options) {
    this.config = config;
    this.clock = options.clock;
    this.onStep = options.onStep;
    this.random = createRandom(config.seed);
  }
  /** Sequences waiting for a batch slot. */
  get queuedCount() {
    return this.waiting.length;
  }
  /** Sequences holding a batch slot (being prefilled or decoding). */
  get activeCount() {
    return this.active.length;
  }
  /** Queue a sequence; an idle engine starts its prefill at once (dated now, run after the current event-loop turn). */
  submit(request) {
    const seq = { request, produced: 0, cancelled: false };
    if (!this.stopped) {
      this.waiting.push(seq);
      if (this.current === void 0 && this.cancelTimer === void 0) {
        const startMs = this.clock.now();
        this.cancelTimer = this.clock.schedule(startMs, () => {
          this.cancelTimer = void 0;
          this.startStep(startMs);
        });
      }
    }
    return { cancel: () => this.cancel(seq) };
  }
  /** Stop for good: cancel the pending step and forget every sequence without calling back. */
  stop() {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = void 0;
    this.current = void 0;
    for (const seq of [...this.waiting, ...this.active]) seq.cancelled = true;
    this.waiting.length = 0;
    this.active.length = 0;
  }
  cancel(seq) {
    if (seq.cancelled) return;
    seq.cancelled = true;
    removeFrom(this.waiting, seq);
    removeFrom(this.active, seq);
  }
  jittered(nominalMs) {
    if (this.config.jitter === 0) return nominalMs;
    return Math.max(0, nominalMs * (1 + this.config.jitter * (2 * this.random() - 1)));
  }
  startStep(startMs) {
    const admitted = [];
    while (this.waiting.length > 0 && this.active.length < this.config.maxBatch) {
      const seq = this.waiting.shift();
      this.active.push(seq);
      admitted.push(seq);
    }
    for (const seq of admitted) seq.request.onAdmit?.();
    const toPrefill = admitted.filter((s) => !s.cancelled);
    let step;
    let durationMs;
    if (toPrefill.length > 0) {
      const promptTokens = toPrefill.reduce((sum, s) => sum + s.request.promptTokens, 0);
      durationMs = this.jittered(prefillDurationMs(this.config, promptTokens));
      step = { kind: "prefill", endMs: startMs + durationMs, seqs: toPrefill };
    } else if (this.active.length > 0) {
      durationMs = this.jittered(decodeStepMs(this.config, this.active.length));
      step = { kind: "decode", endMs: startMs + durationMs, seqs: [...this.active] };
    } else {
      this.current = void 0;
      return;
    }
    this.current = step;
    this.onStep?.({ kind: step.kind, startMs, durationMs, batchSize: step.seqs.length });
    this.cancelTimer = this.clock.schedule(step.endMs, () => this.finishStep(step));
  }
  finishStep(step) {
    if (this.current !== step) return;
    this.cancelTimer = void 0;
    for (const seq of step.seqs) {
      if (seq.cancelled) continue;
      const index = seq.produced;
      seq.produced += 1;
      const last = seq.produced >= seq.request.outputTokens;
      if (last) removeFrom(this.active, seq);
      seq.request.onToken(index, last);
      if (this.stopped) return;
    }
    const nowMs = this.clock.now();
    this.startStep(nowMs - step.endMs > REBASE_AFTER_MS ? nowMs : step.endMs);
  }
};
function removeFrom(list, item) {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}

// src/sim/tokens.ts
var TOKENS_PER_MESSAGE = 4;
var CHARS_PER_TOKEN = 4;
function messageText(content) {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  let text = "";
  for (const part of content) {
    if (typeof part === "object" && part !== null && typeof part.text === "string") {
      text += part.text;
    }
  }
  return text;
}
function estimatePromptTokens(messages) {
  let tokens = 0;
  for (const message of messages) {
    const content = typeof message === "object" && message !== null ? message.content : void 0;
    tokens += Math.ceil(messageText(content).length / CHARS_PER_TOKEN) + TOKENS_PER_MESSAGE;
  }
  return tokens;
}
var WORDS = [
  "the",
  "model",
  "token",
  "stream",
  "batch",
  "queue",
  "fast",
  "slow",
  "light",
  "river",
  "stone",
  "cloud",
  "green",
  "quiet",
  "north",
  "signal",
  "answer",
  "number",
  "small",
  "bright",
  "over",
  "under",
  "and",
  "then"
];
function tokenText(random, index) {
  const word = WORDS[Math.floor(random() * WORDS.length)] ?? "token";
  return index === 0 ? word : ` ${word}`;
}

// src/sim/write-log.ts
import { createWriteStream } from "node:fs";
async function openWriteLog(target) {
  if (typeof target === "function") {
    return { record: target, close: async () => {
    } };
  }
  const stream = createWriteStream(target, { flags: "w" });
  let failure;
  await new Promise((resolve3, reject) => {
    stream.once("open", () => resolve3());
    stream.once("error", (err) => reject(ioError(target, err)));
  });
  stream.on("error", (err) => {
    failure ??= err;
  });
  return {
    record(entry) {
      if (failure === void 0) stream.write(`${JSON.stringify(entry)}
`);
    },
    close: () => closeStream(stream, target, () => failure)
  };
}
function closeStream(stream, path, failure) {
  return new Promise((resolve3, reject) => {
    const settle = () => {
      const err = failure();
      if (err === void 0) resolve3();
      else reject(ioError(path, err));
    };
    if (stream.closed) settle();
    else {
      stream.once("close", settle);
      stream.end();
    }
  });
}
function ioError(path, cause) {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new GateError("IO", `Could not write the simulator's write log ${path}: ${detail}`, {
    hint: "Check that the directory exists and is writable, or omit the write log.",
    cause
  });
}

// src/sim/server.ts
var MAX_BODY_BYTES = 4 * 1024 * 1024;
var DEFAULT_MAX_TOKENS = 256;
var MAX_REQUEST_ID_CHARS = 200;
var HttpError = class extends Error {
  constructor(status2, message, type, errorCode) {
    super(message);
    this.status = status2;
    this.type = type;
    this.errorCode = errorCode;
  }
  status;
  type;
  errorCode;
};
async function startSimulator(config, opts = {}) {
  const settings = parseSimConfig(config);
  const host = opts.host ?? "127.0.0.1";
  const log = opts.writeLog === void 0 ? void 0 : await openWriteLog(opts.writeLog);
  const model = new ServingModel(settings, { clock: realClock(), onStep: opts.onStep });
  const wordRandom = createRandom(settings.seed ^ 1592622663);
  const faultRandom = createRandom(settings.seed ^ 262150125);
  const pickFault = () => {
    const faults = settings.fault;
    if (faults.length === 0 || !(faultRandom() < settings.faultRate)) return void 0;
    return faults.length === 1 ? faults[0] : faults[Math.floor(faultRandom() * faults.length)];
  };
  const inFlight = /* @__PURE__ */ new Set();
  let requestCount = 0;
  let closing;
  const finish = (flight, completed) => {
    if (!inFlight.delete(flight)) return;
    flight.entry.end_ms = monotonicMs();
    flight.entry.completed = completed;
    log?.record(flight.entry);
  };
  const serveChat = (res, call, id, n, fault, shape) => {
    const ctx = {
      id: `${shape.idPrefix}sim${n}`,
      created: Math.floor(Date.now() / 1e3),
      model: settings.model,
      includeUsage: call.includeUsage
    };
    const usage2 = {
      prompt_tokens: call.promptTokens,
      completion_tokens: call.outputTokens,
      total_tokens: call.promptTokens + call.outputTokens
    };
    const thinking = call.stream && shape.reasoning !== void 0 ? Math.min(settings.reasoningTokens, call.outputTokens) : 0;
    if (thinking > 0) usage2.completion_tokens_details = { reasoning_tokens: thinking };
    const streamedUsage = call.includeUsage && settings.usage ? usage2 : void 0;
    const flight = { res, entry: { id, headers_ms: 0, role_ms: null, content_ms: [], end_ms: 0, completed: false }, handle: void 0 };
    inFlight.add(flight);
    res.on("close", () => {
      flight.handle?.cancel();
      finish(flight, false);
    });
    if (call.stream && fault?.kind !== "not-streaming") {
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache",
        "x-request-id": id
      });
      res.flushHeaders();
      flight.entry.headers_ms = monotonicMs();
      const midStream = fault !== void 0 && isStreamFault(fault) ? fault : void 0;
      const faultAfter = midStream === void 0 ? -1 : Math.min(midStream.tokens, call.outputTokens);
      const strike = () => {
        if (midStream === void 0) return false;
        switch (midStream.kind) {
          case "reset-after":
            flight.handle?.cancel();
            finish(flight, false);
            if (res.socket === null) {
              res.destroy();
            } else {
              const socket = res.socket;
              setImmediate(() => socket.end());
            }
            return true;
          case "stall-after":
            flight.handle?.cancel();
            return true;
          case "error-after":
            flight.handle?.cancel();
            res.end(midStreamErrorEvent(routeOf(shape)));
            finish(flight, false);
            return true;
          case "bad-json-after":
            res.write(malformedEvent(routeOf(shape)));
            return false;
        }
      };
      if (faultAfter === 0 && strike()) return;
      let held = fault?.kind === "buffered" ? "" : void 0;
      const send = (text2) => {
        if (held === void 0) res.write(text2);
        else held += text2;
      };
      flight.handle = model.submit({
        promptTokens: call.promptTokens,
        outputTokens: call.outputTokens,
        onAdmit: () => {
          if (res.destroyed) return;
          const start = shape.start(ctx, streamedUsage, thinking > 0);
          if (start !== "") send(start);
          flight.entry.role_ms = monotonicMs();
        },
        onToken: (index, last) => {
          if (res.destroyed) return;
          if (index < thinking) send(shape.reasoning(ctx, tokenText(wordRandom, index)));
          else send((index === thinking && index > 0 && shape.answerStart !== void 0 ? shape.answerStart(ctx) : "") + shape.token(ctx, tokenText(wordRandom, index)));
          flight.entry.content_ms.push(monotonicMs());
          if (index + 1 === faultAfter && strike()) return;
          if (!last) return;
          let tail = shape.end(ctx, call.finishReason, streamedUsage, fault?.kind !== "no-done");
          if (held !== void 0) {
            tail = held + tail;
            held = void 0;
          }
          res.end(tail);
          finish(flight, true);
        }
      });
      return;
    }
    let text = "";
    flight.handle = model.submit({
      promptTokens: call.promptTokens,
      outputTokens: call.outputTokens,
      onToken: (index, last) => {
        text += tokenText(wordRandom, index);
        if (!last || res.destroyed) return;
        const body = JSON.stringify(shape.whole(ctx, text, call.finishReason, settings.usage ? usage2 : void 0));
        res.writeHead(200, { "content-type": "application/json", "x-request-id": id });
        flight.entry.headers_ms = monotonicMs();
        res.end(body);
        finish(flight, true);
      }
    });
  };
  const handle = async (req, res) => {
    if (closing !== void 0) throw new HttpError(503, "The simulator is shutting down.", "server_error", null);
    const path = new URL(req.url ?? "/", "http://sim").pathname.replace(/\/+$/, "");
    const shape = shapeForPath(path);
    const isChat = shape !== void 0;
    const isModels = path === "/v1/models" || path === "/models";
    if (!isChat && !isModels) {
      throw new HttpError(
        404,
        `Unknown path ${path || "/"}. This endpoint serves POST /v1/chat/completions, POST /v1/completions, POST /v1/messages and GET /v1/models; a base URL should end in /v1 once.`,
        "invalid_request_error",
        "unknown_url"
      );
    }
    const method = isChat ? "POST" : "GET";
    if (req.method !== method) {
      res.setHeader("allow", method);
      throw new HttpError(405, `Use ${method} for ${path}.`, "invalid_request_error", "method_not_allowed");
    }
    if (shape === ANTHROPIC_SHAPE) {
      const problem = anthropicAuthProblem(req.headers["x-api-key"], settings.apiKey);
      if (problem !== void 0) throw new HttpError(401, problem, "authentication_error", null);
    } else {
      checkAuth(req, settings.apiKey);
    }
    if (shape === void 0) {
      sendJson(res, 200, modelsBody(settings.model, Math.floor(Date.now() / 1e3)));
      return;
    }
    const raw = await readJsonBody(req);
    if (!settings.streamOptions && shape !== ANTHROPIC_SHAPE && typeof raw === "object" && raw !== null && "stream_options" in raw) {
      throw badRequest("Unrecognized request argument supplied: stream_options", "unrecognized_argument");
    }
    const body = shape === COMPLETIONS_SHAPE ? completionsAsChat(raw) : shape === ANTHROPIC_SHAPE ? messagesAsChat(raw) : raw;
    if (typeof body === "string") throw badRequest(body);
    const call = parseChatCall(body, settings);
    requestCount += 1;
    const fault = pickFault();
    const id = requestId(req, requestCount);
    const answer = fault === void 0 ? void 0 : faultResponse(fault, { model: settings.model, requested: body.model, hasXApiKey: req.headers["x-api-key"] !== void 0 }, routeOf(shape));
    if (answer !== void 0) {
      res.writeHead(answer.status, { ...answer.headers, "content-length": Buffer.byteLength(answer.body), "x-request-id": id });
      res.end(answer.body);
      log?.record({ id, headers_ms: monotonicMs(), role_ms: null, content_ms: [], end_ms: monotonicMs(), completed: false });
      return;
    }
    serveChat(res, call, id, requestCount, fault, shape);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      const anthropic = shapeForPath(new URL(req.url ?? "/", "http://sim").pathname.replace(/\/+$/, "")) === ANTHROPIC_SHAPE;
      if (err instanceof HttpError) {
        if (!res.headersSent) sendJson(res, err.status, anthropic ? anthropicErrorBody(err.status, err.message) : errorBody(err.message, err.type, err.errorCode));
        else res.destroy();
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      if (!res.headersSent) sendJson(res, 500, anthropic ? anthropicErrorBody(500, `Simulator failure: ${message}`) : errorBody(`Simulator failure: ${message}`, "server_error", null));
      else res.destroy();
    });
  });
  server.on("connection", (socket) => socket.setNoDelay(true));
  await new Promise((resolve3, reject) => {
    const onError = (err) => {
      reject(
        new GateError("USAGE", `The simulator could not listen on ${host}:${opts.port ?? 0}: ${err.message}`, {
          hint: err.code === "EADDRINUSE" ? "Choose another --port, or 0 for any free port." : "Check the --host and --port values.",
          cause: err
        })
      );
    };
    server.once("error", onError);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", onError);
      resolve3();
    });
  }).catch(async (err) => {
    await log?.close().catch(() => void 0);
    throw err;
  });
  const port = server.address().port;
  if (settings.fault.some((f) => f.kind === "refuse")) await new Promise((resolve3) => server.close(() => resolve3()));
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const close = () => {
    closing ??= (async () => {
      model.stop();
      for (const flight of [...inFlight]) {
        finish(flight, false);
        flight.res.destroy();
      }
      const closed = new Promise((resolve3) => server.close(() => resolve3()));
      server.closeAllConnections();
      await closed;
      await log?.close();
    })();
    return closing;
  };
  return { url: `http://${urlHost}:${port}/v1`, port, config: settings, close };
}
function shapeForPath(path) {
  const route = path.startsWith("/v1/") ? path.slice(3) : path;
  if (route === "/chat/completions") return CHAT_SHAPE;
  if (route === "/completions") return COMPLETIONS_SHAPE;
  if (route === "/messages") return ANTHROPIC_SHAPE;
  return void 0;
}
function sendJson(res, status2, body) {
  const text = JSON.stringify(body);
  res.writeHead(status2, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
function checkAuth(req, apiKey) {
  if (apiKey === void 0) return;
  const header = req.headers.authorization;
  if (header === void 0 || header.trim() === "") {
    throw new HttpError(401, 'Missing API key: send the header "Authorization: Bearer <key>".', "invalid_request_error", "invalid_api_key");
  }
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (match === null) {
    throw new HttpError(401, 'The Authorization header must have the form "Bearer <key>".', "invalid_request_error", "invalid_api_key");
  }
  if (match[1] !== apiKey) {
    throw new HttpError(401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key");
  }
}
async function readJsonBody(req) {
  const parts = [];
  let size = 0;
  for await (const part of req) {
    const buf = part;
    size += buf.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, `Request body over ${MAX_BODY_BYTES} bytes.`, "invalid_request_error", "request_too_large");
    }
    parts.push(buf);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8"));
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new HttpError(400, `The request body is not valid JSON: ${detail}`, "invalid_request_error", "invalid_json");
  }
}
function routeOf(shape) {
  return shape === ANTHROPIC_SHAPE ? "messages" : shape === COMPLETIONS_SHAPE ? "completions" : "chat";
}
function badRequest(message, code = null) {
  return new HttpError(400, message, "invalid_request_error", code);
}
function parseChatCall(body, settings) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("The request body must be a JSON object.");
  const b = body;
  if (typeof b.model !== "string" || b.model === "") throw badRequest('Missing "model".', "missing_required_parameter");
  if (b.model !== settings.model) {
    throw new HttpError(
      404,
      `The model \`${b.model}\` does not exist. This endpoint serves \`${settings.model}\`.`,
      "invalid_request_error",
      "model_not_found"
    );
  }
  if (!Array.isArray(b.messages) || b.messages.length === 0) throw badRequest('"messages" must be a non-empty array.');
  const rawMax = b.max_completion_tokens ?? b.max_tokens;
  if (rawMax !== void 0 && rawMax !== null && !(typeof rawMax === "number" && Number.isInteger(rawMax) && rawMax >= 1)) {
    throw badRequest(`"max_tokens" must be a whole number \u2265 1, got ${JSON.stringify(rawMax)}.`);
  }
  const maxTokens = typeof rawMax === "number" ? rawMax : void 0;
  if (b.stream !== void 0 && b.stream !== null && typeof b.stream !== "boolean") throw badRequest('"stream" must be true or false.');
  const options = b.stream_options;
  const includeUsage = typeof options === "object" && options !== null && options.include_usage === true;
  let outputTokens;
  if (settings.outputTokens !== void 0) outputTokens = Math.min(settings.outputTokens, maxTokens ?? Number.POSITIVE_INFINITY);
  else outputTokens = maxTokens ?? DEFAULT_MAX_TOKENS;
  return {
    stream: b.stream === true,
    includeUsage,
    promptTokens: estimatePromptTokens(b.messages),
    outputTokens,
    // "length" means the answer was cut by max_tokens; otherwise it ended by itself.
    finishReason: maxTokens !== void 0 && outputTokens >= maxTokens ? "length" : "stop"
  };
}
function requestId(req, n) {
  const header = req.headers["x-request-id"];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value !== void 0 && value !== "" && value.length <= MAX_REQUEST_ID_CHARS ? value : `sim-${n}`;
}

// src/sim/expected.ts
function expectedLowLoad(config, workload) {
  const { concurrency, promptTokens, outputTokens } = workload;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > config.maxBatch) {
    throw new RangeError(
      `expectedLowLoad covers concurrency 1..maxBatch (${config.maxBatch}), got ${concurrency}; beyond it requests queue.`
    );
  }
  if (!(outputTokens >= 1) || !(promptTokens >= 0)) {
    throw new RangeError(`expectedLowLoad needs outputTokens \u2265 1 and promptTokens \u2265 0, got ${outputTokens} and ${promptTokens}.`);
  }
  const ttftMs = prefillDurationMs(config, promptTokens);
  const itlMs = decodeStepMs(config, concurrency);
  const e2eMs = ttftMs + (outputTokens - 1) * itlMs;
  return { ttftMs, itlMs, e2eMs, outputTokensPerS: e2eMs > 0 ? concurrency * outputTokens * 1e3 / e2eMs : Number.POSITIVE_INFINITY };
}

// src/cli/simulate-command.ts
var SIM_OPTIONS = Object.fromEntries(simConfigFields.map((f) => [f.flag.slice(2), { type: "string" }]));
var SIMULATE_USAGE = `Usage: llm-slo-gate simulate [--port N] [--host ADDR] [settings]

Serves an OpenAI-compatible streaming endpoint (POST /v1/chat/completions, GET /v1/models)
with a continuous-batching serving model, until Ctrl-C. The same model also answers
POST /v1/completions and Anthropic's POST /v1/messages (key in x-api-key).

Options:
  --port N              TCP port (default 8000; 0 picks a free one)
  --host ADDR           interface to bind (default 127.0.0.1)
  --write-log FILE      append one JSON line per request with the server's write times
Settings:
${simConfigFields.map((f) => `  ${`${f.flag} ${f.kind === "boolean" ? "true|false" : f.example}`.padEnd(28)}${f.summary}`).join("\n")}

${SIM_FAULT_HELP}
`;
function describeSimulator(config, url) {
  const faults = describeFaults(config.fault, config.faultRate);
  return `model "${config.model}" at ${url}: max batch ${config.maxBatch}, prefill ${config.prefillBaseMs} ms + ${config.prefillPerTokenMs} ms/token, decode step ${config.decodeBaseMs} ms + ${config.decodePerSeqMs} ms per sequence, jitter ${config.jitter}, seed ${config.seed}` + (faults ? `; faults: ${faults}` : "");
}
function simFlagsToConfig(values) {
  const raw = {};
  for (const f of simConfigFields) {
    const v = values[f.flag.slice(2)];
    if (v !== void 0) raw[f.key] = v;
  }
  return parseSimConfig(raw);
}
async function simulateCommand(argv, io) {
  const { values } = parseFlags(argv, { ...SIM_OPTIONS, port: { type: "string" }, host: { type: "string" }, "write-log": { type: "string" }, help: { type: "boolean", short: "h" } }, "simulate");
  if (values.help) {
    io.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  const config = simFlagsToConfig(values);
  const port = values.port === void 0 ? 8e3 : parseIntegerFlag(String(values.port), "--port");
  if (port > 65535) throw new GateError("USAGE", `--port ${port}: a TCP port is at most 65535.`, { hint: "Use e.g. --port 8000, or --port 0 for any free port." });
  const host = typeof values.host === "string" ? values.host : "127.0.0.1";
  const writeLog = typeof values["write-log"] === "string" ? values["write-log"] : void 0;
  const sim = await startSimulator(config, { host, port, ...writeLog ? { writeLog } : {} });
  io.stdout.write(`simulator serving ${describeSimulator(sim.config, sim.url)}. Ctrl-C to stop.
`);
  await new Promise((resolve3) => {
    const stop = () => resolve3();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await sim.close();
  io.stdout.write("simulator stopped\n");
  return 0;
}

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
  const { values } = parseFlags(argv, {
    ...SIM_OPTIONS,
    out: { type: "string" },
    spec: { type: "string" },
    quiet: { type: "boolean", short: "q" },
    help: { type: "boolean", short: "h" }
  }, "demo");
  if (values.help) {
    io.stdout.write(DEMO_USAGE);
    return 0;
  }
  const simConfig = simFlagsToConfig(values);
  const specPath = typeof values.spec === "string" ? values.spec : join2(packageRoot(), DEMO_SPEC);
  const { spec, locate, sha256 } = await loadSpecFile(specPath);
  const sim = await startSimulator(simConfig, { port: 0 });
  try {
    io.stderr.write(`simulator: ${describeSimulator(sim.config, sim.url)}
`);
    const plan = resolvePlan(spec, { baseUrl: sim.url, model: sim.config.model }, specPath);
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
      const expected = expectedLowLoad(sim.config, {
        concurrency: 1,
        promptTokens: estimatePromptTokens(plan.workload.messages),
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
  validate    check a spec file without sending anything
  simulate    serve the built-in simulated OpenAI-compatible endpoint
  demo        start the simulator and run the example spec against it

Exit codes: 0 pass, 1 gate failed, 2 bad usage or spec, 3 the endpoint could not be measured.
Run 'llm-slo-gate <command> --help' for a command's options.
`;
var COMMANDS = {
  run: runCommand,
  validate: validateCommand,
  simulate: simulateCommand,
  demo: demoCommand
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
    write(chunk3, _encoding, done) {
      target.write(guard.push(typeof chunk3 === "string" ? chunk3 : decoder.write(chunk3)));
      done();
    }
  });
  stream.isTTY = target.isTTY;
  return stream;
}

// src/cli.ts
process.exitCode = await main(process.argv.slice(2), processIO());
