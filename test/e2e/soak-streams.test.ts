// Many streams at once: 512 concurrent requests through one client, each held open for a
// 32-token answer, against the simulator in its own process. None may be lost or reset, every
// one must really be in flight together, and the client must use one socket per stream, no
// more, and give them all back.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { ChatRequest } from '../../src/client/types.js';
import { startSimProcess } from '../helpers/sim-process.js';

const STREAMS = 512;
const TOKENS = 32;
/** Descriptors besides the sockets that the run may open (timers, the sampler, libuv internals). */
const FD_SLACK = 16;

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something.' }], maxTokens: TOKENS, temperature: undefined };

function openFds(): number {
  return readdirSync('/proc/self/fd').length;
}

it(`runs ${STREAMS} streams at once with no request lost or reset, one socket each (peak fds ≤ ${STREAMS} + ${FD_SLACK} over the start)`, { skip: !existsSync('/proc/self/fd') && 'needs /proc/self/fd' }, async (t) => {
  // 32 tokens of 5 ms: every stream stays open for at least 160 ms, so all overlap.
  const sim = await startSimProcess({ jitter: 0, prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 5, decodePerSeqMs: 0, maxBatch: STREAMS, outputTokens: TOKENS });
  const client = new OpenAIChatClient({ baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 }, { connections: STREAMS, env: {} });
  const fdsBefore = openFds();
  let peakFds = fdsBefore;
  const sampler = setInterval(() => {
    peakFds = Math.max(peakFds, openFds());
  }, 5);
  let fdsAfter: number;
  const startedMs = performance.now();
  try {
    const records = await Promise.all(Array.from({ length: STREAMS }, (_, i) => client.send(ASK, { id: `s${i}` })));
    const failed = records.filter((r) => !r.ok).map((r) => `${r.id}: ${r.error?.kind} ${r.error?.message}`);
    assert.deepEqual(failed, []);
    assert.deepEqual(new Set(records.map((r) => r.id)).size, STREAMS);
    assert.ok(records.every((r) => r.contentMs.length === TOKENS), 'every token of every stream arrived');
  } finally {
    clearInterval(sampler);
    await client.close();
    fdsAfter = openFds();
  }
  const elapsedMs = performance.now() - startedMs;
  const stats = await sim.stop();
  t.diagnostic(`${STREAMS} streams in ${Math.round(elapsedMs)} ms; open fds ${fdsBefore} before, ${peakFds} at peak (+${peakFds - fdsBefore}), ${fdsAfter} after close; server generated ${stats.peakBatch} at once`);
  assert.equal(stats.requests, STREAMS, 'the server saw every request');
  assert.equal(stats.completed, STREAMS);
  assert.equal(stats.peakBatch, STREAMS, 'all streams were being generated at the same time');
  assert.ok(peakFds - fdsBefore >= STREAMS, `only ${peakFds - fdsBefore} descriptors opened: the streams did not each get a socket`);
  assert.ok(peakFds - fdsBefore <= STREAMS + FD_SLACK, `${peakFds - fdsBefore} descriptors opened for ${STREAMS} streams`);
  assert.ok(fdsAfter <= fdsBefore + 2, `${fdsAfter - fdsBefore} descriptors still open after close`);
});
