/**
 * The adapters by `endpoint.api` name: one registry, so that the engine chooses an API by
 * its name and every name the schema allows has exactly one adapter.
 */
import type { EndpointConfig } from './types.js';
import type { EndpointApi } from '../model/endpoint.js';
import { StreamingClient } from './stream-core.js';
import type { ApiAdapter, StreamingClientOptions } from './stream-core.js';
import { OPENAI_CHAT } from './openai-chat.js';
import { OPENAI_COMPLETIONS } from './completions.js';
import { ANTHROPIC_MESSAGES } from './anthropic.js';

/** Every API the client speaks, by its `endpoint.api` name. */
export const API_ADAPTERS: Readonly<Record<EndpointApi, ApiAdapter>> = {
  'openai-chat': OPENAI_CHAT,
  'openai-completions': OPENAI_COMPLETIONS,
  'anthropic-messages': ANTHROPIC_MESSAGES,
};

/** The adapter of an `endpoint.api` name. @throws RangeError for a name no adapter has. */
export function adapterFor(api: EndpointApi): ApiAdapter {
  const adapter = (API_ADAPTERS as Partial<Record<string, ApiAdapter>>)[api];
  if (adapter === undefined) throw new RangeError(`No adapter for endpoint.api ${JSON.stringify(api)}; known: ${Object.keys(API_ADAPTERS).join(', ')}.`);
  return adapter;
}

/**
 * A client speaking `api` to one endpoint.
 * @throws as StreamingClient's constructor, and RangeError for an unknown `api`.
 */
export function createApiClient(api: EndpointApi, endpoint: EndpointConfig, options: StreamingClientOptions): StreamingClient {
  return new StreamingClient(adapterFor(api), endpoint, options);
}
