/**
 * Slow drift across merges, measured with real CLI runs (`npm run bench:verdict -- --drift`): how
 * soon the gate catches a decode that slows 4 % per merge, and how often it raises any alarm on
 * sequences where nothing changes.
 *
 * Each sequence starts from nothing, as a team that just added the README's two workflows: 3 runs
 * on "main" (`run --update-baseline --fail-on none`) record a 3-run history; then each of
 * `merges` merges is a pull request's run against the baseline file (exit code and checks as the
 * pull request's required check sees them), then the merge commit's run on main refreshing the
 * file. Every run restarts the simulator with a new seed (`llm-slo-gate simulate`, the "simulator
 * restarted per run" configuration). In a drift sequence the endpoint of merge k decodes 1.04^k
 * times slower (+21.7 % at the 5th merge); in an A/A sequence it never changes. Runs carry a
 * commit (GITHUB_SHA) and the pull request (the event payload, `Merge pull request #k …` on main),
 * as a workflow's do.
 *
 * Reported: per drift sequence, the merge at which a drift check first failed at `error` level
 * (in the pull request's run or in main's), median and 90th percentile, and the share caught by
 * the 5th merge; per A/A sequence, whether any alarm was raised: a failed drift check (any level)
 * or a step change reported by main's run; and, beside them, max_change failures and runs that
 * ended inconclusive.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Results } from '../../src/model/results.js';
import { decodeScaledFlags, startCliSimulator } from './endpoints.js';
import { runCli } from './cli-run.js';
import { formatShare, median, wilson } from './stats.js';

export interface DriftBenchOptions {
  cli: string;
  work: string;
  /** Drift sequences and A/A sequences. */
  sequences: { drift: number; aa: number };
  /** Merges per sequence. */
  merges: number;
  /** Slowdown of decode per merge in a drift sequence (1.04). */
  perMerge: number;
  concurrency: number[];
  requests: number;
  maxTokens: number;
  /** Sequences run at once (1: one after another). */
  jobs: number;
  /** Stop a drift sequence once caught (its later merges say nothing about when it was caught). */
  stopWhenCaught: boolean;
  seedBase: number;
}

/** The README's recommended spec, with max_drift on the metrics a slower decode moves. */
export const DRIFT_MAX_CHANGE: Record<string, string> = { 'ttft_ms.p50': '+15%', 'tpot_ms.p50': '+10%', tpm: '-10%' };
export const MAX_DRIFT: Record<string, string> = { 'tpot_ms.p50': '+15%', tpm: '-15%' };

export function driftSpecText(o: Pick<DriftBenchOptions, 'concurrency' | 'requests' | 'maxTokens'>): string {
  const map = (m: Record<string, string>): string => Object.entries(m).map(([k, v]) => `${k}: "${v}"`).join(', ');
  return `version: 1
endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Explain in three sentences what a service level objective is.", max_tokens: ${o.maxTokens}}
sweep: {concurrency: [${o.concurrency.join(', ')}], requests: ${o.requests}, warmup: 2}
baseline:
  path: baseline.json
  runs: 10
  max_change: {${map(DRIFT_MAX_CHANGE)}}
  max_drift: {${map(MAX_DRIFT)}}
`;
}

/** One run of a sequence, as the benchmark keeps it. */
export interface SequenceRun {
  merge: number;
  kind: 'main' | 'pr';
  exit_code: number;
  status: string;
  /** Drift checks that failed, with their level. */
  drift_failed: Array<{ metric: string; concurrency: number; level: string; change: number | null }>;
  max_change_failed: string[];
  /** Checks that ended inconclusive, `metric@concurrency`. */
  inconclusive: string[];
  change_points: number;
  /** The step changes reported (main's runs only): `metric@concurrency ±x %`. */
  steps: string[];
  wall_s: number;
}

export interface SequenceResult {
  kind: 'drift' | 'aa';
  index: number;
  runs: SequenceRun[];
  /** Drift: the merge at which a drift check first failed at error level; null when never. */
  caught_at: number | null;
  /** A/A: any failed drift check or reported step change. */
  alarm: boolean;
}

