/**
 * Plain-words advice for each failure kind, written for the person who has to fix it.
 * Hints name the environment variable that was read and whether it was set, never its value;
 * they say which URL was called and whether a proxy was in the way, and where in the sweep
 * the failure began when that points at a cause (a limit reached only under load).
 */
import type { EndpointApi } from '../model/endpoint.js';
import type { ErrorKind } from '../model/record.js';
import { describeRoute, type ProxyRoute } from '../client/proxy.js';
import { levelName } from '../model/level.js';

/** Facts about the run that make a hint concrete. Only `url`, `apiKeyEnv` and `apiKeySet` are required. */
export interface HintContext {
  /** The URL actually called (no credentials). */
  url: string;
  /** The API spoken (`endpoint.api`). @defaultValue `'openai-chat'` */
  api?: EndpointApi;
  /** Name of the environment variable the key was read from. */
  apiKeyEnv: string;
  /** Whether that variable was set to a non-empty value. */
  apiKeySet: boolean;
  /** True when the key's value had whitespace (spaces, a line break) around it, removed before sending. */
  apiKeyTrimmed?: boolean;
  /** How requests travelled: directly or through a proxy, and which variable decided (`OpenAIChatClient.route`). */
  proxy?: ProxyRoute;
  /** The whole-request timeout, in seconds (`endpoint.timeout_s`). */
  timeoutS?: number;
  /** The stall timeout between bytes, in seconds, when one was set. */
  stallTimeoutS?: number;
  /** Connections the client could open at once (the highest concurrency of the sweep). */
  connections?: number;
}

/** Where in the run a kind of failure was seen, as far as it matters for the advice. */
export interface HintOccurrence {
  /** True when the connectivity check failed with this kind. */
  preflight: boolean;
  /** True when the connectivity check succeeded (so the failure came only under load). */
  preflightOk: boolean;
  /** Concurrency levels at which this kind was counted, ascending. */
  levels: number[];
  /** The lowest concurrency the run measured; a kind seen there did not need load to appear. @defaultValue 1 */
  lowest?: number;
}

/**
 * The hint for one error kind; unknown kinds get a generic one. `seen` (from the results) lets
 * the hint say that a failure began only under load.
 */
export function hintFor(kind: ErrorKind | string, ctx: HintContext, seen?: HintOccurrence): string {
  const parts = [baseHint(kind, ctx)];
  const load = underLoad(kind, ctx, seen);
  if (load !== undefined) parts.push(load);
  const other = otherApi(kind, ctx);
  if (other !== undefined) parts.push(other);
  return parts.join(' ');
}

