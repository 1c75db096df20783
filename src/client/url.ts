/**
 * Where the chat completions request goes, worked out from `endpoint.base_url` as the user
 * wrote it. Users copy base URLs from provider docs with and without `/v1` and with trailing
 * slashes; repeating `/v1` is one of the commonest setup mistakes, so every form is accepted
 * and none is ever doubled.
 */
import { GateError } from '../errors.js';
import { REDACTED } from './redact.js';

const CHAT_COMPLETIONS = '/chat/completions';

/**
 * The full URL of `POST …/chat/completions` for a base URL.
 *
 * - no path (or `/`) → `/v1/chat/completions`
 * - a path ending in a version segment (`/v1`, `/openai/v1`) → that path + `/chat/completions`
 * - a path already ending in `/chat/completions` → used as it is
 * - any other path (a gateway prefix such as `/api/openai`) → that path + `/chat/completions`
 *
 * Trailing slashes are ignored, the query string is kept (Azure's `api-version`), a fragment
 * is dropped and surrounding whitespace is trimmed.
 *
 * @throws GateError with code `USAGE` when the value is not an absolute http(s) URL.
 */
export function chatCompletionsUrl(baseUrl: string): URL {
  return apiRouteUrl(baseUrl, CHAT_COMPLETIONS);
}

/** `POST …/completions` (OpenAI text completions), by the same rules as chatCompletionsUrl. */
export function completionsUrl(baseUrl: string): URL {
  return apiRouteUrl(baseUrl, '/completions');
}

/**
 * `POST …/messages` (Anthropic's Messages API), by the same rules as chatCompletionsUrl:
 * `https://api.anthropic.com` and `https://api.anthropic.com/v1` both give
 * `https://api.anthropic.com/v1/messages`.
 */
export function messagesUrl(baseUrl: string): URL {
  return apiRouteUrl(baseUrl, '/messages');
}

/** The URL of `route` (e.g. `/chat/completions`) under a base URL; see chatCompletionsUrl. */
function apiRouteUrl(baseUrl: string, route: string): URL {
  const value = baseUrl.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new GateError('USAGE', `endpoint.base_url is not a valid URL: ${quote(value)}.`, {
      hint: 'Write it in full with its scheme, e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1.',
      cause,
    });
  }
  // `localhost:8000/v1` parses as scheme `localhost:`, so the scheme check also catches a
  // missing `http://`.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GateError('USAGE', `endpoint.base_url must start with http:// or https://, got ${quote(value)}.`, {
      hint: 'Write it in full with its scheme, e.g. https://api.openai.com/v1 or http://127.0.0.1:8000/v1.',
    });
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '') {
    url.pathname = '/v1' + route;
  } else if (path.endsWith(route)) {
    url.pathname = path;
  } else {
    // A version segment (`/v1`, `/openai/v1`) or a gateway prefix (`/api/openai`): the user
    // named the API root, so the route goes under it. `/v1` is added only to a bare origin.
    url.pathname = path + route;
  }
  url.hash = '';
  return url;
}

/**
 * Query parameters that carry a credential at the providers and gateways that take one in the
 * URL: Azure Functions `code`, Google `key`, Azure SAS `sig`, APIM `subscription-key`, OAuth
 * `access_token`. Matched on the name, case-insensitively, `-` and `_` alike.
 */
const SECRET_QUERY_NAME = /^(?:key|api[-_]?key|x[-_]api[-_]key|code|token|access[-_]?token|id[-_]token|auth|auth[-_]?token|authorization|sig|signature|secret|client[-_]secret|password|passwd|pwd|subscription[-_]key)$/i;

/**
 * The URL as text without any `user:password@` part and with the values of query parameters
 * that carry credentials (`?code=…`, `?key=…`, `?sig=…`) shown as `[redacted]`, for messages,
 * logs, reports and results.json. Accepts a URL or a string; a string that does not parse is
 * returned with anything before an `@` in its authority removed and its query redacted alike.
 */
export function redactUrl(url: URL | string): string {
  let parsed: URL;
  if (typeof url === 'string') {
    try {
      parsed = new URL(url);
    } catch {
      const bare = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
      const at = bare.indexOf('?');
      return at === -1 ? bare : bare.slice(0, at) + redactQuery(bare.slice(at));
    }
  } else {
    parsed = new URL(url.href);
  }
  parsed.username = '';
  parsed.password = '';
  const search = parsed.search;
  if (search === '') return parsed.href;
  const href = parsed.href;
  const at = href.indexOf(search);
  return href.slice(0, at) + redactQuery(search) + href.slice(at + search.length);
}

/** A query string (`?a=1&code=…`) with the values of credential parameters replaced; names and order kept. */
function redactQuery(search: string): string {
  return '?' + search.slice(1).split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq === -1) return part;
    return SECRET_QUERY_NAME.test(safeDecode(part.slice(0, eq))) ? `${part.slice(0, eq + 1)}${REDACTED}` : part;
  }).join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A user's value inside a message, with userinfo removed in case it holds a secret. */
function quote(value: string): string {
  return JSON.stringify(redactUrl(value));
}
