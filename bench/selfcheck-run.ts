/**
 * The self-check benchmark (`npm run bench:selfcheck`): is a level flagged client-bound exactly
 * when the client's own delay could move what is judged there? Everything runs through the
 * real CLI (`dist/cli.js` as a child process, as a user runs it).
 *
 * 1. Calibration against ground truth: the ground-truth server (`ground-truth/`) logs when it
 *    wrote every event; each request's figures are paired with the client's by `x-request-id`
 *    (`selfcheck/truth.ts`). The client runs idle, with a burner taking 25 %, 50 % and 95 % of
 *    its core (`selfcheck/burner.ts`), and with 256 and 512 streams at a 10 ms ITL (the most the
 *    ground-truth server keeps to its schedule on two cores). For every
 *    level: the real error of each judged figure next to the rule's bound on it, and the flag.
 * 2. The targets on the simulator at its defaults: 10 runs of the demo and 10 of the spec with
 *    concurrency [1, 2, 4, 8, 16] and the max_change below (after recording its baseline):
 *    levels flagged, regression checks left unjudged, the client's CPU share per level.
 */
import { cpus, loadavg } from 'node:os';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGroundTruth } from './ground-truth/spawn.js';
import type { GroundTruthConfig } from './ground-truth/protocol.js';
import { runCli, startSimulate, type CliRun } from './selfcheck/cli.js';
import { levelTruths, TRUTH_METRICS } from './selfcheck/truth.js';

const RESULTS_PATH = fileURLToPath(new URL('../../bench/results/selfcheck-latest.json', import.meta.url));

/** The allowed changes of the spec under test (from the report that started this benchmark). */
const MAX_CHANGE = '{ttft_ms.p50: "+15%", tpot_ms.p50: "+10%", tpm: "-10%"}';
/** Runs of each simulator spec. */
const SIM_RUNS = Number(process.env.SELFCHECK_RUNS ?? 10);
/**
 * Another build of the CLI (`dist/cli.js` of an earlier release) whose demo runs alternate with
 * this one's, for a before/after count under the same load; unset for none.
 */
const BEFORE_CLI = process.env.SELFCHECK_BEFORE_CLI;

/** One calibration condition: a ground-truth schedule, the sweep put on it and the burner. */
interface Condition {
  name: string;
  server: Pick<GroundTruthConfig, 'ttftMs' | 'itlMs' | 'tokens'>;
  concurrency: number[];
  requests: number;
  burn?: string;
}

/** A schedule like the simulator's defaults (21 ms prefill, 16 ms decode step, 32 tokens). */
const DEMO_LIKE = { ttftMs: 20, itlMs: 16, tokens: 32 };
const CONDITIONS: Condition[] = [
  { name: 'idle', server: DEMO_LIKE, concurrency: [1, 2, 4, 8, 16], requests: 24 },
  { name: 'burn 25%', server: DEMO_LIKE, concurrency: [1, 4, 16], requests: 24, burn: '5/15' },
  { name: 'burn 50%', server: DEMO_LIKE, concurrency: [1, 4, 16], requests: 24, burn: '10/10' },
  { name: 'burn 95%', server: DEMO_LIKE, concurrency: [1, 4, 16], requests: 24, burn: '19/1' },
  { name: 'streams', server: { ttftMs: 20, itlMs: 10, tokens: 32 }, concurrency: [256, 512], requests: 1024 },
];

function spec(baseUrl: string, model: string, concurrency: number[], requests: number, extra = ''): string {
  return `version: 1
endpoint: {base_url: "${baseUrl}", model: ${model}, timeout_s: 120}
workload: {prompt: "Explain in three sentences what a service level objective is.", max_tokens: 32}
sweep: {concurrency: [${concurrency.join(', ')}], requests: ${requests}, warmup: 2}
${extra}`;
}

function progress(text: string): void {
  process.stderr.write(`${text}\n`);
}

/** One level of one CLI run, as the benchmark reports it. */
interface LevelRow {
  condition: string;
  run: number;
  concurrency: number;
  cpu_share: number | null;
  loop_busy_share: number | null;
  loop_delay_p99_ms: number | null;
  idle_loop_delay_p99_ms: number | null;
  own_delay_mean_ms: number | null;
  own_delay_p99_ms: number | null;
  idle_own_delay_p99_ms: number | null;
  flagged: boolean;
  reason: string | null;
  /** Per judged figure: the rule's bound on the client's shift and the allowed change. */
  figures: Record<string, { shift_bound: number; allowed_change: number; error_ms?: number | null }>;
}

