#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  TOOL_NAME,
  TOOL_VERSION,
  exitCodeFor
} from "./chunk-XHPHPNS5.js";
import {
  MIN_SAMPLES,
  compareSamples,
  gatingWarning,
  logMean,
  logRatioOfSums,
  minimumSamples,
  normalQuantile,
  quantileLogVariance,
  readScenarioFiles,
  regularizedBeta,
  runsKept,
  sampleSizeWarnings,
  scenarioLocator,
  statQuantile,
  welchBounds,
  welchLog,
  welchPValue
} from "./chunk-NENEUIRD.js";
import {
  CLOSED_LOOP_FIELDS,
  DEFAULT_OBJECTIVE,
  NBSP,
  RESOLUTION_SHOWN_MAX,
  batchDurationS,
  codeSpan,
  column,
  createRequestSource,
  defaultObjectiveChecks,
  describeFailures,
  escapeText,
  evaluateSlos,
  formatAllowed,
  formatBare,
  formatChange,
  formatChangeAgainst,
  formatInterval,
  formatMetric,
  formatNumber,
  formatPair,
  formatPercent,
  formatRange,
  formatResolution,
  formatValue,
  formatValues,
  groupDigits,
  keptRecords,
  levelKey,
  levelLabel,
  levelName,
  levelRate,
  levelSamples,
  levelStats,
  measuredLevelStats,
  noDataReason,
  openLoopStats,
  requestId,
  requestMetrics,
  resolutionClause,
  shownValue,
  signedPercent,
  streamNotes,
  successes,
  sweepLevel,
  tokensOf,
  wasCancelled,
  work
} from "./chunk-BV6HNHE2.js";
import {
  METRICS,
  NO_WORKLOAD_FILES,
  PERCENTILE_MIN_SAMPLES,
  adapterFor,
  atEveryLevel,
  compileMaxChange,
  compileSlos,
  createApiClient,
  createUint32Source,
  describeRoute,
  failureGates,
  gateVerdict,
  handedOverMs,
  isMetricName,
  metricLabel,
  metricPath,
  mixSeed,
  parseMetricPath,
  percentile,
  readMetric,
  readWorkloadFiles,
  rejectedStreamOptions,
  scenarioDir,
  sendsStreamOptions,
  streamOptionsNote,
  watchReadTurns
} from "./chunk-ZC62VH22.js";
import {
  DEFAULT_MIN_SUCCESS_RATE,
  DEFAULT_SAFETY_FACTOR,
  formatPath,
  goodputSpecOf,
  redactUrl
} from "./chunk-BQTC2FMN.js";
import {
  GateError,
  isGateError,
  looksLikeSecret
} from "./chunk-MAQEYUKE.js";

// src/report/text-table.ts
var HEADERS = ["conc", "ok/sent", "QPS", "TPM", "out tok/s", "TTFT p50", "TTFT p95", "TTFT p99", "TPOT p50", "TPOT p95", "ITL p50", "E2E p95"];
function levelsTextTable(levels) {
  const rated = levels.some((l) => levelRate(l) !== null);
  const reasoned = levels.some((l) => (l.reasoning_tokens?.max ?? 0) > 0 || (l.reasoning_only ?? 0) > 0);
  const good = levels.some((l) => l.goodput !== void 0);
  const rows = levels.map((l) => [
    levelLabel(l),
    `${l.succeeded}/${l.requests}`,
    fixed(l.qps, 2),
    fixed(l.tpm, 0),
    fixed(l.output_tokens_per_s, 1),
    fixed(l.ttft_ms.p50, 1),
    fixed(l.ttft_ms.p95, 1),
    fixed(l.ttft_ms.p99, 1),
    fixed(l.tpot_ms.p50, 2),
    fixed(l.tpot_ms.p95, 2),
    fixed(l.itl_ms.p50, 2),
    fixed(l.e2e_ms.p95, 1),
    // Rate levels: rate sent, and the client's own wait (for a slot, then timer lag), at p95.
    ...rated ? [fixed(l.achieved_rate, 2), fixed(l.client_queue_ms?.p95 ?? l.client_queue_ms?.max, 1), fixed(l.send_lag_ms?.p95 ?? l.send_lag_ms?.max, 1)] : [],
    ...reasoned ? [fixed(l.ttfa_ms?.p50, 1), fixed(l.ttfa_ms?.p95, 1), fixed(l.reasoning_tokens?.p50, 0)] : [],
    // Goodput bounds in the spec: good requests per second and their share of those sent.
    ...good ? [fixed(l.goodput, 2), l.slo_attainment === null || l.slo_attainment === void 0 ? "\u2013" : `${fixed(shownValue("slo_attainment", l.slo_attainment), 1)}%`] : []
  ]);
  const headers = [
    ...rated ? ["level", ...HEADERS.slice(1), "sent/s", "queue p95", "lag p95"] : HEADERS,
    ...reasoned ? ["TTFA p50", "TTFA p95", "think tok p50"] : [],
    ...good ? ["goodput", "attained"] : []
  ];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padStart(widths[i])).join("  ");
  const table = [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
  const thin = levels.some((l) => [l.ttft_ms, l.tpot_ms, l.itl_ms, l.e2e_ms].some((d) => d.count > 0 && (d.p95 === null || d.p99 === null)));
  if (!thin) return table;
  const rule = Object.entries(PERCENTILE_MIN_SAMPLES).map(([p, n]) => `${p} ${n}`).join(", ");
  return `${table}\u2013 = not reported: too few samples for that percentile (at least ${rule}; raise sweep.requests)
`;
}
function fixed(v, digits) {
  return v === null || v === void 0 || !Number.isFinite(v) ? "\u2013" : v.toFixed(digits);
}

// src/report/verdict-line.ts
var WORDS = { pass: "PASS", fail: "FAIL", inconclusive: "INCONCLUSIVE", error: "ERROR" };
function statusWord(status) {
  return Object.hasOwn(WORDS, status) ? WORDS[status] : "UNKNOWN";
}
function verdictDetails(r) {
  return [r.verdict.reason ?? "", describeFailures(r.levels)].filter((t) => t !== "");
}
function inconclusiveAdvice(onInconclusive2) {
  return onInconclusive2 === "pass" ? "inconclusive: a limit meant to gate this run was judged at no level; gate.on_inconclusive: pass lets it pass anyway." : "inconclusive: a limit meant to gate this run was judged at no level, so it does not pass (exit 4). Fix what kept it from being judged (named above), or set gate.on_inconclusive: pass in the spec to let such runs pass.";
}
function shardAdvice(shard, status) {
  const next = "merge every shard's folder (llm-slo-gate merge DIR\u2026, or a job with Action input merge: true) for the verdict.";
  return status === "error" ? `shard ${shard.index}/${shard.count} could not measure its share (exit 3): the sweep has no verdict without it; run the sweep again.` : `shard ${shard.index}/${shard.count} measured its share, so it exits 0 without a verdict: ${next}`;
}
function failuresByKind(levels) {
  const byKind = /* @__PURE__ */ new Map();
  for (const level of levels) {
    for (const [kind, count] of Object.entries(level.errors)) {
      if (!(count > 0)) continue;
      const entry = byKind.get(kind) ?? { count: 0, at: [] };
      entry.count += count;
      entry.at.push(levelLabel(level));
      byKind.set(kind, entry);
    }
  }
  return [...byKind].map(([kind, { count, at }]) => {
    const list = at.length <= 10 ? at.join(", ") : `${at.slice(0, 10).join(", ")}, \u2026`;
    return { kind, count, where: `${at.some((a) => a.endsWith("req/s")) ? "levels" : "concurrency"} ${list}` };
  });
}

// src/stats/compare-runs.ts
var PRIOR_RUN_SD = 0.02;
var PRIOR_RUN_DOF = 4;
var DEFAULT_RUN_PRIOR = { dof: PRIOR_RUN_DOF, sd: PRIOR_RUN_SD };
function compareAcrossRuns(statistic, baselineValues, currentValue, counts, prior = DEFAULT_RUN_PRIOR) {
  const r = baselineValues.length;
  if (r < 2) throw new RangeError(`a comparison across runs needs at least 2 baseline runs, got ${r}`);
  for (const v of [...baselineValues, currentValue]) {
    if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`run values must be finite and > 0, got ${v}`);
  }
  if (!(prior.dof >= 0 && Number.isFinite(prior.dof) && prior.sd >= 0 && Number.isFinite(prior.sd))) {
    throw new RangeError(`a prior on the spread of runs needs dof \u2265 0 and sd \u2265 0, got ${prior.dof} and ${prior.sd}`);
  }
  const logs = baselineValues.map((v) => Math.log(v));
  const mean = logs.reduce((a, b) => a + b, 0) / r;
  const ss = logs.reduce((a, y) => a + (y - mean) ** 2, 0);
  const sd = Math.sqrt(ss / (r - 1));
  if (!(sd > 1e-12)) return null;
  const topUp = prior.dof > 0 && sd < prior.sd;
  const dof = topUp ? prior.dof + r - 1 : r - 1;
  const scale = topUp ? Math.sqrt((prior.dof * prior.sd ** 2 + ss) / dof) : sd;
  const baselineValue = Math.exp(mean);
  return {
    statistic,
    baselineCount: counts.baseline,
    currentCount: counts.current,
    baselineValue,
    currentValue,
    change: currentValue / baselineValue - 1,
    baselineRuns: r,
    method: "welch-log",
    logChange: Math.log(currentValue) - mean,
    standardError: scale * Math.sqrt(1 + 1 / r),
    dof
  };
}
function isAcrossRuns(c) {
  return (c.baselineRuns ?? 1) >= 2;
}

// src/gate/resolution-check.ts
var RESOLUTION_OBJECTIVE = "baseline.min_resolution";
function resolutionCheck(input) {
  const { at, allowed: a, comparison, judgement: j, minResolution } = input;
  if (comparison.method === "insufficient" && comparison.needed === null) return null;
  const label = `${metricLabel(a)} at ${levelName(at)}`;
  const required = formatAllowed(minResolution, false);
  const resolution = Number.isFinite(j.resolution) ? j.resolution : null;
  const coarse = j.tooCoarse || resolution === null;
  let reason = null;
  let needed = null;
  if (coarse && resolution !== null && isAcrossRuns(comparison)) {
    const runs = comparison.baselineRuns ?? 2;
    reason = `this run cannot judge ${label} finely enough: against the ${runs} baseline runs it ${unsigned(resolutionClause(resolution, a.direction))}, wider than the ${required} required. The spread between runs limits this resolution, and more requests per run will not narrow it: keep more runs in the baseline (raise baseline.runs; it holds ${runs} now)`;
  } else if (coarse) {
    needed = requestsNeeded(input);
    const field = input.adaptive === true ? "sweep.max_requests" : "sweep.requests";
    const fix = `raise ${field} to about ${needed} and refresh the baseline at that size` + (isAcrossRuns(comparison) ? ", or keep more baseline runs (baseline.runs)" : "");
    reason = resolution === null ? `this run is too small to judge ${label}: ${comparison.method === "insufficient" ? comparison.reason : "its change could not be bounded"}; ${fix}` : `this run is too small to judge ${label}: it ${unsigned(resolutionClause(resolution, a.direction))}, wider than the ${required} required; ${fix} (resolution shrinks about as 1/\u221Arequests)`;
  }
  return {
    objective: RESOLUTION_OBJECTIVE,
    kind: "regression",
    level: input.level,
    concurrency: at.concurrency,
    ...levelRate(at) === null ? {} : { rate: levelRate(at) },
    metric: a.path,
    op: "<=",
    limit: minResolution,
    actual: resolution,
    baseline: null,
    change: null,
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution,
    ...needed === null ? {} : { requests_needed: needed },
    status: coarse ? "fail" : "pass",
    reason,
    source: `min_resolution: ${required.replace(/\u00a0/g, "")}`,
    spec_line: input.specLine
  };
}
function requestsNeeded(input) {
  const { allowed: a, comparison: c, judgement: j, minResolution } = input;
  const n = Math.max(1, input.requests);
  let needed;
  if (c.method === "insufficient" || !Number.isFinite(j.resolution)) {
    const have = Math.max(1, Math.min(c.baselineCount || n, c.currentCount || n));
    const perSample = Math.max(1, n / have);
    needed = Math.max(n + 1, Math.ceil((c.method === "insufficient" && c.needed !== null ? c.needed : 2 * n) * perSample));
  } else {
    const w = a.direction === "up" ? Math.log1p(j.resolution) : -Math.log1p(-Math.min(j.resolution, 0.999999));
    const w0 = a.direction === "up" ? Math.log1p(minResolution) : -Math.log1p(-Math.min(minResolution, 0.999999));
    needed = Math.ceil(n * (w / w0) ** 2);
  }
  return Math.ceil(needed / 10) * 10;
}
function unsigned(clause) {
  return clause.replace(/ [+-](?=\d)/, " ");
}
function resolutionCells(c) {
  const pct2 = (x) => signedPercent(x, 0).replace(/^\+/, "");
  const limit = c.limit === null ? "\u2013" : `\u2264 ${formatAllowed(c.limit, false)}`;
  let actual = c.actual === null ? "unbounded" : formatResolution(c.actual, "up") === null ? `over ${pct2(RESOLUTION_SHOWN_MAX.up)}` : pct2(c.actual);
  if (c.requests_needed !== void 0) actual += ` (~${c.requests_needed} requests)`;
  return [limit, actual];
}

// src/gate/describe.ts
function describeCheck(c) {
  const ref = parseMetricPath(c.metric);
  const subject = `${ref === void 0 ? c.metric : metricLabel(ref)} at ${levelName(c)}`;
  if (c.kind === "slo") return describeSlo(c, subject, ref?.metric);
  const text = describeRegression(c, subject, ref?.metric);
  return c.objective === REFERENCE_OBJECTIVE ? text.replace(/\bthe baseline\b/g, "the reference") : text;
}
var REFERENCE_OBJECTIVE = "reference";
function describeSlo(c, subject, metric) {
  const tail = c.objective === DEFAULT_OBJECTIVE ? ` (the default objective${c.spec_line === null ? "; gate.min_success_rate in the spec changes it" : ""})` : ` (objective "${c.objective}")`;
  if (c.status === "no_data") return `${subject} has no data: ${c.reason ?? "no value was measured"}${tail}`;
  if (c.status === "not_applicable") return `${subject} was not judged: ${c.reason ?? "a precondition did not hold"}${tail}`;
  if (c.actual === null || c.limit === null) return `${subject}: ${c.source}${tail}`;
  const [actual, limit] = show(metric, c.actual, c.limit);
  const bound = c.op === "<=" ? "limit" : "minimum";
  return c.status === "fail" ? `${subject} is ${actual}; the ${bound} is ${limit}${tail}` : `${subject} is ${actual}, within the ${bound} of ${limit}${tail}`;
}
function describeRegression(c, subject, metric) {
  if (c.objective === RESOLUTION_OBJECTIVE) {
    return c.reason ?? `${subject} can tell a change of ${signedPercent(c.actual ?? 0, 0).replace(/^\+/, "")} from noise, within the required ${c.source.replace(/^min_resolution:\s*/, "")}`;
  }
  if (c.status === "no_data" || c.status === "not_applicable") {
    return `${subject} was not compared with the baseline: ${c.reason ?? "no value to compare"}`;
  }
  if (c.actual === null || c.baseline === null) return `${subject}: ${c.source}`;
  const threshold = allowedChange(c);
  const allowed = threshold === null ? c.source : formatAllowed(threshold);
  const [before, after] = show(metric, c.baseline, c.actual);
  if (c.status === "inconclusive") {
    return `${subject} is inconclusive against the baseline (${before} \u2192 ${after}): ${c.reason ?? `the data cannot tell whether it changed by more than the allowed ${allowed}`}`;
  }
  const interval = changeWithInterval(c, threshold ?? void 0);
  if (interval !== null) {
    return c.status === "fail" ? `${subject} changed ${interval} against the baseline (${before} \u2192 ${after}), beyond the allowed ${allowed}` : `${subject} changed ${interval} against the baseline (${before} \u2192 ${after}), within the allowed ${allowed}`;
  }
  const change = c.change === null ? null : threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold);
  const moved = c.change === null || change === null ? `rose from 0 (${before} \u2192 ${after})` : c.status === "fail" ? `${c.change >= 0 ? "rose" : "fell"} ${change.replace(/^[+-]/, "")} ${c.change >= 0 ? "over" : "below"} the baseline (${before} \u2192 ${after})` : `changed ${change} against the baseline (${before} \u2192 ${after})`;
  if (c.status === "pass") return `${subject} ${moved}, within the allowed ${allowed}`;
  const limit = c.limit === null ? "" : ` (limit ${show(metric, c.limit, c.limit)[0]})`;
  return `${subject} ${moved}; at most ${allowed} is allowed${limit}`;
}
function changeWithInterval(c, threshold) {
  if (c.change === null || c.adjusted_p === void 0 || c.adjusted_p === null) return null;
  if (c.change_lower === void 0 || c.change_upper === void 0) return null;
  return formatInterval(c.change, { lower: c.change_lower ?? -Infinity, upper: c.change_upper ?? Infinity }, threshold);
}
function describeChange(c) {
  if (c.change === null) return "\u2013";
  const threshold = c.kind === "regression" ? allowedChange(c) : null;
  return changeWithInterval(c, threshold ?? void 0) ?? (threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold));
}
function allowedChange(c) {
  const m = /:\s*([+\-\u2212]?)\s*([\d.]+)\s*%\s*$/.exec(c.source);
  if (m === null) return null;
  const size = Number(m[2]) / 100;
  if (!Number.isFinite(size)) return null;
  const down = m[1] === "" ? c.op === ">=" : m[1] !== "+";
  return down ? -size : size;
}
function briefCheck(c) {
  const ref = parseMetricPath(c.metric);
  const subject = `${ref === void 0 ? c.metric : metricLabel(ref)} at ${levelName(c)}`;
  if (c.objective === RESOLUTION_OBJECTIVE) {
    const [limit2, actual2] = resolutionCells(c);
    return `${subject}: resolution ${actual2.replace(/ \(.*\)$/, "")} (required ${limit2})`;
  }
  if (c.actual === null) return `${subject}: no value${c.reason === null ? "" : ` (${c.reason.length > 80 ? `${c.reason.slice(0, 79).trimEnd()}\u2026` : c.reason})`}`;
  if (c.kind === "regression" && c.change !== null) {
    const threshold = allowedChange(c);
    const change = threshold === null ? formatChange(c.change) : formatChangeAgainst(c.change, threshold);
    return `${subject} changed ${change} against the ${c.objective === REFERENCE_OBJECTIVE ? "reference" : "baseline"} (allowed ${threshold === null ? c.source : formatAllowed(threshold)})`;
  }
  const [actual, limit] = c.limit === null || ref === void 0 ? [formatMetric(c.metric, c.actual), formatMetric(c.metric, c.limit)] : formatPair(ref.metric, c.actual, c.limit);
  return `${subject} is ${actual} (${c.op === ">=" ? "minimum" : "limit"} ${limit})`;
}
function show(metric, a, b) {
  return metric === void 0 ? [String(a), String(b)] : formatPair(metric, a, b);
}
function describeBaselineAge(age) {
  const commit = age.sha === null ? "commit not recorded" : `commit ${age.sha.slice(0, 7)}${age.ref === null ? "" : ` on ${age.ref.replace(/^refs\/(heads|tags)\//, "")}`}`;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(age.measured_at)?.[0] ?? age.measured_at;
  const ago = age.age_days === null ? "" : age.age_days === 0 ? " (today)" : age.age_days === 1 ? " (1 day ago)" : ` (${age.age_days} days ago)`;
  return `Baseline: ${commit}, measured ${day}${ago}.`;
}

// src/gate/run-status.ts
var NAMED = 3;
var CAUSE_MAX_CHARS = 160;
function runStatus(input) {
  const verdict = gateVerdict(input.checks, input.failOn, input.inconclusive);
  if (input.measurement === "error") return { status: "error", verdict, reason: null };
  if (input.shard !== void 0) {
    return input.measurement === "stopped" ? { status: "error", verdict, reason: null } : { status: "inconclusive", verdict, reason: shardReason(input.shard, input.checks) };
  }
  if (verdict.failed.length > 0) return { status: "fail", verdict, reason: failedReason(verdict.failed) };
  if (input.measurement === "stopped") return { status: "error", verdict, reason: null };
  if (input.failOn === "none") {
    const unjudged = input.checks.filter((c) => !isJudged(c)).length;
    return { status: "pass", verdict, reason: `report only (fail-on: none): ${verdict.warned.length} failed or warned, ${unjudged} not judged` };
  }
  const { rerecorded, shortHistory } = input;
  const selected = (c) => failureGates(c, input.failOn) && !((rerecorded !== void 0 || shortHistory !== void 0) && c.kind === "regression");
  const limits = /* @__PURE__ */ new Map();
  for (const c of input.checks.filter(selected)) {
    const key2 = `${c.kind}\0${c.objective}\0${c.source}`;
    limits.set(key2, [...limits.get(key2) ?? [], c]);
  }
  const nowhere = [...limits.values()].filter((checks) => !checks.some(isJudged));
  const noBaseline = input.missingBaseline === void 0 ? null : missingBaselineText(input.missingBaseline);
  const recorded = rerecorded === void 0 ? null : `baseline re-recorded at ${rerecorded.path}; the old one ${cut(rerecorded.why)}, so its max_change limits were not judged`;
  const waiting = shortHistory === void 0 ? null : shortHistoryReason(shortHistory);
  if (limits.size === 0 && noBaseline === null && recorded === null && waiting === null) {
    return { status: "inconclusive", verdict, reason: "nothing could fail this run: no error-level limit of a kind fail-on selects applies to the levels measured" };
  }
  if (nowhere.length > 0) {
    const all = nowhere.length === limits.size ? "nothing was judged; " : "";
    return { status: "inconclusive", verdict, reason: `${all}judged at no level: ${byCause(nowhere)}` };
  }
  const partial = [...limits.values()].flat().filter((c) => !isJudged(c));
  const parts = [...waiting === null ? [] : [waiting], ...recorded === null ? [] : [recorded]];
  if (partial.length > 0) {
    const total = [...limits.values()].flat().length;
    parts.push(`${partial.length} of ${total} checks not judged: ${named(partial.map((c) => `${c.source} at ${levelName(c)}`), "check")}`);
  }
  if (noBaseline !== null) parts.push(noBaseline);
  return { status: "pass", verdict, reason: parts.length > 0 ? parts.join("; ") : null };
}
function missingBaselineText(path) {
  return `no baseline yet at ${path}, so no change was judged; record one with llm-slo-gate run --update-baseline (Action input update-baseline: true) on the main branch`;
}
function shortHistoryReason(h) {
  return `regression checks not run yet: they start when the baseline's history holds ${h.minRuns} runs (it holds ${h.runs}, at ${h.path}); judged on SLOs only`;
}
function shardReason(shard, checks) {
  const failed = checks.filter((c) => c.status === "fail").length;
  return `shard ${shard.index}/${shard.count} of a sweep, not its verdict: it measured a share of each level's load and read no baseline; llm-slo-gate merge (Action input merge: true) over every shard's folder judges the sweep. On this shard's requests alone, ${failed} of ${checks.length} checks failed`;
}
function isJudged(c) {
  return c.status === "pass" || c.status === "fail";
}
function failedReason(failed) {
  return `${failed.length} ${failed.length === 1 ? "check" : "checks"} failed: ${named(failed.map(briefCheck), "check")}`;
}
function byCause(nowhere) {
  const groups = /* @__PURE__ */ new Map();
  for (const checks of nowhere) {
    const cause = causeOf(checks);
    groups.set(cause, [...groups.get(cause) ?? [], checks[0]]);
  }
  return named([...groups].map(([cause, firsts]) => `${groupLabel(firsts)}: ${cause}`), "cause");
}
function causeOf(checks) {
  const first = checks[0];
  const why = cut((first.reason ?? first.status.replace("_", " ")).replace(/^not (compared|judged): /, ""));
  return checks.every((c) => c.reason === first.reason) ? why : `at ${levelName(first)}: ${why}`;
}
function groupLabel(firsts) {
  const names = firsts.map((c) => c.kind === "regression" ? c.source.replace(/: /, " ") : c.source);
  if (firsts.length === 1) return names[0];
  const kinds = new Set(firsts.map((c) => c.kind));
  const noun = kinds.size > 1 ? "limits" : kinds.has("regression") ? "max_change limits" : "SLO limits";
  return `${firsts.length} ${noun} (${named(names, "limit", ", ")})`;
}
function cut(text) {
  const chars = Array.from(text);
  return chars.length <= CAUSE_MAX_CHARS ? text : `${chars.slice(0, CAUSE_MAX_CHARS - 1).join("").trimEnd()}\u2026`;
}
function named(items, noun, separator = "; ") {
  const unique = [...new Set(items)];
  const shown2 = unique.slice(0, NAMED).join(separator);
  const more = unique.length - NAMED;
  return more > 0 ? `${shown2}${separator}and ${more} more ${more === 1 ? noun : `${noun}s`}` : shown2;
}
function reportOnlyWarning(verdict) {
  if (verdict.fail_on !== "none") return null;
  return `**The measuring job ran with \`fail-on: none\`, so this status is a report, not a verdict: ${verdict.warned} check(s) failed or warned without failing it.** To post the real verdict, keep \`fail-on\` at its default in the measuring job and let the steps after it run with \`if: \${{ !cancelled() }}\` (docs/workflows.md, the fork-safe pattern).`;
}

// src/report/markdown-input.ts
function reportInputFromResults(results, extras = {}) {
  const b = results.baseline;
  let baseline = null;
  if (b.status !== "not_configured") {
    const why = b.reasons.join("; ");
    const problem = b.status === "compared" ? null : b.status === "missing" ? missingBaselineText(b.path) : why || `the baseline at ${b.path} is ${b.status}`;
    if (b.source?.kind === "reference") {
      baseline = { source: b.source.url, kind: "reference", commit: null, measured_at: null, problem: b.status === "compared" ? null : why || `the reference ${b.source.url} gave nothing to compare` };
    } else {
      baseline = {
        source: b.path,
        commit: b.age?.sha ?? null,
        measured_at: b.age?.measured_at ?? null,
        problem,
        ...b.status === "missing" ? { missing: true } : {},
        ...b.runs === void 0 ? {} : { runs: b.runs },
        ...b.warnings === void 0 || b.warnings.length === 0 ? {} : { warnings: b.warnings }
      };
      if (b.source?.kind === "artifact") baseline.artifact = { name: b.source.artifact, run_id: b.source.run_id, run_url: b.source.run_url };
    }
  }
  return {
    results,
    checks: results.checks,
    knee: results.knee,
    comparison: b.rows,
    baseline,
    spec: extras.spec ?? null,
    hints: extras.hints ?? {},
    runUrl: extras.runUrl ?? null
  };
}

// src/report/chart.ts
var DEFAULT_CHART_MAX_LEVELS = 40;
var LABELS = { tpm: "TPM", output_tokens_per_s: "Output tokens/s" };
function renderChart(levels, options = {}) {
  const throughput = options.throughput ?? "tpm";
  const maxLevels = options.maxLevels ?? DEFAULT_CHART_MAX_LEVELS;
  const points = [];
  const skipped = [];
  for (const level of levels) {
    if (levelRate(level) !== null) continue;
    const ttft = level.ttft_ms.p95;
    const value = level[throughput];
    if (ttft === null || !Number.isFinite(ttft) || !Number.isFinite(value)) skipped.push(level.concurrency);
    else points.push({ concurrency: level.concurrency, throughput: value, ttftP95Ms: ttft, attainment: typeof level.slo_attainment === "number" ? level.slo_attainment : null });
  }
  if (points.length < 2 || points.length > maxLevels) return null;
  const maxThroughput = peak(points, (p) => p.throughput);
  const maxTtft = peak(points, (p) => p.ttftP95Ms);
  const bars = points.map((p) => percentOf(p.throughput, maxThroughput.value));
  const line = points.map((p) => percentOf(p.ttftP95Ms, maxTtft.value));
  const attained2 = points.every((p) => p.attainment !== null) ? points.map((p) => percentOf(p.attainment, 1)) : null;
  const mermaid = [
    "xychart-beta",
    attained2 === null ? `  title "${LABELS[throughput]} (bars) and TTFT p95 (line) by concurrency"` : `  title "${LABELS[throughput]} (bars), TTFT p95 (first line) and SLO attainment (second line) by concurrency"`,
    `  x-axis "concurrency" [${points.map((p) => `"${p.concurrency}"`).join(", ")}]`,
    '  y-axis "percent of highest in sweep" 0 --> 100',
    `  bar [${bars.join(", ")}]`,
    `  line [${line.join(", ")}]`,
    ...attained2 === null ? [] : [`  line [${attained2.join(", ")}]`]
  ].join("\n");
  const metricOf = throughput === "tpm" ? "tpm" : "output_tokens_per_s";
  let caption = `Bars: ${LABELS[throughput]}, 100 = ${formatMetric(metricOf, maxThroughput.value)} (concurrency ${maxThroughput.concurrency}). Line: TTFT p95, 100 = ${formatMetric("ttft_ms.p95", maxTtft.value)} (concurrency ${maxTtft.concurrency}).` + (attained2 === null ? "" : " Second line: SLO attainment, the percentage of requests sent that met every goodput bound (not scaled).");
  if (skipped.length > 0 && skipped.length <= 10) caption += ` Left out for lack of data: concurrency ${skipped.join(", ")}.`;
  else if (skipped.length > 10) caption += ` Left out for lack of data: ${skipped.length} levels.`;
  return `${caption}

\`\`\`mermaid
${mermaid}
\`\`\``;
}
function peak(points, pick) {
  let best = points[0];
  for (const p of points) if (pick(p) > pick(best)) best = p;
  return { value: pick(best), concurrency: best.concurrency };
}
function percentOf(value, max) {
  if (max <= 0) return "0";
  const pct2 = Math.round(value / max * 1e3) / 10;
  return String(Math.min(100, Math.max(0, pct2)));
}

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table.length) {
    const row3 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }
    while (++columnIndex2 < table[rowIndex].length) {
      const cell2 = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell2);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row3.push(cell2);
    }
    cellMatrix[rowIndex] = row3;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row2 = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell2 = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row2[columnIndex] = cell2;
  }
  cellMatrix.splice(1, 0, row2);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row3 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell2 = row3[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell2 === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell2);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
}

// src/report/markdown-checks.ts
function groupChecks(checks, failOn = "both") {
  const groups = { failed: [], warned: [], passed: [], inconclusive: [], unjudged: [] };
  for (const c of checks) {
    if (c.status === "fail") (failureGates(c, failOn) ? groups.failed : groups.warned).push(c);
    else if (c.status === "pass") groups.passed.push(c);
    else if (c.status === "inconclusive") groups.inconclusive.push(c);
    else groups.unjudged.push(c);
  }
  return groups;
}
function countsLine(groups) {
  const total = groups.failed.length + groups.warned.length + groups.passed.length + groups.inconclusive.length + groups.unjudged.length;
  if (total === 0) return "No objectives were checked: the spec sets no SLO or baseline limits.";
  const parts = [];
  if (groups.failed.length > 0) parts.push(`**${groups.failed.length} failed**`);
  if (groups.warned.length > 0) parts.push(`${groups.warned.length} ${groups.warned.length === 1 ? "warning" : "warnings"}`);
  parts.push(`${groups.passed.length} passed`);
  if (groups.inconclusive.length > 0) parts.push(`${groups.inconclusive.length} inconclusive`);
  if (groups.unjudged.length > 0) parts.push(`${groups.unjudged.length} not judged`);
  return `${parts.join(" \xB7 ")} (${total} ${total === 1 ? "check" : "checks"})`;
}
function checksSection(heading, checks, maxRows, textMax) {
  if (checks.length === 0) return "";
  const title = `### ${heading} (${checks.length})`;
  if (maxRows <= 0) return `${title}

Left out to fit the size limit.`;
  const shown2 = checks.slice(0, maxRows);
  const withBaseline = shown2.some((c) => c.kind === "regression");
  const header = ["Objective", "Concurrency", "Metric", "Limit", "Actual"];
  if (withBaseline) header.push("Baseline", "Change");
  const rows = shown2.map((c) => {
    const [limit, actual, baseline] = valueCells(c);
    const row2 = [escapeText(c.objective, textMax), levelLabel(c), codeSpan(c.metric, { inTable: true, maxChars: 60 }), limit, actual];
    if (withBaseline) row2.push(baseline, c.kind === "regression" && c.objective !== RESOLUTION_OBJECTIVE ? describeChange(c) : "\u2013");
    return row2;
  });
  const table = markdownTable([header, ...rows], {
    align: ["l", "r", "l", "r", "r", "r", "r"],
    alignDelimiters: false
  });
  const bounded = shown2.some((c) => c.kind === "regression" && c.adjusted_p !== null && c.adjusted_p !== void 0 && c.change !== null);
  return `${title}

${table}${bounded ? `

${INTERVAL_LINE}` : ""}${moreLine(checks.length - shown2.length, "check")}`;
}
var INTERVAL_LINE = "In brackets, the interval the change was judged on: a check fails only when all of it lies beyond the allowed change, and passes only when all of it lies within.";
function valueCells(c) {
  if (c.objective === RESOLUTION_OBJECTIVE) return [...resolutionCells(c), "\u2013"];
  const ref = parseMetricPath(c.metric);
  const regression = c.kind === "regression";
  const [limit = "\u2013", actual = "\u2013", baseline = "\u2013"] = ref === void 0 ? [formatMetric(c.metric, c.limit), formatMetric(c.metric, c.actual), formatMetric(c.metric, c.baseline)] : formatValues(ref.metric, [c.limit, c.actual, regression ? c.baseline : null]);
  const allowed = regression ? allowedChange(c) : null;
  const bound = c.limit === null ? "\u2013" : `${c.op === "<=" ? "\u2264" : "\u2265"} ${limit}${allowed === null ? "" : ` (${formatAllowed(allowed)})`}`;
  return [bound, actual, regression ? baseline : "\u2013"];
}
function unjudgedSection(checks, maxItems, textMax) {
  if (checks.length === 0) return "";
  const title = `### Not judged (${checks.length})`;
  if (maxItems <= 0) return `${title}

Left out to fit the size limit.`;
  const items = checks.slice(0, maxItems).map((c) => {
    const what = c.status === "no_data" ? "no data" : "not applicable";
    const why = c.reason ? `: ${escapeText(c.reason, textMax)}` : "";
    return `- ${escapeText(c.objective, textMax)} at ${levelName(c)}, ${codeSpan(c.metric, { maxChars: 60 })}: ${what}${why}`;
  });
  return `${title}

${items.join("\n")}${moreLine(checks.length - items.length, "check")}`;
}
function inconclusiveSection(checks, maxItems, textMax) {
  if (checks.length === 0) return "";
  const title = `### Inconclusive (${checks.length})`;
  if (maxItems <= 0) return `${title}

Left out to fit the size limit.`;
  const items = checks.slice(0, maxItems).map((c) => {
    const why = c.reason ? escapeText(c.reason, textMax) : "no reason was recorded";
    const ref = parseMetricPath(c.metric);
    const moved = ref === void 0 || c.baseline === null || c.actual === null ? "" : ` (${formatValues(ref.metric, [c.baseline, c.actual]).join(" \u2192 ")})`;
    return `- ${escapeText(c.objective, textMax)} at ${levelName(c)}, ${codeSpan(c.metric, { maxChars: 60 })}${moved}: ${why}`;
  });
  return `${title}

${items.join("\n")}${moreLine(checks.length - items.length, "check")}`;
}
function moreLine(count, noun) {
  if (count <= 0) return "";
  return `

\u2026 and ${count} more ${count === 1 ? noun : `${noun}s`} (all are in results.json).`;
}

// src/report/markdown-format.ts
function formatDuration(seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return "\u2013";
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor(whole % 3600 / 60)} min`;
}
function formatAge(ms) {
  const minutes = Math.round(ms / 6e4);
  if (minutes < 60) return `${Math.max(minutes, 0)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

// src/report/markdown-details.ts
function detailsSection(input, limits) {
  const { results: r, spec, baseline } = input;
  const lines = [];
  lines.push(`- Tool: ${codeSpan(`${r.tool.name} ${r.tool.version}`)}`);
  if (spec && (spec.path || spec.sha256)) {
    const parts = [spec.path ? codeSpan(spec.path) : "in-memory spec"];
    if (spec.sha256) parts.push(`sha256 ${codeSpan(spec.sha256, { maxChars: 64 })}`);
    lines.push(`- Spec: ${parts.join(" \xB7 ")}`);
  }
  if (input.runUrl) lines.push(`- Workflow run: ${link(input.runUrl)}`);
  lines.push(`- Started ${codeSpan(r.started_at, { maxChars: 40 })}, took ${formatDuration(r.duration_s)}`);
  lines.push(`- Endpoint: ${codeSpan(r.endpoint.url)} (${codeSpan(r.endpoint.api ?? "openai-chat", { maxChars: 40 })}), model ${codeSpan(r.endpoint.model)}`);
  const w = r.workload;
  const digest = `sha256 ${codeSpan(w.prompt_sha256.slice(0, 12), { maxChars: 12 })}`;
  const described = workloadText(w);
  lines.push(`- Workload: ${described}${described.endsWith(")") ? `, ${digest}` : ` (${digest})`}, max_tokens ${w.max_tokens}${w.temperature === null ? "" : `, temperature ${w.temperature}`}`);
  const prompts = workloadSourceText(w);
  if (prompts) lines.push(`- Prompts: ${prompts}`);
  const levels = r.sweep.concurrency;
  const levelList = levels.length <= 20 ? levels.join(", ") : `${levels.slice(0, 20).join(", ")}, \u2026 (${levels.length} levels)`;
  const rates = r.sweep.rate ?? [];
  const rateText = rates.length === 0 ? "" : `${levels.length > 0 ? ", then " : ""}open-loop rate ${rates.join(", ")} req/s (Poisson, seed ${r.sweep.seed ?? "\u2013"}, at most ${r.sweep.max_concurrency ?? "\u2013"} in flight)`;
  lines.push(`- Sweep: ${levels.length > 0 ? `concurrency ${levelList}` : ""}${rateText}; ${r.sweep.requests} requests per level after ${r.sweep.warmup} warm-up`);
  if (r.preflight) lines.push(`- Connectivity check: ${preflightText(r.preflight)}`);
  if (baseline && !baseline.missing) lines.push(`- Baseline: ${baselineText(baseline)}`);
  const errors = errorLines(r.levels, input.hints, limits);
  const notes = r.notes.slice(0, limits.items).map((n) => `- ${noteText(n)}`);
  if (r.notes.length > notes.length) notes.push(`- \u2026 and ${r.notes.length - notes.length} more notes (all are in results.json).`);
  let body = lines.join("\n");
  if (errors.length > 0) body += `

**Failed requests**

${errors.join("\n")}`;
  if (notes.length > 0) body += `

**Notes**

${notes.join("\n")}`;
  return `<details>
<summary>Run details</summary>

${body}

</details>`;
}
var NOTE_MAX_CHARS = 2e3;
function noteText(note) {
  if (note.length <= NOTE_MAX_CHARS) return escapeText(note, NOTE_MAX_CHARS);
  return `${escapeText(note, NOTE_MAX_CHARS)} (the whole note is in results.json)`;
}
function errorLines(levels, hints, limits) {
  const kinds = failuresByKind(levels);
  const lines = kinds.slice(0, limits.items).map(({ kind, count, where }) => {
    const hint = hints[kind];
    return `- ${codeSpan(kind, { maxChars: 40 })} \xD7 ${count} at ${where}${hint ? `: ${noteText(hint)}` : ""}`;
  });
  if (kinds.length > lines.length) lines.push(`- \u2026 and ${kinds.length - lines.length} more kinds (all are in results.json).`);
  return lines;
}
function preflightText(p) {
  if (!p.ok) return `failed${p.status_code === null ? "" : ` (HTTP ${p.status_code})`}${p.error_kind ? `, ${codeSpan(p.error_kind, { maxChars: 40 })}` : ""}`;
  const parts = ["ok"];
  if (p.ttft_ms !== null) parts.push(`TTFT ${formatMetric("ttft_ms", p.ttft_ms)}`);
  if (p.e2e_ms !== null) parts.push(`E2E ${formatMetric("e2e_ms", p.e2e_ms)}`);
  parts.push(p.usage ? "usage sent" : "no usage sent, so tokens were counted from events");
  if (p.stream_options === false) parts.push(`requests sent without ${codeSpan("stream_options", { maxChars: 20 })}, which the server rejected`);
  if (p.max_tokens_field === "max_completion_tokens") parts.push(`token limit sent as ${codeSpan("max_completion_tokens", { maxChars: 30 })}`);
  return parts.join(", ");
}
function baselineText(b) {
  const parts = [b.kind === "reference" ? `reference endpoint ${codeSpan(b.source)} (same run)` : codeSpan(b.source)];
  if (b.commit) parts.push(`commit ${codeSpan(b.commit, { maxChars: 40 })}`);
  if (b.measured_at) parts.push(`measured ${codeSpan(b.measured_at, { maxChars: 40 })}`);
  if (b.problem) parts.push("not compared (see above)");
  return parts.join(", ");
}
function link(url) {
  return /^https?:\/\/[^\s<>()[\]`|\\]+$/.test(url) && url.length <= 500 ? `[logs and artifacts](${url})` : codeSpan(url);
}
function workloadText(w) {
  if (w.prompt_set) return `prompt set ${codeSpan(w.prompt_set.path)} (${w.prompt_set.prompts} ${w.prompt_set.prompts === 1 ? "prompt" : "prompts"}, seed ${w.seed ?? "\u2013"})`;
  if (w.synthetic_input_tokens !== void 0) {
    return `synthetic prompts of ${groupDigits(w.synthetic_input_tokens, 0)} input tokens (${w.synthetic_prompts ?? "?"} different, seed ${w.seed ?? "\u2013"})`;
  }
  return `${w.messages} ${w.messages === 1 ? "message" : "messages"}, ${groupDigits(w.prompt_chars, 0)} characters`;
}
function workloadSourceText(w) {
  const parts = [];
  if (w.images && w.images.length > 0) parts.push(`${w.images.length} ${w.images.length === 1 ? "image" : "images"} (${w.images.map((i) => i.media_type).join(", ")})`);
  if (w.extra_body_keys && w.extra_body_keys.length > 0) parts.push(`extra body fields ${w.extra_body_keys.map((k) => codeSpan(k, { maxChars: 40 })).join(", ")}`);
  if (w.unique_prefix === false) parts.push("no unique prefix (a prefix cache may serve repeats)");
  return parts.length > 0 ? parts.join(" \xB7 ") : void 0;
}

// src/report/markdown-levels.ts
var COLUMNS = [
  { header: "QPS", metric: "qps", read: (l) => l.qps, bare: true },
  { header: "TPM", metric: "tpm", read: (l) => l.tpm, bare: true },
  { header: "TTFT p50", metric: "ttft_ms.p50", read: (l) => l.ttft_ms.p50 },
  { header: "TTFT p95", metric: "ttft_ms.p95", read: (l) => l.ttft_ms.p95 },
  { header: "TTFT p99", metric: "ttft_ms.p99", read: (l) => l.ttft_ms.p99 },
  { header: "TPOT p50", metric: "tpot_ms.p50", read: (l) => l.tpot_ms.p50 },
  { header: "TPOT p95", metric: "tpot_ms.p95", read: (l) => l.tpot_ms.p95 },
  { header: "E2E p95", metric: "e2e_ms.p95", read: (l) => l.e2e_ms.p95 },
  { header: "Success", metric: "success_rate", read: (l) => l.success_rate }
];
var TTFA_COLUMNS = [
  { header: "TTFA p50", metric: "ttfa_ms.p50", read: (l) => l.ttfa_ms?.p50 ?? null },
  { header: "TTFA p95", metric: "ttfa_ms.p95", read: (l) => l.ttfa_ms?.p95 ?? null }
];
var GOODPUT_COLUMNS = [
  { header: "Goodput", metric: "goodput", read: (l) => l.goodput ?? null },
  { header: "SLO attained", metric: "slo_attainment", read: (l) => l.slo_attainment ?? null }
];
var GOODPUT_LINE = "Goodput: successful requests per second that met every per-request bound of the spec's goodput section (results.json goodput_bounds); SLO attained: their share of the requests sent.";
var TTFA_LINE = "The model reasoned before answering: TTFT is its first token of any kind, TTFA its first answer token.";
var LEVEL_TABLE_HEADERS = ["Concurrency", ...COLUMNS.map((c) => c.header)];
function anyReasoning(levels) {
  return levels.some((l) => (l.reasoning_tokens?.max ?? 0) > 0 || (l.reasoning_only ?? 0) > 0);
}
function levelColumns(levels) {
  const base = anyGoodput(levels) ? [...COLUMNS, ...GOODPUT_COLUMNS] : COLUMNS;
  if (!anyReasoning(levels)) return base;
  const at = base.findIndex((c) => c.metric === "ttft_ms.p99") + 1;
  return [...base.slice(0, at), ...TTFA_COLUMNS, ...base.slice(at)];
}
function anyGoodput(levels) {
  return levels.some((l) => l.goodput !== void 0);
}
function levelsSection(levels, checks, comparison, maxRows) {
  if (levels.length === 0) return "";
  const title = "### Levels";
  if (maxRows <= 0) return `${title}

${levels.length} levels, left out to fit the size limit.`;
  const changes = /* @__PURE__ */ new Map();
  for (const r of comparison) {
    if (r.change !== null && Number.isFinite(r.change)) changes.set(key(r, r.metric), rowChange(r.change, r));
  }
  for (const c of checks) {
    if (c.kind === "regression" && c.objective !== RESOLUTION_OBJECTIVE && c.change !== null && Number.isFinite(c.change)) {
      changes.set(key(c, c.metric), describeChange(c));
    }
  }
  const failing = new Set(checks.filter((c) => c.status === "fail" && c.level === "error").map((c) => key(c, c.metric)));
  const shown2 = levels.slice(0, maxRows);
  const columns2 = levelColumns(levels);
  const rows = shown2.map((level) => [
    levelCell(level),
    ...columns2.map((col) => {
      const k = key(level, col.metric);
      const change = changes.get(k);
      const value = col.read(level);
      let cell2 = col.bare && isMetricName(col.metric) ? formatBare(col.metric, value) : formatMetric(col.metric, value);
      if (col.metric === "success_rate") cell2 += ` (${level.succeeded}/${level.requests})`;
      if (col.metric === "slo_attainment" && level.good_requests !== void 0) cell2 += ` (${level.good_requests}/${level.requests})`;
      if (change !== void 0) cell2 += ` (${change})`;
      return failing.has(k) ? `**${cell2}**` : cell2;
    })
  ]);
  const rated = shown2.some((l) => levelRate(l) !== null);
  const headers = [rated ? "Level" : "Concurrency", ...columns2.map((c) => c.header)];
  const table = markdownTable([headers, ...rows], {
    align: headers.map(() => "r"),
    alignDelimiters: false
  });
  const reasoning = (anyReasoning(levels) ? `

${TTFA_LINE}` : "") + (anyGoodput(levels) ? `

${GOODPUT_LINE}` : "");
  return `${title}

${table}${moreLine(levels.length - shown2.length, "level")}${reasoning}${rated ? `

${openLoopTable(shown2)}` : ""}`;
}
function rowChange(change, r) {
  const lower = r.change_lower ?? null;
  const upper = r.change_upper ?? null;
  if (lower === null && upper === null) return formatChange(change);
  return formatInterval(change, { lower: lower ?? -Infinity, upper: upper ?? Infinity });
}
function key(level, metric) {
  return `${levelKey(level)}|${metric}`;
}
function levelCell(level) {
  const rate = levelRate(level);
  if (rate === null) return String(level.concurrency);
  const sent = level.achieved_rate ?? null;
  return `${rate} req/s${sent === null ? "" : ` (sent ${formatNumber(sent)})`}`;
}
function openLoopTable(levels) {
  const headers = ["Rate level", "Sent req/s", "Max in flight", "Client queue p95", "Send lag p95", "Client kept up"];
  const ms = (d) => d === null || d === void 0 ? "\u2013" : formatMetric("e2e_ms", d.p95 ?? d.max);
  const rows = levels.filter((l) => levelRate(l) !== null).map((l) => [
    `${levelRate(l)} req/s`,
    l.achieved_rate === null || l.achieved_rate === void 0 ? "\u2013" : formatNumber(l.achieved_rate),
    String(l.concurrency),
    ms(l.client_queue_ms),
    ms(l.send_lag_ms),
    l.client_behind ? "**no** (see notes)" : "yes"
  ]);
  const table = markdownTable([headers, ...rows], { align: headers.map(() => "r"), alignDelimiters: false });
  return `Rate levels send on a fixed Poisson schedule; latencies start at the actual send, and time spent waiting on the client's side is shown here instead (p95, or the maximum under 20 requests).

${table}`;
}

// src/report/markdown-reference.ts
function referenceSection(r, maxRows, textMax) {
  const ref = r.reference;
  if (ref === void 0 || ref.levels.length === 0) return "";
  const table = levelsSection(ref.levels, [], [], maxRows);
  const title = `### Reference ${codeSpan(ref.endpoint.url, { maxChars: Math.max(textMax, 120) })} (same run)`;
  return table.replace(/^### Levels/, `${title}

Measured at the same time as the levels above, with the same load; the changes above are against these figures. A throughput's change is judged on the requests alone, leaving out the start-up and drain of a level, so the baseline its check shows can differ a little from the figure here.`);
}

// src/report/markdown-sampling.ts
var STOPS = {
  target_reached: "target reached",
  max_requests: "max_requests reached",
  time_budget: "time budget",
  run_stopped: "run stopped"
};
var PASS_COLUMNS = [
  { header: "TTFT p50 per pass", metric: "ttft_ms", read: (r) => r.ttft_ms_p50 },
  { header: "TPOT p50 per pass", metric: "tpot_ms", read: (r) => r.tpot_ms_p50 },
  { header: "E2E p50 per pass", metric: "e2e_ms", read: (r) => r.e2e_ms_p50 },
  { header: "QPS per pass", metric: "qps", read: (r) => r.qps }
];
function samplingSection(levels, maxRows) {
  const adaptive = levels.some((l) => l.adaptive !== void 0);
  const repeated = levels.some((l) => (l.repeats?.length ?? 0) > 0);
  if (!adaptive && !repeated || maxRows <= 0) return "";
  const headers = ["Level", "Requests"];
  if (adaptive) headers.push("Resolution (target)", "Stopped because");
  if (repeated) headers.push("Passes", ...PASS_COLUMNS.map((c) => c.header));
  const shown2 = levels.slice(0, maxRows);
  const rows = shown2.map((l) => {
    const row2 = [levelLabel(l), requestsCell(l)];
    if (adaptive) {
      const a = l.adaptive;
      row2.push(a ? `${a.resolution === null ? "unbounded" : `\xB1${pct(a.resolution)}`} (\xB1${pct(a.target_resolution)})` : "\u2013");
      row2.push(a ? STOPS[a.stopped_because] : "\u2013");
    }
    if (repeated) {
      const passes = l.repeats ?? [];
      row2.push(String(passes.length || 1));
      for (const c of PASS_COLUMNS) row2.push(spread(passes.map(c.read), c.metric));
    }
    return row2;
  });
  const table = markdownTable([headers, ...rows], { align: headers.map(() => "r"), alignDelimiters: false });
  const notes = [];
  if (adaptive) {
    notes.push("Adaptive levels kept sending until the 95 % interval of every gated metric was within the target, as a share of its value.");
  }
  if (repeated) notes.push("Each pass ran the whole sweep; the level table pools every pass, and the spread is min\u2013max of the per-pass medians with their coefficient of variation.");
  return `### Sample size

${notes.join(" ")}

${table}${moreLine(levels.length - shown2.length, "level")}`;
}
function requestsCell(l) {
  if (l.adaptive) return `${l.requests} of ${l.adaptive.max_requests * Math.max(1, l.repeats?.length ?? 1)} max`;
  return String(l.requests);
}
function spread(values, metric) {
  const xs = values.filter((v) => v !== null && Number.isFinite(v));
  if (xs.length === 0) return "\u2013";
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  const range = formatRange(metric, min, max, metric === "qps");
  if (xs.length < 2) return range;
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return mean > 0 ? `${range} (CV ${pct(sd / mean)})` : range;
}
function pct(fraction) {
  return formatPercent(fraction, 1);
}

// src/report/markdown.ts
var GITHUB_COMMENT_MAX_CHARS = 65536;
var DEFAULT_REPORT_MAX_CHARS = 65e3;
var MIN_REPORT_CHARS = 2e3;
var MARKER_PREFIX = "llm-slo-gate:";
function commentMarker(id) {
  const safe = id.replace(/[^A-Za-z0-9._/:-]/g, "_").replace(/-{2,}/g, "-").slice(0, 200) || "default";
  return `<!-- ${MARKER_PREFIX}${safe} -->`;
}
var FORMS = [
  { details: true, chart: true, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2e3 },
  { details: false, chart: true, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2e3 },
  { details: false, chart: false, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2e3 },
  { details: false, chart: false, checkRows: 50, unjudged: 10, levelRows: 100, textMax: 200, errorMax: 1e3 },
  { details: false, chart: false, checkRows: 20, unjudged: 5, levelRows: 50, textMax: 120, errorMax: 600 },
  { details: false, chart: false, checkRows: 10, unjudged: 3, levelRows: 20, textMax: 80, errorMax: 400 },
  { details: false, chart: false, checkRows: 5, unjudged: 0, levelRows: 10, textMax: 60, errorMax: 300 },
  { details: false, chart: false, checkRows: 0, unjudged: 0, levelRows: 0, textMax: 60, errorMax: 200 }
];
var TRUNCATED_NOTE = "_Part of this report was left out to stay under the size limit for a comment; results.json has everything._";
function renderReport(input, options = {}) {
  const budget = options.maxChars ?? DEFAULT_REPORT_MAX_CHARS;
  if (!(budget >= MIN_REPORT_CHARS)) throw new RangeError(`maxChars must be at least ${MIN_REPORT_CHARS}, got ${budget}`);
  const groups = groupChecks(input.checks ?? [], input.results.verdict.fail_on);
  let text = "";
  for (const [i, form] of FORMS.entries()) {
    text = renderForm(input, options, groups, form, i > 0);
    if (text.length <= budget) break;
  }
  return text;
}
function renderForm(input, options, groups, form, truncated) {
  const r = input.results;
  const blocks = [];
  if (options.markerId !== void 0) blocks.push(commentMarker(options.markerId));
  blocks.push(headline(r, form.textMax));
  if (options.origin !== void 0) blocks.push(options.origin);
  const counts = r.status === "error" && (input.checks ?? []).length === 0 ? "" : countsLine(groups);
  blocks.push([counts, baselineLine(input.baseline ?? null, r, form.textMax)].filter(Boolean).join("\n"));
  if (r.status === "error") blocks.push(errorText(r, form.errorMax));
  blocks.push(checksSection("Failed", groups.failed, form.checkRows, form.textMax));
  blocks.push(checksSection("Warnings", groups.warned, form.checkRows, form.textMax));
  blocks.push(inconclusiveSection(groups.inconclusive, form.unjudged, form.textMax));
  blocks.push(unjudgedSection(groups.unjudged, form.unjudged, form.textMax));
  blocks.push(levelsSection(r.levels, input.checks ?? [], input.comparison ?? [], form.levelRows));
  blocks.push(samplingSection(r.levels, form.levelRows));
  blocks.push(referenceSection(r, form.levelRows, form.textMax));
  if (form.chart) {
    const chart = renderChart(r.levels, options.chart);
    if (chart) blocks.push(`### Throughput and TTFT p95

${chart}`);
  }
  blocks.push(kneeText(input.knee ?? null, form.textMax));
  if (form.details) {
    blocks.push(detailsSection({
      results: r,
      spec: input.spec ?? null,
      baseline: input.baseline ?? null,
      hints: input.hints ?? {},
      runUrl: input.runUrl ?? null
    }, { textMax: form.textMax, items: 20 }));
  }
  if (truncated) blocks.push(TRUNCATED_NOTE);
  return `${blocks.filter((b) => b !== "").join("\n\n")}
`;
}
function headline(r, textMax) {
  const status = `**${statusWord(r.status)}**`;
  const where = `${codeSpan(r.endpoint.model, { maxChars: textMax })} at ${codeSpan(r.endpoint.url, { maxChars: Math.max(textMax, 120) })}`;
  const planned = r.sweep.concurrency.length + (r.sweep.rate?.length ?? 0);
  const done = r.levels.length;
  let how;
  if (r.status === "error" && done === 0) how = `could not measure (after ${formatDuration(r.duration_s)})`;
  else if (r.incomplete || done < planned) how = `${done} of ${planned} levels in ${formatDuration(r.duration_s)}, stopped early`;
  else how = `${done} ${done === 1 ? "level" : "levels"} in ${formatDuration(r.duration_s)}`;
  const details = verdictDetails(r).map((d) => ` \xB7 ${escapeText(d, Math.max(textMax, 400))}`).join("");
  return `${status} \xB7 ${where} \xB7 ${how}${details}`;
}
function baselineLine(b, r, textMax) {
  if (!b) return "";
  if (b.problem) {
    if (r.verdict.reason?.includes(b.problem)) return "";
    const problem = escapeText(b.problem, Math.max(textMax, 400));
    return b.missing ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : `No baseline comparison: ${problem}`;
  }
  if (b.kind === "reference") {
    return `Changes are against the reference endpoint ${codeSpan(b.source, { maxChars: Math.max(textMax, 120) })}, measured in this run with the same load at the same time; no stored baseline was read.`;
  }
  let text = b.artifact ? `Changes are against the baseline in artifact ${codeSpan(b.artifact.name, { maxChars: textMax })} of ${runLink(b.artifact.run_id, b.artifact.run_url)}` : `Changes are against the baseline ${codeSpan(b.source, { maxChars: textMax })}`;
  if (b.commit) text += ` from commit ${codeSpan(b.commit.slice(0, 12), { maxChars: 12 })}`;
  const measured = b.measured_at ? Date.parse(b.measured_at) : NaN;
  const started = Date.parse(r.started_at);
  if (Number.isFinite(measured) && Number.isFinite(started)) text += `, measured ${formatAge(started - measured)} before this run`;
  if (b.runs !== void 0 && b.runs >= 2) text += `; it holds ${b.runs} runs, and changes are judged against their spread`;
  text += ".";
  const warnings = b.warnings ?? [];
  if (warnings.length > 0) {
    const shown2 = warnings.slice(0, 6).map((w) => escapeText(w, Math.min(textMax, 200)));
    text += `

> [!WARNING]
> Measured in other conditions than the baseline: ${shown2.join("; ")}${warnings.length > shown2.length ? "; \u2026" : ""}. A change may be theirs, not the endpoint's.`;
  }
  return text;
}
function runLink(id, url) {
  return /^https?:\/\/[^\s<>()[\]`|\\]+$/.test(url) && url.length <= 500 ? `[run ${id}](${url})` : `run ${id}`;
}
function errorText(r, maxChars) {
  if (!r.error) return "The run could not measure the endpoint.";
  let text = `The run could not measure the endpoint: ${escapeText(r.error.message, maxChars)} (${codeSpan(r.error.code, { maxChars: 40 })}).`;
  if (r.error.hint) text += `

**What to try:** ${escapeText(r.error.hint, maxChars)}`;
  return text;
}
function kneeText(knee, textMax) {
  if (!knee) return "";
  const reason = knee.reason ? ` ${escapeText(knee.reason, textMax)}` : "";
  if (knee.reached && knee.concurrency !== null) {
    const recommended = knee.recommended_concurrency ?? Math.max(1, Math.floor(knee.concurrency * knee.safety_factor));
    return `### Capacity

Knee at concurrency ${knee.concurrency} \u2192 recommended production concurrency ${recommended} (safety factor ${knee.safety_factor}).${reason}`;
  }
  return `### Capacity

${reason.trim() || "The sweep never reached a knee. Throughput still grew at the highest level."}`;
}

// src/metrics/highest-level.ts
function highestLevel(levels) {
  const measured = levels.filter((l) => l.succeeded > 0);
  const closed = measured.filter((l) => levelRate(l) === null);
  const pool2 = closed.length > 0 ? closed : measured;
  const load = (l) => levelRate(l) ?? l.concurrency;
  return pool2.reduce((best, l) => best === void 0 || load(l) > load(best) ? l : best, void 0);
}

// src/report/markdown-scenarios.ts
var SCENARIO_TABLE_HEADERS = ["Scenario", "Status", "Failed", "Warned", "Highest concurrency (or rate)", "TTFT p95", "TPOT p95"];
function scenarioHeading(name) {
  return `## Scenario ${codeSpan(name, { maxChars: 64 })}`;
}
function renderScenariosReport(combined, extras = {}, options = {}) {
  const budget = options.maxChars ?? DEFAULT_REPORT_MAX_CHARS;
  if (!(budget >= MIN_REPORT_CHARS)) throw new RangeError(`maxChars must be at least ${MIN_REPORT_CHARS}, got ${budget}`);
  const head = [];
  if (options.markerId !== void 0) head.push(commentMarker(options.markerId));
  head.push(headline2(combined));
  if (options.origin !== void 0) head.push(options.origin);
  head.push(summaryTable(combined.scenarios));
  for (const note of combined.notes) head.push(escapeText(note, 2e3));
  const top = head.join("\n\n");
  const render = (maxChars) => combined.scenarios.map((s) => section(s, extras, options, maxChars));
  let sections = render(budget);
  const total = (parts) => top.length + parts.reduce((n, p) => n + p.length + 2, 0) + 1;
  if (total(sections) > budget) {
    const share = Math.max(MIN_REPORT_CHARS, Math.floor((budget - top.length - 1) / Math.max(1, combined.scenarios.length)) - 200);
    sections = render(share);
  }
  return `${[top, ...sections].join("\n\n").trimEnd()}
`;
}
function headline2(c) {
  const status = `**${statusWord(c.status)}**`;
  const counts = /* @__PURE__ */ new Map();
  for (const s of c.scenarios) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const words = { fail: "failed", error: "could not measure", not_run: "not run", inconclusive: "inconclusive", pass: "passed" };
  const parts = ["fail", "error", "not_run", "inconclusive", "pass"].filter((k) => counts.has(k)).map((k) => `${counts.get(k)} ${words[k]}`);
  const first = c.scenarios.find((s) => s.results)?.results;
  const where = first ? ` \xB7 ${codeSpan(first.endpoint.model, { maxChars: 120 })} at ${codeSpan(first.endpoint.url, { maxChars: 200 })}` : "";
  const n = c.scenarios.length;
  const why = c.scenarios.filter((s) => s.status !== "pass" && s.results?.verdict.reason).map((s) => `${codeSpan(s.name, { maxChars: 64 })}: ${escapeText(s.results?.verdict.reason ?? "", 400)}`);
  return `${status} \xB7 ${n} ${n === 1 ? "scenario" : "scenarios"} (${parts.join(", ")})${where} \xB7 ${formatDuration(c.duration_s)}${why.length > 0 ? ` \xB7 ${why.join("; ")}` : ""}`;
}
function summaryTable(entries) {
  const rows = entries.map((e) => {
    const r = e.results;
    const last = r ? highestLevel(r.levels) : void 0;
    const status = e.status === "not_run" ? "not run" : statusWord(e.status);
    return [
      codeSpan(e.name, { inTable: true, maxChars: 64 }),
      status,
      e.verdict ? String(e.verdict.failed) : "\u2013",
      e.verdict ? String(e.verdict.warned) : "\u2013",
      last ? levelLabel(last) : "\u2013",
      last ? formatMetric("ttft_ms", last.ttft_ms.p95) : "\u2013",
      last ? formatMetric("tpot_ms", last.tpot_ms.p95) : "\u2013"
    ];
  });
  return [
    `| ${SCENARIO_TABLE_HEADERS.join(" | ")} |`,
    `| ${SCENARIO_TABLE_HEADERS.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.join(" | ")} |`)
  ].join("\n");
}
function section(e, extras, options, maxChars) {
  const heading = scenarioHeading(e.name);
  if (!e.results) return `${heading}

${e.status === "not_run" ? "Not run" : "Could not finish"}: ${escapeText(e.note ?? "no reason recorded", 600)}.`;
  const input = reportInputFromResults(e.results, { ...extras, hints: e.results.hints ?? {} });
  const body = renderReport(input, { maxChars: Math.max(MIN_REPORT_CHARS, maxChars - heading.length - 2), ...options.chart ? { chart: options.chart } : {} });
  return `${heading}

${nestHeadings(body, 2).trimEnd()}`;
}
function nestHeadings(markdown, parent) {
  let fenced = false;
  let shallowest = 7;
  for (const line of markdown.split("\n")) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const hashes = /^(#{1,6}) /.exec(line)?.[1];
    if (!fenced && hashes !== void 0) shallowest = Math.min(shallowest, hashes.length);
  }
  let out = markdown;
  for (let level = shallowest; level <= parent; level++) out = shiftHeadings(out);
  return out;
}
function shiftHeadings(markdown) {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && /^#{1,5} /.test(line) ? `#${line}` : line;
  }).join("\n");
}

// src/engine/run-spec.ts
import { join } from "node:path";

// src/engine/run.ts
import { randomBytes } from "node:crypto";
import { setMaxListeners } from "node:events";

// src/client/max-tokens-field.ts
var WITH_TWO_FIELDS = /* @__PURE__ */ new Set(["openai-chat", "openai-completions"]);
function takesMaxTokensField(api) {
  return WITH_TWO_FIELDS.has(api);
}
function otherMaxTokensField(field) {
  return field === "max_tokens" ? "max_completion_tokens" : "max_tokens";
}
var REFUSED = String.raw`unsupported|unrecognized|unrecognised|unknown|not supported|not allowed|not permitted|extra_forbidden|extra inputs|extra fields`;
function rejectedMaxTokensField(api, record, sent) {
  if (record.ok || !WITH_TWO_FIELDS.has(api)) return false;
  if (record.statusCode !== 400 && record.statusCode !== 422) return false;
  const message = record.error?.message ?? "";
  const name = String.raw`(?<![A-Za-z_])${sent}(?![A-Za-z_])`;
  const refused = new RegExp(String.raw`(?:${REFUSED})[^\n]{0,80}?${name}|${name}[^\n]{0,80}?(?:${REFUSED})`, "i");
  if (refused.test(message)) return true;
  return sent === "max_tokens" && /(?<![A-Za-z_])max_completion_tokens(?![A-Za-z_])/i.test(message);
}
function maxTokensFieldNote(statusCode, refused, used) {
  return `The server rejected ${refused} (HTTP ${statusCode ?? "?"}): the connectivity check was retried with ${used}, and every request of the run sent its token limit as ${used}. Set workload.max_tokens_field: ${used} to send it from the start.`;
}

// src/engine/max-tokens-fallback.ts
async function maxTokensFallback(c) {
  const field = c.endpoint.maxTokensField ?? "max_tokens";
  if (c.stopped() || !rejectedMaxTokensField(c.api, c.record, field)) return { record: c.record, client: c.client, field };
  const other = otherMaxTokensField(field);
  const retried = c.makeClient({ ...c.endpoint, maxTokensField: other });
  const retry = await retried.send(c.request, { id: `${c.id}-${other}`, signal: c.signal });
  if (!retry.ok) {
    await retried.close();
    return { record: c.record, client: c.client, field };
  }
  c.notes.push(maxTokensFieldNote(c.record.statusCode, field, other));
  await c.client.close();
  return { record: retry, client: retried, field: other };
}

// src/load/closed-loop.ts
async function runClosedLoop(options) {
  const { concurrency, total, send, signal, onRecord, more } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const slots = new Array(total);
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let limit = total;
  let closed = more === void 0;
  let workerCount = 0;
  const running = /* @__PURE__ */ new Set();
  const hasWork = () => {
    if (next < limit) return true;
    if (closed || more === void 0) return false;
    const extra = Math.floor(more(next));
    if (!(extra > 0)) {
      closed = true;
      return false;
    }
    limit += extra;
    const missing = Math.min(concurrency, limit - next) - workerCount;
    for (let i = 0; i < missing; i++) start();
    return true;
  };
  const worker = async () => {
    while (!signal?.aborted && hasWork()) {
      const index = next++;
      inFlight++;
      if (inFlight > maxInFlight) maxInFlight = inFlight;
      try {
        const record = await send(index);
        slots[index] = record;
        onRecord?.(record, index);
      } finally {
        inFlight--;
      }
    }
  };
  function start() {
    workerCount++;
    const p = worker().finally(() => {
      workerCount--;
      running.delete(p);
    });
    running.add(p);
  }
  for (let i = 0; i < Math.min(concurrency, total); i++) start();
  while (running.size > 0) await Promise.all([...running]);
  return { records: slots.filter((r) => r !== void 0), maxInFlight };
}

// src/load/self-check.ts
import { createHistogram } from "node:perf_hooks";

// src/stats/residual-wait.ts
var BINS_PER_DOUBLING = 8;
var SMALLEST_MS = 1e-3;
var BIN_COUNT = 24 * BINS_PER_DOUBLING + 1;
var ResidualWaits = class {
  #count = new Float64Array(BIN_COUNT);
  #squares = 0;
  #longest = 0;
  /** Adds one busy stretch, ms (nothing for 0 or less). */
  add(busyMs) {
    if (!(busyMs > 0)) return;
    const bin = busyMs < SMALLEST_MS ? 0 : Math.min(BIN_COUNT - 1, 1 + Math.floor(Math.log2(busyMs / SMALLEST_MS) * BINS_PER_DOUBLING));
    this.#count[bin] += 1;
    this.#squares += busyMs * busyMs;
    if (busyMs > this.#longest) this.#longest = busyMs;
  }
  /** The longest wait: the longest stretch, ms. */
  max() {
    return this.#longest;
  }
  /** Mean wait over a watch of `wallMs`, ms. */
  mean(wallMs) {
    return wallMs > 0 ? this.#squares / (2 * wallMs) : 0;
  }
  /** The wait at quantile `q` (0–1) over a watch of `wallMs`, ms: 0 when the loop was busy for less than 1 − q of it. */
  quantile(q, wallMs) {
    const over = (1 - q) * wallMs;
    if (!(wallMs > 0) || over <= 0) return this.#longest;
    let n = 0;
    let s = 0;
    for (let bin = BIN_COUNT - 1; bin >= 0; bin--) {
      const c = this.#count[bin];
      if (c === 0) continue;
      const edge = bin === BIN_COUNT - 1 ? this.#longest : Math.min(this.#longest, SMALLEST_MS * 2 ** (bin / BINS_PER_DOUBLING));
      if (n > 0 && s - n * edge >= over) return (s - over) / n;
      n += c;
      s += c * edge;
    }
    return s > over ? (s - over) / n : 0;
  }
};

// src/load/self-check.ts
var OWN_DELAY_PERCENTILES = [99, 99.5, 99.9];
var TICK_MS = 100;
var threadCpu = process.threadCpuUsage;
var loopCpuUs = process.platform === "win32" ? void 0 : () => {
  const cpu = threadCpu === void 0 ? process.cpuUsage() : threadCpu.call(process);
  return cpu.user + cpu.system;
};
var UNREAD_BUSY_MS = 0.5;
var loopActiveMs = () => performance.now() - performance.nodeTiming.idleTime;
var IDLE_WINDOW_MS = 500;
function startSelfCheck() {
  const loop = createHistogram();
  const waits = new ResidualWaits();
  const cpu0 = process.cpuUsage();
  const elu0 = performance.eventLoopUtilization();
  const wall0 = performance.now();
  let tickWall = wall0;
  let lastActiveMs = loopActiveMs();
  let lastCpuUs = loopCpuUs?.() ?? 0;
  let unreadBusyMs = 0;
  let turns = 0;
  const stretchEnded = () => {
    const activeMs = loopActiveMs();
    const busyMs = activeMs - lastActiveMs;
    lastActiveMs = activeMs;
    const first = turns++ === 0;
    if (loopCpuUs === void 0 || !first && unreadBusyMs + busyMs < UNREAD_BUSY_MS) {
      if (!first) waits.add(busyMs);
      unreadBusyMs += busyMs;
      return;
    }
    const cpuUs = loopCpuUs();
    if (!first) waits.add(Math.min(busyMs, (cpuUs - lastCpuUs) / 1e3));
    lastCpuUs = cpuUs;
    unreadBusyMs = 0;
  };
  const unwatch = watchReadTurns(stretchEnded);
  const tick = setInterval(() => {
    const now = performance.now();
    loop.record(Math.round(Math.max(0, now - tickWall - TICK_MS) * 1e6) + 1);
    tickWall = now;
  }, TICK_MS);
  tick.unref();
  return {
    stop() {
      clearInterval(tick);
      unwatch();
      if (turns > 0) stretchEnded();
      const wallMs = performance.now() - wall0;
      const cpu = process.cpuUsage(cpu0);
      return readSample(loop, waits, wallMs, (cpu.user + cpu.system) / 1e3, performance.eventLoopUtilization(elu0).utilization);
    }
  };
}
function readSample(loop, waits, wallMs, cpuMs, loopBusyShare) {
  const late = (ns) => loop.count > 0 ? Math.max(0, (ns - 1) / 1e6) : 0;
  return {
    loopDelayP99Ms: late(loop.percentile(99)),
    loopDelayMaxMs: late(loop.max),
    ownDelayAtMs: Object.fromEntries(OWN_DELAY_PERCENTILES.map((p) => [p, waits.quantile(p / 100, wallMs)])),
    ownDelayMaxMs: waits.max(),
    ownDelayMeanMs: waits.mean(wallMs),
    cpuShare: wallMs > 0 ? cpuMs / wallMs : 0,
    loopBusyShare,
    wallMs
  };
}
async function idleFloor(windowMs = IDLE_WINDOW_MS, signal) {
  const watch = startSelfCheck();
  await new Promise((resolve3) => {
    if (signal?.aborted) return resolve3();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve3();
    };
    const timer = setTimeout(done, windowMs);
    signal?.addEventListener("abort", done, { once: true });
  });
  return watch.stop();
}

// src/load/sleep.ts
function sleep(ms, signal) {
  return new Promise((resolve3) => {
    if (signal?.aborted) return resolve3();
    const onAbort = () => {
      clearTimeout(timer);
      resolve3();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve3();
    }, Math.max(0, ms));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// src/load/open-loop.ts
async function runOpenLoop(options) {
  const { schedule, maxConcurrency, send, signal, onRecord } = options;
  const now = options.now ?? (() => performance.now());
  if (maxConcurrency !== void 0 && !(Number.isInteger(maxConcurrency) && maxConcurrency >= 1)) {
    throw new RangeError(`maxConcurrency must be a positive integer, got ${maxConcurrency}`);
  }
  const cap = maxConcurrency ?? Infinity;
  const total = schedule.length;
  const slots = new Array(total);
  const timings = new Array(total);
  const waiting = [];
  const inFlightPromises = /* @__PURE__ */ new Set();
  let inFlight = 0;
  let maxInFlight = 0;
  const start = now();
  const launch = (index, dueMs) => {
    const scheduledMs = start + schedule[index];
    timings[index] = { scheduledMs, queueMs: dueMs === void 0 ? 0 : Math.max(0, now() - dueMs) };
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    const p = send(index).then(
      (record) => {
        slots[index] = record;
        onRecord?.(record, index);
      }
    ).finally(() => {
      inFlight--;
      inFlightPromises.delete(p);
      const next = waiting.shift();
      if (next !== void 0 && !signal?.aborted) launch(next.index, next.dueMs);
    });
    inFlightPromises.add(p);
  };
  for (let i = 0; i < total; i++) {
    if (signal?.aborted) break;
    const deadline = start + schedule[i];
    for (let t = now(); t < deadline; t = now()) {
      await sleep(deadline - t, signal);
      if (signal?.aborted) break;
    }
    if (signal?.aborted) break;
    if (inFlight < cap && waiting.length === 0) launch(i, void 0);
    else waiting.push({ index: i, dueMs: now() });
  }
  while (inFlightPromises.size > 0) await Promise.all([...inFlightPromises]);
  const records = [];
  const outTimings = [];
  const indices = [];
  for (let i = 0; i < total; i++) {
    const r = slots[i];
    const t = timings[i];
    if (r !== void 0 && t !== void 0) {
      records.push(r);
      outTimings.push(t);
      indices.push(i);
    }
  }
  return { records, timings: outTimings, indices, maxInFlight };
}

// src/load/arrivals.ts
var DEFAULT_ARRIVAL_SEED = 1;
function poissonSchedule(ratePerS, count, seed) {
  if (!(ratePerS > 0 && Number.isFinite(ratePerS))) throw new RangeError(`ratePerS must be a positive number, got ${ratePerS}`);
  if (!(Number.isInteger(count) && count >= 0)) throw new RangeError(`count must be a whole number \u2265 0, got ${count}`);
  const next = createUint32Source(seed);
  const meanGapMs = 1e3 / ratePerS;
  const gaps = new Array(count);
  let span = 0;
  for (let i = 0; i < count; i++) {
    const u = (next() + 1) / 4294967296;
    gaps[i] = -Math.log(u) * meanGapMs;
    if (i > 0) span += gaps[i];
  }
  const scale = count >= 2 && span > 0 ? (count - 1) * meanGapMs / span : 1;
  const out = new Array(count);
  let t = 0;
  for (let i = 0; i < count; i++) {
    t += gaps[i] * scale;
    out[i] = t;
  }
  return out;
}
function levelSeed(sweepSeed, levelIndex) {
  return Math.imul(sweepSeed | 0, 2654435761) ^ Math.imul(levelIndex + 1, 2246822507) | 0;
}

// src/load/pre-open.ts
function expectedInFlight(rate, e2eMs, cap) {
  const n = Math.max(1, Math.ceil(rate * Math.max(0, e2eMs) / 1e3));
  return cap === void 0 ? n : Math.min(cap, n);
}
async function preOpenConnections(options) {
  const { rate, cap, openConnections, send, signal } = options;
  if (openConnections() === void 0 || signal?.aborted) return 0;
  const probe = await send(0);
  if (!probe.ok || signal?.aborted) return 1;
  const need = expectedInFlight(rate, probe.endMs - probe.sentMs, cap);
  if ((openConnections() ?? need) >= need) return 1;
  const w = await runClosedLoop({ concurrency: need, total: need, send: (i) => send(1 + i), ...signal ? { signal } : {} });
  return 1 + w.records.length;
}

// src/load/adaptive.ts
function adaptiveStep(s) {
  if (s.resolution <= s.target) return { stop: "target_reached" };
  const room = s.maxRequests - s.sent;
  if (room <= 0) return { stop: "max_requests" };
  const minBatch = Math.max(1, s.concurrency, Math.ceil(s.requests / 4));
  let batch;
  if (Number.isFinite(s.resolution) && s.finished > 0) {
    const needed = Math.ceil(s.finished * (s.resolution / s.target) ** 2 * 1.1);
    batch = Math.min(Math.max(needed - s.sent, minBatch), Math.max(s.sent, minBatch));
  } else {
    batch = Math.max(s.sent, minBatch);
  }
  batch = Math.min(batch, room);
  if (Number.isFinite(s.allowanceMs) && s.finished > 0 && s.elapsedMs > 0) {
    const perMs = s.finished / s.elapsedMs;
    const fits = Math.floor(s.allowanceMs * perMs) - s.sent;
    if (fits < 1) return { stop: "time_budget" };
    batch = Math.min(batch, fits);
  }
  return { more: batch };
}

// src/load/sweep.ts
async function* runSweep(options) {
  const repeats = options.repeats ?? 1;
  const leftMs = options.deadlineMs === void 0 ? Infinity : options.deadlineMs - performance.now();
  const idle = await idleFloor(Math.min(IDLE_WINDOW_MS, Math.max(0, leftMs / 20)), options.signal);
  for (let repeat = 0; repeat < repeats; repeat++) {
    if (options.signal?.aborted) return;
    for await (const level of sweepPass(options, repeat)) yield { ...level, repeat, idle };
  }
}
async function* sweepPass(options, repeat) {
  const send = (phase, level, index) => options.send({ level, pass: repeat, phase, index });
  yield* concurrencyLevels(options, repeat, send);
  yield* rateLevels(options, send);
}
async function* concurrencyLevels(options, repeat, send) {
  const { levels, requests, warmup, signal, onProgress } = options;
  for (const [levelIndex, concurrency] of levels.entries()) {
    const level = { concurrency };
    if (signal?.aborted) return;
    await options.beforeLevel?.(level);
    if (signal?.aborted) return;
    let warmupSent = 0;
    if (warmup > 0) {
      const open = options.openConnections?.();
      const total = open === void 0 || open >= concurrency ? warmup : Math.max(warmup, concurrency);
      const w = await runClosedLoop({
        concurrency: Math.min(concurrency, total),
        total,
        send: (i) => send("warmup", level, i),
        ...signal ? { signal } : {}
      });
      warmupSent = w.records.length;
    }
    if (signal?.aborted) return;
    let finished = 0;
    onProgress?.(level, 0, requests);
    const watch = startSelfCheck();
    const adaptive = options.adaptive !== void 0 && options.adaptive.maxRequests > requests ? options.adaptive : void 0;
    const remaining = levels.length - levelIndex + (options.rates?.length ?? 0) + ((options.repeats ?? 1) - 1 - repeat) * (levels.length + (options.rates?.length ?? 0));
    const grow = adaptive === void 0 ? void 0 : adaptiveGrowth(adaptive, level, requests, options.deadlineMs, remaining);
    const m = await runClosedLoop({
      concurrency,
      total: requests,
      send: (i) => send("measure", level, i),
      ...signal ? { signal } : {},
      onRecord: (r) => {
        grow?.finished.push(r);
        onProgress?.(level, ++finished, grow?.planned() ?? requests);
      },
      ...grow ? { more: grow.more } : {}
    }).catch((err) => {
      watch.stop();
      throw err;
    });
    const self = watch.stop();
    const planned = grow?.planned() ?? requests;
    const adaptiveStop = grow === void 0 ? void 0 : grow.stop() ?? (signal?.aborted ? "run_stopped" : void 0);
    yield {
      ...level,
      records: m.records,
      durationS: batchDurationS(m.records),
      maxInFlight: m.maxInFlight,
      warmupSent,
      self,
      incomplete: m.records.length < planned,
      ...grow ? { planned } : {},
      ...adaptiveStop ? { adaptiveStop } : {}
    };
  }
}
async function* rateLevels(options, send) {
  const { requests, warmup, signal, onProgress } = options;
  const rates = options.rates ?? [];
  const cap = options.maxConcurrency;
  for (const [levelIndex, rate] of rates.entries()) {
    const level = { concurrency: cap ?? 0, rate };
    if (signal?.aborted) return;
    await options.beforeLevel?.(level);
    if (signal?.aborted) return;
    const seed = levelSeed(options.seed ?? DEFAULT_ARRIVAL_SEED, levelIndex);
    const warm = poissonSchedule(rate, warmup, seed ^ 1540483477);
    const warmEnd = warm.length > 0 ? warm[warm.length - 1] : 0;
    const schedule = [...warm, ...poissonSchedule(rate, requests, seed).map((t) => warmEnd + t)];
    const openConnections = options.openConnections;
    const preOpened = warmup > 0 && openConnections !== void 0 ? await preOpenConnections({ rate, cap, openConnections, send: (i) => send("warmup", level, warmup + i), ...signal ? { signal } : {} }) : 0;
    let finished = 0;
    let measuring = false;
    let watch;
    const o = await runOpenLoop({
      schedule,
      ...cap !== void 0 ? { maxConcurrency: cap } : {},
      ...signal ? { signal } : {},
      send: (i) => {
        if (i < warmup) return send("warmup", level, i);
        if (!measuring) {
          measuring = true;
          onProgress?.(level, 0, requests);
          watch = startSelfCheck();
        }
        return send("measure", level, i - warmup);
      },
      onRecord: (_r, i) => {
        if (i >= warmup) onProgress?.(level, ++finished, requests);
      }
    }).catch((err) => {
      watch?.stop();
      throw err;
    });
    const self = (watch ?? startSelfCheck()).stop();
    if (!measuring) return;
    const records = [];
    const timings = [];
    let warmupSent = preOpened;
    for (let i = 0; i < o.records.length; i++) {
      const r = o.records[i];
      if (o.indices[i] < warmup) {
        warmupSent++;
        continue;
      }
      records.push(r);
      timings.push(o.timings[i]);
    }
    yield {
      ...level,
      timings,
      records,
      durationS: batchDurationS(records),
      maxInFlight: o.maxInFlight,
      warmupSent,
      self,
      incomplete: records.length < requests
    };
  }
}
function adaptiveGrowth(adaptive, level, requests, deadlineMs, remaining) {
  const startMs = performance.now();
  const allowanceMs = deadlineMs === void 0 ? Infinity : 0.8 * Math.max(0, deadlineMs - startMs) / Math.max(1, remaining);
  const finished = [];
  let planned = requests;
  let stop;
  return {
    finished,
    planned: () => planned,
    stop: () => stop,
    more: (sent) => {
      const step = adaptiveStep({
        sent,
        finished: finished.length,
        requests,
        maxRequests: adaptive.maxRequests,
        concurrency: level.concurrency,
        resolution: adaptive.resolution(level, finished),
        target: adaptive.target,
        elapsedMs: performance.now() - startMs,
        allowanceMs
      });
      if ("stop" in step) {
        stop = step.stop;
        return 0;
      }
      planned = sent + step.more;
      return step.more;
    }
  };
}

// src/load/repeats.ts
async function* pooledLevels(sweep, repeats, requests) {
  const pending = /* @__PURE__ */ new Map();
  for await (const level of sweep) {
    if (repeats <= 1) {
      yield { ...level, runs: [level] };
      continue;
    }
    const key2 = levelKey(level);
    const runs = [...pending.get(key2) ?? [], level];
    pending.set(key2, runs);
    if (runs.length >= repeats) {
      pending.delete(key2);
      yield pool(runs, repeats, requests);
    }
  }
  for (const runs of pending.values()) yield pool(runs, repeats, requests);
}
function pool(runs, repeats, requests) {
  const first = runs[0];
  if (first === void 0) throw new RangeError("a pooled level needs at least one pass");
  if (runs.length === 1 && repeats <= 1) return { ...first, runs: [first] };
  const timings = runs.every((r) => r.timings !== void 0) ? runs.flatMap((r) => r.timings ?? []) : void 0;
  const planned = runs.reduce((n, r) => n + (r.planned ?? requests), 0) + Math.max(0, repeats - runs.length) * requests;
  const self = runs.reduce((a, r) => r.self.ownDelayMeanMs > a.ownDelayMeanMs ? r.self : a, first.self);
  const last = runs[runs.length - 1];
  return {
    ...sweepLevel(first),
    ...timings !== void 0 ? { timings } : {},
    records: runs.flatMap((r) => r.records),
    // Pass durations add up; the gaps between passes (other levels) are not this level's time.
    durationS: runs.reduce((t, r) => t + r.durationS, 0),
    maxInFlight: Math.max(...runs.map((r) => r.maxInFlight)),
    warmupSent: runs.reduce((n, r) => n + r.warmupSent, 0),
    self,
    ...first.idle !== void 0 ? { idle: first.idle } : {},
    incomplete: runs.length < repeats || runs.some((r) => r.incomplete),
    planned,
    ...last.adaptiveStop !== void 0 ? { adaptiveStop: runs.some((r) => r.adaptiveStop === "run_stopped") ? "run_stopped" : last.adaptiveStop } : {},
    runs: [...runs]
  };
}

// src/stats/mover.ts
function wilsonInterval(successes2, trials, gamma) {
  const z = normalQuantile(1 - gamma);
  const z2 = z * z;
  const p = successes2 / trials;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = z / (1 + z2 / trials) * Math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
function moverBounds(c, gamma) {
  const p1 = c.currentSuccesses / c.currentCount;
  const p2 = c.baselineSuccesses / c.baselineCount;
  const w1 = wilsonInterval(c.currentSuccesses, c.currentCount, gamma);
  const w2 = wilsonInterval(c.baselineSuccesses, c.baselineCount, gamma);
  const pp = p1 * p2;
  const lowDisc = pp * pp - w1.lower * w2.upper * (2 * p1 - w1.lower) * (2 * p2 - w2.upper);
  const lower = (pp - Math.sqrt(Math.max(0, lowDisc))) / (w2.upper * (2 * p2 - w2.upper));
  const highDen = w2.lower * (2 * p2 - w2.lower);
  const highDisc = pp * pp - w1.upper * w2.lower * (2 * p1 - w1.upper) * (2 * p2 - w2.lower);
  const upper = highDen > 0 ? (pp + Math.sqrt(Math.max(0, highDisc))) / highDen : Infinity;
  return { lower: Math.max(0, lower) - 1, upper: upper - 1 };
}
function moverPValue(c, direction, limit) {
  const target = limit - 1;
  const beyond = (g) => {
    if (direction === "up") {
      const lower = g <= 0.5 ? moverBounds(c, g).lower : moverBounds(c, 1 - g).upper;
      return lower > target;
    }
    const upper = g <= 0.5 ? moverBounds(c, g).upper : moverBounds(c, 1 - g).lower;
    return upper < target;
  };
  let lo = 1e-15;
  let hi = 1 - 1e-15;
  if (beyond(lo)) return lo;
  if (!beyond(hi)) return 1;
  for (let i = 0; i < 200 && hi > lo * (1 + 1e-10); i++) {
    const mid = Math.sqrt(lo * hi);
    if (beyond(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

// src/metrics/sample-resolution.ts
var ALPHA = 0.05;
var Z = 1.959963984540054;
function resolvable(ref) {
  if (ref.metric === "itl_ms") return false;
  if (ref.metric === "goodput" || ref.metric === "slo_attainment") return false;
  return ref.stat !== "min" && ref.stat !== "max";
}
function resolutionOf(ref, s) {
  if (!resolvable(ref)) return Infinity;
  switch (ref.metric) {
    case "success_rate": {
      const n = s.ok.length;
      if (n === 0) return Infinity;
      const ok = s.ok.reduce((a, b) => a + b, 0);
      if (ok === 0) return Infinity;
      const w = wilsonInterval(ok, n, ALPHA / 2);
      return (w.upper - w.lower) / 2 / (ok / n);
    }
    case "qps":
    case "rpm":
      return ratioResolution(s, (i) => s.ok[i] === 1 ? 1 : 0);
    case "tpm":
      return ratioResolution(s, (i) => s.ok[i] === 1 ? (s.input_tokens[i] ?? 0) + (s.output_tokens[i] ?? 0) : 0);
    case "output_tokens_per_s":
      return ratioResolution(s, (i) => s.ok[i] === 1 ? s.output_tokens[i] ?? 0 : 0);
    default: {
      const values = column(s, ref.metric);
      if (ref.stat === "mean") return meanResolution(values);
      const q = statQuantile(ref.stat);
      return q === void 0 ? Infinity : quantileResolution(values, q);
    }
  }
}
function worstResolution(refs, s) {
  let worst = 0;
  for (const ref of refs) worst = Math.max(worst, resolutionOf(ref, s));
  return worst;
}
function quantileResolution(values, q) {
  const n = values.length;
  if (!(q > 0 && q < 1) || n < 2) return Infinity;
  const sorted = Float64Array.from(values).sort();
  const cdf = (k) => k < 0 ? 0 : k >= n ? 1 : regularizedBeta(1 - q, n - k, k + 1);
  const lower = lastAtMost(1, n, (j) => cdf(j - 1) <= ALPHA / 2);
  const upper = firstAtLeast(1, n, (j) => cdf(j - 1) >= 1 - ALPHA / 2);
  if (lower === void 0 || upper === void 0) return Infinity;
  const estimate = percentile(sorted, q * 100);
  const width = sorted[upper - 1] - sorted[lower - 1];
  if (estimate === void 0 || !(estimate > 0)) return width === 0 ? 0 : Infinity;
  return width / 2 / estimate;
}
function meanResolution(values) {
  const n = values.length;
  if (n < 2) return Infinity;
  let sum2 = 0;
  for (const v of values) sum2 += v;
  const mean = sum2 / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  if (!(mean > 0)) return ss === 0 ? 0 : Infinity;
  return Z * Math.sqrt(ss / (n - 1) / n) / mean;
}
function ratioResolution(s, work2) {
  const n = s.ok.length;
  if (n < 2) return Infinity;
  let sy = 0;
  let sx = 0;
  for (let i = 0; i < n; i++) {
    sy += work2(i);
    sx += s.e2e_ms[i] ?? 0;
  }
  if (!(sy > 0 && sx > 0)) return Infinity;
  const r = sy / sx;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (work2(i) - r * (s.e2e_ms[i] ?? 0)) ** 2;
  const se = Math.sqrt(ss / (n * (n - 1))) / (sx / n);
  return Z * se / r;
}
function lastAtMost(lo, hi, ok) {
  if (!ok(lo)) return void 0;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
function firstAtLeast(lo, hi, ok) {
  if (!ok(hi)) return void 0;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (ok(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// src/gate/gated-metrics.ts
var DEFAULT_GATED = [
  { metric: "ttft_ms", stat: "p50" },
  { metric: "tpot_ms", stat: "p50" }
];
function gatedMetrics(gate, level) {
  const refs = /* @__PURE__ */ new Map();
  const add = (ref) => {
    if (ref !== void 0 && resolvable(ref)) refs.set(metricPath(ref), { metric: ref.metric, stat: ref.stat });
  };
  for (const path of Object.keys(gate.baseline.maxChange)) add(parseMetricPath(path));
  for (const o of compileSlos(gate.slos)) {
    const everywhere = atEveryLevel(o);
    const here = level.rate === void 0 ? o.concurrency?.includes(level.concurrency) === true : o.rate?.includes(level.rate) === true;
    if (!everywhere && !here) continue;
    for (const t of o.thresholds) add({ metric: t.metric, stat: t.stat });
  }
  return refs.size > 0 ? [...refs.values()] : [...DEFAULT_GATED];
}
var DEFAULT_RESOLUTION = 0.1;
function figureAllowances(gate, resolution) {
  const changes = compileMaxChange(gate.baseline.maxChange);
  if (changes.length > 0) {
    return changes.map((a) => ({
      ref: { metric: a.metric, stat: a.stat },
      fraction: a.fraction,
      text: `a ${a.direction === "up" ? "+" : "\u2212"}${Number((a.fraction * 100).toPrecision(6))}% change would be`
    }));
  }
  const r = resolution ?? DEFAULT_RESOLUTION;
  return DEFAULT_GATED.map((ref) => ({ ref, fraction: r, text: `the run's ${Number((r * 100).toPrecision(6))}% resolution is` }));
}
function defaultAllowances() {
  return figureAllowances({ baseline: { maxChange: {} } }, void 0);
}

// src/load/sampling-summary.ts
function adaptiveSummary(records, gated, target, maxRequests, stop) {
  const samples = levelSamples(records);
  const metrics = {};
  let worst = 0;
  for (const ref of gated) {
    const r = resolutionOf(ref, samples);
    metrics[metricPath(ref)] = Number.isFinite(r) ? round4(r) : null;
    worst = Math.max(worst, r);
  }
  return {
    target_resolution: target,
    resolution: Number.isFinite(worst) ? round4(worst) : null,
    reached: worst <= target,
    stopped_because: stop,
    max_requests: maxRequests,
    metrics
  };
}
function repeatSummary(concurrency, records, stop) {
  const durationS = batchDurationS(records);
  const s = levelStats({ concurrency, records, durationS });
  return {
    requests: records.length,
    ttft_ms_p50: s.ttft_ms.p50,
    tpot_ms_p50: s.tpot_ms.p50,
    itl_ms_p50: s.itl_ms.p50,
    e2e_ms_p50: s.e2e_ms.p50,
    qps: s.qps,
    duration_s: s.duration_s,
    ...stop !== void 0 ? { stopped_because: stop } : {}
  };
}
function round4(x) {
  return Math.round(x * 1e4) / 1e4;
}

// src/load/stop.ts
function startRunStop(options) {
  const { budgetMs, signal } = options;
  if (!(budgetMs > 0)) throw new RangeError(`budgetMs must be > 0, got ${budgetMs}`);
  const controller = new AbortController();
  let reason;
  let cancelledBy;
  const stop = (why, by) => {
    if (controller.signal.aborted) return;
    reason = why;
    if (typeof by === "string" && by !== "") cancelledBy = by;
    controller.abort(why);
  };
  const onCancel = () => stop("cancelled", signal?.reason);
  const timer = setTimeout(() => stop("budget"), budgetMs);
  timer.unref();
  if (signal?.aborted) onCancel();
  else signal?.addEventListener("abort", onCancel, { once: true });
  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    get cancelledBy() {
      return cancelledBy;
    },
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCancel);
    }
  };
}

// src/load/stop-report.ts
function describeStop(facts) {
  const cause = facts.reason === "budget" ? `The run's time budget of ${formatSeconds(facts.budgetS)} (sweep.max_duration_s) ran out` : `The run was cancelled${facts.cancelledBy === void 0 ? "" : ` (${facts.cancelledBy})`}`;
  const at = facts.at;
  let where;
  switch (at.phase) {
    case "preflight":
      return `${cause} during the connectivity check; nothing was measured.`;
    case "warmup":
      where = ` during the warm-up of ${levelName(at.level)}, before any of its measured requests`;
      break;
    case "measure": {
      const cancelled = at.cancelled === 0 ? "" : ` (${at.cancelled} ${at.cancelled === 1 ? "request" : "requests"} in flight ${at.cancelled === 1 ? "was" : "were"} cancelled and ${at.cancelled === 1 ? "is" : "are"} not counted)`;
      where = at.finished === 0 ? ` during ${levelName(at.level)}, before any of its ${at.planned} measured requests finished${cancelled}` : ` during ${levelName(at.level)}, after ${at.finished} of ${at.planned} measured requests${cancelled}`;
      break;
    }
    case "between":
      where = ` after ${levelName(at.after)} finished`;
      break;
  }
  const notRun = facts.notRun.length === 0 ? "" : `; concurrency ${joinAnd(facts.notRun)} ${facts.notRun.length === 1 ? "was" : "were"} not measured`;
  return `${cause}${where}${notRun}.`;
}
function stopError(facts) {
  if (facts.reason === "budget") {
    return {
      code: "BUDGET_EXHAUSTED",
      message: describeStop(facts),
      hint: "Raise sweep.max_duration_s (or pass --max-duration), or shorten the sweep: fewer levels, fewer requests per level, or a smaller max_tokens. The levels that were measured are reported, but an incomplete run cannot pass the gate."
    };
  }
  return {
    code: "CANCELLED",
    message: describeStop(facts),
    hint: "Run it again to get a verdict; the levels that were measured are reported, but a cancelled run cannot pass the gate."
  };
}
function formatSeconds(s) {
  return Number.isInteger(s) ? `${s} s` : `${s.toFixed(1)} s`;
}
function joinAnd(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// src/model/results.ts
var RESULTS_SCHEMA_VERSION = 1;

// src/engine/diagnose.ts
function hintFor(kind, ctx, seen) {
  const parts = [baseHint(kind, ctx)];
  const load = underLoad(kind, ctx, seen);
  if (load !== void 0) parts.push(load);
  const other = otherApi(kind, ctx);
  if (other !== void 0) parts.push(other);
  return parts.join(" ");
}
function baseHint(kind, ctx) {
  switch (kind) {
    case "auth":
      return `The server refused the key: ${keyState(ctx)}. Check that the variable holds a valid key for this endpoint (not another provider's), without quotes, that the key is not disabled or out of quota, and that it may use this model (403 usually means the key was recognised but not allowed).`;
    case "not_found":
      return `Nothing answered at ${ctx.url} for this model. Check endpoint.base_url (it should end at the API root, e.g. http://host:8000/v1, without repeating /v1) and endpoint.model (an id listed by GET /v1/models).`;
    case "rate_limited":
      return "The endpoint rate-limited the run (HTTP 429, or a rate-limit error in the stream); each request's message in requests.jsonl quotes the Retry-After the server sent. Lower the concurrency or requests per level, or raise the quota (requests and tokens per minute). Requests are not retried inside a measurement, because retries would hide the limit.";
    case "bad_request":
      return "The server rejected the request body. Check workload.max_tokens against the model's limit (prompt plus answer must fit its context), the fields in workload.extra_body, and that the model takes images when workload.images is set. A rejection that names stream_options is retried without it at the connectivity check, and one that refuses max_tokens (or max_completion_tokens) with the other field, so neither is the cause here; a model that needs max_completion_tokens takes workload.max_tokens_field: max_completion_tokens.";
    case "server_error":
      return `The server failed (HTTP 5xx) at ${ctx.url}. Look at its logs; under load this often means it ran out of memory or its queue overflowed. An HTML error page comes from a proxy or load balancer in front of it, which could not reach the server.${proxyNote(ctx, "A 502 or 504 may be the proxy's own answer.")}`;
    case "http_error":
      return `The server answered ${ctx.url} with an unexpected status. Check that the URL points at an OpenAI-compatible API.${proxyNote(ctx, "A 407 means the proxy wants credentials: put them in the proxy URL.")}`;
    case "connect":
      return connectHint(ctx);
    case "timeout":
      return `A request took longer than endpoint.timeout_s${ctx.timeoutS === void 0 ? "" : ` (${ctx.timeoutS} s)`}. Raise it above the longest end-to-end latency you expect (120 s or more for long answers); a client timeout shorter than the slowest answer makes a slow server look like a failed one.`;
    case "stream_reset":
      return `A connection closed before its response was complete (each request's message in requests.jsonl says whether any of it had arrived). A request whose kept-alive connection the server closed before any of the response is sent once more on a new connection, so these are not that race: a server that crashed or restarted, or dropped the request, or a proxy or load balancer with a short idle or response timeout, closed them. The server's log for the failed requests (their ids went as x-request-id) tells which.${proxyNote(ctx, "The proxy is a candidate.")}`;
    case "stream_stalled":
      return `The stream stopped sending anything for longer than the stall timeout${ctx.stallTimeoutS === void 0 ? "" : ` (${ctx.stallTimeoutS} s)`}. The server may be overloaded or stuck, or a proxy may be buffering the stream; raise endpoint.stall_timeout_s only if such pauses are normal for this server.`;
    case "bad_event":
      return "An event in the stream was not valid JSON. A proxy may be rewriting or cutting the stream, or the endpoint is not OpenAI-compatible.";
    case "stream_error":
      return 'The server sent an error object ({"error": \u2026}) inside the stream instead of tokens; its message is quoted in requests.jsonl and above. It often means the model failed during generation (e.g. out of memory) or hit a limit.';
    case "not_streaming":
      return 'The server answered with a whole JSON body instead of an event stream: it ignored "stream": true, so TTFT would equal E2E and TPOT cannot be measured. Enable streaming on the server, or on the gateway or proxy in front of it.';
    case "empty_stream":
      return "The stream finished without any content. Check that max_tokens is at least 1 and that the model produces text for this prompt.";
    case "cancelled":
      return "The run was cancelled while requests were in flight; the figures cover what finished.";
    default:
      return `Request to ${ctx.url} failed.`;
  }
}
function keyState(ctx) {
  if (!ctx.apiKeySet) {
    return `${ctx.apiKeyEnv} was not set (or empty) in this environment, so no ${keyHeader(ctx)} header was sent; set it in this shell or job, e.g. from a repository secret`;
  }
  const trimmed = ctx.apiKeyTrimmed === true ? "; its value had spaces or a line break around it, which were removed before sending, so check it for other stray characters such as quotes" : "";
  return `${ctx.apiKeyEnv} was set and sent as "${ctx.api === "anthropic-messages" ? "x-api-key: <key>" : "Authorization: Bearer <key>"}"${trimmed}`;
}
function keyHeader(ctx) {
  return ctx.api === "anthropic-messages" ? "x-api-key" : "Authorization";
}
function connectHint(ctx) {
  const route = ctx.proxy;
  if (route === void 0) {
    return `No connection could be made to ${ctx.url}. Check that the server is running and reachable from this machine (host, port, firewall, DNS), and whether HTTP_PROXY / HTTPS_PROXY point at a proxy that is down (each request's message in requests.jsonl says which way it went).`;
  }
  if (route.proxyUrl !== void 0) {
    const variable = route.proxyVariable ?? "the proxy variable";
    return `No connection could be made to ${ctx.url}: requests went ${describeRoute(route)}. Check that this proxy is running and may reach the endpoint, or add the endpoint's host to NO_PROXY, or unset ${variable} if no proxy is needed.`;
  }
  return `No connection could be made to ${ctx.url}; requests went ${describeRoute(route)}. Check that the server is running and reachable from this machine: host, port, firewall, DNS.`;
}
function proxyNote(ctx, extra) {
  if (ctx.proxy?.proxyUrl === void 0) return "";
  return ` Requests went ${describeRoute(ctx.proxy)}. ${extra}`;
}
function underLoad(kind, ctx, seen) {
  if (seen === void 0 || seen.preflight || !seen.preflightOk || seen.levels.length === 0) return void 0;
  const from = seen.levels[0];
  const where = seen.levels.length === 1 ? `at concurrency ${from}` : `from concurrency ${from} on (${seen.levels.join(", ")})`;
  if (from <= (seen.lowest ?? 1)) return fromTheStart(kind, where);
  const pool2 = ctx.connections === void 0 ? "one connection per concurrent request" : `one connection per concurrent request, up to ${ctx.connections}`;
  switch (kind) {
    case "connect":
      return `The connectivity check got through, but this happened ${where}: the server, or a load balancer or proxy in front of it, limits concurrent connections or its accept queue overflowed (the client opens ${pool2}). Raise that limit or keep the sweep below ${from}.`;
    case "stream_reset":
      return `It happened ${where} and not below, so it came with the load (the client opens ${pool2}): a server that fails or drops requests under this load, or a limit on connections or queued requests in it or in a proxy in front of it. Its log for the failed requests says which.`;
    case "timeout":
    case "stream_stalled":
      return `It happened ${where}, so queueing under load made answers slower than the limit: raise the limit, or treat ${from} as past the endpoint's capacity.`;
    case "rate_limited":
    case "server_error":
      return `It began ${where}: that is where the endpoint's capacity or quota ran out.`;
    default:
      return void 0;
  }
}
function fromTheStart(kind, where) {
  switch (kind) {
    case "connect":
    case "stream_reset":
    case "server_error":
      return `It happened ${where}, the lowest load of the sweep, so it is not a limit reached under load: look for an unhealthy server or replica behind a load balancer, or a proxy or network dropping connections, and at the server's logs for the failed requests.`;
    default:
      return void 0;
  }
}
function otherApi(kind, ctx) {
  if (!["auth", "not_found", "http_error", "bad_request", "not_streaming"].includes(kind)) return void 0;
  if (!/anthropic/i.test(ctx.url) || ctx.api === "anthropic-messages") return void 0;
  return "The URL looks like Anthropic's API, which speaks its own Messages API (POST /v1/messages, an x-api-key header) rather than OpenAI chat completions: set endpoint.api: anthropic-messages, or use the provider's OpenAI-compatible endpoint, or a gateway that offers one.";
}
function hintsForResults(results, ctx) {
  const seen = /* @__PURE__ */ new Map();
  const preflightOk = results.preflight?.ok === true;
  const measured = results.levels.map((l) => l.concurrency).filter((c) => c !== void 0);
  const lowest = measured.length === 0 ? void 0 : Math.min(...measured);
  const entry = (kind) => {
    let occurrence = seen.get(kind);
    if (occurrence === void 0) {
      occurrence = { preflight: false, preflightOk, levels: [], ...lowest === void 0 ? {} : { lowest } };
      seen.set(kind, occurrence);
    }
    return occurrence;
  };
  if (results.preflight?.error_kind) entry(results.preflight.error_kind).preflight = true;
  for (const level of results.levels) {
    for (const [kind, count] of Object.entries(level.errors)) {
      if (!(count > 0)) continue;
      const occurrence = entry(kind);
      if (level.concurrency !== void 0) occurrence.levels.push(level.concurrency);
    }
  }
  for (const occurrence of seen.values()) occurrence.levels.sort((a, b) => a - b);
  return Object.fromEntries([...seen].map(([kind, occurrence]) => [kind, hintFor(kind, ctx, occurrence)]));
}
var BURST_MIN_OUTPUT_TOKENS = 4;
var BURST_TTFT_SHARE = 0.5;
function bufferedStreamNote(levels) {
  const bursty = levels.filter((l) => {
    const { ttft_ms: ttft, e2e_ms: e2e, itl_ms: itl, output_tokens: out } = l;
    return ttft.p50 !== null && e2e.p50 !== null && e2e.p50 > 0 && itl.p50 === 0 && out.p50 !== null && out.p50 >= BURST_MIN_OUTPUT_TOKENS && ttft.p50 / e2e.p50 >= BURST_TTFT_SHARE;
  });
  if (bursty.length === 0) return void 0;
  const first = bursty[0];
  const share = Math.round(first.ttft_ms.p50 / first.e2e_ms.p50 * 100);
  const where = bursty.length === levels.length ? "at every level" : `at ${bursty.some((l) => typeof l.rate === "number") ? bursty.map((l) => levelName(l)).join(", ") : `concurrency ${bursty.map((l) => l.concurrency).join(", ")}`}`;
  return `Tokens arrived in bursts ${where}: the median gap between tokens was 0 ms and TTFT p50 was ${share} % of E2E p50 at ${levelName(first)}. Something held the stream back and delivered it at once: a proxy or gateway buffering responses (e.g. nginx proxy_buffering), or a server that ignores "stream": true while answering as text/event-stream. TTFT, TPOT and ITL then measure the buffer, not the model.`;
}
function consistencyNote(levels) {
  const flagged = levels.filter((l) => l.e2e_check.checked > 0 && l.e2e_check.off / l.e2e_check.checked > 0.1);
  if (flagged.length === 0) return void 0;
  const parts = flagged.map((l) => {
    const gap = l.e2e_check.median_gap_ms;
    return `${levelName(l)} (${l.e2e_check.off} of ${l.e2e_check.checked} requests${gap === null ? "" : `, median gap ${gap.toFixed(1)} ms`})`;
  });
  return `E2E did not match TTFT + (n \u2212 1) \xD7 TPOT at ${parts.join(", ")}: the stream stayed open after its last token, or text arrived in events not counted as content. Check for a proxy holding the stream, or tokens sent outside delta.content.`;
}
function clientBoundNote(levels) {
  const flagged = levels.filter((l) => l.client?.bound);
  if (flagged.length === 0) return void 0;
  const parts = flagged.map((l) => `${levelName(l)}: ${l.client?.reason ?? "busy"}`);
  return `Client-bound: the measuring process was busy enough to delay its own timestamps (${parts.join("; ")}). Latencies there may include the runner's delay; regressions are not called on these levels. Use a larger runner, fewer levels in one job, or lower concurrency.`;
}

// src/stats/compare-proportions.ts
function compareProportions(baseline, current) {
  check(baseline, "baseline");
  check(current, "current");
  const baselineValue = baseline.trials === 0 ? null : baseline.successes / baseline.trials;
  const currentValue = current.trials === 0 ? null : current.successes / current.trials;
  const common = {
    statistic: "proportion",
    baselineCount: baseline.trials,
    currentCount: current.trials,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1
  };
  if (baselineValue === null || currentValue === null) {
    return { ...common, method: "insufficient", needed: 1, reason: `the ${baselineValue === null ? "baseline" : "current run"} sent no request` };
  }
  if (baselineValue === 0) {
    return { ...common, method: "insufficient", needed: null, reason: "no request of the baseline succeeded, so a relative change is undefined" };
  }
  return { ...common, method: "mover-wilson", baselineSuccesses: baseline.successes, currentSuccesses: current.successes };
}
function check(s, side) {
  if (!(Number.isInteger(s.successes) && Number.isInteger(s.trials) && s.successes >= 0 && s.successes <= s.trials)) {
    throw new RangeError(`${side}: successes and trials must be whole numbers with 0 \u2264 successes \u2264 trials, got ${s.successes} of ${s.trials}`);
  }
}

// src/stats/compare-rates.ts
function compareRatios(baseline, current) {
  const base = columns(baseline, "baseline");
  const cur = columns(current, "current");
  const ratioOf = (s) => {
    if (s.numerator.length === 0) return null;
    const den = sum(s.denominator);
    return den > 0 ? sum(s.numerator) / den : null;
  };
  const baselineValue = ratioOf(base);
  const currentValue = ratioOf(cur);
  const common = {
    statistic: "ratio",
    baselineCount: base.numerator.length,
    currentCount: cur.numerator.length,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1
  };
  const short2 = common.baselineCount < MIN_SAMPLES ? "baseline" : common.currentCount < MIN_SAMPLES ? "current run" : null;
  if (short2 !== null) {
    const has = short2 === "baseline" ? common.baselineCount : common.currentCount;
    return { ...common, method: "insufficient", needed: MIN_SAMPLES, reason: `a rate needs at least ${MIN_SAMPLES} requests per side; the ${short2} has ${has}` };
  }
  if (baselineValue === null || baselineValue === 0) {
    return { ...common, method: "insufficient", needed: null, reason: "the baseline did no work, so a relative change is undefined" };
  }
  if (currentValue === null) {
    return { ...common, method: "insufficient", needed: null, reason: "the current run's requests took no time, so its rate is undefined" };
  }
  return { ...common, method: "welch-log", ...welchLog(logRatioOfSums(base.numerator, base.denominator), logRatioOfSums(cur.numerator, cur.denominator)) };
}
function columns(s, side) {
  if (s.numerator.length !== s.denominator.length) {
    throw new RangeError(`${side}: numerator and denominator must have one value per request, got ${s.numerator.length} and ${s.denominator.length}`);
  }
  const numerator = Float64Array.from(s.numerator);
  const denominator = Float64Array.from(s.denominator);
  for (let i = 0; i < numerator.length; i++) {
    if (!(Number.isFinite(numerator[i]) && numerator[i] >= 0 && Number.isFinite(denominator[i]) && denominator[i] >= 0)) {
      throw new RangeError(`${side} request ${i} must have finite values \u2265 0, got ${numerator[i]} / ${denominator[i]}`);
    }
  }
  return { numerator, denominator };
}
function sum(x) {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i];
  return s;
}

// src/gate/regression-samples.ts
function compareMetric(ref, baseline, current, options = {}) {
  switch (ref.metric) {
    case "success_rate":
      return compareProportions(successes(baseline), successes(current));
    case "qps":
    case "rpm":
      return compareRatios(work(baseline, () => 1), work(current, () => 1));
    case "tpm":
      return compareRatios(work(baseline, tokensOf), work(current, tokensOf));
    case "output_tokens_per_s":
      return compareRatios(work(baseline, (s, i) => s.output_tokens[i] ?? 0), work(current, (s, i) => s.output_tokens[i] ?? 0));
    case "itl_ms":
      return notCompared(ref, "ITL gaps of one request move together, so pooled gaps are not independent samples; compare tpot_ms instead");
    default: {
      const stat = ref.stat;
      if (stat === null || stat === "min" || stat === "max") {
        return notCompared(ref, "the minimum and maximum of a sample cannot be compared with a controlled error rate; compare p99 or p50 instead");
      }
      return compareSamples(column(baseline, ref.metric), column(current, ref.metric), stat, options);
    }
  }
}
function checkSeed(path, level) {
  return mixSeed(textHash(path), level.concurrency, textHash(levelRate(level) === null ? "" : levelKey(level)));
}
function textHash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
function notCompared(ref, reason) {
  return {
    statistic: ref.stat ?? ref.metric,
    baselineCount: 0,
    currentCount: 0,
    baselineValue: null,
    currentValue: null,
    change: null,
    method: "insufficient",
    needed: null,
    reason
  };
}

// src/stats/bootstrap-interval.ts
function bootstrapBounds(c, gamma) {
  return { lower: lowerRatio(c, gamma) - 1, upper: upperRatio(c, gamma) - 1 };
}
function bootstrapPValue(c, direction, limit) {
  const r = c.replicates;
  const b = r.length;
  const inside = direction === "up" ? countAtMost(r, limit) : b - countBelow(r, limit);
  return (1 + inside) / (b + 1);
}
function lowerRatio(c, gamma) {
  const k = Math.floor(gamma * (c.replicates.length + 1)) - 1;
  return k < 0 ? 0 : c.replicates[Math.min(k, c.replicates.length - 1)];
}
function upperRatio(c, gamma) {
  const b = c.replicates.length;
  const k = Math.floor(gamma * (b + 1)) - 1;
  return k < 0 ? Infinity : c.replicates[Math.max(b - 1 - k, 0)];
}
function countAtMost(sorted, x) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function countBelow(sorted, x) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// src/stats/comparison.ts
function isJudgeable(c) {
  return c.method !== "insufficient";
}
function changeBounds(c, gamma) {
  checkLevel(gamma);
  if (c.method === "mover-wilson") return moverBounds(c, gamma);
  if (c.method === "welch-log") return welchBounds(c, gamma);
  return bootstrapBounds(c, gamma);
}
function changePValue(c, allowed) {
  const limit = allowedRatio(allowed);
  if (allowed.direction === "down" && limit <= 0) return 1;
  if (c.method === "mover-wilson") return moverPValue(c, allowed.direction, limit);
  if (c.method === "welch-log") return welchPValue(c, allowed.direction, Math.log(limit));
  return bootstrapPValue(c, allowed.direction, limit);
}
function changeCentre(c) {
  if (c.method === "mover-wilson") return c.currentSuccesses / c.currentCount / (c.baselineSuccesses / c.baselineCount) - 1;
  if (c.method === "welch-log") return Math.expm1(c.logChange);
  const r = c.replicates;
  const mid = (r.length - 1) / 2;
  return 0.5 * (r[Math.floor(mid)] + r[Math.ceil(mid)]) - 1;
}
function allowedRatio(allowed) {
  return allowed.direction === "up" ? 1 + allowed.fraction : 1 - allowed.fraction;
}
function checkLevel(gamma) {
  if (!(gamma > 0 && gamma < 0.5)) throw new RangeError(`error level must be between 0 and 0.5, got ${gamma}`);
}

// src/stats/holm.ts
function holmAdjust(pValues) {
  const m = pValues.length;
  for (const p of pValues) if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must be in [0, 1], got ${p}`);
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[a] - pValues[b] || a - b);
  const adjusted = new Array(m);
  let running = 0;
  order.forEach((idx, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * pValues[idx]));
    adjusted[idx] = running;
  });
  return adjusted;
}
function holmLevel(alpha, pValue, adjustedP, m) {
  if (pValue <= 0 || adjustedP <= 0) return alpha / m;
  return Math.max(alpha / m, Math.min(alpha, alpha * pValue / adjustedP));
}

// src/stats/resolution.ts
function resolutionOf2(c, allowed, gamma, power = 0.8) {
  if (!(power > 0.5 && power < 1)) throw new RangeError(`power must be between 0.5 and 1, got ${power}`);
  const centre = Math.log1p(changeCentre(c));
  const atGamma = changeBounds(c, gamma);
  const atPower = changeBounds(c, 1 - power);
  let widthLog;
  if (allowed.direction === "up") {
    widthLog = centre - Math.log1p(atGamma.lower) + (centre - Math.log1p(atPower.lower));
  } else {
    widthLog = Math.log1p(atGamma.upper) - centre + (Math.log1p(atPower.upper) - centre);
  }
  if (!Number.isFinite(widthLog)) return { resolution: Infinity, detectable: Infinity };
  widthLog = Math.max(0, widthLog);
  if (allowed.direction === "up") {
    return { resolution: Math.expm1(widthLog), detectable: (1 + allowed.fraction) * Math.exp(widthLog) - 1 };
  }
  return { resolution: -Math.expm1(-widthLog), detectable: 1 - (1 - allowed.fraction) * Math.exp(-widthLog) };
}
function tooCoarse(r, requiredResolution) {
  return !(r.resolution <= requiredResolution);
}

// src/gate/regression.ts
var DEFAULT_ALPHA = 0.05;
function judgeRegressions(checks, options = {}) {
  const alpha = options.alpha ?? DEFAULT_ALPHA;
  const power = options.power ?? 0.8;
  if (!(alpha > 0 && alpha < 0.5)) throw new RangeError(`alpha must be between 0 and 0.5, got ${alpha}`);
  for (const c of checks) {
    if (!(c.allowed.fraction >= 0)) throw new RangeError(`an allowed change must be \u2265 0, got ${c.allowed.fraction}`);
  }
  const judged = [];
  checks.forEach(({ comparison, allowed }, index) => {
    if (comparison.method !== "insufficient") judged.push({ comparison, allowed, index });
  });
  const m = judged.length;
  const pValues = judged.map((c) => changePValue(c.comparison, c.allowed));
  const adjusted = holmAdjust(pValues);
  const out = checks.map(({ comparison }) => ({
    outcome: "inconclusive",
    reason: comparison.method === "insufficient" ? comparison.reason : null,
    change: comparison.change,
    interval: null,
    errorLevel: null,
    pValue: null,
    adjustedP: null,
    resolution: Infinity,
    detectable: Infinity,
    tooCoarse: options.minResolution !== void 0
  }));
  judged.forEach(({ comparison, allowed, index }, j) => {
    const p = pValues[j];
    const adj = adjusted[j];
    const gamma = holmLevel(alpha, p, adj, m);
    const interval = changeBounds(comparison, gamma);
    const within = allowed.direction === "up" ? interval.upper <= allowed.fraction : interval.lower >= -allowed.fraction;
    const r = resolutionOf2(comparison, allowed, alpha / m, power);
    out[index] = {
      outcome: adj <= alpha ? "regression" : within ? "pass" : "inconclusive",
      reason: null,
      change: comparison.change,
      interval,
      errorLevel: gamma,
      pValue: p,
      adjustedP: adj,
      resolution: r.resolution,
      detectable: r.detectable,
      tooCoarse: options.minResolution !== void 0 && tooCoarse(r, options.minResolution)
    };
  });
  return out;
}

// src/gate/baseline-compat.ts
var DIGEST_SHOWN = 12;
function checkBaselineCompatible(current, baseline) {
  const reasons = [];
  if (baseline.schema_version !== current.schema_version) {
    reasons.push(`the baseline is in results format ${String(baseline.schema_version)}, this run in format ${current.schema_version}`);
  }
  if (baseline.levels.length === 0) {
    reasons.push(`the baseline measured no load level (its status was "${baseline.status}")`);
  }
  const baselineApi = baseline.endpoint.api ?? "openai-chat";
  const currentApi = current.endpoint.api ?? "openai-chat";
  if (baselineApi !== currentApi) {
    reasons.push(`the API differs: the baseline was measured over endpoint.api "${baselineApi}", this run over "${currentApi}"`);
  }
  if (baseline.endpoint.model !== current.endpoint.model) {
    reasons.push(`the model differs: the baseline measured "${baseline.endpoint.model}", this run "${current.endpoint.model}"`);
  }
  if (baseline.workload.prompt_sha256 !== current.workload.prompt_sha256) {
    reasons.push(
      `the prompt differs: the baseline's prompt digest is ${short(baseline.workload.prompt_sha256)} (${baseline.workload.prompt_chars} characters), this run's is ${short(current.workload.prompt_sha256)} (${current.workload.prompt_chars} characters)`
    );
  }
  if (baseline.workload.max_tokens !== current.workload.max_tokens) {
    reasons.push(`max_tokens differs: the baseline used ${baseline.workload.max_tokens}, this run ${current.workload.max_tokens}`);
  }
  const baselinePrefix = baseline.workload.unique_prefix ?? false;
  const currentPrefix = current.workload.unique_prefix ?? false;
  if (baselinePrefix !== currentPrefix) {
    reasons.push(
      `the unique prefix differs: the baseline was measured with workload.unique_prefix ${String(baselinePrefix)}${baseline.workload.unique_prefix === void 0 ? " (its file predates the field: no prefix was sent)" : ""}, this run with ${String(currentPrefix)}, so one side may have been answered from a prefix cache; refresh the baseline or set workload.unique_prefix to match`
    );
  }
  if (baseline.levels.length > 0) {
    const inBaseline = new Set(baseline.levels.map(levelKey));
    const missing = current.levels.filter((l) => levelRate(l) === null && !inBaseline.has(levelKey(l))).map((l) => l.concurrency);
    if (missing.length > 0) {
      const were = missing.length === 1 ? "was" : "were";
      reasons.push(
        `concurrency ${joinAnd2(missing)} ${were} run now but not in the baseline (which ran ${baseline.levels.map(levelLabel).join(", ")})`
      );
    }
    const missingRates = current.levels.filter((l) => levelRate(l) !== null && !inBaseline.has(levelKey(l)));
    if (missingRates.length > 0) {
      reasons.push(`rate ${missingRates.map(levelLabel).join(", ")} ${missingRates.length === 1 ? "was" : "were"} run now but not in the baseline (which ran ${baseline.levels.map(levelLabel).join(", ")})`);
    }
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
function short(digest) {
  return digest.length > DIGEST_SHOWN ? `${digest.slice(0, DIGEST_SHOWN)}\u2026` : digest;
}
function joinAnd2(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// src/gate/baseline-history.ts
var MAX_BASELINE_RUNS = 50;
function runOf(results) {
  const levels = [];
  for (const l of results.levels) {
    if (!usableSamples(l.samples)) continue;
    const rate = levelRate(l);
    levels.push({ concurrency: l.concurrency, ...rate === null ? {} : { rate }, samples: l.samples });
  }
  return { started_at: results.started_at, git: results.git ?? null, levels };
}
function baselineRuns(baseline) {
  const history = baseline.history;
  if (Array.isArray(history) && history.length > 0) return history.filter(isRun);
  const only = runOf(baseline);
  return only.levels.length > 0 ? [only] : [];
}
function nextBaseline(current, previous, runs) {
  const { history: _dropped, ...rest } = current;
  const keep = Math.min(MAX_BASELINE_RUNS, Math.max(1, Math.floor(runs)));
  if (keep < 2) return rest;
  const earlier = previous !== void 0 && checkBaselineCompatible(current, previous).ok ? baselineRuns(previous) : [];
  return { ...rest, history: [...earlier, runOf(current)].slice(-keep) };
}
function runSamplesAt(runs, level) {
  const key2 = levelKey(level);
  const out = [];
  for (const r of runs) {
    const found = r.levels.find((l) => levelKey(l) === key2);
    if (found !== void 0 && usableSamples(found.samples)) out.push(found.samples);
  }
  return out;
}
function isRun(x) {
  if (typeof x !== "object" || x === null) return false;
  const r = x;
  return typeof r.started_at === "string" && Array.isArray(r.levels) && r.levels.every((l) => typeof l === "object" && l !== null && typeof l.concurrency === "number" && usableSamples(l.samples));
}
function usableSamples(s) {
  if (typeof s !== "object" || s === null) return false;
  const columns2 = s;
  const n = Array.isArray(columns2.ok) ? columns2.ok.length : -1;
  return n >= 0 && ["e2e_ms", "ttft_ms", "tpot_ms", "input_tokens", "output_tokens"].every((k) => Array.isArray(columns2[k]) && columns2[k].length === n);
}

// src/gate/regression-runs.ts
var DEFAULT_RUN_SPREAD = { priorDof: PRIOR_RUN_DOF, priorSd: PRIOR_RUN_SD, withinRun: true };
function compareMetricAcrossRuns(ref, runs, current, options = {}, rule = DEFAULT_RUN_SPREAD) {
  const pooled = poolSamples(runs);
  if (runs.length < 2) return compareMetric(ref, pooled, current, options);
  if (ref.metric === "success_rate") {
    return { ...compareProportions(successes(pooled), successes(current)), baselineRuns: runs.length };
  }
  const stat = ref.stat;
  const judged = ["qps", "rpm", "tpm", "output_tokens_per_s"].includes(ref.metric) || ref.metric !== "itl_ms" && stat !== null && stat !== "min" && stat !== "max";
  if (!judged) return compareMetric(ref, pooled, current, options);
  const values = runs.map((r) => runValue(ref, r));
  const now = runValue(ref, current);
  const shortRun = values.findIndex((v) => "short" in v);
  if (shortRun >= 0 || "short" in now) {
    const bad = shortRun >= 0 ? values[shortRun] : now;
    const single = compareMetric(ref, pooled, current, options);
    if (bad.needed === null || single.method === "insufficient" && single.needed === null) return single;
    const who = shortRun >= 0 ? `baseline run ${shortRun + 1} of ${runs.length}` : "the current run";
    return {
      statistic: single.statistic,
      baselineCount: single.baselineCount,
      currentCount: single.currentCount,
      baselineValue: single.baselineValue,
      currentValue: single.currentValue,
      change: single.change,
      baselineRuns: runs.length,
      method: "insufficient",
      needed: bad.needed,
      reason: `${bad.short} in ${who}`
    };
  }
  const ok = values;
  const within = ok.map((v) => v.variance).filter((v) => Number.isFinite(v));
  const withinVariance = rule.withinRun && within.length > 0 ? within.reduce((a, b) => a + b, 0) / within.length : 0;
  const sd = Math.sqrt(rule.priorSd ** 2 + withinVariance);
  const plain = rule.kind === "floor" || rule.kind === "conjugate";
  let across = compareAcrossRuns(
    stat === null ? "ratio" : stat,
    ok.map((v) => v.value),
    now.value,
    { baseline: ok.reduce((a, v) => a + v.count, 0), current: now.count },
    plain ? { dof: 0, sd: 0 } : { dof: rule.priorDof, sd }
  );
  const inflate = Math.sqrt(1 + 1 / runs.length);
  if (across !== null && rule.kind === "floor") across = { ...across, standardError: Math.max(across.standardError, sd * inflate) };
  if (across !== null && rule.kind === "conjugate") {
    const ss = (across.standardError / inflate) ** 2 * (runs.length - 1);
    const dof = rule.priorDof + runs.length - 1;
    across = { ...across, dof, standardError: Math.sqrt((rule.priorDof * sd ** 2 + ss) / dof) * inflate };
  }
  return across ?? compareMetric(ref, pooled, current, options);
}
function tooFewRuns(c, runs, minRuns) {
  return {
    statistic: c.statistic,
    baselineCount: c.baselineCount,
    currentCount: c.currentCount,
    baselineValue: c.baselineValue,
    currentValue: c.currentValue,
    change: c.change,
    ...runs >= 2 ? { baselineRuns: runs } : {},
    method: "insufficient",
    needed: null,
    reason: `the baseline holds ${runs === 1 ? "1 run" : `${runs} runs`} here and baseline.min_runs is ${minRuns}: ${runs === 1 ? "one run's requests cannot" : `${runs} runs cannot`} show how much this figure moves from run to run, so a change cannot be told from another run of the same endpoint; set baseline.runs (e.g. 10) and let the workflow on the main branch refresh the baseline until it holds ${minRuns} runs`
  };
}
function poolSamples(runs) {
  const out = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
  for (const r of runs) {
    out.ok.push(...r.ok);
    out.e2e_ms.push(...r.e2e_ms);
    out.ttft_ms.push(...r.ttft_ms);
    out.tpot_ms.push(...r.tpot_ms);
    out.input_tokens.push(...r.input_tokens);
    out.output_tokens.push(...r.output_tokens);
  }
  return out;
}
function runValue(ref, s) {
  switch (ref.metric) {
    case "qps":
    case "rpm":
      return ratioValue(work(s, () => 1));
    case "tpm":
      return ratioValue(work(s, tokensOf));
    case "output_tokens_per_s":
      return ratioValue(work(s, (x, i) => x.output_tokens[i] ?? 0));
    default: {
      const stat = ref.stat;
      const values = column(s, ref.metric).sort();
      const needed = minimumSamples(stat);
      if (values.length < needed) return { short: `${stat} needs at least ${needed} samples per run; there are ${values.length}`, needed };
      const q = statQuantile(stat);
      const value = q === void 0 ? values.reduce((a, b) => a + b, 0) / values.length : percentile(values, q * 100);
      if (!(value > 0)) return { short: `${stat} is 0`, needed: null };
      return { value, count: values.length, variance: q === void 0 ? logMean(values).variance : quantileLogVariance(values, q) };
    }
  }
}
function ratioValue(w) {
  const n = w.numerator.length;
  if (n < MIN_SAMPLES) return { short: `a rate needs at least ${MIN_SAMPLES} requests per run; there are ${n}`, needed: MIN_SAMPLES };
  const num = w.numerator.reduce((a, b) => a + b, 0);
  const den = w.denominator.reduce((a, b) => a + b, 0);
  if (!(num > 0 && den > 0)) return { short: "the rate is 0", needed: null };
  return { value: num / den, count: n, variance: logRatioOfSums(Float64Array.from(w.numerator), Float64Array.from(w.denominator)).variance };
}

// src/gate/noise-note.ts
function noiseNote(source, checks) {
  if (checks.length === 0) return null;
  if (!source.sameRun && source.runs < source.minRuns) {
    return `Regression checks start when the baseline's history holds ${source.minRuns} runs (baseline.min_runs; it holds ${source.runs === 1 ? "1 run" : `${source.runs} runs`}): ${source.runs === 1 ? "one run's requests cannot" : `${source.runs} runs cannot`} show how much whole runs move. Until then runs are judged on their SLOs alone, as with no baseline; keep baseline.runs (e.g. 10) and let the workflow on the main branch record a run on every push.`;
  }
  const covers = source.sameRun ? "Regression intervals cover the requests of this run and of the reference measured alongside it (drift of the runner and the network hits both)" : source.runs >= 2 ? `Regression intervals cover the between-run spread of ${source.runs} baseline runs (each run's figure, this run as one more draw)` : "Regression intervals cover this run's and the baseline run's requests only, not how much whole runs move (baseline.min_runs is 1)";
  const reached = resolutions(checks);
  return `${covers}${reached === "" ? "" : `; resolution reached: ${reached}`}.`;
}
function resolutions(checks) {
  const byMetric = /* @__PURE__ */ new Map();
  for (const c of checks) {
    if (typeof c.resolution !== "number" || !Number.isFinite(c.resolution)) continue;
    byMetric.set(c.metric, [...byMetric.get(c.metric) ?? [], c.resolution]);
  }
  const pct2 = (x) => `${Math.round(100 * x)}`;
  return [...byMetric].map(([path, rs]) => {
    const ref = parseMetricPath(path);
    const lo = Math.min(...rs);
    const hi = Math.max(...rs);
    return `${ref === void 0 ? path : metricLabel(ref)} \xB1${pct2(lo)}${pct2(hi) === pct2(lo) ? "" : `\u2013${pct2(hi)}`} %`;
  }).join(", ");
}

// src/gate/baseline-compare.ts
var DEFAULT_COMPARISON_METRICS = [
  "ttft_ms.p50",
  "ttft_ms.p95",
  "ttft_ms.p99",
  "tpot_ms.p50",
  "tpot_ms.p95",
  "e2e_ms.p95",
  "qps",
  "tpm",
  "success_rate"
];
var ROW_RESAMPLES = 2e3;
var NO_SAMPLES_NOTE = "The baseline has no raw samples; re-record it to get intervals. Until then its regression checks compare the values alone (no confidence interval, no control of false alarms).";
var BASELINE_OBJECTIVE = "baseline";
function compareToBaseline(current, baseline, maxChange, level, locate, options = {}) {
  const allowed = compileMaxChange(maxChange);
  const now = byLevel(current.levels);
  const then = byLevel(baseline.levels);
  const keys = [...now.keys(), ...[...then.keys()].filter((c) => !now.has(c))];
  const id = (k) => sweepLevel(now.get(k) ?? then.get(k));
  const refs = DEFAULT_COMPARISON_METRICS.map((p) => parseMetricPath(p));
  for (const a of allowed) if (!refs.some((r) => r.metric === a.metric && r.stat === a.stat)) refs.push(a);
  const runs = baselineRuns(baseline);
  const alpha = 1 - (options.confidence ?? 0.95);
  const minRuns = options.minRuns ?? 1;
  let fewestRuns = Infinity;
  const compare2 = (at, ref, n, t, resamples) => {
    const seed = checkSeed(metricPath(ref), at);
    const history = runs.length >= 2 ? runSamplesAt(runs, at) : [];
    const bootstrap = resamples === void 0 ? { seed } : { seed, resamples };
    const c = history.length >= 2 ? compareMetricAcrossRuns(ref, history, n.samples, bootstrap, options.runSpread) : compareMetric(ref, t.samples, n.samples, bootstrap);
    const seen = Math.max(1, history.length);
    if (resamples === void 0) fewestRuns = Math.min(fewestRuns, seen);
    return seen < minRuns && c.method !== "insufficient" ? tooFewRuns(c, seen, minRuns) : c;
  };
  const checks = [];
  const sampled = [];
  let pointRule = false;
  const held = Math.max(1, runs.length);
  const short2 = options.sameRun !== true && runs.length >= 1 && held < minRuns;
  for (const k of then.keys()) {
    for (const a of allowed) {
      const check2 = regressionCheck(id(k), a, now.get(k), then.get(k), level, locate);
      const n = now.get(k);
      const t = then.get(k);
      if (short2) {
        if (check2.status === "no_data" || n === void 0) {
          checks.push(check2);
          continue;
        }
        const c = usableSamples2(n) && usableSamples2(t) ? compare2(id(k), a, n, t) : void 0;
        const change = c?.change ?? check2.change;
        checks.push({ ...check2, change: change !== null && Number.isFinite(change) ? change : null, status: "no_data", reason: notYetReason(held, minRuns) });
        continue;
      }
      if (check2.status !== "no_data" && n !== void 0) {
        if (usableSamples2(n) && usableSamples2(t)) sampled.push({ index: checks.length, a, at: id(k), now: n, comparison: compare2(id(k), a, n, t) });
        else pointRule = true;
      }
      checks.push(check2);
    }
  }
  const resolutionChecks = sampled.length > 0 ? judgeSampled(sampled, checks, alpha, current, options, locate) : [];
  const checked = /* @__PURE__ */ new Map();
  for (const c of checks) if (c.change_lower !== void 0 || c.change_upper !== void 0) checked.set(`${levelKey(c)}|${c.metric}`, c);
  const rows = [];
  for (const k of keys) {
    for (const ref of refs) {
      const r = row(id(k), ref, now.get(k), then.get(k));
      const n = now.get(k);
      const t = then.get(k);
      if (n !== void 0 && t !== void 0 && usableSamples2(n) && usableSamples2(t)) {
        const c = checked.get(`${k}|${r.metric}`);
        if (c !== void 0 && c.adjusted_p !== null && c.adjusted_p !== void 0) {
          Object.assign(r, { baseline: c.baseline, change: c.change, change_lower: c.change_lower ?? null, change_upper: c.change_upper ?? null });
        } else {
          Object.assign(r, rowInterval(compare2(id(k), ref, n, t, ROW_RESAMPLES), alpha / 2, r));
        }
      }
      rows.push(r);
    }
  }
  const notes = pointRule ? [NO_SAMPLES_NOTE] : [];
  const noise = short2 ? noiseNote({ runs: held, minRuns, sameRun: false }, checks) : noiseNote({ runs: fewestRuns, minRuns, sameRun: options.sameRun ?? false }, sampled.map(({ index }) => checks[index]));
  if (noise !== null) notes.push(noise);
  return { checks: [...checks, ...resolutionChecks], rows, notes, runs: held, ...short2 ? { shortHistory: { runs: held, minRuns } } : {} };
}
function notYetReason(held, minRuns) {
  return `not judged yet: the baseline's history holds ${held === 1 ? "1 run" : `${held} runs`} and regression checks start at ${minRuns} (baseline.min_runs), since ${held === 1 ? "one run's requests cannot" : `${held} runs cannot`} show how much whole runs move; each run recorded with --update-baseline (the workflow on the main branch) adds one`;
}
function judgeSampled(sampled, checks, alpha, current, options, locate) {
  const resolutionChecks = [];
  const inputs = sampled.map(({ a, comparison }) => ({ comparison, allowed: { direction: a.direction, fraction: a.fraction } }));
  const judgements = judgeRegressions(inputs, {
    alpha,
    ...options.minResolution === void 0 ? {} : { minResolution: options.minResolution }
  });
  sampled.forEach(({ index, a, at, now: n, comparison }, j) => {
    const judgement = judgements[j];
    let judged = withJudgement(checks[index], a, judgement);
    const base = shownBaseline(a, comparison, judged.actual);
    if (base !== null) judged = { ...judged, baseline: base, limit: base * (a.direction === "up" ? 1 + a.fraction : 1 - a.fraction) };
    checks[index] = judged;
    if (options.minResolution !== void 0) {
      const r = resolutionCheck({
        at,
        allowed: a,
        comparison,
        judgement,
        requests: n.requests,
        minResolution: options.minResolution,
        adaptive: current.sweep.max_requests !== void 0 && levelRate(at) === null,
        level: options.resolutionLevel ?? "warn",
        specLine: locate?.("baseline.min_resolution") ?? null
      });
      if (r !== null) resolutionChecks.push(r);
    }
  });
  return resolutionChecks;
}
function rowInterval(c, gamma, r) {
  if (!isJudgeable(c)) return { change_lower: null, change_upper: null };
  const interval = changeBounds(c, gamma);
  const ref = parseMetricPath(r.metric);
  const base = ref === void 0 ? null : shownBaseline(ref, c, r.current);
  const across = base !== null;
  return {
    ...across ? { baseline: base, change: c.change } : {},
    change_lower: finiteOrNull(interval.lower),
    change_upper: finiteOrNull(interval.upper),
    ...r.change === null && !across ? { change_lower: null, change_upper: null } : {}
  };
}
function shownBaseline(ref, c, current) {
  if (METRICS[ref.metric].compared === "stored") return isAcrossRuns(c) ? c.baselineValue : null;
  if (current === null || c.change === null || !Number.isFinite(c.change) || !(c.change > -1)) return null;
  const base = current / (1 + c.change);
  return Number.isFinite(base) && base > 0 ? base : null;
}
function withJudgement(check2, a, j) {
  const status = j.outcome === "regression" ? "fail" : j.outcome === "pass" ? "pass" : "inconclusive";
  const change = j.change !== null && Number.isFinite(j.change) ? j.change : check2.change;
  const resolution = Number.isFinite(j.resolution) ? j.resolution : null;
  let reason = null;
  if (status === "inconclusive") {
    const threshold = a.direction === "up" ? a.fraction : -a.fraction;
    const seen = j.interval !== null && change !== null ? formatInterval(change, j.interval, threshold) : null;
    reason = j.reason ?? (seen === null ? "the data cannot tell whether the change is within the allowed one" : `the change ${seen} could be within the allowed ${formatAllowed(threshold)} or beyond it` + (resolution === null ? "" : `; this run ${resolutionClause(resolution, a.direction)}`));
  }
  return {
    ...check2,
    change,
    change_lower: j.interval === null ? null : finiteOrNull(j.interval.lower),
    change_upper: j.interval === null ? null : finiteOrNull(j.interval.upper),
    adjusted_p: j.adjustedP,
    resolution,
    status,
    reason
  };
}
function usableSamples2(l) {
  return usableSamples(l.samples);
}
function finiteOrNull(x) {
  return Number.isFinite(x) ? x : null;
}
function relativeChange(baseline, current) {
  if (baseline === null || current === null) return null;
  if (baseline === 0) return current === 0 ? 0 : null;
  return (current - baseline) / baseline;
}
function row(at, ref, now, then) {
  const current = now === void 0 ? null : readMetric(now, ref);
  const base = then === void 0 ? null : readMetric(then, ref);
  const info = METRICS[ref.metric];
  const rate = levelRate(at);
  return {
    concurrency: at.concurrency,
    ...rate === null ? {} : { rate },
    metric: metricPath(ref),
    label: metricLabel(ref),
    unit: info.unit,
    better: info.better,
    baseline: base,
    current,
    change: relativeChange(base, current)
  };
}
function unjudgedRegressionChecks(levels, maxChange, level, reason, locate) {
  const allowed = compileMaxChange(maxChange);
  return [...byLevel(levels).values()].flatMap((l) => allowed.map((a) => {
    const actual = readMetric(l, a);
    return {
      ...regressionCheck(sweepLevel(l), a, l, l, level, locate),
      limit: null,
      baseline: null,
      change: null,
      actual,
      status: "no_data",
      reason
    };
  }));
}
function regressionCheck(at, a, now, then, level, locate) {
  const base = readMetric(then, a);
  const actual = now === void 0 ? null : readMetric(now, a);
  const limit = base === null ? null : base * (a.direction === "up" ? 1 + a.fraction : 1 - a.fraction);
  let status;
  let reason = null;
  if (now === void 0) {
    status = "no_data";
    reason = `${levelName(at)} is in the baseline but was not run this time`;
  } else if (base === null) {
    status = "no_data";
    reason = `the baseline has no ${metricLabel(a)} at ${levelName(at)}: ${noDataReason(then, a)}`;
  } else if (actual === null) {
    status = "no_data";
    reason = noDataReason(now, a);
  } else {
    status = (a.direction === "up" ? actual <= limit : actual >= limit) ? "pass" : "fail";
  }
  return {
    objective: BASELINE_OBJECTIVE,
    kind: "regression",
    level,
    concurrency: at.concurrency,
    ...levelRate(at) === null ? {} : { rate: levelRate(at) },
    metric: a.path,
    op: a.direction === "up" ? "<=" : ">=",
    limit,
    actual,
    baseline: base,
    change: relativeChange(base, actual),
    change_lower: null,
    change_upper: null,
    adjusted_p: null,
    resolution: null,
    status,
    reason,
    source: a.source,
    spec_line: locate?.(formatPath(a.specPath)) ?? null
  };
}
function byLevel(levels) {
  const map = /* @__PURE__ */ new Map();
  for (const l of levels) if (!map.has(levelKey(l))) map.set(levelKey(l), l);
  return map;
}

// src/gate/baseline-age.ts
var DAY_MS = 864e5;
function baselineAge(baseline, now) {
  const measuredMs = Date.parse(baseline.finished_at);
  const ageMs = now.getTime() - measuredMs;
  return {
    sha: baseline.git?.sha ?? null,
    ref: baseline.git?.ref ?? null,
    measured_at: baseline.finished_at,
    // A clock a little behind the machine that wrote the baseline must not give a negative age.
    age_days: Number.isFinite(ageMs) ? Math.max(0, Math.floor(ageMs / DAY_MS)) : null
  };
}

// src/gate/environment.ts
function environmentDifferences(current, baseline) {
  const out = [];
  const differs = (what, then, now) => {
    if (then === void 0 || then === null || now === void 0 || now === null || then === now) return;
    out.push(`${what}: ${JSON.stringify(then)} in the baseline, ${JSON.stringify(now)} now`);
  };
  const thenHost = hostOf(baseline.endpoint?.base_url);
  const nowHost = hostOf(current.endpoint?.base_url);
  differs("endpoint host", thenHost, nowHost);
  differs("tool version", baseline.tool?.version, current.tool?.version);
  const a = baseline.environment;
  const b = current.environment;
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return out;
  differs("runner", runnerOf(a), runnerOf(b));
  differs("OS", `${a.os} ${a.arch}`, `${b.os} ${b.arch}`);
  differs("CPU", a.cpu_model, b.cpu_model);
  differs("logical CPUs", a.logical_cpus, b.logical_cpus);
  differs("Node.js", a.node_version, b.node_version);
  return out;
}
function runnerOf(e) {
  if (typeof e.ci !== "object" || e.ci === null) return "local";
  const kind = e.ci.runner_environment ?? (e.ci.github_actions ? "GitHub Actions" : "CI");
  const name = e.ci.runner_environment === "self-hosted" ? e.ci.runner_name : e.ci.image_os;
  return [kind, e.ci.runner_os, name].filter((x) => x !== null && x !== "").join(" ");
}
function hostOf(url) {
  if (typeof url !== "string") return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

// src/gate/knee.ts
var DEFAULT_KNEE_RULE = Object.freeze({ maxTpmGrowth: 0.1, minTtftGrowth: 0.5, minSuccessDrop: 0.05 });
function findKnee(levels, safetyFactor = DEFAULT_SAFETY_FACTOR, rule = DEFAULT_KNEE_RULE) {
  if (!(safetyFactor > 0 && safetyFactor <= 1)) {
    throw new RangeError(`The knee safety factor must be greater than 0 and at most 1, got ${safetyFactor}.`);
  }
  const notReached = (reason) => ({ reached: false, concurrency: null, recommended_concurrency: null, safety_factor: safetyFactor, reason });
  const sorted = uniqueSorted(levels);
  if (sorted.length === 0) {
    const rates = levels.map(levelRate).filter((r) => r !== null);
    if (rates.length === 0) return notReached("No load level was run, so there is no knee to find.");
    return notReached(`The sweep ran rate levels only (${rates.map((r) => formatNumber(r)).join(", ")} requests/s); the knee is found on concurrency levels, so add sweep.concurrency (or --concurrency) to find it.`);
  }
  if (sorted.length === 1) {
    return notReached(`A knee needs at least two load levels; the sweep ran only concurrency ${sorted[0]?.concurrency}.`);
  }
  let blip;
  for (let i = 0; i + 1 < sorted.length; i++) {
    const step = describeStep(sorted[i], sorted[i + 1], rule);
    if (!step.flat || !(step.queueing || step.failing) || step.from.succeeded === 0) continue;
    const ceiling = step.from.tpm * (1 + rule.maxTpmGrowth);
    if (sorted.slice(i + 2).some((later) => later.tpm >= ceiling)) {
      blip ??= step;
      continue;
    }
    const knee = step.from.concurrency;
    const recommended = Math.max(1, Math.floor(knee * safetyFactor + 1e-9));
    const headroom = formatNumber((1 - safetyFactor) * 100);
    return {
      reached: true,
      concurrency: knee,
      recommended_concurrency: recommended,
      safety_factor: safetyFactor,
      reason: `TPM stops growing after concurrency ${knee}: ${stepText(step, rule)}. Beyond ${knee}, extra requests only queue; run at most ${recommended} in production (${knee} \xD7 ${safetyFactor}, ${headroom}${NBSP}% headroom).`
    };
  }
  const last = describeStep(sorted[sorted.length - 2], sorted[sorted.length - 1], rule);
  const blipText = blip === void 0 ? "" : ` The flat step from ${blip.from.concurrency} to ${blip.to.concurrency} is not a knee: TPM grew again at higher concurrency.`;
  if (!last.flat) {
    return notReached(`No knee within the sweep: ${stepText(last, rule)}, so throughput still grows at the top level (the rule calls a step flat under ${formatChange(rule.maxTpmGrowth)}); add higher levels to find it.${blipText}`);
  }
  return notReached(`No knee within the sweep: ${stepText(last, rule)}, without the climb in TTFT p95 (over ${formatChange(rule.minTtftGrowth)}) or the failures that mark queueing.${blipText}`);
}
function describeStep(from, to, rule) {
  const tpmGrowth = from.tpm > 0 ? (to.tpm - from.tpm) / from.tpm : to.tpm > 0 ? null : 0;
  const ttftFrom = from.ttft_ms.count > 0 ? from.ttft_ms.p95 : null;
  const ttftTo = to.ttft_ms.count > 0 ? to.ttft_ms.p95 : null;
  const queueing = ttftFrom !== null && ttftTo !== null && ttftFrom > 0 && (ttftTo - ttftFrom) / ttftFrom > rule.minTtftGrowth;
  const failing = from.success_rate !== null && to.success_rate !== null && from.success_rate - to.success_rate >= rule.minSuccessDrop;
  return { from, to, tpmGrowth, ttftFrom, ttftTo, flat: tpmGrowth !== null && tpmGrowth < rule.maxTpmGrowth, queueing, failing };
}
function stepText(s, rule) {
  const tpm = `from concurrency ${s.from.concurrency} to ${s.to.concurrency} TPM changed ${s.tpmGrowth === null ? "from 0" : formatChangeAgainst(s.tpmGrowth, rule.maxTpmGrowth)} (${formatNumber(s.from.tpm)} \u2192 ${formatValue("tpm", s.to.tpm)})`;
  const parts = [];
  if (s.ttftFrom !== null && s.ttftTo !== null && s.ttftFrom > 0) {
    parts.push(`TTFT p95 changed ${formatChangeAgainst((s.ttftTo - s.ttftFrom) / s.ttftFrom, rule.minTtftGrowth)} (${formatNumber(s.ttftFrom)} \u2192 ${formatValue("ttft_ms", s.ttftTo)})`);
  } else if (s.ttftTo === null) {
    parts.push(s.to.ttft_ms.count === 0 ? `no request succeeded at ${s.to.concurrency}, so TTFT p95 is unknown there` : `TTFT p95 at ${s.to.concurrency} rests on too few samples (${s.to.ttft_ms.count}) to be reported`);
  }
  if (s.failing && s.from.success_rate !== null && s.to.success_rate !== null) {
    parts.push(`the success rate fell from ${formatValue("success_rate", s.from.success_rate)} to ${formatValue("success_rate", s.to.success_rate)}`);
  }
  return parts.length === 0 ? tpm : `${tpm} while ${parts.join(" and ")}`;
}
function uniqueSorted(levels) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const l of levels) {
    if (levelRate(l) !== null || seen.has(l.concurrency)) continue;
    seen.add(l.concurrency);
    out.push(l);
  }
  return out.sort((a, b) => a.concurrency - b.concurrency);
}

// src/gate/attainment-knee.ts
function findAttainmentKnee(levels, minAttainment, safetyFactor) {
  if (!(minAttainment > 0 && minAttainment <= 1)) throw new RangeError(`The knee's minimum SLO attainment must be greater than 0 and at most 1, got ${minAttainment}.`);
  if (!(safetyFactor > 0 && safetyFactor <= 1)) throw new RangeError(`The knee safety factor must be greater than 0 and at most 1, got ${safetyFactor}.`);
  const base = { safety_factor: safetyFactor, min_slo_attainment: minAttainment };
  const notReached = (reason) => ({ reached: false, concurrency: null, recommended_concurrency: null, ...base, reason });
  const min = formatValue("slo_attainment", minAttainment);
  const sorted = uniqueSorted(levels);
  if (sorted.length === 0) {
    return notReached(levels.length === 0 ? "No load level was run, so there is no knee to find." : "The sweep ran rate levels only; the knee is a concurrency, so add sweep.concurrency (or --concurrency) to find it.");
  }
  const first = sorted.findIndex((l) => !(typeof l.slo_attainment === "number" && l.slo_attainment >= minAttainment));
  if (first === -1) {
    const top = sorted[sorted.length - 1];
    return notReached(`No knee within the sweep: SLO attainment stays at or above ${min} up to the top level, concurrency ${top.concurrency} (${attained(top)}); add higher levels to find where it falls.`);
  }
  const below = sorted[first];
  if (first === 0) {
    return notReached(`No knee within the sweep: SLO attainment is already below ${min} at the lowest level, concurrency ${below.concurrency} (${attained(below)}); lower the load or loosen the goodput bounds.`);
  }
  const knee = sorted[first - 1].concurrency;
  const recommended = Math.max(1, Math.floor(knee * safetyFactor + 1e-9));
  const headroom = formatNumber((1 - safetyFactor) * 100);
  return {
    reached: true,
    concurrency: knee,
    recommended_concurrency: recommended,
    ...base,
    reason: `SLO attainment stays at or above ${min} up to concurrency ${knee} (${attained(sorted[first - 1])}) and falls to ${attained(below)} at concurrency ${below.concurrency}; run at most ${recommended} in production (${knee} \xD7 ${safetyFactor}, ${headroom}${NBSP}% headroom).`
  };
}
function attained(level) {
  if (typeof level.slo_attainment !== "number") return "no request sent";
  const good = level.good_requests === void 0 ? "" : ` (${level.good_requests} of ${level.requests} requests within the goodput bounds)`;
  return `${formatValue("slo_attainment", level.slo_attainment)}${good}`;
}

// src/gate/judge.ts
function judge(input) {
  const { results, gate, failOn, locate } = input;
  const notes = [];
  const measured = results.levels.length > 0;
  const slo = measured ? evaluateSlos(gate.slos, results.levels, locate) : [];
  const checks = [...slo, ...measured ? defaultObjectiveChecks(results.levels, slo, gate.minSuccessRate ?? DEFAULT_MIN_SUCCESS_RATE, locate) : []];
  const shortHistory = { minRuns: gate.baseline.minRuns };
  const baseline = measured ? compare(input, checks, notes, shortHistory) : emptyBaseline(input, "not_configured", []);
  const byLevel2 = new Map(results.levels.map((l) => [levelKey(l), l]));
  for (const [i, c] of checks.entries()) checks[i] = rejudge(c, byLevel2.get(levelKey(c)));
  if (results.status !== "error") notes.push(...deadLevelNotes(results.levels, checks));
  const limitsChanges = Object.keys(gate.baseline.maxChange).length > 0;
  const rerecorded = input.recordsBaseline === true && input.baseline?.status !== "reference" ? rerecordedBaseline(baseline) : void 0;
  if (rerecorded !== void 0 && (gate.baseline.runs ?? 1) >= 2) {
    notes.push(`The baseline's history (baseline.runs: ${gate.baseline.runs}) restarts from this run: the old baseline ${rerecorded.why}, so its runs are not kept.`);
  }
  const outcome = runStatus({
    checks,
    failOn,
    inconclusive: gate.baseline.inconclusive,
    measurement: results.status === "error" ? "error" : input.stopped !== void 0 ? "stopped" : "complete",
    ...baseline.status === "missing" && limitsChanges ? { missingBaseline: baseline.path } : {},
    ...rerecorded !== void 0 && limitsChanges ? { rerecorded } : {},
    ...limitsChanges && shortHistory.runs !== void 0 ? { shortHistory: { path: baseline.path, runs: shortHistory.runs, minRuns: shortHistory.minRuns } } : {},
    ...input.shard === void 0 ? {} : { shard: input.shard }
  });
  const error = outcome.status === "error" && results.status !== "error" ? input.stopped ?? results.error : results.error;
  const { verdict } = outcome;
  return {
    status: outcome.status,
    error,
    checks,
    verdict: {
      fail_on: failOn,
      failed: verdict.failed.length,
      warned: verdict.warned.length,
      unverified: verdict.unverified.length,
      reason: outcome.reason,
      on_inconclusive: gate.onInconclusive ?? "fail"
    },
    knee: measured ? kneeOf(results.levels, gate) : null,
    baseline,
    notes
  };
}
function kneeOf(levels, gate) {
  return gate.kneeMinSloAttainment === void 0 ? findKnee(levels, gate.safetyFactor) : findAttainmentKnee(levels, gate.kneeMinSloAttainment, gate.safetyFactor);
}
function rerecordedBaseline(baseline) {
  if (baseline.status === "incompatible") return { path: baseline.path, why: `was refused because ${baseline.reasons.join("; ")}` };
  if (baseline.status === "unreadable") return { path: baseline.path, why: `could not be used because ${baseline.reasons.join("; ")}` };
  return void 0;
}
function rejudge(c, level) {
  if (c.status !== "no_data" || level === void 0) return c;
  if (isDead(level)) {
    if (c.kind === "regression" && c.baseline === null) return c;
    return { ...c, status: "fail", reason: `${deadLevelReason(level)}, so no answer met this limit` };
  }
  const ref = parseMetricPath(c.metric);
  if (ref === void 0 || ref.stat === null || METRICS[ref.metric].kind !== "distribution" || !(ref.stat in PERCENTILE_MIN_SAMPLES)) return c;
  const dist = level[ref.metric];
  const needed = PERCENTILE_MIN_SAMPLES[ref.stat];
  if (dist === void 0 || dist.count === 0 || dist.count >= needed) return c;
  const failures = level.failed > 0 ? ` (${level.succeeded} of ${level.requests} requests succeeded)` : "";
  return {
    ...c,
    reason: `${metricLabel(ref)} needs at least ${needed} samples and ${levelName(level)} had ${dist.count}${failures}, too few to say anything about that tail; raise sweep.requests to judge it`
  };
}
function isDead(level) {
  return level.requests > 0 && level.succeeded === 0;
}
function deadLevelReason(level) {
  const kinds = Object.entries(level.errors).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} \xD7 ${n}`).join(", ");
  return `no request succeeded at ${levelName(level)} (${level.failed} of ${level.requests} failed${kinds ? `: ${kinds}` : ""})`;
}
function deadLevelNotes(levels, checks) {
  const notes = [];
  for (const level of levels) {
    if (!isDead(level)) continue;
    const failed = checks.filter((c) => levelKey(c) === levelKey(level) && c.status === "fail").length;
    const reason = deadLevelReason(level);
    const head = `${reason[0]?.toUpperCase()}${reason.slice(1)}.`;
    notes.push(failed > 0 ? `${head} ${failed === 1 ? "The check that applies there fails" : `The ${failed} checks that apply there fail`}, since no answer met ${failed === 1 ? "it" : "them"}.` : `${head} No objective applies to this level, so it does not change the verdict; remove gate.min_success_rate: false or add success_rate: {min: \u2026} to an objective that covers it to gate on it.`);
  }
  return notes;
}
function compare(input, checks, notes, shortHistory) {
  const { baseline, gate, results } = input;
  if (baseline?.status === "reference") return compareToReference(input, baseline, checks, notes);
  if (baseline === void 0 || baseline.status === "missing") {
    if (!gate.baseline.configured) return emptyBaseline(input, "not_configured", []);
    return emptyBaseline(input, "missing", [`no file at ${gate.baseline.path}`]);
  }
  if (baseline.status === "unreadable") {
    notes.push(`The baseline ${baseline.path} could not be used: ${baseline.reason}`);
    checks.push(...refusedChecks(input, `not compared: the baseline ${baseline.path} could not be used (${baseline.reason})`));
    return emptyBaseline(input, "unreadable", [baseline.reason]);
  }
  const compatible = checkBaselineCompatible(results, baseline.results);
  const age = baselineAge(baseline.results, input.now);
  if (!compatible.ok) {
    notes.push(`The baseline ${baseline.path} was not compared: ${compatible.reasons.join("; ")}. Refresh it on the main branch.`);
    checks.push(...refusedChecks(input, `not compared: the baseline was refused, ${compatible.reasons.join("; ")}`));
    return { status: "incompatible", path: baseline.path, reasons: compatible.reasons, age, rows: [] };
  }
  const comparison = compareToBaseline(
    results,
    baseline.results,
    gate.baseline.maxChange,
    gate.baseline.level,
    input.locate,
    {
      confidence: gate.baseline.confidence,
      ...gate.baseline.minResolution === void 0 ? {} : { minResolution: gate.baseline.minResolution },
      resolutionLevel: gate.baseline.resolutionLevel ?? "warn",
      minRuns: gate.baseline.minRuns,
      ...input.runSpread === void 0 ? {} : { runSpread: input.runSpread }
    }
  );
  notes.push(...comparison.notes);
  if (comparison.shortHistory !== void 0) shortHistory.runs = comparison.shortHistory.runs;
  const warnings = environmentDifferences(results, baseline.results);
  if (warnings.length > 0) {
    notes.push(`The baseline was measured in other conditions (${warnings.join("; ")}); a change may be theirs rather than the endpoint's.`);
  }
  checks.push(...gate.baseline.judgeClientBound ? comparison.checks : comparison.checks.map((c) => withoutClientBound(c, results.levels)));
  return { status: "compared", path: baseline.path, reasons: [], age, rows: comparison.rows, runs: comparison.runs, min_runs: gate.baseline.minRuns, warnings };
}
function compareToReference(input, reference, checks, notes) {
  const { gate, results } = input;
  const source = { kind: "reference", url: reference.url };
  notes.push(`Regressions are judged against the reference endpoint ${reference.url}, measured in this run; the stored baseline ${gate.baseline.path} was not read.`);
  if (reference.levels.length === 0) {
    const reason = `nothing was measured at the reference ${reference.url}`;
    checks.push(...refusedChecks(input, `not compared: ${reason}`).map((c) => ({ ...c, objective: REFERENCE_OBJECTIVE })));
    return { status: "unreadable", path: gate.baseline.path, reasons: [reason], age: null, rows: [], source };
  }
  const comparison = compareToBaseline(
    results,
    { ...results, levels: reference.levels },
    gate.baseline.maxChange,
    gate.baseline.level,
    input.locate,
    { confidence: gate.baseline.confidence, sameRun: true }
  );
  notes.push(...comparison.notes);
  const judged = comparison.checks.map((c) => ({ ...c, objective: REFERENCE_OBJECTIVE }));
  checks.push(...gate.baseline.judgeClientBound ? judged : judged.map((c) => withoutClientBound(c, results.levels)));
  return { status: "compared", path: gate.baseline.path, reasons: [], age: null, rows: comparison.rows, source };
}
function withoutClientBound(check2, levels) {
  const level = levels.find((l) => levelKey(l) === levelKey(check2));
  if (!level?.client?.bound || check2.status === "no_data") return check2;
  return {
    ...check2,
    status: "no_data",
    reason: `not judged: the measuring client was busy at this level (${level.client.reason ?? "client-bound"}); set baseline.judge_client_bound to judge it anyway`
  };
}
function refusedChecks(input, reason) {
  const { gate, results } = input;
  return unjudgedRegressionChecks(results.levels, gate.baseline.maxChange, gate.baseline.level, reason, input.locate);
}
function emptyBaseline(input, status, reasons) {
  const path = input.baseline !== void 0 && input.baseline.status !== "reference" ? input.baseline.path : input.gate.baseline.path;
  return { status, path, reasons, age: null, rows: [] };
}

// src/metrics/preflight.ts
function preflightResult(record) {
  const m = requestMetrics(record);
  return {
    ok: record.ok,
    status_code: record.statusCode ?? null,
    error_kind: record.error?.kind ?? null,
    ttft_ms: m.ttftMs === void 0 ? null : round3(m.ttftMs),
    e2e_ms: round3(m.e2eMs),
    usage: record.tokensSource === "usage"
  };
}
function round3(x) {
  return Math.round(x * 1e3) / 1e3;
}

// src/workload/note.ts
var SYNTHETIC_TOLERANCE = 0.15;
function syntheticInputNote(targetTokens, levels) {
  if (targetTokens === void 0) return void 0;
  const medians = levels.map((l) => l.input_tokens.p50 ?? l.input_tokens.mean).filter((v) => typeof v === "number");
  if (medians.length === 0) return void 0;
  const sorted = [...medians].sort((a, b) => a - b);
  const measured = sorted[Math.floor(sorted.length / 2)];
  const off = (measured - targetTokens) / targetTokens;
  const pct2 = `${off >= 0 ? "+" : ""}${(off * 100).toFixed(1)} %`;
  if (Math.abs(off) <= SYNTHETIC_TOLERANCE) {
    return `Synthetic prompts aimed at ${targetTokens} input tokens; the server counted ${measured} (median, ${pct2}).`;
  }
  return `Synthetic prompts aimed at ${targetTokens} input tokens, but the server counted ${measured} (median, ${pct2}), more than 15 % off: its tokenizer splits the common words differently, or it adds a long chat template. Compare runs by the measured input_tokens, or adjust workload.synthetic.input_tokens until the count lands where you want it.`;
}

// src/load/paired-sweep.ts
async function* runPairedSweep(candidate, reference) {
  const gate = new StartGate(candidate.signal);
  const a = runSweep(alignedSide(candidate, 0, gate));
  const b = runSweep(alignedSide(reference, 1, gate));
  let referenceDone = false;
  try {
    for (let level = 0; ; level++) {
      const first = level % 2 === 0;
      const nextA = first ? a.next() : void 0;
      const nextB = referenceDone ? void 0 : b.next();
      const [x, y] = await Promise.all([nextA ?? a.next(), nextB]);
      if (y?.done === true && !referenceDone) {
        referenceDone = true;
        gate.disband();
      }
      if (x.done === true) return;
      yield { candidate: x.value, reference: y === void 0 || y.done === true ? void 0 : y.value };
    }
  } finally {
    gate.disband();
    await Promise.all([a.return(void 0), b.return(void 0)]);
  }
}
function alignedSide(options, side, gate) {
  let level = -1;
  return {
    ...options,
    onProgress: (at, finished, total) => {
      if (finished === 0) level++;
      options.onProgress?.(at, finished, total);
    },
    send: async (slot) => {
      if (slot.phase === "measure" && slot.level.rate === void 0 && slot.index < slot.level.concurrency) await gate.wait(level, side);
      return options.send(slot);
    }
  };
}
var StartGate = class {
  constructor(signal) {
    this.signal = signal;
    signal?.addEventListener("abort", () => this.releaseAll(), { once: true });
  }
  signal;
  waiting = /* @__PURE__ */ new Map();
  scheduled = /* @__PURE__ */ new Set();
  opened = /* @__PURE__ */ new Set();
  disbanded = false;
  wait(level, side) {
    if (this.disbanded || this.opened.has(level) || this.signal?.aborted === true) return Promise.resolve();
    let queues = this.waiting.get(level);
    if (queues === void 0) {
      queues = [[], []];
      this.waiting.set(level, queues);
    }
    const mine = queues[side];
    const promise = new Promise((resolve3) => mine.push(resolve3));
    if (queues[0].length > 0 && queues[1].length > 0 && !this.scheduled.has(level)) {
      this.scheduled.add(level);
      setImmediate(() => this.open(level));
    }
    return promise;
  }
  /** Opens the gate for good: every waiting request goes, and none waits from now on. */
  disband() {
    this.disbanded = true;
    this.releaseAll();
  }
  releaseAll() {
    for (const level of [...this.waiting.keys()]) this.open(level);
  }
  open(level) {
    const queues = this.waiting.get(level);
    this.opened.add(level);
    this.waiting.delete(level);
    if (queues === void 0) return;
    const [first, second] = level % 2 === 0 ? queues : [queues[1], queues[0]];
    for (let i = 0; i < Math.max(first.length, second.length); i++) {
      first[i]?.();
      second[i]?.();
    }
  }
};

// src/engine/reference.ts
var ReferenceSession = class {
  constructor(options) {
    this.options = options;
    const { endpoint, apiKey } = options;
    this.url = adapterFor(endpoint.api).url(endpoint.baseUrl);
    this.client = options.createClient(
      {
        baseUrl: endpoint.baseUrl,
        model: endpoint.model,
        apiKey,
        apiKeyHeader: endpoint.apiKeyHeader,
        headers: endpoint.headers,
        timeoutMs: endpoint.timeoutMs,
        ...options.maxTokensField === void 0 ? {} : { maxTokensField: options.maxTokensField }
      },
      { connections: options.connections, stallTimeoutMs: endpoint.stallTimeoutMs }
    );
  }
  options;
  url;
  client;
  preflightResult = null;
  levels = [];
  /**
   * The reference's connectivity check. Returns the run's error when it failed, naming the
   * reference so it is not mistaken for the candidate; null when it worked or the run was stopped.
   */
  async check(maxTokens) {
    const { runId, signal, endpoint } = this.options;
    const id = `${runId}-ref-preflight`;
    const request = this.options.request("measure", 0, id);
    const record = await this.client.send({ ...request, maxTokens: Math.min(maxTokens, request.maxTokens) }, { id, signal });
    this.preflightResult = preflightResult(record);
    if (record.ok || signal.aborted) return null;
    const kind = record.error?.kind ?? "empty_stream";
    return {
      code: "ENDPOINT_UNUSABLE",
      message: `The connectivity check to the reference endpoint ${redactUrl(this.url)} (reference.base_url) failed (${kind}): ${(record.error?.message ?? "no content arrived").replace(/\.$/, "")}. Nothing was measured, since regressions are judged against the reference.`,
      hint: hintFor(kind, {
        url: redactUrl(this.url),
        api: endpoint.api,
        apiKeyEnv: endpoint.apiKeyEnv,
        apiKeySet: this.options.apiKey !== void 0,
        timeoutS: endpoint.timeoutMs / 1e3,
        stallTimeoutS: endpoint.stallTimeoutMs / 1e3,
        connections: this.options.connections
      })
    };
  }
  /**
   * The candidate's sweep with the reference measured alongside: yields the candidate's levels
   * exactly as `runSweep` would, and keeps the reference's figures for `results()`.
   */
  async *sweep(candidate) {
    const { request, runId, signal } = this.options;
    const { onProgress: _progress, openConnections: _open, ...shared } = candidate;
    const reference = {
      ...shared,
      signal,
      // The warm-up tops up the reference's own pool, so it asks the reference's client.
      ...this.client.openConnections ? { openConnections: () => this.client.openConnections?.() } : {},
      send: (slot) => {
        const id = requestId(runId, slot, "reference");
        return this.client.send(request(slot.phase, slot.index, id), { id, signal });
      }
    };
    for await (const pair of runPairedSweep(candidate, reference)) {
      if (pair.reference !== void 0) {
        const stats = referenceLevelStats(pair.reference);
        if (stats !== void 0) this.levels.push(stats);
      }
      yield pair.candidate;
    }
  }
  /** What results.json records about the reference. */
  results() {
    const { endpoint } = this.options;
    return {
      endpoint: { base_url: redactUrl(new URL(endpoint.baseUrl)), url: redactUrl(this.url), model: endpoint.model, api: endpoint.api },
      preflight: this.preflightResult,
      levels: [...this.levels]
    };
  }
  /** The reference's levels as what regressions are judged against. */
  baselineInput() {
    return { status: "reference", url: redactUrl(this.url), levels: [...this.levels] };
  }
  close() {
    return this.client.close();
  }
};
function referenceLevelStats(level) {
  const { records, timings } = keptRecords(level);
  if (records.length === 0) return void 0;
  return measuredLevelStats(level, records, timings, batchDurationS(records), defaultAllowances());
}

// src/engine/run.ts
var PREFLIGHT_MAX_TOKENS = 8;
async function run(options) {
  const { plan } = options;
  const setup = prepareRun(options);
  const { startedAt, startedMs, notes, url, source, stop, repeats, rates, hintContext, reference } = setup;
  const measured = await measure(options, setup);
  const { preflight, levels, stopPoint, measuredRates, cutLevel } = measured;
  let error = measured.error;
  const { incomplete, stopped } = stopOutcome(plan, stop, { stopPoint, levels, measuredRates, cutLevel, repeats, notes });
  if (stopped && error === null && levels.length === 0) error = stopped;
  for (const note of [bufferedStreamNote(levels), consistencyNote(levels), clientBoundNote(levels), syntheticInputNote(plan.workload.synthetic?.inputTokens, levels)]) if (note) notes.push(note);
  notes.push(...streamNotes(levels));
  for (const l of levels) {
    if (l.client_behind) notes.push(`At ${l.rate} req/s the client did not apply the load asked for: ${l.client_behind}. Its latency figures describe a lighter load than the level names.`);
  }
  const results = judgedResults(options, {
    startedAt,
    startedMs,
    error,
    incomplete,
    stopReason: incomplete ? stop.reason ?? null : null,
    stopped,
    url,
    sourceSummary: source.summary,
    repeats,
    rates,
    preflight,
    levels,
    notes,
    hintContext,
    reference
  });
  return { results, exitCode: exitCodeFor(results.status, results.verdict.on_inconclusive, options.shard !== void 0) };
}
function prepareRun(options) {
  const { plan, apiKey } = options;
  const startedAt = /* @__PURE__ */ new Date();
  const startedMs = performance.now();
  const gating = gatingWarning(plan);
  const notes = [...options.notes ?? [], ...sampleSizeWarnings(plan), ...gating === void 0 ? [] : [`This spec: ${gating}`]];
  const url = adapterFor(plan.endpoint.api).url(plan.endpoint.baseUrl);
  const source = createRequestSource(plan.workload, options.workloadFiles ?? NO_WORKLOAD_FILES);
  const endpoint = {
    baseUrl: plan.endpoint.baseUrl,
    model: plan.endpoint.model,
    apiKey,
    ...plan.endpoint.apiKeyHeader === void 0 ? {} : { apiKeyHeader: plan.endpoint.apiKeyHeader },
    headers: plan.endpoint.headers,
    timeoutMs: plan.endpoint.timeoutMs,
    ...plan.workload.maxTokensField === void 0 ? {} : { maxTokensField: plan.workload.maxTokensField }
  };
  const rates = plan.sweep.rate ?? [];
  const connections = Math.max(1, ...plan.sweep.concurrency, ...rates.length > 0 ? [plan.sweep.maxConcurrency ?? 1] : []);
  const stop = startRunStop({ budgetMs: plan.sweep.maxDurationS * 1e3, ...options.signal ? { signal: options.signal } : {} });
  const deadlineMs = performance.now() + plan.sweep.maxDurationS * 1e3;
  const pairedRun = plan.reference !== void 0;
  const adaptive = pairedRun ? void 0 : adaptiveOf(plan);
  const repeats = pairedRun ? 1 : plan.sweep.repeats ?? 1;
  if (pairedRun && (adaptiveOf(plan) !== void 0 || (plan.sweep.repeats ?? 1) > 1)) {
    notes.push("With a reference endpoint every level runs sweep.requests requests on each side, once: sweep.max_requests and sweep.repeats are not used, since each candidate level is paired with one reference level of the same size.");
  }
  const signal = stop.signal;
  setMaxListeners(connections * (plan.reference ? 2 : 1) + 16, signal);
  const makeClient = (e) => (options.createClient ?? defaultClient(plan.endpoint.api))(e, { connections, stallTimeoutMs: plan.endpoint.stallTimeoutMs });
  const client = makeClient(endpoint);
  const runId = options.shard ? options.shard.idPrefix(randomBytes(4).toString("hex")) : randomBytes(4).toString("hex");
  const slotOf = options.shard ? options.shard.slot : (slot) => slot;
  const measuredSlots = Math.max(plan.sweep.requests, plan.sweep.maxRequests ?? 0);
  const passSlots = measuredSlots + plan.sweep.warmup + Math.max(0, ...plan.sweep.concurrency, plan.sweep.maxConcurrency ?? 0);
  const preflightId = `${runId}-preflight`;
  const preflightRequest = source.request(slotOf(0), preflightId);
  const reference = plan.reference === void 0 ? void 0 : new ReferenceSession({
    endpoint: plan.reference,
    apiKey: options.referenceApiKey,
    request: (phase, index, id) => source.request(phase === "warmup" ? measuredSlots + index : index, id),
    runId,
    signal,
    connections,
    createClient: options.createClient ?? defaultClient(plan.reference.api),
    ...plan.workload.maxTokensField === void 0 ? {} : { maxTokensField: plan.workload.maxTokensField }
  });
  const hintContext = {
    url: redactUrl(url),
    api: plan.endpoint.api,
    apiKeyEnv: plan.endpoint.apiKeyEnv,
    apiKeySet: apiKey !== void 0,
    apiKeyTrimmed: options.apiKeyTrimmed === true,
    ...client.route ? { proxy: client.route } : {},
    timeoutS: plan.endpoint.timeoutMs / 1e3,
    stallTimeoutS: plan.endpoint.stallTimeoutMs / 1e3,
    connections
  };
  return {
    startedAt,
    startedMs,
    notes,
    url,
    source,
    endpoint,
    rates,
    connections,
    stop,
    deadlineMs,
    adaptive,
    repeats,
    signal,
    makeClient,
    client,
    runId,
    slotOf,
    measuredSlots,
    passSlots,
    preflightId,
    preflightRequest,
    reference,
    hintContext
  };
}
async function measure(options, setup) {
  const { plan, onEvent } = options;
  const { stop, reference, url, hintContext, notes, endpoint, makeClient, preflightRequest, preflightId, runId, signal } = setup;
  let client = setup.client;
  let preflight = null;
  let error = null;
  let swept = { levels: [], stopPoint: { phase: "preflight" }, cutLevel: void 0, measuredRates: /* @__PURE__ */ new Set() };
  try {
    const checked = await connectivityCheck({ client, makeClient, endpoint, request: preflightRequest, id: preflightId, runId, signal, stopped: () => stop.reason !== void 0, api: plan.endpoint.api, notes });
    const { dropped } = checked;
    const fielded = await maxTokensFallback({
      ...checked,
      makeClient,
      endpoint: dropped ? { ...endpoint, streamOptions: false } : endpoint,
      request: preflightSent(preflightRequest),
      id: preflightId,
      signal,
      stopped: () => stop.reason !== void 0,
      api: plan.endpoint.api,
      notes
    });
    client = fielded.client;
    const { record } = fielded;
    preflight = {
      ...preflightResult(record),
      ...sendsStreamOptions(plan.endpoint.api) ? { stream_options: !dropped } : {},
      ...takesMaxTokensField(plan.endpoint.api) ? { max_tokens_field: fielded.field } : {}
    };
    onEvent?.({ type: "preflight", result: preflight, record });
    if (record.ok && reference !== void 0) error = await reference.check(PREFLIGHT_MAX_TOKENS);
    if (!record.ok && stop.reason === void 0) {
      const kind = record.error?.kind ?? "empty_stream";
      error = {
        code: "ENDPOINT_UNUSABLE",
        message: `The connectivity check to ${redactUrl(url)} failed (${kind}): ${record.error?.message ?? "no content arrived"}`,
        hint: hintFor(kind, hintContext)
      };
    } else if (record.ok && error === null) {
      if (!preflight.usage && !dropped) {
        notes.push("The server sent no usage in the stream: output tokens are counted from content events and input tokens are unknown, so TPM counts output tokens only.");
      }
      swept = await sweepLevels(options, setup, client);
      error = everyRequestFailed(swept.levels, hintContext);
    }
  } finally {
    stop.dispose();
    await client.close();
    await reference?.close();
  }
  return { preflight, error, ...swept };
}
async function sweepLevels(options, setup, client) {
  const { plan, onEvent, onLevelRecords } = options;
  const { reference, adaptive, repeats, deadlineMs, rates, signal, runId, slotOf, passSlots, measuredSlots, source } = setup;
  const levels = [];
  let stopPoint = { phase: "preflight" };
  let cutLevel;
  const measuredRates = /* @__PURE__ */ new Set();
  for await (const level of pooledLevels((reference ? reference.sweep.bind(reference) : runSweep)({
    ...adaptive ? { adaptive } : {},
    repeats,
    deadlineMs,
    levels: plan.sweep.concurrency,
    rates,
    ...plan.sweep.maxConcurrency !== void 0 ? { maxConcurrency: plan.sweep.maxConcurrency } : {},
    ...plan.sweep.seed !== void 0 ? { seed: plan.sweep.seed } : {},
    requests: plan.sweep.requests,
    warmup: plan.sweep.warmup,
    signal,
    ...options.shard ? { beforeLevel: (level2) => options.shard.levelStart(level2, signal) } : {},
    ...client.openConnections ? { openConnections: () => client.openConnections?.() } : {},
    send: (at) => {
      const { level: level2, pass, phase, index } = at;
      if (phase === "warmup") stopPoint = { phase: "warmup", level: level2 };
      else if (index === 0) stopPoint = { phase: "measure", level: level2, finished: 0, planned: plan.sweep.requests, cancelled: 0 };
      const id = requestId(runId, at);
      const slot = pass * passSlots + (phase === "warmup" ? measuredSlots + index : index);
      return client.send(source.request(slotOf(slot), id), { id, signal });
    },
    onProgress: (level2, finished, total) => {
      if (finished === 0) onEvent?.({ type: "level-start", ...level2, requests: total, warmup: plan.sweep.warmup });
      else onEvent?.({ type: "level-progress", ...level2, finished, total });
    }
  }), repeats, plan.sweep.requests)) {
    const { records, timings } = keptRecords(level);
    const cancelled = level.records.length - records.length;
    const planned = level.planned ?? plan.sweep.requests;
    const at = sweepLevel(level);
    stopPoint = records.length < planned ? { phase: "measure", level: at, finished: records.length, planned, cancelled } : { phase: "between", after: at };
    if (records.length === 0) continue;
    if (records.length < planned) cutLevel = at;
    const { stats, passes } = levelStatsOf(level, records, timings, plan, adaptive, repeats);
    if (level.rate !== void 0) measuredRates.add(level.rate);
    levels.push(stats);
    onEvent?.({ type: "level-done", stats });
    const recordPasses = repeats > 1 ? passes.flatMap((p, i) => p.records.map(() => (p.run.repeat ?? i) + 1)) : void 0;
    await onLevelRecords?.({ level: at, records, ...at.rate === void 0 ? {} : { timings }, ...recordPasses === void 0 ? {} : { passes: recordPasses } });
  }
  return { levels, stopPoint, cutLevel, measuredRates };
}
function everyRequestFailed(levels, hintContext) {
  if (levels.length > 0 && levels.every((l) => l.succeeded === 0)) {
    const kinds = Object.keys(Object.assign({}, ...levels.map((l) => l.errors)));
    return {
      code: "ENDPOINT_UNUSABLE",
      message: `Every measured request failed (${kinds.join(", ") || "unknown"}): nothing could be measured.`,
      hint: kinds[0] ? hintFor(kinds[0], hintContext) : null
    };
  }
  return null;
}
function preflightSent(request) {
  return { ...request, maxTokens: Math.min(PREFLIGHT_MAX_TOKENS, request.maxTokens) };
}
async function connectivityCheck(c) {
  const sent = preflightSent(c.request);
  const record = await c.client.send(sent, { id: c.id, signal: c.signal });
  if (c.stopped() || !rejectedStreamOptions(c.api, record)) return { record, client: c.client, dropped: false };
  const plain = c.makeClient({ ...c.endpoint, streamOptions: false });
  const retry = await plain.send(sent, { id: `${c.runId}-preflight-plain`, signal: c.signal });
  if (!retry.ok) {
    await plain.close();
    return { record, client: c.client, dropped: false };
  }
  c.notes.push(streamOptionsNote(record.statusCode, retry.tokensSource === "usage"));
  await c.client.close();
  return { record: retry, client: plain, dropped: true };
}
function stopOutcome(plan, stop, m) {
  const { stopPoint, levels, measuredRates, cutLevel, repeats, notes } = m;
  const measured = new Set(levels.filter((l) => l.mode !== "rate").map((l) => l.concurrency));
  const notRun = plan.sweep.concurrency.filter((c) => !measured.has(c));
  const ratesNotRun = (plan.sweep.rate ?? []).filter((r) => !measuredRates.has(r));
  const incomplete = stop.reason !== void 0 && (notRun.length > 0 || ratesNotRun.length > 0 || cutLevel !== void 0);
  let stopped;
  if (incomplete && stop.reason !== void 0) {
    const facts = { reason: stop.reason, cancelledBy: stop.cancelledBy, budgetS: plan.sweep.maxDurationS, at: stopPoint, notRun };
    notes.push(describeStop(facts));
    if (ratesNotRun.length > 0) notes.push(`Rate level${ratesNotRun.length > 1 ? "s" : ""} ${ratesNotRun.map((r) => `${r} req/s`).join(", ")} ${ratesNotRun.length > 1 ? "were" : "was"} not measured.`);
    stopped = stopError(facts);
    if (repeats > 1) {
      const passes = levels.map((l) => `${l.repeats?.length ?? 1} at ${levelName(l)}`).join(", ");
      notes.push(`The sweep was to run ${repeats} times; passes measured (the last one may be cut short): ${passes || "none"}. Each level pools the requests of its passes.`);
    }
  }
  return { incomplete, stopped };
}
function levelStatsOf(level, records, timings, plan, adaptive, repeats) {
  const passes = level.runs.map((run2) => ({ run: run2, records: run2.records.filter((r) => !wasCancelled(r)) }));
  const durationS = passes.reduce((t, p) => t + batchDurationS(p.records), 0);
  const stats = {
    ...measuredLevelStats(level, records, timings, durationS, figureAllowances(plan.gate, plan.sweep.targetResolution), plan.gate.goodput),
    ...adaptive && level.adaptiveStop !== void 0 ? {
      adaptive: adaptiveSummary(records, gatedMetrics(plan.gate, level), adaptive.target, adaptive.maxRequests, level.adaptiveStop)
    } : {},
    ...repeats > 1 ? { repeats: passes.map((p) => repeatSummary(level.concurrency, p.records, p.run.adaptiveStop)) } : {}
  };
  if (repeats > 1 && level.rate !== void 0) Object.assign(stats, pooledOpenLoop(passes, level.rate));
  return { stats, passes };
}
function judgedResults(options, m) {
  const { plan } = options;
  const measuredStatus = m.error ? "error" : "pass";
  const results = {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: measuredStatus,
    error: m.error,
    started_at: m.startedAt.toISOString(),
    finished_at: new Date(m.startedAt.getTime() + (performance.now() - m.startedMs)).toISOString(),
    duration_s: round32((performance.now() - m.startedMs) / 1e3),
    incomplete: m.incomplete,
    endpoint: { base_url: redactUrl(new URL(plan.endpoint.baseUrl)), url: redactUrl(m.url), model: plan.endpoint.model, api: plan.endpoint.api },
    workload: {
      max_tokens: plan.workload.maxTokens,
      temperature: plan.workload.temperature ?? null,
      ...m.sourceSummary
    },
    sweep: {
      concurrency: [...plan.sweep.concurrency],
      requests: plan.sweep.requests,
      warmup: plan.sweep.warmup,
      max_duration_s: plan.sweep.maxDurationS,
      ...plan.sweep.maxRequests !== void 0 ? { max_requests: plan.sweep.maxRequests, target_resolution: plan.sweep.targetResolution ?? null } : {},
      ...m.repeats > 1 ? { repeats: m.repeats } : {},
      ...m.rates.length > 0 ? { rate: [...m.rates], max_concurrency: plan.sweep.maxConcurrency ?? null, seed: plan.sweep.seed ?? null } : {}
    },
    stop_reason: m.stopReason,
    preflight: m.preflight,
    levels: m.levels,
    ...plan.gate.goodput === void 0 ? {} : { goodput_bounds: goodputSpecOf(plan.gate.goodput) },
    notes: m.notes,
    hints: hintsForResults({ preflight: m.preflight, levels: m.levels }, m.hintContext),
    git: options.git ?? null,
    ...options.environment === void 0 ? {} : { environment: options.environment },
    checks: [],
    verdict: { fail_on: options.failOn ?? "both", failed: 0, warned: 0, unverified: 0, reason: null, on_inconclusive: plan.gate.onInconclusive ?? "fail" },
    knee: null,
    baseline: { status: "not_configured", path: plan.gate.baseline.path, reasons: [], age: null, rows: [] },
    ...m.reference ? { reference: m.reference.results() } : {}
  };
  const judged = judge({
    results,
    gate: plan.gate,
    baseline: m.reference ? m.reference.baselineInput() : options.baseline,
    failOn: options.failOn ?? "both",
    locate: options.locate,
    now: /* @__PURE__ */ new Date(),
    stopped: m.stopped,
    recordsBaseline: options.recordsBaseline === true,
    ...options.shard ? { shard: options.shard.shard } : {}
  });
  Object.assign(results, {
    status: judged.status,
    error: judged.error,
    checks: judged.checks,
    verdict: judged.verdict,
    knee: judged.knee,
    baseline: judged.baseline
  });
  results.notes.push(...judged.notes);
  return results;
}
function defaultClient(api) {
  return (endpoint, options) => createApiClient(api, endpoint, options);
}
function adaptiveOf(plan) {
  const { maxRequests, targetResolution } = plan.sweep;
  if (maxRequests === void 0 || targetResolution === void 0 || maxRequests <= plan.sweep.requests) return void 0;
  const gated = /* @__PURE__ */ new Map();
  return {
    maxRequests,
    target: targetResolution,
    resolution: (level, records) => {
      const key2 = levelKey(level);
      let refs = gated.get(key2);
      if (refs === void 0) gated.set(key2, refs = gatedMetrics(plan.gate, level));
      return worstResolution(refs, levelSamples(records.filter((r) => !wasCancelled(r))));
    }
  };
}
function pooledOpenLoop(passes, rate) {
  const each = passes.map(({ run: run2 }) => {
    const { records, timings } = keptRecords(run2);
    return openLoopStats(records, timings, rate);
  });
  const rates = each.map((e) => e.achieved_rate).filter((r) => r !== null);
  return {
    achieved_rate: rates.length > 0 ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    client_behind: each.find((e) => e.client_behind !== null)?.client_behind ?? null
  };
}
function round32(x) {
  return Math.round(x * 1e3) / 1e3;
}

// src/engine/scenarios.ts
var MIN_SCENARIO_BUDGET_S = 1;
async function runScenarios(options) {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const entries = [];
  let cancelled = false;
  for (const scenario of options.scenarios) {
    const leftS = options.budgetS - (now() - started) / 1e3;
    const base = { name: scenario.name, baseline_path: scenario.plan.gate.baseline.path };
    let note;
    if (cancelled || options.signal?.aborted) note = "the run was cancelled before it started";
    else if (leftS < MIN_SCENARIO_BUDGET_S) {
      note = `the shared budget of ${options.budgetS} s (sweep.max_duration_s) ran out before it started; raise it or shorten the sweeps`;
    }
    if (note !== void 0) {
      entries.push({ ...base, status: "not_run", results_path: null, budget_s: null, note, verdict: null, results: null });
      continue;
    }
    const budgetS = Math.round(Math.min(leftS, scenario.capS ?? Infinity) * 1e3) / 1e3;
    const plan = { ...scenario.plan, sweep: { ...scenario.plan.sweep, maxDurationS: budgetS } };
    let outcome;
    try {
      outcome = await options.runOne(scenario, plan);
    } catch (err) {
      const reason = errorText2(err);
      entries.push({ ...base, status: "error", results_path: null, budget_s: budgetS, note: `it stopped with an error: ${reason}`, verdict: null, results: null });
      continue;
    }
    if (outcome.results.stop_reason === "cancelled") cancelled = true;
    entries.push({
      ...base,
      status: outcome.results.status,
      results_path: `${scenarioDir(scenario.name)}/results.json`,
      budget_s: budgetS,
      note: null,
      verdict: { ...outcome.results.verdict },
      results: outcome.results
    });
  }
  return entries;
}
function errorText2(err) {
  if (!(err instanceof Error)) return String(err);
  const hint = err.hint;
  return typeof hint === "string" && hint !== "" ? `${err.message} (${hint})` : err.message;
}

// src/model/scenario-results.ts
var SCENARIOS_KIND = "scenarios";

// src/engine/scenario-results.ts
var RANK = { pass: 0, inconclusive: 1, fail: 2, error: 3 };
function worstStatus(statuses) {
  let worst = "pass";
  for (const s of statuses) {
    const status = s === "not_run" ? "error" : s;
    if (RANK[status] > RANK[worst]) worst = status;
  }
  return worst;
}
function combineScenarios(entries, run2) {
  const notRun = entries.filter((e) => e.status === "not_run");
  const broken = entries.filter((e) => e.status === "error" && e.results === null);
  const notes = [
    ...broken.length === 0 ? [] : [`Could not finish: ${broken.map((e) => `${e.name} (${e.note ?? "no reason recorded"})`).join("; ")}.`],
    ...notRun.length === 0 ? [] : [`Not run: ${notRun.map((e) => `${e.name} (${e.note ?? "no reason recorded"})`).join("; ")}.`]
  ];
  const sum2 = (pick) => entries.reduce((n, e) => n + (e.verdict ? pick(e.verdict) : 0), 0);
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    kind: SCENARIOS_KIND,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    status: worstStatus(entries.map((e) => e.status)),
    started_at: run2.startedAt.toISOString(),
    finished_at: run2.finishedAt.toISOString(),
    duration_s: Math.round(run2.finishedAt.getTime() - run2.startedAt.getTime()) / 1e3,
    max_duration_s: run2.budgetS,
    incomplete: entries.some((e) => e.status === "not_run" || e.results === null || e.results.incomplete === true),
    scenarios: [...entries],
    verdict: {
      failed: sum2((v) => v.failed),
      warned: sum2((v) => v.warned),
      unverified: sum2((v) => v.unverified),
      on_inconclusive: onInconclusive(entries)
    },
    notes
  };
}
function onInconclusive(entries) {
  const inconclusive = entries.filter((e) => e.status === "inconclusive");
  if (inconclusive.length > 0) return inconclusive.every((e) => e.verdict?.on_inconclusive === "pass") ? "pass" : "fail";
  return entries.find((e) => e.verdict?.on_inconclusive !== void 0)?.verdict?.on_inconclusive ?? "fail";
}
function isScenariosResults(data) {
  return typeof data === "object" && data !== null && data.kind === SCENARIOS_KIND && Array.isArray(data.scenarios);
}

// src/engine/run-spec.ts
async function runSpec(r, ports) {
  const scenarios = r.plans.kind === "single" ? [{ name: "", index: -1, plan: r.plans.plan, capS: void 0, notes: [] }] : r.plans.scenarios;
  const files = r.plans.kind === "single" ? /* @__PURE__ */ new Map([["", await readWorkloadFiles(r.plans.plan.workload, ports.cwd)]]) : await readScenarioFiles(scenarios, ports.cwd);
  const baselines = r.shard ? /* @__PURE__ */ new Map() : await readBaselines(scenarios, r.plans.kind === "scenarios", ports);
  if (r.shard && r.plans.kind !== "single") throw new GateError("USAGE", "A spec with scenarios cannot be split into shards.", { hint: "Run each scenario as a spec of its own to shard it." });
  if (r.plans.kind === "single") {
    const opened = await ports.outputs.open(r.outDir);
    const files1 = r.shard ? r.shard.files(opened) : opened;
    const outcome = await runOne(r, ports, { scenario: null, plan: r.plans.plan, notes: [], files: files1, workloadFiles: files.get(""), found: baselines.get(""), locate: r.locate });
    const report2 = renderReport(reportInputFromResults(outcome.results, { spec: r.specFile, hints: outcome.results.hints, ...r.runUrl !== void 0 ? { runUrl: r.runUrl } : {} }), r.reportOptions);
    await files1.writeReport(report2);
    ports.log.runDone?.(null, outcome.results, files1);
    const refused2 = r.updateBaseline && !r.shard ? await refreshBaselines(ports, [{ name: null, path: r.plans.plan.gate.baseline.path, results: outcome.results, runs: r.plans.plan.gate.baseline.runs ?? 1 }]) : null;
    return { kind: "single", results: outcome.results, files: files1, report: report2, exitCode: outcome.exitCode, baselineRefused: refused2 };
  }
  const plans = r.plans;
  const top = await ports.outputs.openCombined(r.outDir);
  const startedAt = /* @__PURE__ */ new Date();
  const entries = await runScenarios({
    scenarios,
    budgetS: plans.budgetS,
    signal: ports.signal,
    runOne: async (scenario, plan) => {
      ports.log.scenarioStart?.(scenario, plan);
      const out = await ports.outputs.open(join(r.outDir, scenarioDir(scenario.name)));
      const locate = scenarioLocator(r.locate, r.spec, scenario.index);
      const outcome = await runOne(r, ports, { scenario: scenario.name, plan, notes: scenario.notes, files: out, workloadFiles: files.get(scenario.name), found: baselines.get(scenario.name), locate });
      await out.writeReport(renderReport(reportInputFromResults(outcome.results, { spec: r.specFile, hints: outcome.results.hints })));
      ports.log.runDone?.(scenario.name, outcome.results, out);
      return outcome;
    }
  });
  const combined = combineScenarios(entries, { startedAt, finishedAt: /* @__PURE__ */ new Date(), budgetS: plans.budgetS });
  await top.writeScenariosResults(combined);
  const report = renderScenariosReport(combined, { spec: r.specFile, ...r.runUrl !== void 0 ? { runUrl: r.runUrl } : {} }, r.reportOptions);
  await top.writeReport(report);
  const refused = r.updateBaseline ? await refreshBaselines(ports, combined.scenarios.map((e) => ({ name: e.name, path: e.baseline_path, results: e.results, runs: runsKept(plans, e.name), status: e.status }))) : null;
  return { kind: "scenarios", results: combined, files: top, report, exitCode: exitCodeFor(combined.status, combined.verdict.on_inconclusive), baselineRefused: refused };
}
async function runOne(r, ports, one) {
  const { plan } = one;
  const notes = [...one.notes, ...one.found?.notes ?? []];
  const { key: key2, trimmed } = ports.secrets.key(plan, notes);
  const outcome = await run({
    plan,
    apiKey: key2,
    apiKeyTrimmed: trimmed,
    notes,
    signal: ports.signal,
    failOn: r.failOn,
    // A run refreshed as the baseline is judged as a refresh (see `runStatus`).
    recordsBaseline: r.updateBaseline,
    ...one.locate ? { locate: one.locate } : {},
    // A same-run reference replaces the stored baseline: none was read for it.
    ...plan.reference ? { referenceApiKey: ports.secrets.referenceKey(plan, key2, notes) } : one.found ? { baseline: one.found.baseline } : {},
    git: ports.git,
    environment: ports.environment,
    ...ports.createClient ? { createClient: ports.createClient } : {},
    ...r.shard ? { shard: r.shard.hooks } : {},
    ...one.workloadFiles ? { workloadFiles: one.workloadFiles } : {},
    ...ports.log.event ? { onEvent: (e) => ports.log.event?.(one.scenario, e) } : {},
    onLevelRecords: (level) => one.files.appendRequests(level)
  });
  if (one.found?.source) outcome.results.baseline = { ...outcome.results.baseline, source: one.found.source };
  await one.files.writeResults(outcome.results);
  return outcome;
}
async function readBaselines(scenarios, named2, ports) {
  const compared = scenarios.filter((s) => s.plan.reference === void 0);
  if (compared.length === 0) return /* @__PURE__ */ new Map();
  const found = await ports.baselines.read(compared.map((s) => ({ name: s.name, plan: s.plan })), named2);
  for (const s of compared) {
    const f = found.get(s.name);
    if (f?.configured) s.plan.gate.baseline = { ...s.plan.gate.baseline, configured: true };
    const unusable = unusableBaselineWarning(f?.baseline);
    if (unusable) ports.log.warn(named2 ? `scenario ${s.name}: ${unusable}` : unusable);
  }
  return found;
}
function unusableBaselineWarning(baseline) {
  if (baseline?.status !== "unreadable") return void 0;
  return `The baseline ${baseline.path} cannot be used: ${baseline.reason}. This run goes on without it: its max_change checks are not judged.`;
}
async function refreshBaselines(ports, wanted) {
  const refused = [];
  for (const w of wanted) {
    try {
      if (!w.results) throw new GateError("IO", `Not writing ${w.path}: scenario ${w.name} ${w.status === "not_run" ? "was not run" : "stopped with an error"}.`);
      const written = await ports.baselines.write(w.path, w.results, w.runs, w.name ?? "");
      ports.log.info(w.name === null ? `baseline written to ${written}` : `baseline of ${w.name} written to ${written}`);
    } catch (err) {
      if (!isGateError(err)) throw err;
      refused.push(err);
    }
  }
  if (refused.length === 0) return null;
  if (wanted.length === 1 && wanted[0]?.name === null) return refused[0] ?? null;
  return new GateError("IO", refused.map((e) => e.message).join("\n"), { hint: "A baseline must come from a complete run; the other scenarios' baselines were written." });
}

// src/io/results-validator.generated.js
var v0 = validate10;
var schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://llm-slo-gate.dev/schemas/results-v1.json", "title": "llm-slo-gate results.json", "description": 'A results.json written by llm-slo-gate: a single run\'s results, or with `kind: "scenarios"` the combined results of a spec with scenarios. Generated from the TypeScript types by scripts/results-schema.mjs; see docs/results-schema.md.', "if": { "type": "object", "properties": { "kind": { "const": "scenarios" } }, "required": ["kind"] }, "then": { "$ref": "#/definitions/ScenariosResults" }, "else": { "$ref": "#/definitions/Results" }, "definitions": { "ScenariosResults": { "type": "object", "properties": { "schema_version": { "type": "number", "const": 1 }, "kind": { "type": "string", "const": "scenarios", "description": "Always `scenarios`: tells this file from a single run's results.json." }, "tool": { "type": "object", "properties": { "name": { "type": "string" }, "version": { "type": "string" } }, "required": ["name", "version"] }, "status": { "$ref": "#/definitions/RunStatus", "description": "The worst of the scenarios' statuses: `error` (a scenario could not measure, stopped early, or was not run) over `fail` (a check failed) over `inconclusive` (a scenario's limit was judged at no level) over `pass`." }, "started_at": { "type": "string", "description": "Wall-clock times of the whole run (ISO 8601, UTC)." }, "finished_at": { "type": "string" }, "duration_s": { "type": "number", "description": "Whole run, every scenario, in seconds." }, "max_duration_s": { "type": "number", "description": "The budget all scenarios shared, in seconds (top-level sweep.max_duration_s)." }, "incomplete": { "type": "boolean", "description": "True when a scenario was not run, stopped with an error, or stopped before every level finished." }, "scenarios": { "type": "array", "items": { "$ref": "#/definitions/ScenarioEntry" }, "description": "Every scenario, in the spec's order." }, "verdict": { "type": "object", "properties": { "failed": { "type": "number" }, "warned": { "type": "number" }, "unverified": { "type": "number" }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"] } }, "required": ["failed", "warned", "unverified"], "description": "Checks counted over every scenario; `on_inconclusive` is `pass` only when every inconclusive scenario's spec let it pass (`gate.on_inconclusive`), so the run's exit code follows from its scenarios' (absent from older files)." }, "notes": { "type": "array", "items": { "type": "string" }, "description": "What a reader should know about the run as a whole (e.g. which scenarios were not run)." } }, "required": ["schema_version", "kind", "tool", "status", "started_at", "finished_at", "duration_s", "max_duration_s", "incomplete", "scenarios", "verdict", "notes"], "description": "The combined `results.json` of a spec with `scenarios`." }, "RunStatus": { "type": "string", "enum": ["pass", "fail", "inconclusive", "error"], "description": "The verdict of a run (the policy is in src/gate/run-status.ts; docs/gate.md).\n- `pass`: every planned level was measured, every limit meant to gate the run was judged at   some level, and none failed.\n- `fail`: measured, and a gate said no. A failed check stands even when the run stopped   early: what was measured already broke a limit.\n- `inconclusive`: measured, nothing failed, but a limit meant to gate the run (an error-level   SLO threshold or `max_change` entry of a kind `fail-on` selects) was judged at no level: too   few samples, client-bound levels, a refused or unreadable baseline, no data. The CLI exits 4   and the Action fails, unless the spec sets `gate.on_inconclusive: pass`. A value added without a format change: a   reader that knows only the other three should treat it as not a pass. Also every shard of a   sweep (`run --shard`) that measured its share: it is not the verdict, which the merge gives,   and it exits 0 (docs/shards.md).\n- `error`: nothing trustworthy could be measured (the connectivity check failed, every   request failed, or the spec was invalid), or the run stopped before every level was   measured (its time budget ran out, or it was cancelled) and no check had failed. An error   never passes silently: the CLI exits 3 and the Action fails unless `fail-on-error` is false." }, "ScenarioEntry": { "type": "object", "properties": { "name": { "type": "string", "description": "The scenario's name from the spec." }, "status": { "$ref": "#/definitions/ScenarioStatus" }, "results_path": { "type": ["string", "null"], "description": "Its results.json, relative to the combined file's folder (`chat/results.json`); null when it wrote none (not run, or stopped with an error)." }, "baseline_path": { "type": "string", "description": "The baseline file it was compared with (and that `--update-baseline` writes), relative to the working directory." }, "budget_s": { "type": ["number", "null"], "description": "Seconds of the shared budget it was given; null when not run." }, "note": { "type": ["string", "null"], "description": "Why it was not run, or why it stopped with an error before writing results; null when it ran." }, "verdict": { "anyOf": [{ "type": "object", "properties": { "fail_on": { "$ref": "#/definitions/FailOn", "description": "Which kinds of failed checks fail the gate." }, "failed": { "type": "number", "description": "Checks that failed the gate." }, "warned": { "type": "number", "description": "Checks that failed without failing the gate (warn level, or a kind fail_on leaves out)." }, "unverified": { "type": "number", "description": "Checks not judged (not applicable, or no data)." }, "reason": { "type": ["string", "null"], "description": "Why the status is what it is, in plain words: the failed checks, the limits judged at no level (`inconclusive`), the checks not judged next to a pass, or the missing baseline; null for a plain pass and for `error` (see `error`). Absent from older files." }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"], "description": "The spec's `gate.on_inconclusive`: whether an inconclusive run exits 4 (`fail`) or 0 (`pass`). Absent from older files." } }, "required": ["fail_on", "failed", "warned", "unverified"], "description": "How the checks became the status." }, { "type": "null" }], "description": "Its checks counted (as in its results); null when it has no results." }, "results": { "anyOf": [{ "$ref": "#/definitions/Results" }, { "type": "null" }], "description": "Its whole results, as its own results.json holds them; null when it has none (not run, or stopped with an error)." } }, "required": ["name", "status", "results_path", "baseline_path", "budget_s", "note", "verdict", "results"], "description": "One scenario in the combined results." }, "ScenarioStatus": { "anyOf": [{ "$ref": "#/definitions/RunStatus" }, { "type": "string", "const": "not_run" }], "description": "A scenario's verdict, or `not_run` when the shared budget ran out or the run was cancelled before it started." }, "FailOn": { "type": "string", "enum": ["slo", "regression", "both", "none"], "description": "Which kinds of check may fail the gate: the Action's `fail-on` input." }, "Results": { "type": "object", "properties": { "schema_version": { "type": "number", "const": 1 }, "tool": { "type": "object", "properties": { "name": { "type": "string" }, "version": { "type": "string" } }, "required": ["name", "version"] }, "status": { "$ref": "#/definitions/RunStatus" }, "error": { "anyOf": [{ "type": "object", "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "hint": { "type": ["string", "null"] } }, "required": ["code", "message", "hint"] }, { "type": "null" }], "description": "Why the status is `error`; null otherwise. Codes: `ENDPOINT_UNUSABLE` (the connectivity check failed, or every request failed), `BUDGET_EXHAUSTED` (`sweep.max_duration_s` ran out before every level was measured), `CANCELLED` (Ctrl-C or SIGTERM before every level was measured), `SHARD_INCOMPLETE` (merged shards: a shard did not measure every level)." }, "started_at": { "type": "string", "description": "Wall-clock times of the run (ISO 8601, UTC)." }, "finished_at": { "type": "string" }, "duration_s": { "type": "number", "description": "Whole run, preflight included, in seconds." }, "incomplete": { "type": "boolean", "description": "True when the run stopped before every level finished (cancelled or out of budget)." }, "stop_reason": { "type": ["string", "null"], "enum": ["budget", "cancelled", null], "description": "Why an incomplete run stopped: `budget` (sweep.max_duration_s ran out) or `cancelled` (Ctrl-C, SIGTERM); null for a complete run. Absent from files written before it existed." }, "endpoint": { "type": "object", "properties": { "base_url": { "type": "string" }, "url": { "type": "string" }, "model": { "type": "string" }, "api": { "$ref": "#/definitions/EndpointApi", "description": "The API spoken (`endpoint.api`). Absent from files written before it existed, which measured `openai-chat`." } }, "required": ["base_url", "url", "model"], "description": "The endpoint called. Never contains the key." }, "workload": { "type": "object", "properties": { "max_tokens": { "type": "number" }, "temperature": { "type": ["number", "null"] }, "messages": { "type": "number" }, "prompt_chars": { "type": "number" }, "prompt_sha256": { "type": "string", "description": "SHA-256 of what is sent, without the unique prefix: equal digests mean the same prompts. For a fixed text prompt, of the JSON-serialised messages; otherwise of the JSON of the prompt set's prompts (or the synthetic target and count) with the seed, the images' digests and the extra body fields." }, "source": { "type": "string", "enum": ["prompt", "messages", "prompt_set", "synthetic"], "description": "Where the prompts came from: `prompt`, `messages`, `prompt_set` or `synthetic`. With a prompt set, `messages` is the most messages any of its prompts has and `prompt_chars` the set's characters in all; with synthetic prompts, those of one prompt. Absent from older files." }, "prompt_set": { "type": "object", "properties": { "path": { "type": "string" }, "sha256": { "type": "string" }, "prompts": { "type": "number" } }, "required": ["path", "sha256", "prompts"], "description": "The prompt set read: its path as the spec writes it, the file's SHA-256 and its number of prompts." }, "synthetic_input_tokens": { "type": "number", "description": "Input tokens each synthetic prompt aims at (compare with `levels[].input_tokens`)." }, "synthetic_prompts": { "type": "number", "description": "How many different synthetic prompts were cycled through." }, "seed": { "type": "number", "description": "Seed of the prompt order and synthetic words; present with a prompt set or synthetic prompts." }, "images": { "type": "array", "items": { "type": "object", "properties": { "path": { "type": "string" }, "media_type": { "type": "string" }, "bytes": { "type": "number" }, "sha256": { "type": "string" } }, "required": ["path", "media_type", "bytes", "sha256"] }, "description": "Images sent with the last user message: path, media type read from the content, size in bytes, SHA-256." }, "unique_prefix": { "type": "boolean", "description": "True when each request's first user message started with a unique tag against prefix caching. Absent from older files." }, "extra_body_keys": { "type": "array", "items": { "type": "string" }, "description": "Names of the extra body fields sent (values are not recorded). Absent from older files." } }, "required": ["max_tokens", "temperature", "messages", "prompt_chars", "prompt_sha256"], "description": "What was sent; the prompt itself is summarised by its size and digest." }, "sweep": { "type": "object", "properties": { "concurrency": { "type": "array", "items": { "type": "number" } }, "requests": { "type": "number" }, "warmup": { "type": "number" }, "max_duration_s": { "type": "number", "description": "The run's time budget in seconds. Absent from files written before it existed." }, "rate": { "type": "array", "items": { "type": "number" }, "description": "Open-loop request-rate levels (requests/s), run after the concurrency levels; absent when none." }, "max_concurrency": { "type": ["number", "null"], "description": "Cap on requests in flight at a rate level; present with `rate`." }, "seed": { "type": ["number", "null"], "description": "Seed of the rate levels' Poisson arrivals; present with `rate`." }, "max_requests": { "type": "number", "description": "Most measured requests per concurrency level when adaptive sampling was on; absent otherwise." }, "target_resolution": { "type": ["number", "null"], "description": "The wanted relative half-width of gated metrics (0.1 = \xB110 %); present with `max_requests`." }, "repeats": { "type": "number", "description": "Times the whole sweep ran, when more than once; absent for one pass." } }, "required": ["concurrency", "requests", "warmup"] }, "preflight": { "anyOf": [{ "$ref": "#/definitions/PreflightResult" }, { "type": "null" }] }, "levels": { "type": "array", "items": { "$ref": "#/definitions/LevelStats" }, "description": "One entry per level with at least one measured request, in the order run. A level cut short by a stop is included with the requests that finished (`requests` below `sweep.requests`)." }, "goodput_bounds": { "type": "object", "properties": { "ttft_ms": { "type": "number" }, "ttfa_ms": { "type": "number" }, "tpot_ms": { "type": "number" }, "e2e_ms": { "type": "number" } }, "description": "The spec's per-request goodput bounds in ms (`goodput`), which `levels[].good_requests`, `goodput` and `slo_attainment` count against; absent when the spec has none." }, "notes": { "type": "array", "items": { "type": "string" }, "description": "Observations worth a person's attention (e.g. no usage sent, so tokens were counted)." }, "hints": { "type": "object", "additionalProperties": { "type": "string" }, "description": "One plain-words hint per error kind the run saw (connectivity check and levels), for the person who must fix it." }, "git": { "anyOf": [{ "$ref": "#/definitions/GitInfo" }, { "type": "null" }], "description": "The commit measured, when known (in a workflow: GITHUB_SHA and GITHUB_REF); null otherwise." }, "environment": { "$ref": "#/definitions/RunEnvironment", "description": "Where it was measured: OS, architecture, CPU, Node.js and tool version, CI runner facts. Absent when the front end did not record it (files written before it existed)." }, "history": { "type": "array", "items": { "$ref": "#/definitions/BaselineRun" }, "description": "Only in a baseline file kept with `baseline.runs` \u2265 2: the raw samples of the last runs, oldest first, this run last. Absent otherwise." }, "checks": { "type": "array", "items": { "$ref": "#/definitions/Check" }, "description": "Every judged threshold and allowed change, passed or not." }, "verdict": { "type": "object", "properties": { "fail_on": { "$ref": "#/definitions/FailOn", "description": "Which kinds of failed checks fail the gate." }, "failed": { "type": "number", "description": "Checks that failed the gate." }, "warned": { "type": "number", "description": "Checks that failed without failing the gate (warn level, or a kind fail_on leaves out)." }, "unverified": { "type": "number", "description": "Checks not judged (not applicable, or no data)." }, "reason": { "type": ["string", "null"], "description": "Why the status is what it is, in plain words: the failed checks, the limits judged at no level (`inconclusive`), the checks not judged next to a pass, or the missing baseline; null for a plain pass and for `error` (see `error`). Absent from older files." }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"], "description": "The spec's `gate.on_inconclusive`: whether an inconclusive run exits 4 (`fail`) or 0 (`pass`). Absent from older files." } }, "required": ["fail_on", "failed", "warned", "unverified"], "description": "How the checks became the status." }, "knee": { "anyOf": [{ "$ref": "#/definitions/Knee" }, { "type": "null" }], "description": "The capacity knee of the sweep; null when nothing was measured." }, "baseline": { "$ref": "#/definitions/BaselineReport", "description": "The comparison with the stored baseline, or with the same-run reference when `reference` is set." }, "reference": { "$ref": "#/definitions/ReferenceResults", "description": "The reference endpoint measured in the same run (spec `reference`), with its figures per level; absent when the spec has none." }, "shard": { "$ref": "#/definitions/ShardFacts", "description": "Only in the results of one shard of a sweep (`run --shard i/N`): which shard, the common schedule, the clock facts and each level's actual start and stop, for `llm-slo-gate merge`. Its `levels` hold this shard's share of the load. Absent otherwise (docs/shards.md)." }, "shards": { "$ref": "#/definitions/MergedShards", "description": "Only in results merged from shards (`llm-slo-gate merge`): the shards pooled. Absent otherwise." } }, "required": ["schema_version", "tool", "status", "error", "started_at", "finished_at", "duration_s", "incomplete", "endpoint", "workload", "sweep", "preflight", "levels", "notes", "hints", "git", "checks", "verdict", "knee", "baseline"] }, "EndpointApi": { "type": "string", "enum": ["openai-chat", "openai-completions", "anthropic-messages"], "description": "The API an endpoint speaks (`endpoint.api` in the spec): OpenAI chat completions, OpenAI (legacy) text completions, or Anthropic's Messages API." }, "PreflightResult": { "type": "object", "properties": { "ok": { "type": "boolean" }, "status_code": { "type": ["number", "null"] }, "error_kind": { "type": ["string", "null"], "description": "The classified error kind when it failed." }, "ttft_ms": { "type": ["number", "null"] }, "e2e_ms": { "type": ["number", "null"] }, "usage": { "type": "boolean", "description": "Whether the server sent a `usage` object in the stream." }, "stream_options": { "type": "boolean", "description": "Whether requests carried `stream_options`: false when the server answered 400 naming it and the run went without it (a note says so). Absent for `anthropic-messages`, which has no such field, and in older files." }, "max_tokens_field": { "type": "string", "enum": ["max_tokens", "max_completion_tokens"], "description": "The body field every request carried its token limit in: `max_tokens`, or `max_completion_tokens` (spec `workload.max_tokens_field`, or chosen when the server answered 400 naming the other and the retried connectivity check worked; a note then says so). Absent for `anthropic-messages`, whose only field is `max_tokens`, and in older files." } }, "required": ["ok", "status_code", "error_kind", "ttft_ms", "e2e_ms", "usage"], "description": "The connectivity check sent before any load." }, "LevelStats": { "type": "object", "properties": { "concurrency": { "type": "number", "description": 'Requests held in flight at once (closed loop). At a rate level (`mode: "rate"`), the cap on requests in flight (`sweep.max_concurrency`) instead.' }, "mode": { "type": "string", "enum": ["concurrency", "rate"], "description": "How the level applied load: `concurrency` (closed loop) or `rate` (open loop: requests sent on a Poisson schedule at `rate` requests/s). Files written before rate levels existed have no `mode`; read its absence as `concurrency`. A level is identified by `rate` when it is a rate level, else by `concurrency`." }, "rate": { "type": ["number", "null"], "description": "Target requests/s of a rate level; null (or absent, in older files) for a concurrency level." }, "achieved_rate": { "type": ["number", "null"], "description": "Requests/s actually sent at a rate level: (measured requests \u2212 1) / (last actual send \u2212 first actual send), failures included; null for a concurrency level or under 2 requests." }, "client_queue_ms": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "At a rate level, ms each measured request waited on our side for a free slot under `max_concurrency` (0 when one was free); null for a concurrency level. Not part of TTFT or E2E, which start at the actual send." }, "send_lag_ms": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "At a rate level, ms each measured request went out later than scheduled beyond its queue wait (timer and event-loop lateness of the client); null for a concurrency level." }, "client_behind": { "type": ["string", "null"], "description": "At a rate level, why the client did not apply the load asked for (achieved rate under 90 % of target, send lag p95 above 10 ms, or the cap holding requests back), so the figures are not read as the server's; null when it kept up or for a concurrency level." }, "requests": { "type": "number", "description": "Measured requests sent (warm-up excluded)." }, "succeeded": { "type": "number" }, "failed": { "type": "number" }, "success_rate": { "type": ["number", "null"], "description": "succeeded / requests; null when no request was sent." }, "duration_s": { "type": "number", "description": "Wall time of the measured batch: first send \u2192 last finish, in seconds." }, "qps": { "type": "number", "description": "Successful requests per second. This and the other rates are 0 when `duration_s` is 0." }, "rpm": { "type": "number", "description": "Successful requests per minute." }, "tpm": { "type": "number", "description": "(input + output tokens of successful requests) per minute; unknown input tokens count as 0." }, "output_tokens_per_s": { "type": "number", "description": "Output tokens of successful requests per second." }, "good_requests": { "type": "number", "description": "Measured requests that succeeded and met every per-request bound of the spec's `goodput` section. This and `goodput` and `slo_attainment` are present only when the spec has one." }, "goodput": { "type": "number", "description": "`good_requests` per second of `duration_s` (as `qps`); 0 when `duration_s` is 0." }, "slo_attainment": { "type": ["number", "null"], "description": "`good_requests` / `requests`, failures included; null when no request was sent." }, "errors": { "type": "object", "additionalProperties": { "type": "number" }, "description": "Failed requests by error kind." }, "error_statuses": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "number" } }, "description": 'The HTTP error statuses (400 and up) behind each error kind, ascending (`{"server_error": [500, 503]}`), for kinds whose failures had one; absent when no failed request had a status (and in older files).' }, "tokens_source": { "type": ["string", "null"], "enum": ["usage", "events", "mixed", null], "description": "Where token counts came from across successful requests: usage, events, or mixed." }, "ttft_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Sent \u2192 first token event of any kind (reasoning or answer)." }, "ttfa_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Sent \u2192 first answer event, over the successful requests that got an answer. Equals `ttft_ms` for a model that does not reason. Absent in files written before it was kept." }, "tpot_ms": { "$ref": "#/definitions/LevelDistribution" }, "itl_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Pooled gaps of all successful requests, one per pair of consecutive token events." }, "itl_token_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Pooled per-token gaps: each `itl_ms` gap divided by the tokens of the event closing it (see RequestMetrics.itlTokenMs). Equals `itl_ms` when every event carries one token." }, "reasoning_tokens": { "$ref": "#/definitions/LevelDistribution", "description": "Reasoning tokens per successful request (0 for a request without reasoning)." }, "reasoning_tokens_source": { "type": ["string", "null"], "enum": ["usage", "events", "mixed", null], "description": "Where reasoning token counts came from across requests with reasoning: `usage` (`completion_tokens_details.reasoning_tokens`), `events` (counted reasoning events) or `mixed`; null when no request reasoned." }, "reasoning_only": { "type": "number", "description": "Successful requests that reasoned but sent no answer (`max_tokens` ran out while thinking): they have a TTFT but no TTFA." }, "stream": { "$ref": "#/definitions/StreamStats", "description": "How the server streamed at this level." }, "e2e_ms": { "$ref": "#/definitions/LevelDistribution" }, "input_tokens": { "$ref": "#/definitions/LevelDistribution" }, "output_tokens": { "$ref": "#/definitions/LevelDistribution" }, "request_tps": { "$ref": "#/definitions/LevelDistribution", "description": "Per-request output tokens / E2E seconds." }, "e2e_check": { "type": "object", "properties": { "checked": { "type": "number" }, "off": { "type": "number" }, "median_gap_ms": { "type": ["number", "null"] } }, "required": ["checked", "off", "median_gap_ms"], "description": "The plausibility check E2E \u2248 TTFT + (n \u2212 1) \xD7 TPOT over the successful requests (see `consistency`): how many could be checked, how many were off by more than `E2E_CHECK_TOLERANCE` of their E2E (and at least `E2E_CHECK_MIN_MS`), and the median of E2E \u2212 (TTFT + (n \u2212 1) \xD7 TPOT). A level where many are off is flagged in the notes." }, "client": { "anyOf": [{ "$ref": "#/definitions/ClientCheck" }, { "type": "null" }], "description": "The measuring process's own load during the level (event-loop delay, CPU) and whether the level is flagged client-bound; null when it was not watched." }, "samples": { "$ref": "#/definitions/LevelSamples", "description": "The measured requests as compact per-request columns, kept so that a later run can compare against this one with confidence intervals. Absent in files written before they were kept (such a baseline is compared by its percentiles alone)." }, "adaptive": { "$ref": "#/definitions/AdaptiveSummary", "description": "How the level chose its number of requests when adaptive sampling was on (`sweep.max_requests` above `sweep.requests`); absent for a level of fixed size." }, "repeats": { "type": "array", "items": { "$ref": "#/definitions/RepeatSummary" }, "description": "One entry per pass when `sweep.repeats` is above 1, in pass order: each pass's own medians. The level's distributions and rates pool every pass's requests. Absent with one pass." }, "shard_overlap_s": { "type": "number", "description": "Only in results merged from shards: seconds during which every shard was measuring this level. `duration_s` is this window and the rates (`qps`, `rpm`, `tpm`, `output_tokens_per_s`) count the successful requests that finished inside it, over all shards." }, "shards": { "type": "array", "items": { "$ref": "#/definitions/LevelShard" }, "description": "Only in results merged from shards: each shard's part of the level, in shard order." } }, "required": ["concurrency", "requests", "succeeded", "failed", "success_rate", "duration_s", "qps", "rpm", "tpm", "output_tokens_per_s", "errors", "tokens_source", "ttft_ms", "tpot_ms", "itl_ms", "e2e_ms", "input_tokens", "output_tokens", "request_tps", "e2e_check", "client"], "description": "One load level of a sweep, as written in `results.json` `levels[]`." }, "LevelDistribution": { "type": "object", "properties": { "count": { "type": "number" }, "mean": { "type": ["number", "null"] }, "min": { "type": ["number", "null"] }, "max": { "type": ["number", "null"] }, "p50": { "type": ["number", "null"] }, "p90": { "type": ["number", "null"] }, "p95": { "type": ["number", "null"] }, "p99": { "type": ["number", "null"] }, "note": { "type": "string", "description": "Present only when percentiles were left out because the sample is too small, e.g. `p95 needs at least 20 and p99 at least 100 samples; there were 12`." } }, "required": ["count", "max", "mean", "min", "p50", "p90", "p95", "p99"], "description": "A distribution in a level's statistics. A percentile is also null here when the sample is too small for it (p50 needs 5 samples, p90 10, p95 20, p99 100; see `sample-size.ts`)." }, "StreamStats": { "type": "object", "properties": { "tokens_per_event": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "Tokens per token event, from the running usage the server sent with every event (vLLM `continuous_usage_stats`); null when no request had running usage." }, "empty_first_event": { "type": "number", "description": "Requests whose first event carried no token (a role-only delta, Anthropic `message_start`)." }, "keep_alives": { "type": "number", "description": "Keep-alive SSE comments and empty `data:` lines, summed over the requests." }, "unterminated": { "type": "number", "description": "Requests whose stream ended by closing, without `[DONE]` (or `message_stop`)." }, "connection_waits": { "type": "number", "description": "Successful requests that waited 50 ms or more before they were written on a connection, because every connection of the pool was still busy (a server holding responses open after their end event, until the client closed them). The wait is outside their TTFT and E2E, which start when the request is written (files written before `connects` was kept counted it inside). Absent in files written before it was kept." }, "connection_wait_max_ms": { "type": ["number", "null"], "description": "The longest of those waits in ms; null when none waited. Absent in files written before it was kept." }, "connects": { "type": "number", "description": "Measured requests that set up the connection they went on (TCP, TLS, a proxy's tunnel) instead of finding a kept-alive one: the server had closed an idle connection, or the warm-up could not open enough. The set-up is outside their TTFT and E2E (`connect_ms` in requests.jsonl). Absent in files written before it was kept." }, "connect_max_ms": { "type": ["number", "null"], "description": "The longest of those set-ups in ms; null when none. Absent in files written before it was kept." }, "resent": { "type": "number", "description": "Measured requests first written on a kept-alive connection that the server closed before any byte of a response, and sent once more on a new connection (`resent` in requests.jsonl); their times are the second sending's. Counted over every measured request, failed or not. Absent in files written before it was kept." }, "fresh_connections": { "type": "number", "description": "Measured requests sent on a connection of their own because the server had closed each earlier connection after one response without saying so (`fresh_connection` in requests.jsonl). Counted over every measured request. Absent in files written before it was kept." }, "implausible_usage": { "type": "number", "description": "Successful requests whose usage held a token count above 10 million, which was ignored (their tokens were counted from the token events). Absent in files written before it was kept." }, "with_usage": { "type": "number", "description": "Requests whose token counts came from the server's usage." }, "reasoning_share": { "type": ["number", "null"], "description": "Reasoning tokens / output tokens over requests with known counts; null when no tokens are known." }, "usage_tokens": { "type": "number", "description": "Output tokens the server's usage counted, over the requests with usage, less reasoning it counted but never streamed (hidden reasoning has no event to compare with)." }, "usage_events": { "type": "number", "description": "Token events (answer and reasoning) of those same requests: equal to `usage_tokens` when each event is one token." } }, "required": ["tokens_per_event", "empty_first_event", "keep_alives", "unterminated", "with_usage", "reasoning_share", "usage_tokens", "usage_events"], "description": "How the server streamed at one level, over its successful requests (`levels[].stream`)." }, "ClientCheck": { "type": "object", "properties": { "loop_delay_p99_ms": { "type": "number", "description": "Event-loop delay p99 of the measuring process during the level (how late a 100 ms tick fired), in ms." }, "cpu_share": { "type": "number", "description": "CPU used by the measuring process / wall time (1 = one full core)." }, "loop_busy_share": { "type": "number", "description": "Share of the level's wall time the event loop was running callbacks rather than waiting for I/O (0\u20131)." }, "bound": { "type": "boolean", "description": "True when the client's own delay could move a judged figure by a material share of its allowed change, or the process used nearly a full core." }, "reason": { "type": ["string", "null"], "description": "Why the level is flagged, with the figures; null when it is not." }, "idle_loop_delay_p99_ms": { "type": ["number", "null"], "description": "Event-loop delay p99 of the idle process before the first level, in ms; null when not measured." }, "own_delay_mean_ms": { "type": "number", "description": "How long a response arriving during the level waited for the process's own callbacks to end (see `startSelfCheck`), mean, in ms." }, "own_delay_p99_ms": { "type": "number", "description": "The same, p99." }, "idle_own_delay_p99_ms": { "type": ["number", "null"], "description": "Its p99 at rest before the first level (the floor held against, like the mean at rest), in ms; null when not measured." }, "figures": { "type": "array", "items": { "$ref": "#/definitions/FigureBound" }, "description": "Each judged figure: how far the client's own delay could have moved it, next to its allowed change." } }, "required": ["loop_delay_p99_ms", "cpu_share", "loop_busy_share", "bound", "reason", "idle_loop_delay_p99_ms", "own_delay_mean_ms", "own_delay_p99_ms", "idle_own_delay_p99_ms", "figures"], "description": "The self-check of one level, as written in results.json `levels[].client`." }, "FigureBound": { "type": "object", "properties": { "metric": { "type": "string", "description": "Metric path, as in `checks[].metric`." }, "shift_bound": { "type": "number", "description": "The most the client's own delay could have moved the figure, in the metric's unit." }, "allowed_change": { "type": "number", "description": "The change judged there (`max_change`, or the resolution) in the same unit." } }, "required": ["metric", "shift_bound", "allowed_change"], "description": "How far the client's own delay could have moved one judged figure." }, "LevelSamples": { "type": "object", "properties": { "ok": { "type": "array", "items": { "type": "number", "enum": [0, 1] }, "description": "1 for a successful request, 0 for a failed one." }, "e2e_ms": { "type": "array", "items": { "type": "number" }, "description": "Sent \u2192 stream finished, every request (a failed one held its slot that long), ms." }, "ttft_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Successful requests only; null for failed ones and when there was no content event." }, "ttfa_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Sent \u2192 first answer event, like `ttft_ms`. Present only when some request reasoned (its TTFA differs from its TTFT); absent, TTFA is TTFT and is read from `ttft_ms`." }, "tpot_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Successful requests only; null when TPOT is undefined (fewer than 2 tokens \u2026)." }, "input_tokens": { "type": "array", "items": { "type": ["number", "null"] }, "description": "From `usage`; null when unknown." }, "output_tokens": { "type": "array", "items": { "type": ["number", "null"] }, "description": "From `usage`, else content events; null when unknown." } }, "required": ["ok", "e2e_ms", "ttft_ms", "tpot_ms", "input_tokens", "output_tokens"], "description": "One level's measured requests as columns, one entry per request in send order (warm-up left out), null where a request has no value. Serialised as-is, hence snake_case." }, "AdaptiveSummary": { "type": "object", "properties": { "target_resolution": { "type": "number", "description": "The wanted relative half-width of the gated metrics' 95 % intervals (0.1 = \xB110 %)." }, "resolution": { "type": ["number", "null"], "description": "The worst relative half-width reached over the level's measured requests, among the gated metrics; null when one of them could not be bounded (too few samples for its percentile)." }, "reached": { "type": "boolean", "description": "True when `resolution` is at or below `target_resolution`." }, "stopped_because": { "type": "string", "enum": ["target_reached", "max_requests", "time_budget", "run_stopped"], "description": "Why the level stopped sending: `target_reached`, `max_requests`, `time_budget` (another batch would not fit in the level's share of `sweep.max_duration_s`) or `run_stopped` (the run was cancelled or its budget ran out). With repeats, the last pass's reason." }, "max_requests": { "type": "number", "description": "`sweep.max_requests`: the most measured requests one pass of the level could send." }, "metrics": { "type": "object", "additionalProperties": { "type": ["number", "null"] }, "description": "Relative half-width per gated metric path (`ttft_ms.p95`, `tpm`); null when unbounded." } }, "required": ["target_resolution", "resolution", "reached", "stopped_because", "max_requests", "metrics"], "description": "How an adaptive level chose its number of requests." }, "RepeatSummary": { "type": "object", "properties": { "requests": { "type": "number", "description": "Measured requests of this pass." }, "ttft_ms_p50": { "type": ["number", "null"], "description": "Median TTFT of this pass's successful requests, ms; null when none." }, "tpot_ms_p50": { "type": ["number", "null"], "description": "Median TPOT, ms; null when none." }, "itl_ms_p50": { "type": ["number", "null"], "description": "Median of this pass's pooled inter-token gaps, ms; null when none." }, "e2e_ms_p50": { "type": ["number", "null"], "description": "Median E2E latency, ms; null when none." }, "qps": { "type": "number", "description": "Successful requests per second over this pass's measured batch." }, "duration_s": { "type": "number", "description": "Wall time of this pass's measured batch, s." }, "stopped_because": { "type": "string", "enum": ["target_reached", "max_requests", "time_budget", "run_stopped"], "description": "At an adaptive level, why this pass stopped sending (see `AdaptiveSummary`)." } }, "required": ["requests", "ttft_ms_p50", "tpot_ms_p50", "itl_ms_p50", "e2e_ms_p50", "qps", "duration_s"], "description": "One pass of a repeated sweep at one level: its own medians, before pooling." }, "LevelShard": { "type": "object", "properties": { "shard": { "type": "string", "description": "`i/N`." }, "concurrency": { "type": "number", "description": "Its share of the level's concurrency (or cap), and at a rate level its rate." }, "rate": { "type": ["number", "null"] }, "requests": { "type": "number" }, "succeeded": { "type": "number" }, "started_at": { "type": "string", "description": "Wall clock of its first measured send and last measured finish (ISO 8601)." }, "finished_at": { "type": "string" }, "client": { "anyOf": [{ "$ref": "#/definitions/ClientCheck" }, { "type": "null" }], "description": "Its own self-check at the level (see `LevelStats.client`)." } }, "required": ["shard", "concurrency", "rate", "requests", "succeeded", "started_at", "finished_at", "client"], "description": "One shard's part of a merged level (`levels[].shards[]`)." }, "GitInfo": { "type": "object", "properties": { "sha": { "type": "string", "description": "Full commit SHA." }, "ref": { "type": ["string", "null"], "description": "The ref the run was made on, such as `refs/heads/main`; null when unknown." } }, "required": ["sha", "ref"], "description": "The commit a run measured, when the front end knows it (in a workflow, `GITHUB_SHA` and `GITHUB_REF`). Proposed as `results.json` field `git`; null or absent for local runs." }, "RunEnvironment": { "type": "object", "properties": { "os": { "type": "string", "description": "`process.platform`: `linux`, `darwin`, `win32`." }, "os_release": { "type": "string", "description": "The kernel or OS release (`os.release()`)." }, "arch": { "type": "string", "description": "`process.arch`: `x64`, `arm64`." }, "cpu_model": { "type": ["string", "null"], "description": "The first CPU's model name; null when the OS does not say." }, "logical_cpus": { "type": "number", "description": "Logical CPUs the process can use." }, "node_version": { "type": "string", "description": "The Node.js version that ran the measurement, e.g. `v20.11.1`." }, "tool_version": { "type": "string", "description": "The tool's version." }, "ci": { "anyOf": [{ "type": "object", "properties": { "github_actions": { "type": "boolean", "description": "True when `GITHUB_ACTIONS` is `true`." }, "runner_os": { "type": ["string", "null"], "description": "`RUNNER_OS`: `Linux`, `macOS`, `Windows`." }, "runner_arch": { "type": ["string", "null"], "description": "`RUNNER_ARCH`: `X64`, `ARM64`." }, "runner_name": { "type": ["string", "null"], "description": "`RUNNER_NAME`: the runner machine's name." }, "runner_environment": { "type": ["string", "null"], "description": "`RUNNER_ENVIRONMENT`: `github-hosted` or `self-hosted`." }, "image_os": { "type": ["string", "null"], "description": "`ImageOS`: the hosted runner image, e.g. `ubuntu24`." }, "image_version": { "type": ["string", "null"], "description": "`ImageVersion`: the hosted runner image's version." } }, "required": ["github_actions", "runner_os", "runner_arch", "runner_name", "runner_environment", "image_os", "image_version"] }, { "type": "null" }], "description": "Facts about the CI runner, from the environment variables CI sets; null outside CI." } }, "required": ["os", "os_release", "arch", "cpu_model", "logical_cpus", "node_version", "tool_version", "ci"], "description": "The measuring machine and tool, recorded in results.json as `environment`. Serialised as-is." }, "BaselineRun": { "type": "object", "properties": { "started_at": { "type": "string", "description": "When the run started (ISO 8601, UTC)." }, "git": { "anyOf": [{ "$ref": "#/definitions/GitInfo" }, { "type": "null" }], "description": "The commit it measured; null when unknown." }, "levels": { "type": "array", "items": { "type": "object", "properties": { "concurrency": { "type": "number" }, "rate": { "type": "number" }, "samples": { "$ref": "#/definitions/LevelSamples" } }, "required": ["concurrency", "samples"] }, "description": "Each level's raw samples, identified as in `levels[]` (`concurrency`, and `rate` for a rate level)." } }, "required": ["started_at", "git", "levels"], "description": "One earlier run as the baseline keeps it: when, which commit, and each level's raw samples." }, "Check": { "type": "object", "properties": { "objective": { "type": "string", "description": "The objective's name from the spec; `SLO <n>` (its 1-based position in `slos`) when it has none; `baseline` for regression checks; `reference` for regression checks against a reference endpoint measured in the same run (spec `reference`)." }, "kind": { "type": "string", "enum": ["slo", "regression"], "description": "An SLO threshold, or an allowed change against the baseline." }, "level": { "$ref": "#/definitions/CheckLevel" }, "concurrency": { "type": "number", "description": "The load level judged. For a check on a rate level (`rate` present), that level's cap on requests in flight, or 0 when the rate level was not run." }, "rate": { "type": "number", "description": "Target requests/s of the rate level judged; absent for a concurrency level." }, "metric": { "type": "string", "description": "Metric path, e.g. `ttft_ms.p95`, `success_rate`, `tpm`." }, "op": { "type": "string", "enum": ["<=", ">="], "description": "How `actual` must compare with `limit` to pass." }, "limit": { "type": ["number", "null"], "description": "The bound, in the metric's unit (a fraction for `success_rate`). For regressions: the baseline value moved by the allowed change, and null when the baseline has no value." }, "actual": { "type": ["number", "null"], "description": "The measured value; null when there was none." }, "baseline": { "type": ["number", "null"], "description": "For regressions: the baseline's value of the metric, in the metric's unit as `actual` is. Against a baseline of several runs, their typical value (the geometric mean of the runs' statistic). For a throughput (`qps`, `rpm`, `tpm`, `output_tokens_per_s`) judged from raw samples, whose comparison is made per millisecond of request time: `actual / (1 + change)`, the baseline as this run's figure would read it, so that `actual`, `baseline` and `change` agree." }, "change": { "type": ["number", "null"], "description": "For regressions: (actual \u2212 baseline) / baseline; null when not computable." }, "change_lower": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the lower and upper bound on the change (a fraction, like `change`), at the Holm-adjusted level that decided the check; null when the baseline or this run has no raw samples, or the change could not be judged. Absent on SLO checks." }, "change_upper": { "type": ["number", "null"] }, "adjusted_p": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the Holm-adjusted p-value (a regression when at most 1 \u2212 confidence); null otherwise." }, "resolution": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the smallest change in the bad direction this run could tell from noise (a fraction; 0.2 is 20 %); null when it could not be judged." }, "requests_needed": { "type": "number", "description": "On a `baseline.min_resolution` check that failed: about how many requests per level (`sweep.requests`) would bring the resolution to the required one; absent otherwise." }, "status": { "$ref": "#/definitions/CheckStatus" }, "reason": { "type": ["string", "null"], "description": "Why the status is `not_applicable`, `no_data` or `inconclusive`, in plain words; null otherwise." }, "source": { "type": "string", "description": "The user's own limit as text, for messages: `ttft_ms: {p95: 1500}` \u2192 `ttft_ms.p95 <= 1500`, `success_rate: {min: 0.995}` \u2192 `success_rate >= 0.995`, a max_change entry \u2192 `tpm: -10%`." }, "spec_line": { "type": ["number", "null"], "description": "Where the threshold is written in the spec, for annotations; null when unknown." } }, "required": ["objective", "kind", "level", "concurrency", "metric", "op", "limit", "actual", "baseline", "change", "status", "reason", "source", "spec_line"], "description": "One judged limit at one load level." }, "CheckLevel": { "type": "string", "enum": ["error", "warn"], "description": "`error` fails the gate; `warn` is reported only." }, "CheckStatus": { "type": "string", "enum": ["pass", "fail", "not_applicable", "no_data", "inconclusive"], "description": "- `pass`: measured and within the limit.\n- `fail`: measured and beyond the limit (fails the gate when the level is `error`; shown as a   warning when the level is `warn`).\n- `not_applicable`: the measured workload broke the objective's preconditions (e.g. output   tokens p95 above the bound the SLO was written for): never counted as a pass.\n- `no_data`: the metric could not be computed (no successful request, too few samples, level   not run).\n- `inconclusive`: a regression check whose interval neither rules out nor confirms a change   beyond the allowed one (or whose samples are too few to compare); `baseline.inconclusive`   decides whether it warns (the default), fails or is ignored. A limit whose checks are all   `no_data`, `not_applicable` or `inconclusive` makes the run inconclusive (`run-status.ts`)." }, "Knee": { "type": "object", "properties": { "reached": { "type": "boolean", "description": "True when a knee was found inside the sweep." }, "concurrency": { "type": ["number", "null"], "description": "Highest concurrency before the knee; null when not reached." }, "recommended_concurrency": { "type": ["number", "null"], "description": "knee \xD7 safety factor, rounded down, at least 1; null when not reached." }, "safety_factor": { "type": "number" }, "min_slo_attainment": { "type": "number", "description": "Present when the knee was chosen by SLO attainment (`knee.min_slo_attainment`, rule in `attainment-knee.ts`): the least attainment a level up to the knee kept. Absent for the TPM rule." }, "reason": { "type": "string", "description": "One sentence explaining the finding (or why none was found)." } }, "required": ["reached", "concurrency", "recommended_concurrency", "safety_factor", "reason"], "description": "The capacity knee found in the sweep: the last level before TPM stops growing while TTFT p95 climbs fast or requests start failing. The exact rule and its thresholds are in `knee.ts`." }, "BaselineReport": { "type": "object", "properties": { "status": { "type": "string", "enum": ["compared", "missing", "incompatible", "unreadable", "not_configured"], "description": "- `compared`: the baseline was read and compared.\n- `missing`: no baseline file (a warning, never a failure: the first run on a branch has none).\n- `incompatible`: measured with a different model, prompt, max_tokens or levels: refused, see `reasons`.\n- `unreadable`: the file exists but is not a results file: see `reasons`.\n- `not_configured`: the spec has no baseline section and no file was found." }, "path": { "type": "string", "description": "Path of the baseline file, as configured." }, "reasons": { "type": "array", "items": { "type": "string" }, "description": "Why the baseline was not compared; empty when it was." }, "age": { "anyOf": [{ "$ref": "#/definitions/BaselineAge" }, { "type": "null" }], "description": "Its commit and age; null unless it was read." }, "rows": { "type": "array", "items": { "$ref": "#/definitions/ComparisonRow" }, "description": "Per level and metric: baseline, current and change; empty unless compared." }, "source": { "$ref": "#/definitions/BaselineSource", "description": 'Where the baseline came from when it was not simply the file at `path`: a workflow run\'s artifact (Action input `baseline-artifact`; `{kind: "file"}` when the artifact was looked for and the file used instead), or `{kind: "reference", url}` for a reference endpoint measured in the same run (`url` redacted). Absent when only the file at `path` was read.' }, "runs": { "type": "number", "description": "Runs the baseline holds (its `history`, else 1); absent unless compared." }, "min_runs": { "type": "number", "description": "`baseline.min_runs`: the runs the history must hold before `max_change` is judged; absent unless a stored baseline was compared. While `runs` is below it, the regression checks are `no_data` (not judged yet) and the run is judged on its SLOs alone." }, "warnings": { "type": "array", "items": { "type": "string" }, "description": "How the baseline's measuring conditions differ from this run's (runner, CPU, Node.js, endpoint host, tool version), in plain words; empty or absent when they match or are unknown." } }, "required": ["status", "path", "reasons", "age", "rows"], "description": "What became of the baseline comparison." }, "BaselineAge": { "type": "object", "properties": { "sha": { "type": ["string", "null"], "description": "The baseline's commit SHA; null when it was not recorded." }, "ref": { "type": ["string", "null"], "description": "The baseline's ref; null when it was not recorded." }, "measured_at": { "type": "string", "description": "When the baseline run finished (ISO 8601, as in its `finished_at`)." }, "age_days": { "type": ["number", "null"], "description": "Whole days from `measured_at` to now (0 on the same day, never negative); null when the time cannot be read." } }, "required": ["sha", "ref", "measured_at", "age_days"], "description": "A baseline's origin and age." }, "ComparisonRow": { "type": "object", "properties": { "concurrency": { "type": "number" }, "rate": { "type": "number", "description": "Target requests/s when the row is about a rate level; absent for a concurrency level." }, "metric": { "type": "string", "description": "Metric path, e.g. `ttft_ms.p95`, `tpm`." }, "label": { "type": "string", "description": "How a person names it: `TTFT p95`." }, "unit": { "type": "string", "description": "The metric's unit, `%` for fractions such as the success rate." }, "better": { "type": ["string", "null"], "enum": ["lower", "higher", null], "description": "Which way is an improvement (for colouring a change); null when neither." }, "baseline": { "type": ["number", "null"] }, "current": { "type": ["number", "null"] }, "change": { "type": ["number", "null"], "description": "(current \u2212 baseline) / baseline; 0 when both are 0; null when either is missing or only the baseline is 0." }, "change_lower": { "type": ["number", "null"], "description": "Bounds on `change` when both sides keep raw samples: the interval of the metric's regression check when it has one (at its Holm level), else a plain interval at `baseline.confidence` (95 % by default); null when the change could not be bounded. Absent without samples." }, "change_upper": { "type": ["number", "null"] } }, "required": ["concurrency", "metric", "label", "unit", "better", "baseline", "current", "change"], "description": "One metric at one level, then and now." }, "BaselineSource": { "anyOf": [{ "type": "object", "properties": { "kind": { "type": "string", "const": "reference", "description": "A reference endpoint measured in the same run (`reference` in the spec); `url` is redacted." }, "url": { "type": "string" } }, "required": ["kind", "url"] }, { "type": "object", "properties": { "kind": { "type": "string", "const": "file", "description": "The committed file at `baseline.path` (no usable artifact was found, or the run was not for a pull request)." } }, "required": ["kind"] }, { "type": "object", "properties": { "kind": { "type": "string", "const": "artifact", "description": "The results artifact of a successful workflow run on the pull request's base branch." }, "artifact": { "type": "string", "description": "The artifact's name, as given to actions/upload-artifact." }, "artifact_id": { "type": "number", "description": "The artifact's ID." }, "entry": { "type": "string", "description": "The file read inside the artifact, e.g. `results.json`." }, "scenario": { "type": "string", "description": "Set when the baseline is this scenario's entry in the combined results.json `entry` of a spec with scenarios, rather than a results.json of its own (e.g. `chat/results.json`)." }, "run_id": { "type": "number", "description": "ID of the workflow run that uploaded it." }, "run_url": { "type": "string", "description": "That run's page on GitHub." }, "head_sha": { "type": "string", "description": "The commit that run measured." }, "branch": { "type": "string", "description": "The branch that run was on (the pull request's base branch)." }, "matched": { "type": "string", "enum": ["base_sha", "newest"], "description": "`base_sha`: the run measured the pull request's base commit, the exact code the pull request changes. `newest`: no such run had the artifact, so the newest one that did was used." }, "run_finished_at": { "type": "string", "description": "When that run last changed state (it finished), ISO 8601." } }, "required": ["kind", "artifact", "artifact_id", "entry", "run_id", "run_url", "head_sha", "branch", "matched", "run_finished_at"] }], "description": "Where a baseline came from: a workflow run's artifact, or the file at `baseline.path`." }, "ReferenceResults": { "type": "object", "properties": { "endpoint": { "type": "object", "properties": { "base_url": { "type": "string" }, "url": { "type": "string" }, "model": { "type": "string" }, "api": { "type": "string" } }, "required": ["base_url", "url", "model", "api"], "description": "Where the reference was reached; URLs are redacted like `endpoint`'s." }, "preflight": { "anyOf": [{ "$ref": "#/definitions/PreflightResult" }, { "type": "null" }], "description": "The reference's own connectivity check; null when it was not reached (the candidate's failed first)." }, "levels": { "type": "array", "items": { "$ref": "#/definitions/LevelStats" }, "description": "The reference's figures per level, measured at the same time as the candidate's `levels`." } }, "required": ["endpoint", "preflight", "levels"], "description": "The reference endpoint as recorded in results.json (`reference`)." }, "ShardFacts": { "type": "object", "properties": { "index": { "type": "number" }, "count": { "type": "number" }, "plan_sha256": { "type": "string", "description": "SHA-256 of the plan's endpoint, workload and whole sweep before the split: shards of one sweep have the same one, whatever file or flags made it." }, "spec_sha256": { "type": ["string", "null"], "description": "SHA-256 of the spec file; null for a run from flags alone." }, "start_at": { "type": "string", "description": "The common start of the first level (ISO 8601), `--start-at`." }, "level_slot_s": { "type": "number", "description": "Seconds each level is given: `sweep.max_duration_s` / the number of levels (docs/shards.md)." }, "sweep": { "type": "object", "properties": { "concurrency": { "type": "array", "items": { "type": "number" } }, "rate": { "type": "array", "items": { "type": "number" } }, "requests": { "type": "number" }, "warmup": { "type": "number" }, "max_concurrency": { "type": ["number", "null"] }, "max_duration_s": { "type": "number" } }, "required": ["concurrency", "rate", "requests", "warmup", "max_concurrency", "max_duration_s"], "description": "The whole sweep, before the split." }, "host": { "type": "string", "description": "The machine's host name." }, "clock_synchronized": { "type": ["boolean", "null"], "description": "Whether the OS said its clock is synchronised (NTP); null when it could not tell." }, "clock_source": { "type": ["string", "null"], "description": "What told it (`timedatectl`); null when nothing did." }, "time_origin_ms": { "type": "number", "description": "`performance.timeOrigin`: the epoch ms the records' monotonic times count from, to place them on the wall clock." }, "levels": { "type": "array", "items": { "$ref": "#/definitions/ShardLevel" } } }, "required": ["clock_source", "clock_synchronized", "count", "host", "index", "level_slot_s", "levels", "plan_sha256", "spec_sha256", "start_at", "sweep", "time_origin_ms"], "description": "results.json `shard`: present only in a shard's results (`run --shard i/N`)." }, "ShardLevel": { "type": "object", "properties": { "concurrency": { "type": "number", "description": "The whole level's concurrency (at a rate level, its whole cap), as the spec writes it." }, "rate": { "type": ["number", "null"], "description": "The whole level's rate in requests/s; null for a concurrency level." }, "shard_concurrency": { "type": "number", "description": "This shard's share: the requests it kept in flight (at a rate level, its cap)." }, "shard_rate": { "type": ["number", "null"], "description": "This shard's rate, `rate / count`; null for a concurrency level." }, "shard_requests": { "type": "number", "description": "Measured requests this shard planned at the level." }, "scheduled_start": { "type": "string", "description": "When the level was due to start on every shard (ISO 8601), from `start_at` and the level slot." }, "started_at": { "type": ["string", "null"], "description": "Wall clock of this shard's first measured send and last measured finish (ISO 8601); null when nothing was measured." }, "finished_at": { "type": ["string", "null"] } }, "required": ["concurrency", "rate", "shard_concurrency", "shard_rate", "shard_requests", "scheduled_start", "started_at", "finished_at"], "description": "One level as a shard ran it (`shard.levels[]`)." }, "MergedShards": { "type": "object", "properties": { "count": { "type": "number" }, "start_at": { "type": "string", "description": "The common start the shards were given (ISO 8601)." }, "each": { "type": "array", "items": { "type": "object", "properties": { "shard": { "type": "string" }, "host": { "type": "string" }, "clock_synchronized": { "type": ["boolean", "null"] }, "status": { "type": "string", "description": "The shard's own status: `inconclusive` when it measured its share (a shard is never the verdict), `error` when it could not." }, "started_at": { "type": "string" }, "finished_at": { "type": "string" } }, "required": ["shard", "host", "clock_synchronized", "status", "started_at", "finished_at"] }, "description": "Each shard, in index order." } }, "required": ["count", "start_at", "each"], "description": "results.json `shards`: present only in merged results (`llm-slo-gate merge`)." } } };
var schema12 = { "type": "object", "properties": { "schema_version": { "type": "number", "const": 1 }, "kind": { "type": "string", "const": "scenarios", "description": "Always `scenarios`: tells this file from a single run's results.json." }, "tool": { "type": "object", "properties": { "name": { "type": "string" }, "version": { "type": "string" } }, "required": ["name", "version"] }, "status": { "$ref": "#/definitions/RunStatus", "description": "The worst of the scenarios' statuses: `error` (a scenario could not measure, stopped early, or was not run) over `fail` (a check failed) over `inconclusive` (a scenario's limit was judged at no level) over `pass`." }, "started_at": { "type": "string", "description": "Wall-clock times of the whole run (ISO 8601, UTC)." }, "finished_at": { "type": "string" }, "duration_s": { "type": "number", "description": "Whole run, every scenario, in seconds." }, "max_duration_s": { "type": "number", "description": "The budget all scenarios shared, in seconds (top-level sweep.max_duration_s)." }, "incomplete": { "type": "boolean", "description": "True when a scenario was not run, stopped with an error, or stopped before every level finished." }, "scenarios": { "type": "array", "items": { "$ref": "#/definitions/ScenarioEntry" }, "description": "Every scenario, in the spec's order." }, "verdict": { "type": "object", "properties": { "failed": { "type": "number" }, "warned": { "type": "number" }, "unverified": { "type": "number" }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"] } }, "required": ["failed", "warned", "unverified"], "description": "Checks counted over every scenario; `on_inconclusive` is `pass` only when every inconclusive scenario's spec let it pass (`gate.on_inconclusive`), so the run's exit code follows from its scenarios' (absent from older files)." }, "notes": { "type": "array", "items": { "type": "string" }, "description": "What a reader should know about the run as a whole (e.g. which scenarios were not run)." } }, "required": ["schema_version", "kind", "tool", "status", "started_at", "finished_at", "duration_s", "max_duration_s", "incomplete", "scenarios", "verdict", "notes"], "description": "The combined `results.json` of a spec with `scenarios`." };
var schema13 = { "type": "string", "enum": ["pass", "fail", "inconclusive", "error"], "description": "The verdict of a run (the policy is in src/gate/run-status.ts; docs/gate.md).\n- `pass`: every planned level was measured, every limit meant to gate the run was judged at   some level, and none failed.\n- `fail`: measured, and a gate said no. A failed check stands even when the run stopped   early: what was measured already broke a limit.\n- `inconclusive`: measured, nothing failed, but a limit meant to gate the run (an error-level   SLO threshold or `max_change` entry of a kind `fail-on` selects) was judged at no level: too   few samples, client-bound levels, a refused or unreadable baseline, no data. The CLI exits 4   and the Action fails, unless the spec sets `gate.on_inconclusive: pass`. A value added without a format change: a   reader that knows only the other three should treat it as not a pass. Also every shard of a   sweep (`run --shard`) that measured its share: it is not the verdict, which the merge gives,   and it exits 0 (docs/shards.md).\n- `error`: nothing trustworthy could be measured (the connectivity check failed, every   request failed, or the spec was invalid), or the run stopped before every level was   measured (its time budget ran out, or it was cancelled) and no check had failed. An error   never passes silently: the CLI exits 3 and the Action fails unless `fail-on-error` is false." };
var schema14 = { "type": "object", "properties": { "name": { "type": "string", "description": "The scenario's name from the spec." }, "status": { "$ref": "#/definitions/ScenarioStatus" }, "results_path": { "type": ["string", "null"], "description": "Its results.json, relative to the combined file's folder (`chat/results.json`); null when it wrote none (not run, or stopped with an error)." }, "baseline_path": { "type": "string", "description": "The baseline file it was compared with (and that `--update-baseline` writes), relative to the working directory." }, "budget_s": { "type": ["number", "null"], "description": "Seconds of the shared budget it was given; null when not run." }, "note": { "type": ["string", "null"], "description": "Why it was not run, or why it stopped with an error before writing results; null when it ran." }, "verdict": { "anyOf": [{ "type": "object", "properties": { "fail_on": { "$ref": "#/definitions/FailOn", "description": "Which kinds of failed checks fail the gate." }, "failed": { "type": "number", "description": "Checks that failed the gate." }, "warned": { "type": "number", "description": "Checks that failed without failing the gate (warn level, or a kind fail_on leaves out)." }, "unverified": { "type": "number", "description": "Checks not judged (not applicable, or no data)." }, "reason": { "type": ["string", "null"], "description": "Why the status is what it is, in plain words: the failed checks, the limits judged at no level (`inconclusive`), the checks not judged next to a pass, or the missing baseline; null for a plain pass and for `error` (see `error`). Absent from older files." }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"], "description": "The spec's `gate.on_inconclusive`: whether an inconclusive run exits 4 (`fail`) or 0 (`pass`). Absent from older files." } }, "required": ["fail_on", "failed", "warned", "unverified"], "description": "How the checks became the status." }, { "type": "null" }], "description": "Its checks counted (as in its results); null when it has no results." }, "results": { "anyOf": [{ "$ref": "#/definitions/Results" }, { "type": "null" }], "description": "Its whole results, as its own results.json holds them; null when it has none (not run, or stopped with an error)." } }, "required": ["name", "status", "results_path", "baseline_path", "budget_s", "note", "verdict", "results"], "description": "One scenario in the combined results." };
var schema17 = { "type": "string", "enum": ["slo", "regression", "both", "none"], "description": "Which kinds of check may fail the gate: the Action's `fail-on` input." };
var schema15 = { "anyOf": [{ "$ref": "#/definitions/RunStatus" }, { "type": "string", "const": "not_run" }], "description": "A scenario's verdict, or `not_run` when the shared budget ran out or the run was cancelled before it started." };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/definitions/RunStatus/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === "pass" || data === "fail" || data === "inconclusive" || data === "error")) {
    const err1 = { instancePath, schemaPath: "#/definitions/RunStatus/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values", schema: schema13.enum, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs4 = errors;
    if (typeof data !== "string") {
      const err2 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema15.anyOf[1].type, parentSchema: schema15.anyOf[1], data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if ("not_run" !== data) {
      const err3 = { instancePath, schemaPath: "#/anyOf/1/const", keyword: "const", params: { allowedValue: "not_run" }, message: "must be equal to constant", schema: "not_run", parentSchema: schema15.anyOf[1], data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    var _valid0 = _errs4 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema15.anyOf, parentSchema: schema15, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate13.errors = vErrors;
  return errors === 0;
}
var schema18 = { "type": "object", "properties": { "schema_version": { "type": "number", "const": 1 }, "tool": { "type": "object", "properties": { "name": { "type": "string" }, "version": { "type": "string" } }, "required": ["name", "version"] }, "status": { "$ref": "#/definitions/RunStatus" }, "error": { "anyOf": [{ "type": "object", "properties": { "code": { "type": "string" }, "message": { "type": "string" }, "hint": { "type": ["string", "null"] } }, "required": ["code", "message", "hint"] }, { "type": "null" }], "description": "Why the status is `error`; null otherwise. Codes: `ENDPOINT_UNUSABLE` (the connectivity check failed, or every request failed), `BUDGET_EXHAUSTED` (`sweep.max_duration_s` ran out before every level was measured), `CANCELLED` (Ctrl-C or SIGTERM before every level was measured), `SHARD_INCOMPLETE` (merged shards: a shard did not measure every level)." }, "started_at": { "type": "string", "description": "Wall-clock times of the run (ISO 8601, UTC)." }, "finished_at": { "type": "string" }, "duration_s": { "type": "number", "description": "Whole run, preflight included, in seconds." }, "incomplete": { "type": "boolean", "description": "True when the run stopped before every level finished (cancelled or out of budget)." }, "stop_reason": { "type": ["string", "null"], "enum": ["budget", "cancelled", null], "description": "Why an incomplete run stopped: `budget` (sweep.max_duration_s ran out) or `cancelled` (Ctrl-C, SIGTERM); null for a complete run. Absent from files written before it existed." }, "endpoint": { "type": "object", "properties": { "base_url": { "type": "string" }, "url": { "type": "string" }, "model": { "type": "string" }, "api": { "$ref": "#/definitions/EndpointApi", "description": "The API spoken (`endpoint.api`). Absent from files written before it existed, which measured `openai-chat`." } }, "required": ["base_url", "url", "model"], "description": "The endpoint called. Never contains the key." }, "workload": { "type": "object", "properties": { "max_tokens": { "type": "number" }, "temperature": { "type": ["number", "null"] }, "messages": { "type": "number" }, "prompt_chars": { "type": "number" }, "prompt_sha256": { "type": "string", "description": "SHA-256 of what is sent, without the unique prefix: equal digests mean the same prompts. For a fixed text prompt, of the JSON-serialised messages; otherwise of the JSON of the prompt set's prompts (or the synthetic target and count) with the seed, the images' digests and the extra body fields." }, "source": { "type": "string", "enum": ["prompt", "messages", "prompt_set", "synthetic"], "description": "Where the prompts came from: `prompt`, `messages`, `prompt_set` or `synthetic`. With a prompt set, `messages` is the most messages any of its prompts has and `prompt_chars` the set's characters in all; with synthetic prompts, those of one prompt. Absent from older files." }, "prompt_set": { "type": "object", "properties": { "path": { "type": "string" }, "sha256": { "type": "string" }, "prompts": { "type": "number" } }, "required": ["path", "sha256", "prompts"], "description": "The prompt set read: its path as the spec writes it, the file's SHA-256 and its number of prompts." }, "synthetic_input_tokens": { "type": "number", "description": "Input tokens each synthetic prompt aims at (compare with `levels[].input_tokens`)." }, "synthetic_prompts": { "type": "number", "description": "How many different synthetic prompts were cycled through." }, "seed": { "type": "number", "description": "Seed of the prompt order and synthetic words; present with a prompt set or synthetic prompts." }, "images": { "type": "array", "items": { "type": "object", "properties": { "path": { "type": "string" }, "media_type": { "type": "string" }, "bytes": { "type": "number" }, "sha256": { "type": "string" } }, "required": ["path", "media_type", "bytes", "sha256"] }, "description": "Images sent with the last user message: path, media type read from the content, size in bytes, SHA-256." }, "unique_prefix": { "type": "boolean", "description": "True when each request's first user message started with a unique tag against prefix caching. Absent from older files." }, "extra_body_keys": { "type": "array", "items": { "type": "string" }, "description": "Names of the extra body fields sent (values are not recorded). Absent from older files." } }, "required": ["max_tokens", "temperature", "messages", "prompt_chars", "prompt_sha256"], "description": "What was sent; the prompt itself is summarised by its size and digest." }, "sweep": { "type": "object", "properties": { "concurrency": { "type": "array", "items": { "type": "number" } }, "requests": { "type": "number" }, "warmup": { "type": "number" }, "max_duration_s": { "type": "number", "description": "The run's time budget in seconds. Absent from files written before it existed." }, "rate": { "type": "array", "items": { "type": "number" }, "description": "Open-loop request-rate levels (requests/s), run after the concurrency levels; absent when none." }, "max_concurrency": { "type": ["number", "null"], "description": "Cap on requests in flight at a rate level; present with `rate`." }, "seed": { "type": ["number", "null"], "description": "Seed of the rate levels' Poisson arrivals; present with `rate`." }, "max_requests": { "type": "number", "description": "Most measured requests per concurrency level when adaptive sampling was on; absent otherwise." }, "target_resolution": { "type": ["number", "null"], "description": "The wanted relative half-width of gated metrics (0.1 = \xB110 %); present with `max_requests`." }, "repeats": { "type": "number", "description": "Times the whole sweep ran, when more than once; absent for one pass." } }, "required": ["concurrency", "requests", "warmup"] }, "preflight": { "anyOf": [{ "$ref": "#/definitions/PreflightResult" }, { "type": "null" }] }, "levels": { "type": "array", "items": { "$ref": "#/definitions/LevelStats" }, "description": "One entry per level with at least one measured request, in the order run. A level cut short by a stop is included with the requests that finished (`requests` below `sweep.requests`)." }, "goodput_bounds": { "type": "object", "properties": { "ttft_ms": { "type": "number" }, "ttfa_ms": { "type": "number" }, "tpot_ms": { "type": "number" }, "e2e_ms": { "type": "number" } }, "description": "The spec's per-request goodput bounds in ms (`goodput`), which `levels[].good_requests`, `goodput` and `slo_attainment` count against; absent when the spec has none." }, "notes": { "type": "array", "items": { "type": "string" }, "description": "Observations worth a person's attention (e.g. no usage sent, so tokens were counted)." }, "hints": { "type": "object", "additionalProperties": { "type": "string" }, "description": "One plain-words hint per error kind the run saw (connectivity check and levels), for the person who must fix it." }, "git": { "anyOf": [{ "$ref": "#/definitions/GitInfo" }, { "type": "null" }], "description": "The commit measured, when known (in a workflow: GITHUB_SHA and GITHUB_REF); null otherwise." }, "environment": { "$ref": "#/definitions/RunEnvironment", "description": "Where it was measured: OS, architecture, CPU, Node.js and tool version, CI runner facts. Absent when the front end did not record it (files written before it existed)." }, "history": { "type": "array", "items": { "$ref": "#/definitions/BaselineRun" }, "description": "Only in a baseline file kept with `baseline.runs` \u2265 2: the raw samples of the last runs, oldest first, this run last. Absent otherwise." }, "checks": { "type": "array", "items": { "$ref": "#/definitions/Check" }, "description": "Every judged threshold and allowed change, passed or not." }, "verdict": { "type": "object", "properties": { "fail_on": { "$ref": "#/definitions/FailOn", "description": "Which kinds of failed checks fail the gate." }, "failed": { "type": "number", "description": "Checks that failed the gate." }, "warned": { "type": "number", "description": "Checks that failed without failing the gate (warn level, or a kind fail_on leaves out)." }, "unverified": { "type": "number", "description": "Checks not judged (not applicable, or no data)." }, "reason": { "type": ["string", "null"], "description": "Why the status is what it is, in plain words: the failed checks, the limits judged at no level (`inconclusive`), the checks not judged next to a pass, or the missing baseline; null for a plain pass and for `error` (see `error`). Absent from older files." }, "on_inconclusive": { "type": "string", "enum": ["fail", "pass"], "description": "The spec's `gate.on_inconclusive`: whether an inconclusive run exits 4 (`fail`) or 0 (`pass`). Absent from older files." } }, "required": ["fail_on", "failed", "warned", "unverified"], "description": "How the checks became the status." }, "knee": { "anyOf": [{ "$ref": "#/definitions/Knee" }, { "type": "null" }], "description": "The capacity knee of the sweep; null when nothing was measured." }, "baseline": { "$ref": "#/definitions/BaselineReport", "description": "The comparison with the stored baseline, or with the same-run reference when `reference` is set." }, "reference": { "$ref": "#/definitions/ReferenceResults", "description": "The reference endpoint measured in the same run (spec `reference`), with its figures per level; absent when the spec has none." }, "shard": { "$ref": "#/definitions/ShardFacts", "description": "Only in the results of one shard of a sweep (`run --shard i/N`): which shard, the common schedule, the clock facts and each level's actual start and stop, for `llm-slo-gate merge`. Its `levels` hold this shard's share of the load. Absent otherwise (docs/shards.md)." }, "shards": { "$ref": "#/definitions/MergedShards", "description": "Only in results merged from shards (`llm-slo-gate merge`): the shards pooled. Absent otherwise." } }, "required": ["schema_version", "tool", "status", "error", "started_at", "finished_at", "duration_s", "incomplete", "endpoint", "workload", "sweep", "preflight", "levels", "notes", "hints", "git", "checks", "verdict", "knee", "baseline"] };
var schema20 = { "type": "string", "enum": ["openai-chat", "openai-completions", "anthropic-messages"], "description": "The API an endpoint speaks (`endpoint.api` in the spec): OpenAI chat completions, OpenAI (legacy) text completions, or Anthropic's Messages API." };
var schema21 = { "type": "object", "properties": { "ok": { "type": "boolean" }, "status_code": { "type": ["number", "null"] }, "error_kind": { "type": ["string", "null"], "description": "The classified error kind when it failed." }, "ttft_ms": { "type": ["number", "null"] }, "e2e_ms": { "type": ["number", "null"] }, "usage": { "type": "boolean", "description": "Whether the server sent a `usage` object in the stream." }, "stream_options": { "type": "boolean", "description": "Whether requests carried `stream_options`: false when the server answered 400 naming it and the run went without it (a note says so). Absent for `anthropic-messages`, which has no such field, and in older files." }, "max_tokens_field": { "type": "string", "enum": ["max_tokens", "max_completion_tokens"], "description": "The body field every request carried its token limit in: `max_tokens`, or `max_completion_tokens` (spec `workload.max_tokens_field`, or chosen when the server answered 400 naming the other and the retried connectivity check worked; a note then says so). Absent for `anthropic-messages`, whose only field is `max_tokens`, and in older files." } }, "required": ["ok", "status_code", "error_kind", "ttft_ms", "e2e_ms", "usage"], "description": "The connectivity check sent before any load." };
var schema43 = { "type": "object", "properties": { "sha": { "type": "string", "description": "Full commit SHA." }, "ref": { "type": ["string", "null"], "description": "The ref the run was made on, such as `refs/heads/main`; null when unknown." } }, "required": ["sha", "ref"], "description": "The commit a run measured, when the front end knows it (in a workflow, `GITHUB_SHA` and `GITHUB_REF`). Proposed as `results.json` field `git`; null or absent for local runs." };
var schema44 = { "type": "object", "properties": { "os": { "type": "string", "description": "`process.platform`: `linux`, `darwin`, `win32`." }, "os_release": { "type": "string", "description": "The kernel or OS release (`os.release()`)." }, "arch": { "type": "string", "description": "`process.arch`: `x64`, `arm64`." }, "cpu_model": { "type": ["string", "null"], "description": "The first CPU's model name; null when the OS does not say." }, "logical_cpus": { "type": "number", "description": "Logical CPUs the process can use." }, "node_version": { "type": "string", "description": "The Node.js version that ran the measurement, e.g. `v20.11.1`." }, "tool_version": { "type": "string", "description": "The tool's version." }, "ci": { "anyOf": [{ "type": "object", "properties": { "github_actions": { "type": "boolean", "description": "True when `GITHUB_ACTIONS` is `true`." }, "runner_os": { "type": ["string", "null"], "description": "`RUNNER_OS`: `Linux`, `macOS`, `Windows`." }, "runner_arch": { "type": ["string", "null"], "description": "`RUNNER_ARCH`: `X64`, `ARM64`." }, "runner_name": { "type": ["string", "null"], "description": "`RUNNER_NAME`: the runner machine's name." }, "runner_environment": { "type": ["string", "null"], "description": "`RUNNER_ENVIRONMENT`: `github-hosted` or `self-hosted`." }, "image_os": { "type": ["string", "null"], "description": "`ImageOS`: the hosted runner image, e.g. `ubuntu24`." }, "image_version": { "type": ["string", "null"], "description": "`ImageVersion`: the hosted runner image's version." } }, "required": ["github_actions", "runner_os", "runner_arch", "runner_name", "runner_environment", "image_os", "image_version"] }, { "type": "null" }], "description": "Facts about the CI runner, from the environment variables CI sets; null outside CI." } }, "required": ["os", "os_release", "arch", "cpu_model", "logical_cpus", "node_version", "tool_version", "ci"], "description": "The measuring machine and tool, recorded in results.json as `environment`. Serialised as-is." };
var schema52 = { "type": "object", "properties": { "reached": { "type": "boolean", "description": "True when a knee was found inside the sweep." }, "concurrency": { "type": ["number", "null"], "description": "Highest concurrency before the knee; null when not reached." }, "recommended_concurrency": { "type": ["number", "null"], "description": "knee \xD7 safety factor, rounded down, at least 1; null when not reached." }, "safety_factor": { "type": "number" }, "min_slo_attainment": { "type": "number", "description": "Present when the knee was chosen by SLO attainment (`knee.min_slo_attainment`, rule in `attainment-knee.ts`): the least attainment a level up to the knee kept. Absent for the TPM rule." }, "reason": { "type": "string", "description": "One sentence explaining the finding (or why none was found)." } }, "required": ["reached", "concurrency", "recommended_concurrency", "safety_factor", "reason"], "description": "The capacity knee found in the sweep: the last level before TPM stops growing while TTFT p95 climbs fast or requests start failing. The exact rule and its thresholds are in `knee.ts`." };
var schema61 = { "type": "object", "properties": { "count": { "type": "number" }, "start_at": { "type": "string", "description": "The common start the shards were given (ISO 8601)." }, "each": { "type": "array", "items": { "type": "object", "properties": { "shard": { "type": "string" }, "host": { "type": "string" }, "clock_synchronized": { "type": ["boolean", "null"] }, "status": { "type": "string", "description": "The shard's own status: `inconclusive` when it measured its share (a shard is never the verdict), `error` when it could not." }, "started_at": { "type": "string" }, "finished_at": { "type": "string" } }, "required": ["shard", "host", "clock_synchronized", "status", "started_at", "finished_at"] }, "description": "Each shard, in index order." } }, "required": ["count", "start_at", "each"], "description": "results.json `shards`: present only in merged results (`llm-slo-gate merge`)." };
var schema22 = { "type": "object", "properties": { "concurrency": { "type": "number", "description": 'Requests held in flight at once (closed loop). At a rate level (`mode: "rate"`), the cap on requests in flight (`sweep.max_concurrency`) instead.' }, "mode": { "type": "string", "enum": ["concurrency", "rate"], "description": "How the level applied load: `concurrency` (closed loop) or `rate` (open loop: requests sent on a Poisson schedule at `rate` requests/s). Files written before rate levels existed have no `mode`; read its absence as `concurrency`. A level is identified by `rate` when it is a rate level, else by `concurrency`." }, "rate": { "type": ["number", "null"], "description": "Target requests/s of a rate level; null (or absent, in older files) for a concurrency level." }, "achieved_rate": { "type": ["number", "null"], "description": "Requests/s actually sent at a rate level: (measured requests \u2212 1) / (last actual send \u2212 first actual send), failures included; null for a concurrency level or under 2 requests." }, "client_queue_ms": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "At a rate level, ms each measured request waited on our side for a free slot under `max_concurrency` (0 when one was free); null for a concurrency level. Not part of TTFT or E2E, which start at the actual send." }, "send_lag_ms": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "At a rate level, ms each measured request went out later than scheduled beyond its queue wait (timer and event-loop lateness of the client); null for a concurrency level." }, "client_behind": { "type": ["string", "null"], "description": "At a rate level, why the client did not apply the load asked for (achieved rate under 90 % of target, send lag p95 above 10 ms, or the cap holding requests back), so the figures are not read as the server's; null when it kept up or for a concurrency level." }, "requests": { "type": "number", "description": "Measured requests sent (warm-up excluded)." }, "succeeded": { "type": "number" }, "failed": { "type": "number" }, "success_rate": { "type": ["number", "null"], "description": "succeeded / requests; null when no request was sent." }, "duration_s": { "type": "number", "description": "Wall time of the measured batch: first send \u2192 last finish, in seconds." }, "qps": { "type": "number", "description": "Successful requests per second. This and the other rates are 0 when `duration_s` is 0." }, "rpm": { "type": "number", "description": "Successful requests per minute." }, "tpm": { "type": "number", "description": "(input + output tokens of successful requests) per minute; unknown input tokens count as 0." }, "output_tokens_per_s": { "type": "number", "description": "Output tokens of successful requests per second." }, "good_requests": { "type": "number", "description": "Measured requests that succeeded and met every per-request bound of the spec's `goodput` section. This and `goodput` and `slo_attainment` are present only when the spec has one." }, "goodput": { "type": "number", "description": "`good_requests` per second of `duration_s` (as `qps`); 0 when `duration_s` is 0." }, "slo_attainment": { "type": ["number", "null"], "description": "`good_requests` / `requests`, failures included; null when no request was sent." }, "errors": { "type": "object", "additionalProperties": { "type": "number" }, "description": "Failed requests by error kind." }, "error_statuses": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "number" } }, "description": 'The HTTP error statuses (400 and up) behind each error kind, ascending (`{"server_error": [500, 503]}`), for kinds whose failures had one; absent when no failed request had a status (and in older files).' }, "tokens_source": { "type": ["string", "null"], "enum": ["usage", "events", "mixed", null], "description": "Where token counts came from across successful requests: usage, events, or mixed." }, "ttft_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Sent \u2192 first token event of any kind (reasoning or answer)." }, "ttfa_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Sent \u2192 first answer event, over the successful requests that got an answer. Equals `ttft_ms` for a model that does not reason. Absent in files written before it was kept." }, "tpot_ms": { "$ref": "#/definitions/LevelDistribution" }, "itl_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Pooled gaps of all successful requests, one per pair of consecutive token events." }, "itl_token_ms": { "$ref": "#/definitions/LevelDistribution", "description": "Pooled per-token gaps: each `itl_ms` gap divided by the tokens of the event closing it (see RequestMetrics.itlTokenMs). Equals `itl_ms` when every event carries one token." }, "reasoning_tokens": { "$ref": "#/definitions/LevelDistribution", "description": "Reasoning tokens per successful request (0 for a request without reasoning)." }, "reasoning_tokens_source": { "type": ["string", "null"], "enum": ["usage", "events", "mixed", null], "description": "Where reasoning token counts came from across requests with reasoning: `usage` (`completion_tokens_details.reasoning_tokens`), `events` (counted reasoning events) or `mixed`; null when no request reasoned." }, "reasoning_only": { "type": "number", "description": "Successful requests that reasoned but sent no answer (`max_tokens` ran out while thinking): they have a TTFT but no TTFA." }, "stream": { "$ref": "#/definitions/StreamStats", "description": "How the server streamed at this level." }, "e2e_ms": { "$ref": "#/definitions/LevelDistribution" }, "input_tokens": { "$ref": "#/definitions/LevelDistribution" }, "output_tokens": { "$ref": "#/definitions/LevelDistribution" }, "request_tps": { "$ref": "#/definitions/LevelDistribution", "description": "Per-request output tokens / E2E seconds." }, "e2e_check": { "type": "object", "properties": { "checked": { "type": "number" }, "off": { "type": "number" }, "median_gap_ms": { "type": ["number", "null"] } }, "required": ["checked", "off", "median_gap_ms"], "description": "The plausibility check E2E \u2248 TTFT + (n \u2212 1) \xD7 TPOT over the successful requests (see `consistency`): how many could be checked, how many were off by more than `E2E_CHECK_TOLERANCE` of their E2E (and at least `E2E_CHECK_MIN_MS`), and the median of E2E \u2212 (TTFT + (n \u2212 1) \xD7 TPOT). A level where many are off is flagged in the notes." }, "client": { "anyOf": [{ "$ref": "#/definitions/ClientCheck" }, { "type": "null" }], "description": "The measuring process's own load during the level (event-loop delay, CPU) and whether the level is flagged client-bound; null when it was not watched." }, "samples": { "$ref": "#/definitions/LevelSamples", "description": "The measured requests as compact per-request columns, kept so that a later run can compare against this one with confidence intervals. Absent in files written before they were kept (such a baseline is compared by its percentiles alone)." }, "adaptive": { "$ref": "#/definitions/AdaptiveSummary", "description": "How the level chose its number of requests when adaptive sampling was on (`sweep.max_requests` above `sweep.requests`); absent for a level of fixed size." }, "repeats": { "type": "array", "items": { "$ref": "#/definitions/RepeatSummary" }, "description": "One entry per pass when `sweep.repeats` is above 1, in pass order: each pass's own medians. The level's distributions and rates pool every pass's requests. Absent with one pass." }, "shard_overlap_s": { "type": "number", "description": "Only in results merged from shards: seconds during which every shard was measuring this level. `duration_s` is this window and the rates (`qps`, `rpm`, `tpm`, `output_tokens_per_s`) count the successful requests that finished inside it, over all shards." }, "shards": { "type": "array", "items": { "$ref": "#/definitions/LevelShard" }, "description": "Only in results merged from shards: each shard's part of the level, in shard order." } }, "required": ["concurrency", "requests", "succeeded", "failed", "success_rate", "duration_s", "qps", "rpm", "tpm", "output_tokens_per_s", "errors", "tokens_source", "ttft_ms", "tpot_ms", "itl_ms", "e2e_ms", "input_tokens", "output_tokens", "request_tps", "e2e_check", "client"], "description": "One load level of a sweep, as written in `results.json` `levels[]`." };
var schema23 = { "type": "object", "properties": { "count": { "type": "number" }, "mean": { "type": ["number", "null"] }, "min": { "type": ["number", "null"] }, "max": { "type": ["number", "null"] }, "p50": { "type": ["number", "null"] }, "p90": { "type": ["number", "null"] }, "p95": { "type": ["number", "null"] }, "p99": { "type": ["number", "null"] }, "note": { "type": "string", "description": "Present only when percentiles were left out because the sample is too small, e.g. `p95 needs at least 20 and p99 at least 100 samples; there were 12`." } }, "required": ["count", "max", "mean", "min", "p50", "p90", "p95", "p99"], "description": "A distribution in a level's statistics. A percentile is also null here when the sample is too small for it (p50 needs 5 samples, p90 10, p95 20, p99 100; see `sample-size.ts`)." };
var schema39 = { "type": "object", "properties": { "ok": { "type": "array", "items": { "type": "number", "enum": [0, 1] }, "description": "1 for a successful request, 0 for a failed one." }, "e2e_ms": { "type": "array", "items": { "type": "number" }, "description": "Sent \u2192 stream finished, every request (a failed one held its slot that long), ms." }, "ttft_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Successful requests only; null for failed ones and when there was no content event." }, "ttfa_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Sent \u2192 first answer event, like `ttft_ms`. Present only when some request reasoned (its TTFA differs from its TTFT); absent, TTFA is TTFT and is read from `ttft_ms`." }, "tpot_ms": { "type": "array", "items": { "type": ["number", "null"] }, "description": "Successful requests only; null when TPOT is undefined (fewer than 2 tokens \u2026)." }, "input_tokens": { "type": "array", "items": { "type": ["number", "null"] }, "description": "From `usage`; null when unknown." }, "output_tokens": { "type": "array", "items": { "type": ["number", "null"] }, "description": "From `usage`, else content events; null when unknown." } }, "required": ["ok", "e2e_ms", "ttft_ms", "tpot_ms", "input_tokens", "output_tokens"], "description": "One level's measured requests as columns, one entry per request in send order (warm-up left out), null where a request has no value. Serialised as-is, hence snake_case." };
var schema40 = { "type": "object", "properties": { "target_resolution": { "type": "number", "description": "The wanted relative half-width of the gated metrics' 95 % intervals (0.1 = \xB110 %)." }, "resolution": { "type": ["number", "null"], "description": "The worst relative half-width reached over the level's measured requests, among the gated metrics; null when one of them could not be bounded (too few samples for its percentile)." }, "reached": { "type": "boolean", "description": "True when `resolution` is at or below `target_resolution`." }, "stopped_because": { "type": "string", "enum": ["target_reached", "max_requests", "time_budget", "run_stopped"], "description": "Why the level stopped sending: `target_reached`, `max_requests`, `time_budget` (another batch would not fit in the level's share of `sweep.max_duration_s`) or `run_stopped` (the run was cancelled or its budget ran out). With repeats, the last pass's reason." }, "max_requests": { "type": "number", "description": "`sweep.max_requests`: the most measured requests one pass of the level could send." }, "metrics": { "type": "object", "additionalProperties": { "type": ["number", "null"] }, "description": "Relative half-width per gated metric path (`ttft_ms.p95`, `tpm`); null when unbounded." } }, "required": ["target_resolution", "resolution", "reached", "stopped_because", "max_requests", "metrics"], "description": "How an adaptive level chose its number of requests." };
var schema41 = { "type": "object", "properties": { "requests": { "type": "number", "description": "Measured requests of this pass." }, "ttft_ms_p50": { "type": ["number", "null"], "description": "Median TTFT of this pass's successful requests, ms; null when none." }, "tpot_ms_p50": { "type": ["number", "null"], "description": "Median TPOT, ms; null when none." }, "itl_ms_p50": { "type": ["number", "null"], "description": "Median of this pass's pooled inter-token gaps, ms; null when none." }, "e2e_ms_p50": { "type": ["number", "null"], "description": "Median E2E latency, ms; null when none." }, "qps": { "type": "number", "description": "Successful requests per second over this pass's measured batch." }, "duration_s": { "type": "number", "description": "Wall time of this pass's measured batch, s." }, "stopped_because": { "type": "string", "enum": ["target_reached", "max_requests", "time_budget", "run_stopped"], "description": "At an adaptive level, why this pass stopped sending (see `AdaptiveSummary`)." } }, "required": ["requests", "ttft_ms_p50", "tpot_ms_p50", "itl_ms_p50", "e2e_ms_p50", "qps", "duration_s"], "description": "One pass of a repeated sweep at one level: its own medians, before pooling." };
var schema31 = { "type": "object", "properties": { "tokens_per_event": { "anyOf": [{ "$ref": "#/definitions/LevelDistribution" }, { "type": "null" }], "description": "Tokens per token event, from the running usage the server sent with every event (vLLM `continuous_usage_stats`); null when no request had running usage." }, "empty_first_event": { "type": "number", "description": "Requests whose first event carried no token (a role-only delta, Anthropic `message_start`)." }, "keep_alives": { "type": "number", "description": "Keep-alive SSE comments and empty `data:` lines, summed over the requests." }, "unterminated": { "type": "number", "description": "Requests whose stream ended by closing, without `[DONE]` (or `message_stop`)." }, "connection_waits": { "type": "number", "description": "Successful requests that waited 50 ms or more before they were written on a connection, because every connection of the pool was still busy (a server holding responses open after their end event, until the client closed them). The wait is outside their TTFT and E2E, which start when the request is written (files written before `connects` was kept counted it inside). Absent in files written before it was kept." }, "connection_wait_max_ms": { "type": ["number", "null"], "description": "The longest of those waits in ms; null when none waited. Absent in files written before it was kept." }, "connects": { "type": "number", "description": "Measured requests that set up the connection they went on (TCP, TLS, a proxy's tunnel) instead of finding a kept-alive one: the server had closed an idle connection, or the warm-up could not open enough. The set-up is outside their TTFT and E2E (`connect_ms` in requests.jsonl). Absent in files written before it was kept." }, "connect_max_ms": { "type": ["number", "null"], "description": "The longest of those set-ups in ms; null when none. Absent in files written before it was kept." }, "resent": { "type": "number", "description": "Measured requests first written on a kept-alive connection that the server closed before any byte of a response, and sent once more on a new connection (`resent` in requests.jsonl); their times are the second sending's. Counted over every measured request, failed or not. Absent in files written before it was kept." }, "fresh_connections": { "type": "number", "description": "Measured requests sent on a connection of their own because the server had closed each earlier connection after one response without saying so (`fresh_connection` in requests.jsonl). Counted over every measured request. Absent in files written before it was kept." }, "implausible_usage": { "type": "number", "description": "Successful requests whose usage held a token count above 10 million, which was ignored (their tokens were counted from the token events). Absent in files written before it was kept." }, "with_usage": { "type": "number", "description": "Requests whose token counts came from the server's usage." }, "reasoning_share": { "type": ["number", "null"], "description": "Reasoning tokens / output tokens over requests with known counts; null when no tokens are known." }, "usage_tokens": { "type": "number", "description": "Output tokens the server's usage counted, over the requests with usage, less reasoning it counted but never streamed (hidden reasoning has no event to compare with)." }, "usage_events": { "type": "number", "description": "Token events (answer and reasoning) of those same requests: equal to `usage_tokens` when each event is one token." } }, "required": ["tokens_per_event", "empty_first_event", "keep_alives", "unterminated", "with_usage", "reasoning_share", "usage_tokens", "usage_events"], "description": "How the server streamed at one level, over its successful requests (`levels[].stream`)." };
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.tokens_per_event === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tokens_per_event" }, message: "must have required property 'tokens_per_event'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.empty_first_event === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "empty_first_event" }, message: "must have required property 'empty_first_event'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.keep_alives === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "keep_alives" }, message: "must have required property 'keep_alives'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.unterminated === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "unterminated" }, message: "must have required property 'unterminated'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.with_usage === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "with_usage" }, message: "must have required property 'with_usage'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.reasoning_share === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reasoning_share" }, message: "must have required property 'reasoning_share'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.usage_tokens === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "usage_tokens" }, message: "must have required property 'usage_tokens'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.usage_events === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "usage_events" }, message: "must have required property 'usage_events'", schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.tokens_per_event !== void 0) {
      let data0 = data.tokens_per_event;
      const _errs2 = errors;
      let valid1 = false;
      const _errs3 = errors;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.count === void 0) {
          const err8 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data0.max === void 0) {
          const err9 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data0.mean === void 0) {
          const err10 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data0.min === void 0) {
          const err11 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data0.p50 === void 0) {
          const err12 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data0.p90 === void 0) {
          const err13 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data0.p95 === void 0) {
          const err14 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data0.p99 === void 0) {
          const err15 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data0 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data0.count !== void 0) {
          let data1 = data0.count;
          if (!(typeof data1 == "number" && isFinite(data1))) {
            const err16 = { instancePath: instancePath + "/tokens_per_event/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data1 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data0.mean !== void 0) {
          let data2 = data0.mean;
          if (!(typeof data2 == "number" && isFinite(data2)) && data2 !== null) {
            const err17 = { instancePath: instancePath + "/tokens_per_event/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data2 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data0.min !== void 0) {
          let data3 = data0.min;
          if (!(typeof data3 == "number" && isFinite(data3)) && data3 !== null) {
            const err18 = { instancePath: instancePath + "/tokens_per_event/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data3 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data0.max !== void 0) {
          let data4 = data0.max;
          if (!(typeof data4 == "number" && isFinite(data4)) && data4 !== null) {
            const err19 = { instancePath: instancePath + "/tokens_per_event/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data4 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data0.p50 !== void 0) {
          let data5 = data0.p50;
          if (!(typeof data5 == "number" && isFinite(data5)) && data5 !== null) {
            const err20 = { instancePath: instancePath + "/tokens_per_event/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data5 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data0.p90 !== void 0) {
          let data6 = data0.p90;
          if (!(typeof data6 == "number" && isFinite(data6)) && data6 !== null) {
            const err21 = { instancePath: instancePath + "/tokens_per_event/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data6 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data0.p95 !== void 0) {
          let data7 = data0.p95;
          if (!(typeof data7 == "number" && isFinite(data7)) && data7 !== null) {
            const err22 = { instancePath: instancePath + "/tokens_per_event/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data7 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data0.p99 !== void 0) {
          let data8 = data0.p99;
          if (!(typeof data8 == "number" && isFinite(data8)) && data8 !== null) {
            const err23 = { instancePath: instancePath + "/tokens_per_event/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data8 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data0.note !== void 0) {
          let data9 = data0.note;
          if (typeof data9 !== "string") {
            const err24 = { instancePath: instancePath + "/tokens_per_event/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data9 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data0 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid0 = _errs3 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs24 = errors;
        if (data0 !== null) {
          const err26 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/properties/tokens_per_event/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema31.properties.tokens_per_event.anyOf[1].type, parentSchema: schema31.properties.tokens_per_event.anyOf[1], data: data0 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        var _valid0 = _errs24 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err27 = { instancePath: instancePath + "/tokens_per_event", schemaPath: "#/properties/tokens_per_event/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema31.properties.tokens_per_event.anyOf, parentSchema: schema31.properties.tokens_per_event, data: data0 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      } else {
        errors = _errs2;
        if (vErrors !== null) {
          if (_errs2) {
            vErrors.length = _errs2;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.empty_first_event !== void 0) {
      let data10 = data.empty_first_event;
      if (!(typeof data10 == "number" && isFinite(data10))) {
        const err28 = { instancePath: instancePath + "/empty_first_event", schemaPath: "#/properties/empty_first_event/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.empty_first_event.type, parentSchema: schema31.properties.empty_first_event, data: data10 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.keep_alives !== void 0) {
      let data11 = data.keep_alives;
      if (!(typeof data11 == "number" && isFinite(data11))) {
        const err29 = { instancePath: instancePath + "/keep_alives", schemaPath: "#/properties/keep_alives/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.keep_alives.type, parentSchema: schema31.properties.keep_alives, data: data11 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.unterminated !== void 0) {
      let data12 = data.unterminated;
      if (!(typeof data12 == "number" && isFinite(data12))) {
        const err30 = { instancePath: instancePath + "/unterminated", schemaPath: "#/properties/unterminated/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.unterminated.type, parentSchema: schema31.properties.unterminated, data: data12 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.connection_waits !== void 0) {
      let data13 = data.connection_waits;
      if (!(typeof data13 == "number" && isFinite(data13))) {
        const err31 = { instancePath: instancePath + "/connection_waits", schemaPath: "#/properties/connection_waits/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.connection_waits.type, parentSchema: schema31.properties.connection_waits, data: data13 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.connection_wait_max_ms !== void 0) {
      let data14 = data.connection_wait_max_ms;
      if (!(typeof data14 == "number" && isFinite(data14)) && data14 !== null) {
        const err32 = { instancePath: instancePath + "/connection_wait_max_ms", schemaPath: "#/properties/connection_wait_max_ms/type", keyword: "type", params: { type: schema31.properties.connection_wait_max_ms.type }, message: "must be number,null", schema: schema31.properties.connection_wait_max_ms.type, parentSchema: schema31.properties.connection_wait_max_ms, data: data14 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.connects !== void 0) {
      let data15 = data.connects;
      if (!(typeof data15 == "number" && isFinite(data15))) {
        const err33 = { instancePath: instancePath + "/connects", schemaPath: "#/properties/connects/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.connects.type, parentSchema: schema31.properties.connects, data: data15 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.connect_max_ms !== void 0) {
      let data16 = data.connect_max_ms;
      if (!(typeof data16 == "number" && isFinite(data16)) && data16 !== null) {
        const err34 = { instancePath: instancePath + "/connect_max_ms", schemaPath: "#/properties/connect_max_ms/type", keyword: "type", params: { type: schema31.properties.connect_max_ms.type }, message: "must be number,null", schema: schema31.properties.connect_max_ms.type, parentSchema: schema31.properties.connect_max_ms, data: data16 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.resent !== void 0) {
      let data17 = data.resent;
      if (!(typeof data17 == "number" && isFinite(data17))) {
        const err35 = { instancePath: instancePath + "/resent", schemaPath: "#/properties/resent/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.resent.type, parentSchema: schema31.properties.resent, data: data17 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.fresh_connections !== void 0) {
      let data18 = data.fresh_connections;
      if (!(typeof data18 == "number" && isFinite(data18))) {
        const err36 = { instancePath: instancePath + "/fresh_connections", schemaPath: "#/properties/fresh_connections/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.fresh_connections.type, parentSchema: schema31.properties.fresh_connections, data: data18 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.implausible_usage !== void 0) {
      let data19 = data.implausible_usage;
      if (!(typeof data19 == "number" && isFinite(data19))) {
        const err37 = { instancePath: instancePath + "/implausible_usage", schemaPath: "#/properties/implausible_usage/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.implausible_usage.type, parentSchema: schema31.properties.implausible_usage, data: data19 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.with_usage !== void 0) {
      let data20 = data.with_usage;
      if (!(typeof data20 == "number" && isFinite(data20))) {
        const err38 = { instancePath: instancePath + "/with_usage", schemaPath: "#/properties/with_usage/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.with_usage.type, parentSchema: schema31.properties.with_usage, data: data20 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.reasoning_share !== void 0) {
      let data21 = data.reasoning_share;
      if (!(typeof data21 == "number" && isFinite(data21)) && data21 !== null) {
        const err39 = { instancePath: instancePath + "/reasoning_share", schemaPath: "#/properties/reasoning_share/type", keyword: "type", params: { type: schema31.properties.reasoning_share.type }, message: "must be number,null", schema: schema31.properties.reasoning_share.type, parentSchema: schema31.properties.reasoning_share, data: data21 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.usage_tokens !== void 0) {
      let data22 = data.usage_tokens;
      if (!(typeof data22 == "number" && isFinite(data22))) {
        const err40 = { instancePath: instancePath + "/usage_tokens", schemaPath: "#/properties/usage_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.usage_tokens.type, parentSchema: schema31.properties.usage_tokens, data: data22 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.usage_events !== void 0) {
      let data23 = data.usage_events;
      if (!(typeof data23 == "number" && isFinite(data23))) {
        const err41 = { instancePath: instancePath + "/usage_events", schemaPath: "#/properties/usage_events/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema31.properties.usage_events.type, parentSchema: schema31.properties.usage_events, data: data23 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
  } else {
    const err42 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err42];
    } else {
      vErrors.push(err42);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
var schema37 = { "type": "object", "properties": { "loop_delay_p99_ms": { "type": "number", "description": "Event-loop delay p99 of the measuring process during the level (how late a 100 ms tick fired), in ms." }, "cpu_share": { "type": "number", "description": "CPU used by the measuring process / wall time (1 = one full core)." }, "loop_busy_share": { "type": "number", "description": "Share of the level's wall time the event loop was running callbacks rather than waiting for I/O (0\u20131)." }, "bound": { "type": "boolean", "description": "True when the client's own delay could move a judged figure by a material share of its allowed change, or the process used nearly a full core." }, "reason": { "type": ["string", "null"], "description": "Why the level is flagged, with the figures; null when it is not." }, "idle_loop_delay_p99_ms": { "type": ["number", "null"], "description": "Event-loop delay p99 of the idle process before the first level, in ms; null when not measured." }, "own_delay_mean_ms": { "type": "number", "description": "How long a response arriving during the level waited for the process's own callbacks to end (see `startSelfCheck`), mean, in ms." }, "own_delay_p99_ms": { "type": "number", "description": "The same, p99." }, "idle_own_delay_p99_ms": { "type": ["number", "null"], "description": "Its p99 at rest before the first level (the floor held against, like the mean at rest), in ms; null when not measured." }, "figures": { "type": "array", "items": { "$ref": "#/definitions/FigureBound" }, "description": "Each judged figure: how far the client's own delay could have moved it, next to its allowed change." } }, "required": ["loop_delay_p99_ms", "cpu_share", "loop_busy_share", "bound", "reason", "idle_loop_delay_p99_ms", "own_delay_mean_ms", "own_delay_p99_ms", "idle_own_delay_p99_ms", "figures"], "description": "The self-check of one level, as written in results.json `levels[].client`." };
var schema38 = { "type": "object", "properties": { "metric": { "type": "string", "description": "Metric path, as in `checks[].metric`." }, "shift_bound": { "type": "number", "description": "The most the client's own delay could have moved the figure, in the metric's unit." }, "allowed_change": { "type": "number", "description": "The change judged there (`max_change`, or the resolution) in the same unit." } }, "required": ["metric", "shift_bound", "allowed_change"], "description": "How far the client's own delay could have moved one judged figure." };
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.loop_delay_p99_ms === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "loop_delay_p99_ms" }, message: "must have required property 'loop_delay_p99_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.cpu_share === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cpu_share" }, message: "must have required property 'cpu_share'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.loop_busy_share === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "loop_busy_share" }, message: "must have required property 'loop_busy_share'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.bound === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bound" }, message: "must have required property 'bound'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.idle_loop_delay_p99_ms === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "idle_loop_delay_p99_ms" }, message: "must have required property 'idle_loop_delay_p99_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.own_delay_mean_ms === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "own_delay_mean_ms" }, message: "must have required property 'own_delay_mean_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.own_delay_p99_ms === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "own_delay_p99_ms" }, message: "must have required property 'own_delay_p99_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.idle_own_delay_p99_ms === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "idle_own_delay_p99_ms" }, message: "must have required property 'idle_own_delay_p99_ms'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.figures === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "figures" }, message: "must have required property 'figures'", schema: schema37.required, parentSchema: schema37, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.loop_delay_p99_ms !== void 0) {
      let data0 = data.loop_delay_p99_ms;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err10 = { instancePath: instancePath + "/loop_delay_p99_ms", schemaPath: "#/properties/loop_delay_p99_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema37.properties.loop_delay_p99_ms.type, parentSchema: schema37.properties.loop_delay_p99_ms, data: data0 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.cpu_share !== void 0) {
      let data1 = data.cpu_share;
      if (!(typeof data1 == "number" && isFinite(data1))) {
        const err11 = { instancePath: instancePath + "/cpu_share", schemaPath: "#/properties/cpu_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema37.properties.cpu_share.type, parentSchema: schema37.properties.cpu_share, data: data1 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.loop_busy_share !== void 0) {
      let data2 = data.loop_busy_share;
      if (!(typeof data2 == "number" && isFinite(data2))) {
        const err12 = { instancePath: instancePath + "/loop_busy_share", schemaPath: "#/properties/loop_busy_share/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema37.properties.loop_busy_share.type, parentSchema: schema37.properties.loop_busy_share, data: data2 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.bound !== void 0) {
      let data3 = data.bound;
      if (typeof data3 !== "boolean") {
        const err13 = { instancePath: instancePath + "/bound", schemaPath: "#/properties/bound/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema37.properties.bound.type, parentSchema: schema37.properties.bound, data: data3 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.reason !== void 0) {
      let data4 = data.reason;
      if (typeof data4 !== "string" && data4 !== null) {
        const err14 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema37.properties.reason.type }, message: "must be string,null", schema: schema37.properties.reason.type, parentSchema: schema37.properties.reason, data: data4 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.idle_loop_delay_p99_ms !== void 0) {
      let data5 = data.idle_loop_delay_p99_ms;
      if (!(typeof data5 == "number" && isFinite(data5)) && data5 !== null) {
        const err15 = { instancePath: instancePath + "/idle_loop_delay_p99_ms", schemaPath: "#/properties/idle_loop_delay_p99_ms/type", keyword: "type", params: { type: schema37.properties.idle_loop_delay_p99_ms.type }, message: "must be number,null", schema: schema37.properties.idle_loop_delay_p99_ms.type, parentSchema: schema37.properties.idle_loop_delay_p99_ms, data: data5 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.own_delay_mean_ms !== void 0) {
      let data6 = data.own_delay_mean_ms;
      if (!(typeof data6 == "number" && isFinite(data6))) {
        const err16 = { instancePath: instancePath + "/own_delay_mean_ms", schemaPath: "#/properties/own_delay_mean_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema37.properties.own_delay_mean_ms.type, parentSchema: schema37.properties.own_delay_mean_ms, data: data6 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.own_delay_p99_ms !== void 0) {
      let data7 = data.own_delay_p99_ms;
      if (!(typeof data7 == "number" && isFinite(data7))) {
        const err17 = { instancePath: instancePath + "/own_delay_p99_ms", schemaPath: "#/properties/own_delay_p99_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema37.properties.own_delay_p99_ms.type, parentSchema: schema37.properties.own_delay_p99_ms, data: data7 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.idle_own_delay_p99_ms !== void 0) {
      let data8 = data.idle_own_delay_p99_ms;
      if (!(typeof data8 == "number" && isFinite(data8)) && data8 !== null) {
        const err18 = { instancePath: instancePath + "/idle_own_delay_p99_ms", schemaPath: "#/properties/idle_own_delay_p99_ms/type", keyword: "type", params: { type: schema37.properties.idle_own_delay_p99_ms.type }, message: "must be number,null", schema: schema37.properties.idle_own_delay_p99_ms.type, parentSchema: schema37.properties.idle_own_delay_p99_ms, data: data8 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.figures !== void 0) {
      let data9 = data.figures;
      if (Array.isArray(data9)) {
        const len0 = data9.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data10 = data9[i0];
          if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            if (data10.metric === void 0) {
              const err19 = { instancePath: instancePath + "/figures/" + i0, schemaPath: "#/definitions/FigureBound/required", keyword: "required", params: { missingProperty: "metric" }, message: "must have required property 'metric'", schema: schema38.required, parentSchema: schema38, data: data10 };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            if (data10.shift_bound === void 0) {
              const err20 = { instancePath: instancePath + "/figures/" + i0, schemaPath: "#/definitions/FigureBound/required", keyword: "required", params: { missingProperty: "shift_bound" }, message: "must have required property 'shift_bound'", schema: schema38.required, parentSchema: schema38, data: data10 };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data10.allowed_change === void 0) {
              const err21 = { instancePath: instancePath + "/figures/" + i0, schemaPath: "#/definitions/FigureBound/required", keyword: "required", params: { missingProperty: "allowed_change" }, message: "must have required property 'allowed_change'", schema: schema38.required, parentSchema: schema38, data: data10 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data10.metric !== void 0) {
              let data11 = data10.metric;
              if (typeof data11 !== "string") {
                const err22 = { instancePath: instancePath + "/figures/" + i0 + "/metric", schemaPath: "#/definitions/FigureBound/properties/metric/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema38.properties.metric.type, parentSchema: schema38.properties.metric, data: data11 };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data10.shift_bound !== void 0) {
              let data12 = data10.shift_bound;
              if (!(typeof data12 == "number" && isFinite(data12))) {
                const err23 = { instancePath: instancePath + "/figures/" + i0 + "/shift_bound", schemaPath: "#/definitions/FigureBound/properties/shift_bound/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema38.properties.shift_bound.type, parentSchema: schema38.properties.shift_bound, data: data12 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data10.allowed_change !== void 0) {
              let data13 = data10.allowed_change;
              if (!(typeof data13 == "number" && isFinite(data13))) {
                const err24 = { instancePath: instancePath + "/figures/" + i0 + "/allowed_change", schemaPath: "#/definitions/FigureBound/properties/allowed_change/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema38.properties.allowed_change.type, parentSchema: schema38.properties.allowed_change, data: data13 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = { instancePath: instancePath + "/figures/" + i0, schemaPath: "#/definitions/FigureBound/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema38.type, parentSchema: schema38, data: data10 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/figures", schemaPath: "#/properties/figures/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema37.properties.figures.type, parentSchema: schema37.properties.figures, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema37.type, parentSchema: schema37, data };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate19.errors = vErrors;
  return errors === 0;
}
var schema42 = { "type": "object", "properties": { "shard": { "type": "string", "description": "`i/N`." }, "concurrency": { "type": "number", "description": "Its share of the level's concurrency (or cap), and at a rate level its rate." }, "rate": { "type": ["number", "null"] }, "requests": { "type": "number" }, "succeeded": { "type": "number" }, "started_at": { "type": "string", "description": "Wall clock of its first measured send and last measured finish (ISO 8601)." }, "finished_at": { "type": "string" }, "client": { "anyOf": [{ "$ref": "#/definitions/ClientCheck" }, { "type": "null" }], "description": "Its own self-check at the level (see `LevelStats.client`)." } }, "required": ["shard", "concurrency", "rate", "requests", "succeeded", "started_at", "finished_at", "client"], "description": "One shard's part of a merged level (`levels[].shards[]`)." };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.shard === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shard" }, message: "must have required property 'shard'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.concurrency === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.rate === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rate" }, message: "must have required property 'rate'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.requests === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.succeeded === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "succeeded" }, message: "must have required property 'succeeded'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.started_at === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.finished_at === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.client === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "client" }, message: "must have required property 'client'", schema: schema42.required, parentSchema: schema42, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.shard !== void 0) {
      let data0 = data.shard;
      if (typeof data0 !== "string") {
        const err8 = { instancePath: instancePath + "/shard", schemaPath: "#/properties/shard/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.shard.type, parentSchema: schema42.properties.shard, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.concurrency !== void 0) {
      let data1 = data.concurrency;
      if (!(typeof data1 == "number" && isFinite(data1))) {
        const err9 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.concurrency.type, parentSchema: schema42.properties.concurrency, data: data1 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.rate !== void 0) {
      let data2 = data.rate;
      if (!(typeof data2 == "number" && isFinite(data2)) && data2 !== null) {
        const err10 = { instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/type", keyword: "type", params: { type: schema42.properties.rate.type }, message: "must be number,null", schema: schema42.properties.rate.type, parentSchema: schema42.properties.rate, data: data2 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.requests !== void 0) {
      let data3 = data.requests;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err11 = { instancePath: instancePath + "/requests", schemaPath: "#/properties/requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.requests.type, parentSchema: schema42.properties.requests, data: data3 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.succeeded !== void 0) {
      let data4 = data.succeeded;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err12 = { instancePath: instancePath + "/succeeded", schemaPath: "#/properties/succeeded/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema42.properties.succeeded.type, parentSchema: schema42.properties.succeeded, data: data4 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.started_at !== void 0) {
      let data5 = data.started_at;
      if (typeof data5 !== "string") {
        const err13 = { instancePath: instancePath + "/started_at", schemaPath: "#/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.started_at.type, parentSchema: schema42.properties.started_at, data: data5 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.finished_at !== void 0) {
      let data6 = data.finished_at;
      if (typeof data6 !== "string") {
        const err14 = { instancePath: instancePath + "/finished_at", schemaPath: "#/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema42.properties.finished_at.type, parentSchema: schema42.properties.finished_at, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.client !== void 0) {
      let data7 = data.client;
      const _errs16 = errors;
      let valid1 = false;
      const _errs17 = errors;
      if (!validate19(data7, { instancePath: instancePath + "/client", parentData: data, parentDataProperty: "client", rootData })) {
        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs17 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs18 = errors;
        if (data7 !== null) {
          const err15 = { instancePath: instancePath + "/client", schemaPath: "#/properties/client/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema42.properties.client.anyOf[1].type, parentSchema: schema42.properties.client.anyOf[1], data: data7 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        var _valid0 = _errs18 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err16 = { instancePath: instancePath + "/client", schemaPath: "#/properties/client/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema42.properties.client.anyOf, parentSchema: schema42.properties.client, data: data7 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      } else {
        errors = _errs16;
        if (vErrors !== null) {
          if (_errs16) {
            vErrors.length = _errs16;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema42.type, parentSchema: schema42, data };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.concurrency === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.requests === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.succeeded === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "succeeded" }, message: "must have required property 'succeeded'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.failed === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.success_rate === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "success_rate" }, message: "must have required property 'success_rate'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.duration_s === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_s" }, message: "must have required property 'duration_s'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.qps === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "qps" }, message: "must have required property 'qps'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.rpm === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rpm" }, message: "must have required property 'rpm'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.tpm === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tpm" }, message: "must have required property 'tpm'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.output_tokens_per_s === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "output_tokens_per_s" }, message: "must have required property 'output_tokens_per_s'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.errors === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property 'errors'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.tokens_source === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tokens_source" }, message: "must have required property 'tokens_source'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.ttft_ms === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ttft_ms" }, message: "must have required property 'ttft_ms'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.tpot_ms === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tpot_ms" }, message: "must have required property 'tpot_ms'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.itl_ms === void 0) {
      const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "itl_ms" }, message: "must have required property 'itl_ms'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.e2e_ms === void 0) {
      const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "e2e_ms" }, message: "must have required property 'e2e_ms'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (data.input_tokens === void 0) {
      const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "input_tokens" }, message: "must have required property 'input_tokens'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.output_tokens === void 0) {
      const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "output_tokens" }, message: "must have required property 'output_tokens'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    if (data.request_tps === void 0) {
      const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "request_tps" }, message: "must have required property 'request_tps'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.e2e_check === void 0) {
      const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "e2e_check" }, message: "must have required property 'e2e_check'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.client === void 0) {
      const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "client" }, message: "must have required property 'client'", schema: schema22.required, parentSchema: schema22, data };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    if (data.concurrency !== void 0) {
      let data0 = data.concurrency;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err21 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.concurrency.type, parentSchema: schema22.properties.concurrency, data: data0 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.mode !== void 0) {
      let data1 = data.mode;
      if (typeof data1 !== "string") {
        const err22 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema22.properties.mode.type, parentSchema: schema22.properties.mode, data: data1 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data1 === "concurrency" || data1 === "rate")) {
        const err23 = { instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema22.properties.mode.enum }, message: "must be equal to one of the allowed values", schema: schema22.properties.mode.enum, parentSchema: schema22.properties.mode, data: data1 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.rate !== void 0) {
      let data2 = data.rate;
      if (!(typeof data2 == "number" && isFinite(data2)) && data2 !== null) {
        const err24 = { instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/type", keyword: "type", params: { type: schema22.properties.rate.type }, message: "must be number,null", schema: schema22.properties.rate.type, parentSchema: schema22.properties.rate, data: data2 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.achieved_rate !== void 0) {
      let data3 = data.achieved_rate;
      if (!(typeof data3 == "number" && isFinite(data3)) && data3 !== null) {
        const err25 = { instancePath: instancePath + "/achieved_rate", schemaPath: "#/properties/achieved_rate/type", keyword: "type", params: { type: schema22.properties.achieved_rate.type }, message: "must be number,null", schema: schema22.properties.achieved_rate.type, parentSchema: schema22.properties.achieved_rate, data: data3 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.client_queue_ms !== void 0) {
      let data4 = data.client_queue_ms;
      const _errs10 = errors;
      let valid1 = false;
      const _errs11 = errors;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.count === void 0) {
          const err26 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data4.max === void 0) {
          const err27 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data4.mean === void 0) {
          const err28 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data4.min === void 0) {
          const err29 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data4.p50 === void 0) {
          const err30 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data4.p90 === void 0) {
          const err31 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data4.p95 === void 0) {
          const err32 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data4.p99 === void 0) {
          const err33 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data4 };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data4.count !== void 0) {
          let data5 = data4.count;
          if (!(typeof data5 == "number" && isFinite(data5))) {
            const err34 = { instancePath: instancePath + "/client_queue_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data5 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data4.mean !== void 0) {
          let data6 = data4.mean;
          if (!(typeof data6 == "number" && isFinite(data6)) && data6 !== null) {
            const err35 = { instancePath: instancePath + "/client_queue_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data6 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data4.min !== void 0) {
          let data7 = data4.min;
          if (!(typeof data7 == "number" && isFinite(data7)) && data7 !== null) {
            const err36 = { instancePath: instancePath + "/client_queue_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data7 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data4.max !== void 0) {
          let data8 = data4.max;
          if (!(typeof data8 == "number" && isFinite(data8)) && data8 !== null) {
            const err37 = { instancePath: instancePath + "/client_queue_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data8 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data4.p50 !== void 0) {
          let data9 = data4.p50;
          if (!(typeof data9 == "number" && isFinite(data9)) && data9 !== null) {
            const err38 = { instancePath: instancePath + "/client_queue_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data9 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data4.p90 !== void 0) {
          let data10 = data4.p90;
          if (!(typeof data10 == "number" && isFinite(data10)) && data10 !== null) {
            const err39 = { instancePath: instancePath + "/client_queue_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data10 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data4.p95 !== void 0) {
          let data11 = data4.p95;
          if (!(typeof data11 == "number" && isFinite(data11)) && data11 !== null) {
            const err40 = { instancePath: instancePath + "/client_queue_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data11 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data4.p99 !== void 0) {
          let data12 = data4.p99;
          if (!(typeof data12 == "number" && isFinite(data12)) && data12 !== null) {
            const err41 = { instancePath: instancePath + "/client_queue_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data12 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data4.note !== void 0) {
          let data13 = data4.note;
          if (typeof data13 !== "string") {
            const err42 = { instancePath: instancePath + "/client_queue_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data13 };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      } else {
        const err43 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data4 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs32 = errors;
        if (data4 !== null) {
          const err44 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/properties/client_queue_ms/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema22.properties.client_queue_ms.anyOf[1].type, parentSchema: schema22.properties.client_queue_ms.anyOf[1], data: data4 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        var _valid0 = _errs32 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err45 = { instancePath: instancePath + "/client_queue_ms", schemaPath: "#/properties/client_queue_ms/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.properties.client_queue_ms.anyOf, parentSchema: schema22.properties.client_queue_ms, data: data4 };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      } else {
        errors = _errs10;
        if (vErrors !== null) {
          if (_errs10) {
            vErrors.length = _errs10;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.send_lag_ms !== void 0) {
      let data14 = data.send_lag_ms;
      const _errs35 = errors;
      let valid4 = false;
      const _errs36 = errors;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14.count === void 0) {
          const err46 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (data14.max === void 0) {
          const err47 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        if (data14.mean === void 0) {
          const err48 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if (data14.min === void 0) {
          const err49 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (data14.p50 === void 0) {
          const err50 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        if (data14.p90 === void 0) {
          const err51 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        if (data14.p95 === void 0) {
          const err52 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        if (data14.p99 === void 0) {
          const err53 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data14 };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (data14.count !== void 0) {
          let data15 = data14.count;
          if (!(typeof data15 == "number" && isFinite(data15))) {
            const err54 = { instancePath: instancePath + "/send_lag_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data15 };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data14.mean !== void 0) {
          let data16 = data14.mean;
          if (!(typeof data16 == "number" && isFinite(data16)) && data16 !== null) {
            const err55 = { instancePath: instancePath + "/send_lag_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data16 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
        if (data14.min !== void 0) {
          let data17 = data14.min;
          if (!(typeof data17 == "number" && isFinite(data17)) && data17 !== null) {
            const err56 = { instancePath: instancePath + "/send_lag_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data17 };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data14.max !== void 0) {
          let data18 = data14.max;
          if (!(typeof data18 == "number" && isFinite(data18)) && data18 !== null) {
            const err57 = { instancePath: instancePath + "/send_lag_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data18 };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
        if (data14.p50 !== void 0) {
          let data19 = data14.p50;
          if (!(typeof data19 == "number" && isFinite(data19)) && data19 !== null) {
            const err58 = { instancePath: instancePath + "/send_lag_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data19 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data14.p90 !== void 0) {
          let data20 = data14.p90;
          if (!(typeof data20 == "number" && isFinite(data20)) && data20 !== null) {
            const err59 = { instancePath: instancePath + "/send_lag_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data20 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data14.p95 !== void 0) {
          let data21 = data14.p95;
          if (!(typeof data21 == "number" && isFinite(data21)) && data21 !== null) {
            const err60 = { instancePath: instancePath + "/send_lag_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data21 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data14.p99 !== void 0) {
          let data22 = data14.p99;
          if (!(typeof data22 == "number" && isFinite(data22)) && data22 !== null) {
            const err61 = { instancePath: instancePath + "/send_lag_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data22 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data14.note !== void 0) {
          let data23 = data14.note;
          if (typeof data23 !== "string") {
            const err62 = { instancePath: instancePath + "/send_lag_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data23 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data14 };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
      var _valid1 = _errs36 === errors;
      valid4 = valid4 || _valid1;
      if (!valid4) {
        const _errs57 = errors;
        if (data14 !== null) {
          const err64 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/properties/send_lag_ms/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema22.properties.send_lag_ms.anyOf[1].type, parentSchema: schema22.properties.send_lag_ms.anyOf[1], data: data14 };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        var _valid1 = _errs57 === errors;
        valid4 = valid4 || _valid1;
      }
      if (!valid4) {
        const err65 = { instancePath: instancePath + "/send_lag_ms", schemaPath: "#/properties/send_lag_ms/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.properties.send_lag_ms.anyOf, parentSchema: schema22.properties.send_lag_ms, data: data14 };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      } else {
        errors = _errs35;
        if (vErrors !== null) {
          if (_errs35) {
            vErrors.length = _errs35;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.client_behind !== void 0) {
      let data24 = data.client_behind;
      if (typeof data24 !== "string" && data24 !== null) {
        const err66 = { instancePath: instancePath + "/client_behind", schemaPath: "#/properties/client_behind/type", keyword: "type", params: { type: schema22.properties.client_behind.type }, message: "must be string,null", schema: schema22.properties.client_behind.type, parentSchema: schema22.properties.client_behind, data: data24 };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.requests !== void 0) {
      let data25 = data.requests;
      if (!(typeof data25 == "number" && isFinite(data25))) {
        const err67 = { instancePath: instancePath + "/requests", schemaPath: "#/properties/requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.requests.type, parentSchema: schema22.properties.requests, data: data25 };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.succeeded !== void 0) {
      let data26 = data.succeeded;
      if (!(typeof data26 == "number" && isFinite(data26))) {
        const err68 = { instancePath: instancePath + "/succeeded", schemaPath: "#/properties/succeeded/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.succeeded.type, parentSchema: schema22.properties.succeeded, data: data26 };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.failed !== void 0) {
      let data27 = data.failed;
      if (!(typeof data27 == "number" && isFinite(data27))) {
        const err69 = { instancePath: instancePath + "/failed", schemaPath: "#/properties/failed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.failed.type, parentSchema: schema22.properties.failed, data: data27 };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.success_rate !== void 0) {
      let data28 = data.success_rate;
      if (!(typeof data28 == "number" && isFinite(data28)) && data28 !== null) {
        const err70 = { instancePath: instancePath + "/success_rate", schemaPath: "#/properties/success_rate/type", keyword: "type", params: { type: schema22.properties.success_rate.type }, message: "must be number,null", schema: schema22.properties.success_rate.type, parentSchema: schema22.properties.success_rate, data: data28 };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
    if (data.duration_s !== void 0) {
      let data29 = data.duration_s;
      if (!(typeof data29 == "number" && isFinite(data29))) {
        const err71 = { instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.duration_s.type, parentSchema: schema22.properties.duration_s, data: data29 };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.qps !== void 0) {
      let data30 = data.qps;
      if (!(typeof data30 == "number" && isFinite(data30))) {
        const err72 = { instancePath: instancePath + "/qps", schemaPath: "#/properties/qps/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.qps.type, parentSchema: schema22.properties.qps, data: data30 };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.rpm !== void 0) {
      let data31 = data.rpm;
      if (!(typeof data31 == "number" && isFinite(data31))) {
        const err73 = { instancePath: instancePath + "/rpm", schemaPath: "#/properties/rpm/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.rpm.type, parentSchema: schema22.properties.rpm, data: data31 };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.tpm !== void 0) {
      let data32 = data.tpm;
      if (!(typeof data32 == "number" && isFinite(data32))) {
        const err74 = { instancePath: instancePath + "/tpm", schemaPath: "#/properties/tpm/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.tpm.type, parentSchema: schema22.properties.tpm, data: data32 };
        if (vErrors === null) {
          vErrors = [err74];
        } else {
          vErrors.push(err74);
        }
        errors++;
      }
    }
    if (data.output_tokens_per_s !== void 0) {
      let data33 = data.output_tokens_per_s;
      if (!(typeof data33 == "number" && isFinite(data33))) {
        const err75 = { instancePath: instancePath + "/output_tokens_per_s", schemaPath: "#/properties/output_tokens_per_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.output_tokens_per_s.type, parentSchema: schema22.properties.output_tokens_per_s, data: data33 };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
    }
    if (data.good_requests !== void 0) {
      let data34 = data.good_requests;
      if (!(typeof data34 == "number" && isFinite(data34))) {
        const err76 = { instancePath: instancePath + "/good_requests", schemaPath: "#/properties/good_requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.good_requests.type, parentSchema: schema22.properties.good_requests, data: data34 };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
        }
        errors++;
      }
    }
    if (data.goodput !== void 0) {
      let data35 = data.goodput;
      if (!(typeof data35 == "number" && isFinite(data35))) {
        const err77 = { instancePath: instancePath + "/goodput", schemaPath: "#/properties/goodput/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.goodput.type, parentSchema: schema22.properties.goodput, data: data35 };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
    if (data.slo_attainment !== void 0) {
      let data36 = data.slo_attainment;
      if (!(typeof data36 == "number" && isFinite(data36)) && data36 !== null) {
        const err78 = { instancePath: instancePath + "/slo_attainment", schemaPath: "#/properties/slo_attainment/type", keyword: "type", params: { type: schema22.properties.slo_attainment.type }, message: "must be number,null", schema: schema22.properties.slo_attainment.type, parentSchema: schema22.properties.slo_attainment, data: data36 };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
    }
    if (data.errors !== void 0) {
      let data37 = data.errors;
      if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
        for (const key0 in data37) {
          let data38 = data37[key0];
          if (!(typeof data38 == "number" && isFinite(data38))) {
            const err79 = { instancePath: instancePath + "/errors/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/errors/additionalProperties/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.errors.additionalProperties.type, parentSchema: schema22.properties.errors.additionalProperties, data: data38 };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
      } else {
        const err80 = { instancePath: instancePath + "/errors", schemaPath: "#/properties/errors/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.properties.errors.type, parentSchema: schema22.properties.errors, data: data37 };
        if (vErrors === null) {
          vErrors = [err80];
        } else {
          vErrors.push(err80);
        }
        errors++;
      }
    }
    if (data.error_statuses !== void 0) {
      let data39 = data.error_statuses;
      if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
        for (const key1 in data39) {
          let data40 = data39[key1];
          if (Array.isArray(data40)) {
            const len0 = data40.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data41 = data40[i0];
              if (!(typeof data41 == "number" && isFinite(data41))) {
                const err81 = { instancePath: instancePath + "/error_statuses/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/properties/error_statuses/additionalProperties/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.error_statuses.additionalProperties.items.type, parentSchema: schema22.properties.error_statuses.additionalProperties.items, data: data41 };
                if (vErrors === null) {
                  vErrors = [err81];
                } else {
                  vErrors.push(err81);
                }
                errors++;
              }
            }
          } else {
            const err82 = { instancePath: instancePath + "/error_statuses/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/error_statuses/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.properties.error_statuses.additionalProperties.type, parentSchema: schema22.properties.error_statuses.additionalProperties, data: data40 };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
      } else {
        const err83 = { instancePath: instancePath + "/error_statuses", schemaPath: "#/properties/error_statuses/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.properties.error_statuses.type, parentSchema: schema22.properties.error_statuses, data: data39 };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
    }
    if (data.tokens_source !== void 0) {
      let data42 = data.tokens_source;
      if (typeof data42 !== "string" && data42 !== null) {
        const err84 = { instancePath: instancePath + "/tokens_source", schemaPath: "#/properties/tokens_source/type", keyword: "type", params: { type: schema22.properties.tokens_source.type }, message: "must be string,null", schema: schema22.properties.tokens_source.type, parentSchema: schema22.properties.tokens_source, data: data42 };
        if (vErrors === null) {
          vErrors = [err84];
        } else {
          vErrors.push(err84);
        }
        errors++;
      }
      if (!(data42 === "usage" || data42 === "events" || data42 === "mixed" || data42 === null)) {
        const err85 = { instancePath: instancePath + "/tokens_source", schemaPath: "#/properties/tokens_source/enum", keyword: "enum", params: { allowedValues: schema22.properties.tokens_source.enum }, message: "must be equal to one of the allowed values", schema: schema22.properties.tokens_source.enum, parentSchema: schema22.properties.tokens_source, data: data42 };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
        }
        errors++;
      }
    }
    if (data.ttft_ms !== void 0) {
      let data43 = data.ttft_ms;
      if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
        if (data43.count === void 0) {
          const err86 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
        if (data43.max === void 0) {
          const err87 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
        if (data43.mean === void 0) {
          const err88 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (data43.min === void 0) {
          const err89 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data43.p50 === void 0) {
          const err90 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        if (data43.p90 === void 0) {
          const err91 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (data43.p95 === void 0) {
          const err92 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
        if (data43.p99 === void 0) {
          const err93 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data43 };
          if (vErrors === null) {
            vErrors = [err93];
          } else {
            vErrors.push(err93);
          }
          errors++;
        }
        if (data43.count !== void 0) {
          let data44 = data43.count;
          if (!(typeof data44 == "number" && isFinite(data44))) {
            const err94 = { instancePath: instancePath + "/ttft_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data44 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data43.mean !== void 0) {
          let data45 = data43.mean;
          if (!(typeof data45 == "number" && isFinite(data45)) && data45 !== null) {
            const err95 = { instancePath: instancePath + "/ttft_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data45 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data43.min !== void 0) {
          let data46 = data43.min;
          if (!(typeof data46 == "number" && isFinite(data46)) && data46 !== null) {
            const err96 = { instancePath: instancePath + "/ttft_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data46 };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data43.max !== void 0) {
          let data47 = data43.max;
          if (!(typeof data47 == "number" && isFinite(data47)) && data47 !== null) {
            const err97 = { instancePath: instancePath + "/ttft_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data47 };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data43.p50 !== void 0) {
          let data48 = data43.p50;
          if (!(typeof data48 == "number" && isFinite(data48)) && data48 !== null) {
            const err98 = { instancePath: instancePath + "/ttft_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data48 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
        if (data43.p90 !== void 0) {
          let data49 = data43.p90;
          if (!(typeof data49 == "number" && isFinite(data49)) && data49 !== null) {
            const err99 = { instancePath: instancePath + "/ttft_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data49 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data43.p95 !== void 0) {
          let data50 = data43.p95;
          if (!(typeof data50 == "number" && isFinite(data50)) && data50 !== null) {
            const err100 = { instancePath: instancePath + "/ttft_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data50 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data43.p99 !== void 0) {
          let data51 = data43.p99;
          if (!(typeof data51 == "number" && isFinite(data51)) && data51 !== null) {
            const err101 = { instancePath: instancePath + "/ttft_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data51 };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data43.note !== void 0) {
          let data52 = data43.note;
          if (typeof data52 !== "string") {
            const err102 = { instancePath: instancePath + "/ttft_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data52 };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
      } else {
        const err103 = { instancePath: instancePath + "/ttft_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data43 };
        if (vErrors === null) {
          vErrors = [err103];
        } else {
          vErrors.push(err103);
        }
        errors++;
      }
    }
    if (data.ttfa_ms !== void 0) {
      let data53 = data.ttfa_ms;
      if (data53 && typeof data53 == "object" && !Array.isArray(data53)) {
        if (data53.count === void 0) {
          const err104 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err104];
          } else {
            vErrors.push(err104);
          }
          errors++;
        }
        if (data53.max === void 0) {
          const err105 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        if (data53.mean === void 0) {
          const err106 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err106];
          } else {
            vErrors.push(err106);
          }
          errors++;
        }
        if (data53.min === void 0) {
          const err107 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err107];
          } else {
            vErrors.push(err107);
          }
          errors++;
        }
        if (data53.p50 === void 0) {
          const err108 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
        if (data53.p90 === void 0) {
          const err109 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err109];
          } else {
            vErrors.push(err109);
          }
          errors++;
        }
        if (data53.p95 === void 0) {
          const err110 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err110];
          } else {
            vErrors.push(err110);
          }
          errors++;
        }
        if (data53.p99 === void 0) {
          const err111 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data53 };
          if (vErrors === null) {
            vErrors = [err111];
          } else {
            vErrors.push(err111);
          }
          errors++;
        }
        if (data53.count !== void 0) {
          let data54 = data53.count;
          if (!(typeof data54 == "number" && isFinite(data54))) {
            const err112 = { instancePath: instancePath + "/ttfa_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data54 };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data53.mean !== void 0) {
          let data55 = data53.mean;
          if (!(typeof data55 == "number" && isFinite(data55)) && data55 !== null) {
            const err113 = { instancePath: instancePath + "/ttfa_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data55 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data53.min !== void 0) {
          let data56 = data53.min;
          if (!(typeof data56 == "number" && isFinite(data56)) && data56 !== null) {
            const err114 = { instancePath: instancePath + "/ttfa_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data56 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        if (data53.max !== void 0) {
          let data57 = data53.max;
          if (!(typeof data57 == "number" && isFinite(data57)) && data57 !== null) {
            const err115 = { instancePath: instancePath + "/ttfa_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data57 };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data53.p50 !== void 0) {
          let data58 = data53.p50;
          if (!(typeof data58 == "number" && isFinite(data58)) && data58 !== null) {
            const err116 = { instancePath: instancePath + "/ttfa_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data58 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        }
        if (data53.p90 !== void 0) {
          let data59 = data53.p90;
          if (!(typeof data59 == "number" && isFinite(data59)) && data59 !== null) {
            const err117 = { instancePath: instancePath + "/ttfa_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data59 };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data53.p95 !== void 0) {
          let data60 = data53.p95;
          if (!(typeof data60 == "number" && isFinite(data60)) && data60 !== null) {
            const err118 = { instancePath: instancePath + "/ttfa_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data60 };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data53.p99 !== void 0) {
          let data61 = data53.p99;
          if (!(typeof data61 == "number" && isFinite(data61)) && data61 !== null) {
            const err119 = { instancePath: instancePath + "/ttfa_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data61 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data53.note !== void 0) {
          let data62 = data53.note;
          if (typeof data62 !== "string") {
            const err120 = { instancePath: instancePath + "/ttfa_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data62 };
            if (vErrors === null) {
              vErrors = [err120];
            } else {
              vErrors.push(err120);
            }
            errors++;
          }
        }
      } else {
        const err121 = { instancePath: instancePath + "/ttfa_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data53 };
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
    }
    if (data.tpot_ms !== void 0) {
      let data63 = data.tpot_ms;
      if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
        if (data63.count === void 0) {
          const err122 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
        if (data63.max === void 0) {
          const err123 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
        if (data63.mean === void 0) {
          const err124 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err124];
          } else {
            vErrors.push(err124);
          }
          errors++;
        }
        if (data63.min === void 0) {
          const err125 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
        if (data63.p50 === void 0) {
          const err126 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err126];
          } else {
            vErrors.push(err126);
          }
          errors++;
        }
        if (data63.p90 === void 0) {
          const err127 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err127];
          } else {
            vErrors.push(err127);
          }
          errors++;
        }
        if (data63.p95 === void 0) {
          const err128 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err128];
          } else {
            vErrors.push(err128);
          }
          errors++;
        }
        if (data63.p99 === void 0) {
          const err129 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data63 };
          if (vErrors === null) {
            vErrors = [err129];
          } else {
            vErrors.push(err129);
          }
          errors++;
        }
        if (data63.count !== void 0) {
          let data64 = data63.count;
          if (!(typeof data64 == "number" && isFinite(data64))) {
            const err130 = { instancePath: instancePath + "/tpot_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data64 };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
        if (data63.mean !== void 0) {
          let data65 = data63.mean;
          if (!(typeof data65 == "number" && isFinite(data65)) && data65 !== null) {
            const err131 = { instancePath: instancePath + "/tpot_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data65 };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
        if (data63.min !== void 0) {
          let data66 = data63.min;
          if (!(typeof data66 == "number" && isFinite(data66)) && data66 !== null) {
            const err132 = { instancePath: instancePath + "/tpot_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data66 };
            if (vErrors === null) {
              vErrors = [err132];
            } else {
              vErrors.push(err132);
            }
            errors++;
          }
        }
        if (data63.max !== void 0) {
          let data67 = data63.max;
          if (!(typeof data67 == "number" && isFinite(data67)) && data67 !== null) {
            const err133 = { instancePath: instancePath + "/tpot_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data67 };
            if (vErrors === null) {
              vErrors = [err133];
            } else {
              vErrors.push(err133);
            }
            errors++;
          }
        }
        if (data63.p50 !== void 0) {
          let data68 = data63.p50;
          if (!(typeof data68 == "number" && isFinite(data68)) && data68 !== null) {
            const err134 = { instancePath: instancePath + "/tpot_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data68 };
            if (vErrors === null) {
              vErrors = [err134];
            } else {
              vErrors.push(err134);
            }
            errors++;
          }
        }
        if (data63.p90 !== void 0) {
          let data69 = data63.p90;
          if (!(typeof data69 == "number" && isFinite(data69)) && data69 !== null) {
            const err135 = { instancePath: instancePath + "/tpot_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data69 };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
        if (data63.p95 !== void 0) {
          let data70 = data63.p95;
          if (!(typeof data70 == "number" && isFinite(data70)) && data70 !== null) {
            const err136 = { instancePath: instancePath + "/tpot_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data70 };
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
        if (data63.p99 !== void 0) {
          let data71 = data63.p99;
          if (!(typeof data71 == "number" && isFinite(data71)) && data71 !== null) {
            const err137 = { instancePath: instancePath + "/tpot_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data71 };
            if (vErrors === null) {
              vErrors = [err137];
            } else {
              vErrors.push(err137);
            }
            errors++;
          }
        }
        if (data63.note !== void 0) {
          let data72 = data63.note;
          if (typeof data72 !== "string") {
            const err138 = { instancePath: instancePath + "/tpot_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data72 };
            if (vErrors === null) {
              vErrors = [err138];
            } else {
              vErrors.push(err138);
            }
            errors++;
          }
        }
      } else {
        const err139 = { instancePath: instancePath + "/tpot_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data63 };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      }
    }
    if (data.itl_ms !== void 0) {
      let data73 = data.itl_ms;
      if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
        if (data73.count === void 0) {
          const err140 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
        if (data73.max === void 0) {
          const err141 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data73.mean === void 0) {
          const err142 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        if (data73.min === void 0) {
          const err143 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err143];
          } else {
            vErrors.push(err143);
          }
          errors++;
        }
        if (data73.p50 === void 0) {
          const err144 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
        if (data73.p90 === void 0) {
          const err145 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err145];
          } else {
            vErrors.push(err145);
          }
          errors++;
        }
        if (data73.p95 === void 0) {
          const err146 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err146];
          } else {
            vErrors.push(err146);
          }
          errors++;
        }
        if (data73.p99 === void 0) {
          const err147 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data73 };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
        if (data73.count !== void 0) {
          let data74 = data73.count;
          if (!(typeof data74 == "number" && isFinite(data74))) {
            const err148 = { instancePath: instancePath + "/itl_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data74 };
            if (vErrors === null) {
              vErrors = [err148];
            } else {
              vErrors.push(err148);
            }
            errors++;
          }
        }
        if (data73.mean !== void 0) {
          let data75 = data73.mean;
          if (!(typeof data75 == "number" && isFinite(data75)) && data75 !== null) {
            const err149 = { instancePath: instancePath + "/itl_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data75 };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
        }
        if (data73.min !== void 0) {
          let data76 = data73.min;
          if (!(typeof data76 == "number" && isFinite(data76)) && data76 !== null) {
            const err150 = { instancePath: instancePath + "/itl_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data76 };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data73.max !== void 0) {
          let data77 = data73.max;
          if (!(typeof data77 == "number" && isFinite(data77)) && data77 !== null) {
            const err151 = { instancePath: instancePath + "/itl_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data77 };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
        if (data73.p50 !== void 0) {
          let data78 = data73.p50;
          if (!(typeof data78 == "number" && isFinite(data78)) && data78 !== null) {
            const err152 = { instancePath: instancePath + "/itl_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data78 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data73.p90 !== void 0) {
          let data79 = data73.p90;
          if (!(typeof data79 == "number" && isFinite(data79)) && data79 !== null) {
            const err153 = { instancePath: instancePath + "/itl_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data79 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        if (data73.p95 !== void 0) {
          let data80 = data73.p95;
          if (!(typeof data80 == "number" && isFinite(data80)) && data80 !== null) {
            const err154 = { instancePath: instancePath + "/itl_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data80 };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
        if (data73.p99 !== void 0) {
          let data81 = data73.p99;
          if (!(typeof data81 == "number" && isFinite(data81)) && data81 !== null) {
            const err155 = { instancePath: instancePath + "/itl_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data81 };
            if (vErrors === null) {
              vErrors = [err155];
            } else {
              vErrors.push(err155);
            }
            errors++;
          }
        }
        if (data73.note !== void 0) {
          let data82 = data73.note;
          if (typeof data82 !== "string") {
            const err156 = { instancePath: instancePath + "/itl_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data82 };
            if (vErrors === null) {
              vErrors = [err156];
            } else {
              vErrors.push(err156);
            }
            errors++;
          }
        }
      } else {
        const err157 = { instancePath: instancePath + "/itl_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data73 };
        if (vErrors === null) {
          vErrors = [err157];
        } else {
          vErrors.push(err157);
        }
        errors++;
      }
    }
    if (data.itl_token_ms !== void 0) {
      let data83 = data.itl_token_ms;
      if (data83 && typeof data83 == "object" && !Array.isArray(data83)) {
        if (data83.count === void 0) {
          const err158 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err158];
          } else {
            vErrors.push(err158);
          }
          errors++;
        }
        if (data83.max === void 0) {
          const err159 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err159];
          } else {
            vErrors.push(err159);
          }
          errors++;
        }
        if (data83.mean === void 0) {
          const err160 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err160];
          } else {
            vErrors.push(err160);
          }
          errors++;
        }
        if (data83.min === void 0) {
          const err161 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err161];
          } else {
            vErrors.push(err161);
          }
          errors++;
        }
        if (data83.p50 === void 0) {
          const err162 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err162];
          } else {
            vErrors.push(err162);
          }
          errors++;
        }
        if (data83.p90 === void 0) {
          const err163 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err163];
          } else {
            vErrors.push(err163);
          }
          errors++;
        }
        if (data83.p95 === void 0) {
          const err164 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err164];
          } else {
            vErrors.push(err164);
          }
          errors++;
        }
        if (data83.p99 === void 0) {
          const err165 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data83 };
          if (vErrors === null) {
            vErrors = [err165];
          } else {
            vErrors.push(err165);
          }
          errors++;
        }
        if (data83.count !== void 0) {
          let data84 = data83.count;
          if (!(typeof data84 == "number" && isFinite(data84))) {
            const err166 = { instancePath: instancePath + "/itl_token_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data84 };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          }
        }
        if (data83.mean !== void 0) {
          let data85 = data83.mean;
          if (!(typeof data85 == "number" && isFinite(data85)) && data85 !== null) {
            const err167 = { instancePath: instancePath + "/itl_token_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data85 };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
        }
        if (data83.min !== void 0) {
          let data86 = data83.min;
          if (!(typeof data86 == "number" && isFinite(data86)) && data86 !== null) {
            const err168 = { instancePath: instancePath + "/itl_token_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data86 };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
        }
        if (data83.max !== void 0) {
          let data87 = data83.max;
          if (!(typeof data87 == "number" && isFinite(data87)) && data87 !== null) {
            const err169 = { instancePath: instancePath + "/itl_token_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data87 };
            if (vErrors === null) {
              vErrors = [err169];
            } else {
              vErrors.push(err169);
            }
            errors++;
          }
        }
        if (data83.p50 !== void 0) {
          let data88 = data83.p50;
          if (!(typeof data88 == "number" && isFinite(data88)) && data88 !== null) {
            const err170 = { instancePath: instancePath + "/itl_token_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data88 };
            if (vErrors === null) {
              vErrors = [err170];
            } else {
              vErrors.push(err170);
            }
            errors++;
          }
        }
        if (data83.p90 !== void 0) {
          let data89 = data83.p90;
          if (!(typeof data89 == "number" && isFinite(data89)) && data89 !== null) {
            const err171 = { instancePath: instancePath + "/itl_token_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data89 };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          }
        }
        if (data83.p95 !== void 0) {
          let data90 = data83.p95;
          if (!(typeof data90 == "number" && isFinite(data90)) && data90 !== null) {
            const err172 = { instancePath: instancePath + "/itl_token_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data90 };
            if (vErrors === null) {
              vErrors = [err172];
            } else {
              vErrors.push(err172);
            }
            errors++;
          }
        }
        if (data83.p99 !== void 0) {
          let data91 = data83.p99;
          if (!(typeof data91 == "number" && isFinite(data91)) && data91 !== null) {
            const err173 = { instancePath: instancePath + "/itl_token_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data91 };
            if (vErrors === null) {
              vErrors = [err173];
            } else {
              vErrors.push(err173);
            }
            errors++;
          }
        }
        if (data83.note !== void 0) {
          let data92 = data83.note;
          if (typeof data92 !== "string") {
            const err174 = { instancePath: instancePath + "/itl_token_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data92 };
            if (vErrors === null) {
              vErrors = [err174];
            } else {
              vErrors.push(err174);
            }
            errors++;
          }
        }
      } else {
        const err175 = { instancePath: instancePath + "/itl_token_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data83 };
        if (vErrors === null) {
          vErrors = [err175];
        } else {
          vErrors.push(err175);
        }
        errors++;
      }
    }
    if (data.reasoning_tokens !== void 0) {
      let data93 = data.reasoning_tokens;
      if (data93 && typeof data93 == "object" && !Array.isArray(data93)) {
        if (data93.count === void 0) {
          const err176 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err176];
          } else {
            vErrors.push(err176);
          }
          errors++;
        }
        if (data93.max === void 0) {
          const err177 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err177];
          } else {
            vErrors.push(err177);
          }
          errors++;
        }
        if (data93.mean === void 0) {
          const err178 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err178];
          } else {
            vErrors.push(err178);
          }
          errors++;
        }
        if (data93.min === void 0) {
          const err179 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err179];
          } else {
            vErrors.push(err179);
          }
          errors++;
        }
        if (data93.p50 === void 0) {
          const err180 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err180];
          } else {
            vErrors.push(err180);
          }
          errors++;
        }
        if (data93.p90 === void 0) {
          const err181 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err181];
          } else {
            vErrors.push(err181);
          }
          errors++;
        }
        if (data93.p95 === void 0) {
          const err182 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err182];
          } else {
            vErrors.push(err182);
          }
          errors++;
        }
        if (data93.p99 === void 0) {
          const err183 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data93 };
          if (vErrors === null) {
            vErrors = [err183];
          } else {
            vErrors.push(err183);
          }
          errors++;
        }
        if (data93.count !== void 0) {
          let data94 = data93.count;
          if (!(typeof data94 == "number" && isFinite(data94))) {
            const err184 = { instancePath: instancePath + "/reasoning_tokens/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data94 };
            if (vErrors === null) {
              vErrors = [err184];
            } else {
              vErrors.push(err184);
            }
            errors++;
          }
        }
        if (data93.mean !== void 0) {
          let data95 = data93.mean;
          if (!(typeof data95 == "number" && isFinite(data95)) && data95 !== null) {
            const err185 = { instancePath: instancePath + "/reasoning_tokens/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data95 };
            if (vErrors === null) {
              vErrors = [err185];
            } else {
              vErrors.push(err185);
            }
            errors++;
          }
        }
        if (data93.min !== void 0) {
          let data96 = data93.min;
          if (!(typeof data96 == "number" && isFinite(data96)) && data96 !== null) {
            const err186 = { instancePath: instancePath + "/reasoning_tokens/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data96 };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
        }
        if (data93.max !== void 0) {
          let data97 = data93.max;
          if (!(typeof data97 == "number" && isFinite(data97)) && data97 !== null) {
            const err187 = { instancePath: instancePath + "/reasoning_tokens/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data97 };
            if (vErrors === null) {
              vErrors = [err187];
            } else {
              vErrors.push(err187);
            }
            errors++;
          }
        }
        if (data93.p50 !== void 0) {
          let data98 = data93.p50;
          if (!(typeof data98 == "number" && isFinite(data98)) && data98 !== null) {
            const err188 = { instancePath: instancePath + "/reasoning_tokens/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data98 };
            if (vErrors === null) {
              vErrors = [err188];
            } else {
              vErrors.push(err188);
            }
            errors++;
          }
        }
        if (data93.p90 !== void 0) {
          let data99 = data93.p90;
          if (!(typeof data99 == "number" && isFinite(data99)) && data99 !== null) {
            const err189 = { instancePath: instancePath + "/reasoning_tokens/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data99 };
            if (vErrors === null) {
              vErrors = [err189];
            } else {
              vErrors.push(err189);
            }
            errors++;
          }
        }
        if (data93.p95 !== void 0) {
          let data100 = data93.p95;
          if (!(typeof data100 == "number" && isFinite(data100)) && data100 !== null) {
            const err190 = { instancePath: instancePath + "/reasoning_tokens/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data100 };
            if (vErrors === null) {
              vErrors = [err190];
            } else {
              vErrors.push(err190);
            }
            errors++;
          }
        }
        if (data93.p99 !== void 0) {
          let data101 = data93.p99;
          if (!(typeof data101 == "number" && isFinite(data101)) && data101 !== null) {
            const err191 = { instancePath: instancePath + "/reasoning_tokens/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data101 };
            if (vErrors === null) {
              vErrors = [err191];
            } else {
              vErrors.push(err191);
            }
            errors++;
          }
        }
        if (data93.note !== void 0) {
          let data102 = data93.note;
          if (typeof data102 !== "string") {
            const err192 = { instancePath: instancePath + "/reasoning_tokens/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data102 };
            if (vErrors === null) {
              vErrors = [err192];
            } else {
              vErrors.push(err192);
            }
            errors++;
          }
        }
      } else {
        const err193 = { instancePath: instancePath + "/reasoning_tokens", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data93 };
        if (vErrors === null) {
          vErrors = [err193];
        } else {
          vErrors.push(err193);
        }
        errors++;
      }
    }
    if (data.reasoning_tokens_source !== void 0) {
      let data103 = data.reasoning_tokens_source;
      if (typeof data103 !== "string" && data103 !== null) {
        const err194 = { instancePath: instancePath + "/reasoning_tokens_source", schemaPath: "#/properties/reasoning_tokens_source/type", keyword: "type", params: { type: schema22.properties.reasoning_tokens_source.type }, message: "must be string,null", schema: schema22.properties.reasoning_tokens_source.type, parentSchema: schema22.properties.reasoning_tokens_source, data: data103 };
        if (vErrors === null) {
          vErrors = [err194];
        } else {
          vErrors.push(err194);
        }
        errors++;
      }
      if (!(data103 === "usage" || data103 === "events" || data103 === "mixed" || data103 === null)) {
        const err195 = { instancePath: instancePath + "/reasoning_tokens_source", schemaPath: "#/properties/reasoning_tokens_source/enum", keyword: "enum", params: { allowedValues: schema22.properties.reasoning_tokens_source.enum }, message: "must be equal to one of the allowed values", schema: schema22.properties.reasoning_tokens_source.enum, parentSchema: schema22.properties.reasoning_tokens_source, data: data103 };
        if (vErrors === null) {
          vErrors = [err195];
        } else {
          vErrors.push(err195);
        }
        errors++;
      }
    }
    if (data.reasoning_only !== void 0) {
      let data104 = data.reasoning_only;
      if (!(typeof data104 == "number" && isFinite(data104))) {
        const err196 = { instancePath: instancePath + "/reasoning_only", schemaPath: "#/properties/reasoning_only/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.reasoning_only.type, parentSchema: schema22.properties.reasoning_only, data: data104 };
        if (vErrors === null) {
          vErrors = [err196];
        } else {
          vErrors.push(err196);
        }
        errors++;
      }
    }
    if (data.stream !== void 0) {
      if (!validate17(data.stream, { instancePath: instancePath + "/stream", parentData: data, parentDataProperty: "stream", rootData })) {
        vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
        errors = vErrors.length;
      }
    }
    if (data.e2e_ms !== void 0) {
      let data106 = data.e2e_ms;
      if (data106 && typeof data106 == "object" && !Array.isArray(data106)) {
        if (data106.count === void 0) {
          const err197 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err197];
          } else {
            vErrors.push(err197);
          }
          errors++;
        }
        if (data106.max === void 0) {
          const err198 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err198];
          } else {
            vErrors.push(err198);
          }
          errors++;
        }
        if (data106.mean === void 0) {
          const err199 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err199];
          } else {
            vErrors.push(err199);
          }
          errors++;
        }
        if (data106.min === void 0) {
          const err200 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err200];
          } else {
            vErrors.push(err200);
          }
          errors++;
        }
        if (data106.p50 === void 0) {
          const err201 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err201];
          } else {
            vErrors.push(err201);
          }
          errors++;
        }
        if (data106.p90 === void 0) {
          const err202 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err202];
          } else {
            vErrors.push(err202);
          }
          errors++;
        }
        if (data106.p95 === void 0) {
          const err203 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err203];
          } else {
            vErrors.push(err203);
          }
          errors++;
        }
        if (data106.p99 === void 0) {
          const err204 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data106 };
          if (vErrors === null) {
            vErrors = [err204];
          } else {
            vErrors.push(err204);
          }
          errors++;
        }
        if (data106.count !== void 0) {
          let data107 = data106.count;
          if (!(typeof data107 == "number" && isFinite(data107))) {
            const err205 = { instancePath: instancePath + "/e2e_ms/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data107 };
            if (vErrors === null) {
              vErrors = [err205];
            } else {
              vErrors.push(err205);
            }
            errors++;
          }
        }
        if (data106.mean !== void 0) {
          let data108 = data106.mean;
          if (!(typeof data108 == "number" && isFinite(data108)) && data108 !== null) {
            const err206 = { instancePath: instancePath + "/e2e_ms/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data108 };
            if (vErrors === null) {
              vErrors = [err206];
            } else {
              vErrors.push(err206);
            }
            errors++;
          }
        }
        if (data106.min !== void 0) {
          let data109 = data106.min;
          if (!(typeof data109 == "number" && isFinite(data109)) && data109 !== null) {
            const err207 = { instancePath: instancePath + "/e2e_ms/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data109 };
            if (vErrors === null) {
              vErrors = [err207];
            } else {
              vErrors.push(err207);
            }
            errors++;
          }
        }
        if (data106.max !== void 0) {
          let data110 = data106.max;
          if (!(typeof data110 == "number" && isFinite(data110)) && data110 !== null) {
            const err208 = { instancePath: instancePath + "/e2e_ms/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data110 };
            if (vErrors === null) {
              vErrors = [err208];
            } else {
              vErrors.push(err208);
            }
            errors++;
          }
        }
        if (data106.p50 !== void 0) {
          let data111 = data106.p50;
          if (!(typeof data111 == "number" && isFinite(data111)) && data111 !== null) {
            const err209 = { instancePath: instancePath + "/e2e_ms/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data111 };
            if (vErrors === null) {
              vErrors = [err209];
            } else {
              vErrors.push(err209);
            }
            errors++;
          }
        }
        if (data106.p90 !== void 0) {
          let data112 = data106.p90;
          if (!(typeof data112 == "number" && isFinite(data112)) && data112 !== null) {
            const err210 = { instancePath: instancePath + "/e2e_ms/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data112 };
            if (vErrors === null) {
              vErrors = [err210];
            } else {
              vErrors.push(err210);
            }
            errors++;
          }
        }
        if (data106.p95 !== void 0) {
          let data113 = data106.p95;
          if (!(typeof data113 == "number" && isFinite(data113)) && data113 !== null) {
            const err211 = { instancePath: instancePath + "/e2e_ms/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data113 };
            if (vErrors === null) {
              vErrors = [err211];
            } else {
              vErrors.push(err211);
            }
            errors++;
          }
        }
        if (data106.p99 !== void 0) {
          let data114 = data106.p99;
          if (!(typeof data114 == "number" && isFinite(data114)) && data114 !== null) {
            const err212 = { instancePath: instancePath + "/e2e_ms/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data114 };
            if (vErrors === null) {
              vErrors = [err212];
            } else {
              vErrors.push(err212);
            }
            errors++;
          }
        }
        if (data106.note !== void 0) {
          let data115 = data106.note;
          if (typeof data115 !== "string") {
            const err213 = { instancePath: instancePath + "/e2e_ms/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data115 };
            if (vErrors === null) {
              vErrors = [err213];
            } else {
              vErrors.push(err213);
            }
            errors++;
          }
        }
      } else {
        const err214 = { instancePath: instancePath + "/e2e_ms", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data106 };
        if (vErrors === null) {
          vErrors = [err214];
        } else {
          vErrors.push(err214);
        }
        errors++;
      }
    }
    if (data.input_tokens !== void 0) {
      let data116 = data.input_tokens;
      if (data116 && typeof data116 == "object" && !Array.isArray(data116)) {
        if (data116.count === void 0) {
          const err215 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err215];
          } else {
            vErrors.push(err215);
          }
          errors++;
        }
        if (data116.max === void 0) {
          const err216 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err216];
          } else {
            vErrors.push(err216);
          }
          errors++;
        }
        if (data116.mean === void 0) {
          const err217 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err217];
          } else {
            vErrors.push(err217);
          }
          errors++;
        }
        if (data116.min === void 0) {
          const err218 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err218];
          } else {
            vErrors.push(err218);
          }
          errors++;
        }
        if (data116.p50 === void 0) {
          const err219 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err219];
          } else {
            vErrors.push(err219);
          }
          errors++;
        }
        if (data116.p90 === void 0) {
          const err220 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err220];
          } else {
            vErrors.push(err220);
          }
          errors++;
        }
        if (data116.p95 === void 0) {
          const err221 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err221];
          } else {
            vErrors.push(err221);
          }
          errors++;
        }
        if (data116.p99 === void 0) {
          const err222 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data116 };
          if (vErrors === null) {
            vErrors = [err222];
          } else {
            vErrors.push(err222);
          }
          errors++;
        }
        if (data116.count !== void 0) {
          let data117 = data116.count;
          if (!(typeof data117 == "number" && isFinite(data117))) {
            const err223 = { instancePath: instancePath + "/input_tokens/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data117 };
            if (vErrors === null) {
              vErrors = [err223];
            } else {
              vErrors.push(err223);
            }
            errors++;
          }
        }
        if (data116.mean !== void 0) {
          let data118 = data116.mean;
          if (!(typeof data118 == "number" && isFinite(data118)) && data118 !== null) {
            const err224 = { instancePath: instancePath + "/input_tokens/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data118 };
            if (vErrors === null) {
              vErrors = [err224];
            } else {
              vErrors.push(err224);
            }
            errors++;
          }
        }
        if (data116.min !== void 0) {
          let data119 = data116.min;
          if (!(typeof data119 == "number" && isFinite(data119)) && data119 !== null) {
            const err225 = { instancePath: instancePath + "/input_tokens/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data119 };
            if (vErrors === null) {
              vErrors = [err225];
            } else {
              vErrors.push(err225);
            }
            errors++;
          }
        }
        if (data116.max !== void 0) {
          let data120 = data116.max;
          if (!(typeof data120 == "number" && isFinite(data120)) && data120 !== null) {
            const err226 = { instancePath: instancePath + "/input_tokens/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data120 };
            if (vErrors === null) {
              vErrors = [err226];
            } else {
              vErrors.push(err226);
            }
            errors++;
          }
        }
        if (data116.p50 !== void 0) {
          let data121 = data116.p50;
          if (!(typeof data121 == "number" && isFinite(data121)) && data121 !== null) {
            const err227 = { instancePath: instancePath + "/input_tokens/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data121 };
            if (vErrors === null) {
              vErrors = [err227];
            } else {
              vErrors.push(err227);
            }
            errors++;
          }
        }
        if (data116.p90 !== void 0) {
          let data122 = data116.p90;
          if (!(typeof data122 == "number" && isFinite(data122)) && data122 !== null) {
            const err228 = { instancePath: instancePath + "/input_tokens/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data122 };
            if (vErrors === null) {
              vErrors = [err228];
            } else {
              vErrors.push(err228);
            }
            errors++;
          }
        }
        if (data116.p95 !== void 0) {
          let data123 = data116.p95;
          if (!(typeof data123 == "number" && isFinite(data123)) && data123 !== null) {
            const err229 = { instancePath: instancePath + "/input_tokens/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data123 };
            if (vErrors === null) {
              vErrors = [err229];
            } else {
              vErrors.push(err229);
            }
            errors++;
          }
        }
        if (data116.p99 !== void 0) {
          let data124 = data116.p99;
          if (!(typeof data124 == "number" && isFinite(data124)) && data124 !== null) {
            const err230 = { instancePath: instancePath + "/input_tokens/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data124 };
            if (vErrors === null) {
              vErrors = [err230];
            } else {
              vErrors.push(err230);
            }
            errors++;
          }
        }
        if (data116.note !== void 0) {
          let data125 = data116.note;
          if (typeof data125 !== "string") {
            const err231 = { instancePath: instancePath + "/input_tokens/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data125 };
            if (vErrors === null) {
              vErrors = [err231];
            } else {
              vErrors.push(err231);
            }
            errors++;
          }
        }
      } else {
        const err232 = { instancePath: instancePath + "/input_tokens", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data116 };
        if (vErrors === null) {
          vErrors = [err232];
        } else {
          vErrors.push(err232);
        }
        errors++;
      }
    }
    if (data.output_tokens !== void 0) {
      let data126 = data.output_tokens;
      if (data126 && typeof data126 == "object" && !Array.isArray(data126)) {
        if (data126.count === void 0) {
          const err233 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err233];
          } else {
            vErrors.push(err233);
          }
          errors++;
        }
        if (data126.max === void 0) {
          const err234 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err234];
          } else {
            vErrors.push(err234);
          }
          errors++;
        }
        if (data126.mean === void 0) {
          const err235 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err235];
          } else {
            vErrors.push(err235);
          }
          errors++;
        }
        if (data126.min === void 0) {
          const err236 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err236];
          } else {
            vErrors.push(err236);
          }
          errors++;
        }
        if (data126.p50 === void 0) {
          const err237 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err237];
          } else {
            vErrors.push(err237);
          }
          errors++;
        }
        if (data126.p90 === void 0) {
          const err238 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err238];
          } else {
            vErrors.push(err238);
          }
          errors++;
        }
        if (data126.p95 === void 0) {
          const err239 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err239];
          } else {
            vErrors.push(err239);
          }
          errors++;
        }
        if (data126.p99 === void 0) {
          const err240 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data126 };
          if (vErrors === null) {
            vErrors = [err240];
          } else {
            vErrors.push(err240);
          }
          errors++;
        }
        if (data126.count !== void 0) {
          let data127 = data126.count;
          if (!(typeof data127 == "number" && isFinite(data127))) {
            const err241 = { instancePath: instancePath + "/output_tokens/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data127 };
            if (vErrors === null) {
              vErrors = [err241];
            } else {
              vErrors.push(err241);
            }
            errors++;
          }
        }
        if (data126.mean !== void 0) {
          let data128 = data126.mean;
          if (!(typeof data128 == "number" && isFinite(data128)) && data128 !== null) {
            const err242 = { instancePath: instancePath + "/output_tokens/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data128 };
            if (vErrors === null) {
              vErrors = [err242];
            } else {
              vErrors.push(err242);
            }
            errors++;
          }
        }
        if (data126.min !== void 0) {
          let data129 = data126.min;
          if (!(typeof data129 == "number" && isFinite(data129)) && data129 !== null) {
            const err243 = { instancePath: instancePath + "/output_tokens/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data129 };
            if (vErrors === null) {
              vErrors = [err243];
            } else {
              vErrors.push(err243);
            }
            errors++;
          }
        }
        if (data126.max !== void 0) {
          let data130 = data126.max;
          if (!(typeof data130 == "number" && isFinite(data130)) && data130 !== null) {
            const err244 = { instancePath: instancePath + "/output_tokens/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data130 };
            if (vErrors === null) {
              vErrors = [err244];
            } else {
              vErrors.push(err244);
            }
            errors++;
          }
        }
        if (data126.p50 !== void 0) {
          let data131 = data126.p50;
          if (!(typeof data131 == "number" && isFinite(data131)) && data131 !== null) {
            const err245 = { instancePath: instancePath + "/output_tokens/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data131 };
            if (vErrors === null) {
              vErrors = [err245];
            } else {
              vErrors.push(err245);
            }
            errors++;
          }
        }
        if (data126.p90 !== void 0) {
          let data132 = data126.p90;
          if (!(typeof data132 == "number" && isFinite(data132)) && data132 !== null) {
            const err246 = { instancePath: instancePath + "/output_tokens/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data132 };
            if (vErrors === null) {
              vErrors = [err246];
            } else {
              vErrors.push(err246);
            }
            errors++;
          }
        }
        if (data126.p95 !== void 0) {
          let data133 = data126.p95;
          if (!(typeof data133 == "number" && isFinite(data133)) && data133 !== null) {
            const err247 = { instancePath: instancePath + "/output_tokens/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data133 };
            if (vErrors === null) {
              vErrors = [err247];
            } else {
              vErrors.push(err247);
            }
            errors++;
          }
        }
        if (data126.p99 !== void 0) {
          let data134 = data126.p99;
          if (!(typeof data134 == "number" && isFinite(data134)) && data134 !== null) {
            const err248 = { instancePath: instancePath + "/output_tokens/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data134 };
            if (vErrors === null) {
              vErrors = [err248];
            } else {
              vErrors.push(err248);
            }
            errors++;
          }
        }
        if (data126.note !== void 0) {
          let data135 = data126.note;
          if (typeof data135 !== "string") {
            const err249 = { instancePath: instancePath + "/output_tokens/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data135 };
            if (vErrors === null) {
              vErrors = [err249];
            } else {
              vErrors.push(err249);
            }
            errors++;
          }
        }
      } else {
        const err250 = { instancePath: instancePath + "/output_tokens", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data126 };
        if (vErrors === null) {
          vErrors = [err250];
        } else {
          vErrors.push(err250);
        }
        errors++;
      }
    }
    if (data.request_tps !== void 0) {
      let data136 = data.request_tps;
      if (data136 && typeof data136 == "object" && !Array.isArray(data136)) {
        if (data136.count === void 0) {
          const err251 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err251];
          } else {
            vErrors.push(err251);
          }
          errors++;
        }
        if (data136.max === void 0) {
          const err252 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property 'max'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err252];
          } else {
            vErrors.push(err252);
          }
          errors++;
        }
        if (data136.mean === void 0) {
          const err253 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "mean" }, message: "must have required property 'mean'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err253];
          } else {
            vErrors.push(err253);
          }
          errors++;
        }
        if (data136.min === void 0) {
          const err254 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "min" }, message: "must have required property 'min'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err254];
          } else {
            vErrors.push(err254);
          }
          errors++;
        }
        if (data136.p50 === void 0) {
          const err255 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property 'p50'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err255];
          } else {
            vErrors.push(err255);
          }
          errors++;
        }
        if (data136.p90 === void 0) {
          const err256 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p90" }, message: "must have required property 'p90'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err256];
          } else {
            vErrors.push(err256);
          }
          errors++;
        }
        if (data136.p95 === void 0) {
          const err257 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property 'p95'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err257];
          } else {
            vErrors.push(err257);
          }
          errors++;
        }
        if (data136.p99 === void 0) {
          const err258 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/required", keyword: "required", params: { missingProperty: "p99" }, message: "must have required property 'p99'", schema: schema23.required, parentSchema: schema23, data: data136 };
          if (vErrors === null) {
            vErrors = [err258];
          } else {
            vErrors.push(err258);
          }
          errors++;
        }
        if (data136.count !== void 0) {
          let data137 = data136.count;
          if (!(typeof data137 == "number" && isFinite(data137))) {
            const err259 = { instancePath: instancePath + "/request_tps/count", schemaPath: "#/definitions/LevelDistribution/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema23.properties.count.type, parentSchema: schema23.properties.count, data: data137 };
            if (vErrors === null) {
              vErrors = [err259];
            } else {
              vErrors.push(err259);
            }
            errors++;
          }
        }
        if (data136.mean !== void 0) {
          let data138 = data136.mean;
          if (!(typeof data138 == "number" && isFinite(data138)) && data138 !== null) {
            const err260 = { instancePath: instancePath + "/request_tps/mean", schemaPath: "#/definitions/LevelDistribution/properties/mean/type", keyword: "type", params: { type: schema23.properties.mean.type }, message: "must be number,null", schema: schema23.properties.mean.type, parentSchema: schema23.properties.mean, data: data138 };
            if (vErrors === null) {
              vErrors = [err260];
            } else {
              vErrors.push(err260);
            }
            errors++;
          }
        }
        if (data136.min !== void 0) {
          let data139 = data136.min;
          if (!(typeof data139 == "number" && isFinite(data139)) && data139 !== null) {
            const err261 = { instancePath: instancePath + "/request_tps/min", schemaPath: "#/definitions/LevelDistribution/properties/min/type", keyword: "type", params: { type: schema23.properties.min.type }, message: "must be number,null", schema: schema23.properties.min.type, parentSchema: schema23.properties.min, data: data139 };
            if (vErrors === null) {
              vErrors = [err261];
            } else {
              vErrors.push(err261);
            }
            errors++;
          }
        }
        if (data136.max !== void 0) {
          let data140 = data136.max;
          if (!(typeof data140 == "number" && isFinite(data140)) && data140 !== null) {
            const err262 = { instancePath: instancePath + "/request_tps/max", schemaPath: "#/definitions/LevelDistribution/properties/max/type", keyword: "type", params: { type: schema23.properties.max.type }, message: "must be number,null", schema: schema23.properties.max.type, parentSchema: schema23.properties.max, data: data140 };
            if (vErrors === null) {
              vErrors = [err262];
            } else {
              vErrors.push(err262);
            }
            errors++;
          }
        }
        if (data136.p50 !== void 0) {
          let data141 = data136.p50;
          if (!(typeof data141 == "number" && isFinite(data141)) && data141 !== null) {
            const err263 = { instancePath: instancePath + "/request_tps/p50", schemaPath: "#/definitions/LevelDistribution/properties/p50/type", keyword: "type", params: { type: schema23.properties.p50.type }, message: "must be number,null", schema: schema23.properties.p50.type, parentSchema: schema23.properties.p50, data: data141 };
            if (vErrors === null) {
              vErrors = [err263];
            } else {
              vErrors.push(err263);
            }
            errors++;
          }
        }
        if (data136.p90 !== void 0) {
          let data142 = data136.p90;
          if (!(typeof data142 == "number" && isFinite(data142)) && data142 !== null) {
            const err264 = { instancePath: instancePath + "/request_tps/p90", schemaPath: "#/definitions/LevelDistribution/properties/p90/type", keyword: "type", params: { type: schema23.properties.p90.type }, message: "must be number,null", schema: schema23.properties.p90.type, parentSchema: schema23.properties.p90, data: data142 };
            if (vErrors === null) {
              vErrors = [err264];
            } else {
              vErrors.push(err264);
            }
            errors++;
          }
        }
        if (data136.p95 !== void 0) {
          let data143 = data136.p95;
          if (!(typeof data143 == "number" && isFinite(data143)) && data143 !== null) {
            const err265 = { instancePath: instancePath + "/request_tps/p95", schemaPath: "#/definitions/LevelDistribution/properties/p95/type", keyword: "type", params: { type: schema23.properties.p95.type }, message: "must be number,null", schema: schema23.properties.p95.type, parentSchema: schema23.properties.p95, data: data143 };
            if (vErrors === null) {
              vErrors = [err265];
            } else {
              vErrors.push(err265);
            }
            errors++;
          }
        }
        if (data136.p99 !== void 0) {
          let data144 = data136.p99;
          if (!(typeof data144 == "number" && isFinite(data144)) && data144 !== null) {
            const err266 = { instancePath: instancePath + "/request_tps/p99", schemaPath: "#/definitions/LevelDistribution/properties/p99/type", keyword: "type", params: { type: schema23.properties.p99.type }, message: "must be number,null", schema: schema23.properties.p99.type, parentSchema: schema23.properties.p99, data: data144 };
            if (vErrors === null) {
              vErrors = [err266];
            } else {
              vErrors.push(err266);
            }
            errors++;
          }
        }
        if (data136.note !== void 0) {
          let data145 = data136.note;
          if (typeof data145 !== "string") {
            const err267 = { instancePath: instancePath + "/request_tps/note", schemaPath: "#/definitions/LevelDistribution/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema23.properties.note.type, parentSchema: schema23.properties.note, data: data145 };
            if (vErrors === null) {
              vErrors = [err267];
            } else {
              vErrors.push(err267);
            }
            errors++;
          }
        }
      } else {
        const err268 = { instancePath: instancePath + "/request_tps", schemaPath: "#/definitions/LevelDistribution/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema23.type, parentSchema: schema23, data: data136 };
        if (vErrors === null) {
          vErrors = [err268];
        } else {
          vErrors.push(err268);
        }
        errors++;
      }
    }
    if (data.e2e_check !== void 0) {
      let data146 = data.e2e_check;
      if (data146 && typeof data146 == "object" && !Array.isArray(data146)) {
        if (data146.checked === void 0) {
          const err269 = { instancePath: instancePath + "/e2e_check", schemaPath: "#/properties/e2e_check/required", keyword: "required", params: { missingProperty: "checked" }, message: "must have required property 'checked'", schema: schema22.properties.e2e_check.required, parentSchema: schema22.properties.e2e_check, data: data146 };
          if (vErrors === null) {
            vErrors = [err269];
          } else {
            vErrors.push(err269);
          }
          errors++;
        }
        if (data146.off === void 0) {
          const err270 = { instancePath: instancePath + "/e2e_check", schemaPath: "#/properties/e2e_check/required", keyword: "required", params: { missingProperty: "off" }, message: "must have required property 'off'", schema: schema22.properties.e2e_check.required, parentSchema: schema22.properties.e2e_check, data: data146 };
          if (vErrors === null) {
            vErrors = [err270];
          } else {
            vErrors.push(err270);
          }
          errors++;
        }
        if (data146.median_gap_ms === void 0) {
          const err271 = { instancePath: instancePath + "/e2e_check", schemaPath: "#/properties/e2e_check/required", keyword: "required", params: { missingProperty: "median_gap_ms" }, message: "must have required property 'median_gap_ms'", schema: schema22.properties.e2e_check.required, parentSchema: schema22.properties.e2e_check, data: data146 };
          if (vErrors === null) {
            vErrors = [err271];
          } else {
            vErrors.push(err271);
          }
          errors++;
        }
        if (data146.checked !== void 0) {
          let data147 = data146.checked;
          if (!(typeof data147 == "number" && isFinite(data147))) {
            const err272 = { instancePath: instancePath + "/e2e_check/checked", schemaPath: "#/properties/e2e_check/properties/checked/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.e2e_check.properties.checked.type, parentSchema: schema22.properties.e2e_check.properties.checked, data: data147 };
            if (vErrors === null) {
              vErrors = [err272];
            } else {
              vErrors.push(err272);
            }
            errors++;
          }
        }
        if (data146.off !== void 0) {
          let data148 = data146.off;
          if (!(typeof data148 == "number" && isFinite(data148))) {
            const err273 = { instancePath: instancePath + "/e2e_check/off", schemaPath: "#/properties/e2e_check/properties/off/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.e2e_check.properties.off.type, parentSchema: schema22.properties.e2e_check.properties.off, data: data148 };
            if (vErrors === null) {
              vErrors = [err273];
            } else {
              vErrors.push(err273);
            }
            errors++;
          }
        }
        if (data146.median_gap_ms !== void 0) {
          let data149 = data146.median_gap_ms;
          if (!(typeof data149 == "number" && isFinite(data149)) && data149 !== null) {
            const err274 = { instancePath: instancePath + "/e2e_check/median_gap_ms", schemaPath: "#/properties/e2e_check/properties/median_gap_ms/type", keyword: "type", params: { type: schema22.properties.e2e_check.properties.median_gap_ms.type }, message: "must be number,null", schema: schema22.properties.e2e_check.properties.median_gap_ms.type, parentSchema: schema22.properties.e2e_check.properties.median_gap_ms, data: data149 };
            if (vErrors === null) {
              vErrors = [err274];
            } else {
              vErrors.push(err274);
            }
            errors++;
          }
        }
      } else {
        const err275 = { instancePath: instancePath + "/e2e_check", schemaPath: "#/properties/e2e_check/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.properties.e2e_check.type, parentSchema: schema22.properties.e2e_check, data: data146 };
        if (vErrors === null) {
          vErrors = [err275];
        } else {
          vErrors.push(err275);
        }
        errors++;
      }
    }
    if (data.client !== void 0) {
      let data150 = data.client;
      const _errs323 = errors;
      let valid32 = false;
      const _errs324 = errors;
      if (!validate19(data150, { instancePath: instancePath + "/client", parentData: data, parentDataProperty: "client", rootData })) {
        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
        errors = vErrors.length;
      }
      var _valid2 = _errs324 === errors;
      valid32 = valid32 || _valid2;
      if (!valid32) {
        const _errs325 = errors;
        if (data150 !== null) {
          const err276 = { instancePath: instancePath + "/client", schemaPath: "#/properties/client/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema22.properties.client.anyOf[1].type, parentSchema: schema22.properties.client.anyOf[1], data: data150 };
          if (vErrors === null) {
            vErrors = [err276];
          } else {
            vErrors.push(err276);
          }
          errors++;
        }
        var _valid2 = _errs325 === errors;
        valid32 = valid32 || _valid2;
      }
      if (!valid32) {
        const err277 = { instancePath: instancePath + "/client", schemaPath: "#/properties/client/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema22.properties.client.anyOf, parentSchema: schema22.properties.client, data: data150 };
        if (vErrors === null) {
          vErrors = [err277];
        } else {
          vErrors.push(err277);
        }
        errors++;
      } else {
        errors = _errs323;
        if (vErrors !== null) {
          if (_errs323) {
            vErrors.length = _errs323;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.samples !== void 0) {
      let data151 = data.samples;
      if (data151 && typeof data151 == "object" && !Array.isArray(data151)) {
        if (data151.ok === void 0) {
          const err278 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "ok" }, message: "must have required property 'ok'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err278];
          } else {
            vErrors.push(err278);
          }
          errors++;
        }
        if (data151.e2e_ms === void 0) {
          const err279 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "e2e_ms" }, message: "must have required property 'e2e_ms'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err279];
          } else {
            vErrors.push(err279);
          }
          errors++;
        }
        if (data151.ttft_ms === void 0) {
          const err280 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "ttft_ms" }, message: "must have required property 'ttft_ms'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err280];
          } else {
            vErrors.push(err280);
          }
          errors++;
        }
        if (data151.tpot_ms === void 0) {
          const err281 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "tpot_ms" }, message: "must have required property 'tpot_ms'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err281];
          } else {
            vErrors.push(err281);
          }
          errors++;
        }
        if (data151.input_tokens === void 0) {
          const err282 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "input_tokens" }, message: "must have required property 'input_tokens'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err282];
          } else {
            vErrors.push(err282);
          }
          errors++;
        }
        if (data151.output_tokens === void 0) {
          const err283 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "output_tokens" }, message: "must have required property 'output_tokens'", schema: schema39.required, parentSchema: schema39, data: data151 };
          if (vErrors === null) {
            vErrors = [err283];
          } else {
            vErrors.push(err283);
          }
          errors++;
        }
        if (data151.ok !== void 0) {
          let data152 = data151.ok;
          if (Array.isArray(data152)) {
            const len1 = data152.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data153 = data152[i1];
              if (!(typeof data153 == "number" && isFinite(data153))) {
                const err284 = { instancePath: instancePath + "/samples/ok/" + i1, schemaPath: "#/definitions/LevelSamples/properties/ok/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema39.properties.ok.items.type, parentSchema: schema39.properties.ok.items, data: data153 };
                if (vErrors === null) {
                  vErrors = [err284];
                } else {
                  vErrors.push(err284);
                }
                errors++;
              }
              if (!(data153 === 0 || data153 === 1)) {
                const err285 = { instancePath: instancePath + "/samples/ok/" + i1, schemaPath: "#/definitions/LevelSamples/properties/ok/items/enum", keyword: "enum", params: { allowedValues: schema39.properties.ok.items.enum }, message: "must be equal to one of the allowed values", schema: schema39.properties.ok.items.enum, parentSchema: schema39.properties.ok.items, data: data153 };
                if (vErrors === null) {
                  vErrors = [err285];
                } else {
                  vErrors.push(err285);
                }
                errors++;
              }
            }
          } else {
            const err286 = { instancePath: instancePath + "/samples/ok", schemaPath: "#/definitions/LevelSamples/properties/ok/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ok.type, parentSchema: schema39.properties.ok, data: data152 };
            if (vErrors === null) {
              vErrors = [err286];
            } else {
              vErrors.push(err286);
            }
            errors++;
          }
        }
        if (data151.e2e_ms !== void 0) {
          let data154 = data151.e2e_ms;
          if (Array.isArray(data154)) {
            const len2 = data154.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data155 = data154[i2];
              if (!(typeof data155 == "number" && isFinite(data155))) {
                const err287 = { instancePath: instancePath + "/samples/e2e_ms/" + i2, schemaPath: "#/definitions/LevelSamples/properties/e2e_ms/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema39.properties.e2e_ms.items.type, parentSchema: schema39.properties.e2e_ms.items, data: data155 };
                if (vErrors === null) {
                  vErrors = [err287];
                } else {
                  vErrors.push(err287);
                }
                errors++;
              }
            }
          } else {
            const err288 = { instancePath: instancePath + "/samples/e2e_ms", schemaPath: "#/definitions/LevelSamples/properties/e2e_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.e2e_ms.type, parentSchema: schema39.properties.e2e_ms, data: data154 };
            if (vErrors === null) {
              vErrors = [err288];
            } else {
              vErrors.push(err288);
            }
            errors++;
          }
        }
        if (data151.ttft_ms !== void 0) {
          let data156 = data151.ttft_ms;
          if (Array.isArray(data156)) {
            const len3 = data156.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data157 = data156[i3];
              if (!(typeof data157 == "number" && isFinite(data157)) && data157 !== null) {
                const err289 = { instancePath: instancePath + "/samples/ttft_ms/" + i3, schemaPath: "#/definitions/LevelSamples/properties/ttft_ms/items/type", keyword: "type", params: { type: schema39.properties.ttft_ms.items.type }, message: "must be number,null", schema: schema39.properties.ttft_ms.items.type, parentSchema: schema39.properties.ttft_ms.items, data: data157 };
                if (vErrors === null) {
                  vErrors = [err289];
                } else {
                  vErrors.push(err289);
                }
                errors++;
              }
            }
          } else {
            const err290 = { instancePath: instancePath + "/samples/ttft_ms", schemaPath: "#/definitions/LevelSamples/properties/ttft_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ttft_ms.type, parentSchema: schema39.properties.ttft_ms, data: data156 };
            if (vErrors === null) {
              vErrors = [err290];
            } else {
              vErrors.push(err290);
            }
            errors++;
          }
        }
        if (data151.ttfa_ms !== void 0) {
          let data158 = data151.ttfa_ms;
          if (Array.isArray(data158)) {
            const len4 = data158.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data159 = data158[i4];
              if (!(typeof data159 == "number" && isFinite(data159)) && data159 !== null) {
                const err291 = { instancePath: instancePath + "/samples/ttfa_ms/" + i4, schemaPath: "#/definitions/LevelSamples/properties/ttfa_ms/items/type", keyword: "type", params: { type: schema39.properties.ttfa_ms.items.type }, message: "must be number,null", schema: schema39.properties.ttfa_ms.items.type, parentSchema: schema39.properties.ttfa_ms.items, data: data159 };
                if (vErrors === null) {
                  vErrors = [err291];
                } else {
                  vErrors.push(err291);
                }
                errors++;
              }
            }
          } else {
            const err292 = { instancePath: instancePath + "/samples/ttfa_ms", schemaPath: "#/definitions/LevelSamples/properties/ttfa_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ttfa_ms.type, parentSchema: schema39.properties.ttfa_ms, data: data158 };
            if (vErrors === null) {
              vErrors = [err292];
            } else {
              vErrors.push(err292);
            }
            errors++;
          }
        }
        if (data151.tpot_ms !== void 0) {
          let data160 = data151.tpot_ms;
          if (Array.isArray(data160)) {
            const len5 = data160.length;
            for (let i5 = 0; i5 < len5; i5++) {
              let data161 = data160[i5];
              if (!(typeof data161 == "number" && isFinite(data161)) && data161 !== null) {
                const err293 = { instancePath: instancePath + "/samples/tpot_ms/" + i5, schemaPath: "#/definitions/LevelSamples/properties/tpot_ms/items/type", keyword: "type", params: { type: schema39.properties.tpot_ms.items.type }, message: "must be number,null", schema: schema39.properties.tpot_ms.items.type, parentSchema: schema39.properties.tpot_ms.items, data: data161 };
                if (vErrors === null) {
                  vErrors = [err293];
                } else {
                  vErrors.push(err293);
                }
                errors++;
              }
            }
          } else {
            const err294 = { instancePath: instancePath + "/samples/tpot_ms", schemaPath: "#/definitions/LevelSamples/properties/tpot_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.tpot_ms.type, parentSchema: schema39.properties.tpot_ms, data: data160 };
            if (vErrors === null) {
              vErrors = [err294];
            } else {
              vErrors.push(err294);
            }
            errors++;
          }
        }
        if (data151.input_tokens !== void 0) {
          let data162 = data151.input_tokens;
          if (Array.isArray(data162)) {
            const len6 = data162.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data163 = data162[i6];
              if (!(typeof data163 == "number" && isFinite(data163)) && data163 !== null) {
                const err295 = { instancePath: instancePath + "/samples/input_tokens/" + i6, schemaPath: "#/definitions/LevelSamples/properties/input_tokens/items/type", keyword: "type", params: { type: schema39.properties.input_tokens.items.type }, message: "must be number,null", schema: schema39.properties.input_tokens.items.type, parentSchema: schema39.properties.input_tokens.items, data: data163 };
                if (vErrors === null) {
                  vErrors = [err295];
                } else {
                  vErrors.push(err295);
                }
                errors++;
              }
            }
          } else {
            const err296 = { instancePath: instancePath + "/samples/input_tokens", schemaPath: "#/definitions/LevelSamples/properties/input_tokens/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.input_tokens.type, parentSchema: schema39.properties.input_tokens, data: data162 };
            if (vErrors === null) {
              vErrors = [err296];
            } else {
              vErrors.push(err296);
            }
            errors++;
          }
        }
        if (data151.output_tokens !== void 0) {
          let data164 = data151.output_tokens;
          if (Array.isArray(data164)) {
            const len7 = data164.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data165 = data164[i7];
              if (!(typeof data165 == "number" && isFinite(data165)) && data165 !== null) {
                const err297 = { instancePath: instancePath + "/samples/output_tokens/" + i7, schemaPath: "#/definitions/LevelSamples/properties/output_tokens/items/type", keyword: "type", params: { type: schema39.properties.output_tokens.items.type }, message: "must be number,null", schema: schema39.properties.output_tokens.items.type, parentSchema: schema39.properties.output_tokens.items, data: data165 };
                if (vErrors === null) {
                  vErrors = [err297];
                } else {
                  vErrors.push(err297);
                }
                errors++;
              }
            }
          } else {
            const err298 = { instancePath: instancePath + "/samples/output_tokens", schemaPath: "#/definitions/LevelSamples/properties/output_tokens/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.output_tokens.type, parentSchema: schema39.properties.output_tokens, data: data164 };
            if (vErrors === null) {
              vErrors = [err298];
            } else {
              vErrors.push(err298);
            }
            errors++;
          }
        }
      } else {
        const err299 = { instancePath: instancePath + "/samples", schemaPath: "#/definitions/LevelSamples/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data: data151 };
        if (vErrors === null) {
          vErrors = [err299];
        } else {
          vErrors.push(err299);
        }
        errors++;
      }
    }
    if (data.adaptive !== void 0) {
      let data166 = data.adaptive;
      if (data166 && typeof data166 == "object" && !Array.isArray(data166)) {
        if (data166.target_resolution === void 0) {
          const err300 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "target_resolution" }, message: "must have required property 'target_resolution'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err300];
          } else {
            vErrors.push(err300);
          }
          errors++;
        }
        if (data166.resolution === void 0) {
          const err301 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "resolution" }, message: "must have required property 'resolution'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err301];
          } else {
            vErrors.push(err301);
          }
          errors++;
        }
        if (data166.reached === void 0) {
          const err302 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "reached" }, message: "must have required property 'reached'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err302];
          } else {
            vErrors.push(err302);
          }
          errors++;
        }
        if (data166.stopped_because === void 0) {
          const err303 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "stopped_because" }, message: "must have required property 'stopped_because'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err303];
          } else {
            vErrors.push(err303);
          }
          errors++;
        }
        if (data166.max_requests === void 0) {
          const err304 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "max_requests" }, message: "must have required property 'max_requests'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err304];
          } else {
            vErrors.push(err304);
          }
          errors++;
        }
        if (data166.metrics === void 0) {
          const err305 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/required", keyword: "required", params: { missingProperty: "metrics" }, message: "must have required property 'metrics'", schema: schema40.required, parentSchema: schema40, data: data166 };
          if (vErrors === null) {
            vErrors = [err305];
          } else {
            vErrors.push(err305);
          }
          errors++;
        }
        if (data166.target_resolution !== void 0) {
          let data167 = data166.target_resolution;
          if (!(typeof data167 == "number" && isFinite(data167))) {
            const err306 = { instancePath: instancePath + "/adaptive/target_resolution", schemaPath: "#/definitions/AdaptiveSummary/properties/target_resolution/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema40.properties.target_resolution.type, parentSchema: schema40.properties.target_resolution, data: data167 };
            if (vErrors === null) {
              vErrors = [err306];
            } else {
              vErrors.push(err306);
            }
            errors++;
          }
        }
        if (data166.resolution !== void 0) {
          let data168 = data166.resolution;
          if (!(typeof data168 == "number" && isFinite(data168)) && data168 !== null) {
            const err307 = { instancePath: instancePath + "/adaptive/resolution", schemaPath: "#/definitions/AdaptiveSummary/properties/resolution/type", keyword: "type", params: { type: schema40.properties.resolution.type }, message: "must be number,null", schema: schema40.properties.resolution.type, parentSchema: schema40.properties.resolution, data: data168 };
            if (vErrors === null) {
              vErrors = [err307];
            } else {
              vErrors.push(err307);
            }
            errors++;
          }
        }
        if (data166.reached !== void 0) {
          let data169 = data166.reached;
          if (typeof data169 !== "boolean") {
            const err308 = { instancePath: instancePath + "/adaptive/reached", schemaPath: "#/definitions/AdaptiveSummary/properties/reached/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema40.properties.reached.type, parentSchema: schema40.properties.reached, data: data169 };
            if (vErrors === null) {
              vErrors = [err308];
            } else {
              vErrors.push(err308);
            }
            errors++;
          }
        }
        if (data166.stopped_because !== void 0) {
          let data170 = data166.stopped_because;
          if (typeof data170 !== "string") {
            const err309 = { instancePath: instancePath + "/adaptive/stopped_because", schemaPath: "#/definitions/AdaptiveSummary/properties/stopped_because/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema40.properties.stopped_because.type, parentSchema: schema40.properties.stopped_because, data: data170 };
            if (vErrors === null) {
              vErrors = [err309];
            } else {
              vErrors.push(err309);
            }
            errors++;
          }
          if (!(data170 === "target_reached" || data170 === "max_requests" || data170 === "time_budget" || data170 === "run_stopped")) {
            const err310 = { instancePath: instancePath + "/adaptive/stopped_because", schemaPath: "#/definitions/AdaptiveSummary/properties/stopped_because/enum", keyword: "enum", params: { allowedValues: schema40.properties.stopped_because.enum }, message: "must be equal to one of the allowed values", schema: schema40.properties.stopped_because.enum, parentSchema: schema40.properties.stopped_because, data: data170 };
            if (vErrors === null) {
              vErrors = [err310];
            } else {
              vErrors.push(err310);
            }
            errors++;
          }
        }
        if (data166.max_requests !== void 0) {
          let data171 = data166.max_requests;
          if (!(typeof data171 == "number" && isFinite(data171))) {
            const err311 = { instancePath: instancePath + "/adaptive/max_requests", schemaPath: "#/definitions/AdaptiveSummary/properties/max_requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema40.properties.max_requests.type, parentSchema: schema40.properties.max_requests, data: data171 };
            if (vErrors === null) {
              vErrors = [err311];
            } else {
              vErrors.push(err311);
            }
            errors++;
          }
        }
        if (data166.metrics !== void 0) {
          let data172 = data166.metrics;
          if (data172 && typeof data172 == "object" && !Array.isArray(data172)) {
            for (const key2 in data172) {
              let data173 = data172[key2];
              if (!(typeof data173 == "number" && isFinite(data173)) && data173 !== null) {
                const err312 = { instancePath: instancePath + "/adaptive/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/definitions/AdaptiveSummary/properties/metrics/additionalProperties/type", keyword: "type", params: { type: schema40.properties.metrics.additionalProperties.type }, message: "must be number,null", schema: schema40.properties.metrics.additionalProperties.type, parentSchema: schema40.properties.metrics.additionalProperties, data: data173 };
                if (vErrors === null) {
                  vErrors = [err312];
                } else {
                  vErrors.push(err312);
                }
                errors++;
              }
            }
          } else {
            const err313 = { instancePath: instancePath + "/adaptive/metrics", schemaPath: "#/definitions/AdaptiveSummary/properties/metrics/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.properties.metrics.type, parentSchema: schema40.properties.metrics, data: data172 };
            if (vErrors === null) {
              vErrors = [err313];
            } else {
              vErrors.push(err313);
            }
            errors++;
          }
        }
      } else {
        const err314 = { instancePath: instancePath + "/adaptive", schemaPath: "#/definitions/AdaptiveSummary/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema40.type, parentSchema: schema40, data: data166 };
        if (vErrors === null) {
          vErrors = [err314];
        } else {
          vErrors.push(err314);
        }
        errors++;
      }
    }
    if (data.repeats !== void 0) {
      let data174 = data.repeats;
      if (Array.isArray(data174)) {
        const len8 = data174.length;
        for (let i8 = 0; i8 < len8; i8++) {
          let data175 = data174[i8];
          if (data175 && typeof data175 == "object" && !Array.isArray(data175)) {
            if (data175.requests === void 0) {
              const err315 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err315];
              } else {
                vErrors.push(err315);
              }
              errors++;
            }
            if (data175.ttft_ms_p50 === void 0) {
              const err316 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "ttft_ms_p50" }, message: "must have required property 'ttft_ms_p50'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err316];
              } else {
                vErrors.push(err316);
              }
              errors++;
            }
            if (data175.tpot_ms_p50 === void 0) {
              const err317 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "tpot_ms_p50" }, message: "must have required property 'tpot_ms_p50'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err317];
              } else {
                vErrors.push(err317);
              }
              errors++;
            }
            if (data175.itl_ms_p50 === void 0) {
              const err318 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "itl_ms_p50" }, message: "must have required property 'itl_ms_p50'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err318];
              } else {
                vErrors.push(err318);
              }
              errors++;
            }
            if (data175.e2e_ms_p50 === void 0) {
              const err319 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "e2e_ms_p50" }, message: "must have required property 'e2e_ms_p50'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err319];
              } else {
                vErrors.push(err319);
              }
              errors++;
            }
            if (data175.qps === void 0) {
              const err320 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "qps" }, message: "must have required property 'qps'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err320];
              } else {
                vErrors.push(err320);
              }
              errors++;
            }
            if (data175.duration_s === void 0) {
              const err321 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/required", keyword: "required", params: { missingProperty: "duration_s" }, message: "must have required property 'duration_s'", schema: schema41.required, parentSchema: schema41, data: data175 };
              if (vErrors === null) {
                vErrors = [err321];
              } else {
                vErrors.push(err321);
              }
              errors++;
            }
            if (data175.requests !== void 0) {
              let data176 = data175.requests;
              if (!(typeof data176 == "number" && isFinite(data176))) {
                const err322 = { instancePath: instancePath + "/repeats/" + i8 + "/requests", schemaPath: "#/definitions/RepeatSummary/properties/requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema41.properties.requests.type, parentSchema: schema41.properties.requests, data: data176 };
                if (vErrors === null) {
                  vErrors = [err322];
                } else {
                  vErrors.push(err322);
                }
                errors++;
              }
            }
            if (data175.ttft_ms_p50 !== void 0) {
              let data177 = data175.ttft_ms_p50;
              if (!(typeof data177 == "number" && isFinite(data177)) && data177 !== null) {
                const err323 = { instancePath: instancePath + "/repeats/" + i8 + "/ttft_ms_p50", schemaPath: "#/definitions/RepeatSummary/properties/ttft_ms_p50/type", keyword: "type", params: { type: schema41.properties.ttft_ms_p50.type }, message: "must be number,null", schema: schema41.properties.ttft_ms_p50.type, parentSchema: schema41.properties.ttft_ms_p50, data: data177 };
                if (vErrors === null) {
                  vErrors = [err323];
                } else {
                  vErrors.push(err323);
                }
                errors++;
              }
            }
            if (data175.tpot_ms_p50 !== void 0) {
              let data178 = data175.tpot_ms_p50;
              if (!(typeof data178 == "number" && isFinite(data178)) && data178 !== null) {
                const err324 = { instancePath: instancePath + "/repeats/" + i8 + "/tpot_ms_p50", schemaPath: "#/definitions/RepeatSummary/properties/tpot_ms_p50/type", keyword: "type", params: { type: schema41.properties.tpot_ms_p50.type }, message: "must be number,null", schema: schema41.properties.tpot_ms_p50.type, parentSchema: schema41.properties.tpot_ms_p50, data: data178 };
                if (vErrors === null) {
                  vErrors = [err324];
                } else {
                  vErrors.push(err324);
                }
                errors++;
              }
            }
            if (data175.itl_ms_p50 !== void 0) {
              let data179 = data175.itl_ms_p50;
              if (!(typeof data179 == "number" && isFinite(data179)) && data179 !== null) {
                const err325 = { instancePath: instancePath + "/repeats/" + i8 + "/itl_ms_p50", schemaPath: "#/definitions/RepeatSummary/properties/itl_ms_p50/type", keyword: "type", params: { type: schema41.properties.itl_ms_p50.type }, message: "must be number,null", schema: schema41.properties.itl_ms_p50.type, parentSchema: schema41.properties.itl_ms_p50, data: data179 };
                if (vErrors === null) {
                  vErrors = [err325];
                } else {
                  vErrors.push(err325);
                }
                errors++;
              }
            }
            if (data175.e2e_ms_p50 !== void 0) {
              let data180 = data175.e2e_ms_p50;
              if (!(typeof data180 == "number" && isFinite(data180)) && data180 !== null) {
                const err326 = { instancePath: instancePath + "/repeats/" + i8 + "/e2e_ms_p50", schemaPath: "#/definitions/RepeatSummary/properties/e2e_ms_p50/type", keyword: "type", params: { type: schema41.properties.e2e_ms_p50.type }, message: "must be number,null", schema: schema41.properties.e2e_ms_p50.type, parentSchema: schema41.properties.e2e_ms_p50, data: data180 };
                if (vErrors === null) {
                  vErrors = [err326];
                } else {
                  vErrors.push(err326);
                }
                errors++;
              }
            }
            if (data175.qps !== void 0) {
              let data181 = data175.qps;
              if (!(typeof data181 == "number" && isFinite(data181))) {
                const err327 = { instancePath: instancePath + "/repeats/" + i8 + "/qps", schemaPath: "#/definitions/RepeatSummary/properties/qps/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema41.properties.qps.type, parentSchema: schema41.properties.qps, data: data181 };
                if (vErrors === null) {
                  vErrors = [err327];
                } else {
                  vErrors.push(err327);
                }
                errors++;
              }
            }
            if (data175.duration_s !== void 0) {
              let data182 = data175.duration_s;
              if (!(typeof data182 == "number" && isFinite(data182))) {
                const err328 = { instancePath: instancePath + "/repeats/" + i8 + "/duration_s", schemaPath: "#/definitions/RepeatSummary/properties/duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema41.properties.duration_s.type, parentSchema: schema41.properties.duration_s, data: data182 };
                if (vErrors === null) {
                  vErrors = [err328];
                } else {
                  vErrors.push(err328);
                }
                errors++;
              }
            }
            if (data175.stopped_because !== void 0) {
              let data183 = data175.stopped_because;
              if (typeof data183 !== "string") {
                const err329 = { instancePath: instancePath + "/repeats/" + i8 + "/stopped_because", schemaPath: "#/definitions/RepeatSummary/properties/stopped_because/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema41.properties.stopped_because.type, parentSchema: schema41.properties.stopped_because, data: data183 };
                if (vErrors === null) {
                  vErrors = [err329];
                } else {
                  vErrors.push(err329);
                }
                errors++;
              }
              if (!(data183 === "target_reached" || data183 === "max_requests" || data183 === "time_budget" || data183 === "run_stopped")) {
                const err330 = { instancePath: instancePath + "/repeats/" + i8 + "/stopped_because", schemaPath: "#/definitions/RepeatSummary/properties/stopped_because/enum", keyword: "enum", params: { allowedValues: schema41.properties.stopped_because.enum }, message: "must be equal to one of the allowed values", schema: schema41.properties.stopped_because.enum, parentSchema: schema41.properties.stopped_because, data: data183 };
                if (vErrors === null) {
                  vErrors = [err330];
                } else {
                  vErrors.push(err330);
                }
                errors++;
              }
            }
          } else {
            const err331 = { instancePath: instancePath + "/repeats/" + i8, schemaPath: "#/definitions/RepeatSummary/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema41.type, parentSchema: schema41, data: data175 };
            if (vErrors === null) {
              vErrors = [err331];
            } else {
              vErrors.push(err331);
            }
            errors++;
          }
        }
      } else {
        const err332 = { instancePath: instancePath + "/repeats", schemaPath: "#/properties/repeats/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.properties.repeats.type, parentSchema: schema22.properties.repeats, data: data174 };
        if (vErrors === null) {
          vErrors = [err332];
        } else {
          vErrors.push(err332);
        }
        errors++;
      }
    }
    if (data.shard_overlap_s !== void 0) {
      let data184 = data.shard_overlap_s;
      if (!(typeof data184 == "number" && isFinite(data184))) {
        const err333 = { instancePath: instancePath + "/shard_overlap_s", schemaPath: "#/properties/shard_overlap_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema22.properties.shard_overlap_s.type, parentSchema: schema22.properties.shard_overlap_s, data: data184 };
        if (vErrors === null) {
          vErrors = [err333];
        } else {
          vErrors.push(err333);
        }
        errors++;
      }
    }
    if (data.shards !== void 0) {
      let data185 = data.shards;
      if (Array.isArray(data185)) {
        const len9 = data185.length;
        for (let i9 = 0; i9 < len9; i9++) {
          if (!validate21(data185[i9], { instancePath: instancePath + "/shards/" + i9, parentData: data185, parentDataProperty: i9, rootData })) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err334 = { instancePath: instancePath + "/shards", schemaPath: "#/properties/shards/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema22.properties.shards.type, parentSchema: schema22.properties.shards, data: data185 };
        if (vErrors === null) {
          vErrors = [err334];
        } else {
          vErrors.push(err334);
        }
        errors++;
      }
    }
  } else {
    const err335 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema22.type, parentSchema: schema22, data };
    if (vErrors === null) {
      vErrors = [err335];
    } else {
      vErrors.push(err335);
    }
    errors++;
  }
  validate16.errors = vErrors;
  return errors === 0;
}
var schema45 = { "type": "object", "properties": { "started_at": { "type": "string", "description": "When the run started (ISO 8601, UTC)." }, "git": { "anyOf": [{ "$ref": "#/definitions/GitInfo" }, { "type": "null" }], "description": "The commit it measured; null when unknown." }, "levels": { "type": "array", "items": { "type": "object", "properties": { "concurrency": { "type": "number" }, "rate": { "type": "number" }, "samples": { "$ref": "#/definitions/LevelSamples" } }, "required": ["concurrency", "samples"] }, "description": "Each level's raw samples, identified as in `levels[]` (`concurrency`, and `rate` for a rate level)." } }, "required": ["started_at", "git", "levels"], "description": "One earlier run as the baseline keeps it: when, which commit, and each level's raw samples." };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.started_at === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.git === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "git" }, message: "must have required property 'git'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.levels === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "levels" }, message: "must have required property 'levels'", schema: schema45.required, parentSchema: schema45, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.started_at !== void 0) {
      let data0 = data.started_at;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/started_at", schemaPath: "#/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema45.properties.started_at.type, parentSchema: schema45.properties.started_at, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.git !== void 0) {
      let data1 = data.git;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.sha === void 0) {
          const err4 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/required", keyword: "required", params: { missingProperty: "sha" }, message: "must have required property 'sha'", schema: schema43.required, parentSchema: schema43, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.ref === void 0) {
          const err5 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'", schema: schema43.required, parentSchema: schema43, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.sha !== void 0) {
          let data2 = data1.sha;
          if (typeof data2 !== "string") {
            const err6 = { instancePath: instancePath + "/git/sha", schemaPath: "#/definitions/GitInfo/properties/sha/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.properties.sha.type, parentSchema: schema43.properties.sha, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data1.ref !== void 0) {
          let data3 = data1.ref;
          if (typeof data3 !== "string" && data3 !== null) {
            const err7 = { instancePath: instancePath + "/git/ref", schemaPath: "#/definitions/GitInfo/properties/ref/type", keyword: "type", params: { type: schema43.properties.ref.type }, message: "must be string,null", schema: schema43.properties.ref.type, parentSchema: schema43.properties.ref, data: data3 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema43.type, parentSchema: schema43, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs12 = errors;
        if (data1 !== null) {
          const err9 = { instancePath: instancePath + "/git", schemaPath: "#/properties/git/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema45.properties.git.anyOf[1].type, parentSchema: schema45.properties.git.anyOf[1], data: data1 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        var _valid0 = _errs12 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err10 = { instancePath: instancePath + "/git", schemaPath: "#/properties/git/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema45.properties.git.anyOf, parentSchema: schema45.properties.git, data: data1 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.levels !== void 0) {
      let data4 = data.levels;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            if (data5.concurrency === void 0) {
              const err11 = { instancePath: instancePath + "/levels/" + i0, schemaPath: "#/properties/levels/items/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema45.properties.levels.items.required, parentSchema: schema45.properties.levels.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data5.samples === void 0) {
              const err12 = { instancePath: instancePath + "/levels/" + i0, schemaPath: "#/properties/levels/items/required", keyword: "required", params: { missingProperty: "samples" }, message: "must have required property 'samples'", schema: schema45.properties.levels.items.required, parentSchema: schema45.properties.levels.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
            if (data5.concurrency !== void 0) {
              let data6 = data5.concurrency;
              if (!(typeof data6 == "number" && isFinite(data6))) {
                const err13 = { instancePath: instancePath + "/levels/" + i0 + "/concurrency", schemaPath: "#/properties/levels/items/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema45.properties.levels.items.properties.concurrency.type, parentSchema: schema45.properties.levels.items.properties.concurrency, data: data6 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data5.rate !== void 0) {
              let data7 = data5.rate;
              if (!(typeof data7 == "number" && isFinite(data7))) {
                const err14 = { instancePath: instancePath + "/levels/" + i0 + "/rate", schemaPath: "#/properties/levels/items/properties/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema45.properties.levels.items.properties.rate.type, parentSchema: schema45.properties.levels.items.properties.rate, data: data7 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data5.samples !== void 0) {
              let data8 = data5.samples;
              if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                if (data8.ok === void 0) {
                  const err15 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "ok" }, message: "must have required property 'ok'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (data8.e2e_ms === void 0) {
                  const err16 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "e2e_ms" }, message: "must have required property 'e2e_ms'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                if (data8.ttft_ms === void 0) {
                  const err17 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "ttft_ms" }, message: "must have required property 'ttft_ms'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
                if (data8.tpot_ms === void 0) {
                  const err18 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "tpot_ms" }, message: "must have required property 'tpot_ms'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
                if (data8.input_tokens === void 0) {
                  const err19 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "input_tokens" }, message: "must have required property 'input_tokens'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (data8.output_tokens === void 0) {
                  const err20 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/required", keyword: "required", params: { missingProperty: "output_tokens" }, message: "must have required property 'output_tokens'", schema: schema39.required, parentSchema: schema39, data: data8 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (data8.ok !== void 0) {
                  let data9 = data8.ok;
                  if (Array.isArray(data9)) {
                    const len1 = data9.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data10 = data9[i1];
                      if (!(typeof data10 == "number" && isFinite(data10))) {
                        const err21 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ok/" + i1, schemaPath: "#/definitions/LevelSamples/properties/ok/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema39.properties.ok.items.type, parentSchema: schema39.properties.ok.items, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                      if (!(data10 === 0 || data10 === 1)) {
                        const err22 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ok/" + i1, schemaPath: "#/definitions/LevelSamples/properties/ok/items/enum", keyword: "enum", params: { allowedValues: schema39.properties.ok.items.enum }, message: "must be equal to one of the allowed values", schema: schema39.properties.ok.items.enum, parentSchema: schema39.properties.ok.items, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err23 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ok", schemaPath: "#/definitions/LevelSamples/properties/ok/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ok.type, parentSchema: schema39.properties.ok, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data8.e2e_ms !== void 0) {
                  let data11 = data8.e2e_ms;
                  if (Array.isArray(data11)) {
                    const len2 = data11.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data12 = data11[i2];
                      if (!(typeof data12 == "number" && isFinite(data12))) {
                        const err24 = { instancePath: instancePath + "/levels/" + i0 + "/samples/e2e_ms/" + i2, schemaPath: "#/definitions/LevelSamples/properties/e2e_ms/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema39.properties.e2e_ms.items.type, parentSchema: schema39.properties.e2e_ms.items, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err25 = { instancePath: instancePath + "/levels/" + i0 + "/samples/e2e_ms", schemaPath: "#/definitions/LevelSamples/properties/e2e_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.e2e_ms.type, parentSchema: schema39.properties.e2e_ms, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err25];
                    } else {
                      vErrors.push(err25);
                    }
                    errors++;
                  }
                }
                if (data8.ttft_ms !== void 0) {
                  let data13 = data8.ttft_ms;
                  if (Array.isArray(data13)) {
                    const len3 = data13.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data14 = data13[i3];
                      if (!(typeof data14 == "number" && isFinite(data14)) && data14 !== null) {
                        const err26 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ttft_ms/" + i3, schemaPath: "#/definitions/LevelSamples/properties/ttft_ms/items/type", keyword: "type", params: { type: schema39.properties.ttft_ms.items.type }, message: "must be number,null", schema: schema39.properties.ttft_ms.items.type, parentSchema: schema39.properties.ttft_ms.items, data: data14 };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err27 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ttft_ms", schemaPath: "#/definitions/LevelSamples/properties/ttft_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ttft_ms.type, parentSchema: schema39.properties.ttft_ms, data: data13 };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
                if (data8.ttfa_ms !== void 0) {
                  let data15 = data8.ttfa_ms;
                  if (Array.isArray(data15)) {
                    const len4 = data15.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data16 = data15[i4];
                      if (!(typeof data16 == "number" && isFinite(data16)) && data16 !== null) {
                        const err28 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ttfa_ms/" + i4, schemaPath: "#/definitions/LevelSamples/properties/ttfa_ms/items/type", keyword: "type", params: { type: schema39.properties.ttfa_ms.items.type }, message: "must be number,null", schema: schema39.properties.ttfa_ms.items.type, parentSchema: schema39.properties.ttfa_ms.items, data: data16 };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err29 = { instancePath: instancePath + "/levels/" + i0 + "/samples/ttfa_ms", schemaPath: "#/definitions/LevelSamples/properties/ttfa_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.ttfa_ms.type, parentSchema: schema39.properties.ttfa_ms, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                }
                if (data8.tpot_ms !== void 0) {
                  let data17 = data8.tpot_ms;
                  if (Array.isArray(data17)) {
                    const len5 = data17.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data18 = data17[i5];
                      if (!(typeof data18 == "number" && isFinite(data18)) && data18 !== null) {
                        const err30 = { instancePath: instancePath + "/levels/" + i0 + "/samples/tpot_ms/" + i5, schemaPath: "#/definitions/LevelSamples/properties/tpot_ms/items/type", keyword: "type", params: { type: schema39.properties.tpot_ms.items.type }, message: "must be number,null", schema: schema39.properties.tpot_ms.items.type, parentSchema: schema39.properties.tpot_ms.items, data: data18 };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err31 = { instancePath: instancePath + "/levels/" + i0 + "/samples/tpot_ms", schemaPath: "#/definitions/LevelSamples/properties/tpot_ms/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.tpot_ms.type, parentSchema: schema39.properties.tpot_ms, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data8.input_tokens !== void 0) {
                  let data19 = data8.input_tokens;
                  if (Array.isArray(data19)) {
                    const len6 = data19.length;
                    for (let i6 = 0; i6 < len6; i6++) {
                      let data20 = data19[i6];
                      if (!(typeof data20 == "number" && isFinite(data20)) && data20 !== null) {
                        const err32 = { instancePath: instancePath + "/levels/" + i0 + "/samples/input_tokens/" + i6, schemaPath: "#/definitions/LevelSamples/properties/input_tokens/items/type", keyword: "type", params: { type: schema39.properties.input_tokens.items.type }, message: "must be number,null", schema: schema39.properties.input_tokens.items.type, parentSchema: schema39.properties.input_tokens.items, data: data20 };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err33 = { instancePath: instancePath + "/levels/" + i0 + "/samples/input_tokens", schemaPath: "#/definitions/LevelSamples/properties/input_tokens/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.input_tokens.type, parentSchema: schema39.properties.input_tokens, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                }
                if (data8.output_tokens !== void 0) {
                  let data21 = data8.output_tokens;
                  if (Array.isArray(data21)) {
                    const len7 = data21.length;
                    for (let i7 = 0; i7 < len7; i7++) {
                      let data22 = data21[i7];
                      if (!(typeof data22 == "number" && isFinite(data22)) && data22 !== null) {
                        const err34 = { instancePath: instancePath + "/levels/" + i0 + "/samples/output_tokens/" + i7, schemaPath: "#/definitions/LevelSamples/properties/output_tokens/items/type", keyword: "type", params: { type: schema39.properties.output_tokens.items.type }, message: "must be number,null", schema: schema39.properties.output_tokens.items.type, parentSchema: schema39.properties.output_tokens.items, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err35 = { instancePath: instancePath + "/levels/" + i0 + "/samples/output_tokens", schemaPath: "#/definitions/LevelSamples/properties/output_tokens/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema39.properties.output_tokens.type, parentSchema: schema39.properties.output_tokens, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                }
              } else {
                const err36 = { instancePath: instancePath + "/levels/" + i0 + "/samples", schemaPath: "#/definitions/LevelSamples/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema39.type, parentSchema: schema39, data: data8 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          } else {
            const err37 = { instancePath: instancePath + "/levels/" + i0, schemaPath: "#/properties/levels/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.properties.levels.items.type, parentSchema: schema45.properties.levels.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
      } else {
        const err38 = { instancePath: instancePath + "/levels", schemaPath: "#/properties/levels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema45.properties.levels.type, parentSchema: schema45.properties.levels, data: data4 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
  } else {
    const err39 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema45.type, parentSchema: schema45, data };
    if (vErrors === null) {
      vErrors = [err39];
    } else {
      vErrors.push(err39);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
var schema48 = { "type": "object", "properties": { "objective": { "type": "string", "description": "The objective's name from the spec; `SLO <n>` (its 1-based position in `slos`) when it has none; `baseline` for regression checks; `reference` for regression checks against a reference endpoint measured in the same run (spec `reference`)." }, "kind": { "type": "string", "enum": ["slo", "regression"], "description": "An SLO threshold, or an allowed change against the baseline." }, "level": { "$ref": "#/definitions/CheckLevel" }, "concurrency": { "type": "number", "description": "The load level judged. For a check on a rate level (`rate` present), that level's cap on requests in flight, or 0 when the rate level was not run." }, "rate": { "type": "number", "description": "Target requests/s of the rate level judged; absent for a concurrency level." }, "metric": { "type": "string", "description": "Metric path, e.g. `ttft_ms.p95`, `success_rate`, `tpm`." }, "op": { "type": "string", "enum": ["<=", ">="], "description": "How `actual` must compare with `limit` to pass." }, "limit": { "type": ["number", "null"], "description": "The bound, in the metric's unit (a fraction for `success_rate`). For regressions: the baseline value moved by the allowed change, and null when the baseline has no value." }, "actual": { "type": ["number", "null"], "description": "The measured value; null when there was none." }, "baseline": { "type": ["number", "null"], "description": "For regressions: the baseline's value of the metric, in the metric's unit as `actual` is. Against a baseline of several runs, their typical value (the geometric mean of the runs' statistic). For a throughput (`qps`, `rpm`, `tpm`, `output_tokens_per_s`) judged from raw samples, whose comparison is made per millisecond of request time: `actual / (1 + change)`, the baseline as this run's figure would read it, so that `actual`, `baseline` and `change` agree." }, "change": { "type": ["number", "null"], "description": "For regressions: (actual \u2212 baseline) / baseline; null when not computable." }, "change_lower": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the lower and upper bound on the change (a fraction, like `change`), at the Holm-adjusted level that decided the check; null when the baseline or this run has no raw samples, or the change could not be judged. Absent on SLO checks." }, "change_upper": { "type": ["number", "null"] }, "adjusted_p": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the Holm-adjusted p-value (a regression when at most 1 \u2212 confidence); null otherwise." }, "resolution": { "type": ["number", "null"], "description": "For regressions judged from raw samples: the smallest change in the bad direction this run could tell from noise (a fraction; 0.2 is 20 %); null when it could not be judged." }, "requests_needed": { "type": "number", "description": "On a `baseline.min_resolution` check that failed: about how many requests per level (`sweep.requests`) would bring the resolution to the required one; absent otherwise." }, "status": { "$ref": "#/definitions/CheckStatus" }, "reason": { "type": ["string", "null"], "description": "Why the status is `not_applicable`, `no_data` or `inconclusive`, in plain words; null otherwise." }, "source": { "type": "string", "description": "The user's own limit as text, for messages: `ttft_ms: {p95: 1500}` \u2192 `ttft_ms.p95 <= 1500`, `success_rate: {min: 0.995}` \u2192 `success_rate >= 0.995`, a max_change entry \u2192 `tpm: -10%`." }, "spec_line": { "type": ["number", "null"], "description": "Where the threshold is written in the spec, for annotations; null when unknown." } }, "required": ["objective", "kind", "level", "concurrency", "metric", "op", "limit", "actual", "baseline", "change", "status", "reason", "source", "spec_line"], "description": "One judged limit at one load level." };
var schema49 = { "type": "string", "enum": ["error", "warn"], "description": "`error` fails the gate; `warn` is reported only." };
var schema50 = { "type": "string", "enum": ["pass", "fail", "not_applicable", "no_data", "inconclusive"], "description": "- `pass`: measured and within the limit.\n- `fail`: measured and beyond the limit (fails the gate when the level is `error`; shown as a   warning when the level is `warn`).\n- `not_applicable`: the measured workload broke the objective's preconditions (e.g. output   tokens p95 above the bound the SLO was written for): never counted as a pass.\n- `no_data`: the metric could not be computed (no successful request, too few samples, level   not run).\n- `inconclusive`: a regression check whose interval neither rules out nor confirms a change   beyond the allowed one (or whose samples are too few to compare); `baseline.inconclusive`   decides whether it warns (the default), fails or is ignored. A limit whose checks are all   `no_data`, `not_applicable` or `inconclusive` makes the run inconclusive (`run-status.ts`)." };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.objective === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "objective" }, message: "must have required property 'objective'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.level === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "level" }, message: "must have required property 'level'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.concurrency === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.metric === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metric" }, message: "must have required property 'metric'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.op === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "op" }, message: "must have required property 'op'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.limit === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "limit" }, message: "must have required property 'limit'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.actual === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "actual" }, message: "must have required property 'actual'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.baseline === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.change === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "change" }, message: "must have required property 'change'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.reason === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.source === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property 'source'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.spec_line === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec_line" }, message: "must have required property 'spec_line'", schema: schema48.required, parentSchema: schema48, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.objective !== void 0) {
      let data0 = data.objective;
      if (typeof data0 !== "string") {
        const err14 = { instancePath: instancePath + "/objective", schemaPath: "#/properties/objective/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.objective.type, parentSchema: schema48.properties.objective, data: data0 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data1 = data.kind;
      if (typeof data1 !== "string") {
        const err15 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.kind.type, parentSchema: schema48.properties.kind, data: data1 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data1 === "slo" || data1 === "regression")) {
        const err16 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema48.properties.kind.enum }, message: "must be equal to one of the allowed values", schema: schema48.properties.kind.enum, parentSchema: schema48.properties.kind, data: data1 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.level !== void 0) {
      let data2 = data.level;
      if (typeof data2 !== "string") {
        const err17 = { instancePath: instancePath + "/level", schemaPath: "#/definitions/CheckLevel/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema49.type, parentSchema: schema49, data: data2 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (!(data2 === "error" || data2 === "warn")) {
        const err18 = { instancePath: instancePath + "/level", schemaPath: "#/definitions/CheckLevel/enum", keyword: "enum", params: { allowedValues: schema49.enum }, message: "must be equal to one of the allowed values", schema: schema49.enum, parentSchema: schema49, data: data2 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.concurrency !== void 0) {
      let data3 = data.concurrency;
      if (!(typeof data3 == "number" && isFinite(data3))) {
        const err19 = { instancePath: instancePath + "/concurrency", schemaPath: "#/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema48.properties.concurrency.type, parentSchema: schema48.properties.concurrency, data: data3 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.rate !== void 0) {
      let data4 = data.rate;
      if (!(typeof data4 == "number" && isFinite(data4))) {
        const err20 = { instancePath: instancePath + "/rate", schemaPath: "#/properties/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema48.properties.rate.type, parentSchema: schema48.properties.rate, data: data4 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.metric !== void 0) {
      let data5 = data.metric;
      if (typeof data5 !== "string") {
        const err21 = { instancePath: instancePath + "/metric", schemaPath: "#/properties/metric/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.metric.type, parentSchema: schema48.properties.metric, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.op !== void 0) {
      let data6 = data.op;
      if (typeof data6 !== "string") {
        const err22 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.op.type, parentSchema: schema48.properties.op, data: data6 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data6 === "<=" || data6 === ">=")) {
        const err23 = { instancePath: instancePath + "/op", schemaPath: "#/properties/op/enum", keyword: "enum", params: { allowedValues: schema48.properties.op.enum }, message: "must be equal to one of the allowed values", schema: schema48.properties.op.enum, parentSchema: schema48.properties.op, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.limit !== void 0) {
      let data7 = data.limit;
      if (!(typeof data7 == "number" && isFinite(data7)) && data7 !== null) {
        const err24 = { instancePath: instancePath + "/limit", schemaPath: "#/properties/limit/type", keyword: "type", params: { type: schema48.properties.limit.type }, message: "must be number,null", schema: schema48.properties.limit.type, parentSchema: schema48.properties.limit, data: data7 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.actual !== void 0) {
      let data8 = data.actual;
      if (!(typeof data8 == "number" && isFinite(data8)) && data8 !== null) {
        const err25 = { instancePath: instancePath + "/actual", schemaPath: "#/properties/actual/type", keyword: "type", params: { type: schema48.properties.actual.type }, message: "must be number,null", schema: schema48.properties.actual.type, parentSchema: schema48.properties.actual, data: data8 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.baseline !== void 0) {
      let data9 = data.baseline;
      if (!(typeof data9 == "number" && isFinite(data9)) && data9 !== null) {
        const err26 = { instancePath: instancePath + "/baseline", schemaPath: "#/properties/baseline/type", keyword: "type", params: { type: schema48.properties.baseline.type }, message: "must be number,null", schema: schema48.properties.baseline.type, parentSchema: schema48.properties.baseline, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.change !== void 0) {
      let data10 = data.change;
      if (!(typeof data10 == "number" && isFinite(data10)) && data10 !== null) {
        const err27 = { instancePath: instancePath + "/change", schemaPath: "#/properties/change/type", keyword: "type", params: { type: schema48.properties.change.type }, message: "must be number,null", schema: schema48.properties.change.type, parentSchema: schema48.properties.change, data: data10 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.change_lower !== void 0) {
      let data11 = data.change_lower;
      if (!(typeof data11 == "number" && isFinite(data11)) && data11 !== null) {
        const err28 = { instancePath: instancePath + "/change_lower", schemaPath: "#/properties/change_lower/type", keyword: "type", params: { type: schema48.properties.change_lower.type }, message: "must be number,null", schema: schema48.properties.change_lower.type, parentSchema: schema48.properties.change_lower, data: data11 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.change_upper !== void 0) {
      let data12 = data.change_upper;
      if (!(typeof data12 == "number" && isFinite(data12)) && data12 !== null) {
        const err29 = { instancePath: instancePath + "/change_upper", schemaPath: "#/properties/change_upper/type", keyword: "type", params: { type: schema48.properties.change_upper.type }, message: "must be number,null", schema: schema48.properties.change_upper.type, parentSchema: schema48.properties.change_upper, data: data12 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.adjusted_p !== void 0) {
      let data13 = data.adjusted_p;
      if (!(typeof data13 == "number" && isFinite(data13)) && data13 !== null) {
        const err30 = { instancePath: instancePath + "/adjusted_p", schemaPath: "#/properties/adjusted_p/type", keyword: "type", params: { type: schema48.properties.adjusted_p.type }, message: "must be number,null", schema: schema48.properties.adjusted_p.type, parentSchema: schema48.properties.adjusted_p, data: data13 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.resolution !== void 0) {
      let data14 = data.resolution;
      if (!(typeof data14 == "number" && isFinite(data14)) && data14 !== null) {
        const err31 = { instancePath: instancePath + "/resolution", schemaPath: "#/properties/resolution/type", keyword: "type", params: { type: schema48.properties.resolution.type }, message: "must be number,null", schema: schema48.properties.resolution.type, parentSchema: schema48.properties.resolution, data: data14 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.requests_needed !== void 0) {
      let data15 = data.requests_needed;
      if (!(typeof data15 == "number" && isFinite(data15))) {
        const err32 = { instancePath: instancePath + "/requests_needed", schemaPath: "#/properties/requests_needed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema48.properties.requests_needed.type, parentSchema: schema48.properties.requests_needed, data: data15 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data16 = data.status;
      if (typeof data16 !== "string") {
        const err33 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/CheckStatus/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema50.type, parentSchema: schema50, data: data16 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (!(data16 === "pass" || data16 === "fail" || data16 === "not_applicable" || data16 === "no_data" || data16 === "inconclusive")) {
        const err34 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/CheckStatus/enum", keyword: "enum", params: { allowedValues: schema50.enum }, message: "must be equal to one of the allowed values", schema: schema50.enum, parentSchema: schema50, data: data16 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.reason !== void 0) {
      let data17 = data.reason;
      if (typeof data17 !== "string" && data17 !== null) {
        const err35 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema48.properties.reason.type }, message: "must be string,null", schema: schema48.properties.reason.type, parentSchema: schema48.properties.reason, data: data17 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data18 = data.source;
      if (typeof data18 !== "string") {
        const err36 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema48.properties.source.type, parentSchema: schema48.properties.source, data: data18 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.spec_line !== void 0) {
      let data19 = data.spec_line;
      if (!(typeof data19 == "number" && isFinite(data19)) && data19 !== null) {
        const err37 = { instancePath: instancePath + "/spec_line", schemaPath: "#/properties/spec_line/type", keyword: "type", params: { type: schema48.properties.spec_line.type }, message: "must be number,null", schema: schema48.properties.spec_line.type, parentSchema: schema48.properties.spec_line, data: data19 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
  } else {
    const err38 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema48.type, parentSchema: schema48, data };
    if (vErrors === null) {
      vErrors = [err38];
    } else {
      vErrors.push(err38);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
var schema53 = { "type": "object", "properties": { "status": { "type": "string", "enum": ["compared", "missing", "incompatible", "unreadable", "not_configured"], "description": "- `compared`: the baseline was read and compared.\n- `missing`: no baseline file (a warning, never a failure: the first run on a branch has none).\n- `incompatible`: measured with a different model, prompt, max_tokens or levels: refused, see `reasons`.\n- `unreadable`: the file exists but is not a results file: see `reasons`.\n- `not_configured`: the spec has no baseline section and no file was found." }, "path": { "type": "string", "description": "Path of the baseline file, as configured." }, "reasons": { "type": "array", "items": { "type": "string" }, "description": "Why the baseline was not compared; empty when it was." }, "age": { "anyOf": [{ "$ref": "#/definitions/BaselineAge" }, { "type": "null" }], "description": "Its commit and age; null unless it was read." }, "rows": { "type": "array", "items": { "$ref": "#/definitions/ComparisonRow" }, "description": "Per level and metric: baseline, current and change; empty unless compared." }, "source": { "$ref": "#/definitions/BaselineSource", "description": 'Where the baseline came from when it was not simply the file at `path`: a workflow run\'s artifact (Action input `baseline-artifact`; `{kind: "file"}` when the artifact was looked for and the file used instead), or `{kind: "reference", url}` for a reference endpoint measured in the same run (`url` redacted). Absent when only the file at `path` was read.' }, "runs": { "type": "number", "description": "Runs the baseline holds (its `history`, else 1); absent unless compared." }, "min_runs": { "type": "number", "description": "`baseline.min_runs`: the runs the history must hold before `max_change` is judged; absent unless a stored baseline was compared. While `runs` is below it, the regression checks are `no_data` (not judged yet) and the run is judged on its SLOs alone." }, "warnings": { "type": "array", "items": { "type": "string" }, "description": "How the baseline's measuring conditions differ from this run's (runner, CPU, Node.js, endpoint host, tool version), in plain words; empty or absent when they match or are unknown." } }, "required": ["status", "path", "reasons", "age", "rows"], "description": "What became of the baseline comparison." };
var schema54 = { "type": "object", "properties": { "sha": { "type": ["string", "null"], "description": "The baseline's commit SHA; null when it was not recorded." }, "ref": { "type": ["string", "null"], "description": "The baseline's ref; null when it was not recorded." }, "measured_at": { "type": "string", "description": "When the baseline run finished (ISO 8601, as in its `finished_at`)." }, "age_days": { "type": ["number", "null"], "description": "Whole days from `measured_at` to now (0 on the same day, never negative); null when the time cannot be read." } }, "required": ["sha", "ref", "measured_at", "age_days"], "description": "A baseline's origin and age." };
var schema55 = { "type": "object", "properties": { "concurrency": { "type": "number" }, "rate": { "type": "number", "description": "Target requests/s when the row is about a rate level; absent for a concurrency level." }, "metric": { "type": "string", "description": "Metric path, e.g. `ttft_ms.p95`, `tpm`." }, "label": { "type": "string", "description": "How a person names it: `TTFT p95`." }, "unit": { "type": "string", "description": "The metric's unit, `%` for fractions such as the success rate." }, "better": { "type": ["string", "null"], "enum": ["lower", "higher", null], "description": "Which way is an improvement (for colouring a change); null when neither." }, "baseline": { "type": ["number", "null"] }, "current": { "type": ["number", "null"] }, "change": { "type": ["number", "null"], "description": "(current \u2212 baseline) / baseline; 0 when both are 0; null when either is missing or only the baseline is 0." }, "change_lower": { "type": ["number", "null"], "description": "Bounds on `change` when both sides keep raw samples: the interval of the metric's regression check when it has one (at its Holm level), else a plain interval at `baseline.confidence` (95 % by default); null when the change could not be bounded. Absent without samples." }, "change_upper": { "type": ["number", "null"] } }, "required": ["concurrency", "metric", "label", "unit", "better", "baseline", "current", "change"], "description": "One metric at one level, then and now." };
var schema56 = { "anyOf": [{ "type": "object", "properties": { "kind": { "type": "string", "const": "reference", "description": "A reference endpoint measured in the same run (`reference` in the spec); `url` is redacted." }, "url": { "type": "string" } }, "required": ["kind", "url"] }, { "type": "object", "properties": { "kind": { "type": "string", "const": "file", "description": "The committed file at `baseline.path` (no usable artifact was found, or the run was not for a pull request)." } }, "required": ["kind"] }, { "type": "object", "properties": { "kind": { "type": "string", "const": "artifact", "description": "The results artifact of a successful workflow run on the pull request's base branch." }, "artifact": { "type": "string", "description": "The artifact's name, as given to actions/upload-artifact." }, "artifact_id": { "type": "number", "description": "The artifact's ID." }, "entry": { "type": "string", "description": "The file read inside the artifact, e.g. `results.json`." }, "scenario": { "type": "string", "description": "Set when the baseline is this scenario's entry in the combined results.json `entry` of a spec with scenarios, rather than a results.json of its own (e.g. `chat/results.json`)." }, "run_id": { "type": "number", "description": "ID of the workflow run that uploaded it." }, "run_url": { "type": "string", "description": "That run's page on GitHub." }, "head_sha": { "type": "string", "description": "The commit that run measured." }, "branch": { "type": "string", "description": "The branch that run was on (the pull request's base branch)." }, "matched": { "type": "string", "enum": ["base_sha", "newest"], "description": "`base_sha`: the run measured the pull request's base commit, the exact code the pull request changes. `newest`: no such run had the artifact, so the newest one that did was used." }, "run_finished_at": { "type": "string", "description": "When that run last changed state (it finished), ISO 8601." } }, "required": ["kind", "artifact", "artifact_id", "entry", "run_id", "run_url", "head_sha", "branch", "matched", "run_finished_at"] }], "description": "Where a baseline came from: a workflow run's artifact, or the file at `baseline.path`." };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.path === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.reasons === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reasons" }, message: "must have required property 'reasons'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.age === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "age" }, message: "must have required property 'age'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.rows === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rows" }, message: "must have required property 'rows'", schema: schema53.required, parentSchema: schema53, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.status !== void 0) {
      let data0 = data.status;
      if (typeof data0 !== "string") {
        const err5 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.properties.status.type, parentSchema: schema53.properties.status, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(data0 === "compared" || data0 === "missing" || data0 === "incompatible" || data0 === "unreadable" || data0 === "not_configured")) {
        const err6 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema53.properties.status.enum }, message: "must be equal to one of the allowed values", schema: schema53.properties.status.enum, parentSchema: schema53.properties.status, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.path !== void 0) {
      let data1 = data.path;
      if (typeof data1 !== "string") {
        const err7 = { instancePath: instancePath + "/path", schemaPath: "#/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.properties.path.type, parentSchema: schema53.properties.path, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.reasons !== void 0) {
      let data2 = data.reasons;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err8 = { instancePath: instancePath + "/reasons/" + i0, schemaPath: "#/properties/reasons/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.properties.reasons.items.type, parentSchema: schema53.properties.reasons.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/reasons", schemaPath: "#/properties/reasons/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.properties.reasons.type, parentSchema: schema53.properties.reasons, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.age !== void 0) {
      let data4 = data.age;
      const _errs10 = errors;
      let valid3 = false;
      const _errs11 = errors;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.sha === void 0) {
          const err10 = { instancePath: instancePath + "/age", schemaPath: "#/definitions/BaselineAge/required", keyword: "required", params: { missingProperty: "sha" }, message: "must have required property 'sha'", schema: schema54.required, parentSchema: schema54, data: data4 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data4.ref === void 0) {
          const err11 = { instancePath: instancePath + "/age", schemaPath: "#/definitions/BaselineAge/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'", schema: schema54.required, parentSchema: schema54, data: data4 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data4.measured_at === void 0) {
          const err12 = { instancePath: instancePath + "/age", schemaPath: "#/definitions/BaselineAge/required", keyword: "required", params: { missingProperty: "measured_at" }, message: "must have required property 'measured_at'", schema: schema54.required, parentSchema: schema54, data: data4 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data4.age_days === void 0) {
          const err13 = { instancePath: instancePath + "/age", schemaPath: "#/definitions/BaselineAge/required", keyword: "required", params: { missingProperty: "age_days" }, message: "must have required property 'age_days'", schema: schema54.required, parentSchema: schema54, data: data4 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.sha !== void 0) {
          let data5 = data4.sha;
          if (typeof data5 !== "string" && data5 !== null) {
            const err14 = { instancePath: instancePath + "/age/sha", schemaPath: "#/definitions/BaselineAge/properties/sha/type", keyword: "type", params: { type: schema54.properties.sha.type }, message: "must be string,null", schema: schema54.properties.sha.type, parentSchema: schema54.properties.sha, data: data5 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data4.ref !== void 0) {
          let data6 = data4.ref;
          if (typeof data6 !== "string" && data6 !== null) {
            const err15 = { instancePath: instancePath + "/age/ref", schemaPath: "#/definitions/BaselineAge/properties/ref/type", keyword: "type", params: { type: schema54.properties.ref.type }, message: "must be string,null", schema: schema54.properties.ref.type, parentSchema: schema54.properties.ref, data: data6 };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data4.measured_at !== void 0) {
          let data7 = data4.measured_at;
          if (typeof data7 !== "string") {
            const err16 = { instancePath: instancePath + "/age/measured_at", schemaPath: "#/definitions/BaselineAge/properties/measured_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema54.properties.measured_at.type, parentSchema: schema54.properties.measured_at, data: data7 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data4.age_days !== void 0) {
          let data8 = data4.age_days;
          if (!(typeof data8 == "number" && isFinite(data8)) && data8 !== null) {
            const err17 = { instancePath: instancePath + "/age/age_days", schemaPath: "#/definitions/BaselineAge/properties/age_days/type", keyword: "type", params: { type: schema54.properties.age_days.type }, message: "must be number,null", schema: schema54.properties.age_days.type, parentSchema: schema54.properties.age_days, data: data8 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/age", schemaPath: "#/definitions/BaselineAge/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema54.type, parentSchema: schema54, data: data4 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const _errs22 = errors;
        if (data4 !== null) {
          const err19 = { instancePath: instancePath + "/age", schemaPath: "#/properties/age/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema53.properties.age.anyOf[1].type, parentSchema: schema53.properties.age.anyOf[1], data: data4 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        var _valid0 = _errs22 === errors;
        valid3 = valid3 || _valid0;
      }
      if (!valid3) {
        const err20 = { instancePath: instancePath + "/age", schemaPath: "#/properties/age/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema53.properties.age.anyOf, parentSchema: schema53.properties.age, data: data4 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      } else {
        errors = _errs10;
        if (vErrors !== null) {
          if (_errs10) {
            vErrors.length = _errs10;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.rows !== void 0) {
      let data9 = data.rows;
      if (Array.isArray(data9)) {
        const len1 = data9.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data10 = data9[i1];
          if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            if (data10.concurrency === void 0) {
              const err21 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data10.metric === void 0) {
              const err22 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "metric" }, message: "must have required property 'metric'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data10.label === void 0) {
              const err23 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "label" }, message: "must have required property 'label'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data10.unit === void 0) {
              const err24 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "unit" }, message: "must have required property 'unit'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data10.better === void 0) {
              const err25 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "better" }, message: "must have required property 'better'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            if (data10.baseline === void 0) {
              const err26 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (data10.current === void 0) {
              const err27 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "current" }, message: "must have required property 'current'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data10.change === void 0) {
              const err28 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/required", keyword: "required", params: { missingProperty: "change" }, message: "must have required property 'change'", schema: schema55.required, parentSchema: schema55, data: data10 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (data10.concurrency !== void 0) {
              let data11 = data10.concurrency;
              if (!(typeof data11 == "number" && isFinite(data11))) {
                const err29 = { instancePath: instancePath + "/rows/" + i1 + "/concurrency", schemaPath: "#/definitions/ComparisonRow/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema55.properties.concurrency.type, parentSchema: schema55.properties.concurrency, data: data11 };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data10.rate !== void 0) {
              let data12 = data10.rate;
              if (!(typeof data12 == "number" && isFinite(data12))) {
                const err30 = { instancePath: instancePath + "/rows/" + i1 + "/rate", schemaPath: "#/definitions/ComparisonRow/properties/rate/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema55.properties.rate.type, parentSchema: schema55.properties.rate, data: data12 };
                if (vErrors === null) {
                  vErrors = [err30];
                } else {
                  vErrors.push(err30);
                }
                errors++;
              }
            }
            if (data10.metric !== void 0) {
              let data13 = data10.metric;
              if (typeof data13 !== "string") {
                const err31 = { instancePath: instancePath + "/rows/" + i1 + "/metric", schemaPath: "#/definitions/ComparisonRow/properties/metric/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.properties.metric.type, parentSchema: schema55.properties.metric, data: data13 };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data10.label !== void 0) {
              let data14 = data10.label;
              if (typeof data14 !== "string") {
                const err32 = { instancePath: instancePath + "/rows/" + i1 + "/label", schemaPath: "#/definitions/ComparisonRow/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.properties.label.type, parentSchema: schema55.properties.label, data: data14 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data10.unit !== void 0) {
              let data15 = data10.unit;
              if (typeof data15 !== "string") {
                const err33 = { instancePath: instancePath + "/rows/" + i1 + "/unit", schemaPath: "#/definitions/ComparisonRow/properties/unit/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema55.properties.unit.type, parentSchema: schema55.properties.unit, data: data15 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
            if (data10.better !== void 0) {
              let data16 = data10.better;
              if (typeof data16 !== "string" && data16 !== null) {
                const err34 = { instancePath: instancePath + "/rows/" + i1 + "/better", schemaPath: "#/definitions/ComparisonRow/properties/better/type", keyword: "type", params: { type: schema55.properties.better.type }, message: "must be string,null", schema: schema55.properties.better.type, parentSchema: schema55.properties.better, data: data16 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
              if (!(data16 === "lower" || data16 === "higher" || data16 === null)) {
                const err35 = { instancePath: instancePath + "/rows/" + i1 + "/better", schemaPath: "#/definitions/ComparisonRow/properties/better/enum", keyword: "enum", params: { allowedValues: schema55.properties.better.enum }, message: "must be equal to one of the allowed values", schema: schema55.properties.better.enum, parentSchema: schema55.properties.better, data: data16 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data10.baseline !== void 0) {
              let data17 = data10.baseline;
              if (!(typeof data17 == "number" && isFinite(data17)) && data17 !== null) {
                const err36 = { instancePath: instancePath + "/rows/" + i1 + "/baseline", schemaPath: "#/definitions/ComparisonRow/properties/baseline/type", keyword: "type", params: { type: schema55.properties.baseline.type }, message: "must be number,null", schema: schema55.properties.baseline.type, parentSchema: schema55.properties.baseline, data: data17 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data10.current !== void 0) {
              let data18 = data10.current;
              if (!(typeof data18 == "number" && isFinite(data18)) && data18 !== null) {
                const err37 = { instancePath: instancePath + "/rows/" + i1 + "/current", schemaPath: "#/definitions/ComparisonRow/properties/current/type", keyword: "type", params: { type: schema55.properties.current.type }, message: "must be number,null", schema: schema55.properties.current.type, parentSchema: schema55.properties.current, data: data18 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data10.change !== void 0) {
              let data19 = data10.change;
              if (!(typeof data19 == "number" && isFinite(data19)) && data19 !== null) {
                const err38 = { instancePath: instancePath + "/rows/" + i1 + "/change", schemaPath: "#/definitions/ComparisonRow/properties/change/type", keyword: "type", params: { type: schema55.properties.change.type }, message: "must be number,null", schema: schema55.properties.change.type, parentSchema: schema55.properties.change, data: data19 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data10.change_lower !== void 0) {
              let data20 = data10.change_lower;
              if (!(typeof data20 == "number" && isFinite(data20)) && data20 !== null) {
                const err39 = { instancePath: instancePath + "/rows/" + i1 + "/change_lower", schemaPath: "#/definitions/ComparisonRow/properties/change_lower/type", keyword: "type", params: { type: schema55.properties.change_lower.type }, message: "must be number,null", schema: schema55.properties.change_lower.type, parentSchema: schema55.properties.change_lower, data: data20 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data10.change_upper !== void 0) {
              let data21 = data10.change_upper;
              if (!(typeof data21 == "number" && isFinite(data21)) && data21 !== null) {
                const err40 = { instancePath: instancePath + "/rows/" + i1 + "/change_upper", schemaPath: "#/definitions/ComparisonRow/properties/change_upper/type", keyword: "type", params: { type: schema55.properties.change_upper.type }, message: "must be number,null", schema: schema55.properties.change_upper.type, parentSchema: schema55.properties.change_upper, data: data21 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/rows/" + i1, schemaPath: "#/definitions/ComparisonRow/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema55.type, parentSchema: schema55, data: data10 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/rows", schemaPath: "#/properties/rows/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.properties.rows.type, parentSchema: schema53.properties.rows, data: data9 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.source !== void 0) {
      let data22 = data.source;
      const _errs53 = errors;
      let valid11 = false;
      const _errs54 = errors;
      if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
        if (data22.kind === void 0) {
          const err43 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/0/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema56.anyOf[0].required, parentSchema: schema56.anyOf[0], data: data22 };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        if (data22.url === void 0) {
          const err44 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/0/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema56.anyOf[0].required, parentSchema: schema56.anyOf[0], data: data22 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data22.kind !== void 0) {
          let data23 = data22.kind;
          if (typeof data23 !== "string") {
            const err45 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/0/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[0].properties.kind.type, parentSchema: schema56.anyOf[0].properties.kind, data: data23 };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if ("reference" !== data23) {
            const err46 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/0/properties/kind/const", keyword: "const", params: { allowedValue: "reference" }, message: "must be equal to constant", schema: "reference", parentSchema: schema56.anyOf[0].properties.kind, data: data23 };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data22.url !== void 0) {
          let data24 = data22.url;
          if (typeof data24 !== "string") {
            const err47 = { instancePath: instancePath + "/source/url", schemaPath: "#/definitions/BaselineSource/anyOf/0/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[0].properties.url.type, parentSchema: schema56.anyOf[0].properties.url, data: data24 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.anyOf[0].type, parentSchema: schema56.anyOf[0], data: data22 };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      var _valid1 = _errs54 === errors;
      valid11 = valid11 || _valid1;
      if (!valid11) {
        const _errs60 = errors;
        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
          if (data22.kind === void 0) {
            const err49 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/1/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema56.anyOf[1].required, parentSchema: schema56.anyOf[1], data: data22 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          if (data22.kind !== void 0) {
            let data25 = data22.kind;
            if (typeof data25 !== "string") {
              const err50 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/1/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[1].properties.kind.type, parentSchema: schema56.anyOf[1].properties.kind, data: data25 };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            if ("file" !== data25) {
              const err51 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/1/properties/kind/const", keyword: "const", params: { allowedValue: "file" }, message: "must be equal to constant", schema: "file", parentSchema: schema56.anyOf[1].properties.kind, data: data25 };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          }
        } else {
          const err52 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.anyOf[1].type, parentSchema: schema56.anyOf[1], data: data22 };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        var _valid1 = _errs60 === errors;
        valid11 = valid11 || _valid1;
        if (!valid11) {
          const _errs64 = errors;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            if (data22.kind === void 0) {
              const err53 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (data22.artifact === void 0) {
              const err54 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "artifact" }, message: "must have required property 'artifact'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
            if (data22.artifact_id === void 0) {
              const err55 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "artifact_id" }, message: "must have required property 'artifact_id'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            if (data22.entry === void 0) {
              const err56 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "entry" }, message: "must have required property 'entry'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err56];
              } else {
                vErrors.push(err56);
              }
              errors++;
            }
            if (data22.run_id === void 0) {
              const err57 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property 'run_id'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
            if (data22.run_url === void 0) {
              const err58 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "run_url" }, message: "must have required property 'run_url'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err58];
              } else {
                vErrors.push(err58);
              }
              errors++;
            }
            if (data22.head_sha === void 0) {
              const err59 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "head_sha" }, message: "must have required property 'head_sha'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
            if (data22.branch === void 0) {
              const err60 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "branch" }, message: "must have required property 'branch'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
            if (data22.matched === void 0) {
              const err61 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "matched" }, message: "must have required property 'matched'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
            if (data22.run_finished_at === void 0) {
              const err62 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/required", keyword: "required", params: { missingProperty: "run_finished_at" }, message: "must have required property 'run_finished_at'", schema: schema56.anyOf[2].required, parentSchema: schema56.anyOf[2], data: data22 };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (data22.kind !== void 0) {
              let data26 = data22.kind;
              if (typeof data26 !== "string") {
                const err63 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.kind.type, parentSchema: schema56.anyOf[2].properties.kind, data: data26 };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
              if ("artifact" !== data26) {
                const err64 = { instancePath: instancePath + "/source/kind", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/kind/const", keyword: "const", params: { allowedValue: "artifact" }, message: "must be equal to constant", schema: "artifact", parentSchema: schema56.anyOf[2].properties.kind, data: data26 };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
            if (data22.artifact !== void 0) {
              let data27 = data22.artifact;
              if (typeof data27 !== "string") {
                const err65 = { instancePath: instancePath + "/source/artifact", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/artifact/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.artifact.type, parentSchema: schema56.anyOf[2].properties.artifact, data: data27 };
                if (vErrors === null) {
                  vErrors = [err65];
                } else {
                  vErrors.push(err65);
                }
                errors++;
              }
            }
            if (data22.artifact_id !== void 0) {
              let data28 = data22.artifact_id;
              if (!(typeof data28 == "number" && isFinite(data28))) {
                const err66 = { instancePath: instancePath + "/source/artifact_id", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/artifact_id/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema56.anyOf[2].properties.artifact_id.type, parentSchema: schema56.anyOf[2].properties.artifact_id, data: data28 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
            if (data22.entry !== void 0) {
              let data29 = data22.entry;
              if (typeof data29 !== "string") {
                const err67 = { instancePath: instancePath + "/source/entry", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/entry/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.entry.type, parentSchema: schema56.anyOf[2].properties.entry, data: data29 };
                if (vErrors === null) {
                  vErrors = [err67];
                } else {
                  vErrors.push(err67);
                }
                errors++;
              }
            }
            if (data22.scenario !== void 0) {
              let data30 = data22.scenario;
              if (typeof data30 !== "string") {
                const err68 = { instancePath: instancePath + "/source/scenario", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/scenario/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.scenario.type, parentSchema: schema56.anyOf[2].properties.scenario, data: data30 };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data22.run_id !== void 0) {
              let data31 = data22.run_id;
              if (!(typeof data31 == "number" && isFinite(data31))) {
                const err69 = { instancePath: instancePath + "/source/run_id", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/run_id/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema56.anyOf[2].properties.run_id.type, parentSchema: schema56.anyOf[2].properties.run_id, data: data31 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data22.run_url !== void 0) {
              let data32 = data22.run_url;
              if (typeof data32 !== "string") {
                const err70 = { instancePath: instancePath + "/source/run_url", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/run_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.run_url.type, parentSchema: schema56.anyOf[2].properties.run_url, data: data32 };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
            if (data22.head_sha !== void 0) {
              let data33 = data22.head_sha;
              if (typeof data33 !== "string") {
                const err71 = { instancePath: instancePath + "/source/head_sha", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/head_sha/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.head_sha.type, parentSchema: schema56.anyOf[2].properties.head_sha, data: data33 };
                if (vErrors === null) {
                  vErrors = [err71];
                } else {
                  vErrors.push(err71);
                }
                errors++;
              }
            }
            if (data22.branch !== void 0) {
              let data34 = data22.branch;
              if (typeof data34 !== "string") {
                const err72 = { instancePath: instancePath + "/source/branch", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/branch/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.branch.type, parentSchema: schema56.anyOf[2].properties.branch, data: data34 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
            }
            if (data22.matched !== void 0) {
              let data35 = data22.matched;
              if (typeof data35 !== "string") {
                const err73 = { instancePath: instancePath + "/source/matched", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/matched/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.matched.type, parentSchema: schema56.anyOf[2].properties.matched, data: data35 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
              if (!(data35 === "base_sha" || data35 === "newest")) {
                const err74 = { instancePath: instancePath + "/source/matched", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/matched/enum", keyword: "enum", params: { allowedValues: schema56.anyOf[2].properties.matched.enum }, message: "must be equal to one of the allowed values", schema: schema56.anyOf[2].properties.matched.enum, parentSchema: schema56.anyOf[2].properties.matched, data: data35 };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
            }
            if (data22.run_finished_at !== void 0) {
              let data36 = data22.run_finished_at;
              if (typeof data36 !== "string") {
                const err75 = { instancePath: instancePath + "/source/run_finished_at", schemaPath: "#/definitions/BaselineSource/anyOf/2/properties/run_finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema56.anyOf[2].properties.run_finished_at.type, parentSchema: schema56.anyOf[2].properties.run_finished_at, data: data36 };
                if (vErrors === null) {
                  vErrors = [err75];
                } else {
                  vErrors.push(err75);
                }
                errors++;
              }
            }
          } else {
            const err76 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema56.anyOf[2].type, parentSchema: schema56.anyOf[2], data: data22 };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
          var _valid1 = _errs64 === errors;
          valid11 = valid11 || _valid1;
        }
      }
      if (!valid11) {
        const err77 = { instancePath: instancePath + "/source", schemaPath: "#/definitions/BaselineSource/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema56.anyOf, parentSchema: schema56, data: data22 };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      } else {
        errors = _errs53;
        if (vErrors !== null) {
          if (_errs53) {
            vErrors.length = _errs53;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.runs !== void 0) {
      let data37 = data.runs;
      if (!(typeof data37 == "number" && isFinite(data37))) {
        const err78 = { instancePath: instancePath + "/runs", schemaPath: "#/properties/runs/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema53.properties.runs.type, parentSchema: schema53.properties.runs, data: data37 };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
    }
    if (data.min_runs !== void 0) {
      let data38 = data.min_runs;
      if (!(typeof data38 == "number" && isFinite(data38))) {
        const err79 = { instancePath: instancePath + "/min_runs", schemaPath: "#/properties/min_runs/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema53.properties.min_runs.type, parentSchema: schema53.properties.min_runs, data: data38 };
        if (vErrors === null) {
          vErrors = [err79];
        } else {
          vErrors.push(err79);
        }
        errors++;
      }
    }
    if (data.warnings !== void 0) {
      let data39 = data.warnings;
      if (Array.isArray(data39)) {
        const len2 = data39.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data40 = data39[i2];
          if (typeof data40 !== "string") {
            const err80 = { instancePath: instancePath + "/warnings/" + i2, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema53.properties.warnings.items.type, parentSchema: schema53.properties.warnings.items, data: data40 };
            if (vErrors === null) {
              vErrors = [err80];
            } else {
              vErrors.push(err80);
            }
            errors++;
          }
        }
      } else {
        const err81 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema53.properties.warnings.type, parentSchema: schema53.properties.warnings, data: data39 };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
    }
  } else {
    const err82 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema53.type, parentSchema: schema53, data };
    if (vErrors === null) {
      vErrors = [err82];
    } else {
      vErrors.push(err82);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
var schema57 = { "type": "object", "properties": { "endpoint": { "type": "object", "properties": { "base_url": { "type": "string" }, "url": { "type": "string" }, "model": { "type": "string" }, "api": { "type": "string" } }, "required": ["base_url", "url", "model", "api"], "description": "Where the reference was reached; URLs are redacted like `endpoint`'s." }, "preflight": { "anyOf": [{ "$ref": "#/definitions/PreflightResult" }, { "type": "null" }], "description": "The reference's own connectivity check; null when it was not reached (the candidate's failed first)." }, "levels": { "type": "array", "items": { "$ref": "#/definitions/LevelStats" }, "description": "The reference's figures per level, measured at the same time as the candidate's `levels`." } }, "required": ["endpoint", "preflight", "levels"], "description": "The reference endpoint as recorded in results.json (`reference`)." };
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.endpoint === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endpoint" }, message: "must have required property 'endpoint'", schema: schema57.required, parentSchema: schema57, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.preflight === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "preflight" }, message: "must have required property 'preflight'", schema: schema57.required, parentSchema: schema57, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.levels === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "levels" }, message: "must have required property 'levels'", schema: schema57.required, parentSchema: schema57, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.endpoint !== void 0) {
      let data0 = data.endpoint;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.base_url === void 0) {
          const err3 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "base_url" }, message: "must have required property 'base_url'", schema: schema57.properties.endpoint.required, parentSchema: schema57.properties.endpoint, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.url === void 0) {
          const err4 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema57.properties.endpoint.required, parentSchema: schema57.properties.endpoint, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0.model === void 0) {
          const err5 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema57.properties.endpoint.required, parentSchema: schema57.properties.endpoint, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0.api === void 0) {
          const err6 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "api" }, message: "must have required property 'api'", schema: schema57.properties.endpoint.required, parentSchema: schema57.properties.endpoint, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0.base_url !== void 0) {
          let data1 = data0.base_url;
          if (typeof data1 !== "string") {
            const err7 = { instancePath: instancePath + "/endpoint/base_url", schemaPath: "#/properties/endpoint/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.endpoint.properties.base_url.type, parentSchema: schema57.properties.endpoint.properties.base_url, data: data1 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data0.url !== void 0) {
          let data2 = data0.url;
          if (typeof data2 !== "string") {
            const err8 = { instancePath: instancePath + "/endpoint/url", schemaPath: "#/properties/endpoint/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.endpoint.properties.url.type, parentSchema: schema57.properties.endpoint.properties.url, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data0.model !== void 0) {
          let data3 = data0.model;
          if (typeof data3 !== "string") {
            const err9 = { instancePath: instancePath + "/endpoint/model", schemaPath: "#/properties/endpoint/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.endpoint.properties.model.type, parentSchema: schema57.properties.endpoint.properties.model, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data0.api !== void 0) {
          let data4 = data0.api;
          if (typeof data4 !== "string") {
            const err10 = { instancePath: instancePath + "/endpoint/api", schemaPath: "#/properties/endpoint/properties/api/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema57.properties.endpoint.properties.api.type, parentSchema: schema57.properties.endpoint.properties.api, data: data4 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema57.properties.endpoint.type, parentSchema: schema57.properties.endpoint, data: data0 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.preflight !== void 0) {
      let data5 = data.preflight;
      const _errs12 = errors;
      let valid2 = false;
      const _errs13 = errors;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.ok === void 0) {
          const err12 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "ok" }, message: "must have required property 'ok'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data5.status_code === void 0) {
          const err13 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "status_code" }, message: "must have required property 'status_code'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data5.error_kind === void 0) {
          const err14 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "error_kind" }, message: "must have required property 'error_kind'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data5.ttft_ms === void 0) {
          const err15 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "ttft_ms" }, message: "must have required property 'ttft_ms'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data5.e2e_ms === void 0) {
          const err16 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "e2e_ms" }, message: "must have required property 'e2e_ms'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data5.usage === void 0) {
          const err17 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "usage" }, message: "must have required property 'usage'", schema: schema21.required, parentSchema: schema21, data: data5 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data5.ok !== void 0) {
          let data6 = data5.ok;
          if (typeof data6 !== "boolean") {
            const err18 = { instancePath: instancePath + "/preflight/ok", schemaPath: "#/definitions/PreflightResult/properties/ok/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.ok.type, parentSchema: schema21.properties.ok, data: data6 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data5.status_code !== void 0) {
          let data7 = data5.status_code;
          if (!(typeof data7 == "number" && isFinite(data7)) && data7 !== null) {
            const err19 = { instancePath: instancePath + "/preflight/status_code", schemaPath: "#/definitions/PreflightResult/properties/status_code/type", keyword: "type", params: { type: schema21.properties.status_code.type }, message: "must be number,null", schema: schema21.properties.status_code.type, parentSchema: schema21.properties.status_code, data: data7 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data5.error_kind !== void 0) {
          let data8 = data5.error_kind;
          if (typeof data8 !== "string" && data8 !== null) {
            const err20 = { instancePath: instancePath + "/preflight/error_kind", schemaPath: "#/definitions/PreflightResult/properties/error_kind/type", keyword: "type", params: { type: schema21.properties.error_kind.type }, message: "must be string,null", schema: schema21.properties.error_kind.type, parentSchema: schema21.properties.error_kind, data: data8 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data5.ttft_ms !== void 0) {
          let data9 = data5.ttft_ms;
          if (!(typeof data9 == "number" && isFinite(data9)) && data9 !== null) {
            const err21 = { instancePath: instancePath + "/preflight/ttft_ms", schemaPath: "#/definitions/PreflightResult/properties/ttft_ms/type", keyword: "type", params: { type: schema21.properties.ttft_ms.type }, message: "must be number,null", schema: schema21.properties.ttft_ms.type, parentSchema: schema21.properties.ttft_ms, data: data9 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data5.e2e_ms !== void 0) {
          let data10 = data5.e2e_ms;
          if (!(typeof data10 == "number" && isFinite(data10)) && data10 !== null) {
            const err22 = { instancePath: instancePath + "/preflight/e2e_ms", schemaPath: "#/definitions/PreflightResult/properties/e2e_ms/type", keyword: "type", params: { type: schema21.properties.e2e_ms.type }, message: "must be number,null", schema: schema21.properties.e2e_ms.type, parentSchema: schema21.properties.e2e_ms, data: data10 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data5.usage !== void 0) {
          let data11 = data5.usage;
          if (typeof data11 !== "boolean") {
            const err23 = { instancePath: instancePath + "/preflight/usage", schemaPath: "#/definitions/PreflightResult/properties/usage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.usage.type, parentSchema: schema21.properties.usage, data: data11 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data5.stream_options !== void 0) {
          let data12 = data5.stream_options;
          if (typeof data12 !== "boolean") {
            const err24 = { instancePath: instancePath + "/preflight/stream_options", schemaPath: "#/definitions/PreflightResult/properties/stream_options/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.stream_options.type, parentSchema: schema21.properties.stream_options, data: data12 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data5.max_tokens_field !== void 0) {
          let data13 = data5.max_tokens_field;
          if (typeof data13 !== "string") {
            const err25 = { instancePath: instancePath + "/preflight/max_tokens_field", schemaPath: "#/definitions/PreflightResult/properties/max_tokens_field/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.properties.max_tokens_field.type, parentSchema: schema21.properties.max_tokens_field, data: data13 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (!(data13 === "max_tokens" || data13 === "max_completion_tokens")) {
            const err26 = { instancePath: instancePath + "/preflight/max_tokens_field", schemaPath: "#/definitions/PreflightResult/properties/max_tokens_field/enum", keyword: "enum", params: { allowedValues: schema21.properties.max_tokens_field.enum }, message: "must be equal to one of the allowed values", schema: schema21.properties.max_tokens_field.enum, parentSchema: schema21.properties.max_tokens_field, data: data13 };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
      } else {
        const err27 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema21.type, parentSchema: schema21, data: data5 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const _errs32 = errors;
        if (data5 !== null) {
          const err28 = { instancePath: instancePath + "/preflight", schemaPath: "#/properties/preflight/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema57.properties.preflight.anyOf[1].type, parentSchema: schema57.properties.preflight.anyOf[1], data: data5 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        var _valid0 = _errs32 === errors;
        valid2 = valid2 || _valid0;
      }
      if (!valid2) {
        const err29 = { instancePath: instancePath + "/preflight", schemaPath: "#/properties/preflight/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema57.properties.preflight.anyOf, parentSchema: schema57.properties.preflight, data: data5 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.levels !== void 0) {
      let data14 = data.levels;
      if (Array.isArray(data14)) {
        const len0 = data14.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate16(data14[i0], { instancePath: instancePath + "/levels/" + i0, parentData: data14, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err30 = { instancePath: instancePath + "/levels", schemaPath: "#/properties/levels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema57.properties.levels.type, parentSchema: schema57.properties.levels, data: data14 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
  } else {
    const err31 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema57.type, parentSchema: schema57, data };
    if (vErrors === null) {
      vErrors = [err31];
    } else {
      vErrors.push(err31);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
var schema59 = { "type": "object", "properties": { "index": { "type": "number" }, "count": { "type": "number" }, "plan_sha256": { "type": "string", "description": "SHA-256 of the plan's endpoint, workload and whole sweep before the split: shards of one sweep have the same one, whatever file or flags made it." }, "spec_sha256": { "type": ["string", "null"], "description": "SHA-256 of the spec file; null for a run from flags alone." }, "start_at": { "type": "string", "description": "The common start of the first level (ISO 8601), `--start-at`." }, "level_slot_s": { "type": "number", "description": "Seconds each level is given: `sweep.max_duration_s` / the number of levels (docs/shards.md)." }, "sweep": { "type": "object", "properties": { "concurrency": { "type": "array", "items": { "type": "number" } }, "rate": { "type": "array", "items": { "type": "number" } }, "requests": { "type": "number" }, "warmup": { "type": "number" }, "max_concurrency": { "type": ["number", "null"] }, "max_duration_s": { "type": "number" } }, "required": ["concurrency", "rate", "requests", "warmup", "max_concurrency", "max_duration_s"], "description": "The whole sweep, before the split." }, "host": { "type": "string", "description": "The machine's host name." }, "clock_synchronized": { "type": ["boolean", "null"], "description": "Whether the OS said its clock is synchronised (NTP); null when it could not tell." }, "clock_source": { "type": ["string", "null"], "description": "What told it (`timedatectl`); null when nothing did." }, "time_origin_ms": { "type": "number", "description": "`performance.timeOrigin`: the epoch ms the records' monotonic times count from, to place them on the wall clock." }, "levels": { "type": "array", "items": { "$ref": "#/definitions/ShardLevel" } } }, "required": ["clock_source", "clock_synchronized", "count", "host", "index", "level_slot_s", "levels", "plan_sha256", "spec_sha256", "start_at", "sweep", "time_origin_ms"], "description": "results.json `shard`: present only in a shard's results (`run --shard i/N`)." };
var schema60 = { "type": "object", "properties": { "concurrency": { "type": "number", "description": "The whole level's concurrency (at a rate level, its whole cap), as the spec writes it." }, "rate": { "type": ["number", "null"], "description": "The whole level's rate in requests/s; null for a concurrency level." }, "shard_concurrency": { "type": "number", "description": "This shard's share: the requests it kept in flight (at a rate level, its cap)." }, "shard_rate": { "type": ["number", "null"], "description": "This shard's rate, `rate / count`; null for a concurrency level." }, "shard_requests": { "type": "number", "description": "Measured requests this shard planned at the level." }, "scheduled_start": { "type": "string", "description": "When the level was due to start on every shard (ISO 8601), from `start_at` and the level slot." }, "started_at": { "type": ["string", "null"], "description": "Wall clock of this shard's first measured send and last measured finish (ISO 8601); null when nothing was measured." }, "finished_at": { "type": ["string", "null"] } }, "required": ["concurrency", "rate", "shard_concurrency", "shard_rate", "shard_requests", "scheduled_start", "started_at", "finished_at"], "description": "One level as a shard ran it (`shard.levels[]`)." };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.clock_source === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "clock_source" }, message: "must have required property 'clock_source'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.clock_synchronized === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "clock_synchronized" }, message: "must have required property 'clock_synchronized'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.count === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.host === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "host" }, message: "must have required property 'host'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.index === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "index" }, message: "must have required property 'index'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.level_slot_s === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "level_slot_s" }, message: "must have required property 'level_slot_s'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.levels === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "levels" }, message: "must have required property 'levels'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.plan_sha256 === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "plan_sha256" }, message: "must have required property 'plan_sha256'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.spec_sha256 === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "spec_sha256" }, message: "must have required property 'spec_sha256'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.start_at === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "start_at" }, message: "must have required property 'start_at'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.sweep === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sweep" }, message: "must have required property 'sweep'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.time_origin_ms === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "time_origin_ms" }, message: "must have required property 'time_origin_ms'", schema: schema59.required, parentSchema: schema59, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.index !== void 0) {
      let data0 = data.index;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err12 = { instancePath: instancePath + "/index", schemaPath: "#/properties/index/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.index.type, parentSchema: schema59.properties.index, data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.count !== void 0) {
      let data1 = data.count;
      if (!(typeof data1 == "number" && isFinite(data1))) {
        const err13 = { instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.count.type, parentSchema: schema59.properties.count, data: data1 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.plan_sha256 !== void 0) {
      let data2 = data.plan_sha256;
      if (typeof data2 !== "string") {
        const err14 = { instancePath: instancePath + "/plan_sha256", schemaPath: "#/properties/plan_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.plan_sha256.type, parentSchema: schema59.properties.plan_sha256, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.spec_sha256 !== void 0) {
      let data3 = data.spec_sha256;
      if (typeof data3 !== "string" && data3 !== null) {
        const err15 = { instancePath: instancePath + "/spec_sha256", schemaPath: "#/properties/spec_sha256/type", keyword: "type", params: { type: schema59.properties.spec_sha256.type }, message: "must be string,null", schema: schema59.properties.spec_sha256.type, parentSchema: schema59.properties.spec_sha256, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.start_at !== void 0) {
      let data4 = data.start_at;
      if (typeof data4 !== "string") {
        const err16 = { instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.start_at.type, parentSchema: schema59.properties.start_at, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.level_slot_s !== void 0) {
      let data5 = data.level_slot_s;
      if (!(typeof data5 == "number" && isFinite(data5))) {
        const err17 = { instancePath: instancePath + "/level_slot_s", schemaPath: "#/properties/level_slot_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.level_slot_s.type, parentSchema: schema59.properties.level_slot_s, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.sweep !== void 0) {
      let data6 = data.sweep;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.concurrency === void 0) {
          const err18 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data6.rate === void 0) {
          const err19 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "rate" }, message: "must have required property 'rate'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data6.requests === void 0) {
          const err20 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6.warmup === void 0) {
          const err21 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "warmup" }, message: "must have required property 'warmup'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6.max_concurrency === void 0) {
          const err22 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "max_concurrency" }, message: "must have required property 'max_concurrency'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.max_duration_s === void 0) {
          const err23 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "max_duration_s" }, message: "must have required property 'max_duration_s'", schema: schema59.properties.sweep.required, parentSchema: schema59.properties.sweep, data: data6 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data6.concurrency !== void 0) {
          let data7 = data6.concurrency;
          if (Array.isArray(data7)) {
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data8 = data7[i0];
              if (!(typeof data8 == "number" && isFinite(data8))) {
                const err24 = { instancePath: instancePath + "/sweep/concurrency/" + i0, schemaPath: "#/properties/sweep/properties/concurrency/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.sweep.properties.concurrency.items.type, parentSchema: schema59.properties.sweep.properties.concurrency.items, data: data8 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = { instancePath: instancePath + "/sweep/concurrency", schemaPath: "#/properties/sweep/properties/concurrency/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.sweep.properties.concurrency.type, parentSchema: schema59.properties.sweep.properties.concurrency, data: data7 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data6.rate !== void 0) {
          let data9 = data6.rate;
          if (Array.isArray(data9)) {
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data10 = data9[i1];
              if (!(typeof data10 == "number" && isFinite(data10))) {
                const err26 = { instancePath: instancePath + "/sweep/rate/" + i1, schemaPath: "#/properties/sweep/properties/rate/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.sweep.properties.rate.items.type, parentSchema: schema59.properties.sweep.properties.rate.items, data: data10 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
          } else {
            const err27 = { instancePath: instancePath + "/sweep/rate", schemaPath: "#/properties/sweep/properties/rate/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.sweep.properties.rate.type, parentSchema: schema59.properties.sweep.properties.rate, data: data9 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data6.requests !== void 0) {
          let data11 = data6.requests;
          if (!(typeof data11 == "number" && isFinite(data11))) {
            const err28 = { instancePath: instancePath + "/sweep/requests", schemaPath: "#/properties/sweep/properties/requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.sweep.properties.requests.type, parentSchema: schema59.properties.sweep.properties.requests, data: data11 };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data6.warmup !== void 0) {
          let data12 = data6.warmup;
          if (!(typeof data12 == "number" && isFinite(data12))) {
            const err29 = { instancePath: instancePath + "/sweep/warmup", schemaPath: "#/properties/sweep/properties/warmup/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.sweep.properties.warmup.type, parentSchema: schema59.properties.sweep.properties.warmup, data: data12 };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data6.max_concurrency !== void 0) {
          let data13 = data6.max_concurrency;
          if (!(typeof data13 == "number" && isFinite(data13)) && data13 !== null) {
            const err30 = { instancePath: instancePath + "/sweep/max_concurrency", schemaPath: "#/properties/sweep/properties/max_concurrency/type", keyword: "type", params: { type: schema59.properties.sweep.properties.max_concurrency.type }, message: "must be number,null", schema: schema59.properties.sweep.properties.max_concurrency.type, parentSchema: schema59.properties.sweep.properties.max_concurrency, data: data13 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data6.max_duration_s !== void 0) {
          let data14 = data6.max_duration_s;
          if (!(typeof data14 == "number" && isFinite(data14))) {
            const err31 = { instancePath: instancePath + "/sweep/max_duration_s", schemaPath: "#/properties/sweep/properties/max_duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.sweep.properties.max_duration_s.type, parentSchema: schema59.properties.sweep.properties.max_duration_s, data: data14 };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      } else {
        const err32 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.properties.sweep.type, parentSchema: schema59.properties.sweep, data: data6 };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.host !== void 0) {
      let data15 = data.host;
      if (typeof data15 !== "string") {
        const err33 = { instancePath: instancePath + "/host", schemaPath: "#/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema59.properties.host.type, parentSchema: schema59.properties.host, data: data15 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.clock_synchronized !== void 0) {
      let data16 = data.clock_synchronized;
      if (typeof data16 !== "boolean" && data16 !== null) {
        const err34 = { instancePath: instancePath + "/clock_synchronized", schemaPath: "#/properties/clock_synchronized/type", keyword: "type", params: { type: schema59.properties.clock_synchronized.type }, message: "must be boolean,null", schema: schema59.properties.clock_synchronized.type, parentSchema: schema59.properties.clock_synchronized, data: data16 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.clock_source !== void 0) {
      let data17 = data.clock_source;
      if (typeof data17 !== "string" && data17 !== null) {
        const err35 = { instancePath: instancePath + "/clock_source", schemaPath: "#/properties/clock_source/type", keyword: "type", params: { type: schema59.properties.clock_source.type }, message: "must be string,null", schema: schema59.properties.clock_source.type, parentSchema: schema59.properties.clock_source, data: data17 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.time_origin_ms !== void 0) {
      let data18 = data.time_origin_ms;
      if (!(typeof data18 == "number" && isFinite(data18))) {
        const err36 = { instancePath: instancePath + "/time_origin_ms", schemaPath: "#/properties/time_origin_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema59.properties.time_origin_ms.type, parentSchema: schema59.properties.time_origin_ms, data: data18 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.levels !== void 0) {
      let data19 = data.levels;
      if (Array.isArray(data19)) {
        const len2 = data19.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data20 = data19[i2];
          if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            if (data20.concurrency === void 0) {
              const err37 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
            if (data20.rate === void 0) {
              const err38 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "rate" }, message: "must have required property 'rate'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            if (data20.shard_concurrency === void 0) {
              const err39 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "shard_concurrency" }, message: "must have required property 'shard_concurrency'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            if (data20.shard_rate === void 0) {
              const err40 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "shard_rate" }, message: "must have required property 'shard_rate'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
            if (data20.shard_requests === void 0) {
              const err41 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "shard_requests" }, message: "must have required property 'shard_requests'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (data20.scheduled_start === void 0) {
              const err42 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "scheduled_start" }, message: "must have required property 'scheduled_start'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
            if (data20.started_at === void 0) {
              const err43 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (data20.finished_at === void 0) {
              const err44 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema60.required, parentSchema: schema60, data: data20 };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (data20.concurrency !== void 0) {
              let data21 = data20.concurrency;
              if (!(typeof data21 == "number" && isFinite(data21))) {
                const err45 = { instancePath: instancePath + "/levels/" + i2 + "/concurrency", schemaPath: "#/definitions/ShardLevel/properties/concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema60.properties.concurrency.type, parentSchema: schema60.properties.concurrency, data: data21 };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
            if (data20.rate !== void 0) {
              let data22 = data20.rate;
              if (!(typeof data22 == "number" && isFinite(data22)) && data22 !== null) {
                const err46 = { instancePath: instancePath + "/levels/" + i2 + "/rate", schemaPath: "#/definitions/ShardLevel/properties/rate/type", keyword: "type", params: { type: schema60.properties.rate.type }, message: "must be number,null", schema: schema60.properties.rate.type, parentSchema: schema60.properties.rate, data: data22 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data20.shard_concurrency !== void 0) {
              let data23 = data20.shard_concurrency;
              if (!(typeof data23 == "number" && isFinite(data23))) {
                const err47 = { instancePath: instancePath + "/levels/" + i2 + "/shard_concurrency", schemaPath: "#/definitions/ShardLevel/properties/shard_concurrency/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema60.properties.shard_concurrency.type, parentSchema: schema60.properties.shard_concurrency, data: data23 };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
            if (data20.shard_rate !== void 0) {
              let data24 = data20.shard_rate;
              if (!(typeof data24 == "number" && isFinite(data24)) && data24 !== null) {
                const err48 = { instancePath: instancePath + "/levels/" + i2 + "/shard_rate", schemaPath: "#/definitions/ShardLevel/properties/shard_rate/type", keyword: "type", params: { type: schema60.properties.shard_rate.type }, message: "must be number,null", schema: schema60.properties.shard_rate.type, parentSchema: schema60.properties.shard_rate, data: data24 };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            if (data20.shard_requests !== void 0) {
              let data25 = data20.shard_requests;
              if (!(typeof data25 == "number" && isFinite(data25))) {
                const err49 = { instancePath: instancePath + "/levels/" + i2 + "/shard_requests", schemaPath: "#/definitions/ShardLevel/properties/shard_requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema60.properties.shard_requests.type, parentSchema: schema60.properties.shard_requests, data: data25 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data20.scheduled_start !== void 0) {
              let data26 = data20.scheduled_start;
              if (typeof data26 !== "string") {
                const err50 = { instancePath: instancePath + "/levels/" + i2 + "/scheduled_start", schemaPath: "#/definitions/ShardLevel/properties/scheduled_start/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema60.properties.scheduled_start.type, parentSchema: schema60.properties.scheduled_start, data: data26 };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
            }
            if (data20.started_at !== void 0) {
              let data27 = data20.started_at;
              if (typeof data27 !== "string" && data27 !== null) {
                const err51 = { instancePath: instancePath + "/levels/" + i2 + "/started_at", schemaPath: "#/definitions/ShardLevel/properties/started_at/type", keyword: "type", params: { type: schema60.properties.started_at.type }, message: "must be string,null", schema: schema60.properties.started_at.type, parentSchema: schema60.properties.started_at, data: data27 };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data20.finished_at !== void 0) {
              let data28 = data20.finished_at;
              if (typeof data28 !== "string" && data28 !== null) {
                const err52 = { instancePath: instancePath + "/levels/" + i2 + "/finished_at", schemaPath: "#/definitions/ShardLevel/properties/finished_at/type", keyword: "type", params: { type: schema60.properties.finished_at.type }, message: "must be string,null", schema: schema60.properties.finished_at.type, parentSchema: schema60.properties.finished_at, data: data28 };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = { instancePath: instancePath + "/levels/" + i2, schemaPath: "#/definitions/ShardLevel/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema60.type, parentSchema: schema60, data: data20 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
      } else {
        const err54 = { instancePath: instancePath + "/levels", schemaPath: "#/properties/levels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema59.properties.levels.type, parentSchema: schema59.properties.levels, data: data19 };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
  } else {
    const err55 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema59.type, parentSchema: schema59, data };
    if (vErrors === null) {
      vErrors = [err55];
    } else {
      vErrors.push(err55);
    }
    errors++;
  }
  validate34.errors = vErrors;
  return errors === 0;
}
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tool === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.error === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "error" }, message: "must have required property 'error'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.started_at === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.finished_at === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.duration_s === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_s" }, message: "must have required property 'duration_s'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.incomplete === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "incomplete" }, message: "must have required property 'incomplete'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.endpoint === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "endpoint" }, message: "must have required property 'endpoint'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.workload === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "workload" }, message: "must have required property 'workload'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.sweep === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sweep" }, message: "must have required property 'sweep'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.preflight === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "preflight" }, message: "must have required property 'preflight'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.levels === void 0) {
      const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "levels" }, message: "must have required property 'levels'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.notes === void 0) {
      const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "notes" }, message: "must have required property 'notes'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.hints === void 0) {
      const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "hints" }, message: "must have required property 'hints'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.git === void 0) {
      const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "git" }, message: "must have required property 'git'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (data.checks === void 0) {
      const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checks" }, message: "must have required property 'checks'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.verdict === void 0) {
      const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    if (data.knee === void 0) {
      const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "knee" }, message: "must have required property 'knee'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.baseline === void 0) {
      const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "baseline" }, message: "must have required property 'baseline'", schema: schema18.required, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.schema_version !== void 0) {
      let data0 = data.schema_version;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err20 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.schema_version.type, parentSchema: schema18.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (1 !== data0) {
        const err21 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema18.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      let data1 = data.tool;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.name === void 0) {
          const err22 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema18.properties.tool.required, parentSchema: schema18.properties.tool, data: data1 };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data1.version === void 0) {
          const err23 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema18.properties.tool.required, parentSchema: schema18.properties.tool, data: data1 };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data1.name !== void 0) {
          let data2 = data1.name;
          if (typeof data2 !== "string") {
            const err24 = { instancePath: instancePath + "/tool/name", schemaPath: "#/properties/tool/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.tool.properties.name.type, parentSchema: schema18.properties.tool.properties.name, data: data2 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data1.version !== void 0) {
          let data3 = data1.version;
          if (typeof data3 !== "string") {
            const err25 = { instancePath: instancePath + "/tool/version", schemaPath: "#/properties/tool/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.tool.properties.version.type, parentSchema: schema18.properties.tool.properties.version, data: data3 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.tool.type, parentSchema: schema18.properties.tool, data: data1 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data4 = data.status;
      if (typeof data4 !== "string") {
        const err27 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/RunStatus/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data4 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (!(data4 === "pass" || data4 === "fail" || data4 === "inconclusive" || data4 === "error")) {
        const err28 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/RunStatus/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values", schema: schema13.enum, parentSchema: schema13, data: data4 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.error !== void 0) {
      let data5 = data.error;
      const _errs13 = errors;
      let valid3 = false;
      const _errs14 = errors;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.code === void 0) {
          const err29 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf/0/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema18.properties.error.anyOf[0].required, parentSchema: schema18.properties.error.anyOf[0], data: data5 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data5.message === void 0) {
          const err30 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf/0/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property 'message'", schema: schema18.properties.error.anyOf[0].required, parentSchema: schema18.properties.error.anyOf[0], data: data5 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data5.hint === void 0) {
          const err31 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf/0/required", keyword: "required", params: { missingProperty: "hint" }, message: "must have required property 'hint'", schema: schema18.properties.error.anyOf[0].required, parentSchema: schema18.properties.error.anyOf[0], data: data5 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data5.code !== void 0) {
          let data6 = data5.code;
          if (typeof data6 !== "string") {
            const err32 = { instancePath: instancePath + "/error/code", schemaPath: "#/properties/error/anyOf/0/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.error.anyOf[0].properties.code.type, parentSchema: schema18.properties.error.anyOf[0].properties.code, data: data6 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data5.message !== void 0) {
          let data7 = data5.message;
          if (typeof data7 !== "string") {
            const err33 = { instancePath: instancePath + "/error/message", schemaPath: "#/properties/error/anyOf/0/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.error.anyOf[0].properties.message.type, parentSchema: schema18.properties.error.anyOf[0].properties.message, data: data7 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data5.hint !== void 0) {
          let data8 = data5.hint;
          if (typeof data8 !== "string" && data8 !== null) {
            const err34 = { instancePath: instancePath + "/error/hint", schemaPath: "#/properties/error/anyOf/0/properties/hint/type", keyword: "type", params: { type: schema18.properties.error.anyOf[0].properties.hint.type }, message: "must be string,null", schema: schema18.properties.error.anyOf[0].properties.hint.type, parentSchema: schema18.properties.error.anyOf[0].properties.hint, data: data8 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.error.anyOf[0].type, parentSchema: schema18.properties.error.anyOf[0], data: data5 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      var _valid0 = _errs14 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const _errs22 = errors;
        if (data5 !== null) {
          const err36 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema18.properties.error.anyOf[1].type, parentSchema: schema18.properties.error.anyOf[1], data: data5 };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        var _valid0 = _errs22 === errors;
        valid3 = valid3 || _valid0;
      }
      if (!valid3) {
        const err37 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema18.properties.error.anyOf, parentSchema: schema18.properties.error, data: data5 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.started_at !== void 0) {
      let data9 = data.started_at;
      if (typeof data9 !== "string") {
        const err38 = { instancePath: instancePath + "/started_at", schemaPath: "#/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.started_at.type, parentSchema: schema18.properties.started_at, data: data9 };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.finished_at !== void 0) {
      let data10 = data.finished_at;
      if (typeof data10 !== "string") {
        const err39 = { instancePath: instancePath + "/finished_at", schemaPath: "#/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.finished_at.type, parentSchema: schema18.properties.finished_at, data: data10 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.duration_s !== void 0) {
      let data11 = data.duration_s;
      if (!(typeof data11 == "number" && isFinite(data11))) {
        const err40 = { instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.duration_s.type, parentSchema: schema18.properties.duration_s, data: data11 };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.incomplete !== void 0) {
      let data12 = data.incomplete;
      if (typeof data12 !== "boolean") {
        const err41 = { instancePath: instancePath + "/incomplete", schemaPath: "#/properties/incomplete/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema18.properties.incomplete.type, parentSchema: schema18.properties.incomplete, data: data12 };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.stop_reason !== void 0) {
      let data13 = data.stop_reason;
      if (typeof data13 !== "string" && data13 !== null) {
        const err42 = { instancePath: instancePath + "/stop_reason", schemaPath: "#/properties/stop_reason/type", keyword: "type", params: { type: schema18.properties.stop_reason.type }, message: "must be string,null", schema: schema18.properties.stop_reason.type, parentSchema: schema18.properties.stop_reason, data: data13 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (!(data13 === "budget" || data13 === "cancelled" || data13 === null)) {
        const err43 = { instancePath: instancePath + "/stop_reason", schemaPath: "#/properties/stop_reason/enum", keyword: "enum", params: { allowedValues: schema18.properties.stop_reason.enum }, message: "must be equal to one of the allowed values", schema: schema18.properties.stop_reason.enum, parentSchema: schema18.properties.stop_reason, data: data13 };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.endpoint !== void 0) {
      let data14 = data.endpoint;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14.base_url === void 0) {
          const err44 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "base_url" }, message: "must have required property 'base_url'", schema: schema18.properties.endpoint.required, parentSchema: schema18.properties.endpoint, data: data14 };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data14.url === void 0) {
          const err45 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property 'url'", schema: schema18.properties.endpoint.required, parentSchema: schema18.properties.endpoint, data: data14 };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data14.model === void 0) {
          const err46 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/required", keyword: "required", params: { missingProperty: "model" }, message: "must have required property 'model'", schema: schema18.properties.endpoint.required, parentSchema: schema18.properties.endpoint, data: data14 };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (data14.base_url !== void 0) {
          let data15 = data14.base_url;
          if (typeof data15 !== "string") {
            const err47 = { instancePath: instancePath + "/endpoint/base_url", schemaPath: "#/properties/endpoint/properties/base_url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.endpoint.properties.base_url.type, parentSchema: schema18.properties.endpoint.properties.base_url, data: data15 };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data14.url !== void 0) {
          let data16 = data14.url;
          if (typeof data16 !== "string") {
            const err48 = { instancePath: instancePath + "/endpoint/url", schemaPath: "#/properties/endpoint/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.endpoint.properties.url.type, parentSchema: schema18.properties.endpoint.properties.url, data: data16 };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data14.model !== void 0) {
          let data17 = data14.model;
          if (typeof data17 !== "string") {
            const err49 = { instancePath: instancePath + "/endpoint/model", schemaPath: "#/properties/endpoint/properties/model/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.endpoint.properties.model.type, parentSchema: schema18.properties.endpoint.properties.model, data: data17 };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data14.api !== void 0) {
          let data18 = data14.api;
          if (typeof data18 !== "string") {
            const err50 = { instancePath: instancePath + "/endpoint/api", schemaPath: "#/definitions/EndpointApi/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema20.type, parentSchema: schema20, data: data18 };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
          if (!(data18 === "openai-chat" || data18 === "openai-completions" || data18 === "anthropic-messages")) {
            const err51 = { instancePath: instancePath + "/endpoint/api", schemaPath: "#/definitions/EndpointApi/enum", keyword: "enum", params: { allowedValues: schema20.enum }, message: "must be equal to one of the allowed values", schema: schema20.enum, parentSchema: schema20, data: data18 };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      } else {
        const err52 = { instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.endpoint.type, parentSchema: schema18.properties.endpoint, data: data14 };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.workload !== void 0) {
      let data19 = data.workload;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.max_tokens === void 0) {
          const err53 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "max_tokens" }, message: "must have required property 'max_tokens'", schema: schema18.properties.workload.required, parentSchema: schema18.properties.workload, data: data19 };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        if (data19.temperature === void 0) {
          const err54 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "temperature" }, message: "must have required property 'temperature'", schema: schema18.properties.workload.required, parentSchema: schema18.properties.workload, data: data19 };
          if (vErrors === null) {
            vErrors = [err54];
          } else {
            vErrors.push(err54);
          }
          errors++;
        }
        if (data19.messages === void 0) {
          const err55 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "messages" }, message: "must have required property 'messages'", schema: schema18.properties.workload.required, parentSchema: schema18.properties.workload, data: data19 };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (data19.prompt_chars === void 0) {
          const err56 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "prompt_chars" }, message: "must have required property 'prompt_chars'", schema: schema18.properties.workload.required, parentSchema: schema18.properties.workload, data: data19 };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (data19.prompt_sha256 === void 0) {
          const err57 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/required", keyword: "required", params: { missingProperty: "prompt_sha256" }, message: "must have required property 'prompt_sha256'", schema: schema18.properties.workload.required, parentSchema: schema18.properties.workload, data: data19 };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        if (data19.max_tokens !== void 0) {
          let data20 = data19.max_tokens;
          if (!(typeof data20 == "number" && isFinite(data20))) {
            const err58 = { instancePath: instancePath + "/workload/max_tokens", schemaPath: "#/properties/workload/properties/max_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.max_tokens.type, parentSchema: schema18.properties.workload.properties.max_tokens, data: data20 };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data19.temperature !== void 0) {
          let data21 = data19.temperature;
          if (!(typeof data21 == "number" && isFinite(data21)) && data21 !== null) {
            const err59 = { instancePath: instancePath + "/workload/temperature", schemaPath: "#/properties/workload/properties/temperature/type", keyword: "type", params: { type: schema18.properties.workload.properties.temperature.type }, message: "must be number,null", schema: schema18.properties.workload.properties.temperature.type, parentSchema: schema18.properties.workload.properties.temperature, data: data21 };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data19.messages !== void 0) {
          let data22 = data19.messages;
          if (!(typeof data22 == "number" && isFinite(data22))) {
            const err60 = { instancePath: instancePath + "/workload/messages", schemaPath: "#/properties/workload/properties/messages/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.messages.type, parentSchema: schema18.properties.workload.properties.messages, data: data22 };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data19.prompt_chars !== void 0) {
          let data23 = data19.prompt_chars;
          if (!(typeof data23 == "number" && isFinite(data23))) {
            const err61 = { instancePath: instancePath + "/workload/prompt_chars", schemaPath: "#/properties/workload/properties/prompt_chars/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.prompt_chars.type, parentSchema: schema18.properties.workload.properties.prompt_chars, data: data23 };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data19.prompt_sha256 !== void 0) {
          let data24 = data19.prompt_sha256;
          if (typeof data24 !== "string") {
            const err62 = { instancePath: instancePath + "/workload/prompt_sha256", schemaPath: "#/properties/workload/properties/prompt_sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.prompt_sha256.type, parentSchema: schema18.properties.workload.properties.prompt_sha256, data: data24 };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data19.source !== void 0) {
          let data25 = data19.source;
          if (typeof data25 !== "string") {
            const err63 = { instancePath: instancePath + "/workload/source", schemaPath: "#/properties/workload/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.source.type, parentSchema: schema18.properties.workload.properties.source, data: data25 };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          if (!(data25 === "prompt" || data25 === "messages" || data25 === "prompt_set" || data25 === "synthetic")) {
            const err64 = { instancePath: instancePath + "/workload/source", schemaPath: "#/properties/workload/properties/source/enum", keyword: "enum", params: { allowedValues: schema18.properties.workload.properties.source.enum }, message: "must be equal to one of the allowed values", schema: schema18.properties.workload.properties.source.enum, parentSchema: schema18.properties.workload.properties.source, data: data25 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data19.prompt_set !== void 0) {
          let data26 = data19.prompt_set;
          if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
            if (data26.path === void 0) {
              const err65 = { instancePath: instancePath + "/workload/prompt_set", schemaPath: "#/properties/workload/properties/prompt_set/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema18.properties.workload.properties.prompt_set.required, parentSchema: schema18.properties.workload.properties.prompt_set, data: data26 };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (data26.sha256 === void 0) {
              const err66 = { instancePath: instancePath + "/workload/prompt_set", schemaPath: "#/properties/workload/properties/prompt_set/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema18.properties.workload.properties.prompt_set.required, parentSchema: schema18.properties.workload.properties.prompt_set, data: data26 };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
            if (data26.prompts === void 0) {
              const err67 = { instancePath: instancePath + "/workload/prompt_set", schemaPath: "#/properties/workload/properties/prompt_set/required", keyword: "required", params: { missingProperty: "prompts" }, message: "must have required property 'prompts'", schema: schema18.properties.workload.properties.prompt_set.required, parentSchema: schema18.properties.workload.properties.prompt_set, data: data26 };
              if (vErrors === null) {
                vErrors = [err67];
              } else {
                vErrors.push(err67);
              }
              errors++;
            }
            if (data26.path !== void 0) {
              let data27 = data26.path;
              if (typeof data27 !== "string") {
                const err68 = { instancePath: instancePath + "/workload/prompt_set/path", schemaPath: "#/properties/workload/properties/prompt_set/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.prompt_set.properties.path.type, parentSchema: schema18.properties.workload.properties.prompt_set.properties.path, data: data27 };
                if (vErrors === null) {
                  vErrors = [err68];
                } else {
                  vErrors.push(err68);
                }
                errors++;
              }
            }
            if (data26.sha256 !== void 0) {
              let data28 = data26.sha256;
              if (typeof data28 !== "string") {
                const err69 = { instancePath: instancePath + "/workload/prompt_set/sha256", schemaPath: "#/properties/workload/properties/prompt_set/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.prompt_set.properties.sha256.type, parentSchema: schema18.properties.workload.properties.prompt_set.properties.sha256, data: data28 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
            if (data26.prompts !== void 0) {
              let data29 = data26.prompts;
              if (!(typeof data29 == "number" && isFinite(data29))) {
                const err70 = { instancePath: instancePath + "/workload/prompt_set/prompts", schemaPath: "#/properties/workload/properties/prompt_set/properties/prompts/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.prompt_set.properties.prompts.type, parentSchema: schema18.properties.workload.properties.prompt_set.properties.prompts, data: data29 };
                if (vErrors === null) {
                  vErrors = [err70];
                } else {
                  vErrors.push(err70);
                }
                errors++;
              }
            }
          } else {
            const err71 = { instancePath: instancePath + "/workload/prompt_set", schemaPath: "#/properties/workload/properties/prompt_set/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.workload.properties.prompt_set.type, parentSchema: schema18.properties.workload.properties.prompt_set, data: data26 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        if (data19.synthetic_input_tokens !== void 0) {
          let data30 = data19.synthetic_input_tokens;
          if (!(typeof data30 == "number" && isFinite(data30))) {
            const err72 = { instancePath: instancePath + "/workload/synthetic_input_tokens", schemaPath: "#/properties/workload/properties/synthetic_input_tokens/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.synthetic_input_tokens.type, parentSchema: schema18.properties.workload.properties.synthetic_input_tokens, data: data30 };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data19.synthetic_prompts !== void 0) {
          let data31 = data19.synthetic_prompts;
          if (!(typeof data31 == "number" && isFinite(data31))) {
            const err73 = { instancePath: instancePath + "/workload/synthetic_prompts", schemaPath: "#/properties/workload/properties/synthetic_prompts/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.synthetic_prompts.type, parentSchema: schema18.properties.workload.properties.synthetic_prompts, data: data31 };
            if (vErrors === null) {
              vErrors = [err73];
            } else {
              vErrors.push(err73);
            }
            errors++;
          }
        }
        if (data19.seed !== void 0) {
          let data32 = data19.seed;
          if (!(typeof data32 == "number" && isFinite(data32))) {
            const err74 = { instancePath: instancePath + "/workload/seed", schemaPath: "#/properties/workload/properties/seed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.seed.type, parentSchema: schema18.properties.workload.properties.seed, data: data32 };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
        if (data19.images !== void 0) {
          let data33 = data19.images;
          if (Array.isArray(data33)) {
            const len0 = data33.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data34 = data33[i0];
              if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                if (data34.path === void 0) {
                  const err75 = { instancePath: instancePath + "/workload/images/" + i0, schemaPath: "#/properties/workload/properties/images/items/required", keyword: "required", params: { missingProperty: "path" }, message: "must have required property 'path'", schema: schema18.properties.workload.properties.images.items.required, parentSchema: schema18.properties.workload.properties.images.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
                if (data34.media_type === void 0) {
                  const err76 = { instancePath: instancePath + "/workload/images/" + i0, schemaPath: "#/properties/workload/properties/images/items/required", keyword: "required", params: { missingProperty: "media_type" }, message: "must have required property 'media_type'", schema: schema18.properties.workload.properties.images.items.required, parentSchema: schema18.properties.workload.properties.images.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
                if (data34.bytes === void 0) {
                  const err77 = { instancePath: instancePath + "/workload/images/" + i0, schemaPath: "#/properties/workload/properties/images/items/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property 'bytes'", schema: schema18.properties.workload.properties.images.items.required, parentSchema: schema18.properties.workload.properties.images.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                if (data34.sha256 === void 0) {
                  const err78 = { instancePath: instancePath + "/workload/images/" + i0, schemaPath: "#/properties/workload/properties/images/items/required", keyword: "required", params: { missingProperty: "sha256" }, message: "must have required property 'sha256'", schema: schema18.properties.workload.properties.images.items.required, parentSchema: schema18.properties.workload.properties.images.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
                if (data34.path !== void 0) {
                  let data35 = data34.path;
                  if (typeof data35 !== "string") {
                    const err79 = { instancePath: instancePath + "/workload/images/" + i0 + "/path", schemaPath: "#/properties/workload/properties/images/items/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.images.items.properties.path.type, parentSchema: schema18.properties.workload.properties.images.items.properties.path, data: data35 };
                    if (vErrors === null) {
                      vErrors = [err79];
                    } else {
                      vErrors.push(err79);
                    }
                    errors++;
                  }
                }
                if (data34.media_type !== void 0) {
                  let data36 = data34.media_type;
                  if (typeof data36 !== "string") {
                    const err80 = { instancePath: instancePath + "/workload/images/" + i0 + "/media_type", schemaPath: "#/properties/workload/properties/images/items/properties/media_type/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.images.items.properties.media_type.type, parentSchema: schema18.properties.workload.properties.images.items.properties.media_type, data: data36 };
                    if (vErrors === null) {
                      vErrors = [err80];
                    } else {
                      vErrors.push(err80);
                    }
                    errors++;
                  }
                }
                if (data34.bytes !== void 0) {
                  let data37 = data34.bytes;
                  if (!(typeof data37 == "number" && isFinite(data37))) {
                    const err81 = { instancePath: instancePath + "/workload/images/" + i0 + "/bytes", schemaPath: "#/properties/workload/properties/images/items/properties/bytes/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.workload.properties.images.items.properties.bytes.type, parentSchema: schema18.properties.workload.properties.images.items.properties.bytes, data: data37 };
                    if (vErrors === null) {
                      vErrors = [err81];
                    } else {
                      vErrors.push(err81);
                    }
                    errors++;
                  }
                }
                if (data34.sha256 !== void 0) {
                  let data38 = data34.sha256;
                  if (typeof data38 !== "string") {
                    const err82 = { instancePath: instancePath + "/workload/images/" + i0 + "/sha256", schemaPath: "#/properties/workload/properties/images/items/properties/sha256/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.images.items.properties.sha256.type, parentSchema: schema18.properties.workload.properties.images.items.properties.sha256, data: data38 };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
              } else {
                const err83 = { instancePath: instancePath + "/workload/images/" + i0, schemaPath: "#/properties/workload/properties/images/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.workload.properties.images.items.type, parentSchema: schema18.properties.workload.properties.images.items, data: data34 };
                if (vErrors === null) {
                  vErrors = [err83];
                } else {
                  vErrors.push(err83);
                }
                errors++;
              }
            }
          } else {
            const err84 = { instancePath: instancePath + "/workload/images", schemaPath: "#/properties/workload/properties/images/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.workload.properties.images.type, parentSchema: schema18.properties.workload.properties.images, data: data33 };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
        if (data19.unique_prefix !== void 0) {
          let data39 = data19.unique_prefix;
          if (typeof data39 !== "boolean") {
            const err85 = { instancePath: instancePath + "/workload/unique_prefix", schemaPath: "#/properties/workload/properties/unique_prefix/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema18.properties.workload.properties.unique_prefix.type, parentSchema: schema18.properties.workload.properties.unique_prefix, data: data39 };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
        }
        if (data19.extra_body_keys !== void 0) {
          let data40 = data19.extra_body_keys;
          if (Array.isArray(data40)) {
            const len1 = data40.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data41 = data40[i1];
              if (typeof data41 !== "string") {
                const err86 = { instancePath: instancePath + "/workload/extra_body_keys/" + i1, schemaPath: "#/properties/workload/properties/extra_body_keys/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.workload.properties.extra_body_keys.items.type, parentSchema: schema18.properties.workload.properties.extra_body_keys.items, data: data41 };
                if (vErrors === null) {
                  vErrors = [err86];
                } else {
                  vErrors.push(err86);
                }
                errors++;
              }
            }
          } else {
            const err87 = { instancePath: instancePath + "/workload/extra_body_keys", schemaPath: "#/properties/workload/properties/extra_body_keys/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.workload.properties.extra_body_keys.type, parentSchema: schema18.properties.workload.properties.extra_body_keys, data: data40 };
            if (vErrors === null) {
              vErrors = [err87];
            } else {
              vErrors.push(err87);
            }
            errors++;
          }
        }
      } else {
        const err88 = { instancePath: instancePath + "/workload", schemaPath: "#/properties/workload/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.workload.type, parentSchema: schema18.properties.workload, data: data19 };
        if (vErrors === null) {
          vErrors = [err88];
        } else {
          vErrors.push(err88);
        }
        errors++;
      }
    }
    if (data.sweep !== void 0) {
      let data42 = data.sweep;
      if (data42 && typeof data42 == "object" && !Array.isArray(data42)) {
        if (data42.concurrency === void 0) {
          const err89 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema18.properties.sweep.required, parentSchema: schema18.properties.sweep, data: data42 };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        if (data42.requests === void 0) {
          const err90 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "requests" }, message: "must have required property 'requests'", schema: schema18.properties.sweep.required, parentSchema: schema18.properties.sweep, data: data42 };
          if (vErrors === null) {
            vErrors = [err90];
          } else {
            vErrors.push(err90);
          }
          errors++;
        }
        if (data42.warmup === void 0) {
          const err91 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/required", keyword: "required", params: { missingProperty: "warmup" }, message: "must have required property 'warmup'", schema: schema18.properties.sweep.required, parentSchema: schema18.properties.sweep, data: data42 };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (data42.concurrency !== void 0) {
          let data43 = data42.concurrency;
          if (Array.isArray(data43)) {
            const len2 = data43.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data44 = data43[i2];
              if (!(typeof data44 == "number" && isFinite(data44))) {
                const err92 = { instancePath: instancePath + "/sweep/concurrency/" + i2, schemaPath: "#/properties/sweep/properties/concurrency/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.concurrency.items.type, parentSchema: schema18.properties.sweep.properties.concurrency.items, data: data44 };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
          } else {
            const err93 = { instancePath: instancePath + "/sweep/concurrency", schemaPath: "#/properties/sweep/properties/concurrency/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.sweep.properties.concurrency.type, parentSchema: schema18.properties.sweep.properties.concurrency, data: data43 };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
        if (data42.requests !== void 0) {
          let data45 = data42.requests;
          if (!(typeof data45 == "number" && isFinite(data45))) {
            const err94 = { instancePath: instancePath + "/sweep/requests", schemaPath: "#/properties/sweep/properties/requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.requests.type, parentSchema: schema18.properties.sweep.properties.requests, data: data45 };
            if (vErrors === null) {
              vErrors = [err94];
            } else {
              vErrors.push(err94);
            }
            errors++;
          }
        }
        if (data42.warmup !== void 0) {
          let data46 = data42.warmup;
          if (!(typeof data46 == "number" && isFinite(data46))) {
            const err95 = { instancePath: instancePath + "/sweep/warmup", schemaPath: "#/properties/sweep/properties/warmup/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.warmup.type, parentSchema: schema18.properties.sweep.properties.warmup, data: data46 };
            if (vErrors === null) {
              vErrors = [err95];
            } else {
              vErrors.push(err95);
            }
            errors++;
          }
        }
        if (data42.max_duration_s !== void 0) {
          let data47 = data42.max_duration_s;
          if (!(typeof data47 == "number" && isFinite(data47))) {
            const err96 = { instancePath: instancePath + "/sweep/max_duration_s", schemaPath: "#/properties/sweep/properties/max_duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.max_duration_s.type, parentSchema: schema18.properties.sweep.properties.max_duration_s, data: data47 };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
        }
        if (data42.rate !== void 0) {
          let data48 = data42.rate;
          if (Array.isArray(data48)) {
            const len3 = data48.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data49 = data48[i3];
              if (!(typeof data49 == "number" && isFinite(data49))) {
                const err97 = { instancePath: instancePath + "/sweep/rate/" + i3, schemaPath: "#/properties/sweep/properties/rate/items/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.rate.items.type, parentSchema: schema18.properties.sweep.properties.rate.items, data: data49 };
                if (vErrors === null) {
                  vErrors = [err97];
                } else {
                  vErrors.push(err97);
                }
                errors++;
              }
            }
          } else {
            const err98 = { instancePath: instancePath + "/sweep/rate", schemaPath: "#/properties/sweep/properties/rate/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.sweep.properties.rate.type, parentSchema: schema18.properties.sweep.properties.rate, data: data48 };
            if (vErrors === null) {
              vErrors = [err98];
            } else {
              vErrors.push(err98);
            }
            errors++;
          }
        }
        if (data42.max_concurrency !== void 0) {
          let data50 = data42.max_concurrency;
          if (!(typeof data50 == "number" && isFinite(data50)) && data50 !== null) {
            const err99 = { instancePath: instancePath + "/sweep/max_concurrency", schemaPath: "#/properties/sweep/properties/max_concurrency/type", keyword: "type", params: { type: schema18.properties.sweep.properties.max_concurrency.type }, message: "must be number,null", schema: schema18.properties.sweep.properties.max_concurrency.type, parentSchema: schema18.properties.sweep.properties.max_concurrency, data: data50 };
            if (vErrors === null) {
              vErrors = [err99];
            } else {
              vErrors.push(err99);
            }
            errors++;
          }
        }
        if (data42.seed !== void 0) {
          let data51 = data42.seed;
          if (!(typeof data51 == "number" && isFinite(data51)) && data51 !== null) {
            const err100 = { instancePath: instancePath + "/sweep/seed", schemaPath: "#/properties/sweep/properties/seed/type", keyword: "type", params: { type: schema18.properties.sweep.properties.seed.type }, message: "must be number,null", schema: schema18.properties.sweep.properties.seed.type, parentSchema: schema18.properties.sweep.properties.seed, data: data51 };
            if (vErrors === null) {
              vErrors = [err100];
            } else {
              vErrors.push(err100);
            }
            errors++;
          }
        }
        if (data42.max_requests !== void 0) {
          let data52 = data42.max_requests;
          if (!(typeof data52 == "number" && isFinite(data52))) {
            const err101 = { instancePath: instancePath + "/sweep/max_requests", schemaPath: "#/properties/sweep/properties/max_requests/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.max_requests.type, parentSchema: schema18.properties.sweep.properties.max_requests, data: data52 };
            if (vErrors === null) {
              vErrors = [err101];
            } else {
              vErrors.push(err101);
            }
            errors++;
          }
        }
        if (data42.target_resolution !== void 0) {
          let data53 = data42.target_resolution;
          if (!(typeof data53 == "number" && isFinite(data53)) && data53 !== null) {
            const err102 = { instancePath: instancePath + "/sweep/target_resolution", schemaPath: "#/properties/sweep/properties/target_resolution/type", keyword: "type", params: { type: schema18.properties.sweep.properties.target_resolution.type }, message: "must be number,null", schema: schema18.properties.sweep.properties.target_resolution.type, parentSchema: schema18.properties.sweep.properties.target_resolution, data: data53 };
            if (vErrors === null) {
              vErrors = [err102];
            } else {
              vErrors.push(err102);
            }
            errors++;
          }
        }
        if (data42.repeats !== void 0) {
          let data54 = data42.repeats;
          if (!(typeof data54 == "number" && isFinite(data54))) {
            const err103 = { instancePath: instancePath + "/sweep/repeats", schemaPath: "#/properties/sweep/properties/repeats/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.sweep.properties.repeats.type, parentSchema: schema18.properties.sweep.properties.repeats, data: data54 };
            if (vErrors === null) {
              vErrors = [err103];
            } else {
              vErrors.push(err103);
            }
            errors++;
          }
        }
      } else {
        const err104 = { instancePath: instancePath + "/sweep", schemaPath: "#/properties/sweep/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.sweep.type, parentSchema: schema18.properties.sweep, data: data42 };
        if (vErrors === null) {
          vErrors = [err104];
        } else {
          vErrors.push(err104);
        }
        errors++;
      }
    }
    if (data.preflight !== void 0) {
      let data55 = data.preflight;
      const _errs118 = errors;
      let valid19 = false;
      const _errs119 = errors;
      if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
        if (data55.ok === void 0) {
          const err105 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "ok" }, message: "must have required property 'ok'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err105];
          } else {
            vErrors.push(err105);
          }
          errors++;
        }
        if (data55.status_code === void 0) {
          const err106 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "status_code" }, message: "must have required property 'status_code'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err106];
          } else {
            vErrors.push(err106);
          }
          errors++;
        }
        if (data55.error_kind === void 0) {
          const err107 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "error_kind" }, message: "must have required property 'error_kind'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err107];
          } else {
            vErrors.push(err107);
          }
          errors++;
        }
        if (data55.ttft_ms === void 0) {
          const err108 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "ttft_ms" }, message: "must have required property 'ttft_ms'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err108];
          } else {
            vErrors.push(err108);
          }
          errors++;
        }
        if (data55.e2e_ms === void 0) {
          const err109 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "e2e_ms" }, message: "must have required property 'e2e_ms'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err109];
          } else {
            vErrors.push(err109);
          }
          errors++;
        }
        if (data55.usage === void 0) {
          const err110 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/required", keyword: "required", params: { missingProperty: "usage" }, message: "must have required property 'usage'", schema: schema21.required, parentSchema: schema21, data: data55 };
          if (vErrors === null) {
            vErrors = [err110];
          } else {
            vErrors.push(err110);
          }
          errors++;
        }
        if (data55.ok !== void 0) {
          let data56 = data55.ok;
          if (typeof data56 !== "boolean") {
            const err111 = { instancePath: instancePath + "/preflight/ok", schemaPath: "#/definitions/PreflightResult/properties/ok/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.ok.type, parentSchema: schema21.properties.ok, data: data56 };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data55.status_code !== void 0) {
          let data57 = data55.status_code;
          if (!(typeof data57 == "number" && isFinite(data57)) && data57 !== null) {
            const err112 = { instancePath: instancePath + "/preflight/status_code", schemaPath: "#/definitions/PreflightResult/properties/status_code/type", keyword: "type", params: { type: schema21.properties.status_code.type }, message: "must be number,null", schema: schema21.properties.status_code.type, parentSchema: schema21.properties.status_code, data: data57 };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
        if (data55.error_kind !== void 0) {
          let data58 = data55.error_kind;
          if (typeof data58 !== "string" && data58 !== null) {
            const err113 = { instancePath: instancePath + "/preflight/error_kind", schemaPath: "#/definitions/PreflightResult/properties/error_kind/type", keyword: "type", params: { type: schema21.properties.error_kind.type }, message: "must be string,null", schema: schema21.properties.error_kind.type, parentSchema: schema21.properties.error_kind, data: data58 };
            if (vErrors === null) {
              vErrors = [err113];
            } else {
              vErrors.push(err113);
            }
            errors++;
          }
        }
        if (data55.ttft_ms !== void 0) {
          let data59 = data55.ttft_ms;
          if (!(typeof data59 == "number" && isFinite(data59)) && data59 !== null) {
            const err114 = { instancePath: instancePath + "/preflight/ttft_ms", schemaPath: "#/definitions/PreflightResult/properties/ttft_ms/type", keyword: "type", params: { type: schema21.properties.ttft_ms.type }, message: "must be number,null", schema: schema21.properties.ttft_ms.type, parentSchema: schema21.properties.ttft_ms, data: data59 };
            if (vErrors === null) {
              vErrors = [err114];
            } else {
              vErrors.push(err114);
            }
            errors++;
          }
        }
        if (data55.e2e_ms !== void 0) {
          let data60 = data55.e2e_ms;
          if (!(typeof data60 == "number" && isFinite(data60)) && data60 !== null) {
            const err115 = { instancePath: instancePath + "/preflight/e2e_ms", schemaPath: "#/definitions/PreflightResult/properties/e2e_ms/type", keyword: "type", params: { type: schema21.properties.e2e_ms.type }, message: "must be number,null", schema: schema21.properties.e2e_ms.type, parentSchema: schema21.properties.e2e_ms, data: data60 };
            if (vErrors === null) {
              vErrors = [err115];
            } else {
              vErrors.push(err115);
            }
            errors++;
          }
        }
        if (data55.usage !== void 0) {
          let data61 = data55.usage;
          if (typeof data61 !== "boolean") {
            const err116 = { instancePath: instancePath + "/preflight/usage", schemaPath: "#/definitions/PreflightResult/properties/usage/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.usage.type, parentSchema: schema21.properties.usage, data: data61 };
            if (vErrors === null) {
              vErrors = [err116];
            } else {
              vErrors.push(err116);
            }
            errors++;
          }
        }
        if (data55.stream_options !== void 0) {
          let data62 = data55.stream_options;
          if (typeof data62 !== "boolean") {
            const err117 = { instancePath: instancePath + "/preflight/stream_options", schemaPath: "#/definitions/PreflightResult/properties/stream_options/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema21.properties.stream_options.type, parentSchema: schema21.properties.stream_options, data: data62 };
            if (vErrors === null) {
              vErrors = [err117];
            } else {
              vErrors.push(err117);
            }
            errors++;
          }
        }
        if (data55.max_tokens_field !== void 0) {
          let data63 = data55.max_tokens_field;
          if (typeof data63 !== "string") {
            const err118 = { instancePath: instancePath + "/preflight/max_tokens_field", schemaPath: "#/definitions/PreflightResult/properties/max_tokens_field/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema21.properties.max_tokens_field.type, parentSchema: schema21.properties.max_tokens_field, data: data63 };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
          if (!(data63 === "max_tokens" || data63 === "max_completion_tokens")) {
            const err119 = { instancePath: instancePath + "/preflight/max_tokens_field", schemaPath: "#/definitions/PreflightResult/properties/max_tokens_field/enum", keyword: "enum", params: { allowedValues: schema21.properties.max_tokens_field.enum }, message: "must be equal to one of the allowed values", schema: schema21.properties.max_tokens_field.enum, parentSchema: schema21.properties.max_tokens_field, data: data63 };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
      } else {
        const err120 = { instancePath: instancePath + "/preflight", schemaPath: "#/definitions/PreflightResult/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema21.type, parentSchema: schema21, data: data55 };
        if (vErrors === null) {
          vErrors = [err120];
        } else {
          vErrors.push(err120);
        }
        errors++;
      }
      var _valid1 = _errs119 === errors;
      valid19 = valid19 || _valid1;
      if (!valid19) {
        const _errs138 = errors;
        if (data55 !== null) {
          const err121 = { instancePath: instancePath + "/preflight", schemaPath: "#/properties/preflight/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema18.properties.preflight.anyOf[1].type, parentSchema: schema18.properties.preflight.anyOf[1], data: data55 };
          if (vErrors === null) {
            vErrors = [err121];
          } else {
            vErrors.push(err121);
          }
          errors++;
        }
        var _valid1 = _errs138 === errors;
        valid19 = valid19 || _valid1;
      }
      if (!valid19) {
        const err122 = { instancePath: instancePath + "/preflight", schemaPath: "#/properties/preflight/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema18.properties.preflight.anyOf, parentSchema: schema18.properties.preflight, data: data55 };
        if (vErrors === null) {
          vErrors = [err122];
        } else {
          vErrors.push(err122);
        }
        errors++;
      } else {
        errors = _errs118;
        if (vErrors !== null) {
          if (_errs118) {
            vErrors.length = _errs118;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.levels !== void 0) {
      let data64 = data.levels;
      if (Array.isArray(data64)) {
        const len4 = data64.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (!validate16(data64[i4], { instancePath: instancePath + "/levels/" + i4, parentData: data64, parentDataProperty: i4, rootData })) {
            vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err123 = { instancePath: instancePath + "/levels", schemaPath: "#/properties/levels/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.levels.type, parentSchema: schema18.properties.levels, data: data64 };
        if (vErrors === null) {
          vErrors = [err123];
        } else {
          vErrors.push(err123);
        }
        errors++;
      }
    }
    if (data.goodput_bounds !== void 0) {
      let data66 = data.goodput_bounds;
      if (data66 && typeof data66 == "object" && !Array.isArray(data66)) {
        if (data66.ttft_ms !== void 0) {
          let data67 = data66.ttft_ms;
          if (!(typeof data67 == "number" && isFinite(data67))) {
            const err124 = { instancePath: instancePath + "/goodput_bounds/ttft_ms", schemaPath: "#/properties/goodput_bounds/properties/ttft_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.goodput_bounds.properties.ttft_ms.type, parentSchema: schema18.properties.goodput_bounds.properties.ttft_ms, data: data67 };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
        if (data66.ttfa_ms !== void 0) {
          let data68 = data66.ttfa_ms;
          if (!(typeof data68 == "number" && isFinite(data68))) {
            const err125 = { instancePath: instancePath + "/goodput_bounds/ttfa_ms", schemaPath: "#/properties/goodput_bounds/properties/ttfa_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.goodput_bounds.properties.ttfa_ms.type, parentSchema: schema18.properties.goodput_bounds.properties.ttfa_ms, data: data68 };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data66.tpot_ms !== void 0) {
          let data69 = data66.tpot_ms;
          if (!(typeof data69 == "number" && isFinite(data69))) {
            const err126 = { instancePath: instancePath + "/goodput_bounds/tpot_ms", schemaPath: "#/properties/goodput_bounds/properties/tpot_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.goodput_bounds.properties.tpot_ms.type, parentSchema: schema18.properties.goodput_bounds.properties.tpot_ms, data: data69 };
            if (vErrors === null) {
              vErrors = [err126];
            } else {
              vErrors.push(err126);
            }
            errors++;
          }
        }
        if (data66.e2e_ms !== void 0) {
          let data70 = data66.e2e_ms;
          if (!(typeof data70 == "number" && isFinite(data70))) {
            const err127 = { instancePath: instancePath + "/goodput_bounds/e2e_ms", schemaPath: "#/properties/goodput_bounds/properties/e2e_ms/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.goodput_bounds.properties.e2e_ms.type, parentSchema: schema18.properties.goodput_bounds.properties.e2e_ms, data: data70 };
            if (vErrors === null) {
              vErrors = [err127];
            } else {
              vErrors.push(err127);
            }
            errors++;
          }
        }
      } else {
        const err128 = { instancePath: instancePath + "/goodput_bounds", schemaPath: "#/properties/goodput_bounds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.goodput_bounds.type, parentSchema: schema18.properties.goodput_bounds, data: data66 };
        if (vErrors === null) {
          vErrors = [err128];
        } else {
          vErrors.push(err128);
        }
        errors++;
      }
    }
    if (data.notes !== void 0) {
      let data71 = data.notes;
      if (Array.isArray(data71)) {
        const len5 = data71.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data72 = data71[i5];
          if (typeof data72 !== "string") {
            const err129 = { instancePath: instancePath + "/notes/" + i5, schemaPath: "#/properties/notes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.notes.items.type, parentSchema: schema18.properties.notes.items, data: data72 };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
      } else {
        const err130 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.notes.type, parentSchema: schema18.properties.notes, data: data71 };
        if (vErrors === null) {
          vErrors = [err130];
        } else {
          vErrors.push(err130);
        }
        errors++;
      }
    }
    if (data.hints !== void 0) {
      let data73 = data.hints;
      if (data73 && typeof data73 == "object" && !Array.isArray(data73)) {
        for (const key0 in data73) {
          let data74 = data73[key0];
          if (typeof data74 !== "string") {
            const err131 = { instancePath: instancePath + "/hints/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/hints/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.hints.additionalProperties.type, parentSchema: schema18.properties.hints.additionalProperties, data: data74 };
            if (vErrors === null) {
              vErrors = [err131];
            } else {
              vErrors.push(err131);
            }
            errors++;
          }
        }
      } else {
        const err132 = { instancePath: instancePath + "/hints", schemaPath: "#/properties/hints/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.hints.type, parentSchema: schema18.properties.hints, data: data73 };
        if (vErrors === null) {
          vErrors = [err132];
        } else {
          vErrors.push(err132);
        }
        errors++;
      }
    }
    if (data.git !== void 0) {
      let data75 = data.git;
      const _errs163 = errors;
      let valid28 = false;
      const _errs164 = errors;
      if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
        if (data75.sha === void 0) {
          const err133 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/required", keyword: "required", params: { missingProperty: "sha" }, message: "must have required property 'sha'", schema: schema43.required, parentSchema: schema43, data: data75 };
          if (vErrors === null) {
            vErrors = [err133];
          } else {
            vErrors.push(err133);
          }
          errors++;
        }
        if (data75.ref === void 0) {
          const err134 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/required", keyword: "required", params: { missingProperty: "ref" }, message: "must have required property 'ref'", schema: schema43.required, parentSchema: schema43, data: data75 };
          if (vErrors === null) {
            vErrors = [err134];
          } else {
            vErrors.push(err134);
          }
          errors++;
        }
        if (data75.sha !== void 0) {
          let data76 = data75.sha;
          if (typeof data76 !== "string") {
            const err135 = { instancePath: instancePath + "/git/sha", schemaPath: "#/definitions/GitInfo/properties/sha/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema43.properties.sha.type, parentSchema: schema43.properties.sha, data: data76 };
            if (vErrors === null) {
              vErrors = [err135];
            } else {
              vErrors.push(err135);
            }
            errors++;
          }
        }
        if (data75.ref !== void 0) {
          let data77 = data75.ref;
          if (typeof data77 !== "string" && data77 !== null) {
            const err136 = { instancePath: instancePath + "/git/ref", schemaPath: "#/definitions/GitInfo/properties/ref/type", keyword: "type", params: { type: schema43.properties.ref.type }, message: "must be string,null", schema: schema43.properties.ref.type, parentSchema: schema43.properties.ref, data: data77 };
            if (vErrors === null) {
              vErrors = [err136];
            } else {
              vErrors.push(err136);
            }
            errors++;
          }
        }
      } else {
        const err137 = { instancePath: instancePath + "/git", schemaPath: "#/definitions/GitInfo/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema43.type, parentSchema: schema43, data: data75 };
        if (vErrors === null) {
          vErrors = [err137];
        } else {
          vErrors.push(err137);
        }
        errors++;
      }
      var _valid2 = _errs164 === errors;
      valid28 = valid28 || _valid2;
      if (!valid28) {
        const _errs171 = errors;
        if (data75 !== null) {
          const err138 = { instancePath: instancePath + "/git", schemaPath: "#/properties/git/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema18.properties.git.anyOf[1].type, parentSchema: schema18.properties.git.anyOf[1], data: data75 };
          if (vErrors === null) {
            vErrors = [err138];
          } else {
            vErrors.push(err138);
          }
          errors++;
        }
        var _valid2 = _errs171 === errors;
        valid28 = valid28 || _valid2;
      }
      if (!valid28) {
        const err139 = { instancePath: instancePath + "/git", schemaPath: "#/properties/git/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema18.properties.git.anyOf, parentSchema: schema18.properties.git, data: data75 };
        if (vErrors === null) {
          vErrors = [err139];
        } else {
          vErrors.push(err139);
        }
        errors++;
      } else {
        errors = _errs163;
        if (vErrors !== null) {
          if (_errs163) {
            vErrors.length = _errs163;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.environment !== void 0) {
      let data78 = data.environment;
      if (data78 && typeof data78 == "object" && !Array.isArray(data78)) {
        if (data78.os === void 0) {
          const err140 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "os" }, message: "must have required property 'os'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err140];
          } else {
            vErrors.push(err140);
          }
          errors++;
        }
        if (data78.os_release === void 0) {
          const err141 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "os_release" }, message: "must have required property 'os_release'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err141];
          } else {
            vErrors.push(err141);
          }
          errors++;
        }
        if (data78.arch === void 0) {
          const err142 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "arch" }, message: "must have required property 'arch'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err142];
          } else {
            vErrors.push(err142);
          }
          errors++;
        }
        if (data78.cpu_model === void 0) {
          const err143 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "cpu_model" }, message: "must have required property 'cpu_model'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err143];
          } else {
            vErrors.push(err143);
          }
          errors++;
        }
        if (data78.logical_cpus === void 0) {
          const err144 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "logical_cpus" }, message: "must have required property 'logical_cpus'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err144];
          } else {
            vErrors.push(err144);
          }
          errors++;
        }
        if (data78.node_version === void 0) {
          const err145 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "node_version" }, message: "must have required property 'node_version'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err145];
          } else {
            vErrors.push(err145);
          }
          errors++;
        }
        if (data78.tool_version === void 0) {
          const err146 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "tool_version" }, message: "must have required property 'tool_version'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err146];
          } else {
            vErrors.push(err146);
          }
          errors++;
        }
        if (data78.ci === void 0) {
          const err147 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/required", keyword: "required", params: { missingProperty: "ci" }, message: "must have required property 'ci'", schema: schema44.required, parentSchema: schema44, data: data78 };
          if (vErrors === null) {
            vErrors = [err147];
          } else {
            vErrors.push(err147);
          }
          errors++;
        }
        if (data78.os !== void 0) {
          let data79 = data78.os;
          if (typeof data79 !== "string") {
            const err148 = { instancePath: instancePath + "/environment/os", schemaPath: "#/definitions/RunEnvironment/properties/os/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.properties.os.type, parentSchema: schema44.properties.os, data: data79 };
            if (vErrors === null) {
              vErrors = [err148];
            } else {
              vErrors.push(err148);
            }
            errors++;
          }
        }
        if (data78.os_release !== void 0) {
          let data80 = data78.os_release;
          if (typeof data80 !== "string") {
            const err149 = { instancePath: instancePath + "/environment/os_release", schemaPath: "#/definitions/RunEnvironment/properties/os_release/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.properties.os_release.type, parentSchema: schema44.properties.os_release, data: data80 };
            if (vErrors === null) {
              vErrors = [err149];
            } else {
              vErrors.push(err149);
            }
            errors++;
          }
        }
        if (data78.arch !== void 0) {
          let data81 = data78.arch;
          if (typeof data81 !== "string") {
            const err150 = { instancePath: instancePath + "/environment/arch", schemaPath: "#/definitions/RunEnvironment/properties/arch/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.properties.arch.type, parentSchema: schema44.properties.arch, data: data81 };
            if (vErrors === null) {
              vErrors = [err150];
            } else {
              vErrors.push(err150);
            }
            errors++;
          }
        }
        if (data78.cpu_model !== void 0) {
          let data82 = data78.cpu_model;
          if (typeof data82 !== "string" && data82 !== null) {
            const err151 = { instancePath: instancePath + "/environment/cpu_model", schemaPath: "#/definitions/RunEnvironment/properties/cpu_model/type", keyword: "type", params: { type: schema44.properties.cpu_model.type }, message: "must be string,null", schema: schema44.properties.cpu_model.type, parentSchema: schema44.properties.cpu_model, data: data82 };
            if (vErrors === null) {
              vErrors = [err151];
            } else {
              vErrors.push(err151);
            }
            errors++;
          }
        }
        if (data78.logical_cpus !== void 0) {
          let data83 = data78.logical_cpus;
          if (!(typeof data83 == "number" && isFinite(data83))) {
            const err152 = { instancePath: instancePath + "/environment/logical_cpus", schemaPath: "#/definitions/RunEnvironment/properties/logical_cpus/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema44.properties.logical_cpus.type, parentSchema: schema44.properties.logical_cpus, data: data83 };
            if (vErrors === null) {
              vErrors = [err152];
            } else {
              vErrors.push(err152);
            }
            errors++;
          }
        }
        if (data78.node_version !== void 0) {
          let data84 = data78.node_version;
          if (typeof data84 !== "string") {
            const err153 = { instancePath: instancePath + "/environment/node_version", schemaPath: "#/definitions/RunEnvironment/properties/node_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.properties.node_version.type, parentSchema: schema44.properties.node_version, data: data84 };
            if (vErrors === null) {
              vErrors = [err153];
            } else {
              vErrors.push(err153);
            }
            errors++;
          }
        }
        if (data78.tool_version !== void 0) {
          let data85 = data78.tool_version;
          if (typeof data85 !== "string") {
            const err154 = { instancePath: instancePath + "/environment/tool_version", schemaPath: "#/definitions/RunEnvironment/properties/tool_version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema44.properties.tool_version.type, parentSchema: schema44.properties.tool_version, data: data85 };
            if (vErrors === null) {
              vErrors = [err154];
            } else {
              vErrors.push(err154);
            }
            errors++;
          }
        }
        if (data78.ci !== void 0) {
          let data86 = data78.ci;
          const _errs191 = errors;
          let valid33 = false;
          const _errs192 = errors;
          if (data86 && typeof data86 == "object" && !Array.isArray(data86)) {
            if (data86.github_actions === void 0) {
              const err155 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "github_actions" }, message: "must have required property 'github_actions'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err155];
              } else {
                vErrors.push(err155);
              }
              errors++;
            }
            if (data86.runner_os === void 0) {
              const err156 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "runner_os" }, message: "must have required property 'runner_os'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err156];
              } else {
                vErrors.push(err156);
              }
              errors++;
            }
            if (data86.runner_arch === void 0) {
              const err157 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "runner_arch" }, message: "must have required property 'runner_arch'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err157];
              } else {
                vErrors.push(err157);
              }
              errors++;
            }
            if (data86.runner_name === void 0) {
              const err158 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "runner_name" }, message: "must have required property 'runner_name'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err158];
              } else {
                vErrors.push(err158);
              }
              errors++;
            }
            if (data86.runner_environment === void 0) {
              const err159 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "runner_environment" }, message: "must have required property 'runner_environment'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err159];
              } else {
                vErrors.push(err159);
              }
              errors++;
            }
            if (data86.image_os === void 0) {
              const err160 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "image_os" }, message: "must have required property 'image_os'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err160];
              } else {
                vErrors.push(err160);
              }
              errors++;
            }
            if (data86.image_version === void 0) {
              const err161 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/required", keyword: "required", params: { missingProperty: "image_version" }, message: "must have required property 'image_version'", schema: schema44.properties.ci.anyOf[0].required, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
              if (vErrors === null) {
                vErrors = [err161];
              } else {
                vErrors.push(err161);
              }
              errors++;
            }
            if (data86.github_actions !== void 0) {
              let data87 = data86.github_actions;
              if (typeof data87 !== "boolean") {
                const err162 = { instancePath: instancePath + "/environment/ci/github_actions", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/github_actions/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema44.properties.ci.anyOf[0].properties.github_actions.type, parentSchema: schema44.properties.ci.anyOf[0].properties.github_actions, data: data87 };
                if (vErrors === null) {
                  vErrors = [err162];
                } else {
                  vErrors.push(err162);
                }
                errors++;
              }
            }
            if (data86.runner_os !== void 0) {
              let data88 = data86.runner_os;
              if (typeof data88 !== "string" && data88 !== null) {
                const err163 = { instancePath: instancePath + "/environment/ci/runner_os", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/runner_os/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.runner_os.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.runner_os.type, parentSchema: schema44.properties.ci.anyOf[0].properties.runner_os, data: data88 };
                if (vErrors === null) {
                  vErrors = [err163];
                } else {
                  vErrors.push(err163);
                }
                errors++;
              }
            }
            if (data86.runner_arch !== void 0) {
              let data89 = data86.runner_arch;
              if (typeof data89 !== "string" && data89 !== null) {
                const err164 = { instancePath: instancePath + "/environment/ci/runner_arch", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/runner_arch/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.runner_arch.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.runner_arch.type, parentSchema: schema44.properties.ci.anyOf[0].properties.runner_arch, data: data89 };
                if (vErrors === null) {
                  vErrors = [err164];
                } else {
                  vErrors.push(err164);
                }
                errors++;
              }
            }
            if (data86.runner_name !== void 0) {
              let data90 = data86.runner_name;
              if (typeof data90 !== "string" && data90 !== null) {
                const err165 = { instancePath: instancePath + "/environment/ci/runner_name", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/runner_name/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.runner_name.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.runner_name.type, parentSchema: schema44.properties.ci.anyOf[0].properties.runner_name, data: data90 };
                if (vErrors === null) {
                  vErrors = [err165];
                } else {
                  vErrors.push(err165);
                }
                errors++;
              }
            }
            if (data86.runner_environment !== void 0) {
              let data91 = data86.runner_environment;
              if (typeof data91 !== "string" && data91 !== null) {
                const err166 = { instancePath: instancePath + "/environment/ci/runner_environment", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/runner_environment/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.runner_environment.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.runner_environment.type, parentSchema: schema44.properties.ci.anyOf[0].properties.runner_environment, data: data91 };
                if (vErrors === null) {
                  vErrors = [err166];
                } else {
                  vErrors.push(err166);
                }
                errors++;
              }
            }
            if (data86.image_os !== void 0) {
              let data92 = data86.image_os;
              if (typeof data92 !== "string" && data92 !== null) {
                const err167 = { instancePath: instancePath + "/environment/ci/image_os", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/image_os/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.image_os.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.image_os.type, parentSchema: schema44.properties.ci.anyOf[0].properties.image_os, data: data92 };
                if (vErrors === null) {
                  vErrors = [err167];
                } else {
                  vErrors.push(err167);
                }
                errors++;
              }
            }
            if (data86.image_version !== void 0) {
              let data93 = data86.image_version;
              if (typeof data93 !== "string" && data93 !== null) {
                const err168 = { instancePath: instancePath + "/environment/ci/image_version", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/properties/image_version/type", keyword: "type", params: { type: schema44.properties.ci.anyOf[0].properties.image_version.type }, message: "must be string,null", schema: schema44.properties.ci.anyOf[0].properties.image_version.type, parentSchema: schema44.properties.ci.anyOf[0].properties.image_version, data: data93 };
                if (vErrors === null) {
                  vErrors = [err168];
                } else {
                  vErrors.push(err168);
                }
                errors++;
              }
            }
          } else {
            const err169 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema44.properties.ci.anyOf[0].type, parentSchema: schema44.properties.ci.anyOf[0], data: data86 };
            if (vErrors === null) {
              vErrors = [err169];
            } else {
              vErrors.push(err169);
            }
            errors++;
          }
          var _valid3 = _errs192 === errors;
          valid33 = valid33 || _valid3;
          if (!valid33) {
            const _errs208 = errors;
            if (data86 !== null) {
              const err170 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema44.properties.ci.anyOf[1].type, parentSchema: schema44.properties.ci.anyOf[1], data: data86 };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
            var _valid3 = _errs208 === errors;
            valid33 = valid33 || _valid3;
          }
          if (!valid33) {
            const err171 = { instancePath: instancePath + "/environment/ci", schemaPath: "#/definitions/RunEnvironment/properties/ci/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema44.properties.ci.anyOf, parentSchema: schema44.properties.ci, data: data86 };
            if (vErrors === null) {
              vErrors = [err171];
            } else {
              vErrors.push(err171);
            }
            errors++;
          } else {
            errors = _errs191;
            if (vErrors !== null) {
              if (_errs191) {
                vErrors.length = _errs191;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err172 = { instancePath: instancePath + "/environment", schemaPath: "#/definitions/RunEnvironment/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema44.type, parentSchema: schema44, data: data78 };
        if (vErrors === null) {
          vErrors = [err172];
        } else {
          vErrors.push(err172);
        }
        errors++;
      }
    }
    if (data.history !== void 0) {
      let data94 = data.history;
      if (Array.isArray(data94)) {
        const len6 = data94.length;
        for (let i6 = 0; i6 < len6; i6++) {
          if (!validate25(data94[i6], { instancePath: instancePath + "/history/" + i6, parentData: data94, parentDataProperty: i6, rootData })) {
            vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err173 = { instancePath: instancePath + "/history", schemaPath: "#/properties/history/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.history.type, parentSchema: schema18.properties.history, data: data94 };
        if (vErrors === null) {
          vErrors = [err173];
        } else {
          vErrors.push(err173);
        }
        errors++;
      }
    }
    if (data.checks !== void 0) {
      let data96 = data.checks;
      if (Array.isArray(data96)) {
        const len7 = data96.length;
        for (let i7 = 0; i7 < len7; i7++) {
          if (!validate27(data96[i7], { instancePath: instancePath + "/checks/" + i7, parentData: data96, parentDataProperty: i7, rootData })) {
            vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err174 = { instancePath: instancePath + "/checks", schemaPath: "#/properties/checks/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema18.properties.checks.type, parentSchema: schema18.properties.checks, data: data96 };
        if (vErrors === null) {
          vErrors = [err174];
        } else {
          vErrors.push(err174);
        }
        errors++;
      }
    }
    if (data.verdict !== void 0) {
      let data98 = data.verdict;
      if (data98 && typeof data98 == "object" && !Array.isArray(data98)) {
        if (data98.fail_on === void 0) {
          const err175 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "fail_on" }, message: "must have required property 'fail_on'", schema: schema18.properties.verdict.required, parentSchema: schema18.properties.verdict, data: data98 };
          if (vErrors === null) {
            vErrors = [err175];
          } else {
            vErrors.push(err175);
          }
          errors++;
        }
        if (data98.failed === void 0) {
          const err176 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'", schema: schema18.properties.verdict.required, parentSchema: schema18.properties.verdict, data: data98 };
          if (vErrors === null) {
            vErrors = [err176];
          } else {
            vErrors.push(err176);
          }
          errors++;
        }
        if (data98.warned === void 0) {
          const err177 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "warned" }, message: "must have required property 'warned'", schema: schema18.properties.verdict.required, parentSchema: schema18.properties.verdict, data: data98 };
          if (vErrors === null) {
            vErrors = [err177];
          } else {
            vErrors.push(err177);
          }
          errors++;
        }
        if (data98.unverified === void 0) {
          const err178 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "unverified" }, message: "must have required property 'unverified'", schema: schema18.properties.verdict.required, parentSchema: schema18.properties.verdict, data: data98 };
          if (vErrors === null) {
            vErrors = [err178];
          } else {
            vErrors.push(err178);
          }
          errors++;
        }
        if (data98.fail_on !== void 0) {
          let data99 = data98.fail_on;
          if (typeof data99 !== "string") {
            const err179 = { instancePath: instancePath + "/verdict/fail_on", schemaPath: "#/definitions/FailOn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.type, parentSchema: schema17, data: data99 };
            if (vErrors === null) {
              vErrors = [err179];
            } else {
              vErrors.push(err179);
            }
            errors++;
          }
          if (!(data99 === "slo" || data99 === "regression" || data99 === "both" || data99 === "none")) {
            const err180 = { instancePath: instancePath + "/verdict/fail_on", schemaPath: "#/definitions/FailOn/enum", keyword: "enum", params: { allowedValues: schema17.enum }, message: "must be equal to one of the allowed values", schema: schema17.enum, parentSchema: schema17, data: data99 };
            if (vErrors === null) {
              vErrors = [err180];
            } else {
              vErrors.push(err180);
            }
            errors++;
          }
        }
        if (data98.failed !== void 0) {
          let data100 = data98.failed;
          if (!(typeof data100 == "number" && isFinite(data100))) {
            const err181 = { instancePath: instancePath + "/verdict/failed", schemaPath: "#/properties/verdict/properties/failed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.verdict.properties.failed.type, parentSchema: schema18.properties.verdict.properties.failed, data: data100 };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data98.warned !== void 0) {
          let data101 = data98.warned;
          if (!(typeof data101 == "number" && isFinite(data101))) {
            const err182 = { instancePath: instancePath + "/verdict/warned", schemaPath: "#/properties/verdict/properties/warned/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.verdict.properties.warned.type, parentSchema: schema18.properties.verdict.properties.warned, data: data101 };
            if (vErrors === null) {
              vErrors = [err182];
            } else {
              vErrors.push(err182);
            }
            errors++;
          }
        }
        if (data98.unverified !== void 0) {
          let data102 = data98.unverified;
          if (!(typeof data102 == "number" && isFinite(data102))) {
            const err183 = { instancePath: instancePath + "/verdict/unverified", schemaPath: "#/properties/verdict/properties/unverified/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema18.properties.verdict.properties.unverified.type, parentSchema: schema18.properties.verdict.properties.unverified, data: data102 };
            if (vErrors === null) {
              vErrors = [err183];
            } else {
              vErrors.push(err183);
            }
            errors++;
          }
        }
        if (data98.reason !== void 0) {
          let data103 = data98.reason;
          if (typeof data103 !== "string" && data103 !== null) {
            const err184 = { instancePath: instancePath + "/verdict/reason", schemaPath: "#/properties/verdict/properties/reason/type", keyword: "type", params: { type: schema18.properties.verdict.properties.reason.type }, message: "must be string,null", schema: schema18.properties.verdict.properties.reason.type, parentSchema: schema18.properties.verdict.properties.reason, data: data103 };
            if (vErrors === null) {
              vErrors = [err184];
            } else {
              vErrors.push(err184);
            }
            errors++;
          }
        }
        if (data98.on_inconclusive !== void 0) {
          let data104 = data98.on_inconclusive;
          if (typeof data104 !== "string") {
            const err185 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/properties/on_inconclusive/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema18.properties.verdict.properties.on_inconclusive.type, parentSchema: schema18.properties.verdict.properties.on_inconclusive, data: data104 };
            if (vErrors === null) {
              vErrors = [err185];
            } else {
              vErrors.push(err185);
            }
            errors++;
          }
          if (!(data104 === "fail" || data104 === "pass")) {
            const err186 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/properties/on_inconclusive/enum", keyword: "enum", params: { allowedValues: schema18.properties.verdict.properties.on_inconclusive.enum }, message: "must be equal to one of the allowed values", schema: schema18.properties.verdict.properties.on_inconclusive.enum, parentSchema: schema18.properties.verdict.properties.on_inconclusive, data: data104 };
            if (vErrors === null) {
              vErrors = [err186];
            } else {
              vErrors.push(err186);
            }
            errors++;
          }
        }
      } else {
        const err187 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.properties.verdict.type, parentSchema: schema18.properties.verdict, data: data98 };
        if (vErrors === null) {
          vErrors = [err187];
        } else {
          vErrors.push(err187);
        }
        errors++;
      }
    }
    if (data.knee !== void 0) {
      let data105 = data.knee;
      const _errs232 = errors;
      let valid41 = false;
      const _errs233 = errors;
      if (data105 && typeof data105 == "object" && !Array.isArray(data105)) {
        if (data105.reached === void 0) {
          const err188 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/required", keyword: "required", params: { missingProperty: "reached" }, message: "must have required property 'reached'", schema: schema52.required, parentSchema: schema52, data: data105 };
          if (vErrors === null) {
            vErrors = [err188];
          } else {
            vErrors.push(err188);
          }
          errors++;
        }
        if (data105.concurrency === void 0) {
          const err189 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/required", keyword: "required", params: { missingProperty: "concurrency" }, message: "must have required property 'concurrency'", schema: schema52.required, parentSchema: schema52, data: data105 };
          if (vErrors === null) {
            vErrors = [err189];
          } else {
            vErrors.push(err189);
          }
          errors++;
        }
        if (data105.recommended_concurrency === void 0) {
          const err190 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/required", keyword: "required", params: { missingProperty: "recommended_concurrency" }, message: "must have required property 'recommended_concurrency'", schema: schema52.required, parentSchema: schema52, data: data105 };
          if (vErrors === null) {
            vErrors = [err190];
          } else {
            vErrors.push(err190);
          }
          errors++;
        }
        if (data105.safety_factor === void 0) {
          const err191 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/required", keyword: "required", params: { missingProperty: "safety_factor" }, message: "must have required property 'safety_factor'", schema: schema52.required, parentSchema: schema52, data: data105 };
          if (vErrors === null) {
            vErrors = [err191];
          } else {
            vErrors.push(err191);
          }
          errors++;
        }
        if (data105.reason === void 0) {
          const err192 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property 'reason'", schema: schema52.required, parentSchema: schema52, data: data105 };
          if (vErrors === null) {
            vErrors = [err192];
          } else {
            vErrors.push(err192);
          }
          errors++;
        }
        if (data105.reached !== void 0) {
          let data106 = data105.reached;
          if (typeof data106 !== "boolean") {
            const err193 = { instancePath: instancePath + "/knee/reached", schemaPath: "#/definitions/Knee/properties/reached/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema52.properties.reached.type, parentSchema: schema52.properties.reached, data: data106 };
            if (vErrors === null) {
              vErrors = [err193];
            } else {
              vErrors.push(err193);
            }
            errors++;
          }
        }
        if (data105.concurrency !== void 0) {
          let data107 = data105.concurrency;
          if (!(typeof data107 == "number" && isFinite(data107)) && data107 !== null) {
            const err194 = { instancePath: instancePath + "/knee/concurrency", schemaPath: "#/definitions/Knee/properties/concurrency/type", keyword: "type", params: { type: schema52.properties.concurrency.type }, message: "must be number,null", schema: schema52.properties.concurrency.type, parentSchema: schema52.properties.concurrency, data: data107 };
            if (vErrors === null) {
              vErrors = [err194];
            } else {
              vErrors.push(err194);
            }
            errors++;
          }
        }
        if (data105.recommended_concurrency !== void 0) {
          let data108 = data105.recommended_concurrency;
          if (!(typeof data108 == "number" && isFinite(data108)) && data108 !== null) {
            const err195 = { instancePath: instancePath + "/knee/recommended_concurrency", schemaPath: "#/definitions/Knee/properties/recommended_concurrency/type", keyword: "type", params: { type: schema52.properties.recommended_concurrency.type }, message: "must be number,null", schema: schema52.properties.recommended_concurrency.type, parentSchema: schema52.properties.recommended_concurrency, data: data108 };
            if (vErrors === null) {
              vErrors = [err195];
            } else {
              vErrors.push(err195);
            }
            errors++;
          }
        }
        if (data105.safety_factor !== void 0) {
          let data109 = data105.safety_factor;
          if (!(typeof data109 == "number" && isFinite(data109))) {
            const err196 = { instancePath: instancePath + "/knee/safety_factor", schemaPath: "#/definitions/Knee/properties/safety_factor/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema52.properties.safety_factor.type, parentSchema: schema52.properties.safety_factor, data: data109 };
            if (vErrors === null) {
              vErrors = [err196];
            } else {
              vErrors.push(err196);
            }
            errors++;
          }
        }
        if (data105.min_slo_attainment !== void 0) {
          let data110 = data105.min_slo_attainment;
          if (!(typeof data110 == "number" && isFinite(data110))) {
            const err197 = { instancePath: instancePath + "/knee/min_slo_attainment", schemaPath: "#/definitions/Knee/properties/min_slo_attainment/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema52.properties.min_slo_attainment.type, parentSchema: schema52.properties.min_slo_attainment, data: data110 };
            if (vErrors === null) {
              vErrors = [err197];
            } else {
              vErrors.push(err197);
            }
            errors++;
          }
        }
        if (data105.reason !== void 0) {
          let data111 = data105.reason;
          if (typeof data111 !== "string") {
            const err198 = { instancePath: instancePath + "/knee/reason", schemaPath: "#/definitions/Knee/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema52.properties.reason.type, parentSchema: schema52.properties.reason, data: data111 };
            if (vErrors === null) {
              vErrors = [err198];
            } else {
              vErrors.push(err198);
            }
            errors++;
          }
        }
      } else {
        const err199 = { instancePath: instancePath + "/knee", schemaPath: "#/definitions/Knee/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema52.type, parentSchema: schema52, data: data105 };
        if (vErrors === null) {
          vErrors = [err199];
        } else {
          vErrors.push(err199);
        }
        errors++;
      }
      var _valid4 = _errs233 === errors;
      valid41 = valid41 || _valid4;
      if (!valid41) {
        const _errs248 = errors;
        if (data105 !== null) {
          const err200 = { instancePath: instancePath + "/knee", schemaPath: "#/properties/knee/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema18.properties.knee.anyOf[1].type, parentSchema: schema18.properties.knee.anyOf[1], data: data105 };
          if (vErrors === null) {
            vErrors = [err200];
          } else {
            vErrors.push(err200);
          }
          errors++;
        }
        var _valid4 = _errs248 === errors;
        valid41 = valid41 || _valid4;
      }
      if (!valid41) {
        const err201 = { instancePath: instancePath + "/knee", schemaPath: "#/properties/knee/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema18.properties.knee.anyOf, parentSchema: schema18.properties.knee, data: data105 };
        if (vErrors === null) {
          vErrors = [err201];
        } else {
          vErrors.push(err201);
        }
        errors++;
      } else {
        errors = _errs232;
        if (vErrors !== null) {
          if (_errs232) {
            vErrors.length = _errs232;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.baseline !== void 0) {
      if (!validate29(data.baseline, { instancePath: instancePath + "/baseline", parentData: data, parentDataProperty: "baseline", rootData })) {
        vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
        errors = vErrors.length;
      }
    }
    if (data.reference !== void 0) {
      if (!validate31(data.reference, { instancePath: instancePath + "/reference", parentData: data, parentDataProperty: "reference", rootData })) {
        vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
        errors = vErrors.length;
      }
    }
    if (data.shard !== void 0) {
      if (!validate34(data.shard, { instancePath: instancePath + "/shard", parentData: data, parentDataProperty: "shard", rootData })) {
        vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
        errors = vErrors.length;
      }
    }
    if (data.shards !== void 0) {
      let data115 = data.shards;
      if (data115 && typeof data115 == "object" && !Array.isArray(data115)) {
        if (data115.count === void 0) {
          const err202 = { instancePath: instancePath + "/shards", schemaPath: "#/definitions/MergedShards/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property 'count'", schema: schema61.required, parentSchema: schema61, data: data115 };
          if (vErrors === null) {
            vErrors = [err202];
          } else {
            vErrors.push(err202);
          }
          errors++;
        }
        if (data115.start_at === void 0) {
          const err203 = { instancePath: instancePath + "/shards", schemaPath: "#/definitions/MergedShards/required", keyword: "required", params: { missingProperty: "start_at" }, message: "must have required property 'start_at'", schema: schema61.required, parentSchema: schema61, data: data115 };
          if (vErrors === null) {
            vErrors = [err203];
          } else {
            vErrors.push(err203);
          }
          errors++;
        }
        if (data115.each === void 0) {
          const err204 = { instancePath: instancePath + "/shards", schemaPath: "#/definitions/MergedShards/required", keyword: "required", params: { missingProperty: "each" }, message: "must have required property 'each'", schema: schema61.required, parentSchema: schema61, data: data115 };
          if (vErrors === null) {
            vErrors = [err204];
          } else {
            vErrors.push(err204);
          }
          errors++;
        }
        if (data115.count !== void 0) {
          let data116 = data115.count;
          if (!(typeof data116 == "number" && isFinite(data116))) {
            const err205 = { instancePath: instancePath + "/shards/count", schemaPath: "#/definitions/MergedShards/properties/count/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema61.properties.count.type, parentSchema: schema61.properties.count, data: data116 };
            if (vErrors === null) {
              vErrors = [err205];
            } else {
              vErrors.push(err205);
            }
            errors++;
          }
        }
        if (data115.start_at !== void 0) {
          let data117 = data115.start_at;
          if (typeof data117 !== "string") {
            const err206 = { instancePath: instancePath + "/shards/start_at", schemaPath: "#/definitions/MergedShards/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.start_at.type, parentSchema: schema61.properties.start_at, data: data117 };
            if (vErrors === null) {
              vErrors = [err206];
            } else {
              vErrors.push(err206);
            }
            errors++;
          }
        }
        if (data115.each !== void 0) {
          let data118 = data115.each;
          if (Array.isArray(data118)) {
            const len8 = data118.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data119 = data118[i8];
              if (data119 && typeof data119 == "object" && !Array.isArray(data119)) {
                if (data119.shard === void 0) {
                  const err207 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "shard" }, message: "must have required property 'shard'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err207];
                  } else {
                    vErrors.push(err207);
                  }
                  errors++;
                }
                if (data119.host === void 0) {
                  const err208 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "host" }, message: "must have required property 'host'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err208];
                  } else {
                    vErrors.push(err208);
                  }
                  errors++;
                }
                if (data119.clock_synchronized === void 0) {
                  const err209 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "clock_synchronized" }, message: "must have required property 'clock_synchronized'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err209];
                  } else {
                    vErrors.push(err209);
                  }
                  errors++;
                }
                if (data119.status === void 0) {
                  const err210 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err210];
                  } else {
                    vErrors.push(err210);
                  }
                  errors++;
                }
                if (data119.started_at === void 0) {
                  const err211 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err211];
                  } else {
                    vErrors.push(err211);
                  }
                  errors++;
                }
                if (data119.finished_at === void 0) {
                  const err212 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema61.properties.each.items.required, parentSchema: schema61.properties.each.items, data: data119 };
                  if (vErrors === null) {
                    vErrors = [err212];
                  } else {
                    vErrors.push(err212);
                  }
                  errors++;
                }
                if (data119.shard !== void 0) {
                  let data120 = data119.shard;
                  if (typeof data120 !== "string") {
                    const err213 = { instancePath: instancePath + "/shards/each/" + i8 + "/shard", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/shard/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.each.items.properties.shard.type, parentSchema: schema61.properties.each.items.properties.shard, data: data120 };
                    if (vErrors === null) {
                      vErrors = [err213];
                    } else {
                      vErrors.push(err213);
                    }
                    errors++;
                  }
                }
                if (data119.host !== void 0) {
                  let data121 = data119.host;
                  if (typeof data121 !== "string") {
                    const err214 = { instancePath: instancePath + "/shards/each/" + i8 + "/host", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/host/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.each.items.properties.host.type, parentSchema: schema61.properties.each.items.properties.host, data: data121 };
                    if (vErrors === null) {
                      vErrors = [err214];
                    } else {
                      vErrors.push(err214);
                    }
                    errors++;
                  }
                }
                if (data119.clock_synchronized !== void 0) {
                  let data122 = data119.clock_synchronized;
                  if (typeof data122 !== "boolean" && data122 !== null) {
                    const err215 = { instancePath: instancePath + "/shards/each/" + i8 + "/clock_synchronized", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/clock_synchronized/type", keyword: "type", params: { type: schema61.properties.each.items.properties.clock_synchronized.type }, message: "must be boolean,null", schema: schema61.properties.each.items.properties.clock_synchronized.type, parentSchema: schema61.properties.each.items.properties.clock_synchronized, data: data122 };
                    if (vErrors === null) {
                      vErrors = [err215];
                    } else {
                      vErrors.push(err215);
                    }
                    errors++;
                  }
                }
                if (data119.status !== void 0) {
                  let data123 = data119.status;
                  if (typeof data123 !== "string") {
                    const err216 = { instancePath: instancePath + "/shards/each/" + i8 + "/status", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/status/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.each.items.properties.status.type, parentSchema: schema61.properties.each.items.properties.status, data: data123 };
                    if (vErrors === null) {
                      vErrors = [err216];
                    } else {
                      vErrors.push(err216);
                    }
                    errors++;
                  }
                }
                if (data119.started_at !== void 0) {
                  let data124 = data119.started_at;
                  if (typeof data124 !== "string") {
                    const err217 = { instancePath: instancePath + "/shards/each/" + i8 + "/started_at", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.each.items.properties.started_at.type, parentSchema: schema61.properties.each.items.properties.started_at, data: data124 };
                    if (vErrors === null) {
                      vErrors = [err217];
                    } else {
                      vErrors.push(err217);
                    }
                    errors++;
                  }
                }
                if (data119.finished_at !== void 0) {
                  let data125 = data119.finished_at;
                  if (typeof data125 !== "string") {
                    const err218 = { instancePath: instancePath + "/shards/each/" + i8 + "/finished_at", schemaPath: "#/definitions/MergedShards/properties/each/items/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema61.properties.each.items.properties.finished_at.type, parentSchema: schema61.properties.each.items.properties.finished_at, data: data125 };
                    if (vErrors === null) {
                      vErrors = [err218];
                    } else {
                      vErrors.push(err218);
                    }
                    errors++;
                  }
                }
              } else {
                const err219 = { instancePath: instancePath + "/shards/each/" + i8, schemaPath: "#/definitions/MergedShards/properties/each/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema61.properties.each.items.type, parentSchema: schema61.properties.each.items, data: data119 };
                if (vErrors === null) {
                  vErrors = [err219];
                } else {
                  vErrors.push(err219);
                }
                errors++;
              }
            }
          } else {
            const err220 = { instancePath: instancePath + "/shards/each", schemaPath: "#/definitions/MergedShards/properties/each/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema61.properties.each.type, parentSchema: schema61.properties.each, data: data118 };
            if (vErrors === null) {
              vErrors = [err220];
            } else {
              vErrors.push(err220);
            }
            errors++;
          }
        }
      } else {
        const err221 = { instancePath: instancePath + "/shards", schemaPath: "#/definitions/MergedShards/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema61.type, parentSchema: schema61, data: data115 };
        if (vErrors === null) {
          vErrors = [err221];
        } else {
          vErrors.push(err221);
        }
        errors++;
      }
    }
  } else {
    const err222 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema18.type, parentSchema: schema18, data };
    if (vErrors === null) {
      vErrors = [err222];
    } else {
      vErrors.push(err222);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.results_path === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "results_path" }, message: "must have required property 'results_path'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.baseline_path === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "baseline_path" }, message: "must have required property 'baseline_path'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.budget_s === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "budget_s" }, message: "must have required property 'budget_s'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.note === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "note" }, message: "must have required property 'note'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.verdict === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.results === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "results" }, message: "must have required property 'results'", schema: schema14.required, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.name !== void 0) {
      let data0 = data.name;
      if (typeof data0 !== "string") {
        const err8 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.name.type, parentSchema: schema14.properties.name, data: data0 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      if (!validate13(data.status, { instancePath: instancePath + "/status", parentData: data, parentDataProperty: "status", rootData })) {
        vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.results_path !== void 0) {
      let data2 = data.results_path;
      if (typeof data2 !== "string" && data2 !== null) {
        const err9 = { instancePath: instancePath + "/results_path", schemaPath: "#/properties/results_path/type", keyword: "type", params: { type: schema14.properties.results_path.type }, message: "must be string,null", schema: schema14.properties.results_path.type, parentSchema: schema14.properties.results_path, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.baseline_path !== void 0) {
      let data3 = data.baseline_path;
      if (typeof data3 !== "string") {
        const err10 = { instancePath: instancePath + "/baseline_path", schemaPath: "#/properties/baseline_path/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.baseline_path.type, parentSchema: schema14.properties.baseline_path, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.budget_s !== void 0) {
      let data4 = data.budget_s;
      if (!(typeof data4 == "number" && isFinite(data4)) && data4 !== null) {
        const err11 = { instancePath: instancePath + "/budget_s", schemaPath: "#/properties/budget_s/type", keyword: "type", params: { type: schema14.properties.budget_s.type }, message: "must be number,null", schema: schema14.properties.budget_s.type, parentSchema: schema14.properties.budget_s, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.note !== void 0) {
      let data5 = data.note;
      if (typeof data5 !== "string" && data5 !== null) {
        const err12 = { instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: schema14.properties.note.type }, message: "must be string,null", schema: schema14.properties.note.type, parentSchema: schema14.properties.note, data: data5 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.verdict !== void 0) {
      let data6 = data.verdict;
      const _errs13 = errors;
      let valid1 = false;
      const _errs14 = errors;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.fail_on === void 0) {
          const err13 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/0/required", keyword: "required", params: { missingProperty: "fail_on" }, message: "must have required property 'fail_on'", schema: schema14.properties.verdict.anyOf[0].required, parentSchema: schema14.properties.verdict.anyOf[0], data: data6 };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data6.failed === void 0) {
          const err14 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/0/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'", schema: schema14.properties.verdict.anyOf[0].required, parentSchema: schema14.properties.verdict.anyOf[0], data: data6 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data6.warned === void 0) {
          const err15 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/0/required", keyword: "required", params: { missingProperty: "warned" }, message: "must have required property 'warned'", schema: schema14.properties.verdict.anyOf[0].required, parentSchema: schema14.properties.verdict.anyOf[0], data: data6 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data6.unverified === void 0) {
          const err16 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/0/required", keyword: "required", params: { missingProperty: "unverified" }, message: "must have required property 'unverified'", schema: schema14.properties.verdict.anyOf[0].required, parentSchema: schema14.properties.verdict.anyOf[0], data: data6 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data6.fail_on !== void 0) {
          let data7 = data6.fail_on;
          if (typeof data7 !== "string") {
            const err17 = { instancePath: instancePath + "/verdict/fail_on", schemaPath: "#/definitions/FailOn/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema17.type, parentSchema: schema17, data: data7 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (!(data7 === "slo" || data7 === "regression" || data7 === "both" || data7 === "none")) {
            const err18 = { instancePath: instancePath + "/verdict/fail_on", schemaPath: "#/definitions/FailOn/enum", keyword: "enum", params: { allowedValues: schema17.enum }, message: "must be equal to one of the allowed values", schema: schema17.enum, parentSchema: schema17, data: data7 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data6.failed !== void 0) {
          let data8 = data6.failed;
          if (!(typeof data8 == "number" && isFinite(data8))) {
            const err19 = { instancePath: instancePath + "/verdict/failed", schemaPath: "#/properties/verdict/anyOf/0/properties/failed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema14.properties.verdict.anyOf[0].properties.failed.type, parentSchema: schema14.properties.verdict.anyOf[0].properties.failed, data: data8 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data6.warned !== void 0) {
          let data9 = data6.warned;
          if (!(typeof data9 == "number" && isFinite(data9))) {
            const err20 = { instancePath: instancePath + "/verdict/warned", schemaPath: "#/properties/verdict/anyOf/0/properties/warned/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema14.properties.verdict.anyOf[0].properties.warned.type, parentSchema: schema14.properties.verdict.anyOf[0].properties.warned, data: data9 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data6.unverified !== void 0) {
          let data10 = data6.unverified;
          if (!(typeof data10 == "number" && isFinite(data10))) {
            const err21 = { instancePath: instancePath + "/verdict/unverified", schemaPath: "#/properties/verdict/anyOf/0/properties/unverified/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema14.properties.verdict.anyOf[0].properties.unverified.type, parentSchema: schema14.properties.verdict.anyOf[0].properties.unverified, data: data10 };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        if (data6.reason !== void 0) {
          let data11 = data6.reason;
          if (typeof data11 !== "string" && data11 !== null) {
            const err22 = { instancePath: instancePath + "/verdict/reason", schemaPath: "#/properties/verdict/anyOf/0/properties/reason/type", keyword: "type", params: { type: schema14.properties.verdict.anyOf[0].properties.reason.type }, message: "must be string,null", schema: schema14.properties.verdict.anyOf[0].properties.reason.type, parentSchema: schema14.properties.verdict.anyOf[0].properties.reason, data: data11 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data6.on_inconclusive !== void 0) {
          let data12 = data6.on_inconclusive;
          if (typeof data12 !== "string") {
            const err23 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/anyOf/0/properties/on_inconclusive/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema14.properties.verdict.anyOf[0].properties.on_inconclusive.type, parentSchema: schema14.properties.verdict.anyOf[0].properties.on_inconclusive, data: data12 };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (!(data12 === "fail" || data12 === "pass")) {
            const err24 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/anyOf/0/properties/on_inconclusive/enum", keyword: "enum", params: { allowedValues: schema14.properties.verdict.anyOf[0].properties.on_inconclusive.enum }, message: "must be equal to one of the allowed values", schema: schema14.properties.verdict.anyOf[0].properties.on_inconclusive.enum, parentSchema: schema14.properties.verdict.anyOf[0].properties.on_inconclusive, data: data12 };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.properties.verdict.anyOf[0].type, parentSchema: schema14.properties.verdict.anyOf[0], data: data6 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid0 = _errs14 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const _errs29 = errors;
        if (data6 !== null) {
          const err26 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema14.properties.verdict.anyOf[1].type, parentSchema: schema14.properties.verdict.anyOf[1], data: data6 };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        var _valid0 = _errs29 === errors;
        valid1 = valid1 || _valid0;
      }
      if (!valid1) {
        const err27 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema14.properties.verdict.anyOf, parentSchema: schema14.properties.verdict, data: data6 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.results !== void 0) {
      let data13 = data.results;
      const _errs32 = errors;
      let valid4 = false;
      const _errs33 = errors;
      if (!validate15(data13, { instancePath: instancePath + "/results", parentData: data, parentDataProperty: "results", rootData })) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs33 === errors;
      valid4 = valid4 || _valid1;
      if (!valid4) {
        const _errs34 = errors;
        if (data13 !== null) {
          const err28 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/anyOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null", schema: schema14.properties.results.anyOf[1].type, parentSchema: schema14.properties.results.anyOf[1], data: data13 };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        var _valid1 = _errs34 === errors;
        valid4 = valid4 || _valid1;
      }
      if (!valid4) {
        const err29 = { instancePath: instancePath + "/results", schemaPath: "#/properties/results/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema14.properties.results.anyOf, parentSchema: schema14.properties.results, data: data13 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs32;
        if (vErrors !== null) {
          if (_errs32) {
            vErrors.length = _errs32;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema14.type, parentSchema: schema14, data };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property 'schema_version'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property 'kind'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.tool === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "tool" }, message: "must have required property 'tool'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property 'status'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.started_at === void 0) {
      const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "started_at" }, message: "must have required property 'started_at'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.finished_at === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "finished_at" }, message: "must have required property 'finished_at'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.duration_s === void 0) {
      const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_s" }, message: "must have required property 'duration_s'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.max_duration_s === void 0) {
      const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "max_duration_s" }, message: "must have required property 'max_duration_s'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.incomplete === void 0) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "incomplete" }, message: "must have required property 'incomplete'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.scenarios === void 0) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "scenarios" }, message: "must have required property 'scenarios'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.verdict === void 0) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property 'verdict'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.notes === void 0) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "notes" }, message: "must have required property 'notes'", schema: schema12.required, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.schema_version !== void 0) {
      let data0 = data.schema_version;
      if (!(typeof data0 == "number" && isFinite(data0))) {
        const err12 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.schema_version.type, parentSchema: schema12.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (1 !== data0) {
        const err13 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant", schema: 1, parentSchema: schema12.properties.schema_version, data: data0 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.kind !== void 0) {
      let data1 = data.kind;
      if (typeof data1 !== "string") {
        const err14 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.kind.type, parentSchema: schema12.properties.kind, data: data1 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if ("scenarios" !== data1) {
        const err15 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/const", keyword: "const", params: { allowedValue: "scenarios" }, message: "must be equal to constant", schema: "scenarios", parentSchema: schema12.properties.kind, data: data1 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.tool !== void 0) {
      let data2 = data.tool;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.name === void 0) {
          const err16 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property 'name'", schema: schema12.properties.tool.required, parentSchema: schema12.properties.tool, data: data2 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data2.version === void 0) {
          const err17 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/required", keyword: "required", params: { missingProperty: "version" }, message: "must have required property 'version'", schema: schema12.properties.tool.required, parentSchema: schema12.properties.tool, data: data2 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data2.name !== void 0) {
          let data3 = data2.name;
          if (typeof data3 !== "string") {
            const err18 = { instancePath: instancePath + "/tool/name", schemaPath: "#/properties/tool/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.tool.properties.name.type, parentSchema: schema12.properties.tool.properties.name, data: data3 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data2.version !== void 0) {
          let data4 = data2.version;
          if (typeof data4 !== "string") {
            const err19 = { instancePath: instancePath + "/tool/version", schemaPath: "#/properties/tool/properties/version/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.tool.properties.version.type, parentSchema: schema12.properties.tool.properties.version, data: data4 };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = { instancePath: instancePath + "/tool", schemaPath: "#/properties/tool/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.tool.type, parentSchema: schema12.properties.tool, data: data2 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data5 = data.status;
      if (typeof data5 !== "string") {
        const err21 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/RunStatus/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema13.type, parentSchema: schema13, data: data5 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (!(data5 === "pass" || data5 === "fail" || data5 === "inconclusive" || data5 === "error")) {
        const err22 = { instancePath: instancePath + "/status", schemaPath: "#/definitions/RunStatus/enum", keyword: "enum", params: { allowedValues: schema13.enum }, message: "must be equal to one of the allowed values", schema: schema13.enum, parentSchema: schema13, data: data5 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.started_at !== void 0) {
      let data6 = data.started_at;
      if (typeof data6 !== "string") {
        const err23 = { instancePath: instancePath + "/started_at", schemaPath: "#/properties/started_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.started_at.type, parentSchema: schema12.properties.started_at, data: data6 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.finished_at !== void 0) {
      let data7 = data.finished_at;
      if (typeof data7 !== "string") {
        const err24 = { instancePath: instancePath + "/finished_at", schemaPath: "#/properties/finished_at/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.finished_at.type, parentSchema: schema12.properties.finished_at, data: data7 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.duration_s !== void 0) {
      let data8 = data.duration_s;
      if (!(typeof data8 == "number" && isFinite(data8))) {
        const err25 = { instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.duration_s.type, parentSchema: schema12.properties.duration_s, data: data8 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.max_duration_s !== void 0) {
      let data9 = data.max_duration_s;
      if (!(typeof data9 == "number" && isFinite(data9))) {
        const err26 = { instancePath: instancePath + "/max_duration_s", schemaPath: "#/properties/max_duration_s/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.max_duration_s.type, parentSchema: schema12.properties.max_duration_s, data: data9 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.incomplete !== void 0) {
      let data10 = data.incomplete;
      if (typeof data10 !== "boolean") {
        const err27 = { instancePath: instancePath + "/incomplete", schemaPath: "#/properties/incomplete/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema12.properties.incomplete.type, parentSchema: schema12.properties.incomplete, data: data10 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.scenarios !== void 0) {
      let data11 = data.scenarios;
      if (Array.isArray(data11)) {
        const len0 = data11.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (!validate12(data11[i0], { instancePath: instancePath + "/scenarios/" + i0, parentData: data11, parentDataProperty: i0, rootData })) {
            vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/scenarios", schemaPath: "#/properties/scenarios/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.scenarios.type, parentSchema: schema12.properties.scenarios, data: data11 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.verdict !== void 0) {
      let data13 = data.verdict;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.failed === void 0) {
          const err29 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "failed" }, message: "must have required property 'failed'", schema: schema12.properties.verdict.required, parentSchema: schema12.properties.verdict, data: data13 };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data13.warned === void 0) {
          const err30 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "warned" }, message: "must have required property 'warned'", schema: schema12.properties.verdict.required, parentSchema: schema12.properties.verdict, data: data13 };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data13.unverified === void 0) {
          const err31 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/required", keyword: "required", params: { missingProperty: "unverified" }, message: "must have required property 'unverified'", schema: schema12.properties.verdict.required, parentSchema: schema12.properties.verdict, data: data13 };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data13.failed !== void 0) {
          let data14 = data13.failed;
          if (!(typeof data14 == "number" && isFinite(data14))) {
            const err32 = { instancePath: instancePath + "/verdict/failed", schemaPath: "#/properties/verdict/properties/failed/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.verdict.properties.failed.type, parentSchema: schema12.properties.verdict.properties.failed, data: data14 };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data13.warned !== void 0) {
          let data15 = data13.warned;
          if (!(typeof data15 == "number" && isFinite(data15))) {
            const err33 = { instancePath: instancePath + "/verdict/warned", schemaPath: "#/properties/verdict/properties/warned/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.verdict.properties.warned.type, parentSchema: schema12.properties.verdict.properties.warned, data: data15 };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data13.unverified !== void 0) {
          let data16 = data13.unverified;
          if (!(typeof data16 == "number" && isFinite(data16))) {
            const err34 = { instancePath: instancePath + "/verdict/unverified", schemaPath: "#/properties/verdict/properties/unverified/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema12.properties.verdict.properties.unverified.type, parentSchema: schema12.properties.verdict.properties.unverified, data: data16 };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data13.on_inconclusive !== void 0) {
          let data17 = data13.on_inconclusive;
          if (typeof data17 !== "string") {
            const err35 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/properties/on_inconclusive/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.verdict.properties.on_inconclusive.type, parentSchema: schema12.properties.verdict.properties.on_inconclusive, data: data17 };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
          if (!(data17 === "fail" || data17 === "pass")) {
            const err36 = { instancePath: instancePath + "/verdict/on_inconclusive", schemaPath: "#/properties/verdict/properties/on_inconclusive/enum", keyword: "enum", params: { allowedValues: schema12.properties.verdict.properties.on_inconclusive.enum }, message: "must be equal to one of the allowed values", schema: schema12.properties.verdict.properties.on_inconclusive.enum, parentSchema: schema12.properties.verdict.properties.on_inconclusive, data: data17 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = { instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.properties.verdict.type, parentSchema: schema12.properties.verdict, data: data13 };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.notes !== void 0) {
      let data18 = data.notes;
      if (Array.isArray(data18)) {
        const len1 = data18.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data19 = data18[i1];
          if (typeof data19 !== "string") {
            const err38 = { instancePath: instancePath + "/notes/" + i1, schemaPath: "#/properties/notes/items/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema12.properties.notes.items.type, parentSchema: schema12.properties.notes.items, data: data19 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = { instancePath: instancePath + "/notes", schemaPath: "#/properties/notes/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema12.properties.notes.type, parentSchema: schema12.properties.notes, data: data18 };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema12.type, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = true;
  const _errs1 = errors;
  if (errors === _errs1) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.kind === void 0 && (missing0 = "kind")) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      } else {
        if (data.kind !== void 0) {
          if ("scenarios" !== data.kind) {
            const err1 = {};
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      }
    } else {
      const err2 = {};
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  errors = _errs0;
  if (vErrors !== null) {
    if (_errs0) {
      vErrors.length = _errs0;
    } else {
      vErrors = null;
    }
  }
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    if (!validate11(data, { instancePath, parentData, parentDataProperty, rootData })) {
      vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    ifClause0 = "then";
  } else {
    const _errs5 = errors;
    if (!validate15(data, { instancePath, parentData, parentDataProperty, rootData })) {
      vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs5 === errors;
    valid0 = _valid0;
    ifClause0 = "else";
  }
  if (!valid0) {
    const err3 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: 'must match "' + ifClause0 + '" schema', schema: schema11.if, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
var validators = {
  "": v0
};

// src/io/results-check.ts
var PROBLEMS_SHOWN = 3;
function validate(data) {
  const validator = validators[""];
  return validator(data) === true ? [] : [...validator.errors ?? []];
}
function checkResults(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, problems: [{ path: "", problem: `is ${shown(data)}, not a results.json object` }] };
  }
  const version = data.schema_version;
  if (version !== RESULTS_SCHEMA_VERSION) {
    const problem = version === void 0 ? `is missing (this version reads ${RESULTS_SCHEMA_VERSION})` : `is ${shown(version)}, this version reads ${RESULTS_SCHEMA_VERSION}`;
    return { ok: false, problems: [{ path: "schema_version", problem }] };
  }
  const errors = validate(data);
  const problems = errors.length > 0 ? schemaProblems(errors) : nonFinite(data);
  if (problems.length > 0) return { ok: false, problems };
  if (data.kind === SCENARIOS_KIND) {
    const combined = data;
    const found2 = scenariosProblems(combined);
    return found2.length > 0 ? { ok: false, problems: found2 } : { ok: true, kind: "scenarios", results: combined };
  }
  const results = data;
  const found = runProblems(results, "");
  return found.length > 0 ? { ok: false, problems: found } : { ok: true, kind: "run", results };
}
function describeProblems(problems) {
  const named2 = problems.slice(0, PROBLEMS_SHOWN).map((p) => p.path === "" ? `the file ${p.problem}` : `${p.path} ${p.problem}`);
  const more = problems.length - named2.length;
  return `${named2.join("; ")}${more > 0 ? `; and ${more} more problem${more === 1 ? "" : "s"}` : ""}`;
}
function schemaProblems(errors) {
  const byPath = /* @__PURE__ */ new Map();
  for (const e of errors) {
    if (e.keyword !== "if") byPath.set(e.instancePath, [...byPath.get(e.instancePath) ?? [], e]);
  }
  const above = /* @__PURE__ */ new Set();
  for (const p of byPath.keys()) {
    for (let cut2 = p.lastIndexOf("/"); cut2 >= 0; cut2 = p.lastIndexOf("/", cut2 - 1)) {
      const parent = p.slice(0, cut2);
      if (above.has(parent)) break;
      above.add(parent);
      if (cut2 === 0) break;
    }
  }
  const lacks = (p) => byPath.get(p).some((e) => e.keyword === "required");
  const described = [...byPath.keys()].filter((p) => lacks(p) || !above.has(p));
  return described.map((pointer) => fieldProblem(pointer, byPath.get(pointer)));
}
function fieldProblem(pointer, errors) {
  const path = pathOf(pointer);
  const value = errors[0].data;
  const missing = errors.filter((e) => e.keyword === "required").map((e) => String(e.params.missingProperty));
  if (missing.length > 0) return { path, problem: `lacks ${[...new Set(missing)].map((m) => pathOf(`/${m}`)).join(", ")}` };
  const expected = /* @__PURE__ */ new Set();
  for (const e of errors) {
    const params = e.params;
    if (e.keyword === "type") for (const t of String(params.type).split(",")) expected.add(TYPE_WORDS[t] ?? t);
    else if (e.keyword === "const") expected.add(shown(params.allowedValue));
    else if (e.keyword === "enum" && Array.isArray(params.allowedValues)) expected.add(`one of ${params.allowedValues.map(shown).join(", ")}`);
    else if (e.keyword !== "anyOf" && e.keyword !== "oneOf" && e.keyword !== "else" && e.keyword !== "then") expected.add(`valid (${e.message ?? e.keyword})`);
  }
  const must = expected.size > 0 ? [...expected].join(" or ") : "of another shape";
  return { path, problem: `is ${shown(value)}, but must be ${must}` };
}
var TYPE_WORDS = {
  object: "an object",
  array: "a list",
  string: "text",
  number: "a number",
  integer: "an integer",
  boolean: "true or false",
  null: "null"
};
function pathOf(pointer) {
  return pointer.split("/").slice(1).reduce((path, raw) => childPath(path, raw.replace(/~1/g, "/").replace(/~0/g, "~")), "");
}
function childPath(parent, key2) {
  if (typeof key2 === "number" || /^\d+$/.test(key2)) return `${parent}[${key2}]`;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key2)) return parent === "" ? key2 : `${parent}.${key2}`;
  return `${parent}[${shown(key2)}]`;
}
function shown(value) {
  if (value === void 0) return "missing";
  if (value === null || typeof value === "boolean") return String(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "a number too large for JSON (read as infinite)";
  if (typeof value === "string") {
    if (looksLikeSecret(value)) return "text that looks like a credential (not shown)";
    const cut2 = value.length > 40 ? `${value.slice(0, 39)}\u2026` : value;
    return JSON.stringify(cut2).replace(/[\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  }
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : `a list of ${value.length}`;
  return "an object";
}
function nonFinite(data) {
  const out = [];
  const pending = [[data, ""]];
  while (pending.length > 0 && out.length < PROBLEMS_SHOWN) {
    const [value, path] = pending.pop();
    if (typeof value === "number" && !Number.isFinite(value)) out.push({ path, problem: `is ${shown(value)}` });
    else if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], childPath(path, i)]);
    else if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value).reverse()) pending.push([v, childPath(path, k)]);
  }
  return out;
}
var NON_NEGATIVE_DISTRIBUTIONS = [
  "ttft_ms",
  "ttfa_ms",
  "tpot_ms",
  "itl_ms",
  "itl_token_ms",
  "e2e_ms",
  "input_tokens",
  "output_tokens",
  "request_tps",
  "reasoning_tokens",
  "client_queue_ms"
];
var NON_NEGATIVE_FIGURES = ["duration_s", "qps", "rpm", "tpm", "output_tokens_per_s"];
var ORDERED_STATS = ["min", "p50", "p90", "p95", "p99", "max"];
var NULLABLE_COLUMNS = ["ttft_ms", "ttfa_ms", "tpot_ms", "input_tokens", "output_tokens"];
function runProblems(r, at) {
  const out = [];
  r.levels.forEach((l, i) => levelProblems(l, `${at}levels[${i}]`, out));
  r.reference?.levels.forEach((l, i) => levelProblems(l, `${at}reference.levels[${i}]`, out));
  r.history?.forEach((run2, h) => run2.levels.forEach((l, i) => samplesProblems(l.samples, `${at}history[${h}].levels[${i}].samples`, out)));
  verdictProblems(r, at, out);
  return out;
}
function levelProblems(l, at, out) {
  for (const name of ["requests", "succeeded", "failed"]) {
    if (!isCount(l[name])) out.push({ path: `${at}.${name}`, problem: `is ${shown(l[name])}, but must be a whole number \u2265 0` });
  }
  if (l.succeeded + l.failed !== l.requests) {
    out.push({ path: `${at}.requests`, problem: `is ${l.requests}, but succeeded (${l.succeeded}) + failed (${l.failed}) is ${l.succeeded + l.failed}` });
  }
  const errorSum = Object.values(l.errors).reduce((n, v) => n + v, 0);
  if (errorSum !== l.failed) out.push({ path: `${at}.errors`, problem: `counts ${errorSum} failed request(s), but failed is ${l.failed}` });
  const rate = l.requests === 0 ? null : l.succeeded / l.requests;
  if (rate === null ? l.success_rate !== null : l.success_rate === null || Math.abs(l.success_rate - rate) > 1e-9) {
    out.push({ path: `${at}.success_rate`, problem: `is ${shown(l.success_rate)}, but succeeded / requests is ${rate === null ? "null (no request)" : rate}` });
  }
  for (const name of NON_NEGATIVE_FIGURES) {
    if (l[name] < 0) out.push({ path: `${at}.${name}`, problem: `is ${l[name]}, but must be \u2265 0` });
  }
  goodputProblems(l, at, out);
  for (const name of NON_NEGATIVE_DISTRIBUTIONS) {
    const d = l[name];
    if (d !== void 0 && d !== null) distributionProblems(d, `${at}.${name}`, out);
  }
  if (l.send_lag_ms) distributionProblems(l.send_lag_ms, `${at}.send_lag_ms`, out, false);
  if (l.samples !== void 0) {
    const length = samplesProblems(l.samples, `${at}.samples`, out);
    if (length !== void 0 && length !== l.requests) {
      out.push({ path: `${at}.samples.ok`, problem: `has ${length} entries, but the level measured ${l.requests} request(s)` });
    } else if (length !== void 0 && l.samples.ok.reduce((n, v) => n + v, 0) !== l.succeeded) {
      out.push({ path: `${at}.samples.ok`, problem: `marks ${l.samples.ok.reduce((n, v) => n + v, 0)} request(s) ok, but succeeded is ${l.succeeded}` });
    }
  }
}
function goodputProblems(l, at, out) {
  if (l.good_requests === void 0) return;
  if (!isCount(l.good_requests) || l.good_requests > l.succeeded) {
    out.push({ path: `${at}.good_requests`, problem: `is ${shown(l.good_requests)}, but must be a whole number from 0 to succeeded (${l.succeeded})` });
    return;
  }
  if (typeof l.goodput === "number" && l.goodput < 0) out.push({ path: `${at}.goodput`, problem: `is ${l.goodput}, but must be \u2265 0` });
  const share = l.requests === 0 ? null : l.good_requests / l.requests;
  const given = l.slo_attainment ?? null;
  if (share === null ? given !== null : given === null || Math.abs(given - share) > 1e-9) {
    out.push({ path: `${at}.slo_attainment`, problem: `is ${shown(given)}, but good_requests / requests is ${share === null ? "null (no request)" : share}` });
  }
}
function distributionProblems(d, at, out, nonNegative = true) {
  if (!isCount(d.count)) out.push({ path: `${at}.count`, problem: `is ${shown(d.count)}, but must be a whole number \u2265 0` });
  const values = ["mean", ...ORDERED_STATS].map((k) => [k, d[k]]);
  if (d.count === 0) {
    const set = values.find(([, v]) => v !== null);
    if (set !== void 0) out.push({ path: `${at}.${set[0]}`, problem: `is ${set[1]}, but a distribution with count 0 has null figures` });
    return;
  }
  if (nonNegative) {
    const negative = values.find(([, v]) => v !== null && v < 0);
    if (negative !== void 0) out.push({ path: `${at}.${negative[0]}`, problem: `is ${negative[1]}, but must be \u2265 0` });
  }
  let previous;
  for (const k of ORDERED_STATS) {
    const v = d[k];
    if (v === null) continue;
    if (previous !== void 0 && v < previous[1] - 1e-9 * Math.max(1, Math.abs(previous[1]))) {
      out.push({ path: `${at}.${k}`, problem: `is ${v}, below ${previous[0]} (${previous[1]})` });
      return;
    }
    previous = [k, v];
  }
}
function samplesProblems(s, at, out) {
  const n = s.ok.length;
  let agree = true;
  for (const name of ["e2e_ms", ...NULLABLE_COLUMNS]) {
    const column2 = s[name];
    if (column2 === void 0) continue;
    if (column2.length !== n) {
      out.push({ path: `${at}.${name}`, problem: `has ${column2.length} entries, but ok has ${n} (one per request)` });
      agree = false;
      continue;
    }
    const bad = column2.findIndex((v) => v === null ? name === "e2e_ms" : v < 0);
    if (bad >= 0) out.push({ path: `${at}.${name}[${bad}]`, problem: `is ${shown(column2[bad])}, but must be a number \u2265 0${name === "e2e_ms" ? "" : " or null"}` });
  }
  return agree ? n : void 0;
}
function verdictProblems(r, at, out) {
  const failOn = r.verdict.fail_on;
  const failsGate = (c) => c.status === "fail" && c.level === "error" && (failOn === "both" || failOn === c.kind);
  const failing = r.checks.filter(failsGate).length;
  if (r.verdict.failed < failing) out.push({ path: `${at}verdict.failed`, problem: `is ${r.verdict.failed}, but ${failing} check(s) in checks failed the gate` });
  const counted = r.verdict.failed + r.verdict.warned + r.verdict.unverified;
  if (counted > r.checks.length) out.push({ path: `${at}verdict`, problem: `counts ${counted} checks that failed, warned or were not judged, but checks holds ${r.checks.length}` });
  if (r.status === "pass" && r.verdict.failed > 0) out.push({ path: `${at}status`, problem: `is "pass", but verdict.failed is ${r.verdict.failed}` });
  if (r.status === "fail" && r.verdict.failed === 0) out.push({ path: `${at}status`, problem: 'is "fail", but verdict.failed is 0' });
  r.checks.forEach((c, i) => {
    if (c.kind !== "slo" || c.actual === null || c.limit === null || c.status !== "pass" && c.status !== "fail") return;
    const holds = c.op === "<=" ? c.actual <= c.limit : c.actual >= c.limit;
    if (holds !== (c.status === "pass")) {
      out.push({ path: `${at}checks[${i}].status`, problem: `is ${shown(c.status)}, but its actual ${c.actual} ${holds ? "meets" : "breaks"} its limit ${c.op} ${c.limit}` });
    }
  });
}
function scenariosProblems(s) {
  const out = [];
  s.scenarios.forEach((e, i) => {
    const at = `scenarios[${i}]`;
    if (e.results === null) return;
    out.push(...runProblems(e.results, `${at}.results.`));
    if (e.status !== e.results.status) out.push({ path: `${at}.status`, problem: `is ${shown(e.status)}, but its results say ${shown(e.results.status)}` });
    const v = e.verdict;
    if (v === null || v.failed !== e.results.verdict.failed || v.warned !== e.results.verdict.warned || v.unverified !== e.results.verdict.unverified) {
      out.push({ path: `${at}.verdict`, problem: "differs from its results' verdict" });
    }
  });
  const worst = worstStatus(s.scenarios.map((e) => e.status));
  if (s.status !== worst) out.push({ path: "status", problem: `is ${shown(s.status)}, but the worst of the scenarios' statuses is ${shown(worst)}` });
  for (const k of ["failed", "warned", "unverified"]) {
    const sum2 = s.scenarios.reduce((n, e) => n + (e.verdict?.[k] ?? 0), 0);
    if (s.verdict[k] !== sum2) out.push({ path: `verdict.${k}`, problem: `is ${s.verdict[k]}, but the scenarios' add up to ${sum2}` });
  }
  return out;
}
function isCount(n) {
  return Number.isInteger(n) && n >= 0;
}

// src/io/outputs.ts
import { mkdir, writeFile, appendFile, rm } from "node:fs/promises";
import { join as join2, resolve } from "node:path";

// src/report/requests-jsonl.ts
function requestLine(level, record, timing, pass) {
  const m = requestMetrics(record);
  const t = timing?.timing;
  return {
    level,
    id: record.id,
    ok: record.ok,
    error_kind: record.error?.kind ?? null,
    error_message: record.error?.message ?? null,
    status_code: record.statusCode ?? null,
    ttft_ms: m.ttftMs === void 0 ? null : us(m.ttftMs),
    tpot_ms: m.tpotMs === void 0 ? null : us(m.tpotMs),
    e2e_ms: us(m.e2eMs),
    itl_ms: m.itlMs.map(us),
    input_tokens: record.inputTokens ?? null,
    output_tokens: record.outputTokens ?? null,
    tokens_source: record.tokensSource ?? null,
    rate: timing?.rate ?? null,
    scheduled_ms: t === void 0 ? null : us(t.scheduledMs - timing.originMs),
    sent_ms: t === void 0 ? null : us(handedOverMs(record) - timing.originMs),
    client_queue_ms: t === void 0 ? null : us(t.queueMs),
    send_lag_ms: t === void 0 ? null : us(Math.max(0, handedOverMs(record) - t.scheduledMs - t.queueMs)),
    ttfa_ms: m.ttfaMs === void 0 ? null : us(m.ttfaMs),
    reasoning_tokens: m.reasoningTokens,
    reasoning_tokens_source: record.reasoningTokensSource ?? null,
    event_tokens: record.eventTokens ?? null,
    connection_wait_ms: record.stream?.connectionWaitMs === void 0 ? null : us(record.stream.connectionWaitMs),
    connect_ms: typeof record.stream?.connectMs === "number" ? us(record.stream.connectMs) : null,
    resent: record.stream?.resent === true,
    fresh_connection: record.stream?.freshConnection === true,
    ...pass !== void 0 ? { pass } : {}
  };
}
function requestsJsonl({ level, records, timings, passes }) {
  let out = "";
  const { rate } = level;
  const originMs = timings?.[0]?.scheduledMs ?? 0;
  records.forEach((r, i) => {
    const timing = rate === void 0 ? void 0 : timings?.[i];
    out += JSON.stringify(requestLine(level.concurrency, r, rate !== void 0 && timing ? { rate, timing, originMs } : void 0, passes?.[i])) + "\n";
  });
  return out;
}
function us(ms) {
  return Math.round(ms * 1e3) / 1e3;
}

// src/report/csv.ts
var SCALARS = ["concurrency", "requests", "succeeded", "failed", "success_rate", "duration_s", "qps", "rpm", "tpm", "output_tokens_per_s"];
var DISTRIBUTIONS = ["ttft_ms", "tpot_ms", "itl_ms", "e2e_ms", "input_tokens", "output_tokens", "request_tps"];
var STATS = ["count", "mean", "min", "max", "p50", "p90", "p95", "p99"];
var OPEN_LOOP_DISTRIBUTIONS = ["client_queue_ms", "send_lag_ms"];
var TOKEN_DISTRIBUTIONS = ["ttfa_ms", "itl_token_ms", "reasoning_tokens"];
var GOODPUT_SCALARS = ["good_requests", "goodput", "slo_attainment"];
var CSV_COLUMNS = [
  ...SCALARS,
  ...DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  "errors",
  // Open-loop columns come last, so the earlier columns keep their positions; empty for concurrency levels.
  "mode",
  "rate",
  "achieved_rate",
  ...OPEN_LOOP_DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  ...TOKEN_DISTRIBUTIONS.flatMap((d) => STATS.map((s) => `${d}_${s}`)),
  // Goodput columns, last for the same reason; empty when the spec has no goodput bounds.
  ...GOODPUT_SCALARS
];
function resultsCsv(levels) {
  const rows = [CSV_COLUMNS.join(",")];
  for (const l of levels) {
    const cells = SCALARS.map((k) => cell(l[k]));
    for (const d of DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d][s]));
    cells.push(quote(Object.entries(l.errors).map(([k, v]) => `${k}=${v}`).join(";")));
    cells.push(l.mode ?? "concurrency", cell(l.rate), cell(l.achieved_rate));
    for (const d of OPEN_LOOP_DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d]?.[s]));
    for (const d of TOKEN_DISTRIBUTIONS) for (const s of STATS) cells.push(cell(l[d]?.[s]));
    for (const k of GOODPUT_SCALARS) cells.push(cell(l[k]));
    rows.push(cells.join(","));
  }
  return rows.join("\n") + "\n";
}
function cell(v) {
  if (v === null || v === void 0 || !Number.isFinite(v)) return "";
  return String(Math.round(v * 1e3) / 1e3);
}
function quote(s) {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// src/io/outputs.ts
var OUTPUT_FILES = {
  results: "results.json",
  requests: "requests.jsonl",
  csv: "results.csv",
  report: "report.md",
  /** A shard's raw records, for `llm-slo-gate merge` (docs/shards.md). */
  shardRecords: "shard-records.jsonl"
};
var OutputWriter = class _OutputWriter {
  dir;
  constructor(dir) {
    this.dir = dir;
  }
  /** Creates the folder and empties `requests.jsonl`. */
  static async open(cwd, dir) {
    const abs = resolve(cwd, dir);
    try {
      await mkdir(abs, { recursive: true });
      await writeFile(join2(abs, OUTPUT_FILES.requests), "");
      await rm(join2(abs, OUTPUT_FILES.shardRecords), { force: true });
    } catch (cause) {
      throw new GateError("IO", `Cannot write the output folder ${abs}: ${cause.message}`, { hint: "Pass --out with a writable folder.", cause });
    }
    return new _OutputWriter(abs);
  }
  /**
   * Opens the top folder of a run with scenarios, whose files are the combined results.json and
   * report.md (each scenario has its own folder, opened with `open`). A single run's
   * requests.jsonl and results.csv left there by an earlier run are removed, so the folder
   * never mixes two runs.
   */
  static async openCombined(cwd, dir) {
    const abs = resolve(cwd, dir);
    try {
      await mkdir(abs, { recursive: true });
      await rm(join2(abs, OUTPUT_FILES.requests), { force: true });
      await rm(join2(abs, OUTPUT_FILES.csv), { force: true });
    } catch (cause) {
      throw new GateError("IO", `Cannot write the output folder ${abs}: ${cause.message}`, { hint: "Pass --out with a writable folder.", cause });
    }
    return new _OutputWriter(abs);
  }
  /** Writes the combined results.json of a run with scenarios. */
  async writeScenariosResults(results) {
    await writeFile(join2(this.dir, OUTPUT_FILES.results), JSON.stringify(results, null, 2) + "\n");
  }
  /** Appends one level's measured requests. */
  async appendRequests(level) {
    await appendFile(join2(this.dir, OUTPUT_FILES.requests), requestsJsonl(level));
  }
  /** Appends a shard's raw record lines (`shard-records.jsonl`). */
  async appendShardRecords(lines) {
    await appendFile(join2(this.dir, OUTPUT_FILES.shardRecords), lines);
  }
  /** Writes results.json and results.csv. */
  async writeResults(results) {
    await writeFile(join2(this.dir, OUTPUT_FILES.results), JSON.stringify(results, null, 2) + "\n");
    await writeFile(join2(this.dir, OUTPUT_FILES.csv), resultsCsv(results.levels));
  }
  /** Writes report.md: the same Markdown as the PR comment and the job summary. */
  async writeReport(markdown) {
    await writeFile(join2(this.dir, OUTPUT_FILES.report), markdown);
  }
  path(name) {
    return join2(this.dir, OUTPUT_FILES[name]);
  }
};

// src/io/baseline-file.ts
import { mkdir as mkdir2, readFile, writeFile as writeFile2 } from "node:fs/promises";
import { dirname, resolve as resolve2 } from "node:path";
async function readBaseline(cwd, path) {
  let text;
  try {
    text = await readFile(resolve2(cwd, path), "utf8");
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT") return { status: "missing", path };
    return { status: "unreadable", path, reason: `cannot read it (${typeof code === "string" ? code : err.message})` };
  }
  return baselineFromText(path, text);
}
var BASELINE_FILE_FIX = "record it again: run `llm-slo-gate run --update-baseline` on the main branch and commit the file";
function baselineFromText(path, text, fix = BASELINE_FILE_FIX) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { status: "unreadable", path, reason: `it is not valid JSON (${err.message}); ${fix}` };
  }
  return baselineFromData(path, data, fix);
}
function baselineFromData(path, data, fix = BASELINE_FILE_FIX) {
  const checked = checkResults(data);
  if (!checked.ok) return { status: "unreadable", path, reason: `${describeProblems(checked.problems)}; ${fix}` };
  if (checked.kind === "scenarios") {
    return { status: "unreadable", path, reason: "it holds the combined results of a spec with scenarios, not one run's; point it at one scenario's baseline file" };
  }
  return { status: "loaded", path, results: checked.results };
}
async function writeBaseline(cwd, path, results, runs = 1) {
  refuseAsBaseline(path, results);
  const previous = runs >= 2 ? await readBaseline(cwd, path) : void 0;
  return writeNextBaseline(resolve2(cwd, path), results, previous?.status === "loaded" ? previous.results : void 0, runs, path);
}
async function writeNextBaseline(abs, results, previous, runs, shown2) {
  refuseAsBaseline(shown2, results);
  const next = nextBaseline(results, previous, runs);
  await mkdir2(dirname(abs), { recursive: true });
  await writeFile2(abs, JSON.stringify(next, null, 2) + "\n");
  return abs;
}
function refuseAsBaseline(path, results) {
  if (results.status === "error" || results.levels.length === 0) {
    throw new GateError("IO", `Not writing ${path}: this run could not measure the endpoint (status ${results.status}).`, {
      hint: "Fix the endpoint first; a baseline must come from a complete run."
    });
  }
  if (results.incomplete) {
    throw new GateError("IO", `Not writing ${path}: this run stopped before every level finished.`, {
      hint: "Let the run finish (raise max_duration or lower the sweep) before refreshing the baseline."
    });
  }
}

// src/io/engine-ports.ts
function fileBaselines(cwd) {
  return {
    read: async (wanted) => {
      const found = /* @__PURE__ */ new Map();
      for (const w of wanted) found.set(w.name, { baseline: await readBaseline(cwd, w.plan.gate.baseline.path) });
      return found;
    },
    write: (path, results, runs) => writeBaseline(cwd, path, results, runs)
  };
}
function fileOutputs(cwd) {
  return {
    open: (dir) => OutputWriter.open(cwd, dir),
    openCombined: (dir) => OutputWriter.openCombined(cwd, dir)
  };
}

// src/io/environment.ts
import { arch, cpus, platform, release, availableParallelism } from "node:os";
function collectEnvironment(env) {
  const model = cpus()[0]?.model?.trim();
  const value = (name) => {
    const v = env[name];
    return typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, 200) : null;
  };
  const githubActions = value("GITHUB_ACTIONS") === "true";
  const inCi = githubActions || value("CI") !== null || value("RUNNER_OS") !== null;
  return {
    os: platform(),
    os_release: release(),
    arch: arch(),
    cpu_model: model === void 0 || model === "" ? null : model,
    logical_cpus: availableParallelism(),
    node_version: process.version,
    tool_version: TOOL_VERSION,
    ci: inCi ? {
      github_actions: githubActions,
      runner_os: value("RUNNER_OS"),
      runner_arch: value("RUNNER_ARCH"),
      runner_name: value("RUNNER_NAME"),
      runner_environment: value("RUNNER_ENVIRONMENT"),
      image_os: value("ImageOS"),
      image_version: value("ImageVersion")
    } : null
  };
}

// src/report/text-checks.ts
function checksText(results) {
  const out = [];
  const failing = results.checks.filter((c) => c.status === "fail");
  const inconclusive = results.checks.filter((c) => c.status === "inconclusive");
  const passed = results.checks.filter((c) => c.status === "pass").length;
  const unverified = results.checks.length - failing.length - inconclusive.length - passed;
  const failOn = results.verdict.fail_on;
  const gates = (c) => failureGates(c, failOn);
  const failed = failing.filter(gates).length;
  const warned = failing.length - failed;
  if (results.checks.length > 0) {
    const undecided = inconclusive.length > 0 ? `, ${inconclusive.length} inconclusive` : "";
    const warnings = warned > 0 ? `, ${warned} warned` : "";
    out.push(`checks: ${passed} passed, ${failed} failed${warnings}${undecided}, ${unverified} not judged (fail-on: ${failOn})`);
    for (const c of failing) {
      const mark = gates(c) ? "FAIL" : "WARN";
      const why = c.actual === null && c.reason ? ` \u2014 ${c.reason}` : "";
      out.push(`  ${mark}  ${describeCheck(c)}${why}${c.spec_line === null ? "" : ` [spec line ${c.spec_line}]`}`);
    }
    for (const c of inconclusive) out.push(`  INCONCLUSIVE  ${describeCheck(c)}${c.spec_line === null ? "" : ` [spec line ${c.spec_line}]`}`);
  }
  const b = results.baseline;
  if (b.status === "compared" && b.age) out.push(`${describeBaselineAge(b.age)} (${b.path})`);
  else if (b.source?.kind === "reference") out.push(`baseline: reference ${b.source.url} (same run) ${b.status}${b.reasons.length ? ` (${b.reasons.join("; ")})` : ""}`);
  else if (b.status === "missing") {
    const missing = missingBaselineText(b.path);
    if (!(results.verdict.reason ?? "").includes(missing)) out.push(`baseline: ${missing}`);
  } else if (b.status !== "not_configured") out.push(`baseline: ${b.path} ${b.status}${b.reasons.length ? ` (${b.reasons.join("; ")})` : ""}`);
  if (results.knee) out.push(`knee: ${results.knee.reason}`);
  return out.map((l) => l + "\n").join("");
}
function failuresText(results) {
  const kinds = failuresByKind(results.levels);
  if (kinds.length === 0) return "";
  const lines = kinds.map(({ kind, count, where }) => {
    const hint = results.hints?.[kind];
    return `  ${kind} \xD7 ${count} at ${where}${hint ? `: ${hint}` : ""}
`;
  });
  return `failed requests:
${lines.join("")}`;
}

// src/engine/merge-results.ts
function mergedResults(shards, levels, notes) {
  const first = shards[0].results;
  const whole = first.shard.sweep;
  const startedMs = Math.min(...shards.map((s) => Date.parse(s.results.started_at)));
  const finishedMs = Math.max(...shards.map((s) => Date.parse(s.results.finished_at)));
  const incomplete = shards.some((s) => s.results.incomplete) || levels.length < first.shard.levels.length;
  const failedChecks = shards.filter((s) => s.results.preflight?.ok === false);
  const error = levels.length > 0 ? null : {
    code: "ENDPOINT_UNUSABLE",
    message: `No level was measured by every shard${failedChecks.length > 0 ? `; the connectivity check failed on shard ${failedChecks.map((s) => `${s.results.shard.index}/${s.results.shard.count}`).join(", ")}` : ""}.`,
    hint: shards.map((s) => s.results.error?.hint).find((h) => h) ?? null
  };
  const { shard: _shard, ...rest } = structuredClone(first);
  return {
    ...rest,
    schema_version: RESULTS_SCHEMA_VERSION,
    status: error ? "error" : "pass",
    error,
    started_at: new Date(startedMs).toISOString(),
    finished_at: new Date(finishedMs).toISOString(),
    duration_s: Math.round(finishedMs - startedMs) / 1e3,
    incomplete,
    stop_reason: incomplete ? shards.map((s) => s.results.stop_reason ?? null).find((r) => r !== null) ?? null : null,
    sweep: {
      concurrency: [...whole.concurrency],
      requests: whole.requests,
      warmup: whole.warmup,
      max_duration_s: whole.max_duration_s,
      ...whole.rate.length > 0 ? { rate: [...whole.rate], max_concurrency: whole.max_concurrency, seed: null } : {}
    },
    levels,
    notes: [...notes, ...shardNotes(shards)],
    hints: Object.assign({}, ...shards.map((s) => s.results.hints)),
    checks: [],
    verdict: { fail_on: first.verdict.fail_on, failed: 0, warned: 0, unverified: 0, reason: null },
    knee: null,
    baseline: { status: "not_configured", path: first.baseline.path, reasons: [], age: null, rows: [] },
    shards: {
      count: first.shard.count,
      start_at: first.shard.start_at,
      each: shards.map((s) => ({
        shard: `${s.results.shard.index}/${s.results.shard.count}`,
        host: s.results.shard.host,
        clock_synchronized: s.results.shard.clock_synchronized,
        status: s.results.status,
        started_at: s.results.started_at,
        finished_at: s.results.finished_at
      }))
    }
  };
}
function shardNotes(shards) {
  const by = /* @__PURE__ */ new Map();
  for (const s of shards) for (const n of new Set(s.results.notes)) by.set(n, [...by.get(n) ?? [], `${s.results.shard.index}/${s.results.shard.count}`]);
  return [...by].map(([note, which]) => which.length === shards.length ? note : `Shard ${which.join(", ")}: ${note}`);
}

// src/engine/merge-levels.ts
var MIN_OVERLAP_SHARE = 0.5;
function overlapOf(parts) {
  const spans = parts.map((p) => {
    let first = Infinity;
    let last = -Infinity;
    for (const r of p.records) {
      first = Math.min(first, r.sentMs);
      last = Math.max(last, r.endMs);
    }
    return { fromMs: p.originMs + first, toMs: p.originMs + last };
  });
  const fromMs = Math.max(...spans.map((s) => s.fromMs));
  const toMs = Math.min(...spans.map((s) => s.toMs));
  return { fromMs, toMs, overlapMs: toMs - fromMs, longestMs: Math.max(...spans.map((s) => s.toMs - s.fromMs)), spans };
}
function mergedLevel(whole, parts, overlap) {
  const records = parts.flatMap((p) => p.records);
  const windowS = overlap.overlapMs / 1e3;
  const base = levelStats({ concurrency: whole.concurrency, records, durationS: windowS });
  const rate = levelRate(whole);
  let succeeded = 0;
  let tokensIn = 0;
  let tokensOut = 0;
  for (const p of parts) {
    for (const r of p.records) {
      const endMs = p.originMs + r.endMs;
      if (!r.ok || endMs < overlap.fromMs || endMs > overlap.toMs) continue;
      succeeded++;
      tokensIn += r.inputTokens ?? 0;
      tokensOut += r.outputTokens ?? 0;
    }
  }
  const qps = succeeded / windowS;
  return {
    ...base,
    ...rate === null ? CLOSED_LOOP_FIELDS : mergedOpenLoop(parts, rate),
    duration_s: windowS,
    qps,
    rpm: qps * 60,
    tpm: (tokensIn + tokensOut) / windowS * 60,
    output_tokens_per_s: tokensOut / windowS,
    client: worstClient(parts),
    samples: levelSamples(records),
    shard_overlap_s: windowS,
    shards: parts.map((p, i) => ({
      shard: p.shard,
      concurrency: p.own.concurrency,
      rate: p.own.rate ?? null,
      requests: p.own.requests,
      succeeded: p.own.succeeded,
      started_at: new Date(overlap.spans[i].fromMs).toISOString(),
      finished_at: new Date(overlap.spans[i].toMs).toISOString(),
      client: p.own.client
    }))
  };
}
function mergedOpenLoop(parts, rate) {
  const pooled = openLoopStats(parts.flatMap((p) => p.records), parts.flatMap((p) => p.timings), rate);
  const rates = parts.map((p) => p.own.achieved_rate ?? null);
  const behind = parts.filter((p) => p.own.client_behind).map((p) => `shard ${p.shard}: ${p.own.client_behind}`);
  return {
    ...pooled,
    achieved_rate: rates.every((r) => r !== null) ? rates.reduce((a, b) => a + b, 0) : null,
    client_behind: behind.length > 0 ? behind.join("; ") : null
  };
}
function worstClient(parts) {
  const checked = parts.filter((p) => p.own.client !== null);
  const bound = checked.find((p) => p.own.client?.bound);
  if (bound) return { ...bound.own.client, reason: `shard ${bound.shard}: ${bound.own.client.reason ?? "client-bound"}` };
  const busiest = checked.sort((a, b) => b.own.client.own_delay_p99_ms - a.own.client.own_delay_p99_ms)[0];
  return busiest?.own.client ?? null;
}

// src/engine/merge.ts
async function mergeShards(m, ports) {
  const shards = checkShards(m.shards, m.specSha256);
  const { levels, parts, notes, missing } = mergeLevels(shards);
  const found = (await readBaselines([{ name: "", index: -1, plan: m.plan, capS: void 0, notes: [] }], false, ports)).get("");
  const results = mergedResults(shards, levels, [...notes, ...found?.notes ?? []]);
  const incomplete = results.incomplete;
  const stopped = incomplete ? {
    code: "SHARD_INCOMPLETE",
    message: missing.length > 0 ? `Not every shard measured every level: ${missing.join("; ")}.` : "A shard stopped before it measured every level.",
    hint: "Give every shard the whole sweep's time (sweep.max_duration_s) and look at the incomplete shard's log."
  } : void 0;
  const judged = judge({
    results,
    gate: m.plan.gate,
    baseline: found?.baseline,
    failOn: m.failOn,
    locate: m.locate,
    now: /* @__PURE__ */ new Date(),
    ...stopped ? { stopped } : {},
    recordsBaseline: m.updateBaseline
  });
  Object.assign(results, { status: judged.status, error: judged.error, checks: judged.checks, verdict: judged.verdict, knee: judged.knee, baseline: judged.baseline });
  results.notes.push(...judged.notes);
  if (found?.source) results.baseline = { ...results.baseline, source: found.source };
  const files = await ports.outputs.open(m.outDir);
  await writeRequests(files, parts);
  await files.writeResults(results);
  const report = renderReport(reportInputFromResults(results, { spec: m.specFile, hints: results.hints, ...m.runUrl !== void 0 ? { runUrl: m.runUrl } : {} }), m.reportOptions);
  await files.writeReport(report);
  ports.log.runDone?.(null, results, files);
  const refused = m.updateBaseline ? await refreshBaselines(ports, [{ name: null, path: m.plan.gate.baseline.path, results, runs: m.plan.gate.baseline.runs ?? 1 }]) : null;
  return { kind: "single", results, files, report, exitCode: exitCodeFor(results.status, results.verdict.on_inconclusive), baselineRefused: refused };
}
async function writeRequests(files, parts) {
  for (const level of parts) {
    for (const p of level.parts) {
      const whole = sweepLevel(level.whole);
      await files.appendRequests({ level: whole, records: p.records, ...whole.rate === void 0 ? {} : { timings: p.timings } });
    }
  }
}
function checkShards(folders, specSha256) {
  if (folders.length === 0) throw new GateError("USAGE", "merge needs the output folders of the shards.", { hint: "Name each shard's folder: llm-slo-gate merge shard-1 shard-2 \u2026" });
  const named2 = (f) => `${f.dir} (shard ${f.results.shard.index}/${f.results.shard.count})`;
  const hint = "Every shard must run the same spec with the same flags, the same llm-slo-gate version and the same --start-at, with --shard 1/N to N/N.";
  const differ = (what, value) => {
    const values = new Set(folders.map(value));
    if (values.size <= 1) return;
    throw new GateError("USAGE", `The shards ran ${what}: ${folders.map((f) => `${named2(f)} ${JSON.stringify(value(f))}`).join(", ")}.`, { hint });
  };
  differ("different llm-slo-gate versions", (f) => f.results.tool.version);
  differ("with different shard counts N", (f) => f.results.shard.count);
  differ("different sweeps (plan digest: endpoint, workload and sweep)", (f) => f.results.shard.plan_sha256);
  differ("different spec files (SHA-256)", (f) => f.results.shard.spec_sha256);
  differ("with different common starts (--start-at)", (f) => f.results.shard.start_at);
  const shardSpec = folders[0].results.shard.spec_sha256;
  if (specSha256 !== null && shardSpec !== null && specSha256 !== shardSpec) {
    throw new GateError("USAGE", `The merge's spec (SHA-256 ${specSha256}) is not the spec the shards ran (${shardSpec}).`, { hint: "Merge with the same spec file the shards ran (--spec)." });
  }
  const count = folders[0].results.shard.count;
  const byIndex = /* @__PURE__ */ new Map();
  for (const f of folders) byIndex.set(f.results.shard.index, [...byIndex.get(f.results.shard.index) ?? [], f]);
  const twice = [...byIndex.values()].filter((fs) => fs.length > 1);
  if (twice.length > 0) throw new GateError("USAGE", `Shard ${twice.map((fs) => `${fs[0].results.shard.index}/${count} is given twice (${fs.map((f) => f.dir).join(", ")})`).join("; ")}.`, { hint: "Name each shard's folder once." });
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    throw new GateError("USAGE", `Shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} missing: the folders given (${folders.map(named2).join(", ")}) hold ${folders.length} of ${count}.`, {
      hint: "Merge only when every shard job uploaded its folder; a sweep with a shard missing holds only part of its load."
    });
  }
  return [...folders].sort((a, b) => a.results.shard.index - b.results.shard.index);
}
function mergeLevels(shards) {
  const levels = [];
  const parts = [];
  const missing = [];
  const apart = [];
  const overlaps = [];
  for (const [k, whole] of shards[0].results.shard.levels.entries()) {
    const key2 = levelKey(whole);
    const level = shards.map((s) => shardPart(s, key2, k));
    const absent = shards.filter((_, i) => level[i] === void 0).map((s) => `shard ${s.results.shard.index}/${s.results.shard.count}`);
    if (absent.length > 0) {
      missing.push(`${absent.join(", ")} measured nothing at ${levelName(whole)}`);
      continue;
    }
    const present = level;
    const overlap = overlapOf(present);
    if (overlap.overlapMs < MIN_OVERLAP_SHARE * overlap.longestMs || overlap.overlapMs <= 0) {
      apart.push(overlapProblem(levelName(whole), present, overlap));
      continue;
    }
    overlaps.push(`${levelName(whole)} ${(overlap.overlapMs / 1e3).toFixed(1)} s (${Math.round(100 * overlap.overlapMs / overlap.longestMs)} %)`);
    const merged = mergedLevel(whole, present, overlap);
    levels.push(merged);
    parts.push({ whole: merged, parts: present });
  }
  if (apart.length > 0) {
    throw new GateError("USAGE", `The shards did not measure at the same time: ${apart.join("; ")}. Their loads did not add up, so the merged figures would describe a lighter load than the level names.`, {
      hint: `Every shard must measure for at least ${MIN_OVERLAP_SHARE * 100} % of the longest shard's time together: give all shards the same --start-at, far enough ahead for the last one to be ready, on machines whose clocks are synchronised (NTP).`
    });
  }
  const s0 = shards[0].results.shard;
  const notes = [
    `Merged from ${shards.length} shards (${shards.map((s) => `${s.results.shard.index}/${s.results.shard.count} on ${s.results.shard.host}`).join(", ")}), started together at ${s0.start_at}: each level pools every shard's requests; its rates count what finished while every shard was measuring. Shards measured together: ${overlaps.join(", ") || "no level"}.`
  ];
  return { levels, parts, notes, missing };
}
function shardPart(s, key2, k) {
  const facts = s.results.shard;
  const mine = facts.levels[k];
  const lines = s.records.filter((l) => l.level === key2);
  const own = s.results.levels.find((l) => levelKey(l) === levelKey({ concurrency: mine?.shard_concurrency ?? -1, rate: mine?.shard_rate ?? null }));
  if (mine === void 0 || lines.length === 0 || own === void 0) return void 0;
  return {
    shard: `${facts.index}/${facts.count}`,
    dir: s.dir,
    originMs: facts.time_origin_ms,
    records: lines.map((l) => l.record),
    timings: lines.flatMap((l) => l.timing ? [l.timing] : []),
    own
  };
}
function overlapProblem(level, parts, o) {
  const share = Math.max(0, Math.round(100 * o.overlapMs / o.longestMs));
  const spans = parts.map((p, i) => `${p.dir} (shard ${p.shard}) measured ${new Date(o.spans[i].fromMs).toISOString()} to ${new Date(o.spans[i].toMs).toISOString()}`).join(", ");
  const starts = o.spans.map((s) => s.fromMs);
  const gapS = (Math.max(...starts) - Math.min(...starts)) / 1e3;
  const together = o.overlapMs > 0 ? `overlapped ${(o.overlapMs / 1e3).toFixed(1)} s, ${share} %` : `did not overlap at all (${(-o.overlapMs / 1e3).toFixed(1)} s apart)`;
  return `at ${level} the shards ${together} of the longest shard's ${(o.longestMs / 1e3).toFixed(1)} s, below the ${MIN_OVERLAP_SHARE * 100} % needed; their starts were ${gapS.toFixed(1)} s apart (${spans})`;
}

export {
  levelsTextTable,
  fixed,
  RESOLUTION_OBJECTIVE,
  describeChange,
  formatAge,
  statusWord,
  verdictDetails,
  inconclusiveAdvice,
  shardAdvice,
  reportOnlyWarning,
  reportInputFromResults,
  GITHUB_COMMENT_MAX_CHARS,
  commentMarker,
  renderReport,
  highestLevel,
  renderScenariosReport,
  sleep,
  DEFAULT_ARRIVAL_SEED,
  baselineRuns,
  isScenariosResults,
  runSpec,
  checkResults,
  describeProblems,
  readBaseline,
  baselineFromText,
  baselineFromData,
  writeNextBaseline,
  OUTPUT_FILES,
  OutputWriter,
  fileBaselines,
  fileOutputs,
  collectEnvironment,
  checksText,
  failuresText,
  mergeShards
};
