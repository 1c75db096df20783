/**
 * A TCP server on 127.0.0.1 that answers HTTP requests with whatever bytes a test writes, for
 * responses an HTTP library would refuse to produce: interim `100 Continue` heads, bodies shorter
 * than their `Content-Length`, chunked bodies that never end. It reads each request (head and a
 * `Content-Length` body) and hands the socket to the test's answer function.
 */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { OpenAIChatClient } from '../../src/client/openai-chat.js';
import type { ChatRequest } from '../../src/client/types.js';
import { DONE, contentChunk, finishChunk, roleChunk, sse } from './transcript-server.js';

/** One request as read off the socket. */
export interface RawRequest {
  /** The request head, up to the blank line. */
  head: string;
  /** Header names lower-cased, as sent. */
  headers: Record<string, string>;
  body: string;
}

/** A running raw server. */
export interface RawServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Every request read so far, in arrival order. */
  requests: RawRequest[];
  /** Connections accepted so far. */
  connections: number;
  /** Stops listening and destroys every socket. */
  close(): Promise<void>;
}

/**
 * Starts a server; `answer` writes the response for each request (0-based index over the whole
 * server) and may leave the socket open for ever.
 */
export async function startRawServer(answer: (socket: Socket, request: RawRequest, index: number) => void): Promise<RawServer> {
  const sockets = new Set<Socket>();
  const state: RawServer = {
    origin: '',
    requests: [],
    connections: 0,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = buffered.subarray(0, end).toString('latin1');
        const headers: Record<string, string> = {};
        for (const line of head.split('\r\n').slice(1)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length < end + 4 + length) return;
        const request: RawRequest = { head, headers, body: buffered.subarray(end + 4, end + 4 + length).toString('utf8') };
        buffered = buffered.subarray(end + 4 + length);
        const index = state.requests.push(request) - 1;
        answer(socket, request, index);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** One HTTP/1.1 chunk of a chunked body. */
export function httpChunk(text: string): string {
  return `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
}

/** The head of a 200 event-stream response, chunked unless other framing headers are given. */
export function streamHead(extra: Record<string, string> = { 'transfer-encoding': 'chunked' }): string {
  const lines = Object.entries({ 'content-type': 'text/event-stream', ...extra }).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 200 OK\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** The events of a short, complete chat answer, ending with `[DONE]`. */
export const ANSWER_EVENTS = sse(roleChunk()) + sse(contentChunk('Hi')) + sse(finishChunk()) + DONE;

/** A complete, properly ended chunked response carrying ANSWER_EVENTS. */
export const WHOLE_ANSWER = streamHead() + httpChunk(ANSWER_EVENTS) + '0\r\n\r\n';

/** The request the raw-server tests send. */
export const SHORT_REQUEST: ChatRequest = { messages: [{ role: 'user', content: 'Hi' }], maxTokens: 4, temperature: undefined };

/** A chat client for the raw server at `origin`: one connection unless said, a 60 s timeout unless said. */
export function rawServerClient(origin: string, options: { connections?: number; timeoutMs?: number; stallTimeoutMs?: number } = {}): OpenAIChatClient {
  return new OpenAIChatClient(
    { baseUrl: `${origin}/v1`, model: 'm', apiKey: undefined, headers: {}, timeoutMs: options.timeoutMs ?? 60_000 },
    { connections: options.connections ?? 1, env: {}, ...(options.stallTimeoutMs === undefined ? {} : { stallTimeoutMs: options.stallTimeoutMs }) },
  );
}

/**
 * Holds this whole process (client and server alike) for `ms` in the check phase of this turn,
 * as a runner that lost the CPU would: whatever is written meanwhile is read by the next poll.
 */
export function holdProcess(ms: number): void {
  setImmediate(() => {
    const until = performance.now() + ms;
    while (performance.now() < until) { /* held */ }
  });
}
