/**
 * Reads and validates a spec file. YAML and JSON are both accepted (JSON is read as YAML, which
 * keeps node positions), and every problem found is reported at once, each with its file
 * position, field, what was wrong and the fix.
 */
import { gateSpecIssues } from './gate-issues.js';
import { scenarioSpecIssues } from './scenario-issues.js';
import { readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { LineCounter, parseDocument, type YAMLError } from 'yaml';
import { GateError, isGateError } from '../errors.js';
import { groupDigits } from './format.js';
import { checkSpecData } from './checks.js';
import { sweepIssues } from './sweep-checks.js';
import { explainErrors } from './explain.js';
import { locate } from './locate.js';
import { formatPath, formatProblem, parsePath, type Issue, type PathSegment, type SpecProblem } from './problem.js';
import { validateAt } from './schema.js';
import type { Spec } from './types.js';
import { SPEC_REFERENCE } from './reference.js';

/** Where users find a commented spec to start from: the common fields, not all of them. */
export const EXAMPLE_SPEC = 'examples/llm-slo.yml';

/**
 * Largest spec file read, in bytes: room for the largest prompt allowed (1,000,000 characters,
 * up to 4 bytes each in UTF-8) and the rest of the spec, while a mistaken path to a log or a
 * data file is refused before it is read into memory.
 */
export const MAX_SPEC_BYTES = 5 * 1024 * 1024;

/** The result of checking a spec's text: the spec when it is valid, else every problem found. */
export interface SpecCheck {
  /** The validated spec; undefined when there are problems. */
  spec: Spec | undefined;
  /** Problems in file order; empty when the spec is valid. */
  problems: SpecProblem[];
}

/**
 * Check a spec's text without throwing, e.g. to annotate each problem in a pull request.
 *
 * @param text - the file's content, YAML or JSON.
 * @param sourceName - how messages name the file, e.g. `.github/llm-slo.yml`.
 */
export function checkSpecText(text: string, sourceName: string): SpecCheck {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return { spec: undefined, problems: doc.errors.map((e) => syntaxProblem(e, text, lines)) };
  }

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    // Alias expansion beyond the limit ("billion laughs") or an unresolvable alias.
    const message = err instanceof Error ? err.message : String(err);
    return { spec: undefined, problems: [{ path: undefined, line: undefined, col: undefined, message: `cannot be read: ${message}` }] };
  }
  if (data === null || data === undefined) {
    return {
      spec: undefined,
      problems: [{ path: undefined, line: 1, col: 1, message: `is empty; start from ${EXAMPLE_SPEC}, which explains the common fields` }],
    };
  }

  const checks = checkSpecData(data);
  const schemaIssues = explainErrors(validateAt([], data), data);
  const shownSchemaIssues = schemaIssues.filter((i) => !checks.hidden.some((h) => isWithin(i.path, h)));
  // The gate's own checks catch what the schema cannot (min above max, a percent written as a
  // fraction, a max_change sign that would fail on an improvement). Where the schema already
  // objected to a section, its messages are kept and these, which would repeat them, are not.
  const gateIssues = gateSpecIssues(data).filter((g) => !shownSchemaIssues.some((s) => s.path[0] === g.path[0]));
  const sweepRuleIssues = sweepIssues(data).filter((g) => !shownSchemaIssues.some((s) => s.path[0] === 'sweep' && s.path[1] === g.path[1]));
  // As for the top level: where the schema objected to a scenario's section, its messages stand alone.
  const scenarioIssues = scenarioSpecIssues(data)
    .filter((g) => !shownSchemaIssues.some((s) => isWithin(g.path, s.path) || isWithin(s.path, g.path.slice(0, 3))));
  const issues = [...checks.issues, ...shownSchemaIssues, ...gateIssues, ...sweepRuleIssues, ...scenarioIssues];
  if (issues.length === 0) return { spec: data as Spec, problems: [] };

  const problems = issues.map((issue) => place(issue, doc, lines));
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0));
  return { spec: undefined, problems: capped(dedupe(problems)) };
}

/**
 * Parse and validate a spec's text.
 *
 * @param text - the file's content, YAML or JSON.
 * @param sourceName - how messages name the file, e.g. `.github/llm-slo.yml`.
 * @throws GateError `SPEC_INVALID` listing every problem, one per line, as
 *   `file:line:col field: what is wrong (got …)`.
 */
export function parseSpec(text: string, sourceName: string): Spec {
  const { spec, problems } = checkSpecText(text, sourceName);
  if (spec !== undefined) return spec;
  throw new GateError('SPEC_INVALID', problems.map((p) => formatProblem(sourceName, p)).join('\n'), {
    hint: `Fix the ${problems.length === 1 ? 'problem' : `${problems.length} problems`} above; `
      + `every field and the values it takes are in ${SPEC_REFERENCE}.`,
  });
}

