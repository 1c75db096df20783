#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e}from"./demo+simulate.js";import"./demo+merge+probe+run+simulate+validate.js";import"./action+demo+merge+probe+run+simulate+validate.js";import"./action+cli+demo+merge+probe+run+simulate+validate.js";import"./action+cli+demo+github+merge+probe+run+simulate+validate.js";export{d as simFlagsToConfig,a as simOptions,c as simSettingsOf,e as simulateCommand,b as simulateUsage};
