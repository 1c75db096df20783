/**
 * Text from specs, endpoints and files, made safe to print where GitHub's runner reads the log.
 *
 * The runner reads a step's stdout and stderr line by line (a line ends at LF, CR or CRLF) and
 * obeys two forms of workflow command (actions/runner, `src/Runner.Common/ActionCommand.cs`):
 *
 * - `::name props::data` when the line starts with `::` after its leading whitespace is trimmed
 *   (.NET's `TrimStart`, which also trims U+0085, U+00A0, U+2028 and the other Unicode spaces);
 * - the legacy `##[name props]data` *anywhere* in a line.
 *
 * So an SLO named `"a\n::error::x"`, a check reason or a note from a crafted results.json could
 * raise annotations, `::add-mask::` parts of the log, set outputs, or `::stop-commands::` every
 * command after it. The guard breaks both forms with an invisible U+200B ZERO WIDTH SPACE: before
 * the first `:` of a line that starts (after whitespace) with one, and between `##` and `[`. The
 * text still reads the same; the runner no longer sees a command. Only the tool's own commands,
 * written by `@actions/core` (which escapes their data and properties), reach the runner.
 */

/** Inserted to break a command: not whitespace for .NET's `TrimStart`, and invisible in the log. */
export const COMMAND_BREAK = '\u200B';

/**
 * Whitespace the runner may trim before looking for `::`: JavaScript's `\s`, U+0085 NEL, and
 * U+180E, a space in Unicode before 6.3. Taking in too much only breaks a harmless `:`.
 */
const LEADING_SPACE = /[\s\u0085\u180e]/;

/**
 * Neutralises text written in pieces: a line may be split across calls to `push`, so the state
 * (at a line's start, `#` characters just written) is carried from one piece to the next.
 */
export class CommandGuard {
  /** Only whitespace seen since the last line break (true at the start of the output). */
  #lineStart = true;
  /** How many `#` the output ended with, up to 2. */
  #hashes = 0;

  /** The piece as it may be written, with every workflow command in it broken. */
  push(text: string): string {
    let out = '';
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      let breaks = false;
      if (c === '\n' || c === '\r') {
        this.#lineStart = true;
      } else if (this.#lineStart && LEADING_SPACE.test(c)) {
        // Still in the line's leading whitespace.
      } else {
        breaks = (this.#lineStart && c === ':') || (c === '[' && this.#hashes >= 2);
        this.#lineStart = false;
      }
      this.#hashes = c === '#' ? Math.min(this.#hashes + 1, 2) : 0;
      if (breaks) {
        out += text.slice(from, i) + COMMAND_BREAK;
        from = i;
      }
    }
    return out + text.slice(from);
  }
}

/** `text`, printed from the start of a line, with every workflow command in it broken. */
export function neutraliseCommands(text: string): string {
  return new CommandGuard().push(text);
}