function summarize(merge: number, kind: SequenceRun['kind'], r: Results, exitCode: number, wallS: number): SequenceRun {
  return {
    merge, kind, exit_code: exitCode, status: r.status,
    drift_failed: r.checks.filter((c) => c.objective === 'drift' && c.status === 'fail')
      .map((c) => ({ metric: c.metric, concurrency: c.concurrency, level: c.level, change: c.change })),
    max_change_failed: r.checks.filter((c) => c.objective === 'baseline' && c.status === 'fail').map((c) => `${c.metric}@${c.concurrency}`),
    inconclusive: r.checks.filter((c) => c.status === 'inconclusive').map((c) => `${c.metric}@${c.concurrency}`),
    change_points: r.baseline.change_points?.length ?? 0,
    steps: (r.baseline.change_points ?? []).map((p) => `${p.metric}@${p.concurrency} ${p.change >= 0 ? '+' : ''}${(100 * p.change).toFixed(0)} %`),
    wall_s: wallS,
  };
}

async function runSequence(o: DriftBenchOptions, kind: 'drift' | 'aa', index: number): Promise<SequenceResult> {
  const dir = join(o.work, `${kind}-${index}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const spec = join(dir, 'llm-slo.yml');
  await writeFile(spec, driftSpecText(o));
  const baseline = join(dir, 'baseline.json');
  const result: SequenceResult = { kind, index, runs: [], caught_at: null, alarm: false };
  let n = 0;
  const once = async (merge: number, pr: 'pr' | 'main'): Promise<SequenceRun> => {
    n += 1;
    const factor = kind === 'drift' ? o.perMerge ** merge : 1;
    const seed = o.seedBase + (kind === 'drift' ? 0 : 100_000) + index * 1000 + n;
    const endpoint = await startCliSimulator(o.cli, 'same', seed, decodeScaledFlags(factor, seed));
    const event = join(dir, `event-${n}.json`);
    await writeFile(event, JSON.stringify(pr === 'pr' ? { pull_request: { number: merge } }
      : { head_commit: { message: merge === 0 ? 'Initial commit' : `Merge pull request #${merge} from acme/change-${merge}` } }));
    try {
      const run = await runCli(o.cli, join(dir, `${String(n).padStart(2, '0')}-${pr}-${merge}`), spec, endpoint.url, baseline, pr === 'main', undefined, {
        args: pr === 'main' ? ['--fail-on', 'none'] : [],
        env: { GITHUB_SHA: n.toString(16).padStart(40, '0'), GITHUB_REF: pr === 'main' ? 'refs/heads/main' : `refs/pull/${merge}/merge`, GITHUB_EVENT_PATH: event },
      });
      const s = summarize(merge, pr, run.results, run.exitCode, run.wallS);
      result.runs.push(s);
      const drift = s.drift_failed.map((d) => `${d.metric}@${d.concurrency} ${d.level} ${d.change === null ? '' : `${d.change >= 0 ? '+' : ''}${(100 * d.change).toFixed(1)} %`}`).join(', ');
      process.stderr.write(`${kind} ${index} merge ${merge} ${pr}: ${s.status} (exit ${s.exit_code})${drift ? ` drift: ${drift}` : ''}`
        + `${s.change_points > 0 ? ` change points: ${s.steps.join(', ')}` : ''}${s.max_change_failed.length > 0 ? ` max_change: ${s.max_change_failed.join(' ')}` : ''} ${run.wallS.toFixed(1)} s\n`);
      return s;
    } finally {
      await endpoint.stop();
    }
  };
  for (let i = 0; i < 3; i++) await once(0, 'main');
  for (let k = 1; k <= o.merges; k++) {
    for (const pr of ['pr', 'main'] as const) {
      const s = await once(k, pr);
      if (s.drift_failed.length > 0 || s.change_points > 0) result.alarm = true;
      if (result.caught_at === null && s.drift_failed.some((d) => d.level === 'error')) result.caught_at = k;
    }
    if (kind === 'drift' && o.stopWhenCaught && result.caught_at !== null) break;
  }
  await writeFile(join(dir, 'sequence.json'), JSON.stringify(result, null, 1) + '\n');
  return result;
}

/**
 * Runs every sequence, drift and A/A interleaved so both see the machine's load alike, `o.jobs`
 * sequences at a time. A run mostly waits on the simulator's timers, so several sequences fit on
 * two cores; what they take from each other is noise both kinds of sequence see alike, which makes
 * an alarm on an unchanged endpoint more likely and a drift harder to tell, not the reverse.
 */
export async function runDriftBench(o: DriftBenchOptions): Promise<SequenceResult[]> {
  const order: Array<['drift' | 'aa', number]> = [];
  for (let i = 0; i < Math.max(o.sequences.drift, o.sequences.aa); i++) {
    if (i < o.sequences.drift) order.push(['drift', i]);
    if (i < o.sequences.aa) order.push(['aa', i]);
  }
  const out: Array<SequenceResult | undefined> = new Array(order.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < order.length) {
      const at = next++;
      const [kind, index] = order[at]!;
      out[at] = await runSequence(o, kind, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.jobs) }, worker));
  return out.filter((r): r is SequenceResult => r !== undefined);
}