function rowsOf(condition: string, run: number, cli: CliRun): LevelRow[] {
  return cli.results.levels.map((l) => ({
    condition,
    run,
    concurrency: l.concurrency,
    cpu_share: l.client?.cpu_share ?? null,
    loop_busy_share: l.client?.loop_busy_share ?? null,
    loop_delay_p99_ms: l.client?.loop_delay_p99_ms ?? null,
    idle_loop_delay_p99_ms: l.client?.idle_loop_delay_p99_ms ?? null,
    own_delay_mean_ms: l.client?.own_delay_mean_ms ?? null,
    own_delay_p99_ms: l.client?.own_delay_p99_ms ?? null,
    idle_own_delay_p99_ms: l.client?.idle_own_delay_p99_ms ?? null,
    flagged: l.client?.bound === true,
    reason: l.client?.reason ?? null,
    figures: Object.fromEntries((l.client?.figures ?? []).map((f) => [f.metric, { shift_bound: f.shift_bound, allowed_change: f.allowed_change }])),
  }));
}

async function calibrate(work: string): Promise<{ rows: LevelRow[]; loads: Array<[number, number]> }> {
  const rows: LevelRow[] = [];
  const loads: Array<[number, number]> = [];
  for (const c of CONDITIONS) {
    const server = await startGroundTruth({ ...c.server, nearWindowMs: 2, nearMode: 'sleep' });
    try {
      const path = join(work, `gt-${rows.length}.yml`);
      // Every figure the truth is measured for is judged, so each gets a bound.
      await writeFile(path, spec(server.baseUrl, 'ground-truth', c.concurrency, c.requests,
        `baseline: {path: ${join(work, 'gt-base.json')}, max_change: {ttft_ms.p50: "+15%", tpot_ms.p50: "+10%", e2e_ms.p50: "+10%", ttft_ms.p95: "+15%"}}`));
      await server.take();
      const cli = await runCli(['run', '--spec', path], join(work, `gt-out-${rows.length}`), c.burn);
      const log = await server.take();
      loads.push(cli.load);
      const truths = levelTruths(cli.lines, log.requests);
      for (const row of rowsOf(c.name, 0, cli)) {
        const truth = truths.find((t) => t.concurrency === row.concurrency);
        for (const m of TRUTH_METRICS) if (row.figures[m] !== undefined) (row.figures[m] as { error_ms?: number | null }).error_ms = truth?.errorMs[m] ?? null;
        rows.push(row);
      }
      progress(`${c.name}: exit ${cli.code}, ${cli.wallS.toFixed(0)} s, load ${cli.load.map((x) => x.toFixed(2)).join(' → ')}`);
    } finally {
      await server.stop();
    }
  }
  return { rows, loads };
}

