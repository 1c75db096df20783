/**
 * Streams whose events arrive together are each stamped when their bytes were read, not after
 * undici has parsed the sockets read before them (src/client/arrival.ts). The server runs in
 * this process: it writes to every connection from one poll-phase callback, and the process is
 * then held in the check phase, so all the bytes are in the kernel when the next poll reads the
 * sockets one after another, as a closed loop's synchronised streams arrive. Each answer carries
 * thousands of one-byte HTTP chunks of SSE comment before its content event, so that undici's
 * parsing of one socket (a body callback per chunk) takes milliseconds: stamped after that
 * parsing, the last socket's content event would read that much later than the first's. And
 * holding undici's read until the check phase loses nothing that arrived with a reset.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stat } from 'node:fs';
import type { Socket } from 'node:net';
import { holdProcess, httpChunk, rawServerClient, SHORT_REQUEST, startRawServer, streamHead } from '../helpers/raw-server.js';
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
      holdProcess(100);
    });
  });
  const client = rawServerClient(server.origin, { connections: STREAMS });
  try {
    let lastDoneMs = 0;
    const records = await Promise.all(Array.from({ length: STREAMS }, async (_, i) => {
      const record = await client.send(SHORT_REQUEST, { id: `burst-${i}` });
      lastDoneMs = Math.max(lastDoneMs, performance.now());
      return record;
    }));
    for (const r of records) assert.equal(r.ok, true, r.error?.message);
    const stamps = records.map((r) => r.contentMs[0] as number).sort((a, b) => a - b);
    const spreadMs = (stamps.at(-1) as number) - (stamps[0] as number);
    // Against the time the burst took to parse and hand over (first stamp → last record), so a
    // process the machine slows down is held to the same share: stamped after undici's parsing
    // of the sockets ahead, the spread is a third of that time and more; stamped as read, a
    // small part.
    const burstMs = lastDoneMs - (stamps[0] as number);
    assert.ok(spreadMs < 0.15 * burstMs, `the first content events were stamped ${spreadMs.toFixed(2)} ms apart, in a burst handled in ${burstMs.toFixed(2)} ms`);
  } finally {
    await client.close();
    await server.close();
  }
});

/** What Node reads from a socket at once. */
const READ_BYTES = 64 * 1024;

/** `tail` after an SSE comment chunk that makes the whole exactly `bytes` long. */
function exactly(bytes: number, tail: string): string {
  for (let n = bytes - tail.length; n > 0; n--) {
    const whole = httpChunk(`:${'x'.repeat(n)}\n`) + tail;
    if (Buffer.byteLength(whole) === bytes) return whole;
  }
  throw new Error(`cannot pad to ${bytes} bytes`);
}

test('an answer whose last bytes and a reset arrive together still counts: the held bytes are parsed before the socket is torn down', async () => {
  const server = await startRawServer((socket: Socket) => {
    socket.write(streamHead() + httpChunk(sse(roleChunk())));
    // The rest of the answer, [DONE] included but not the body's end, then a reset, while the
    // process is held: the next poll reads the bytes and the reset together. The bytes fill
    // exactly one read (64 KiB, a comment padding them), so the read that follows them in the
    // same poll is the one that fails.
    stat('/', () => {
      socket.write(exactly(READ_BYTES, REST.slice(0, REST.lastIndexOf('0\r\n\r\n'))), () => socket.resetAndDestroy());
      holdProcess(100);
    });
  });
  const client = rawServerClient(server.origin);
  try {
    const record = await client.send(SHORT_REQUEST, { id: 'reset' });
    assert.equal(record.ok, true, `${record.error?.kind}: ${record.error?.message}`);
    assert.equal(record.contentMs.length, 1);
  } finally {
    await client.close();
    await server.close();
  }
});
