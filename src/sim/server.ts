/**
 * The simulated OpenAI-compatible endpoint: an HTTP server in front of the serving model
 * (`model.ts`). It answers `POST /v1/chat/completions` (streamed or not) and `GET /v1/models`,
 * and also `POST /v1/completions` (`completions.ts`) and Anthropic's `POST /v1/messages`
 * (`anthropic.ts`, key in `x-api-key`) through the same model, so only the bytes differ per API,
 * streams one SSE event per token as it is produced, and can keep a write log of when each
 * event left the server (`write-log.ts`).
 *
 * A streamed answer goes out like a real server's: headers as soon as the request is accepted;
 * a role-only chunk (`delta: {role: "assistant", content: ""}`) when the request gets a batch
 * slot; one chunk per token; a chunk with `finish_reason` and an empty delta; the usage chunk
 * (`choices: []`) when the request set `stream_options.include_usage`; then `data: [DONE]`.
 *
 * Configured faults (`faults.ts`) replace that answer for a seeded fraction of requests on
 * every route (chat, completions, Messages), each in its API's own shapes: HTTP errors are answered as soon as the request body is read; mid-stream faults act after
 * the given number of tokens, or at the end of a shorter answer. `GET /v1/models` is never
 * faulted, so a harness can still tell the server is up.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GateError } from '../errors.js';
import { CHAT_SHAPE, errorBody, modelsBody, type ChunkContext, type SimApiShape, type Usage } from './chunks.js';
import { COMPLETIONS_SHAPE, completionsAsChat } from './completions.js';
import { ANTHROPIC_SHAPE, anthropicAuthProblem, anthropicErrorBody, messagesAsChat } from './anthropic.js';
import { monotonicMs, realClock } from './clock.js';
import { parseSimConfig, type SimConfig, type SimConfigInput } from './config.js';
import { isStreamFault, type Fault, type StreamFault } from './faults.js';
import { faultResponse, malformedEvent, midStreamErrorEvent, type FaultRoute } from './fault-bodies.js';
import { ServingModel, type SequenceHandle, type StepRecord } from './model.js';
import { createRandom, type Random } from '../stats/random.js';
import { estimatePromptTokens, tokenText } from './tokens.js';
import { PrefixCache } from './prefix-cache.js';
import { openWriteLog, type WriteLog, type WriteLogEntry, type WriteLogSink } from './write-log.js';

/** Where to listen and what to record. */
export interface SimulatorOptions {
  /** Interface to bind. @defaultValue `"127.0.0.1"` (loopback only) */
  host?: string;
  /** TCP port; 0 picks a free one. @defaultValue 0 */
  port?: number;
  /** Write log: a JSONL file path (created or truncated), or a function receiving each entry. */
  writeLog?: string | WriteLogSink;
  /** Called as each engine step is scheduled, for inspecting the model's behaviour. */
  onStep?: (step: StepRecord) => void;
}

/** A running simulator. */
export interface Simulator {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  /** The TCP port listened on (useful when 0 was asked for). */
  port: number;
  /** The validated configuration in effect. */
  config: SimConfig;
  /**
   * Stop: in-flight streams are cut off (their clients see the connection close), queued
   * requests are dropped, the write log is flushed. Resolves promptly; safe to call twice.
   */
  close(): Promise<void>;
}

/** Bodies larger than this are refused with 413; a chat request is a few kilobytes. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Output tokens when the request sets no `max_tokens` and the configuration fixes none. */
const DEFAULT_MAX_TOKENS = 256;

/** `x-request-id` values longer than this are ignored (and an id generated) to bound the log. */
const MAX_REQUEST_ID_CHARS = 200;

interface InFlight {
  res: ServerResponse;
  entry: WriteLogEntry;
  handle: SequenceHandle | undefined;
}

/** Parsed and checked chat request. */
interface ChatCall {
  stream: boolean;
  includeUsage: boolean;
  promptTokens: number;
  /** Prompt tokens the model prefills: all of them, or without those the prefix cache held. */
  prefillTokens: number;
  outputTokens: number;
  finishReason: 'stop' | 'length';
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly errorCode: string | null,
  ) {
    super(message);
  }
}

/** What the request handlers of one running simulator share. */
interface SimState {
  settings: SimConfig;
  model: ServingModel;
  /** Words come from their own generator so that text never shifts the timing noise. */
  wordRandom: Random;
  /** The fault for the next chat request, or undefined for a normal answer. */
  pickFault: () => Fault | undefined;
  log: WriteLog | undefined;
  inFlight: Set<InFlight>;
  /** Chat requests accepted so far; each answer is numbered by it. */
  requestCount: number;
  /** The prefix cache when `prefixCache` is on. */
  prefixCache: PrefixCache | undefined;
  /** Set once `close` is called; requests after that get a 503. */
  closing: Promise<void> | undefined;
}

