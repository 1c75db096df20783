/** The process exit codes: a documented contract (README, "Exit codes"). */
import type { OnInconclusive, RunStatus } from './model/results.js';

export const ExitCode = {
  /** Measured, and every gate held. */
  Pass: 0,
  /** Measured, and the gate said no. */
  GateFailed: 1,
  /** Bad command-line usage or an invalid spec: nothing ran. */
  Usage: 2,
  /** The endpoint could not be measured (connectivity check failed, or every request failed). */
  Unmeasurable: 3,
  /**
   * Measured, but a limit meant to gate the run was judged at no level (status `inconclusive`),
   * like pytest's 5 for "no tests ran": a gate that judged nothing must not read as a pass.
   * `gate.on_inconclusive: pass` turns it into 0.
   */
  Inconclusive: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * The documented exit code of a run's status: the one mapping every front end uses (the CLI
 * exits with it, the Action fails its step when it is not 0).
 *
 * A shard (`run --shard i/N`) is never the verdict: its `inconclusive` exits 0 whatever its
 * checks said (the merge of every shard judges the sweep, and a shard job that failed would keep
 * the merge job from running); it exits 3 when it could not measure its share.
 *
 * @param onInconclusive - the spec's `gate.on_inconclusive`. @defaultValue `fail`
 * @param shard - true for a shard of a sweep. @defaultValue false
 */
export function exitCodeFor(status: RunStatus, onInconclusive: OnInconclusive = 'fail', shard = false): ExitCode {
  switch (status) {
    case 'pass': return ExitCode.Pass;
    case 'fail': return ExitCode.GateFailed;
    case 'inconclusive': return onInconclusive === 'pass' || shard ? ExitCode.Pass : ExitCode.Inconclusive;
    case 'error': return ExitCode.Unmeasurable;
  }
}
