/**
 * Is this a results.json this version can read? A file read back (a baseline file or artifact,
 * or the results a comment-only run reports on) is checked completely before anything trusts
 * it: first against the shipped JSON Schema (`schema/results.schema.json`, generated from the
 * types in `model/results.ts` and `model/scenario-results.ts`), then against the invariants a
 * schema cannot state (finite non-negative figures, counts that add up, a status its checks allow). Each
 * problem names the field by its path in the file, e.g. `levels[0].samples.e2e_ms[3]`.
 *
 * A file from another tool version that merely adds fields passes: unknown fields are ignored,
 * as everywhere else that reads results.
 */
import type { ErrorObject } from 'ajv';
import resultsSchemaJson from '../../schema/results.schema.json' with { type: 'json' };
import { validators } from './results-validator.generated.js';
import { RESULTS_SCHEMA_VERSION, type Results } from '../model/results.js';
import { SCENARIOS_KIND, type ScenariosResults } from '../model/scenario-results.js';
import { worstStatus } from '../engine/scenario-results.js';
import type { Check } from '../model/checks.js';
import type { LevelStats } from '../model/level-stats.js';
import { looksLikeSecret } from '../spec/checks.js';

/** One thing wrong with a results file: where, and what. */
export interface FieldProblem {
  /** The field's path in the file (`levels[0].samples.e2e_ms[3]`); empty for the file as a whole. */
  path: string;
  /** What is wrong, completing "<path> …": `is null, but must be a number`. */
  problem: string;
}

/** A results file checked: a single run's, a spec with scenarios', or what is wrong with it. */
export type CheckedResults =
  | { ok: true; kind: 'run'; results: Results }
  | { ok: true; kind: 'scenarios'; results: ScenariosResults }
  | { ok: false; problems: FieldProblem[] };

/** The schema of results.json, as shipped. Treat as read-only. */
export const resultsSchema: Readonly<Record<string, unknown>> = resultsSchemaJson;

/** Most problems named in one message; the rest are counted. */
const PROBLEMS_SHOWN = 3;

function validate(data: unknown): ErrorObject[] {
  // Compiled ahead of time from the schema by scripts/validators.mjs, part of every build.
  const validator = validators[''] as NonNullable<(typeof validators)[string]>;
  return validator(data) === true ? [] : [...(validator.errors ?? [])];
}

/** Checks parsed JSON as a results.json of either kind. Pure. */
export function checkResults(data: unknown): CheckedResults {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, problems: [{ path: '', problem: `is ${shown(data)}, not a results.json object` }] };
  }
  const version = (data as { schema_version?: unknown }).schema_version;
  if (version !== RESULTS_SCHEMA_VERSION) {
    const problem = version === undefined ? `is missing (this version reads ${RESULTS_SCHEMA_VERSION})` : `is ${shown(version)}, this version reads ${RESULTS_SCHEMA_VERSION}`;
    return { ok: false, problems: [{ path: 'schema_version', problem }] };
  }
  const errors = validate(data);
  const problems = errors.length > 0 ? schemaProblems(errors) : nonFinite(data);
  if (problems.length > 0) return { ok: false, problems };
  if ((data as { kind?: unknown }).kind === SCENARIOS_KIND) {
    const combined = data as ScenariosResults;
    const found = scenariosProblems(combined);
    return found.length > 0 ? { ok: false, problems: found } : { ok: true, kind: 'scenarios', results: combined };
  }
  const results = data as Results;
  const found = runProblems(results, '');
  return found.length > 0 ? { ok: false, problems: found } : { ok: true, kind: 'run', results };
}

/**
 * The problems in one sentence: the first few by path, then how many more.
 * `levels[0].samples is "x", but must be an object; and 2 more problems`
 */
export function describeProblems(problems: readonly FieldProblem[]): string {
  const named = problems.slice(0, PROBLEMS_SHOWN).map((p) => (p.path === '' ? `the file ${p.problem}` : `${p.path} ${p.problem}`));
  const more = problems.length - named.length;
  return `${named.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`;
}

// ---- Schema errors -----------------------------------------------------------------------

/**
 * One problem per field from ajv's errors. A field that failed deeper down is described by its
 * deepest errors (a distribution whose `p50` is text, not "must be null" from the other branch of
 * `LevelDistribution | null`); errors of one field are merged into one "must be …".
 */
function schemaProblems(errors: readonly ErrorObject[]): FieldProblem[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    if (e.keyword !== 'if') byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  }
  // Every path with an error further down; built in one pass, since a hostile file can have many errors.
  const above = new Set<string>();
  for (const p of byPath.keys()) {
    for (let cut = p.lastIndexOf('/'); cut >= 0; cut = p.lastIndexOf('/', cut - 1)) {
      const parent = p.slice(0, cut);
      if (above.has(parent)) break;
      above.add(parent);
      if (cut === 0) break;
    }
  }
  // A missing field is a problem of its own, whatever is wrong further down.
  const lacks = (p: string) => byPath.get(p)!.some((e) => e.keyword === 'required');
  const described = [...byPath.keys()].filter((p) => lacks(p) || !above.has(p));
  return described.map((pointer) => fieldProblem(pointer, byPath.get(pointer)!));
}

