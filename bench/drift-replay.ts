/**
 * The drift benchmark's main-branch runs searched again for change points by other rules: every
 * rule sees exactly the same measured runs (each run's results.json, kept by
 * `npm run bench:verdict -- --drift --work DIR`), so their differences are the rules', not the
 * machine's.
 *
 *   node build/bench/drift-replay.js --work DIR [--tag NAME]
 *
 * Each main-branch run of each sequence is replayed as the gate's refresh run sees it: the runs
 * before it that `baseline.runs: 10` keeps, then itself, for every metric the drift spec gates at
 * every level. Rules for the t test's spread:
 *
 * - **the gate** (`judgeDrift` itself, on main): the larger of the two sides' pooled spread and
 *   the runs' sampling noise with requests resampled in cohorts (`runCohortVariance`);
 * - **the sides alone**: the two sides' pooled spread, as Hunter's t test;
 * - **one request at a time**: floored at the runs' sampling noise with requests resampled one by
 *   one (`runValue`'s variance).
 *
 * Then steps are injected into the A/A sequences' runs from the 8th main-branch run on (TPOT and
 * TTFT samples scaled; TPM by scaling E2E), and each rule's first report of a step at that run is
 * counted, with how many runs after it.
 *
 * Writes bench/results/verdict-drift-replay-<tag>.md and prints it.
 */
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Results } from '../src/model/results.js';
import type { BaselineRun } from '../src/model/baseline.js';
import type { LevelSamples } from '../src/model/samples.js';
import { judgeDrift } from '../src/gate/drift.js';
import { runValue } from '../src/gate/regression-runs.js';
import { parseMetricPath } from '../src/metrics/catalogue.js';
import { changePoints } from '../src/stats/change-points.js';
import { DRIFT_MAX_CHANGE, MAX_DRIFT } from './verdict/drift.js';

const { values } = parseArgs({ options: { work: { type: 'string' }, tag: { type: 'string' } } });
if (values.work === undefined) throw new Error('--work DIR: the folder `npm run bench:verdict -- --drift --work DIR` kept');
const WORK = values.work;
const TAG = values.tag ?? 'latest';
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** Runs `baseline.runs: 10` keeps before the run judged. */
const KEPT = 10;
/** The main-branch run from which a step is injected. */
const STEP_AT = 8;

interface Sequence { name: string; kind: 'aa' | 'drift'; mains: Results[] }

async function sequences(): Promise<Sequence[]> {
  const out: Sequence[] = [];
  for (const name of (await readdir(WORK)).filter((d) => /^(aa|drift)-\d+$/.test(d)).sort()) {
    const dirs = (await readdir(join(WORK, name))).filter((d) => /-main-/.test(d)).sort();
    const mains = await Promise.all(dirs.map(async (d) => JSON.parse(await readFile(join(WORK, name, d, 'out', 'results.json'), 'utf8')) as Results));
    out.push({ name, kind: name.startsWith('aa') ? 'aa' : 'drift', mains });
  }
  return out;
}

function asHistoryRun(r: Results): BaselineRun {
  return { started_at: r.started_at, git: r.git ?? null, levels: r.levels.map((l) => ({ concurrency: l.concurrency, samples: l.samples as LevelSamples })) };
}

type Rule = 'gate' | 'sides' | 'one-by-one';
const RULES: Rule[] = ['gate', 'sides', 'one-by-one'];

/** Steps each rule reports on `window` (oldest first; the last is the run judged), for `gated` metrics. */
function steps(rule: Rule, window: readonly Results[], gated: Record<string, string>): Array<{ metric: string; concurrency: number; index: number; change: number }> {
  const current = window.at(-1)!;
  if (rule === 'gate') {
    const history = window.slice(0, -1).map(asHistoryRun);
    const out = judgeDrift({
      current, baseline: { ...current, history } as Results, maxChange: gated, maxDrift: {}, level: 'error', onMain: true,
      driftOnMain: 'fail', confidence: 0.95, minRuns: 2,
    });
    return out.changePoints.map((p) => ({ metric: p.metric, concurrency: p.concurrency, index: window.findIndex((r) => r.started_at === p.started_at), change: p.change }));
  }
  const found: Array<{ metric: string; concurrency: number; index: number; change: number }> = [];
  for (const path of Object.keys(gated)) {
    const ref = parseMetricPath(path)!;
    for (const level of current.levels) {
      const runs = window.map((r) => runValue(ref, r.levels.find((l) => l.concurrency === level.concurrency)!.samples as LevelSamples));
      const known = runs.flatMap((v, i) => ('short' in v ? [] : [{ ...v, i }]));
      const floor = rule === 'sides' ? 0 : Math.sqrt(known.reduce((a, v) => a + v.variance, 0) / known.length);
      for (const cp of changePoints(known.map((v) => v.value), { minRunLogSd: floor })) {
        found.push({ metric: path, concurrency: level.concurrency, index: known[cp.index]!.i, change: cp.change });
      }
    }
  }
  return found;
}