/**
 * Start the simulated endpoint.
 * @param config - settings from untrusted input are fine: they are validated here (see `parseSimConfig`).
 * @throws GateError `USAGE` for an invalid setting or a port already in use; `IO` when the write log cannot be opened.
 */
export async function startSimulator(config: SimConfigInput, opts: SimulatorOptions = {}): Promise<Simulator> {
  const settings = parseSimConfig(config);
  const host = opts.host ?? '127.0.0.1';
  const log: WriteLog | undefined = opts.writeLog === undefined ? undefined : await openWriteLog(opts.writeLog);
  const model = new ServingModel(settings, { clock: realClock(), onStep: opts.onStep });
  // Faults draw from a third generator, in request arrival order, for the same reason as words.
  const faultRandom = createRandom(settings.seed ^ 0x0fa0_17ed);
  const pickFault = (): Fault | undefined => {
    const faults = settings.fault;
    if (faults.length === 0 || !(faultRandom() < settings.faultRate)) return undefined;
    return faults.length === 1 ? faults[0] : faults[Math.floor(faultRandom() * faults.length)];
  };
  const sim: SimState = {
    settings, model, wordRandom: createRandom(settings.seed ^ 0x5eed_7e47), pickFault, log,
    inFlight: new Set<InFlight>(), requestCount: 0, closing: undefined,
    prefixCache: settings.prefixCache ? new PrefixCache() : undefined,
  };

  const server: Server = createServer((req, res) => {
    handle(sim, req, res).catch((err: unknown) => answerError(req, res, err));
  });
  // Each token is its own small write; without this, Nagle's algorithm could hold one back
  // until the previous is acknowledged and the client would see tokens arrive in pairs.
  server.on('connection', (socket) => socket.setNoDelay(true));

  await listen(server, host, opts.port ?? 0).catch(async (err: unknown) => {
    await log?.close().catch(() => undefined);
    throw err;
  });

  const port = (server.address() as AddressInfo).port;
  // `refuse`: the port was bound only to learn a free number; releasing it makes every
  // connection attempt fail with ECONNREFUSED, exactly as when the server is down.
  if (settings.fault.some((f) => f.kind === 'refuse')) await new Promise<void>((resolve) => server.close(() => resolve()));
  const urlHost = host.includes(':') ? `[${host}]` : host;

  const close = (): Promise<void> => {
    sim.closing ??= (async () => {
      model.stop();
      for (const flight of [...sim.inFlight]) {
        finish(sim, flight, false);
        flight.res.destroy();
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await log?.close();
    })();
    return sim.closing;
  };

  return { url: `http://${urlHost}:${port}/v1`, port, config: settings, close };
}

/** Listens on `host`:`port`. @throws GateError `USAGE` when the address cannot be bound. */
function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      reject(
        new GateError('USAGE', `The simulator could not listen on ${host}:${port}: ${err.message}`, {
          hint: err.code === 'EADDRINUSE' ? 'Choose another --port, or 0 for any free port.' : 'Check the --host and --port values.',
          cause: err,
        }),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Ends a request's write-log entry, once: `completed` when its answer was sent in full. */
function finish(sim: SimState, flight: InFlight, completed: boolean): void {
  if (!sim.inFlight.delete(flight)) return;
  flight.entry.end_ms = monotonicMs();
  flight.entry.completed = completed;
  sim.log?.record(flight.entry);
}

/** Answers one request: routing, method and key checks, the models list, or a chat call (faulted or not). */
async function handle(sim: SimState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { settings, log } = sim;
  if (sim.closing !== undefined) throw new HttpError(503, 'The simulator is shutting down.', 'server_error', null);
  const path = new URL(req.url ?? '/', 'http://sim').pathname.replace(/\/+$/, '');
  const shape = shapeForPath(path);
  const isChat = shape !== undefined;
  const isModels = path === '/v1/models' || path === '/models';
  if (!isChat && !isModels) {
    throw new HttpError(
      404,
      `Unknown path ${path || '/'}. This endpoint serves POST /v1/chat/completions, POST /v1/completions, POST /v1/messages and GET /v1/models; a base URL should end in /v1 once.`,
      'invalid_request_error',
      'unknown_url',
    );
  }
  const method = isChat ? 'POST' : 'GET';
  if (req.method !== method) {
    res.setHeader('allow', method);
    throw new HttpError(405, `Use ${method} for ${path}.`, 'invalid_request_error', 'method_not_allowed');
  }
  if (shape === ANTHROPIC_SHAPE) {
    const problem = anthropicAuthProblem(req.headers['x-api-key'], settings.apiKey);
    if (problem !== undefined) throw new HttpError(401, problem, 'authentication_error', null);
  } else {
    checkAuth(req, settings.apiKey);
  }
  if (shape === undefined) {
    sendJson(res, 200, modelsBody(settings.model, Math.floor(Date.now() / 1000)));
    return;
  }
  const raw = await readJsonBody(req);
  if (!settings.streamOptions && shape !== ANTHROPIC_SHAPE && typeof raw === 'object' && raw !== null && 'stream_options' in raw) {
    throw badRequest('Unrecognized request argument supplied: stream_options', 'unrecognized_argument');
  }
  if (settings.requireMaxCompletionTokens && shape !== ANTHROPIC_SHAPE && typeof raw === 'object' && raw !== null && 'max_tokens' in raw) {
    // OpenAI's answer, word for word, to max_tokens sent to a reasoning model.
    throw badRequest("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", 'unsupported_parameter');
  }
  // Completions and Messages requests are checked in their own terms, then read as chat.
  const body = shape === COMPLETIONS_SHAPE ? completionsAsChat(raw) : shape === ANTHROPIC_SHAPE ? messagesAsChat(raw) : raw;
  if (typeof body === 'string') throw badRequest(body);
  const call = parseChatCall(body, settings);
  sim.requestCount += 1;
  // Faults strike every route, each answering in its own API's shapes.
  const fault = sim.pickFault();
  const id = requestId(req, sim.requestCount);
  const answer = fault === undefined ? undefined : faultResponse(fault, { model: settings.model, requested: (body as { model: string }).model, hasXApiKey: req.headers['x-api-key'] !== undefined }, routeOf(shape));
  if (answer !== undefined) {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body), 'x-request-id': id });
    res.end(answer.body);
    log?.record({ id, headers_ms: monotonicMs(), role_ms: null, content_ms: [], end_ms: monotonicMs(), completed: false });
    return;
  }
  // Only a prompt the model will prefill enters the cache, as on a server.
  if (sim.prefixCache !== undefined) call.prefillTokens -= sim.prefixCache.lookup((body as { messages: unknown[] }).messages, call.promptTokens);
  serveChat(sim, res, call, id, sim.requestCount, fault, shape);
}