/**
 * Read and validate a spec file.
 *
 * @param path - the file to read (relative paths resolve against the process's directory).
 * @param displayName - how messages name the file, e.g. the path as the user typed it when
 *   `path` was made absolute. @defaultValue `path`
 * @returns the spec and the path it was read from (`path`, unchanged).
 * @throws GateError `SPEC_INVALID` when the file is missing, a directory or invalid;
 *   `IO` when it exists but cannot be read.
 */
export async function loadSpecFile(path: string, displayName: string = path): Promise<LoadedSpec> {
  let text: string;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_SPEC_BYTES) {
      throw new GateError('SPEC_INVALID', `${displayName} is ${groupDigits(size)} bytes, more than the ${groupDigits(MAX_SPEC_BYTES)} a spec file may have`, {
        hint: 'Check that --spec names the spec file itself; a prompt may hold at most 1,000,000 characters.',
      });
    }
    text = await readFile(path, 'utf8');
  } catch (err) {
    if (isGateError(err)) throw err;
    const code = (err as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') {
      throw new GateError('SPEC_INVALID', `spec file not found: ${displayName}`, {
        hint: `Create it from the commented example: copy ${EXAMPLE_SPEC} (shipped with llm-slo-gate) to ${displayName} `
          + 'and set endpoint.base_url and endpoint.model.',
        cause: err,
      });
    }
    if (code === 'EISDIR') {
      throw new GateError('SPEC_INVALID', `${displayName} is a directory, not a spec file`, {
        hint: 'Give the path of the YAML or JSON spec file itself, e.g. .github/llm-slo.yml.',
        cause: err,
      });
    }
    throw new GateError('IO', `could not read spec file ${displayName}${typeof code === 'string' ? ` (${code})` : ''}`, {
      hint: 'Check that the file is readable by the user running the check.',
      cause: err,
    });
  }
  return { spec: parseSpec(text, displayName), path, sha256: createHash('sha256').update(text).digest('hex'), locate: specLocator(text) };
}

/** A spec read from a file, with a way back from a field to its line. */
export interface LoadedSpec {
  spec: Spec;
  /** The path the file was read from. */
  path: string;
  /** SHA-256 of the file's text, hex: equal digests mean the same spec. */
  sha256: string;
  /**
   * The 1-based line of a field written as `formatPath` writes it, or null when the spec does not
   * write that field (a default applies): a message must never point a reader at a line that
   * does not hold what it names.
   */
  locate: (fieldPath: string) => number | null;
}

/** Builds the field → line lookup for a spec's text (parsed once, on first use); null for a field it does not write. */
export function specLocator(text: string): (fieldPath: string) => number | null {
  let parsed: { doc: ReturnType<typeof parseDocument>; lines: LineCounter } | undefined;
  return (fieldPath) => {
    const segments = parsePath(fieldPath);
    if (segments === undefined) return null;
    if (parsed === undefined) {
      const lines = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter: lines }), lines };
    }
    if (!parsed.doc.hasIn(segments)) return null;
    return locate(parsed.doc, parsed.lines, segments, 'key').line;
  };
}

function place(issue: Issue, doc: Parameters<typeof locate>[0], lines: LineCounter): SpecProblem {
  const pos = locate(doc, lines, issue.locate ?? issue.path, issue.at);
  return { path: formatPath(issue.path), line: pos.line, col: pos.col, message: issue.message };
}

function syntaxProblem(e: YAMLError, text: string, lines: LineCounter): SpecProblem {
  const { line, col } = lines.linePos(e.pos[0]);
  let message: string;
  switch (e.code) {
    case 'DUPLICATE_KEY': {
      const key = /^(["']?)([^"':\n]*)\1\s*:/.exec(text.slice(e.pos[0]))?.[2]?.trim();
      message = `${key === undefined || key === '' ? 'a field' : `field "${key}"`} appears twice in the same mapping; keep one`;
      break;
    }
    case 'MULTIPLE_DOCS':
      message = 'holds more than one YAML document (a second `---` line); a spec is a single document';
      break;
    case 'TAB_AS_INDENT':
      message = 'is indented with a tab; YAML indentation must use spaces';
      break;
    default:
      message = `is not valid YAML: ${e.message}`;
  }
  return { path: undefined, line, col, message };
}

function isWithin(path: readonly PathSegment[], prefix: readonly PathSegment[]): boolean {
  return prefix.length <= path.length && prefix.every((seg, i) => seg === path[i]);
}

/** Most problems listed for one file; a list of 2,000 levels out of range would otherwise print 2,000 lines. */
export const MAX_PROBLEMS_LISTED = 20;

function capped(problems: SpecProblem[]): SpecProblem[] {
  if (problems.length <= MAX_PROBLEMS_LISTED) return problems;
  const more = problems.length - MAX_PROBLEMS_LISTED;
  return [
    ...problems.slice(0, MAX_PROBLEMS_LISTED),
    { path: undefined, line: undefined, col: undefined, message: `has ${more} more ${more === 1 ? 'problem' : 'problems'} not listed; fix these first` },
  ];
}

function dedupe(problems: SpecProblem[]): SpecProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.line}:${p.col}:${p.path}:${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
