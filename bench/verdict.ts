/**
 * The verdict benchmark: how often the regression gate fails an unchanged endpoint, and how often
 * it catches a real slowdown, measured with real CLI runs (`node dist/cli.js run`, as users run
 * `llm-slo-gate run`) rather than synthetic samples.
 *
 *   npm run bench:verdict -- [--quick] [--aa N] [--slow N] [--warmup-runs N] [--runs R]
 *     [--configs sim-restart,sim-long,ground-truth,sim-ab,ground-truth-ab,llama] [--parallel] [--concurrency 1,8]
 *     [--requests N] [--max-tokens N] [--min-runs N] [--tag NAME] [--work DIR]
 *     [--fresh --histories H] [--cli PATH]
 *   npm run bench:verdict -- --drift [--drift-sequences 20] [--aa-sequences 20] [--merges 15]
 *     [--per-merge 1.04] [--keep-going] [--jobs N] [--seed-base N] [--concurrency 1,8] [--requests N] [--tag NAME] [--work DIR]
 *
 * `--drift` measures slow drift across merges instead (bench/verdict/drift.ts): sequences of
 * merges each slowing decode 4 % and A/A sequences, each from a fresh 3-run history, through the
 * real CLI; it writes bench/results/verdict-drift-<tag>.json and .md.
 *
 * Per configuration (the simulator restarted with a new seed for every run; one simulator kept
 * running; the ground-truth server with per-request jitter and a slow drift):
 *
 * 1. `--warmup-runs` runs on "main": each `run --update-baseline`, as the README's baseline
 *    workflow does, so the baseline file keeps the last `baseline.runs` runs.
 * 2. `--aa` A/A runs: the same endpoint, judged by the CLI against that baseline file; each is
 *    then also the next main-branch run (`--update-baseline`), as in a repository whose pull
 *    requests and pushes to main interleave.
 * 3. Spread among them, `--slow` runs of each slowed variant (decode 30 % slower; prefill 30 %
 *    slower), judged against a copy of the baseline at that moment.
 *
 * `--fresh` measures how a new gate starts instead: `--histories` times, the baseline file is
 * removed and `--runs` runs on "main" record a history from nothing, each `run --update-baseline`
 * judged by the CLI against the runs before it (the second run against one, the third against
 * two …), as the README's workflow on the main branch does after a team adds it. `--slow` runs
 * of each slowed variant are spread among them, each judged against a copy of the baseline at
 * that moment, whatever it holds. Every run's folder is kept under `--work` with a
 * `manifest.json` per configuration, so `bench/verdict-rejudge.ts` can judge the same runs again
 * by other rules.
 *
 * `--cli` runs another build of the CLI (a copy of dist/ made before a change, to measure it
 * while the tree is rebuilt).
 *
 * `llama` is the real engine: llama.cpp's llama-server as `npm run real-engine` built it (4 slots,
 * 1 thread), the tiny model kept running for the main and A/A runs and the slowed model (about
 * 1.6 times slower per token) for the slowed-decode runs; it has no slower-prefill variant.
 *
 * `sim-ab` and `ground-truth-ab` are same-run A/B instead: each run measures the endpoint and a
 * reference of the same settings (its own long-lived process) at once (`--reference-url`) and
 * is judged against the reference; no baseline file, no runs on main.
 *
 * Every run is also judged again by the other methods (`methods.ts`) against the same earlier
 * main-branch runs. The spec is the README's recommended one (`baseline.runs: 10`, the three
 * `max_change` limits, every other field at its default), self-check included, so the figures are
 * what a user who copies it gets.
 *
 * Writes bench/results/verdict-<tag>.json and .md and prints the Markdown.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Results } from '../src/model/results.js';
import { parseMetricPath, readMetric, type MetricRef } from '../src/metrics/catalogue.js';
import { endpointPool, GROUND_TRUTH, isSameRun, variantsOf, type ConfigurationName, type Variant } from './verdict/endpoints.js';
import { runCli } from './verdict/cli-run.js';
import { judgeBy, outcomeOf, type Method, type Outcome } from './verdict/methods.js';
import { formatShare, median, wilson } from './verdict/stats.js';
import { driftMarkdown, driftSpecText, runDriftBench, type DriftBenchOptions } from './verdict/drift.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    aa: { type: 'string' },
    slow: { type: 'string' },
    'warmup-runs': { type: 'string' },
    runs: { type: 'string' },
    'min-runs': { type: 'string' },
    configs: { type: 'string' },
    parallel: { type: 'boolean' },
    concurrency: { type: 'string' },
    requests: { type: 'string' },
    'max-tokens': { type: 'string' },
    tag: { type: 'string' },
    work: { type: 'string' },
    fresh: { type: 'boolean' },
    histories: { type: 'string' },
    cli: { type: 'string' },
    drift: { type: 'boolean' },
    'drift-sequences': { type: 'string' },
    'aa-sequences': { type: 'string' },
    merges: { type: 'string' },
    'per-merge': { type: 'string' },
    'keep-going': { type: 'boolean' },
    jobs: { type: 'string' },
    'seed-base': { type: 'string' },
  },
});
const quick = values.quick === true;
const int = (v: string | undefined, fallback: number): number => (v === undefined ? fallback : Number.parseInt(v, 10));
const AA = int(values.aa, quick ? 6 : 40);
const SLOW = int(values.slow, quick ? 2 : 20);
const RUNS = int(values.runs, 10);
const MIN_RUNS = int(values['min-runs'], 2);
const WARMUP_RUNS = int(values['warmup-runs'], quick ? 3 : RUNS);
const CONFIGS = (values.configs ?? 'sim-restart,sim-long,ground-truth').split(',') as ConfigurationName[];
const CONCURRENCY = (values.concurrency ?? '1,8').split(',').map(Number);
const REQUESTS = int(values.requests, 32);
const MAX_TOKENS = int(values['max-tokens'], 16);
const TAG = values.tag ?? (quick ? 'quick' : 'latest');
const FRESH = values.fresh === true;
const HISTORIES = int(values.histories, 3);
const CONFIDENCE = 0.95;
const MAX_CHANGE: Record<string, string> = { 'ttft_ms.p50': '+15%', 'tpot_ms.p50': '+10%', tpm: '-10%' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = values.cli ?? join(ROOT, 'dist', 'cli.js');

/** The methods every run is judged by; the spec's own (`baseline.runs: RUNS`) is the CLI's verdict. */
const METHODS: Method[] = [
  { name: 'one run, per-request intervals', runs: 1, minRuns: 1, covers: "this run's and the baseline run's requests only" },
  { name: `one run, min_runs ${MIN_RUNS}`, runs: 1, minRuns: MIN_RUNS, covers: 'nothing it can judge: inconclusive, record more runs' },
  ...[3, 5, 10].filter((r) => r <= Math.max(WARMUP_RUNS, 1) || r === RUNS).map((r) => ({
    name: `history of ${r} runs`, runs: r, minRuns: MIN_RUNS, covers: `between-run spread of ${r} baseline runs`,
  })),
];

