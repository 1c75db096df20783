/**
 * Reads the files a workload names (a prompt set, images) from the working directory, once,
 * before the run: the only I/O of workloads. Every problem names the spec field and the file.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { GateError, isGateError } from '../errors.js';
import { groupDigits } from '../spec/format.js';
import type { Plan } from '../spec/types.js';
import { MAX_IMAGE_BYTES, workloadImage, type WorkloadImage } from './images.js';
import { parsePromptSet, type PromptEntry } from './prompt-set.js';
import { parseTrace, traceReplay, type TraceFormat, type TraceReplay } from './trace.js';

/** Largest prompt set read, in bytes. */
export const MAX_PROMPT_SET_BYTES = 50 * 1024 * 1024;

/** A prompt set as read: where from, its digest and its prompts in file order. */
export interface PromptSet {
  /** The path as the spec writes it. */
  path: string;
  /** SHA-256 of the file's bytes, hex. */
  sha256: string;
  entries: PromptEntry[];
}

/** Largest trace file read, in bytes. */
export const MAX_TRACE_BYTES = 100 * 1024 * 1024;

/** A trace as read (`sweep.trace`): where from, its digest, and the window the run replays. */
export interface TraceFile {
  /** The path as the spec writes it. */
  path: string;
  /** SHA-256 of the file's bytes, hex. */
  sha256: string;
  format: TraceFormat;
  speed: number;
  replay: TraceReplay;
}

/** The contents of the files a workload names. */
export interface WorkloadFiles {
  promptSet?: PromptSet;
  trace?: TraceFile;
  images: WorkloadImage[];
}

/** Nothing to read: the files of a workload without a prompt set or images. */
export const NO_WORKLOAD_FILES: WorkloadFiles = { images: [] };

/**
 * Reads the prompt set and images named by `workload`, paths relative to `cwd`.
 *
 * @throws GateError `SPEC_INVALID` naming the field, the file and the fix when a file is missing,
 *   too large, or not what it should be (a bad JSONL line, an unknown image type).
 */
export async function readWorkloadFiles(workload: Plan['workload'], cwd: string): Promise<WorkloadFiles> {
  const files: WorkloadFiles = { images: [] };
  if (workload.prompts !== undefined) {
    const data = await readNamed(cwd, workload.prompts, 'workload.prompts', MAX_PROMPT_SET_BYTES);
    files.promptSet = { path: workload.prompts, sha256: sha256(data), entries: parsePromptSet(data.toString('utf8'), workload.prompts) };
  }
  const trace = workload.trace;
  if (trace !== undefined) {
    const data = await readNamed(cwd, trace.file, 'sweep.trace.file', MAX_TRACE_BYTES, 'Cut the trace to the slice you replay; a run sends at most 100,000 requests.');
    const entries = parseTrace(data.toString('utf8'), trace.file, trace.format);
    files.trace = { path: trace.file, sha256: sha256(data), format: trace.format, speed: trace.speed, replay: traceReplay(entries, trace.window, trace.speed, trace.file) };
  }
  for (const [i, path] of (workload.images ?? []).entries()) {
    const field = `workload.images[${i}]`;
    const data = await readNamed(cwd, path, field, MAX_IMAGE_BYTES, IMAGE_SIZE_HINT);
    files.images.push(workloadImage(path, field, data, sha256(data)));
  }
  return files;
}

const IMAGE_SIZE_HINT = 'Scale the image down or save it as JPEG; a smaller image also measures the model rather than the upload.';

/**
 * A file's bytes, read only when it is a regular file inside the working directory (after
 * symlinks are resolved) and at most `maxBytes` long. The type is checked on the opened file,
 * which is opened without blocking, so a FIFO cannot hang the read and a device (`/dev/zero`)
 * is refused unread; the size limit holds while reading, since a device or a growing file has
 * no trustworthy size. Nothing of a refused file is ever quoted.
 */
async function readNamed(cwd: string, path: string, field: string, maxBytes: number, sizeHint = 'Use a smaller file; a run sends at most a few thousand prompts.'): Promise<Buffer> {
  const full = resolve(cwd, path);
  try {
    const real = await realpath(full);
    if (!isInside(await realpath(cwd), real)) {
      throw new GateError('SPEC_INVALID', `${field}: ${path} is outside the working directory${real === full ? '' : ` (it leads to ${real})`}`, {
        hint: `Workload files are read only from inside the working directory (${cwd}), the repository in CI: copy the file into it and name it by a relative path.`,
      });
    }
    const handle = await open(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      const info = await handle.stat();
      if (info.isDirectory()) throw notAFile(field, path, 'a directory');
      if (!info.isFile()) throw notAFile(field, path, info.isFIFO() ? 'a pipe (FIFO)' : info.isSocket() ? 'a socket' : 'a device');
      const data = info.size > maxBytes ? undefined : await readAtMost(handle, maxBytes);
      if (data === undefined) {
        const size = Math.max(info.size, maxBytes + 1);
        throw new GateError('SPEC_INVALID', `${field}: ${path} is ${groupDigits(size)} bytes, more than the ${groupDigits(maxBytes)} allowed`, { hint: sizeHint });
      }
      return data;
    } finally {
      await handle.close();
    }
  } catch (err) {
    if (isGateError(err)) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') {
      throw new GateError('SPEC_INVALID', `${field}: ${path} does not exist (looked for ${full})`, {
        hint: `Paths in the workload are relative to the working directory (${cwd}); commit the file or correct the path.`,
      });
    }
    if (code === 'EISDIR') throw notAFile(field, path, 'a directory');
    throw new GateError('IO', `${field}: cannot read ${path}: ${(err as Error).message}`, { hint: 'Check the file\'s permissions.' });
  }
}

function notAFile(field: string, path: string, what: string): GateError {
  return new GateError('SPEC_INVALID', `${field}: ${path} is ${what}, not a regular file`, { hint: 'Name the file itself, relative to the working directory.' });
}

/** True when `path` is `root` or lies under it; both already resolved. */
function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** The whole file when it holds at most `maxBytes`; undefined as soon as it holds more. */
async function readAtMost(handle: FileHandle, maxBytes: number): Promise<Buffer | undefined> {
  const parts: Buffer[] = [];
  let total = 0;
  for (;;) {
    const room = maxBytes + 1 - total;
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(Math.min(room, READ_CHUNK_BYTES)), 0, Math.min(room, READ_CHUNK_BYTES), null);
    if (bytesRead === 0) return Buffer.concat(parts, total);
    parts.push(buffer.subarray(0, bytesRead));
    total += bytesRead;
    if (total > maxBytes) return undefined;
  }
}

/** Bytes read at a time. */
const READ_CHUNK_BYTES = 1024 * 1024;

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
