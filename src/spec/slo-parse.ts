/**
 * Step 1 of 3 for SLOs: read the `slos` list of the spec into objectives and thresholds.
 * Validation (`slo-validate.ts`) and evaluation (`slo-evaluate.ts`) work on what this returns.
 *
 * The grammar, in the spec's own terms (YAML or JSON; `[…]` optional, `{…}` repeated):
 *
 * ```
 * slos          = list of objective
 * objective     = mapping of
 *                   [name: text]                     shown in messages; default "SLO <n>"
 *                   [at: {[concurrency: levels]      default: every level of the sweep;
 *                         [rate: rates]}]            at least one of the two
 * rates         = number | list of number            request-rate levels, requests/s
 *                   [when: preconditions]
 *                   [level: "error" | "warn"]        default "error"
 *                   thresholds: thresholds
 * levels        = integer | list of integer
 * preconditions = mapping of workload-metric → mapping of stat → number
 *                   each means: measured <metric>.<stat> <= number
 * thresholds    = mapping of (at least one)
 *                   dist-metric   → mapping of stat → stat-limit
 *                   scalar-metric → bounds
 * stat-limit    = number                             "at most": <metric>.<stat> <= number
 *               | bounds
 * bounds        = mapping of [min: number] [max: number]   at least one; min ≤ max
 *                   min means <value> >= min, max means <value> <= max
 * dist-metric   = ttft_ms | tpot_ms | itl_ms | e2e_ms            (ms)
 *               | input_tokens | output_tokens                    (tokens)
 *               | request_tps                                     (tokens/s per request)
 * scalar-metric = success_rate (fraction 0–1) | qps | rpm | tpm | output_tokens_per_s
 *               | goodput | slo_attainment (fraction 0–1)  need the spec's goodput bounds
 * workload-metric = input_tokens | output_tokens
 * stat          = p50 | p90 | p95 | p99 | mean | min | max
 * ```
 *
 * `request_tps` is better when higher, so a bare number (an upper bound) is refused for it:
 * write `request_tps: {p50: {min: 20}}`. Under a distribution, `min` and `max` name statistics
 * (`ttft_ms: {max: 5000}` bounds the slowest request); only inside `bounds` are they directions.
 *
 * Every threshold keeps the user's text, written as `ttft_ms.p95 <= 1500`, for messages.
 */
import type { Issue, PathSegment } from './problem.js';
import { closestName } from './suggest.js';
import {
  DISTRIBUTION_STATS, METRICS, METRIC_NAMES, WORKLOAD_METRICS, isDistributionStat, isMetricName,
  type DistributionStat, type MetricName, type WorkloadMetric,
} from '../metrics/catalogue.js';
import type { CheckLevel } from '../model/checks.js';

/** One limit on one value, as parsed. */
export interface Threshold {
  metric: MetricName;
  /** The statistic of a distribution metric; null for scalars. */
  stat: DistributionStat | null;
  /** `max`: the value must be at most `limit`; `min`: at least. */
  bound: 'min' | 'max';
  /** True when written as a bare number (`p95: 1500`), which is shorthand for `{max: …}`. */
  shorthand: boolean;
  /** The bound, in the metric's unit (a fraction for `success_rate`). */
  limit: number;
  /** The user's limit as text: `ttft_ms.p95 <= 1500`. */
  source: string;
  /** Where the number is written in the spec, e.g. `['slos', 0, 'thresholds', 'ttft_ms', 'p95']`. */
  path: PathSegment[];
}

/** One objective, as parsed. */
export interface Objective {
  /** The user's name, or `SLO <n>` (1-based position in `slos`). */
  name: string;
  /** Position in `slos`. */
  index: number;
  /** Where the objective is written in the spec, e.g. `['slos', 0]`. */
  path: PathSegment[];
  /**
   * Concurrency levels it applies to, as written; null when `at` is left out (every level the
   * sweep ran) or names only rate levels (then `rate` is set and this is null).
   */
  concurrency: number[] | null;
  /** Rate levels (requests/s) it applies to, as written; null when `at` names none. */
  rate?: number[] | null;
  /** Workload upper bounds (`when`); all are `bound: 'max'`. */
  preconditions: Threshold[];
  level: CheckLevel;
  thresholds: Threshold[];
}

/** True when the objective's `at` is left out, so it applies to every level the sweep ran. */
export function atEveryLevel(objective: Pick<Objective, 'concurrency' | 'rate'>): boolean {
  return objective.concurrency === null && (objective.rate ?? null) === null;
}

/** What parsing found: every objective it could read, and every problem. */
export interface ParsedSlos {
  objectives: Objective[];
  issues: Issue[];
}

const OBJECTIVE_KEYS = ['name', 'at', 'when', 'level', 'thresholds'] as const;
const BOUND_KEYS = ['min', 'max'] as const;
const LEVELS: readonly CheckLevel[] = ['error', 'warn'];

/**
 * Read the spec's `slos` value. Unknown names and wrong shapes become issues (with a
 * "did you mean" where one is close); the rest is still parsed so every problem shows at once.
 *
 * @param data - the `slos` value straight from the file (not yet trusted).
 * @param root - where `slos` sits in the spec, for issue paths. @defaultValue `['slos']`
 */
