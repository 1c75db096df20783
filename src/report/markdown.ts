/**
 * The Markdown report: the PR comment, the job summary and `report.md` are all this one text.
 *
 * Layout, most important first: a one-line verdict, the check counts and baseline, failed
 * checks, warnings, checks that could not be judged, the level table, a chart, the capacity knee,
 * and collapsed run details. Every string from a spec or a server is escaped (see `escape.ts`).
 *
 * The report always fits its size budget, whatever the sweep size: it is rendered in
 * progressively smaller forms (no details, no chart, fewer rows, shorter strings) until one fits.
 * Each form is built from whole blocks, so a table or HTML element is never cut in half.
 */
import type { Knee } from '../model/checks.js';
import type { Results } from '../model/results.js';
import { renderChart } from './chart.js';
import { codeSpan, escapeText } from './escape.js';
import { checksSection, countsLine, groupChecks, inconclusiveSection, unjudgedSection, type CheckGroups } from './markdown-checks.js';
import { detailsSection } from './markdown-details.js';
import type { ReportBaseline, ReportInput, ReportOptions } from './markdown-input.js';
import { formatAge, formatDuration } from './markdown-format.js';
import { referenceSection } from './markdown-reference.js';
import { levelsSection } from './markdown-levels.js';
import { samplingSection } from './markdown-sampling.js';
import { trendSection } from './markdown-trend.js';
import { statusWord, verdictDetails } from './verdict-line.js';

export type { ComparisonRow, ReportBaseline, ReportExtras, ReportInput, ReportOptions, ReportSpec } from './markdown-input.js';
export { reportInputFromResults } from './markdown-input.js';

/** GitHub rejects issue comments longer than this many characters. */
export const GITHUB_COMMENT_MAX_CHARS = 65_536;
/** The default size budget: a little under GitHub's limit. */
export const DEFAULT_REPORT_MAX_CHARS = 65_000;
/** The smallest budget accepted: the shortest form of the report always fits in it. */
export const MIN_REPORT_CHARS = 2_000;

const MARKER_PREFIX = 'llm-slo-gate:';

/**
 * The hidden first line that identifies a report's PR comment, e.g.
 * `<!-- llm-slo-gate:.github/llm-slo.yml -->`. `id` tells specs apart when one workflow gates
 * several endpoints (the spec path is a good id). Characters other than letters, digits and
 * `._/:-` become `_`, and runs of `-` are shortened, so the id can never end the HTML comment.
 */
export function commentMarker(id: string): string {
  const safe = id.replace(/[^A-Za-z0-9._/:-]/g, '_').replace(/-{2,}/g, '-').slice(0, 200) || 'default';
  return `<!-- ${MARKER_PREFIX}${safe} -->`;
}

/** Caps for one form of the report, from the fullest to the shortest. */
interface Form {
  details: boolean;
  chart: boolean;
  checkRows: number;
  unjudged: number;
  levelRows: number;
  /** Longest untrusted string (objective names, reasons, notes). */
  textMax: number;
  /** Longest error message or hint when the run could not measure. */
  errorMax: number;
}

const FORMS: readonly Form[] = [
  { details: true, chart: true, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2000 },
  { details: false, chart: true, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2000 },
  { details: false, chart: false, checkRows: 100, unjudged: 20, levelRows: 200, textMax: 300, errorMax: 2000 },
  { details: false, chart: false, checkRows: 50, unjudged: 10, levelRows: 100, textMax: 200, errorMax: 1000 },
  { details: false, chart: false, checkRows: 20, unjudged: 5, levelRows: 50, textMax: 120, errorMax: 600 },
  { details: false, chart: false, checkRows: 10, unjudged: 3, levelRows: 20, textMax: 80, errorMax: 400 },
  { details: false, chart: false, checkRows: 5, unjudged: 0, levelRows: 10, textMax: 60, errorMax: 300 },
  { details: false, chart: false, checkRows: 0, unjudged: 0, levelRows: 0, textMax: 60, errorMax: 200 },
];

