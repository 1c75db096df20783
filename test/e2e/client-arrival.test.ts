/**
 * Streams whose events arrive together are each stamped when their bytes were read, not after
 * undici has parsed the sockets read before them (src/client/arrival.ts). The server runs in
 * this process: it writes to every connection from one poll-phase callback, and the process is
 * then held in the check phase, so all the bytes are in the kernel when the next poll reads the
 * sockets one after another, as a closed loop's synchronised streams arrive. Each answer carries
 * thousands of one-byte HTTP chunks of SSE comment before its content event, so that undici's
 * parsing of one socket (a body callback per chunk) takes milliseconds: stamped after that
 * parsing, the last socket's content event would read that much later than the first's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs';
import type { Socket } from 'node:net';
import { httpChunk, rawServerClient, SHORT_REQUEST, startRawServer, streamHead } from '../helpers/raw-server.js';
import { DONE, contentChunk, finishChunk, roleChunk, sse } from '../helpers/transcript-server.js';

const STREAMS = 8;
/** One-byte chunks before each content event: a comment line is `:` then a line end. */
const PADDING = (httpChunk(':') + httpChunk('\n')).repeat(4_000);
const REST = httpChunk(sse(contentChunk('Hi'))) + httpChunk(sse(finishChunk()) + DONE) + '0\r\n\r\n';

test('a burst of streams is stamped as each socket was read, before undici parses any of them', async () => {
  const waiting: Socket[] = [];
  const server = await startRawServer((socket: Socket) => {
    socket.write(streamHead() + httpChunk(sse(roleChunk())));
    waiting.push(socket);
    if (waiting.length < STREAMS) return;
    // Every answer's rest from one thread-pool callback (a poll phase), then the process held
    // in this turn's check phase while the bytes arrive.
    stat('/', () => {
      for (const s of waiting) s.write(PADDING + REST);
      setImmediate(() => {
        const until = performance.now() + 100;
        while (performance.now() < until) { /* held */ }
      });
    });
  });
  const client = rawServerClient(server.origin, { connections: STREAMS });
  try {
    const records = await Promise.all(Array.from({ length: STREAMS }, (_, i) => client.send(SHORT_REQUEST, { id: `burst-${i}` })));
    for (const r of records) assert.equal(r.ok, true, r.error?.message);
    const stamps = records.map((r) => r.contentMs[0] as number).sort((a, b) => a - b);
    const spreadMs = (stamps.at(-1) as number) - (stamps[0] as number);
    // Parsing one socket's padding takes several ms here; reading eight sockets, well under one.
    assert.ok(spreadMs < 5, `the first content events were stamped ${spreadMs.toFixed(2)} ms apart`);
  } finally {
    await client.close();
    await server.close();
  }
});
