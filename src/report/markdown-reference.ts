/**
 * The reference endpoint of a same-run A/B: its own level table, right under the candidate's,
 * so the figures the changes were computed from can be read side by side.
 */
import type { Results } from '../model/results.js';
import { codeSpan } from './escape.js';
import { levelsSection } from './markdown-levels.js';

/** The reference's level table with a title naming it; empty when the run had no reference. */
export function referenceSection(r: Results, maxRows: number, textMax: number): string {
  const ref = r.reference;
  if (ref === undefined || ref.levels.length === 0) return '';
  const table = levelsSection(ref.levels, [], [], maxRows);
  const title = `### Reference ${codeSpan(ref.endpoint.url, { maxChars: Math.max(textMax, 120) })} (same run)`;
  return table.replace(/^### Levels/, `${title}\n\nMeasured at the same time as the levels above, with the same load; the changes above are against these figures. `
    + 'A throughput\'s change is judged on the requests alone, leaving out the start-up and drain of a level, so the baseline its check shows can differ a little from the figure here.');
}