function fieldProblem(pointer: string, errors: readonly ErrorObject[]): FieldProblem {
  const path = pathOf(pointer);
  const value = errors[0]!.data;
  const missing = errors.filter((e) => e.keyword === 'required').map((e) => String((e.params as { missingProperty?: unknown }).missingProperty));
  if (missing.length > 0) return { path, problem: `lacks ${[...new Set(missing)].map((m) => pathOf(`/${m}`)).join(', ')}` };
  const expected = new Set<string>();
  for (const e of errors) {
    const params = e.params as { type?: unknown; allowedValue?: unknown; allowedValues?: unknown; limit?: unknown; comparison?: unknown };
    if (e.keyword === 'type') for (const t of String(params.type).split(',')) expected.add(TYPE_WORDS[t] ?? t);
    else if (e.keyword === 'const') expected.add(shown(params.allowedValue));
    else if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) expected.add(`one of ${params.allowedValues.map(shown).join(', ')}`);
    else if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'else' && e.keyword !== 'then') expected.add(`valid (${e.message ?? e.keyword})`);
  }
  const must = expected.size > 0 ? [...expected].join(' or ') : 'of another shape';
  return { path, problem: `is ${shown(value)}, but must be ${must}` };
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'an object', array: 'a list', string: 'text', number: 'a number', integer: 'an integer', boolean: 'true or false', null: 'null',
};

/** `/levels/0/samples/e2e_ms/3` → `levels[0].samples.e2e_ms[3]`. */
function pathOf(pointer: string): string {
  return pointer.split('/').slice(1).reduce((path, raw) => childPath(path, raw.replace(/~1/g, '/').replace(/~0/g, '~')), '');
}

/** The path of a field or list entry under `parent`; odd names are quoted: `errors["a b"]`. */
function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number' || /^\d+$/.test(key)) return `${parent}[${key}]`;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${shown(key)}]`;
}

/**
 * A value as a message quotes it: short, on one line, with nothing that could act as markup or
 * a control sequence once printed, and a credential-shaped string withheld.
 */
function shown(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'a number too large for JSON (read as infinite)';
  if (typeof value === 'string') {
    if (looksLikeSecret(value)) return 'text that looks like a credential (not shown)';
    const cut = value.length > 40 ? `${value.slice(0, 39)}…` : value;
    // JSON.stringify escapes quotes and C0 controls; the rest that could mislead a reader is escaped here.
    return JSON.stringify(cut).replace(/[\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  }
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  return 'an object';
}

/**
 * Numbers JSON.parse read as ±Infinity (`1e999`): never a measurement. Walked with a stack of its
 * own, not recursion, so that a deeply nested field in a hostile file cannot exhaust the call stack.
 */
function nonFinite(data: unknown): FieldProblem[] {
  const out: FieldProblem[] = [];
  const pending: Array<[unknown, string]> = [[data, '']];
  while (pending.length > 0 && out.length < PROBLEMS_SHOWN) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) out.push({ path, problem: `is ${shown(value)}` });
    else if (Array.isArray(value)) for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], childPath(path, i)]);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value).reverse()) pending.push([v, childPath(path, k)]);
  }
  return out;
}

// ---- Invariants ----------------------------------------------------------------------------

/** Distributions of measured durations and token counts: never negative. */
const NON_NEGATIVE_DISTRIBUTIONS = [
  'ttft_ms', 'ttfa_ms', 'tpot_ms', 'itl_ms', 'itl_token_ms', 'e2e_ms', 'input_tokens', 'output_tokens', 'request_tps', 'reasoning_tokens', 'client_queue_ms',
] as const;
/** Rates and durations of a level: never negative. */
const NON_NEGATIVE_FIGURES = ['duration_s', 'qps', 'rpm', 'tpm', 'output_tokens_per_s'] as const;
/** Percentile fields in ascending order, with min and max around them. */
const ORDERED_STATS = ['min', 'p50', 'p90', 'p95', 'p99', 'max'] as const;
/** Sample columns that hold durations or token counts, null where a request has none. */
const NULLABLE_COLUMNS = ['ttft_ms', 'ttfa_ms', 'tpot_ms', 'input_tokens', 'output_tokens'] as const;

