/**
 * Turning what went wrong with one request into an ErrorKind and a message a person can act
 * on. Tables, not branches, so that each mapping is visible and tested one row at a time.
 * Nothing here knows the API key; the client removes it from every message it records.
 */
import { STATUS_CODES } from 'node:http';
import type { EndpointApi } from '../model/endpoint.js';
import type { ErrorKind, RequestError } from '../model/record.js';
import { describeRoute, type ProxyRoute } from './proxy.js';

/** Longest server-provided text quoted in a message, in characters. */
export const MESSAGE_MAX_CHARS = 300;

/** How much of a non-streaming or non-2xx body is read to explain it, in bytes. */
export const ERROR_BODY_MAX_BYTES = 2048;

/** Kinds for the statuses that have their own; other 5xx are `server_error`, the rest `http_error`. */
const STATUS_KINDS: Readonly<Record<number, ErrorKind>> = {
  400: 'bad_request',
  401: 'auth',
  403: 'auth',
  404: 'not_found',
  422: 'bad_request',
  429: 'rate_limited',
};

/** What to check, per kind, appended to an HTTP status message. */
const STATUS_HINTS: Partial<Record<ErrorKind, string>> = {
  auth: "Check that the key's environment variable is set in this shell, has no stray spaces, and is allowed to use this model.",
  not_found: 'Check endpoint.base_url (the API root, e.g. https://host/v1) and the model name.',
  rate_limited: 'The endpoint is limiting requests or tokens per minute: lower the concurrency or raise the quota.',
  bad_request: 'The server rejected the request body: check the model name and max_tokens.',
  server_error: 'The server, or a gateway in front of it, failed.',
};

/** The ErrorKind of a non-2xx HTTP status. */
export function kindForStatus(statusCode: number): ErrorKind {
  const kind = STATUS_KINDS[statusCode];
  if (kind !== undefined) return kind;
  return statusCode >= 500 && statusCode <= 599 ? 'server_error' : 'http_error';
}

/** Facts about a non-2xx response besides its status and body. */
export interface ResponseFacts {
  /** The `Retry-After` header as sent (seconds or an HTTP date). */
  retryAfter?: string | undefined;
  /** The `content-type` header. */
  contentType?: string | undefined;
  /** How the request travelled; when through a proxy, gateway errors may be the proxy's own. */
  route?: ProxyRoute | undefined;
  /** The API the request spoke; an Anthropic-shaped body is only a sign of a wrong API for the OpenAI ones. @defaultValue `'openai-chat'` */
  api?: EndpointApi | undefined;
}

/** Statuses a proxy answers with itself when it cannot reach, or may not reach, the endpoint. */
const PROXY_STATUSES = new Set([403, 407, 502, 503, 504]);

/**
 * The failure for a non-2xx response, from its status and the first bytes of its body
 * (at most ERROR_BODY_MAX_BYTES). A JSON body contributes its `error.message` (or `message`,
 * `detail`); an HTML page its title; anything else its text, shortened. A 429 quotes its
 * `Retry-After`; a body in another API's shape (e.g. Anthropic's) says so.
 */
export function httpStatusError(statusCode: number, statusText: string | undefined, body: string, facts: ResponseFacts = {}): RequestError {
  const kind = kindForStatus(statusCode);
  const reason = statusText !== undefined && statusText !== '' ? statusText : STATUS_CODES[statusCode] ?? '';
  const detail = describeBody(body);
  const hint = STATUS_HINTS[kind];
  let message = `HTTP ${statusCode}${reason === '' ? '' : ' ' + reason}`;
  message += detail === '' ? '.' : `: ${detail}`;
  if (!/[.!?…]$/.test(message)) message += '.';
  const retry = describeRetryAfter(facts.retryAfter);
  if (retry !== undefined) message += ` The server asked to wait ${retry} before retrying (Retry-After: ${shorten(facts.retryAfter!, 60)}).`;
  else if (statusCode === 429) message += ' It sent no Retry-After header.';
  const other = facts.api === 'anthropic-messages' ? undefined : otherApiSign(statusCode, body);
  if (other !== undefined) message += ` ${other}`;
  else if (hint !== undefined) message += ` ${hint}`;
  if (facts.route?.proxyUrl !== undefined && (PROXY_STATUSES.has(statusCode) || looksLikeHtml(facts.contentType, body))) {
    message += ` The request went ${describeRoute(facts.route)}; this answer may come from the proxy rather than the endpoint.`;
  }
  return { kind, message };
}

