#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  closestName,
  show
} from "./chunk-BQTC2FMN.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";

// src/cli/flags.ts
import { parseArgs } from "node:util";
function parseFlags(argv, options, command, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (cause) {
    const help = `Run \`llm-slo-gate ${command} --help\` for the options.`;
    const unknown = unknownFlag(cause);
    if (unknown === void 0) throw new GateError("USAGE", cause.message, { hint: help, cause });
    const known = Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...o.short ? [`-${o.short}`] : []]);
    const meant = unknown.startsWith("--") ? closestName(unknown.slice(2), known.filter((k) => k.startsWith("--")).map((k) => k.slice(2))) : void 0;
    const shown = show(unknown);
    throw new GateError("USAGE", `unknown option ${shown} for ${command}${meant === void 0 ? "" : ` \u2014 did you mean --${meant}?`}`, { hint: help, cause });
  }
}
function unknownFlag(err) {
  if (err?.code !== "ERR_PARSE_ARGS_UNKNOWN_OPTION") return void 0;
  return /^Unknown option '([^']*)'/.exec(err.message)?.[1];
}

export {
  parseFlags
};
