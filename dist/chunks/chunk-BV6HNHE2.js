#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  DRAIN_DEADLINE_MS,
  MAX_TOKEN_COUNT,
  METRICS,
  atEveryLevel,
  compileSlos,
  createRandom,
  distributionInPlace,
  handedOverMs,
  isMetricName,
  metricLabel,
  metricPath,
  readMetric,
  withholdThinPercentiles
} from "./chunk-ZC62VH22.js";
import {
  formatPath,
  goodputFields
} from "./chunk-BQTC2FMN.js";

// src/io/stop-signals.ts
import { constants } from "node:os";
function handleStopSignals(options) {
  const { say } = options;
  const exit = options.exit === void 0 ? (code) => process.exit(code) : options.exit;
  const controller = new AbortController();
  const onSignal = (sig) => {
    if (controller.signal.aborted) {
      if (exit !== null) exit(128 + (constants.signals[sig] ?? 2));
      else say(`${sig}: already stopping; still writing the partial results`);
      return;
    }
    say(`${sig}: stopping; cancelling the requests in flight and writing partial results${exit === null ? "" : " (send it again to quit at once)"}`);
    controller.abort(sig);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

// src/io/api-key.ts
function readApiKey(env, name, notes) {
  const raw = env[name];
  if (raw === void 0 || raw.trim() === "") {
    notes.push(`${name} is not set: requests are sent without an API key (no Authorization or x-api-key header).`);
    return { key: void 0, trimmed: false };
  }
  const key = raw.trim();
  if (key !== raw) notes.push(`${name} had surrounding whitespace; it was trimmed before use.`);
  return { key, trimmed: key !== raw };
}
function readReferenceKey(env, plan, endpointKey, notes) {
  const name = plan.reference?.apiKeyEnv ?? plan.endpoint.apiKeyEnv;
  if (name === plan.endpoint.apiKeyEnv) return endpointKey;
  return readApiKey(env, name, notes).key;
}

// src/model/level.ts
function sweepLevel(level) {
  const rate = levelRate(level);
  return rate === null ? { concurrency: level.concurrency } : { concurrency: level.concurrency, rate };
}
function levelRate(level) {
  return typeof level.rate === "number" ? level.rate : null;
}
function levelKey(level) {
  const rate = levelRate(level);
  return rate === null ? `c${level.concurrency}` : `r${rate}`;
}
function levelLabel(level) {
  const rate = levelRate(level);
  return rate === null ? String(level.concurrency) : `${rate} req/s`;
}
function levelName(level) {
  const rate = levelRate(level);
  return rate === null ? `concurrency ${level.concurrency}` : `${rate} req/s`;
}
function requestId(runId, slot, endpoint = "candidate") {
  const pass = slot.pass ?? 0;
  return `${runId}-${endpoint === "reference" ? "ref-" : ""}${levelKey(slot.level)}-${pass > 0 ? `p${pass + 1}-` : ""}${slot.phase === "warmup" ? "w" : "m"}${slot.index}`;
}

// src/metrics/format.ts
var NBSP = "\xA0";
var NO_VALUE = "\u2013";
function autoDecimals(x) {
  const a = Math.abs(x);
  if (a >= 100 || a === 0) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}
function formatNumber(x, decimals = autoDecimals(x)) {
  if (!Number.isFinite(x)) return String(x);
  const fixed = Math.abs(x).toFixed(decimals);
  const [whole = "0", frac = ""] = fixed.split(".");
  const grouped = whole.length > 3 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP) : whole;
  const trimmed = frac.replace(/0+$/, "");
  const sign = x < 0 && Number(fixed) !== 0 ? "-" : "";
  return sign + grouped + (trimmed === "" ? "" : `.${trimmed}`);
}
function groupDigits(value, decimals = 0) {
  const [whole = "0", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const sign = value < 0 && Number(whole + (fraction ?? "")) !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction === void 0 ? "" : `.${fraction}`}`;
}
function shownValue(metric, stored) {
  return stored * METRICS[metric].scale;
}
function formatValue(metric, stored, decimals) {
  return `${formatBare(metric, stored, decimals)}${NBSP}${METRICS[metric].unit}`;
}
function formatBare(metric, stored, decimals) {
  if (stored === null || stored === void 0 || !Number.isFinite(stored)) return NO_VALUE;
  const shown = shownValue(metric, stored);
  return METRICS[metric].unit === "%" ? formatPercentage(shown, decimals) : formatNumber(shown, decimals);
}
function formatMetric(path, stored) {
  if (stored === null || stored === void 0 || !Number.isFinite(stored)) return NO_VALUE;
  const metric = metricOf(path);
  return metric === void 0 ? formatNumber(stored) : formatValue(metric, stored);
}
function metricOf(path) {
  const name = path.split(".")[0] ?? path;
  return isMetricName(name) ? name : void 0;
}
function formatPair(metric, a, b) {
  return formatValues(metric, [a, b]);
}
function formatValues(metric, values) {
  const shown = values.filter((v) => v !== null && Number.isFinite(v));
  const share = METRICS[metric].unit === "%";
  const decimalsOf = (x) => share ? percentageDecimals(shownValue(metric, x)) : autoDecimals(shownValue(metric, x));
  const render = (d) => values.map((v) => v === null || !Number.isFinite(v) ? NO_VALUE : formatValue(metric, v, d));
  const clash = (texts2) => values.some((v, i) => values.some((w, j) => j > i && v !== null && w !== null && v !== w && texts2[i] === texts2[j]));
  let decimals = Math.max(0, ...shown.map(decimalsOf));
  let texts = render(decimals);
  while (clash(texts) && decimals < 9) texts = render(++decimals);
  return texts;
}
function formatRange(path, low, high, bare = false) {
  const metric = metricOf(path);
  if (metric === void 0) return `${formatNumber(low)}\u2013${formatNumber(high)}`;
  const range = `${formatBare(metric, low)}\u2013${formatBare(metric, high)}`;
  return bare ? range : `${range}${NBSP}${METRICS[metric].unit}`;
}
function formatPercent(fraction, decimals = 1) {
  return `${groupDigits(Math.abs(fraction * 100), decimals)}${NBSP}%`;
}
function formatLimit(check2) {
  if (check2.limit === null || !Number.isFinite(check2.limit)) return NO_VALUE;
  return `${check2.op === "<=" ? "\u2264" : "\u2265"} ${formatMetric(check2.metric, check2.limit)}`;
}
function formatPercentage(pct, decimals = percentageDecimals(pct)) {
  if (pct > 0 && pct < 100) {
    const step = 10 ** decimals;
    if (pct >= 99) return formatNumber(Math.min(Math.floor(pct * step + 1e-6) / step, 100 - 1 / step), decimals);
    if (pct < 1) return formatNumber(Math.max(Math.ceil(pct * step - 1e-6) / step, 1 / step), decimals);
  }
  return formatNumber(pct, decimals);
}
function percentageDecimals(pct) {
  const a = Math.abs(pct);
  if (a >= 99 && a < 100) return 2;
  if (a > 0 && a < 1) return 3;
  return 1;
}
function formatChange(fraction) {
  return signedPercent(fraction, changeDecimals(fraction));
}
function formatChangeAgainst(fraction, threshold) {
  return signedPercent(fraction, decimalsAgainst([fraction], threshold, changeDecimals(fraction)));
}
function formatInterval(change, interval, threshold) {
  const width = (interval.upper - interval.lower) * 100;
  let decimals = Number.isFinite(width) && width < 10 ? 1 : 0;
  if (threshold !== void 0) decimals = decimalsAgainst([change, interval.lower, interval.upper], threshold, decimals);
  return `${signedPercent(change, decimals)} [${signedPercent(interval.lower, decimals)}, ${signedPercent(interval.upper, decimals)}]`;
}
function signedPercent(change, decimals, trim = false) {
  if (change === Infinity) return `+\u221E${NBSP}%`;
  if (change === -Infinity) return `-\u221E${NBSP}%`;
  const magnitude = Math.abs(change * 100);
  const text = trim ? formatNumber(magnitude, decimals) : groupDigits(magnitude, decimals);
  if (Number(text.replaceAll(NBSP, "")) === 0) return `0${NBSP}%`;
  return `${change > 0 ? "+" : "-"}${text}${NBSP}%`;
}
function formatAllowed(fraction, signed = true) {
  const text = signedPercent(fraction, 2, true);
  return signed ? text : text.replace(/^[+-]/, "");
}
function resolutionClause(resolution, direction) {
  const shown = formatResolution(resolution, direction);
  return shown === null ? `cannot tell even a ${direction === "up" ? "doubling" : "halving"} from noise` : `can only tell a change of ${shown} or more from noise`;
}
function formatResolution(resolution, direction) {
  if (!Number.isFinite(resolution) || resolution > RESOLUTION_SHOWN_MAX[direction]) return null;
  return signedPercent(direction === "up" ? resolution : -resolution, 0);
}
var RESOLUTION_SHOWN_MAX = { up: 1, down: 0.5 };
function changeDecimals(fraction) {
  return Math.abs(fraction * 100) >= 10 ? 0 : 1;
}
function decimalsAgainst(values, threshold, start) {
  const side = (x) => Math.sign(Math.round(x * 1e12) - Math.round(threshold * 1e12));
  let decimals = start;
  const shownAt = (x, d) => Number((x * 100).toFixed(d)) / 100;
  while (decimals < 4 && values.some((v) => Number.isFinite(v) && side(shownAt(v, decimals)) !== side(v))) decimals++;
  return decimals;
}

// src/report/escape.ts
var LINK_BREAK = "\u200D";
var DEFAULT_MAX_CHARS = 300;
var SPECIAL = /[\\`*_[\]<>|~&$]/g;
var INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
var LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;
var MENTION = /([@#])(?=[\p{L}\p{N}_])/gu;
var BLOCK_START = /^(\d*)([#>+\-=.)])/;
var URL_SCHEME = /:(?=\/\/)/g;
var WWW = /(?<=www)(?=\.)/gi;
function oneLine(text, maxChars = DEFAULT_MAX_CHARS) {
  const flat = text.replace(INVISIBLE, "").replace(LINE_BREAKS, " ").replace(/\t/g, " ").trim();
  if (flat.length <= maxChars) return flat;
  let cut = Math.max(0, maxChars - 1);
  const code = flat.charCodeAt(cut - 1);
  if (code >= 55296 && code <= 56319) cut--;
  return `${flat.slice(0, cut)}\u2026`;
}
function escapeText(text, maxChars = DEFAULT_MAX_CHARS) {
  return oneLine(text, maxChars).replace(SPECIAL, "\\$&").replace(BLOCK_START, "$1\\$2").replace(URL_SCHEME, `:${LINK_BREAK}`).replace(WWW, LINK_BREAK).replace(MENTION, `$1${LINK_BREAK}`);
}
function codeSpan(text, options = {}) {
  let body = oneLine(text, options.maxChars ?? DEFAULT_MAX_CHARS);
  if (body === "") return "";
  if (options.inTable) {
    if (body.includes("\\") && body.includes("|")) return escapeText(body, Number.POSITIVE_INFINITY);
    body = body.replace(/\|/g, "\\|");
  }
  const longestRun = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longestRun + 1);
  const pad = body.startsWith("`") || body.endsWith("`") || /^ +$/.test(body) ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}

// src/gate/default-objective.ts
var DEFAULT_OBJECTIVE = "default success rate";
function defaultObjectiveChecks(levels, sloChecks, minSuccessRate, locate) {
  if (minSuccessRate === false) return [];
  const own = new Set(sloChecks.filter((c) => c.kind === "slo" && c.metric === "success_rate" && c.op === ">=").map(levelKey));
  const specLine = locate?.("gate.min_success_rate") ?? null;
  const checks = [];
  for (const level of levels) {
    if (own.has(levelKey(level))) continue;
    const rate = levelRate(level);
    const actual = level.success_rate;
    checks.push({
      objective: DEFAULT_OBJECTIVE,
      kind: "slo",
      level: "error",
      concurrency: level.concurrency,
      ...rate === null ? {} : { rate },
      metric: "success_rate",
      op: ">=",
      limit: minSuccessRate,
      actual,
      baseline: null,
      change: null,
      status: actual === null ? "no_data" : actual >= minSuccessRate ? "pass" : "fail",
      reason: actual === null ? "no request was measured at this level" : level.failed > 0 ? `${describeFailures([level])}` : null,
      source: `success_rate >= ${minSuccessRate}`,
      spec_line: specLine
    });
  }
  return checks;
}
function describeFailures(levels) {
  const requests = levels.reduce((n, l) => n + l.requests, 0);
  const succeeded = levels.reduce((n, l) => n + l.succeeded, 0);
  if (requests === succeeded) return "";
  const kinds = /* @__PURE__ */ new Map();
  const statuses = /* @__PURE__ */ new Map();
  for (const l of levels) {
    for (const [kind, n] of Object.entries(l.errors)) kinds.set(kind, (kinds.get(kind) ?? 0) + n);
    for (const [kind, codes] of Object.entries(l.error_statuses ?? {})) {
      const seen = statuses.get(kind) ?? /* @__PURE__ */ new Set();
      for (const code of codes) seen.add(code);
      statuses.set(kind, seen);
    }
  }
  const parts = [...kinds].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, n]) => {
    const codes = [...statuses.get(kind) ?? []].sort((a, b) => a - b);
    return `${n} ${kind}${codes.length > 0 ? ` (${codes.join(", ")})` : ""}`;
  });
  return `${succeeded}/${requests} ok: ${parts.join(", ")}`;
}

// src/metrics/request.ts
function requestMetrics(rec) {
  const events = rec.contentMs;
  const first = events[0];
  const last = events[events.length - 1];
  const out = rec.outputTokens;
  const e2eMs = rec.endMs - rec.sentMs;
  const itlMs = [];
  for (let i = 1; i < events.length; i++) itlMs.push(events[i] - events[i - 1]);
  const answerIndex = rec.firstAnswerIndex === void 0 ? 0 : rec.firstAnswerIndex;
  const answer = answerIndex === null ? void 0 : events[answerIndex];
  return {
    ttftMs: first === void 0 ? void 0 : first - rec.sentMs,
    ttfaMs: answer === void 0 ? void 0 : answer - rec.sentMs,
    itlTokenMs: perTokenGaps(itlMs, rec.eventTokens, events.length, out),
    reasoningTokens: rec.reasoningTokens ?? 0,
    tpotMs: tpotMsOf(first, last, events.length, out),
    itlMs,
    e2eMs,
    tps: out === void 0 || !(e2eMs > 0) ? void 0 : out / (e2eMs / 1e3)
  };
}
function perTokenGaps(itlMs, eventTokens, events, outputTokens) {
  if (eventTokens !== void 0 && eventTokens.length === events) {
    return itlMs.map((gap, i) => gap / eventTokens[i + 1]);
  }
  if (outputTokens !== void 0 && events >= 2 && outputTokens > events) {
    const spread = (outputTokens - 1) / (events - 1);
    return itlMs.map((gap) => gap / spread);
  }
  return itlMs;
}
function tpotMsOf(firstMs, lastMs, events, outputTokens) {
  if (firstMs === void 0 || lastMs === void 0 || events < 2) return void 0;
  if (outputTokens === void 0 || outputTokens < 2) return void 0;
  return (lastMs - firstMs) / (outputTokens - 1);
}
function consistency(rec) {
  const m = requestMetrics(rec);
  const out = rec.outputTokens;
  if (m.ttftMs === void 0 || out === void 0 || out < 1 || !(m.e2eMs > 0)) return void 0;
  let expectedE2eMs = m.ttftMs;
  if (out >= 2) {
    if (m.tpotMs === void 0) return void 0;
    expectedE2eMs += (out - 1) * m.tpotMs;
  }
  const mismatchMs = m.e2eMs - expectedE2eMs;
  return { expectedE2eMs, e2eMs: m.e2eMs, mismatchMs, relMismatch: Math.abs(mismatchMs) / m.e2eMs };
}

// src/metrics/level.ts
function levelStats(input) {
  const { concurrency, records, durationS } = input;
  if (!(durationS >= 0 && Number.isFinite(durationS))) {
    throw new RangeError(`durationS must be a finite number \u2265 0, got ${durationS}`);
  }
  const ok = records.filter((r) => r.ok);
  const n = ok.length;
  const { errors, statuses } = failureTally(records);
  const ttft = new Float64Array(n);
  const tpot = new Float64Array(n);
  const e2e = new Float64Array(n);
  const tps = new Float64Array(n);
  const inTok = new Float64Array(n);
  const outTok = new Float64Array(n);
  let gapCount = 0;
  for (const r of ok) gapCount += Math.max(0, r.contentMs.length - 1);
  const itl = new Float64Array(gapCount);
  const itlToken = new Float64Array(gapCount);
  const ttfa = new Float64Array(n);
  const reasoningTok = new Float64Array(n);
  let nTtft = 0, nTpot = 0, nTps = 0, nIn = 0, nOut = 0, nItl = 0, nItlToken = 0, nTtfa = 0;
  let reasoningUsage = 0, reasoningEvents = 0, reasoningOnly = 0;
  const shape = newShapeTally(ok);
  let tokensIn = 0;
  let tokensOut = 0;
  let usage = 0;
  let events = 0;
  for (let i = 0; i < n; i++) {
    const r = ok[i];
    const m = requestMetrics(r);
    if (m.ttftMs !== void 0) ttft[nTtft++] = m.ttftMs;
    if (m.tpotMs !== void 0) tpot[nTpot++] = m.tpotMs;
    if (m.tps !== void 0) tps[nTps++] = m.tps;
    e2e[i] = m.e2eMs;
    for (const gap of m.itlMs) itl[nItl++] = gap;
    for (const gap of m.itlTokenMs) itlToken[nItlToken++] = gap;
    if (m.ttfaMs !== void 0) ttfa[nTtfa++] = m.ttfaMs;
    else if (r.contentMs.length > 0) reasoningOnly++;
    reasoningTok[i] = m.reasoningTokens;
    if (r.reasoningTokensSource === "usage") reasoningUsage++;
    else if (r.reasoningTokensSource === "events") reasoningEvents++;
    tallyShape(shape, r);
    if (r.inputTokens !== void 0) {
      inTok[nIn++] = r.inputTokens;
      tokensIn += r.inputTokens;
    }
    if (r.outputTokens !== void 0) {
      outTok[nOut++] = r.outputTokens;
      tokensOut += r.outputTokens;
    }
    if (r.tokensSource === "usage") usage++;
    else if (r.tokensSource === "events") events++;
  }
  const perS = (count) => durationS > 0 ? count / durationS : 0;
  const qps = perS(n);
  return {
    concurrency,
    requests: records.length,
    succeeded: n,
    failed: records.length - n,
    success_rate: records.length === 0 ? null : n / records.length,
    duration_s: durationS,
    qps,
    rpm: qps * 60,
    tpm: perS(tokensIn + tokensOut) * 60,
    output_tokens_per_s: perS(tokensOut),
    errors,
    ...statuses.size === 0 ? {} : { error_statuses: Object.fromEntries([...statuses].map(([k, v]) => [k, [...v].sort((a, b) => a - b)])) },
    tokens_source: sourceOf(usage, events),
    ttft_ms: summarise(ttft.subarray(0, nTtft)),
    ttfa_ms: summarise(ttfa.subarray(0, nTtfa)),
    tpot_ms: summarise(tpot.subarray(0, nTpot)),
    itl_ms: summarise(itl.subarray(0, nItl)),
    itl_token_ms: summarise(itlToken.subarray(0, nItlToken)),
    reasoning_tokens: summarise(reasoningTok),
    reasoning_tokens_source: sourceOf(reasoningUsage, reasoningEvents),
    reasoning_only: reasoningOnly,
    stream: { ...shapeStats(shape), ...connectionCounts(records) },
    e2e_ms: summarise(e2e),
    input_tokens: summarise(inTok.subarray(0, nIn)),
    output_tokens: summarise(outTok.subarray(0, nOut)),
    request_tps: summarise(tps.subarray(0, nTps)),
    e2e_check: e2eCheck(ok),
    // The process facts are not in the records; the runner adds them (see clientCheck).
    client: null
  };
}
function e2eCheck(ok) {
  const n = ok.length;
  const gaps = new Float64Array(n);
  let nGaps = 0;
  let off = 0;
  for (let i = 0; i < n; i++) {
    const r = ok[i];
    const c = consistency(r);
    if (c !== void 0) {
      gaps[nGaps++] = c.mismatchMs;
      if (c.relMismatch > E2E_CHECK_TOLERANCE && Math.abs(c.mismatchMs) >= E2E_CHECK_MIN_MS) off++;
    }
  }
  return { checked: nGaps, off, median_gap_ms: nGaps === 0 ? null : distributionInPlace(gaps.subarray(0, nGaps)).p50 };
}
function failureTally(records) {
  const errors = {};
  const statuses = /* @__PURE__ */ new Map();
  for (const r of records) {
    if (r.ok) continue;
    const kind = r.error?.kind ?? "unknown";
    errors[kind] = (errors[kind] ?? 0) + 1;
    if (r.statusCode !== void 0 && r.statusCode >= 400) statuses.set(kind, (statuses.get(kind) ?? /* @__PURE__ */ new Set()).add(r.statusCode));
  }
  return { errors, statuses };
}
function sourceOf(usage, events) {
  return usage > 0 && events > 0 ? "mixed" : usage > 0 ? "usage" : events > 0 ? "events" : null;
}
var CONNECTION_WAIT_NOTED_MS = DRAIN_DEADLINE_MS / 2;
function newShapeTally(ok) {
  let events = 0;
  for (const r of ok) if (r.eventTokens !== void 0) events += r.eventTokens.length;
  return {
    perEvent: new Float64Array(events),
    nPerEvent: 0,
    emptyFirst: 0,
    keepAlives: 0,
    unterminated: 0,
    connectionWaits: 0,
    connectionWaitMaxMs: null,
    connects: 0,
    connectMaxMs: null,
    implausibleUsage: 0,
    withUsage: 0,
    usageTokens: 0,
    usageEvents: 0,
    reasoningTokens: 0,
    knownTokens: 0
  };
}
function tallyShape(t, r) {
  if (r.eventTokens !== void 0) for (const k of r.eventTokens) t.perEvent[t.nPerEvent++] = k;
  if (r.stream !== void 0) {
    if (r.stream.emptyFirstEvent) t.emptyFirst++;
    t.keepAlives += r.stream.keepAlives;
    if (!r.stream.terminated) t.unterminated++;
    if (r.stream.implausibleUsage === true) t.implausibleUsage++;
    const connectMs = r.stream.connectMs;
    const setUpMs = typeof connectMs === "number" ? connectMs : 0;
    const waitMs = r.stream.connectionWaitMs === void 0 ? void 0 : Math.max(0, r.stream.connectionWaitMs - setUpMs);
    if (waitMs !== void 0 && waitMs >= CONNECTION_WAIT_NOTED_MS) {
      t.connectionWaits++;
      t.connectionWaitMaxMs = Math.max(t.connectionWaitMaxMs ?? 0, waitMs);
    }
    if (typeof connectMs === "number") {
      t.connects++;
      t.connectMaxMs = Math.max(t.connectMaxMs ?? 0, connectMs);
    }
  }
  if (r.tokensSource === "usage" && r.outputTokens !== void 0) {
    t.withUsage++;
    const hidden = (r.reasoningEvents ?? 0) === 0 ? r.reasoningTokens ?? 0 : 0;
    t.usageTokens += Math.max(0, r.outputTokens - hidden);
    t.usageEvents += r.contentMs.length;
  }
  if (r.outputTokens !== void 0) {
    t.knownTokens += r.outputTokens;
    t.reasoningTokens += r.reasoningTokens ?? 0;
  }
}
function shapeStats(t) {
  return {
    tokens_per_event: t.nPerEvent === 0 ? null : summarise(t.perEvent.subarray(0, t.nPerEvent)),
    empty_first_event: t.emptyFirst,
    keep_alives: t.keepAlives,
    unterminated: t.unterminated,
    connection_waits: t.connectionWaits,
    connection_wait_max_ms: t.connectionWaitMaxMs === null ? null : Math.round(t.connectionWaitMaxMs * 1e3) / 1e3,
    connects: t.connects,
    connect_max_ms: t.connectMaxMs === null ? null : Math.round(t.connectMaxMs * 1e3) / 1e3,
    implausible_usage: t.implausibleUsage,
    with_usage: t.withUsage,
    reasoning_share: t.knownTokens > 0 ? Math.round(t.reasoningTokens / t.knownTokens * 1e3) / 1e3 : null,
    usage_tokens: t.usageTokens,
    usage_events: t.usageEvents
  };
}
function connectionCounts(records) {
  let resent = 0;
  let fresh = 0;
  for (const r of records) {
    if (r.stream?.resent === true) resent++;
    if (r.stream?.freshConnection === true) fresh++;
  }
  return { resent, fresh_connections: fresh };
}
var E2E_CHECK_TOLERANCE = 0.1;
var E2E_CHECK_MIN_MS = 20;
function summarise(values) {
  return withholdThinPercentiles(distributionInPlace(values));
}
function batchDurationS(records) {
  if (records.length === 0) return 0;
  let start = Infinity;
  let end = -Infinity;
  for (const r of records) {
    if (r.sentMs < start) start = r.sentMs;
    if (r.endMs > end) end = r.endMs;
  }
  return Math.max(0, end - start) / 1e3;
}

// src/metrics/stream-notes.ts
function closedConnectionsNote(levels) {
  const count = (pick) => {
    const at = levels.filter((l) => (pick(l) ?? 0) > 0);
    return { total: at.reduce((n, l) => n + pick(l), 0), parts: at.map((l) => `${pick(l)} at ${levelName(l)}`).join(", ") };
  };
  const resent = count((l) => l.stream?.resent);
  const fresh = count((l) => l.stream?.fresh_connections);
  if (resent.total === 0 && fresh.total === 0) return void 0;
  const connectMaxMs = Math.max(0, ...levels.map((l) => l.stream?.connect_max_ms ?? 0));
  const sentAgain = resent.total === 0 ? "" : ` ${resent.total === 1 ? "One measured request" : `${resent.total} measured requests`} (${resent.parts}) went on a kept-alive connection that the server had just closed, before any of the response arrived, and ` + (resent.total === 1 ? "was" : "were") + " sent once more on a new connection (resent in requests.jsonl; the times are the second sending's; a client that does not resend sees such requests fail).";
  if (fresh.total > 0) {
    return `The server closes each connection after one response, although it did not say so (no Connection: close), so the client stopped reusing connections: ${fresh.total} measured requests (${fresh.parts}) went on a connection of their own, closed after the response (fresh_connection in requests.jsonl).${sentAgain} Each new connection's set-up (up to ${connectMaxMs.toFixed(1)} ms) is not in TTFT and E2E (connect_ms); a user's client pays it on top.`;
  }
  return `The server closed some kept-alive connections as requests were written on them, sooner than it announces (its Keep-Alive timeout or request limit), or a proxy in front of it did.${sentAgain}`;
}
var TOKEN_COUNT_TOLERANCE = 0.02;
function streamNotes(levels) {
  const notes = [];
  const thinking = levels.filter((l) => (l.reasoning_only ?? 0) > 0);
  if (thinking.length > 0) {
    const parts = thinking.map((l) => `${l.reasoning_only} of ${l.succeeded} at ${levelName(l)}`);
    notes.push(`Some answers never started: the model was still reasoning when max_tokens ran out (${parts.join(", ")}). They count as successful (tokens arrived) and have a TTFT but no TTFA. Raise max_tokens so the answer fits after the reasoning.`);
  }
  const more = [];
  const fewer = [];
  for (const l of levels) {
    const s = l.stream;
    if (s === void 0 || s.with_usage === 0 || s.usage_events === 0) continue;
    const ratio = s.usage_tokens / s.usage_events;
    if (Math.abs(ratio - 1) <= TOKEN_COUNT_TOLERANCE) continue;
    const text = `${levelName(l)}: ${s.usage_tokens} tokens in ${s.usage_events} events, ${ratio.toFixed(2)} per event`;
    (ratio > 1 ? more : fewer).push(text);
  }
  if (more.length > 0) {
    notes.push(`The server sent several tokens per event (${more.join("; ")}). TPOT divides by the server's token count, so it is per token; itl_ms is the gap between events, and itl_token_ms spreads each gap over the tokens of its event.`);
  }
  if (fewer.length > 0) {
    notes.push(`The server's usage counted fewer tokens than the events that carried text (${fewer.join("; ")}). TPOT divides by the server's count; if it is wrong, TPOT is too high. Check whether the server counts tokens it streams.`);
  }
  const open = levels.filter((l) => (l.stream?.unterminated ?? 0) > 0);
  if (open.length > 0) {
    notes.push(`Some streams ended by closing the connection without [DONE] or message_stop (${open.map((l) => `${l.stream.unterminated} at ${levelName(l)}`).join(", ")}); their E2E ends when the body ended.`);
  }
  const waited = levels.filter((l) => (l.stream?.connection_waits ?? 0) > 0);
  if (waited.length > 0) {
    const parts = waited.map((l) => `${l.stream.connection_waits} at ${levelName(l)}, up to ${Math.round(l.stream.connection_wait_max_ms ?? 0)} ms`);
    notes.push(`Some requests waited for a free connection before they were sent (${parts.join("; ")}): every connection was still busy with an earlier response, which a server keeps busy by holding its responses open after their end event ([DONE] or message_stop) until the client closes them, ${DRAIN_DEADLINE_MS} ms later. TTFT and E2E start when a request is written, so the wait is not in them (connection_wait_ms in requests.jsonl), but the load the server saw was lighter than the level names; a server that ends each response after its end event keeps its connections reusable.`);
  }
  const closing = closedConnectionsNote(levels);
  const connected = levels.filter((l) => (l.stream?.connects ?? 0) > 0);
  if (closing !== void 0) notes.push(closing);
  else if (connected.length > 0) {
    const parts = connected.map((l) => `${l.stream.connects} at ${levelName(l)}, up to ${(l.stream.connect_max_ms ?? 0).toFixed(1)} ms`);
    notes.push(`Some measured requests had to set up a new connection (${parts.join("; ")}): the server closed idle connections (its keep-alive limit), held a response open after its end event (the connection is then let go ${DRAIN_DEADLINE_MS} ms later), or the warm-up could not open them all. The set-up is not in their TTFT and E2E, which start when a request is written (connect_ms in requests.jsonl); a user whose client finds no kept-alive connection pays it on top.`);
  }
  const absurd = levels.filter((l) => (l.stream?.implausible_usage ?? 0) > 0);
  if (absurd.length > 0) {
    notes.push(`The server's usage reported token counts above ${MAX_TOKEN_COUNT.toLocaleString("en-US")}, more than any model's context holds (${absurd.map((l) => `${l.stream.implausible_usage} at ${levelName(l)}`).join(", ")}): those counts were ignored, and the requests' tokens counted from their token events. Check how the server fills usage.`);
  }
  return notes;
}

// src/gate/slo-evaluate.ts
function evaluateObjectives(objectives, levels, locate) {
  const byKey = /* @__PURE__ */ new Map();
  for (const level of levels) if (!byKey.has(levelKey(level))) byKey.set(levelKey(level), level);
  const ran = levels;
  const checks = [];
  for (const objective of objectives) {
    const rates = objective.rate ?? null;
    const targets = atEveryLevel(objective) ? ran : [...(objective.concurrency ?? []).map((concurrency) => ({ concurrency })), ...(rates ?? []).map((rate) => ({ concurrency: 0, rate }))];
    for (const target of targets) {
      const level = byKey.get(levelKey(target));
      const rate = levelRate(target);
      const concurrency = level?.concurrency ?? target.concurrency;
      const gate = level === void 0 ? { status: "no_data", reason: notRunReason(target, ran) } : preconditionGate(objective, level);
      for (const t of objective.thresholds) {
        const base = { objective: objective.name, level: objective.level, concurrency, ...rate === null ? {} : { rate }, threshold: t, line: locate?.(formatPath(t.path)) ?? null };
        if (level === void 0 || gate !== void 0) {
          checks.push(check(base, null, gate?.status ?? "no_data", gate?.reason ?? null));
          continue;
        }
        const actual = readMetric(level, t);
        if (actual === null) checks.push(check(base, null, "no_data", noDataReason(level, t)));
        else checks.push(check(base, actual, holds(t, actual) ? "pass" : "fail", null));
      }
    }
  }
  return checks;
}
function holds(t, actual) {
  return t.bound === "max" ? actual <= t.limit : actual >= t.limit;
}
function noDataReason(level, ref) {
  if (level.requests === 0) return `no request was measured at ${levelName(level)}`;
  if (level.succeeded === 0) {
    return `no request succeeded at ${levelName(level)} (${level.failed} of ${level.requests} failed)`;
  }
  switch (ref.metric) {
    case "tpot_ms":
      return "no answer had 2 or more output tokens, so TPOT is undefined";
    case "itl_ms":
      return "no answer had 2 or more content events, so there were no gaps to measure";
    case "input_tokens":
      return "the server sent no token usage, so input token counts are unknown";
    case "output_tokens":
    case "request_tps":
      return "output token counts are unknown";
    default:
      return `${metricLabel(ref)} has no samples`;
  }
}
function preconditionGate(objective, level) {
  for (const p of objective.preconditions) {
    const measured = readMetric(level, p);
    if (measured === null) {
      return { status: "no_data", reason: `its workload precondition ${p.source} could not be checked: ${noDataReason(level, p)}` };
    }
    if (!holds(p, measured)) {
      const [m, limit] = formatPair(p.metric, measured, p.limit);
      const label = metricLabel(p);
      return {
        status: "not_applicable",
        reason: `the objective is written for ${p.source}, but the measured ${label[0]?.toLowerCase()}${label.slice(1)} was ${m}, above ${limit}`
      };
    }
  }
  return void 0;
}
function notRunReason(target, ran) {
  if (ran.length === 0) return `${levelName(target)} was not run: no load level finished`;
  const isRate = levelRate(target) !== null;
  const same = ran.filter((l) => levelRate(l) !== null === isRate);
  if (same.length === 0) return `${levelName(target)} was not run (the sweep ran no ${isRate ? "rate" : "concurrency"} levels)`;
  return `${levelName(target)} was not run (the sweep ran ${isRate ? same.map((l) => `${levelRate(l)}`).join(", ") + " req/s" : same.map((l) => l.concurrency).join(", ")})`;
}
function check(base, actual, status, reason) {
  const t = base.threshold;
  return {
    objective: base.objective,
    kind: "slo",
    level: base.level,
    concurrency: base.concurrency,
    ...base.rate === void 0 ? {} : { rate: base.rate },
    metric: metricPath(t),
    op: t.bound === "max" ? "<=" : ">=",
    limit: t.limit,
    actual,
    baseline: null,
    change: null,
    status,
    reason,
    source: t.source,
    spec_line: base.line
  };
}
function evaluateSlos(slos, levels, locate) {
  return evaluateObjectives(compileSlos(slos), levels, locate);
}

// src/metrics/client-check.ts
var MATERIAL_SHARE = 0.5;
var CPU_SHARE_LIMIT = 0.9;
var LOOP_BUSY_LIMIT = 0.9;
var LATENCIES = /* @__PURE__ */ new Set(["ttft_ms", "ttfa_ms", "e2e_ms", "itl_ms"]);
var RATES = /* @__PURE__ */ new Set(["qps", "rpm", "tpm", "output_tokens_per_s", "request_tps"]);
var CENTRAL_FACTOR = 2.5;
function delayStat(stat) {
  switch (stat) {
    case "p90":
      return { at: 99, factor: 1 };
    case "p95":
      return { at: 99.5, factor: 1 };
    case "p99":
      return { at: 99.9, factor: 1 };
    case "max":
      return { at: "max", factor: 1 };
    default:
      return { at: "mean", factor: CENTRAL_FACTOR };
  }
}
function ownDelayMs(sample, idle, d) {
  return d.factor * Math.max(0, ownAt(sample, d.at) - (idle === void 0 ? 0 : ownAt(idle, d.at)));
}
function ownAt(s, at) {
  return at === "max" ? s.ownDelayMaxMs : at === "mean" ? s.ownDelayMeanMs : s.ownDelayAtMs[at];
}
function shiftBound(figure, delayMs, scale) {
  if (figure.value === null) return null;
  const [metric] = figure.metric.split(".");
  if (metric === void 0) return null;
  if (LATENCIES.has(metric)) return delayMs;
  if (metric === "tpot_ms") return delayMs / Math.max(1, (scale.outputTokensP50 ?? 2) - 1);
  if (RATES.has(metric)) {
    if (scale.e2eP50Ms === null || scale.e2eP50Ms <= 0) return null;
    return Math.abs(figure.value) * Math.min(1, delayMs / scale.e2eP50Ms);
  }
  return null;
}
function clientCheck(sample, idle, figures, scale) {
  const reasons = [];
  const bounds = [];
  for (const figure of figures) {
    const at = delayStat(figure.metric.split(".")[1] ?? null);
    const delay = ownDelayMs(sample, idle, at);
    const shift = shiftBound(figure, delay, scale);
    if (shift === null || figure.value === null) continue;
    const allowedChange = figure.allowed * Math.abs(figure.value);
    bounds.push({ metric: figure.metric, shift_bound: round3(shift), allowed_change: round3(allowedChange) });
    if (shift > MATERIAL_SHARE * allowedChange) reasons.push(figureReason(figure, shift, allowedChange, sample, idle, at));
  }
  if (sample.cpuShare >= CPU_SHARE_LIMIT) {
    reasons.push(`the measuring process used ${Math.round(sample.cpuShare * 100)} % of a CPU core, so every reading waited in its queue`);
  } else if (sample.loopBusyShare >= LOOP_BUSY_LIMIT) {
    reasons.push(`the client's event loop was busy ${Math.round(sample.loopBusyShare * 100)} % of the time (on ${Math.round(sample.cpuShare * 100)} % of a CPU core), so every reading waited in its queue`);
  }
  return {
    loop_delay_p99_ms: round3(sample.loopDelayP99Ms),
    cpu_share: round3(sample.cpuShare),
    loop_busy_share: round3(sample.loopBusyShare),
    bound: reasons.length > 0,
    reason: reasons.length > 0 ? reasons.join("; ") : null,
    idle_loop_delay_p99_ms: idle === void 0 ? null : round3(idle.loopDelayP99Ms),
    own_delay_mean_ms: round3(sample.ownDelayMeanMs),
    own_delay_p99_ms: round3(sample.ownDelayAtMs[99]),
    idle_own_delay_p99_ms: idle === void 0 ? null : round3(idle.ownDelayAtMs[99]),
    figures: bounds
  };
}
function figureReason(figure, shift, allowedChange, sample, idle, d) {
  const at = d.at;
  const where = at === "max" ? "at most" : at === "mean" ? "on average" : `at p${at}`;
  const rest = idle === void 0 ? "" : `, ${ownAt(idle, at).toFixed(2)} ms at rest`;
  const share = shift / allowedChange;
  return `the client's own work held its event loop ${ownAt(sample, at).toFixed(2)} ms ${where}${rest}, so ${figure.label} could be off by up to ${amount(shift, figure.unit)}: ${share >= 10 ? "many times" : `${Math.round(share * 100)} % of`} the ${amount(allowedChange, figure.unit)} ${figure.allowedText}`;
}
function amount(x, unit) {
  const digits = Math.abs(x) >= 100 ? 0 : Math.abs(x) >= 10 ? 1 : 2;
  return `${x.toFixed(digits)} ${unit}`;
}
function round3(x) {
  return Math.round(x * 1e3) / 1e3;
}

// src/metrics/samples.ts
function levelSamples(records) {
  const out = { ok: [], e2e_ms: [], ttft_ms: [], tpot_ms: [], input_tokens: [], output_tokens: [] };
  const ttfa = [];
  let reasoned = false;
  for (const r of records) {
    const m = requestMetrics(r);
    out.ok.push(r.ok ? 1 : 0);
    out.e2e_ms.push(micro(m.e2eMs));
    out.ttft_ms.push(r.ok && m.ttftMs !== void 0 ? micro(m.ttftMs) : null);
    ttfa.push(r.ok && m.ttfaMs !== void 0 ? micro(m.ttfaMs) : null);
    if ((r.reasoningEvents ?? 0) > 0) reasoned = true;
    out.tpot_ms.push(r.ok && m.tpotMs !== void 0 ? micro(m.tpotMs) : null);
    out.input_tokens.push(r.inputTokens ?? null);
    out.output_tokens.push(r.outputTokens ?? null);
  }
  if (reasoned) out.ttfa_ms = ttfa;
  return out;
}
function column(s, metric) {
  const values = [];
  for (let i = 0; i < s.ok.length; i++) {
    if (s.ok[i] !== 1) continue;
    const v = valueOf(s, metric, i);
    if (v !== null) values.push(v);
  }
  return Float64Array.from(values);
}
function valueOf(s, metric, i) {
  switch (metric) {
    case "ttft_ms":
      return s.ttft_ms[i] ?? null;
    case "ttfa_ms":
      return s.ttfa_ms !== void 0 ? s.ttfa_ms[i] ?? null : s.ttft_ms[i] ?? null;
    case "tpot_ms":
      return s.tpot_ms[i] ?? null;
    case "e2e_ms":
      return s.e2e_ms[i] ?? null;
    case "input_tokens":
      return s.input_tokens[i] ?? null;
    case "output_tokens":
      return s.output_tokens[i] ?? null;
    case "request_tps": {
      const out = s.output_tokens[i];
      const e2e = s.e2e_ms[i];
      return out === null || out === void 0 || e2e === void 0 || !(e2e > 0) ? null : out / (e2e / 1e3);
    }
    default:
      return null;
  }
}
function successes(s) {
  let ok = 0;
  for (const v of s.ok) ok += v;
  return { successes: ok, trials: s.ok.length };
}
function work(s, of) {
  const numerator = [];
  const denominator = [];
  for (let i = 0; i < s.ok.length; i++) {
    numerator.push(s.ok[i] === 1 ? of(s, i) : 0);
    denominator.push(s.e2e_ms[i] ?? 0);
  }
  return { numerator, denominator };
}
function tokensOf(s, i) {
  return (s.input_tokens[i] ?? 0) + (s.output_tokens[i] ?? 0);
}
function micro(ms) {
  return Math.round(ms * 1e3) / 1e3;
}

// src/load/open-loop-stats.ts
var MIN_ACHIEVED_SHARE = 0.9;
var SEND_LAG_P95_LIMIT_MS = 10;
var QUEUED_SHARE_LIMIT = 0.05;
function openLoopStats(records, timings, rate) {
  const n = Math.min(records.length, timings.length);
  const queue = new Float64Array(n);
  const lag = new Float64Array(n);
  let first = Infinity;
  let last = -Infinity;
  let queued = 0;
  for (let i = 0; i < n; i++) {
    const r = records[i];
    const t = timings[i];
    queue[i] = t.queueMs;
    if (t.queueMs > 0.5) queued++;
    const sentMs = handedOverMs(r);
    lag[i] = Math.max(0, sentMs - t.scheduledMs - t.queueMs);
    if (sentMs < first) first = sentMs;
    if (sentMs > last) last = sentMs;
  }
  const achieved = n >= 2 && last > first ? (n - 1) * 1e3 / (last - first) : null;
  const lagRaw = distributionInPlace(lag.slice());
  const queueRaw = distributionInPlace(queue.slice());
  const reasons = [];
  if (achieved !== null && achieved < MIN_ACHIEVED_SHARE * rate) {
    reasons.push(`it sent ${achieved.toFixed(2)} req/s against a target of ${rate} req/s (${Math.round(achieved / rate * 100)} %)`);
  }
  if (lagRaw.p95 !== null && lagRaw.p95 > SEND_LAG_P95_LIMIT_MS) {
    reasons.push(`requests went out ${lagRaw.p95.toFixed(1)} ms late at p95 (the client's timers or event loop ran late)`);
  }
  if (n > 0 && queued / n > QUEUED_SHARE_LIMIT) {
    reasons.push(`${queued} of ${n} requests waited for a free slot under max_concurrency (up to ${(queueRaw.max ?? 0).toFixed(0)} ms), so the server saw less load than asked`);
  }
  return {
    mode: "rate",
    rate,
    achieved_rate: achieved,
    client_queue_ms: withholdThinPercentiles(queueRaw),
    send_lag_ms: withholdThinPercentiles(lagRaw),
    client_behind: reasons.length > 0 ? reasons.join("; ") : null
  };
}
var CLOSED_LOOP_FIELDS = Object.freeze({
  mode: "concurrency",
  rate: null,
  achieved_rate: null,
  client_queue_ms: null,
  send_lag_ms: null,
  client_behind: null
});

// src/load/measured-level.ts
function wasCancelled(record) {
  return record.error?.kind === "cancelled";
}
function keptRecords(level) {
  const records = [];
  const timings = [];
  level.records.forEach((r, i) => {
    if (wasCancelled(r)) return;
    records.push(r);
    const t = level.timings?.[i];
    if (t !== void 0) timings.push(t);
  });
  return { records, timings };
}
function measuredLevelStats(level, records, timings, durationS, allowances, goodput) {
  const measured = levelStats({ concurrency: level.concurrency, records, durationS });
  const open = level.rate === void 0 ? CLOSED_LOOP_FIELDS : openLoopStats(records, timings, level.rate);
  const samples = levelSamples(records);
  const stats = { ...measured, ...goodput === void 0 ? {} : goodputFields(samples, durationS, goodput), ...open };
  const figures = allowances.map((a) => ({
    metric: metricPath(a.ref),
    label: metricLabel(a.ref),
    unit: METRICS[a.ref.metric].unit,
    value: readMetric(stats, a.ref),
    allowed: a.fraction,
    allowedText: a.text
  }));
  const client = clientCheck(level.self, level.idle, figures, { e2eP50Ms: measured.e2e_ms.p50, outputTokensP50: measured.output_tokens.p50 });
  return { ...stats, client, samples };
}

// src/workload/source.ts
import { createHash } from "node:crypto";

// src/workload/synthetic.ts
var SYNTHETIC_WORDS = [
  "the",
  "and",
  "for",
  "are",
  "but",
  "not",
  "you",
  "all",
  "any",
  "can",
  "had",
  "her",
  "was",
  "one",
  "our",
  "out",
  "day",
  "get",
  "has",
  "him",
  "his",
  "how",
  "man",
  "new",
  "now",
  "old",
  "see",
  "two",
  "way",
  "who",
  "did",
  "its",
  "let",
  "put",
  "say",
  "she",
  "too",
  "use",
  "end",
  "far",
  "few",
  "big"
];
var SYNTHETIC_INSTRUCTION = "Read the words below, then write a short story that uses ten of them.\n\n";
var INSTRUCTION_TOKENS = Math.ceil(SYNTHETIC_INSTRUCTION.length / 4);
function syntheticPrompt(inputTokens, seed, index) {
  const random = createRandom(mix(seed, index));
  const count = Math.max(1, inputTokens - INSTRUCTION_TOKENS);
  const words = new Array(count);
  for (let i = 0; i < count; i++) words[i] = SYNTHETIC_WORDS[Math.floor(random() * SYNTHETIC_WORDS.length)] ?? "the";
  return SYNTHETIC_INSTRUCTION + words.join(" ");
}
function mix(a, b) {
  let h = Math.imul(a >>> 0 ^ 2654435769, 2246822507) >>> 0;
  h = Math.imul(h ^ b >>> 0 ^ h >>> 13, 3266489909) >>> 0;
  return (h ^ h >>> 16) >>> 0;
}

// src/workload/source.ts
var TAG_WORDS = "able acid aged also area most away baby back ball band bank base bath bear beat been beer bell belt best bill bird blow blue boat body mind bond bone book boom born boss both bowl bulk burn bush busy cake call calm came camp card care case cash cast cell chat chip city club coal coat code cold come cook cool cope copy core cost crew crop dark data date dawn days more deal dear debt deep deny desk diet disk dock does done door dose down draw drew drop mine dual duke dust duty each earn ease east easy edge else even ever mile exit face fact fail fair fall farm fast fate fear feed feel feet fell felt file fill film find fine fire firm fish five flat flow food foot form fort four free from fuel full fund gain game gate gave gear gene gift girl give glad goal goes gold golf gone good gray grew grey grow gulf hair half hall hand hang hard moon milk have head hear heat held mark help here hero hide high hill hint hire hold hole holy home hope host hour huge hung hunt mint idea inch into iron item jack jane jean john join jump jury just keen keep kent kept kick meal kind king knee knew know lack lady laid lake land lane last late lead left less life lift like line link list live load loan lock logo long look lord lose loss lost love luck made mail main make many mass".split(" ");
function uniquePrefix(requestId2) {
  const hash = createHash("sha256").update(requestId2).digest();
  return ` ${TAG_WORDS[hash[0]]} ${TAG_WORDS[hash[1]]} [${requestId2}]
`;
}
var MAX_CACHED_SYNTHETIC_TOKENS = 8e6;
function createRequestSource(workload, files) {
  if (workload.prompts !== void 0 && files.promptSet === void 0) throw new Error(`the prompt set ${workload.prompts} was not read before the run`);
  if ((workload.images?.length ?? 0) !== files.images.length) throw new Error("the workload images were not read before the run");
  const seed = workload.seed ?? 1;
  const images = files.images.map((img) => ({ mediaType: img.mediaType, base64: img.base64 }));
  const prefixOn = workload.uniquePrefix !== false;
  const extraBody = workload.extraBody;
  const base = { temperature: workload.temperature, ...extraBody ? { extraBody } : {} };
  let pick;
  let source;
  let described;
  let summaryMessages;
  let promptChars;
  const set = files.promptSet;
  if (set !== void 0 && workload.prompts !== void 0) {
    source = "prompt_set";
    const order = new SeededOrder(set.entries.length, seed);
    pick = (slot) => {
      const entry = set.entries[order.at(slot)];
      return { messages: entry.messages, maxTokens: entry.maxTokens ?? workload.maxTokens };
    };
    described = { prompt_set: set.entries.map((e) => ({ messages: e.messages, max_tokens: e.maxTokens ?? null })), seed };
    summaryMessages = Math.max(...set.entries.map((e) => e.messages.length));
    promptChars = set.entries.reduce((n, e) => n + chars(e.messages), 0);
  } else if (workload.synthetic !== void 0) {
    source = "synthetic";
    const { inputTokens, count } = workload.synthetic;
    const order = new SeededOrder(count, seed);
    const cache = inputTokens * count <= MAX_CACHED_SYNTHETIC_TOKENS ? /* @__PURE__ */ new Map() : void 0;
    const text = (k) => {
      let t = cache?.get(k);
      if (t === void 0) {
        t = syntheticPrompt(inputTokens, seed, k);
        cache?.set(k, t);
      }
      return t;
    };
    pick = (slot) => ({ messages: [{ role: "user", content: text(order.at(slot)) }], maxTokens: workload.maxTokens });
    described = { synthetic: { input_tokens: inputTokens, count }, seed };
    summaryMessages = 1;
    promptChars = syntheticPrompt(inputTokens, seed, 0).length;
  } else {
    source = workload.messages.length === 1 && workload.messages[0].role === "user" ? "prompt" : "messages";
    pick = () => ({ messages: workload.messages, maxTokens: workload.maxTokens });
    described = { messages: workload.messages };
    summaryMessages = workload.messages.length;
    promptChars = chars(workload.messages);
  }
  if (files.images.length > 0) described.images = files.images.map((i) => i.sha256);
  if (extraBody) described.extra_body = extraBody;
  const digestOf = Object.keys(described).length === 1 && "messages" in described ? workload.messages : described;
  const summary = {
    source,
    messages: summaryMessages,
    prompt_chars: promptChars,
    prompt_sha256: createHash("sha256").update(JSON.stringify(digestOf)).digest("hex"),
    ...set !== void 0 ? { prompt_set: { path: set.path, sha256: set.sha256, prompts: set.entries.length } } : {},
    ...workload.synthetic !== void 0 ? { synthetic_input_tokens: workload.synthetic.inputTokens, synthetic_prompts: workload.synthetic.count } : {},
    ...workload.seed !== void 0 ? { seed } : {},
    ...files.images.length > 0 ? { images: files.images.map((i) => ({ path: i.path, media_type: i.mediaType, bytes: i.bytes, sha256: i.sha256 })) } : {},
    unique_prefix: prefixOn,
    extra_body_keys: Object.keys(extraBody ?? {})
  };
  return {
    summary,
    request(slot, requestId2) {
      const { messages, maxTokens } = pick(slot);
      return { ...base, maxTokens, messages: decorate(messages, prefixOn ? uniquePrefix(requestId2) : "", images) };
    }
  };
}
function decorate(messages, prefix, images) {
  if (prefix === "" && images.length === 0) return messages;
  const first = messages.findIndex((m) => m.role === "user");
  let last = -1;
  messages.forEach((m, i) => {
    if (m.role === "user") last = i;
  });
  return messages.map((m, i) => {
    if (i !== first && i !== last) return m;
    const out = { role: m.role, content: i === first ? prefix + m.content : m.content };
    if (i === last && images.length > 0) out.images = images;
    return out;
  });
}
function chars(messages) {
  return messages.reduce((n, m) => n + m.content.length, 0);
}
var SeededOrder = class {
  constructor(n, seed) {
    this.n = n;
    this.seed = seed;
  }
  n;
  seed;
  passes = /* @__PURE__ */ new Map();
  at(slot) {
    const pass = Math.floor(slot / this.n);
    let order = this.passes.get(pass);
    if (order === void 0) {
      const random = createRandom(mix(this.seed, pass));
      order = Array.from({ length: this.n }, (_, i) => i);
      for (let i = this.n - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      if (this.passes.size > 64) this.passes.clear();
      this.passes.set(pass, order);
    }
    return order[slot % this.n];
  }
};

export {
  sweepLevel,
  levelRate,
  levelKey,
  levelLabel,
  levelName,
  requestId,
  NBSP,
  formatNumber,
  groupDigits,
  shownValue,
  formatValue,
  formatBare,
  formatMetric,
  formatPair,
  formatValues,
  formatRange,
  formatPercent,
  formatLimit,
  formatChange,
  formatChangeAgainst,
  formatInterval,
  signedPercent,
  formatAllowed,
  resolutionClause,
  formatResolution,
  RESOLUTION_SHOWN_MAX,
  oneLine,
  escapeText,
  codeSpan,
  DEFAULT_OBJECTIVE,
  defaultObjectiveChecks,
  describeFailures,
  requestMetrics,
  levelStats,
  batchDurationS,
  levelSamples,
  column,
  successes,
  work,
  tokensOf,
  openLoopStats,
  CLOSED_LOOP_FIELDS,
  streamNotes,
  evaluateObjectives,
  noDataReason,
  evaluateSlos,
  wasCancelled,
  keptRecords,
  measuredLevelStats,
  createRequestSource,
  handleStopSignals,
  readApiKey,
  readReferenceKey
};