/** A copy of `r` whose `column` is scaled by `factor`. */
function scaled(r: Results, column: 'ttft_ms' | 'tpot_ms' | 'e2e_ms', factor: number): Results {
  return {
    ...r,
    levels: r.levels.map((l) => {
      const s = l.samples as LevelSamples;
      return { ...l, samples: { ...s, [column]: s[column].map((v) => (typeof v === 'number' ? v * factor : v)) } };
    }),
  };
}

const all = await sequences();
const gated = { ...DRIFT_MAX_CHANGE, ...MAX_DRIFT };
const lines: string[] = [
  `# Change points replayed on recorded drift-benchmark runs (${WORK.replace(/.*\//, '')})`,
  '',
  `${all.filter((s) => s.kind === 'aa').length} A/A and ${all.filter((s) => s.kind === 'drift').length} drift sequences; each main-branch run judged with the ${KEPT} runs before it, `
    + `metrics ${Object.keys(gated).join(', ')} at every level. Rules: the gate (\`judgeDrift\`, cohort noise floor); the sides' spread alone; a floor at the one-request-at-a-time noise.`,
  '',
  '| rule | A/A sequences with a reported step | drift sequences with a reported step | steps reported in A/A (metric@level change) |',
  '| --- | --- | --- | --- |',
];
for (const rule of RULES) {
  const alarms = { aa: 0, drift: 0 };
  const seen: string[] = [];
  for (const s of all) {
    let any = false;
    for (let k = 1; k < s.mains.length; k++) {
      const found = steps(rule, s.mains.slice(Math.max(0, k - KEPT), k + 1), gated);
      if (found.length > 0) any = true;
      if (s.kind === 'aa') for (const f of found) seen.push(`${s.name} run ${k}: ${f.metric}@${f.concurrency} ${f.change >= 0 ? '+' : ''}${(100 * f.change).toFixed(0)} %`);
    }
    if (any) alarms[s.kind] += 1;
  }
  const total = (kind: 'aa' | 'drift'): number => all.filter((s) => s.kind === kind).length;
  lines.push(`| ${rule} | ${alarms.aa}/${total('aa')} | ${alarms.drift}/${total('drift')} | ${seen.length === 0 ? '–' : seen.join('; ')} |`);
}

lines.push('', `Steps injected into the A/A sequences from main-branch run ${STEP_AT} on: sequences in which each rule reported the step at that run, and the median run of the step (1 is its first) at which it was first reported.`, '',
  '| metric | level | step | gate | sides alone | one request at a time |', '| --- | --- | --- | --- | --- | --- |');
const aa = all.filter((s) => s.kind === 'aa' && s.mains.length > STEP_AT + 2);
const injections: Array<{ metric: string; column: 'ttft_ms' | 'tpot_ms' | 'e2e_ms'; factors: number[] }> = [
  { metric: 'tpot_ms.p50', column: 'tpot_ms', factors: [1.09, 1.15, 1.25] },
  { metric: 'tpm', column: 'e2e_ms', factors: [1.09, 1.15] },
  { metric: 'ttft_ms.p50', column: 'ttft_ms', factors: [1.15, 1.5, 2, 3] },
];
const levels = aa[0]?.mains[0]?.levels.map((l) => l.concurrency) ?? [];
for (const { metric, column, factors } of injections) {
  for (const concurrency of levels) {
    for (const factor of factors) {
      const cells = RULES.map((rule) => {
        const after: number[] = [];
        for (const s of aa) {
          const mains = s.mains.map((r, k) => (k >= STEP_AT ? scaled(r, column, factor) : r));
          for (let k = STEP_AT; k < mains.length; k++) {
            const found = steps(rule, mains.slice(Math.max(0, k - KEPT), k + 1), { [metric]: gated[metric] ?? '+10%' });
            const offset = Math.max(0, k - KEPT);
            if (found.some((f) => f.metric === metric && f.concurrency === concurrency && f.index + offset === STEP_AT)) {
              after.push(k - STEP_AT + 1);
              break;
            }
          }
        }
        after.sort((a, b) => a - b);
        return `${after.length}/${aa.length}${after.length > 0 ? `, run ${after[Math.floor(after.length / 2)]}` : ''}`;
      });
      lines.push(`| ${metric} | ${concurrency} | ${column === 'e2e_ms' ? 'E2E' : metric.replace(/_ms\..*/, '').toUpperCase()} ×${factor} | ${cells.join(' | ')} |`);
    }
  }
}
lines.push('');
const md = lines.join('\n');
const outDir = join(ROOT, 'bench', 'results');
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, `verdict-drift-replay-${TAG}.md`), md);
console.log(md);
