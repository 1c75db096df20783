/**
 * The error thrown when a gate section of the spec reaches the engine without having passed
 * validation (the spec loader normally reports these problems first, with file positions).
 */
import { GateError } from '../errors.js';
import { formatPath, type Issue } from './problem.js';
import { SPEC_REFERENCE } from './reference.js';

/**
 * A `SPEC_INVALID` GateError listing every issue on its own line as `field: message`.
 *
 * @param section - the spec section named in the message, e.g. `slos`.
 */
export function invalidSpec(section: string, issues: readonly Issue[]): GateError {
  const lines = issues.map((i) => `  ${formatPath(i.path)}: ${i.message}`);
  return new GateError('SPEC_INVALID', `The spec's ${section} section is invalid:\n${lines.join('\n')}`, {
    hint: `Every field and the values it takes are in ${SPEC_REFERENCE}.`,
  });
}
