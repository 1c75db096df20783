/**
 * The ground-truth endpoint, run as its own process (`fork` of the compiled file; see
 * `spawn.ts`). It answers `POST /v1/chat/completions` with a stream that follows an exact
 * schedule fixed at the request's arrival: first content event at arrival + TTFT, then one
 * every ITL, `tokens` in all; absolute deadlines, so neither load nor lateness accumulates.
 * It logs, per request id, the CLOCK_MONOTONIC time just after each content write returned:
 * the truth a client's timestamps are compared with. `GET /ping` answers at once, for the
 * loopback round-trip probe. With `metrics` in the config, `GET /metrics` answers a vLLM page
 * (`metrics-page.ts`) built at the read; the time of each read is logged.
 *
 * Argument 1: the GroundTruthConfig as JSON. IPC: sends `ready`; answers `take` with `log`;
 * exits on `stop` or when the parent goes away.
 */
import { createServer, type Socket } from 'node:net';
import { monotonicMs } from '../../src/sim/clock.js';
import type { ControlMessage, GroundTruthConfig, ServedRequest, ServerMessage } from './protocol.js';
import { RequestReader, type RequestHead } from './request-reader.js';
import { DeadlineScheduler, type Timed } from './schedule.js';
import { createRandom } from '../../src/stats/random.js';
import { CONTENT_BYTES, headBytes, metricsBytes, NOT_FOUND_BYTES, PONG_BYTES, tailBytes } from './wire.js';
import { VllmMetricsPage } from './metrics-page.js';

const config = JSON.parse(process.argv[2] ?? '{}') as GroundTruthConfig;
const TAIL = tailBytes(config.tokens);
const scheduler = new DeadlineScheduler(config.nearWindowMs, config.nearMode);
let finished: ServedRequest[] = [];
let cpuSince = process.cpuUsage();
let wallSinceMs = monotonicMs();
const random = createRandom(config.seed ?? 1);
const page = config.metrics === true ? new VllmMetricsPage() : undefined;
let metricsReadsMs: number[] = [];

/** A standard normal draw (Box–Muller). */
function normal(): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** This request's TTFT and ITL: the configured ones, times the drift now and its own jitter. */
function requestSchedule(): { ttftMs: number; itlMs: number } {
  const d = config.drift;
  const drift = d === undefined ? 1 : 1 + d.amplitude * Math.sin((2 * Math.PI * (Date.now() - d.epochMs)) / (d.periodS * 1000));
  const sigma = config.jitter ?? 0;
  if (!(sigma > 0)) return { ttftMs: config.ttftMs * drift, itlMs: config.itlMs * drift };
  return { ttftMs: config.ttftMs * drift * Math.exp(sigma * normal()), itlMs: config.itlMs * drift * Math.exp(sigma * normal()) };
}

/** One answer being streamed on one connection. */
class Stream implements Timed {
  dueMs: number;
  readonly #socket: Socket;
  readonly #firstDueMs: number;
  readonly #itlMs: number;
  readonly #log: ServedRequest;
  #next = 0;

  constructor(socket: Socket, id: string, arrivalMs: number) {
    this.#socket = socket;
    const schedule = requestSchedule();
    this.#firstDueMs = arrivalMs + schedule.ttftMs;
    this.#itlMs = schedule.itlMs;
    this.dueMs = this.#firstDueMs;
    this.#log = {
      id,
      arrivalMs,
      contentMs: new Float64Array(config.tokens),
      contentWriteStartMs: new Float64Array(config.tokens),
      endMs: 0,
      endWriteStartMs: 0,
      queuedWrites: 0,
      completed: false,
    };
    socket.write(headBytes(id));
  }

  fire(): void {
    const socket = this.#socket;
    const log = this.#log;
    if (socket.destroyed) {
      log.endMs = monotonicMs();
      this.#finish();
      return;
    }
    log.contentWriteStartMs[this.#next] = monotonicMs();
    socket.write(CONTENT_BYTES);
    log.contentMs[this.#next] = monotonicMs();
    if (socket.writableLength > 0) log.queuedWrites += 1;
    this.#next += 1;
    if (this.#next < config.tokens) {
      this.dueMs = this.#firstDueMs + this.#next * this.#itlMs;
      scheduler.add(this);
      return;
    }
    log.endWriteStartMs = monotonicMs();
    socket.write(TAIL);
    log.endMs = monotonicMs();
    log.completed = true;
    page?.observe({
      ttftS: (this.#firstDueMs - log.arrivalMs) / 1000, itlS: this.#itlMs / 1000, e2eS: (log.endMs - log.arrivalMs) / 1000,
      promptTokens: 8, outputTokens: config.tokens,
    });
    this.#finish();
  }

  #finish(): void {
    finished.push(this.#log);
    busy.delete(this.#socket);
  }
}

/** Connections with an answer in progress; the clients measured here never pipeline. */
const busy = new Set<Socket>();

function serve(socket: Socket, head: RequestHead, arrivalMs: number): void {
  if (head.method === 'GET' && head.target === '/ping') {
    socket.write(PONG_BYTES);
    return;
  }
  if (page !== undefined && head.method === 'GET' && head.target === '/metrics') {
    socket.write(metricsBytes(page.render(busy.size)));
    metricsReadsMs.push(monotonicMs());
    return;
  }
  if (head.method !== 'POST' || !head.target.startsWith('/v1/chat/completions')) {
    socket.end(NOT_FOUND_BYTES);
    return;
  }
  if (busy.has(socket)) {
    process.stderr.write('ground truth: a request arrived before the previous answer ended (pipelining); closing\n');
    socket.destroy();
    return;
  }
  busy.add(socket);
  scheduler.add(new Stream(socket, head.requestId ?? `anonymous-${finished.length}`, arrivalMs));
}

const server = createServer({ noDelay: true }, (socket) => {
  // Every event is its own small write; Nagle's algorithm would hold one back behind the last.
  socket.setNoDelay(true);
  const reader = new RequestReader();
  socket.on('data', (chunk: Buffer) => {
    const arrivalMs = monotonicMs();
    let heads: RequestHead[];
    try {
      heads = reader.feed(chunk);
    } catch (err) {
      process.stderr.write(`ground truth: ${String(err)}\n`);
      socket.destroy();
      return;
    }
    for (const head of heads) serve(socket, head, arrivalMs);
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => busy.delete(socket));
});

const send = (message: ServerMessage): void => {
  process.send?.(message);
};

process.on('message', (raw: unknown) => {
  const message = raw as ControlMessage;
  if (message.type === 'take') {
    // The last run's garbage, collected before the answer lets the next run start (forked with
    // --expose-gc by spawn.ts).
    if (config.collectOnTake === true) (globalThis as { gc?: () => void }).gc?.();
    const requests = finished;
    finished = [];
    const cpu = process.cpuUsage(cpuSince);
    const nowMs = monotonicMs();
    send({ type: 'log', requests, cpuUs: cpu.user + cpu.system, wallMs: nowMs - wallSinceMs, metricsReadsMs });
    metricsReadsMs = [];
    cpuSince = process.cpuUsage();
    wallSinceMs = nowMs;
  } else if (message.type === 'stop') {
    shutDown();
  }
});
process.on('disconnect', shutDown);

function shutDown(): void {
  scheduler.stop();
  server.close();
  process.exit(0);
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  send({ type: 'ready', port: address.port });
});
