/**
 * Reads every scenario's workload files (prompt sets, images) before the first scenario runs, so
 * a bad file in a later scenario is refused at once instead of after the earlier ones were
 * measured.
 */
import { readWorkloadFiles, type WorkloadFiles } from '../workload/files.js';
import { GateError, isGateError } from '../errors.js';
import type { ScenarioPlan } from '../spec/scenario-plans.js';

/**
 * Each scenario's workload files, by scenario name.
 *
 * @throws GateError as `readWorkloadFiles`, its message starting with the scenario
 *   (`scenarios[1] (rag): workload.prompts: …`).
 */
export async function readScenarioFiles(scenarios: readonly ScenarioPlan[], cwd: string): Promise<Map<string, WorkloadFiles>> {
  const files = new Map<string, WorkloadFiles>();
  for (const s of scenarios) {
    try {
      files.set(s.name, await readWorkloadFiles(s.plan.workload, cwd));
    } catch (err) {
      if (!isGateError(err)) throw err;
      throw new GateError(err.code, `scenarios[${s.index}] (${s.name}): ${err.message}`, { ...(err.hint === undefined ? {} : { hint: err.hint }), cause: err });
    }
  }
  return files;
}
