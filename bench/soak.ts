/**
 * Reliability figures for the README, measured by hand (too long for the test suite):
 *
 *   node build/bench/soak.js [--requests 20000] [--concurrency 64] [--tokens 8]
 *
 * Sends short streamed requests through one client, in a closed loop at the given concurrency,
 * to the simulator running in its own process, so the figures are the client's alone. After
 * each tenth of the run it forces a full garbage collection and prints heap, resident memory
 * and open file descriptors; at the end, whether every request came back, how many failed by
 * kind, and the growth after the first tenth (the warm-up).
 *
 * With `--concurrency 512 --requests 512 --tokens 64` it is the many-streams check: every
 * request in flight at once, with the peak number of open descriptors sampled every 5 ms.
 */
import { readdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseArgs } from 'node:util';
import { OpenAIChatClient } from '../src/client/openai-chat.js';
import type { ChatRequest } from '../src/client/types.js';
import { startSimProcess } from '../test/helpers/sim-process.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '64' },
    tokens: { type: 'string', default: '8' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const tokens = Number(values.tokens);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Open file descriptors of this process; undefined where /proc is not available. */
function openFds(): number | undefined {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return undefined;
  }
}

function mb(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

async function main(): Promise<void> {
  const sim = await startSimProcess({
    jitter: 0, prefillBaseMs: 1, prefillPerTokenMs: 0, decodeBaseMs: tokens > 16 ? 5 : 1, decodePerSeqMs: 0,
    maxBatch: Math.max(concurrency, 1), outputTokens: tokens,
  });
  const ask: ChatRequest = { messages: [{ role: 'user', content: 'Say something short.' }], maxTokens: tokens, temperature: undefined };
  const client = new OpenAIChatClient({ baseUrl: sim.url, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 120_000 }, { connections: concurrency, env: {} });

  gc();
  const fdsBefore = openFds();
  let peakFds = fdsBefore ?? 0;
  const sampler = setInterval(() => {
    const n = openFds();
    if (n !== undefined && n > peakFds) peakFds = n;
  }, 5);

  const step = Math.max(1, Math.floor(total / 10));
  const samples: { done: number; heap: number; buffers: number; rss: number; fds: number | undefined }[] = [];
  const failures = new Map<string, number>();
  // One byte per request rather than a set of ids, so the check itself holds no memory per request.
  const seen = new Uint8Array(total);
  let ok = 0;
  let next = 0;
  let finished = 0;
  let nextSample = step;
  const startedMs = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) {
      const i = next++;
      const record = await client.send(ask, { id: `soak-${i}` });
      seen[Number(record.id.slice('soak-'.length))]! += 1;
      if (record.ok) ok++;
      else failures.set(record.error!.kind, (failures.get(record.error!.kind) ?? 0) + 1);
      finished++;
      if (finished >= nextSample) {
        nextSample += step;
        gc();
        const m = process.memoryUsage();
        samples.push({ done: finished, heap: m.heapUsed, buffers: m.arrayBuffers, rss: m.rss, fds: openFds() });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - startedMs) / 1000;
  clearInterval(sampler);
  await client.close();
  const stats = await sim.stop();

  process.stdout.write(`requests ${total} at concurrency ${concurrency}, ${tokens} tokens each, in ${elapsedS.toFixed(1)} s (${(total / elapsedS).toFixed(0)} req/s)\n`);
  process.stdout.write('  done   heap MB   buffers MB   rss MB   fds\n');
  for (const s of samples) process.stdout.write(`${String(s.done).padStart(6)} ${mb(s.heap).padStart(9)} ${mb(s.buffers).padStart(12)} ${mb(s.rss).padStart(8)} ${String(s.fds ?? '-').padStart(5)}\n`);
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  process.stdout.write(`after warm-up (${first.done} requests) to the end: heap ${mb(last.heap - first.heap)} MB, buffers ${mb(last.buffers - first.buffers)} MB, rss ${mb(last.rss - first.rss)} MB\n`);
  process.stdout.write(`ok ${ok}, failed ${JSON.stringify(Object.fromEntries(failures))}, every id once ${seen.every((n) => n === 1)}, server saw ${stats.requests} (completed ${stats.completed}), peak streams generated at once ${stats.peakBatch}\n`);
  process.stdout.write(`open fds: before ${fdsBefore ?? '-'}, peak ${peakFds} (+${fdsBefore === undefined ? '-' : peakFds - fdsBefore}), after close ${openFds() ?? '-'}\n`);
  if (ok !== total || !seen.every((n) => n === 1) || stats.requests !== total) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`soak failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
