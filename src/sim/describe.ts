/** The one line that says what a running simulator serves, for its ready message and the demo. */
import type { SimConfig } from './config.js';
import { describeFaults } from './faults.js';

/** One line describing a running simulator's serving model and injected faults. */
export function describeSimulator(config: SimConfig, url: string): string {
  const faults = describeFaults(config.fault, config.faultRate);
  return `model "${config.model}" at ${url}: max batch ${config.maxBatch}, prefill ${config.prefillBaseMs} ms + ${config.prefillPerTokenMs} ms/token, `
    + `decode step ${config.decodeBaseMs} ms + ${config.decodePerSeqMs} ms per sequence, jitter ${config.jitter}, seed ${config.seed}`
    + (faults ? `; faults: ${faults}` : '');
}