/**
 * A `Retry-After` value in plain words ("30 s", "until Tue, 01 Dec 2026 10:00:00 GMT"), or
 * undefined when absent or unreadable.
 */
export function describeRetryAfter(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return `${Number(text)} s`;
  if (text !== '' && !Number.isNaN(Date.parse(text))) return `until ${shorten(text, 60)}`;
  return undefined;
}

/**
 * A sentence saying the answer comes from an API other than OpenAI chat completions, or
 * undefined when nothing points that way. Anthropic's Messages API is recognised by its error
 * envelope `{"type": "error", "error": {"type", "message"}}`, by asking for an `x-api-key`
 * header, or by pointing at `/v1/messages` (and not at `/chat/completions` as well).
 */
export function otherApiSign(statusCode: number, body: string): string | undefined {
  const payload = parseObject(body.trim());
  const envelope = payload !== undefined && payload.type === 'error' && typeof payload.error === 'object' && payload.error !== null
    && typeof (payload.error as Record<string, unknown>).type === 'string';
  // A server that names /chat/completions among its paths (a 404 listing what it serves) speaks
  // the OpenAI API too: a mention of /v1/messages next to it says nothing about the API, only
  // that the path was wrong.
  const mentions = /x-api-key|anthropic-version/i.test(body) || (/\/v1\/messages\b/i.test(body) && !/\/chat\/completions\b/i.test(body));
  if (!envelope && !mentions) return undefined;
  const why = envelope ? 'its error has the shape {"type": "error", "error": {…}}' : /x-api-key/i.test(body) ? 'it asks for an x-api-key header' : 'it points at /v1/messages';
  return `This looks like an Anthropic-style Messages API (${why}), not an OpenAI-compatible chat completions API` +
    `${statusCode === 401 || statusCode === 403 ? ', which authenticates with "Authorization: Bearer <key>"' : ''}: ` +
    'set endpoint.api: anthropic-messages, or point endpoint.base_url at the provider\'s OpenAI-compatible endpoint or a gateway that offers one.';
}

function looksLikeHtml(contentType: string | undefined, body: string): boolean {
  return (contentType !== undefined && /html/i.test(contentType)) || /^\s*<(!doctype|html)/i.test(body);
}

/**
 * The failure for a 2xx response that is not an event stream. A JSON body holding an error
 * object is reported as that error; anything else as `not_streaming`.
 */
export function notStreamingError(contentType: string | undefined, body: string): RequestError {
  const payload = parseObject(body);
  if (payload !== undefined) {
    const error = errorFromPayload(payload);
    if (error !== undefined) return error;
  }
  const shape = payload !== undefined && Array.isArray(payload.choices) ? ' (a complete, non-streamed completion)' : '';
  const type = contentType === undefined ? 'no content-type' : `content-type ${JSON.stringify(contentType)}`;
  return {
    kind: 'not_streaming',
    message: `The server answered with ${type}${shape} instead of an event stream (text/event-stream): ` +
      'it ignored "stream": true, so TTFT and TPOT cannot be measured.',
  };
}

/**
 * The failure carried by a parsed JSON object, or undefined when it carries none. Recognises
 * the OpenAI form `{"error": {"message", "type", "code"}}`, a bare `{"error": "text"}`, and
 * vLLM's `{"object": "error", "message", …}`. Rate-limit errors become `rate_limited`,
 * everything else `stream_error`.
 */
export function errorFromPayload(payload: Record<string, unknown>): RequestError | undefined {
  const error = payload.error;
  let source: Record<string, unknown>;
  if (error !== undefined && error !== null) {
    if (typeof error === 'object') source = error as Record<string, unknown>;
    else source = { message: String(error) };
  } else if (payload.object === 'error') {
    source = payload;
  } else {
    return undefined;
  }
  const { message, code, type } = source;
  const text = typeof message === 'string' && message !== '' ? message : JSON.stringify(source);
  const labels = [code, type].filter((v) => (typeof v === 'string' && v !== '') || typeof v === 'number');
  const kind: ErrorKind = looksRateLimited(code) || looksRateLimited(type) || looksRateLimited(message)
    ? 'rate_limited'
    : 'stream_error';
  return {
    kind,
    message: `The server sent an error: ${shorten(text)}` +
      (labels.length > 0 ? ` (${labels.join(', ')})` : ''),
  };
}

