/**
 * What the simulator sends when a fault strikes: the status, headers and body of an error
 * answer, and the odd events injected into a stream. Each is shaped after what real servers
 * and proxies send, so the client's classification is tested against realistic bytes.
 */
import { errorBody, sseEvent } from './chunks.js';
import { anthropicErrorBody, anthropicEvent } from './anthropic.js';
import type { Fault } from './faults.js';

/**
 * The route a fault strikes, so it answers in that API's own shapes: OpenAI's JSON errors and
 * `{"error": …}` events on chat and completions, Anthropic's `{"type": "error", …}` envelope
 * and `error` event on Messages.
 */
export type FaultRoute = 'chat' | 'completions' | 'messages';

/** A complete HTTP answer that replaces the chat completion. */
export interface FaultAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Facts about the request that some answers quote. */
export interface FaultRequest {
  /** The model the simulator serves. */
  model: string;
  /** The model the request asked for. */
  requested: string;
  /** Whether the request carried an `x-api-key` header (Anthropic's authentication). */
  hasXApiKey: boolean;
}

const JSON_TYPE = { 'content-type': 'application/json' } as const;

/** OpenAI's wording for each status the simulator can fail with, and the error's type and code. */
const STATUS_ERRORS: Readonly<Record<number, readonly [message: string, type: string, code: string | null]>> = {
  400: ['Invalid request.', 'invalid_request_error', null],
  401: ['Incorrect API key provided. You can find your API key in your account settings.', 'invalid_request_error', 'invalid_api_key'],
  403: ['You are not allowed to use this model; the key may be disabled or lack access.', 'permission_error', 'permission_denied'],
  429: ['Rate limit reached for requests per minute. Please try again later.', 'requests', 'rate_limit_exceeded'],
  500: ['The server had an error while processing your request.', 'server_error', null],
  502: ['Bad gateway: the upstream model server did not answer.', 'server_error', null],
  503: ['The server is overloaded or not ready yet.', 'server_error', null],
};

/**
 * The answer for a fault that replaces the whole response, or undefined for faults that act
 * inside a stream (or, for `refuse`, on the listening socket).
 */
export function faultResponse(fault: Fault, request: FaultRequest, route: FaultRoute = 'chat'): FaultAnswer | undefined {
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = { ...JSON_TYPE };
      if (fault.retryAfterS !== undefined) headers['retry-after'] = String(fault.retryAfterS);
      if (route === 'messages') {
        const message = ANTHROPIC_MESSAGES[fault.status] ?? (fault.status === 404 ? `model: ${request.requested}` : `Simulated HTTP ${fault.status}.`);
        return { status: fault.status, headers, body: JSON.stringify(anthropicErrorBody(fault.status, message)) };
      }
      if (fault.status === 404) {
        const body = errorBody(`The model \`${request.requested}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
        return { status: 404, headers, body: JSON.stringify(body) };
      }
      const [message, type, code] = STATUS_ERRORS[fault.status] ?? [`Simulated HTTP ${fault.status}.`, fault.status >= 500 ? 'server_error' : 'invalid_request_error', null];
      return { status: fault.status, headers, body: JSON.stringify(errorBody(message, type, code)) };
    }
    case 'html':
      return { status: fault.status, headers: { 'content-type': 'text/html' }, body: htmlPage(fault.status) };
    case 'anthropic':
      // On the Messages route this is no fault at all: that API is what the route speaks.
      if (route === 'messages') return undefined;
      // An Anthropic Messages API endpoint authenticates with `x-api-key` and has no
      // /chat/completions route; its errors are {"type": "error", "error": {type, message}}.
      return request.hasXApiKey
        ? { status: 404, headers: { ...JSON_TYPE }, body: JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'Not Found' } }) }
        : { status: 401, headers: { ...JSON_TYPE }, body: JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'x-api-key header is required' } }) };
    default:
      return undefined;
  }
}

/** Anthropic's wording for the statuses its API documents (529: overloaded). */
const ANTHROPIC_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid request.',
  401: 'invalid x-api-key',
  403: 'Your API key does not have permission to use the specified resource.',
  413: 'Request exceeds the maximum allowed number of bytes.',
  429: 'Number of requests has exceeded your per-minute rate limit.',
  500: 'Internal server error',
  529: 'Overloaded',
};

/** An nginx-style error page, as a reverse proxy sends it when the server behind it fails. */
function htmlPage(status: number): string {
  const title = `${status} ${STATUS_TITLES[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

const STATUS_TITLES: Readonly<Record<number, string>> = {
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Temporarily Unavailable',
  504: 'Gateway Time-out',
};

/** An event whose data is JSON cut off in the middle, as a buggy proxy or a split write leaves it. */
export function malformedEvent(route: FaultRoute = 'chat'): string {
  switch (route) {
    case 'completions':
      return 'data: {"id":"cmpl-sim","object":"text_completion","choices":[{"index":0,"text":"tr\n\n';
    case 'messages':
      return 'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"tr\n\n';
    default:
      return 'data: {"id":"chatcmpl-sim","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"tr\n\n';
  }
}

/**
 * The error servers send in place of the next chunk when generation fails mid-answer: an
 * `{"error": …}` object on the OpenAI routes; on Messages, the `error` event Anthropic sends
 * when it runs out of capacity mid-stream (`overloaded_error`).
 */
export function midStreamErrorEvent(route: FaultRoute = 'chat'): string {
  if (route === 'messages') return anthropicEvent('error', { error: { type: 'overloaded_error', message: 'Overloaded' } });
  return sseEvent(errorBody('The model server failed while generating: CUDA out of memory.', 'server_error', 'internal_error'));
}