/** A failed request's error answer, in its route's envelope; a stream already started is cut off. */
function answerError(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  // Errors on the Messages route are in Anthropic's envelope, as its clients expect.
  const anthropic = shapeForPath(new URL(req.url ?? '/', 'http://sim').pathname.replace(/\/+$/, '')) === ANTHROPIC_SHAPE;
  if (err instanceof HttpError) {
    if (!res.headersSent) sendJson(res, err.status, anthropic ? anthropicErrorBody(err.status, err.message) : errorBody(err.message, err.type, err.errorCode));
    else res.destroy();
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  if (!res.headersSent) sendJson(res, 500, anthropic ? anthropicErrorBody(500, `Simulator failure: ${message}`) : errorBody(`Simulator failure: ${message}`, 'server_error', null));
  else res.destroy();
}

/** How one chat call is answered: its ids, its usage, and how many of its first tokens are reasoning. */
interface Answer {
  sim: SimState;
  res: ServerResponse;
  flight: InFlight;
  call: ChatCall;
  ctx: ChunkContext;
  usage: Usage;
  /** The usage the stream carries, when asked for and configured. */
  streamedUsage: Usage | undefined;
  thinking: number;
  fault: Fault | undefined;
  shape: SimApiShape;
}

/** Answers a chat call through the serving model, streamed or whole, and keeps its write-log entry. */
function serveChat(sim: SimState, res: ServerResponse, call: ChatCall, id: string, n: number, fault: Fault | undefined, shape: SimApiShape): void {
  const { settings } = sim;
  const ctx: ChunkContext = {
    id: `${shape.idPrefix}sim${n}`,
    created: Math.floor(Date.now() / 1000),
    model: settings.model,
    includeUsage: call.includeUsage,
  };
  const usage: Usage = {
    prompt_tokens: call.promptTokens,
    completion_tokens: call.outputTokens,
    total_tokens: call.promptTokens + call.outputTokens,
  };
  // The first tokens of a streamed answer are reasoning, for APIs that have a form for it.
  const thinking = call.stream && shape.reasoning !== undefined ? Math.min(settings.reasoningTokens, call.outputTokens) : 0;
  if (thinking > 0) usage.completion_tokens_details = { reasoning_tokens: thinking };
  const streamedUsage = call.includeUsage && settings.usage ? usage : undefined;
  const flight: InFlight = { res, entry: { id, headers_ms: 0, role_ms: null, content_ms: [], end_ms: 0, completed: false }, handle: undefined };
  sim.inFlight.add(flight);
  res.on('close', () => {
    // Reached before `finish` only when the client went away mid-answer.
    flight.handle?.cancel();
    finish(sim, flight, false);
  });
  const answer: Answer = { sim, res, flight, call, ctx, usage, streamedUsage, thinking, fault, shape };
  if (call.stream && fault?.kind !== 'not-streaming') streamAnswer(answer, id);
  else wholeAnswer(answer, id);
}

/** Streams the answer one event per token as the model produces them, with its mid-stream fault if any. */
function streamAnswer(a: Answer, id: string): void {
  const { sim, res, flight, call, ctx, streamedUsage, thinking, fault, shape } = a;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-request-id': id,
  });
  res.flushHeaders();
  flight.entry.headers_ms = monotonicMs();
  const midStream: StreamFault | undefined = fault !== undefined && isStreamFault(fault) ? fault : undefined;
  // A fault due after more tokens than the answer has acts at its end instead, so a
  // configured fault always happens.
  const faultAfter = midStream === undefined ? -1 : Math.min(midStream.tokens, call.outputTokens);
  const strike = (): boolean => midStream !== undefined && strikeStreamFault(sim, flight, midStream, shape);
  if (faultAfter === 0 && strike()) return;
  // `buffered` holds every event back and sends them in one write at the end, as a proxy
  // that buffers responses does.
  let held: string | undefined = fault?.kind === 'buffered' ? '' : undefined;
  const send = (text: string): void => {
    if (held === undefined) res.write(text);
    else held += text;
  };
  flight.handle = sim.model.submit({
    promptTokens: call.prefillTokens,
    outputTokens: call.outputTokens,
    onAdmit: () => {
      if (res.destroyed) return;
      const start = shape.start(ctx, streamedUsage, thinking > 0);
      if (start !== '') send(start);
      flight.entry.role_ms = monotonicMs();
    },
    onToken: (index, last) => {
      if (res.destroyed) return;
      if (index < thinking) send(shape.reasoning!(ctx, tokenText(sim.wordRandom, index)));
      else send((index === thinking && index > 0 && shape.answerStart !== undefined ? shape.answerStart(ctx) : '') + shape.token(ctx, tokenText(sim.wordRandom, index)));
      // Under `buffered` this is when the token was produced; it leaves with the rest at the end.
      flight.entry.content_ms.push(monotonicMs());
      if (index + 1 === faultAfter && strike()) return;
      if (!last) return;
      let tail = shape.end(ctx, call.finishReason, streamedUsage, fault?.kind !== 'no-done');
      if (held !== undefined) {
        tail = held + tail;
        held = undefined;
      }
      res.end(tail);
      finish(sim, flight, true);
    },
  });
}

