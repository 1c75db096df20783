/**
 * The fidelity benchmark's CPU reading of a client process (bench/path/proc-cpu.ts): a peer run
 * against the ground-truth server, its CPU between the server's first measured arrival and last
 * end read from the samples of each thread's /proc schedstat. Not @parallel: the sampler is a
 * timer in this process, and beside other files it can be starved past the whole run of a fast
 * peer, which then reads no CPU at all.
 */
import { test } from 'node:test';
import { availableParallelism } from 'node:os';
import assert from 'node:assert/strict';
import { startGroundTruth } from '../../bench/ground-truth/spawn.js';
import { pairRelative } from '../../bench/path/pair.js';
import { findPeer, runPeer } from '../../bench/path/peers.js';

test('a peer process\'s CPU is read in the measured window, and is no more than its cores could give', async () => {
  const server = await startGroundTruth({ ttftMs: 20, itlMs: 5, tokens: 8, nearWindowMs: 2, nearMode: 'sleep' });
  try {
    const found = await findPeer('undici');
    assert.ok('ready' in found);
    await server.take();
    const run = await runPeer(found.ready, { baseUrl: server.baseUrl, concurrency: 4, requests: 16, tokens: 8, idPrefix: 'cpu' });
    const { requests } = await server.take();
    const e = pairRelative(run.traces, requests);
    assert.equal(e.paired, 16);
    const windowMs = e.windowMs[1] - e.windowMs[0];
    const cpuUs = run.cpuBetweenUs(e.windowMs[0], e.windowMs[1]);
    assert.ok(cpuUs > 0, 'the peer process used CPU in the measured window');
    // Never more than every core of the machine for the window (one more for the readings' edges).
    assert.ok(cpuUs < windowMs * 1000 * (availableParallelism() + 1), `${cpuUs} µs of CPU in a window of ${windowMs} ms`);
  } finally {
    await server.stop();
  }
});
