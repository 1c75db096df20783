// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
// HTTP_PROXY / HTTPS_PROXY / NO_PROXY: which requests go through a proxy, that the pool stays
// capped at the concurrency through it, and what a dead or unwilling proxy is reported as.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import { chooseProxy, describeRoute, noProxyMatch, type ProxyEnvironment } from '../../src/client/proxy.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { hintFor } from '../../src/engine/diagnose.js';
import { isGateError } from '../../src/errors.js';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startProxy, type ProxyServer } from '../helpers/proxy-server.js';
import { closedPort } from '../helpers/transcript-server.js';

const ASK: ChatRequest = { messages: [{ role: 'user', content: 'Say something.' }], maxTokens: 4, temperature: undefined };

let sim: Simulator;
before(async () => {
  // 4 tokens of 5 ms: about 25 ms per answer, long enough for concurrent requests to overlap.
  sim = await startSimulator({ jitter: 0, prefillBaseMs: 5, prefillPerTokenMs: 0, decodeBaseMs: 5, decodePerSeqMs: 0, maxBatch: 64, outputTokens: 4 });
});
after(async () => {
  await sim.close();
});

const proxies: ProxyServer[] = [];
async function proxy(options?: Parameters<typeof startProxy>[0]): Promise<ProxyServer> {
  const p = await startProxy(options);
  proxies.push(p);
  return p;
}
after(async () => {
  await Promise.all(proxies.map((p) => p.close()));
});

/** A request timeout long enough for a file starved of the CPU beside others (the parallel round). */
function endpoint(baseUrl = sim.url): EndpointConfig {
  return { baseUrl, model: 'sim-model', apiKey: undefined, headers: {}, timeoutMs: 60_000 };
}

/** Sends `count` requests at once through a client with `connections` and the given environment. */
async function sendAll(env: ProxyEnvironment, count: number, connections: number, baseUrl?: string): Promise<{ records: RequestRecord[]; client: OpenAIChatClient }> {
  const client = new OpenAIChatClient(endpoint(baseUrl), { connections, env });
  try {
    const records = await Promise.all(Array.from({ length: count }, (_, i) => client.send(ASK, { id: `p${i}` })));
    return { records, client };
  } finally {
    await client.close();
  }
}

const simHost = (): string => new URL(sim.url).host;

