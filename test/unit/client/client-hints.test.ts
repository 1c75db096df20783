// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// The hints printed for each error kind: written for the person who must fix the failure,
// concrete about the variable, the URL, the proxy and where in the sweep it began.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ProxyRoute } from '../../../src/client/proxy.js';
import { bufferedStreamNote, hintFor, hintsForResults, type HintContext } from '../../../src/engine/diagnose.js';

const URL_CALLED = 'https://llm.internal/v1/chat/completions';
const BASE: HintContext = { url: URL_CALLED, apiKeyEnv: 'LLM_KEY', apiKeySet: true };
const VIA_PROXY: ProxyRoute = { proxyUrl: 'http://proxy.internal:3128/', proxyVariable: 'HTTPS_PROXY', bypass: undefined, variablesSet: ['HTTPS_PROXY', 'NO_PROXY'] };
const BYPASSED: ProxyRoute = { proxyUrl: undefined, proxyVariable: undefined, bypass: { variable: 'NO_PROXY', entry: 'llm.internal' }, variablesSet: ['HTTPS_PROXY', 'NO_PROXY'] };
const DIRECT: ProxyRoute = { proxyUrl: undefined, proxyVariable: undefined, bypass: undefined, variablesSet: [] };

describe('hintFor', () => {
  const cases: Array<[name: string, kind: string, ctx: Partial<HintContext>, includes: RegExp]> = [
    ['auth with the key set', 'auth', {}, /LLM_KEY was set and sent as "Authorization: Bearer <key>"\. Check/],
    ['auth with the key missing', 'auth', { apiKeySet: false }, /LLM_KEY was not set \(or empty\) in this environment, so no Authorization header was sent/],
    ['auth with a padded key', 'auth', { apiKeyTrimmed: true }, /its value had spaces or a line break around it, which were removed before sending/],
    ['not_found', 'not_found', {}, /Nothing answered at https:\/\/llm\.internal\/v1\/chat\/completions for this model/],
    ['rate_limited', 'rate_limited', {}, /quotes the Retry-After the server sent/],
    ['server_error through a proxy', 'server_error', { proxy: VIA_PROXY }, /Requests went through the proxy http:\/\/proxy\.internal:3128\/ named by HTTPS_PROXY \(NO_PROXY is set but does not list this host\)\. A 502 or 504 may be the proxy's own answer\./],
    ['connect through a proxy', 'connect', { proxy: VIA_PROXY }, /requests went through the proxy http:\/\/proxy\.internal:3128\/ named by HTTPS_PROXY.*or unset HTTPS_PROXY if no proxy is needed/],
    ['connect with the proxy bypassed', 'connect', { proxy: BYPASSED }, /requests went directly, not through a proxy \(NO_PROXY lists "llm\.internal"\)/],
    ['connect direct', 'connect', { proxy: DIRECT }, /requests went directly \(no HTTP_PROXY or HTTPS_PROXY set\)/],
    ['connect with the route unknown', 'connect', {}, /whether HTTP_PROXY \/ HTTPS_PROXY point at a proxy that is down/],
    ['timeout with its value', 'timeout', { timeoutS: 30 }, /longer than endpoint\.timeout_s \(30 s\)/],
    ['stream_stalled with its value', 'stream_stalled', { stallTimeoutS: 15 }, /longer than the stall timeout \(15 s\)/],
    ['not_streaming', 'not_streaming', {}, /ignored "stream": true, so TTFT would equal E2E/],
    ['stream_error', 'stream_error', {}, /error object \(\{"error": …\}\) inside the stream/],
    ['an Anthropic base URL on auth', 'auth', { url: 'https://api.anthropic.com/v1/chat/completions' }, /looks like Anthropic's API, which speaks its own Messages API \(POST \/v1\/messages, an x-api-key header\)/],
    ['an Anthropic base URL on not_found', 'not_found', { url: 'https://api.anthropic.com/v1/chat/completions' }, /Anthropic's API/],
    ['an unknown kind', 'mystery', {}, /^Request to https:\/\/llm\.internal\/v1\/chat\/completions failed\.$/],
  ];
  for (const [name, kind, ctx, includes] of cases) {
    it(`explains ${name}`, () => {
      assert.match(hintFor(kind, { ...BASE, ...ctx }), includes);
    });
  }

  it('never blames another API for a failure that is not about the protocol', () => {
    assert.doesNotMatch(hintFor('server_error', { ...BASE, url: 'https://api.anthropic.com/v1/chat/completions' }), /Anthropic/);
  });

  it('never prints a key value, whatever the context', () => {
    const secret = 'sk-should-not-appear';
    for (const kind of ['auth', 'connect', 'not_found', 'server_error']) {
      assert.ok(!hintFor(kind, { ...BASE, apiKeyEnv: 'LLM_KEY', apiKeyTrimmed: true, proxy: VIA_PROXY }).includes(secret));
    }
  });
});

describe('hintsForResults', () => {
  const level = (concurrency: number, errors: Record<string, number>) => ({ concurrency, errors });

  it('gives one hint per kind seen, in the connectivity check or any level', () => {
    const hints = hintsForResults(
      { preflight: { ok: false, error_kind: 'auth' }, levels: [] },
      BASE,
    );
    assert.deepEqual(Object.keys(hints), ['auth']);
  });

  it('says that connections failed only under load, from which concurrency, and the pool size', () => {
    const hints = hintsForResults(
      { preflight: { ok: true, error_kind: null }, levels: [level(1, {}), level(32, { connect: 3 }), level(64, { connect: 9, timeout: 2 })] },
      { ...BASE, connections: 64, timeoutS: 60 },
    );
    assert.deepEqual(Object.keys(hints).sort(), ['connect', 'timeout']);
    assert.match(hints.connect!, /The connectivity check got through, but this happened from concurrency 32 on \(32, 64\).*one connection per concurrent request, up to 64\)\. Raise that limit or keep the sweep below 32\./);
    assert.match(hints.timeout!, /\(60 s\).*It happened at concurrency 64, so queueing under load made answers slower than the limit/);
  });

  it('says that streams were cut only under load without naming a connection limit as the cause', () => {
    const hints = hintsForResults(
      { preflight: { ok: true, error_kind: null }, levels: [level(1, {}), level(2, {}), level(4, { stream_reset: 3 }), level(8, { stream_reset: 5 })] },
      { ...BASE, connections: 8 },
    );
    assert.match(hints.stream_reset!, /It happened from concurrency 4 on \(4, 8\) and not below, so it came with the load/);
    assert.match(hints.stream_reset!, /a server that fails or drops requests under this load, or a limit on connections or queued requests/);
    assert.doesNotMatch(hints.stream_reset!, /accept queue overflowed|keep the sweep below|in the middle of a stream/);
    assert.match(hints.stream_reset!, /sent once more on a new connection, so these are not that race/);
  });

  it('does not claim "under load" when the connectivity check failed the same way', () => {
    const hints = hintsForResults({ preflight: { ok: false, error_kind: 'connect' }, levels: [] }, BASE);
    assert.doesNotMatch(hints.connect!, /under load|got through/);
  });

  it('ignores kinds counted zero times', () => {
    const hints = hintsForResults({ preflight: { ok: true, error_kind: null }, levels: [level(4, { rate_limited: 0 })] }, BASE);
    assert.deepEqual(hints, {});
  });
});

describe('bufferedStreamNote', () => {
  const level = (concurrency: number, ttft: number | null, e2e: number | null, itl: number | null, out: number | null) => ({
    concurrency,
    ttft_ms: { p50: ttft },
    e2e_ms: { p50: e2e },
    itl_ms: { p50: itl },
    output_tokens: { p50: out },
  });
  const cases: Array<[name: string, levels: ReturnType<typeof level>[], note: RegExp | undefined]> = [
    ['streams delivered at once at every level', [level(1, 300, 301, 0, 64), level(4, 320, 322, 0, 64)], /^Tokens arrived in bursts at every level: the median gap between tokens was 0 ms and TTFT p50 was 100 % of E2E p50 at concurrency 1\./],
    ['bursts only at one level', [level(1, 40, 400, 6, 64), level(8, 700, 900, 0, 64)], /bursts at concurrency 8: .*78 % of E2E p50 at concurrency 8/],
    ['normal streaming', [level(1, 40, 400, 6, 64)], undefined],
    ['zero gaps but a short TTFT (a server sending tokens in pairs)', [level(1, 40, 400, 0, 64)], undefined],
    ['answers too short to tell', [level(1, 300, 301, 0, 2)], undefined],
    ['percentiles left out for a small sample', [level(1, null, null, null, null)], undefined],
  ];
  for (const [name, levels, note] of cases) {
    it(`${note === undefined ? 'says nothing for' : 'notes'} ${name}`, () => {
      const text = bufferedStreamNote(levels);
      if (note === undefined) assert.equal(text, undefined);
      else assert.match(text ?? '', note);
    });
  }
});
