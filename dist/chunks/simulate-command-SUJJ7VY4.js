#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
} from "./chunk-5LXXL45M.js";
import "./chunk-W2YPS7ZH.js";
import "./chunk-SNMSXLVB.js";
import "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";
export {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
};
