/** The step's result for an inconclusive run, shared by the single-run and scenario paths. */
import * as core from '@actions/core';
import { ExitCode } from '../exit-codes.js';
import { inconclusiveAdvice } from '../report/verdict-line.js';

/**
 * Fails the step, like a test runner that ran no test, unless the exit code says the spec's
 * `gate.on_inconclusive: pass` lets it pass; then it warns, never silently.
 */
export function inconclusiveResult(code: ExitCode, reason: string | null | undefined, onInconclusive: 'fail' | 'pass' | undefined): void {
  const message = `llm-slo-gate: ${reason ?? 'a limit meant to gate this run was judged at no level'}.\n${inconclusiveAdvice(onInconclusive)}`;
  if (code === ExitCode.Pass) core.warning(message);
  else core.setFailed(message);
}
