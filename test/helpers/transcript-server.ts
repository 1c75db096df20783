/**
 * A real HTTP server on 127.0.0.1 that replays scripted responses byte for byte, for testing
 * clients against the stream shapes servers actually send. Each request gets a transcript:
 * a status, headers, and steps that write exact bytes (each write becomes its own HTTP chunk,
 * so the client sees the split), wait, or reset the connection. Everything the server
 * received is recorded for assertions, including when each step was written, on the same
 * `performance.now()` clock the client uses.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/** One step of a transcript, run in order after the headers are sent. */
export type TranscriptStep =
  /** Write exactly these bytes, after waiting `delayMs` (default 0) since the previous step. */
  | { write: string | Buffer; delayMs?: number }
  /** Destroy the socket (the client sees the connection close mid-response). */
  | { destroy: true; delayMs?: number };

/** A scripted response. */
export interface Transcript {
  /** @defaultValue 200 */
  status?: number;
  /** @defaultValue `{"content-type": "text/event-stream"}` */
  headers?: Record<string, string>;
  steps: TranscriptStep[];
  /** End the response after the last step. False holds it open until the client leaves or the server closes. @defaultValue true */
  end?: boolean;
}

/** What the server received, and what it did about it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
  /** The client's port: equal for two requests that shared a kept-alive connection. */
  remotePort: number | undefined;
  /** `performance.now()` when the whole request had been read. */
  receivedMs: number;
  /** `performance.now()` right after each write step was handed to the socket. */
  writeMs: number[];
  /** True when the connection closed before the transcript finished. */
  closedEarly: boolean;
  /** Resolves when the response has ended or the connection closed. */
  done: Promise<void>;
}

/** A running transcript server. */
export interface TranscriptServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The OS-assigned port. */
  port: number;
  /** Every request received so far, in arrival order. */
  requests: ReceivedRequest[];
  /** The largest number of requests being answered at the same moment so far. */
  maxInFlight: number;
  /** Stops listening, drops every connection and cancels pending steps. */
  close(): Promise<void>;
}

/** A transcript for every request, or a function choosing one per request (0-based index). */
export type TranscriptSource = Transcript | ((request: ReceivedRequest, index: number) => Transcript);

/** Starts a server on 127.0.0.1 with an OS-assigned port. */
export async function startTranscriptServer(source: TranscriptSource): Promise<TranscriptServer> {
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const state: TranscriptServer = {
    origin: '',
    port: 0,
    requests: [],
    maxInFlight: 0,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const wait = (ms: number): Promise<void> => new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });

  const server = createServer((req, res) => {
    // Like a hosted API, no page of the server's own metrics: a run's look for one at the
    // connectivity check gets a 404 and is none of the requests the transcripts answer.
    if (req.method === 'GET' && req.url === '/metrics') {
      res.writeHead(404).end();
      return;
    }
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    res.on('close', () => {
      inFlight--;
      if (!res.writableEnded) received.closedEarly = true;
      resolveDone();
    });
    const received: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawBody: '',
      body: undefined,
      remotePort: req.socket.remotePort,
      receivedMs: 0,
      writeMs: [],
      closedEarly: false,
      done,
    };
    void readBody(req).then((raw) => {
      received.rawBody = raw;
      received.body = parseJson(raw);
      received.receivedMs = performance.now();
      const index = state.requests.push(received) - 1;
      const transcript = typeof source === 'function' ? source(received, index) : source;
      return play(transcript, res, received, wait);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://127.0.0.1:${state.port}`;
  return state;
}

async function play(
  transcript: Transcript,
  res: ServerResponse,
  received: ReceivedRequest,
  wait: (ms: number) => Promise<void>,
): Promise<void> {
  res.writeHead(transcript.status ?? 200, transcript.headers ?? { 'content-type': 'text/event-stream' });
  res.flushHeaders();
  for (const step of transcript.steps) {
    if (step.delayMs !== undefined && step.delayMs > 0) await wait(step.delayMs);
    if (res.destroyed) return;
    if ('destroy' in step) {
      res.socket?.destroy();
      return;
    }
    res.write(step.write);
    received.writeMs.push(performance.now());
  }
  if (transcript.end !== false && !res.destroyed) res.end();
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Ports below 1024 that nothing on a test machine listens on. A port freed by a server of our own
 * (listen on 0, then close) can be handed by the kernel to the next server that asks for any
 * port, another test file's running beside this one, and the "refused" endpoint would then
 * answer; the kernel hands out only ports of its ephemeral range (32768 and up by default), so
 * one below 1024 stays refused.
 */
const REFUSED_CANDIDATES = [1, 3, 5, 7, 9, 11, 13];

/** Whether connecting to 127.0.0.1:`port` is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/** A port on 127.0.0.1 where connecting is refused, and stays so while tests run beside each other. */
export async function closedPort(): Promise<number> {
  for (const port of REFUSED_CANDIDATES) if (await refused(port)) return port;
  throw new Error(`every one of the ports ${REFUSED_CANDIDATES.join(', ')} on 127.0.0.1 accepts connections; a test needs one that refuses them`);
}

// ---- transcript building blocks -----------------------------------------------------------

/** One SSE event carrying `payload` as JSON (or as given, when a string). */
export function sse(payload: unknown, options: { space?: boolean; eol?: '\n' | '\r\n' } = {}): string {
  const eol = options.eol ?? '\n';
  const data = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return `data:${options.space === false ? '' : ' '}${data}${eol}${eol}`;
}

/** The stream terminator. */
export const DONE = 'data: [DONE]\n\n';

const BASE = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1700000000, model: 'test-model' };

/** A chunk whose only choice carries `delta`, with `finish_reason: null`. */
export function deltaChunk(delta: Record<string, unknown>): Record<string, unknown> {
  return { ...BASE, choices: [{ index: 0, delta, finish_reason: null }] };
}

/** A chunk carrying generated text. */
export function contentChunk(text: string): Record<string, unknown> {
  return deltaChunk({ content: text });
}

/** The role-only first chunk most servers send: no content. */
export function roleChunk(): Record<string, unknown> {
  return deltaChunk({ role: 'assistant', content: '' });
}

/** The chunk that closes the choice. */
export function finishChunk(reason = 'stop'): Record<string, unknown> {
  return { ...BASE, choices: [{ index: 0, delta: {}, finish_reason: reason }] };
}

/** The usage trailer sent with `stream_options.include_usage`: `choices` is empty. */
export function usageChunk(promptTokens: number, completionTokens: number): Record<string, unknown> {
  return {
    ...BASE,
    choices: [],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

/** Write steps for each string, each after `delayMs`. */
export function writes(parts: Array<string | Buffer>, delayMs = 0): TranscriptStep[] {
  return parts.map((write) => ({ write, delayMs }));
}

/**
 * A typical complete stream: role chunk, one content chunk per text, finish, usage trailer
 * (unless `usage: false`), `[DONE]` (unless `done: false`), one write per event.
 */
export function typicalStream(
  texts: string[],
  options: { usage?: boolean; done?: boolean; delayMs?: number; promptTokens?: number } = {},
): TranscriptStep[] {
  const parts = [sse(roleChunk()), ...texts.map((t) => sse(contentChunk(t))), sse(finishChunk())];
  if (options.usage !== false) parts.push(sse(usageChunk(options.promptTokens ?? 7, texts.length)));
  if (options.done !== false) parts.push(DONE);
  return writes(parts, options.delayMs ?? 0);
}
