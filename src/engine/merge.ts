/**
 * `llm-slo-gate merge`: the shards of one sweep (`run --shard i/N`, each on its own machine)
 * pooled into one results.json, then judged, reported and kept as a baseline exactly like a
 * single run: the same `judge`, report and baseline ports.
 *
 * Shards are refused, naming the folders and the values, when they cannot be one sweep: another
 * plan (spec, flags) or tool version, another N, a shard missing or given twice, another common
 * start, or levels where the shards were not measuring at the same time for at least
 * `MIN_OVERLAP_SHARE` of the longest shard's time (docs/shards.md).
 */
import type { Plan } from '../spec/types.js';
import type { SpecLocator } from '../spec/locate.js';
import type { FailOn } from '../model/checks.js';
import type { Results } from '../model/results.js';
import type { LevelStats } from '../model/level-stats.js';
import { levelKey, levelName, sweepLevel } from '../model/level.js';
import { GateError } from '../errors.js';
import { exitCodeFor } from '../exit-codes.js';
import { judgedResults } from './assemble.js';
import { judge } from '../gate/judge.js';
import { renderReport, reportInputFromResults, type ReportOptions, type ReportSpec } from '../report/markdown.js';
import { mergedResults, type ShardFolder } from './merge-results.js';

export type { ShardFolder };
import { MIN_OVERLAP_SHARE, mergedLevel, overlapOf, type Overlap, type ShardPart } from './merge-levels.js';
import { readBaselines, refreshBaselines, type EnginePorts, type RunFiles, type SpecOutcome } from './run-spec.js';

export interface MergeRun {
  shards: ShardFolder[];
  /** The merge's plan: its gate judges the merged results (the sweep comes from the shards). */
  plan: Plan;
  /** SHA-256 of the merge's spec file; null when it has none. Must match the shards'. */
  specSha256: string | null;
  specFile: ReportSpec | null;
  locate?: SpecLocator;
  outDir: string;
  failOn: FailOn;
  updateBaseline: boolean;
  /** With `updateBaseline`: record the merged run as the anchor of `baseline.max_drift` (`--pin-baseline`). */
  pinBaseline?: boolean;
  runUrl?: string | null;
  reportOptions?: ReportOptions;
}

/** Merges, judges and writes the shards' results; throws GateError `USAGE` when the shards cannot be merged. */
export async function mergeShards(m: MergeRun, ports: EnginePorts): Promise<Extract<SpecOutcome, { kind: 'single' }>> {
  const shards = checkShards(m.shards, m.specSha256);
  const { levels, parts, notes, missing } = mergeLevels(shards);
  const found = (await readBaselines([{ name: '', plan: m.plan }], false, ports)).get('');
  const measured = mergedResults(shards, levels, [...notes, ...(found?.notes ?? [])]);
  const incomplete = measured.incomplete;
  const stopped = incomplete ? {
    code: 'SHARD_INCOMPLETE',
    message: missing.length > 0 ? `Not every shard measured every level: ${missing.join('; ')}.` : 'A shard stopped before it measured every level.',
    hint: 'Give every shard the whole sweep\'s time (sweep.max_duration_s) and look at the incomplete shard\'s log.',
  } : undefined;
  const judged = judge({
    results: measured, gate: m.plan.gate, baseline: found?.baseline, failOn: m.failOn, locate: m.locate, now: new Date(),
    ...(stopped ? { stopped } : {}), recordsBaseline: m.updateBaseline, ...(found?.configured ? { baselineAsked: true } : {}),
  });
  const results = judgedResults(measured, judged, found?.source);

  const files = await ports.outputs.open(m.outDir);
  await writeRequests(files, parts);
  await files.writeResults(results);
  const report = renderReport(reportInputFromResults(results, { spec: m.specFile, hints: results.hints, ...(m.runUrl !== undefined ? { runUrl: m.runUrl } : {}) }), m.reportOptions);
  await files.writeReport(report);
  ports.log.runDone?.('', results, files);
  const refused = m.updateBaseline
    ? await refreshBaselines(ports, [{ name: '', path: m.plan.gate.baseline.path, results, runs: m.plan.gate.baseline.runs ?? 1, pin: m.pinBaseline === true }])
    : null;
  return { kind: 'single', results, files, report, exitCode: exitCodeFor(results.status, results.verdict.on_inconclusive), baselineRefused: refused };
}

