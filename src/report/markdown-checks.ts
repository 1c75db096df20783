/**
 * The checks part of the report: a count line, the failed and warned checks as tables, and the
 * checks that could not be judged as a short list.
 */
import { RESOLUTION_OBJECTIVE, resolutionCells } from '../gate/resolution-check.js';
import { markdownTable } from 'markdown-table';
import { failureGates, type Check, type FailOn } from '../model/checks.js';
import { codeSpan, escapeText } from './escape.js';
import { formatAllowed, formatMetric, formatValues, NBSP } from '../metrics/format.js';
import { parseMetricPath } from '../metrics/catalogue.js';
import { levelLabel, levelName } from '../model/level.js';
import { allowedChange, describeChange } from '../gate/describe.js';

/** The checks sorted by what they mean for the verdict. */
export interface CheckGroups {
  /** `error`-level checks beyond their limit, of a kind fail-on selects: these fail the gate. */
  failed: Check[];
  /** Other checks beyond their limit (`warn` level, or a kind fail-on leaves out): reported only. */
  warned: Check[];
  passed: Check[];
  /**
   * Regression checks whose interval holds both an allowed and a disallowed change (or whose
   * samples were too few to compare). Whether they warn, fail or are ignored is the spec's
   * `baseline.inconclusive`; the run's status already reflects it.
   */
  inconclusive: Check[];
  /** Not applicable or no data: neither a pass nor a fail. */
  unjudged: Check[];
}

/**
 * Splits checks into the groups the report shows, keeping their order. As in the verdict, a
 * failed check of a kind `failOn` leaves out is a warning, so the counts match the verdict's.
 */
export function groupChecks(checks: readonly Check[], failOn: FailOn = 'both'): CheckGroups {
  const groups: CheckGroups = { failed: [], warned: [], passed: [], inconclusive: [], unjudged: [] };
  for (const c of checks) {
    if (c.status === 'fail') (failureGates(c, failOn) ? groups.failed : groups.warned).push(c);
    else if (c.status === 'pass') groups.passed.push(c);
    else if (c.status === 'inconclusive') groups.inconclusive.push(c);
    else groups.unjudged.push(c);
  }
  return groups;
}

/** `**2 failed** · 1 warning · 12 passed · 1 inconclusive · 3 not judged (19 checks)`, or a line saying there were none. */
export function countsLine(groups: CheckGroups): string {
  const total = groups.failed.length + groups.warned.length + groups.passed.length + groups.inconclusive.length + groups.unjudged.length;
  if (total === 0) return 'No objectives were checked: the spec sets no SLO or baseline limits.';
  const parts: string[] = [];
  if (groups.failed.length > 0) parts.push(`**${groups.failed.length} failed**`);
  if (groups.warned.length > 0) parts.push(`${groups.warned.length} ${groups.warned.length === 1 ? 'warning' : 'warnings'}`);
  parts.push(`${groups.passed.length} passed`);
  if (groups.inconclusive.length > 0) parts.push(`${groups.inconclusive.length} inconclusive`);
  if (groups.unjudged.length > 0) parts.push(`${groups.unjudged.length} not judged`);
  return `${parts.join(' · ')} (${total} ${total === 1 ? 'check' : 'checks'})`;
}

/**
 * A section with a heading and a table of checks, at most `maxRows` rows, followed by
 * "… and N more" when rows were left out. Baseline and change columns appear only when a row is
 * a regression check. Empty string when there are no checks.
 */
export function checksSection(heading: string, checks: readonly Check[], maxRows: number, textMax: number): string {
  if (checks.length === 0) return '';
  const title = `### ${heading} (${checks.length})`;
  if (maxRows <= 0) return `${title}\n\nLeft out to fit the size limit.`;
  const shown = checks.slice(0, maxRows);
  const withBaseline = shown.some((c) => c.kind === 'regression');
  const header = ['Objective', 'Concurrency', 'Metric', 'Limit', 'Actual'];
  if (withBaseline) header.push('Baseline', 'Change');
  const rows = shown.map((c) => {
    const [limit, actual, baseline] = valueCells(c);
    const row = [escapeText(c.objective, textMax), levelLabel(c), codeSpan(c.metric, { inTable: true, maxChars: 60 }), limit, actual];
    if (withBaseline) row.push(baseline, c.kind === 'regression' && c.objective !== RESOLUTION_OBJECTIVE ? describeChange(c) : '–');
    return row;
  });
  const table = markdownTable([header, ...rows], {
    align: ['l', 'r', 'l', 'r', 'r', 'r', 'r'],
    alignDelimiters: false,
  });
  const bounded = shown.some((c) => c.kind === 'regression' && c.adjusted_p !== null && c.adjusted_p !== undefined && c.change !== null);
  return `${title}\n\n${table}${bounded ? `\n\n${INTERVAL_LINE}` : ''}${serverLines(shown, textMax)}${moreLine(checks.length - shown.length, 'check')}`;
}

