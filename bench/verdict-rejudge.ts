/**
 * The verdict benchmark's runs judged again by other rules for the spread of a history's runs:
 * every rule sees exactly the same measured runs (each run's results.json, kept by
 * `bench/verdict.ts --fresh --work DIR`), so their differences are the rules', not the machine's.
 *
 *   node build/bench/verdict-rejudge.js --work DIR [--configs a,b] [--rules 'NAME;NAME…'] [--tag NAME]
 *
 * For each configuration and rule, with the gate's own `judge` (the spec's plan: `baseline.runs`,
 * `min_runs`, `max_change`, the client-bound self-check), and the history built the way
 * `--update-baseline` builds it (`nextBaseline`):
 *
 * - **Recording a history from nothing**: each main-branch run of each fresh history judged
 *   against the runs of that history before it (the second against one, the third against two …),
 *   as the README's workflow on the main branch judges it: status (pass / inconclusive, the step's
 *   exit 4 / fail) and whether a regression check failed, by the runs the history held.
 * - **Histories of k runs**: every main-branch run with k runs before it (the same endpoint, any
 *   history), judged against those k: more A/A trials per size, overlapping.
 * - **Detection**: each slowed run (decode or prefill 30 % slower) judged against the 10 (and 2,
 *   5) main-branch runs before it: caught when its TPOT p50 (decode) or TTFT p50 (prefill) check
 *   failed at some level.
 *
 * Writes bench/results/verdict-rejudge-<tag>.md and .json and prints the Markdown.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Results } from '../src/model/results.js';
import { parseSpec } from '../src/spec/load.js';
import { resolvePlan } from '../src/spec/plan.js';
import { judge } from '../src/gate/judge.js';
import { nextBaseline } from '../src/gate/baseline-history.js';
import { DEFAULT_RUN_SPREAD, type RunSpreadRule } from '../src/gate/regression-runs.js';
import type { Plan } from '../src/spec/types.js';
import { outcomeOf } from './verdict/methods.js';
import type { RunRecord } from './verdict.js';

const { values } = parseArgs({
  options: {
    work: { type: 'string' },
    configs: { type: 'string' },
    rules: { type: 'string' },
    tag: { type: 'string' },
  },
});
if (values.work === undefined) throw new Error('--work DIR: the folder bench/verdict.ts --fresh --work DIR kept');
const WORK = values.work;
const TAG = values.tag ?? 'latest';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The rules compared: the classical t (the gate before), floors, and priors. */
const RULES: Record<string, RunSpreadRule> = {
  'plain t(R−1)': { priorDof: 0, priorSd: 0, withinRun: false },
  'floor: within-run spread, t(R−1)': { kind: 'floor', priorDof: 0, priorSd: 0, withinRun: true },
  'floor: 2 % + within-run, t(R−1)': { kind: 'floor', priorDof: 0, priorSd: 0.02, withinRun: true },
  'conjugate prior ν₀ 4, σ₀ 2 % + within': { kind: 'conjugate', priorDof: 4, priorSd: 0.02, withinRun: true },
  'top-up prior ν₀ 4, σ₀ 2 %, no within': { priorDof: 4, priorSd: 0.02, withinRun: false },
  'top-up prior ν₀ 4, σ₀ 2 % + within': { priorDof: 4, priorSd: 0.02, withinRun: true },
  'top-up prior ν₀ 4, σ₀ 3 % + within': { priorDof: 4, priorSd: 0.03, withinRun: true },
  'top-up prior ν₀ 8, σ₀ 2 % + within': { priorDof: 8, priorSd: 0.02, withinRun: true },
  'top-up prior ν₀ 2, σ₀ 2 % + within': { priorDof: 2, priorSd: 0.02, withinRun: true },
  'the gate (default)': DEFAULT_RUN_SPREAD,
};
const ruleNames = values.rules === undefined ? Object.keys(RULES) : values.rules.split(';');

interface Run { record: RunRecord; results: Results }

async function load(config: string): Promise<{ spec: string; runs: Run[] }> {
  const dir = join(WORK, config);
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { spec: string; runs: RunRecord[] };
  const runs: Run[] = [];
  for (const record of manifest.runs) {
    runs.push({ record, results: JSON.parse(await readFile(join(dir, record.dir, 'out', 'results.json'), 'utf8')) as Results });
  }
  return { spec: manifest.spec, runs };
}

