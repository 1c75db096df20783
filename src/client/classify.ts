/**
 * Turning what went wrong with one request into an ErrorKind and a message a person can act
 * on. Tables, not branches, so that each mapping is visible and tested one row at a time.
 * Nothing here knows the API key; the client removes it from every message it records.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorKind, RequestError } from './types.js';

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

/**
 * The failure for a non-2xx response, from its status and the first bytes of its body
 * (at most ERROR_BODY_MAX_BYTES). A JSON body contributes its `error.message` (or `message`,
 * `detail`); an HTML page its title; anything else its text, shortened.
 */
export function httpStatusError(statusCode: number, statusText: string | undefined, body: string): RequestError {
  const kind = kindForStatus(statusCode);
  const reason = statusText !== undefined && statusText !== '' ? statusText : STATUS_CODES[statusCode] ?? '';
  const detail = describeBody(body);
  const hint = STATUS_HINTS[kind];
  let message = `HTTP ${statusCode}${reason === '' ? '' : ' ' + reason}`;
  message += detail === '' ? '.' : `: ${detail}`;
  if (hint !== undefined) message += ` ${hint}`;
  return { kind, message };
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
 * The failure for an error thrown by the network layer, matched on its `code` (never on its
 * class, so a second copy of undici in a bundle classifies the same). `gotHeaders` says
 * whether the response had started: an unknown error before it is a failed connection,
 * after it a broken stream.
 */
export function classifyNetworkError(err: unknown, gotHeaders: boolean): RequestError {
  const code = errorCode(err);
  let kind: ErrorKind | undefined = code === undefined ? undefined : NETWORK_KINDS[code];
  if (kind === undefined && code !== undefined && /^(ERR_SSL_|ERR_TLS_)/.test(code)) kind = 'connect';
  if (kind === undefined && code !== undefined && code.startsWith('HPE_')) kind = 'stream_reset';
  if (kind === undefined && /other side closed/i.test(errorMessage(err))) kind = 'stream_reset';
  if (kind === undefined) kind = gotHeaders ? 'stream_reset' : 'connect';

  const words = (code !== undefined ? NETWORK_WORDS[code] : undefined) ?? shorten(errorMessage(err));
  const label = code !== undefined && NETWORK_WORDS[code] === undefined ? ` (${code})` : '';
  let message: string;
  if (kind === 'connect') message = `Could not reach the endpoint: ${words}${label}.`;
  else if (kind === 'stream_reset') {
    message = gotHeaders
      ? `The connection closed in the middle of the stream: ${words}${label}.`
      : `The connection closed before the response arrived: ${words}${label}.`;
  } else message = `The request failed: ${words}${label}.`;
  return { kind, message };
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