function specText(): string {
  const change = Object.entries(MAX_CHANGE).map(([k, v]) => `${k}: "${v}"`).join(', ');
  return `version: 1
endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model}
workload: {prompt: "Explain in three sentences what a service level objective is.", max_tokens: ${MAX_TOKENS}}
sweep: {concurrency: [${CONCURRENCY.join(', ')}], requests: ${REQUESTS}, warmup: 2}
baseline:
  path: baseline.json
  runs: ${RUNS}
${MIN_RUNS === 2 ? '' : `  min_runs: ${MIN_RUNS}\n`}  confidence: ${CONFIDENCE}
  max_change: {${change}}
`;
}

/** One measured run and every method's verdict on it. */
export interface RunRecord {
  kind: 'main' | 'aa' | Exclude<Variant, 'same'>;
  index: number;
  /** The run's folder, relative to the configuration's: its results.json is `<dir>/out/results.json`. */
  dir: string;
  /** With `--fresh`, which history (0, 1 …) the run belongs to or was judged against. */
  history?: number;
  /** Runs the baseline held when the CLI judged this run (0: no baseline file yet). */
  history_runs: number;
  wall_s: number;
  sweep_s: number;
  exit_code: number;
  status: string;
  /** The CLI's own verdict (the spec's method). */
  cli: Outcome;
  /** Per method name; absent for the first main runs, which have nothing to be judged against. */
  methods: Record<string, Outcome>;
  /** p50 TTFT and TPOT (ms) and TPM per level, for the spread between runs. */
  levels: Array<{ concurrency: number; ttft_ms_p50: number | null; tpot_ms_p50: number | null; tpm: number | null }>;
}