/** The baseline `--update-baseline` would hold after `runs` (oldest first), keeping `keep`. */
function historyOf(runs: readonly Results[], keep: number): Results | undefined {
  let b: Results | undefined;
  for (const r of runs) b = nextBaseline(r, b, keep);
  return b;
}

interface Verdict { status: string; failed: boolean; failedMetrics: string[]; someInconclusive: boolean }

function rejudge(plan: Plan, current: Results, history: readonly Results[], rule: RunSpreadRule): Verdict {
  const { checks: _c, ...measured } = current;
  const baseline = historyOf(history, plan.gate.baseline.runs ?? 1);
  const j = judge({
    results: { ...measured, checks: [], status: current.status === 'error' ? 'error' : 'pass' },
    gate: plan.gate,
    baseline: baseline === undefined ? { status: 'missing', path: 'baseline.json' } : { status: 'loaded', path: 'baseline.json', results: baseline },
    failOn: 'both', locate: undefined, now: new Date(current.started_at), runSpread: rule,
  });
  const o = outcomeOf(j.checks);
  return { status: j.status, failed: o.failed, failedMetrics: o.failedMetrics, someInconclusive: o.inconclusive };
}

interface Tally { n: number; pass: number; inconclusive: number; fail: number; regressionFailed: number; someInconclusive: number }
const tally = (): Tally => ({ n: 0, pass: 0, inconclusive: 0, fail: 0, regressionFailed: 0, someInconclusive: 0 });
function add(t: Tally, v: Verdict): void {
  t.n++;
  if (v.status === 'pass') t.pass++;
  else if (v.status === 'inconclusive') t.inconclusive++;
  else if (v.status === 'fail') t.fail++;
  if (v.failed) t.regressionFailed++;
  if (v.someInconclusive) t.someInconclusive++;
}
const cell = (t: Tally): string => (t.n === 0 ? '–' : `${t.pass} / ${t.inconclusive} / ${t.fail} of ${t.n}`);

