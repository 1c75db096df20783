/**
 * Checks a JSON Schema cannot express: credentials written into the spec, base URLs that point
 * at the wrong place, and a conversation too large in total. A literal key in a file under
 * version control is leaked to everyone who can read the repository, so it is refused outright
 * and never echoed back.
 */
import type { Issue, PathSegment } from './problem.js';
import { groupDigits } from './format.js';

// Provider key prefixes and auth schemes; deliberately specific, so values that merely start
// with "sk-" (a model id, say) pass.
const SECRET_SHAPES: readonly RegExp[] = [
  /^(?:bearer|basic|token)\s+\S{8,}/i,
  /^(?:sk|rk|pk|gsk|xai|sess)-[A-Za-z0-9_-]{20,}/,
  /^(?:ghp|gho|ghu|ghs|ghr|github_pat|glpat|hf)_[A-Za-z0-9_]{8,}/,
  /^AIza[0-9A-Za-z_-]{20,}/,
  /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
];

/** Field names that can only hold a credential. */
const SECRET_FIELD = /^(?:api[_-]?key|access[_-]?token|auth[_-]?token|token|secret|password|bearer)$/i;

/**
 * Header names that carry credentials: `Authorization`, cookies, and names ending in a word
 * that only a credential goes by (`api-key`, `x-api-key`, `Ocp-Apim-Subscription-Key`,
 * `x-functions-key`, `x-auth-token`, `private-token`, `client-secret`). A bare `-key` suffix is
 * left out: `Idempotency-Key` and routing keys are not secrets. The client sets `Authorization`
 * (or `x-api-key`) from `api_key_env`.
 */
const CREDENTIAL_HEADER = /^(?:key|apikey|cookie|set-cookie)$|(?:^|[-_])(?:api[-_]?key|subscription[-_]key|functions[-_]key|access[-_]key|secret[-_]key|private[-_]key|auth[-_]key|token|secret|password|credentials?|auth|authorization)$/i;

/** True when a header of this name carries a credential, whatever its value looks like. */
export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADER.test(name);
}

/**
 * Headers the HTTP client writes itself to frame the request and manage the connection; one set
 * in the spec would contradict them, and the request would fail as a connection error.
 */
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'host', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'expect', 'proxy-connection', 'http2-settings']);

/** Most characters the messages of a workload may hold in all: the limit of a single prompt. */
export const MAX_PROMPT_CHARS = 1_000_000;

/** True when a string has the shape of an API key or an auth header value. */
export function looksLikeSecret(value: string): boolean {
  const v = value.trim();
  return SECRET_SHAPES.some((re) => re.test(v));
}

/**
 * True when a key's shape appears anywhere in the text, not only at its start: as a word of
 * `Bearer sk-…`, a URL's user, path segment or query value, or after a `=`. For values that
 * must never hold a credential (a model id, a URL, a command-line flag). A word inside a longer
 * value must also hold a digit, as generated keys do, so that a model path such as
 * `org/hf_internal_testing` is not taken for a token.
 */