/** True for a status 429 or a code, type or message that names a rate limit. */
export function looksRateLimited(value: unknown): boolean {
  if (typeof value === 'number') return value === 429;
  return typeof value === 'string' && RATE_LIMIT_TEXT.test(value);
}
const RATE_LIMIT_TEXT = /rate[\s_-]?limit|too[\s_-]many[\s_-]requests|\b429\b/i;

/** Network error codes (Node, undici, OpenSSL) and what they mean for a request. */
const NETWORK_KINDS: Readonly<Record<string, ErrorKind>> = {
  ECONNREFUSED: 'connect',
  ENOTFOUND: 'connect',
  EAI_AGAIN: 'connect',
  EAI_NONAME: 'connect',
  EHOSTUNREACH: 'connect',
  EHOSTDOWN: 'connect',
  ENETUNREACH: 'connect',
  ENETDOWN: 'connect',
  EADDRNOTAVAIL: 'connect',
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  CERT_HAS_EXPIRED: 'connect',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'connect',
  SELF_SIGNED_CERT_IN_CHAIN: 'connect',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'connect',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'connect',
  ERR_TLS_CERT_ALTNAME_INVALID: 'connect',
  ECONNRESET: 'stream_reset',
  EPIPE: 'stream_reset',
  UND_ERR_SOCKET: 'stream_reset',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'stream_reset',
  UND_ERR_HEADERS_TIMEOUT: 'stream_stalled',
  UND_ERR_BODY_TIMEOUT: 'stream_stalled',
  UND_ERR_DESTROYED: 'cancelled',
  UND_ERR_CLOSED: 'cancelled',
  UND_ERR_ABORTED: 'cancelled',
};

/** Codes of TLS and certificate failures (Node's and OpenSSL's). */
const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/;

/** Plain words for the commonest codes. */
const NETWORK_WORDS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused: nothing is listening at that host and port',
  ENOTFOUND: 'the host name does not resolve (DNS)',
  EAI_AGAIN: 'the host name could not be resolved right now (DNS)',
  UND_ERR_CONNECT_TIMEOUT: 'the connection attempt timed out',
  ECONNRESET: 'the server reset the connection',
  UND_ERR_SOCKET: 'the server closed the connection',
  UND_ERR_DESTROYED: 'the client was closed',
  UND_ERR_CLOSED: 'the client was closed',
};

/**
 * What undici's `bad response` means: bytes that are no answer to the request in flight. Complete
 * interim 100 heads at the start of a read are skipped before undici sees them (`interim.ts`).
 */
const BAD_RESPONSE_WORDS = 'the server sent a response the client could not accept: one while no request was waiting, '
  + 'or an interim 100 Continue split across network reads';

/**
 * The failure for an error thrown by the network layer, matched on its `code` (never on its
 * class, so a second copy of undici in a bundle classifies the same). `gotHeaders` says
 * whether the response had started: an unknown error before it is a failed connection,
 * after it a broken stream. With a `route` through a proxy, a failure to connect is a failure
 * to reach the proxy (or of the proxy to reach the endpoint), and the message names the
 * variable that chose the proxy.
 */
