/**
 * The merged results.json before judging: the first shard's description of the run (endpoint,
 * workload, connectivity check, machine) with the whole sweep, the merged levels, every shard's
 * notes and hints, and `shards`. `checks`, `verdict`, `knee` and `baseline` are left empty for `judge`.
 */
import type { Results } from '../model/results.js';
import type { LevelStats } from '../model/level-stats.js';
import { RESULTS_SCHEMA_VERSION } from '../model/results.js';
import type { ShardFacts, ShardRecordLine } from '../model/shard.js';

/** One shard's folder as read by the front end (`io/shard-folders.ts`). */
export interface ShardFolder {
  /** The folder as the user named it, for messages. */
  dir: string;
  /** Its results.json, with `shard`. */
  results: Results & { shard: ShardFacts };
  /** Its shard-records.jsonl. */
  records: ShardRecordLine[];
}

/** The merged results, status as measured (`pass`, or `error` when no level could be merged). */
export function mergedResults(shards: readonly ShardFolder[], levels: LevelStats[], notes: readonly string[]): Results {
  const first = shards[0]!.results;
  const whole = first.shard.sweep;
  const startedMs = Math.min(...shards.map((s) => Date.parse(s.results.started_at)));
  const finishedMs = Math.max(...shards.map((s) => Date.parse(s.results.finished_at)));
  const incomplete = shards.some((s) => s.results.incomplete) || levels.length < first.shard.levels.length;
  const failedChecks = shards.filter((s) => s.results.preflight?.ok === false);
  const error: Results['error'] = levels.length > 0 ? null : {
    code: 'ENDPOINT_UNUSABLE',
    message: `No level was measured by every shard${failedChecks.length > 0 ? `; the connectivity check failed on shard ${failedChecks.map((s) => `${s.results.shard.index}/${s.results.shard.count}`).join(', ')}` : ''}.`,
    hint: shards.map((s) => s.results.error?.hint).find((h) => h) ?? null,
  };
  const { shard: _shard, ...rest } = structuredClone(first);
  return {
    ...rest,
    schema_version: RESULTS_SCHEMA_VERSION,
    status: error ? 'error' : 'pass',
    error,
    started_at: new Date(startedMs).toISOString(),
    finished_at: new Date(finishedMs).toISOString(),
    duration_s: Math.round(finishedMs - startedMs) / 1000,
    incomplete,
    stop_reason: incomplete ? shards.map((s) => s.results.stop_reason ?? null).find((r) => r !== null) ?? null : null,
    sweep: {
      concurrency: [...whole.concurrency], requests: whole.requests, warmup: whole.warmup, max_duration_s: whole.max_duration_s,
      ...(whole.rate.length > 0 ? { rate: [...whole.rate], max_concurrency: whole.max_concurrency, seed: null } : {}),
    },
    levels,
    // Whether the server's metrics were read: as the first shard that read them says, else the first shard.
    ...serverMetricsOf(shards),
    notes: [...notes, ...shardNotes(shards)],
    hints: Object.assign({}, ...shards.map((s) => s.results.hints)) as Results['hints'],
    checks: [],
    verdict: { fail_on: first.verdict.fail_on, failed: 0, warned: 0, unverified: 0, reason: null },
    knee: null,
    baseline: { status: 'not_configured', path: first.baseline.path, reasons: [], age: null, rows: [] },
    shards: {
      count: first.shard.count,
      start_at: first.shard.start_at,
      each: shards.map((s) => ({
        shard: `${s.results.shard.index}/${s.results.shard.count}`, host: s.results.shard.host, clock_synchronized: s.results.shard.clock_synchronized,
        status: s.results.status, started_at: s.results.started_at, finished_at: s.results.finished_at,
      })),
    },
  };
}

/** Each shard's notes once: as they are when every shard has it, else with the shards that have it. */
function shardNotes(shards: readonly ShardFolder[]): string[] {
  const by = new Map<string, string[]>();
  for (const s of shards) for (const n of new Set(s.results.notes)) by.set(n, [...(by.get(n) ?? []), `${s.results.shard.index}/${s.results.shard.count}`]);
  return [...by].map(([note, which]) => (which.length === shards.length ? note : `Shard ${which.join(', ')}: ${note}`));
}

/** results.json `server_metrics`: the first shard's that read the server, else the first shard's; nothing when no shard looked. */
function serverMetricsOf(shards: readonly ShardFolder[]): Pick<Results, 'server_metrics'> {
  const found = shards.find((s) => s.results.server_metrics?.status === 'read') ?? shards[0]!;
  return found.results.server_metrics === undefined ? {} : { server_metrics: structuredClone(found.results.server_metrics) };
}
