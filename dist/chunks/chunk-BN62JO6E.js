#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);

// src/errors.ts
var GateError = class extends Error {
  name = "GateError";
  code;
  /** What to do about it, in plain words; shown under the message. */
  hint;
  constructor(code, message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.code = code;
    this.hint = options.hint;
  }
};
function isGateError(err) {
  return typeof err === "object" && err !== null && err.name === "GateError" && typeof err.code === "string";
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
  requireMaxCompletionTokens: false,
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
  { key: "requireMaxCompletionTokens", flag: "--require-max-completion-tokens", kind: "boolean", summary: "refuse max_tokens like OpenAI reasoning models (400)", example: "true" },
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

// src/stats/random.ts
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
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
  await new Promise((resolve, reject) => {
    stream.once("open", () => resolve());
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
  return new Promise((resolve, reject) => {
    const settle = () => {
      const err = failure();
      if (err === void 0) resolve();
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
  const faultRandom = createRandom(settings.seed ^ 262150125);
  const pickFault = () => {
    const faults = settings.fault;
    if (faults.length === 0 || !(faultRandom() < settings.faultRate)) return void 0;
    return faults.length === 1 ? faults[0] : faults[Math.floor(faultRandom() * faults.length)];
  };
  const sim = {
    settings,
    model,
    wordRandom: createRandom(settings.seed ^ 1592622663),
    pickFault,
    log,
    inFlight: /* @__PURE__ */ new Set(),
    requestCount: 0,
    closing: void 0
  };
  const server = createServer((req, res) => {
    handle(sim, req, res).catch((err) => answerError(req, res, err));
  });
  server.on("connection", (socket) => socket.setNoDelay(true));
  await listen(server, host, opts.port ?? 0).catch(async (err) => {
    await log?.close().catch(() => void 0);
    throw err;
  });
  const port = server.address().port;
  if (settings.fault.some((f) => f.kind === "refuse")) await new Promise((resolve) => server.close(() => resolve()));
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const close = () => {
    sim.closing ??= (async () => {
      model.stop();
      for (const flight of [...sim.inFlight]) {
        finish(sim, flight, false);
        flight.res.destroy();
      }
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await log?.close();
    })();
    return sim.closing;
  };
  return { url: `http://${urlHost}:${port}/v1`, port, config: settings, close };
}
function listen(server, host, port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      reject(
        new GateError("USAGE", `The simulator could not listen on ${host}:${port}: ${err.message}`, {
          hint: err.code === "EADDRINUSE" ? "Choose another --port, or 0 for any free port." : "Check the --host and --port values.",
          cause: err
        })
      );
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}
function finish(sim, flight, completed) {
  if (!sim.inFlight.delete(flight)) return;
  flight.entry.end_ms = monotonicMs();
  flight.entry.completed = completed;
  sim.log?.record(flight.entry);
}
async function handle(sim, req, res) {
  const { settings, log } = sim;
  if (sim.closing !== void 0) throw new HttpError(503, "The simulator is shutting down.", "server_error", null);
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
  if (settings.requireMaxCompletionTokens && shape !== ANTHROPIC_SHAPE && typeof raw === "object" && raw !== null && "max_tokens" in raw) {
    throw badRequest("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "unsupported_parameter");
  }
  const body = shape === COMPLETIONS_SHAPE ? completionsAsChat(raw) : shape === ANTHROPIC_SHAPE ? messagesAsChat(raw) : raw;
  if (typeof body === "string") throw badRequest(body);
  const call = parseChatCall(body, settings);
  sim.requestCount += 1;
  const fault = sim.pickFault();
  const id = requestId(req, sim.requestCount);
  const answer = fault === void 0 ? void 0 : faultResponse(fault, { model: settings.model, requested: body.model, hasXApiKey: req.headers["x-api-key"] !== void 0 }, routeOf(shape));
  if (answer !== void 0) {
    res.writeHead(answer.status, { ...answer.headers, "content-length": Buffer.byteLength(answer.body), "x-request-id": id });
    res.end(answer.body);
    log?.record({ id, headers_ms: monotonicMs(), role_ms: null, content_ms: [], end_ms: monotonicMs(), completed: false });
    return;
  }
  serveChat(sim, res, call, id, sim.requestCount, fault, shape);
}
function answerError(req, res, err) {
  const anthropic = shapeForPath(new URL(req.url ?? "/", "http://sim").pathname.replace(/\/+$/, "")) === ANTHROPIC_SHAPE;
  if (err instanceof HttpError) {
    if (!res.headersSent) sendJson(res, err.status, anthropic ? anthropicErrorBody(err.status, err.message) : errorBody(err.message, err.type, err.errorCode));
    else res.destroy();
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  if (!res.headersSent) sendJson(res, 500, anthropic ? anthropicErrorBody(500, `Simulator failure: ${message}`) : errorBody(`Simulator failure: ${message}`, "server_error", null));
  else res.destroy();
}
function serveChat(sim, res, call, id, n, fault, shape) {
  const { settings } = sim;
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
  sim.inFlight.add(flight);
  res.on("close", () => {
    flight.handle?.cancel();
    finish(sim, flight, false);
  });
  const answer = { sim, res, flight, call, ctx, usage: usage2, streamedUsage, thinking, fault, shape };
  if (call.stream && fault?.kind !== "not-streaming") streamAnswer(answer, id);
  else wholeAnswer(answer, id);
}
function streamAnswer(a, id) {
  const { sim, res, flight, call, ctx, streamedUsage, thinking, fault, shape } = a;
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    "x-request-id": id
  });
  res.flushHeaders();
  flight.entry.headers_ms = monotonicMs();
  const midStream = fault !== void 0 && isStreamFault(fault) ? fault : void 0;
  const faultAfter = midStream === void 0 ? -1 : Math.min(midStream.tokens, call.outputTokens);
  const strike = () => midStream !== void 0 && strikeStreamFault(sim, flight, midStream, shape);
  if (faultAfter === 0 && strike()) return;
  let held = fault?.kind === "buffered" ? "" : void 0;
  const send = (text) => {
    if (held === void 0) res.write(text);
    else held += text;
  };
  flight.handle = sim.model.submit({
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
      if (index < thinking) send(shape.reasoning(ctx, tokenText(sim.wordRandom, index)));
      else send((index === thinking && index > 0 && shape.answerStart !== void 0 ? shape.answerStart(ctx) : "") + shape.token(ctx, tokenText(sim.wordRandom, index)));
      flight.entry.content_ms.push(monotonicMs());
      if (index + 1 === faultAfter && strike()) return;
      if (!last) return;
      let tail = shape.end(ctx, call.finishReason, streamedUsage, fault?.kind !== "no-done");
      if (held !== void 0) {
        tail = held + tail;
        held = void 0;
      }
      res.end(tail);
      finish(sim, flight, true);
    }
  });
}
function strikeStreamFault(sim, flight, midStream, shape) {
  const { res } = flight;
  switch (midStream.kind) {
    case "reset-after":
      flight.handle?.cancel();
      finish(sim, flight, false);
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
      finish(sim, flight, false);
      return true;
    case "bad-json-after":
      res.write(malformedEvent(routeOf(shape)));
      return false;
  }
}
function wholeAnswer(a, id) {
  const { sim, res, flight, call, ctx, usage: usage2, shape } = a;
  let text = "";
  flight.handle = sim.model.submit({
    promptTokens: call.promptTokens,
    outputTokens: call.outputTokens,
    onToken: (index, last) => {
      text += tokenText(sim.wordRandom, index);
      if (!last || res.destroyed) return;
      const body = JSON.stringify(shape.whole(ctx, text, call.finishReason, sim.settings.usage ? usage2 : void 0));
      res.writeHead(200, { "content-type": "application/json", "x-request-id": id });
      flight.entry.headers_ms = monotonicMs();
      res.end(body);
      finish(sim, flight, true);
    }
  });
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

export {
  isGateError,
  monotonicMs,
  realClock,
  FAULT_HELP,
  parseFault,
  formatFault,
  parseFaults,
  describeFaults,
  defaultSimConfig,
  simConfigFields,
  SIM_FAULT_HELP,
  parseSimConfig,
  createRandom,
  prefillDurationMs,
  decodeStepMs,
  ServingModel,
  estimatePromptTokens,
  openWriteLog,
  startSimulator
};
