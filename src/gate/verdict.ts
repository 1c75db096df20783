/**
 * The checks grouped by what they do to the verdict: failed, warned, unverified. The run's
 * status (pass, fail, inconclusive, error) and its reason come from `runStatus` in
 * `run-status.ts`, which builds on this.
 */
import { failureGates, type Check, type FailOn } from '../model/checks.js';

/** The allowed `fail-on` values, in the order the docs list them. */
export const FAIL_ON_VALUES: readonly FailOn[] = ['slo', 'regression', 'both', 'none'];

/**
 * What an `inconclusive` regression check does to the verdict (`baseline.inconclusive`):
 * `warn` lists it with the warnings, `fail` fails the gate with it (like a regression at the
 * check's level), `pass` leaves it out of both (it is still reported).
 */
export type InconclusivePolicy = 'pass' | 'warn' | 'fail';

/** The allowed `baseline.inconclusive` values. */
export const INCONCLUSIVE_POLICIES: readonly InconclusivePolicy[] = ['pass', 'warn', 'fail'];

/** The decision, with the checks behind it grouped for the report. */
export interface Verdict {
  /** `fail` when at least one check is in `failed`; whether a pass was judged at all is `runStatus`'s question. */
  status: 'pass' | 'fail';
  /** Failed `error`-level checks of a kind selected by `fail-on`: these fail the gate. */
  failed: Check[];
  /**
   * Failed checks that do not fail the gate: `warn`-level ones, and `error`-level ones of a
   * kind `fail-on` leaves out (a regression under `fail-on: slo`). Shown, never blocking.
   * Inconclusive regression checks too under `baseline.inconclusive: warn`.
   */
  warned: Check[];
  /**
   * Checks that were not judged: `not_applicable` (the workload broke a precondition) and
   * `no_data` (level not run, no samples, no baseline value). Never counted as passed, and
   * never failing the gate on their own: `runStatus` makes a run inconclusive when a limit was judged nowhere.
   * Inconclusive regression checks too under `baseline.inconclusive: pass`.
   */
  unverified: Check[];
}

/**
 * Decide pass or fail. Only `error`-level `fail` checks of the selected kinds fail the gate.
 *
 * An `inconclusive` check follows `inconclusive`: with the warnings (`warn`), failing like a
 * `fail` check (`fail`), or unverified (`pass`).
 *
 * @param failOn - `slo`, `regression`, `both` (the usual choice) or `none` (report only).
 * @param inconclusive - the spec's `baseline.inconclusive`. @defaultValue `warn`
 */
export function gateVerdict(checks: readonly Check[], failOn: FailOn, inconclusive: InconclusivePolicy = 'warn'): Verdict {
  const failed: Check[] = [];
  const warned: Check[] = [];
  const unverified: Check[] = [];
  for (const c of checks) {
    const status = c.status === 'inconclusive' ? { pass: 'unverified', warn: 'warned', fail: 'fail' }[inconclusive] : c.status;
    if (status === 'fail') (failureGates(c, failOn) ? failed : warned).push(c);
    else if (status === 'warned') warned.push(c);
    else if (c.status !== 'pass') unverified.push(c);
  }
  return { status: failed.length > 0 ? 'fail' : 'pass', failed, warned, unverified };
}
