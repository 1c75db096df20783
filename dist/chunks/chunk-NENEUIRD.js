#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  PERCENTILE_MIN_SAMPLES,
  atEveryLevel,
  compileSlos,
  createUint32Source,
  openUnit,
  parseMetricPath,
  percentile,
  readWorkloadFiles,
  scenarioBaselinePath
} from "./chunk-ZC62VH22.js";
import {
  DEFAULT_BASELINE_PATH,
  OVERRIDE_FLAGS,
  checkOverrides,
  resolvePlan,
  specDefault
} from "./chunk-BQTC2FMN.js";
import {
  GateError,
  isGateError
} from "./chunk-MAQEYUKE.js";

// src/spec/scenario-plans.ts
function resolveScenarioPlans(spec, overrides, specPath, flagNames = OVERRIDE_FLAGS, baselinePath) {
  checkOverrides(overrides, flagNames);
  const names = { ...OVERRIDE_FLAGS, ...flagNames };
  const list = spec.scenarios ?? [];
  const label = (index) => `scenarios[${index}] (${list[index].name})`;
  const specs = list.map((scenario) => scenarioSpec(spec, scenario));
  const refusals = specs.map((own) => overrideRefusals(own, overrides, names));
  for (const key of ["maxConcurrency", "requests"]) {
    if (overrides[key] === void 0 || list.length === 0 || !refusals.every((r) => r[key] !== void 0)) continue;
    const flag = names[key];
    throw new GateError("USAGE", `${flag} ${overrides[key]}: no scenario can take it (${refusals.map((r, i) => `${label(i)}: ${r[key]}`).join("; ")}).`, {
      hint: key === "maxConcurrency" ? `Give rate levels too, e.g. ${names.rate} 1,2,4, or leave ${flag} out.` : `Give a smaller ${flag}, or raise the scenarios' sweep.max_requests.`
    });
  }
  const scenarios = list.map((scenario, index) => {
    const own = { ...overrides };
    const notes = [];
    for (const [key, why] of Object.entries(refusals[index])) {
      delete own[key];
      const kept = key === "requests" ? `; it runs its own sweep.requests (${specs[index].sweep?.requests ?? specDefault("sweep.requests")})` : "";
      notes.push(`${names[key]} ${overrides[key]} was not applied to ${label(index)}: ${why}${kept}.`);
    }
    let plan;
    try {
      plan = resolvePlan(specs[index], own, specPath, flagNames);
    } catch (err) {
      if (!isGateError(err)) throw err;
      throw new GateError(err.code, `${label(index)}: ${err.message}`, { ...err.hint === void 0 ? {} : { hint: err.hint }, cause: err });
    }
    const shared = baselinePath ?? spec.baseline?.path ?? DEFAULT_BASELINE_PATH;
    const ownPath = scenario.baseline?.path;
    plan.gate.baseline = {
      ...plan.gate.baseline,
      path: ownPath ?? scenarioBaselinePath(shared, scenario.name),
      configured: plan.gate.baseline.configured || baselinePath !== void 0
    };
    return { name: scenario.name, index, plan, capS: scenario.sweep?.max_duration_s, notes };
  });
  const budgetS = overrides.maxDurationS ?? spec.sweep?.max_duration_s ?? specDefault("sweep.max_duration_s");
  return { scenarios, budgetS };
}
function overrideRefusals(spec, overrides, flagNames) {
  const out = {};
  const sweep = spec.sweep ?? {};
  if (overrides.maxConcurrency !== void 0 && overrides.rate === void 0 && sweep.rate === void 0) {
    out.maxConcurrency = `it has no rate levels (sweep.rate or ${flagNames.rate}) to bound`;
  }
  if (overrides.requests !== void 0 && sweep.max_requests !== void 0 && overrides.requests > sweep.max_requests) {
    out.requests = `more than its sweep.max_requests (${sweep.max_requests})`;
  }
  return out;
}
function scenarioSpec(spec, scenario) {
  const { scenarios: _all, ...shared } = spec;
  const merged = { ...shared, workload: scenario.workload ?? spec.workload };
  for (const key of ["sweep", "slos", "baseline", "knee", "goodput"]) {
    const own = scenario[key] ?? spec[key];
    if (own === void 0) delete merged[key];
    else merged[key] = own;
  }
  return merged;
}
function scenarioLocator(locate, spec, index) {
  if (locate === void 0) return void 0;
  const scenario = spec.scenarios?.[index];
  return (field) => {
    const section = /^[a-z_]+/.exec(field)?.[0];
    if (scenario !== void 0 && section !== void 0 && section in scenario && section !== "name") {
      return locate(`scenarios[${index}].${field}`);
    }
    return locate(field);
  };
}
function runsKept(plans, name) {
  return plans.scenarios.find((s) => s.name === name)?.plan.gate.baseline.runs ?? 1;
}

