/**
 * What the sample-size end-to-end files share: the simulator they sweep, a plan from a sweep
 * section, and the spec's problems with a sweep section.
 */
import { checkSpecText, parseSpec } from '../../src/spec/load.js';
import { resolvePlan } from '../../src/spec/plan.js';
import type { Plan } from '../../src/spec/types.js';
import type { Simulator } from '../../src/sim/index.js';
import { simulatorsForFile } from './simulators.js';

/**
 * A simulator whose requests take about 20 + 5 × 10 ms; `jitter` scales every step by up to ±that
 * share. Noisy tests run at concurrency 1: concurrent requests share prefill steps, so their
 * TTFTs come in equal pairs and a small sample can look steadier than the endpoint is. Every one
 * started is closed when the file's tests end: call this at the top level of the file.
 */
export function adaptiveSimsForFile(): (jitter: number, prefillBaseMs?: number) => Promise<Simulator> {
  const startSim = simulatorsForFile({ prefillPerTokenMs: 0, decodeBaseMs: 10, decodePerSeqMs: 0, maxBatch: 64 });
  return (jitter, prefillBaseMs = 20) => startSim({ prefillBaseMs, jitter });
}

/** The plan of a spec for the simulator's model at `baseUrl` with the sweep section `sweep` (and YAML `rest`). */
export function plan(baseUrl: string, sweep: string, rest = ''): Plan {
  return resolvePlan(parseSpec(`endpoint: {base_url: "${baseUrl}", model: sim-model}\nworkload: {prompt: Hi, max_tokens: 6}\nsweep: {${sweep}}\n${rest}`, 'spec.yml'), {}, 'spec.yml');
}

/** The spec's problems with the sweep section `sweep`, as `path: message`. */
export function problems(sweep: string): string[] {
  return checkSpecText(`endpoint: {base_url: "http://127.0.0.1:1", model: m}\nworkload: {prompt: Hi}\nsweep: {${sweep}}\n`, 'spec.yml')
    .problems.map((p) => `${p.path ?? ''}: ${p.message}`);
}