/** The merged requests.jsonl: each shard's lines, level by level (a rate level's times are each shard's own). */
async function writeRequests(files: RunFiles, parts: readonly { whole: LevelStats; parts: readonly ShardPart[] }[]): Promise<void> {
  for (const level of parts) {
    for (const p of level.parts) {
      const whole = sweepLevel(level.whole);
      await files.appendRequests({ level: whole, records: p.records, ...(whole.rate === undefined ? {} : { timings: p.timings }) });
    }
  }
}

/** The shards in index order, when they are one sweep; else a refusal naming what differs. */
function checkShards(folders: readonly ShardFolder[], specSha256: string | null): ShardFolder[] {
  if (folders.length === 0) throw new GateError('USAGE', 'merge needs the output folders of the shards.', { hint: 'Name each shard\'s folder: llm-slo-gate merge shard-1 shard-2 …' });
  const named = (f: ShardFolder): string => `${f.dir} (shard ${f.results.shard.index}/${f.results.shard.count})`;
  const hint = 'Every shard must run the same spec with the same flags, the same llm-slo-gate version and the same --start-at, with --shard 1/N to N/N.';
  const differ = (what: string, value: (f: ShardFolder) => string | number | null): void => {
    const values = new Set(folders.map(value));
    if (values.size <= 1) return;
    throw new GateError('USAGE', `The shards ran ${what}: ${folders.map((f) => `${named(f)} ${JSON.stringify(value(f))}`).join(', ')}.`, { hint });
  };
  differ('different llm-slo-gate versions', (f) => f.results.tool.version);
  differ('with different shard counts N', (f) => f.results.shard.count);
  differ('different sweeps (plan digest: endpoint, workload and sweep)', (f) => f.results.shard.plan_sha256);
  differ('different spec files (SHA-256)', (f) => f.results.shard.spec_sha256);
  differ('with different common starts (--start-at)', (f) => f.results.shard.start_at);
  const shardSpec = folders[0]!.results.shard.spec_sha256;
  if (specSha256 !== null && shardSpec !== null && specSha256 !== shardSpec) {
    throw new GateError('USAGE', `The merge's spec (SHA-256 ${specSha256}) is not the spec the shards ran (${shardSpec}).`, { hint: 'Merge with the same spec file the shards ran (--spec).' });
  }
  const count = folders[0]!.results.shard.count;
  const byIndex = new Map<number, ShardFolder[]>();
  for (const f of folders) byIndex.set(f.results.shard.index, [...(byIndex.get(f.results.shard.index) ?? []), f]);
  const twice = [...byIndex.values()].filter((fs) => fs.length > 1);
  if (twice.length > 0) throw new GateError('USAGE', `Shard ${twice.map((fs) => `${fs[0]!.results.shard.index}/${count} is given twice (${fs.map((f) => f.dir).join(', ')})`).join('; ')}.`, { hint: 'Name each shard\'s folder once.' });
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0) {
    throw new GateError('USAGE', `Shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} missing: the folders given (${folders.map(named).join(', ')}) hold ${folders.length} of ${count}.`, {
      hint: 'Merge only when every shard job uploaded its folder; a sweep with a shard missing holds only part of its load.',
    });
  }
  return [...folders].sort((a, b) => a.results.shard.index - b.results.shard.index);
}

