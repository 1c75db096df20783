#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);

// src/io/workflow-commands.ts
var COMMAND_BREAK = "\u200B";
var LEADING_SPACE = /[\s\u0085\u180e]/;
var CommandGuard = class {
  /** Only whitespace seen since the last line break (true at the start of the output). */
  #lineStart = true;
  /** How many `#` the output ended with, up to 2. */
  #hashes = 0;
  /** The piece as it may be written, with every workflow command in it broken. */
  push(text) {
    let out = "";
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      let breaks = false;
      if (c === "\n" || c === "\r") {
        this.#lineStart = true;
      } else if (this.#lineStart && LEADING_SPACE.test(c)) {
      } else {
        breaks = this.#lineStart && c === ":" || c === "[" && this.#hashes >= 2;
        this.#lineStart = false;
      }
      this.#hashes = c === "#" ? Math.min(this.#hashes + 1, 2) : 0;
      if (breaks) {
        out += text.slice(from, i) + COMMAND_BREAK;
        from = i;
      }
    }
    return out + text.slice(from);
  }
};
function neutraliseCommands(text) {
  return new CommandGuard().push(text);
}

export {
  CommandGuard,
  neutraliseCommands
};
