#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  FAULT_HELP,
  SIM_FAULT_HELP,
  ServingModel,
  createRandom,
  decodeStepMs,
  defaultSimConfig,
  describeFaults,
  estimatePromptTokens,
  formatFault,
  monotonicMs,
  openWriteLog,
  parseFault,
  parseFaults,
  parseSimConfig,
  prefillDurationMs,
  realClock,
  simConfigFields,
  startSimulator
} from "./chunks/chunk-BN62JO6E.js";

// src/sim/describe.ts
function describeSimulator(config, url) {
  const faults = describeFaults(config.fault, config.faultRate);
  return `model "${config.model}" at ${url}: max batch ${config.maxBatch}, prefill ${config.prefillBaseMs} ms + ${config.prefillPerTokenMs} ms/token, decode step ${config.decodeBaseMs} ms + ${config.decodePerSeqMs} ms per sequence, jitter ${config.jitter}, seed ${config.seed}` + (faults ? `; faults: ${faults}` : "");
}

// src/sim/expected.ts
function expectedLowLoad(config, workload) {
  const { concurrency, promptTokens, outputTokens } = workload;
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > config.maxBatch) {
    throw new RangeError(
      `expectedLowLoad covers concurrency 1..maxBatch (${config.maxBatch}), got ${concurrency}; beyond it requests queue.`
    );
  }
  if (!(outputTokens >= 1) || !(promptTokens >= 0)) {
    throw new RangeError(`expectedLowLoad needs outputTokens \u2265 1 and promptTokens \u2265 0, got ${outputTokens} and ${promptTokens}.`);
  }
  const ttftMs = prefillDurationMs(config, promptTokens);
  const itlMs = decodeStepMs(config, concurrency);
  const e2eMs = ttftMs + (outputTokens - 1) * itlMs;
  return { ttftMs, itlMs, e2eMs, outputTokensPerS: e2eMs > 0 ? concurrency * outputTokens * 1e3 / e2eMs : Number.POSITIVE_INFINITY };
}
export {
  FAULT_HELP,
  SIM_FAULT_HELP,
  ServingModel,
  createRandom,
  decodeStepMs,
  defaultSimConfig,
  describeFaults,
  describeSimulator,
  estimatePromptTokens,
  expectedLowLoad,
  formatFault,
  monotonicMs,
  openWriteLog,
  parseFault,
  parseFaults,
  parseSimConfig,
  prefillDurationMs,
  realClock,
  simConfigFields,
  startSimulator
};
