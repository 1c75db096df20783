#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  checksText,
  collectEnvironment,
  failuresText,
  fileBaselines,
  fileOutputs,
  fixed,
  inconclusiveAdvice,
  levelsTextTable,
  mergeShards,
  runSpec,
  shardAdvice,
  statusWord,
  verdictDetails
} from "./chunk-6SZW6RL2.js";
import {
  formatMetric,
  formatPercent,
  formatValue,
  handleStopSignals,
  levelName,
  readApiKey,
  readReferenceKey
} from "./chunk-BV6HNHE2.js";
import {
  OpenAIChatClient
} from "./chunk-ZC62VH22.js";

// src/cli/progress.ts
function progressPrinter(stream) {
  const tty = stream.isTTY === true;
  let lastDrawMs = 0;
  return (event) => {
    switch (event.type) {
      case "preflight": {
        const r = event.result;
        stream.write(r.ok ? `connectivity check: ok (HTTP ${r.status_code}, TTFT ${formatMetric("ttft_ms", r.ttft_ms)}, E2E ${formatMetric("e2e_ms", r.e2e_ms)}, usage ${r.usage ? "sent" : "not sent"})
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
        const sent = s.achieved_rate === null || s.achieved_rate === void 0 ? "" : `sent ${formatValue("qps", s.achieved_rate)}, `;
        const line = `${levelName(s)}: ${s.succeeded}/${s.requests} ok, ${sent}${formatValue("qps", s.qps)}, TTFT p95 ${percentile(s.ttft_ms, "ttft_ms.p95")}, TPOT p95 ${percentile(s.tpot_ms, "tpot_ms.p95")}, ${fixed(s.duration_s, 1)} s`;
        const passes = s.repeats && s.repeats.length > 1 ? `, ${s.repeats.length} passes` : "";
        const resolution = s.adaptive?.resolution === null || s.adaptive?.resolution === void 0 ? "resolution not yet bounded" : `\xB1${formatPercent(s.adaptive.resolution, 1)}`;
        const grown = s.adaptive ? `, ${s.adaptive.stopped_because.replace(/_/g, " ")} (${resolution})` : "";
        stream.write(tty ? `\r\x1B[2K${line}${passes}${grown}
` : `${line}${passes}${grown}
`);
        break;
      }
    }
  };
}
function percentile(d, path) {
  if (d.count === 0) return "none";
  return d.p95 === null ? `not reported (${d.count} samples)` : formatMetric(path, d.p95);
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
  const failures = failuresText(r);
  if (failures) io.stdout.write("\n" + failures);
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
  if (r.shard) io.stderr.write(shardAdvice(r.shard, r.status) + "\n");
  else if (r.status === "inconclusive") io.stderr.write(inconclusiveAdvice(r.verdict.on_inconclusive) + "\n");
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

export {
  measureSpec,
  mergeInTerminal
};
