/**
 * The driver's handle on a ground-truth server process: start it, collect its write log,
 * stop it. The process is always killed, even when the benchmark fails or is interrupted.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ControlMessage, GroundTruthConfig, LogMessage, ServerMessage } from './protocol.js';

/** The compiled server, next to this file in `build/bench/ground-truth/`. */
const SERVER_PATH = fileURLToPath(new URL('./server.js', import.meta.url));

/** Longest wait for the server to start or to answer a `take`, in ms. */
const REPLY_TIMEOUT_MS = 15_000;

/** Every child still alive, so an exiting driver can kill them. */
const children = new Set<ChildProcess>();
let killOnExit = false;

/** Keeps `child` on the list the driver kills on its way out, however it exits. */
function track(child: ChildProcess): void {
  if (!killOnExit) {
    killOnExit = true;
    process.on('exit', () => {
      for (const alive of children) alive.kill('SIGKILL');
    });
  }
  children.add(child);
}

/** A running ground-truth server. */
export interface GroundTruthServer {
  /** Base URL including `/v1`. */
  baseUrl: string;
  port: number;
  /** Every request finished since the last call (and removes them from the server), with the server's CPU use. */
  take(): Promise<Omit<LogMessage, 'type'>>;
  /** Ends the process; resolves when it has exited. Safe to call twice. */
  stop(): Promise<void>;
}

/** Forks a ground-truth server with `config` and waits until it listens. */
export async function startGroundTruth(config: GroundTruthConfig): Promise<GroundTruthServer> {
  const child = fork(SERVER_PATH, [JSON.stringify(config)], {
    execArgv: ['--expose-gc'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  track(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => {
    children.delete(child);
    resolve();
  }));
  const next = <T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`ground-truth server sent no '${type}' within ${REPLY_TIMEOUT_MS} ms`)), REPLY_TIMEOUT_MS);
      const onMessage = (message: ServerMessage): void => {
        if (message.type === type) done(undefined, message as Extract<ServerMessage, { type: T }>);
      };
      const onExit = (code: number | null): void => done(new Error(`ground-truth server exited (code ${code})`));
      function done(err: Error | undefined, message?: Extract<ServerMessage, { type: T }>): void {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (err !== undefined) reject(err);
        else resolve(message!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const control = (message: ControlMessage): void => {
    if (child.connected) child.send(message);
  };

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      control({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  try {
    const ready = await next('ready');
    return {
      baseUrl: `http://127.0.0.1:${ready.port}/v1`,
      port: ready.port,
      async take() {
        const reply = next('log');
        control({ type: 'take' });
        const { requests, cpuUs, wallMs, metricsReadsMs } = await reply;
        return { requests, cpuUs, wallMs, metricsReadsMs };
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
