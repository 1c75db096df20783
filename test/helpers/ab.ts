/**
 * What the same-run A/B end-to-end files share: the simulator configuration of each side, a spec
 * naming a reference, and simulator processes stopped when the file's tests end.
 */
import { after } from 'node:test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SimConfigInput } from '../../src/sim/index.js';
import { startSimProcess, type SimProcess } from './sim-process.js';
import type { Results } from '../../src/model/results.js';

// Decode steps long enough (12 ms) that timer lateness on a busy machine stays small beside them.
export const BASE: SimConfigInput = { prefillBaseMs: 10, prefillPerTokenMs: 0, decodeBaseMs: 12, decodePerSeqMs: 0.5, maxBatch: 8, jitter: 0, seed: 3 };
export const SLOWER: SimConfigInput = { ...BASE, decodeBaseMs: 12 * 1.3, decodePerSeqMs: 0.5 * 1.3 };

/** A `startSimProcess` for this file (`spans`: record each request's span); every one is stopped after its tests. Call it at the top level of the file. */
export function simProcessesForFile(): { sim: (config: SimConfigInput, spans?: boolean) => Promise<SimProcess>; sims: SimProcess[] } {
  const sims: SimProcess[] = [];
  after(async () => { await Promise.all(sims.map((s) => s.stop())); });
  return {
    sims,
    sim: async (config, spans = false) => {
      const s = await startSimProcess(config, { spans });
      sims.push(s);
      return s;
    },
  };
}

// Regression detection is under test here, not the self-check: a busy machine must not turn the
// levels client-bound and the checks into "no data".
export function abSpec(referenceUrl: string, extra = ''): string {
  return `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
reference: {base_url: "${referenceUrl}"${extra}}
workload: {prompt: "Say hello.", max_tokens: 10}
sweep: {concurrency: [2, 4], requests: 20, warmup: 1}
baseline:
  path: baseline.json
  judge_client_bound: true
  max_change:
    tpot_ms.p50: "+10%"
    e2e_ms.p50: "+10%"
`;
}

export async function results(dir: string, out = 'out'): Promise<Results> {
  return JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
}