export function parseSlos(data: unknown, root: readonly PathSegment[] = ['slos']): ParsedSlos {
  const issues: Issue[] = [];
  if (data === undefined || data === null) return { objectives: [], issues };
  if (!Array.isArray(data)) {
    issues.push(valueIssue([...root], 'must be a list of objectives, each with thresholds'));
    return { objectives: [], issues };
  }
  const objectives: Objective[] = [];
  data.forEach((item, index) => {
    const objective = parseObjective(item, [...root, index], index, issues);
    if (objective !== undefined) objectives.push(objective);
  });
  return { objectives, issues };
}

function parseObjective(data: unknown, path: PathSegment[], index: number, issues: Issue[]): Objective | undefined {
  if (!isRecord(data)) {
    issues.push(valueIssue(path, 'must be a mapping with thresholds, such as {thresholds: {ttft_ms: {p95: 1500}}}'));
    return undefined;
  }
  unknownKeys(data, OBJECTIVE_KEYS, path, 'an objective', issues);

  let name = `SLO ${index + 1}`;
  if (data.name !== undefined) {
    if (typeof data.name === 'string' && data.name.trim() !== '') name = data.name.trim();
    else issues.push(valueIssue([...path, 'name'], 'must be non-empty text'));
  }

  let level: CheckLevel = 'error';
  if (data.level !== undefined) {
    if (LEVELS.includes(data.level as CheckLevel)) level = data.level as CheckLevel;
    else issues.push(valueIssue([...path, 'level'], 'must be "error" (fails the gate) or "warn" (reported only)'));
  }

  const at = data.at === undefined ? null : parseAt(data.at, [...path, 'at'], issues);
  const concurrency = at?.concurrency ?? null;
  const rate = at?.rate ?? null;
  const preconditions = data.when === undefined ? [] : parseWhen(data.when, [...path, 'when'], issues);

  const thresholds: Threshold[] = [];
  if (data.thresholds === undefined) {
    issues.push({ path, at: 'key', message: 'has no thresholds; add at least one, such as thresholds: {ttft_ms: {p95: 1500}}' });
  } else {
    thresholds.push(...parseThresholds(data.thresholds, [...path, 'thresholds'], issues));
  }
  return { name, index, path, concurrency, ...(rate !== null ? { rate } : {}), preconditions, level, thresholds };
}

function parseAt(data: unknown, path: PathSegment[], issues: Issue[]): { concurrency: number[] | null; rate: number[] | null } | null {
  const example = 'such as at: {concurrency: 8}, at: {concurrency: [8, 16]} or at: {rate: 2}';
  if (!isRecord(data)) {
    issues.push(valueIssue(path, `must be a mapping with concurrency or rate, ${example}`));
    return null;
  }
  const unknown = unknownKeys(data, ['concurrency', 'rate'], path, 'at', issues);
  if (data.concurrency === undefined && data.rate === undefined) {
    if (unknown === 0) issues.push({ path, at: 'key', message: `needs concurrency or rate, ${example}` });
    return null;
  }
  const read = (key: 'concurrency' | 'rate', what: string): number[] | null => {
    const value = data[key];
    if (value === undefined) return null;
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0 || !list.every((c): c is number => typeof c === 'number' && Number.isFinite(c))) {
      issues.push(valueIssue([...path, key], `must be ${what} or a list of them, ${example}`));
      return null;
    }
    return list;
  };
  const concurrency = read('concurrency', 'a concurrency level');
  const rate = read('rate', 'a request-rate level (requests/s)');
  if (concurrency === null && rate === null) return null;
  return { concurrency, rate };
}

function parseWhen(data: unknown, path: PathSegment[], issues: Issue[]): Threshold[] {
  const example = 'such as when: {output_tokens: {p95: 500}}';
  if (!isRecord(data)) {
    issues.push(valueIssue(path, `must be a mapping of workload bounds, ${example}`));
    return [];
  }
  const out: Threshold[] = [];
  for (const [metric, stats] of Object.entries(data)) {
    const mPath = [...path, metric];
    if (!(WORKLOAD_METRICS as readonly string[]).includes(metric)) {
      issues.push(unknownIssue(mPath, metric, WORKLOAD_METRICS, 'workload metric'));
      continue;
    }
    if (!isRecord(stats)) {
      issues.push(valueIssue(mPath, `must be a mapping of statistic to upper bound, such as ${metric}: {p95: 500}`));
      continue;
    }
    for (const [stat, limit] of Object.entries(stats)) {
      const sPath = [...mPath, stat];
      if (!isDistributionStat(stat)) {
        issues.push(unknownIssue(sPath, stat, DISTRIBUTION_STATS, `statistic of ${metric}`));
      } else if (typeof limit !== 'number' || !Number.isFinite(limit)) {
        issues.push(valueIssue(sPath, `must be a number: the most ${METRICS[metric as WorkloadMetric].unit} the objective was written for`));
      } else {
        out.push(threshold(metric as WorkloadMetric, stat, 'max', true, limit, sPath));
      }
    }
  }
  return out;
}