/** What a single run's results must satisfy beyond the schema; `at` prefixes every path. */
function runProblems(r: Results, at: string): FieldProblem[] {
  const out: FieldProblem[] = [];
  r.levels.forEach((l, i) => levelProblems(l, `${at}levels[${i}]`, out));
  r.reference?.levels.forEach((l, i) => levelProblems(l, `${at}reference.levels[${i}]`, out));
  r.history?.forEach((run, h) => run.levels.forEach((l, i) => samplesProblems(l.samples, `${at}history[${h}].levels[${i}].samples`, out)));
  verdictProblems(r, at, out);
  return out;
}

function levelProblems(l: LevelStats, at: string, out: FieldProblem[]): void {
  for (const name of ['requests', 'succeeded', 'failed'] as const) {
    if (!isCount(l[name])) out.push({ path: `${at}.${name}`, problem: `is ${shown(l[name])}, but must be a whole number ≥ 0` });
  }
  if (l.succeeded + l.failed !== l.requests) {
    out.push({ path: `${at}.requests`, problem: `is ${l.requests}, but succeeded (${l.succeeded}) + failed (${l.failed}) is ${l.succeeded + l.failed}` });
  }
  const errorSum = Object.values(l.errors).reduce((n, v) => n + v, 0);
  if (errorSum !== l.failed) out.push({ path: `${at}.errors`, problem: `counts ${errorSum} failed request(s), but failed is ${l.failed}` });
  const rate = l.requests === 0 ? null : l.succeeded / l.requests;
  if (rate === null ? l.success_rate !== null : l.success_rate === null || Math.abs(l.success_rate - rate) > 1e-9) {
    out.push({ path: `${at}.success_rate`, problem: `is ${shown(l.success_rate)}, but succeeded / requests is ${rate === null ? 'null (no request)' : rate}` });
  }
  for (const name of NON_NEGATIVE_FIGURES) {
    if (l[name] < 0) out.push({ path: `${at}.${name}`, problem: `is ${l[name]}, but must be ≥ 0` });
  }
  goodputProblems(l, at, out);
  for (const name of NON_NEGATIVE_DISTRIBUTIONS) {
    const d = l[name];
    if (d !== undefined && d !== null) distributionProblems(d, `${at}.${name}`, out);
  }
  if (l.send_lag_ms) distributionProblems(l.send_lag_ms, `${at}.send_lag_ms`, out, false);
  if (l.samples !== undefined) {
    const length = samplesProblems(l.samples, `${at}.samples`, out);
    if (length !== undefined && length !== l.requests) {
      out.push({ path: `${at}.samples.ok`, problem: `has ${length} entries, but the level measured ${l.requests} request(s)` });
    } else if (length !== undefined && l.samples.ok.reduce<number>((n, v) => n + v, 0) !== l.succeeded) {
      out.push({ path: `${at}.samples.ok`, problem: `marks ${l.samples.ok.reduce<number>((n, v) => n + v, 0)} request(s) ok, but succeeded is ${l.succeeded}` });
    }
  }
}

/** Goodput figures, when present: good requests are successful ones, and attainment is their share of those sent. */
function goodputProblems(l: LevelStats, at: string, out: FieldProblem[]): void {
  if (l.good_requests === undefined) return;
  if (!isCount(l.good_requests) || l.good_requests > l.succeeded) {
    out.push({ path: `${at}.good_requests`, problem: `is ${shown(l.good_requests)}, but must be a whole number from 0 to succeeded (${l.succeeded})` });
    return;
  }
  if (typeof l.goodput === 'number' && l.goodput < 0) out.push({ path: `${at}.goodput`, problem: `is ${l.goodput}, but must be ≥ 0` });
  const share = l.requests === 0 ? null : l.good_requests / l.requests;
  const given = l.slo_attainment ?? null;
  if (share === null ? given !== null : given === null || Math.abs(given - share) > 1e-9) {
    out.push({ path: `${at}.slo_attainment`, problem: `is ${shown(given)}, but good_requests / requests is ${share === null ? 'null (no request)' : share}` });
  }
}

type Stats = { count: number; mean: number | null; min: number | null; max: number | null; p50: number | null; p90: number | null; p95: number | null; p99: number | null };

function distributionProblems(d: Stats, at: string, out: FieldProblem[], nonNegative = true): void {
  if (!isCount(d.count)) out.push({ path: `${at}.count`, problem: `is ${shown(d.count)}, but must be a whole number ≥ 0` });
  const values = (['mean', ...ORDERED_STATS] as const).map((k) => [k, d[k]] as const);
  if (d.count === 0) {
    const set = values.find(([, v]) => v !== null);
    if (set !== undefined) out.push({ path: `${at}.${set[0]}`, problem: `is ${set[1]}, but a distribution with count 0 has null figures` });
    return;
  }
  if (nonNegative) {
    const negative = values.find(([, v]) => v !== null && v < 0);
    if (negative !== undefined) out.push({ path: `${at}.${negative[0]}`, problem: `is ${negative[1]}, but must be ≥ 0` });
  }
  let previous: readonly [string, number] | undefined;
  for (const k of ORDERED_STATS) {
    const v = d[k];
    if (v === null) continue;
    // Interpolated percentiles of one sorted sample never decrease; a hair of rounding is allowed.
    if (previous !== undefined && v < previous[1] - 1e-9 * Math.max(1, Math.abs(previous[1]))) {
      out.push({ path: `${at}.${k}`, problem: `is ${v}, below ${previous[0]} (${previous[1]})` });
      return;
    }
    previous = [k, v];
  }
}