const configs = (values.configs ?? 'sim-restart,ground-truth,sim-long').split(',');
const out: Record<string, unknown> = {};
const md: string[] = [`# Verdict benchmark, the same runs judged by each rule (${TAG})`, ''];
const recordingRows: string[] = [];
const windowRows: string[] = [];
const detectRows: string[] = [];
for (const config of configs) {
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await load(config);
  } catch (e) {
    process.stderr.write(`${config}: ${(e as Error).message}\n`);
    continue;
  }
  const plan = resolvePlan(parseSpec(loaded.spec, join(WORK, config, 'llm-slo.yml')), {});
  const mains = loaded.runs.filter((r) => r.record.kind === 'main');
  const histories = [...new Set(mains.map((r) => r.record.history ?? 0))];
  // The CLI's own verdicts on the recording runs (the build that ran), by history size.
  const cliRecording = { one: tally(), short: tally(), rest: tally() };
  for (const r of mains) {
    const k = r.record.history_runs;
    if (k === 0) continue;
    const v: Verdict = { status: r.record.status, failed: r.record.cli.failed, failedMetrics: r.record.cli.failedMetrics, someInconclusive: r.record.cli.inconclusive };
    add(k === 1 ? cliRecording.one : k <= 2 ? cliRecording.short : cliRecording.rest, v);
  }
  recordingRows.push(`| ${config} | the CLI that ran | ${cell(cliRecording.one)} | ${cell(cliRecording.short)} | ${cell(cliRecording.rest)} | `
    + `${cliRecording.short.regressionFailed + cliRecording.rest.regressionFailed} |`);
  const perRule: Record<string, unknown> = {};
  for (const name of ruleNames) {
    const rule = RULES[name];
    if (rule === undefined) throw new Error(`no rule ${name}`);
    // Recording each history from nothing: run p judged against the p runs of its history before it.
    const one = tally();
    const two = tally();
    const rest = tally();
    const recordingDetail: Record<number, Tally> = {};
    for (const h of histories) {
      const runs = mains.filter((r) => (r.record.history ?? 0) === h).map((r) => r.results);
      for (let p = 1; p < runs.length; p++) {
        const v = rejudge(plan, runs[p] as Results, runs.slice(0, p), rule);
        add(p === 1 ? one : p === 2 ? two : rest, v);
        add((recordingDetail[p] ??= tally()), v);
      }
    }
    recordingRows.push(`| ${config} | ${name} | ${cell(one)} | ${cell(two)} | ${cell(rest)} | ${two.regressionFailed + rest.regressionFailed} |`);
    // Histories of k runs: every main run with k main runs before it.
    const windows: Record<number, Tally> = {};
    for (const k of [2, 3, 5, 9]) {
      const t = (windows[k] = tally());
      for (let i = k; i < mains.length; i++) {
        add(t, rejudge(plan, (mains[i] as Run).results, mains.slice(i - k, i).map((r) => r.results), rule));
      }
    }
    windowRows.push(`| ${config} | ${name} | ${[2, 3, 5, 9].map((k) => {
      const t = windows[k] as Tally;
      return t.n === 0 ? '–' : `${t.regressionFailed} / ${t.inconclusive} of ${t.n}`;
    }).join(' | ')} |`);
    // Detection against the main runs before each slowed run.
    const detect: Record<string, { caught: number; n: number }> = {};
    for (const [i, r] of loaded.runs.entries()) {
      if (r.record.kind !== 'slow-decode' && r.record.kind !== 'slow-prefill') continue;
      const before = loaded.runs.slice(0, i).filter((x) => x.record.kind === 'main').map((x) => x.results);
      const metric = r.record.kind === 'slow-decode' ? 'tpot_ms.p50' : 'ttft_ms.p50';
      for (const k of [2, 5, 10]) {
        if (before.length < k) continue;
        const v = rejudge(plan, r.results, before.slice(-k), rule);
        const key = `${r.record.kind} ${k}`;
        const d = (detect[key] ??= { caught: 0, n: 0 });
        d.n++;
        if (v.failedMetrics.includes(metric)) d.caught++;
      }
    }
    const share = (key: string): string => {
      const d = detect[key];
      return d === undefined ? '–' : `${d.caught}/${d.n}`;
    };
    detectRows.push(`| ${config} | ${name} | ${[2, 5, 10].map((k) => `${share(`slow-decode ${k}`)} · ${share(`slow-prefill ${k}`)}`).join(' | ')} |`);
    perRule[name] = { recording: { one, two, rest, byPosition: recordingDetail }, windows, detect };
    process.stderr.write(`${config} ${name}: recording ${cell(two)} | ${cell(rest)}\n`);
  }
  out[config] = { runs: loaded.runs.length, main: mains.length, histories: histories.length, rules: perRule };
}
md.push(
  '**Recording a history from nothing** (status pass / inconclusive / fail of the main-branch runs, by the runs their history held; '
    + 'the last column: runs with a regression check failed, all of them A/A):',
  '',
  '| configuration | rule | history of 1 | history of 2 | 3–9 | A/A regression failures (2–9) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...recordingRows,
  '',
  '**Histories of k runs** (every main run with k runs before it; A/A runs with a regression check failed / runs inconclusive (exit 4)):',
  '',
  '| configuration | rule | k = 2 | k = 3 | k = 5 | k = 9 |',
  '| --- | --- | --- | --- | --- | --- |',
  ...windowRows,
  '',
  '**Detection** (slowed runs caught, decode · prefill, against the k main runs before each):',
  '',
  '| configuration | rule | k = 2 | k = 5 | k = 10 |',
  '| --- | --- | --- | --- | --- |',
  ...detectRows,
  '',
);
const text = md.join('\n');
await mkdir(join(ROOT, 'bench', 'results'), { recursive: true });
await writeFile(join(ROOT, 'bench', 'results', `verdict-rejudge-${TAG}.md`), text + '\n');
await writeFile(join(ROOT, 'bench', 'results', `verdict-rejudge-${TAG}.json`), JSON.stringify({ tag: TAG, work: WORK, rules: RULES, configurations: out }, null, 1) + '\n');
console.log(text);
