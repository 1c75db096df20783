/**
 * One error class for everything the front ends report to a person. Callers match on `code`
 * (stable, documented), never on `instanceof`, because a bundled copy and a source copy of
 * this module can both be loaded.
 */
export type GateErrorCode =
  /** The spec file is missing, unparsable, or fails the schema. Exit 2. */
  | 'SPEC_INVALID'
  /** A command-line flag or Action input is wrong. Exit 2. */
  | 'USAGE'
  /** The connectivity check failed: nothing could be measured. Exit 3. */
  | 'ENDPOINT_UNUSABLE'
  /** A file could not be read or written. Exit 3. */
  | 'IO';

export class GateError extends Error {
  override readonly name = 'GateError';
  readonly code: GateErrorCode;
  /** What to do about it, in plain words; shown under the message. */
  readonly hint: string | undefined;

  constructor(code: GateErrorCode, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.hint = options.hint;
  }
}

/** Narrow an unknown throw to a GateError by its shape, not its class. */
export function isGateError(err: unknown): err is GateError {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'GateError'
    && typeof (err as { code?: unknown }).code === 'string';
}
