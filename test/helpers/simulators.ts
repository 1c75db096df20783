/**
 * The simulator as one test file uses it: each start takes the file's defaults under its own
 * settings, and every simulator started is closed when the file's tests end.
 */
import { after } from 'node:test';
import { startSimulator, type SimConfigInput, type Simulator } from '../../src/sim/index.js';

/** A `startSimulator` for this file, with `defaults` under each call's config. Call it at the top level of the file. */
export function simulatorsForFile(defaults: SimConfigInput = {}): (config?: SimConfigInput) => Promise<Simulator> {
  const started: Simulator[] = [];
  after(async () => { await Promise.all(started.map((s) => s.close())); });
  return async (config = {}) => {
    const s = await startSimulator({ ...defaults, ...config });
    started.push(s);
    return s;
  };
}
