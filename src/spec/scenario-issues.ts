/**
 * Checks of `scenarios` the JSON Schema cannot express: names unique (ignoring case, since they
 * name folders), a workload for every scenario, distinct baseline files, and the same gate and
 * workload checks a top-level section gets, pointed at the scenario's own lines.
 */
import { gateSpecIssues } from './gate-issues.js';
import { checkSpecData } from './checks.js';
import { sweepIssues } from './sweep-checks.js';
import { schemaAt } from './schema.js';
import { firstSentence, lowerFirst } from './explain.js';
import type { Issue, PathSegment } from './problem.js';
import { DEFAULT_BASELINE_PATH } from './gate-types.js';
import { scenarioBaselinePath } from './scenario-names.js';

type Data = Record<string, unknown>;

/** The sections a scenario may set, each replacing its top-level namesake whole. */
const SCENARIO_SECTIONS = ['workload', 'sweep', 'slos', 'baseline', 'knee', 'goodput'] as const;

const isRecord = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every problem of the spec's `scenarios` (and the top-level `workload` it may stand in for), with
 * paths from the spec's root. Safe on unvalidated data: wrong shapes are left to the schema.
 */
export function scenarioSpecIssues(data: unknown): Issue[] {
  if (!isRecord(data)) return [];
  const issues: Issue[] = [];
  const scenarios = Array.isArray(data.scenarios) ? data.scenarios : undefined;
  if (data.workload === undefined && scenarios === undefined) {
    // The schema requires workload only when there are no scenarios; the message is the schema's own.
    const about = schemaAt(['workload'])?.description;
    issues.push({ path: ['workload'], locate: [], at: 'key', message: about === undefined ? 'is required but missing' : `is required but missing — ${lowerFirst(firstSentence(about))}` });
  }
  if (scenarios === undefined) return issues;

  const seen = new Map<string, number>();
  const baselines = new Map<string, number>();
  const shared = isRecord(data.baseline) && typeof data.baseline.path === 'string' ? data.baseline.path : DEFAULT_BASELINE_PATH;
  scenarios.forEach((raw, i) => {
    if (!isRecord(raw)) return;
    const at = (...rest: PathSegment[]): PathSegment[] => ['scenarios', i, ...rest];
    const name = typeof raw.name === 'string' ? raw.name : undefined;
    if (name !== undefined) {
      const first = seen.get(name.toLowerCase());
      if (first !== undefined) {
        issues.push({
          path: at('name'), at: 'value',
          message: `"${name}" is already the name of scenarios[${first}]; give each scenario its own name (names tell apart output folders and baseline files, ignoring case)`,
        });
      } else seen.set(name.toLowerCase(), i);
    }
    if (raw.workload === undefined && data.workload === undefined) {
      issues.push({
        path: at('workload'), locate: at(), at: 'key',
        message: 'is required because the spec has no top-level workload; add a workload to this scenario, or a top-level workload that scenarios without one use',
      });
    }
    // The same checks the top-level sections get, on the spec this scenario runs (the shared
    // endpoint with its own sections), moved under this scenario. Issues of sections it takes
    // from the top level are the top level's own, already reported there.
    const sections = SCENARIO_SECTIONS.filter((k) => raw[k] !== undefined);
    const effective: Data = {};
    if (data.endpoint !== undefined) effective.endpoint = data.endpoint;
    if (data.reference !== undefined) effective.reference = data.reference;
    for (const key of sections) effective[key] = raw[key];
    // Goodput limits of the scenario's own sections are checked against the bounds it runs with.
    if (effective.goodput === undefined && data.goodput !== undefined) effective.goodput = data.goodput;
    const moved = [...checkSpecData(effective).issues, ...gateSpecIssues(effective), ...sweepIssues(effective)];
    for (const issue of moved) {
      if (!sections.includes(issue.path[0] as typeof SCENARIO_SECTIONS[number])) continue;
      issues.push({ ...issue, path: at(...issue.path), ...(issue.locate ? { locate: at(...issue.locate) } : {}) });
    }
    if (name !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) {
      const path = isRecord(raw.baseline) && typeof raw.baseline.path === 'string' ? raw.baseline.path : scenarioBaselinePath(shared, name);
      const first = baselines.get(path);
      if (first !== undefined) {
        issues.push({
          path: isRecord(raw.baseline) && typeof raw.baseline.path === 'string' ? at('baseline', 'path') : at('name'), at: 'value',
          message: `uses the baseline file ${path}, as scenarios[${first}] does; each scenario needs its own (leave baseline.path out to get one named after the scenario)`,
        });
      } else baselines.set(path, i);
    }
  });
  return issues;
}