describe('choosing the route', () => {
  const target = new URL('http://10.1.2.3:8000/v1/chat/completions');
  const secure = new URL('https://api.example.com/v1/chat/completions');
  const cases: Array<[name: string, url: URL, env: ProxyEnvironment, proxyVariable: string | undefined, bypass: string | undefined]> = [
    ['no variables: direct', target, {}, undefined, undefined],
    ['HTTP_PROXY for an http URL', target, { HTTP_PROXY: 'http://proxy:3128' }, 'HTTP_PROXY', undefined],
    ['HTTPS_PROXY alone does not apply to an http URL', target, { HTTPS_PROXY: 'http://proxy:3128' }, undefined, undefined],
    ['HTTPS_PROXY for an https URL', secure, { HTTPS_PROXY: 'http://proxy:3128', HTTP_PROXY: 'http://other:1' }, 'HTTPS_PROXY', undefined],
    ['HTTP_PROXY as the fallback for an https URL', secure, { HTTP_PROXY: 'http://proxy:3128' }, 'HTTP_PROXY', undefined],
    ['the lower-case name before the upper-case one', target, { http_proxy: 'http://a:1', HTTP_PROXY: 'http://b:2' }, 'http_proxy', undefined],
    ['an empty lower-case name hides the upper-case one', target, { http_proxy: '', HTTP_PROXY: 'http://b:2' }, undefined, undefined],
    ['NO_PROXY listing the host', target, { HTTP_PROXY: 'http://proxy:3128', NO_PROXY: 'localhost,10.1.2.3' }, undefined, '10.1.2.3'],
    ['NO_PROXY listing the host with another port', target, { HTTP_PROXY: 'http://proxy:3128', NO_PROXY: '10.1.2.3:9000' }, 'HTTP_PROXY', undefined],
    ['NO_PROXY listing the host with its port', target, { HTTP_PROXY: 'http://proxy:3128', NO_PROXY: '10.1.2.3:8000' }, undefined, '10.1.2.3:8000'],
    ['NO_PROXY with a domain suffix', secure, { HTTPS_PROXY: 'http://proxy:3128', no_proxy: '.example.com' }, undefined, '.example.com'],
    ['NO_PROXY with a wildcard domain', secure, { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: '*.example.com' }, undefined, '*.example.com'],
    ['NO_PROXY with a plain parent domain', secure, { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: 'example.com' }, undefined, 'example.com'],
    ['NO_PROXY that only shares a suffix', secure, { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: 'ample.com' }, 'HTTPS_PROXY', undefined],
    ['NO_PROXY=*', target, { HTTP_PROXY: 'http://proxy:3128', NO_PROXY: '*' }, undefined, '*'],
    ['loopback is proxied unless listed', new URL('http://127.0.0.1:8000/v1'), { HTTP_PROXY: 'http://proxy:3128' }, 'HTTP_PROXY', undefined],
  ];
  for (const [name, url, env, proxyVariable, bypass] of cases) {
    it(`routes ${name}`, () => {
      const { route, proxyUri } = chooseProxy(url, env);
      assert.equal(route.proxyVariable, proxyVariable);
      assert.equal(route.bypass?.entry, bypass);
      assert.equal(proxyUri === undefined, proxyVariable === undefined);
    });
  }

  it('keeps proxy credentials out of the route and its description', () => {
    const { route, proxyUri } = chooseProxy(target, { HTTP_PROXY: 'http://alice:s3cr3t@proxy:3128' });
    assert.equal(proxyUri, 'http://alice:s3cr3t@proxy:3128/');
    assert.equal(route.proxyUrl, 'http://proxy:3128/');
    assert.ok(!describeRoute(route).includes('s3cr3t'));
    assert.equal(describeRoute(route), 'through the proxy http://proxy:3128/ named by HTTP_PROXY (NO_PROXY is not set)');
  });

  it('takes a proxy written without a scheme as http://', () => {
    assert.equal(chooseProxy(target, { HTTP_PROXY: 'proxy.internal:3128' }).proxyUri, 'http://proxy.internal:3128/');
  });

  it('refuses a proxy variable that is not a URL, without showing its credentials', () => {
    assert.throws(() => chooseProxy(target, { HTTP_PROXY: 'http://bob:hunter2@[bad' }), (err: unknown) => {
      assert.ok(isGateError(err));
      assert.equal(err.code, 'USAGE');
      assert.match(err.message, /^HTTP_PROXY is set to "http:\/\/\[bad", which is not a URL\.$/);
      assert.match(err.hint ?? '', /unset HTTP_PROXY/);
      return true;
    });
    assert.throws(() => chooseProxy(target, { HTTP_PROXY: 'ftp://proxy:21' }), /HTTP_PROXY uses the scheme ftp, which is not supported/);
  });

  it('matches an IPv6 host in NO_PROXY with its brackets', () => {
    assert.equal(noProxyMatch(new URL('http://[::1]:8000/'), '[::1]'), '[::1]');
    assert.equal(noProxyMatch(new URL('http://[::1]:8000/'), '127.0.0.1'), undefined);
  });
});

