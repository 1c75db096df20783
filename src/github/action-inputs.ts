/**
 * Every Action input, read once at the top of the run into one frozen value: the rest of the
 * Action reads this value, never `core.getInput`. Values are kept as the runner gives them
 * (trimmed, '' when unset) and parsed where they are used, so a bad value is reported at the same
 * point of the run, with the same message, as before they were read up front.
 */
import * as core from '@actions/core';
import { GateError } from '../errors.js';
import { INPUT_OVERRIDES } from '../spec/overrides.js';
import { NON_OVERRIDE_INPUTS } from './constants.js';

/** Each input that is not an override, by its key in `NON_OVERRIDE_INPUTS`; '' when unset. */
type NamedInputs = { readonly [K in keyof typeof NON_OVERRIDE_INPUTS]: string };

export interface ActionInputs extends NamedInputs {
  /** `api-key` exactly as given, whitespace kept: a key with whitespace around it earns a hint. */
  readonly apiKeyAsGiven: string;
  /** The override table's inputs (`base-url`, `concurrency`, …) by their action.yml names; '' when unset. */
  readonly overrides: Readonly<Record<string, string>>;
}

/** How an input is read: `core.getInput`'s shape, so a test can pass a plain function. */
export type InputReader = (name: string, options?: { trimWhitespace?: boolean }) => string;

/** Reads every input of action.yml once. */
export function readActionInputs(get: InputReader = core.getInput): ActionInputs {
  const named = Object.fromEntries(Object.entries(NON_OVERRIDE_INPUTS).map(([key, name]) => [key, get(name)])) as unknown as NamedInputs;
  return Object.freeze({
    ...named,
    apiKeyAsGiven: get(NON_OVERRIDE_INPUTS.ApiKey, { trimWhitespace: false }),
    overrides: Object.freeze(Object.fromEntries(INPUT_OVERRIDES.map((r) => [r.input, get(r.input)]))),
  });
}

/** Every input as [action.yml name, value]: the named ones first, then the override table's, as `Input` lists them. */
export function inputEntries(inputs: ActionInputs): [string, string][] {
  return [
    ...Object.entries(NON_OVERRIDE_INPUTS).map(([key, name]): [string, string] => [name, inputs[key as keyof NamedInputs]]),
    ...Object.entries(inputs.overrides),
  ];
}

/**
 * A true/false input's value: `fallback` when unset; true, yes, 1, on and false, no, 0, off in any case.
 * @throws GateError `USAGE` naming the input when the value is neither.
 */
export function parseBooleanInput(value: string, name: string, fallback: boolean): boolean {
  const raw = value.trim().toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', '1', 'on'].includes(raw)) return true;
  if (['false', 'no', '0', 'off'].includes(raw)) return false;
  throw new GateError('USAGE', `input ${name} is ${JSON.stringify(raw)}, not true or false.`, { hint: `Write ${name}: true or ${name}: false.` });
}
