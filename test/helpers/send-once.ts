/**
 * One request from a real client to a fresh transcript server, the set-up every client test
 * repeats: start the server, build the client against it, send, check the record holds no key,
 * close both whatever happened.
 */
import assert from 'node:assert/strict';
import type { SendOptions } from '../../src/client/stream-core.js';
import type { ChatRequest } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import { startTranscriptServer } from './transcript-server.js';
import type { ReceivedRequest, TranscriptServer, TranscriptSource } from './transcript-server.js';

/** What a client test needs of a client: send and close (every API's client has both). */
export interface OneShotClient {
  send(request: ChatRequest, options: SendOptions): Promise<RequestRecord>;
  close(): Promise<void>;
}

export interface SendOnceOptions {
  /** Builds the client against the server just started. */
  client: (server: TranscriptServer) => OneShotClient;
  request: ChatRequest;
  /** The API key the client was given: the record must not contain it. */
  key: string;
  signal?: AbortSignal;
  /** Runs just before the send (to count what is running). */
  before?: () => void;
  /** Runs with the record while client and server are still open (to count what the request left behind, or wait on the server). */
  after?: (record: RequestRecord, server: TranscriptServer) => Promise<void> | void;
}

/** Sends request id `req-1` and returns its record and what the server received (if anything). */
export async function sendOnceTo(
  source: TranscriptSource,
  options: SendOnceOptions,
): Promise<{ record: RequestRecord; received: ReceivedRequest | undefined }> {
  const server = await startTranscriptServer(source);
  const client = options.client(server);
  try {
    options.before?.();
    const record = await client.send(options.request, { id: 'req-1', ...(options.signal ? { signal: options.signal } : {}) });
    await options.after?.(record, server);
    assert.ok(!JSON.stringify(record).includes(options.key), `the record contains the API key: ${JSON.stringify(record)}`);
    return { record, received: server.requests[0] };
  } finally {
    await client.close();
    await server.close();
  }
}

/** Like `sendOnceTo` for a request the server must have seen. */
export async function sendOnceSeen(
  source: TranscriptSource,
  options: SendOnceOptions,
): Promise<{ record: RequestRecord; received: ReceivedRequest }> {
  const { record, received } = await sendOnceTo(source, options);
  assert.ok(received !== undefined, 'the server saw no request');
  return { record, received };
}
