// Runs alone: it asserts which connection served which request, and that holds only while the
// server and the proxy (in this process) send a body's end within the client's 10 ms grace after
// [DONE]; starved beside other files, the proxy forwarded one later (seen once in a run of .ci/run), and the
// client rightly took the body for held open and reconnected.
/**
 * A sweep keeps one connection per request in flight at every level, not only at its highest.
 * The run's pool is sized for the sweep's highest concurrency; in a closed loop the next request
 * used to be sent while the previous one's connection was still being put back (undici frees a
 * connection one turn of the event loop after its response ends), so at the lower levels the
 * pool opened another connection, and with answers longer than the keep-alive window a new one
 * for nearly every request. An HTTP server on loopback names the connection each request came on.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempDir } from '../helpers/cli.js';
import { startProxy } from '../helpers/proxy-server.js';

let server: Server;
let url: string;
let dir: string;
/** The connection (in accept order) each request id arrived on. */
const connectionOf = new Map<string, number>();
let accepted = 0;
/** The connections that carried a request to the API (not the run's look for the server's /metrics, which goes on its own). */
const served = new Set<number>();

before(async () => {
  const ids = new WeakMap<Socket, number>();
  server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      res.writeHead(404).end();
      return;
    }
    served.add(ids.get(req.socket)!);
    const id = String(req.headers['x-request-id'] ?? '');
    connectionOf.set(id, ids.get(req.socket)!);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (content: string): string => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
      let sent = 0;
      const tick = setInterval(() => {
        if (sent < 3) {
          res.write(chunk(`t${sent++}`));
          return;
        }
        clearInterval(tick);
        res.end('data: [DONE]\n\n');
      }, 3);
    });
  });
  server.on('connection', (socket) => ids.set(socket, accepted++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  dir = await tempDir('llm-slo-gate-reuse-');
});
after(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('every level of a sweep sends its measured requests on as many connections as its concurrency, opened before it is measured', async () => {
  const out = await runCli(['run', '--base-url', url, '--model', 'm', '--concurrency', '1,2,4', '--requests', '16', '--warmup', '2', '--out', 'out', '-q'], { cwd: dir, timeoutMs: 60_000 });
  assert.equal(out.code, 0, out.stderr);
  assert.doesNotMatch(out.stderr, /had to set up a new connection/);
  const records = (await readFile(join(dir, 'out', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { id: string; connect_ms: number | null });
  assert.equal(records.length, 48);
  for (const c of [1, 2, 4]) {
    const level = records.filter((r) => r.id.includes(`-c${c}-m`));
    assert.equal(level.length, 16);
    const connections = new Set(level.map((r) => connectionOf.get(r.id)));
    assert.ok(!connections.has(undefined), 'the server saw every measured request');
    assert.equal(connections.size, c, `concurrency ${c}: measured requests came on connections ${[...connections].join(', ')}`);
    assert.deepEqual(level.filter((r) => r.connect_ms !== null).map((r) => r.id), [], `concurrency ${c}: no measured request set up a connection`);
  }
  // The connectivity check's own client, then the sweep's pool: one connection per request in flight at the highest level.
  assert.ok(served.size <= 1 + 4, `${served.size} connections carried requests (${accepted} accepted)`);
});

test('through a forwarding proxy too, every level opens its connections in the warm-up and measures on them', async () => {
  const proxy = await startProxy();
  try {
    const env = { HTTP_PROXY: proxy.url, NO_PROXY: '' };
    const out = await runCli(['run', '--base-url', url, '--model', 'm', '--concurrency', '1,2,4', '--requests', '12', '--warmup', '2', '--out', 'proxied', '-q'], { cwd: dir, env, timeoutMs: 60_000 });
    assert.equal(out.code, 0, out.stderr);
    assert.ok((proxy.forwarded.get(new URL(url).host) ?? 0) > 36, 'the requests went through the proxy');
    assert.doesNotMatch(out.stderr, /had to set up a new connection/);
    const records = (await readFile(join(dir, 'proxied', 'requests.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { id: string; connect_ms: number | null });
    assert.deepEqual(records.filter((r) => r.connect_ms !== null).map((r) => r.id), [], 'no measured request set up a connection');
    // The connectivity check's client, then the sweep's pool: at most one connection per request in flight.
    assert.ok(proxy.connections <= 1 + 4, `${proxy.connections} connections to the proxy`);
  } finally {
    await proxy.close();
  }
});
