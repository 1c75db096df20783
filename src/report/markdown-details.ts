/**
 * The collapsed "Run details" block: what a person needs to reproduce or debug the run (tool
 * version, spec digest, workload, baseline, errors with hints, notes), kept out of the way of
 * the verdict.
 */
import type { LevelStats } from '../model/level-stats.js';
import type { Results } from '../model/results.js';
import { codeSpan, escapeText } from './escape.js';
import type { ReportBaseline, ReportSpec } from './markdown-input.js';
import { formatDuration } from './markdown-format.js';
import { formatMetric, groupDigits } from '../metrics/format.js';
import { failuresByKind } from './verdict-line.js';

/** What the details block is made from. */
export interface DetailsInput {
  results: Results;
  spec: ReportSpec | null;
  baseline: ReportBaseline | null;
  hints: Readonly<Record<string, string>>;
  runUrl: string | null;
}

/** Caps that keep the block bounded for any run. */
export interface DetailsLimits {
  /** Longest untrusted string. */
  textMax: number;
  /** Most notes, and most error lines, listed. */
  items: number;
}

/** A `<details>` block; the blank lines around its Markdown are what make GitHub render it. */
export function detailsSection(input: DetailsInput, limits: DetailsLimits): string {
  const { results: r, spec, baseline } = input;
  const lines: string[] = [];
  lines.push(`- Tool: ${codeSpan(`${r.tool.name} ${r.tool.version}`)}`);
  if (spec && (spec.path || spec.sha256)) {
    const parts = [spec.path ? codeSpan(spec.path) : 'in-memory spec'];
    if (spec.sha256) parts.push(`sha256 ${codeSpan(spec.sha256, { maxChars: 64 })}`);
    lines.push(`- Spec: ${parts.join(' · ')}`);
  }
  if (input.runUrl) lines.push(`- Workflow run: ${link(input.runUrl)}`);
  lines.push(`- Started ${codeSpan(r.started_at, { maxChars: 40 })}, took ${formatDuration(r.duration_s)}`);
  lines.push(`- Endpoint: ${codeSpan(r.endpoint.url)} (${codeSpan(r.endpoint.api ?? 'openai-chat', { maxChars: 40 })}), model ${codeSpan(r.endpoint.model)}`);
  const w = r.workload;
  const digest = `sha256 ${codeSpan(w.prompt_sha256.slice(0, 12), { maxChars: 12 })}`;
  const described = workloadText(w);
  lines.push(`- Workload: ${described}${described.endsWith(')') ? `, ${digest}` : ` (${digest})`}, ${w.trace ? 'input and output tokens (max_tokens) from the trace' : `max_tokens ${w.max_tokens}`}`
    + `${w.temperature === null ? '' : `, temperature ${w.temperature}`}`);
  const prompts = workloadSourceText(w);
  if (prompts) lines.push(`- Prompts: ${prompts}`);
  const levels = r.sweep.concurrency;
  const levelList = levels.length <= 20 ? levels.join(', ') : `${levels.slice(0, 20).join(', ')}, … (${levels.length} levels)`;
  const rates = r.sweep.rate ?? [];
  const rateText = rates.length === 0 ? ''
    : `${levels.length > 0 ? ', then ' : ''}open-loop rate ${rates.join(', ')} req/s (Poisson, seed ${r.sweep.seed ?? '–'}, at most ${r.sweep.max_concurrency ?? '–'} in flight)`;
  const t = r.sweep.trace;
  if (t !== undefined) {
    lines.push(`- Sweep: replay of ${codeSpan(t.file)} (${t.format}) at ${t.speed}× speed, ${t.requests} requests over ${t.span_s} s (window from ${t.window.start_s} s`
      + `${t.window.duration_s === null ? '' : ` for ${t.window.duration_s} s`}${t.window.max_requests === null ? '' : `, at most ${t.window.max_requests} requests`}), at most ${r.sweep.max_concurrency ?? '–'} in flight`);
  } else {
    lines.push(`- Sweep: ${levels.length > 0 ? `concurrency ${levelList}` : ''}${rateText}; ${r.sweep.requests} requests per level after ${r.sweep.warmup} warm-up`);
  }
  if (r.preflight) lines.push(`- Connectivity check: ${preflightText(r.preflight)}`);
  // A missing baseline has nothing to add to the sentence above the fold that says so.
  if (baseline && !baseline.missing) lines.push(`- Baseline: ${baselineText(baseline)}`);

  const errors = errorLines(r.levels, input.hints, limits);
  const notes = r.notes.slice(0, limits.items).map((n) => `- ${noteText(n)}`);
  if (r.notes.length > notes.length) notes.push(`- … and ${r.notes.length - notes.length} more notes (all are in results.json).`);

  let body = lines.join('\n');
  if (errors.length > 0) body += `\n\n**Failed requests**\n\n${errors.join('\n')}`;
  if (notes.length > 0) body += `\n\n**Notes**\n\n${notes.join('\n')}`;
  return `<details>\n<summary>Run details</summary>\n\n${body}\n\n</details>`;
}

/**
 * Longest note shown whole. Notes are the tool's own sentences (with a server's words at most
 * quoted in them), each a few hundred characters: cut at the untrusted-text cap they would stop
 * mid-word, so they get their own, far above any note written today.
 */
