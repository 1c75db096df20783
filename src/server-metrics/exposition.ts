/**
 * The Prometheus text exposition format (version 0.0.4, and the OpenMetrics text that vLLM and
 * SGLang can also send), read into flat samples.
 *
 * Grammar, one line at a time (https://prometheus.io/docs/instrumenting/exposition_formats/):
 *
 * ```
 * line     = comment | sample | empty
 * comment  = "#" [ " HELP " name " " text | " TYPE " name " " type | text ]
 * sample   = name [ "{" [ label { "," label } [ "," ] ] "}" ] value [ timestamp ] [ " # " exemplar ]
 * label    = label_name "=" '"' { char | "\\" | '\"' | "\n" } '"'
 * value    = float | "NaN" | "+Inf" | "-Inf"
 * name     = [a-zA-Z_:][a-zA-Z0-9_:]*
 * ```
 *
 * Why not a package from npm: the candidates read at the time of writing each lose data the
 * summary needs. parse-prometheus-text-format 1.1.1 merges a labelled histogram's label sets into
 * one and drops their `_count` and `_sum` (every vLLM histogram carries `model_name`);
 * prom2javascript 0.2.0 refuses names with a colon (`vllm:`, `sglang:`, `llamacpp:`) and `NaN`;
 * @platformatic/promotel 0.2.2 drops `+Inf`/`NaN` samples, splits a label value holding `}`, and
 * looks each series up in a list (quadratic in a family's series). docs/server-metrics.md says more.
 *
 * The text is untrusted: the reader is bounded by `maxSeries`, never throws on a bad line (it is
 * counted and skipped), and keeps label values as data, never as markup.
 */

/** One sample line: its name, its labels in the order written, and its value (NaN and ±Infinity kept). */
export interface Sample {
  name: string;
  labels: [string, string][];
  value: number;
}

/** What one exposition held. */
export interface Exposition {
  samples: Sample[];
  /** `# TYPE` of each family, by family name: `counter`, `gauge`, `histogram`, `summary`, `untyped`, …. */
  types: Map<string, string>;
  /** Lines that were neither a comment nor a sample, skipped. */
  badLines: number;
  /** True when samples past `maxSeries` were left out. */
  truncated: boolean;
}

// Sticky (`y`): matched at `lastIndex` without slicing the line, which a large page would pay per label.
const NAME = /[a-zA-Z_:][a-zA-Z0-9_:]*/y;
const LABEL_NAME = /[a-zA-Z_][a-zA-Z0-9_]*/y;

/**
 * Reads an exposition. At most `maxSeries` samples are kept; a line that does not parse is
 * skipped and counted in `badLines`. With `keep`, only the samples whose name it accepts are
 * parsed at all (the others cost a name lookup), which keeps a read during a level cheap.
 */
export function parseExposition(text: string, maxSeries: number, keep?: (name: string) => boolean): Exposition {
  const out: Exposition = { samples: [], types: new Map(), badLines: 0, truncated: false };
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    start = end + 1;
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      readComment(line, out.types);
      continue;
    }
    if (keep !== undefined && !keep(nameOf(line))) continue;
    if (out.samples.length >= maxSeries) {
      out.truncated = true;
      break;
    }
    const sample = parseSample(line);
    if (sample === undefined) out.badLines++;
    else out.samples.push(sample);
  }
  return out;
}

/** A sample line's metric name: the text before its labels or its value. */
function nameOf(line: string): string {
  let end = 0;
  while (end < line.length && line[end] !== '{' && line[end] !== ' ' && line[end] !== '\t') end++;
  return line.slice(0, end);
}

/** Keeps a `# TYPE name type` line's type; other comments (HELP, EOF, free text) carry nothing needed. */
function readComment(line: string, types: Map<string, string>): void {
  const m = /^#\s+TYPE\s+([a-zA-Z_:][a-zA-Z0-9_:]*)\s+([a-z]+)\s*$/.exec(line);
  if (m) types.set(m[1]!, m[2]!);
}

