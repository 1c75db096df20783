/**
 * Anthropic Messages streams as Anthropic sends them (event-typed SSE), and one request of the
 * real client to a transcript server: what the Anthropic client tests share.
 */
import assert from 'node:assert/strict';
import { AnthropicMessagesClient } from '../../src/client/anthropic.js';
import type { StreamingClientOptions } from '../../src/client/stream-core.js';
import type { ChatRequest, EndpointConfig } from '../../src/client/types.js';
import type { RequestRecord } from '../../src/model/record.js';
import type { ReceivedRequest, TranscriptServer, TranscriptSource } from './transcript-server.js';
import { sendOnceSeen } from './send-once.js';

export const KEY = 'sk-ant-api03-T3stK3y-5ecret';
export const ASK: ChatRequest = {
  messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Say hi' }],
  maxTokens: 16,
  temperature: undefined,
};

/** One Anthropic SSE event; `eol` picks the line ending. */
export function ev(type: string, data: Record<string, unknown> = {}, eol = '\n'): string {
  return `event: ${type}${eol}data: ${JSON.stringify({ type, ...data })}${eol}${eol}`;
}
export const start = (inputTokens = 12, eol = '\n'): string =>
  ev('message_start', { message: { id: 'msg_1', type: 'message', role: 'assistant', content: [], model: 'claude-test', stop_reason: null, stop_sequence: null, usage: { input_tokens: inputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 } } }, eol);
export const blockStart = (eol = '\n'): string => ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }, eol);
export const ping = (eol = '\n'): string => ev('ping', {}, eol);
export const text = (t: string, eol = '\n'): string => ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: t } }, eol);
export const blockStop = (eol = '\n'): string => ev('content_block_stop', { index: 0 }, eol);
export const messageDelta = (outputTokens: number | undefined, reason = 'end_turn', eol = '\n'): string =>
  ev('message_delta', { delta: { stop_reason: reason, stop_sequence: null }, ...(outputTokens === undefined ? {} : { usage: { output_tokens: outputTokens } }) }, eol);
export const stop = (eol = '\n'): string => ev('message_stop', {}, eol);
export const errorEvent = (type: string, message: string): string => ev('error', { error: { type, message } });

/** A stream as Anthropic sends it: start, block start, ping, one delta per text, block stop, usage, stop. */
export function anthropicStream(texts: string[], options: { usage?: number | false; eol?: string } = {}): string[] {
  const eol = options.eol ?? '\n';
  const usage = options.usage === false ? undefined : options.usage ?? texts.length;
  return [start(12, eol), blockStart(eol), ping(eol), ...texts.map((t) => text(t, eol)), blockStop(eol), messageDelta(usage, 'end_turn', eol), stop(eol)];
}

export function endpointFor(server: TranscriptServer, overrides: Partial<EndpointConfig> = {}): EndpointConfig {
  return { baseUrl: `${server.origin}/v1`, model: 'claude-test', apiKey: KEY, headers: {}, timeoutMs: 60_000, ...overrides };
}

export function sendOnce(
  source: TranscriptSource,
  options: { endpoint?: Partial<EndpointConfig>; request?: ChatRequest; client?: Partial<StreamingClientOptions> } = {},
): Promise<{ record: RequestRecord; received: ReceivedRequest }> {
  return sendOnceSeen(source, {
    client: (server) => new AnthropicMessagesClient(endpointFor(server, options.endpoint), { connections: 1, env: {}, ...options.client }),
    request: options.request ?? ASK,
    key: KEY,
  });
}

export function assertOk(record: RequestRecord): void {
  assert.equal(record.ok, true, record.error?.message);
  assert.equal(record.statusCode, 200);
}