export function classifyNetworkError(err: unknown, gotHeaders: boolean, route?: ProxyRoute): RequestError {
  const code = errorCode(err);
  const proxied = route?.proxyUrl !== undefined;
  if (proxied && !gotHeaders) {
    const refusal = proxyRefusal(err);
    if (refusal !== undefined) return { kind: 'connect', message: `The proxy refused to carry the request: ${refusal}. The request went ${describeRoute(route!)}.` };
  }
  let kind: ErrorKind | undefined = code === undefined ? undefined : NETWORK_KINDS[code];
  if (kind === undefined && code !== undefined && TLS_CODE.test(code)) kind = 'connect';
  if (kind === undefined && code !== undefined && code.startsWith('HPE_')) kind = 'stream_reset';
  if (kind === undefined && /other side closed/i.test(errorMessage(err))) kind = 'stream_reset';
  if (kind === undefined) kind = gotHeaders ? 'stream_reset' : 'connect';

  const words = (code === 'UND_ERR_SOCKET' && errorMessage(err) === 'bad response' ? BAD_RESPONSE_WORDS : undefined)
    ?? (code !== undefined ? NETWORK_WORDS[code] : undefined) ?? shorten(errorMessage(err));
  const label = code !== undefined && NETWORK_WORDS[code] === undefined ? ` (${code})` : '';
  let message: string;
  if (kind === 'connect' && proxied) {
    // TLS is spoken with the endpoint through the tunnel; every other connect failure is
    // about reaching the proxy itself.
    const tls = code !== undefined && TLS_CODE.test(code);
    message = tls
      ? `Could not set up TLS with the endpoint through the proxy: ${words}${label}. The request went ${describeRoute(route!)}.`
      : `Could not reach the proxy: ${words}${label}. The request went ${describeRoute(route!)}; ` +
        `check that the proxy runs, or exempt this host in NO_PROXY, or unset ${route!.proxyVariable ?? 'the proxy variable'}.`;
  } else if (kind === 'connect') message = `Could not reach the endpoint: ${words}${label}.`;
  else if (kind === 'stream_reset') {
    message = gotHeaders
      ? `The connection closed in the middle of the stream: ${words}${label}.`
      : `The connection closed before the response arrived: ${words}${label}.`;
  } else message = `The request failed: ${words}${label}.`;
  return { kind, message };
}

/**
 * What a proxy said when it would not carry a request (a tunnel refused with a status, or a
 * demand for credentials), or undefined for other errors. undici reports these as an aborted
 * request or an invalid argument, which must not be read as a cancellation.
 */
function proxyRefusal(err: unknown): string | undefined {
  const text = errorMessage(err);
  const tunnel = /Proxy response \((\d{3})\)/i.exec(text);
  if (tunnel !== null) return `it answered HTTP ${tunnel[1]} ${STATUS_CODES[Number(tunnel[1])] ?? ''} when asked to open a tunnel (CONNECT)`.trimEnd();
  if (/Proxy Authentication Required|\b407\b/i.test(text)) return 'it requires credentials (HTTP 407 Proxy Authentication Required); put them in the proxy URL as http://user:password@host:port';
  return undefined;
}

/**
 * The `code` of an error, looking through `cause` and the first entry of an AggregateError
 * (which Node raises when every address of a host refused the connection).
 */
export function errorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, errors, cause } = current as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return undefined;
}

/** Text, whitespace collapsed, cut to MESSAGE_MAX_CHARS with an ellipsis when longer. */
export function shorten(text: string, maxChars = MESSAGE_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= maxChars ? flat : flat.slice(0, maxChars - 1) + '…';
}

/** The part of an error body worth quoting: a JSON error's message, an HTML title, or text. */
function describeBody(body: string): string {
  const trimmed = body.trim();
  if (trimmed === '') return '';
  const payload = parseObject(trimmed);
  if (payload !== undefined) {
    const error = payload.error;
    const nested = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).message : undefined;
    for (const candidate of [nested, error, payload.message, payload.detail]) {
      if (typeof candidate === 'string' && candidate !== '') return shorten(candidate);
    }
    // FastAPI validation errors: {"detail": [{"loc": […], "msg": "…"}]}
    if (Array.isArray(payload.detail)) {
      const msgs = payload.detail.map((d: unknown) => (d as { msg?: unknown } | null)?.msg).filter((m) => typeof m === 'string');
      if (msgs.length > 0) return shorten(msgs.join('; '));
    }
    return shorten(trimmed);
  }
  if (trimmed.startsWith('<')) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(trimmed)?.[1];
    const text = title !== undefined && title.trim() !== '' ? title : trimmed.replace(/<[^>]*>?/g, ' ');
    return shorten(text);
  }
  return shorten(trimmed);
}

/** A JSON object parsed from text, or undefined when the text is not one. */
function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function errorMessage(err: unknown): string {
  if (typeof err === 'object' && err !== null) {
    const message = (err as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return String(err);
}
