/**
 * Refuses a command line that carries something shaped like an API key. A key on the command
 * line is kept in shell history, shown in the process list and echoed in CI logs; the one place
 * for it is the environment variable the spec names.
 */
import { containsSecret } from '../spec/checks.js';
import { GateError } from '../errors.js';

/**
 * Throws when any argument holds a credential, naming the flag it was given to but never the
 * value. Runs before the arguments are parsed, so no parser message can quote it either.
 *
 * @param allowed - flags whose value may be a key (the simulator's `--api-key`, which sets the
 *   key a local test server demands, not a real one).
 * @throws GateError `USAGE` with the fix.
 */
export function refuseSecretArgs(argv: readonly string[], allowed: readonly string[] = []): void {
  for (const [i, arg] of argv.entries()) {
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : i > 0 && argv[i - 1]?.startsWith('-') ? argv[i - 1] : undefined;
    const value = eq > 0 ? arg.slice(eq + 1) : arg;
    if (flag !== undefined && allowed.includes(flag)) continue;
    if (!containsSecret(value)) continue;
    throw new GateError('USAGE', `${flag ?? `argument ${i + 1}`}: this value looks like an API key, which does not belong on the command line.`, {
      hint: 'Put the key in the environment variable named by endpoint.api_key_env (OPENAI_API_KEY unless the spec says '
        + 'otherwise); in CI, fill it from a repository secret. Shell history and the process list keep command lines, so rotate the exposed key.',
    });
  }
}
