#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  DEFAULT_ARRIVAL_SEED,
  sleep
} from "./chunk-6SZW6RL2.js";
import {
  levelKey
} from "./chunk-BV6HNHE2.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";

// src/load/shard.ts
import { createHash } from "node:crypto";
function shardLabel(shard) {
  return `${shard.index}/${shard.count}`;
}
function parseShard(text, name) {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(count) && count >= 1 && index >= 1 && index <= count)) {
    throw new GateError("USAGE", `${name} is ${JSON.stringify(text)}, not i/N with 1 \u2264 i \u2264 N (e.g. 2/4 for the second of four shards).`, {
      hint: "In a matrix job, write shard: ${{ matrix.shard }}/4 with matrix.shard: [1, 2, 3, 4]."
    });
  }
  return { index, count };
}
function parseStartAt(text, name) {
  const t = text.trim();
  const ms = /(Z|[+-]\d\d:?\d\d)$/i.test(t) ? Date.parse(t) : NaN;
  if (!Number.isFinite(ms)) {
    throw new GateError("USAGE", `${name} is ${JSON.stringify(text)}, not an ISO 8601 time with a time zone.`, {
      hint: "Give every shard the same instant, a little ahead of when the last one will be ready, e.g. 2026-05-01T12:00:00Z."
    });
  }
  return new Date(ms);
}
function shardShare(total, shard) {
  const base = Math.floor(total / shard.count);
  return base + (shard.index - 1 < total % shard.count ? 1 : 0);
}
function planDigest(plan) {
  return createHash("sha256").update(JSON.stringify({ endpoint: plan.endpoint, workload: plan.workload, sweep: plan.sweep })).digest("hex");
}
function levelSlotS(plan) {
  const levels = plan.sweep.concurrency.length + (plan.sweep.rate?.length ?? 0);
  return plan.sweep.maxDurationS / Math.max(1, levels);
}
function planLevels(plan) {
  const cap = plan.sweep.maxConcurrency ?? 0;
  return [
    ...plan.sweep.concurrency.map((c) => ({ concurrency: c, rate: null, key: levelKey({ concurrency: c }) })),
    ...(plan.sweep.rate ?? []).map((r) => ({ concurrency: cap, rate: r, key: levelKey({ concurrency: cap, rate: r }) }))
  ];
}
function shardPlan(plan, shard, startAt, nowMs) {
  const { sweep } = plan;
  const n = shard.count;
  const refuse = (what, fix) => {
    throw new GateError("USAGE", `--shard ${shardLabel(shard)}: ${what}`, { hint: fix });
  };
  if (plan.reference !== void 0) refuse("a spec with a reference endpoint cannot be split into shards.", "Remove reference (or --reference-url) for a sharded run.");
  if (sweep.maxRequests !== void 0) refuse("adaptive sampling (sweep.max_requests) cannot be split into shards: each shard would stop at its own count.", "Remove sweep.max_requests for a sharded run.");
  if ((sweep.repeats ?? 1) > 1) refuse("sweep.repeats above 1 cannot be split into shards.", "Remove sweep.repeats for a sharded run.");
  const small = sweep.concurrency.filter((c) => c < n);
  if (small.length > 0) refuse(`concurrency ${small.join(", ")} is below the ${n} shards: each shard needs at least one request in flight.`, `Use levels of at least ${n}, or fewer shards.`);
  if (sweep.requests < n) refuse(`sweep.requests is ${sweep.requests}, below the ${n} shards.`, `Set sweep.requests to at least ${n}.`);
  if (sweep.maxConcurrency !== void 0 && sweep.maxConcurrency < n) refuse(`sweep.max_concurrency is ${sweep.maxConcurrency}, below the ${n} shards.`, `Set sweep.max_concurrency to at least ${n}.`);
  const shares = sweep.concurrency.map((c) => shardShare(c, shard));
  const dup = shares.findIndex((s, i) => shares.indexOf(s) !== i);
  if (dup >= 0) {
    const first = shares.indexOf(shares[dup]);
    refuse(
      `concurrency ${sweep.concurrency[first]} and ${sweep.concurrency[dup]} both give this shard ${shares[dup]} requests in flight, so its levels could not be told apart.`,
      `Choose levels at least ${n} apart.`
    );
  }
  const waitS = Math.max(0, (startAt.getTime() - nowMs) / 1e3);
  return {
    ...plan,
    sweep: {
      ...sweep,
      concurrency: shares,
      ...sweep.rate !== void 0 ? { rate: sweep.rate.map((r) => r / n) } : {},
      ...sweep.maxConcurrency !== void 0 ? { maxConcurrency: shardShare(sweep.maxConcurrency, shard) } : {},
      // Each shard its own arrivals: N copies of one schedule would send in bursts of N.
      ...sweep.rate !== void 0 ? { seed: (sweep.seed ?? DEFAULT_ARRIVAL_SEED) + shard.index * 2654435761 >>> 0 } : {},
      requests: shardShare(sweep.requests, shard),
      warmup: sweep.warmup === 0 ? 0 : Math.ceil(sweep.warmup / n),
      maxDurationS: sweep.maxDurationS + waitS
    }
  };
}
function runShard(whole, shard, startAt) {
  const split = shardPlan(whole, shard, startAt, Date.now());
  const slotMs = levelSlotS(whole) * 1e3;
  const starts = /* @__PURE__ */ new Map();
  const shares = planLevels(split);
  shares.forEach((l, k) => starts.set(l.key, startAt.getTime() + k * slotMs));
  return {
    shard,
    idPrefix: (runId) => `${runId}-s${shard.index}of${shard.count}`,
    slot: (slot) => slot * shard.count + (shard.index - 1),
    levelStart: (level, signal) => sleepUntil(starts.get(levelKey(level)) ?? 0, signal)
  };
}
function levelStarts(whole, startAt) {
  const slotMs = levelSlotS(whole) * 1e3;
  return new Map(planLevels(whole).map((l, k) => [l.key, new Date(startAt.getTime() + k * slotMs)]));
}
async function sleepUntil(atMs, signal) {
  for (let left = atMs - Date.now(); left > 0 && !signal?.aborted; left = atMs - Date.now()) await sleep(Math.min(left, 6e4), signal);
}