// src/stats/special.ts
var LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
var EPS = 1e-15;
var TINY = 1e-300;
var MAX_ITER = 500;
function logGamma(x) {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  let shift = 0;
  let prod = 1;
  while (x < 10) {
    prod *= x;
    x += 1;
    shift += 1;
  }
  const inv = 1 / x;
  const inv2 = inv * inv;
  const series = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 / 1188))));
  const value = (x - 0.5) * Math.log(x) - x + LOG_SQRT_2PI + series;
  return shift === 0 ? value : value - Math.log(prod);
}
function regularizedBeta(x, a, b) {
  if (!(a > 0 && b > 0)) throw new RangeError(`regularizedBeta needs a, b > 0, got ${a}, ${b}`);
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const logFront = a * Math.log(x) + b * Math.log1p(-x) - (logGamma(a) + logGamma(b) - logGamma(a + b));
  if (x < (a + 1) / (a + b + 2)) return Math.exp(logFront) * betaFraction(x, a, b) / a;
  return 1 - Math.exp(logFront) * betaFraction(1 - x, b, a) / b;
}
function betaFraction(x, a, b) {
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITER; m++) {
    const m2 = 2 * m;
    let coef = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + coef * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + coef / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    coef = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + coef * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + coef / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return h;
}
function regularizedGammaQ(a, x) {
  if (!(a > 0)) throw new RangeError(`regularizedGammaQ needs a > 0, got ${a}`);
  if (x <= 0) return 1;
  const logFront = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let k = 1; k <= MAX_ITER; k++) {
      term *= x / (a + k);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return 1 - sum * Math.exp(logFront);
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return Math.exp(logFront) * h;
}
function normalCdf(z) {
  if (Number.isNaN(z)) return NaN;
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  const tail = 0.5 * regularizedGammaQ(0.5, z * z / 2);
  return z < 0 ? tail : 1 - tail;
}
function normalQuantile(p) {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile needs 0 \u2264 p \u2264 1, got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const lower = Math.min(p, 1 - p);
  const t = Math.sqrt(-2 * Math.log(lower));
  let z = t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 1308e-6 * t * t * t);
  if (p < 0.5) z = -z;
  for (let i = 0; i < 4; i++) {
    const density = Math.exp(-0.5 * z * z - LOG_SQRT_2PI);
    if (density === 0) break;
    const step = (normalCdf(z) - p) / density;
    z -= step;
    if (Math.abs(step) < 1e-13 * Math.max(1, Math.abs(z))) break;
  }
  return z;
}
function studentTCdf(t, dof) {
  if (!(dof > 0)) throw new RangeError(`studentTCdf needs dof > 0, got ${dof}`);
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * regularizedBeta(dof / (dof + t * t), dof / 2, 0.5);
  return t < 0 ? tail : 1 - tail;
}
function studentTQuantile(p, dof) {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile needs 0 < p < 1, got ${p}`);
  if (p === 0.5) return 0;
  const z = normalQuantile(p);
  let lo = Math.min(z, 0);
  let hi = Math.max(z, 0);
  if (p < 0.5) {
    while (studentTCdf(lo, dof) > p) lo *= 2;
    hi = z;
  } else {
    while (studentTCdf(hi, dof) < p) hi *= 2;
    lo = z;
  }
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(hi)); i++) {
    const mid = 0.5 * (lo + hi);
    if (studentTCdf(mid, dof) < p) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

// src/stats/quantile-bootstrap.ts
var NEGLIGIBLE = 1e-14;
function quantileResampler(sorted, q) {
  const n = sorted.length;
  if (n < 1) throw new RangeError("a quantile needs at least one value");
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be from 0 to 1, got ${q}`);
  const rank = (n - 1) * q;
  const lo = Math.floor(rank);
  const k = lo + 1;
  const t = rank - lo;
  const { first, cdf, nextDiffers } = orderStatisticTable(n, k);
  const guide = guideTable(cdf);
  const cells = guide.length;
  const interpolate = t > 0 && k < n;
  return (uniform) => {
    const u = uniform();
    let a = guide[Math.floor(u * cells)];
    while (cdf[a] < u) a++;
    const j = first + a;
    const lower = sorted[j - 1];
    if (!interpolate) return lower;
    let jNext = j;
    if (uniform() < nextDiffers[a]) {
      const step = Math.ceil((n - j) * -Math.expm1(Math.log(uniform()) / (n - k)));
      jNext = Math.min(n, j + Math.max(1, step));
    }
    const upper = sorted[jNext - 1];
    return lower + t * (upper - lower);
  };
}
function guideTable(cdf) {
  const cells = cdf.length;
  const guide = new Int32Array(cells);
  let a = 0;
  for (let i = 0; i < cells; i++) {
    while (cdf[a] < i / cells) a++;
    guide[i] = a;
  }
  return guide;
}
function orderStatisticTable(n, k) {
  const cdfAt = (j) => j <= 0 ? 0 : j >= n ? 1 : regularizedBeta(j / n, k, n - k + 1);
  let first = k;
  while (first > 1 && cdfAt(first - 1) > NEGLIGIBLE) first--;
  let last = k;
  while (last < n && cdfAt(last) < 1 - NEGLIGIBLE) last++;
  const size = last - first + 1;
  const cdf = new Float64Array(size);
  const nextDiffers = new Float64Array(size);
  const logChoose = logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
  let below = cdfAt(first - 1);
  for (let i = 0; i < size; i++) {
    const j = first + i;
    const at = i === size - 1 ? 1 : cdfAt(j);
    cdf[i] = at;
    const pJ = at - below;
    if (pJ > 0 && j < n) {
      const p = j / n;
      const exactlyK = Math.exp(logChoose + k * Math.log(p) + (n - k) * Math.log1p(-p));
      const share = exactlyK * -Math.expm1(k * Math.log1p(-1 / j)) / pJ;
      nextDiffers[i] = Math.min(1, Math.max(0, share));
    }
    below = at;
  }
  return { first, cdf, nextDiffers };
}
function quantileLogVariance(sorted, q) {
  const n = sorted.length;
  if (n < 1) throw new RangeError("a quantile needs at least one value");
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile must be from 0 to 1, got ${q}`);
  const k = Math.min(n, Math.max(1, Math.round((n - 1) * q) + 1));
  const { first, cdf } = orderStatisticTable(n, k);
  const centre = Math.log(sorted[k - 1]);
  let below = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < cdf.length; i++) {
    const p = cdf[i] - below;
    below = cdf[i];
    const x = sorted[first + i - 1];
    if (!(x > 0)) return NaN;
    const y = Math.log(x) - centre;
    m1 += p * y;
    m2 += p * y * y;
  }
  return Math.max(0, m2 - m1 * m1);
}

// src/stats/welch-log.ts
function logMean(values) {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = sum / n;
  if (!(mean > 0)) return { log: -Infinity, variance: 0, n };
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const z = values[i] / mean - 1;
    ss += z * z;
  }
  return { log: Math.log(mean), variance: ss / (n * (n - 1)), n };
}
function logRatioOfSums(numerator, denominator) {
  const n = numerator.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += numerator[i];
    den += denominator[i];
  }
  if (!(num > 0 && den > 0)) return { log: num > 0 ? Infinity : -Infinity, variance: 0, n };
  const meanNum = num / n;
  const meanDen = den / n;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const z = numerator[i] / meanNum - denominator[i] / meanDen;
    ss += z * z;
  }
  return { log: Math.log(num / den), variance: ss / (n * (n - 1)), n };
}
function welchLog(baseline, current) {
  const logChange = current.log === baseline.log ? 0 : current.log - baseline.log;
  return {
    logChange,
    standardError: Math.sqrt(baseline.variance + current.variance),
    dof: Math.min(baseline.n, current.n) - 1
  };
}
function welchBounds(c, gamma) {
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    const at = Math.expm1(c.logChange);
    return { lower: at, upper: at };
  }
  const half = studentTQuantile(1 - gamma, c.dof) * c.standardError;
  return { lower: Math.expm1(c.logChange - half), upper: Math.expm1(c.logChange + half) };
}
function welchPValue(c, direction, theta) {
  const diff = c.logChange - theta;
  if (!Number.isFinite(c.logChange) || c.standardError === 0) {
    return (direction === "up" ? diff > 0 : diff < 0) ? 0 : 1;
  }
  const t = diff / c.standardError;
  return direction === "up" ? studentTCdf(-t, c.dof) : studentTCdf(t, c.dof);
}

// src/stats/compare-samples.ts
var DEFAULT_RESAMPLES = 1e4;
var MIN_SAMPLES = 10;
function statQuantile(stat) {
  switch (stat) {
    case "p50":
      return 0.5;
    case "p90":
      return 0.9;
    case "p95":
      return 0.95;
    case "p99":
      return 0.99;
    case "mean":
      return void 0;
  }
}
function minimumSamples(stat) {
  const q = statQuantile(stat);
  return q === void 0 ? MIN_SAMPLES : Math.max(MIN_SAMPLES, Math.ceil(2 / (1 - q) - 1e-9));
}
function compareSamples(baseline, current, stat, options = {}) {
  const base = sortedCopy(baseline, "baseline");
  const cur = sortedCopy(current, "current");
  const q = statQuantile(stat);
  const estimate = (x) => x.length === 0 ? null : q === void 0 ? meanOf(x) : percentile(x, q * 100);
  const baselineValue = estimate(base);
  const currentValue = estimate(cur);
  const common = {
    statistic: stat,
    baselineCount: base.length,
    currentCount: cur.length,
    baselineValue,
    currentValue,
    change: baselineValue === null || currentValue === null || baselineValue === 0 ? null : currentValue / baselineValue - 1
  };
  const needed = minimumSamples(stat);
  const short = base.length < needed ? "baseline" : cur.length < needed ? "current run" : null;
  if (short !== null) {
    const has = short === "baseline" ? base.length : cur.length;
    return insufficient(common, needed, `${stat} needs at least ${needed} samples per side; the ${short} has ${has}`);
  }
  if (baselineValue === 0) return insufficient(common, null, `the baseline's ${stat} is 0, so a relative change is undefined`);
  if (q === void 0) return { ...common, method: "welch-log", ...welchLog(logMean(base), logMean(cur)) };
  return percentileBootstrap(base, cur, q, options);
}
function percentileBootstrap(base, cur, q, options = {}) {
  const resamples = checkResamples(options.resamples ?? DEFAULT_RESAMPLES);
  const next = createUint32Source(options.seed ?? 1);
  const uniform = () => openUnit(next);
  const resampleBase = quantileResampler(base, q);
  const resampleCur = quantileResampler(cur, q);
  const replicates = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) replicates[b] = ratio(resampleCur(uniform), resampleBase(uniform));
  replicates.sort();
  const baselineValue = percentile(base, q * 100);
  const currentValue = percentile(cur, q * 100);
  return {
    statistic: `p${Math.round(q * 100)}`,
    baselineCount: base.length,
    currentCount: cur.length,
    baselineValue,
    currentValue,
    change: baselineValue === 0 ? null : currentValue / baselineValue - 1,
    method: "percentile-bootstrap",
    replicates
  };
}
function ratio(current, base) {
  if (base > 0) return current / base;
  return current > 0 ? Infinity : 1;
}
function checkResamples(b) {
  if (!(Number.isInteger(b) && b >= 100)) throw new RangeError(`resamples must be an integer \u2265 100, got ${b}`);
  return b;
}
function insufficient(common, needed, reason) {
  return { ...common, method: "insufficient", needed, reason };
}
function sortedCopy(values, side) {
  const out = Float64Array.from(values);
  for (let i = 0; i < out.length; i++) {
    const x = out[i];
    if (!(Number.isFinite(x) && x >= 0)) throw new RangeError(`${side} sample value ${i} must be a finite number \u2265 0, got ${x}`);
  }
  return out.sort();
}
function meanOf(x) {
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i];
  return sum / x.length;
}

