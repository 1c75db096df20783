/**
 * Turns the schema validator's errors into plain-words issues: what the field must be, what
 * was found, and the fix. Errors that only restate another (the branches of an `anyOf`, the
 * inner pattern of `propertyNames`) are dropped in favour of the one that explains them.
 */
import type { ErrorObject } from 'ajv';
import { looksLikeSecret } from './checks.js';
import { formatPath, type Issue, type PathSegment } from './problem.js';
import { describeExpected, schemaAt, type SchemaNode } from './schema.js';
import { closestName } from './suggest.js';
import { groupDigits } from './format.js';

/** Explain every validator error about `data`, in the validator's order. */
export function explainErrors(errors: readonly ErrorObject[], data: unknown): Issue[] {
  const issues: Issue[] = [];
  const mappings = mappingBranches(errors);
  for (const e of errors) {
    const inMapping = [...mappings.values()].some((prefix) => e.schemaPath.startsWith(prefix));
    if (!inMapping && /\/(?:anyOf|propertyNames)\//.test(e.schemaPath)) continue;
    // A mapping given where false or a mapping is allowed (server_metrics) is explained by what is wrong inside it.
    if (e.keyword === 'anyOf' && mappings.has(e.schemaPath) && errors.some((x) => x.schemaPath.startsWith(mappings.get(e.schemaPath)!))) continue;
    const issue = explainError(e, data);
    if (issue !== undefined) issues.push(issue);
  }
  return issues;
}

/**
 * The `anyOf` errors whose value is a mapping and one of whose branches is a mapping: each one's
 * schema path, with the schema path prefix of that branch, whose own errors say what is wrong.
 */
function mappingBranches(errors: readonly ErrorObject[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of errors) {
    if (e.keyword !== 'anyOf' || e.data === null || typeof e.data !== 'object' || Array.isArray(e.data)) continue;
    const branch = ((e.parentSchema ?? {}) as SchemaNode).anyOf?.findIndex((b) => b.type === 'object') ?? -1;
    if (branch >= 0) out.set(e.schemaPath, `${e.schemaPath}/${branch}/`);
  }
  return out;
}

/**
 * The value as a message quotes it after "got": short strings in quotes, lists and mappings
 * by kind, and anything shaped like a credential withheld.
 */
export function show(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') {
    if (looksLikeSecret(value)) return 'a value that looks like a credential (not shown)';
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 39)}…` : value);
  }
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'object') return 'a mapping';
  return String(value);
}

function explainError(e: ErrorObject, data: unknown): Issue | undefined {
  const path = toPath(e.instancePath, data);
  const node = (e.parentSchema ?? {}) as SchemaNode;
  const subject = path.length === 0 ? 'the spec ' : '';
  const params = e.params as Record<string, unknown>;

  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(node.properties ?? {});
      const guess = closestName(name, allowed);
      const fix = guess !== undefined
        ? `did you mean "${guess}"?`
        : allowed.length > 0 ? `allowed here: ${allowed.join(', ')}` : 'remove it';
      return { path: [...path, name], at: 'key', message: `unknown field "${name}" — ${fix}` };
    }
    case 'required': {
      const name = String(params.missingProperty);
      const about = schemaAt([...path, name])?.description;
      return {
        path: [...path, name],
        locate: path,
        at: 'key',
        message: about === undefined ? 'is required but missing' : `is required but missing — ${lowerFirst(firstSentence(about))}`,
      };
    }
    case 'anyOf': {
      // "One of these fields must be present" (workload: prompt or messages), or one of several
      // kinds of value (gate.min_success_rate: a fraction or false), said with the node's x-expected.
      const names = (node.anyOf ?? []).flatMap((branch) => branch.required ?? []);
      if (names.length === 0) return { path, at: 'value', message: `must be ${describeExpected(node)} (got ${show(e.data)})` };
      const list = names.map((n) => `\`${n}\``).join(' or ');
      return { path, at: 'key', message: `${subject}needs ${list}; add one of them` };
    }
    case 'not': {
      // Only used for "these fields exclude each other" (workload: not both prompt and messages).
      const names = node.not?.required ?? [];
      const last = names[names.length - 1];
      return {
        path,
        locate: last === undefined ? path : [...path, last],
        at: 'key',
        message: `${subject}has both ${names.map((n) => `\`${n}\``).join(' and ')}; keep only one`,
      };
    }
    case 'uniqueItems': {
      const i = Number(params.i);
      const j = Number(params.j);
      const [first, again] = i < j ? [i, j] : [j, i];
      const list = valueAt(data, path);
      const repeated = Array.isArray(list) ? list[again] : undefined;
      return {
        path: [...path, again],
        at: 'value',
        message: `repeats ${show(repeated)} from ${formatPath([...path, first])}; list each value once`,
      };
    }
    case 'minItems':
    case 'maxItems': {
      const limit = Number(params.limit);
      const got = Array.isArray(e.data) ? e.data.length : 0;
      const bound = e.keyword === 'minItems' ? 'at least' : 'at most';
      return {
        path,
        at: 'value',
        message: `must have ${bound} ${limit} item${limit === 1 ? '' : 's'} (got ${got}); expected ${describeExpected(node)}`,
      };
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      const rule = (e.schema ?? {}) as SchemaNode;
      if (rule.maxLength !== undefined && name.length > rule.maxLength) {
        return { path: [...path, name], at: 'key', message: `name ${tooLong(name.length, rule.maxLength)}` };
      }
      return { path: [...path, name], at: 'key', message: `name must be ${describeExpected(rule)} (got ${show(name)})` };
    }
    case 'maxLength': {
      // State the size and the limit: quoting a megabyte prompt back would help nobody.
      const got = typeof e.data === 'string' ? e.data.length : 0;
      return { path, at: 'value', message: tooLong(got, Number(params.limit)) };
    }
    case 'maxProperties': {
      const limit = Number(params.limit);
      const got = typeof e.data === 'object' && e.data !== null ? Object.keys(e.data).length : 0;
      return { path, at: 'key', message: `has ${got} entries, more than the ${groupDigits(limit)} allowed` };
    }
    default:
      // type, const, enum, minimum, maximum, exclusiveMinimum, minLength, pattern, …: one
      // sentence naming the whole rule, so the fix is visible whichever keyword failed.
      return { path, at: 'value', message: `${subject}must be ${describeExpected(node)} (got ${show(e.data)})` };
  }
}

/** `is 1 200 000 characters long, more than the 1 000 000 allowed; …` */
export function tooLong(length: number, limit: number): string {
  return `is ${groupDigits(length)} characters long, more than the ${groupDigits(limit)} allowed`;
}

export function firstSentence(s: string): string {
  const end = s.indexOf('. ');
  return (end === -1 ? s : s.slice(0, end)).replace(/\.$/, '');
}

export function lowerFirst(s: string): string {
  return s.length > 0 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** A JSON Pointer as path segments; numbers only where the data holds a list. */
function toPath(pointer: string, data: unknown): PathSegment[] {
  if (pointer === '') return [];
  const path: PathSegment[] = [];
  let here: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(here)) {
      const i = Number(key);
      path.push(i);
      here = here[i];
    } else {
      path.push(key);
      here = typeof here === 'object' && here !== null ? (here as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let here = data;
  for (const seg of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[seg];
  }
  return here;
}