function baseHint(kind: ErrorKind | string, ctx: HintContext): string {
  switch (kind) {
    case 'auth':
      return `The server refused the key: ${keyState(ctx)}. Check that the variable holds a valid key for this endpoint (not another provider's), without quotes, that the key is not disabled or out of quota, and that it may use this model (403 usually means the key was recognised but not allowed).`;
    case 'not_found':
      return `Nothing answered at ${ctx.url} for this model. Check endpoint.base_url (it should end at the API root, e.g. http://host:8000/v1, without repeating /v1) and endpoint.model (an id listed by GET /v1/models).`;
    case 'rate_limited':
      return 'The endpoint rate-limited the run (HTTP 429, or a rate-limit error in the stream); each request\'s message in requests.jsonl quotes the Retry-After the server sent. Lower the concurrency or requests per level, or raise the quota (requests and tokens per minute). Requests are not retried inside a measurement, because retries would hide the limit.';
    case 'bad_request':
      return 'The server rejected the request body. Check workload.max_tokens against the model\'s limit (prompt plus answer must fit its context), the fields in workload.extra_body, and that the model takes images when workload.images is set. A rejection that names stream_options is retried without it at the connectivity check, and one that refuses max_tokens (or max_completion_tokens) with the other field, so neither is the cause here; a model that needs max_completion_tokens takes workload.max_tokens_field: max_completion_tokens.';
    case 'server_error':
      return `The server failed (HTTP 5xx) at ${ctx.url}. Look at its logs; under load this often means it ran out of memory or its queue overflowed. An HTML error page comes from a proxy or load balancer in front of it, which could not reach the server.${proxyNote(ctx, 'A 502 or 504 may be the proxy\'s own answer.')}`;
    case 'http_error':
      return `The server answered ${ctx.url} with an unexpected status. Check that the URL points at an OpenAI-compatible API.${proxyNote(ctx, 'A 407 means the proxy wants credentials: put them in the proxy URL.')}`;
    case 'connect':
      return connectHint(ctx);
    case 'timeout':
      return `A request took longer than endpoint.timeout_s${ctx.timeoutS === undefined ? '' : ` (${ctx.timeoutS} s)`}. Raise it above the longest end-to-end latency you expect (120 s or more for long answers); a client timeout shorter than the slowest answer makes a slow server look like a failed one.`;
    case 'stream_reset':
      return 'A connection closed before its response was complete (each request\'s message in requests.jsonl says whether any of it had arrived). '
        + 'A request whose kept-alive connection the server closed before any of the response is sent once more on a new connection, so these are not that race: '
        + 'a server that crashed or restarted, or dropped the request, or a proxy or load balancer with a short idle or response timeout, closed them. '
        + `The server's log for the failed requests (their ids went as x-request-id) tells which.${proxyNote(ctx, 'The proxy is a candidate.')}`;
    case 'stream_stalled':
      return `The stream stopped sending anything for longer than the stall timeout${ctx.stallTimeoutS === undefined ? '' : ` (${ctx.stallTimeoutS} s)`}. The server may be overloaded or stuck, or a proxy may be buffering the stream; raise endpoint.stall_timeout_s only if such pauses are normal for this server.`;
    case 'bad_event':
      return 'An event in the stream was not valid JSON. A proxy may be rewriting or cutting the stream, or the endpoint is not OpenAI-compatible.';
    case 'stream_error':
      return 'The server sent an error object ({"error": …}) inside the stream instead of tokens; its message is quoted in requests.jsonl and above. It often means the model failed during generation (e.g. out of memory) or hit a limit.';
    case 'not_streaming':
      return 'The server answered with a whole JSON body instead of an event stream: it ignored "stream": true, so TTFT would equal E2E and TPOT cannot be measured. Enable streaming on the server, or on the gateway or proxy in front of it.';
    case 'empty_stream':
      return 'The stream finished without any content. Check that max_tokens is at least 1 and that the model produces text for this prompt.';
    case 'cancelled':
      return 'The run was cancelled while requests were in flight; the figures cover what finished.';
    default:
      return `Request to ${ctx.url} failed.`;
  }
}

/** Which variable held the key, whether it was set and trimmed; never its value. */
function keyState(ctx: HintContext): string {
  if (!ctx.apiKeySet) {
    return `${ctx.apiKeyEnv} was not set (or empty) in this environment, so no ${keyHeader(ctx)} header was sent; set it in this shell or job, e.g. from a repository secret`;
  }
  const trimmed = ctx.apiKeyTrimmed === true
    ? '; its value had spaces or a line break around it, which were removed before sending, so check it for other stray characters such as quotes'
    : '';
  return `${ctx.apiKeyEnv} was set and sent as "${ctx.api === 'anthropic-messages' ? 'x-api-key: <key>' : 'Authorization: Bearer <key>'}"${trimmed}`;
}

/** The header the key travels in for the run's API. */
function keyHeader(ctx: HintContext): string {
  return ctx.api === 'anthropic-messages' ? 'x-api-key' : 'Authorization';
}

function connectHint(ctx: HintContext): string {
  const route = ctx.proxy;
  if (route === undefined) {
    return `No connection could be made to ${ctx.url}. Check that the server is running and reachable from this machine (host, port, firewall, DNS), and whether HTTP_PROXY / HTTPS_PROXY point at a proxy that is down (each request's message in requests.jsonl says which way it went).`;
  }
  if (route.proxyUrl !== undefined) {
    const variable = route.proxyVariable ?? 'the proxy variable';
    return `No connection could be made to ${ctx.url}: requests went ${describeRoute(route)}. Check that this proxy is running and may reach the endpoint, or add the endpoint's host to NO_PROXY, or unset ${variable} if no proxy is needed.`;
  }
  return `No connection could be made to ${ctx.url}; requests went ${describeRoute(route)}. Check that the server is running and reachable from this machine: host, port, firewall, DNS.`;
}

/** A sentence about the proxy for kinds a proxy can cause, or '' when none was used or known. */
function proxyNote(ctx: HintContext, extra: string): string {
  if (ctx.proxy?.proxyUrl === undefined) return '';
  return ` Requests went ${describeRoute(ctx.proxy)}. ${extra}`;
}