// src/gate/sample-size-warnings.ts
var PER_REQUEST = /* @__PURE__ */ new Set(["ttft_ms", "ttfa_ms", "tpot_ms", "e2e_ms", "input_tokens", "output_tokens", "request_tps"]);
function sampleSizeWarnings(plan) {
  const { sweep, gate } = plan;
  const repeats = sweep.repeats ?? 1;
  const hasConcurrency = sweep.concurrency.length > 0;
  const hasRate = (sweep.rate?.length ?? 0) > 0;
  const sizes = {
    concurrency: { planned: Math.max(sweep.requests, sweep.maxRequests ?? 0) * repeats, text: describeSize(sweep, true) },
    rate: { planned: sweep.requests * repeats, text: describeSize(sweep, false) }
  };
  const smallest = (atConcurrency, atRate) => {
    const kinds = [
      ...atConcurrency && hasConcurrency ? [{ ...sizes.concurrency, rate: false }] : [],
      ...atRate && hasRate ? [{ ...sizes.rate, rate: true }] : []
    ];
    return kinds.sort((a, b) => a.planned - b.planned)[0];
  };
  const plannedText = (size) => `${size.planned} per ${size.rate ? "rate level" : "level"} (${size.text})`;
  const fix = (needed, rate) => {
    const perPass = Math.ceil(needed / repeats);
    if (rate) return `set sweep.requests to ${perPass} or more (rate levels keep sweep.requests; sweep.max_requests grows concurrency levels only)`;
    return `set sweep.requests to ${perPass} or more${sweep.maxRequests === void 0 ? ", or let levels grow with sweep.max_requests" : ""}`;
  };
  const out = [];
  for (const objective of compileSlos(gate.slos)) {
    const all = atEveryLevel(objective);
    const size = smallest(all || objective.concurrency !== null, all || (objective.rate ?? null) !== null);
    if (size === void 0) continue;
    for (const t of objective.thresholds) {
      if (!PER_REQUEST.has(t.metric) || !isPercentile(t.stat)) continue;
      const needed = PERCENTILE_MIN_SAMPLES[t.stat];
      if (size.planned >= needed) continue;
      out.push(`SLO "${objective.name}" gates ${t.metric}.${t.stat}, which is reported from ${needed} requests at a level; the sweep measures ${plannedText(size)}, so this threshold can never be checked: ${fix(needed, size.rate)}, or gate a lower percentile.`);
    }
  }
  const everywhere = smallest(true, true);
  for (const path of Object.keys(gate.baseline.maxChange)) {
    const ref = parseMetricPath(path);
    if (everywhere === void 0 || ref === void 0 || !PER_REQUEST.has(ref.metric) || ref.stat === null || !isSampleStat(ref.stat)) continue;
    const needed = minimumSamples(ref.stat);
    if (everywhere.planned >= needed) continue;
    out.push(`baseline.max_change "${path}" is judged only from ${needed} requests a level on each side; the sweep measures ${plannedText(everywhere)}, so this change can never be called a regression: ${fix(needed, everywhere.rate)} (and refresh the baseline at that size), or compare a lower percentile.`);
  }
  if (sweep.maxRequests !== void 0 && !hasConcurrency) {
    out.push(`sweep.max_requests ${sweep.maxRequests} has no effect: adaptive sampling grows concurrency levels only, and this sweep has none (its rate levels each measure sweep.requests ${sweep.requests}); raise sweep.requests instead, or remove sweep.max_requests.`);
  }
  return out;
}
function describeSize(sweep, concurrency) {
  const size = concurrency && sweep.maxRequests !== void 0 && sweep.maxRequests > sweep.requests ? `sweep.max_requests ${sweep.maxRequests}` : `sweep.requests ${sweep.requests}`;
  return (sweep.repeats ?? 1) > 1 ? `${size} \xD7 sweep.repeats ${sweep.repeats}` : size;
}
function isPercentile(stat) {
  return stat === "p50" || stat === "p90" || stat === "p95" || stat === "p99";
}
function isSampleStat(stat) {
  return isPercentile(stat) || stat === "mean";
}

