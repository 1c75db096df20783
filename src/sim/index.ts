/**
 * The simulated OpenAI-compatible endpoint: dry runs, tests and timing benchmarks. Bundled on
 * its own as dist/sim.js, which the CLI's `simulate` and `demo` load by path at run time
 * (`src/cli/simulator.ts`); product code never imports this folder.
 */
export { startSimulator, type Simulator, type SimulatorOptions } from './server.js';
export { describeSimulator } from './describe.js';
export { defaultSimConfig, parseSimConfig, simConfigFields, SIM_FAULT_HELP, type SimConfig, type SimConfigInput, type SimFieldSpec } from './config.js';
export { FAULT_HELP, describeFaults, formatFault, parseFault, parseFaults, type Fault, type StreamFault } from './faults.js';
export { expectedLowLoad, type LowLoadExpectation, type LowLoadWorkload } from './expected.js';
export { estimatePromptTokens } from './tokens.js';
export { monotonicMs, realClock, type EngineClock } from './clock.js';
export {
  decodeStepMs,
  prefillDurationMs,
  ServingModel,
  type ModelConfig,
  type SequenceHandle,
  type SequenceRequest,
  type StepRecord,
} from './model.js';
export { openWriteLog, type WriteLog, type WriteLogEntry, type WriteLogSink } from './write-log.js';
export { createRandom, type Random } from '../stats/random.js';
