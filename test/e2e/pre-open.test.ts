// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Before a rate level is timed, the pool holds the connections the level keeps in flight
 * (rate × E2E, capped by max_concurrency): measured over a real client and the simulator.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { createApiClient, type StreamingClient } from '../../src/client/index.js';
import { runSweep, type LevelRun } from '../../src/load/sweep.js';
import { expectedInFlight } from '../../src/load/pre-open.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';

// 20 ms prefill + 10 tokens × 10 ms: each request takes at least ~120 ms, however idle the server.
let sim: Simulator;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 20, prefillPerTokenMs: 0, decodeBaseMs: 10, decodePerSeqMs: 0, maxBatch: 64, jitter: 0, seed: 2, outputTokens: 10 });
});
after(async () => {
  await sim.close();
});

const REQUEST: ChatRequest = { messages: [{ role: 'user', content: 'hi' }], maxTokens: 10, temperature: undefined };

interface Observed {
  level: LevelRun;
  /** Connections open when the first measured request was sent. */
  openAtFirstMeasure: number | undefined;
  /** Warm-up records, in the order they finished. */
  warm: RequestRecord[];
}

async function rateLevel(rate: number, cap: number, warmup: number, countConnections = true): Promise<Observed> {
  const client: StreamingClient = createApiClient('openai-chat', { baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 }, { connections: cap, env: {} });
  let openAtFirstMeasure: number | undefined;
  const warm: RequestRecord[] = [];
  try {
    let level: LevelRun | undefined;
    for await (const l of runSweep({
      levels: [],
      rates: [rate],
      maxConcurrency: cap,
      requests: 4,
      warmup,
      ...(countConnections ? { openConnections: () => client.openConnections() } : {}),
      send: async ({ phase, index: i }) => {
        if (phase === 'measure' && openAtFirstMeasure === undefined) openAtFirstMeasure = client.openConnections();
        const r = await client.send(REQUEST, { id: `${phase}${i}` });
        if (phase === 'warmup') warm.push(r);
        return r;
      },
    })) level = l;
    assert.ok(level);
    return { level, openAtFirstMeasure, warm };
  } finally {
    await client.close();
  }
}

describe('pre-opening connections before a rate level', () => {
  it('expects rate × E2E in flight, rounded up, at least 1, at most the cap', () => {
    assert.equal(expectedInFlight(40, 120, undefined), 5);
    assert.equal(expectedInFlight(40, 100, undefined), 4);
    assert.equal(expectedInFlight(0.5, 200, 256), 1);
    assert.equal(expectedInFlight(100, 1000, 16), 16);
    assert.equal(expectedInFlight(2, 0, 8), 1);
  });

  it('opens rate × E2E connections before the first measured request', async () => {
    const { level, openAtFirstMeasure, warm } = await rateLevel(40, 32, 1);
    const probe = warm[0]!;
    const need = expectedInFlight(40, probe.endMs - probe.sentMs, 32);
    assert.ok(need >= 5, `40 req/s × ≥ 120 ms needs ≥ 5 connections, computed ${need}`);
    assert.ok((openAtFirstMeasure ?? 0) >= need, `${openAtFirstMeasure} connections open, ${need} needed`);
    // The probe, one request per connection, and the level's own Poisson warm-up.
    assert.equal(level.warmupSent, 1 + need + 1);
    assert.equal(level.records.length, 4);
    assert.ok(level.records.every((r) => r.ok));
  });

  it('never opens more than the level\'s cap', async () => {
    const { level, openAtFirstMeasure } = await rateLevel(40, 2, 1);
    assert.equal(openAtFirstMeasure, 2);
    assert.equal(level.warmupSent, 1 + 2 + 1);
  });

  it('sends nothing extra without a warm-up, or when the client cannot count its connections', async () => {
    assert.equal((await rateLevel(40, 32, 0)).level.warmupSent, 0);
    assert.equal((await rateLevel(40, 32, 1, false)).level.warmupSent, 1);
  });
});
