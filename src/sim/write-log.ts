/**
 * The simulator's write log: ground truth for timing accuracy. For each answered chat request
 * it records when the server wrote the headers, each content event and the end, on the
 * cross-process clock `monotonicMs` (see `clock.ts`). A client measuring the same requests can
 * pair its records with these by `id` and subtract.
 *
 * Timing is not disturbed: a request's times are buffered in memory while it streams, and one
 * JSON line is handed to the file stream (written off the main thread) when it has finished.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { GateError } from '../errors.js';

/** One line of the log (JSONL; snake_case like the rest of our files). */
export interface WriteLogEntry {
  /** The request's `x-request-id` header, or the id the simulator generated (`sim-<n>`) when it had none. */
  id: string;
  /** Monotonic ms just after the response headers were handed to the socket. */
  headers_ms: number;
  /**
   * Monotonic ms just after the role-only chunk was written, which happens when the request got
   * a batch slot: `role_ms − headers_ms` is its time in the queue. Null for a non-streamed answer
   * or one that never left the queue. Not a content event.
   */
  role_ms: number | null;
  /**
   * Monotonic ms just after each content event (one token) was written, in order. Empty for a
   * non-streamed answer, whose whole body is written at `end_ms`.
   */
  content_ms: number[];
  /** Monotonic ms just after the response was ended (or, for `completed: false`, abandoned). */
  end_ms: number;
  /** False when the client disconnected or the simulator closed before the answer finished. */
  completed: boolean;
}

/** Receives each entry as its request finishes; must return quickly. */
export type WriteLogSink = (entry: WriteLogEntry) => void;

/** An open log. */
export interface WriteLog {
  /** Queue one finished request's line; never blocks on the disk. */
  record(entry: WriteLogEntry): void;
  /** Flush and close; rejects with a GateError (`IO`) if any write failed. */
  close(): Promise<void>;
}

/**
 * Open a write log. A path is created or truncated, so the file holds one run; a function
 * receives the entries directly.
 * @throws GateError with code `IO` when the file cannot be opened.
 */
export async function openWriteLog(target: string | WriteLogSink): Promise<WriteLog> {
  if (typeof target === 'function') {
    return { record: target, close: async () => {} };
  }
  const stream = createWriteStream(target, { flags: 'w' });
  let failure: unknown;
  await new Promise<void>((resolve, reject) => {
    stream.once('open', () => resolve());
    stream.once('error', (err) => reject(ioError(target, err)));
  });
  // Later errors must not crash the server mid-run; they are reported by close().
  stream.on('error', (err) => {
    failure ??= err;
  });
  return {
    record(entry) {
      if (failure === undefined) stream.write(`${JSON.stringify(entry)}\n`);
    },
    close: () => closeStream(stream, target, () => failure),
  };
}

function closeStream(stream: WriteStream, path: string, failure: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (): void => {
      const err = failure();
      if (err === undefined) resolve();
      else reject(ioError(path, err));
    };
    // 'close' comes after the last byte reached the file and the descriptor was released, on
    // success and on failure alike.
    if (stream.closed) settle();
    else {
      stream.once('close', settle);
      stream.end();
    }
  });
}

function ioError(path: string, cause: unknown): GateError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new GateError('IO', `Could not write the simulator's write log ${path}: ${detail}`, {
    hint: 'Check that the directory exists and is writable, or omit the write log.',
    cause,
  });
}
