#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
} from "./chunk-CKMXVPZX.js";
import "./chunk-PVIOQIMP.js";
import "./chunk-JVWVLDR7.js";
import "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";
export {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
};
