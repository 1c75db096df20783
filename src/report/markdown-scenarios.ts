/**
 * The report of a run with scenarios: one Markdown document (one PR comment, one job summary)
 * with a summary table of every scenario, then one section per scenario rendered by the same
 * `renderReport` as a single run, its headings moved one level down.
 *
 * The whole document keeps the report's size budget: each section first gets the whole budget;
 * when together they do not fit, each gets an equal share of what the summary leaves, and
 * `renderReport` shrinks its own detail (details, chart, rows) to fit that share.
 */
import type { ScenarioEntry, ScenariosResults } from '../model/scenario-results.js';
import { codeSpan, escapeText } from './escape.js';
import { formatDuration } from './markdown-format.js';
import { formatMetric } from '../metrics/format.js';
import { commentMarker, DEFAULT_REPORT_MAX_CHARS, MIN_REPORT_CHARS, renderReport } from './markdown.js';
import { reportInputFromResults, type ReportExtras, type ReportOptions } from './markdown-input.js';
import { levelLabel } from '../model/level.js';
import { highestLevel } from '../metrics/highest-level.js';
import { statusWord } from './verdict-line.js';

/** Headers of the summary table, in order. */
export const SCENARIO_TABLE_HEADERS: readonly string[] = ['Scenario', 'Status', 'Failed', 'Warned', 'Highest concurrency (or rate)', 'TTFT p95', 'TPOT p95'];

/** The heading of a scenario's section: `## Scenario \`chat\``. */
export function scenarioHeading(name: string): string {
  return `## Scenario ${codeSpan(name, { maxChars: 64 })}`;
}

/**
 * Renders the combined report, no longer than `options.maxChars`. Pure. `extras` are the
 * front end's facts (spec, run link) shown in each section's details; hints come from each
 * scenario's own results.
 */
export function renderScenariosReport(combined: ScenariosResults, extras: ReportExtras = {}, options: ReportOptions = {}): string {
  const budget = options.maxChars ?? DEFAULT_REPORT_MAX_CHARS;
  if (!(budget >= MIN_REPORT_CHARS)) throw new RangeError(`maxChars must be at least ${MIN_REPORT_CHARS}, got ${budget}`);
  const head: string[] = [];
  if (options.markerId !== undefined) head.push(commentMarker(options.markerId));
  head.push(headline(combined));
  if (options.origin !== undefined) head.push(options.origin);
  head.push(summaryTable(combined.scenarios));
  for (const note of combined.notes) head.push(escapeText(note, 2000));
  const top = head.join('\n\n');

  const render = (maxChars: number): string[] => combined.scenarios.map((s) => section(s, extras, options, maxChars));
  let sections = render(budget);
  const total = (parts: readonly string[]) => top.length + parts.reduce((n, p) => n + p.length + 2, 0) + 1;
  if (total(sections) > budget) {
    const share = Math.max(MIN_REPORT_CHARS, Math.floor((budget - top.length - 1) / Math.max(1, combined.scenarios.length)) - 200);
    sections = render(share);
  }
  return `${[top, ...sections].join('\n\n').trimEnd()}\n`;
}

/** `**FAIL** · 2 scenarios · 1 failed, 1 passed · 41.2 s` */
function headline(c: ScenariosResults): string {
  const status = `**${statusWord(c.status)}**`;
  const counts = new Map<string, number>();
  for (const s of c.scenarios) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  const words: Record<string, string> = { fail: 'failed', error: 'could not measure', not_run: 'not run', inconclusive: 'inconclusive', pass: 'passed' };
  const parts = ['fail', 'error', 'not_run', 'inconclusive', 'pass'].filter((k) => counts.has(k)).map((k) => `${counts.get(k)} ${words[k]}`);
  const first = c.scenarios.find((s) => s.results)?.results;
  const where = first ? ` · ${codeSpan(first.endpoint.model, { maxChars: 120 })} at ${codeSpan(first.endpoint.url, { maxChars: 200 })}` : '';
  const n = c.scenarios.length;
  // What was not judged or failed, per scenario, stands next to the verdict.
  const why = c.scenarios.filter((s) => s.status !== 'pass' && s.results?.verdict.reason)
    .map((s) => `${codeSpan(s.name, { maxChars: 64 })}: ${escapeText(s.results?.verdict.reason ?? '', 400)}`);
  return `${status} · ${n} ${n === 1 ? 'scenario' : 'scenarios'} (${parts.join(', ')})${where} · ${formatDuration(c.duration_s)}${why.length > 0 ? ` · ${why.join('; ')}` : ''}`;
}

function summaryTable(entries: readonly ScenarioEntry[]): string {
  const rows = entries.map((e) => {
    const r = e.results;
    const last = r ? highestLevel(r.levels) : undefined;
    const status = e.status === 'not_run' ? 'not run' : statusWord(e.status);
    return [
      codeSpan(e.name, { inTable: true, maxChars: 64 }),
      status,
      e.verdict ? String(e.verdict.failed) : '–',
      e.verdict ? String(e.verdict.warned) : '–',
      last ? levelLabel(last) : '–',
      last ? formatMetric('ttft_ms', last.ttft_ms.p95) : '–',
      last ? formatMetric('tpot_ms', last.tpot_ms.p95) : '–',
    ];
  });
  return [
    `| ${SCENARIO_TABLE_HEADERS.join(' | ')} |`,
    `| ${SCENARIO_TABLE_HEADERS.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** One scenario's section: its heading, then its own report with its headings nested under it. */
function section(e: ScenarioEntry, extras: ReportExtras, options: ReportOptions, maxChars: number): string {
  const heading = scenarioHeading(e.name);
  if (!e.results) return `${heading}\n\n${e.status === 'not_run' ? 'Not run' : 'Could not finish'}: ${escapeText(e.note ?? 'no reason recorded', 600)}.`;
  const input = reportInputFromResults(e.results, { ...extras, hints: e.results.hints ?? {} });
  const body = renderReport(input, { maxChars: Math.max(MIN_REPORT_CHARS, maxChars - heading.length - 2), ...(options.chart ? { chart: options.chart } : {}) });
  return `${heading}\n\n${nestHeadings(body, 2).trimEnd()}`;
}

/**
 * Moves headings down just enough that the shallowest sits one level under a heading of level
 * `parent` (so `###` under `##`), keeping their relative levels: headings must nest, never skip.
 */
export function nestHeadings(markdown: string, parent: number): string {
  let fenced = false;
  let shallowest = 7;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const hashes = /^(#{1,6}) /.exec(line)?.[1];
    if (!fenced && hashes !== undefined) shallowest = Math.min(shallowest, hashes.length);
  }
  let out = markdown;
  for (let level = shallowest; level <= parent; level++) out = shiftHeadings(out);
  return out;
}

/** Moves every ATX heading one level down (`### Failed` → `#### Failed`), outside fenced code. */
export function shiftHeadings(markdown: string): string {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && /^#{1,5} /.test(line) ? `#${line}` : line;
  }).join('\n');
}