// src/gate/gating-warnings.ts
var FIX = 'add an SLO (slos: [{thresholds: {ttft_ms: {p95: 2000}}}]) or an allowed change against the baseline (baseline: {max_change: {tpot_ms.p50: "+10%", tpm: "-10%"}}), at level error';
function gatingWarning(plan) {
  const { slos, baseline, minSuccessRate } = plan.gate;
  const sloCanFail = slos.some((o) => (o.level ?? "error") === "error" && Object.keys(o.thresholds ?? {}).some((metric) => metric !== "success_rate"));
  const changeCanFail = baseline.level === "error" && Object.keys(baseline.maxChange).length > 0;
  if (sloCanFail || changeCanFail) return void 0;
  const successCanFail = minSuccessRate !== false || slos.some((o) => (o.level ?? "error") === "error" && o.thresholds?.success_rate?.min !== void 0);
  return successCanFail ? `only failed requests can fail this spec's runs (the default success_rate >= ${minSuccessRate === false ? "its SLO" : minSuccessRate ?? 0.9}): latency and throughput are reported but never gate; ${FIX}.` : `nothing in this spec can fail a run: no error-level SLO, no baseline.max_change, and gate.min_success_rate is false; ${FIX}.`;
}

// src/engine/scenario-files.ts
async function readScenarioFiles(scenarios, cwd) {
  const files = /* @__PURE__ */ new Map();
  for (const s of scenarios) {
    try {
      files.set(s.name, await readWorkloadFiles(s.plan.workload, cwd));
    } catch (err) {
      if (!isGateError(err)) throw err;
      throw new GateError(err.code, `scenarios[${s.index}] (${s.name}): ${err.message}`, { ...err.hint === void 0 ? {} : { hint: err.hint }, cause: err });
    }
  }
  return files;
}

export {
  resolveScenarioPlans,
  scenarioLocator,
  runsKept,
  regularizedBeta,
  normalQuantile,
  quantileLogVariance,
  logMean,
  logRatioOfSums,
  welchLog,
  welchBounds,
  welchPValue,
  MIN_SAMPLES,
  statQuantile,
  minimumSamples,
  compareSamples,
  sampleSizeWarnings,
  gatingWarning,
  readScenarioFiles
};