export function containsSecret(value: string): boolean {
  if (looksLikeSecret(value)) return true;
  return value.split(/[\s/?#&=:@,;"'<>()[\]{}]+/).some((word) => /\d/.test(word) && looksLikeSecret(word));
}

/** Extra problems found in the raw data, and the paths whose schema errors must be dropped. */
export interface ChecksResult {
  issues: Issue[];
  /**
   * Paths holding a credential: schema errors at or under them are not reported, because their
   * messages would quote the value, and the credential issue already covers them.
   */
  hidden: PathSegment[][];
}

/** Look for credentials and wrong base URLs in spec data that has not been validated yet. */
export function checkSpecData(data: unknown): ChecksResult {
  const result: ChecksResult = { issues: [], hidden: [] };
  if (!isRecord(data)) return result;
  const endpoint = isRecord(data.endpoint) ? data.endpoint : undefined;
  const envName = typeof endpoint?.api_key_env === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(endpoint.api_key_env)
    ? endpoint.api_key_env
    : 'OPENAI_API_KEY';
  const refuse: Refuse = (path, at, what) => {
    result.issues.push({ path, at, message: `${what} ${keyAdvice(envName)}` });
    result.hidden.push(path);
  };

  walk(data, [], (value, path) => {
    const name = path[path.length - 1];
    const inHeaders = path.length === 3 && (path[0] === 'endpoint' || path[0] === 'reference') && path[1] === 'headers';
    if (inHeaders && typeof name === 'string' && CREDENTIAL_HEADER.test(name)) {
      // A gateway's own key header can be filled from the variable instead; Authorization and cookies cannot.
      const own = /^(?:authorization|proxy-authorization|cookie|set-cookie)$/i.test(name) ? ''
        : ` write \`api_key_header: ${name}\` in ${path[0]} to send the key in that header, and`;
      refuse(path, 'key', `the ${name} header would put a credential in the spec file;${own}`);
    } else if (path.length === 2 && (path[0] === 'endpoint' || path[0] === 'reference') && name === 'api_key_header'
      && typeof value === 'string' && FRAMING_HEADERS.has(value.toLowerCase())) {
      result.issues.push({ path, at: 'value', message: framingAdvice(value) });
    } else if (inHeaders && typeof name === 'string' && FRAMING_HEADERS.has(name.toLowerCase())) {
      result.issues.push({ path, at: 'key', message: framingAdvice(name) });
    } else if (inHeaders && typeof value === 'string' && /[\r\n\0]/.test(value)) {
      result.issues.push({
        path,
        at: 'value',
        message: 'holds a line break (CR or LF) or a NUL character, which would end the header early and forge the lines after it; write the value on one line',
      });
      result.hidden.push(path);
    } else if (!inHeaders && typeof name === 'string' && SECRET_FIELD.test(name)) {
      refuse(path, 'key', `a literal API key does not belong in the spec file;`);
    } else if (inHeaders && typeof value === 'string' && looksLikeSecret(value)) {
      refuse(path, 'value', 'this value looks like an API key, which does not belong in the spec file;');
    }
  });

  if (endpoint !== undefined && typeof endpoint.api_key_env === 'string' && looksLikeKeyValue(endpoint.api_key_env)) {
    result.issues.push({
      path: ['endpoint', 'api_key_env'],
      at: 'value',
      message: 'must be the name of the environment variable that holds the key, not the key itself; '
        + 'write e.g. `api_key_env: OPENAI_API_KEY`, set OPENAI_API_KEY in the environment '
        + '(in CI, from a repository secret), and rotate the exposed key',
    });
    result.hidden.push(['endpoint', 'api_key_env']);
  }

  if (endpoint !== undefined && typeof endpoint.base_url === 'string') {
    const problem = baseUrlProblem(endpoint.base_url, envName);
    if (problem !== undefined) {
      result.issues.push({ path: ['endpoint', 'base_url'], at: 'value', message: problem.message });
      if (problem.secret) result.hidden.push(['endpoint', 'base_url']);
    }
  }

  if (endpoint !== undefined && typeof endpoint.model === 'string' && containsSecret(endpoint.model)) {
    refuse(['endpoint', 'model'], 'value', 'this value looks like an API key, not a model id;');
  }

  // The reference endpoint gets the same checks; its key variable defaults to the endpoint's.
  const reference = isRecord(data.reference) ? data.reference : undefined;
  if (reference !== undefined) checkReference(reference, envName, result, refuse);

  const workload = isRecord(data.workload) ? data.workload : undefined;
  if (workload !== undefined && Array.isArray(workload.messages)) {
    const chars = workload.messages.reduce<number>((n, m) => n + (isRecord(m) && typeof m.content === 'string' ? m.content.length : 0), 0);
    if (chars > MAX_PROMPT_CHARS) {
      result.issues.push({
        path: ['workload', 'messages'],
        at: 'key',
        message: `hold ${groupDigits(chars)} characters in all, more than the ${groupDigits(MAX_PROMPT_CHARS)} allowed; `
          + 'a prompt that size measures the upload, not the model — shorten it',
      });
    }
  }
  if (workload !== undefined) result.issues.push(...workloadIssues(workload, endpoint?.api, reference?.api));
  return result;
}

/** Records an issue at a credential and hides the schema's errors there (they would quote it). */
type Refuse = (path: PathSegment[], at: Issue['at'], what: string) => void;

/** The reference endpoint's key variable, base URL and model, checked as the endpoint's are. */
function checkReference(reference: Record<string, unknown>, envName: string, result: ChecksResult, refuse: Refuse): void {
  const refEnv = typeof reference.api_key_env === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(reference.api_key_env) ? reference.api_key_env : envName;
  if (typeof reference.api_key_env === 'string' && looksLikeKeyValue(reference.api_key_env)) {
    result.issues.push({
      path: ['reference', 'api_key_env'],
      at: 'value',
      message: 'must be the name of the environment variable that holds the reference\'s key, not the key itself; '
        + 'write e.g. `api_key_env: PROD_API_KEY`, set PROD_API_KEY in the environment (in CI, from a repository secret), and rotate the exposed key',
    });
    result.hidden.push(['reference', 'api_key_env']);
  }
  if (typeof reference.base_url === 'string') {
    const problem = baseUrlProblem(reference.base_url, refEnv);
    if (problem !== undefined) {
      result.issues.push({ path: ['reference', 'base_url'], at: 'value', message: problem.message });
      if (problem.secret) result.hidden.push(['reference', 'base_url']);
    }
  }
  if (typeof reference.model === 'string' && containsSecret(reference.model)) {
    refuse(['reference', 'model'], 'value', 'this value looks like an API key, not a model id;');
  }
}

/** Request body fields the tool sets itself, which `workload.extra_body` may not replace. */
export const RESERVED_BODY_KEYS: readonly string[] = ['model', 'messages', 'prompt', 'system', 'stream', 'stream_options', 'max_tokens', 'max_completion_tokens', 'temperature'];

/**
 * What the schema cannot say about a workload: more than one prompt source (the schema only
 * refuses `prompt` with `messages`), extra body fields that would replace the tool's own, and
 * images for an API that takes text only.
 */
function workloadIssues(workload: Record<string, unknown>, api: unknown, referenceApi: unknown): Issue[] {
  const issues: Issue[] = [];
  const sources = ['prompt', 'messages', 'prompts', 'synthetic'].filter((k) => workload[k] !== undefined);
  if (sources.length > 1 && !(sources.length === 2 && sources[0] === 'prompt' && sources[1] === 'messages')) {
    issues.push({
      path: ['workload', sources[1]!],
      at: 'key',
      message: `has both ${sources.map((k) => `\`${k}\``).join(' and ')}; keep only one of prompt, messages, prompts and synthetic`,
    });
  }
  if (isRecord(workload.extra_body)) {
    for (const key of Object.keys(workload.extra_body)) {
      if (RESERVED_BODY_KEYS.includes(key)) {
        issues.push({
          path: ['workload', 'extra_body', key],
          at: 'key',
          message: `\`${key}\` is set by the tool itself and cannot be replaced; `
            + (key === 'max_tokens' ? 'use workload.max_tokens instead'
              : key === 'max_completion_tokens' ? 'use workload.max_tokens with workload.max_tokens_field: max_completion_tokens instead'
                : key === 'temperature' ? 'use workload.temperature instead' : 'remove it from extra_body'),
        });
      }
    }
  }
  if (workload.max_tokens_field === 'max_completion_tokens' && api === 'anthropic-messages') {
    issues.push({
      path: ['workload', 'max_tokens_field'],
      at: 'value',
      message: 'cannot be max_completion_tokens with endpoint.api anthropic-messages, whose only token limit is max_tokens; remove max_tokens_field',
    });
  }
  if (workload.conversation !== undefined && (api === 'openai-completions' || referenceApi === 'openai-completions')) {
    // A conversation's history is a list of user and assistant messages; a completions prompt
    // is one text, and joining the turns into it would measure a template of our own making.
    issues.push({
      path: ['workload', 'conversation'],
      at: 'key',
      message: `cannot be sent with ${api === 'openai-completions' ? 'endpoint' : 'reference'}.api openai-completions, which takes one text prompt, not a history of messages; `
        + 'use endpoint.api openai-chat (the same server\'s /v1/chat/completions applies the model\'s chat template) or anthropic-messages, or remove conversation',
    });
  }
  if (workload.images !== undefined && api === 'openai-completions') {
    issues.push({
      path: ['workload', 'images'],
      at: 'key',
      message: 'cannot be sent with endpoint.api openai-completions, which takes a text prompt only; '
        + 'use endpoint.api openai-chat (or anthropic-messages) for a multimodal model, or remove images',
    });
  }
  return issues;
}

