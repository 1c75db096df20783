/** The process exit codes: a documented contract (README, "Exit codes"). */
export const ExitCode = {
  /** Measured, and every gate held. */
  Pass: 0,
  /** Measured, and the gate said no. */
  GateFailed: 1,
  /** Bad command-line usage or an invalid spec: nothing ran. */
  Usage: 2,
  /** The endpoint could not be measured (connectivity check failed, or every request failed). */
  Unmeasurable: 3,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
