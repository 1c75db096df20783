/**
 * Reads the files a workload names (a prompt set, images) from the working directory, once,
 * before the run: the only I/O of workloads. Every problem names the spec field and the file.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { GateError, isGateError } from '../errors.js';
import { groupDigits } from '../spec/format.js';
import type { Plan } from '../spec/types.js';
import { MAX_IMAGE_BYTES, workloadImage, type WorkloadImage } from './images.js';
import { parsePromptSet, type PromptEntry } from './prompt-set.js';

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

/** The contents of the files a workload names. */
export interface WorkloadFiles {
  promptSet?: PromptSet;
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
  for (const [i, path] of (workload.images ?? []).entries()) {
    const field = `workload.images[${i}]`;
    const data = await readNamed(cwd, path, field, MAX_IMAGE_BYTES, IMAGE_SIZE_HINT);
    files.images.push(workloadImage(path, field, data, sha256(data)));
  }
  return files;
}

const IMAGE_SIZE_HINT = 'Scale the image down or save it as JPEG; a smaller image also measures the model rather than the upload.';

/** A file's bytes; a file over `maxBytes` is refused with its size, unread. */
async function readNamed(cwd: string, path: string, field: string, maxBytes: number, sizeHint = 'Use a smaller file; a run sends at most a few thousand prompts.'): Promise<Buffer> {
  const full = resolve(cwd, path);
  try {
    const info = await stat(full);
    if (info.isDirectory()) throw new GateError('SPEC_INVALID', `${field}: ${path} is a directory, not a file`, { hint: 'Name the file itself, relative to the working directory.' });
    if (info.size > maxBytes) {
      throw new GateError('SPEC_INVALID', `${field}: ${path} is ${groupDigits(info.size)} bytes, more than the ${groupDigits(maxBytes)} allowed`, { hint: sizeHint });
    }
    return await readFile(full);
  } catch (err) {
    if (isGateError(err)) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') {
      throw new GateError('SPEC_INVALID', `${field}: ${path} does not exist (looked for ${full})`, {
        hint: `Paths in the workload are relative to the working directory (${cwd}); commit the file or correct the path.`,
      });
    }
    throw new GateError('IO', `${field}: cannot read ${path}: ${(err as Error).message}`, { hint: 'Check the file\'s permissions.' });
  }
}

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