/** A base URL mistake: what to say, and whether the URL holds a credential (so must not be shown). */
export interface BaseUrlProblem {
  message: string;
  secret: boolean;
}

/**
 * Mistakes in a base URL that the schema's pattern lets through: a password or key in the URL,
 * the full `/chat/completions` path instead of the API root, or a repeated `/v1`.
 * Undefined when the URL is fine or not an http(s) URL at all (the schema reports that).
 *
 * @param apiKeyEnv - the variable the advice should name. @defaultValue `OPENAI_API_KEY`
 */
export function baseUrlProblem(baseUrl: string, apiKeyEnv = 'OPENAI_API_KEY'): BaseUrlProblem | undefined {
  if (!/^https?:\/\//i.test(baseUrl)) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { message: 'is not a valid URL; write it like "https://api.example.com/v1"', secret: looksLikeSecret(baseUrl) };
  }
  if (url.username !== '' || url.password !== '') {
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
  const path = url.pathname.replace(/\/+$/, '');
  const endpointPath = /\/(?:chat\/)?completions$/.exec(path);
  if (endpointPath !== null) {
    const root = `${url.origin}${path.slice(0, endpointPath.index)}`;
    return { message: `must be the API root, not the ${endpointPath[0]} endpoint (the client adds that); use "${root}"`, secret: false };
  }
  if (/\/v1\/v1$/.test(path)) {
    return { message: `repeats /v1; use "${url.origin}${path.slice(0, -3)}"`, secret: false };
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function framingAdvice(name: string): string {
  const lower = name.toLowerCase();
  const instead = lower === 'host'
    ? 'to send requests to another host, put it in base_url'
    : lower === 'expect' ? 'remove it' : 'remove it; the client writes it for each request';
  return `${name} is a header the HTTP client sets itself to frame the request and manage the connection, so it cannot be set here; ${instead}`;
}

function keyAdvice(envName: string): string {
  return `put the key in the environment variable ${envName} (named by endpoint.api_key_env; `
    + 'in CI, fill it from a repository secret), and rotate the exposed key';
}

// A value of api_key_env that cannot be a variable name and has a key's shape, or a long
// mixed-case run of letters and digits with no underscore, which variable names rarely are.
function looksLikeKeyValue(value: string): boolean {
  if (looksLikeSecret(value)) return true;
  return /^[A-Za-z0-9]{24,}$/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function walk(value: unknown, path: PathSegment[], visit: (value: unknown, path: PathSegment[]) => void): void {
  if (path.length > 0) visit(value, path);
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}
