/**
 * The commands' one way to read their flags: `parseArgs` in strict mode, with its errors turned
 * into usage errors that name the command's help and, for a misspelt flag, the flag meant.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { GateError } from '../errors.js';
import { closestName } from '../spec/suggest.js';
import { show } from '../spec/explain.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses `argv` against `options`, taking no positional arguments unless `allowPositionals`.
 *
 * @param command - the command's name, for the hint (`llm-slo-gate <command> --help`).
 * @throws GateError `USAGE` naming the flag at fault; an unknown flag with a close known one
 *   gets "did you mean".
 */
export function parseFlags<T extends Options>(argv: string[], options: T, command: string, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (cause) {
    const help = `Run \`llm-slo-gate ${command} --help\` for the options.`;
    const unknown = unknownFlag(cause);
    if (unknown === undefined) throw new GateError('USAGE', (cause as Error).message, { hint: help, cause });
    const known = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
    // Only long names are suggested: a one-letter typo is as close to every short flag.
    const meant = unknown.startsWith('--') ? closestName(unknown.slice(2), known.filter((k) => k.startsWith('--')).map((k) => k.slice(2))) : undefined;
    const shown = show(unknown);
    throw new GateError('USAGE', `unknown option ${shown} for ${command}${meant === undefined ? '' : ` — did you mean --${meant}?`}`, { hint: help, cause });
  }
}

/** The flag an `ERR_PARSE_ARGS_UNKNOWN_OPTION` names, else undefined. */
function unknownFlag(err: unknown): string | undefined {
  if ((err as { code?: unknown } | null)?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return undefined;
  return /^Unknown option '([^']*)'/.exec((err as Error).message)?.[1];
}
