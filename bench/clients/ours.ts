/**
 * The product's own client under benchmark: `OpenAIChatClient` driven by the product's
 * closed loop (`runClosedLoop`), with a pool of exactly `concurrency` connections, as a real
 * run would use them.
 */
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { ChatRequest } from '../../src/client/types.js';
import { runClosedLoop } from '../../src/load/closed-loop.js';
import { spreadStarts } from './spread.js';
import { requestId, type ClientRunner, type ClientTrace } from './types.js';

/** Runs one batch with the product's client; see ClientRunner. */
export const runOurClient: ClientRunner = async (shape) => {
  const client = new OpenAIChatClient(
    { baseUrl: shape.baseUrl, model: 'ground-truth', apiKey: undefined, headers: {}, timeoutMs: 120_000 },
    // `env: {}`: always straight to the loopback server, whatever proxy the shell names.
    { connections: shape.concurrency, env: {} },
  );
  const request: ChatRequest = {
    messages: [{ role: 'user', content: 'Count to a hundred.' }],
    maxTokens: shape.maxTokens,
    temperature: undefined,
  };
  const waitTurn = spreadStarts(shape.concurrency, shape.spreadMs);
  try {
    const { records } = await runClosedLoop({
      concurrency: shape.concurrency,
      total: shape.requests,
      send: async (index) => {
        if (index < shape.concurrency) await waitTurn(index);
        return client.send(request, { id: requestId(shape.idPrefix, index) });
      },
    });
    return records satisfies ClientTrace[];
  } finally {
    await client.close();
  }
};
