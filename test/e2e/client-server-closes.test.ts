// @parallel: asserts no timing (which requests were sent again, and on which connections), so it may run beside other test files (scripts/test.mjs).
/**
 * A server that closes its connections behind the client's back, against a real loopback server:
 * a request written on a kept-alive connection that closes before any byte of a response is sent
 * once more on a new connection, and a server that closes every connection after one response
 * is no longer offered kept-alive ones. llama.cpp's server behaves this way: it answers
 * `Keep-Alive: timeout=5, max=100` and closes the connection just after the body ends, so the
 * next request written on it races the close.
 *
 * The race is made certain here: the server answers the first request of each connection and
 * closes the connection without a word when a second one arrives on it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { SHORT_REQUEST as REQUEST, WHOLE_ANSWER, rawServerClient as client, startRawServer, streamHead, httpChunk, ANSWER_EVENTS, type RawRequest } from '../helpers/raw-server.js';

/** A whole answer that announces keep-alive the way llama.cpp's server does. */
const KEEP_ALIVE_ANSWER = streamHead({ 'transfer-encoding': 'chunked', 'keep-alive': 'timeout=5, max=100' }) + httpChunk(ANSWER_EVENTS) + '0\r\n\r\n';

/** The same answer with `Connection: close`, as a server answers a request that asked for it. */
const CLOSING_ANSWER = streamHead({ 'transfer-encoding': 'chunked', connection: 'close' }) + httpChunk(ANSWER_EVENTS) + '0\r\n\r\n';

/**
 * Answers each connection's first request; closes the connection when another comes on it. A
 * request that asks for `Connection: close` gets it back and the connection closed, as from
 * llama.cpp's server.
 */
function oneAnswerPerConnection() {
  const answered = new WeakSet<Socket>();
  return (socket: Socket, request: RawRequest): void => {
    if (answered.has(socket)) {
      socket.destroy();
      return;
    }
    answered.add(socket);
    if (request.headers.connection === 'close') socket.end(CLOSING_ANSWER);
    else socket.write(KEEP_ALIVE_ANSWER);
  };
}

test('a request whose kept-alive connection the server closed before answering is sent again on a new one', async () => {
  const server = await startRawServer(oneAnswerPerConnection());
  const c = client(server.origin);
  try {
    const first = await c.send(REQUEST, { id: 'first' });
    const second = await c.send(REQUEST, { id: 'second' });
    assert.equal(first.ok, true);
    assert.equal(first.stream?.resent, undefined);
    assert.equal(second.ok, true, `the second request failed: ${second.error?.kind} ${second.error?.message}`);
    assert.equal(second.stream?.resent, true);
    assert.equal(typeof second.stream?.connectMs, 'number', 'the resend paid for a connection of its own');
    assert.equal(server.connections, 2);
    assert.deepEqual(server.requests.map((r) => r.headers['x-request-id']), ['first', 'second', 'second']);
    assert.equal(server.requests[2]!.headers.connection, 'close', 'the resend\'s connection carries it alone');
  } finally {
    await c.close();
    await server.close();
  }
});

test('a server that closes every connection after one response is then given a connection per request', async () => {
  const server = await startRawServer(oneAnswerPerConnection());
  const c = client(server.origin);
  try {
    const records = [];
    for (let i = 0; i < 8; i++) records.push(await c.send(REQUEST, { id: `r${i}` }));
    assert.deepEqual(records.map((r) => r.ok), Array(8).fill(true));
    // r0 opens a connection; r1, written on it, finds it closed and is resent; r2 opens another;
    // r3 is resent the same way. Two connections closed after one response each and none
    // carried two: every later request goes on a connection of its own, and none races.
    assert.deepEqual(records.map((r) => r.stream?.resent === true ? 'resent' : r.stream?.freshConnection === true ? 'fresh' : 'pooled'),
      ['pooled', 'resent', 'pooled', 'resent', 'fresh', 'fresh', 'fresh', 'fresh'],
      'the answers to requests that asked for Connection: close say it back, and do not count as the server announcing it');
    const last = records.at(-1)!;
    assert.equal(last.stream?.freshConnection, true);
    assert.equal(typeof last.stream?.connectMs, 'number');
    // What the server saw: each fresh request asked to close its connection.
    const freshIds = new Set(records.filter((r) => r.stream?.freshConnection === true).map((r) => r.id));
    for (const r of server.requests) if (freshIds.has(r.headers['x-request-id']!)) assert.equal(r.headers.connection, 'close');
  } finally {
    await c.close();
    await server.close();
  }
});

test('a resend that fails again is a failure, and a server that keeps connections is never resent to', async () => {
  // Answers the very first request only; every later connection is closed on its first request.
  let answered = false;
  const dead = await startRawServer((socket) => {
    if (answered) socket.destroy();
    else {
      answered = true;
      socket.write(KEEP_ALIVE_ANSWER);
    }
  });
  const c = client(dead.origin);
  try {
    assert.equal((await c.send(REQUEST, { id: 'ok' })).ok, true);
    const failed = await c.send(REQUEST, { id: 'twice' });
    assert.equal(failed.ok, false);
    assert.equal(failed.error?.kind, 'stream_reset');
    assert.equal(failed.stream?.resent, true, 'the failure is the resend\'s');
    assert.equal(dead.requests.filter((r) => r.headers['x-request-id'] === 'twice').length, 2, 'sent twice, not more');
  } finally {
    await c.close();
    await dead.close();
  }

  const kept = await startRawServer((socket) => socket.write(WHOLE_ANSWER));
  const k = client(kept.origin);
  try {
    for (let i = 0; i < 5; i++) {
      const r = await k.send(REQUEST, { id: `k${i}` });
      assert.equal(r.ok, true);
      assert.equal(r.stream?.resent, undefined);
      assert.equal(r.stream?.freshConnection, undefined);
    }
    assert.equal(kept.connections, 1);
  } finally {
    await k.close();
    await kept.close();
  }
});

test('a server that says Connection: close is left to the HTTP layer: nothing is resent or flagged', async () => {
  const server = await startRawServer((socket) => socket.end(CLOSING_ANSWER));
  const c = client(server.origin);
  try {
    for (let i = 0; i < 4; i++) {
      const r = await c.send(REQUEST, { id: `c${i}` });
      assert.equal(r.ok, true);
      assert.equal(r.stream?.resent, undefined);
      assert.equal(r.stream?.freshConnection, undefined);
    }
    assert.equal(server.requests.length, 4);
  } finally {
    await c.close();
    await server.close();
  }
});