/** Every level every shard measured, merged; refuses levels where the shards did not overlap enough. */
function mergeLevels(shards: readonly ShardFolder[]): {
  levels: LevelStats[]; parts: { whole: LevelStats; parts: ShardPart[] }[]; notes: string[]; missing: string[];
} {
  const levels: LevelStats[] = [];
  const parts: { whole: LevelStats; parts: ShardPart[] }[] = [];
  const missing: string[] = [];
  const apart: string[] = [];
  const overlaps: string[] = [];
  for (const [k, whole] of shards[0]!.results.shard.levels.entries()) {
    const key = levelKey(whole);
    const level = shards.map((s) => shardPart(s, key, k));
    const absent = shards.filter((_, i) => level[i] === undefined).map((s) => `shard ${s.results.shard.index}/${s.results.shard.count}`);
    if (absent.length > 0) {
      missing.push(`${absent.join(', ')} measured nothing at ${levelName(whole)}`);
      continue;
    }
    const present = level as ShardPart[];
    const overlap = overlapOf(present);
    if (overlap.overlapMs < MIN_OVERLAP_SHARE * overlap.longestMs || overlap.overlapMs <= 0) {
      apart.push(overlapProblem(levelName(whole), present, overlap));
      continue;
    }
    overlaps.push(`${levelName(whole)} ${(overlap.overlapMs / 1000).toFixed(1)} s (${Math.round((100 * overlap.overlapMs) / overlap.longestMs)} %)`);
    const merged = mergedLevel(whole, present, overlap);
    levels.push(merged);
    parts.push({ whole: merged, parts: present });
  }
  if (apart.length > 0) {
    throw new GateError('USAGE', `The shards did not measure at the same time: ${apart.join('; ')}. Their loads did not add up, so the merged figures would describe a lighter load than the level names.`, {
      hint: `Every shard must measure for at least ${MIN_OVERLAP_SHARE * 100} % of the longest shard's time together: give all shards the same --start-at, far enough ahead for the last one to be ready, on machines whose clocks are synchronised (NTP).`,
    });
  }
  const s0 = shards[0]!.results.shard;
  const notes = [
    `Merged from ${shards.length} shards (${shards.map((s) => `${s.results.shard.index}/${s.results.shard.count} on ${s.results.shard.host}`).join(', ')}), started together at ${s0.start_at}: `
      + `each level pools every shard's requests; its rates count what finished while every shard was measuring. Shards measured together: ${overlaps.join(', ') || 'no level'}.`,
  ];
  return { levels, parts, notes, missing };
}

/** One shard's records and summary at the level `key` (the `k`-th of the sweep); undefined when it measured nothing there. */
function shardPart(s: ShardFolder, key: string, k: number): ShardPart | undefined {
  const facts = s.results.shard;
  const mine = facts.levels[k];
  const lines = s.records.filter((l) => l.level === key);
  const own = s.results.levels.find((l) => levelKey(l) === levelKey({ concurrency: mine?.shard_concurrency ?? -1, rate: mine?.shard_rate ?? null }));
  if (mine === undefined || lines.length === 0 || own === undefined) return undefined;
  return {
    shard: `${facts.index}/${facts.count}`, dir: s.dir, originMs: facts.time_origin_ms,
    records: lines.map((l) => l.record), timings: lines.flatMap((l) => (l.timing ? [l.timing] : [])), own,
  };
}

/** `at concurrency 8 the shards overlapped 1.2 s, 30 % of the longest shard's 4.0 s (dir-a measured 12:00:01.2–…, …)` */
function overlapProblem(level: string, parts: readonly ShardPart[], o: Overlap): string {
  const share = Math.max(0, Math.round((100 * o.overlapMs) / o.longestMs));
  const spans = parts.map((p, i) => `${p.dir} (shard ${p.shard}) measured ${new Date(o.spans[i]!.fromMs).toISOString()} to ${new Date(o.spans[i]!.toMs).toISOString()}`).join(', ');
  const starts = o.spans.map((s) => s.fromMs);
  const gapS = (Math.max(...starts) - Math.min(...starts)) / 1000;
  const together = o.overlapMs > 0 ? `overlapped ${(o.overlapMs / 1000).toFixed(1)} s, ${share} %` : `did not overlap at all (${(-o.overlapMs / 1000).toFixed(1)} s apart)`;
  return `at ${level} the shards ${together} of the longest shard's ${(o.longestMs / 1000).toFixed(1)} s, below the ${MIN_OVERLAP_SHARE * 100} % needed; their starts were ${gapS.toFixed(1)} s apart (${spans})`;
}
