/**
 * What the CLI and the Action share at their edge: where the spec and the output folder are by
 * default, and the `fail-on` check of a flag or input value.
 */
import { GateError } from '../errors.js';
import { show } from '../spec/explain.js';
import { FAIL_ON_VALUES } from '../gate/verdict.js';
import type { FailOn } from '../model/checks.js';

/** Default spec location, relative to the working directory. */
export const DEFAULT_SPEC_PATH = '.github/llm-slo.yml';

/** Default output folder, relative to the working directory. */
export const DEFAULT_OUT_DIR = 'llm-slo-gate-results';

/** Validates a `fail-on` value, naming the flag or input it came from. */
export function parseFailOn(text: string, name: string): FailOn {
  const value = text.trim();
  if ((FAIL_ON_VALUES as readonly string[]).includes(value)) return value as FailOn;
  throw new GateError('USAGE', `${name} ${show(text)} is not one of ${FAIL_ON_VALUES.join(', ')}.`, {
    hint: `Use ${name} both to fail on SLO breaches and regressions, slo or regression for one kind, none to only report.`,
  });
}