/** Applies a mid-stream fault to a stream under way; true when the stream must not go on. */
function strikeStreamFault(sim: SimState, flight: InFlight, midStream: StreamFault, shape: SimApiShape): boolean {
  const { res } = flight;
  switch (midStream.kind) {
    case 'reset-after':
      // Closing the socket without the final chunk of the chunked body is what a
      // crashing server or an idle-timeout proxy does; everything written so far is sent.
      flight.handle?.cancel();
      finish(sim, flight, false);
      if (res.socket === null) {
        res.destroy();
      } else {
        // node:http may still hold this tick's writes (Node 24 corks them until the
        // tick ends); closing at once would drop the last events before they are sent.
        const socket = res.socket;
        setImmediate(() => socket.end());
      }
      return true;
    case 'stall-after':
      // Nothing more is sent, but the connection stays open until the client gives up
      // or the simulator closes; the sequence leaves the batch like a hung worker would.
      flight.handle?.cancel();
      return true;
    case 'error-after':
      flight.handle?.cancel();
      res.end(midStreamErrorEvent(routeOf(shape)));
      finish(sim, flight, false);
      return true;
    case 'bad-json-after':
      res.write(malformedEvent(routeOf(shape)));
      return false;
  }
}

/** Sends the whole answer in one JSON body once the model has produced its last token. */
function wholeAnswer(a: Answer, id: string): void {
  const { sim, res, flight, call, ctx, usage, shape } = a;
  let text = '';
  flight.handle = sim.model.submit({
    promptTokens: call.prefillTokens,
    outputTokens: call.outputTokens,
    onToken: (index, last) => {
      text += tokenText(sim.wordRandom, index);
      if (!last || res.destroyed) return;
      const body = JSON.stringify(shape.whole(ctx, text, call.finishReason, sim.settings.usage ? usage : undefined));
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': id });
      flight.entry.headers_ms = monotonicMs();
      res.end(body);
      finish(sim, flight, true);
    },
  });
}