/** Advice for kinds that appeared only once the sweep put load on the endpoint. */
function underLoad(kind: ErrorKind | string, ctx: HintContext, seen: HintOccurrence | undefined): string | undefined {
  if (seen === undefined || seen.preflight || !seen.preflightOk || seen.levels.length === 0) return undefined;
  const from = seen.levels[0]!;
  const where = seen.levels.length === 1 ? `at concurrency ${from}` : `from concurrency ${from} on (${seen.levels.join(', ')})`;
  // Failures already at the lowest level (random 503s, resets at any load) are not a limit the
  // load reached: "keep the sweep below" that level would be no advice at all.
  if (from <= (seen.lowest ?? 1)) return fromTheStart(kind, where);
  const pool = ctx.connections === undefined ? 'one connection per concurrent request' : `one connection per concurrent request, up to ${ctx.connections}`;
  switch (kind) {
    case 'connect':
      return `The connectivity check got through, but this happened ${where}: the server, or a load balancer or proxy in front of it, limits concurrent connections or its accept queue overflowed (the client opens ${pool}). Raise that limit or keep the sweep below ${from}.`;
    case 'stream_reset':
      // Nothing here tells a connection limit from a server failing under load: name both, claim neither.
      return `It happened ${where} and not below, so it came with the load (the client opens ${pool}): `
        + 'a server that fails or drops requests under this load, or a limit on connections or queued requests in it or in a proxy in front of it. '
        + 'Its log for the failed requests says which.';
    case 'timeout':
    case 'stream_stalled':
      return `It happened ${where}, so queueing under load made answers slower than the limit: raise the limit, or treat ${from} as past the endpoint's capacity.`;
    case 'rate_limited':
    case 'server_error':
      return `It began ${where}: that is where the endpoint's capacity or quota ran out.`;
    default:
      return undefined;
  }
}

/** Advice for kinds seen already at the lowest level of the sweep, where load is not the cause. */
function fromTheStart(kind: ErrorKind | string, where: string): string | undefined {
  switch (kind) {
    case 'connect':
    case 'stream_reset':
    case 'server_error':
      return `It happened ${where}, the lowest load of the sweep, so it is not a limit reached under load: `
        + 'look for an unhealthy server or replica behind a load balancer, or a proxy or network dropping connections, and at the server\'s logs for the failed requests.';
    default:
      return undefined;
  }
}

/** A sentence when the URL looks like another vendor's native API rather than an OpenAI-compatible one. */
function otherApi(kind: ErrorKind | string, ctx: HintContext): string | undefined {
  if (!['auth', 'not_found', 'http_error', 'bad_request', 'not_streaming'].includes(kind)) return undefined;
  if (!/anthropic/i.test(ctx.url) || ctx.api === 'anthropic-messages') return undefined;
  return 'The URL looks like Anthropic\'s API, which speaks its own Messages API (POST /v1/messages, an x-api-key header) rather than OpenAI chat completions: set endpoint.api: anthropic-messages, or use the provider\'s OpenAI-compatible endpoint, or a gateway that offers one.';
}

/**
 * One hint per error kind the run actually saw (connectivity check and every level), each
 * told where the kind appeared.
 */
export function hintsForResults(
  results: {
    preflight: { ok?: boolean; error_kind: string | null } | null;
    levels: readonly { concurrency?: number; errors: Record<string, number> }[];
  },
  ctx: HintContext,
): Record<string, string> {
  const seen = new Map<string, HintOccurrence>();
  const preflightOk = results.preflight?.ok === true;
  const measured = results.levels.map((l) => l.concurrency).filter((c) => c !== undefined);
  const lowest = measured.length === 0 ? undefined : Math.min(...measured);
  const entry = (kind: string): HintOccurrence => {
    let occurrence = seen.get(kind);
    if (occurrence === undefined) {
      occurrence = { preflight: false, preflightOk, levels: [], ...(lowest === undefined ? {} : { lowest }) };
      seen.set(kind, occurrence);
    }
    return occurrence;
  };
  if (results.preflight?.error_kind) entry(results.preflight.error_kind).preflight = true;
  for (const level of results.levels) {
    for (const [kind, count] of Object.entries(level.errors)) {
      if (!(count > 0)) continue;
      const occurrence = entry(kind);
      if (level.concurrency !== undefined) occurrence.levels.push(level.concurrency);
    }
  }
  for (const occurrence of seen.values()) occurrence.levels.sort((a, b) => a - b);
  return Object.fromEntries([...seen].map(([kind, occurrence]) => [kind, hintFor(kind, ctx, occurrence)]));
}

