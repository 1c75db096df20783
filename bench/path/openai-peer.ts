/**
 * A peer client for the fidelity benchmark: the `openai` npm SDK, timed the way a user would
 * write it by hand. `client.chat.completions.create({ stream: true })`, `for await` over the
 * chunks, TTFT at the first chunk whose delta carries content, ITL between content chunks; c
 * workers started together under `Promise.all`, each looping over its share of the requests (a
 * closed loop with synchronised starts, like the CLI's). The SDK's defaults are kept (its
 * retries, Node's global fetch and connection pool); only the base URL, a placeholder key and the
 * seeds' 120 s timeout are set, and each request carries `x-request-id` so the benchmark can
 * pair it with the ground-truth server's log.
 *
 * Argument 1: a PeerShape as JSON. Writes one JSON array of PeerTrace on stdout.
 */
import OpenAI from 'openai';
import type { PeerShape, PeerTrace } from './peer-protocol.js';

const shape = JSON.parse(process.argv[2] ?? '{}') as PeerShape;
const client = new OpenAI({ baseURL: shape.baseUrl, apiKey: 'ground-truth', timeout: 120_000 });

async function oneRequest(id: string): Promise<PeerTrace> {
  const start = performance.now();
  let first: number | null = null;
  let last = 0;
  const itlMs: number[] = [];
  try {
    const stream = await client.chat.completions.create(
      { model: 'ground-truth', messages: [{ role: 'user', content: 'Count to a hundred.' }], max_tokens: shape.maxTokens, stream: true },
      { headers: { 'x-request-id': id } },
    );
    for await (const chunk of stream) {
      if (!chunk.choices[0]?.delta?.content) continue;
      const now = performance.now();
      if (first === null) first = now;
      else itlMs.push(now - last);
      last = now;
    }
    return { id, ok: true, ttftMs: first === null ? null : first - start, itlMs };
  } catch (err) {
    return { id, ok: false, ttftMs: null, itlMs, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Worker `w` sends requests w, w + c, w + 2c, …: every worker's first request starts at once. */
async function worker(w: number): Promise<PeerTrace[]> {
  const traces: PeerTrace[] = [];
  for (let i = w; i < shape.requests; i += shape.concurrency) traces.push(await oneRequest(`${shape.idPrefix}-${i}`));
  return traces;
}

const all = await Promise.all(Array.from({ length: shape.concurrency }, (_, w) => worker(w)));
process.stdout.write(JSON.stringify(all.flat()));
