/**
 * The rules for a short history's spread of runs, on run values drawn from a known model, so that
 * their calibration can be seen where the real runs cannot show it (a machine gives one spread at
 * a time). Run by hand; prints a Markdown table.
 *
 *   node build/bench/run-spread.js [trials]
 *
 * Each trial draws R baseline runs and one current run: ln(value) = b + e, b ~ N(0, τ²) what
 * moves whole runs, e ~ N(0, w²) a run's own sampling noise (w = 1 %, about a p50 of 32 requests
 * with 10 % per-request spread; the rules are told w, as the gate reads it from the requests).
 * For each rule, with the current run unchanged:
 * - **false alarms**: the share of trials whose interval at one-sided error 5 % lies wholly above
 *   0 (what the suite's A/A bound tests: it must stay near 5 % whatever τ is);
 * - **inconclusive at +10 %**: the share whose interval at 0.83 % (α / 6, Holm's first step over
 *   the README spec's 6 checks) does not lie wholly below +10 %: a run that cannot pass;
 * and with the current run 30 % slower, **caught**: the share whose lower bound at 0.83 % is
 * above +10 %.
 */
import { compareAcrossRuns, type RunSpreadPrior } from '../src/stats/compare-runs.js';
import { changeBounds } from '../src/stats/comparison.js';
import type { WelchComparison } from '../src/stats/comparison-types.js';
import { createRandom, mixSeed } from '../src/stats/random.js';

const TRIALS = Number(process.argv[2] ?? 4000);
const W = 0.01;
const LIMIT = Math.log(1.1);
const HOLM_FIRST = 0.05 / 6;

interface Rule { name: string; compare(values: number[], current: number): WelchComparison }

const classical = (values: number[], current: number): WelchComparison => compareAcrossRuns('p50', values, current, { baseline: 1, current: 1 }, { dof: 0, sd: 0 }) as WelchComparison;
/** σ₀² = τ₀² + w², as the gate builds it. */
const prior = (dof: number, tau0: number): RunSpreadPrior => ({ dof, sd: Math.sqrt(tau0 ** 2 + W ** 2) });

const RULES: Rule[] = [
  { name: 'classical t(R − 1) (before)', compare: classical },
  {
    name: 'floor σ₀ = 2 % + w, t(R − 1)',
    compare: (v, c) => {
      const x = classical(v, c);
      return { ...x, standardError: Math.max(x.standardError, prior(0, 0.02).sd * Math.sqrt(1 + 1 / v.length)) };
    },
  },
  {
    name: 'conjugate prior ν₀ 4, σ₀ 2 % + w (always)',
    compare: (v, c) => {
      const x = classical(v, c);
      const r = v.length;
      const ss = (x.standardError / Math.sqrt(1 + 1 / r)) ** 2 * (r - 1);
      const p = prior(4, 0.02);
      return { ...x, dof: p.dof + r - 1, standardError: Math.sqrt((p.dof * p.sd ** 2 + ss) / (p.dof + r - 1)) * Math.sqrt(1 + 1 / r) };
    },
  },
  { name: 'top-up prior ν₀ 4, σ₀ 2 % + w (the gate)', compare: (v, c) => compareAcrossRuns('p50', v, c, { baseline: 1, current: 1 }, prior(4, 0.02)) as WelchComparison },
  { name: 'top-up prior ν₀ 4, σ₀ 3 % + w', compare: (v, c) => compareAcrossRuns('p50', v, c, { baseline: 1, current: 1 }, prior(4, 0.03)) as WelchComparison },
  { name: 'top-up prior ν₀ 8, σ₀ 2 % + w', compare: (v, c) => compareAcrossRuns('p50', v, c, { baseline: 1, current: 1 }, prior(8, 0.02)) as WelchComparison },
];

function gauss(next: () => number): number {
  let u = next();
  while (u === 0) u = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

const rows: string[] = [
  `| τ (whole runs) | runs R | ${RULES.map((r) => r.name).join(' | ')} |`,
  `| --- | --- | ${RULES.map(() => '---').join(' | ')} |`,
];
for (const tau of [0.005, 0.01, 0.02, 0.05, 0.1, 0.2]) {
  for (const r of [2, 3, 5, 9]) {
    const cells = RULES.map((rule, ri) => {
      const next = createRandom(mixSeed(0x5bead, Math.round(tau * 1000), r, ri));
      const sigma = Math.sqrt(tau ** 2 + W ** 2);
      let alarms = 0;
      let open = 0;
      let caught = 0;
      for (let t = 0; t < TRIALS; t++) {
        const values = Array.from({ length: r }, () => Math.exp(sigma * gauss(next)));
        const same = rule.compare(values, Math.exp(sigma * gauss(next)));
        if (changeBounds(same, 0.05).lower > 0) alarms++;
        if (!(Math.log1p(changeBounds(same, HOLM_FIRST).upper) < LIMIT)) open++;
        const slower = rule.compare(values, Math.exp(Math.log(1.3) + sigma * gauss(next)));
        if (Math.log1p(changeBounds(slower, HOLM_FIRST).lower) > LIMIT) caught++;
      }
      const pct = (k: number): string => `${((100 * k) / TRIALS).toFixed(1)}`;
      return `${pct(alarms)} / ${pct(open)} / ${pct(caught)}`;
    });
    rows.push(`| ${(100 * tau).toFixed(1)} % | ${r} | ${cells.join(' | ')} |`);
  }
}
console.log(`Per cell: A/A false alarms at 5 % / A/A inconclusive at +10 % / 30 % slowdown caught, in % of ${TRIALS} trials (w = ${100 * W} %).\n`);
console.log(rows.join('\n'));