/** Shortest typical answer, in output tokens, for which bursts can be told from normal streaming. */
const BURST_MIN_OUTPUT_TOKENS = 4;

/** The share of E2E that TTFT must reach, with zero-gap tokens, to call a level's streams held back. */
const BURST_TTFT_SHARE = 0.5;

/**
 * A note for the results when answers arrived in bursts rather than token by token: at some
 * level the median gap between tokens is 0 ms (tokens shared network reads) and TTFT is most
 * of E2E. A proxy or gateway buffering the response, or a server answering all at once while
 * claiming `text/event-stream`, does this; TTFT and TPOT then describe the buffer, not the
 * model. Undefined when no level looks like that, or the answers are too short to tell.
 */
export function bufferedStreamNote(
  levels: readonly {
    concurrency: number;
    rate?: number | null;
    ttft_ms: { p50: number | null };
    e2e_ms: { p50: number | null };
    itl_ms: { p50: number | null };
    output_tokens: { p50: number | null };
  }[],
): string | undefined {
  const bursty = levels.filter((l) => {
    const { ttft_ms: ttft, e2e_ms: e2e, itl_ms: itl, output_tokens: out } = l;
    return ttft.p50 !== null && e2e.p50 !== null && e2e.p50 > 0 && itl.p50 === 0
      && out.p50 !== null && out.p50 >= BURST_MIN_OUTPUT_TOKENS && ttft.p50 / e2e.p50 >= BURST_TTFT_SHARE;
  });
  if (bursty.length === 0) return undefined;
  const first = bursty[0]!;
  const share = Math.round((first.ttft_ms.p50! / first.e2e_ms.p50!) * 100);
  const where = bursty.length === levels.length ? 'at every level' : `at ${bursty.some((l) => typeof l.rate === 'number') ? bursty.map((l) => levelName(l)).join(', ') : `concurrency ${bursty.map((l) => l.concurrency).join(', ')}`}`;
  return `Tokens arrived in bursts ${where}: the median gap between tokens was 0 ms and TTFT p50 was ${share} % of E2E p50 ` +
    `at ${levelName(first)}. Something held the stream back and delivered it at once: a proxy or gateway buffering ` +
    'responses (e.g. nginx proxy_buffering), or a server that ignores "stream": true while answering as text/event-stream. ' +
    'TTFT, TPOT and ITL then measure the buffer, not the model.';
}

/**
 * Flags levels where the plausibility check E2E ≈ TTFT + (n − 1) × TPOT failed for more than a
 * tenth of the checked requests: the stream stayed open well after its last token, or text came
 * in events that were not counted as content (missed chunks). Undefined when every level holds.
 */
export function consistencyNote(
  levels: readonly { concurrency: number; e2e_check: { checked: number; off: number; median_gap_ms: number | null } }[],
): string | undefined {
  const flagged = levels.filter((l) => l.e2e_check.checked > 0 && l.e2e_check.off / l.e2e_check.checked > 0.1);
  if (flagged.length === 0) return undefined;
  const parts = flagged.map((l) => {
    const gap = l.e2e_check.median_gap_ms;
    return `${levelName(l)} (${l.e2e_check.off} of ${l.e2e_check.checked} requests${gap === null ? '' : `, median gap ${gap.toFixed(1)} ms`})`;
  });
  return `E2E did not match TTFT + (n − 1) × TPOT at ${parts.join(', ')}: the stream stayed open after its last token, or text arrived in events not counted as content. Check for a proxy holding the stream, or tokens sent outside delta.content.`;
}

/**
 * Names the levels where the measuring process itself may have been the bottleneck, so nobody
 * reads the runner's delay as the server's.
 */
export function clientBoundNote(levels: readonly { concurrency: number; client: { bound: boolean; reason: string | null } | null }[]): string | undefined {
  const flagged = levels.filter((l) => l.client?.bound);
  if (flagged.length === 0) return undefined;
  const parts = flagged.map((l) => `${levelName(l)}: ${l.client?.reason ?? 'busy'}`);
  return `Client-bound: the measuring process was busy enough to delay its own timestamps (${parts.join('; ')}). `
    + 'Latencies there may include the runner\'s delay; regressions are not called on these levels. Use a larger runner, fewer levels in one job, or lower concurrency.';
}
