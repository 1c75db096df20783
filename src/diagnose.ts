/**
 * Plain-words advice for each failure kind, written for the person who has to fix it.
 * Hints name the environment variable that was read and whether it was set, never its value.
 */
import type { ErrorKind } from './client/types.js';

/** Facts about the run that make a hint concrete. */
export interface HintContext {
  /** The URL actually called (no credentials). */
  url: string;
  /** Name of the environment variable the key was read from. */
  apiKeyEnv: string;
  /** Whether that variable was set to a non-empty value. */
  apiKeySet: boolean;
}

/** The hint for one error kind; unknown kinds get a generic one. */
export function hintFor(kind: ErrorKind | string, ctx: HintContext): string {
  const keyState = ctx.apiKeySet ? `${ctx.apiKeyEnv} was set` : `${ctx.apiKeyEnv} was not set, so no Authorization header was sent`;
  switch (kind) {
    case 'auth':
      return `The server refused the key (${keyState}). Check that the variable holds a valid key for this endpoint, without quotes or spaces, and that the key may use this model.`;
    case 'not_found':
      return `Nothing answered at ${ctx.url} for this model. Check endpoint.base_url (it should end at the API root, e.g. http://host:8000/v1) and endpoint.model (the id listed by GET /v1/models).`;
    case 'rate_limited':
      return 'The endpoint rate-limited the run (HTTP 429). Lower the concurrency or requests per level, or raise the quota; retries are not made inside a measurement because they would hide the limit.';
    case 'bad_request':
      return 'The server rejected the request body. Check workload.max_tokens against the model\'s limit and that the server accepts stream_options.';
    case 'server_error':
      return 'The server failed (HTTP 5xx). Look at its logs; under load this often means it ran out of memory or its queue overflowed.';
    case 'http_error':
      return `The server answered ${ctx.url} with an unexpected status. Check that the URL points at an OpenAI-compatible API.`;
    case 'connect':
      return `No connection could be made to ${ctx.url}. Check that the server is running and reachable from this machine, and whether HTTP_PROXY / HTTPS_PROXY point at a proxy that is down.`;
    case 'timeout':
      return 'A request took longer than endpoint.timeout_s. Raise it above the longest end-to-end latency you expect, or the run will report the timeout as a server failure.';
    case 'stream_reset':
      return 'The connection closed in the middle of a stream. A proxy or load balancer with a short idle timeout, or a server crash, does this.';
    case 'stream_stalled':
      return 'The stream stopped sending anything for too long. The server may be overloaded or stuck.';
    case 'bad_event':
      return 'An event in the stream was not valid JSON. A proxy may be rewriting the stream, or the endpoint is not OpenAI-compatible.';
    case 'stream_error':
      return 'The server sent an error object inside the stream instead of tokens; its message is quoted above.';
    case 'not_streaming':
      return 'The server answered with a whole JSON body instead of an event stream: it ignored stream: true, so TTFT and TPOT cannot be measured. Enable streaming on the server or gateway.';
    case 'empty_stream':
      return 'The stream finished without any content. Check that max_tokens is at least 1 and that the model produces text for this prompt.';
    case 'cancelled':
      return 'The run was cancelled while requests were in flight; the figures cover what finished.';
    default:
      return `Request to ${ctx.url} failed.`;
  }
}

/** One hint per error kind the run actually saw (connectivity check and every level). */
export function hintsForResults(
  results: { preflight: { error_kind: string | null } | null; levels: readonly { errors: Record<string, number> }[] },
  ctx: HintContext,
): Record<string, string> {
  const kinds = new Set<string>();
  if (results.preflight?.error_kind) kinds.add(results.preflight.error_kind);
  for (const level of results.levels) for (const kind of Object.keys(level.errors)) kinds.add(kind);
  return Object.fromEntries([...kinds].map((k) => [k, hintFor(k, ctx)]));
}
