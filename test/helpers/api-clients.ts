/**
 * Requests sent through the client adapter of each API, one after another on one connection.
 */
import { createApiClient } from '../../src/client/stream-core-adapters.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { EndpointApi } from '../../src/model/endpoint.js';
import type { RequestRecord } from '../../src/model/record.js';
import type { Simulator } from '../../src/sim/server.js';

/** `times` requests of `ask` to `target` through the adapter of `api`, one after another. */
export async function sendWith(api: EndpointApi, target: Simulator, apiKey: string | undefined, ask: ChatRequest, times = 1): Promise<RequestRecord[]> {
  const client = createApiClient(api, { baseUrl: target.url, model: 'sim-model', apiKey, headers: {}, timeoutMs: 10_000 }, { connections: 1, env: {} });
  try {
    const records: RequestRecord[] = [];
    for (let i = 0; i < times; i++) records.push(await client.send(ask, { id: `t-${api}-${i}` }));
    return records;
  } finally {
    await client.close();
  }
}

/** One request of `ask` to `target` through the adapter of `api`. */
export async function sendOne(api: EndpointApi, target: Simulator, apiKey: string | undefined, ask: ChatRequest): Promise<RequestRecord> {
  return (await sendWith(api, target, apiKey, ask))[0]!;
}
