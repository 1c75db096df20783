/**
 * Making untrusted text safe to place in GitHub Markdown.
 *
 * Anything that comes from a spec or from the server (objective names, model ids, URLs, error
 * messages, notes) may contain Markdown, HTML, table pipes, `@mentions` or `#123` references. In
 * a PR comment those would inject markup, break a table, or notify people and issues that have
 * nothing to do with the run. Every such string passes through one of these functions.
 *
 * The rules follow CommonMark (any ASCII punctuation may be backslash-escaped) and GFM (a `\|`
 * inside a table cell, even inside a code span, is a literal pipe).
 */

/**
 * U+200D ZERO WIDTH JOINER: placed after `@` or `#` so GitHub sees no mention or reference, and
 * inside `://` and `www.` so a bare URL is not turned into a link.
 */
export const LINK_BREAK = '\u200D';

/** Longest untrusted string kept by default, in characters; longer ones end with `…`. */
export const DEFAULT_MAX_CHARS = 300;

// Characters with inline meaning in GFM. `$` starts math on GitHub. `#` and `@` are handled
// separately because a backslash does not stop GitHub from linking a mention or reference.
const SPECIAL = /[\\`*_[\]<>|~&$]/g;
// C0/C1 controls and the bidirectional overrides, which can make text display differently from
// what it is ("Trojan source").
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\s*[\r\n\u2028\u2029]+\s*/g;
const MENTION = /([@#])(?=[\p{L}\p{N}_])/gu;
// GFM turns bare `https://…` and `www.…` into links after escapes are resolved, so only a
// character inside the trigger stops it.
// Text may start a line or a list item, where `#`, `>`, `-`, `+`, `=` or `1.` would open a block.
const BLOCK_START = /^(\d*)([#>+\-=.)])/;
const URL_SCHEME = /:(?=\/\/)/g;
const WWW = /(?<=www)(?=\.)/gi;

/**
 * Collapses a string to one line without control characters, capped at `maxChars` (a trailing
 * `…` marks the cut). The cut happens before any escaping, so an escape is never split.
 */
export function oneLine(text: string, maxChars: number = DEFAULT_MAX_CHARS): string {
  const flat = text.replace(INVISIBLE, '').replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  // Do not leave half of a surrogate pair at the cut.
  let cut = Math.max(0, maxChars - 1);
  const code = flat.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${flat.slice(0, cut)}…`;
}

/**
 * Untrusted text as inline Markdown that renders as the same characters: no emphasis, links,
 * HTML, math, table cell breaks, mentions, issue references or block starts. Safe in running
 * text, at the start of a line or list item, and in table cells. Newlines become spaces; the text is capped at `maxChars` before escaping.
 */
export function escapeText(text: string, maxChars: number = DEFAULT_MAX_CHARS): string {
  return oneLine(text, maxChars)
    .replace(SPECIAL, '\\$&')
    .replace(BLOCK_START, '$1\\$2')
    .replace(URL_SCHEME, `:${LINK_BREAK}`)
    .replace(WWW, LINK_BREAK)
    .replace(MENTION, `$1${LINK_BREAK}`);
}

/**
 * Untrusted text as a code span (for URLs, model ids, paths, metric names): shown verbatim in a
 * monospace font. GitHub does not link mentions inside code, and HTML there is literal.
 *
 * With `inTable`, pipes are written `\|`, which GFM reads as `|` inside a cell. A backslash
 * cannot be escaped inside code, and parsers disagree on whether `\\|` splits the cell, so text
 * holding both a backslash and a pipe falls back to `escapeText` there.
 */
export function codeSpan(text: string, options: { inTable?: boolean; maxChars?: number } = {}): string {
  let body = oneLine(text, options.maxChars ?? DEFAULT_MAX_CHARS);
  if (body === '') return '';
  if (options.inTable) {
    if (body.includes('\\') && body.includes('|')) return escapeText(body, Number.POSITIVE_INFINITY);
    body = body.replace(/\|/g, '\\|');
  }
  // The fence must be longer than any run of backticks inside.
  const longestRun = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  // A span that starts or ends with a backtick, or is all spaces, needs padding to survive.
  const pad = body.startsWith('`') || body.endsWith('`') || /^ +$/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}
