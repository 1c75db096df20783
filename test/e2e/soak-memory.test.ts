// A long run held to flat memory: 2 000 short requests at concurrency 64 through one client
// against the simulator (in its own process), every request accounted for. The 20 000-request
// figure quoted in the README comes from bench/soak.ts, run by hand.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { ChatRequest } from '../../src/client/types.js';
import { startSimProcess } from '../helpers/sim-process.js';

const TOTAL = 2_000;
const WARMUP = 400;
const CONCURRENCY = 64;
/**
 * Allowed growth of the JS heap between the end of warm-up and the end of the run, after a full
 * collection. Keeping one record per request (about 0.5 KB with its timings), or one Buffer
 * object per chunk, would add more than this over the 1 600 measured requests. Buffer memory
 * itself is reported but not bounded: it swings by about 2 MB with the sockets' state.
 */
const HEAP_GROWTH_MAX_BYTES = 1 * 1024 * 1024;
/**
 * Allowed growth of resident memory over the same span. Looser: the JIT and the allocator keep
 * growing for the first few thousand requests before they settle (bench/soak.ts shows resident
 * memory flat from about 4 000 requests on), so this only catches a gross leak.
 */
const RSS_GROWTH_MAX_BYTES = 40 * 1024 * 1024;

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something short.' }], maxTokens: 8, temperature: undefined };

/** A full garbage collection, without needing --expose-gc on the command line. */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

it(`holds memory flat over ${TOTAL} requests at concurrency ${CONCURRENCY} (heap growth < 1 MB after ${WARMUP} warm-up requests) and accounts for every one`, async (t) => {
  const sim = await startSimProcess({ jitter: 0, prefillBaseMs: 1, prefillPerTokenMs: 0, decodeBaseMs: 1, decodePerSeqMs: 0, maxBatch: CONCURRENCY, outputTokens: 8 });
  const client = new OpenAIChatClient({ baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 30_000 }, { connections: CONCURRENCY, env: {} });
  // One byte per request rather than a set of ids, so the check itself holds no memory per request.
  const seen = new Uint8Array(TOTAL);
  const failures = new Map<string, number>();
  let ok = 0;
  let tokens = 0;
  let afterWarmup: NodeJS.MemoryUsage | undefined;
  const startedMs = performance.now();
  try {
    let next = 0;
    let finished = 0;
    let warmupDone: (() => void) | undefined;
    const warmupReached = new Promise<void>((resolve) => (warmupDone = resolve));
    // Workers stop at the warm-up mark until memory is read, so the reading is not taken mid-burst.
    const worker = async (): Promise<void> => {
      while (next < TOTAL) {
        const i = next++;
        if (i === WARMUP) {
          await new Promise<void>((resolve) => {
            const wait = (): void => (finished >= WARMUP ? resolve() : void setTimeout(wait, 1));
            wait();
          });
          collect();
          afterWarmup = process.memoryUsage();
          warmupDone!();
        } else if (i > WARMUP) await warmupReached;
        const record = await client.send(ASK, { id: `soak-${i}` });
        finished++;
        seen[Number(record.id.slice('soak-'.length))]! += 1;
        if (record.ok) {
          ok++;
          tokens += record.contentMs.length;
        } else failures.set(record.error!.kind, (failures.get(record.error!.kind) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await client.close();
  }
  const elapsedS = (performance.now() - startedMs) / 1000;
  collect();
  const end = process.memoryUsage();
  const stats = await sim.stop();

  assert.deepEqual(Object.fromEntries(failures), {});
  assert.equal(ok, TOTAL);
  assert.ok(seen.every((n) => n === 1), 'every id came back once');
  assert.equal(tokens, TOTAL * 8);
  assert.equal(stats.requests, TOTAL, 'the server saw every request');
  assert.equal(stats.completed, TOTAL);
  const heapGrowth = end.heapUsed - afterWarmup!.heapUsed;
  const rssGrowth = end.rss - afterWarmup!.rss;
  t.diagnostic(`${TOTAL} requests in ${elapsedS.toFixed(1)} s; heap ${mb(afterWarmup!.heapUsed)} → ${mb(end.heapUsed)} MB (${mb(heapGrowth)}), buffers ${mb(afterWarmup!.arrayBuffers)} → ${mb(end.arrayBuffers)} MB, rss ${mb(afterWarmup!.rss)} → ${mb(end.rss)} MB (${mb(rssGrowth)})`);
  assert.ok(heapGrowth < HEAP_GROWTH_MAX_BYTES, `heap grew ${mb(heapGrowth)} MB`);
  assert.ok(rssGrowth < RSS_GROWTH_MAX_BYTES, `resident memory grew ${mb(rssGrowth)} MB`);
});

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(2);
}
