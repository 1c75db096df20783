/** The engine's file ports, as both front ends use them: baselines and outputs on disk. */
import type { BaselinesPort, FoundBaseline, OutputsPort } from '../engine/run-spec.js';
import { readBaseline, writeBaseline } from './baseline-file.js';
import { OutputWriter } from './outputs.js';

/** Baselines read from and written to their files, relative to `cwd`. */
export function fileBaselines(cwd: string): BaselinesPort {
  return {
    read: async (wanted) => {
      const found = new Map<string, FoundBaseline>();
      for (const w of wanted) found.set(w.name, { baseline: await readBaseline(cwd, w.plan.gate.baseline.path) });
      return found;
    },
    write: (path, results, runs, _name, options) => writeBaseline(cwd, path, results, runs, options),
  };
}

/** Output folders relative to `cwd`. */
export function fileOutputs(cwd: string): OutputsPort {
  return {
    open: (dir) => OutputWriter.open(cwd, dir),
    openCombined: (dir) => OutputWriter.openCombined(cwd, dir),
  };
}
