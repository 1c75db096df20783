/**
 * The Action's log. Every line it prints with `info` may carry text from a spec, an endpoint, a
 * results file or GitHub (SLO names, check reasons, server messages), so all of it goes through
 * `neutraliseCommands`: the runner must obey only the commands `@actions/core` writes for us
 * (`::add-mask::`, `::notice::`, `::warning::`, `::error::`), whose data and properties the
 * toolkit escapes. Nothing else in the Action writes to stdout or stderr.
 */
import * as core from '@actions/core';
import { neutraliseCommands } from '../io/workflow-commands.js';

/** Prints `text` (one line or several) to the log, with any workflow command in it broken. */
export function logInfo(text: string): void {
  core.info(neutraliseCommands(text));
}
