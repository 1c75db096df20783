/**
 * One thing wrong with a spec file, and how it is written for a person.
 */

/** A step in a path into the spec: a field name or a list index. */
export type PathSegment = string | number;

/**
 * A problem before it has a file position: where it is in the data, and what to say.
 * Produced by the schema explanation and the extra checks, then placed in the file by `load.ts`.
 */
export interface Issue {
  /** The field the message is about; empty for the whole spec. */
  path: PathSegment[];
  /** Where to point in the file; defaults to `path`. */
  locate?: PathSegment[];
  /** Point at the field's name (`key`) or at its value (`value`). */
  at: 'key' | 'value';
  /** What is wrong and how to fix it, in plain words. Never contains a secret. */
  message: string;
}

/** A problem placed in the file. */
export interface SpecProblem {
  /** The field, written as in the docs: `sweep.concurrency[2]`; undefined when not about one field. */
  path: string | undefined;
  /** 1-based line in the file, when known. */
  line: number | undefined;
  /** 1-based column, when known. */
  col: number | undefined;
  /** What is wrong and how to fix it. */
  message: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A path as the docs write it: `endpoint.headers["X-Route"]`, `workload.messages[0].role`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (IDENTIFIER.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** One line of an error report: `.github/llm-slo.yml:12:5 sweep.concurrency[2]: must be …`. */
export function formatProblem(sourceName: string, p: SpecProblem): string {
  const where = p.line === undefined ? sourceName : `${sourceName}:${p.line}:${p.col ?? 1}`;
  return p.path === undefined || p.path === '' ? `${where} ${p.message}` : `${where} ${p.path}: ${p.message}`;
}

/**
 * The inverse of `formatPath`: `slos[0].thresholds.ttft_ms.p95` → `['slos', 0, 'thresholds',
 * 'ttft_ms', 'p95']`, `baseline.max_change["ttft_ms.p95"]` → `['baseline', 'max_change',
 * 'ttft_ms.p95']`. Undefined when the text is not a path `formatPath` could have written.
 */
export function parsePath(text: string): PathSegment[] | undefined {
  const out: PathSegment[] = [];
  const token = /\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  let i = 0;
  while (i < text.length) {
    token.lastIndex = i;
    const m = token.exec(text);
    if (m === null) return undefined;
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3] as string) as string);
    i = token.lastIndex;
  }
  return out;
}