/** The p-quantile (nearest rank) of `xs`; Infinity for sequences never caught. */
function quantile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? Number.NaN;
}

/** The evidence table, Markdown. */
export function driftMarkdown(o: DriftBenchOptions, results: readonly SequenceResult[], context: { load: string; minutes: number }): string {
  const drift = results.filter((r) => r.kind === 'drift');
  const aa = results.filter((r) => r.kind === 'aa');
  const caught = drift.map((r) => r.caught_at ?? Infinity);
  const show = (x: number): string => (Number.isFinite(x) ? String(x) : `never (in ${o.merges})`);
  const by5 = wilson(drift.filter((r) => r.caught_at !== null && r.caught_at <= 5).length, drift.length);
  const aaRuns = aa.flatMap((r) => r.runs.filter((x) => x.merge > 0));
  const driftRuns = drift.flatMap((r) => r.runs.filter((x) => x.merge > 0));
  return [
    `# Drift across merges (${o.sequences.drift} drift and ${o.sequences.aa} A/A sequences of ${o.merges} merges)`,
    '',
    `Real CLI runs, the simulator restarted with a new seed per run; spec: concurrency [${o.concurrency.join(', ')}], ${o.requests} requests a level, `
      + `max_tokens ${o.maxTokens}, baseline.runs 10, max_change ${Object.entries(DRIFT_MAX_CHANGE).map(([k, v]) => `${k} ${v}`).join(', ')}, `
      + `max_drift ${Object.entries(MAX_DRIFT).map(([k, v]) => `${k} ${v}`).join(', ')}; each sequence from a fresh 3-run history; `
      + `drift: decode ×${o.perMerge} per merge; ${o.jobs === 1 ? 'one sequence at a time' : `${o.jobs} sequences at a time`}. ${context.load}; ${context.minutes.toFixed(0)} minutes. Shares with 95 % Wilson intervals.`,
    '',
    '| sequences | drift caught at merge: median | 90th percentile | caught by the 5th merge (+21.7 %) | A/A sequences with any alarm (drift or step change) | runs with a max_change failure | runs inconclusive (exit 4) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| drift ×${drift.length} | ${show(median(caught))} | ${show(quantile(caught, 0.9))} | ${formatShare(by5)} | – | `
      + `${driftRuns.filter((x) => x.max_change_failed.length > 0).length}/${driftRuns.length} | ${driftRuns.filter((x) => x.status === 'inconclusive').length}/${driftRuns.length} |`,
    `| A/A ×${aa.length} | – | – | – | ${formatShare(wilson(aa.filter((r) => r.alarm).length, aa.length))} | `
      + `${aaRuns.filter((x) => x.max_change_failed.length > 0).length}/${aaRuns.length} | ${aaRuns.filter((x) => x.status === 'inconclusive').length}/${aaRuns.length} |`,
    '',
    'Targets: drift caught by the 5th merge in ≥ 90 % of sequences; A/A sequences with any alarm ≤ 5 %.',
    '',
    ...alarmLines(aa),
    ...inconclusiveLines(aaRuns, 'A/A'),
  ].join('\n');
}

/** What each A/A alarm was: the failed drift checks and reported steps, per sequence. */
function alarmLines(aa: readonly SequenceResult[]): string[] {
  const lines = aa.filter((r) => r.alarm).map((r) => {
    const what = r.runs.flatMap((x) => [
      ...x.drift_failed.map((d) => `merge ${x.merge} ${x.kind}: drift ${d.metric}@${d.concurrency} (${d.level})`),
      ...(x.steps ?? []).map((step) => `merge ${x.merge} ${x.kind}: step ${step}`),
    ]);
    return `- A/A ${r.index}: ${what.join('; ')}`;
  });
  return lines.length === 0 ? [] : ['A/A alarms:', '', ...lines, ''];
}

/** Which checks left runs inconclusive, most often first. */
function inconclusiveLines(runs: readonly SequenceRun[], label: string): string[] {
  const counts = new Map<string, number>();
  for (const r of runs) for (const c of r.inconclusive ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  if (counts.size === 0) return [];
  const listed = [...counts].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ');
  return [`Checks inconclusive in ${label} runs (of ${runs.length}): ${listed}.`, ''];
}