interface ConfigurationResult {
  name: ConfigurationName;
  load_before: string;
  load_after: string;
  started_at: string;
  minutes: number;
  runs: RunRecord[];
  /** A/A runs where re-judging by the spec's method disagreed with the CLI's own verdict. */
  cli_mismatches: number;
}

const REFS = ['ttft_ms.p50', 'tpot_ms.p50', 'tpm'].map((p) => parseMetricPath(p) as MetricRef);

function levelFigures(r: Results): RunRecord['levels'] {
  return r.levels.map((l) => ({
    concurrency: l.concurrency,
    ttft_ms_p50: readMetric(l, REFS[0] as MetricRef),
    tpot_ms_p50: readMetric(l, REFS[1] as MetricRef),
    tpm: readMetric(l, REFS[2] as MetricRef),
  }));
}

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`;
  }
}

const same = (a: Outcome, b: Outcome): boolean => a.failed === b.failed && a.inconclusive === b.inconclusive
  && a.failedMetrics.join() === b.failedMetrics.join();

async function runConfiguration(name: ConfigurationName, seedBase: number, work: string): Promise<ConfigurationResult> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  const spec = join(dir, 'llm-slo.yml');
  await writeFile(spec, specText());
  const baselineFile = join(dir, 'baseline.json');
  const pool = endpointPool(name, CLI, MAX_TOKENS, seedBase);
  // Same-run A/B: a reference of the same settings in its own process, measured alongside.
  const references = isSameRun(name) ? endpointPool(name, CLI, MAX_TOKENS, seedBase + 500) : undefined;
  const specMethod: Method = { name: 'cli', runs: RUNS, minRuns: MIN_RUNS, covers: '' };
  const slowPrefill = variantsOf(name).includes('slow-prefill');
  const started = Date.now();
  const result: ConfigurationResult = {
    name, load_before: uptime(), load_after: '', started_at: new Date().toISOString(), minutes: 0, runs: [], cli_mismatches: 0,
  };
  const mainRuns: Results[] = [];
  let runNo = 0;
  let history: number | undefined;
  const manifest = async (): Promise<void> => {
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ name, spec: specText(), fresh: FRESH, runs: result.runs }, null, 1) + '\n');
  };
  const measure = async (kind: RunRecord['kind'], index: number): Promise<RunRecord> => {
    const variant: Variant = kind === 'main' || kind === 'aa' ? 'same' : kind;
    const endpoint = await pool.acquire(variant, runNo++);
    const runDir = join(dir, `${kind}-${index}`);
    const reference = references === undefined ? undefined : await references.acquire('same', runNo);
    let usedBaseline = baselineFile;
    if (variant !== 'same' && reference === undefined) {
      usedBaseline = join(runDir, 'baseline-copy.json');
      await mkdir(runDir, { recursive: true });
      await copyFile(baselineFile, usedBaseline);
    }
    try {
      const run = await runCli(CLI, runDir, spec, endpoint.url, usedBaseline, variant === 'same' && reference === undefined, reference?.url);
      const methods: Record<string, Outcome> = {};
      if (mainRuns.length > 0 && kind !== 'main') {
        for (const m of METHODS) methods[m.name] = outcomeOf(judgeBy(m, mainRuns, run.results, MAX_CHANGE, CONFIDENCE));
        if (kind === 'aa' && !same(outcomeOf(judgeBy(specMethod, mainRuns, run.results, MAX_CHANGE, CONFIDENCE)), outcomeOf(run.results.checks))) {
          result.cli_mismatches += 1;
        }
      }
      if (variant === 'same' && reference === undefined) mainRuns.push(run.results);
      const record: RunRecord = {
        kind, index, dir: `${kind}-${index}`, ...(history === undefined ? {} : { history }),
        history_runs: run.results.baseline.status === 'compared' ? run.results.baseline.runs ?? 1 : 0,
        wall_s: run.wallS, sweep_s: run.results.duration_s, exit_code: run.exitCode, status: run.results.status,
        cli: outcomeOf(run.results.checks), methods, levels: levelFigures(run.results),
      };
      result.runs.push(record);
      await manifest();
      const cliText = record.cli.failed ? `FAIL ${record.cli.failedMetrics.join(' ')}` : record.cli.inconclusive ? 'inconclusive' : 'pass';
      process.stderr.write(`${name} ${kind} ${index}: ${cliText} (exit ${run.exitCode}, ${run.results.status}, history ${record.history_runs}, ${run.wallS.toFixed(1)} s)\n`);
      return record;
    } finally {
      await pool.release(endpoint);
      if (reference !== undefined) await references?.release(reference);
    }
  };
  try {
    if (FRESH && references === undefined) {
      // Histories recorded from nothing: the main-branch runs are the trials, slowed runs among them.
      const total = HISTORIES * RUNS;
      const every = SLOW > 0 ? Math.max(1, Math.floor(total / SLOW)) : Infinity;
      let slowDone = 0;
      for (let h = 0; h < HISTORIES; h++) {
        history = h;
        await rm(baselineFile, { force: true });
        for (let k = 0; k < RUNS; k++) {
          const i = h * RUNS + k;
          await measure('main', i);
          if ((i + 1) % every === 0 && slowDone < SLOW) {
            await measure('slow-decode', slowDone);
            if (slowPrefill) await measure('slow-prefill', slowDone);
            slowDone += 1;
          }
        }
      }
      result.load_after = uptime();
      result.minutes = (Date.now() - started) / 60_000;
      return result;
    }
    // A same-run reference needs no stored baseline, hence no runs on main first.
    for (let i = 0; i < (references === undefined ? WARMUP_RUNS : 0); i++) await measure('main', i);
    const every = SLOW > 0 ? Math.max(1, Math.floor(AA / SLOW)) : Infinity;
    let slowDone = 0;
    for (let i = 0; i < AA; i++) {
      await measure('aa', i);
      if ((i + 1) % every === 0 && slowDone < SLOW) {
        await measure('slow-decode', slowDone);
        if (slowPrefill) await measure('slow-prefill', slowDone);
        slowDone += 1;
      }
    }
    for (; slowDone < SLOW; slowDone++) {
      await measure('slow-decode', slowDone);
      if (slowPrefill) await measure('slow-prefill', slowDone);
    }
  } finally {
    await Promise.all([pool.close(), references?.close()]);
  }
  result.load_after = uptime();
  result.minutes = (Date.now() - started) / 60_000;
  return result;
}

/** One table row per configuration and method. */
function table(results: ConfigurationResult[]): string {
  const lines = [
    '| configuration | method (noise the interval covers) | A/A runs failed | A/A runs inconclusive | slower decode: TPOT p50 caught | slower decode: TPM caught | prefill 30 % slower: TTFT p50 caught | resolution TTFT p50 / TPOT p50 / TPM (median) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const c of results) {
    for (const m of [{ name: 'CLI verdict', covers: `the spec: baseline.runs ${RUNS}, min_runs ${MIN_RUNS}` } as Pick<Method, 'name' | 'covers'>, ...METHODS]) {
      const pick = (r: RunRecord): Outcome | undefined => (m.name === 'CLI verdict' ? r.cli : r.methods[m.name]);
      const of = (kind: RunRecord['kind']): Outcome[] => c.runs.filter((r) => r.kind === kind).map(pick).filter((o): o is Outcome => o !== undefined);
      const aa = of('aa');
      const decode = of('slow-decode');
      const prefill = of('slow-prefill');
      if (aa.length + decode.length + prefill.length === 0) continue;
      const covers = m.name === 'CLI verdict' && isSameRun(c.name) ? 'same-run reference: both endpoints measured at once' : m.covers;
      const caught = (os: Outcome[], metric: string) => formatShare(wilson(os.filter((o) => o.failedMetrics.includes(metric)).length, os.length));
      const res = (metric: string): string => {
        const xs = aa.map((o) => o.resolution[metric]).filter((x): x is number => x !== undefined);
        return xs.length === 0 ? '–' : `±${(100 * median(xs)).toFixed(0)} %`;
      };
      lines.push(`| ${c.name} | ${m.name} (${covers}) | ${formatShare(wilson(aa.filter((o) => o.failed).length, aa.length))} | `
        + `${formatShare(wilson(aa.filter((o) => o.inconclusive).length, aa.length))} | ${caught(decode, 'tpot_ms.p50')} | ${caught(decode, 'tpm')} | `
        + `${caught(prefill, 'ttft_ms.p50')} | ${res('ttft_ms.p50')} / ${res('tpot_ms.p50')} / ${res('tpm')} |`);
    }
  }
  return lines.join('\n');
}

/** The spread of each level's p50s between the A/A runs of a configuration: what a one-run interval cannot see. */
function spreadTable(results: ConfigurationResult[]): string {
  const lines = ['| configuration | level | TTFT p50 between runs: median (min–max), sd of log | TPOT p50 between runs | TPM between runs |', '| --- | --- | --- | --- | --- |'];
  for (const c of results) {
    const runs = c.runs.filter((r) => r.kind === 'aa' || r.kind === 'main');
    for (const level of CONCURRENCY) {
      const cell = (key: 'ttft_ms_p50' | 'tpot_ms_p50' | 'tpm'): string => {
        const xs = runs.map((r) => r.levels.find((l) => l.concurrency === level)?.[key]).filter((x): x is number => typeof x === 'number' && x > 0);
        if (xs.length < 2) return '–';
        const logs = xs.map(Math.log);
        const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
        const sd = Math.sqrt(logs.reduce((a, y) => a + (y - mean) ** 2, 0) / (logs.length - 1));
        const f = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
        return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))}), ${(100 * sd).toFixed(1)} %`;
      };
      lines.push(`| ${c.name} | concurrency ${level} | ${cell('ttft_ms_p50')} | ${cell('tpot_ms_p50')} | ${cell('tpm')} |`);
    }
  }
  return lines.join('\n');
}

