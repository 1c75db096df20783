#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  CommandGuard,
  ExitCode,
  TOOL_NAME,
  TOOL_VERSION,
  checksText,
  clockFacts,
  collectEnvironment,
  fileBaselines,
  fileOutputs,
  fixed,
  gatingWarning,
  inconclusiveAdvice,
  levelsTextTable,
  mergeShards,
  parseShard,
  parseStartAt,
  prepareShard,
  readScenarioFiles,
  readShardFolders,
  resolveScenarioPlans,
  runSpec,
  sampleSizeWarnings,
  statusWord,
  verdictDetails
} from "./chunks/chunk-PYPOO764.js";
import {
  parseFlags
} from "./chunks/chunk-FLWIQWG4.js";
import {
  ANTHROPIC_VERSION,
  DEFAULT_OUT_DIR,
  DEFAULT_SPEC_PATH,
  GateError,
  OVERRIDE_OPTIONS,
  OpenAIChatClient,
  REDACTED,
  adapterFor,
  containsSecret,
  handleStopSignals,
  isCredentialHeader,
  isGateError,
  levelName,
  loadSpecFile,
  overrideUsage,
  parseFailOn,
  parseIntegerFlag,
  readApiKey,
  readOverrides,
  readReferenceKey,
  readWorkloadFiles,
  redactUrl,
  resolvePlan
} from "./chunks/chunk-WUDZHMQK.js";
import "./chunks/chunk-SM6XDGLO.js";

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
async function mergeInTerminal(m, io, options) {
  const outcome = await mergeShards(m, terminalPorts(io, new AbortController().signal, options));
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
  const exited = new Promise((resolve3) => {
    child.once("close", () => resolve3());
    child.once("error", (err) => {
      stderr += err.message;
      resolve3();
    });
  });
  child.stdin.on("error", () => void 0);
  child.stdin.write(`${JSON.stringify(settings)}
`);
  const ready = await new Promise((resolve3) => {
    const timer = setTimeout(() => resolve3(void 0), CHILD_TIMEOUT_MS);
    child.stdout.on("data", (d) => {
      stdout += d.toString("utf8");
      const cut = stdout.indexOf("\n");
      if (cut >= 0) {
        clearTimeout(timer);
        resolve3(stdout.slice(0, cut));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      resolve3(void 0);
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
${sim.simConfigFields.map((f) => `  ${`${f.flag} ${f.kind === "boolean" ? "true|false" : f.example}`.padEnd(28)}${f.summary}`).join("\n")}

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
  io.stdout.write(`simulator serving ${simulator.describeSimulator(sim.config, sim.url)}. Ctrl-C to stop.
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
import { join as join3 } from "node:path";

// src/cli/package-root.ts
import { existsSync as existsSync2, readFileSync } from "node:fs";
import { dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
function packageRoot() {
  let dir = dirname2(fileURLToPath2(import.meta.url));
  for (; ; ) {
    const candidate = join2(dir, "package.json");
    if (existsSync2(candidate)) {
      try {
        if (JSON.parse(readFileSync(candidate, "utf8")).name === "llm-slo-gate") return dir;
      } catch {
      }
    }
    const parent = dirname2(dir);
    if (parent === dir) throw new Error("llm-slo-gate: cannot find the package root (package.json) above " + fileURLToPath2(import.meta.url));
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
  const specPath = typeof values.spec === "string" ? values.spec : join3(packageRoot(), DEMO_SPEC);
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
var OPTIONS2 = {
  spec: { type: "string" },
  out: { type: "string" },
  "fail-on": { type: "string" },
  baseline: { type: "string" },
  "update-baseline": { type: "boolean" },
  quiet: { type: "boolean", short: "q" },
  help: { type: "boolean", short: "h" }
};
async function mergeCommand(argv, io) {
  const { values, positionals } = parseFlags(argv, OPTIONS2, "merge", true);
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
  run: runCommand,
  validate: validateCommand,
  simulate: simulateCommand,
  demo: demoCommand,
  // Loaded on use: prom-client stays out of the other commands' start-up.
  probe: async (argv, io) => (await import("./chunks/probe-command-LR6NYJLU.js")).probeCommand(argv, io),
  merge: mergeCommand
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