/** One sample line, or undefined when it does not follow the grammar. */
export function parseSample(line: string): Sample | undefined {
  NAME.lastIndex = 0;
  const name = NAME.exec(line)?.[0];
  if (name === undefined) return undefined;
  let at = name.length;
  const labels: [string, string][] = [];
  if (line[at] === '{') {
    const read = readLabels(line, at + 1, labels);
    if (read === undefined) return undefined;
    at = read;
  }
  // The value, then an optional timestamp, then an optional OpenMetrics exemplar (` # {…} v`).
  const rest = line.slice(at).trim().split(/[ \t]+/);
  const value = parseValue(rest[0] ?? '');
  if (value === undefined) return undefined;
  if (rest.length > 1 && rest[1] !== '#' && !/^-?\d+(\.\d+)?$/.test(rest[1]!)) return undefined;
  return { name, labels, value };
}

/** Reads labels from just after `{`; returns the index after the closing `}`, or undefined. */
function readLabels(line: string, from: number, labels: [string, string][]): number | undefined {
  let at = from;
  for (;;) {
    while (line[at] === ' ') at++;
    if (line[at] === '}') return at + 1;
    LABEL_NAME.lastIndex = at;
    const key = LABEL_NAME.exec(line)?.[0];
    if (key === undefined) return undefined;
    at += key.length;
    while (line[at] === ' ') at++;
    if (line[at] !== '=') return undefined;
    at++;
    while (line[at] === ' ') at++;
    if (line[at] !== '"') return undefined;
    at++;
    // Most values hold no escape: one slice up to the closing quote. A value with a backslash is
    // read character by character.
    const close = line.indexOf('"', at);
    const slash = line.indexOf('\\', at);
    let value = '';
    if (close !== -1 && (slash === -1 || slash > close)) {
      value = line.slice(at, close);
      at = close;
    } else {
      for (;;) {
        const c = line[at];
        if (c === undefined) return undefined;
        if (c === '"') break;
        if (c === '\\') {
          const next = line[at + 1];
          value += next === 'n' ? '\n' : next === '"' ? '"' : next === '\\' ? '\\' : `\\${next ?? ''}`;
          at += 2;
          continue;
        }
        value += c;
        at++;
      }
    }
    at++;
    labels.push([key, value]);
    while (line[at] === ' ') at++;
    if (line[at] === ',') at++;
    else if (line[at] !== '}') return undefined;
  }
}

/** A sample value: a Go-style float, `NaN`, `+Inf` or `-Inf` (case as written by the clients). */
function parseValue(text: string): number | undefined {
  // The common case first: a plain decimal, read by Number (which also takes a few forms the
  // format does not write, such as hexadecimal; harmless here).
  if (text !== '' && text !== '+' && text !== '-') {
    const n = Number(text);
    if (!Number.isNaN(n) && Number.isFinite(n)) return n;
  }
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(text)) return Number.NaN;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * A series' key as written back in the text format, labels sorted so that two reads of the same
 * series agree: `vllm:num_requests_running{engine="0",model_name="m"}`. Label values are escaped
 * as the format escapes them; this is a key, not text safe for Markdown or a log.
 */
export function seriesKey(name: string, labels: readonly (readonly [string, string])[]): string {
  if (labels.length === 0) return name;
  // Clients write labels sorted already; sorting only when they are not saves most of the work.
  let sorted = labels;
  for (let i = 1; i < labels.length; i++) {
    if (labels[i - 1]![0] > labels[i]![0]) {
      sorted = [...labels].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      break;
    }
  }
  let body = '';
  for (const [k, v] of sorted) {
    const escaped = /[\\"\n]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') : v;
    body += `${body === '' ? '' : ','}${k}="${escaped}"`;
  }
  return `${name}{${body}}`;
}
