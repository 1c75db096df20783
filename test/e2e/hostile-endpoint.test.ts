/**
 * Endpoints that bend HTTP, the cases judged by time or by how the bytes fall into network
 * reads: responses that never finish after their end event (the next request must not wait for
 * the timeout), a `100 Continue` head split across reads, and how long a request took to set up
 * its connection. Each is a raw TCP server writing the exact bytes, run against the real CLI.
 * The cases that assert no timing are in hostile-endpoint-bodies.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { httpChunk, startRawServer, streamHead } from '../helpers/raw-server.js';
import { ANSWER, WHOLE, runAgainst } from '../helpers/hostile.js';

for (const shape of [
  { name: 'a chunked body that never ends', write: (s: Socket) => s.write(streamHead() + httpChunk(ANSWER)) },
  { name: 'a Content-Length larger than what is sent', write: (s: Socket) => s.write(streamHead({ 'content-length': '100000' }) + ANSWER) },
]) {
  test(`[DONE] followed by ${shape.name} does not hold the connection until the timeout`, async () => {
    const server = await startRawServer((socket) => shape.write(socket));
    try {
      const run = await runAgainst(server);
      assert.equal(run.lines.length, 4, run.stderr);
      for (const line of run.lines) {
        assert.equal(line.ok, true, JSON.stringify(line));
        // Held until the 3 s request timeout, a later request would wait for the socket that long.
        assert.ok(line.ttft_ms! < 1000, `TTFT ${line.ttft_ms} ms: the request waited for a held connection`);
      }
      // Each request after the first waited for the previous one's connection to be closed, and
      // says so. The first may find the connectivity check's connection already closed: the
      // self-check's idle window before the first level outlasts the drain deadline.
      for (const line of run.lines.slice(1)) {
        assert.ok(line.connection_wait_ms! >= 50 && line.connection_wait_ms! < 1000, `connection_wait_ms ${line.connection_wait_ms}`);
        // The server answers at once: TTFT starts when the request is written, after the wait.
        assert.ok(line.ttft_ms! < line.connection_wait_ms!, `TTFT ${line.ttft_ms} ms holds the ${line.connection_wait_ms} ms wait for a connection`);
        assert.equal(typeof line.connect_ms, 'number', 'each request after the first opened the connection it went on');
      }
      assert.ok(run.lines[0]!.connection_wait_ms! < 1000, `connection_wait_ms ${run.lines[0]!.connection_wait_ms}`);
      assert.ok(server.connections >= 5, 'each held connection was closed and a new one opened');
      const waits = run.results.levels[0]!.stream.connection_waits as number;
      assert.ok(waits >= 3 && waits <= 4, `connection_waits ${waits}`);
      assert.ok(run.results.notes.some((n) => /waited for a free connection/.test(n) && /after their end event/.test(n)), run.results.notes.join('\n'));
    } finally {
      await server.close();
    }
  });
}


test('a 100 Continue head split across reads fails in words that say so, not as a closed connection', async () => {
  const server = await startRawServer((socket) => {
    socket.write('HTTP/1.1 100 Cont');
    setTimeout(() => socket.write('inue\r\n\r\n' + WHOLE), 30);
  });
  try {
    const run = await runAgainst(server);
    assert.equal(run.code, 3, run.stderr);
    const message = (run.results as unknown as { error: { message: string } }).error.message;
    assert.match(message, /\(stream_reset\).*an interim 100 Continue split across network reads/);
  } finally {
    await server.close();
  }
});

test('a request that sets up its connection says how long it took, outside its TTFT; a kept-alive one reads null', async () => {
  // One server keeps its connections alive; the other closes each after its response.
  const kept = await startRawServer((socket) => socket.write(WHOLE));
  const closing = await startRawServer((socket) => socket.end(streamHead({ 'transfer-encoding': 'chunked', connection: 'close' }) + httpChunk(ANSWER) + '0\r\n\r\n'));
  try {
    const warm = await runAgainst(kept);
    assert.equal(warm.code, 0, warm.stderr);
    assert.equal(kept.connections, 1, 'the connectivity check\'s connection served the whole level');
    for (const line of warm.lines) assert.equal(line.connect_ms, null, JSON.stringify(line));
    assert.equal(warm.results.levels[0]!.stream.connects, 0);
    assert.ok(!warm.results.notes.some((n) => /set up a new connection/.test(n)), warm.results.notes.join('\n'));

    const cold = await runAgainst(closing);
    assert.equal(cold.code, 0, cold.stderr);
    assert.equal(cold.lines.length, 4);
    for (const line of cold.lines) {
      assert.equal(typeof line.connect_ms, 'number', JSON.stringify(line));
      assert.ok(line.connect_ms! >= 0 && line.connect_ms! <= line.connection_wait_ms! + 0.01, JSON.stringify(line));
    }
    assert.equal(cold.results.levels[0]!.stream.connects, 4);
    assert.ok(cold.results.notes.some((n) => /4 measured requests|Some measured requests had to set up a new connection \(4 at concurrency 1/.test(n)), cold.results.notes.join('\n'));
  } finally {
    await kept.close();
    await closing.close();
  }
});
