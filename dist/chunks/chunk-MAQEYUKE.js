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

// src/spec/format.ts
function groupDigits(n) {
  return Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// src/spec/checks.ts
var SECRET_SHAPES = [
  /^(?:bearer|basic|token)\s+\S{8,}/i,
  /^(?:sk|rk|pk|gsk|xai|sess)-[A-Za-z0-9_-]{20,}/,
  /^(?:ghp|gho|ghu|ghs|ghr|github_pat|glpat|hf)_[A-Za-z0-9_]{8,}/,
  /^AIza[0-9A-Za-z_-]{20,}/,
  /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/
];
var SECRET_FIELD = /^(?:api[_-]?key|access[_-]?token|auth[_-]?token|token|secret|password|bearer)$/i;
var CREDENTIAL_HEADER = /^(?:key|apikey|cookie|set-cookie)$|(?:^|[-_])(?:api[-_]?key|subscription[-_]key|functions[-_]key|access[-_]key|secret[-_]key|private[-_]key|auth[-_]key|token|secret|password|credentials?|auth|authorization)$/i;
function isCredentialHeader(name) {
  return CREDENTIAL_HEADER.test(name);
}
var FRAMING_HEADERS = /* @__PURE__ */ new Set(["content-length", "transfer-encoding", "host", "connection", "keep-alive", "upgrade", "te", "trailer", "expect", "proxy-connection", "http2-settings"]);
var MAX_PROMPT_CHARS = 1e6;
function looksLikeSecret(value) {
  const v = value.trim();
  return SECRET_SHAPES.some((re) => re.test(v));
}
function containsSecret(value) {
  if (looksLikeSecret(value)) return true;
  return value.split(/[\s/?#&=:@,;"'<>()[\]{}]+/).some((word) => /\d/.test(word) && looksLikeSecret(word));
}
function checkSpecData(data) {
  const result = { issues: [], hidden: [] };
  if (!isRecord(data)) return result;
  const endpoint = isRecord(data.endpoint) ? data.endpoint : void 0;
  const envName = typeof endpoint?.api_key_env === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(endpoint.api_key_env) ? endpoint.api_key_env : "OPENAI_API_KEY";
  const refuse = (path, at, what) => {
    result.issues.push({ path, at, message: `${what} ${keyAdvice(envName)}` });
    result.hidden.push(path);
  };
  walk(data, [], (value, path) => {
    const name = path[path.length - 1];
    const inHeaders = path.length === 3 && (path[0] === "endpoint" || path[0] === "reference") && path[1] === "headers";
    if (inHeaders && typeof name === "string" && CREDENTIAL_HEADER.test(name)) {
      const own = /^(?:authorization|proxy-authorization|cookie|set-cookie)$/i.test(name) ? "" : ` write \`api_key_header: ${name}\` in ${path[0]} to send the key in that header, and`;
      refuse(path, "key", `the ${name} header would put a credential in the spec file;${own}`);
    } else if (path.length === 2 && (path[0] === "endpoint" || path[0] === "reference") && name === "api_key_header" && typeof value === "string" && FRAMING_HEADERS.has(value.toLowerCase())) {
      result.issues.push({ path, at: "value", message: framingAdvice(value) });
    } else if (inHeaders && typeof name === "string" && FRAMING_HEADERS.has(name.toLowerCase())) {
      result.issues.push({ path, at: "key", message: framingAdvice(name) });
    } else if (inHeaders && typeof value === "string" && /[\r\n\0]/.test(value)) {
      result.issues.push({
        path,
        at: "value",
        message: "holds a line break (CR or LF) or a NUL character, which would end the header early and forge the lines after it; write the value on one line"
      });
      result.hidden.push(path);
    } else if (!inHeaders && typeof name === "string" && SECRET_FIELD.test(name)) {
      refuse(path, "key", `a literal API key does not belong in the spec file;`);
    } else if (inHeaders && typeof value === "string" && looksLikeSecret(value)) {
      refuse(path, "value", "this value looks like an API key, which does not belong in the spec file;");
    }
  });
  if (endpoint !== void 0 && typeof endpoint.api_key_env === "string" && looksLikeKeyValue(endpoint.api_key_env)) {
    result.issues.push({
      path: ["endpoint", "api_key_env"],
      at: "value",
      message: "must be the name of the environment variable that holds the key, not the key itself; write e.g. `api_key_env: OPENAI_API_KEY`, set OPENAI_API_KEY in the environment (in CI, from a repository secret), and rotate the exposed key"
    });
    result.hidden.push(["endpoint", "api_key_env"]);
  }
  if (endpoint !== void 0 && typeof endpoint.base_url === "string") {
    const problem = baseUrlProblem(endpoint.base_url, envName);
    if (problem !== void 0) {
      result.issues.push({ path: ["endpoint", "base_url"], at: "value", message: problem.message });
      if (problem.secret) result.hidden.push(["endpoint", "base_url"]);
    }
  }
  if (endpoint !== void 0 && typeof endpoint.model === "string" && containsSecret(endpoint.model)) {
    refuse(["endpoint", "model"], "value", "this value looks like an API key, not a model id;");
  }
  const reference = isRecord(data.reference) ? data.reference : void 0;
  if (reference !== void 0) checkReference(reference, envName, result, refuse);
  const workload = isRecord(data.workload) ? data.workload : void 0;
  if (workload !== void 0 && Array.isArray(workload.messages)) {
    const chars = workload.messages.reduce((n, m) => n + (isRecord(m) && typeof m.content === "string" ? m.content.length : 0), 0);
    if (chars > MAX_PROMPT_CHARS) {
      result.issues.push({
        path: ["workload", "messages"],
        at: "key",
        message: `hold ${groupDigits(chars)} characters in all, more than the ${groupDigits(MAX_PROMPT_CHARS)} allowed; a prompt that size measures the upload, not the model \u2014 shorten it`
      });
    }
  }
  if (workload !== void 0) result.issues.push(...workloadIssues(workload, endpoint?.api));
  return result;
}
function checkReference(reference, envName, result, refuse) {
  const refEnv = typeof reference.api_key_env === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(reference.api_key_env) ? reference.api_key_env : envName;
  if (typeof reference.api_key_env === "string" && looksLikeKeyValue(reference.api_key_env)) {
    result.issues.push({
      path: ["reference", "api_key_env"],
      at: "value",
      message: "must be the name of the environment variable that holds the reference's key, not the key itself; write e.g. `api_key_env: PROD_API_KEY`, set PROD_API_KEY in the environment (in CI, from a repository secret), and rotate the exposed key"
    });
    result.hidden.push(["reference", "api_key_env"]);
  }
  if (typeof reference.base_url === "string") {
    const problem = baseUrlProblem(reference.base_url, refEnv);
    if (problem !== void 0) {
      result.issues.push({ path: ["reference", "base_url"], at: "value", message: problem.message });
      if (problem.secret) result.hidden.push(["reference", "base_url"]);
    }
  }
  if (typeof reference.model === "string" && containsSecret(reference.model)) {
    refuse(["reference", "model"], "value", "this value looks like an API key, not a model id;");
  }
}
var RESERVED_BODY_KEYS = ["model", "messages", "prompt", "system", "stream", "stream_options", "max_tokens", "max_completion_tokens", "temperature"];
function workloadIssues(workload, api) {
  const issues = [];
  const sources = ["prompt", "messages", "prompts", "synthetic"].filter((k) => workload[k] !== void 0);
  if (sources.length > 1 && !(sources.length === 2 && sources[0] === "prompt" && sources[1] === "messages")) {
    issues.push({
      path: ["workload", sources[1]],
      at: "key",
      message: `has both ${sources.map((k) => `\`${k}\``).join(" and ")}; keep only one of prompt, messages, prompts and synthetic`
    });
  }
  if (isRecord(workload.extra_body)) {
    for (const key of Object.keys(workload.extra_body)) {
      if (RESERVED_BODY_KEYS.includes(key)) {
        issues.push({
          path: ["workload", "extra_body", key],
          at: "key",
          message: `\`${key}\` is set by the tool itself and cannot be replaced; ` + (key === "max_tokens" ? "use workload.max_tokens instead" : key === "max_completion_tokens" ? "use workload.max_tokens with workload.max_tokens_field: max_completion_tokens instead" : key === "temperature" ? "use workload.temperature instead" : "remove it from extra_body")
        });
      }
    }
  }
  if (workload.max_tokens_field === "max_completion_tokens" && api === "anthropic-messages") {
    issues.push({
      path: ["workload", "max_tokens_field"],
      at: "value",
      message: "cannot be max_completion_tokens with endpoint.api anthropic-messages, whose only token limit is max_tokens; remove max_tokens_field"
    });
  }
  if (workload.images !== void 0 && api === "openai-completions") {
    issues.push({
      path: ["workload", "images"],
      at: "key",
      message: "cannot be sent with endpoint.api openai-completions, which takes a text prompt only; use endpoint.api openai-chat (or anthropic-messages) for a multimodal model, or remove images"
    });
  }
  return issues;
}
function baseUrlProblem(baseUrl, apiKeyEnv = "OPENAI_API_KEY") {
  if (!/^https?:\/\//i.test(baseUrl)) return void 0;
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    return { message: 'is not a valid URL; write it like "https://api.example.com/v1"', secret: looksLikeSecret(baseUrl) };
  }
  if (url.username !== "" || url.password !== "") {
    return { message: `must not contain a user name or password (user:key@host); ${keyAdvice(apiKeyEnv)}`, secret: true };
  }
  for (const [name, value] of url.searchParams) {
    if (SECRET_FIELD.test(name) || looksLikeSecret(value)) {
      return { message: `must not carry a key in its query string; ${keyAdvice(apiKeyEnv)}`, secret: true };
    }
  }
  if (containsSecret(url.hostname) || containsSecret(safeDecode(url.pathname))) {
    return { message: `must not carry a key in its path or host name; ${keyAdvice(apiKeyEnv)}`, secret: true };
  }
  const path = url.pathname.replace(/\/+$/, "");
  const endpointPath = /\/(?:chat\/)?completions$/.exec(path);
  if (endpointPath !== null) {
    const root = `${url.origin}${path.slice(0, endpointPath.index)}`;
    return { message: `must be the API root, not the ${endpointPath[0]} endpoint (the client adds that); use "${root}"`, secret: false };
  }
  if (/\/v1\/v1$/.test(path)) {
    return { message: `repeats /v1; use "${url.origin}${path.slice(0, -3)}"`, secret: false };
  }
  return void 0;
}
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
function framingAdvice(name) {
  const lower = name.toLowerCase();
  const instead = lower === "host" ? "to send requests to another host, put it in base_url" : lower === "expect" ? "remove it" : "remove it; the client writes it for each request";
  return `${name} is a header the HTTP client sets itself to frame the request and manage the connection, so it cannot be set here; ${instead}`;
}
function keyAdvice(envName) {
  return `put the key in the environment variable ${envName} (named by endpoint.api_key_env; in CI, fill it from a repository secret), and rotate the exposed key`;
}
function looksLikeKeyValue(value) {
  if (looksLikeSecret(value)) return true;
  return /^[A-Za-z0-9]{24,}$/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value);
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function walk(value, path, visit) {
  if (path.length > 0) visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

export {
  GateError,
  isGateError,
  groupDigits,
  isCredentialHeader,
  looksLikeSecret,
  containsSecret,
  checkSpecData,
  baseUrlProblem
};