/** Problems of one level's raw sample columns; returns their common length, undefined when they disagree. */
function samplesProblems(s: NonNullable<LevelStats['samples']>, at: string, out: FieldProblem[]): number | undefined {
  const n = s.ok.length;
  let agree = true;
  for (const name of ['e2e_ms', ...NULLABLE_COLUMNS] as const) {
    const column = s[name];
    if (column === undefined) continue;
    if (column.length !== n) {
      out.push({ path: `${at}.${name}`, problem: `has ${column.length} entries, but ok has ${n} (one per request)` });
      agree = false;
      continue;
    }
    const bad = column.findIndex((v) => v === null ? name === 'e2e_ms' : v < 0);
    if (bad >= 0) out.push({ path: `${at}.${name}[${bad}]`, problem: `is ${shown(column[bad])}, but must be a number ≥ 0${name === 'e2e_ms' ? '' : ' or null'}` });
  }
  return agree ? n : undefined;
}

/**
 * The status and counts must agree with the checks: a check that failed at level `error`, of a
 * kind `fail_on` selects, fails the gate whatever else the file says (a file claiming `pass`
 * beside it was edited), and an SLO check's status must follow from its own value and limit.
 */
function verdictProblems(r: Results, at: string, out: FieldProblem[]): void {
  const failOn = r.verdict.fail_on;
  const failsGate = (c: Check) => c.status === 'fail' && c.level === 'error' && (failOn === 'both' || failOn === c.kind);
  const failing = r.checks.filter(failsGate).length;
  if (r.verdict.failed < failing) out.push({ path: `${at}verdict.failed`, problem: `is ${r.verdict.failed}, but ${failing} check(s) in checks failed the gate` });
  const counted = r.verdict.failed + r.verdict.warned + r.verdict.unverified;
  if (counted > r.checks.length) out.push({ path: `${at}verdict`, problem: `counts ${counted} checks that failed, warned or were not judged, but checks holds ${r.checks.length}` });
  if (r.status === 'pass' && r.verdict.failed > 0) out.push({ path: `${at}status`, problem: `is "pass", but verdict.failed is ${r.verdict.failed}` });
  if (r.status === 'fail' && r.verdict.failed === 0) out.push({ path: `${at}status`, problem: 'is "fail", but verdict.failed is 0' });
  r.checks.forEach((c, i) => {
    if (c.kind !== 'slo' || c.actual === null || c.limit === null || (c.status !== 'pass' && c.status !== 'fail')) return;
    const holds = c.op === '<=' ? c.actual <= c.limit : c.actual >= c.limit;
    if (holds !== (c.status === 'pass')) {
      out.push({ path: `${at}checks[${i}].status`, problem: `is ${shown(c.status)}, but its actual ${c.actual} ${holds ? 'meets' : 'breaks'} its limit ${c.op} ${c.limit}` });
    }
  });
}

/** A spec with scenarios: each entry's results as a run's, and the totals as the entries make them. */
function scenariosProblems(s: ScenariosResults): FieldProblem[] {
  const out: FieldProblem[] = [];
  s.scenarios.forEach((e, i) => {
    const at = `scenarios[${i}]`;
    if (e.results === null) return;
    out.push(...runProblems(e.results, `${at}.results.`));
    if (e.status !== e.results.status) out.push({ path: `${at}.status`, problem: `is ${shown(e.status)}, but its results say ${shown(e.results.status)}` });
    const v = e.verdict;
    if (v === null || v.failed !== e.results.verdict.failed || v.warned !== e.results.verdict.warned || v.unverified !== e.results.verdict.unverified) {
      out.push({ path: `${at}.verdict`, problem: 'differs from its results\' verdict' });
    }
  });
  const worst = worstStatus(s.scenarios.map((e) => e.status));
  if (s.status !== worst) out.push({ path: 'status', problem: `is ${shown(s.status)}, but the worst of the scenarios' statuses is ${shown(worst)}` });
  for (const k of ['failed', 'warned', 'unverified'] as const) {
    const sum = s.scenarios.reduce((n, e) => n + (e.verdict?.[k] ?? 0), 0);
    if (s.verdict[k] !== sum) out.push({ path: `verdict.${k}`, problem: `is ${s.verdict[k]}, but the scenarios' add up to ${sum}` });
  }
  return out;
}

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}
