/**
 * Image files sent with a multimodal workload: the media type read from the file's first bytes
 * (never from its name, which may lie), a size limit, and the base64 form every API takes.
 */
import { GateError } from '../errors.js';
import { groupDigits } from '../spec/format.js';

/** Largest image file sent, in bytes: Anthropic's per-image limit, well under OpenAI's. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** An image as sent: its media type and the file's bytes in base64. */
export interface WorkloadImage {
  /** The path as the spec names it, for messages and results. */
  path: string;
  mediaType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** Size of the file in bytes. */
  bytes: number;
  /** SHA-256 of the file, hex. */
  sha256: string;
  base64: string;
}

/** The media type named by a file's magic bytes, or undefined when it is none of the four accepted. */
export function sniffMediaType(data: Uint8Array): WorkloadImage['mediaType'] | undefined {
  const starts = (bytes: readonly number[], at = 0): boolean => bytes.every((b, i) => data[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // "GIF8"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // "RIFF" … "WEBP"
  return undefined;
}

/**
 * The image to send for a file's bytes.
 *
 * @param field - the spec field naming the file, e.g. `workload.images[0]`.
 * @throws GateError `SPEC_INVALID` naming the field and file when it is empty, too large or not
 *   a PNG, JPEG, GIF or WebP image.
 */
export function workloadImage(path: string, field: string, data: Uint8Array, sha256: string): WorkloadImage {
  if (data.length > MAX_IMAGE_BYTES) {
    throw new GateError('SPEC_INVALID', `${field}: ${path} is ${groupDigits(data.length)} bytes, more than the ${groupDigits(MAX_IMAGE_BYTES)} allowed`, {
      hint: 'Scale the image down or save it as JPEG; a smaller image also measures the model rather than the upload.',
    });
  }
  const mediaType = sniffMediaType(data);
  if (mediaType === undefined) {
    throw new GateError('SPEC_INVALID', `${field}: ${path} is not a PNG, JPEG, GIF or WebP image (its first bytes are ${hexStart(data)})`, {
      hint: 'Convert the file to PNG or JPEG, or name the right file; the type is read from the file\'s content, not its name.',
    });
  }
  return { path, mediaType, bytes: data.length, sha256, base64: Buffer.from(data).toString('base64') };
}

function hexStart(data: Uint8Array): string {
  if (data.length === 0) return 'none: the file is empty';
  return Array.from(data.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join(' ');
}