/** The API served at a path (with or without `/v1`), or undefined for none. */
function shapeForPath(path: string): SimApiShape | undefined {
  const route = path.startsWith('/v1/') ? path.slice(3) : path;
  if (route === '/chat/completions') return CHAT_SHAPE;
  if (route === '/completions') return COMPLETIONS_SHAPE;
  if (route === '/messages') return ANTHROPIC_SHAPE;
  return undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function checkAuth(req: IncomingMessage, apiKey: string | undefined): void {
  if (apiKey === undefined) return;
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') {
    throw new HttpError(401, 'Missing API key: send the header "Authorization: Bearer <key>".', 'invalid_request_error', 'invalid_api_key');
  }
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (match === null) {
    throw new HttpError(401, 'The Authorization header must have the form "Bearer <key>".', 'invalid_request_error', 'invalid_api_key');
  }
  if (match[1] !== apiKey) {
    throw new HttpError(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
  }
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req) {
    const buf = part as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, `Request body over ${MAX_BODY_BYTES} bytes.`, 'invalid_request_error', 'request_too_large');
    }
    parts.push(buf);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as unknown;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new HttpError(400, `The request body is not valid JSON: ${detail}`, 'invalid_request_error', 'invalid_json');
  }
}

/** The route a shape serves, for the shape of its fault answers. */
function routeOf(shape: SimApiShape): FaultRoute {
  return shape === ANTHROPIC_SHAPE ? 'messages' : shape === COMPLETIONS_SHAPE ? 'completions' : 'chat';
}

function badRequest(message: string, code: string | null = null): HttpError {
  return new HttpError(400, message, 'invalid_request_error', code);
}

function parseChatCall(body: unknown, settings: SimConfig): ChatCall {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  const b = body as Record<string, unknown>;
  if (typeof b.model !== 'string' || b.model === '') throw badRequest('Missing "model".', 'missing_required_parameter');
  if (b.model !== settings.model) {
    throw new HttpError(
      404,
      `The model \`${b.model}\` does not exist. This endpoint serves \`${settings.model}\`.`,
      'invalid_request_error',
      'model_not_found',
    );
  }
  if (!Array.isArray(b.messages) || b.messages.length === 0) throw badRequest('"messages" must be a non-empty array.');
  const rawMax = b.max_completion_tokens ?? b.max_tokens;
  if (rawMax !== undefined && rawMax !== null && !(typeof rawMax === 'number' && Number.isInteger(rawMax) && rawMax >= 1)) {
    throw badRequest(`"max_tokens" must be a whole number ≥ 1, got ${JSON.stringify(rawMax)}.`);
  }
  const maxTokens = typeof rawMax === 'number' ? rawMax : undefined;
  if (b.stream !== undefined && b.stream !== null && typeof b.stream !== 'boolean') throw badRequest('"stream" must be true or false.');
  const options = b.stream_options;
  const includeUsage = typeof options === 'object' && options !== null && (options as { include_usage?: unknown }).include_usage === true;

  const promptTokens = estimatePromptTokens(b.messages);
  let outputTokens: number;
  if (settings.outputTokens !== undefined) outputTokens = Math.min(settings.outputTokens, maxTokens ?? Number.POSITIVE_INFINITY);
  else outputTokens = maxTokens ?? DEFAULT_MAX_TOKENS;
  return {
    stream: b.stream === true,
    includeUsage,
    promptTokens,
    prefillTokens: promptTokens,
    outputTokens,
    // "length" means the answer was cut by max_tokens; otherwise it ended by itself.
    finishReason: maxTokens !== undefined && outputTokens >= maxTokens ? 'length' : 'stop',
  };
}

function requestId(req: IncomingMessage, n: number): string {
  const header = req.headers['x-request-id'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value !== undefined && value !== '' && value.length <= MAX_REQUEST_ID_CHARS ? value : `sim-${n}`;
}