describe('requests through a proxy', () => {
  it('forwards every request through the proxy named by HTTP_PROXY and streams the answers', async () => {
    const p = await proxy();
    const { records, client } = await sendAll({ HTTP_PROXY: p.url }, 5, 5);
    for (const r of records) {
      assert.equal(r.ok, true, r.error?.message);
      assert.equal(r.contentMs.length, 4);
    }
    assert.equal(p.forwarded.get(simHost()), 5);
    assert.equal(p.tunnels.size, 0);
    assert.equal(client.route.proxyVariable, 'HTTP_PROXY');
  });

  it('bypasses the proxy when NO_PROXY=127.0.0.1', async () => {
    const p = await proxy();
    const { records, client } = await sendAll({ HTTP_PROXY: p.url, NO_PROXY: '127.0.0.1' }, 5, 5);
    assert.ok(records.every((r) => r.ok));
    assert.equal(p.connections, 0);
    assert.deepEqual(client.route.bypass, { variable: 'NO_PROXY', entry: '127.0.0.1' });
  });

  it('uses the lower-case http_proxy over HTTP_PROXY', async () => {
    const p = await proxy();
    const dead = await closedPort();
    const { records } = await sendAll({ http_proxy: p.url, HTTP_PROXY: `http://127.0.0.1:${dead}` }, 2, 2);
    assert.ok(records.every((r) => r.ok), records[0]?.error?.message);
    assert.equal(p.forwarded.get(simHost()), 2);
  });

  const caps: Array<[connections: number, requests: number]> = [
    [3, 12],
    [8, 16],
  ];
  for (const [connections, requests] of caps) {
    it(`keeps the pool to the proxy at ${connections} connections for ${requests} simultaneous requests, and uses them all`, async () => {
      const p = await proxy();
      const { records } = await sendAll({ HTTP_PROXY: p.url }, requests, connections);
      assert.ok(records.every((r) => r.ok), records.filter((r) => !r.ok).map((r) => `${r.id}: ${r.error?.kind}: ${r.error?.message}`).join('\n'));
      assert.equal(p.forwarded.get(simHost()), requests);
      assert.ok(p.connections <= connections, `${p.connections} connections opened`);
      assert.equal(p.peakConnections, connections);
    });
  }

  it('sends proxy credentials from the URL as Proxy-Authorization and never shows them', async () => {
    const p = await proxy({ credentials: { user: 'alice', password: 'pr0xy-pa55' } });
    const { records, client } = await sendAll({ HTTP_PROXY: `http://alice:pr0xy-pa55@127.0.0.1:${p.port}` }, 2, 2);
    assert.ok(records.every((r) => r.ok), records[0]?.error?.message);
    assert.equal(p.authorizations.length > 0, true);
    assert.ok(!JSON.stringify(client.route).includes('pr0xy-pa55'));
  });

  it('opens a CONNECT tunnel for an https endpoint (HTTPS_PROXY)', async () => {
    const p = await proxy();
    const httpsUrl = sim.url.replace('http://', 'https://');
    const { records } = await sendAll({ HTTPS_PROXY: p.url }, 1, 1, httpsUrl);
    // The simulator speaks plain HTTP, so TLS through the tunnel fails, after the proxy opened it.
    assert.equal(p.tunnels.get(simHost()), 1);
    assert.equal(records[0]!.error?.kind, 'connect', records[0]!.error?.message);
    assert.match(records[0]!.error!.message, /through the proxy http:\/\/127\.0\.0\.1:\d+\/ named by HTTPS_PROXY/);
  });
});

describe('a proxy that fails', () => {
  it('reports a dead proxy as connect, naming the proxy and its variable in the message and the hint', async () => {
    const dead = await closedPort();
    const { records, client } = await sendAll({ HTTPS_PROXY: `http://127.0.0.1:${dead}`, HTTP_PROXY: `http://127.0.0.1:${dead}` }, 1, 1);
    const error = records[0]!.error;
    assert.equal(error?.kind, 'connect');
    assert.match(error.message, new RegExp(`Could not reach the proxy: connection refused.*through the proxy http://127\\.0\\.0\\.1:${dead}/ named by HTTP_PROXY.*unset HTTP_PROXY`));
    const hint = hintFor('connect', { url: client.toString(), apiKeyEnv: 'KEY', apiKeySet: false, proxy: client.route });
    assert.match(hint, /requests went through the proxy http:\/\/127\.0\.0\.1:\d+\/ named by HTTP_PROXY \(NO_PROXY is not set\)/);
    assert.match(hint, /add the endpoint's host to NO_PROXY, or unset HTTP_PROXY/);
  });

  it('reports a proxy demanding credentials (407) as connect', async () => {
    const p = await proxy({ credentials: { user: 'alice', password: 'x' } });
    const { records } = await sendAll({ HTTP_PROXY: p.url }, 1, 1);
    const error = records[0]!.error;
    assert.equal(error?.kind, 'connect', error?.message);
    assert.match(error.message, /The proxy refused to carry the request: it requires credentials \(HTTP 407/);
  });

  it('reports a proxy refusing the CONNECT tunnel (403) as connect, not as a cancellation', async () => {
    const p = await proxy({ refuseConnect: 403 });
    const { records } = await sendAll({ HTTPS_PROXY: p.url }, 1, 1, sim.url.replace('http://', 'https://'));
    const error = records[0]!.error;
    assert.equal(error?.kind, 'connect', error?.message);
    assert.match(error.message, /it answered HTTP 403 Forbidden when asked to open a tunnel \(CONNECT\)/);
  });

  it('reports the proxy\'s own 502 page, when the endpoint behind it is down, as server_error that may come from the proxy', async () => {
    const p = await proxy();
    const dead = await closedPort();
    const { records } = await sendAll({ HTTP_PROXY: p.url }, 1, 1, `http://127.0.0.1:${dead}/v1`);
    const error = records[0]!.error;
    assert.equal(error?.kind, 'server_error', error?.message);
    assert.match(error.message, /HTTP 502 Bad Gateway: 502 Bad Gateway\..*this answer may come from the proxy rather than the endpoint/);
  });
});