const TRUNCATED_NOTE = '_Part of this report was left out to stay under the size limit for a comment; results.json has everything._';

/**
 * Renders the report as GitHub-flavoured Markdown, no longer than `options.maxChars`.
 * Pure: the same input always gives the same text.
 */
export function renderReport(input: ReportInput, options: ReportOptions = {}): string {
  const budget = options.maxChars ?? DEFAULT_REPORT_MAX_CHARS;
  if (!(budget >= MIN_REPORT_CHARS)) throw new RangeError(`maxChars must be at least ${MIN_REPORT_CHARS}, got ${budget}`);
  const groups = groupChecks(input.checks ?? [], input.results.verdict.fail_on);
  let text = '';
  for (const [i, form] of FORMS.entries()) {
    text = renderForm(input, options, groups, form, i > 0);
    if (text.length <= budget) break;
  }
  // The shortest form has no rows and only capped strings, so it fits MIN_REPORT_CHARS (a test
  // pins this with the longest inputs).
  return text;
}

function renderForm(input: ReportInput, options: ReportOptions, groups: CheckGroups, form: Form, truncated: boolean): string {
  const r = input.results;
  const blocks: string[] = [];
  if (options.markerId !== undefined) blocks.push(commentMarker(options.markerId));
  blocks.push(headline(r, form.textMax));
  if (options.origin !== undefined) blocks.push(options.origin);
  // A run that measured nothing judged nothing: "no objectives were checked" would mislead.
  const counts = r.status === 'error' && (input.checks ?? []).length === 0 ? '' : countsLine(groups);
  blocks.push([counts, baselineLine(input.baseline ?? null, r, form.textMax)].filter(Boolean).join('\n'));
  if (r.status === 'error') blocks.push(errorText(r, form.errorMax));
  blocks.push(checksSection('Failed', groups.failed, form.checkRows, form.textMax));
  blocks.push(checksSection('Warnings', groups.warned, form.checkRows, form.textMax));
  blocks.push(inconclusiveSection(groups.inconclusive, form.unjudged, form.textMax));
  blocks.push(unjudgedSection(groups.unjudged, form.unjudged, form.textMax));
  blocks.push(levelsSection(r.levels, input.checks ?? [], input.comparison ?? [], form.levelRows));
  blocks.push(samplingSection(r.levels, form.levelRows));
  blocks.push(referenceSection(r, form.levelRows, form.textMax));
  // Main's trend goes with the chart: both are shortened before any table row is.
  if (form.chart) blocks.push(trendSection(r.baseline, form.levelRows, form.textMax));
  if (form.chart) {
    const chart = renderChart(r.levels, options.chart);
    if (chart) blocks.push(`### Throughput and TTFT p95\n\n${chart}`);
  }
  blocks.push(kneeText(input.knee ?? null, form.textMax));
  if (form.details) {
    blocks.push(detailsSection({
      results: r,
      spec: input.spec ?? null,
      baseline: input.baseline ?? null,
      hints: input.hints ?? {},
      runUrl: input.runUrl ?? null,
    }, { textMax: form.textMax, items: 20 }));
  }
  if (truncated) blocks.push(TRUNCATED_NOTE);
  return `${blocks.filter((b) => b !== '').join('\n\n')}\n`;
}

/**
 * `**FAIL** · \`model\` at \`url\` · 6 levels in 41.2 s · 1 check failed: … · 18/20 ok: 2 server_error (503)`:
 * what was not judged, what failed and the failures behind a count stand next to the verdict.
 */
function headline(r: Results, textMax: number): string {
  const status = `**${statusWord(r.status)}**`;
  const where = `${codeSpan(r.endpoint.model, { maxChars: textMax })} at ${codeSpan(r.endpoint.url, { maxChars: Math.max(textMax, 120) })}`;
  const planned = r.sweep.concurrency.length + (r.sweep.rate?.length ?? 0);
  const done = r.levels.length;
  let how: string;
  if (r.status === 'error' && done === 0) how = `could not measure (after ${formatDuration(r.duration_s)})`;
  else if (r.incomplete || done < planned) how = `${done} of ${planned} levels in ${formatDuration(r.duration_s)}, stopped early`;
  else how = `${done} ${done === 1 ? 'level' : 'levels'} in ${formatDuration(r.duration_s)}`;
  const details = verdictDetails(r).map((d) => ` · ${escapeText(d, Math.max(textMax, 400))}`).join('');
  return `${status} · ${where} · ${how}${details}`;
}

