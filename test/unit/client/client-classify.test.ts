// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  classifyNetworkError,
  describeRetryAfter,
  errorCode,
  httpStatusError,
  kindForStatus,
  otherApiSign,
  shorten,
} from '../../../src/client/classify.js';
import type { ProxyRoute } from '../../../src/client/proxy.js';
import type { ErrorKind } from '../../../src/model/record.js';

const VIA_PROXY: ProxyRoute = { proxyUrl: 'http://proxy.internal:3128/', proxyVariable: 'HTTPS_PROXY', bypass: undefined, variablesSet: ['HTTPS_PROXY'] };

function coded(code: string, message = 'boom'): Error {
  return Object.assign(new Error(message), { code });
}

describe('kindForStatus', () => {
  const cases: Array<[number, ErrorKind]> = [
    [400, 'bad_request'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not_found'],
    [422, 'bad_request'],
    [429, 'rate_limited'],
    [500, 'server_error'],
    [502, 'server_error'],
    [503, 'server_error'],
    [599, 'server_error'],
    [301, 'http_error'],
    [402, 'http_error'],
    [408, 'http_error'],
    [600, 'http_error'],
  ];
  for (const [status, kind] of cases) {
    it(`maps HTTP ${status} to ${kind}`, () => {
      assert.equal(kindForStatus(status), kind);
    });
  }
});

describe('classifyNetworkError', () => {
  const cases: Array<[string, unknown, boolean, ErrorKind, RegExp]> = [
    ['ECONNREFUSED', coded('ECONNREFUSED'), false, 'connect', /connection refused/],
    ['ENOTFOUND', coded('ENOTFOUND'), false, 'connect', /does not resolve \(DNS\)/],
    ['EAI_AGAIN', coded('EAI_AGAIN'), false, 'connect', /DNS/],
    ['EHOSTUNREACH', coded('EHOSTUNREACH', 'connect EHOSTUNREACH 10.0.0.1:443'), false, 'connect', /EHOSTUNREACH/],
    ['UND_ERR_CONNECT_TIMEOUT', coded('UND_ERR_CONNECT_TIMEOUT'), false, 'connect', /timed out/],
    ['a certificate error', coded('CERT_HAS_EXPIRED', 'certificate has expired'), false, 'connect', /certificate has expired/],
    ['an OpenSSL error', coded('ERR_SSL_WRONG_VERSION_NUMBER', 'wrong version number'), false, 'connect', /wrong version number/],
    ['an AggregateError of refusals', Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''), {}), false, 'connect', /connection refused/],
    ['a wrapped cause', new Error('fetch failed', { cause: coded('ENOTFOUND') }), false, 'connect', /DNS/],
    ['UND_ERR_SOCKET mid-stream', coded('UND_ERR_SOCKET', 'other side closed'), true, 'stream_reset', /in the middle of the stream/],
    ['UND_ERR_SOCKET before headers', coded('UND_ERR_SOCKET', 'other side closed'), false, 'stream_reset', /before the response arrived/],
    ['ECONNRESET', coded('ECONNRESET'), true, 'stream_reset', /reset the connection/],
    ['EPIPE', coded('EPIPE'), true, 'stream_reset', /EPIPE/],
    ['an HTTP parser error', coded('HPE_INVALID_CHUNK_SIZE', 'Invalid character in chunk size'), true, 'stream_reset', /chunk size/],
    ['"other side closed" without a code', new Error('other side closed'), true, 'stream_reset', /other side closed/],
    ['UND_ERR_BODY_TIMEOUT', coded('UND_ERR_BODY_TIMEOUT'), true, 'stream_stalled', /UND_ERR_BODY_TIMEOUT/],
    ['a destroyed client', coded('UND_ERR_DESTROYED'), false, 'cancelled', /client was closed/],
    ['an unknown error before headers', new Error('strange'), false, 'connect', /strange/],
    ['an unknown error after headers', new Error('strange'), true, 'stream_reset', /strange/],
    ['a thrown string', 'weird', false, 'connect', /weird/],
  ];
  for (const [name, err, gotHeaders, kind, message] of cases) {
    it(`classifies ${name} as ${kind}`, () => {
      const failure = classifyNetworkError(err, gotHeaders);
      assert.equal(failure.kind, kind);
      assert.match(failure.message, message);
    });
  }
});

describe('classifyNetworkError through a proxy', () => {
  const cases: Array<[string, unknown, ErrorKind, RegExp]> = [
    ['a refused connection to the proxy', coded('ECONNREFUSED'), 'connect', /^Could not reach the proxy: connection refused.*through the proxy http:\/\/proxy\.internal:3128\/ named by HTTPS_PROXY.*unset HTTPS_PROXY\.$/],
    ['a proxy host that does not resolve', coded('ENOTFOUND'), 'connect', /^Could not reach the proxy: the host name does not resolve/],
    ['a tunnel refused with 403', coded('UND_ERR_ABORTED', 'Proxy response (403) !== 200 when HTTP Tunneling'), 'connect', /it answered HTTP 403 Forbidden when asked to open a tunnel \(CONNECT\)/],
    ['a demand for proxy credentials', coded('UND_ERR_INVALID_ARG', 'Proxy Authentication Required (407)'), 'connect', /requires credentials \(HTTP 407 Proxy Authentication Required\)/],
    ['a TLS failure with the endpoint inside the tunnel', coded('ERR_SSL_WRONG_VERSION_NUMBER', 'wrong version number'), 'connect', /^Could not set up TLS with the endpoint through the proxy: wrong version number/],
    ['a reset mid-stream', coded('ECONNRESET'), 'stream_reset', /in the middle of the stream/],
  ];
  for (const [name, err, kind, message] of cases) {
    it(`classifies ${name} as ${kind} and says so`, () => {
      const failure = classifyNetworkError(err, kind === 'stream_reset', VIA_PROXY);
      assert.equal(failure.kind, kind);
      assert.match(failure.message, message);
    });
  }

  it('still reads an aborted request as a cancellation when no proxy is in the way', () => {
    assert.equal(classifyNetworkError(coded('UND_ERR_ABORTED', 'Proxy response (403) !== 200 when HTTP Tunneling'), false).kind, 'cancelled');
  });
});

