/**
 * The bytes the ground-truth server sends, built once: every answer is the same, so the hot
 * path writes prebuilt Buffers and only the response head (which echoes the request id) is
 * built per request. Bodies use chunked transfer encoding, one HTTP chunk per SSE event, so a
 * client sees each event as soon as it is written.
 */
import { contentChunk, finishChunk, roleChunk, sseEvent, SSE_DONE, usageChunk, type ChunkContext } from '../../src/sim/chunks.js';

const CONTEXT: ChunkContext = { id: 'chatcmpl-ground-truth', created: 1_700_000_000, model: 'ground-truth', includeUsage: true };

/** One HTTP/1.1 chunk holding `text`. */
function httpChunk(text: string): string {
  return `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
}

/** One content event (one token), framed. */
export const CONTENT_BYTES = Buffer.from(httpChunk(sseEvent(contentChunk(CONTEXT, ' tok'))));

/** The answer's tail for `tokens` tokens: finish chunk, usage chunk, `[DONE]`, end of body. */
export function tailBytes(tokens: number): Buffer {
  const usage = { prompt_tokens: 8, completion_tokens: tokens, total_tokens: 8 + tokens };
  const events = sseEvent(finishChunk(CONTEXT, 'length')) + sseEvent(usageChunk(CONTEXT, usage)) + SSE_DONE;
  return Buffer.from(httpChunk(events) + '0\r\n\r\n');
}

/** Response head plus the role-only chunk (which is not a content event), sent on arrival. */
export function headBytes(requestId: string | undefined): Buffer {
  // Echo only ids that cannot break the header block.
  const echo = requestId !== undefined && /^[\w.:-]{1,200}$/.test(requestId) ? `x-request-id: ${requestId}\r\n` : '';
  return Buffer.from(
    'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream; charset=utf-8\r\ncache-control: no-cache\r\n' +
      `transfer-encoding: chunked\r\n${echo}\r\n` +
      httpChunk(sseEvent(roleChunk(CONTEXT))),
    'latin1',
  );
}

/** A tiny complete response for the loopback round-trip probe. */
export const PONG_BYTES = Buffer.from('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 2\r\n\r\nok');

/** A `/metrics` answer holding `page`, Prometheus' text format; the connection stays open for the next read. */
export function metricsBytes(page: string): Buffer {
  const body = Buffer.from(page, 'utf8');
  return Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\ncontent-type: text/plain; version=0.0.4; charset=utf-8\r\ncontent-length: ${body.length}\r\n\r\n`, 'latin1'), body]);
}

/** A refusal for anything else; the connection is closed after it. */
export const NOT_FOUND_BYTES = Buffer.from('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
