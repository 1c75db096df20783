#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  DEFAULT_SPEC_PATH,
  loadSpecFile
} from "./chunk-ZC62VH22.js";
import {
  GateError
} from "./chunk-MAQEYUKE.js";

// src/cli/run-spec.ts
import { resolve } from "node:path";
import { stat } from "node:fs/promises";
var FLAGS_ONLY_PROMPT = "Explain in three sentences what a service level objective is.";
async function loadRunSpec(cwd, specFlag, baseUrl, model) {
  if (specFlag !== void 0 || await exists(resolve(cwd, DEFAULT_SPEC_PATH))) {
    const path = specFlag ?? DEFAULT_SPEC_PATH;
    const { spec, locate, sha256 } = await loadSpecFile(resolve(cwd, path), path);
    return { spec, path, sha256, locate };
  }
  if (baseUrl === void 0 || model === void 0) {
    const missing = [baseUrl === void 0 ? "--base-url" : void 0, model === void 0 ? "--model" : void 0].filter((m) => m !== void 0);
    throw new GateError("USAGE", `no spec file: ${DEFAULT_SPEC_PATH} does not exist, --spec was not given, and a run from flags alone needs ${missing.join(" and ")}.`, {
      hint: `Give --spec PATH, or run from flags alone, e.g. \`llm-slo-gate run --base-url http://127.0.0.1:8000/v1 --model my-model\`; to keep the settings, copy examples/llm-slo.yml to ${DEFAULT_SPEC_PATH}.`
    });
  }
  return { spec: { version: 1, endpoint: { base_url: baseUrl, model }, workload: { prompt: FLAGS_ONLY_PROMPT } }, path: void 0, sha256: null, locate: void 0 };
}
async function exists(path) {
  try {
    await stat(path);
    return true;
  } catch (err) {
    return err?.code !== "ENOENT";
  }
}

export {
  loadRunSpec
};
