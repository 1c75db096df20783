/**
 * The malformed baseline files of the report that found the crash (a run that measured
 * everything, then died on its baseline), each with the field its warning must name. The CLI's
 * baseline file and the Action's artifact and file are checked against the same list.
 */
import type { Results } from '../../src/model/results.js';

/** A baseline made unusable in one way, and how the warning names what is wrong. */
export interface BrokenBaseline {
  name: string;
  edit: (r: Record<string, any>) => void;
  field: string;
}

export const BROKEN_BASELINES: readonly BrokenBaseline[] = [
  { name: 'a sample that is null', edit: (r) => { r.levels[0].samples.e2e_ms[1] = null; }, field: 'levels[0].samples.e2e_ms[1] is null' },
  { name: 'a sample that is text', edit: (r) => { r.levels[0].samples.e2e_ms[1] = 'x'; }, field: 'levels[0].samples.e2e_ms[1] is "x"' },
  { name: 'a level that is null', edit: (r) => { r.levels = [null]; }, field: 'levels[0] is null' },
  { name: 'an empty endpoint', edit: (r) => { r.endpoint = {}; }, field: 'endpoint lacks base_url, url, model' },
  { name: 'a start time that is a number', edit: (r) => { r.started_at = 12345; }, field: 'started_at is 12345' },
];

/** A real baseline's text with `edit` applied to a copy. */
export function brokenText(baseline: Results, edit: (r: Record<string, any>) => void): string {
  const copy = structuredClone(baseline) as unknown as Record<string, any>;
  edit(copy);
  return JSON.stringify(copy, null, 2);
}