/** Which baseline the changes are against, or why there are none. */
function baselineLine(b: ReportBaseline | null, r: Results, textMax: number): string {
  if (!b) return '';
  if (b.problem) {
    // Said once: the verdict's first line already names a missing baseline when the run passes on it.
    if (r.verdict.reason?.includes(b.problem)) return '';
    const problem = escapeText(b.problem, Math.max(textMax, 400));
    return b.missing ? `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.` : `No baseline comparison: ${problem}`;
  }
  if (b.kind === 'reference') {
    return `Changes are against the reference endpoint ${codeSpan(b.source, { maxChars: Math.max(textMax, 120) })}, `
      + 'measured in this run with the same load at the same time; no stored baseline was read.';
  }
  let text = b.artifact
    ? `Changes are against the baseline in artifact ${codeSpan(b.artifact.name, { maxChars: textMax })} of ${runLink(b.artifact.run_id, b.artifact.run_url)}`
    : `Changes are against the baseline ${codeSpan(b.source, { maxChars: textMax })}`;
  if (b.commit) text += ` from commit ${codeSpan(b.commit.slice(0, 12), { maxChars: 12 })}`;
  const measured = b.measured_at ? Date.parse(b.measured_at) : NaN;
  const started = Date.parse(r.started_at);
  if (Number.isFinite(measured) && Number.isFinite(started)) text += `, measured ${formatAge(started - measured)} before this run`;
  if (b.runs !== undefined && b.runs >= 2) text += `; it holds ${b.runs} runs, and changes are judged against their spread`;
  text += '.';
  const warnings = b.warnings ?? [];
  if (warnings.length > 0) {
    const shown = warnings.slice(0, 6).map((w) => escapeText(w, Math.min(textMax, 200)));
    text += `\n\n> [!WARNING]\n> Measured in other conditions than the baseline: ${shown.join('; ')}${warnings.length > shown.length ? '; …' : ''}. A change may be theirs, not the endpoint's.`;
  }
  return text;
}

/** `[run 123](url)` when the URL is a plain http(s) URL, else `run 123`. */
function runLink(id: number, url: string): string {
  return /^https?:\/\/[^\s<>()[\]`|\\]+$/.test(url) && url.length <= 500 ? `[run ${id}](${url})` : `run ${id}`;
}

/** Plain words for a run that could not measure: the message, its code and the hint. */
function errorText(r: Results, maxChars: number): string {
  if (!r.error) return 'The run could not measure the endpoint.';
  let text = `The run could not measure the endpoint: ${escapeText(r.error.message, maxChars)} (${codeSpan(r.error.code, { maxChars: 40 })}).`;
  if (r.error.hint) text += `\n\n**What to try:** ${escapeText(r.error.hint, maxChars)}`;
  return text;
}

/** The knee and the production concurrency it suggests, or why there is none. */
function kneeText(knee: Knee | null, textMax: number): string {
  if (!knee) return '';
  const reason = knee.reason ? ` ${escapeText(knee.reason, textMax)}` : '';
  if (knee.reached && knee.concurrency !== null) {
    const recommended = knee.recommended_concurrency ?? Math.max(1, Math.floor(knee.concurrency * knee.safety_factor));
    return `### Capacity\n\nKnee at concurrency ${knee.concurrency} → recommended production concurrency ${recommended} `
      + `(safety factor ${knee.safety_factor}).${reason}`;
  }
  // The gate's reason already opens with the finding ("No knee within the sweep: …").
  return `### Capacity\n\n${reason.trim() || 'The sweep never reached a knee. Throughput still grew at the highest level.'}`;
}
