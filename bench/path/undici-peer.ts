/**
 * A peer client for the fidelity benchmark: the least a client built on undici can do, the HTTP
 * library the CLI uses. One undici Pool with a connection per stream, `pool.dispatch` with a
 * bare handler of undici's own callbacks (no Readable stream, no fetch), and on each body chunk one `performance.now()`
 * and the raw floor's byte search for content events (`"delta":{"content":"`); no SSE or JSON
 * parsing, no records. Its CPU per event is what undici's HTTP parsing and callbacks add to a
 * socket's `data` event: the part of the CLI's cost above the raw floor that no code on undici
 * can avoid. Like the other peers, c workers start together and each loops over its share.
 *
 * Argument 1: a PeerShape as JSON. Writes one JSON array of PeerTrace on stdout.
 */
import { Pool, type Dispatcher } from 'undici';
import { CONTENT, countMarker } from '../clients/raw-socket.js';
import type { PeerShape, PeerTrace } from './peer-protocol.js';

const shape = JSON.parse(process.argv[2] ?? '{}') as PeerShape;
const url = new URL(shape.baseUrl);
const pool = new Pool(url.origin, { connections: shape.concurrency, pipelining: 1 });
const path = `${url.pathname.replace(/\/$/, '')}/chat/completions`;
const body = JSON.stringify({
  model: 'ground-truth',
  messages: [{ role: 'user', content: 'Count to a hundred.' }],
  max_tokens: shape.maxTokens,
  stream: true,
  stream_options: { include_usage: true },
});
function oneRequest(id: string): Promise<PeerTrace> {
  return new Promise((resolve) => {
    let first: number | null = null;
    let last = 0;
    let carry = Buffer.alloc(0);
    let status = 0;
    const itlMs: number[] = [];
    const start = performance.now();
    // undici's own callbacks (onConnect … onError): the newer onRequestStart style is turned
    // into these by a wrapper on every call, which the least a client can do does not pay.
    const handler = {
      onConnect() {},
      onHeaders(statusCode: number) {
        status = statusCode;
        return true;
      },
      onData(chunk: Buffer) {
        const now = performance.now();
        for (let n = countMarker(CONTENT, carry, chunk); n > 0; n--) {
          if (first === null) first = now;
          else itlMs.push(now - last);
          last = now;
        }
        carry = Buffer.from(chunk.subarray(Math.max(0, chunk.length - CONTENT.length + 1)));
        return true;
      },
      onComplete() {
        resolve({ id, ok: status === 200 && first !== null, ttftMs: first === null ? null : first - start, itlMs });
      },
      onError(err: Error) {
        resolve({ id, ok: false, ttftMs: null, itlMs, error: err.message });
      },
    } as unknown as Dispatcher.DispatchHandler;
    pool.dispatch({ path, method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-request-id': id }, body }, handler);
  });
}

/** Worker `w` sends requests w, w + c, w + 2c, …: every worker's first request starts at once. */
async function worker(w: number): Promise<PeerTrace[]> {
  const traces: PeerTrace[] = [];
  for (let i = w; i < shape.requests; i += shape.concurrency) traces.push(await oneRequest(`${shape.idPrefix}-${i}`));
  return traces;
}

const all = await Promise.all(Array.from({ length: shape.concurrency }, (_, w) => worker(w)));
await pool.close();
process.stdout.write(JSON.stringify(all.flat()));
