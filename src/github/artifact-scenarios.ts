/**
 * Where each scenario's baseline is inside a results artifact uploaded by a run with scenarios:
 * the scenario's own `<name>/results.json`, else its entry in the combined results.json, which
 * embeds every scenario's whole results. Pure: reads only the zip it is given.
 */
import { depth, inflateBudget, inflateZipEntry, listZipEntries, MAX_RESULTS_ENTRY_BYTES, type InflateBudget, type ZipEntryInfo } from '../io/results-zip.js';
import { isScenariosResults } from '../engine/scenario-results.js';
import { type ScenariosResults } from '../model/scenario-results.js';
import { scenarioDir } from '../spec/scenario-names.js';

/** What the zip holds for one scenario. */
export type ScenarioEntryRead =
  /** Its own results.json: `text` still to be parsed and checked. */
  | { kind: 'file'; entry: string; text: string }
  /** Its entry in the combined results.json `entry`: `results` still to be checked. */
  | { kind: 'embedded'; entry: string; results: unknown }
  /** Its own results.json (or the zip itself), which could not be unpacked. */
  | { kind: 'unreadable'; entry: string; problem: string }
  /** Nothing for this scenario, and why. */
  | { kind: 'absent'; reason: string };

/**
 * Reads what the zip holds for each of `names`. Never throws. `baselineFiles` names each
 * scenario's baseline file (`llm-slo-baseline-chat.json`): in its folder it is preferred to
 * results.json, since a run on the branch writes it there with the baseline's history.
 */
export function readScenarioEntries(zip: Uint8Array, names: readonly string[], maxBytes = MAX_RESULTS_ENTRY_BYTES,
  baselineFiles: ReadonlyMap<string, string> = new Map()): Map<string, ScenarioEntryRead> {
  const reads = new Map<string, ScenarioEntryRead>();
  const listed = listZipEntries(zip);
  if (!listed.ok) {
    // A broken zip is reported as an unreadable baseline, as for a single run, not passed over.
    for (const name of names) reads.set(name, { kind: 'unreadable', entry: `${scenarioDir(name)}/results.json`, problem: listed.problem });
    return reads;
  }
  const entries = listed.entries;
  // One budget for the whole zip: many lying entries cost no more than one.
  const budget = inflateBudget();
  let combined: { entry: string; results: ScenariosResults } | null | undefined;
  for (const name of names) {
    const baselineFile = baselineFiles.get(name);
    const own = (baselineFile ? ownFile(entries, name, baselineFile) : undefined) ?? ownFile(entries, name, 'results.json');
    if (own !== undefined) {
      const read = inflateZipEntry(zip, own, maxBytes, budget);
      reads.set(name, read.ok ? { kind: 'file', entry: read.entry, text: read.text } : { kind: 'unreadable', entry: own.name, problem: read.problem });
      continue;
    }
    // The combined file is read once, and only when some scenario has no file of its own.
    if (combined === undefined) combined = combinedResults(zip, entries, maxBytes, budget);
    reads.set(name, embedded(combined, name, entries));
  }
  return reads;
}

/** The scenario's own `file` (results.json): `<name>/<file>` at the root, else in the shallowest folder. */
function ownFile(entries: readonly ZipEntryInfo[], name: string, file: string): ZipEntryInfo | undefined {
  const tail = `${scenarioDir(name)}/${file}`;
  return entries.filter((e) => e.name === tail || e.name.endsWith(`/${tail}`))
    .sort((a, b) => depth(a.name) - depth(b.name) || a.name.localeCompare(b.name))[0];
}

/** The shallowest results.json that holds combined results; null when none does. */
function combinedResults(zip: Uint8Array, entries: readonly ZipEntryInfo[], maxBytes: number, budget: InflateBudget): { entry: string; results: ScenariosResults } | null {
  const candidates = entries.filter((e) => (e.name.split('/').at(-1) ?? '') === 'results.json')
    .sort((a, b) => depth(a.name) - depth(b.name) || a.name.localeCompare(b.name));
  for (const candidate of candidates) {
    const read = inflateZipEntry(zip, candidate, maxBytes, budget);
    if (!read.ok) continue;
    let data: unknown;
    try {
      data = JSON.parse(read.text);
    } catch {
      continue;
    }
    if (isScenariosResults(data)) return { entry: read.entry, results: data };
  }
  return null;
}

function embedded(combined: { entry: string; results: ScenariosResults } | null, name: string, entries: readonly ZipEntryInfo[]): ScenarioEntryRead {
  const own = `${scenarioDir(name)}/results.json`;
  if (combined === null) {
    const shown = entries.slice(0, 5).map((e) => e.name).join(', ');
    return { kind: 'absent', reason: `it has no ${own} and no combined results.json (${entries.length === 0 ? 'it is empty' : `it holds ${shown}${entries.length > 5 ? ', …' : ''}`})` };
  }
  const scenario = combined.results.scenarios.find((s) => s.name === name);
  if (scenario === undefined) {
    const listed = combined.results.scenarios.map((s) => s.name).join(', ');
    return { kind: 'absent', reason: `it has no ${own}, and its ${combined.entry} has no scenario ${name} (it has ${listed || 'none'})` };
  }
  if (scenario.results === null || scenario.results === undefined) {
    const why = scenario.status === 'not_run' ? 'was not run' : 'stopped with an error';
    return { kind: 'absent', reason: `it has no ${own}, and scenario ${name} ${why} in that run, so its ${combined.entry} holds no results for it` };
  }
  return { kind: 'embedded', entry: combined.entry, results: scenario.results };
}
