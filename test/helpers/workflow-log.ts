/**
 * Reads a step's output the way GitHub's runner does (actions/runner, ActionCommand.cs): lines
 * end at LF, CR or CRLF; `::name …::data` is a command when it opens a line after .NET's
 * `TrimStart` (every Unicode space, U+0085 included); `##[name …]data` is a command anywhere in
 * a line.
 */

/** One line the runner would take as a workflow command. */
export interface RunnerCommand {
  /** The command's name, e.g. `error`, `add-mask`, `stop-commands`. */
  name: string;
  /** What follows the command, escaped as written. */
  data: string;
  /** The whole line, as printed. */
  line: string;
}

/** Every line of `output` the runner would obey, in order. */
export function runnerCommands(output: string): RunnerCommand[] {
  const found: RunnerCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(/^[\s\u0085]+/, '');
    const end = trimmed.startsWith('::') ? trimmed.indexOf('::', 2) : -1;
    if (end >= 0) {
      found.push({ name: trimmed.slice(2, end).split(' ')[0]!, data: trimmed.slice(end + 2), line });
      continue;
    }
    const start = line.indexOf('##[');
    const close = start >= 0 ? line.indexOf(']', start) : -1;
    if (close >= 0) found.push({ name: line.slice(start + 3, close).split(' ')[0]!, data: line.slice(close + 1), line });
  }
  return found;
}
