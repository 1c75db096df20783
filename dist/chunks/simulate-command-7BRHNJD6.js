#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
} from "./chunk-IHZGQD7M.js";
import "./chunk-IXSCMJ47.js";
import "./chunk-AGKIW72G.js";
import "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";
export {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
};
