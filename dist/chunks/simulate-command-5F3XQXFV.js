#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
} from "./chunk-GB6DDSO7.js";
import "./chunk-7I32N2XY.js";
import "./chunk-BQTC2FMN.js";
import "./chunk-MAQEYUKE.js";
import "./chunk-SM6XDGLO.js";
export {
  simFlagsToConfig,
  simOptions,
  simSettingsOf,
  simulateCommand,
  simulateUsage
};
