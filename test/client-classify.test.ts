import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  classifyNetworkError,
  errorCode,
  httpStatusError,
  kindForStatus,
  shorten,
} from '../src/client/classify.js';
import type { ErrorKind } from '../src/client/types.js';

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

describe('shorten', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    assert.equal(shorten('  a  b '), 'a b');
    const cut = shorten('y'.repeat(1000), 300);
    assert.equal(cut.length, 300);
    assert.ok(cut.endsWith('…'));
  });
});