/**
 * With `--fresh`: the CLI's verdicts on the main-branch runs by the number of runs the history
 * held when each was judged (0: no baseline file yet), and on the slowed runs likewise.
 */
function freshTable(results: ConfigurationResult[]): string {
  const lines = [
    '| configuration | runs | history held | status pass / inconclusive / fail (exit 0 / 4 / 1) | some regression check failed | some regression check inconclusive |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const bucket = (k: number): string => (k <= 2 ? String(k) : k <= 4 ? '3–4' : k <= 9 ? '5–9' : '10');
  for (const c of results) {
    for (const kind of ['main', 'slow-decode', 'slow-prefill'] as const) {
      const runs = c.runs.filter((r) => r.kind === kind);
      for (const b of [...new Set(runs.map((r) => bucket(r.history_runs)))].sort((x, y) => Number.parseInt(x, 10) - Number.parseInt(y, 10))) {
        const rs = runs.filter((r) => bucket(r.history_runs) === b);
        const n = (s: string): number => rs.filter((r) => r.status === s).length;
        lines.push(`| ${c.name} | ${kind === 'main' ? 'main (A/A)' : kind} | ${b} | ${n('pass')} / ${n('inconclusive')} / ${n('fail')} of ${rs.length} | `
          + `${rs.filter((r) => r.cli.failed).length} (${[...new Set(rs.flatMap((r) => r.cli.failedMetrics))].join(', ') || '–'}) | ${rs.filter((r) => r.cli.inconclusive).length} |`);
      }
    }
  }
  return lines.join('\n');
}

function markdown(results: ConfigurationResult[]): string {
  const wall = (c: ConfigurationResult, key: 'wall_s' | 'sweep_s'): string => median(c.runs.filter((r) => r.kind === (FRESH ? 'main' : 'aa')).map((r) => r[key])).toFixed(1);
  return [
    `# Verdict benchmark (${TAG})`,
    '',
    `Real CLI runs (\`node dist/cli.js run\`), spec: concurrency [${CONCURRENCY.join(', ')}], ${REQUESTS} requests a level, max_tokens ${MAX_TOKENS}, `
      + `max_change ${Object.entries(MAX_CHANGE).map(([k, v]) => `${k} ${v}`).join(', ')}, confidence ${CONFIDENCE}, baseline.runs ${RUNS}, min_runs ${MIN_RUNS}; `
      + (FRESH ? `${HISTORIES} histories of ${RUNS} main-branch runs recorded from nothing, and ${SLOW} runs of each slowed endpoint among them, per configuration. ` : `${WARMUP_RUNS} main-branch runs first, then ${AA} A/A runs (each then the next main run) and ${SLOW} runs of each slowed endpoint per configuration. `)
      + 'Every other spec field at its default, the client-bound self-check included. '
      + `Ground truth: TTFT ${GROUND_TRUTH.ttftMs} ms, ITL ${GROUND_TRUTH.itlMs} ms, per-request jitter σ ${GROUND_TRUTH.jitter} (log), drift ±${100 * GROUND_TRUTH.driftAmplitude} % over ${GROUND_TRUTH.driftPeriodS} s. `
      + (CONFIGS.includes('llama') ? 'Real engine (llama): llama.cpp\'s llama-server, 4 slots, 1 thread, the tiny model; its slower decode is the slowed model (about 1.6 times slower per token), the others\' is 30 % slower; it has no slower-prefill variant. ' : 'Slower decode: 30 % slower. ')
      + 'Shares with 95 % Wilson intervals.',
    '',
    ...(FRESH ? [`Fresh histories (${HISTORIES} per configuration, each of ${RUNS} runs recorded from nothing): the CLI's verdict on each run by the runs its baseline held.`, '', freshTable(results), ''] : []),
    table(results),
    '',
    '| configuration | wall time of one run (median) | sweep time (median) | re-judging ≠ CLI verdict | load before | load after | minutes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map((c) => `| ${c.name} | ${wall(c, 'wall_s')} s | ${wall(c, 'sweep_s')} s | ${c.cli_mismatches} | ${c.load_before.replace(/.*load average/, 'load average')} | ${c.load_after.replace(/.*load average/, 'load average')} | ${c.minutes.toFixed(1)} |`),
    '',
    'Spread between runs (main and A/A runs, same endpoint):',
    '',
    spreadTable(results),
    '',
  ].join('\n');
}

// Every run's folder (spec, results.json, baseline copies) is kept when --work names one.
const work = values.work ?? await mkdtemp(join(tmpdir(), 'llm-slo-verdict-'));
if (values.drift === true) {
  const options: DriftBenchOptions = {
    cli: CLI, work, concurrency: CONCURRENCY, requests: REQUESTS, maxTokens: MAX_TOKENS, seedBase: int(values['seed-base'], 4000),
    sequences: { drift: int(values['drift-sequences'], 20), aa: int(values['aa-sequences'], 20) },
    merges: int(values.merges, 15), jobs: int(values.jobs, 1), perMerge: Number(values['per-merge'] ?? '1.04'), stopWhenCaught: values['keep-going'] !== true,
  };
  const started = Date.now();
  const before = uptime();
  try {
    const sequences = await runDriftBench(options);
    const md = driftMarkdown(options, sequences, { load: `load before: ${before.replace(/.*load average/, 'load average')}; after: ${uptime().replace(/.*load average/, 'load average')}`, minutes: (Date.now() - started) / 60_000 });
    const outDir = join(ROOT, 'bench', 'results');
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, `verdict-drift-${TAG}.md`), md);
    await writeFile(join(outDir, `verdict-drift-${TAG}.json`), JSON.stringify({ tag: TAG, spec: driftSpecText(options), options, sequences }, null, 1) + '\n');
    console.log(md);
  } finally {
    if (values.work === undefined) await rm(work, { recursive: true, force: true });
  }
  process.exit(0);
}
try {
  const seeds: Record<ConfigurationName, number> = { 'sim-restart': 1000, 'sim-long': 7, 'ground-truth': 3, 'sim-ab': 21, 'ground-truth-ab': 31, llama: 1 };
  const results = values.parallel
    ? await Promise.all(CONFIGS.map((c) => runConfiguration(c, seeds[c], work)))
    : await CONFIGS.reduce<Promise<ConfigurationResult[]>>(async (acc, c) => [...(await acc), await runConfiguration(c, seeds[c], work)], Promise.resolve([]));
  const md = markdown(results);
  const outDir = join(ROOT, 'bench', 'results');
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, `verdict-${TAG}.md`), md);
  await writeFile(join(outDir, `verdict-${TAG}.json`), JSON.stringify({
    tag: TAG, spec: specText(), fresh: FRESH, histories: HISTORIES, aa: AA, slow: SLOW, warmup_runs: WARMUP_RUNS, methods: METHODS, configurations: results,
  }, null, 1) + '\n');
  console.log(md);
} finally {
  if (values.work === undefined) await rm(work, { recursive: true, force: true });
}
process.exit(0);
