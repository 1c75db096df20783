/**
 * The client's connections, against real loopback servers: TTFT starts when the request is on
 * the wire, a new connection's set-up is recorded apart (`stream.connectMs`), and one abort
 * listener serves every request on a signal. That idle connections outlive undici's 4 s default,
 * which asserts no timing, is in client-idle-connection.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEventListeners } from 'node:events';
import { SHORT_REQUEST as REQUEST, WHOLE_ANSWER as ANSWER, httpChunk, rawServerClient as client, startRawServer, streamHead } from '../helpers/raw-server.js';
import { DONE, contentChunk, finishChunk, roleChunk, sse } from '../helpers/transcript-server.js';

test('the first request on a connection records its set-up; the next one on the kept-alive connection reads null', async () => {
  const server = await startRawServer((socket) => socket.write(ANSWER));
  const c = client(server.origin);
  try {
    const first = await c.send(REQUEST, { id: 'a' });
    const second = await c.send(REQUEST, { id: 'b' });
    assert.equal(first.ok && second.ok, true);
    assert.equal(typeof first.stream?.connectMs, 'number');
    assert.ok(first.stream!.connectMs! >= 0 && first.stream!.connectMs! <= first.stream!.connectionWaitMs! + 0.01, JSON.stringify(first.stream));
    assert.equal(second.stream?.connectMs, null);
    assert.equal(server.connections, 1);
  } finally {
    await c.close();
    await server.close();
  }
});

test('TTFT starts when the request is written: a wait for a busy connection is not in it', async () => {
  // The first answer is held open after [DONE] (a server that never ends its body), so the
  // second request waits for the client to give that connection up (100 ms after [DONE]).
  const server = await startRawServer((socket, _request, index) => {
    if (index === 0) socket.write(streamHead() + httpChunk(sse(roleChunk()) + sse(contentChunk('Hi')) + sse(finishChunk()) + DONE));
    else socket.write(ANSWER);
  });
  const c = client(server.origin);
  try {
    const [, second] = await Promise.all([c.send(REQUEST, { id: 'held' }), c.send(REQUEST, { id: 'waiting' })]);
    assert.equal(second.ok, true, JSON.stringify(second.error));
    const waitMs = second.stream!.connectionWaitMs!;
    assert.ok(waitMs >= 50, `waited ${waitMs} ms for the connection`);
    const ttftMs = second.contentMs[0]! - second.sentMs;
    assert.ok(ttftMs < waitMs, `TTFT ${ttftMs} ms holds the ${waitMs} ms wait`);
    assert.equal(typeof second.stream!.connectMs, 'number', 'it went on a new connection');
  } finally {
    await c.close();
    await server.close();
  }
});

test('one abort listener per signal, however many requests are in flight, and an abort still cancels each', async () => {
  const server = await startRawServer((socket) => socket.write(streamHead() + httpChunk(sse(roleChunk()))));
  const c = client(server.origin, { connections: 8 });
  const controller = new AbortController();
  try {
    const pending = Array.from({ length: 8 }, (_, i) => c.send(REQUEST, { id: `r${i}`, signal: controller.signal }));
    while (server.requests.length < 8) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(getEventListeners(controller.signal, 'abort').length, 1);
    controller.abort();
    const records = await Promise.all(pending);
    for (const r of records) assert.equal(r.error?.kind, 'cancelled', JSON.stringify(r.error));
  } finally {
    await c.close();
    await server.close();
  }
});