export const NOTE_MAX_CHARS = 2_000;

/** A note (or a failure's hint) whole, or, past `NOTE_MAX_CHARS`, cut with a pointer to where it is whole. */
function noteText(note: string): string {
  if (note.length <= NOTE_MAX_CHARS) return escapeText(note, NOTE_MAX_CHARS);
  return `${escapeText(note, NOTE_MAX_CHARS)} (the whole note is in results.json)`;
}

/** One line per error kind: where it happened, how often, and the hint for it. */
function errorLines(levels: readonly LevelStats[], hints: Readonly<Record<string, string>>, limits: DetailsLimits): string[] {
  const kinds = failuresByKind(levels);
  const lines = kinds.slice(0, limits.items).map(({ kind, count, where }) => {
    const hint = hints[kind];
    return `- ${codeSpan(kind, { maxChars: 40 })} × ${count} at ${where}${hint ? `: ${noteText(hint)}` : ''}`;
  });
  if (kinds.length > lines.length) lines.push(`- … and ${kinds.length - lines.length} more kinds (all are in results.json).`);
  return lines;
}

function preflightText(p: NonNullable<Results['preflight']>): string {
  if (!p.ok) return `failed${p.status_code === null ? '' : ` (HTTP ${p.status_code})`}${p.error_kind ? `, ${codeSpan(p.error_kind, { maxChars: 40 })}` : ''}`;
  const parts = ['ok'];
  if (p.ttft_ms !== null) parts.push(`TTFT ${formatMetric('ttft_ms', p.ttft_ms)}`);
  if (p.e2e_ms !== null) parts.push(`E2E ${formatMetric('e2e_ms', p.e2e_ms)}`);
  parts.push(p.usage ? 'usage sent' : 'no usage sent, so tokens were counted from events');
  if (p.stream_options === false) parts.push(`requests sent without ${codeSpan('stream_options', { maxChars: 20 })}, which the server rejected`);
  if (p.max_tokens_field === 'max_completion_tokens') parts.push(`token limit sent as ${codeSpan('max_completion_tokens', { maxChars: 30 })}`);
  return parts.join(', ');
}

/** Where the baseline came from; why it was not compared is said once, above the fold. */
function baselineText(b: ReportBaseline): string {
  const parts = [b.kind === 'reference' ? `reference endpoint ${codeSpan(b.source)} (same run)` : codeSpan(b.source)];
  if (b.commit) parts.push(`commit ${codeSpan(b.commit, { maxChars: 40 })}`);
  if (b.measured_at) parts.push(`measured ${codeSpan(b.measured_at, { maxChars: 40 })}`);
  if (b.problem) parts.push('not compared (see above)');
  return parts.join(', ');
}

/** A link when the URL is a plain http(s) URL; otherwise the text in a code span. */
function link(url: string): string {
  return /^https?:\/\/[^\s<>()[\]`|\\]+$/.test(url) && url.length <= 500 ? `[logs and artifacts](${url})` : codeSpan(url);
}

/**
 * What was sent: the prompt set or the synthetic prompts by name; a fixed prompt by its size
 * (for a set, `messages` and `prompt_chars` are a maximum and a total, which would mislead here).
 */
function workloadText(w: Results['workload']): string {
  if (w.trace) return `trace ${codeSpan(w.trace.path)} (${w.trace.format}, lines ${w.trace.first_line} to ${w.trace.last_line}, ${w.trace.requests} requests)`;
  if (w.prompt_set) return `prompt set ${codeSpan(w.prompt_set.path)} (${w.prompt_set.prompts} ${w.prompt_set.prompts === 1 ? 'prompt' : 'prompts'}, seed ${w.seed ?? '–'})`;
  if (w.synthetic_input_tokens !== undefined) {
    return `synthetic prompts of ${groupDigits(w.synthetic_input_tokens, 0)} input tokens (${w.synthetic_prompts ?? '?'} different, seed ${w.seed ?? '–'})`;
  }
  return `${w.messages} ${w.messages === 1 ? 'message' : 'messages'}, ${groupDigits(w.prompt_chars, 0)} characters`;
}

/** What else shaped the requests (images, extra body fields, no unique prefix); undefined when nothing. */
function workloadSourceText(w: Results['workload']): string | undefined {
  const parts: string[] = [];
  if (w.images && w.images.length > 0) parts.push(`${w.images.length} ${w.images.length === 1 ? 'image' : 'images'} (${w.images.map((i) => i.media_type).join(', ')})`);
  if (w.extra_body_keys && w.extra_body_keys.length > 0) parts.push(`extra body fields ${w.extra_body_keys.map((k) => codeSpan(k, { maxChars: 40 })).join(', ')}`);
  if (w.conversation !== undefined) parts.push(`conversations of ${w.conversation.turns} turns${w.conversation.think_time_ms > 0 ? `, ${groupDigits(w.conversation.think_time_ms, 0)} ms apart` : ''}`);
  if (w.shared_prefix_tokens !== undefined) parts.push(`a shared system prompt of ${groupDigits(w.shared_prefix_tokens, 0)} tokens first`);
  if (w.unique_prefix === false) parts.push('no unique prefix (a prefix cache may serve repeats)');
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