async function simulatorRuns(work: string): Promise<{ demo: LevelRow[]; before: LevelRow[]; issue: LevelRow[]; unjudged: number[]; judgedOf: number[]; loads: Array<[number, number]> }> {
  const demo: LevelRow[] = [];
  const before: LevelRow[] = [];
  const issue: LevelRow[] = [];
  const loads: Array<[number, number]> = [];
  for (let i = 0; i < SIM_RUNS; i++) {
    if (BEFORE_CLI !== undefined) {
      const old = await runCli(['demo'], join(work, `before-${i}`), undefined, BEFORE_CLI);
      before.push(...rowsOf('demo before', i, old));
      progress(`demo (before) ${i + 1}/${SIM_RUNS}: ${old.results.levels.filter((l) => l.client?.bound).length} of ${old.results.levels.length} levels flagged, load ${old.load.map((x) => x.toFixed(2)).join(' → ')}`);
    }
    const cli = await runCli(['demo'], join(work, `demo-${i}`));
    loads.push(cli.load);
    demo.push(...rowsOf('demo', i, cli));
    progress(`demo ${i + 1}/${SIM_RUNS}: ${cli.results.levels.filter((l) => l.client?.bound).length} of ${cli.results.levels.length} levels flagged, load ${cli.load.map((x) => x.toFixed(2)).join(' → ')}`);
  }
  const sim = await startSimulate();
  const unjudged: number[] = [];
  const judgedOf: number[] = [];
  try {
    const path = join(work, 'issue.yml');
    await writeFile(path, spec(sim.url, 'sim-model', [1, 2, 4, 8, 16], 24, `baseline: {path: ${join(work, 'issue-base.json')}, max_change: ${MAX_CHANGE}}`));
    await runCli(['run', '--spec', path, '--update-baseline'], join(work, 'issue-base'));
    for (let i = 0; i < SIM_RUNS; i++) {
      const cli = await runCli(['run', '--spec', path], join(work, `issue-${i}`));
      loads.push(cli.load);
      issue.push(...rowsOf('issue spec', i, cli));
      const regressions = cli.results.checks.filter((c) => c.kind === 'regression');
      unjudged.push(regressions.filter((c) => /client was busy/.test(c.reason ?? '')).length);
      judgedOf.push(regressions.length);
      progress(`issue spec ${i + 1}/${SIM_RUNS}: ${issue.filter((r) => r.run === i && r.flagged).length} levels flagged, `
        + `${unjudged[i]} of ${regressions.length} regression checks left unjudged as client-bound, load ${cli.load.map((x) => x.toFixed(2)).join(' → ')}`);
    }
  } finally {
    await sim.stop();
  }
  return { demo, before, issue, unjudged, judgedOf, loads };
}

const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const fx = (x: number | null | undefined, d = 2): string => (x === null || x === undefined ? '–' : x.toFixed(d));

function calibrationTable(rows: LevelRow[]): string[] {
  const out = ['condition   level  CPU    busy   loop p99  idle p99  own mean  own p99  idle own  flagged  ' + TRUTH_METRICS.map((m) => `${m} err/bound/allowed`.padEnd(26)).join('')];
  for (const r of rows) {
    out.push(`${r.condition.padEnd(11)} ${String(r.concurrency).padStart(5)}  ${fx(r.cpu_share).padStart(5)}  ${fx(r.loop_busy_share).padStart(5)}  ${fx(r.loop_delay_p99_ms, 1).padStart(8)}  ${fx(r.idle_loop_delay_p99_ms, 1).padStart(8)}  ${fx(r.own_delay_mean_ms, 2).padStart(8)}  ${fx(r.own_delay_p99_ms, 1).padStart(7)}  ${fx(r.idle_own_delay_p99_ms, 1).padStart(8)}  ${(r.flagged ? 'yes' : 'no').padEnd(7)}  `
      + TRUTH_METRICS.map((m) => {
        const f = r.figures[m];
        return (f === undefined ? '–' : `${fx(f.error_ms)}/${fx(f.shift_bound)}/${fx(f.allowed_change)}`).padEnd(26);
      }).join(''));
  }
  return out;
}

function perLevel(name: string, rows: LevelRow[]): string[] {
  const levels = [...new Set(rows.map((r) => r.concurrency))];
  return levels.map((c) => {
    const at = rows.filter((r) => r.concurrency === c);
    return `${name} c=${c}: flagged ${at.filter((r) => r.flagged).length}/${at.length}; CPU share median ${fx(median(at.map((r) => r.cpu_share ?? 0)), 3)} `
      + `(loop busy ${fx(median(at.map((r) => r.loop_busy_share ?? 0)), 3)}) `
      + `(max ${fx(Math.max(...at.map((r) => r.cpu_share ?? 0)), 3)}); loop p99 median ${fx(median(at.map((r) => r.loop_delay_p99_ms ?? 0)), 1)} ms`;
  });
}