describe('errorCode', () => {
  it('finds a code on the error, in its cause, or in an AggregateError', () => {
    assert.equal(errorCode(coded('E1')), 'E1');
    assert.equal(errorCode(new Error('x', { cause: coded('E2') })), 'E2');
    assert.equal(errorCode(new AggregateError([coded('E3')])), 'E3');
    assert.equal(errorCode(new Error('x')), undefined);
    assert.equal(errorCode(null), undefined);
  });
});

describe('httpStatusError', () => {
  it('uses the standard reason phrase when the server sent none', () => {
    assert.match(httpStatusError(404, '', '').message, /^HTTP 404 Not Found\./);
  });

  it('quotes a short plain body with its whitespace collapsed', () => {
    assert.match(httpStatusError(500, 'Internal Server Error', 'upstream\n\n  failed').message, /: upstream failed/);
  });

  it('quotes a truncated JSON body as text', () => {
    const body = JSON.stringify({ error: { message: 'x'.repeat(3000) } }).slice(0, 2048);
    const { message } = httpStatusError(500, undefined, body);
    assert.ok(message.length < 600, `length ${message.length}`);
  });
});

describe('httpStatusError: Retry-After, other APIs and proxies', () => {
  const json = JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } });
  const cases: Array<[name: string, status: number, body: string, facts: Parameters<typeof httpStatusError>[3], message: RegExp]> = [
    ['a 429 with Retry-After in seconds', 429, json, { retryAfter: '30' }, /Rate limit reached\. The server asked to wait 30 s before retrying \(Retry-After: 30\)\./],
    ['a 429 with Retry-After as a date', 429, json, { retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' }, /wait until Wed, 21 Oct 2026 07:28:00 GMT before retrying/],
    ['a 429 without Retry-After', 429, json, {}, /It sent no Retry-After header\./],
    ['a 503 with Retry-After', 503, '', { retryAfter: '5' }, /^HTTP 503 Service Unavailable\. The server asked to wait 5 s/],
    ['an Anthropic-style 401', 401, JSON.stringify({ type: 'error', error: { type: 'authentication_error', message: 'x-api-key header is required' } }), {}, /x-api-key header is required\. This looks like an Anthropic-style Messages API \(its error has the shape.*authenticates with "Authorization: Bearer <key>"/],
    ['a 404 pointing at /v1/messages', 404, 'Not found. Did you mean POST /v1/messages?', {}, /Anthropic-style Messages API \(it points at \/v1\/messages\)/],
    ['a 405 asking for x-api-key', 405, 'Method not allowed; send x-api-key', {}, /\(it asks for an x-api-key header\)/],
    ['a 502 HTML page through a proxy', 502, '<html><head><title>502 Bad Gateway</title></head></html>', { contentType: 'text/html', route: VIA_PROXY }, /The request went through the proxy http:\/\/proxy\.internal:3128\/ named by HTTPS_PROXY.*may come from the proxy rather than the endpoint\./],
  ];
  for (const [name, status, body, facts, message] of cases) {
    it(`explains ${name}`, () => {
      assert.match(httpStatusError(status, undefined, body, facts).message, message);
    });
  }

  it('does not blame the proxy for an endpoint\'s JSON 500, nor another API for an OpenAI error', () => {
    const { message } = httpStatusError(500, undefined, JSON.stringify({ error: { message: 'boom', type: 'server_error' } }), { contentType: 'application/json', route: VIA_PROXY });
    assert.doesNotMatch(message, /proxy/);
    assert.equal(otherApiSign(401, JSON.stringify({ error: { message: 'Incorrect API key', type: 'invalid_request_error' } })), undefined);
  });

  it('does not call a 404 that lists /v1/messages among OpenAI paths another API', () => {
    const body = JSON.stringify({ error: { message: 'Unknown path /api/chat/completions. This endpoint serves POST /v1/chat/completions, POST /v1/completions, POST /v1/messages and GET /v1/models.', type: 'invalid_request_error' } });
    assert.equal(otherApiSign(404, body), undefined);
    assert.doesNotMatch(httpStatusError(404, undefined, body, {}).message, /Anthropic/);
  });

  const retryAfter: Array<[string | undefined, string | undefined]> = [
    ['120', '120 s'],
    [' 7 ', '7 s'],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 'until Wed, 21 Oct 2026 07:28:00 GMT'],
    ['soon', undefined],
    ['', undefined],
    [undefined, undefined],
  ];
  for (const [value, words] of retryAfter) {
    it(`reads Retry-After ${JSON.stringify(value)} as ${JSON.stringify(words)}`, () => {
      assert.equal(describeRetryAfter(value), words);
    });
  }
});

describe('shorten', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    assert.equal(shorten('  a  b '), 'a b');
    const cut = shorten('y'.repeat(1000), 300);
    assert.equal(cut.length, 300);
    assert.ok(cut.endsWith('…'));
  });
});
