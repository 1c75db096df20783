/**
 * Endpoints that bend HTTP: responses that never finish after their end event, interim
 * `100 Continue` heads nobody asked for, bodies compressed without being asked, absurd usage
 * counts. Each is a raw TCP server writing the exact bytes, run against the real CLI.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Socket } from 'node:net';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { httpChunk, startRawServer, streamHead, type RawServer } from '../helpers/raw-server.js';
import { DONE, contentChunk, finishChunk, roleChunk, sse, usageChunk } from '../helpers/transcript-server.js';

interface RequestLine {
  ok: boolean;
  error_kind: string | null;
  error_message: string | null;
  ttft_ms: number | null;
  output_tokens: number | null;
  connection_wait_ms: number | null;
  connect_ms: number | null;
}

interface RunOutcome {
  code: number | null;
  stderr: string;
  results: { status: string; notes: string[]; levels: Array<{ stream: Record<string, unknown>; errors: Record<string, number> }> };
  lines: RequestLine[];
}

/** Runs the CLI against `server` at concurrency 1 and reads what it wrote. */
async function runAgainst(server: RawServer, options: { requests?: number; timeoutS?: number } = {}): Promise<RunOutcome> {
  const dir = await tempDir();
  const spec = await writeSpec(dir, `endpoint: {base_url: "${server.origin}/v1", model: m}
workload: {prompt: Hi, max_tokens: 4}
sweep: {concurrency: [1], requests: ${options.requests ?? 4}, warmup: 0}
`);
  const res = await runCli(['run', '--spec', spec, '--out', 'out', '--timeout', String(options.timeoutS ?? 3)], { cwd: dir, env: { OPENAI_API_KEY: 'sk-x' }, timeoutMs: 60_000 });
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as RunOutcome['results'];
  const text = await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8').catch(() => '');
  const lines = text.trim() === '' ? [] : text.trim().split('\n').map((l) => JSON.parse(l) as RequestLine);
  return { code: res.code, stderr: res.stderr, results, lines };
}

/** The events of a short, complete answer, ending with `[DONE]`. */
const ANSWER = sse(roleChunk()) + sse(contentChunk('Hi')) + sse(finishChunk()) + DONE;

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

/** A complete, properly ended chunked response carrying ANSWER. */
const WHOLE = streamHead() + httpChunk(ANSWER) + '0\r\n\r\n';

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
