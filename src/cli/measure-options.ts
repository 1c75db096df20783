/** What a terminal run takes beyond its plan: shared by `run`, `demo` and the scenario runner. */
import type { FailOn } from '../model/checks.js';
import type { SpecLocator } from '../spec/locate.js';
import type { ReportSpec } from '../report/markdown.js';
import type { WorkloadFiles } from '../workload/files.js';
import type { BaselineInput } from '../gate/judge.js';

/** Options of a terminal run beyond the plan. */
export interface MeasureOptions {
  outDir: string;
  quiet: boolean;
  failOn: FailOn;
  locate?: SpecLocator;
  /** The spec file, named in the report's details. */
  spec?: ReportSpec;
  /** Write the results as the new baseline after a complete run. */
  updateBaseline?: boolean;
  /**
   * The run is recorded as the new baseline (by this call with `updateBaseline`, or by the caller
   * afterwards, as for scenarios): judged as a refresh (see `runStatus`).
   */
  recordsBaseline?: boolean;
  /** Connect directly, ignoring HTTP(S)_PROXY: for the demo's own loopback simulator. */
  direct?: boolean;
  /** Stops the run; when given, the caller owns the Ctrl-C / SIGTERM handlers (as for scenarios). */
  signal?: AbortSignal;
  /** The workload's files, when the caller has read them already (scenarios read all before the first runs). */
  workloadFiles?: WorkloadFiles | undefined;
  /** Notes the caller already has for the results (a scenario's overrides it runs without). */
  notes?: readonly string[];
  /** The baseline, when the caller has read it (and warned about it) already: scenarios read all of theirs at start-up. */
  baseline?: BaselineInput | undefined;
}