function parseThresholds(data: unknown, path: PathSegment[], issues: Issue[]): Threshold[] {
  if (!isRecord(data)) {
    issues.push(valueIssue(path, 'must be a mapping of metric to limits, such as {ttft_ms: {p95: 1500}}'));
    return [];
  }
  if (Object.keys(data).length === 0) {
    issues.push(valueIssue(path, 'is empty; add at least one limit, such as {ttft_ms: {p95: 1500}}'));
    return [];
  }
  const out: Threshold[] = [];
  for (const [metric, limits] of Object.entries(data)) {
    const mPath = [...path, metric];
    if (!isMetricName(metric)) {
      issues.push(unknownIssue(mPath, metric, METRIC_NAMES, 'metric'));
    } else if (METRICS[metric].kind === 'scalar') {
      out.push(...parseBounds(limits, metric, null, mPath, issues, `${metric}: {min: …}`));
    } else {
      out.push(...parseDistributionLimits(limits, metric, mPath, issues));
    }
  }
  return out;
}

function parseDistributionLimits(data: unknown, metric: MetricName, path: PathSegment[], issues: Issue[]): Threshold[] {
  if (!isRecord(data)) {
    const example = METRICS[metric].better === 'higher' ? `${metric}: {p50: {min: 20}}` : `${metric}: {p95: 1500}`;
    issues.push(valueIssue(path, `needs a statistic and its limit, such as ${example}`));
    return [];
  }
  const out: Threshold[] = [];
  for (const [stat, limit] of Object.entries(data)) {
    const sPath = [...path, stat];
    if (!isDistributionStat(stat)) {
      issues.push(unknownIssue(sPath, stat, DISTRIBUTION_STATS, `statistic of ${metric}`));
    } else if (typeof limit === 'number') {
      if (Number.isFinite(limit)) out.push(threshold(metric, stat, 'max', true, limit, sPath));
      else issues.push(valueIssue(sPath, 'must be a finite number'));
    } else if (isRecord(limit)) {
      out.push(...parseBounds(limit, metric, stat, sPath, issues, `${stat}: {min: …}`));
    } else {
      const forms = METRICS[metric].better === 'higher' ? '{min: …} for a floor or {max: …} for a ceiling' : 'a number (the most allowed) or {min: …, max: …}';
      issues.push(valueIssue(sPath, `must be ${forms}, in ${METRICS[metric].unit}`));
    }
  }
  return out;
}

function parseBounds(
  data: unknown, metric: MetricName, stat: DistributionStat | null, path: PathSegment[], issues: Issue[], example: string,
): Threshold[] {
  if (!isRecord(data)) {
    issues.push(valueIssue(path, `must be a mapping with min and/or max, such as ${example}`));
    return [];
  }
  const name = stat === null ? metric : `${metric}.${stat}`;
  const unknown = Object.keys(data).filter((key) => !(BOUND_KEYS as readonly string[]).includes(key));
  for (const key of unknown) {
    const hint = stat === null && isDistributionStat(key)
      ? `${metric} is one number per level, so it takes min and/or max, not a statistic`
      : `${name} takes only min and max`;
    issues.push({ path: [...path, key], at: 'key', message: `unknown bound "${key}": ${hint}` });
  }
  const out: Threshold[] = [];
  for (const bound of BOUND_KEYS) {
    const limit = data[bound];
    if (limit === undefined) continue;
    if (typeof limit === 'number' && Number.isFinite(limit)) out.push(threshold(metric, stat, bound, false, limit, [...path, bound]));
    else issues.push(valueIssue([...path, bound], 'must be a number'));
  }
  // An unknown key already says what belongs here; one problem per field is easier to act on.
  if (data.min === undefined && data.max === undefined && unknown.length === 0) {
    issues.push(valueIssue(path, `needs min and/or max, such as ${example}`));
  }
  return out;
}

function threshold(
  metric: MetricName, stat: DistributionStat | null, bound: 'min' | 'max', shorthand: boolean, limit: number, path: PathSegment[],
): Threshold {
  const name = stat === null ? metric : `${metric}.${stat}`;
  return { metric, stat, bound, shorthand, limit, source: `${name} ${bound === 'max' ? '<=' : '>='} ${limit}`, path };
}

/** Report keys outside `allowed`; returns how many there were. */
function unknownKeys(data: Record<string, unknown>, allowed: readonly string[], path: PathSegment[], what: string, issues: Issue[]): number {
  const unknown = Object.keys(data).filter((key) => !allowed.includes(key));
  for (const key of unknown) issues.push(unknownIssue([...path, key], key, allowed, `field of ${what}`));
  return unknown.length;
}

function unknownIssue(path: PathSegment[], name: string, allowed: readonly string[], what: string): Issue {
  const guess = closestName(name, allowed);
  const suggestion = guess === undefined ? '' : `did you mean "${guess}"? `;
  return { path, at: 'key', message: `unknown ${what} "${name}"; ${suggestion}use one of ${allowed.join(', ')}` };
}

function valueIssue(path: PathSegment[], message: string): Issue {
  return { path, at: 'value', message };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
