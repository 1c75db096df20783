/**
 * Where the chat completions request goes, worked out from `endpoint.base_url` as the user
 * wrote it. Users copy base URLs from provider docs with and without `/v1` and with trailing
 * slashes; repeating `/v1` is one of the commonest setup mistakes, so every form is accepted
 * and none is ever doubled.
 */
import { GateError } from '../errors.js';

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
 * The URL as text without any `user:password@` part, for messages and logs. Accepts a URL or
 * a string; a string that does not parse is returned with anything before an `@` in its
 * authority removed.
 */
export function redactUrl(url: URL | string): string {
  let parsed: URL;
  if (typeof url === 'string') {
    try {
      parsed = new URL(url);
    } catch {
      return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
    }
  } else {
    parsed = new URL(url.href);
  }
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/** A user's value inside a message, with userinfo removed in case it holds a secret. */
function quote(value: string): string {
  return JSON.stringify(redactUrl(value));
}
