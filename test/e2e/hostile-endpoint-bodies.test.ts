// @parallel: asserts no timing (which bytes a response is made of, and what the CLI makes of them), so it may run beside other test files (scripts/test.mjs).
/**
 * Endpoints that bend HTTP, the cases judged by what was sent alone: interim `100 Continue`
 * heads nobody asked for, bodies compressed without being asked, absurd usage counts. Each is a
 * raw TCP server writing the exact bytes, run against the real CLI. The cases judged by time are
 * in hostile-endpoint.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Socket } from 'node:net';
import { httpChunk, startRawServer, streamHead } from '../helpers/raw-server.js';
import { DONE, contentChunk, finishChunk, roleChunk, sse, usageChunk } from '../helpers/transcript-server.js';
import { ANSWER, WHOLE, runAgainst } from '../helpers/hostile.js';

for (const interim of [
  { name: 'in its own write', write: (s: Socket) => { s.write('HTTP/1.1 100 Continue\r\n\r\n'); setTimeout(() => s.write(WHOLE), 20); } },
  { name: 'with headers, twice, in the same write as the response', write: (s: Socket) => s.write('HTTP/1.1 100 Continue\r\nX-Note: early\r\n\r\nHTTP/1.1 100 Continue\r\n\r\n' + WHOLE) },
]) {
  test(`an unsolicited 100 Continue ${interim.name} is skipped, as RFC 9110 asks of a client`, async () => {
    const server = await startRawServer((socket) => interim.write(socket));
    try {
      const run = await runAgainst(server);
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.lines.length, 4);
      for (const line of run.lines) assert.equal(line.ok, true, JSON.stringify(line));
      assert.ok(server.connections <= 2, `${server.connections} connections: the interim response did not cost the connection`);
    } finally {
      await server.close();
    }
  });
}

test('a body compressed without being asked for fails naming its content-encoding', async () => {
  const body = gzipSync(ANSWER);
  const server = await startRawServer((socket) => {
    socket.write(`HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-encoding: gzip\r\ncontent-length: ${body.length}\r\n\r\n`);
    socket.write(body);
  });
  try {
    const run = await runAgainst(server);
    assert.equal(run.code, 3, run.stderr);
    assert.equal(server.requests[0]!.headers['accept-encoding'], undefined, 'the request did not ask for compression');
    const message = (run.results as unknown as { error: { message: string } }).error.message;
    assert.match(message, /compressed the response \(content-encoding "gzip"\) although the request did not ask for it/);
    assert.doesNotMatch(message, /no event carried text/);
  } finally {
    await server.close();
  }
});

test('usage token counts beyond any model\'s reach are ignored, with a note', async () => {
  const server = await startRawServer((socket) => socket.write(streamHead() + httpChunk(
    sse(roleChunk()) + sse(contentChunk('Hi')) + sse(contentChunk(' there')) + sse(finishChunk()) + sse(usageChunk(1e308, 1e308)) + DONE) + '0\r\n\r\n'));
  try {
    const run = await runAgainst(server);
    assert.equal(run.code, 0, run.stderr);
    for (const line of run.lines) assert.equal(line.output_tokens, 2, 'counted from the token events instead');
    const text = JSON.stringify(run.results);
    assert.doesNotMatch(text, /e\+30/, 'no absurd count reached results.json');
    assert.equal(run.results.levels[0]!.stream.implausible_usage, 4);
    assert.ok(run.results.notes.some((n) => /usage reported token counts above 10,000,000/.test(n)), run.results.notes.join('\n'));
  } finally {
    await server.close();
  }
});