// src/engine/shard-run.ts
function prepareShard(whole, shard, startAt, specSha256, clock) {
  const plan = shardPlan(whole, shard, startAt, Date.now());
  const starts = levelStarts(whole, startAt);
  const wholeLevels = planLevels(whole);
  const shareLevels = planLevels(plan);
  const label = shardLabel(shard);
  const wholeKey = new Map(shareLevels.map((l, k) => [l.key, wholeLevels[k]]));
  const spans = /* @__PURE__ */ new Map();
  const levels = () => wholeLevels.map((w, k) => {
    const share = shareLevels[k];
    const span2 = spans.get(w.key);
    const at = (ms) => new Date(performance.timeOrigin + ms).toISOString();
    return {
      concurrency: w.concurrency,
      rate: w.rate,
      shard_concurrency: share.concurrency,
      shard_rate: share.rate,
      shard_requests: plan.sweep.requests,
      scheduled_start: starts.get(w.key).toISOString(),
      started_at: span2 ? at(span2.first) : null,
      finished_at: span2 ? at(span2.last) : null
    };
  });
  const facts = () => ({
    index: shard.index,
    count: shard.count,
    plan_sha256: planDigest(whole),
    spec_sha256: specSha256,
    start_at: startAt.toISOString(),
    level_slot_s: levelSlotS(whole),
    sweep: {
      concurrency: [...whole.sweep.concurrency],
      rate: [...whole.sweep.rate ?? []],
      requests: whole.sweep.requests,
      warmup: whole.sweep.warmup,
      max_concurrency: whole.sweep.maxConcurrency ?? null,
      max_duration_s: whole.sweep.maxDurationS
    },
    host: clock.host,
    clock_synchronized: clock.synchronized,
    clock_source: clock.source,
    time_origin_ms: performance.timeOrigin,
    levels: levels()
  });
  return {
    shard,
    plan,
    hooks: runShard(whole, shard, startAt),
    files: (files) => ({
      dir: files.dir,
      path: (file) => files.path(file),
      appendRequests: async (batch) => {
        const { level, records, timings } = batch;
        const key = wholeKey.get(levelKey(level))?.key;
        if (key === void 0 || files.appendShardRecords === void 0) throw new GateError("IO", `shard ${label}: level ${level.concurrency} is not one of the shard's levels.`);
        spans.set(key, span(records));
        const lines = records.map((record, i) => ({ level: key, shard: label, record, ...timings?.[i] ? { timing: timings[i] } : {} }));
        await files.appendShardRecords(lines.map((l) => JSON.stringify(l) + "\n").join(""));
        await files.appendRequests(batch);
      },
      writeResults: (results) => {
        results.shard = facts();
        return files.writeResults(results);
      },
      writeReport: (markdown) => files.writeReport(markdown)
    })
  };
}
function span(records) {
  let first = Infinity;
  let last = -Infinity;
  for (const r of records) {
    first = Math.min(first, r.sentMs);
    last = Math.max(last, r.endMs);
  }
  return { first, last };
}

// src/io/clock-facts.ts
import { execFileSync } from "node:child_process";
import { hostname } from "node:os";
function clockFacts() {
  let synchronized = null;
  let source = null;
  try {
    const out = execFileSync("timedatectl", ["show", "-p", "NTPSynchronized", "--value"], { encoding: "utf8", timeout: 2e3, stdio: ["ignore", "pipe", "ignore"] }).trim();
    if (out === "yes" || out === "no") {
      synchronized = out === "yes";
      source = "timedatectl";
    }
  } catch {
  }
  return { host: hostname().slice(0, 200), synchronized, source };
}

export {
  parseShard,
  parseStartAt,
  prepareShard,
  clockFacts
};