/**
 * What moved on the server with these checks (`moved_with`), one line per level, since every
 * check of a level shares its server figures. Empty when no check has one.
 */
export function serverLines(checks: readonly Check[], textMax: number): string {
  const byLevel = new Map<string, { check: Check; metrics: string[] }>();
  for (const c of checks) {
    if (c.moved_with === undefined) continue;
    const at = `${levelName(c)}|${c.moved_with}`;
    const entry = byLevel.get(at) ?? { check: c, metrics: [] };
    if (!entry.metrics.includes(c.metric)) entry.metrics.push(c.metric);
    byLevel.set(at, entry);
  }
  if (byLevel.size === 0) return '';
  const lines = [...byLevel.values()].map(({ check, metrics }) =>
    `- At ${levelName(check)} (${metrics.map((m) => codeSpan(m, { maxChars: 60 })).join(', ')}): ${escapeText(check.moved_with!, textMax)}`);
  return `\n\n${lines.join('\n')}`;
}

/** Said under a table of checks whose changes carry an interval. */
export const INTERVAL_LINE = 'In brackets, the interval the change was judged on: a check fails only when all of it lies beyond the allowed change, and passes only when all of it lies within.';

/**
 * The limit, actual and baseline cells of a check, in the metric's unit, with one precision for
 * the three so that different values never print alike. A regression check's limit says the
 * allowed change it comes from: `≥ 6 347 tokens/min (-10 %)`.
 */
function valueCells(c: Check): [string, string, string] {
  if (c.objective === RESOLUTION_OBJECTIVE) return [...resolutionCells(c), '–'];
  const ref = parseMetricPath(c.metric);
  const regression = c.kind === 'regression';
  const [limit = '–', actual = '–', baseline = '–'] = ref === undefined
    ? [formatMetric(c.metric, c.limit), formatMetric(c.metric, c.actual), formatMetric(c.metric, c.baseline)]
    : formatValues(ref.metric, [c.limit, c.actual, regression ? c.baseline : null]);
  const allowed = regression ? allowedChange(c) : null;
  const bound = c.limit === null ? '–' : `${c.op === '<=' ? '≤' : '≥'} ${limit}${allowed === null ? '' : ` (${formatAllowed(allowed)})`}`;
  return [bound, actual, regression ? baseline : '–'];
}

/** The checks that could not be judged, one line each, at most `maxItems`. */
export function unjudgedSection(checks: readonly Check[], maxItems: number, textMax: number): string {
  if (checks.length === 0) return '';
  const title = `### Not judged (${checks.length})`;
  if (maxItems <= 0) return `${title}\n\nLeft out to fit the size limit.`;
  const items = checks.slice(0, maxItems).map((c) => {
    const what = c.status === 'no_data' ? 'no data' : 'not applicable';
    const why = c.reason ? `: ${escapeText(c.reason, textMax)}` : '';
    return `- ${escapeText(c.objective, textMax)} at ${levelName(c)}, ${codeSpan(c.metric, { maxChars: 60 })}: ${what}${why}`;
  });
  return `${title}\n\n${items.join('\n')}${moreLine(checks.length - items.length, 'check')}`;
}

/**
 * The regression checks the data could not decide, one line each with the change, its interval
 * and why, at most `maxItems`.
 */
export function inconclusiveSection(checks: readonly Check[], maxItems: number, textMax: number): string {
  if (checks.length === 0) return '';
  const title = `### Inconclusive (${checks.length})`;
  if (maxItems <= 0) return `${title}\n\nLeft out to fit the size limit.`;
  // The heading says they are inconclusive; each line says from what to what, and why.
  const items = checks.slice(0, maxItems).map((c) => {
    const why = c.reason ? escapeText(c.reason, textMax) : 'no reason was recorded';
    const ref = parseMetricPath(c.metric);
    const moved = ref === undefined || c.baseline === null || c.actual === null ? ''
      : ` (${formatValues(ref.metric, [c.baseline, c.actual]).join(' → ')})`;
    return `- ${escapeText(c.objective, textMax)} at ${levelName(c)}, ${codeSpan(c.metric, { maxChars: 60 })}${moved}: ${why}`;
  });
  return `${title}\n\n${items.join('\n')}${serverLines(checks.slice(0, maxItems), textMax)}${moreLine(checks.length - items.length, 'check')}`;
}

/** `\n\n… and 12 more checks (all are in results.json).` or nothing. */
export function moreLine(count: number, noun: string): string {
  if (count <= 0) return '';
  return `\n\n… and ${count} more ${count === 1 ? noun : `${noun}s`} (all are in results.json).`;
}