export async function run(): Promise<number> {
  const work = await mkdtemp(join(tmpdir(), 'llm-slo-gate-selfcheck-'));
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  try {
    progress(`calibrating against ground truth (load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')})…`);
    const cal = await calibrate(work);
    process.stdout.write([
      'Self-check against ground truth: error = client figure − server-written figure (ms); bound = the rule\'s bound on the client\'s own shift; allowed = the change judged.',
      ...calibrationTable(cal.rows), '',
    ].join('\n') + '\n');
    const sim = await simulatorRuns(work);
    // The bound is sound when it covers what the client's own work added: the real error beyond
    // the idle client's at the same level (loopback, the server's read and the machine's
    // neighbours are in both).
    const idleError = (m: string, c: number): number => Math.max(0, cal.rows.find((r) => r.condition === 'idle' && r.concurrency === c)?.figures[m]?.error_ms ?? 0);
    const uncovered = cal.rows.flatMap((r) => Object.entries(r.figures)
      .filter(([m, f]) => r.condition !== 'idle' && f.error_ms !== undefined && f.error_ms !== null && f.error_ms - idleError(m, r.concurrency) > f.shift_bound && !r.flagged)
      .map(([m, f]) => `${r.condition} c=${r.concurrency} ${m}: error ${fx(f.error_ms)} ms, bound ${fx(f.shift_bound)} ms`));
    // How far the client's own work moved the medians, per ms of its mean own delay.
    const centralRatios = cal.rows.filter((r) => r.condition !== 'idle' && (r.own_delay_mean_ms ?? 0) > 0.05).flatMap((r) => ['ttft_ms.p50', 'e2e_ms.p50']
      .map((m) => ((r.figures[m]?.error_ms ?? 0) - idleError(m, r.concurrency)) / (r.own_delay_mean_ms as number)));
    const targets = {
      largest_added_median_error_per_mean_own_delay: centralRatios.length > 0 ? Math.max(...centralRatios) : null,
      demo_flagged_levels: sim.demo.filter((r) => r.flagged).length,
      demo_levels: sim.demo.length,
      ...(sim.before.length > 0 ? { before_demo_flagged_levels: sim.before.filter((r) => r.flagged).length, before_demo_levels: sim.before.length } : {}),
      issue_flagged_levels: sim.issue.filter((r) => r.flagged).length,
      issue_unjudged_checks: sim.unjudged.reduce((a, b) => a + b, 0),
      issue_regression_checks: sim.judgedOf.reduce((a, b) => a + b, 0),
      saturated_levels: cal.rows.filter((r) => r.condition === 'burn 95%').length,
      saturated_flagged: cal.rows.filter((r) => r.condition === 'burn 95%' && r.flagged).length,
      uncovered_errors: uncovered,
    };
    const lines = [
      `Simulator at its defaults, ${SIM_RUNS} runs each:`,
      ...perLevel('demo', sim.demo),
      ...(sim.before.length > 0 ? perLevel('demo before', sim.before) : []),
      ...perLevel('issue spec', sim.issue),
      '',
      `Targets: demo levels flagged ${targets.demo_flagged_levels} of ${targets.demo_levels} (want 0${sim.before.length > 0 ? `; before: ${targets.before_demo_flagged_levels} of ${targets.before_demo_levels}` : ''}); issue-spec levels flagged ${targets.issue_flagged_levels} (want 0), `
        + `regression checks left unjudged ${targets.issue_unjudged_checks} of ${targets.issue_regression_checks}; `
        + `burner at 95 %: ${targets.saturated_flagged} of ${targets.saturated_levels} levels flagged (want all).`,
      `Added TTFT/E2E p50 error per ms of mean own delay, over the loaded conditions: median ${fx(median(centralRatios))}, largest ${fx(targets.largest_added_median_error_per_mean_own_delay)}.`,
      uncovered.length === 0 ? 'Every real error beyond the idle client\'s is within its bound or on a flagged level.' : `Errors beyond their bound on unflagged levels: ${uncovered.join('; ')}`,
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${loadavg().map((x) => x.toFixed(2)).join(' ')} after.`,
    ];
    process.stdout.write(lines.join('\n') + '\n');
    await mkdir(join(RESULTS_PATH, '..'), { recursive: true });
    await writeFile(RESULTS_PATH, JSON.stringify({
      benchmark: 'selfcheck', date: startedAt, machine: { cpus: cpus().length, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
      runLoads: { calibration: cal.loads, simulator: sim.loads }, targets, calibration: cal.rows, demo: sim.demo, demoBefore: sim.before, issue: sim.issue,
    }, null, 2) + '\n');
    progress(`wrote ${RESULTS_PATH}`);
    const met = targets.demo_flagged_levels === 0 && targets.issue_flagged_levels === 0 && targets.saturated_flagged === targets.saturated_levels;
    return met ? 0 : 1;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
